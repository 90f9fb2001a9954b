import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// One row of `numberDisplayCases`: an op's own options, the shared ones,
/// a value and ICU's answer.
struct NumberDisplayCase: Sendable {
    enum Op: Sendable {
        case number(NumberFormat.Style)
        case currency(String, accounting: Bool, cash: Bool)
        case unit(String, UnitFormat.Width)
    }

    let op: Op
    let locale: String
    let display: NumberDisplay
    let value: String
    let expected: ICUExpected

    init(_ op: Op, _ locale: String, _ display: NumberDisplay, _ value: String, _ expected: ICUExpected) {
        self.op = op
        self.locale = locale
        self.display = display
        self.value = value
        self.expected = expected
    }

    func format() throws -> String {
        switch op {
        case .number(let style):
            try Formatters.shared.number(locale: locale, style: style, numberDisplay: display).string(from: value)
        case .currency(let code, let accounting, let cash):
            try Formatters.shared.currency(
                locale: locale, currency: code, accounting: accounting, cashRounding: cash, numberDisplay: display
            ).string(from: value)
        case .unit(let unit, let width):
            try Formatters.shared.unit(locale: locale, unit: unit, width: width, numberDisplay: display).string(
                from: value)
        }
    }
}

// Literal answers are ICU's (NumberDisplayCases.swift says how they were made).
@Suite struct NumberDisplayTests {
    @Test func everyOptionInThirteenLocales() throws {
        for row in numberDisplayCases {
            #expect(try row.format() == row.expected, "\(row.op) \(row.locale) \(row.display) \(row.value)")
        }
        #expect(Set(numberDisplayCases.map(\.locale)).count >= 13)
    }

    private func skeleton(_ display: NumberDisplay, style: NumberFormat.Style = .decimal) throws -> String {
        try NumberFormat(.init(locale: .root, style: style, numberDisplay: display)).skeleton
    }

    private func currencySkeleton(_ code: String, _ display: NumberDisplay, cash: Bool = false) throws -> String {
        try CurrencyFormat(.init(locale: .root, currency: code, cashRounding: cash, numberDisplay: display)).skeleton
    }

    /// ECMA-402's SetNumberFormatDigitOptions, rule by rule, as the stems
    /// the formatter opens with; the outputs are ICU's (72 and 76).
    @Test func significantDigitsWinUnderAuto() throws {
        let display = NumberDisplay(minimumFractionDigits: 3, maximumFractionDigits: 4, maximumSignificantDigits: 2)
        #expect(try skeleton(display) == "@#")
        #expect(try Formatters.shared.number(locale: "en", numberDisplay: display).string(from: "1.2345") == "1.2")
        #expect(try skeleton(NumberDisplay(minimumSignificantDigits: 2)) == "@@" + String(repeating: "#", count: 19))
        #expect(try skeleton(NumberDisplay(maximumSignificantDigits: 21)) == "@" + String(repeating: "#", count: 20))
    }

    @Test func roundingPriorityKeepsBoth() throws {
        // Both given: fraction 0…2 (a lone maximum lowers the default minimum), significant 1…2.
        let more = NumberDisplay(
            maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision)
        #expect(try skeleton(more) == ".##/@#r")
        var less = more
        less.roundingPriority = .lessPrecision
        #expect(try skeleton(less) == ".##/@#s")
        // Neither given: the style's fraction digits and 1…21 significant digits.
        #expect(try skeleton(NumberDisplay(roundingPriority: .morePrecision)) == ".###/@####################r")
        // .##/@#r and .##/@#s
        #expect(try Formatters.shared.number(locale: "en", numberDisplay: more).string(from: "0.0001234") == "0.00012")
        #expect(try Formatters.shared.number(locale: "en", numberDisplay: less).string(from: "0.0001234") == "0")
    }

