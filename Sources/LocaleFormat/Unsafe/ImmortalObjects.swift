/// Objects kept for the life of the process and lent without touching
/// their reference counts: each is retained once and never released, so a
/// caller borrowing one writes nothing that other threads borrowing it
/// read (a returned object would be one retain and one release of a count
/// they all share).
///
/// For a few objects made once, in a `static let` (the plural operands'
/// number formatters); never for objects made per request.
struct ImmortalObjects<Object: AnyObject & Sendable>: @unchecked Sendable {
    // Unchecked: the array is immutable and each object is Sendable and
    // never released; only its retain count is left out of Swift's sight.
    private let objects: [Unmanaged<Object>]

    /// Keeps `objects`, retained once each, forever.
    init(_ objects: [Object]) { self.objects = objects.map { Unmanaged.passRetained($0) } }

    /// How many objects are kept.
    var count: Int { objects.count }

    /// Calls `body` with object `index` (`0..<count`), borrowed.
    @inline(__always)
    func withObject<R>(at index: Int, _ body: (Object) throws(LocaleFormatError) -> R) throws(LocaleFormatError) -> R {
        // `_withUnsafeGuaranteedRef` rethrows untyped: the typed error comes
        // out in a Result.
        try objects[index]._withUnsafeGuaranteedRef { object in
            Result { () throws(LocaleFormatError) in try body(object) }
        }.get()
    }
}
