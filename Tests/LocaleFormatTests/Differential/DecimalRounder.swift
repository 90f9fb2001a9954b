@testable import LocaleFormat

/// A decimal rounder on digit strings, written for the tests: what a number
/// formatter must print in a locale with plain ASCII digits, `.` and `-`, and
/// no grouping (`en-US-u-nu-latn`, grouping off).
struct DecimalRounder {
    var minimumIntegerDigits = 1
    var minimumFractionDigits = 0
    var maximumFractionDigits = 3
    var mode: RoundingMode = .halfEven
    /// Multiplies by 100 and appends `%`.
    var percent = false

    /// `text` is plain (`-12.345`) or scientific (`1.5E+3`) decimal text.
    func format(_ text: String) -> String? {
        guard var (negative, digits, exponent) = Self.parse(text) else { return nil }
        if percent { exponent += 2 }
        // value = digits × 10^exponent; scale so that the kept part is an
        // integer: kept = digits × 10^(exponent + maximumFractionDigits).
        let shift = exponent + maximumFractionDigits
        var kept: [UInt8]
        var dropped: [UInt8]
        if shift >= 0 {
            kept = digits + Array(repeating: 0, count: shift)
            dropped = []
        } else {
            let cut = digits.count + shift
            kept = cut > 0 ? Array(digits[..<cut]) : []
            dropped = cut > 0 ? Array(digits[cut...]) : Array(repeating: 0, count: -cut) + digits
        }
        if roundsAwayFromZero(negative: negative, lastKept: kept.last ?? 0, dropped: dropped) {
            kept = Self.increment(kept)
        }
        // Split into integer and fraction digits.
        while kept.count < maximumFractionDigits + 1 { kept.insert(0, at: 0) }
        var integer = Array(kept[..<(kept.count - maximumFractionDigits)])
        var fraction = Array(kept[(kept.count - maximumFractionDigits)...])
        while fraction.count > minimumFractionDigits, fraction.last == 0 { fraction.removeLast() }
        while integer.count > 1, integer.first == 0 { integer.removeFirst() }
        while integer.count < minimumIntegerDigits { integer.insert(0, at: 0) }
        var out = negative ? "-" : ""
        out += integer.map(String.init).joined()
        if !fraction.isEmpty { out += "." + fraction.map(String.init).joined() }
        return out + (percent ? "%" : "")
    }

    private func roundsAwayFromZero(negative: Bool, lastKept: UInt8, dropped: [UInt8]) -> Bool {
        guard dropped.contains(where: { $0 != 0 }) else { return false }
        // Compare the dropped part with one half: 5 followed by zeros.
        let half: Int
        if dropped[0] > 5 {
            half = 1
        } else if dropped[0] < 5 {
            half = -1
        } else {
            half = dropped.dropFirst().contains { $0 != 0 } ? 1 : 0
        }
        switch mode {
        case .down: return false
        case .up: return true
        case .ceiling: return !negative
        case .floor: return negative
        case .halfUp: return half >= 0
        case .halfDown: return half > 0
        case .halfEven: return half > 0 || (half == 0 && lastKept % 2 == 1)
        case .halfOdd: return half > 0 || (half == 0 && lastKept % 2 == 0)
        case .halfCeiling: return half > 0 || (half == 0 && !negative)
        case .halfFloor: return half > 0 || (half == 0 && negative)
        case .unnecessary: return false
        }
    }

    private static func increment(_ digits: [UInt8]) -> [UInt8] {
        var digits = digits
        var i = digits.count - 1
        while i >= 0 {
            if digits[i] < 9 {
                digits[i] += 1
                return digits
            }
            digits[i] = 0
            i -= 1
        }
        return [1] + digits
    }

    /// Sign, digits (may have leading zeros) and exponent of decimal text.
    static func parse(_ text: String) -> (Bool, [UInt8], Int)? {
        var rest = Substring(text)
        var negative = false
        if rest.first == "-" || rest.first == "+" {
            negative = rest.first == "-"
            rest = rest.dropFirst()
        }
        let parts = rest.split(whereSeparator: { $0 == "e" || $0 == "E" })
        guard let mantissa = parts.first, parts.count <= 2 else { return nil }
        let written = parts.count == 2 ? Int(parts[1]) : 0
        guard let written else { return nil }
        let halves = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let integer = halves[0]
        let fraction = halves.count > 1 ? halves[1] : ""
        let digits = (integer + fraction).compactMap { $0.wholeNumberValue.map(UInt8.init) }
        guard digits.count == integer.count + fraction.count, !digits.isEmpty else { return nil }
        return (negative, digits, written - fraction.count)
    }
}
