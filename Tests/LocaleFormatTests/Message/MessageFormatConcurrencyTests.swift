import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

@Suite("MessageFormat concurrency")
struct MessageFormatConcurrencyTests {
    /// One shared MessageFormat, many tasks, every result checked against
    /// the PyICU-computed table: the per-call pool hides that ICU's
    /// MessageFormat must not be used by two threads at once.
    @Test func sharedMessageFormatFromManyTasks() async throws {
        let keys = Set(messageCases.map { "\($0.pattern)|\($0.locale)|\($0.timeZone)" })
        for key in keys {
            let cases = messageCases.filter { "\($0.pattern)|\($0.locale)|\($0.timeZone)" == key }
            guard cases.count >= 3, let first = cases.first else { continue }
            let shared = try Formatters.shared.message(
                pattern: first.pattern, locale: first.locale, timeZone: first.timeZone)
            let ok = try await withThrowingTaskGroup(of: Bool.self) { group in
                for task in 0..<16 {
                    group.addTask {
                        var allRight = true
                        for round in 0..<100 {
                            let c = cases[(task + round) % cases.count]
                            if try !(shared.format(c.arguments) == c.expected) { allRight = false }
                        }
                        return allRight
                    }
                }
                return try await group.reduce(true) { $0 && $1 }
            }
            #expect(ok, "\(key)")
            #expect(shared.pool.idleCount <= shared.pool.capacity)
        }
    }

    /// Dates nested in plurals use per-handle date formats; many threads at
    /// once must all see the given zone.
    @Test func zonedDatesFromManyTasks() async throws {
        let nested = try Formatters.shared.message(
            pattern: "{g, select, other {{n, plural, other {{d, time, short}}}}}", locale: "en-US",
            timeZone: "Asia/Tokyo")
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try (0..<200).map { _ in
                        try nested.format([
                            "g": "x", "n": 1, "d": .date(try Instant(millisecondsSince1970: 1_438_968_572_000)),
                        ])
                    }
                }
            }
            return try await group.reduce(into: [String]()) { $0 += $1 }
        }
        #expect(results.count == 1600)
        #expect(Set(results) == ["2:29\u{202F}AM"])
    }
}
