/// One compiled piece of a date pattern: literal text, a number, a name
/// from a symbol array, or a zone text, each written as ICU 72's
/// `SimpleDateFormat::subFormat` writes it.
enum DateFieldWriter: Sendable {
    /// Quoted or unquoted non-letter text of the pattern.
    case literal([UInt8])
    /// A numeric field, zero-padded to `minimumDigits`; `twoDigits` keeps the
    /// lowest two digits (`yy`).
    case number(NumericField, minimumDigits: Int, twoDigits: Bool, DigitTable)
    /// A name: `names[value]`, nothing when the value has no name (as ICU).
    case name(NameField, [[UInt8]])
    /// Fractional seconds (`S…`): the milliseconds left-justified to `count` digits.
    case fraction(count: Int, DigitTable)
    /// The year through ICU's `jpanyear` numbering (Japanese calendar, `ja`,
    /// a pattern with 年): year 1 is 元, other years plain Latin digits.
    case gannenYear([UInt8])
    /// A field whose text ICU fills on first use (zones, narrow eras and
    /// AM/PM markers), from the format's `FieldTextCache` slot.
    case icuText(slot: Int)

    enum NumericField: Sendable {
        case year, extendedYear, month, dayOfMonth, dayOfYear, dayOfWeekInMonth, localDayOfWeek
        case julianDay, millisecondsInDay, quarter
        /// Y, w, W: ICU's week fields.
        case yearForWeekOfYear, weekOfYear, weekOfMonth
        /// H (0-23), k (1-24), K (0-11), h (1-12).
        case hourOfDay, hourOfDay1, hour, hour1
        case minute, second
    }

    enum NameField: Sendable {
        case era, month, dayOfWeek, amPm, quarter
    }

    /// Bytes this writer needs at most, zone texts excepted.
    var bound: Int {
        switch self {
        case .literal(let bytes): bytes.count
        case .number(_, let minimumDigits, _, let digits): digits.bound(minimumDigits: minimumDigits)
        case .name(_, let names):
            // A loop: Japanese eras have over 230 names, and key paths cost.
            names.reduce(0) { max($0, $1.count) }
        case .fraction(let count, let digits): max(count, 3) * digits.width
        case .gannenYear(let gannen): max(gannen.count, 10)
        case .icuText: 0
        }
    }

    /// The number a numeric field writes (ICU's calendar field values).
    @inline(__always)
    static func value(of field: NumericField, _ f: CivilFields, firstDayOfWeek: Int32) -> Int32 {
        let hourOfDay = f.millisecondsInDay / 3_600_000
        switch field {
        case .year: return f.year
        case .extendedYear: return f.extendedYear
        case .month: return f.month + 1
        case .dayOfMonth: return f.dayOfMonth
        case .dayOfYear: return f.dayOfYear
        case .dayOfWeekInMonth: return (f.dayOfMonth - 1) / 7 + 1
        case .localDayOfWeek:
            let local = f.dayOfWeek - firstDayOfWeek + 1
            return local < 1 ? local + 7 : local
        case .julianDay: return f.julianDay
        case .millisecondsInDay: return f.millisecondsInDay
        case .quarter: return f.month / 3 + 1
        case .yearForWeekOfYear: return f.yearForWeekOfYear
        case .weekOfYear: return f.weekOfYear
        case .weekOfMonth: return f.weekOfMonth
        case .hourOfDay: return hourOfDay
        case .hourOfDay1: return hourOfDay == 0 ? 24 : hourOfDay
        case .hour: return hourOfDay % 12
        case .hour1:
            let hour = hourOfDay % 12
            return hour == 0 ? 12 : hour
        case .minute: return f.millisecondsInDay / 60_000 % 60
        case .second: return f.millisecondsInDay / 1000 % 60
        }
    }
}
