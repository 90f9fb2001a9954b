/// A time zone ICU knows (`America/Los_Angeles`, aliases such as
/// `US/Pacific`), or a custom offset `GMT±hh:mm`.
///
/// An identifier keeps the id as it was given, because ICU prints that id
/// for the pattern letters `VV` and `V` (`US/Pacific` stays `US/Pacific`,
/// `UTC` stays `UTC`); offsets and zone names are the canonical zone's. Two
/// identifiers are equal when their ids are, so that formatters opened for an
/// alias and for its canonical id are cached apart; ``canonicalID`` tells
/// whether two ids name the same zone:
/// `try TimeZoneIdentifier("US/Pacific").canonicalID == TimeZoneIdentifier("America/Los_Angeles").canonicalID`.
public struct TimeZoneIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// ICU's canonical id (`ucal_getCanonicalTimeZoneID`): `America/Los_Angeles`,
    /// `Etc/UTC`, or a normalized custom id such as `GMT+05:30`.
    public var canonicalID: String { storage.canonicalID }
    /// The id as given (`US/Pacific`, `UTC`): what formatters are opened
    /// with, and what the pattern letters `VV` and `V` print.
    public var icuID: String { storage.icuID }

    /// Both ids in one box, so that an identifier (a field of date and
    /// message cache keys) is two words to copy and compare.
    private let storage: Storage
    /// `icuID`'s hash, computed once for cheap cache lookups.
    private let idHash: Int

    private final class Storage: Sendable {
        let canonicalID: String
        let icuID: String

        init(canonicalID: String, icuID: String) {
            self.canonicalID = canonicalID
            self.icuID = icuID
        }
    }

    /// Coordinated Universal Time, as the id `UTC` (canonically `Etc/UTC`).
    public static let utc = TimeZoneIdentifier(icuID: "UTC", canonical: "Etc/UTC")

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
        self.init(icuID: id, canonical: canonical.id)
    }

    private init(icuID: String, canonical: String) {
        storage = Storage(canonicalID: canonical, icuID: icuID)
        idHash = icuID.hashValue
    }

    public static func == (lhs: TimeZoneIdentifier, rhs: TimeZoneIdentifier) -> Bool {
        lhs.idHash == rhs.idHash && (lhs.storage === rhs.storage || lhs.storage.icuID == rhs.storage.icuID)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(idHash) }

    /// The id's hash, computed when the zone was validated.
    var cacheHash: Int { idHash }

    /// The id as given (`US/Pacific`).
    public var description: String { icuID }
}
