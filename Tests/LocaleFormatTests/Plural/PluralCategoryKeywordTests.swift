import Testing

@testable import LocaleFormat

/// ICU's keyword bytes read into the enum without a `String`.
@Suite struct PluralCategoryKeywordTests {
    static func category(_ text: String) -> PluralCategory? {
        Array(text.utf8).withUnsafeBytes { PluralCategory(keyword: $0) }
    }

    @Test func everyCLDRKeyword() {
        for category in PluralCategory.allCases {
            #expect(Self.category(category.rawValue) == category)
        }
    }

    @Test func nothingElse() {
        for text in [
            "", "o", "on", "oth", "others", "One", "MANY", "fe", "fewer", "zer0", "two ", "\u{0}", "one\u{0}",
            "zero\u{0}", "\u{0}one", "otherx", "fewe",
        ] {
            #expect(Self.category(text) == nil, "\(text)")
        }
    }
}
