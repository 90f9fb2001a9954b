import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// Locales built from ICU's own lists (ISO 639 languages with and without
/// data, invented ones, `und`; ISO 15924 scripts; ISO 3166 regions, `419`,
/// `001`, unknown ones; with and without `-u-` keywords and private use)
/// through the library, which opens ICU with a bounded id
/// (`cicu_uloc_open_id`), against the bare ICU calls on the requested id
/// itself: dates (calendar, hour cycle, zone names, day periods), unit usage,
/// collation, case mapping and the `locale` op's facts.
@Suite struct LocaleFallbackDifferentialTests {
    static let locales = 360

    static let keywords = [
        "ca-buddhist", "ca-japanese", "ca-persian", "ca-islamic-umalqura", "ca-gregory", "nu-arab", "nu-deva",
        "nu-latn", "hc-h23", "hc-h12", "hc-h11", "co-phonebk", "co-pinyin", "co-stroke", "co-trad", "ks-level1",
        "kn", "kf-upper", "rg-gbzzzz", "rg-uszzzz", "rg-sazzzz", "fw-mon", "ms-ussystem", "ms-metric", "cu-jpy",
        "sd-gbsct",
    ]

    static let dateLayouts: [(DateFormat.Layout, zone: String)] = [
        (.styles(date: .short, time: .short), "UTC"),
        (.styles(date: .full, time: .long), "America/Sao_Paulo"),
        (.skeleton("yMMMEdjmm"), "Asia/Kolkata"),
        (.skeleton("yMMMMdBh"), "Europe/Paris"),
        (.skeleton("GyQQQQwEEEEvvvv"), "Australia/Sydney"),
        (.pattern("VVVV zzzz OOOO e c"), "Africa/Cairo"),
    ]

    static let units: [(unit: String, usage: String, value: String)] = [
        ("kilometer", "road", "100"), ("meter", "person-height", "1.8"), ("celsius", "weather", "21.5"),
        ("liter", "fluid", "2"), ("kilogram", "person", "70"), ("liter-per-100-kilometer", "vehicle-fuel", "7"),
    ]

    static let collated = ["a", "ä", "ch", "가", "北京", "上海", "ı", "Ö", "ё", "ñ", "あ", "ا", "ก", "ǆ", "ł", "1"]
    static let cased = "ijssel istanbul Íì ΆΝΩ άδικος DİYARBAKIR ǆemal և hello-world's"

    /// A BCP 47 tag from ICU's lists, or nil when the draw gives only `und`.
    static func randomTag(_ rng: inout SeededGenerator, withData: [String], withoutData: [String]) -> String {
        var parts: [String] = []
        switch rng.int(0...19) {
        case 0...8: parts.append(rng.pick(withData) ?? "de")
        case 9...15: parts.append(rng.pick(withoutData) ?? "iu")
        case 16...17:
            // Invented: well-formed, not an ISO 639 code ICU lists.
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            parts.append(String((0..<rng.int(2...3)).compactMap { _ in rng.pick(letters) }))
        default: parts.append("und")
        }
        if rng.chance(0.5) { parts.append(rng.chance(0.2) ? "Latn" : rng.pick(Shim.scriptCodes) ?? "Cyrl") }
        if rng.chance(0.65) {
            parts.append(
                rng.chance(0.9)
                    ? rng.pick(Shim.isoCountries) ?? "US" : rng.pick(["419", "001", "150", "AA", "QM"]) ?? "ZZ")
        }
        if rng.chance(0.35) {
            var keys = Set<String>()
            var extensions: [String] = []
            for _ in 0..<rng.int(1...2) {
                guard let keyword = rng.pick(keywords), keys.insert(String(keyword.prefix(2))).inserted else {
                    continue
                }
                extensions.append(keyword)
            }
            parts.append("u-" + extensions.joined(separator: "-"))
        }
        if rng.chance(0.1) { parts.append("x-priv\(rng.int(0...9))") }
        return parts.joined(separator: "-")
    }

