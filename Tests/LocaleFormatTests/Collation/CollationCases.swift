// Generated from PyICU 72.1 (ICU 72.1), independently of LocaleFormat:
// icu.Collator.createInstance(icu.Locale.forLanguageTag(tag)), setAttribute for each
// option, Python's stable sorted(key=getSortKey) and compare() of neighbours.
// Do not edit by hand; regenerate and re-verify instead.

@testable import LocaleFormat

struct CollationCase: Sendable, CustomStringConvertible {
    var locale: String
    var options: CollationOverrides
    var input: [String]
    /// The input sorted stably.
    var sorted: [String]
    /// compare(input[i], input[i + 1]) as -1, 0, 1.
    var neighbours: [Int]
    var description: String { "\(locale) \(options)" }
}

/// The settings of a case: ``Collator/Options`` without its locale, which
/// the case names as a string.
struct CollationOverrides: Sendable, Hashable {
    var strength: Collator.Strength? = nil
    var numeric: Bool? = nil
    var caseFirst: Collator.CaseFirst? = nil
    var alternate: Collator.Alternate? = nil

    /// The shared collator of `locale` with these settings.
    func collator(locale: String) throws -> Collator {
        try Formatters.shared.collator(
            locale: locale, strength: strength, numeric: numeric, caseFirst: caseFirst, alternate: alternate)
    }
}

