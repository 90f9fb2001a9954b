import Foundation
import Testing

@testable import LocaleFormatService

@Suite struct FormatOperationsTests {
    /// The ops' sections of Docs/Protocol.md (`## Op <name>`), in its order.
    static let documentedOps: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = (try? String(contentsOf: root.appendingPathComponent("Docs/Protocol.md"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            line.hasPrefix("## Op ") ? String(line.dropFirst(6)).trimmingCharacters(in: .whitespaces) : nil
        }
    }()

    /// The table names every op once, in the order of Docs/Protocol.md's
    /// sections: the first version's ops, then the second's, then the third's.
    @Test func theTableNamesEveryOpOnceInProtocolOrder() {
        #expect(FormatOperations.names == Self.documentedOps)
        #expect(
            Array(FormatOperations.names.prefix(5)) == ["date", "number", "currency", "unit", "plural"])
        #expect(Set(FormatOperations.names).count == FormatOperations.table.count)
        #expect(FormatOperations.summaries.map(\.name) == FormatOperations.names)
        #expect(FormatOperations.summaries.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func lookupIsByTheTable() {
        for type in FormatOperations.table {
            #expect(FormatOperations.operation(named: type.name) == type)
        }
        #expect(FormatOperations.operation(named: "Date") == nil)
        #expect(FormatOperations.operation(named: "frobnicate") == nil)
        #expect(FormatOperations.operation(named: "") == nil)
        #expect(FormatOperations.operation(named: "messages") == nil)
        #expect(FormatOperations.operation(named: "mess\u{E4}ge") == nil)
    }

    /// Names are compared as Swift compares strings, also when the length
    /// filter cannot see it: U+212A KELVIN SIGN is canonically `K`.
    @Test func canonicallyEquivalentNamesFindTheirOp() {
        #expect(FormatOperations.operation(named: "sort\u{212A}ey") == SortKeyOperation.self)
        #expect(FormatOperations.operation(named: "sort\u{212A}ee") == nil)
    }

    /// The unknown-op message lists the ops, as Docs/Protocol.md orders its sections.
    @Test func unknownOpsListTheTable() {
        let ops = Self.documentedOps.joined(separator: ", ")
        #expect(
            respond(#"{"id":3,"op":"frobnicate"}"#)
                == #"{"id":3,"error":{"code":"invalidRequest","message":"unknown op \"frobnicate\"; the ops are "#
                + ops + #""}}"#)
        #expect(ops.hasPrefix("date, number, currency, unit, plural, compare, sort, sortKey, message, case"))
    }
}
