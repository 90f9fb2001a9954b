import Testing

@testable import LocaleFormatService

/// Values read through the table are the values of their bytes, whatever
/// the table held; a value read again is the string kept; the table holds
/// at most its slots, whatever is read.
@Suite struct RecurringStringsTests {
    static func read(_ table: RecurringStrings, _ text: String) -> String {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { table.string($0, isASCII: text.utf8.allSatisfy { $0 < 0x80 }) }
    }

    /// Whether two strings share their storage (the same bytes in memory).
    static func shareStorage(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { a in b.withUTF8 { b in a.baseAddress == b.baseAddress } }
    }

    @Test func valuesAreTheirBytes() {
        let table = RecurringStrings()
        for text in [
            "UTC", "Europe/Paris", "America/Los_Angeles", "America/Argentina/ComodRivadavia", "Ásia/Ho_Chi_Minh_Ville",
            String(repeating: "x", count: 64), String(repeating: "y", count: 65), "",
        ] {
            #expect(Self.read(table, text) == text)
            #expect(Self.read(table, text) == text)
        }
    }

    @Test func aLongValueReadAgainIsTheStringKept() {
        let table = RecurringStrings()
        let first = Self.read(table, "America/Los_Angeles")
        let again = Self.read(table, "America/Los_Angeles")
        #expect(Self.shareStorage(first, again))
        // Inline or over the limit: made each time, nothing kept.
        #expect(table.count == 1)
        _ = Self.read(table, "Europe/Paris")
        _ = Self.read(table, String(repeating: "z", count: 65))
        #expect(table.count == 1)
    }

    /// Thousands of made-up names, then the names in use: every value
    /// right, the table no larger than its slots.
    @Test func aFloodOfNamesFillsNothingBeyondTheSlots() {
        let table = RecurringStrings()
        for number in 0..<5_000 {
            let text = "Made/Up_Zone_Number_\(number)"
            #expect(Self.read(table, text) == text)
        }
        #expect(table.count <= RecurringStrings.slotCount)
        #expect(table.count > RecurringStrings.slotCount / 2)
        let zone = Self.read(table, "America/New_York_City")
        #expect(zone == "America/New_York_City")
        #expect(Self.shareStorage(zone, Self.read(table, "America/New_York_City")))
    }

    @Test func readersOnManyThreadsGetTheirValues() async {
        let table = RecurringStrings()
        let names = (0..<40).map { "Area_\($0)/Location_\($0 * 7)" }
        await withTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<2_000).allSatisfy { round in
                        let name = names[(round + task) % names.count]
                        return Self.read(table, name) == name
                    }
                }
            }
            for await ok in group { #expect(ok) }
        }
    }
}
