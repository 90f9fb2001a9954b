internal import CICU
import Synchronization

/// Owns one ICU `UDateFormat`.
///
/// `@unchecked Sendable`: ICU documents const use of a formatter from many
/// threads as safe, and `udat_formatForFields` is const (ICU's
/// `DateFormat::format` clones its calendar for every call). The format is
/// mutated once after `init`, under a lock and before any call that formats
/// with it or copies it: given the zone format its open deferred
/// (``makeDeferredZoneFormat()``).
final class ICUDateHandle: @unchecked Sendable {
    /// Internal for the data reads of ICUDateHandle+Compiled.swift.
    let raw: OpaquePointer
    /// Whether a zone format the open deferred is still to be made: read
    /// without the lock on every call that reaches ICU, cleared under it.
    private let zoneFormatPending: Atomic<Bool>
    /// The locale of that zone format (`cicu_udat_adopt_zone_format`) while
    /// it is to be made; nil once made, or when there is none.
    private let pendingZoneLocale: Mutex<String?>

    /// Styles as ICU numbers them: 0 full, 1 long, 2 medium, 3 short, -1 none.
    /// With `zoneLocale` (a ``LocaleIdentifier`` `dataID` and `zoneID`), a
    /// pattern with generic zone names is opened with `zoneLocale`, and other
    /// zone fields get a zone format for the base name alone
    /// (`cicu_udat_open_bounded`).
    init(
        timeStyle: Int32, dateStyle: Int32, locale: String, zoneLocale: String? = nil, timeZone: String,
        pattern: String?
    )
        throws(LocaleFormatError)
    {
        var status: Int32 = 0
        let tzLength = Int32(timeZone.utf8.count)
        let opened: OpaquePointer?
        var deferred: Int32 = 0
        if let zoneLocale {
            opened = cicu_udat_open_bounded(
                pattern == nil ? timeStyle : -2, pattern == nil ? dateStyle : -2, locale, zoneLocale, timeZone,
                tzLength,
                pattern, Int32(pattern?.utf8.count ?? 0), &deferred, &status)
        } else if let pattern {
            opened = cicu_udat_open(-2, -2, locale, timeZone, tzLength, pattern, Int32(pattern.utf8.count), &status)
        } else {
            opened = cicu_udat_open(timeStyle, dateStyle, locale, timeZone, tzLength, nil, 0, &status)
        }
        let failure = ICUStatus(rawValue: status)
        guard let opened, !failure.isFailure else {
            let code: LocaleFormatError.Code = pattern != nil ? .invalidPattern : .internal
            try failure.check(code, "udat_open(\(locale))")
            throw LocaleFormatError(.internal, "udat_open(\(locale)) returned no formatter")
        }
        raw = opened
        zoneFormatPending = Atomic(deferred != 0)
        pendingZoneLocale = Mutex(deferred != 0 ? locale : nil)
    }

    /// A copy of `other` showing instants in `timeZone` (an ICU zone id):
    /// what opening `other`'s locale and pattern for `timeZone` gives, for a
    /// tenth of the cost (udat_clone, then the calendar's zone replaced).
    init(cloning other: ICUDateHandle, timeZone: String) throws(LocaleFormatError) {
        other.makeDeferredZoneFormat()  // so that the copy has it too
        var status: Int32 = 0
        let copy = cicu_udat_clone_zone(other.raw, timeZone, Int32(timeZone.utf8.count), &status)
        let failure = ICUStatus(rawValue: status)
        guard let copy, !failure.isFailure else {
            try failure.check(.internal, "udat_clone")
            throw LocaleFormatError(.internal, "udat_clone returned no formatter")
        }
        raw = copy
        zoneFormatPending = Atomic(false)
        pendingZoneLocale = Mutex(nil)
    }

    deinit { cicu_udat_close(raw) }

    /// Formats milliseconds since 1970-01-01T00:00:00Z. A pattern letter ICU
    /// does not define is `invalidPattern`.
    func format(_ millisecondsSince1970: Double) throws(LocaleFormatError) -> String {
        makeDeferredZoneFormat()
        return try ICUString.make(.invalidPattern, "udat_formatForFields") { out, cap, st in
            cicu_udat_format(raw, millisecondsSince1970, out, cap, &st)
        }
    }

    /// Whether the open deferred a zone format that is not made yet
    /// (``makeDeferredZoneFormat()`` makes it): a later allocation of at most
    /// ``deferredZoneFormatBytes``.
    var defersZoneFormat: Bool { zoneFormatPending.load(ordering: .acquiring) }

    /// What making a deferred zone format allocates at most, charged up front
    /// by a date format's cache entry: 10,900–17,300 bytes measured over five
    /// locales (the first the most, as ICU's own caches fill; tested).
    static let deferredZoneFormatBytes = 20 * 1024

    /// Makes the zone format the open deferred, once, before the first call
    /// that may have ICU format a zone (or copy the format): a load when
    /// there is none to make or it is made.
    @inline(__always)
    func makeDeferredZoneFormat() {
        guard zoneFormatPending.load(ordering: .acquiring) else { return }
        makeZoneFormat()
    }

    @inline(never)
    private func makeZoneFormat() {
        pendingZoneLocale.withLock { pending in
            guard let locale = pending else { return }  // made meanwhile
            cicu_udat_adopt_zone_format(raw, locale)
            pending = nil
            zoneFormatPending.store(false, ordering: .releasing)
        }
    }

    /// The LDML pattern ICU uses (`udat_toPattern`).
    func pattern() throws(LocaleFormatError) -> String {
        try ICUString.make(.internal, "udat_toPattern") { out, cap, st in
            cicu_udat_to_pattern(raw, out, cap, &st)
        }
    }

}
