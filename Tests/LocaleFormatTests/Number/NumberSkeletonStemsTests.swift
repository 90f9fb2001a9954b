import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// One row of `numberSkeletonStemsCases`: a request's skeleton with stems no
/// option field says, the whole ICU skeleton it means, a value and ICU's answer.
struct NumberSkeletonStemsCase: Sendable {
    enum Op: Sendable {
        case number
        case currency(String)
        case unit(String)
    }

    let op: Op
    let locale: String
    let skeleton: String
    let whole: String
    let value: String
    let expected: ICUExpected

    init(_ op: Op, _ locale: String, _ skeleton: String, _ whole: String, _ value: String, _ expected: ICUExpected) {
        (self.op, self.locale, self.skeleton, self.whole, self.value, self.expected) =
            (op, locale, skeleton, whole, value, expected)
    }

    func format(_ formatters: Formatters) throws -> String {
        switch op {
        case .number: try formatters.number(locale: locale, skeleton: skeleton).string(from: value)
        case .currency(let code):
            try formatters.currency(locale: locale, currency: code, skeleton: skeleton).string(from: value)
        case .unit(let unit): try formatters.unit(locale: locale, unit: unit, skeleton: skeleton).string(from: value)
        }
    }
}

// Literal answers are ICU's (NumberSkeletonStemsCases.swift says how they were made).
@Suite struct NumberSkeletonStemsTests {
    private let en = LocaleIdentifier.root

    @Test func everyStemNoFieldSaysAsICUFormatsIt() throws {
        let formatters = Formatters(capacity: 64)
        for row in numberSkeletonStemsCases {
            let library = try row.format(formatters)
            let bare = try ReferenceNumberFormat(skeleton: row.whole, locale: row.locale).format(row.value)
            #expect(library == bare, "\(row.op) \(row.locale) [\(row.skeleton)] \(row.value)")
            #expect(library == row.expected, "\(row.op) \(row.locale) [\(row.skeleton)] \(row.value)")
        }
        #expect(Set(numberSkeletonStemsCases.map(\.locale)).count >= 13)
    }

    @Test func stemsNoFieldSaysAreKeptAsWritten() throws {
        let options = try NumberFormat.Options(locale: en, skeleton: "latin  .00*   group-thousands +!")
        #expect(options.numberDisplay.icuStems == "latin .00* group-thousands")
        #expect(options.numberDisplay.signDisplay == .always)
        #expect(options.numberDisplay.maximumFractionDigits == nil)
        #expect(try NumberFormat.Options(locale: en, skeleton: ".00 ,_").numberDisplay.icuStems == nil)
        let unit = try UnitFormat.Options(locale: en, unit: "meter", skeleton: "unit-width-hidden")
        #expect(unit.numberDisplay.icuStems == "unit-width-hidden")
        // `percent` stays ICU's with a scale no field says.
        let percent = try NumberFormat.Options(locale: en, skeleton: "percent scale/1E101")
        #expect(percent.style == .decimal)
        #expect(percent.numberDisplay.icuStems == "percent scale/1E101")
    }

