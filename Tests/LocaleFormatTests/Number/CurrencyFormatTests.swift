import LocaleFormatTestSupport
import Testing

import struct Foundation.Decimal

@testable import LocaleFormat

// Every expected string below is ICU's own answer with the skeleton in the
// comment (unumf_openForSkeletonAndLocale + unumf_formatDecimal), from ICU 72.1
// and 76.1 (`.icu([72: …, 76: …])` where they differ) by
// Scripts/icu-versions/oracle-number.py; the tables are in NumberFormatCases.swift.

@Suite struct CurrencyFormatTests {
    @Test func displayMatrix() throws {
        var formatters: [String: CurrencyFormat] = [:]
        for (locale, currency, display, amount, expected) in currencyDisplayCases {
            let key = "\(locale)/\(currency)/\(display)"
            let f =
                try formatters[key] ?? Formatters.shared.currency(locale: locale, currency: currency, display: display)
            formatters[key] = f
            #expect(try f.string(from: amount) == expected, "\(locale) \(currency) \(display) \(amount)")
        }
        #expect(Set(currencyDisplayCases.map(\.locale)).count >= 25)
        #expect(Set(currencyDisplayCases.map(\.currency)) == ["EUR", "USD", "JPY", "BHD", "CHF", "INR"])
    }

