import Testing

@testable import LocaleFormat

/// The options of the hot kinds keep their cache hash in a stored field,
/// made again whenever a field is set, and compare field by field in a
/// written-out `==`. These tests hold both to the fields: each field, set on
/// options made without it, gives options equal to, and hashing as, options
/// made with it, and unequal to the first; and the field lists are spelled
/// out, so that a new field fails here until `==` and the hash take it.
@Suite struct OptionsStoredHashTests {
    /// One field changed: how, and the options made with the new value.
    struct Change<Options: FormatterCacheKey> {
        let field: String
        let apply: (inout Options) -> Void
        let made: Options
    }

    private func check<Options: FormatterCacheKey>(
        _ base: Options, fields: [String], _ changes: [Change<Options>]
    ) {
        #expect(Mirror(reflecting: base).children.compactMap(\.label) == fields)
        for change in changes {
            var changed = base
            change.apply(&changed)
            #expect(changed == change.made, "\(change.field)")
            #expect(changed.cacheHash == change.made.cacheHash, "\(change.field)")
            #expect(changed.hashValue == change.made.hashValue, "\(change.field)")
            #expect(changed != base, "\(change.field) is not compared")
            #expect(changed.cacheHash != base.cacheHash, "\(change.field) is not hashed")
        }
    }

    @Test func dateOptions() throws {
        let ja = try LocaleIdentifier("ja")
        let de = try LocaleIdentifier("de")
        let tokyo = try TimeZoneIdentifier("Asia/Tokyo")
        typealias O = DateFormat.Options
        let base = O(locale: ja, layout: .styles(date: .medium))
        check(
            base, fields: ["locale", "layout", "layoutHash", "calendar", "timeZone", "cacheHash"],
            [
                Change(field: "locale", apply: { $0.locale = de }, made: O(locale: de, layout: .styles(date: .medium))),
                Change(
                    field: "layout", apply: { $0.layout = .skeleton("yMMMd") },
                    made: O(locale: ja, layout: .skeleton("yMMMd"))),
                Change(
                    field: "calendar", apply: { $0.calendar = .japanese },
                    made: O(locale: ja, layout: .styles(date: .medium), calendar: .japanese)),
                Change(
                    field: "timeZone", apply: { $0.timeZone = tokyo },
                    made: O(locale: ja, layout: .styles(date: .medium), timeZone: tokyo)),
            ])
    }

    @Test func dateIntervalOptions() throws {
        let en = try LocaleIdentifier("en")
        let fr = try LocaleIdentifier("fr")
        let paris = try TimeZoneIdentifier("Europe/Paris")
        typealias O = DateIntervalFormat.Options
        let base = O(locale: en, layout: .skeleton("yMMMd"))
        check(
            base, fields: ["locale", "layout", "layoutHash", "calendar", "timeZone", "cacheHash"],
            [
                Change(field: "locale", apply: { $0.locale = fr }, made: O(locale: fr, layout: .skeleton("yMMMd"))),
                Change(
                    field: "layout", apply: { $0.layout = .styles(date: .long) },
                    made: O(locale: en, layout: .styles(date: .long))),
                Change(
                    field: "calendar", apply: { $0.calendar = .buddhist },
                    made: O(locale: en, layout: .skeleton("yMMMd"), calendar: .buddhist)),
                Change(
                    field: "timeZone", apply: { $0.timeZone = paris },
                    made: O(locale: en, layout: .skeleton("yMMMd"), timeZone: paris)),
            ])
    }

    @Test func numberOptions() throws {
        let en = try LocaleIdentifier("en")
        let hi = try LocaleIdentifier("hi")
        typealias O = NumberFormat.Options
        check(
            O(locale: en),
            fields: ["locale", "style", "numberDisplay", "cacheHash"],
            [
                Change(field: "locale", apply: { $0.locale = hi }, made: O(locale: hi)),
                Change(field: "style", apply: { $0.style = .percent }, made: O(locale: en, style: .percent)),
                Change(
                    field: "minimumFractionDigits", apply: { $0.minimumFractionDigits = 2 },
                    made: O(locale: en, minimumFractionDigits: 2)),
                Change(
                    field: "maximumFractionDigits", apply: { $0.maximumFractionDigits = 0 },
                    made: O(locale: en, maximumFractionDigits: 0)),
                Change(
                    field: "minimumIntegerDigits", apply: { $0.minimumIntegerDigits = 3 },
                    made: O(locale: en, minimumIntegerDigits: 3)),
                Change(field: "grouping", apply: { $0.grouping = false }, made: O(locale: en, grouping: false)),
                Change(
                    field: "roundingMode", apply: { $0.roundingMode = .up }, made: O(locale: en, roundingMode: .up)),
            ])
    }

