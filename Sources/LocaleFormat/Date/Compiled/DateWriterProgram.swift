/// A compiled format's writers laid out for the formatting loop: each step
/// and each digit table a plain value (no array, no reference), the bytes of
/// literals, names and digits in one buffer. A step is read where it lies
/// and nothing is retained per field (the writers themselves, enum cases
/// with arrays and digit tables as payloads, cost a date call about 2,000
/// instructions of reference counting and payload copies).
struct DateWriterProgram: Sendable {
    /// One writer: what it writes and where its data is.
    struct Step: Sendable {
        enum Kind: UInt8, Sendable {
            case literal, number, name, fraction, gannenYear, icuText
        }

        var kind: Kind
        var numeric: DateFieldWriter.NumericField = .year
        var name: DateFieldWriter.NameField = .era
        var twoDigits = false
        /// A number's minimum digits, a fraction's digit count, an ICU text's slot.
        var width: Int32 = 0
        /// The digit table of a number or a fraction, an index into `tables`.
        var table: Int32 = 0
        /// A literal or gannen year: its offset in `bytes`. A name: its first
        /// name's index in `names`.
        var start: Int32 = 0
        /// A literal or gannen year: its length in bytes. A name: how many names.
        var count: Int32 = 0
    }

    /// A name's, a digit's or a sign's bytes in `bytes`.
    private struct Span: Sendable {
        var start: Int32
        var count: Int32
    }

    /// A ``DigitTable`` laid out in `bytes`.
    private struct Digits: Sendable {
        var isASCII: Bool
        /// The index in `names` of digit 0's span; 1 to 9 follow.
        var first: Int32
        var negativePrefix: Span
        var negativeSuffix: Span
    }

    private let steps: [Step]
    private let bytes: [UInt8]
    /// Names and digits, as spans of `bytes`.
    private let names: [Span]
    private let tables: [Digits]

    /// The program of `writers`. Nil when its data is over 2 GiB (no
    /// pattern's symbols come near).
    init?(_ writers: [DateFieldWriter]) {
        var steps: [Step] = []
        steps.reserveCapacity(writers.count)
        var bytes: [UInt8] = []
        var names: [Span] = []
        var tables: [Digits] = []
        var placedTables: [DigitTable] = []
        func place(_ text: [UInt8]) -> Span? {
            guard let start = Int32(exactly: bytes.count), let count = Int32(exactly: text.count) else { return nil }
            bytes += text
            return Span(start: start, count: count)
        }
        func table(_ digits: DigitTable) -> Int32? {
            if let index = placedTables.firstIndex(of: digits) { return Int32(truncatingIfNeeded: index) }
            guard let first = Int32(exactly: names.count), let prefix = place(digits.negativePrefix),
                let suffix = place(digits.negativeSuffix)
            else { return nil }
            for digit in digits.digits {
                guard let span = place(digit) else { return nil }
                names.append(span)
            }
            tables.append(Digits(isASCII: digits.isASCII, first: first, negativePrefix: prefix, negativeSuffix: suffix))
            placedTables.append(digits)
            return Int32(truncatingIfNeeded: tables.count - 1)
        }
        for writer in writers {
            switch writer {
            case .literal(let text):
                guard let span = place(text) else { return nil }
                steps.append(Step(kind: .literal, start: span.start, count: span.count))
            case .number(let field, let minimumDigits, let twoDigits, let digits):
                guard let width = Int32(exactly: minimumDigits), let table = table(digits) else { return nil }
                steps.append(Step(kind: .number, numeric: field, twoDigits: twoDigits, width: width, table: table))
            case .name(let field, let texts):
                guard let first = Int32(exactly: names.count), let count = Int32(exactly: texts.count) else {
                    return nil
                }
                for text in texts {
                    guard let span = place(text) else { return nil }
                    names.append(span)
                }
                steps.append(Step(kind: .name, name: field, start: first, count: count))
            case .fraction(let count, let digits):
                guard let width = Int32(exactly: count), let table = table(digits) else { return nil }
                steps.append(Step(kind: .fraction, width: width, table: table))
            case .gannenYear(let text):
                guard let span = place(text) else { return nil }
                steps.append(Step(kind: .gannenYear, start: span.start, count: span.count))
            case .icuText(let slot):
                steps.append(Step(kind: .icuText, width: Int32(truncatingIfNeeded: slot)))
            }
        }
        self.steps = steps
        self.bytes = bytes
        self.names = names
        self.tables = tables
    }

