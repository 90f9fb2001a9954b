import Testing

@testable import LocaleFormat

/// `DateFormat.Style(rawValue:)`, written out: every name reads back as its
/// style, and nothing else reads as one.
@Suite struct DateFormatStyleNameTests {
    @Test func everyNameIsItsStyle() {
        for style in DateFormat.Style.allCases {
            #expect(DateFormat.Style(rawValue: style.rawValue) == style)
        }
        #expect(DateFormat.Style(rawValue: "medium") == .medium)
    }

    @Test func nothingElseIsAStyle() {
        for text in ["", "Full", "LONG", "med", "mediums", "short ", " none", "nonE", "f\u{0}ull", "full\u{0}"] {
            #expect(DateFormat.Style(rawValue: text) == nil, "\(text)")
        }
    }
}
