import LocaleFormatTestSupport

@testable import LocaleFormat

/// The inputs of the compiled date path's differential test: zones,
/// skeletons, patterns, calendars, and instants chosen where calendars and
/// zones change (ICU's Julian/Gregorian cutover, DST transitions, era starts,
/// year boundaries).
enum CompiledDateCases {
    /// Zones with DST (both hemispheres), historical offsets, half- and
    /// quarter-hour offsets, date-line moves, negative DST, fixed offsets.
    static let zones: [String] = [
        "America/Los_Angeles", "America/New_York", "America/Chicago", "America/Denver", "America/Phoenix",
        "America/Anchorage", "America/Halifax", "America/St_Johns", "America/Havana", "America/Mexico_City",
        "America/Santiago", "America/Sao_Paulo", "America/Argentina/Buenos_Aires", "America/Caracas",
        "America/Bogota", "America/Lima", "America/Nuuk", "America/Asuncion", "America/Montevideo",
        "America/Regina", "America/Indiana/Indianapolis", "America/Indiana/Knox", "America/Kentucky/Louisville",
        "America/Detroit", "America/Juneau", "America/Adak", "America/Metlakatla", "America/Whitehorse",
        "America/Miquelon", "America/Noronha", "America/Scoresbysund", "America/Grand_Turk",
        "America/Port-au-Prince", "America/Guatemala", "America/Tijuana", "America/Chihuahua", "America/Boise",
        "America/Sitka", "America/Dawson", "America/Punta_Arenas", "America/Bahia_Banderas", "America/Matamoros",
        "Europe/London", "Europe/Dublin", "Europe/Lisbon", "Europe/Paris", "Europe/Berlin", "Europe/Moscow",
        "Europe/Kaliningrad", "Europe/Istanbul", "Europe/Kiev", "Europe/Minsk", "Europe/Samara",
        "Europe/Volgograd", "Europe/Amsterdam", "Europe/Helsinki", "Europe/Athens", "Europe/Madrid", "Europe/Rome",
        "Europe/Zurich", "Europe/Vienna", "Europe/Prague", "Europe/Warsaw", "Europe/Bucharest", "Europe/Simferopol",
        "Europe/Chisinau", "Europe/Tallinn", "Europe/Riga", "Europe/Vilnius", "Europe/Sofia", "Europe/Belgrade",
        "Europe/Gibraltar", "Europe/Brussels", "Europe/Oslo", "Europe/Stockholm", "Atlantic/Reykjavik",
        "Atlantic/Azores", "Atlantic/Canary", "Atlantic/Madeira", "Atlantic/Cape_Verde", "Atlantic/Stanley",
        "Atlantic/Bermuda", "Asia/Tokyo", "Asia/Seoul", "Asia/Shanghai", "Asia/Hong_Kong", "Asia/Taipei",
        "Asia/Manila", "Asia/Singapore", "Asia/Kuala_Lumpur", "Asia/Jakarta", "Asia/Bangkok", "Asia/Ho_Chi_Minh",
        "Asia/Kolkata", "Asia/Colombo", "Asia/Kathmandu", "Asia/Dhaka", "Asia/Yangon", "Asia/Karachi",
        "Asia/Kabul", "Asia/Tehran", "Asia/Dubai", "Asia/Riyadh", "Asia/Baghdad", "Asia/Jerusalem", "Asia/Gaza",
        "Asia/Beirut", "Asia/Amman", "Asia/Damascus", "Asia/Tbilisi", "Asia/Yerevan", "Asia/Baku",
        "Asia/Tashkent", "Asia/Almaty", "Asia/Novosibirsk", "Asia/Irkutsk", "Asia/Yakutsk", "Asia/Vladivostok",
        "Asia/Magadan", "Asia/Kamchatka", "Asia/Anadyr", "Asia/Pyongyang", "Asia/Chita", "Asia/Ulaanbaatar",
        "Asia/Hovd", "Asia/Qatar", "Asia/Dili", "Asia/Jayapura", "Asia/Macau", "Asia/Famagusta", "Asia/Hebron",
        "Australia/Sydney", "Australia/Melbourne", "Australia/Adelaide", "Australia/Darwin", "Australia/Brisbane",
        "Australia/Perth", "Australia/Eucla", "Australia/Lord_Howe", "Australia/Hobart", "Australia/Broken_Hill",
        "Pacific/Auckland", "Pacific/Chatham", "Pacific/Honolulu", "Pacific/Apia", "Pacific/Kiritimati",
        "Pacific/Tongatapu", "Pacific/Fiji", "Pacific/Guam", "Pacific/Norfolk", "Pacific/Marquesas",
        "Pacific/Pitcairn", "Pacific/Easter", "Pacific/Galapagos", "Pacific/Kosrae", "Pacific/Nauru",
        "Pacific/Niue", "Pacific/Bougainville", "Pacific/Efate", "Pacific/Rarotonga", "Pacific/Tahiti",
        "Pacific/Enderbury", "Pacific/Fakaofo", "Africa/Cairo", "Africa/Casablanca", "Africa/El_Aaiun",
        "Africa/Johannesburg", "Africa/Lagos", "Africa/Nairobi", "Africa/Algiers", "Africa/Tunis",
        "Africa/Tripoli", "Africa/Windhoek", "Africa/Monrovia", "Africa/Accra", "Africa/Abidjan",
        "Africa/Khartoum", "Africa/Juba", "Africa/Sao_Tome", "Africa/Maputo", "Antarctica/Troll",
        "Antarctica/Casey", "Antarctica/Davis", "Antarctica/Macquarie", "Antarctica/McMurdo", "Antarctica/Palmer",
        "Indian/Chagos", "Indian/Maldives", "Indian/Mauritius", "Indian/Cocos", "Etc/UTC", "Etc/GMT+12",
        "Etc/GMT-14", "GMT+05:30", "GMT-09:45", "GMT+14:00",
    ]

