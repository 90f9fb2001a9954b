import Testing

@testable import LocaleFormat

/// A message format's handle keeps its argument storage between calls
/// (`cicu_msgfmt_format_utf8`): every call formats its own arguments and none of
/// an earlier call's, whether ICU is given the names set once (by index) or
/// names made for the call (a date argument with a skeleton adds its own).
/// The handle's list of values is kept between calls too: a call that
/// fails while the list is filled leaves nothing in it for the next.
@Suite struct MessageFormatRepeatedCallsTests {
    static let day = "2015-08-07T17:29:32Z"

    @Test func callsByIndexFormatTheirOwnArguments() throws {
        let message = try MessageFormat(
            .init(
                pattern: "{who}: {n, number} ({k, plural, one {# file} other {# files}})",
                locale: LocaleIdentifier("en")))
        let long = String(repeating: "x", count: 300)
        let cases: [(who: String, n: MessageFormat.Argument, k: Int64, expected: String)] = [
            ("Ana", .decimal("1234.5"), 1, "Ana: 1,234.5 (1 file)"),
            (long, .integer(7), 2, "\(long): 7 (2 files)"),
            ("B", .decimal("-0.25"), 21, "B: -0.25 (21 files)"),
        ]
        for _ in 0..<3 {
            for c in cases {
                #expect(try message.format(["who": .string(c.who), "n": c.n, "k": .integer(c.k)]) == c.expected)
            }
        }
    }

    @Test func callsWithSkeletonDatesFormatTheirOwnArguments() throws {
        let message = try MessageFormat(
            .init(pattern: "{who} on {d, date, ::yMMMd} and {e, date, ::yMMMd}", locale: LocaleIdentifier("en")))
        let first = try Instant(iso8601: Self.day)
        let second = try Instant(iso8601: "1999-12-31T23:00:00Z")
        for _ in 0..<3 {
            #expect(
                try message.format(["who": "Ana", "d": .date(first), "e": .date(second)])
                    == "Ana on Aug 7, 2015 and Dec 31, 1999")
            #expect(
                try message.format(["who": "Bo", "d": .date(second), "e": .date(first)])
                    == "Bo on Dec 31, 1999 and Aug 7, 2015")
        }
    }

    @Test func aCallThatFailsLeavesNothingForTheNext() throws {
        let message = try MessageFormat(
            .init(
                pattern: "{a} {n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}} {z}",
                locale: LocaleIdentifier("pl")))
        for _ in 0..<3 {
            // Missing, mistyped and unreadable arguments, each after values were listed.
            #expect(throws: LocaleFormatError.self) { try message.format(["a": "x", "n": 2]) }
            #expect(throws: LocaleFormatError.self) { try message.format(["a": "x", "n": "two", "z": "y"]) }
            #expect(throws: LocaleFormatError.self) { try message.format(["a": "x", "n": .decimal("1e"), "z": "y"]) }
            #expect(try message.format(["a": "Ana", "n": 2, "z": "."]) == "Ana 2 pliki .")
            #expect(try message.format(["a": "Bo", "n": 5, "z": "!"]) == "Bo 5 plików !")
        }
    }

    /// A handful of arguments is scanned, more are hashed: both find the
    /// same values, and unused extra arguments change nothing.
    @Test func manyArgumentsFindTheirValues() throws {
        let message = try MessageFormat(
            .init(
                pattern: "{k, plural, one {# файл} few {# файла} many {# файлов} other {# файла}} {who}",
                locale: LocaleIdentifier("ru")))
        for extra in [0, 3, 14, 15, 16, 40] {
            var arguments: [String: MessageFormat.Argument] = ["who": "Аня", "k": 3]
            for i in 0..<extra { arguments["unused\(i)"] = .integer(Int64(i)) }
            #expect(try message.format(arguments) == "3 файла Аня", "\(arguments.count) arguments")
            arguments["k"] = 11
            #expect(try message.format(arguments) == "11 файлов Аня", "\(arguments.count) arguments")
        }
    }

    /// More arguments than the handle's first slots, and texts past its
    /// first text buffer, in one call: the texts written before the buffer
    /// grew are still each argument's own.
    @Test func manyLongArgumentsInOneCall() throws {
        let names = (0..<12).map { "a\($0)" }
        let message = try MessageFormat(
            .init(pattern: names.map { "{\($0)}" }.joined(separator: "|"), locale: LocaleIdentifier("de")))
        for length in [1, 60, 700, 3] {
            var arguments: [String: MessageFormat.Argument] = [:]
            var expected: [String] = []
            for (index, name) in names.enumerated() {
                let text = String(repeating: Character(Unicode.Scalar(UInt8(97 + index))), count: length) + "ä"
                arguments[name] = .string(text)
                expected.append(text)
            }
            #expect(try message.format(arguments) == expected.joined(separator: "|"), "\(length)")
        }
    }

    /// One argument given a string, a number, a decimal and a date in turn:
    /// the value kept at its index changes kind with each call.
    @Test func oneArgumentChangesKindBetweenCalls() throws {
        let message = try MessageFormat(.init(pattern: "<{x}>", locale: LocaleIdentifier("fr")))
        let cases: [(MessageFormat.Argument, String)] = [
            ("texte", "<texte>"),
            (.integer(1_234_567), "<1\u{202F}234\u{202F}567>"),
            (.decimal("-0.5"), "<-0,5>"),
            (.string(String(repeating: "é", count: 3_000)), "<\(String(repeating: "é", count: 3_000))>"),
            (.date(try Instant(iso8601: Self.day)), "<07/08/2015 17:29>"),
            ("", "<>"),
        ]
        for _ in 0..<2 {
            for (argument, expected) in cases {
                #expect(try message.format(["x": argument]) == expected)
            }
        }
    }
}
