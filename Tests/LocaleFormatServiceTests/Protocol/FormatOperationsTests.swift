import Testing

@testable import LocaleFormatService

@Suite struct FormatOperationsTests {
    /// PROTOCOL.md's ops, in its order, then PROTOCOL-v2.md's built so far.
    @Test func theTableNamesEveryOpOnceInProtocolOrder() {
        #expect(
            FormatOperations.names == [
                "date", "number", "currency", "unit", "plural", "compare", "sort", "sortKey", "message", "case",
                "locale", "negotiate", "interval", "relative", "list", "displayName", "numberRange", "duration",
            ])
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
    }

    /// The unknown-op message lists the table's names.
    @Test func unknownOpsListTheTable() {
        #expect(
            respond(#"{"id":3,"op":"frobnicate"}"#)
                == #"{"id":3,"error":{"code":"invalidRequest","message":"unknown op \"frobnicate\"; the ops are date, number, currency, unit, plural, compare, sort, sortKey, message, case, locale, negotiate, interval, relative, list, displayName, numberRange, duration"}}"#
        )
    }
}
