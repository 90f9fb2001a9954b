/// The Japanese calendar's eras as ICU's `JapaneseCalendar` (`EraRules`)
/// finds them: the start date of each era in the calendar's own
/// (Julian/Gregorian) fields, read once per process from ICU's data.
struct JapaneseEraTable: Sendable {
    /// Start dates encoded as year << 16 | month << 8 | day, ascending.
    private let starts: [Int64]

    /// ICU's table, or nil when it cannot be read or is not in order (the
    /// compiled path then leaves Japanese dates to ICU).
    static let shared: JapaneseEraTable? = {
        guard let dates = try? ICUCalendarData.japaneseEraStarts(), !dates.isEmpty else { return nil }
        let starts = dates.map { encode(year: $0.year, month: $0.month, day: $0.day) }
        guard dates.allSatisfy({ $0.year != Int32.min && (1...12).contains($0.month) && (1...31).contains($0.day) }),
            zip(starts, starts.dropFirst()).allSatisfy({ $0 < $1 })
        else { return nil }
        return JapaneseEraTable(starts: starts)
    }()

    var count: Int { starts.count }

    /// The era of a date: the last era starting at or before it, era 0 before all.
    func eraIndex(year: Int32, month: Int32, day: Int32) -> Int {
        let date = Self.encode(year: year, month: month, day: day)
        var low = 0
        var high = starts.count
        while low < high - 1 {
            let middle = (low + high) / 2
            if starts[middle] <= date { low = middle } else { high = middle }
        }
        return low
    }

    func startYear(of era: Int) -> Int32 { Int32(truncatingIfNeeded: starts[era] >> 16) }

    private static func encode(year: Int32, month: Int32, day: Int32) -> Int64 {
        Int64(year) << 16 | Int64(month) << 8 | Int64(day)
    }
}
