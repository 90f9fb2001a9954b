import Testing

@testable import LocaleFormat

@Suite("CaseMapper concurrency")
struct CaseMapperConcurrencyTests {
    /// One shared CaseMapper per locale hammered with title-casing (whose ICU
    /// case map must not be shared) and upper/lower casing from many tasks.
    @Test func sharedTitleCaseMapperFromManyTasks() async throws {
        for locale in Set(caseCases.map(\.locale)) {
            let cases = caseCases.filter { $0.locale == locale }
            let shared = try Formatters.shared.caseMapper(locale: locale)
            let ok = try await withThrowingTaskGroup(of: Bool.self) { group in
                for task in 0..<12 {
                    group.addTask {
                        var allRight = true
                        for round in 0..<60 {
                            let c = cases[(task + round) % cases.count]
                            if try !(scalars(shared.titlecased(c.text)) == scalars(c.title)) { allRight = false }
                            if try !(scalars(shared.uppercased(c.text)) == scalars(c.upper)) { allRight = false }
                            if try !(scalars(shared.lowercased(c.text)) == scalars(c.lower)) { allRight = false }
                        }
                        return allRight
                    }
                }
                return try await group.reduce(true) { $0 && $1 }
            }
            #expect(ok, "\(locale)")
            #expect(shared.titlePool.idleCount <= shared.titlePool.capacity)
        }
    }
}