    @Test func matchesICUOnTheRequestedID() throws {
        var rng = SeededGenerator(seed: 0x16_FA11)
        let dataLanguages = Set(Shim.availableLocales.map { String($0.prefix { $0 != "_" }) })
        let withData = Shim.isoLanguages.filter { dataLanguages.contains($0) }
        let withoutData = Shim.isoLanguages.filter { !dataLanguages.contains($0) }
        try #require(withData.count > 150 && withoutData.count > 250 && Shim.scriptCodes.count > 150)
        try #require(Shim.isoCountries.count > 240)

        var tallies = Tallies()
        for _ in 0..<Self.locales {
            tallies.compare(Self.randomTag(&rng, withData: withData, withoutData: withoutData), &rng)
        }
        tallies.verify(locales: Self.locales, scale: 1)
    }

    /// The keywords whose reading differs between ICU majors: a subdivision
    /// (`sd`, which ICU 76 reads for the region when the name has none), the
    /// region override (`rg`) and private use (`x`, after which ICU 76 finds
    /// no likely subtags for the root locale), alone and together, on `und`,
    /// languages with and without data, with and without a region.
    @Test func keywordsReadAsTheRunningICUReadsThem() throws {
        var rng = SeededGenerator(seed: 0x5D_76)
        let subdivisions = [
            "gbsct", "gbeng", "gbwls", "gbnir", "usca", "ustx", "caqc", "dehe", "esct", "inmh", "jp13", "auvic",
            "brsp", "mxcmx", "fridf", "sasa", "zzzz", "gb", "usxx1",
        ]
        let languages = ["und", "en", "de", "fr", "es", "ar", "ja", "pt", "iu", "xx", "qaa"]
        let regions = ["", "", "", "US", "GB", "DE", "SA", "IR", "AA", "419"]
        let overrides = ["gbzzzz", "uszzzz", "sazzzz", "dezzzz", "zzzzzz", "gbsct"]
        let locales = 120
        var tallies = Tallies()
        for _ in 0..<locales {
            var parts = [rng.pick(languages) ?? "und"]
            if rng.chance(0.2) { parts.append(rng.pick(["Latn", "Arab", "Cyrl"]) ?? "Latn") }
            if let region = rng.pick(regions), !region.isEmpty { parts.append(region) }
            var keywords: [String] = []
            if rng.chance(0.7) { keywords.append("sd-" + (rng.pick(subdivisions) ?? "gbsct")) }
            if rng.chance(0.3) { keywords.append("rg-" + (rng.pick(overrides) ?? "gbzzzz")) }
            if rng.chance(0.2) { keywords.append(rng.pick(["hc-h23", "ms-ussystem", "fw-sun", "ca-japanese"]) ?? "") }
            if !keywords.isEmpty { parts.append("u-" + keywords.sorted().joined(separator: "-")) }
            if rng.chance(0.4) { parts.append("x-priv\(rng.int(0...9))") }
            tallies.compare(parts.joined(separator: "-"), &rng)
        }
        tallies.verify(locales: locales, scale: Double(locales) / Double(Self.locales))
    }

    /// The cases of one run, a tally per service.
    struct Tallies {
        var dates = DifferentialTally("date"), units = DifferentialTally("unit usage")
        var collation = DifferentialTally("collation"), casing = DifferentialTally("case")
        var info = DifferentialTally("locale op")
        var refused = 0

