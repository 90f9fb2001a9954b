/// Turns ICU's resolved pattern (`udat_toPattern`) into field writers, with
/// the symbols and digits of the open format, or says why it cannot.
///
/// The pattern is walked as ICU 72's `SimpleDateFormat::_format` walks it:
/// runs of one ASCII letter outside quotes are fields, `''` is a quote, text
/// between quotes and every other character is literal. A field is compiled
/// only when the writer reproduces `subFormat` exactly; every other field
/// refuses the whole pattern, which then stays with ICU.
struct DatePatternCompiler {
    /// Why a pattern is left to ICU (for the docs and the coverage report).
    struct Refusal: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// What the compiled pattern consists of.
    struct Output {
        var writers: [DateFieldWriter] = []
        /// The fields whose text ICU fills on first use (`.icuText` slots).
        var textSlots: [FieldTextCache.Slot] = []
        /// Whether a writer needs the week fields.
        var usesWeekFields = false
    }

    let handle: ICUDateHandle
    let system: CivilCalendar.System
    /// Symbols and default digits of the format's locale, shared with its other formats.
    let localeData: LocaleDateData

    /// Digits of letters with their own number format (per-field overrides).
    private var digitCache: [UInt8: DigitTable] = [:]
    /// The first count seen for each letter (ICU's field iterator reports the first).
    private var firstCount: [UInt8: Int] = [:]

    init(handle: ICUDateHandle, system: CivilCalendar.System, localeData: LocaleDateData) {
        self.handle = handle
        self.system = system
        self.localeData = localeData
    }

    mutating func compile(_ pattern: String) throws(Refusal) -> Output {
        var output = Output()
        var literal: [UInt8] = []
        let scalars = Array(pattern.unicodeScalars)
        var inQuote = false
        var i = 0
        func flushLiteral() {
            if !literal.isEmpty {
                output.writers.append(.literal(literal))
                literal = []
            }
        }
        while i < scalars.count {
            let ch = scalars[i]
            if ch == "'" {
                if i + 1 < scalars.count && scalars[i + 1] == "'" {
                    literal.append(0x27)
                    i += 2
                } else {
                    inQuote.toggle()
                    i += 1
                }
                continue
            }
            if !inQuote, ch.isASCII, let letter = UInt8(exactly: ch.value), Self.isLetter(letter) {
                var count = 1
                while i + count < scalars.count && scalars[i + count] == ch { count += 1 }
                i += count
                if firstCount[letter] == nil { firstCount[letter] = count }
                flushLiteral()
                try compileField(letter, count: count, into: &output)
                continue
            }
            literal.append(contentsOf: String(ch).utf8)
            i += 1
        }
        flushLiteral()
        return output
    }

