/// Week fields as ICU 72's `Calendar::computeWeekFields` computes them from
/// the extended year, day of year, day of month and weekday, with the
/// calendar's first day of the week and minimal days in the first week.
///
/// ICU's year lengths here follow `GregorianCalendar::isLeapYear`: the
/// Gregorian rule from 1582 on (so 1582 counts 365 days, although ten were
/// skipped), the Julian rule before.
extension CivilCalendar {
    struct WeekRules: Sendable {
        /// 1 Sunday … 7 Saturday.
        let firstDayOfWeek: Int32
        /// 1 … 7.
        let minimalDaysInFirstWeek: Int32
    }

    static func addWeekFields(to f: inout CivilFields, _ rules: WeekRules) {
        let first = rules.firstDayOfWeek
        let minimal = rules.minimalDaysInFirstWeek
        let eyear = f.extendedYear
        let dayOfWeek = f.dayOfWeek
        let dayOfYear = f.dayOfYear
        var yearForWeekOfYear = eyear
        let relativeDayOfWeek = (dayOfWeek + 7 - first) % 7
        let relativeDayOfWeekJan1 = (dayOfWeek - dayOfYear + 7001 - first) % 7
        var weekOfYear = (dayOfYear - 1 + relativeDayOfWeekJan1) / 7
        if 7 - relativeDayOfWeekJan1 >= minimal { weekOfYear += 1 }
        if weekOfYear == 0 {
            // The last week of the previous year.
            let previousDayOfYear = dayOfYear + yearLength(eyear - 1)
            weekOfYear = weekNumber(previousDayOfYear, dayOfWeek, rules)
            yearForWeekOfYear -= 1
        } else {
            let lastDayOfYear = yearLength(eyear)
            if dayOfYear >= lastDayOfYear - 5 {
                var lastRelativeDayOfWeek = (relativeDayOfWeek + lastDayOfYear - dayOfYear) % 7
                if lastRelativeDayOfWeek < 0 { lastRelativeDayOfWeek += 7 }
                if 6 - lastRelativeDayOfWeek >= minimal && dayOfYear + 7 - relativeDayOfWeek > lastDayOfYear {
                    weekOfYear = 1
                    yearForWeekOfYear += 1
                }
            }
        }
        f.weekOfYear = weekOfYear
        f.yearForWeekOfYear = yearForWeekOfYear
        f.weekOfMonth = weekNumber(f.dayOfMonth, dayOfWeek, rules)
    }

    /// ICU's `Calendar::weekNumber(desiredDay, dayOfWeek)`: the week of a
    /// period (year or month) that `day` (1-based) falls in.
    private static func weekNumber(_ day: Int32, _ dayOfWeek: Int32, _ rules: WeekRules) -> Int32 {
        var periodStart = (dayOfWeek - rules.firstDayOfWeek - day + 1) % 7
        if periodStart < 0 { periodStart += 7 }
        var week = (day + periodStart - 1) / 7
        if 7 - periodStart >= rules.minimalDaysInFirstWeek { week += 1 }
        return week
    }

    private static func yearLength(_ year: Int32) -> Int32 {
        let isLeap =
            Int64(year) >= cutoverYear
            ? (year & 3 == 0 && (year % 100 != 0 || year % 400 == 0))
            : year & 3 == 0
        return isLeap ? 366 : 365
    }
}
