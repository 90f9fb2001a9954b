import LocaleFormat
import Testing

/// The README's five-line library example, as written there, so that it
/// cannot rot. Expected strings are ICU 72.1's (Docs/Protocol.md's examples).
@Suite struct ReadmeExampleTests {
    @Test func aDateAndAPriceInFiveLines() throws {
        let date = try Formatters.shared.date(
            locale: "es-ES", layout: .styles(date: .full, time: .long), timeZone: "America/Los_Angeles")
        #expect(
            try date.string(from: Instant(iso8601: "2015-08-07T17:29:32Z"))
                == "viernes, 7 de agosto de 2015, 10:29:32 GMT-7")
        let euros = try Formatters.shared.currency(locale: "de-DE", currency: "EUR")
        #expect(try euros.string(from: "1234.5") == "1.234,50\u{A0}€")
    }

    @Test func aBorrowedFormatter() throws {
        let options = CurrencyFormat.Options(locale: try LocaleIdentifier("de-DE"), currency: "EUR")
        let price = try Formatters.shared.with(options) { f throws(LocaleFormatError) in try f.string(from: "1234.5") }
        #expect(price == "1.234,50\u{A0}€")
    }
}

extension ReadmeExampleTests {
    /// The README's first library example: the options as the value.
    @Test func theValueFirst() throws {
        let long = DateFormat.Options(
            locale: try LocaleIdentifier("es-ES"), layout: .styles(date: .full, time: .long),
            timeZone: try TimeZoneIdentifier("America/Los_Angeles"))
        #expect(
            try long.format(Instant(iso8601: "2015-08-07T17:29:32Z")) == "viernes, 7 de agosto de 2015, 10:29:32 GMT-7")
        let euros = CurrencyFormat.Options(locale: try LocaleIdentifier("de-DE"), currency: "EUR")
        #expect(try euros.format("1234.5") == "1.234,50\u{A0}€")
    }
}
