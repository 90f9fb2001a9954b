import LocaleFormat
import Testing

/// ``FormattedPart`` through the formatters' `parts` methods. Expected parts
/// are ICU 72.1's and 76.1's fields (the same on both), named and flattened
/// as ECMA-402 and V8 do, from `Scripts/icu-versions/oracle-parts.py`; the
/// protocol's table (`PartsFieldTests`) covers every op in many locales.
@Suite struct FormattedPartTests {
    @Test func number() throws {
        let parts = try Formatters.shared.number(locale: "en").parts(from: DecimalValue("-1234567.891"))
        #expect(
            parts == [
                FormattedPart(type: .minusSign, value: "-"), FormattedPart(type: .integer, value: "1"),
                FormattedPart(type: .group, value: ","), FormattedPart(type: .integer, value: "234"),
                FormattedPart(type: .group, value: ","), FormattedPart(type: .integer, value: "567"),
                FormattedPart(type: .decimal, value: "."), FormattedPart(type: .fraction, value: "891"),
            ])
    }

    @Test func currency() throws {
        let parts = try Formatters.shared.currency(locale: "de-DE", currency: "EUR").parts(from: DecimalValue("1234.5"))
        #expect(parts.map(\.type) == [.integer, .group, .integer, .decimal, .fraction, .literal, .currency])
        #expect(parts.map(\.value).joined() == "1.234,50\u{00A0}€")
    }

    @Test func range() throws {
        let format = try Formatters.shared.numberRange(
            locale: "en-US", sides: .currency(CurrencyFormat.Options(locale: .root, currency: "EUR")))
        let parts = try format.parts(from: DecimalValue(3), to: DecimalValue(5))
        #expect(parts.map(\.value) == ["€", "3", ".", "00", " – ", "€", "5", ".", "00"])
        #expect(
            parts.map(\.source) == [
                .startRange, .startRange, .startRange, .startRange, .shared, .endRange, .endRange, .endRange,
                .endRange,
            ])
    }

    @Test func relative() throws {
        let parts = try Formatters.shared.relativeTime(locale: "en").parts(for: DecimalValue(-1234), unit: .day)
        #expect(
            parts == [
                FormattedPart(type: .integer, value: "1", unit: "day"),
                FormattedPart(type: .group, value: ",", unit: "day"),
                FormattedPart(type: .integer, value: "234", unit: "day"),
                FormattedPart(type: .literal, value: " days ago"),
            ])
    }

    @Test func list() throws {
        let parts = try Formatters.shared.list(locale: "es", type: .or).parts(from: ["siete", "ocho"])
        #expect(
            parts == [
                FormattedPart(type: .element, value: "siete"), FormattedPart(type: .literal, value: " u "),
                FormattedPart(type: .element, value: "ocho"),
            ])
    }

    /// A result with more fields than the shim's cap is refused, not cut:
    /// 3,000 items are about 9,000 fields (an element, a literal and a span
    /// each); the protocol's 1,000 are well within it.
    @Test func fieldLimit() throws {
        let format = try Formatters.shared.list(locale: "en")
        #expect(throws: LocaleFormatError.self) { try format.parts(from: Array(repeating: "a", count: 3_000)) }
        do {
            _ = try format.parts(from: Array(repeating: "a", count: 3_000))
        } catch {
            #expect(error.code == .limitExceeded)
        }
        let items = (0..<1_000).map { "item \($0)" }
        let parts = try format.parts(from: items)
        #expect(parts.filter { $0.type == .element }.map(\.value) == items)
        #expect(parts.map(\.value).joined() == (try format.string(from: items)))
    }

    @Test func nonFiniteAmounts() throws {
        let currency = try Formatters.shared.currency(locale: "en", currency: "EUR")
        #expect(throws: LocaleFormatError.self) { try currency.parts(from: .nan) }
        let unit = try Formatters.shared.unit(locale: "en", unit: "meter")
        #expect(throws: LocaleFormatError.self) { try unit.parts(from: .infinity) }
    }

    /// The parts concatenate to the text of `string(from:)`, for dates on
    /// the compiled path as well as ICU's.
    @Test(arguments: ["en-US", "de", "fr", "ar", "hi", "ja", "ru", "he", "th", "zh-Hant", "es", "pt-BR", "sw"])
    func concatenation(locale: String) throws {
        let date = try Formatters.shared.date(locale: locale, layout: .styles(date: .full, time: .full))
        let number = try Formatters.shared.number(locale: locale, maximumFractionDigits: 6)
        for seconds in stride(from: -2_000_000_000, to: 4_000_000_000, by: 123_456_789) {
            let instant = try Instant(millisecondsSince1970: Int64(seconds) * 1000 + 250)
            #expect(try date.parts(from: instant).map(\.value).joined() == date.string(from: instant))
            let value = DecimalValue(Double(seconds) / 7)
            #expect(try number.parts(from: value).map(\.value).joined() == number.string(from: value))
        }
    }
}
