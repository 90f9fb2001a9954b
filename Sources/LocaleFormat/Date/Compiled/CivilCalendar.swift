/// Calendar fields from local milliseconds, the way ICU 72's
/// `GregorianCalendar` and the calendars derived from it compute them:
///
/// - Gregorian (and ISO 8601): the Julian calendar before ICU's cutover
///   (Julian day 2,299,161, 1582-10-15), the Gregorian calendar from it; the
///   era is BC for extended years below 1.
/// - Buddhist: the Gregorian/Julian year + 543, one era.
/// - ROC: the year - 1911 in era 1 (Minguo), 1912 - year before it (era 0).
/// - Japanese: the era whose start date is the last one at or before the
///   date's (Julian/Gregorian) fields, year counted from the era's start year.
///
/// Other calendars (Hebrew, Islamic, Chinese, …) are not reproduced.
struct CivilCalendar: Sendable {
    enum System: Sendable {
        case gregorian, buddhist, roc
        case japanese(JapaneseEraTable)
    }

    let system: System

    static let millisecondsPerDay: Int64 = 86_400_000
    /// ICU's Julian day of 1970-01-01.
    static let epochJulianDay: Int64 = 2_440_588
    /// ICU's default cutover: the first Gregorian day, 1582-10-15.
    static let cutoverJulianDay: Int64 = 2_299_161
    static let cutoverMilliseconds: Double = Double(cutoverJulianDay - epochJulianDay) * 86_400_000
    static let cutoverYear: Int64 = 1582

    /// The fields of `localMilliseconds` (UTC milliseconds plus the zone's
    /// raw and DST offsets); nil outside what `Int32` fields hold.
    func fields(localMilliseconds local: Int64) -> CivilFields? {
        let days = Self.floorDivide(local, Self.millisecondsPerDay)
        let julianDay = days + Self.epochJulianDay
        var f = CivilFields()
        f.millisecondsInDay = Int32(local - days * Self.millisecondsPerDay)
        guard let jd = Int32(exactly: julianDay) else { return nil }
        f.julianDay = jd
        // Julian day 0 was a Monday.
        f.dayOfWeek = Int32(Self.floorModulo(julianDay + 1, 7) + 1)

        let year: Int64, month: Int64, day: Int64, dayOfYear: Int64
        if julianDay >= Self.cutoverJulianDay {
            (year, month, day) = CivilDate.date(days: days)
            var doy = days - CivilDate.days(year: year, month: 1, day: 1) + 1
            if year == Self.cutoverYear {
                // ICU numbers the days of 1582 on from the Julian ones: the
                // ten skipped days are not counted.
                doy -= 10
            }
            dayOfYear = doy
        } else {
            (year, month, day, dayOfYear) = Self.julianDate(julianDay: julianDay)
        }
        guard let extendedYear = Int32(exactly: year) else { return nil }
        f.extendedYear = extendedYear
        f.month = Int32(month - 1)
        f.dayOfMonth = Int32(day)
        f.dayOfYear = Int32(dayOfYear)

        switch system {
        case .gregorian:
            if extendedYear < 1 {
                f.era = 0
                f.year = 1 - extendedYear
            } else {
                f.era = 1
                f.year = extendedYear
            }
        case .buddhist:
            f.era = 0
            f.year = extendedYear + 543
        case .roc:
            let y = extendedYear - 1911
            if y > 0 {
                f.era = 1
                f.year = y
            } else {
                f.era = 0
                f.year = 1 - y
            }
        case .japanese(let eras):
            let index = eras.eraIndex(year: extendedYear, month: Int32(month), day: Int32(day))
            f.era = Int32(index)
            f.year = extendedYear - eras.startYear(of: index) + 1
        }
        return f
    }

    /// The proleptic Julian calendar date (astronomical year numbering) and
    /// day of year of a Julian day.
    static func julianDate(julianDay: Int64) -> (year: Int64, month: Int64, day: Int64, dayOfYear: Int64) {
        // Days since Julian 0000-03-01 (Julian day 1,721,118), shifted by
        // whole 4-year cycles so that the divisions below see no negatives.
        let cycles: Int64 = 1_000_000
        let d = julianDay - 1_721_118 + cycles * 1461
        let cycle = d / 1461
        let dayOfCycle = d % 1461
        let yearOfCycle = min(dayOfCycle / 365, 3)
        let dayOfMarchYear = dayOfCycle - yearOfCycle * 365
        let shiftedMonth = (5 * dayOfMarchYear + 2) / 153  // 0 = March
        let day = dayOfMarchYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = (cycle - cycles) * 4 + yearOfCycle + (month <= 2 ? 1 : 0)
        let isLeap = floorModulo(year, 4) == 0
        let beforeMonth: [Int64] = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
        let dayOfYear = beforeMonth[Int(month - 1)] + day + (isLeap && month > 2 ? 1 : 0)
        return (year, month, day, dayOfYear)
    }

    @inline(__always)
    static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    @inline(__always)
    static func floorModulo(_ a: Int64, _ b: Int64) -> Int64 {
        let r = a % b
        return r < 0 ? r + b : r
    }
}
