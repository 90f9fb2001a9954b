import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

// Expectations in MessageCases.swift and here were computed with PyICU 72.1;
// MessageCases.swift's are checked on ICU 72.1 and 76.1, by major where they
// differ, with Scripts/icu-versions/oracle-message.py.

@Suite("MessageFormat")
struct MessageFormatTests {
    @Test(arguments: messageCases)
    func table(_ testCase: MessageCase) throws {
        let message = try Formatters.shared.message(
            pattern: testCase.pattern, locale: testCase.locale, timeZone: testCase.timeZone)
        #expect(try message.format(testCase.arguments) == testCase.expected)
    }

    @Test func tableCoversTheLanguagesAndArgumentKinds() {
        let locales = Set(messageCases.map { $0.locale.prefix(2) })
        #expect(locales.isSuperset(of: ["ar", "ru", "pl", "ja", "en", "de", "fr", "es", "he", "lt", "zh", "cy"]))
        for construct in ["plural", "select,", "selectordinal", "offset:", "=0", "date", "time", "::currency/EUR", "#"]
        {
            #expect(messageCases.contains { $0.pattern.contains(construct) }, "\(construct)")
        }
    }

    @Test func documentedExamples() throws {
        let files = try Formatters.shared.message(
            pattern: "{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}", locale: "pl")
        #expect(try files.format(["count": 1]) == "1 plik")
        #expect(try files.format(["count": 3]) == "3 pliki")
        #expect(try files.format(["count": 5]) == "5 plików")
        #expect(try files.format(["count": .decimal("1.5")]) == "1,5 pliku")
        let place = try Formatters.shared.message(
            pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", locale: "en")
        #expect(try place.format(["n": 22]) == "22nd")
        let books = try Formatters.shared.message(
            pattern: "{n, plural, one {# книга} few {# книги} many {# книг} other {# книги}}", locale: "ru")
        #expect(try books.format(["n": 21]) == "21 книга")
        let host = try Formatters.shared.message(
            pattern:
                "{host} invited {guests, plural, offset:1 =0 {nobody} =1 {{guest}} one {{guest} and # other} other {{guest} and # others}}",
            locale: "en")
        #expect(try host.format(["host": "Ana", "guests": 3, "guest": "Bo"]) == "Ana invited Bo and 2 others")
        #expect(errorCode { _ = try host.format(["host": "Ana"]) } == .invalidOptions)
    }

    // MARK: Time zones

    @Test func datesUseTheGivenZoneNotTheProcessZone() throws {
        let pattern = "{d, date, short} {d, time, short}"
        let august = MessageFormat.Argument.date(millisecondsSince1970: 1_438_968_572_000)
        #expect(
            try Formatters.shared.message(pattern: pattern, locale: "en-US").format(["d": august])
                == "8/7/15 5:29\u{202F}PM")
        #expect(
            try Formatters.shared.message(pattern: pattern, locale: "en-US", timeZone: "US/Pacific").format([
                "d": august
            ])
                == "8/7/15 10:29\u{202F}AM")
        #expect(
            try Formatters.shared.message(pattern: pattern, locale: "en-US", timeZone: "GMT+05:30").format(["d": august]
            )
                == "8/7/15 10:59\u{202F}PM")
        // A date nested in a plural inside a select gets the zone too.
        let nested = try Formatters.shared.message(
            pattern: "{g, select, other {{n, plural, other {{d, time, short}}}}}", locale: "en-US",
            timeZone: "Asia/Tokyo")
        #expect(try nested.format(["g": "x", "n": 1, "d": august]) == "2:29\u{202F}AM")
    }

    @Test func timeZoneIsCanonicalized() throws {
        #expect(try Formatters.shared.message(pattern: "x", locale: "en").options.timeZone.canonicalID == "Etc/UTC")
        #expect(
            try Formatters.shared.message(pattern: "x", locale: "en", timeZone: "US/Pacific").options.timeZone
                .canonicalID
                == "America/Los_Angeles")
        #expect(
            try Formatters.shared.message(pattern: "x", locale: "en", timeZone: "GMT+05:30").options.timeZone
                .canonicalID
                == "GMT+05:30")
    }

    @Test(arguments: [
        "Etc/Unknown", "+05:30", "UTC+05:30", "GMT+25:00", "america/los_angeles", "gmt+05:30", "Nowhere/City", "",
    ])
    func invalidTimeZones(_ zone: String) {
        #expect(
            errorCode { _ = try Formatters.shared.message(pattern: "{d, date}", locale: "en", timeZone: zone) }
                == .invalidTimeZone)
    }

    // MARK: Pattern errors

    @Test(arguments: [
        "{count, plural, one {# day}}",  // no `other`
        "{a",  // unmatched brace
        "{a, select, x {1}}",  // select without other
        "{x, foo}",  // unknown argument type
        "{n, number, ::currency/XYZQ}",  // bad number skeleton
        "{n, number, ::currrency/EUR}",
        "{d, date, yyyy-MM-ddTHH}",  // a date pattern letter ICU does not define (ICU's own
        // MessageFormat accepts it and truncates the date; the protocol wants invalidPattern)
        "{n, plural, other {# {}}",
    ])
    func malformedPatternsAreInvalidPattern(_ pattern: String) {
        let error = formatError { _ = try Formatters.shared.message(pattern: pattern, locale: "en") }
        #expect(error?.code == .invalidPattern)
        #expect(error?.icuErrorName != nil)
    }

    @Test func patternErrorsSayWhere() {
        let error = formatError {
            _ = try Formatters.shared.message(
                pattern: "Hello {name}\nyou have {count, plural, one {# day}", locale: "en")
        }
        #expect(error?.code == .invalidPattern)
        #expect(error?.message.contains("line 2, column") == true)
        #expect(error?.icuErrorName == "U_PATTERN_SYNTAX_ERROR")
        let date = formatError {
            _ = try Formatters.shared.message(pattern: "Due: {d, date, yyyy-MM-ddTHH}", locale: "en")
        }
        #expect(date?.message.contains("line 1, column 6") == true)
        #expect(date?.icuErrorName == "U_INVALID_FORMAT_ERROR")
    }

    @Test func malformedLocaleIsInvalidLocale() {
        #expect(errorCode { _ = try Formatters.shared.message(pattern: "x", locale: "en_US!") } == .invalidLocale)
    }

    // MARK: Arguments

    @Test func argumentNamesIncludeNestedOnes() throws {
        let m = try Formatters.shared.message(
            pattern: "{g, select, female {{n, plural, other {# {what} on {d, date, short}}}} other {{name}}}",
            locale: "en")
        #expect(m.argumentNames == ["g", "n", "what", "d", "name"])
        #expect(m.dateArgumentNames == ["d"])
        #expect(try Formatters.shared.message(pattern: "'{quoted}' text", locale: "en").argumentNames.isEmpty)
    }

    @Test func missingArgumentsAreInvalidRequest() throws {
        let m = try Formatters.shared.message(
            pattern: "{name} has {n, plural, one {# cat} other {# cats}}", locale: "en")
        #expect(errorCode { _ = try m.format(["name": "Ana"]) } == .invalidOptions)
        #expect(errorCode { _ = try m.format([:]) } == .invalidOptions)
        let error = formatError { _ = try m.format(["n": 2]) }
        #expect(error?.message.contains("\"name\"") == true)
        // Extra arguments are ignored.
        #expect(try m.format(["name": "Ana", "n": 2, "unused": "x"]) == "Ana has 2 cats")
        // Arguments in branches that are not taken are still required.
        let branch = try Formatters.shared.message(pattern: "{g, select, a {{x}} other {none}}", locale: "en")
        #expect(errorCode { _ = try branch.format(["g": "b"]) } == .invalidOptions)
        #expect(try branch.format(["g": "b", "x": "1"]) == "none")
    }

    @Test func argumentsOfTheWrongKindAreInvalidOptions() throws {
        let plural = try Formatters.shared.message(pattern: "{n, plural, other {#}}", locale: "en")
        #expect(errorCode { _ = try plural.format(["n": "3"]) } == .invalidOptions)
        #expect(
            errorCode { _ = try plural.format(["n": .date(try Instant(millisecondsSince1970: 0))]) } == .invalidOptions)
        let select = try Formatters.shared.message(pattern: "{g, select, other {x}}", locale: "en")
        #expect(errorCode { _ = try select.format(["g": 1]) } == .invalidOptions)
        let date = try Formatters.shared.message(pattern: "{d, date, short}", locale: "en")
        #expect(errorCode { _ = try date.format(["d": 1_438_968_572_000]) } == .invalidOptions)
        #expect(errorCode { _ = try date.format(["d": "2015-08-07T17:29:32Z"]) } == .invalidOptions)
        let number = try Formatters.shared.message(pattern: "{n, number}", locale: "en")
        #expect(errorCode { _ = try number.format(["n": "12"]) } == .invalidOptions)
        // Untyped arguments take anything.
        let any = try Formatters.shared.message(pattern: "{x}", locale: "en")
        #expect(try any.format(["x": "text"]) == "text")
        #expect(try any.format(["x": 1234]) == "1,234")
        #expect(try any.format(["x": .decimal("0.5")]) == "0.5")
        #expect(try any.format(["x": .date(try Instant(millisecondsSince1970: 0))]) == "1/1/70, 12:00\u{202F}AM")
    }

    @Test(arguments: ["", "abc", "1e", "NaN", "Infinity", "-Infinity", "1,5", "0x10", "1e1001", "1 ", "--1"])
    func invalidDecimalsAreInvalidNumber(_ text: String) throws {
        let m = try Formatters.shared.message(pattern: "{n, number}", locale: "en")
        #expect(errorCode { _ = try m.format(["n": .decimal(text)]) } == .invalidNumber)
    }

    @Test func decimalLimits() throws {
        let m = try Formatters.shared.message(pattern: "{n}", locale: "en")
        let hundred = String(repeating: "9", count: 100)
        #expect(throws: Never.self) { _ = try m.format(["n": .decimal(hundred)]) }
        #expect(throws: Never.self) { _ = try m.format(["n": .decimal("000" + hundred + ".000")]) }
        #expect(errorCode { _ = try m.format(["n": .decimal(hundred + "9")]) } == .invalidNumber)
        #expect(errorCode { _ = try m.format(["n": .decimal("1." + hundred)]) } == .invalidNumber)
        #expect(try m.format(["n": .decimal("1e3")]) == "1,000")
        #expect(try m.format(["n": .decimal("-2.5E-1")]) == "-0.25")
        #expect(try m.format(["n": .decimal("+7")]) == "7")
        #expect(throws: Never.self) { _ = try m.format(["n": .decimal("1e1000")]) }
        #expect(throws: Never.self) { _ = try m.format(["n": .decimal("1e-1000")]) }
    }

    @Test func dateLimits() throws {
        let m = try Formatters.shared.message(pattern: "{d, date, ::y}", locale: "en")
        // -100000-01-01T00:00:00Z and 100000-12-31T23:59:59.999Z are the bounds
        // of an Instant, and so of a date argument.
        let earliest: Int64 = -3_217_862_419_200_000
        let latest: Int64 = 3_093_559_603_199_999
        #expect(Instant.earliest.millisecondsSince1970 == earliest)
        #expect(Instant.latest.millisecondsSince1970 == latest)
        #expect(throws: Never.self) { _ = try m.format(["d": .date(.earliest)]) }
        #expect(throws: Never.self) { _ = try m.format(["d": .date(.latest)]) }
        expectCode(.invalidDate) { try Instant(millisecondsSince1970: earliest - 1) }
        expectCode(.invalidDate) { try Instant(millisecondsSince1970: latest + 1) }
    }

    @Test func argumentNamesThatLookLikeTheShimsOwn() throws {
        // The shim renames date arguments internally; a pattern using the
        // same spelling must not collide with it.
        let m = try Formatters.shared.message(pattern: "{cicu_date_0} {d, date, ::yyyy}", locale: "en")
        #expect(try m.format(["cicu_date_0": "x", "d": .date(try Instant(millisecondsSince1970: 0))]) == "x 1970")
    }

    @Test func longOutputGrowsTheBuffer() throws {
        let m = try Formatters.shared.message(pattern: "{x} {x} {x}", locale: "en")
        let long = String(repeating: "ü", count: 1000)
        #expect(try m.format(["x": .string(long)]) == "\(long) \(long) \(long)")
    }
}