    private static func isLetter(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) }

    // MARK: - Fields

    private mutating func compileField(_ letter: UInt8, count: Int, into output: inout Output) throws(Refusal) {
        let name = String(UnicodeScalar(letter))
        switch name {
        case "G":
            switch count {
            case 4: output.writers.append(.name(.era, try symbols(.eraNames)))
            // Narrow eras are not in ICU's C API.
            case 5: try icuText(0, .era, letter: letter, count: count, into: &output)
            default: output.writers.append(.name(.era, try symbols(.eras)))
            }
        case "y":
            output.writers.append(try yearWriter(letter, count: count))
        case "U":
            // Cyclic year names (Chinese-derived calendars) are not compiled;
            // without them ICU writes the year as `y` does.
            guard symbolCount(.cyclicYearsAbbreviated) == 0 else { throw Refusal(reason: "cyclic year names (U)") }
            output.writers.append(try yearWriter(letter, count: count))
        case "u", "r":
            output.writers.append(try number(.extendedYear, letter, count))
        case "M", "L":
            let standalone = name == "L"
            switch count {
            case 3:
                output.writers.append(.name(.month, try symbols(standalone ? .standaloneShortMonths : .shortMonths)))
            case 4: output.writers.append(.name(.month, try symbols(standalone ? .standaloneMonths : .months)))
            case 5:
                output.writers.append(.name(.month, try symbols(standalone ? .standaloneNarrowMonths : .narrowMonths)))
            default: output.writers.append(try number(.month, letter, count))
            }
        case "Q", "q":
            let standalone = name == "q"
            switch count {
            case 3:
                output.writers.append(
                    .name(.quarter, try symbols(standalone ? .standaloneShortQuarters : .shortQuarters)))
            case 4: output.writers.append(.name(.quarter, try symbols(standalone ? .standaloneQuarters : .quarters)))
            case 5...:
                output.writers.append(
                    .name(.quarter, try symbols(standalone ? .standaloneNarrowQuarters : .narrowQuarters)))
            default: output.writers.append(try number(.quarter, letter, count))
            }
        case "E":
            output.writers.append(.name(.dayOfWeek, try weekdays(count: count, standalone: false)))
        case "e":
            if count < 3 {
                output.writers.append(try number(.localDayOfWeek, letter, count))
            } else {
                output.writers.append(.name(.dayOfWeek, try weekdays(count: count, standalone: false)))
            }
        case "c":
            if count < 3 {
                // ICU pads `cc` to one digit only.
                output.writers.append(try number(.localDayOfWeek, letter, 1))
            } else {
                output.writers.append(.name(.dayOfWeek, try weekdays(count: count, standalone: true)))
            }
        case "a":
            if count < 5 {
                output.writers.append(.name(.amPm, try symbols(.amPms)))
            } else {
                // Narrow AM/PM markers are not in ICU's C API either.
                try icuText(14, .amPm, letter: letter, count: count, into: &output)
            }
        case "d": output.writers.append(try number(.dayOfMonth, letter, count))
        case "D": output.writers.append(try number(.dayOfYear, letter, count))
        case "F": output.writers.append(try number(.dayOfWeekInMonth, letter, count))
        case "g": output.writers.append(try number(.julianDay, letter, count))
        case "A": output.writers.append(try number(.millisecondsInDay, letter, count))
        case "H": output.writers.append(try number(.hourOfDay, letter, count))
        case "k": output.writers.append(try number(.hourOfDay1, letter, count))
        case "K": output.writers.append(try number(.hour, letter, count))
        case "h": output.writers.append(try number(.hour1, letter, count))
        case "m": output.writers.append(try number(.minute, letter, count))
        case "s": output.writers.append(try number(.second, letter, count))
        case "S":
            guard count <= 13 else { throw Refusal(reason: "more than 13 fraction digits") }
            output.writers.append(.fraction(count: count, try digits(letter)))
        case "l":
            break  // ICU ignores it
        case "z":
            try icuText(17, .zone, letter: letter, count: count, into: &output)
        case "Z":
            try icuText(23, .zone, letter: letter, count: count, into: &output)
        case "O":
            if count == 1 || count == 4 { try icuText(31, .zone, letter: letter, count: count, into: &output) }
        case "X":
            if count <= 5 { try icuText(32, .zone, letter: letter, count: count, into: &output) }
        case "x":
            if count <= 5 { try icuText(33, .zone, letter: letter, count: count, into: &output) }
        case "V":
            if count <= 4 { try icuText(29, .zone, letter: letter, count: count, into: &output) }
        case "v":
            if count == 1 || count == 4 { throw Refusal(reason: "generic zone names (v)") }
        case "Y":
            // ICU writes the week's year as it writes `y` (two digits for `YY`).
            guard count <= 10 else { throw Refusal(reason: "more than 10 digits") }
            output.writers.append(
                .number(.yearForWeekOfYear, minimumDigits: count, twoDigits: count == 2, try digits(letter)))
            output.usesWeekFields = true
        case "w":
            output.writers.append(try number(.weekOfYear, letter, count))
            output.usesWeekFields = true
        case "W":
            output.writers.append(try number(.weekOfMonth, letter, count))
            output.usesWeekFields = true
        case "b", "B":
            throw Refusal(reason: "day periods (\(name))")
        default:
            throw Refusal(reason: "pattern letter \(name)")
        }
    }

    /// A field whose text ICU fills on first use. ICU's field iterator names
    /// the first field of a kind, so that must be this one, and each kind
    /// may have one such slot.
    private func icuText(
        _ field: Int32, _ key: FieldTextCache.Key, letter: UInt8, count: Int, into output: inout Output
    ) throws(Refusal) {
        guard firstCount[letter] == count, !output.textSlots.contains(where: { $0.field == field }),
            output.textSlots.count < 2
        else { throw Refusal(reason: "repeated fields filled by ICU") }
        output.writers.append(.icuText(slot: output.textSlots.count))
        output.textSlots.append(FieldTextCache.Slot(field: field, key: key, letter: letter, count: count))
    }

    private mutating func number(_ field: DateFieldWriter.NumericField, _ letter: UInt8, _ count: Int) throws(Refusal)
        -> DateFieldWriter
    {
        guard count <= 10 else { throw Refusal(reason: "more than 10 digits") }
        return .number(field, minimumDigits: count, twoDigits: false, try digits(letter))
    }

    private mutating func yearWriter(_ letter: UInt8, count: Int) throws(Refusal) -> DateFieldWriter {
        guard count <= 10 else { throw Refusal(reason: "more than 10 digits") }
        if letter == UInt8(ascii: "y"), case .japanese = system,
            !handle.hasDefaultNumberFormat(forPatternLetter: letter),
            handle.digits(forPatternLetter: letter) == nil
        {
            return try gannenYear(letter)
        }
        return .number(.year, minimumDigits: count == 2 ? 2 : count, twoDigits: count == 2, try digits(letter))
    }

    /// ICU's `y=jpanyear` override (`ja`, Japanese calendar, 年 in the
    /// pattern): a rule-based format, checked on sample years.
    private func gannenYear(_ letter: UInt8) throws(Refusal) -> DateFieldWriter {
        guard let gannen = localeData.gannenYear(from: handle, letter: letter) else {
            throw Refusal(reason: "year numbering override")
        }
        return .gannenYear(gannen)
    }

    private mutating func digits(_ letter: UInt8) throws(Refusal) -> DigitTable {
        if let known = digitCache[letter] { return known }
        // Most letters share the format's default number format, whose
        // digits the locale's formats share.
        let table =
            handle.hasDefaultNumberFormat(forPatternLetter: letter)
            ? localeData.defaultDigits(from: handle, letter: letter) : DigitTable.read(from: handle, letter: letter)
        guard let table else {
            throw Refusal(reason: "non-decimal numbering for \(String(UnicodeScalar(letter)))")
        }
        digitCache[letter] = table
        return table
    }

    // MARK: - Names

    private func symbolCount(_ type: ICUDateHandle.SymbolType) -> Int { handle.symbolCount(type) }

    private func symbols(_ type: ICUDateHandle.SymbolType) throws(Refusal) -> [[UInt8]] {
        guard let names = localeData.symbols(type, from: handle) else { throw Refusal(reason: "symbols \(type)") }
        return names
    }

    private func weekdays(count: Int, standalone: Bool) throws(Refusal) -> [[UInt8]] {
        switch count {
        case 4: try symbols(standalone ? .standaloneWeekdays : .weekdays)
        case 5: try symbols(standalone ? .standaloneNarrowWeekdays : .narrowWeekdays)
        case 6: try symbols(standalone ? .standaloneShorterWeekdays : .shorterWeekdays)
        default: try symbols(standalone ? .standaloneShortWeekdays : .shortWeekdays)
        }
    }
}