    @Test func aSkeletonAndItsOptionsStayOneFormatter() throws {
        let formatters = Formatters(capacity: 16)
        var display = NumberDisplay()
        display.scale = "100"
        let byOptions = try formatters.number(locale: "de", numberDisplay: display)
        #expect(byOptions === (try formatters.number(locale: "de", skeleton: ".### scale/1E2")))
        display.scale = "0.5"
        #expect(
            try formatters.number(locale: "de", numberDisplay: display)
                === (try formatters.number(locale: "de", skeleton: ".### scale/.5")))
        var stems = NumberDisplay()
        stems.maximumFractionDigits = 6
        stems.icuStems = "numbering-system/arab"
        #expect(
            try formatters.number(locale: "de", numberDisplay: stems)
                === (try formatters.number(locale: "de", skeleton: "numbering-system/arab")))
        let perSecond = try formatters.unit(locale: "en", unit: "meter-per-second", skeleton: "unit-width-full-name")
        #expect(
            perSecond
                === (try formatters.unit(
                    locale: "en", unit: "meter-per-second",
                    skeleton: "measure-unit/length-meter per-measure-unit/duration-second unit-width-full-name")))
    }

    /// A skeleton within 500 bytes stays within what the fields and ICU
    /// stems may spell together, though `unit/…` makes it longer.
    @Test func aLongSkeletonWithTheUnitsId() throws {
        let skeleton = "unit-width-full-name scale/1." + String(repeating: "0", count: 470) + "1"
        #expect(skeleton.utf8.count <= NumberSkeletonText.maximumLength)
        let formatters = Formatters(capacity: 4)
        // ICU 72 and 76: unit/kilometer-per-hour unit-width-full-name scale/1.0…01, 2
        #expect(
            try formatters.unit(locale: "en", unit: "kilometer-per-hour", skeleton: skeleton).string(from: "2")
                == "2 kilometers per hour")
        // ICU 72 and 76: currency/USD scale/1.0…01, 2
        #expect(
            try formatters.currency(
                locale: "en", currency: "USD", skeleton: "scale/1." + String(repeating: "0", count: 480) + "1"
            )
            .string(from: "2") == "$2.00")
    }

    @Test func plainDecimals() {
        let cases: [(Substring, String?)] = [
            ("1E2", "100"), ("1e2", "100"), (".5", "0.5"), ("5.", "5"), ("+2", "2"), ("-1.5E-3", "-0.0015"),
            ("12.5E1", "125"), ("0.25", "0.25"), ("1E101", nil), ("NaN", nil), ("1E", nil), (".", nil),
        ]
        for (text, plain) in cases { #expect(NumberSkeletonText.plainDecimal(text) == plain, "\(text)") }
    }

    @Test(arguments: [
        (NumberSkeletonStemsCase.Op.number, "currency/EUR", "number op does not format"),
        (.number, "measure-unit/length-meter", "number op does not format"),
        (.number, "per-measure-unit/duration-second", "number op does not format"),
        (.number, "usage/road", "number op does not format"),
        (.currency("USD"), "permille", "currency op does not format"),
        (.currency("USD"), "per-measure-unit/length-meter", "currency op does not format"),
        (.currency("USD"), "%", "currency op does not format"),
        (.unit("meter"), "permille", "unit op does not format"),
        (.unit("meter"), "per-measure-unit/duration-second", "another unit"),
        (.unit("meter-per-second"), "per-measure-unit/duration-hour", "another unit"),
        (.unit("meter-per-second"), "measure-unit/length-foot per-measure-unit/duration-second", "another unit"),
        (.unit("meter"), "unit/meter per-measure-unit/duration-second", "offset"),
    ])
    func stemsNamingAnotherUnitAreRefused(op: NumberSkeletonStemsCase.Op, skeleton: String, message: String) {
        do {
            switch op {
            case .number: _ = try NumberFormat.Options(locale: en, skeleton: skeleton)
            case .currency(let code): _ = try CurrencyFormat.Options(locale: en, currency: code, skeleton: skeleton)
            case .unit(let unit): _ = try UnitFormat.Options(locale: en, unit: unit, skeleton: skeleton)
            }
            Issue.record("\(skeleton) was accepted")
        } catch {
            #expect(error.code == .invalidPattern)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func icuStemsICURejectsWithTheFields() {
        var display = NumberDisplay()
        display.grouping = .false
        display.icuStems = "group-thousands"
        do {
            _ = try NumberFormat(.init(locale: en, numberDisplay: display))
            Issue.record("accepted")
        } catch {
            #expect(error.code == .invalidPattern)
            #expect(error.message.contains("\"group-thousands\""), "\(error.message)")
        }
        display.grouping = nil
        display.icuStems = "bogus"
        #expect(errorCode { _ = try NumberFormat(.init(locale: en, numberDisplay: display)) } == .invalidPattern)
        display.icuStems = "caf\u{00E9}"
        #expect(errorCode { _ = try NumberFormat(.init(locale: en, numberDisplay: display)) } == .invalidPattern)
    }
}
