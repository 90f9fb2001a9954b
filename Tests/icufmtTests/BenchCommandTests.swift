import Foundation
import Testing

/// `icufmt-bench` runs and prints what tools read. No timing is checked
/// here: speed lives in the benchmarks (Docs/Benchmarks.md), never in tests.
@Suite struct BenchCommandTests {
    /// `icufmt-bench --json` with `arguments`: its `results` array.
    private func benchResults(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try ICUFmtProcess.bench(["--json"] + arguments)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return try #require(object?["results"] as? [[String: Any]])
    }

    @Test func jsonListsEveryKind() throws {
        let results = try benchResults(["--repetitions", "1", "--iterations", "10"])
        let kinds = results.compactMap { $0["kind"] as? String }
        for kind in ["date", "compare", "message", "case", "number", "currency", "unit", "plural", "string"] {
            #expect(kinds.contains(kind), "no \(kind) in \(kinds)")
        }
        for entry in results {
            for key in ["uncachedNs", "cachedNs", "floorNs", "hitNs"] {
                #expect((entry[key] as? NSNumber).map { $0.doubleValue > 0 } == true, "\(key) of \(entry)")
            }
            // Present either way: a number, or null where Foundation has no peer.
            #expect(entry.keys.contains("foundationNs"))
        }
        let message = try #require(results.first { $0["kind"] as? String == "message" })
        #expect(message["foundationNs"] is NSNull)
        let date = try #require(results.first { $0["kind"] as? String == "date" })
        #expect(date["foundationNs"] is NSNumber)
    }

    @Test func kindsSelectRows() throws {
        let results = try benchResults(["--repetitions", "1", "--iterations", "5", "--kinds", "compare,case"])
        #expect(results.compactMap { $0["kind"] as? String } == ["compare", "case"])
    }

    /// Compare and message have a second floor (input taken from the
    /// arguments on every call), which the harness checks prints what the
    /// cached call prints before timing it; every kind here has a held call.
    @Test func secondFloorsAndHeldCalls() throws {
        let results = try benchResults(["--repetitions", "1", "--iterations", "5", "--kinds", "compare,message,number"])
        func value(_ key: String, of kind: String) -> Double? {
            (results.first { $0["kind"] as? String == kind }?[key] as? NSNumber)?.doubleValue
        }
        for kind in ["compare", "message"] {
            #expect(value("givenFloorNs", of: kind).map { $0 > 0 } == true, "\(kind): \(results)")
        }
        #expect(value("givenFloorNs", of: "number") == nil)
        for kind in ["compare", "message", "number"] {
            #expect(value("heldNs", of: kind).map { $0 > 0 } == true, "\(kind): \(results)")
        }
    }

    @Test func tableHasRatios() throws {
        let result = try ICUFmtProcess.bench(["--repetitions", "1", "--iterations", "5", "--kinds", "date"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("uncached/cached"))
        #expect(result.stdout.contains("DateFormatter (reused)"))
    }

    @Test func sweepJSONHasEveryWorkingSet() throws {
        let result = try ICUFmtProcess.bench(["--sweep", "--json", "--repetitions", "1", "--iterations", "5"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let sweep = try #require(object?["sweep"] as? [[String: Any]])
        #expect(sweep.compactMap { ($0["workingSet"] as? NSNumber)?.intValue } == [90, 90, 110, 110, 200, 200])
        #expect(sweep.allSatisfy { $0["localeFormatNs"] is NSNumber && $0["foundationNs"] is NSNumber })
    }

    @Test func badOptionsAreErrors() throws {
        #expect(try ICUFmtProcess.bench(["--kinds", "nope", "--iterations", "1"]).status != 0)
        #expect(try ICUFmtProcess.bench(["--repetitions", "0"]).status != 0)
    }
}

extension ICUFmtProcess {
    /// Runs `icufmt-bench` with `arguments`.
    static func bench(_ arguments: [String]) throws -> Result { try run(arguments, executable: "icufmt-bench") }
}
