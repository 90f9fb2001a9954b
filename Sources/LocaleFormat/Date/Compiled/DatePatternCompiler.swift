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
        /// `UDateFormatField` of each zone slot.
        var zoneFields: [Int32] = []
    }

    let handle: ICUDateHandle
    let system: CivilCalendar.System
    /// Offsets of the format's zone, for picking probe instants.
    let zone: ZoneOffsetTable

    private var symbolCache: [ICUDateHandle.SymbolType: [[UInt8]]] = [:]
    private var digitCache: [UInt8: DigitTable] = [:]
    /// The first count seen for each letter (ICU's field iterator reports the first).
    private var firstCount: [UInt8: Int] = [:]

    init(handle: ICUDateHandle, system: CivilCalendar.System, zone: ZoneOffsetTable) {
        self.handle = handle
        self.system = system
        self.zone = zone
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
            case 5: output.writers.append(.name(.era, try narrowEras(letter)))
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
            case 3: output.writers.append(.name(.month, try symbols(standalone ? .standaloneShortMonths : .shortMonths)))
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
            output.writers.append(.name(.amPm, count < 5 ? try symbols(.amPms) : try narrowAmPm(letter)))
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
            try zone(17, into: &output)
        case "Z":
            try zone(23, into: &output)
        case "O":
            if count == 1 || count == 4 { try zone(31, into: &output) }
        case "X":
            if count <= 5 { try zone(32, into: &output) }
        case "x":
            if count <= 5 { try zone(33, into: &output) }
        case "V":
            if count <= 4 { try zone(29, into: &output) }
        case "v":
            if count == 1 || count == 4 { throw Refusal(reason: "generic zone names (v)") }
        case "Y", "w", "W":
            throw Refusal(reason: "week fields (\(name))")
        case "b", "B":
            throw Refusal(reason: "day periods (\(name))")
        default:
            throw Refusal(reason: "pattern letter \(name)")
        }
    }

    private func zone(_ field: Int32, into output: inout Output) throws(Refusal) {
        // ICU's field iterator names the first field of a kind, so each kind
        // may appear once.
        guard !output.zoneFields.contains(field), output.zoneFields.count < 2 else {
            throw Refusal(reason: "repeated zone fields")
        }
        output.writers.append(.zone(slot: output.zoneFields.count))
        output.zoneFields.append(field)
    }

    private mutating func number(_ field: DateFieldWriter.NumericField, _ letter: UInt8, _ count: Int) throws(Refusal)
        -> DateFieldWriter
    {
        guard count <= 10 else { throw Refusal(reason: "more than 10 digits") }
        return .number(field, minimumDigits: count, twoDigits: false, try digits(letter))
    }

    private mutating func yearWriter(_ letter: UInt8, count: Int) throws(Refusal) -> DateFieldWriter {
        guard count <= 10 else { throw Refusal(reason: "more than 10 digits") }
        if letter == UInt8(ascii: "y"), case .japanese = system, handle.digits(forPatternLetter: letter) == nil {
            return try gannenYear(letter)
        }
        return .number(.year, minimumDigits: count == 2 ? 2 : count, twoDigits: count == 2, try digits(letter))
    }

    /// ICU's `y=jpanyear` override (`ja`, Japanese calendar, 年 in the
    /// pattern): a rule-based format, checked here on sample years.
    private func gannenYear(_ letter: UInt8) throws(Refusal) -> DateFieldWriter {
        guard let gannen = handle.number(1, forPatternLetter: letter), !gannen.isEmpty else {
            throw Refusal(reason: "year numbering override")
        }
        for year: Int32 in [0, 2, 3, 9, 10, 11, 19, 20, 31, 45, 64, 99, 100, 101, 999, 1000, 1234, 9999, 12345] {
            guard handle.number(year, forPatternLetter: letter) == String(year) else {
                throw Refusal(reason: "year numbering override")
            }
        }
        return .gannenYear(Array(gannen.utf8))
    }

    private mutating func digits(_ letter: UInt8) throws(Refusal) -> DigitTable {
        if let known = digitCache[letter] { return known }
        guard let found = handle.digits(forPatternLetter: letter), let table = DigitTable(found.digits) else {
            throw Refusal(reason: "non-decimal numbering for \(String(UnicodeScalar(letter)))")
        }
        digitCache[letter] = table
        return table
    }

    // MARK: - Names

    private func symbolCount(_ type: ICUDateHandle.SymbolType) -> Int {
        (try? handle.symbols(type))?.count ?? 0
    }

    private mutating func symbols(_ type: ICUDateHandle.SymbolType) throws(Refusal) -> [[UInt8]] {
        if let known = symbolCache[type] { return known }
        guard let names = try? handle.symbols(type) else { throw Refusal(reason: "symbols \(type)") }
        let bytes = names.map { Array($0.utf8) }
        symbolCache[type] = bytes
        return bytes
    }

    private mutating func weekdays(count: Int, standalone: Bool) throws(Refusal) -> [[UInt8]] {
        switch count {
        case 4: try symbols(standalone ? .standaloneWeekdays : .weekdays)
        case 5: try symbols(standalone ? .standaloneNarrowWeekdays : .narrowWeekdays)
        case 6: try symbols(standalone ? .standaloneShorterWeekdays : .shorterWeekdays)
        default: try symbols(standalone ? .standaloneShortWeekdays : .shortWeekdays)
        }
    }

    /// Narrow eras are not in ICU's C API: ICU writes each once, at an
    /// instant inside the era, through the format itself.
    private func narrowEras(_ letter: UInt8) throws(Refusal) -> [[UInt8]] {
        let probes: [Int64]
        switch system {
        case .gregorian: probes = [Self.middle(ofYear: -499), Self.middle(ofYear: 2000)]
        case .buddhist: probes = [Self.middle(ofYear: 2000)]
        case .roc: probes = [Self.middle(ofYear: 1900), Self.middle(ofYear: 2000)]
        case .japanese: throw Refusal(reason: "narrow Japanese eras (GGGGG)")
        }
        let calendar = CivilCalendar(system: system)
        return try probes.enumerated().map { (index, instant) throws(Refusal) in
            guard let f = fields(at: instant, calendar), f.era == Int32(index) else {
                throw Refusal(reason: "narrow era probe")
            }
            return try probe(field: 0, letter: letter, count: 5, at: instant)
        }
    }

    /// Narrow AM/PM markers are not in ICU's C API either.
    private func narrowAmPm(_ letter: UInt8) throws(Refusal) -> [[UInt8]] {
        let calendar = CivilCalendar(system: system)
        var instants: [Int64?] = [nil, nil]
        let start = Self.middle(ofYear: 2000)
        for step in 0..<8 {
            let instant = start + Int64(step) * 3 * 3_600_000
            guard let f = fields(at: instant, calendar) else { continue }
            let index = f.millisecondsInDay >= 43_200_000 ? 1 : 0
            if instants[index] == nil { instants[index] = instant }
        }
        guard let am = instants[0], let pm = instants[1] else { throw Refusal(reason: "AM/PM probe") }
        return [try probe(field: 14, letter: letter, count: 5, at: am), try probe(field: 14, letter: letter, count: 5, at: pm)]
    }

    private func fields(at instant: Int64, _ calendar: CivilCalendar) -> CivilFields? {
        let offsets = zone.offsets(at: instant)
        return calendar.fields(localMilliseconds: instant + Int64(offsets.raw) + Int64(offsets.dst))
    }

    /// The text ICU writes for the first field of kind `field`, which must be
    /// the `count`-letter one being compiled.
    private func probe(field: Int32, letter: UInt8, count: Int, at instant: Int64) throws(Refusal) -> [UInt8] {
        guard firstCount[letter] == count || (letter == UInt8(ascii: "a") && (firstCount[letter] ?? 0) >= 5),
            let text = try? handle.fieldText(field, at: Double(instant))
        else { throw Refusal(reason: "symbol probe") }
        return Array(text.utf8)
    }

    private static func middle(ofYear year: Int64) -> Int64 {
        CivilDate.days(year: year, month: 7, day: 1) * 86_400_000 + 43_200_000
    }
}