    /// ICU skeletons: dates, times, both, eras, quarters, zones, and fields
    /// that are left to ICU (weeks, day periods, generic zones).
    static let skeletons: [String] = [
        "yMMMd", "yMMMEd", "yMMMMEEEEd", "yMd", "yMEd", "yMMM", "yMMMM", "yQQQ", "yQQQQ", "MMMd", "MMMEd",
        "MMMMd", "Md", "MEd", "d", "Ed", "y", "yM", "MMM", "LLLL", "Hm", "Hms", "hm", "hms", "jm", "jms", "Jm",
        "jmv", "jmz", "Hmz", "hmz", "jmsSSS", "ms", "mmss", "H", "h", "j", "Bhm", "Ehm", "EHm", "Ehms", "EHms",
        "GyMMMd", "GyMMMEd", "GyMd", "Gy", "GGGGGyMd", "yMMMdjmm", "yMMMEdjms", "yMMMMdjmszzzz", "yMMMdHmsz",
        "yMdjmsO", "yMdHmsZZZZ", "yMdHmsX", "yMdHmsxxx", "MMMMEEEEdjmsVVVV", "yMMMdjmsVVV", "UMd", "yyyyMMdd",
        "yyMMdd", "MMMMdd", "EEEEEd", "ccc", "LLLLL", "qqqq", "QQQQQ", "yMMMMEEEEdHHmmssSSSzzzz", "hmsa",
        "hmsaaaaa", "Ehmsa", "yw", "MMMMW", "yMMMMd", "GGGGyMMMMd", "yMMMMEEEEdjmmss", "MMMMEEEEd", "Hmv",
        "yD", "EEEEE", "yMMMMEEEEdHmsOOOO", "rMMMd", "UMMMd",
    ]

