/// A list expectation (a result's parts, written one string each): an array
/// literal holds on every supported major.
extension ICUExpectedValue: ExpressibleByArrayLiteral where Value == [String] {
    public init(arrayLiteral elements: String...) {
        self.init(byMajor: [nil: elements])
    }
}
