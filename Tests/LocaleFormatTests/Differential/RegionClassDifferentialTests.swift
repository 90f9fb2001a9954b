import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// Random tags of the classes whose data ICU reads another way than their
/// parts suggest, through the library (which opens ICU with a bounded id,
/// `cicu_uloc_open_id`) against the bare ICU calls on the requested id:
///
/// - a language with data in a region none of its locales has (`az-IR`,
///   whose data falls back through `az_Arab`; `de-IR`), drawn half of the
///   time from languages written in several scripts;
/// - `und` with a region no ICU table names (`und-YY`, `_YY`);
/// - invented languages in regions without a currency (`xx-YY`, `xx-AQ`).
///
/// Dates, numbers, currencies, units, messages and the `locale` op's facts.
@Suite struct RegionClassDifferentialTests {
    static let tagsPerClass = 60

    static let dateLayouts: [(DateFormat.Layout, zone: String)] = [
        (.styles(date: .short, time: .full), "UTC"),
        (.styles(date: .full, time: .medium), "Asia/Tehran"),
        (.skeleton("GyMMM"), "UTC"),
        (.skeleton("yMMMEdjmm"), "Asia/Kolkata"),
        (.pattern("E EE EEE EEEE EEEEE EEEEEE"), "UTC"),
        (.pattern("G y MMMM d, h:mm a zzzz"), "America/Sao_Paulo"),
    ]

    static let messages = [
        "{x, number, currency}",
        "{x, number} {x, number, ::currency/EUR} {x, number, percent}",
        "{n, plural, one {# day} other {# days}} {d, date, medium} {d, time, full}",
        "{d, date, ::GyMMMEd} {d, time, ::jmm}",
    ]

    static let units: [(unit: String, usage: String?)] = [
        ("kilometer", nil), ("kilometer", "road"), ("celsius", "weather"), ("liter-per-100-kilometer", nil),
    ]

    static let keywords = ["", "", "", "-u-ca-persian", "-u-ca-coptic", "-u-ca-iso8601", "-u-nu-latn", "-u-hc-h12"]

    /// Language, script and region of an ICU id of ICU's available locales.
    static func parts(_ id: String) -> (language: String, script: String, region: String) {
        let fields = id.split(separator: "_").map(String.init)
        var script = "", region = ""
        for field in fields.dropFirst() {
            if field.count == 4 {
                script = field
            } else if field.count == 2 || field.count == 3 {
                region = field
            }
        }
        return (fields.first ?? "", script, region)
    }