let collationCases: [CollationCase] = [
    CollationCase(
        locale: "sv", options: .init(),
        input: ["z", "ä", "a", "å", "ö", "o", "Ärlig", "arg", "zebra", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "a", "A", "a c", "a-c", "a10", "a2", "ab", "arg", "o", "z", "zebra", "å", "ä", "Ärlig", "ö"],
        neighbours: [-1, 1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "sv", options: .init(strength: .primary),
        input: ["z", "ä", "a", "å", "ö", "o", "Ärlig", "arg", "zebra", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a", "a c", "a-c", "a10", "a2", "ab", "arg", "o", "z", "zebra", "å", "ä", "Ärlig", "ö"],
        neighbours: [-1, 1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "sv", options: .init(strength: .secondary),
        input: ["z", "ä", "a", "å", "ö", "o", "Ärlig", "arg", "zebra", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a", "a c", "a-c", "a10", "a2", "ab", "arg", "o", "z", "zebra", "å", "ä", "Ärlig", "ö"],
        neighbours: [-1, 1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "sv", options: .init(strength: .tertiary),
        input: ["z", "ä", "a", "å", "ö", "o", "Ärlig", "arg", "zebra", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "a", "A", "a c", "a-c", "a10", "a2", "ab", "arg", "o", "z", "zebra", "å", "ä", "Ärlig", "ö"],
        neighbours: [-1, 1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "sv", options: .init(strength: .identical),
        input: ["z", "ä", "a", "å", "ö", "o", "Ärlig", "arg", "zebra", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "a", "A", "a c", "a-c", "a10", "a2", "ab", "arg", "o", "z", "zebra", "å", "ä", "Ärlig", "ö"],
        neighbours: [-1, 1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "sv", options: .init(strength: .quaternary, alternate: .shifted),
        input: ["z", "ä", "a", "å", "ö", "o", "Ärlig", "arg", "zebra", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "a", "A", "a10", "a2", "ab", "a c", "a-c", "arg", "o", "z", "zebra", "å", "ä", "Ärlig", "ö"],
        neighbours: [-1, 1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "sv", options: .init(numeric: true),
        input: ["z", "ä", "a", "å", "ö", "o", "Ärlig", "arg", "zebra", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "a", "A", "a c", "a-c", "a2", "a10", "ab", "arg", "o", "z", "zebra", "å", "ä", "Ärlig", "ö"],
        neighbours: [-1, 1, -1, -1, 1, -1, 1, -1, 1, -1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "sv", options: .init(numeric: false),
        input: ["z", "ä", "a", "å", "ö", "o", "Ärlig", "arg", "zebra", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "a", "A", "a c", "a-c", "a10", "a2", "ab", "arg", "o", "z", "zebra", "å", "ä", "Ärlig", "ö"],
        neighbours: [-1, 1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "sv", options: .init(caseFirst: .upper),
        input: ["z", "ä", "a", "å", "ö", "o", "Ärlig", "arg", "zebra", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a", "a c", "a-c", "a10", "a2", "ab", "arg", "o", "z", "zebra", "å", "ä", "Ärlig", "ö"],
        neighbours: [-1, 1, -1, -1, 1, -1, 1, -1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "sv", options: .init(caseFirst: .lower),
        input: ["z", "ä", "a", "å", "ö", "o", "Ärlig", "arg", "zebra", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "a", "A", "a c", "a-c", "a10", "a2", "ab", "arg", "o", "z", "zebra", "å", "ä", "Ärlig", "ö"],
        neighbours: [-1, 1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "sv", options: .init(caseFirst: .off),
        input: ["z", "ä", "a", "å", "ö", "o", "Ärlig", "arg", "zebra", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "a", "A", "a c", "a-c", "a10", "a2", "ab", "arg", "o", "z", "zebra", "å", "ä", "Ärlig", "ö"],
        neighbours: [-1, 1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "sv", options: .init(alternate: .shifted),
        input: ["z", "ä", "a", "å", "ö", "o", "Ärlig", "arg", "zebra", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "a", "A", "a10", "a2", "ab", "a-c", "a c", "arg", "o", "z", "zebra", "å", "ä", "Ärlig", "ö"],
        neighbours: [-1, 1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "sv", options: .init(alternate: .nonIgnorable),
        input: ["z", "ä", "a", "å", "ö", "o", "Ärlig", "arg", "zebra", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "a", "A", "a c", "a-c", "a10", "a2", "ab", "arg", "o", "z", "zebra", "å", "ä", "Ärlig", "ö"],
        neighbours: [-1, 1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "sv", options: .init(strength: .primary, numeric: true, caseFirst: .upper, alternate: .shifted),
        input: ["z", "ä", "a", "å", "ö", "o", "Ärlig", "arg", "zebra", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a", "a2", "a10", "ab", "a-c", "a c", "arg", "o", "z", "zebra", "å", "ä", "Ärlig", "ö"],
        neighbours: [-1, 1, -1, -1, 1, -1, 1, -1, 1, -1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "de", options: .init(),
        input: [
            "Äpfel", "Apfel", "apfel", "Zebra", "Ähre", "Affe", "ähnlich", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "Affe", "ähnlich", "Ähre", "apfel", "Apfel", "Äpfel", "Zebra",
        ],
        neighbours: [1, 1, -1, 1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de", options: .init(strength: .primary),
        input: [
            "Äpfel", "Apfel", "apfel", "Zebra", "Ähre", "Affe", "ähnlich", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "Affe", "ähnlich", "Ähre", "Äpfel", "Apfel", "apfel", "Zebra",
        ],
        neighbours: [0, 0, -1, 1, 1, -1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "de", options: .init(strength: .secondary),
        input: [
            "Äpfel", "Apfel", "apfel", "Zebra", "Ähre", "Affe", "ähnlich", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "Affe", "ähnlich", "Ähre", "Apfel", "apfel", "Äpfel", "Zebra",
        ],
        neighbours: [1, 0, -1, 1, 1, -1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "de", options: .init(strength: .tertiary),
        input: [
            "Äpfel", "Apfel", "apfel", "Zebra", "Ähre", "Affe", "ähnlich", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "Affe", "ähnlich", "Ähre", "apfel", "Apfel", "Äpfel", "Zebra",
        ],
        neighbours: [1, 1, -1, 1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de", options: .init(strength: .identical),
        input: [
            "Äpfel", "Apfel", "apfel", "Zebra", "Ähre", "Affe", "ähnlich", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "Affe", "ähnlich", "Ähre", "apfel", "Apfel", "Äpfel", "Zebra",
        ],
        neighbours: [1, 1, -1, 1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de", options: .init(strength: .quaternary, alternate: .shifted),
        input: [
            "Äpfel", "Apfel", "apfel", "Zebra", "Ähre", "Affe", "ähnlich", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a10", "a2", "ab", "a c", "a-c", "Affe", "ähnlich", "Ähre", "apfel", "Apfel", "Äpfel", "Zebra",
        ],
        neighbours: [1, 1, -1, 1, 1, -1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "de", options: .init(numeric: true),
        input: [
            "Äpfel", "Apfel", "apfel", "Zebra", "Ähre", "Affe", "ähnlich", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a2", "a10", "ab", "Affe", "ähnlich", "Ähre", "apfel", "Apfel", "Äpfel", "Zebra",
        ],
        neighbours: [1, 1, -1, 1, 1, -1, 1, -1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de", options: .init(numeric: false),
        input: [
            "Äpfel", "Apfel", "apfel", "Zebra", "Ähre", "Affe", "ähnlich", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "Affe", "ähnlich", "Ähre", "apfel", "Apfel", "Äpfel", "Zebra",
        ],
        neighbours: [1, 1, -1, 1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de", options: .init(caseFirst: .upper),
        input: [
            "Äpfel", "Apfel", "apfel", "Zebra", "Ähre", "Affe", "ähnlich", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "Affe", "ähnlich", "Ähre", "Apfel", "apfel", "Äpfel", "Zebra",
        ],
        neighbours: [1, -1, -1, 1, 1, -1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "de", options: .init(caseFirst: .lower),
        input: [
            "Äpfel", "Apfel", "apfel", "Zebra", "Ähre", "Affe", "ähnlich", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "Affe", "ähnlich", "Ähre", "apfel", "Apfel", "Äpfel", "Zebra",
        ],
        neighbours: [1, 1, -1, 1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de", options: .init(caseFirst: .off),
        input: [
            "Äpfel", "Apfel", "apfel", "Zebra", "Ähre", "Affe", "ähnlich", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "Affe", "ähnlich", "Ähre", "apfel", "Apfel", "Äpfel", "Zebra",
        ],
        neighbours: [1, 1, -1, 1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de", options: .init(alternate: .shifted),
        input: [
            "Äpfel", "Apfel", "apfel", "Zebra", "Ähre", "Affe", "ähnlich", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a10", "a2", "ab", "a-c", "a c", "Affe", "ähnlich", "Ähre", "apfel", "Apfel", "Äpfel", "Zebra",
        ],
        neighbours: [1, 1, -1, 1, 1, -1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "de", options: .init(alternate: .nonIgnorable),
        input: [
            "Äpfel", "Apfel", "apfel", "Zebra", "Ähre", "Affe", "ähnlich", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "Affe", "ähnlich", "Ähre", "apfel", "Apfel", "Äpfel", "Zebra",
        ],
        neighbours: [1, 1, -1, 1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de", options: .init(strength: .primary, numeric: true, caseFirst: .upper, alternate: .shifted),
        input: [
            "Äpfel", "Apfel", "apfel", "Zebra", "Ähre", "Affe", "ähnlich", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a2", "a10", "ab", "a-c", "a c", "Affe", "ähnlich", "Ähre", "Äpfel", "Apfel", "apfel", "Zebra",
        ],
        neighbours: [0, 0, -1, 1, 1, -1, 1, -1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "de-u-co-phonebk", options: .init(),
        input: ["Göbel", "Goethe", "Goldmann", "Göthe", "Götz", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "Göbel", "Goethe", "Göthe", "Götz", "Goldmann"],
        neighbours: [-1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de-u-co-phonebk", options: .init(strength: .primary),
        input: ["Göbel", "Goethe", "Goldmann", "Göthe", "Götz", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "Göbel", "Goethe", "Göthe", "Götz", "Goldmann"],
        neighbours: [-1, -1, 1, -1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "de-u-co-phonebk", options: .init(strength: .secondary),
        input: ["Göbel", "Goethe", "Goldmann", "Göthe", "Götz", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "Göbel", "Goethe", "Göthe", "Götz", "Goldmann"],
        neighbours: [-1, -1, 1, -1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "de-u-co-phonebk", options: .init(strength: .tertiary),
        input: ["Göbel", "Goethe", "Goldmann", "Göthe", "Götz", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "Göbel", "Goethe", "Göthe", "Götz", "Goldmann"],
        neighbours: [-1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de-u-co-phonebk", options: .init(strength: .identical),
        input: ["Göbel", "Goethe", "Goldmann", "Göthe", "Götz", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "Göbel", "Goethe", "Göthe", "Götz", "Goldmann"],
        neighbours: [-1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de-u-co-phonebk", options: .init(strength: .quaternary, alternate: .shifted),
        input: ["Göbel", "Goethe", "Goldmann", "Göthe", "Götz", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a10", "a2", "ab", "a c", "a-c", "Göbel", "Goethe", "Göthe", "Götz", "Goldmann"],
        neighbours: [-1, -1, 1, -1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "de-u-co-phonebk", options: .init(numeric: true),
        input: ["Göbel", "Goethe", "Goldmann", "Göthe", "Götz", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a2", "a10", "ab", "Göbel", "Goethe", "Göthe", "Götz", "Goldmann"],
        neighbours: [-1, -1, 1, -1, 1, -1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de-u-co-phonebk", options: .init(numeric: false),
        input: ["Göbel", "Goethe", "Goldmann", "Göthe", "Götz", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "Göbel", "Goethe", "Göthe", "Götz", "Goldmann"],
        neighbours: [-1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de-u-co-phonebk", options: .init(caseFirst: .upper),
        input: ["Göbel", "Goethe", "Goldmann", "Göthe", "Götz", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "Göbel", "Goethe", "Göthe", "Götz", "Goldmann"],
        neighbours: [-1, -1, 1, -1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "de-u-co-phonebk", options: .init(caseFirst: .lower),
        input: ["Göbel", "Goethe", "Goldmann", "Göthe", "Götz", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "Göbel", "Goethe", "Göthe", "Götz", "Goldmann"],
        neighbours: [-1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de-u-co-phonebk", options: .init(caseFirst: .off),
        input: ["Göbel", "Goethe", "Goldmann", "Göthe", "Götz", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "Göbel", "Goethe", "Göthe", "Götz", "Goldmann"],
        neighbours: [-1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de-u-co-phonebk", options: .init(alternate: .shifted),
        input: ["Göbel", "Goethe", "Goldmann", "Göthe", "Götz", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a10", "a2", "ab", "a-c", "a c", "Göbel", "Goethe", "Göthe", "Götz", "Goldmann"],
        neighbours: [-1, -1, 1, -1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "de-u-co-phonebk", options: .init(alternate: .nonIgnorable),
        input: ["Göbel", "Goethe", "Goldmann", "Göthe", "Götz", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "Göbel", "Goethe", "Göthe", "Götz", "Goldmann"],
        neighbours: [-1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "de-u-co-phonebk",
        options: .init(strength: .primary, numeric: true, caseFirst: .upper, alternate: .shifted),
        input: ["Göbel", "Goethe", "Goldmann", "Göthe", "Götz", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a2", "a10", "ab", "a-c", "a c", "Göbel", "Goethe", "Göthe", "Götz", "Goldmann"],
        neighbours: [-1, -1, 1, -1, 1, -1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "lt", options: .init(),
        input: ["y", "i", "j", "yla", "ir", "k", "įlanka", "Ilgas", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "i", "y", "yla", "įlanka", "Ilgas", "ir", "j", "k"],
        neighbours: [1, -1, 1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "lt", options: .init(strength: .primary),
        input: ["y", "i", "j", "yla", "ir", "k", "įlanka", "Ilgas", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "y", "i", "yla", "įlanka", "Ilgas", "ir", "j", "k"],
        neighbours: [0, -1, 1, -1, -1, 1, -1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "lt", options: .init(strength: .secondary),
        input: ["y", "i", "j", "yla", "ir", "k", "įlanka", "Ilgas", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "i", "y", "yla", "įlanka", "Ilgas", "ir", "j", "k"],
        neighbours: [1, -1, 1, -1, -1, 1, -1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "lt", options: .init(strength: .tertiary),
        input: ["y", "i", "j", "yla", "ir", "k", "įlanka", "Ilgas", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "i", "y", "yla", "įlanka", "Ilgas", "ir", "j", "k"],
        neighbours: [1, -1, 1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "lt", options: .init(strength: .identical),
        input: ["y", "i", "j", "yla", "ir", "k", "įlanka", "Ilgas", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "i", "y", "yla", "įlanka", "Ilgas", "ir", "j", "k"],
        neighbours: [1, -1, 1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "lt", options: .init(strength: .quaternary, alternate: .shifted),
        input: ["y", "i", "j", "yla", "ir", "k", "įlanka", "Ilgas", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a10", "a2", "ab", "a c", "a-c", "i", "y", "yla", "įlanka", "Ilgas", "ir", "j", "k"],
        neighbours: [1, -1, 1, -1, -1, 1, -1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "lt", options: .init(numeric: true),
        input: ["y", "i", "j", "yla", "ir", "k", "įlanka", "Ilgas", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a2", "a10", "ab", "i", "y", "yla", "įlanka", "Ilgas", "ir", "j", "k"],
        neighbours: [1, -1, 1, -1, -1, 1, -1, 1, -1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "lt", options: .init(numeric: false),
        input: ["y", "i", "j", "yla", "ir", "k", "įlanka", "Ilgas", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "i", "y", "yla", "įlanka", "Ilgas", "ir", "j", "k"],
        neighbours: [1, -1, 1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "lt", options: .init(caseFirst: .upper),
        input: ["y", "i", "j", "yla", "ir", "k", "įlanka", "Ilgas", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "i", "y", "yla", "įlanka", "Ilgas", "ir", "j", "k"],
        neighbours: [1, -1, 1, -1, -1, 1, -1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "lt", options: .init(caseFirst: .lower),
        input: ["y", "i", "j", "yla", "ir", "k", "įlanka", "Ilgas", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "i", "y", "yla", "įlanka", "Ilgas", "ir", "j", "k"],
        neighbours: [1, -1, 1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "lt", options: .init(caseFirst: .off),
        input: ["y", "i", "j", "yla", "ir", "k", "įlanka", "Ilgas", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "i", "y", "yla", "įlanka", "Ilgas", "ir", "j", "k"],
        neighbours: [1, -1, 1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "lt", options: .init(alternate: .shifted),
        input: ["y", "i", "j", "yla", "ir", "k", "įlanka", "Ilgas", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a10", "a2", "ab", "a-c", "a c", "i", "y", "yla", "įlanka", "Ilgas", "ir", "j", "k"],
        neighbours: [1, -1, 1, -1, -1, 1, -1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "lt", options: .init(alternate: .nonIgnorable),
        input: ["y", "i", "j", "yla", "ir", "k", "įlanka", "Ilgas", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "i", "y", "yla", "įlanka", "Ilgas", "ir", "j", "k"],
        neighbours: [1, -1, 1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "lt", options: .init(strength: .primary, numeric: true, caseFirst: .upper, alternate: .shifted),
        input: ["y", "i", "j", "yla", "ir", "k", "įlanka", "Ilgas", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a2", "a10", "ab", "a-c", "a c", "y", "i", "yla", "įlanka", "Ilgas", "ir", "j", "k"],
        neighbours: [0, -1, 1, -1, -1, 1, -1, 1, -1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "es", options: .init(),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "chico", "cuna", "dedo", "llama", "luz", "nube", "ñu", "Oso",
        ],
        neighbours: [-1, -1, -1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es", options: .init(strength: .primary),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "chico", "cuna", "dedo", "llama", "luz", "nube", "ñu", "Oso",
        ],
        neighbours: [-1, -1, -1, -1, -1, 1, -1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "es", options: .init(strength: .secondary),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "chico", "cuna", "dedo", "llama", "luz", "nube", "ñu", "Oso",
        ],
        neighbours: [-1, -1, -1, -1, -1, 1, -1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "es", options: .init(strength: .tertiary),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "chico", "cuna", "dedo", "llama", "luz", "nube", "ñu", "Oso",
        ],
        neighbours: [-1, -1, -1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es", options: .init(strength: .identical),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "chico", "cuna", "dedo", "llama", "luz", "nube", "ñu", "Oso",
        ],
        neighbours: [-1, -1, -1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es", options: .init(strength: .quaternary, alternate: .shifted),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a10", "a2", "ab", "a c", "a-c", "chico", "cuna", "dedo", "llama", "luz", "nube", "ñu", "Oso",
        ],
        neighbours: [-1, -1, -1, -1, -1, 1, -1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "es", options: .init(numeric: true),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a2", "a10", "ab", "chico", "cuna", "dedo", "llama", "luz", "nube", "ñu", "Oso",
        ],
        neighbours: [-1, -1, -1, -1, -1, 1, -1, 1, -1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es", options: .init(numeric: false),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "chico", "cuna", "dedo", "llama", "luz", "nube", "ñu", "Oso",
        ],
        neighbours: [-1, -1, -1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es", options: .init(caseFirst: .upper),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "chico", "cuna", "dedo", "llama", "luz", "nube", "ñu", "Oso",
        ],
        neighbours: [-1, -1, -1, -1, -1, 1, -1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "es", options: .init(caseFirst: .lower),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "chico", "cuna", "dedo", "llama", "luz", "nube", "ñu", "Oso",
        ],
        neighbours: [-1, -1, -1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es", options: .init(caseFirst: .off),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "chico", "cuna", "dedo", "llama", "luz", "nube", "ñu", "Oso",
        ],
        neighbours: [-1, -1, -1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es", options: .init(alternate: .shifted),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a10", "a2", "ab", "a-c", "a c", "chico", "cuna", "dedo", "llama", "luz", "nube", "ñu", "Oso",
        ],
        neighbours: [-1, -1, -1, -1, -1, 1, -1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "es", options: .init(alternate: .nonIgnorable),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "chico", "cuna", "dedo", "llama", "luz", "nube", "ñu", "Oso",
        ],
        neighbours: [-1, -1, -1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es", options: .init(strength: .primary, numeric: true, caseFirst: .upper, alternate: .shifted),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a2", "a10", "ab", "a-c", "a c", "chico", "cuna", "dedo", "llama", "luz", "nube", "ñu", "Oso",
        ],
        neighbours: [-1, -1, -1, -1, -1, 1, -1, 1, -1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "es-u-co-trad", options: .init(),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cuna", "chico", "dedo", "luz", "llama", "nube", "ñu", "Oso",
        ],
        neighbours: [1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es-u-co-trad", options: .init(strength: .primary),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "cuna", "chico", "dedo", "luz", "llama", "nube", "ñu", "Oso",
        ],
        neighbours: [1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "es-u-co-trad", options: .init(strength: .secondary),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "cuna", "chico", "dedo", "luz", "llama", "nube", "ñu", "Oso",
        ],
        neighbours: [1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "es-u-co-trad", options: .init(strength: .tertiary),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cuna", "chico", "dedo", "luz", "llama", "nube", "ñu", "Oso",
        ],
        neighbours: [1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es-u-co-trad", options: .init(strength: .identical),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cuna", "chico", "dedo", "luz", "llama", "nube", "ñu", "Oso",
        ],
        neighbours: [1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es-u-co-trad", options: .init(strength: .quaternary, alternate: .shifted),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a10", "a2", "ab", "a c", "a-c", "cuna", "chico", "dedo", "luz", "llama", "nube", "ñu", "Oso",
        ],
        neighbours: [1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "es-u-co-trad", options: .init(numeric: true),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a2", "a10", "ab", "cuna", "chico", "dedo", "luz", "llama", "nube", "ñu", "Oso",
        ],
        neighbours: [1, -1, -1, 1, -1, 1, -1, 1, -1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es-u-co-trad", options: .init(numeric: false),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cuna", "chico", "dedo", "luz", "llama", "nube", "ñu", "Oso",
        ],
        neighbours: [1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es-u-co-trad", options: .init(caseFirst: .upper),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "cuna", "chico", "dedo", "luz", "llama", "nube", "ñu", "Oso",
        ],
        neighbours: [1, -1, -1, 1, -1, 1, -1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "es-u-co-trad", options: .init(caseFirst: .lower),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cuna", "chico", "dedo", "luz", "llama", "nube", "ñu", "Oso",
        ],
        neighbours: [1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es-u-co-trad", options: .init(caseFirst: .off),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cuna", "chico", "dedo", "luz", "llama", "nube", "ñu", "Oso",
        ],
        neighbours: [1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es-u-co-trad", options: .init(alternate: .shifted),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a10", "a2", "ab", "a-c", "a c", "cuna", "chico", "dedo", "luz", "llama", "nube", "ñu", "Oso",
        ],
        neighbours: [1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "es-u-co-trad", options: .init(alternate: .nonIgnorable),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cuna", "chico", "dedo", "luz", "llama", "nube", "ñu", "Oso",
        ],
        neighbours: [1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "es-u-co-trad",
        options: .init(strength: .primary, numeric: true, caseFirst: .upper, alternate: .shifted),
        input: [
            "chico", "cuna", "dedo", "llama", "luz", "ñu", "nube", "Oso", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a2", "a10", "ab", "a-c", "a c", "cuna", "chico", "dedo", "luz", "llama", "nube", "ñu", "Oso",
        ],
        neighbours: [1, -1, -1, 1, -1, 1, -1, 1, -1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "da", options: .init(),
        input: ["aa", "Aa", "AA", "z", "æ", "ø", "å", "Zebra", "abe", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "abe", "z", "Zebra", "æ", "ø", "AA", "Aa", "å", "aa"],
        neighbours: [1, 1, 1, -1, -1, -1, 1, 1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "da", options: .init(strength: .primary),
        input: ["aa", "Aa", "AA", "z", "æ", "ø", "å", "Zebra", "abe", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "abe", "z", "Zebra", "æ", "ø", "aa", "Aa", "AA", "å"],
        neighbours: [0, 0, 1, -1, -1, -1, 1, 1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "da", options: .init(strength: .secondary),
        input: ["aa", "Aa", "AA", "z", "æ", "ø", "å", "Zebra", "abe", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "abe", "z", "Zebra", "æ", "ø", "aa", "Aa", "AA", "å"],
        neighbours: [0, 0, 1, -1, -1, -1, 1, 1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "da", options: .init(strength: .tertiary),
        input: ["aa", "Aa", "AA", "z", "æ", "ø", "å", "Zebra", "abe", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "abe", "z", "Zebra", "æ", "ø", "AA", "Aa", "å", "aa"],
        neighbours: [1, 1, 1, -1, -1, -1, 1, 1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "da", options: .init(strength: .identical),
        input: ["aa", "Aa", "AA", "z", "æ", "ø", "å", "Zebra", "abe", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "abe", "z", "Zebra", "æ", "ø", "AA", "Aa", "å", "aa"],
        neighbours: [1, 1, 1, -1, -1, -1, 1, 1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "da", options: .init(strength: .quaternary, alternate: .shifted),
        input: ["aa", "Aa", "AA", "z", "æ", "ø", "å", "Zebra", "abe", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a10", "a2", "ab", "abe", "a c", "a-c", "z", "Zebra", "æ", "ø", "AA", "Aa", "å", "aa"],
        neighbours: [1, 1, 1, -1, -1, -1, 1, 1, 1, 1, 1, -1, -1, 1, -1]),
    CollationCase(
        locale: "da", options: .init(numeric: true),
        input: ["aa", "Aa", "AA", "z", "æ", "ø", "å", "Zebra", "abe", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a2", "a10", "ab", "abe", "z", "Zebra", "æ", "ø", "AA", "Aa", "å", "aa"],
        neighbours: [1, 1, 1, -1, -1, -1, 1, 1, 1, -1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "da", options: .init(numeric: false),
        input: ["aa", "Aa", "AA", "z", "æ", "ø", "å", "Zebra", "abe", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "abe", "z", "Zebra", "æ", "ø", "AA", "Aa", "å", "aa"],
        neighbours: [1, 1, 1, -1, -1, -1, 1, 1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "da", options: .init(caseFirst: .upper),
        input: ["aa", "Aa", "AA", "z", "æ", "ø", "å", "Zebra", "abe", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "abe", "z", "Zebra", "æ", "ø", "AA", "Aa", "å", "aa"],
        neighbours: [1, 1, 1, -1, -1, -1, 1, 1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "da", options: .init(caseFirst: .lower),
        input: ["aa", "Aa", "AA", "z", "æ", "ø", "å", "Zebra", "abe", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "abe", "z", "Zebra", "æ", "ø", "å", "aa", "Aa", "AA"],
        neighbours: [-1, -1, 1, -1, -1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "da", options: .init(caseFirst: .off),
        input: ["aa", "Aa", "AA", "z", "æ", "ø", "å", "Zebra", "abe", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "abe", "z", "Zebra", "æ", "ø", "å", "aa", "Aa", "AA"],
        neighbours: [-1, -1, 1, -1, -1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "da", options: .init(alternate: .shifted),
        input: ["aa", "Aa", "AA", "z", "æ", "ø", "å", "Zebra", "abe", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a10", "a2", "ab", "abe", "a-c", "a c", "z", "Zebra", "æ", "ø", "AA", "Aa", "å", "aa"],
        neighbours: [1, 1, 1, -1, -1, -1, 1, 1, 1, 1, 1, -1, -1, 1, -1]),
    CollationCase(
        locale: "da", options: .init(alternate: .nonIgnorable),
        input: ["aa", "Aa", "AA", "z", "æ", "ø", "å", "Zebra", "abe", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "abe", "z", "Zebra", "æ", "ø", "AA", "Aa", "å", "aa"],
        neighbours: [1, 1, 1, -1, -1, -1, 1, 1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "da", options: .init(strength: .primary, numeric: true, caseFirst: .upper, alternate: .shifted),
        input: ["aa", "Aa", "AA", "z", "æ", "ø", "å", "Zebra", "abe", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a2", "a10", "ab", "abe", "a-c", "a c", "z", "Zebra", "æ", "ø", "aa", "Aa", "AA", "å"],
        neighbours: [0, 0, 1, -1, -1, -1, 1, 1, 1, -1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "ja", options: .init(),
        input: ["カ", "か", "が", "あ", "ア", "漢字", "ｶ", "かな", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "あ", "ア", "カ", "か", "ｶ", "が", "かな", "漢字"],
        neighbours: [0, -1, 1, 0, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "ja", options: .init(strength: .primary),
        input: ["カ", "か", "が", "あ", "ア", "漢字", "ｶ", "かな", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "あ", "ア", "カ", "か", "が", "ｶ", "かな", "漢字"],
        neighbours: [0, 0, 1, 0, -1, 1, -1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "ja", options: .init(strength: .secondary),
        input: ["カ", "か", "が", "あ", "ア", "漢字", "ｶ", "かな", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "あ", "ア", "カ", "か", "ｶ", "が", "かな", "漢字"],
        neighbours: [0, -1, 1, 0, -1, 1, -1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "ja", options: .init(strength: .tertiary),
        input: ["カ", "か", "が", "あ", "ア", "漢字", "ｶ", "かな", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "あ", "ア", "カ", "か", "ｶ", "が", "かな", "漢字"],
        neighbours: [0, -1, 1, 0, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "ja", options: .init(strength: .identical),
        input: ["カ", "か", "が", "あ", "ア", "漢字", "ｶ", "かな", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "あ", "ア", "か", "カ", "ｶ", "が", "かな", "漢字"],
        neighbours: [1, -1, 1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "ja", options: .init(strength: .quaternary, alternate: .shifted),
        input: ["カ", "か", "が", "あ", "ア", "漢字", "ｶ", "かな", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a10", "a2", "ab", "a c", "a-c", "あ", "ア", "か", "カ", "ｶ", "が", "かな", "漢字"],
        neighbours: [1, -1, 1, -1, -1, 1, -1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "ja", options: .init(numeric: true),
        input: ["カ", "か", "が", "あ", "ア", "漢字", "ｶ", "かな", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a2", "a10", "ab", "あ", "ア", "カ", "か", "ｶ", "が", "かな", "漢字"],
        neighbours: [0, -1, 1, 0, -1, 1, -1, 1, -1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "ja", options: .init(numeric: false),
        input: ["カ", "か", "が", "あ", "ア", "漢字", "ｶ", "かな", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "あ", "ア", "カ", "か", "ｶ", "が", "かな", "漢字"],
        neighbours: [0, -1, 1, 0, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "ja", options: .init(caseFirst: .upper),
        input: ["カ", "か", "が", "あ", "ア", "漢字", "ｶ", "かな", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a c", "a-c", "a10", "a2", "ab", "あ", "ア", "カ", "か", "ｶ", "が", "かな", "漢字"],
        neighbours: [0, -1, 1, 0, -1, 1, -1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "ja", options: .init(caseFirst: .lower),
        input: ["カ", "か", "が", "あ", "ア", "漢字", "ｶ", "かな", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "あ", "ア", "カ", "か", "ｶ", "が", "かな", "漢字"],
        neighbours: [0, -1, 1, 0, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "ja", options: .init(caseFirst: .off),
        input: ["カ", "か", "が", "あ", "ア", "漢字", "ｶ", "かな", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "あ", "ア", "カ", "か", "ｶ", "が", "かな", "漢字"],
        neighbours: [0, -1, 1, 0, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "ja", options: .init(alternate: .shifted),
        input: ["カ", "か", "が", "あ", "ア", "漢字", "ｶ", "かな", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a10", "a2", "ab", "a-c", "a c", "あ", "ア", "カ", "か", "ｶ", "が", "かな", "漢字"],
        neighbours: [0, -1, 1, 0, -1, 1, -1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "ja", options: .init(alternate: .nonIgnorable),
        input: ["カ", "か", "が", "あ", "ア", "漢字", "ｶ", "かな", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["a", "A", "a c", "a-c", "a10", "a2", "ab", "あ", "ア", "カ", "か", "ｶ", "が", "かな", "漢字"],
        neighbours: [0, -1, 1, 0, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "ja", options: .init(strength: .primary, numeric: true, caseFirst: .upper, alternate: .shifted),
        input: ["カ", "か", "が", "あ", "ア", "漢字", "ｶ", "かな", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["A", "a", "a2", "a10", "ab", "a-c", "a c", "あ", "ア", "カ", "か", "が", "ｶ", "かな", "漢字"],
        neighbours: [0, 0, 1, 0, -1, 1, -1, 1, -1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "zh", options: .init(),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["爱", "北京", "二", "国", "人", "上海", "一", "中", "a", "A", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [1, -1, -1, 1, 1, -1, -1, -1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh", options: .init(strength: .primary),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["爱", "北京", "二", "国", "人", "上海", "一", "中", "A", "a", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [1, -1, -1, 1, 1, -1, -1, -1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "zh", options: .init(strength: .secondary),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["爱", "北京", "二", "国", "人", "上海", "一", "中", "A", "a", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [1, -1, -1, 1, 1, -1, -1, -1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "zh", options: .init(strength: .tertiary),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["爱", "北京", "二", "国", "人", "上海", "一", "中", "a", "A", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [1, -1, -1, 1, 1, -1, -1, -1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh", options: .init(strength: .identical),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["爱", "北京", "二", "国", "人", "上海", "一", "中", "a", "A", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [1, -1, -1, 1, 1, -1, -1, -1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh", options: .init(strength: .quaternary, alternate: .shifted),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["爱", "北京", "二", "国", "人", "上海", "一", "中", "a", "A", "a10", "a2", "ab", "a c", "a-c"],
        neighbours: [1, -1, -1, 1, 1, -1, -1, -1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "zh", options: .init(numeric: true),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["爱", "北京", "二", "国", "人", "上海", "一", "中", "a", "A", "a c", "a-c", "a2", "a10", "ab"],
        neighbours: [1, -1, -1, 1, 1, -1, -1, -1, -1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh", options: .init(numeric: false),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["爱", "北京", "二", "国", "人", "上海", "一", "中", "a", "A", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [1, -1, -1, 1, 1, -1, -1, -1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh", options: .init(caseFirst: .upper),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["爱", "北京", "二", "国", "人", "上海", "一", "中", "A", "a", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [1, -1, -1, 1, 1, -1, -1, -1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "zh", options: .init(caseFirst: .lower),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["爱", "北京", "二", "国", "人", "上海", "一", "中", "a", "A", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [1, -1, -1, 1, 1, -1, -1, -1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh", options: .init(caseFirst: .off),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["爱", "北京", "二", "国", "人", "上海", "一", "中", "a", "A", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [1, -1, -1, 1, 1, -1, -1, -1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh", options: .init(alternate: .shifted),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["爱", "北京", "二", "国", "人", "上海", "一", "中", "a", "A", "a10", "a2", "ab", "a-c", "a c"],
        neighbours: [1, -1, -1, 1, 1, -1, -1, -1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "zh", options: .init(alternate: .nonIgnorable),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["爱", "北京", "二", "国", "人", "上海", "一", "中", "a", "A", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [1, -1, -1, 1, 1, -1, -1, -1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh", options: .init(strength: .primary, numeric: true, caseFirst: .upper, alternate: .shifted),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["爱", "北京", "二", "国", "人", "上海", "一", "中", "A", "a", "a2", "a10", "ab", "a-c", "a c"],
        neighbours: [1, -1, -1, 1, 1, -1, -1, -1, -1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "zh-u-co-stroke", options: .init(),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["一", "二", "人", "上海", "中", "北京", "国", "爱", "a", "A", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [-1, 1, 1, -1, -1, 1, 1, -1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh-u-co-stroke", options: .init(strength: .primary),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["一", "二", "人", "上海", "中", "北京", "国", "爱", "A", "a", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [-1, 1, 1, -1, -1, 1, 1, -1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "zh-u-co-stroke", options: .init(strength: .secondary),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["一", "二", "人", "上海", "中", "北京", "国", "爱", "A", "a", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [-1, 1, 1, -1, -1, 1, 1, -1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "zh-u-co-stroke", options: .init(strength: .tertiary),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["一", "二", "人", "上海", "中", "北京", "国", "爱", "a", "A", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [-1, 1, 1, -1, -1, 1, 1, -1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh-u-co-stroke", options: .init(strength: .identical),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["一", "二", "人", "上海", "中", "北京", "国", "爱", "a", "A", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [-1, 1, 1, -1, -1, 1, 1, -1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh-u-co-stroke", options: .init(strength: .quaternary, alternate: .shifted),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["一", "二", "人", "上海", "中", "北京", "国", "爱", "a", "A", "a10", "a2", "ab", "a c", "a-c"],
        neighbours: [-1, 1, 1, -1, -1, 1, 1, -1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "zh-u-co-stroke", options: .init(numeric: true),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["一", "二", "人", "上海", "中", "北京", "国", "爱", "a", "A", "a c", "a-c", "a2", "a10", "ab"],
        neighbours: [-1, 1, 1, -1, -1, 1, 1, -1, -1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh-u-co-stroke", options: .init(numeric: false),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["一", "二", "人", "上海", "中", "北京", "国", "爱", "a", "A", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [-1, 1, 1, -1, -1, 1, 1, -1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh-u-co-stroke", options: .init(caseFirst: .upper),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["一", "二", "人", "上海", "中", "北京", "国", "爱", "A", "a", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [-1, 1, 1, -1, -1, 1, 1, -1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "zh-u-co-stroke", options: .init(caseFirst: .lower),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["一", "二", "人", "上海", "中", "北京", "国", "爱", "a", "A", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [-1, 1, 1, -1, -1, 1, 1, -1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh-u-co-stroke", options: .init(caseFirst: .off),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["一", "二", "人", "上海", "中", "北京", "国", "爱", "a", "A", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [-1, 1, 1, -1, -1, 1, 1, -1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh-u-co-stroke", options: .init(alternate: .shifted),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["一", "二", "人", "上海", "中", "北京", "国", "爱", "a", "A", "a10", "a2", "ab", "a-c", "a c"],
        neighbours: [-1, 1, 1, -1, -1, 1, 1, -1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "zh-u-co-stroke", options: .init(alternate: .nonIgnorable),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["一", "二", "人", "上海", "中", "北京", "国", "爱", "a", "A", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [-1, 1, 1, -1, -1, 1, 1, -1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "zh-u-co-stroke",
        options: .init(strength: .primary, numeric: true, caseFirst: .upper, alternate: .shifted),
        input: ["中", "国", "人", "一", "二", "爱", "北京", "上海", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["一", "二", "人", "上海", "中", "北京", "国", "爱", "A", "a", "a2", "a10", "ab", "a-c", "a c"],
        neighbours: [-1, 1, 1, -1, -1, 1, 1, -1, -1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "th", options: .init(),
        input: ["ก", "ข", "ก-ข", "กข", "ค", "เก", "แก", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["ก", "ก-ข", "กข", "เก", "แก", "ข", "ค", "a", "A", "a10", "a2", "ab", "a-c", "a c"],
        neighbours: [-1, 1, 0, -1, 1, -1, -1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "th", options: .init(strength: .primary),
        input: ["ก", "ข", "ก-ข", "กข", "ค", "เก", "แก", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["ก", "ก-ข", "กข", "เก", "แก", "ข", "ค", "A", "a", "a10", "a2", "ab", "a-c", "a c"],
        neighbours: [-1, 1, 0, -1, 1, -1, -1, 1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "th", options: .init(strength: .secondary),
        input: ["ก", "ข", "ก-ข", "กข", "ค", "เก", "แก", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["ก", "ก-ข", "กข", "เก", "แก", "ข", "ค", "A", "a", "a10", "a2", "ab", "a-c", "a c"],
        neighbours: [-1, 1, 0, -1, 1, -1, -1, 1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "th", options: .init(strength: .tertiary),
        input: ["ก", "ข", "ก-ข", "กข", "ค", "เก", "แก", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["ก", "ก-ข", "กข", "เก", "แก", "ข", "ค", "a", "A", "a10", "a2", "ab", "a-c", "a c"],
        neighbours: [-1, 1, 0, -1, 1, -1, -1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "th", options: .init(strength: .identical),
        input: ["ก", "ข", "ก-ข", "กข", "ค", "เก", "แก", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["ก", "ก-ข", "กข", "เก", "แก", "ข", "ค", "a", "A", "a10", "a2", "ab", "a c", "a-c"],
        neighbours: [-1, 1, -1, -1, 1, -1, -1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "th", options: .init(strength: .quaternary, alternate: .shifted),
        input: ["ก", "ข", "ก-ข", "กข", "ค", "เก", "แก", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["ก", "ก-ข", "กข", "เก", "แก", "ข", "ค", "a", "A", "a10", "a2", "ab", "a c", "a-c"],
        neighbours: [-1, 1, -1, -1, 1, -1, -1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "th", options: .init(numeric: true),
        input: ["ก", "ข", "ก-ข", "กข", "ค", "เก", "แก", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["ก", "ก-ข", "กข", "เก", "แก", "ข", "ค", "a", "A", "a2", "a10", "ab", "a-c", "a c"],
        neighbours: [-1, 1, 0, -1, 1, -1, -1, -1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "th", options: .init(numeric: false),
        input: ["ก", "ข", "ก-ข", "กข", "ค", "เก", "แก", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["ก", "ก-ข", "กข", "เก", "แก", "ข", "ค", "a", "A", "a10", "a2", "ab", "a-c", "a c"],
        neighbours: [-1, 1, 0, -1, 1, -1, -1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "th", options: .init(caseFirst: .upper),
        input: ["ก", "ข", "ก-ข", "กข", "ค", "เก", "แก", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["ก", "ก-ข", "กข", "เก", "แก", "ข", "ค", "A", "a", "a10", "a2", "ab", "a-c", "a c"],
        neighbours: [-1, 1, 0, -1, 1, -1, -1, 1, 1, -1, -1, 1, -1]),
    CollationCase(
        locale: "th", options: .init(caseFirst: .lower),
        input: ["ก", "ข", "ก-ข", "กข", "ค", "เก", "แก", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["ก", "ก-ข", "กข", "เก", "แก", "ข", "ค", "a", "A", "a10", "a2", "ab", "a-c", "a c"],
        neighbours: [-1, 1, 0, -1, 1, -1, -1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "th", options: .init(caseFirst: .off),
        input: ["ก", "ข", "ก-ข", "กข", "ค", "เก", "แก", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["ก", "ก-ข", "กข", "เก", "แก", "ข", "ค", "a", "A", "a10", "a2", "ab", "a-c", "a c"],
        neighbours: [-1, 1, 0, -1, 1, -1, -1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "th", options: .init(alternate: .shifted),
        input: ["ก", "ข", "ก-ข", "กข", "ค", "เก", "แก", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["ก", "ก-ข", "กข", "เก", "แก", "ข", "ค", "a", "A", "a10", "a2", "ab", "a-c", "a c"],
        neighbours: [-1, 1, 0, -1, 1, -1, -1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "th", options: .init(alternate: .nonIgnorable),
        input: ["ก", "ข", "ก-ข", "กข", "ค", "เก", "แก", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["ก", "ก-ข", "กข", "เก", "แก", "ข", "ค", "a", "A", "a c", "a-c", "a10", "a2", "ab"],
        neighbours: [-1, 1, -1, -1, 1, -1, -1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "th", options: .init(strength: .primary, numeric: true, caseFirst: .upper, alternate: .shifted),
        input: ["ก", "ข", "ก-ข", "กข", "ค", "เก", "แก", "a2", "a10", "A", "a", "a-c", "ab", "a c"],
        sorted: ["ก", "ก-ข", "กข", "เก", "แก", "ข", "ค", "A", "a", "a2", "a10", "ab", "a-c", "a c"],
        neighbours: [-1, 1, 0, -1, 1, -1, -1, -1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "cs", options: .init(),
        input: [
            "chata", "hrad", "cena", "ista", "čaj", "Chata", "řeka", "rak", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cena", "čaj", "hrad", "chata", "Chata", "ista", "rak", "řeka",
        ],
        neighbours: [1, 1, -1, 1, -1, -1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "cs", options: .init(strength: .primary),
        input: [
            "chata", "hrad", "cena", "ista", "čaj", "Chata", "řeka", "rak", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "cena", "čaj", "hrad", "chata", "Chata", "ista", "rak", "řeka",
        ],
        neighbours: [1, 1, -1, 1, -1, -1, 1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "cs", options: .init(strength: .secondary),
        input: [
            "chata", "hrad", "cena", "ista", "čaj", "Chata", "řeka", "rak", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "cena", "čaj", "hrad", "chata", "Chata", "ista", "rak", "řeka",
        ],
        neighbours: [1, 1, -1, 1, -1, -1, 1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "cs", options: .init(strength: .tertiary),
        input: [
            "chata", "hrad", "cena", "ista", "čaj", "Chata", "řeka", "rak", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cena", "čaj", "hrad", "chata", "Chata", "ista", "rak", "řeka",
        ],
        neighbours: [1, 1, -1, 1, -1, -1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "cs", options: .init(strength: .identical),
        input: [
            "chata", "hrad", "cena", "ista", "čaj", "Chata", "řeka", "rak", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cena", "čaj", "hrad", "chata", "Chata", "ista", "rak", "řeka",
        ],
        neighbours: [1, 1, -1, 1, -1, -1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "cs", options: .init(strength: .quaternary, alternate: .shifted),
        input: [
            "chata", "hrad", "cena", "ista", "čaj", "Chata", "řeka", "rak", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a10", "a2", "ab", "a c", "a-c", "cena", "čaj", "hrad", "chata", "Chata", "ista", "rak", "řeka",
        ],
        neighbours: [1, 1, -1, 1, -1, -1, 1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "cs", options: .init(numeric: true),
        input: [
            "chata", "hrad", "cena", "ista", "čaj", "Chata", "řeka", "rak", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a2", "a10", "ab", "cena", "čaj", "hrad", "chata", "Chata", "ista", "rak", "řeka",
        ],
        neighbours: [1, 1, -1, 1, -1, -1, 1, 1, -1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "cs", options: .init(numeric: false),
        input: [
            "chata", "hrad", "cena", "ista", "čaj", "Chata", "řeka", "rak", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cena", "čaj", "hrad", "chata", "Chata", "ista", "rak", "řeka",
        ],
        neighbours: [1, 1, -1, 1, -1, -1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "cs", options: .init(caseFirst: .upper),
        input: [
            "chata", "hrad", "cena", "ista", "čaj", "Chata", "řeka", "rak", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "cena", "čaj", "hrad", "Chata", "chata", "ista", "rak", "řeka",
        ],
        neighbours: [1, 1, -1, 1, -1, -1, 1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "cs", options: .init(caseFirst: .lower),
        input: [
            "chata", "hrad", "cena", "ista", "čaj", "Chata", "řeka", "rak", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cena", "čaj", "hrad", "chata", "Chata", "ista", "rak", "řeka",
        ],
        neighbours: [1, 1, -1, 1, -1, -1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "cs", options: .init(caseFirst: .off),
        input: [
            "chata", "hrad", "cena", "ista", "čaj", "Chata", "řeka", "rak", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cena", "čaj", "hrad", "chata", "Chata", "ista", "rak", "řeka",
        ],
        neighbours: [1, 1, -1, 1, -1, -1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "cs", options: .init(alternate: .shifted),
        input: [
            "chata", "hrad", "cena", "ista", "čaj", "Chata", "řeka", "rak", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a10", "a2", "ab", "a-c", "a c", "cena", "čaj", "hrad", "chata", "Chata", "ista", "rak", "řeka",
        ],
        neighbours: [1, 1, -1, 1, -1, -1, 1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "cs", options: .init(alternate: .nonIgnorable),
        input: [
            "chata", "hrad", "cena", "ista", "čaj", "Chata", "řeka", "rak", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cena", "čaj", "hrad", "chata", "Chata", "ista", "rak", "řeka",
        ],
        neighbours: [1, 1, -1, 1, -1, -1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "cs", options: .init(strength: .primary, numeric: true, caseFirst: .upper, alternate: .shifted),
        input: [
            "chata", "hrad", "cena", "ista", "čaj", "Chata", "řeka", "rak", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a2", "a10", "ab", "a-c", "a c", "cena", "čaj", "hrad", "chata", "Chata", "ista", "rak", "řeka",
        ],
        neighbours: [1, 1, -1, 1, -1, -1, 1, 1, -1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "pl", options: .init(),
        input: [
            "łódź", "lody", "zebra", "źdźbło", "żaba", "Łukasz", "ósemka", "osa", "a2", "a10", "A", "a", "a-c", "ab",
            "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "lody", "łódź", "Łukasz", "osa", "ósemka", "zebra", "źdźbło",
            "żaba",
        ],
        neighbours: [1, -1, -1, -1, 1, -1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "pl", options: .init(strength: .primary),
        input: [
            "łódź", "lody", "zebra", "źdźbło", "żaba", "Łukasz", "ósemka", "osa", "a2", "a10", "A", "a", "a-c", "ab",
            "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "lody", "łódź", "Łukasz", "osa", "ósemka", "zebra", "źdźbło",
            "żaba",
        ],
        neighbours: [1, -1, -1, -1, 1, -1, 1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "pl", options: .init(strength: .secondary),
        input: [
            "łódź", "lody", "zebra", "źdźbło", "żaba", "Łukasz", "ósemka", "osa", "a2", "a10", "A", "a", "a-c", "ab",
            "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "lody", "łódź", "Łukasz", "osa", "ósemka", "zebra", "źdźbło",
            "żaba",
        ],
        neighbours: [1, -1, -1, -1, 1, -1, 1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "pl", options: .init(strength: .tertiary),
        input: [
            "łódź", "lody", "zebra", "źdźbło", "żaba", "Łukasz", "ósemka", "osa", "a2", "a10", "A", "a", "a-c", "ab",
            "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "lody", "łódź", "Łukasz", "osa", "ósemka", "zebra", "źdźbło",
            "żaba",
        ],
        neighbours: [1, -1, -1, -1, 1, -1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "pl", options: .init(strength: .identical),
        input: [
            "łódź", "lody", "zebra", "źdźbło", "żaba", "Łukasz", "ósemka", "osa", "a2", "a10", "A", "a", "a-c", "ab",
            "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "lody", "łódź", "Łukasz", "osa", "ósemka", "zebra", "źdźbło",
            "żaba",
        ],
        neighbours: [1, -1, -1, -1, 1, -1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "pl", options: .init(strength: .quaternary, alternate: .shifted),
        input: [
            "łódź", "lody", "zebra", "źdźbło", "żaba", "Łukasz", "ósemka", "osa", "a2", "a10", "A", "a", "a-c", "ab",
            "a c",
        ],
        sorted: [
            "a", "A", "a10", "a2", "ab", "a c", "a-c", "lody", "łódź", "Łukasz", "osa", "ósemka", "zebra", "źdźbło",
            "żaba",
        ],
        neighbours: [1, -1, -1, -1, 1, -1, 1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "pl", options: .init(numeric: true),
        input: [
            "łódź", "lody", "zebra", "źdźbło", "żaba", "Łukasz", "ósemka", "osa", "a2", "a10", "A", "a", "a-c", "ab",
            "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a2", "a10", "ab", "lody", "łódź", "Łukasz", "osa", "ósemka", "zebra", "źdźbło",
            "żaba",
        ],
        neighbours: [1, -1, -1, -1, 1, -1, 1, 1, -1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "pl", options: .init(numeric: false),
        input: [
            "łódź", "lody", "zebra", "źdźbło", "żaba", "Łukasz", "ósemka", "osa", "a2", "a10", "A", "a", "a-c", "ab",
            "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "lody", "łódź", "Łukasz", "osa", "ósemka", "zebra", "źdźbło",
            "żaba",
        ],
        neighbours: [1, -1, -1, -1, 1, -1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "pl", options: .init(caseFirst: .upper),
        input: [
            "łódź", "lody", "zebra", "źdźbło", "żaba", "Łukasz", "ósemka", "osa", "a2", "a10", "A", "a", "a-c", "ab",
            "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "lody", "łódź", "Łukasz", "osa", "ósemka", "zebra", "źdźbło",
            "żaba",
        ],
        neighbours: [1, -1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "pl", options: .init(caseFirst: .lower),
        input: [
            "łódź", "lody", "zebra", "źdźbło", "żaba", "Łukasz", "ósemka", "osa", "a2", "a10", "A", "a", "a-c", "ab",
            "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "lody", "łódź", "Łukasz", "osa", "ósemka", "zebra", "źdźbło",
            "żaba",
        ],
        neighbours: [1, -1, -1, -1, 1, -1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "pl", options: .init(caseFirst: .off),
        input: [
            "łódź", "lody", "zebra", "źdźbło", "żaba", "Łukasz", "ósemka", "osa", "a2", "a10", "A", "a", "a-c", "ab",
            "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "lody", "łódź", "Łukasz", "osa", "ósemka", "zebra", "źdźbło",
            "żaba",
        ],
        neighbours: [1, -1, -1, -1, 1, -1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "pl", options: .init(alternate: .shifted),
        input: [
            "łódź", "lody", "zebra", "źdźbło", "żaba", "Łukasz", "ósemka", "osa", "a2", "a10", "A", "a", "a-c", "ab",
            "a c",
        ],
        sorted: [
            "a", "A", "a10", "a2", "ab", "a-c", "a c", "lody", "łódź", "Łukasz", "osa", "ósemka", "zebra", "źdźbło",
            "żaba",
        ],
        neighbours: [1, -1, -1, -1, 1, -1, 1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "pl", options: .init(alternate: .nonIgnorable),
        input: [
            "łódź", "lody", "zebra", "źdźbło", "żaba", "Łukasz", "ósemka", "osa", "a2", "a10", "A", "a", "a-c", "ab",
            "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "lody", "łódź", "Łukasz", "osa", "ósemka", "zebra", "źdźbło",
            "żaba",
        ],
        neighbours: [1, -1, -1, -1, 1, -1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "pl", options: .init(strength: .primary, numeric: true, caseFirst: .upper, alternate: .shifted),
        input: [
            "łódź", "lody", "zebra", "źdźbło", "żaba", "Łukasz", "ósemka", "osa", "a2", "a10", "A", "a", "a-c", "ab",
            "a c",
        ],
        sorted: [
            "A", "a", "a2", "a10", "ab", "a-c", "a c", "lody", "łódź", "Łukasz", "osa", "ósemka", "zebra", "źdźbło",
            "żaba",
        ],
        neighbours: [1, -1, -1, -1, 1, -1, 1, 1, -1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "tr", options: .init(),
        input: [
            "ılık", "ilk", "Işık", "İstanbul", "ufuk", "üzüm", "çay", "cam", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cam", "çay", "ılık", "Işık", "ilk", "İstanbul", "ufuk", "üzüm",
        ],
        neighbours: [-1, 1, -1, -1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "tr", options: .init(strength: .primary),
        input: [
            "ılık", "ilk", "Işık", "İstanbul", "ufuk", "üzüm", "çay", "cam", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "cam", "çay", "ılık", "Işık", "ilk", "İstanbul", "ufuk", "üzüm",
        ],
        neighbours: [-1, 1, -1, -1, -1, 1, 1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "tr", options: .init(strength: .secondary),
        input: [
            "ılık", "ilk", "Işık", "İstanbul", "ufuk", "üzüm", "çay", "cam", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "cam", "çay", "ılık", "Işık", "ilk", "İstanbul", "ufuk", "üzüm",
        ],
        neighbours: [-1, 1, -1, -1, -1, 1, 1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "tr", options: .init(strength: .tertiary),
        input: [
            "ılık", "ilk", "Işık", "İstanbul", "ufuk", "üzüm", "çay", "cam", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cam", "çay", "ılık", "Işık", "ilk", "İstanbul", "ufuk", "üzüm",
        ],
        neighbours: [-1, 1, -1, -1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "tr", options: .init(strength: .identical),
        input: [
            "ılık", "ilk", "Işık", "İstanbul", "ufuk", "üzüm", "çay", "cam", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cam", "çay", "ılık", "Işık", "ilk", "İstanbul", "ufuk", "üzüm",
        ],
        neighbours: [-1, 1, -1, -1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "tr", options: .init(strength: .quaternary, alternate: .shifted),
        input: [
            "ılık", "ilk", "Işık", "İstanbul", "ufuk", "üzüm", "çay", "cam", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a10", "a2", "ab", "a c", "a-c", "cam", "çay", "ılık", "Işık", "ilk", "İstanbul", "ufuk", "üzüm",
        ],
        neighbours: [-1, 1, -1, -1, -1, 1, 1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "tr", options: .init(numeric: true),
        input: [
            "ılık", "ilk", "Işık", "İstanbul", "ufuk", "üzüm", "çay", "cam", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a2", "a10", "ab", "cam", "çay", "ılık", "Işık", "ilk", "İstanbul", "ufuk", "üzüm",
        ],
        neighbours: [-1, 1, -1, -1, -1, 1, 1, 1, -1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "tr", options: .init(numeric: false),
        input: [
            "ılık", "ilk", "Işık", "İstanbul", "ufuk", "üzüm", "çay", "cam", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cam", "çay", "ılık", "Işık", "ilk", "İstanbul", "ufuk", "üzüm",
        ],
        neighbours: [-1, 1, -1, -1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "tr", options: .init(caseFirst: .upper),
        input: [
            "ılık", "ilk", "Işık", "İstanbul", "ufuk", "üzüm", "çay", "cam", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "cam", "çay", "ılık", "Işık", "ilk", "İstanbul", "ufuk", "üzüm",
        ],
        neighbours: [-1, 1, -1, -1, -1, 1, 1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "tr", options: .init(caseFirst: .lower),
        input: [
            "ılık", "ilk", "Işık", "İstanbul", "ufuk", "üzüm", "çay", "cam", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cam", "çay", "ılık", "Işık", "ilk", "İstanbul", "ufuk", "üzüm",
        ],
        neighbours: [-1, 1, -1, -1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "tr", options: .init(caseFirst: .off),
        input: [
            "ılık", "ilk", "Işık", "İstanbul", "ufuk", "üzüm", "çay", "cam", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cam", "çay", "ılık", "Işık", "ilk", "İstanbul", "ufuk", "üzüm",
        ],
        neighbours: [-1, 1, -1, -1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "tr", options: .init(alternate: .shifted),
        input: [
            "ılık", "ilk", "Işık", "İstanbul", "ufuk", "üzüm", "çay", "cam", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a10", "a2", "ab", "a-c", "a c", "cam", "çay", "ılık", "Işık", "ilk", "İstanbul", "ufuk", "üzüm",
        ],
        neighbours: [-1, 1, -1, -1, -1, 1, 1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "tr", options: .init(alternate: .nonIgnorable),
        input: [
            "ılık", "ilk", "Işık", "İstanbul", "ufuk", "üzüm", "çay", "cam", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cam", "çay", "ılık", "Işık", "ilk", "İstanbul", "ufuk", "üzüm",
        ],
        neighbours: [-1, 1, -1, -1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "tr", options: .init(strength: .primary, numeric: true, caseFirst: .upper, alternate: .shifted),
        input: [
            "ılık", "ilk", "Işık", "İstanbul", "ufuk", "üzüm", "çay", "cam", "a2", "a10", "A", "a", "a-c", "ab", "a c",
        ],
        sorted: [
            "A", "a", "a2", "a10", "ab", "a-c", "a c", "cam", "çay", "ılık", "Işık", "ilk", "İstanbul", "ufuk", "üzüm",
        ],
        neighbours: [-1, 1, -1, -1, -1, 1, 1, 1, -1, 1, 0, -1, 1, -1]),
    CollationCase(
        locale: "en", options: .init(),
        input: [
            "résumé", "resume", "Resume", "re-sume", "item 10", "item 2", "café", "cafe", "a2", "a10", "A", "a", "a-c",
            "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cafe", "café", "item 10", "item 2", "re-sume", "resume",
            "Resume", "résumé",
        ],
        neighbours: [1, -1, 1, 1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "en", options: .init(strength: .primary),
        input: [
            "résumé", "resume", "Resume", "re-sume", "item 10", "item 2", "café", "cafe", "a2", "a10", "A", "a", "a-c",
            "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "café", "cafe", "item 10", "item 2", "re-sume", "résumé",
            "resume", "Resume",
        ],
        neighbours: [0, 0, 1, 1, -1, 1, 0, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "en", options: .init(strength: .secondary),
        input: [
            "résumé", "resume", "Resume", "re-sume", "item 10", "item 2", "café", "cafe", "a2", "a10", "A", "a", "a-c",
            "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "cafe", "café", "item 10", "item 2", "re-sume", "resume",
            "Resume", "résumé",
        ],
        neighbours: [1, 0, 1, 1, -1, 1, 1, 1, 1, 1, 0, -1, -1, 1]),
    CollationCase(
        locale: "en", options: .init(strength: .tertiary),
        input: [
            "résumé", "resume", "Resume", "re-sume", "item 10", "item 2", "café", "cafe", "a2", "a10", "A", "a", "a-c",
            "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cafe", "café", "item 10", "item 2", "re-sume", "resume",
            "Resume", "résumé",
        ],
        neighbours: [1, -1, 1, 1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "en", options: .init(strength: .identical),
        input: [
            "résumé", "resume", "Resume", "re-sume", "item 10", "item 2", "café", "cafe", "a2", "a10", "A", "a", "a-c",
            "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cafe", "café", "item 10", "item 2", "re-sume", "resume",
            "Resume", "résumé",
        ],
        neighbours: [1, -1, 1, 1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "en", options: .init(strength: .quaternary, alternate: .shifted),
        input: [
            "résumé", "resume", "Resume", "re-sume", "item 10", "item 2", "café", "cafe", "a2", "a10", "A", "a", "a-c",
            "ab", "a c",
        ],
        sorted: [
            "a", "A", "a10", "a2", "ab", "a c", "a-c", "cafe", "café", "item 10", "item 2", "re-sume", "resume",
            "Resume", "résumé",
        ],
        neighbours: [1, -1, 1, 1, -1, 1, 1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "en", options: .init(numeric: true),
        input: [
            "résumé", "resume", "Resume", "re-sume", "item 10", "item 2", "café", "cafe", "a2", "a10", "A", "a", "a-c",
            "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a2", "a10", "ab", "cafe", "café", "item 2", "item 10", "re-sume", "resume",
            "Resume", "résumé",
        ],
        neighbours: [1, -1, 1, 1, 1, 1, 1, 1, -1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "en", options: .init(numeric: false),
        input: [
            "résumé", "resume", "Resume", "re-sume", "item 10", "item 2", "café", "cafe", "a2", "a10", "A", "a", "a-c",
            "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cafe", "café", "item 10", "item 2", "re-sume", "resume",
            "Resume", "résumé",
        ],
        neighbours: [1, -1, 1, 1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "en", options: .init(caseFirst: .upper),
        input: [
            "résumé", "resume", "Resume", "re-sume", "item 10", "item 2", "café", "cafe", "a2", "a10", "A", "a", "a-c",
            "ab", "a c",
        ],
        sorted: [
            "A", "a", "a c", "a-c", "a10", "a2", "ab", "cafe", "café", "item 10", "item 2", "re-sume", "Resume",
            "resume", "résumé",
        ],
        neighbours: [1, 1, 1, 1, -1, 1, 1, 1, 1, 1, -1, -1, -1, 1]),
    CollationCase(
        locale: "en", options: .init(caseFirst: .lower),
        input: [
            "résumé", "resume", "Resume", "re-sume", "item 10", "item 2", "café", "cafe", "a2", "a10", "A", "a", "a-c",
            "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cafe", "café", "item 10", "item 2", "re-sume", "resume",
            "Resume", "résumé",
        ],
        neighbours: [1, -1, 1, 1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "en", options: .init(caseFirst: .off),
        input: [
            "résumé", "resume", "Resume", "re-sume", "item 10", "item 2", "café", "cafe", "a2", "a10", "A", "a", "a-c",
            "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cafe", "café", "item 10", "item 2", "re-sume", "resume",
            "Resume", "résumé",
        ],
        neighbours: [1, -1, 1, 1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "en", options: .init(alternate: .shifted),
        input: [
            "résumé", "resume", "Resume", "re-sume", "item 10", "item 2", "café", "cafe", "a2", "a10", "A", "a", "a-c",
            "ab", "a c",
        ],
        sorted: [
            "a", "A", "a10", "a2", "ab", "a-c", "a c", "cafe", "café", "item 10", "item 2", "resume", "re-sume",
            "Resume", "résumé",
        ],
        neighbours: [1, -1, 1, 1, -1, 1, 1, 1, 1, 1, 1, -1, 1, -1]),
    CollationCase(
        locale: "en", options: .init(alternate: .nonIgnorable),
        input: [
            "résumé", "resume", "Resume", "re-sume", "item 10", "item 2", "café", "cafe", "a2", "a10", "A", "a", "a-c",
            "ab", "a c",
        ],
        sorted: [
            "a", "A", "a c", "a-c", "a10", "a2", "ab", "cafe", "café", "item 10", "item 2", "re-sume", "resume",
            "Resume", "résumé",
        ],
        neighbours: [1, -1, 1, 1, -1, 1, 1, 1, 1, 1, 1, -1, -1, 1]),
    CollationCase(
        locale: "en", options: .init(strength: .primary, numeric: true, caseFirst: .upper, alternate: .shifted),
        input: [
            "résumé", "resume", "Resume", "re-sume", "item 10", "item 2", "café", "cafe", "a2", "a10", "A", "a", "a-c",
            "ab", "a c",
        ],
        sorted: [
            "A", "a", "a2", "a10", "ab", "a-c", "a c", "café", "cafe", "item 2", "item 10", "résumé", "resume",
            "Resume", "re-sume",
        ],
        neighbours: [0, 0, 0, 1, 1, 1, 0, 1, -1, 1, 0, -1, 1, -1]),
]
