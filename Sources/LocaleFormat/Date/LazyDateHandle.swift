import Synchronization

/// A date format's ICU handle: the one the format opened, or one made on
/// first need (a zone text no format of the locale and zone has asked ICU
/// for yet, an instant the compiled path leaves to ICU) for a format built
/// without opening ICU: a copy of a sibling's opened handle in the format's
/// zone (``DateFormat/init(_:rezoning:)``), or the format's own, opened as
/// ``DateFormat/init(_:)`` would open it (``DateFormat/init(_:layout:)``). A
/// format whose compiled path serves every call never makes one.
final class LazyDateHandle: Sendable {
    /// How the handle is had.
    private enum Source: Sendable {
        /// The format's own, opened when the format was built (ICU
        /// allocated `bytes`).
        case opened(ICUDateHandle, bytes: Int)
        /// A sibling's opened handle (ICU allocated `bytes` opening it),
        /// copied into `timeZone` on first need.
        case copy(of: ICUDateHandle, timeZone: String, bytes: Int)
        /// Opened on first need, allocating about `bytes`.
        case open(@Sendable () throws(LocaleFormatError) -> ICUDateHandle, bytes: Int)
    }

    private let source: Source
    private let made = Mutex<ICUDateHandle?>(nil)

    /// A format's own handle, opened with `bytes` of ICU's memory.
    init(opened: ICUDateHandle, bytes: Int) { source = .opened(opened, bytes: bytes) }

    /// The handle of a format copied from `sibling`'s in `timeZone` (an ICU
    /// zone id), made on first ``handle()``: a copy of the sibling's opened
    /// handle, or, when the sibling was built without opening ICU, one
    /// `open` opens (charged as the sibling's).
    init(
        copying sibling: LazyDateHandle, timeZone: String,
        orOpening open: @escaping @Sendable () throws(LocaleFormatError) -> ICUDateHandle
    ) {
        switch sibling.source {
        case .opened(let root, let bytes), .copy(of: let root, _, let bytes):
            source = .copy(of: root, timeZone: timeZone, bytes: bytes)
        case .open(_, let bytes): source = .open(open, bytes: bytes)
        }
    }

    /// A handle `open` makes on first ``handle()``, charged `bytes` (what
    /// ICU allocated when the layout was last opened, its deferred zone
    /// format included).
    init(opening open: @escaping @Sendable () throws(LocaleFormatError) -> ICUDateHandle, bytes: Int) {
        source = .open(open, bytes: bytes)
    }

    /// ICU's bytes this handle may keep alive or allocate on first need
    /// beyond what its format allocated when it was built, which a cache
    /// charges up front: a copied format's sibling's opened format (shared),
    /// a format's own format not opened yet, and the zone format an open
    /// deferred (made when ICU first formats a zone with it).
    var deferredBytes: Int {
        switch source {
        case .opened(let handle, _): handle.defersZoneFormat ? ICUDateHandle.deferredZoneFormatBytes : 0
        case .copy(of: let root, _, let bytes):
            bytes + (root.defersZoneFormat ? ICUDateHandle.deferredZoneFormatBytes : 0)
        case .open(_, let bytes): bytes
        }
    }

    /// The handle, made on the first call when the format has none of its own.
    /// - Throws: `internal` if ICU cannot copy or open the format.
    func handle() throws(LocaleFormatError) -> ICUDateHandle {
        if case .opened(let handle, _) = source { return handle }
        return try made.withLock { (made: inout ICUDateHandle?) throws(LocaleFormatError) -> ICUDateHandle in
            if let made { return made }
            let handle: ICUDateHandle
            switch source {
            case .opened(let opened, _): handle = opened
            case .copy(of: let root, let timeZone, _): handle = try ICUDateHandle(cloning: root, timeZone: timeZone)
            case .open(let open, _): handle = try open()
            }
            made = handle
            return handle
        }
    }

    /// Whether the handle has been made (for tests): always for a format's
    /// own, after the first ``handle()`` for the others.
    var isMade: Bool {
        if case .opened = source { return true }
        return made.withLock { $0 != nil }
    }
}
