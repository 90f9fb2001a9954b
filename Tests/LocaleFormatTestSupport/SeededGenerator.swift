/// The reproducible random number generator (SplitMix64) of every test
/// target: property tests, differential tests, garbage and mutation inputs.
/// The same seed gives the same values on every machine.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A mutation of `seed`: characters replaced, inserted, deleted or
    /// duplicated, drawn from `alphabet` and a few hostile characters.
    public mutating func mutate(_ seed: String, alphabet: [Character]) -> String {
        var chars = Array(seed)
        let hostile: [Character] = ["\u{0}", "\u{FFFD}", "é", "中", "\u{202F}", "%", "\\", "\"", " ", "\n", "😀"]
        for _ in 0..<Int.random(in: 1...4, using: &self) {
            let pool = Bool.random(using: &self) ? alphabet : hostile
            guard let c = pool.randomElement(using: &self) else { continue }
            let at = chars.isEmpty ? 0 : Int.random(in: 0..<chars.count, using: &self)
            switch Int.random(in: 0..<4, using: &self) {
            case 0 where !chars.isEmpty: chars[at] = c
            case 1: chars.insert(c, at: at)
            case 2 where !chars.isEmpty: chars.remove(at: at)
            default: chars.append(contentsOf: chars.prefix(Int.random(in: 0...3, using: &self)))
            }
        }
        return String(chars)
    }
}
