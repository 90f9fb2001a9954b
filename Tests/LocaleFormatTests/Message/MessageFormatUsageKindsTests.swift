import Testing

@testable import LocaleFormat

/// An argument's usage kinds, kept in one byte: every subset walks in
/// `UsageKind` order, each kind once, and answers `contains` as a set does.
@Suite struct MessageFormatUsageKindsTests {
    @Test func everySubsetWalksInOrder() {
        let all: [ICUMessageHandle.UsageKind] = [.any, .number, .date, .plural, .select]
        for mask in 0..<(1 << all.count) {
            let subset = all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] }
            // Given out of order and twice over: kept as a set.
            let kinds = MessageFormat.UsageKinds(subset.reversed() + subset)
            #expect(Array(kinds) == subset)
            for kind in all { #expect(kinds.contains(kind) == subset.contains(kind)) }
        }
    }

    /// Through a pattern: an argument used as a number and as a select is
    /// checked for both, and a date argument is found by `formatsAsDate`.
    @Test func aPatternsKindsAreChecked() throws {
        let message = try MessageFormat(
            .init(
                pattern: "{n, number} {n, select, other {x}} {d, date, short}", locale: LocaleIdentifier("en")))
        #expect(message.formatsAsDate("d") && !message.formatsAsDate("n"))
        #expect(throws: LocaleFormatError.self) {
            try message.format(["n": 1, "d": .date(Instant(millisecondsSince1970: 0))])
        }
        #expect(throws: LocaleFormatError.self) {
            try message.format(["n": "a", "d": .date(Instant(millisecondsSince1970: 0))])
        }
    }
}
