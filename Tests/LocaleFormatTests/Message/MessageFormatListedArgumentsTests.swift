import Testing

@testable import LocaleFormat

/// `format(listed:)`, the service's path: arguments as a request lists them,
/// found by a scan, with the results and errors of `format(_:)`.
@Suite struct MessageFormatListedArgumentsTests {
    static let polish = "{name} ma {count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}."

    @Test(arguments: [
        (Int64(1), "Ana ma 1 plik."), (3, "Ana ma 3 pliki."), (5, "Ana ma 5 plików."), (22, "Ana ma 22 pliki."),
    ])
    func listedArgumentsFormatAsADictionaryDoes(count: Int64, expected: String) throws {
        let message = try MessageFormat(.init(pattern: Self.polish, locale: try LocaleIdentifier("pl")))
        let listed: [(name: String, value: MessageFormat.Argument)] = [
            ("name", .string("Ana")), ("count", .integer(count)),
        ]
        #expect(try message.format(listed: listed) == expected)
        #expect(try message.format(["name": .string("Ana"), "count": .integer(count)]) == expected)
    }

    /// A name listed twice takes its last value, as a dictionary built from
    /// the list would, in the scanned path and in the hashed one (over 16).
    @Test(arguments: [2, 20])
    func aNameListedTwiceTakesItsLastValue(count: Int) throws {
        let message = try MessageFormat(.init(pattern: "{a}", locale: try LocaleIdentifier("en")))
        var listed: [(name: String, value: MessageFormat.Argument)] = (0..<count - 2).map { ("x\($0)", .integer(0)) }
        listed += [("a", .string("first")), ("a", .string("last"))]
        #expect(try message.format(listed: listed) == "last")
    }

    @Test func aMissingArgumentIsTheSameError() throws {
        let message = try MessageFormat(.init(pattern: Self.polish, locale: try LocaleIdentifier("pl")))
        #expect {
            try message.format(listed: [("name", .string("Ana"))])
        } throws: { ($0 as? LocaleFormatError)?.code == .invalidOptions }
    }

    /// The binary search over the pattern's arguments agrees with
    /// `dateArgumentNames`, for names used and not used, in any order.
    @Test func formatsAsDateAgreesWithTheDateArgumentNames() throws {
        let pattern = "{z} {b, date, short} {a, number} {m, time} {c} {y, select, x {{d, date}} other {}} {é}"
        let message = try MessageFormat(.init(pattern: pattern, locale: try LocaleIdentifier("de")))
        for name in ["a", "b", "c", "d", "m", "y", "z", "é", "", "bb", "zz", "e\u{301}"] {
            #expect(message.formatsAsDate(name) == message.dateArgumentNames.contains(name), "\(name)")
        }
        #expect(message.dateArgumentNames == ["b", "d", "m"])
    }

    /// A name listed twice whose first value the pattern refuses takes its
    /// last value, which it accepts.
    @Test func aRefusedValueListedFirstIsReplacedByTheLast() throws {
        let message = try MessageFormat(
            .init(pattern: "{a, select, x {X} other {O}}", locale: try LocaleIdentifier("en")))
        #expect(try message.format(listed: [("a", .integer(1)), ("a", .string("x"))]) == "X")
    }

    /// Arguments are read in the order given, but an error names the first
    /// argument in the pattern's order that is missing or refused, whatever
    /// the order of the list or of the dictionary.
    @Test func anErrorNamesTheFirstArgumentInThePatternsOrder() throws {
        let message = try MessageFormat(
            .init(pattern: "{a, number} {b, number} {c, number} {d}", locale: try LocaleIdentifier("en")))
        var seen: Set<String> = []
        for rotation in 0..<4 {
            var listed: [(name: String, value: MessageFormat.Argument)] = [
                ("a", .string("x")), ("b", .date(try Instant(millisecondsSince1970: 0))), ("c", 1), ("d", "z"),
            ]
            listed = Array(listed[rotation...] + listed[..<rotation])
            seen.insert(Self.errorMessage { () throws(LocaleFormatError) in try message.format(listed: listed) })
            seen.insert(
                Self.errorMessage { () throws(LocaleFormatError) in
                    try message.format(Dictionary(listed, uniquingKeysWith: { $1 }))
                })
        }
        #expect(seen == [#"the message uses the argument "a" as a number, but it is a string"#])
    }

    /// The message of the error `call` throws ("none" when it throws none).
    static func errorMessage(_ call: () throws(LocaleFormatError) -> String) -> String {
        do {
            _ = try call()
            return "none"
        } catch {
            return error.message
        }
    }
}
