/// A property that must hold for every input and did not: what a fuzz target
/// reports instead of returning normally.
///
/// The fuzz executables turn it into a crash, so that libFuzzer keeps the
/// input; the corpus replay tests turn it into a test failure.
public struct InvariantViolation: Error, Sendable, CustomStringConvertible {
    /// The target that found it (`"FuzzDecimal"`).
    public let target: String
    /// What did not hold, with the values involved.
    public let message: String

    public init(_ target: String, _ message: String) {
        self.target = target
        self.message = message
    }

    public var description: String { "\(target): \(message)" }
}
