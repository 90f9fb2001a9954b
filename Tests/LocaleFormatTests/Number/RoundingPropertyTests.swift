import LocaleFormat
import LocaleFormatTestSupport
import Testing

/// An independent decimal rounder on digit strings (no Double, no Decimal,
/// no LocaleFormat code) that predicts ICU's English output with grouping off
/// and 0…`maximumFractionDigits` fraction digits.
enum ReferenceRounder {
    /// `integer` and `fraction` are ASCII digit strings (either may be empty).
    static func format(
        negative: Bool, integer: String, fraction: String, maximumFractionDigits k: Int,
        mode: RoundingMode
    ) -> String {
        var intDigits = Array(integer.utf8).map { Int($0 - 48) }
        var fracDigits = Array(fraction.utf8).map { Int($0 - 48) }
        if fracDigits.count > k {
            let rest = Array(fracDigits[k...])
            fracDigits = Array(fracDigits[..<k])
            let restIsZero = rest.allSatisfy { $0 == 0 }
            // Compare the dropped digits with one half.
            let comparison: Int  // -1 below half, 0 exactly half, 1 above
            if rest[0] > 5 {
                comparison = 1
            } else if rest[0] < 5 {
                comparison = -1
            } else {
                comparison = rest.dropFirst().allSatisfy { $0 == 0 } ? 0 : 1
            }
            let lastKept = fracDigits.last ?? intDigits.last ?? 0
            let increment: Bool
            switch mode {
            case .halfEven: increment = comparison > 0 || (comparison == 0 && lastKept % 2 == 1)
            case .halfUp: increment = comparison >= 0
            case .halfDown: increment = comparison > 0
            case .ceiling: increment = !restIsZero && !negative
            case .floor: increment = !restIsZero && negative
            case .up: increment = !restIsZero
            case .down: increment = false
            case .halfOdd: increment = comparison > 0 || (comparison == 0 && lastKept % 2 == 0)
            case .halfCeiling: increment = comparison > 0 || (comparison == 0 && !negative)
            case .halfFloor: increment = comparison > 0 || (comparison == 0 && negative)
            case .unnecessary: increment = false
            }
            if increment {
                var all = intDigits + fracDigits
                var i = all.count - 1
                var carry = 1
                while carry == 1 && i >= 0 {
                    all[i] += 1
                    if all[i] == 10 {
                        all[i] = 0
                    } else {
                        carry = 0
                    }
                    i -= 1
                }
                if carry == 1 { all.insert(1, at: 0) }
                intDigits = Array(all[..<(all.count - fracDigits.count)])
                fracDigits = Array(all[(all.count - fracDigits.count)...])
            }
        }
        while let last = fracDigits.last, last == 0 { fracDigits.removeLast() }
        while intDigits.count > 1, intDigits.first == 0 { intDigits.removeFirst() }
        if intDigits.isEmpty { intDigits = [0] }
        var out = negative ? "-" : ""
        out += intDigits.map(String.init).joined()
        if !fracDigits.isEmpty { out += "." + fracDigits.map(String.init).joined() }
        return out
    }
}

@Suite struct RoundingPropertyTests {
    private static func digits(_ count: Int, using rng: inout SeededGenerator) -> String {
        // Many 0s, 5s and 9s, to hit ties and carries.
        let alphabet: [Character] = ["0", "0", "5", "5", "9", "9", "1", "2", "3", "4", "6", "7", "8"]
        return String((0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] })
    }

    @Test func icuRoundsLikeTheReferenceRounder() throws {
        var rng = SeededGenerator(seed: 0x5EED_2024)
        let fractionDigits = [0, 1, 2, 5]
        var formatters: [String: NumberFormat] = [:]
        for mode in RoundingMode.allCases where mode != .unnecessary {
            for k in fractionDigits {
                formatters["\(mode)/\(k)"] = try Formatters.shared.number(
                    locale: "en", minimumFractionDigits: 0, maximumFractionDigits: k, grouping: false,
                    roundingMode: mode)
            }
        }
        var checked = 0
        var mismatches: [String] = []
        for _ in 0..<2000 {
            let negative = Bool.random(using: &rng)
            let integer = Self.digits(Int.random(in: 0...20, using: &rng), using: &rng)
            let fraction = Self.digits(Int.random(in: 0...25, using: &rng), using: &rng)
            guard !(integer.isEmpty && fraction.isEmpty) else { continue }
            // Written either plainly or with an exponent that shifts the point back.
            var text = (negative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
            if Int.random(in: 0..<4, using: &rng) == 0, !integer.isEmpty {
                let shift = Int.random(in: 1...integer.count, using: &rng)
                let head = integer.prefix(integer.count - shift)
                let moved = integer.suffix(shift)
                text =
                    (negative ? "-" : "") + (head.isEmpty ? "0" : String(head)) + "." + moved + fraction + "e\(shift)"
            }
            let value = try DecimalValue(text)
            for mode in RoundingMode.allCases where mode != .unnecessary {
                for k in fractionDigits {
                    let expected = ReferenceRounder.format(
                        negative: negative, integer: integer, fraction: fraction, maximumFractionDigits: k, mode: mode)
                    let actual = try formatters["\(mode)/\(k)"]?.string(from: value)
                    checked += 1
                    if actual != expected {
                        mismatches.append("\(text) \(mode) \(k): ICU \(actual ?? "nil"), reference \(expected)")
                    }
                }
            }
        }
        #expect(checked > 50_000)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    @Test func referenceRounderAgreesWithPyICUOnKnownCases() {
        // Spot checks of the reference itself, values from PyICU 72.1 (`.## rounding-mode-…`, en).
        #expect(
            ReferenceRounder.format(
                negative: false, integer: "1", fraction: "005", maximumFractionDigits: 2, mode: .halfEven) == "1")
        #expect(
            ReferenceRounder.format(
                negative: false, integer: "1", fraction: "015", maximumFractionDigits: 2, mode: .halfEven) == "1.02")
        #expect(
            ReferenceRounder.format(
                negative: true, integer: "1", fraction: "001", maximumFractionDigits: 2, mode: .floor) == "-1.01")
        #expect(
            ReferenceRounder.format(
                negative: true, integer: "0", fraction: "001", maximumFractionDigits: 2, mode: .ceiling) == "-0")
        #expect(
            ReferenceRounder.format(negative: true, integer: "999", fraction: "01", maximumFractionDigits: 0, mode: .up)
                == "-1000")
    }
}