    @Test func currencyOptions() throws {
        let de = try LocaleIdentifier("de-DE")
        let ja = try LocaleIdentifier("ja")
        typealias O = CurrencyFormat.Options
        check(
            O(locale: de, currency: "EUR"),
            fields: [
                "locale", "currency", "display", "accounting", "cashRounding", "numberDisplay", "currencyHash",
                "cacheHash",
            ],
            [
                Change(field: "locale", apply: { $0.locale = ja }, made: O(locale: ja, currency: "EUR")),
                Change(field: "currency", apply: { $0.currency = "CHF" }, made: O(locale: de, currency: "CHF")),
                Change(
                    field: "display", apply: { $0.display = .name },
                    made: O(locale: de, currency: "EUR", display: .name)),
                Change(
                    field: "accounting", apply: { $0.accounting = true },
                    made: O(locale: de, currency: "EUR", accounting: true)),
                Change(
                    field: "cashRounding", apply: { $0.cashRounding = true },
                    made: O(locale: de, currency: "EUR", cashRounding: true, numberDisplay: NumberDisplay())),
                Change(
                    field: "minimumFractionDigits", apply: { $0.minimumFractionDigits = 0 },
                    made: O(locale: de, currency: "EUR", minimumFractionDigits: 0)),
                Change(
                    field: "maximumFractionDigits", apply: { $0.maximumFractionDigits = 4 },
                    made: O(locale: de, currency: "EUR", maximumFractionDigits: 4)),
                Change(
                    field: "roundingMode", apply: { $0.roundingMode = .floor },
                    made: O(locale: de, currency: "EUR", roundingMode: .floor)),
            ])
    }

