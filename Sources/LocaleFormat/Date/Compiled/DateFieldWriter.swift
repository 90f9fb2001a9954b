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

    /// Writes the field; false when ICU would write something this path
    /// does not (a negative `jpanyear`), so the caller formats with ICU instead.
    @inline(__always)
    func write(_ f: CivilFields, firstDayOfWeek: Int32, to out: inout UTF8Output) -> Bool {
        switch self {
        case .literal(let bytes):
            out.append(bytes)
        case .number(let field, let minimumDigits, let twoDigits, let digits):
            let value = Self.value(of: field, f, firstDayOfWeek: firstDayOfWeek)
            digits.write(value, minimumDigits: minimumDigits, twoDigits: twoDigits, to: &out)
        case .name(let field, let names):
            let index: Int32
            switch field {
            case .era: index = f.era
            case .month: index = f.month
            case .dayOfWeek: index = f.dayOfWeek
            case .amPm: index = f.millisecondsInDay >= 43_200_000 ? 1 : 0
            case .quarter: index = f.month / 3
            }
            if index >= 0 && Int(index) < names.count {
                out.append(names[Int(index)])
            }
        case .fraction(let count, let digits):
            let milliseconds = f.millisecondsInDay % 1000
            switch count {
            case 1: digits.write(milliseconds / 100, minimumDigits: 1, twoDigits: false, to: &out)
            case 2: digits.write(milliseconds / 10, minimumDigits: 2, twoDigits: false, to: &out)
            default:
                digits.write(milliseconds, minimumDigits: 3, twoDigits: false, to: &out)
                if count > 3 {
                    digits.write(0, minimumDigits: count - 3, twoDigits: false, to: &out)
                }
            }
        case .gannenYear(let gannen):
            guard f.year >= 0 else { return false }
            if f.year == 1 {
                out.append(gannen)
            } else {
                DigitTable.ascii.write(f.year, minimumDigits: 1, twoDigits: false, to: &out)
            }
        case .icuText:
            // Written by the format, which holds the texts.
            break
        }
        return true
    }

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