    @Test func accounting() throws {
        for (locale, currency, amount, expected) in accountingCases {
            let f = try Formatters.shared.currency(locale: locale, currency: currency, accounting: true)
            #expect(try f.string(from: amount) == expected, "\(locale) \(currency) \(amount)")
        }
        // currency/USD sign-accounting
        #expect(
            try Formatters.shared.currency(locale: "en-US", currency: "USD", accounting: true).string(from: "-1")
                == "($1.00)")
    }

    @Test func protocolExamples() throws {
        // currency/EUR
        #expect(
            try Formatters.shared.currency(locale: "de-DE", currency: "EUR").string(from: "1234.5")
                == "1.234,50\u{00A0}€")
        // currency/USD unit-width-full-name
        #expect(
            try Formatters.shared.currency(locale: "en-US", currency: "USD", display: .name).string(from: "1")
                == "1.00 US dollars")
        #expect(try Formatters.shared.currency(locale: "de-DE", currency: "EUR").skeleton == "currency/EUR")
        #expect(
            try Formatters.shared.currency(locale: "en", currency: "CAD", display: .narrowSymbol).string(from: "1")
                == "$1.00")
    }

    @Test func exactAmounts() throws {
        let euros = try Formatters.shared.currency(locale: "de-DE", currency: "EUR")
        // currency/EUR: as a Double these cents would be lost ("…568,00 €")
        #expect(try euros.string(from: "12345678901234567.89") == "12.345.678.901.234.567,89\u{00A0}€")
        #expect(try euros.string(from: DecimalValue(Decimal(string: "19.99") ?? 0)) == "19,99\u{00A0}€")
        // currency/USD: 0.125 ties to even
        #expect(try Formatters.shared.currency(locale: "en-US", currency: "USD").string(from: "0.125") == "$0.12")
    }

    @Test func isoDigitsAndOverrides() throws {
        // currency/KWD, currency/CLF, currency/ISK, currency/DEM: ICU's digits per currency
        #expect(try Formatters.shared.currency(locale: "en", currency: "KWD").string(from: "1") == "KWD\u{00A0}1.000")
        #expect(try Formatters.shared.currency(locale: "en", currency: "CLF").string(from: "1") == "CLF\u{00A0}1.0000")
        #expect(
            try Formatters.shared.currency(locale: "en", currency: "ISK").string(from: "1234.5") == "ISK\u{00A0}1,234")
        #expect(try Formatters.shared.currency(locale: "de", currency: "DEM").string(from: "1") == "1,00\u{00A0}DM")
        // currency/JPY .00 (a lone minimum raises JPY's 0 to 2)
        let yen = try Formatters.shared.currency(locale: "ja-JP", currency: "JPY", minimumFractionDigits: 2)
        #expect(yen.skeleton == "currency/JPY .00")
        #expect(try yen.string(from: "1234.5") == "￥1,234.50")
        // currency/EUR .0# (a lone minimum below EUR's 2 keeps the maximum 2)
        let euroMin = try Formatters.shared.currency(locale: "en", currency: "EUR", minimumFractionDigits: 1)
        #expect(euroMin.skeleton == "currency/EUR .0#")
        #expect(try euroMin.string(from: "1.5") == "€1.5")
        // currency/BHD .0 (a lone maximum lowers BHD's minimum 3 to 1)
        let bhd = try Formatters.shared.currency(locale: "en", currency: "BHD", maximumFractionDigits: 1)
        #expect(bhd.skeleton == "currency/BHD .0")
        #expect(try bhd.string(from: "1.25") == "BHD\u{00A0}1.2")
        #expect(try bhd.string(from: "1") == "BHD\u{00A0}1.0")
        // currency/EUR .00#### and currency/EUR precision-integer rounding-mode-half-up
        #expect(
            try Formatters.shared.currency(locale: "en", currency: "EUR", maximumFractionDigits: 6).string(
                from: "1.23456789")
                == "€1.234568")
        #expect(
            try Formatters.shared.currency(locale: "en", currency: "EUR", maximumFractionDigits: 0).string(from: "2.5")
                == "€2")
        let halfUp = try Formatters.shared.currency(
            locale: "en", currency: "EUR", maximumFractionDigits: 0, roundingMode: .halfUp)
        #expect(halfUp.skeleton == "currency/EUR precision-integer rounding-mode-half-up")
        #expect(try halfUp.string(from: "2.5") == "€3")
        // currency/EUR rounding-mode-up: ISO digits kept
        #expect(
            try Formatters.shared.currency(locale: "en", currency: "EUR", roundingMode: .up).string(from: "1.001")
                == "€1.01")
    }

    @Test func knownCurrencyList() {
        let codes = CurrencyFormat.knownCurrencyCodes
        #expect(codes.count > 250)
        for code in ["EUR", "USD", "JPY", "BHD", "CHF", "INR", "DEM", "XXX"] { #expect(codes.contains(code)) }
        #expect(!codes.contains("XYZ"))
        #expect(codes.allSatisfy { $0.utf8.count == 3 })
    }

    @Test func unknownCurrenciesAreInvalidCurrency() {
        for bad in ["XYZ", "eur", "Eur", "EU", "EURO", "", "€", "E1R", "US D", "ZZZ"] {
            expectCode(.invalidCurrency) { try Formatters.shared.currency(locale: "en", currency: bad) }
        }
    }

    @Test func invalidAmountsAndOptions() throws {
        let f = try Formatters.shared.currency(locale: "en", currency: "EUR")
        expectCode(.invalidNumber) { try f.string(from: "NaN") }
        expectCode(.invalidNumber) { try f.string(from: "Infinity") }
        expectCode(.invalidNumber) { try f.string(from: "-Infinity") }
        expectCode(.invalidNumber) { try f.string(from: .nan) }
        expectCode(.invalidNumber) { try f.string(from: "1,5") }
        expectCode(.invalidNumber) { try f.string(from: "--1") }
        expectCode(.invalidNumber) { try f.string(from: "1e1001") }
        expectCode(.invalidNumber) { try f.string(from: String(repeating: "1", count: 101)) }
        expectCode(.invalidOptions) {
            try Formatters.shared.currency(
                locale: "en", currency: "EUR", minimumFractionDigits: 3, maximumFractionDigits: 1)
        }
        expectCode(.invalidOptions) {
            try Formatters.shared.currency(locale: "en", currency: "EUR", maximumFractionDigits: 21)
        }
        expectCode(.invalidLocale) { try Formatters.shared.currency(locale: "", currency: "EUR") }
    }
}