        /// Compares the library with the bare ICU calls on `tag`, for two
        /// date layouts, two unit usages, sort keys, case maps and the facts.
        mutating func compare(_ tag: String, _ rng: inout SeededGenerator) {
            guard let locale = try? LocaleIdentifier(tag) else {
                refused += 1
                return
            }
            let id = locale.icuID  // the requested id, as ICU spells it

            for _ in 0..<2 {
                guard let (layout, zone) = rng.pick(LocaleFallbackDifferentialTests.dateLayouts) else { continue }
                let library = Result {
                    try DateFormat(
                        DateFormat.Options(locale: locale, layout: layout, timeZone: TimeZoneIdentifier(zone)))
                }
                let reference = Result { () throws -> ReferenceDateFormat in
                    switch layout {
                    case .styles(let date, let time):
                        try ReferenceDateFormat(
                            locale: id, timeZone: zone, dateStyle: DateDifferentialTests.icuStyle(date),
                            timeStyle: DateDifferentialTests.icuStyle(time), pattern: nil)
                    case .skeleton(let skeleton):
                        try ReferenceDateFormat(
                            locale: id, timeZone: zone, dateStyle: -1, timeStyle: -1,
                            pattern: ReferenceDateFormat.bestPattern(locale: id, skeleton: skeleton))
                    case .pattern(let pattern):
                        try ReferenceDateFormat(
                            locale: id, timeZone: zone, dateStyle: -1, timeStyle: -1, pattern: pattern)
                    }
                }
                let milliseconds = DateDifferentialTests.randomInstant(&rng)
                dates.record(
                    library: { try library.get().string(from: Instant(millisecondsSince1970: milliseconds)) },
                    reference: { try reference.get().format(Double(milliseconds)) },
                    "\(tag) [\(id)] \(layout) \(zone) at \(milliseconds) ms")
            }

            for _ in 0..<2 {
                guard let (unit, usage, value) = rng.pick(LocaleFallbackDifferentialTests.units) else { continue }
                units.record(
                    library: {
                        try UnitFormat(UnitFormat.Options(locale: locale, unit: unit, width: .long, usage: usage))
                            .string(from: value)
                    },
                    reference: {
                        try ReferenceNumberFormat(
                            skeleton: "unit/\(unit) unit-width-full-name usage/\(usage)", locale: id
                        ).format(value)
                    },
                    "\(tag) [\(id)] \(value) \(unit) for \(usage)")
            }

            let library = Result { try Collator(Collator.Options(locale: locale)) }
            let reference = Result {
                try ReferenceCollator(locale: id, strength: -1, numeric: -1, caseFirst: -1, alternate: -1)
            }
            collation.record(
                library: {
                    try LocaleFallbackDifferentialTests.collated.map { try library.get().sortKeyHex(for: $0) }.joined(
                        separator: " ")
                },
                reference: {
                    try LocaleFallbackDifferentialTests.collated.map {
                        try reference.get().sortKey($0).map { hex($0) }.joined()
                    }
                    .joined(separator: " ")
                },
                "\(tag) [\(id)] sort keys")

            casing.record(
                library: {
                    let mapper = try CaseMapper(CaseMapper.Options(locale: locale))
                    return try [
                        mapper.uppercased(LocaleFallbackDifferentialTests.cased),
                        mapper.lowercased(LocaleFallbackDifferentialTests.cased),
                        mapper.titlecased(LocaleFallbackDifferentialTests.cased),
                    ]
                    .joined(separator: "|")
                },
                reference: {
                    // ICU reads the language up to the first `@`: the base name.
                    let map = try ReferenceCaseMap(locale: Shim.baseName(id))
                    return try [
                        map.upper(LocaleFallbackDifferentialTests.cased),
                        map.lower(LocaleFallbackDifferentialTests.cased),
                        map.title(LocaleFallbackDifferentialTests.cased),
                    ].joined(
                        separator: "|")
                },
                "\(tag) [\(id)] case")

            info.record(
                library: { try LocaleFactsProbe.library(locale) }, reference: { try LocaleFactsProbe.reference(id) },
                "\(tag) [\(id)] locale")
        }

        /// Fails on any difference; `scale` shrinks the minimum case counts
        /// of a run with fewer locales.
        func verify(locales: Int, scale: Double) {
            #expect(refused * 10 < locales, "\(refused) tags refused")
            let minimum = { (cases: Int) in Int(Double(cases) * scale) }
            dates.verify(minimumCases: minimum(600))
            units.verify(minimumCases: minimum(600))
            collation.verify(minimumCases: minimum(300))
            casing.verify(minimumCases: minimum(300))
            info.verify(minimumCases: minimum(300))
        }
    }
}

private func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
}
