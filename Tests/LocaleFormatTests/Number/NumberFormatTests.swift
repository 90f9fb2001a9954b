import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

// Every expected string below is ICU's own answer with the skeleton in the
// comment (unumf_openForSkeletonAndLocale + unumf_formatDecimal), from ICU 72.1
// and 76.1 (`.icu([72: …, 76: …])` where they differ) by
// Scripts/icu-versions/oracle-number.py; the tables are in NumberFormatCases.swift.

@Suite struct NumberFormatStyleTests {
    @Test func styleMatrixOver45Locales() throws {
        var formatters: [String: NumberFormat] = [:]
        for (locale, style, value, expected) in numberStyleCases {
            let key = "\(locale)/\(style)"
            let f = try formatters[key] ?? Formatters.shared.number(locale: locale, style: style)
            formatters[key] = f
            #expect(try f.string(from: value) == expected, "\(locale) \(style) \(value)")
        }
        #expect(Set(numberStyleCases.map(\.locale)).count >= 25)
    }

    @Test func defaultSkeletons() throws {
        #expect(try Formatters.shared.number(locale: "en").skeleton == ".###")
        #expect(
            try Formatters.shared.number(locale: "en", style: .percent).skeleton
                == "percent scale/100 precision-integer")
        #expect(try Formatters.shared.number(locale: "en", style: .scientific).skeleton == "scientific")
        #expect(try Formatters.shared.number(locale: "en", style: .compactShort).skeleton == "compact-short")
        #expect(try Formatters.shared.number(locale: "en", style: .compactLong).skeleton == "compact-long")
        #expect(
            try Formatters.shared.number(
                locale: "en", minimumFractionDigits: 2, maximumFractionDigits: 4, minimumIntegerDigits: 3,
                grouping: false, roundingMode: .halfUp
            ).skeleton == ".00## integer-width/*000 group-off rounding-mode-half-up")
    }

    @Test func nativeDigits() throws {
        // .###
        #expect(try Formatters.shared.number(locale: "hi-IN-u-nu-deva").string(from: "1234567") == "१२,३४,५६७")
        #expect(try Formatters.shared.number(locale: "hi_IN@numbers=deva").string(from: "1234567") == "१२,३४,५६७")
        #expect(try Formatters.shared.number(locale: "hi-IN").string(from: "1234567") == "12,34,567")
        #expect(try Formatters.shared.number(locale: "en-IN").string(from: "1234567") == "12,34,567")
        #expect(try Formatters.shared.number(locale: "ar-EG").string(from: "-1234.5") == "\u{061C}-١٬٢٣٤٫٥")
        #expect(try Formatters.shared.number(locale: "ar-EG-u-nu-latn").string(from: "-1234.5") == "\u{200E}-1,234.5")
        #expect(try Formatters.shared.number(locale: "fa").string(from: "1234.5") == "۱٬۲۳۴٫۵")
        #expect(try Formatters.shared.number(locale: "bn").string(from: "1234567.5") == "১২,৩৪,৫৬৭.৫")
        #expect(try Formatters.shared.number(locale: "th-TH-u-nu-thai").string(from: "1234.5") == "๑,๒๓๔.๕")
        #expect(try Formatters.shared.number(locale: "fr").string(from: "1234567.5") == "1\u{202F}234\u{202F}567,5")
        #expect(try Formatters.shared.number(locale: "de-CH").string(from: "1234567.5") == "1’234’567.5")
    }

    @Test func specialValuesFormatAsICUDoes() throws {
        let en = try Formatters.shared.number(locale: "en")
        #expect(try en.string(from: "NaN") == "NaN")
        #expect(try en.string(from: "Infinity") == "∞")
        #expect(try en.string(from: "-Infinity") == "-∞")
        #expect(try en.string(from: .nan) == "NaN")
        #expect(try en.string(from: .infinity) == "∞")
        #expect(
            try Formatters.shared.number(locale: "ar-EG").string(from: "NaN")
                == ICUExpected.icu([72: "ليس\u{00A0}رقم", 76: "ليس\u{00A0}رقم\u{64B}ا"]))
        #expect(try Formatters.shared.number(locale: "en", style: .percent).string(from: "-Infinity") == "-∞%")
    }

    @Test func unknownLocaleFallsBackToRootNotLANG() throws {
        // root: .###
        #expect(try Formatters.shared.number(locale: "xx-YY").string(from: "1234.5") == "1,234.5")
        #expect(try Formatters.shared.number(locale: "de-XX").string(from: "1234.5") == "1.234,5")
    }
}

