import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// A skeleton is read into the options it means, so that it and the same
/// options given field by field are one cache entry and one formatter.
@Suite struct NumberSkeletonTextTests {
    typealias D = NumberDisplay
    let en = LocaleIdentifier.root

    @Test(arguments: [
        (".##", D(maximumFractionDigits: 2)),
        (".###", D()),
        (".0##", D(minimumFractionDigits: 1)),
        (".00", D(minimumFractionDigits: 2, maximumFractionDigits: 2)),
        (".0#", D(minimumFractionDigits: 1, maximumFractionDigits: 2)),
        ("precision-integer", D(maximumFractionDigits: 0)),
        ("", D(maximumFractionDigits: 6)),
        ("@##", D(maximumSignificantDigits: 3)),
        ("@@#", D(minimumSignificantDigits: 2, maximumSignificantDigits: 3)),
        (".##/@#r", D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision)),
        (".##/@#s", D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision)),
        (".##/@##", D(maximumFractionDigits: 2, maximumSignificantDigits: 3, roundingPriority: .lessPrecision)),
        (".##/@@@*", D(maximumFractionDigits: 2, maximumSignificantDigits: 3, roundingPriority: .morePrecision)),
        ("precision-increment/0.05", D(minimumFractionDigits: 2, roundingIncrement: 5)),
        ("precision-increment/50", D(roundingIncrement: 50)),
        (".00#/w", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger)),
        (".### sign-always", D(signDisplay: .always)),
        (".### +!", D(signDisplay: .always)),
        (".### +?", D(signDisplay: .exceptZero)),
        (".### +- ,?", D(signDisplay: .negative, grouping: .min2)),
        (".### group-auto", D()),
        (".### ,!", D(grouping: .always)),
        (".### ,_", D(grouping: .false)),
        (".### 000", D(minimumIntegerDigits: 3)),
        (".### integer-width/*000", D(minimumIntegerDigits: 3)),
        (".### integer-width/##0", D(maximumIntegerDigits: 3)),
        (".### rounding-mode-half-odd", D(roundingMode: .halfOdd)),
        (".### decimal-always scale/1000", D(scale: "1000", decimalSeparatorAlways: true)),
        ("compact-short", D(notation: .compactShort)),
        ("K", D(notation: .compactShort)),
        ("KK group-min2", D(notation: .compactLong)),
        ("scientific", D(notation: .scientific)),
        ("E0", D(notation: .scientific)),
        (
            "engineering/*ee/sign-always",
            D(notation: .engineering, exponentSignDisplay: .always, minimumExponentDigits: 2)
        ),
        ("EE+!00", D(notation: .engineering, exponentSignDisplay: .always, minimumExponentDigits: 2)),
    ])
    func readsIntoTheSameOptions(skeleton: String, display: NumberDisplay) throws {
        let read = try NumberFormat.Options(locale: en, skeleton: skeleton)
        #expect(read == NumberFormat.Options(locale: en, numberDisplay: display), "\(read.numberDisplay)")
    }

    @Test func percentForms() throws {
        #expect(
            try NumberFormat.Options(locale: en, skeleton: "%x100 precision-integer")
                == .init(locale: en, style: .percent))
        #expect(
            try NumberFormat.Options(locale: en, skeleton: "percent scale/100 precision-integer")
                == .init(locale: en, style: .percent))
        #expect(
            try NumberFormat.Options(locale: en, skeleton: "% precision-integer")
                == .init(locale: en, style: .percent, numberDisplay: .init(scale: "0.01")))
        #expect(
            try NumberFormat.Options(locale: en, skeleton: "percent scale/1000 .0")
                == .init(locale: en, style: .percent, numberDisplay: .init(minimumFractionDigits: 1, scale: "10")))
        #expect(NumberSkeletonText.hundredth(of: "5") == "0.05")
        #expect(NumberSkeletonText.hundredth(of: "-1234.5") == "-12.345")
        #expect(NumberSkeletonText.hundredth(of: "100") == nil)
    }

    @Test func currencyAndUnitStems() throws {
        let usd = try CurrencyFormat.Options(
            locale: en, currency: "USD", skeleton: "currency/USD () unit-width-iso-code .00")
        #expect(
            usd
                == CurrencyFormat.Options(
                    locale: en, currency: "USD", display: .code, accounting: true,
                    numberDisplay: .init(maximumFractionDigits: 2)))
        #expect(
            try CurrencyFormat.Options(locale: en, currency: "CHF", skeleton: "precision-currency-cash")
                == .init(locale: en, currency: "CHF", cashRounding: true, numberDisplay: .init()))
        #expect(
            try CurrencyFormat.Options(locale: en, currency: "EUR", skeleton: "precision-currency-standard")
                == .init(locale: en, currency: "EUR"))
        let meters = try UnitFormat.Options(
            locale: en, unit: "meter", skeleton: "measure-unit/length-meter usage/road unit-width-full-name")
        #expect(meters == .init(locale: en, unit: "meter", width: .long, usage: "road"))
    }

    /// The shared formatter for a skeleton is the one for its options.
    @Test func oneFormatterForASkeletonAndItsOptions() throws {
        let formatters = Formatters(capacity: 16)
        let bySkeleton = try formatters.number(locale: "en", skeleton: "@## +!")
        let byOptions = try formatters.number(
            locale: "en", numberDisplay: .init(signDisplay: .always, maximumSignificantDigits: 3))
        #expect(bySkeleton === byOptions)
        // @## sign-always
        #expect(try bySkeleton.string(from: "1234.5") == "+1,230")
        let currency = try formatters.currency(locale: "en-US", currency: "USD", skeleton: "()")
        #expect(currency === (try formatters.currency(locale: "en-US", currency: "USD", accounting: true)))
    }

    @Test(arguments: [
        ("@## bogus", "offset 4"),
        ("currency/XYZW", "offset 9"),
        (".00 .00", "offset 4"),
        ("unit/furlongs", "offset 5"),
        ("currency/EUR", "number op does not format"),
        ("unit/meter", "number op does not format"),
        ("sign-always \u{00E9}", "offset 12"),
    ])
    func badSkeletonsPointAtTheToken(skeleton: String, message: String) {
        do {
            _ = try NumberFormat.Options(locale: en, skeleton: skeleton)
            Issue.record("\(skeleton) was accepted")
        } catch {
            #expect(error.code == .invalidPattern)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func tooLongAndWrongUnits() {
        #expect(
            errorCode { _ = try NumberFormat.Options(locale: en, skeleton: String(repeating: ".0 ", count: 200)) }
                == .invalidPattern)
        #expect(
            errorCode { _ = try CurrencyFormat.Options(locale: en, currency: "USD", skeleton: "currency/EUR") }
                == .invalidPattern)
        #expect(
            errorCode { _ = try CurrencyFormat.Options(locale: en, currency: "USD", skeleton: "unit/meter") }
                == .invalidPattern)
        #expect(
            errorCode { _ = try UnitFormat.Options(locale: en, unit: "liter", skeleton: "unit/meter") }
                == .invalidPattern)
        #expect(
            errorCode { _ = try UnitFormat.Options(locale: en, unit: "liter", usage: "road", skeleton: "usage/food") }
                == .invalidPattern)
        #expect(errorCode { _ = try UnitFormat.Options(locale: en, unit: "liter", skeleton: "%") } == .invalidPattern)
    }
}
