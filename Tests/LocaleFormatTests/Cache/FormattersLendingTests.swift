import Testing

@testable import LocaleFormat

/// `Formatters.with(_:_:)`: the formatter `date(_:)` and its peers hand out,
/// lent to a closure; outputs are CLDR's, through ICU 72.
@Suite struct FormattersLendingTests {
    @Test(arguments: [
        ("de-DE", "01.05.2019"), ("ja-JP", "2019/05/01"), ("en-US", "May 1, 2019"), ("fr-FR", "1 mai 2019"),
        ("ar-EG", "٠١‏/٠٥‏/٢٠١٩"),
    ])
    func datesAreLentAsTheyAreHandedOut(locale: String, expected: String) throws {
        let formatters = Formatters(capacity: 16)
        let instant = try Instant(iso8601: "2019-05-01T00:00:00Z")
        let options = DateFormat.Options(
            locale: try LocaleIdentifier(locale), layout: .styles(date: .medium),
            timeZone: try TimeZoneIdentifier("UTC"))
        for _ in 0..<3 {  // a miss, a hit under the lock, hits through the front
            #expect(try formatters.with(options) { try $0.string(from: instant) } == expected)
        }
        let handedOut = try formatters.date(options)
        #expect(try formatters.with(options) { $0 === handedOut })
        let statistics = formatters.statistics(for: .date)
        #expect(statistics.misses == 1 && statistics.hits == 4)
    }

    @Test func everyKindIsLent() throws {
        let formatters = Formatters(capacity: 16)
        let fr = try LocaleIdentifier("fr-FR")
        #expect(
            try formatters.with(NumberFormat.Options(locale: fr)) { try $0.string(from: "1234.5") } == "1\u{202F}234,5")
        let yen = CurrencyFormat.Options(locale: try LocaleIdentifier("ja-JP"), currency: "JPY")
        #expect(try formatters.with(yen) { try $0.string(from: "1234") } == "￥1,234")
        let euro = CurrencyFormat.Options(locale: try LocaleIdentifier("de-DE"), currency: "EUR")
        #expect(try formatters.with(euro) { try $0.string(from: "1234.5") } == "1.234,50\u{A0}€")
        let road = UnitFormat.Options(locale: try LocaleIdentifier("en-US"), unit: "meter", usage: "road")
        #expect(try formatters.with(road) { try $0.string(from: "1000") } == "0.62 mi")
        let polish = PluralRules.Options(locale: try LocaleIdentifier("pl"))
        #expect(try formatters.with(polish) { try $0.category(for: "5") } == .many)
        #expect(try formatters.with(polish) { try $0.category(for: "22") } == .few)
        let swedish = Collator.Options(locale: try LocaleIdentifier("sv"))
        #expect(try formatters.with(swedish) { $0.compare("ä", "z") } == .orderedDescending)
        let germanOrder = Collator.Options(locale: try LocaleIdentifier("de"))
        #expect(try formatters.with(germanOrder) { $0.compare("ä", "z") } == .orderedAscending)
        let days = MessageFormat.Options(
            pattern: "{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}",
            locale: try LocaleIdentifier("ru"))
        #expect(try formatters.with(days) { try $0.format(["n": 5]) } == "5 дней")
        #expect(try formatters.with(days) { try $0.format(["n": 22]) } == "22 дня")
        let german = RelativeTimeFormat.Options(locale: try LocaleIdentifier("de"))
        #expect(try formatters.with(german) { try $0.string(for: -2, unit: .day, numeric: .auto) } == "vorgestern")
        let english = RelativeTimeFormat.Options(locale: try LocaleIdentifier("en"))
        #expect(try formatters.with(english) { try $0.string(for: 3, unit: .day) } == "in 3 days")
        let spanishOr = ListFormat.Options(locale: try LocaleIdentifier("es"), type: .or)
        #expect(try formatters.with(spanishOr) { try $0.string(from: ["siete", "ocho"]) } == "siete u ocho")
        let turkish = CaseMapper.Options(locale: try LocaleIdentifier("tr"))
        #expect(try formatters.with(turkish) { try $0.uppercased("istanbul") } == "İSTANBUL")
    }

    @Test func buildAndBodyErrorsComeOutTyped() throws {
        let formatters = Formatters(capacity: 16)
        let bad = DateFormat.Options(locale: try LocaleIdentifier("en"), layout: .pattern("yyyy-MM-ddTHH"))
        #expect(throws: LocaleFormatError.self) { try formatters.with(bad) { _ in 1 } }
        let english = NumberFormat.Options(locale: try LocaleIdentifier("en"))
        var code: LocaleFormatError.Code?
        do {
            _ = try formatters.with(english) { number in try number.string(from: "12x") }
        } catch let error as LocaleFormatError { code = error.code }
        #expect(code == .invalidNumber)
    }

    @Test func aLocaleWithoutDataBorrowsItsIdentitysFormatter() throws {
        let formatters = Formatters(capacity: 16)
        let privateUse = CurrencyFormat.Options(locale: try LocaleIdentifier("de-DE-x-shop"), currency: "EUR")
        let plain = CurrencyFormat.Options(locale: try LocaleIdentifier("de-DE"), currency: "EUR")
        let first = try formatters.with(privateUse) { ObjectIdentifier($0) }
        #expect(try formatters.with(plain) { ObjectIdentifier($0) } == first)
    }
}