    @Test func defaultsPerStyle() throws {
        // A lone minimum raises the style's default maximum, a lone maximum lowers its minimum.
        #expect(try skeleton(NumberDisplay(minimumFractionDigits: 1)) == ".0##")
        #expect(try skeleton(NumberDisplay(minimumFractionDigits: 1), style: .percent) == "percent scale/100 .0")
        #expect(try skeleton(NumberDisplay(notation: .scientific, minimumFractionDigits: 1)) == "scientific .0#####")
        #expect(try skeleton(NumberDisplay(notation: .engineering)) == "engineering")
        // Compact: its own rounding unless digits are given, then 0…0 by default.
        #expect(try skeleton(NumberDisplay(notation: .compactShort)) == "compact-short")
        #expect(try skeleton(NumberDisplay(notation: .compactShort, minimumFractionDigits: 1)) == "compact-short .0")
        #expect(try skeleton(NumberDisplay(notation: .compactLong, maximumSignificantDigits: 3)) == "compact-long @##")
        // Currency: the currency's digits (JPY 0, BHD 3).
        #expect(try currencySkeleton("JPY", NumberDisplay(maximumFractionDigits: 2)) == "currency/JPY .##")
        #expect(try currencySkeleton("BHD", NumberDisplay(minimumFractionDigits: 1)) == "currency/BHD .0##")
        #expect(
            try currencySkeleton("BHD", NumberDisplay(roundingIncrement: 5)) == "currency/BHD precision-increment/0.005"
        )
        #expect(
            try currencySkeleton("EUR", NumberDisplay(trailingZeroDisplay: .stripIfInteger)) == "currency/EUR .00/w")
        #expect(try currencySkeleton("CHF", NumberDisplay(), cash: true) == "currency/CHF precision-currency-cash")
        // Unit: ICU's six fraction digits.
        let unit = try UnitFormat(.init(locale: .root, unit: "meter", numberDisplay: .init(minimumFractionDigits: 1)))
        #expect(unit.skeleton == "unit/meter .0#####")
    }

    @Test func increments() throws {
        // No fraction digits given: the default maximum falls to the default minimum.
        #expect(try skeleton(NumberDisplay(roundingIncrement: 5)) == "precision-increment/5")
        #expect(
            try skeleton(NumberDisplay(maximumFractionDigits: 0, roundingIncrement: 50)) == "precision-increment/50")
        #expect(
            try skeleton(NumberDisplay(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5000))
                == "precision-increment/50.00")
        // precision-increment/50 and precision-increment/0.05
        #expect(
            try Formatters.shared.number(
                locale: "de", numberDisplay: .init(maximumFractionDigits: 0, roundingIncrement: 50)
            )
            .string(from: "1234") == "1.250")
        #expect(
            try Formatters.shared.currency(locale: "fr", currency: "EUR", numberDisplay: .init(roundingIncrement: 5))
                .string(from: "1.234") == "1,25\u{00A0}€")
    }

    @Test func otherStems() throws {
        #expect(
            try skeleton(
                NumberDisplay(
                    signDisplay: .exceptZero, grouping: .always, minimumIntegerDigits: 2, maximumIntegerDigits: 3,
                    decimalSeparatorAlways: true))
                == "sign-except-zero .### integer-width/#00 group-on-aligned decimal-always")
        #expect(try skeleton(NumberDisplay(scale: "-1.5"), style: .percent) == "percent scale/-1.5E2 precision-integer")
        #expect(
            try skeleton(
                NumberDisplay(notation: .engineering, exponentSignDisplay: .exceptZero, minimumExponentDigits: 3))
                == "engineering/*eee/sign-except-zero")
        #expect(try skeleton(NumberDisplay(roundingMode: .unnecessary)) == ".### rounding-mode-unnecessary")
        #expect(try currencySkeleton("EUR", NumberDisplay(signDisplay: .never)) == "currency/EUR sign-never")
        // The existing grouping flag: true is the default, false is off.
        #expect(try skeleton(NumberFormat.Options(locale: .root, grouping: true).numberDisplay) == ".###")
        #expect(try skeleton(NumberFormat.Options(locale: .root, grouping: false).numberDisplay) == ".### group-off")
    }

    @Test func roundingModeNames() {
        #expect(RoundingMode(name: "halfExpand") == .halfUp)
        #expect(RoundingMode(name: "halfTrunc") == .halfDown)
        #expect(RoundingMode(name: "halfCeil") == .halfCeiling)
        #expect(RoundingMode(name: "ceil") == .ceiling)
        #expect(RoundingMode(name: "expand") == .up)
        #expect(RoundingMode(name: "trunc") == .down)
        #expect(RoundingMode(name: "halfFloor") == .halfFloor)
        #expect(RoundingMode(name: "halfUp") == .halfUp)
        #expect(RoundingMode(name: "HalfUp") == nil)
    }

    @Test func unnecessaryRoundingIsInvalidNumber() throws {
        let exact = try Formatters.shared.number(
            locale: "en", numberDisplay: .init(maximumFractionDigits: 2, roundingMode: .unnecessary))
        // .## rounding-mode-unnecessary
        #expect(try exact.string(from: "1.25") == "1.25")
        #expect(errorCode { _ = try exact.string(from: "1.255") } == .invalidNumber)
    }

    @Test(arguments: [
        NumberDisplay(minimumFractionDigits: 21), NumberDisplay(maximumFractionDigits: -1),
        NumberDisplay(minimumFractionDigits: 3, maximumFractionDigits: 2), NumberDisplay(minimumSignificantDigits: 0),
        NumberDisplay(maximumSignificantDigits: 22),
        NumberDisplay(minimumSignificantDigits: 3, maximumSignificantDigits: 2),
        NumberDisplay(minimumIntegerDigits: 0), NumberDisplay(minimumIntegerDigits: 31),
        NumberDisplay(maximumIntegerDigits: 0), NumberDisplay(minimumIntegerDigits: 3, maximumIntegerDigits: 2),
        NumberDisplay(roundingIncrement: 3),
        NumberDisplay(maximumFractionDigits: 2, roundingIncrement: 5),
        NumberDisplay(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingIncrement: 5),
        NumberDisplay(
            minimumFractionDigits: 2, maximumFractionDigits: 2, roundingPriority: .morePrecision, roundingIncrement: 5),
        NumberDisplay(notation: .compactShort, roundingIncrement: 5), NumberDisplay(scale: "1e3"),
        NumberDisplay(scale: ""), NumberDisplay(scale: "1 scale/2"),
        NumberDisplay(scale: String(repeating: "1", count: 41)),
        NumberDisplay(scale: ".5"), NumberDisplay(exponentSignDisplay: .always),
        NumberDisplay(minimumExponentDigits: 2), NumberDisplay(notation: .scientific, minimumExponentDigits: 21),
    ])
    func invalidOptions(display: NumberDisplay) {
        #expect(errorCode { _ = try NumberFormat(.init(locale: .root, numberDisplay: display)) } == .invalidOptions)
    }

    @Test func invalidCombinationsOfTheOpsOwnOptions() {
        let scientificStyle = NumberFormat.Options(
            locale: .root, style: .scientific, numberDisplay: .init(notation: .compactShort))
        #expect(errorCode { _ = try NumberFormat(scientificStyle) } == .invalidOptions)
        let same = NumberFormat.Options(locale: .root, style: .scientific, numberDisplay: .init(notation: .scientific))
        #expect(errorCode { _ = try NumberFormat(same) } == nil)
        let cashWithDigits = CurrencyFormat.Options(
            locale: .root, currency: "CHF", cashRounding: true, numberDisplay: .init(maximumFractionDigits: 1))
        #expect(errorCode { _ = try CurrencyFormat(cashWithDigits) } == .invalidOptions)
        let unit = UnitFormat.Options(locale: .root, unit: "meter", numberDisplay: .init(maximumSignificantDigits: 0))
        #expect(errorCode { _ = try UnitFormat(unit) } == .invalidOptions)
    }
}
