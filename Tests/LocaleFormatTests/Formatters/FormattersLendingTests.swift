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
            do {
                let lent = try formatters.with(options) { f throws(LocaleFormatError) in try f.string(from: instant) }
                #expect(lent == expected)
            }
        }
        let handedOut = try formatters.date(options)
        #expect(try formatters.with(options) { $0 === handedOut })
        let statistics = formatters.statistics(for: .date)
        #expect(statistics.misses == 1 && statistics.hits == 4)
    }

    @Test func everyKindIsLent() throws {
        let formatters = Formatters(capacity: 16)
        let fr = try LocaleIdentifier("fr-FR")
        do {
            let lent = try formatters.with(NumberFormat.Options(locale: fr)) { f throws(LocaleFormatError) in
                try f.string(from: "1234.5")
            }
            #expect(lent == "1\u{202F}234,5")
        }
        let yen = CurrencyFormat.Options(locale: try LocaleIdentifier("ja-JP"), currency: "JPY")
        do {
            let lent = try formatters.with(yen) { f throws(LocaleFormatError) in try f.string(from: "1234") }
            #expect(lent == "￥1,234")
        }
        let euro = CurrencyFormat.Options(locale: try LocaleIdentifier("de-DE"), currency: "EUR")
        do {
            let lent = try formatters.with(euro) { f throws(LocaleFormatError) in try f.string(from: "1234.5") }
            #expect(lent == "1.234,50\u{A0}€")
        }
        let road = UnitFormat.Options(locale: try LocaleIdentifier("en-US"), unit: "meter", usage: "road")
        do {
            let lent = try formatters.with(road) { f throws(LocaleFormatError) in try f.string(from: "1000") }
            #expect(lent == "0.62 mi")
        }
        let polish = PluralRules.Options(locale: try LocaleIdentifier("pl"))
        do {
            let lent = try formatters.with(polish) { f throws(LocaleFormatError) in try f.category(for: "5") }
            #expect(lent == .many)
        }
        do {
            let lent = try formatters.with(polish) { f throws(LocaleFormatError) in try f.category(for: "22") }
            #expect(lent == .few)
        }
        let swedish = Collator.Options(locale: try LocaleIdentifier("sv"))
        #expect(try formatters.with(swedish) { $0.compare("ä", "z") } == .orderedDescending)
        let germanOrder = Collator.Options(locale: try LocaleIdentifier("de"))
        #expect(try formatters.with(germanOrder) { $0.compare("ä", "z") } == .orderedAscending)
        let days = MessageFormat.Options(
            pattern: "{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}",
            locale: try LocaleIdentifier("ru"))
        do {
            let lent = try formatters.with(days) { f throws(LocaleFormatError) in try f.format(["n": 5]) }
            #expect(lent == "5 дней")
        }
        do {
            let lent = try formatters.with(days) { f throws(LocaleFormatError) in try f.format(["n": 22]) }
            #expect(lent == "22 дня")
        }
        let german = RelativeTimeFormat.Options(locale: try LocaleIdentifier("de"))
        do {
            let lent = try formatters.with(german) { f throws(LocaleFormatError) in
                try f.string(for: -2, unit: .day, numeric: .auto)
            }
            #expect(lent == "vorgestern")
        }
        let english = RelativeTimeFormat.Options(locale: try LocaleIdentifier("en"))
        do {
            let lent = try formatters.with(english) { f throws(LocaleFormatError) in try f.string(for: 3, unit: .day) }
            #expect(lent == "in 3 days")
        }
        let spanishOr = ListFormat.Options(locale: try LocaleIdentifier("es"), type: .or)
        do {
            let lent = try formatters.with(spanishOr) { f throws(LocaleFormatError) in
                try f.string(from: ["siete", "ocho"])
            }
            #expect(lent == "siete u ocho")
        }
        let turkish = CaseMapper.Options(locale: try LocaleIdentifier("tr"))
        do {
            let lent = try formatters.with(turkish) { f throws(LocaleFormatError) in try f.uppercased("istanbul") }
            #expect(lent == "İSTANBUL")
        }
    }

    @Test func buildAndBodyErrorsComeOutTyped() throws {
        let formatters = Formatters(capacity: 16)
        let bad = DateFormat.Options(locale: try LocaleIdentifier("en"), layout: .pattern("yyyy-MM-ddTHH"))
        #expect(throws: LocaleFormatError.self) { try formatters.with(bad) { _ in 1 } }
        let english = NumberFormat.Options(locale: try LocaleIdentifier("en"))
        var code: LocaleFormatError.Code?
        do throws(LocaleFormatError) {
            _ = try formatters.with(english) { number throws(LocaleFormatError) in try number.string(from: "12x") }
        } catch {
            code = error.code  // compiles only if the error is typed
        }
        #expect(code == .invalidNumber)
    }

    @Test func aLocaleWithoutDataBorrowsItsIdentitysFormatter() throws {
        let formatters = Formatters(capacity: 16)
        let privateUse = CurrencyFormat.Options(locale: try LocaleIdentifier("de-DE-x-shop"), currency: "EUR")
        let plain = CurrencyFormat.Options(locale: try LocaleIdentifier("de-DE"), currency: "EUR")
        let first = try formatters.with(privateUse) { ObjectIdentifier($0) }
        #expect(try formatters.with(plain) { ObjectIdentifier($0) } == first)
    }

    @Test func lookupsByStringsLendTheFormatterTheyHandOut() throws {
        let formatters = Formatters(capacity: 16)
        let instant = try Instant(iso8601: "2019-05-01T00:00:00Z")
        for _ in 0..<3 {  // a miss, a hit under the lock, hits through the front
            do {
                let lent = try formatters.date(locale: "de-DE", layout: .styles(date: .medium)) {
                    f throws(LocaleFormatError) in try f.string(from: instant)
                }
                #expect(lent == "01.05.2019")
            }
        }
        let handedOut = try formatters.date(locale: "de-DE", layout: .styles(date: .medium))
        #expect(try formatters.date(locale: "de-DE", layout: .styles(date: .medium)) { $0 === handedOut })
        let statistics = formatters.statistics(for: .date)
        #expect(statistics.misses == 1 && statistics.hits == 4)
    }

    @Test func everyKindIsLentByStrings() throws {
        let formatters = Formatters(capacity: 16)
        do {
            let lent = try formatters.number(locale: "fr-FR") { f throws(LocaleFormatError) in
                try f.string(from: "1234.5")
            }
            #expect(lent == "1\u{202F}234,5")
        }
        do {
            let lent = try formatters.currency(locale: "ja-JP", currency: "JPY") { f throws(LocaleFormatError) in
                try f.string(from: "1234")
            }
            #expect(lent == "￥1,234")
        }
        do {
            let lent = try formatters.unit(locale: "en-US", unit: "meter", usage: "road") {
                f throws(LocaleFormatError) in try f.string(from: "1000")
            }
            #expect(lent == "0.62 mi")
        }
        do {
            let lent = try formatters.pluralRules(locale: "pl") { f throws(LocaleFormatError) in
                try f.category(for: "5")
            }
            #expect(lent == .many)
        }
        #expect(try formatters.collator(locale: "sv") { $0.compare("ä", "z") } == .orderedDescending)
        #expect(
            try formatters.message(
                pattern: "{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}", locale: "ru"
            ) { f throws(LocaleFormatError) in try f.format(["n": 5]) } == "5 дней")
        do {
            let lent = try formatters.caseMapper(locale: "tr") { f throws(LocaleFormatError) in
                try f.uppercased("istanbul")
            }
            #expect(lent == "İSTANBUL")
        }
        do {
            let lent = try formatters.list(locale: "es", type: .or) { f throws(LocaleFormatError) in
                try f.string(from: ["siete", "ocho"])
            }
            #expect(lent == "siete u ocho")
        }
        do {
            let lent = try formatters.duration(locale: "en", width: .long) { f throws(LocaleFormatError) in
                try f.string(from: [.minutes: 90])
            }
            #expect(lent == "90 minutes")
        }
        let days = try formatters.dateInterval(locale: "en-US", layout: .skeleton("yMMMd"))
        #expect(try formatters.dateInterval(locale: "en-US", layout: .skeleton("yMMMd")) { $0 === days })
    }

    @Test func aBadSpellingIsTypedAndNeverReachesTheBody() throws {
        let formatters = Formatters(capacity: 16)
        var code: LocaleFormatError.Code?
        var called = false
        do throws(LocaleFormatError) {
            _ = try formatters.number(locale: "en--US") { _ in called = true }
        } catch {
            code = error.code  // compiles only if the error is typed
        }
        #expect(code == .invalidLocale && !called)
    }
}