@Suite struct NumberFormatOptionTests {
    @Test(
        arguments: [
            // (min, max, style, value, expected) — skeleton in the comment.
            (nil, nil, NumberFormat.Style.decimal, "1.23456", "1.235"),  // .###
            (2, nil, .decimal, "1.5", "1.50"),  // .00# (lone minimum 2: max stays 3)
            (2, nil, .decimal, "1.23456", "1.235"),  // .00#
            (5, nil, .decimal, "1.5", "1.50000"),  // .00000 (lone minimum raises max to 5)
            (nil, 1, .decimal, "1.25", "1.2"),  // .#
            (nil, 0, .decimal, "2.5", "2"),  // precision-integer
            (nil, 4, .decimal, "1.23456", "1.2346"),  // .####
            (2, 2, .decimal, "1.5", "1.50"),  // .00
            (0, 20, .decimal, "0.12345678901234567890123", "0.1234567890123456789"),  // .####################
            (20, 20, .decimal, "1", "1.00000000000000000000"),  // .00000000000000000000
            (nil, nil, .percent, "0.2567", "26%"),  // percent scale/100 precision-integer
            (1, nil, .percent, "0.2567", "25.7%"),  // percent scale/100 .0 (lone minimum raises max 0 to 1)
            (nil, 2, .percent, "0.2567", "25.67%"),  // percent scale/100 .##
            (nil, nil, .scientific, "0.000123", "1.23E-4"),  // scientific
            (nil, 2, .scientific, "123456", "1.23E5"),  // scientific .##
            (nil, nil, .compactShort, "1234", "1.2K"),  // compact-short
            (1, nil, .compactShort, "1234", "1.2K"),  // compact-short .0
            (nil, 0, .compactShort, "1234567", "1M"),  // compact-short precision-integer
            (2, nil, .compactLong, "1234567", "1.23 million"),  // compact-long .00
        ] as [(Int?, Int?, NumberFormat.Style, String, String)])
    func fractionDigitResolution(min: Int?, max: Int?, style: NumberFormat.Style, value: String, expected: String)
        throws
    {
        let f = try Formatters.shared.number(
            locale: "en", style: style, minimumFractionDigits: min, maximumFractionDigits: max)
        #expect(try f.string(from: value) == expected, "\(f.skeleton)")
    }

