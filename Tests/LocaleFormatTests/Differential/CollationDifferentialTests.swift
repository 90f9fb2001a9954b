import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// `Collator` against `ucol_strcollUTF8` and `ucol_getSortKey` called
/// directly: random locales (with collation variants), random options (each
/// left to the locale half the time), random strings of letters with and
/// without accents, cases, digits, punctuation, spaces and other scripts.
@Suite struct CollationDifferentialTests {
    static let collators = 300
    static let pairsPerCollator = 12

    static let pieces: [String] = [
        "a", "A", "á", "ä", "Ä", "å", "æ", "b", "c", "č", "ch", "C", "d", "ð", "e", "é", "ë", "i", "ı", "İ", "l", "ll",
        "n", "ñ", "o", "ö", "ø", "Œ", "s", "ß", "ss", "t", "þ", "u", "ü", "z", "ž", "0", "1", "2", "9", "10", "-", " ",
        "'", ".", "_", "中", "文", "日", "本", "한", "가", "ก", "เ", "а", "я", "ё", "α", "ω", "ά", "\u{301}",
        "\u{200B}", "😀", "ǆ", "ǅ",
    ]

    static func randomString(_ rng: inout SeededGenerator) -> String {
        (0..<rng.int(0...6)).compactMap { _ in rng.pick(pieces) }.joined()
    }

    @Test func matchesICU() throws {
        var rng = SeededGenerator(seed: 0xC011)
        var tally = DifferentialTally("compare")
        var keys = DifferentialTally("sortKey")
        var sorts = DifferentialTally("sort")
        let variants = [
            "", "@collation=phonebook", "@collation=search", "@collation=traditional", "@collation=stroke",
            "@colnumeric=yes", "@colcasefirst=upper",
        ]
        let locales = Shim.availableLocales
        for _ in 0..<Self.collators {
            guard let base = rng.pick(locales) else { continue }
            let locale = base + (rng.chance(0.25) ? rng.pick(variants) ?? "" : "")
            let strength = rng.chance(0.5) ? rng.pick(Collator.Strength.allCases) : nil
            let numeric: Bool? = rng.chance(0.5) ? rng.chance(0.5) : nil
            let caseFirst = rng.chance(0.5) ? rng.pick(Collator.CaseFirst.allCases) : nil
            let alternate = rng.chance(0.5) ? rng.pick(Collator.Alternate.allCases) : nil
            let options = CollationOverrides(
                strength: strength, numeric: numeric, caseFirst: caseFirst, alternate: alternate)
            let shimStrength: Int32 =
                strength.map { s in
                    switch s {
                    case .primary: 0
                    case .secondary: 1
                    case .tertiary: 2
                    case .quaternary: 3
                    case .identical: 4
                    }
                } ?? -1
            let shimCaseFirst: Int32 =
                caseFirst.map { c in
                    switch c {
                    case .off: 0
                    case .lower: 1
                    case .upper: 2
                    }
                } ?? -1
            let shimAlternate: Int32 = alternate.map { $0 == .shifted ? 1 : 0 } ?? -1
            let library = try? Collator(
                Collator.Options(
                    locale: LocaleIdentifier(locale), strength: strength, numeric: numeric, caseFirst: caseFirst,
                    alternate: alternate))
            let reference = try? ReferenceCollator(
                locale: locale, strength: shimStrength, numeric: numeric.map { $0 ? 1 : 0 } ?? -1,
                caseFirst: shimCaseFirst, alternate: shimAlternate)
            let context = "\(locale) \(options)"
            var strings: [String] = []
            for _ in 0..<Self.pairsPerCollator {
                let a = Self.randomString(&rng)
                let b = rng.chance(0.2) ? a.uppercased() : Self.randomString(&rng)
                strings += [a, b]
                tally.record(
                    library: {
                        guard let library else { throw ShimFailure(status: -1) }
                        return String(library.compare(a, b).rawValue)
                    },
                    reference: {
                        guard let reference else { throw ShimFailure(status: -1) }
                        return String(reference.compare(a, b))
                    },
                    "\(context) \(a.debugDescription) vs \(b.debugDescription)")
                keys.record(
                    library: {
                        guard let library else { throw ShimFailure(status: -1) }
                        return Collator.hex(try library.sortKey(for: a))
                    },
                    reference: {
                        guard let reference else { throw ShimFailure(status: -1) }
                        return Collator.hex(try reference.sortKey(a))
                    },
                    "\(context) key of \(a.debugDescription)")
            }
            // A stable sort by the reference's comparison (insertion sort).
            sorts.record(
                library: {
                    guard let library else { throw ShimFailure(status: -1) }
                    return try library.sorted(strings).joined(separator: "|")
                },
                reference: {
                    guard let reference else { throw ShimFailure(status: -1) }
                    var sorted: [String] = []
                    for s in strings {
                        let at = sorted.lastIndex { reference.compare($0, s) <= 0 }.map { $0 + 1 } ?? 0
                        sorted.insert(s, at: at)
                    }
                    return sorted.joined(separator: "|")
                },
                "\(context) sort of \(strings)")
        }
        tally.verify(minimumCases: 3600)
        keys.verify(minimumCases: 3600)
        sorts.verify(minimumCases: 300)
    }
}
