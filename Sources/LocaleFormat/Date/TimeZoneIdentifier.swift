/// A time zone ICU knows (`America/Los_Angeles`, aliases such as
/// `US/Pacific`), or a custom offset `GMT±hh:mm`.
///
/// Equal zones compare equal under their canonical id:
/// `try TimeZoneIdentifier("US/Pacific") == TimeZoneIdentifier("America/Los_Angeles")`.
public struct TimeZoneIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// ICU's canonical id (`ucal_getCanonicalTimeZoneID`): `America/Los_Angeles`,
    /// `Etc/UTC`, or a normalized custom id such as `GMT+05:30`.
    public let canonicalID: String
    /// `canonicalID`'s hash, computed once for cheap cache lookups.
    private let canonicalHash: Int

    /// Coordinated Universal Time.
    public static let utc = TimeZoneIdentifier(canonical: "Etc/UTC")

    /// Validates a zone id, case as ICU spells it.
    /// - Throws: `invalidTimeZone` for an id ICU does not know, `Etc/Unknown`,
    ///   and offsets not written `GMT±hh:mm` (`+05:30`, `UTC+05:30`, `GMT+25:00`).
    public init(_ id: String) throws(LocaleFormatError) {
        let failure = LocaleFormatError(
            .invalidTimeZone, "\"\(id.prefix(64))\" is not a time zone id ICU knows nor a GMT±hh:mm offset")
        guard !id.isEmpty, id.utf8.count <= 64, id != "Etc/Unknown",
            id.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else { throw failure }
        let canonical: (id: String, isSystem: Bool)
        do {
            canonical = try ICULocale.canonicalTimeZone(id)
        } catch {
            throw failure
        }
        // ICU parses custom ids leniently (GMT+5, GMT+0530); only GMT-prefixed
        // forms are custom zones at all, and Etc/Unknown is ICU's "no zone".
        guard canonical.id != "Etc/Unknown", canonical.isSystem || id.hasPrefix("GMT") else { throw failure }
        canonicalID = canonical.id
        canonicalHash = canonical.id.hashValue
    }

    private init(canonical: String) {
        canonicalID = canonical
        canonicalHash = canonical.hashValue
    }

    public static func == (lhs: TimeZoneIdentifier, rhs: TimeZoneIdentifier) -> Bool {
        lhs.canonicalID == rhs.canonicalID
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(canonicalHash) }

    /// The canonical id's hash, computed when the zone was validated.
    var cacheHash: Int { canonicalHash }

    public var description: String { canonicalID }
}
