/// A failure of the benchmark harness itself (bad option, a floor that
/// cannot open, outputs that disagree where they must not).
public struct BenchError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
