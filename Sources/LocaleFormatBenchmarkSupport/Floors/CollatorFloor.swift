import CBenchmarkFloors

/// The floor of ``Collator/compare(_:_:)``: `ucol_strcollUTF8` on a
/// `UCollator` with the locale's own options, for two strings whose UTF-8
/// the floor holds.
///
/// Not `Sendable`: floors are measured on one thread.
public final class CollatorFloor {
    private let raw: OpaquePointer

    /// `ucol_open(locale)`, and copies of `a` and `b`.
    /// - Parameter locale: an ICU locale id (``LocaleIdentifier/icuID``).
    public init(locale: String, comparing a: String, with b: String) throws {
        var status: Int32 = 0
        let opened = benchfloor_ucol_open(
            locale, a, try FloorOutput.length(a), b, try FloorOutput.length(b), &status)
        raw = try FloorOutput.opened(opened, status, "ucol_open(\(locale))")
    }

    deinit { benchfloor_ucol_close(raw) }

    /// One `ucol_strcollUTF8` call: -1, 0 or 1.
    @inline(never)
    public func compare() -> Int {
        var status: Int32 = 0
        return Int(benchfloor_ucol_strcoll_utf8(raw, &status))
    }

    /// One `ucol_strcollUTF8` call on the UTF-8 that `a` and `b` lend (a
    /// small string's copied to the stack), as a Swift caller of ICU holding
    /// `String`s makes it: -1, 0 or 1; 2 for a string that lends none
    /// (bridged), which the benchmarks do not give.
    @inline(never)
    public func compare(_ a: String, _ b: String) -> Int {
        let raw = self.raw
        let order = a.utf8.withContiguousStorageIfAvailable { ua in
            b.utf8.withContiguousStorageIfAvailable { ub in
                var status: Int32 = 0
                return benchfloor_ucol_strcoll_given(
                    raw, ua.baseAddress, Int32(truncatingIfNeeded: ua.count), ub.baseAddress,
                    Int32(truncatingIfNeeded: ub.count), &status)
            }
        }
        return Int(order.flatMap { $0 } ?? 2)
    }
}
