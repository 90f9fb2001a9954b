/// Runs `tasks` tasks at once, each checking `iterations` cases drawn from
/// `cases` by its own seeded generator (`seed` + the task's number), and
/// returns how many checks failed in all: the shape of the stress tests that
/// use shared state from many threads and compare each result with one
/// computed on a single thread.
public func countFailuresConcurrently<Case: Sendable>(
    _ cases: [Case], tasks: Int = 8, iterations: Int, seed: UInt64,
    _ check: @escaping @Sendable (Case) throws -> Bool
) async throws -> Int {
    try await withThrowingTaskGroup(of: Int.self) { group in
        for task in 0..<tasks {
            group.addTask {
                var rng = SeededGenerator(seed: seed + UInt64(task))
                var failures = 0
                for _ in 0..<iterations {
                    guard let item = cases.randomElement(using: &rng) else { continue }
                    if try !check(item) { failures += 1 }
                }
                return failures
            }
        }
        var failures = 0
        for try await count in group { failures += count }
        return failures
    }
}