    @Test func resolvedSkeletons() throws {
        #expect(try Formatters.shared.number(locale: "en", minimumFractionDigits: 2).skeleton == ".00#")
        #expect(try Formatters.shared.number(locale: "en", minimumFractionDigits: 5).skeleton == ".00000")
        #expect(try Formatters.shared.number(locale: "en", maximumFractionDigits: 1).skeleton == ".#")
        #expect(try Formatters.shared.number(locale: "en", maximumFractionDigits: 0).skeleton == "precision-integer")
        #expect(
            try Formatters.shared.number(locale: "en", style: .percent, minimumFractionDigits: 1).skeleton
                == "percent scale/100 .0")
        #expect(
            try Formatters.shared.number(locale: "en", style: .scientific, maximumFractionDigits: 2).skeleton
                == "scientific .##")
        #expect(
            try Formatters.shared.number(locale: "en", style: .compactShort, minimumFractionDigits: 1).skeleton
                == "compact-short .0")
    }

    @Test func integerWidthAndGrouping() throws {
        // .### integer-width/*000
        #expect(try Formatters.shared.number(locale: "en", minimumIntegerDigits: 3).string(from: "5.5") == "005.5")
        // .### integer-width/*000 group-off
        #expect(
            try Formatters.shared.number(locale: "en", minimumIntegerDigits: 3, grouping: false).string(from: "1234.5")
                == "1234.5")
        // .### group-off
        #expect(
            try Formatters.shared.number(locale: "de", grouping: false).string(from: "1234567.891") == "1234567,891")
        // .### : Spanish and Polish leave four-digit numbers ungrouped (CLDR minimum grouping digits)
        #expect(try Formatters.shared.number(locale: "es").string(from: "1234") == "1234")
        #expect(try Formatters.shared.number(locale: "es").string(from: "12345") == "12.345")
        #expect(try Formatters.shared.number(locale: "pl").string(from: "1234") == "1234")
    }

    @Test func roundingModes() throws {
        func two(_ mode: RoundingMode, _ value: String) throws -> String {
            try Formatters.shared.number(locale: "en", maximumFractionDigits: 2, roundingMode: mode).string(from: value)
        }
        // .## rounding-mode-…
        #expect(try two(.halfEven, "1.005") == "1")
        #expect(try two(.halfEven, "1.015") == "1.02")
        #expect(try two(.halfUp, "1.005") == "1.01")
        #expect(try two(.halfDown, "1.005") == "1")
        #expect(try two(.ceiling, "-1.001") == "-1")
        #expect(try two(.floor, "-1.001") == "-1.01")
        #expect(try two(.up, "1.001") == "1.01")
        #expect(try two(.down, "1.009") == "1")
        #expect(
            RoundingMode.allCases.map(\.rawValue) == [
                "halfEven", "halfUp", "halfDown", "ceiling", "floor", "up", "down", "halfOdd", "halfCeiling",
                "halfFloor", "unnecessary",
            ])
    }

    @Test func exactness() throws {
        let en = try Formatters.shared.number(locale: "en")
        // .###
        #expect(try en.string(from: "12345678901234567.89") == "12,345,678,901,234,567.89")
        #expect(try en.string(from: "9007199254740993") == "9,007,199,254,740,993")
        #expect(try en.string(from: DecimalValue(9_007_199_254_740_993)) == "9,007,199,254,740,993")
        #expect(try en.string(from: "1e21") == "1,000,000,000,000,000,000,000")
        #expect(try en.string(from: "1E+21") == "1,000,000,000,000,000,000,000")
        #expect(try en.string(from: "-0") == "-0")
        #expect(try en.string(from: "-0.0005") == "-0")
        #expect(try en.string(from: "0.0015") == "0.002")
        let big = String(repeating: "9", count: 100)
        #expect(try Formatters.shared.number(locale: "en", grouping: false).string(from: big) == big)
        #expect(
            try Formatters.shared.number(locale: "en", grouping: false).string(from: "1e1000")
                == "1" + String(repeating: "0", count: 1000))
    }

    @Test func optionsOutOfRangeAreInvalidOptions() {
        expectCode(.invalidOptions) {
            try Formatters.shared.number(locale: "en", minimumFractionDigits: 3, maximumFractionDigits: 2)
        }
        expectCode(.invalidOptions) { try Formatters.shared.number(locale: "en", minimumFractionDigits: -1) }
        expectCode(.invalidOptions) { try Formatters.shared.number(locale: "en", maximumFractionDigits: 21) }
        expectCode(.invalidOptions) { try Formatters.shared.number(locale: "en", minimumFractionDigits: 21) }
        expectCode(.invalidOptions) { try Formatters.shared.number(locale: "en", minimumIntegerDigits: 0) }
        expectCode(.invalidOptions) { try Formatters.shared.number(locale: "en", minimumIntegerDigits: 31) }
        expectCode(.invalidOptions) {
            try Formatters.shared.number(
                locale: "en", style: .percent, minimumFractionDigits: 5, maximumFractionDigits: 1)
        }
        expectCode(.invalidLocale) { try Formatters.shared.number(locale: "en_US!") }
    }

    @Test func invalidNumbersAreInvalidNumber() throws {
        let en = try Formatters.shared.number(locale: "en")
        for bad in [
            "1,5", "--1", "+", ".", "1e", "", " 1", "1 ", "1e1001", "0.1e-1000", "abc", "0x10", "1..2", "nan", "inf",
        ] {
            expectCode(.invalidNumber) { try en.string(from: bad) }
        }
        expectCode(.invalidNumber) { try en.string(from: "1" + String(repeating: "2", count: 100)) }
    }

    @Test func optionsAreCacheKeys() throws {
        let a = try NumberFormat.Options(locale: LocaleIdentifier("en-us"), style: .percent)
        let b = try NumberFormat.Options(locale: LocaleIdentifier("en_US"), style: .percent)
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(try NumberFormat(a).options == b)
    }

    @Test func sharedBetweenThreads() async throws {
        let f = try Formatters.shared.number(locale: "de-DE", maximumFractionDigits: 2)
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for i in 0..<500 {
                        let n = task * 1000 + i
                        guard try f.string(from: DecimalValue(n)) == NumberFormatOptionTests.german(n) else {
                            return false
                        }
                    }
                    return true
                }
            }
            for try await ok in group { #expect(ok) }
        }
    }

    /// German grouping of a non-negative integer below 10^6 (ICU's output for `.##`).
    static func german(_ n: Int) -> String {
        n < 1000 ? "\(n)" : "\(n / 1000).\(String(n % 1000).leftPadded(3))"
    }
}

// zh-TW is left out of these matrices on purpose (zh-Hant-TW stands in): in
// ICU 72, `LocaleIdentifier`'s `cicu_uloc_data_locale` opens alias bundles
// such as zh_TW with `ures_openDirect`, which leaves an unfollowed alias in
// ICU's bundle cache, so every later zh_TW formatter in the process gets
// Simplified-Chinese data ("123万", not "123萬") and other suites' zh-Hant
// expectations fail. Reported to the owner of cicu_locale.c.

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
