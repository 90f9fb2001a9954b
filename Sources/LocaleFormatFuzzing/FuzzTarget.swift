/// One fuzz target: a function from arbitrary bytes to either nothing or an
/// ``InvariantViolation``.
///
/// Thrown library errors are part of normal behaviour and are checked, not
/// propagated: a target throws only ``InvariantViolation``. A trap inside the
/// library is a finding by itself (libFuzzer sees the crash).
public protocol FuzzTarget {
    /// The executable's and the corpus folder's name (`"FuzzRequest"`).
    static var name: String { get }
    /// Runs the library on one input and checks what must hold.
    /// - Throws: ``InvariantViolation`` only.
    static func run(_ input: [UInt8]) throws(InvariantViolation)
}

/// Every fuzz target, by name.
public enum FuzzTargets {
    public static var all: [any FuzzTarget.Type] {
        [
            RequestFuzzTarget.self, LocaleFuzzTarget.self, ISO8601FuzzTarget.self, DecimalFuzzTarget.self,
            DatePatternFuzzTarget.self, MessageFuzzTarget.self, StringsFileFuzzTarget.self, XCStringsFuzzTarget.self,
        ]
    }
}