    /// Writes `f` step by step; `first` and `second` are the texts of ICU
    /// text slots 0 and 1. False when a step cannot write its field (a
    /// gannen year before year 0), and ICU formats the instant instead.
    @inline(__always)
    func write(
        _ f: CivilFields, firstDayOfWeek: Int32, first: FieldText?, second: FieldText?, to out: inout UTF8Output
    ) -> Bool {
        for index in steps.indices {
            let step = steps[index]
            switch step.kind {
            case .literal:
                append(Span(start: step.start, count: step.count), to: &out)
            case .number:
                let value = DateFieldWriter.value(of: step.numeric, f, firstDayOfWeek: firstDayOfWeek)
                write(value, minimumDigits: Int(step.width), twoDigits: step.twoDigits, step.table, to: &out)
            case .name:
                let index: Int32
                switch step.name {
                case .era: index = f.era
                case .month: index = f.month
                case .dayOfWeek: index = f.dayOfWeek
                case .amPm: index = f.millisecondsInDay >= 43_200_000 ? 1 : 0
                case .quarter: index = f.month / 3
                }
                if index >= 0 && index < step.count {
                    let name = names[Int(step.start + index)]
                    append(name, to: &out)
                }
            case .fraction:
                let milliseconds = f.millisecondsInDay % 1000
                switch step.width {
                case 1: write(milliseconds / 100, minimumDigits: 1, twoDigits: false, step.table, to: &out)
                case 2: write(milliseconds / 10, minimumDigits: 2, twoDigits: false, step.table, to: &out)
                default:
                    write(milliseconds, minimumDigits: 3, twoDigits: false, step.table, to: &out)
                    if step.width > 3 {
                        write(0, minimumDigits: Int(step.width) - 3, twoDigits: false, step.table, to: &out)
                    }
                }
            case .gannenYear:
                guard f.year >= 0 else { return false }
                if f.year == 1 {
                    append(Span(start: step.start, count: step.count), to: &out)
                } else {
                    Self.writeASCII(Int64(f.year), minimumDigits: 1, to: &out)
                }
            case .icuText:
                (step.width == 0 ? first : second)?.append(to: &out)
            }
        }
        return true
    }

    /// Appends the bytes of `span`.
    @inline(__always)
    private func append(_ span: Span, to out: inout UTF8Output) {
        out.append(bytes, from: Int(span.start), count: Int(span.count))
    }

    private static let powers: [Int64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000,
    ]

    /// Writes `value` with the digits of table `table`, as ICU's number
    /// format writes a date field: at least `minimumDigits` digits, the
    /// lowest two only when `twoDigits` (`yy`), a negative value between
    /// the table's negative prefix and suffix.
    @inline(__always)
    private func write(_ value: Int32, minimumDigits: Int, twoDigits: Bool, _ table: Int32, to out: inout UTF8Output) {
        let digits = tables[Int(table)]
        var magnitude = Int64(value)
        if value < 0 {
            append(digits.negativePrefix, to: &out)
            magnitude = -magnitude
        }
        if twoDigits { magnitude %= 100 }
        if digits.isASCII {
            Self.writeASCII(magnitude, minimumDigits: minimumDigits, to: &out)
        } else {
            let count = Self.digitCount(magnitude)
            if minimumDigits > count {
                let zero = names[Int(digits.first)]
                for _ in count..<minimumDigits { append(zero, to: &out) }
            }
            var position = count - 1
            while position >= 0 {
                let digit = names[Int(digits.first) + Int((magnitude / Self.powers[position]) % 10)]
                append(digit, to: &out)
                position -= 1
            }
        }
        if value < 0 {
            append(digits.negativeSuffix, to: &out)
        }
    }

    /// Writes `magnitude` (not negative) in ASCII digits, at least `minimumDigits`.
    @inline(__always)
    private static func writeASCII(_ magnitude: Int64, minimumDigits: Int, to out: inout UTF8Output) {
        let count = digitCount(magnitude)
        if minimumDigits > count {
            for _ in count..<minimumDigits { out.append(0x30) }
        }
        var position = count - 1
        while position >= 0 {
            out.append(0x30 + UInt8(truncatingIfNeeded: (magnitude / powers[position]) % 10))
            position -= 1
        }
    }

    /// How many decimal digits `magnitude` has (1 to 10; a date field has at most 10).
    @inline(__always)
    private static func digitCount(_ magnitude: Int64) -> Int {
        var count = 1
        while count < 10 && magnitude >= powers[count] { count += 1 }
        return count
    }
}
