import Testing

@testable import LocaleFormat

// Expected categories come from PyICU 72.1 (see PluralRulesCases.swift).

@Suite struct PluralRulesTests {
    @Test func cardinalsOver60Locales() throws {
        #expect(pluralCardinalCases.count >= 40)
        for (locale, categories) in pluralCardinalCases {
            let rules = try Formatters.shared.pluralRules(locale: locale)
            for (value, expected) in zip(pluralCardinalValues, categories) {
                #expect(try rules.category(for: value) == expected, "\(locale) \(value)")
            }
        }
    }

    @Test func ordinalsOver60Locales() throws {
        for (locale, categories) in pluralOrdinalCases {
            let rules = try Formatters.shared.pluralRules(locale: locale, type: .ordinal)
            for (value, expected) in zip(pluralOrdinalValues, categories) {
                #expect(try rules.category(for: DecimalValue(value)) == expected, "\(locale) \(value)")
            }
        }
    }

    @Test func visibleFractionDigitsCount() throws {
        let en = try Formatters.shared.pluralRules(locale: "en")
        #expect(try en.category(for: "1") == .one)
        #expect(try en.category(for: "1.0") == .other)
        #expect(try en.category(for: "1.00") == .other)
        #expect(try en.category(for: "1e0") == .one)
        #expect(try en.category(for: "0.1e1") == .one)  // 1: decimal arithmetic, 0.1 × 10
        #expect(try en.category(for: "10e-1") == .other)  // 1.0
        #expect(try en.category(for: 1) == .one)
        #expect(try en.category(for: DecimalValue(1.0)) == .one)  // a Double has no visible zeros
        #expect(try en.category(for: "1." + String(repeating: "0", count: 12)) == .other)
    }

    @Test func arabic() throws {
        let ar = try Formatters.shared.pluralRules(locale: "ar")
        let expected: [(String, PluralCategory)] = [
            ("0", .zero), ("1", .one), ("2", .two), ("3", .few), ("11", .many), ("100", .other),
        ]
        for (value, category) in expected { #expect(try ar.category(for: value) == category, "\(value)") }
        #expect(ar.categories == [.zero, .one, .two, .few, .many, .other])
    }

    @Test func protocolAndDesignExamples() throws {
        #expect(try Formatters.shared.pluralRules(locale: "ar").category(for: "3") == .few)
        #expect(try Formatters.shared.pluralRules(locale: "fr").category(for: "1000000") == .many)
        #expect(try Formatters.shared.pluralRules(locale: "en", type: .ordinal).category(for: "22") == .two)
        #expect(try Formatters.shared.pluralRules(locale: "pl").category(for: 5) == .many)
        #expect(try Formatters.shared.pluralRules(locale: "en").categories == [.one, .other])
        #expect(
            try Formatters.shared.pluralRules(locale: "en", type: .ordinal).categories == [.one, .two, .few, .other])
        #expect(try Formatters.shared.pluralRules(locale: "ja").categories == [.other])
    }

    @Test func manyFractionDigitsAndBigNumbers() throws {
        let lv = try Formatters.shared.pluralRules(locale: "lv")
        // lv one: … or v != 2 and f % 10 = 1; zero: … or v = 2 and f % 100 = 11..19
        // (PyICU 72.1, the values formatted with exactly their fraction digits)
        #expect(try lv.category(for: "0.000000000001") == .one)
        #expect(try lv.category(for: "0.000000000011") == .one)
        #expect(try lv.category(for: "0.000000000012") == .other)
        #expect(try lv.category(for: "0.15") == .zero)
        #expect(try lv.category(for: "0.01") == .one)
        let en = try Formatters.shared.pluralRules(locale: "en")
        #expect(try en.category(for: "1e1000") == .other)
        #expect(try en.category(for: "1." + String(repeating: "0", count: 1500)) == .other)
        #expect(try en.category(for: "-1") == .one)
    }

    @Test func nonFiniteAndMalformedValuesAreInvalidNumber() throws {
        let en = try Formatters.shared.pluralRules(locale: "en")
        for bad in [
            "NaN", "Infinity", "-Infinity", "1,5", "--1", "", "one", "1e1001", String(repeating: "3", count: 101),
        ] {
            expectCode(.invalidNumber) { try en.category(for: bad) }
        }
        expectCode(.invalidNumber) { try en.category(for: .nan) }
        expectCode(.invalidLocale) { try Formatters.shared.pluralRules(locale: "en_US!") }
    }

    @Test func categoryRawValues() {
        #expect(PluralCategory.allCases.map(\.rawValue) == ["zero", "one", "two", "few", "many", "other"])
        #expect(PluralCategory(rawValue: "few") == .few)
    }

    @Test func sharedBetweenThreads() async throws {
        let ru = try Formatters.shared.pluralRules(locale: "ru")
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for n in 0..<300 {
                        // ru: one when n % 10 = 1 and n % 100 != 11; few for 2…4 outside 12…14; else many
                        let mod10 = n % 10, mod100 = n % 100
                        let expected: PluralCategory =
                            mod10 == 1 && mod100 != 11
                            ? .one
                            : (2...4).contains(mod10) && !(12...14).contains(mod100) ? .few : .many
                        guard try ru.category(for: DecimalValue(n)) == expected else { return false }
                        // and with a fraction digit and on the rare-operands path
                        guard try ru.category(for: "\(n).5") == .other,
                            try ru.category(for: "\(n)." + String(repeating: "0", count: 9 + n % 5)) == .other
                        else { return false }
                    }
                    return true
                }
            }
            for try await ok in group { #expect(ok) }
        }
    }
}