    /// Every ``NumberDisplay`` field, changed in a number format's options.
    @Test func numberDisplayFields() throws {
        let en = try LocaleIdentifier("en")
        typealias O = NumberFormat.Options
        typealias D = NumberDisplay
        #expect(
            Mirror(reflecting: D()).children.compactMap(\.label) == [
                "notation", "signDisplay", "grouping", "minimumIntegerDigits", "maximumIntegerDigits",
                "minimumFractionDigits", "maximumFractionDigits", "minimumSignificantDigits",
                "maximumSignificantDigits", "roundingPriority", "roundingIncrement", "roundingMode",
                "trailingZeroDisplay", "decimalSeparatorAlways", "exponentSignDisplay", "minimumExponentDigits",
                "rare",
            ])
        let rare = try #require(D(scale: "2", icuStems: "latin").rare)
        #expect(Mirror(reflecting: rare).children.compactMap(\.label) == ["scale", "icuStems"])
        func change(_ field: String, _ apply: @escaping (inout D) -> Void, _ made: D) -> Change<O> {
            Change(field: field, apply: { apply(&$0.numberDisplay) }, made: O(locale: en, numberDisplay: made))
        }
        check(
            O(locale: en), fields: ["locale", "style", "numberDisplay", "cacheHash"],
            [
                change("notation", { $0.notation = .engineering }, D(notation: .engineering)),
                change("signDisplay", { $0.signDisplay = .never }, D(signDisplay: .never)),
                change("grouping", { $0.grouping = .min2 }, D(grouping: .min2)),
                change("minimumIntegerDigits", { $0.minimumIntegerDigits = 2 }, D(minimumIntegerDigits: 2)),
                change("maximumIntegerDigits", { $0.maximumIntegerDigits = 4 }, D(maximumIntegerDigits: 4)),
                change("minimumFractionDigits", { $0.minimumFractionDigits = 1 }, D(minimumFractionDigits: 1)),
                change("maximumFractionDigits", { $0.maximumFractionDigits = 1 }, D(maximumFractionDigits: 1)),
                change("minimumSignificantDigits", { $0.minimumSignificantDigits = 2 }, D(minimumSignificantDigits: 2)),
                change("maximumSignificantDigits", { $0.maximumSignificantDigits = 2 }, D(maximumSignificantDigits: 2)),
                change(
                    "roundingPriority", { $0.roundingPriority = .lessPrecision }, D(roundingPriority: .lessPrecision)),
                change("roundingIncrement", { $0.roundingIncrement = 5 }, D(roundingIncrement: 5)),
                change("roundingMode", { $0.roundingMode = .halfOdd }, D(roundingMode: .halfOdd)),
                change(
                    "trailingZeroDisplay", { $0.trailingZeroDisplay = .stripIfInteger },
                    D(trailingZeroDisplay: .stripIfInteger)),
                change("scale", { $0.scale = "1000" }, D(scale: "1000")),
                change("decimalSeparatorAlways", { $0.decimalSeparatorAlways = true }, D(decimalSeparatorAlways: true)),
                change("exponentSignDisplay", { $0.exponentSignDisplay = .always }, D(exponentSignDisplay: .always)),
                change("minimumExponentDigits", { $0.minimumExponentDigits = 3 }, D(minimumExponentDigits: 3)),
                change("icuStems", { $0.icuStems = "latin" }, D(icuStems: "latin")),
            ])
    }

    /// ``NumberDisplay/scale`` and ``NumberDisplay/icuStems`` share one box:
    /// setting one keeps the other, and the box goes when both are nil.
    @Test func numberDisplayRareFields() {
        var display = NumberDisplay(scale: "1000")
        display.icuStems = "latin"
        #expect(display.scale == "1000" && display.icuStems == "latin")
        #expect(display == NumberDisplay(scale: "1000", icuStems: "latin"))
        #expect(display.cacheHash == NumberDisplay(scale: "1000", icuStems: "latin").cacheHash)
        #expect(display != NumberDisplay(scale: "latin", icuStems: "1000"))
        display.scale = nil
        #expect(display.icuStems == "latin" && display != NumberDisplay(icuStems: "1000"))
        display.icuStems = nil
        #expect(display.rare == nil && display == NumberDisplay())
        #expect(display.cacheHash == NumberDisplay().cacheHash)
    }

    @Test func unitOptions() throws {
        let en = try LocaleIdentifier("en-US")
        let sv = try LocaleIdentifier("sv")
        typealias O = UnitFormat.Options
        check(
            O(locale: en, unit: "meter"),
            fields: ["locale", "unit", "width", "usage", "numberDisplay", "unitHash", "usageHash", "cacheHash"],
            [
                Change(
                    field: "numberDisplay", apply: { $0.numberDisplay.signDisplay = .always },
                    made: O(locale: en, unit: "meter", numberDisplay: NumberDisplay(signDisplay: .always))),
                Change(field: "locale", apply: { $0.locale = sv }, made: O(locale: sv, unit: "meter")),
                Change(field: "unit", apply: { $0.unit = "liter" }, made: O(locale: en, unit: "liter")),
                Change(field: "width", apply: { $0.width = .long }, made: O(locale: en, unit: "meter", width: .long)),
                Change(field: "usage", apply: { $0.usage = "road" }, made: O(locale: en, unit: "meter", usage: "road")),
            ])
    }

    @Test func collatorOptions() throws {
        let sv = try LocaleIdentifier("sv")
        let da = try LocaleIdentifier("da")
        typealias O = Collator.Options
        check(
            O(locale: sv),
            fields: ["locale", "strength", "numeric", "caseFirst", "alternate", "normalization", "rules", "cacheHash"],
            [
                Change(field: "locale", apply: { $0.locale = da }, made: O(locale: da)),
                Change(field: "strength", apply: { $0.strength = .primary }, made: O(locale: sv, strength: .primary)),
                Change(field: "numeric", apply: { $0.numeric = false }, made: O(locale: sv, numeric: false)),
                Change(field: "caseFirst", apply: { $0.caseFirst = .upper }, made: O(locale: sv, caseFirst: .upper)),
                Change(
                    field: "alternate", apply: { $0.alternate = .shifted }, made: O(locale: sv, alternate: .shifted)),
                Change(
                    field: "normalization", apply: { $0.normalization = false },
                    made: O(locale: sv, normalization: false)),
                Change(field: "rules", apply: { $0.rules = "&a<b" }, made: O(locale: sv, rules: "&a<b")),
            ])
    }

    /// A lookup whose locale shares another's formatters sets the locale on
    /// a copy of the key: the copy's stored hash follows, so the shared
    /// entry is found again, not built twice.
    @Test func aSharedLocaleLookupHitsItsEntryAgain() throws {
        let formatters = Formatters(capacity: 8)
        let options = CurrencyFormat.Options(locale: try LocaleIdentifier("de-x-1"), currency: "EUR")
        #expect(options.locale.sharesFormatters)
        let first = try formatters.currency(options)
        #expect(try formatters.currency(options) === first)
        #expect(
            try formatters.currency(CurrencyFormat.Options(locale: LocaleIdentifier("de"), currency: "EUR")) === first)
        #expect(try first.string(from: "1234.5") == "1.234,50\u{A0}€")
        #expect(formatters.statistics(for: .currency).misses == 1)
    }
}
