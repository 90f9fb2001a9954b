import Foundation
import LocaleFormatServer
import Testing

/// `--memory-limit`: one number divided among the budgets, never more than it.
@Suite struct MemoryPlanTests {
    static let mebibyte = 1 << 20

    @Test func aLimitIsDividedAmongConnectionsAndTheBudgets() throws {
        let plan = try MemoryPlan(limit: 512 * Self.mebibyte, threads: 4, maximumBodyBytes: 8 * Self.mebibyte)
        // Reserved: 48 MiB + 4 × 5.25 MiB = 72,351,744 bytes; a quarter of
        // the rest to connections of 160 KiB: 708; the rest 4 : 2 : 1.
        #expect(MemoryPlan.reservedBytes(threads: 4) == 72_351_744)
        #expect(plan.maximumConnections == 708)
        #expect(plan.cacheBytes == 199_154_540)
        #expect(plan.bodyBudgetBytes == 99_577_270)
        #expect(plan.outputBudgetBytes == 49_788_635)
    }

    @Test func givenValuesAreKeptAndTheOthersShareTheRest() throws {
        let plan = try MemoryPlan(
            limit: 1 << 30, threads: 2, maximumBodyBytes: 1 << 20, cacheBytes: 600 * Self.mebibyte,
            maximumConnections: 100)
        #expect(plan.cacheBytes == 600 * Self.mebibyte)
        #expect(plan.maximumConnections == 100)
        // 1 GiB − 58.5 MiB − 100 × 160 KiB − 600 MiB, in thirds: 2 to bodies, 1 to output.
        let rest =
            (1 << 30) - MemoryPlan.reservedBytes(threads: 2) - 100 * MemoryPlan.connectionBytes - 600 * Self.mebibyte
        #expect(plan.bodyBudgetBytes == rest / 3 * 2)
        #expect(plan.outputBudgetBytes == rest / 3)
    }

    @Test func thePartsNeverAddUpToMoreThanTheLimit() throws {
        for limit in stride(from: 128 * Self.mebibyte, through: 16 << 30, by: 97 * Self.mebibyte + 12_345) {
            for threads in [1, 2, 8, 64] {
                guard let plan = try? MemoryPlan(limit: limit, threads: threads, maximumBodyBytes: 1 << 20) else {
                    continue
                }
                let total =
                    MemoryPlan.reservedBytes(threads: threads) + plan.maximumConnections * MemoryPlan.connectionBytes
                    + plan.cacheBytes + plan.bodyBudgetBytes + plan.outputBudgetBytes
                #expect(total <= limit, "limit \(limit), \(threads) threads")
                #expect(total > limit - 64, "limit \(limit): \(limit - total) bytes unused")
            }
        }
    }

    @Test func aLimitTooSmallForTheSettingsIsRefusedWithWhatItLacks() {
        #expect(throws: MemoryPlan.Shortfall.self) {
            try MemoryPlan(limit: 40 * Self.mebibyte, threads: 4, maximumBodyBytes: 1 << 20)
        }
        do {
            _ = try MemoryPlan(limit: 100 * Self.mebibyte, threads: 4, maximumBodyBytes: 8 * Self.mebibyte)
            Issue.record("a body budget under one body was accepted")
        } catch {
            #expect(error.description.contains("a body budget of one 8 MiB body"))
        }
        #expect(throws: MemoryPlan.Shortfall.self) {
            try MemoryPlan(limit: 256 * Self.mebibyte, threads: 2, maximumBodyBytes: 1 << 20, cacheBytes: 300 << 20)
        }
    }

    @Test func sizesAreReadInBytesOrBinaryUnits() {
        #expect(MemoryPlan.bytes("536870912") == 536_870_912)
        #expect(MemoryPlan.bytes("512MiB") == 536_870_912)
        #expect(MemoryPlan.bytes("1GiB") == 1 << 30)
        #expect(MemoryPlan.bytes("64KiB") == 65_536)
        #expect(MemoryPlan.bytes("512MB") == nil)
        #expect(MemoryPlan.bytes("-1MiB") == nil)
        #expect(MemoryPlan.bytes("99999999999GiB") == nil)
        #expect(MemoryPlan.bytes("") == nil)
    }

    /// Through `icufmt serve`: the budgets the limit gave, in the start log
    /// and `/metrics`; a limit that cannot hold the settings stops the start.
    @Test func serveDividesItsMemoryLimit() throws {
        let server = try ServerProcess(["--memory-limit", "512MiB", "--workers", "2"])
        #expect(server.logText.contains("memory_limit_bytes=536870912"))
        let metrics = try RawHTTP.get(port: server.port, "/metrics").text
        let limit = try #require(
            ServeIntegrationTests.sample(#"icufmt_formatter_cache_byte_limit{kind="date"}"#, in: metrics))
        let plan = try MemoryPlan(
            limit: 512 * Self.mebibyte, threads: 2 + MemoryPlan.eventLoops, maximumBodyBytes: 8 * Self.mebibyte)
        #expect(Int(limit) == plan.cacheBytes / 2)
        #expect(server.logText.contains("body_budget_bytes=\(plan.bodyBudgetBytes)"))

        let process = Process()
        process.executableURL = ServerProcess.executable
        process.arguments = ["serve", "--port", "0", "--memory-limit", "60MiB"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text.contains("--memory-limit 60 MiB"))
    }
}
