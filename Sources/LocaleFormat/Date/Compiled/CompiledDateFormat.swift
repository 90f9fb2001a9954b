/// A date format compiled from an open ICU `UDateFormat`: its resolved
/// pattern as field writers, its symbols, digits, calendar rules and zone
/// offsets taken from ICU once, so that formatting runs in Swift and writes
/// UTF-8 directly, byte for byte what `udat_format` writes.
///
/// Built only when every field of the pattern, the calendar and the zone can
/// be reproduced exactly (Docs/DatePath.md says which); `string(millisecondsSince1970:)`
/// may still decline one instant (a negative year, a zone text ICU fails
/// to give), and the caller then formats with ICU. Immutable after build,
/// apart from the zone text cache, which has its own lock. It keeps no ICU
/// format: a call hands it the format's handle, whose ICU format fills a
/// text no format of the locale and zone has needed before; so it outlives
/// its format in ``DateLayoutMemo``, to build the layout's next format
/// without opening ICU.
final class CompiledDateFormat: Sendable {
    private let program: DateWriterProgram
    private let calendar: CivilCalendar
    private let zone: ZoneOffsetTable
    /// The ICU zone id of `zone`.
    private let timeZone: String
    private let weekRules: CivilCalendar.WeekRules
    /// Whether a writer needs the week fields (computed only then).
    private let usesWeekFields: Bool
    /// Texts ICU fills (zones, narrow eras and AM/PM), shared per locale and zone.
    private let texts: FieldTextCache?
    private let slots: [FieldTextCache.Slot]
    /// The ICU locale id the format was opened for (keywords included).
    private let locale: String
    /// Bytes the writers need at most, zone texts excepted.
    private let bound: Int
    /// ICU's calendar type (`gregorian`, `japanese`, …).
    let calendarType: String

    /// Instants served: about ±126,000 years around 1970, beyond the
    /// protocol's range, where every field fits in ICU's 32-bit fields.
    static let supported: ClosedRange<Int64> = -4_000_000_000_000_000...4_000_000_000_000_000

    private init(
        program: DateWriterProgram, bound: Int, calendar: CivilCalendar, zone: ZoneOffsetTable, timeZone: String,
        weekRules: CivilCalendar.WeekRules, usesWeekFields: Bool, texts: FieldTextCache?,
        slots: [FieldTextCache.Slot], locale: String, calendarType: String
    ) {
        self.program = program
        self.bound = bound
        self.calendar = calendar
        self.zone = zone
        self.timeZone = timeZone
        self.weekRules = weekRules
        self.usesWeekFields = usesWeekFields
        self.texts = texts
        self.slots = slots
        self.locale = locale
        self.calendarType = calendarType
    }

    /// Compiles the format of `handle`, opened for the ICU locale id `locale`
    /// (keywords included) and the zone `timeZone`, whose pattern is `pattern`.
    /// - Returns: the compiled format, or why the format stays with ICU.
    static func compile(handle: LazyDateHandle, pattern: String, locale: String, timeZone: String) -> Result<
        CompiledDateFormat, DatePatternCompiler.Refusal
    > {
        do throws(DatePatternCompiler.Refusal) {
            return .success(try build(handle: handle, pattern: pattern, locale: locale, timeZone: timeZone))
        } catch {
            return .failure(error)
        }
    }

    private static func build(handle lazy: LazyDateHandle, pattern: String, locale: String, timeZone: String)
        throws(DatePatternCompiler.Refusal) -> CompiledDateFormat
    {
        typealias Refusal = DatePatternCompiler.Refusal
        guard let handle = try? lazy.handle() else { throw Refusal(reason: "no ICU format") }
        guard let type = try? handle.calendarType() else { throw Refusal(reason: "calendar type") }
        let system: CivilCalendar.System
        switch type {
        case "gregorian", "iso8601": system = .gregorian
        case "buddhist": system = .buddhist
        case "roc": system = .roc
        case "japanese":
            guard let eras = JapaneseEraTable.shared else { throw Refusal(reason: "Japanese eras") }
            system = .japanese(eras)
        default: throw Refusal(reason: "calendar \(type)")
        }
        // ICU's Buddhist, ROC and Japanese calendars keep GregorianCalendar's
        // default cutover (and do not report it); a Gregorian one reports it.
        if case .gregorian = system, (try? handle.gregorianChange()) != CivilCalendar.cutoverMilliseconds {
            throw Refusal(reason: "Gregorian cutover")
        }
        let weekRules = CivilCalendar.WeekRules(
            firstDayOfWeek: handle.firstDayOfWeek(), minimalDaysInFirstWeek: handle.minimalDaysInFirstWeek())
        guard (1...7).contains(weekRules.firstDayOfWeek), (1...7).contains(weekRules.minimalDaysInFirstWeek) else {
            throw Refusal(reason: "week rules")
        }
        guard let zone = ZoneOffsetTable.shared(for: timeZone) else { throw Refusal(reason: "zone \(timeZone)") }

        var compiler = DatePatternCompiler(
            handle: handle, system: system, localeData: LocaleDateData.shared(for: locale))
        let output = try compiler.compile(pattern)
        var texts: FieldTextCache?
        if !output.textSlots.isEmpty {
            guard let shared = FieldTextCache.shared(locale: locale, zone: timeZone) else {
                throw Refusal(reason: "metazones of \(timeZone)")
            }
            texts = shared
        }
        guard let program = DateWriterProgram(output.writers) else { throw Refusal(reason: "symbols over 2 GiB") }
        return CompiledDateFormat(
            program: program, bound: output.writers.reduce(0) { $0 + $1.bound },
            calendar: CivilCalendar(system: system), zone: zone, timeZone: timeZone,
            weekRules: weekRules,
            usesWeekFields: output.usesWeekFields, texts: texts, slots: output.textSlots, locale: locale,
            calendarType: type)
    }

