import Synchronization

/// A date format's ICU handle: the one the format opened, or, for a format
/// copied from a sibling in another zone (``DateFormat/init(_:rezoning:)``),
/// a copy of the sibling's opened handle in the format's zone, made on first
/// need (a zone text no format of the locale and zone has asked ICU for
/// yet, an instant the compiled path leaves to ICU). A copied format whose
/// compiled path serves every call never makes one.
final class LazyDateHandle: Sendable {
    /// The handle a format opened, shared by every format copied from it.
    let root: ICUDateHandle
    /// What ICU allocated opening `root`: at least what a copy allocates.
    let rootBytes: Int
    /// The zone a copy shows; nil when `root` is this format's own handle.
    private let timeZone: String?
    private let copy = Mutex<ICUDateHandle?>(nil)

    /// A format's own handle, opened with `bytes` of ICU's memory.
    init(opened: ICUDateHandle, bytes: Int) {
        root = opened
        rootBytes = bytes
        timeZone = nil
    }

    /// The handle of a format copied from `sibling`'s in `timeZone` (an ICU
    /// zone id), made on first ``handle()``.
    init(copying sibling: LazyDateHandle, timeZone: String) {
        root = sibling.root
        rootBytes = sibling.rootBytes
        self.timeZone = timeZone
    }

    /// Whether the handle is shared and copied on demand: its format then
    /// keeps `root` alive and may allocate up to `rootBytes` later.
    var isCopy: Bool { timeZone != nil }

    /// The handle, copied from `root` on the first call of a copied format.
    /// - Throws: `internal` if ICU cannot copy the format.
    func handle() throws(LocaleFormatError) -> ICUDateHandle {
        guard let timeZone else { return root }
        return try copy.withLock { (copy: inout ICUDateHandle?) throws(LocaleFormatError) -> ICUDateHandle in
            if let copy { return copy }
            let made = try ICUDateHandle(cloning: root, timeZone: timeZone)
            copy = made
            return made
        }
    }
}