    /// Literal patterns covering every pattern letter and count ICU defines,
    /// quoting, and non-Latin literal text.
    static let patterns: [String] = [
        "yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "yyyy-MM-dd HH:mm:ss", "dd/MM/yyyy", "MM/dd/yy",
        "EEE, d MMM yyyy HH:mm:ss Z", "EEEE, MMMM d, y 'at' h:mm:ss a zzzz", "G y MMMM d", "GGGG y", "GGGGG y",
        "u-MM-dd", "r", "D DD DDD", "F", "g", "A", "k:mm kk", "K:mm a KK", "hh 'o''clock' a, zzzz", "QQQ yyyy",
        "qqqq q qq", "LLL L LL", "LLLLL", "c", "cc", "ccc", "cccc", "ccccc", "cccccc", "e", "ee", "eee", "eeee",
        "EEEEEE", "EEEEE", "S", "SS", "SSSS", "SSSSSS", "O", "OOOO", "X", "XX", "XXX", "XXXX", "XXXXX", "x",
        "xx", "xxx", "xxxx", "xxxxx", "Z", "ZZ", "ZZZZ", "ZZZZZ", "z", "zzzz", "V", "VV", "VVV", "VVVV", "yy",
        "yyy", "yyyyy", "MMMMMM", "aaaa", "aaaaa", "a", "l y", "'quoted' y", "''", "yyyy年M月d日", "y年M月d日 EEEE",
        "H時mm分ss秒 z", "GGGGGy.MM.dd", "y-MM-dd HH:mm:ss.SSS zzzz", "Y-ww", "h:mm B", "h:mm b", "v", "vvvv",
        "d MMMM y G", "dd.MM.yyyy HH:mm:ss.SSSSSSSSS", "U", "h:mm:ss a z, EEEE d MMMM y GGGG",
    ]

    /// `nil` keeps the locale's calendar.
    static let calendars: [String?] = [
        nil, nil, nil, nil, nil, nil, nil, "japanese", "japanese", "japanese", "buddhist", "buddhist", "roc",
        "roc", "gregorian", "iso8601", "hebrew", "islamic", "islamic-umalqura", "chinese", "persian", "indian",
        "coptic", "ethiopic", "dangi",
    ]

    static let day: Int64 = 86_400_000
    /// 0001-01-01 and 9999-12-31 (UTC, proleptic Gregorian).
    static let firstInstant = CivilDate.days(year: 1, month: 1, day: 1) * day
    static let lastInstant = CivilDate.days(year: 10_000, month: 1, day: 1) * day - 1
    /// ICU's cutover, 1582-10-15.
    static let cutover = Int64(CivilCalendar.cutoverMilliseconds)
    /// Japanese era starts (Gregorian) and other calendar changes.
    static let eraChanges: [Int64] = [
        (1868, 9, 8), (1912, 7, 30), (1926, 12, 25), (1989, 1, 8), (2019, 5, 1), (1912, 1, 1), (1, 1, 1),
        (645, 7, 20), (1603, 3, 24), (1945, 8, 15),
    ].map { CivilDate.days(year: $0.0, month: $0.1, day: $0.2) * day }

    /// An instant in years 1…9999: uniform, around the cutover, around one
    /// of the zone's transitions, an era change or a year boundary, or recent.
    static func instant(_ rng: inout SeededGenerator, transitions: [Int64]) -> Int64 {
        switch rng.int(0...99) {
        case 0..<30:
            return Int64.random(in: firstInstant...lastInstant, using: &rng)
        case 30..<42:
            return cutover + Int64.random(in: (-40 * day)...(40 * day), using: &rng)
        case 42..<60:
            guard let t = rng.pick(transitions) else { return recent(&rng) }
            // Both sides of the transition, at ms, minute and hour scale.
            let scale: Int64 = rng.pick([1, 1000, 60_000, 3_600_000, day]) ?? 1
            return t + Int64.random(in: -3...3, using: &rng) * scale
        case 60..<70:
            let change = rng.pick(eraChanges) ?? 0
            return change + Int64.random(in: (-2 * day)...(2 * day), using: &rng)
        case 70..<82:
            let year = Int64.random(in: 1...9999, using: &rng)
            return CivilDate.days(year: year, month: 1, day: 1) * day + Int64.random(in: (-day)...day, using: &rng)
        default:
            return recent(&rng)
        }
    }

    static func recent(_ rng: inout SeededGenerator) -> Int64 {
        let from = CivilDate.days(year: 1900, month: 1, day: 1) * day
        let to = CivilDate.days(year: 2100, month: 1, day: 1) * day
        return Int64.random(in: from...to, using: &rng)
    }
}
