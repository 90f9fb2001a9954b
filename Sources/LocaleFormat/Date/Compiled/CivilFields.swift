/// The calendar fields of one local instant, as ICU's `Calendar` computes
/// them for the fields the compiled path writes (ICU's `UCalendarDateFields`
/// in parentheses).
struct CivilFields {
    /// (`ERA`) Gregorian 0 BC / 1 AD; ROC 0 before / 1 Minguo; Japanese the era index; Buddhist 0.
    var era: Int32 = 0
    /// (`YEAR`) the year within the era.
    var year: Int32 = 0
    /// (`EXTENDED_YEAR`) the Julian or Gregorian year, 0 for 1 BC, negative before.
    var extendedYear: Int32 = 0
    /// (`MONTH`) 0 … 11.
    var month: Int32 = 0
    /// (`DAY_OF_MONTH`) 1 … 31.
    var dayOfMonth: Int32 = 0
    /// (`DAY_OF_YEAR`) 1 … 366; in 1582 after the cutover, counted on without the skipped days.
    var dayOfYear: Int32 = 0
    /// (`DAY_OF_WEEK`) 1 Sunday … 7 Saturday.
    var dayOfWeek: Int32 = 0
    /// (`JULIAN_DAY`) of the local date.
    var julianDay: Int32 = 0
    /// (`MILLISECONDS_IN_DAY`) 0 … 86,399,999.
    var millisecondsInDay: Int32 = 0
    /// (`WEEK_OF_YEAR`, `YEAR_WOY`, `WEEK_OF_MONTH`) set only for patterns with week fields.
    var weekOfYear: Int32 = 0
    var yearForWeekOfYear: Int32 = 0
    var weekOfMonth: Int32 = 0
}
