import Testing

@testable import LocaleFormat

/// A bounded date format's deferred zone format made by the first of many
/// tasks formatting with it at once (under a lock, behind an atomic flag):
/// run under Thread Sanitizer by CI (`--filter ConcurrencyStress`).
@Suite struct DeferredZoneFormatConcurrencyStressTests {
    /// Many tasks making it at once through their first format: one makes
    /// it, and every text is ICU's (the 1970 instant in Los Angeles).
    @Test func madeOnceUnderConcurrentFirstUse() async throws {
        for round in 0..<20 {
            let handle = try DeferredZoneFormatTests.open(round % 2 == 0 ? "it_IT" : "pl_PL")
            let expected = round % 2 == 0 ? "mercoledì 31 dicembre 1969 alle ore 16:00:00 GMT-8" : nil
            let texts = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<8 { group.addTask { try handle.format(0) } }
                return try await group.reduce(into: Set<String>()) { $0.insert($1) }
            }
            #expect(texts.count == 1)
            if let expected { #expect(texts.first == expected) }
            #expect(!handle.defersZoneFormat)
        }
    }
}