    /// This format for another zone (itself for its own): the writers,
    /// calendar and week rules do not depend on the zone; its offsets and
    /// zone texts do. Nil when ICU's data for the zone cannot be reproduced.
    func rezoned(timeZone: String) -> CompiledDateFormat? {
        if timeZone == self.timeZone { return self }
        guard let zone = ZoneOffsetTable.shared(for: timeZone) else { return nil }
        var zoneTexts: FieldTextCache?
        if texts != nil {
            guard let shared = FieldTextCache.shared(locale: locale, zone: timeZone) else { return nil }
            zoneTexts = shared
        }
        return CompiledDateFormat(
            program: program, bound: bound, calendar: calendar, zone: zone, timeZone: timeZone, weekRules: weekRules,
            usesWeekFields: usesWeekFields,
            texts: zoneTexts, slots: slots, locale: locale, calendarType: calendarType)
    }

    /// The text of an instant, or nil when this instant is left to ICU.
    /// `handle`, the calling format's, fills a text of ICU's not known yet.
    func string(millisecondsSince1970 instant: Int64, handle: LazyDateHandle) -> String? {
        write(millisecondsSince1970: instant, handle: handle) { capacity, write in
            UTF8Output.string(capacity: capacity, write)
        }
    }

    /// Hands `body` the text of an instant from a buffer on the stack (no
    /// `String` made); false, `body` not called, when this instant is left
    /// to ICU or its text is empty (ICU's path says why).
    func withText(millisecondsSince1970 instant: Int64, handle: LazyDateHandle, _ body: (UTF8Span) -> Void) -> Bool {
        write(millisecondsSince1970: instant, handle: handle) { capacity, write in
            UTF8Output.withText(capacity: capacity, write, body) ? true : nil
        } ?? false
    }

    /// Computes an instant's fields and texts and passes `output` the bound
    /// of its text and the writer of it, which `output` runs into the text's
    /// destination; nil when this instant is left to ICU.
    @inline(__always)
    private func write<R>(
        millisecondsSince1970 instant: Int64, handle: LazyDateHandle,
        _ output: (Int, (inout UTF8Output) -> Bool) -> R?
    ) -> R? {
        guard Self.supported.contains(instant) else { return nil }
        let offsets = zone.offsets(at: instant)
        guard var fields = calendar.fields(localMilliseconds: instant + Int64(offsets.raw) + Int64(offsets.dst))
        else { return nil }
        if usesWeekFields { CivilCalendar.addWeekFields(to: &fields, weekRules) }
        var first: FieldText?
        var second: FieldText?
        if !slots.isEmpty {
            // Through optional chaining, which borrows `texts` (`if let` would
            // retain it, a count every thread formatting this locale and zone
            // writes). This format holds `texts`, and with it the texts
            // published there, through the call. There are texts when there
            // are slots.
            guard
                let text = texts?.text(
                    slots[0], at: instant, fields, raw: offsets.raw, dst: offsets.dst, handle: handle)
            else { return nil }
            first = text
            if slots.count > 1 {
                guard
                    let text = texts?.text(
                        slots[1], at: instant, fields, raw: offsets.raw, dst: offsets.dst, handle: handle)
                else { return nil }
                second = text
            }
        }
        let firstDayOfWeek = weekRules.firstDayOfWeek
        return output(bound + (first?.count ?? 0) + (second?.count ?? 0)) { out in
            program.write(fields, firstDayOfWeek: firstDayOfWeek, first: first, second: second, to: &out)
        }
    }
}
