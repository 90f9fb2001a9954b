/// A calendar ICU knows, by ICU's name (`gregorian`, `japanese`,
/// `islamic-umalqura`, …).
///
/// BCP 47 spellings (`gregory`, `ethioaa`, `islamicc`: the `-u-ca-` values)
/// are accepted and stored under ICU's name. Names are case-sensitive, as
/// ICU spells them (`Gregorian` is not a calendar).
///
/// ```swift
/// try CalendarIdentifier("gregory").name   // "gregorian"
/// try CalendarIdentifier("mayan")          // throws invalidCalendar
/// ```
public struct CalendarIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// ICU's name of the calendar, as `ucal_getType` reports it.
    public let name: String
    /// `name`'s hash, computed once, for cache keys.
    let nameHash: Int

    /// Validates a calendar name against ICU's list (`ucal_getKeywordValuesForLocale`).
    /// - Throws: `invalidCalendar` when ICU has no such calendar.
    public init(_ name: String) throws(LocaleFormatError) {
        if Self.known.contains(name) {
            self.name = name
            nameHash = name.hashValue
        } else if name.utf8.count <= 32,
            name.utf8.allSatisfy({ LocaleSyntax.isDigit($0) || ($0 >= 0x61 && $0 <= 0x7A) }),
            let legacy = ICULocale.legacyType(keyword: "ca", value: name),
            Self.known.contains(legacy)
        {
            self.name = legacy
            nameHash = legacy.hashValue
        } else {
            throw LocaleFormatError(.invalidCalendar, "\"\(name.prefix(64))\" is not a calendar ICU knows")
        }
    }

    private init(known: String) {
        name = known
        nameHash = known.hashValue
    }

    /// ICU's calendar names, read once.
    private static let known: Set<String> = Set(ICULocale.calendarNames())

    public static let gregorian = CalendarIdentifier(known: "gregorian")
    public static let japanese = CalendarIdentifier(known: "japanese")
    public static let buddhist = CalendarIdentifier(known: "buddhist")
    public static let chinese = CalendarIdentifier(known: "chinese")
    public static let hebrew = CalendarIdentifier(known: "hebrew")
    public static let islamic = CalendarIdentifier(known: "islamic")
    public static let islamicUmalqura = CalendarIdentifier(known: "islamic-umalqura")
    public static let persian = CalendarIdentifier(known: "persian")
    public static let ethiopic = CalendarIdentifier(known: "ethiopic")
    public static let iso8601 = CalendarIdentifier(known: "iso8601")

    public var description: String { name }

    public static func == (lhs: CalendarIdentifier, rhs: CalendarIdentifier) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(nameHash) }
}
