import Testing

@testable import LocaleFormat

@Suite("Collator concurrency")
struct CollatorConcurrencyTests {
    /// One shared Collator per table case, used by many tasks at once for
    /// compare, sort keys and sorting: ICU allows concurrent const use.
    @Test func sharedCollatorFromManyTasks() async throws {
        let cases = collationCases.filter { $0.options == CollationOverrides() }
        for testCase in cases {
            let shared = try testCase.options.collator(locale: testCase.locale)
            let ok = try await withThrowingTaskGroup(of: Bool.self) { group in
                for task in 0..<8 {
                    group.addTask {
                        var allRight = true
                        for round in 0..<20 {
                            if try !(shared.sorted(testCase.input) == testCase.sorted) { allRight = false }
                            let i = (task + round) % (testCase.input.count - 1)
                            if !(shared.compare(testCase.input[i], testCase.input[i + 1]).rawValue
                                == testCase.neighbours[i])
                            {
                                allRight = false
                            }
                            if try !(shared.sortKey(for: testCase.input[i]) == shared.sortKey(for: testCase.input[i])) {
                                allRight = false
                            }
                        }
                        return allRight
                    }
                }
                return try await group.reduce(true) { $0 && $1 }
            }
            #expect(ok, "\(testCase)")
        }
    }
}
