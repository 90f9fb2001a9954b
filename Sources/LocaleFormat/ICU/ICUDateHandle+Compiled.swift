internal import CICU

/// What the compiled date path takes from an open `UDateFormat`: everything
/// that decides `udat_format`'s output besides the pattern (symbols, digits,
/// calendar rules), and the zone text of one field at one instant. All of
/// these are const reads of the format, safe from any thread.
extension ICUDateHandle {
    /// ICU's `UDateFormatSymbolType`, for the symbol arrays the compiled path reads.
    enum SymbolType: Int32, CaseIterable, Sendable {
        case eras = 0, months = 1, shortMonths = 2, weekdays = 3, shortWeekdays = 4, amPms = 5
        case eraNames = 7, narrowMonths = 8, narrowWeekdays = 9
        case standaloneMonths = 10, standaloneShortMonths = 11, standaloneNarrowMonths = 12
        case standaloneWeekdays = 13, standaloneShortWeekdays = 14, standaloneNarrowWeekdays = 15
        case quarters = 16, shortQuarters = 17, standaloneQuarters = 18, standaloneShortQuarters = 19
        case shorterWeekdays = 20, standaloneShorterWeekdays = 21
        case cyclicYearsAbbreviated = 23
        case narrowQuarters = 28, standaloneNarrowQuarters = 29
    }

    /// How many symbols of one type the format has.
    func symbolCount(_ type: SymbolType) -> Int { Int(cicu_udat_count_symbols(raw, type.rawValue)) }

    /// Every symbol of one type, in ICU's order (weekdays: index 1 is Sunday).
    /// - Throws: `internal` when ICU fails to hand one over.
    func symbols(_ type: SymbolType) throws -> [String] {
        let count = cicu_udat_count_symbols(raw, type.rawValue)
        guard count > 0 else { return [] }
        return try (0..<count).map { index in
            try ICUString.make(.internal, "udat_getSymbols(\(type), \(index))") { out, cap, st in
                cicu_udat_symbol(raw, type.rawValue, index, out, cap, &st)
            }
        }
    }

    /// ICU's type of the format's calendar (`gregorian`, `japanese`, ...).
    func calendarType() throws -> String {
        try ICUString.make(.internal, "ucal_getType") { out, cap, st in
            cicu_udat_calendar_type(raw, out, cap, &st)
        }
    }

    /// The calendar's first day of the week, 1 (Sunday) … 7 (Saturday).
    func firstDayOfWeek() -> Int32 { cicu_udat_calendar_attribute(raw, 1) }

    /// The days of the week a calendar's first week of a year or month must have, 1 … 7.
    func minimalDaysInFirstWeek() -> Int32 { cicu_udat_calendar_attribute(raw, 2) }

    /// The calendar's Gregorian cutover, milliseconds since 1970 (ICU answers
    /// for `gregorian` and `iso8601` calendars only; its subclasses keep the default).
    func gregorianChange() throws -> Double {
        var status: Int32 = 0
        let change = cicu_udat_gregorian_change(raw, &status)
        try ICUStatus(rawValue: status).check(.internal, "ucal_getGregorianChange")
        return change
    }

    /// The ten digits a pattern letter's number format writes, and whether
    /// that number format is the format's default one; nil when it is not a
    /// plain decimal format (rule-based numbering, affixes).
    func digits(forPatternLetter letter: UInt8) -> (digits: [String], isDefault: Bool)? {
        var isDefault: Int32 = 0
        guard
            let text = try? ICUString.make(
                .internal, "unum_getSymbol",
                { out, cap, st in
                    cicu_udat_field_digits(raw, UInt16(letter), &isDefault, out, cap, &st)
                })
        else { return nil }
        let digits = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard digits.count == 10 else { return nil }
        return (digits, isDefault != 0)
    }

    /// Whether a pattern letter is written with the format's default number format.
    func hasDefaultNumberFormat(forPatternLetter letter: UInt8) -> Bool {
        cicu_udat_field_has_default_number_format(raw, UInt16(letter)) != 0
    }

    /// The negative prefix and suffix of a pattern letter's number format.
    func negativeAffixes(forPatternLetter letter: UInt8) -> (prefix: String, suffix: String)? {
        func affix(_ attribute: Int32) -> String? {
            try? ICUString.make(.internal, "unum_getTextAttribute") { out, cap, st in
                cicu_udat_field_affix(raw, UInt16(letter), attribute, out, cap, &st)
            }
        }
        guard let prefix = affix(2), let suffix = affix(3) else { return nil }
        return (prefix, suffix)
    }

    /// What a pattern letter's number format writes for `value` (`unum_format`).
    func number(_ value: Int32, forPatternLetter letter: UInt8) -> String? {
        try? ICUString.make(.internal, "unum_format") { out, cap, st in
            cicu_udat_field_number(raw, UInt16(letter), value, out, cap, &st)
        }
    }

    /// The text of the first field of kind `field` (a `UDateFormatField`) when
    /// this format formats `millisecondsSince1970`: "" when ICU writes none.
    /// - Throws: `internal` when ICU fails.
    func fieldText(_ field: Int32, at millisecondsSince1970: Double) throws -> String {
        makeDeferredZoneFormat()
        var found: Int32 = 0
        return try ICUString.make(.internal, "udat_formatForFields") { out, cap, st in
            cicu_udat_format_field(raw, millisecondsSince1970, field, &found, out, cap, &st)
        }
    }
}