    /// Two letters that name no ISO 3166 region ICU lists.
    static func unknownRegion(_ rng: inout SeededGenerator, known: Set<String>) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        while true {
            let code = String([rng.pick(letters) ?? "Y", rng.pick(letters) ?? "Y"])
            if !known.contains(code) && code != "ZZ" { return code }
        }
    }

    static func tags(_ rng: inout SeededGenerator) -> [String] {
        var regionsOf: [String: Set<String>] = [:]
        var scriptsOf: [String: Set<String>] = [:]
        for id in Shim.availableLocales {
            let (language, script, region) = parts(id)
            if !region.isEmpty { regionsOf[language, default: []].insert(region) }
            if !script.isEmpty { scriptsOf[language, default: []].insert(script) }
        }
        let countries = Shim.isoCountries
        let known = Set(countries)
        let languages = regionsOf.keys.sorted()
        let multiScript = scriptsOf.filter { $0.value.count > 1 }.keys.sorted()
        // Regions whose currency ICU does not know (ucurr_forLocale fails) or is XXX.
        let withoutCurrency = countries.filter { region in
            let currency = (try? Shim.currency("_" + region)) ?? ""
            return currency.isEmpty || currency == "XXX"
        }
        let isoLanguages = Set(Shim.isoLanguages)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var tags: [String] = []
        for _ in 0..<tagsPerClass {
            let keyword = rng.pick(keywords) ?? ""
            // A language with data in a region none of its locales has.
            if let language = rng.pick(rng.chance(0.5) ? multiScript : languages),
                let region = rng.pick(countries.filter { !(regionsOf[language] ?? []).contains($0) })
            {
                tags.append(rng.chance(0.2) ? "\(language)_\(region)" : "\(language)-\(region)\(keyword)")
            }
            // und in a region no table names.
            let unknown = unknownRegion(&rng, known: known)
            tags.append(rng.chance(0.3) ? "_\(unknown)" : "und-\(unknown)\(keyword)")
            // An invented language in a region without a currency.
            var invented = ""
            repeat {
                invented = String((0..<rng.int(2...3)).compactMap { _ in rng.pick(letters) })
            } while isoLanguages.contains(invented) || invented == "und" || regionsOf[invented] != nil
            let region = rng.chance(0.5) ? unknownRegion(&rng, known: known) : rng.pick(withoutCurrency) ?? "AQ"
            tags.append("\(invented)-\(region)\(keyword)")
        }
        return tags
    }

    @Test func matchesICUOnTheRequestedID() throws {
        var rng = SeededGenerator(seed: 0xA2_1E)
        var dates = DifferentialTally("date"), numbers = DifferentialTally("number")
        var currencies = DifferentialTally("currency"), units = DifferentialTally("unit")
        var messages = DifferentialTally("message"), info = DifferentialTally("locale op")
        let tags = Self.tags(&rng)
        try #require(tags.count == 3 * Self.tagsPerClass)
        for tag in tags {
            let locale = try LocaleIdentifier(tag)
            let id = locale.icuID  // the requested id, as ICU spells it
            let milliseconds = DateDifferentialTests.randomInstant(&rng)

            for _ in 0..<2 {
                guard let (layout, zone) = rng.pick(Self.dateLayouts) else { continue }
                dates.record(
                    library: {
                        try DateFormat(
                            DateFormat.Options(locale: locale, layout: layout, timeZone: TimeZoneIdentifier(zone))
                        ).string(from: Instant(millisecondsSince1970: milliseconds))
                    },
                    reference: {
                        let format: ReferenceDateFormat
                        switch layout {
                        case .styles(let date, let time):
                            format = try ReferenceDateFormat(
                                locale: id, timeZone: zone, dateStyle: DateDifferentialTests.icuStyle(date),
                                timeStyle: DateDifferentialTests.icuStyle(time), pattern: nil)
                        case .skeleton(let skeleton):
                            format = try ReferenceDateFormat(
                                locale: id, timeZone: zone, dateStyle: -1, timeStyle: -1,
                                pattern: ReferenceDateFormat.bestPattern(locale: id, skeleton: skeleton))
                        case .pattern(let pattern):
                            format = try ReferenceDateFormat(
                                locale: id, timeZone: zone, dateStyle: -1, timeStyle: -1, pattern: pattern)
                        }
                        return try format.format(Double(milliseconds))
                    },
                    "\(tag) [\(id)] \(layout) \(zone) at \(milliseconds) ms")
            }

            let settings = NumberDifferentialTests.Settings.random(&rng, styles: [.decimal, .percent, .compactShort])
            let number = rng.decimalText(roundingDigits: 3)
            numbers.record(
                library: { try NumberFormat(settings.options(locale)).string(from: number) },
                reference: { try ReferenceNumberFormat(skeleton: settings.skeleton, locale: id).format(number) },
                "\(tag) [\(id)] \(settings) \(number)")

            let code = rng.pick(["EUR", "JPY", "IRR", "USD", "XAG", "XXX"]) ?? "EUR"
            let amount = rng.decimalText(roundingDigits: 2)
            currencies.record(
                library: {
                    try CurrencyFormat(CurrencyFormat.Options(locale: locale, currency: code)).string(from: amount)
                },
                reference: {
                    try ReferenceNumberFormat(skeleton: "currency/\(code) rounding-mode-half-even", locale: id)
                        .format(amount)
                },
                "\(tag) [\(id)] \(code) \(amount)")

            if let (unit, usage) = rng.pick(Self.units) {
                let value = rng.decimalText(roundingDigits: 2)
                units.record(
                    library: {
                        try UnitFormat(UnitFormat.Options(locale: locale, unit: unit, width: .long, usage: usage))
                            .string(from: value)
                    },
                    reference: {
                        try ReferenceNumberFormat(
                            skeleton: "unit/\(unit) unit-width-full-name" + (usage.map { " usage/\($0)" } ?? ""),
                            locale: id
                        ).format(value)
                    },
                    "\(tag) [\(id)] \(value) \(unit) \(usage ?? "")")
            }

            if let pattern = rng.pick(Self.messages) {
                let x = rng.decimalText(roundingDigits: 2)
                let n = Int64(rng.int(0...30))
                messages.record(
                    library: {
                        try MessageFormat(MessageFormat.Options(pattern: pattern, locale: locale)).format([
                            "x": .decimal(x), "n": .integer(n),
                            "d": .date(try Instant(millisecondsSince1970: milliseconds)),
                        ])
                    },
                    reference: {
                        try ReferenceMessageFormat(pattern: pattern, locale: id, timeZone: "UTC").format([
                            ("x", .decimal(x)), ("n", .integer(n)), ("d", .date(Double(milliseconds))),
                        ])
                    },
                    "\(tag) [\(id)] \(pattern) x=\(x) n=\(n) d=\(milliseconds)")
            }

            info.record(
                library: { try LocaleFactsProbe.library(locale) }, reference: { try LocaleFactsProbe.reference(id) },
                "\(tag) [\(id)] locale")
        }
        dates.verify(minimumCases: 2 * tags.count)
        numbers.verify(minimumCases: tags.count)
        currencies.verify(minimumCases: tags.count)
        units.verify(minimumCases: tags.count)
        messages.verify(minimumCases: tags.count)
        info.verify(minimumCases: tags.count)
    }
}
