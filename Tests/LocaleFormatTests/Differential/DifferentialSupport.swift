import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// Tallies the cases of a differential test and keeps the first few
/// differences between the library and the reference path, with what it
/// takes to reproduce them.
struct DifferentialTally {
    let operation: String
    private(set) var cases = 0
    private(set) var bothFailed = 0
    private(set) var mismatches = 0
    private(set) var examples: [String] = []
    private(set) var bothFailedExamples: [String] = []

    init(_ operation: String) { self.operation = operation }

    /// One case: the library's answer against the reference's. Both failing
    /// counts as agreement (and is tallied); one failing is a difference.
    mutating func record(
        library: () throws -> String, reference: () throws -> String, _ context: @autoclosure () -> String
    ) {
        cases += 1
        let ours = Result { try library() }
        let theirs = Result { try reference() }
        switch (ours, theirs) {
        case (.success(let a), .success(let b)) where a == b:
            return
        case (.failure, .failure):
            bothFailed += 1
            if bothFailedExamples.count < 5 {
                bothFailedExamples.append(
                    "\(context()): library \(Self.describe(ours)), reference \(Self.describe(theirs))")
            }
            return
        default:
            mismatches += 1
            if examples.count < 12 {
                examples.append("\(context()): library \(Self.describe(ours)), reference \(Self.describe(theirs))")
            }
        }
    }

    private static func describe(_ result: Result<String, any Error>) -> String {
        switch result {
        case .success(let s): "\"\(s.debugDescription.dropFirst().dropLast())\""
        case .failure(let e): "threw \(e)"
        }
    }

    /// Fails the test with the examples when anything differed, or when
    /// fewer cases than `minimumCases` ran (or too many failed on both sides).
    func verify(minimumCases: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(cases >= minimumCases, "\(operation): only \(cases) cases", sourceLocation: sourceLocation)
        #expect(
            bothFailed * 20 <= cases,
            "\(operation): \(bothFailed) of \(cases) cases failed on both paths:\n\(bothFailedExamples.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        #expect(
            mismatches == 0, "\(operation): \(mismatches) of \(cases) differ:\n\(examples.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }
}

extension SeededGenerator {
    mutating func pick<T>(_ items: [T]) -> T? { items.randomElement(using: &self) }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// Decimal text as a request would carry it: plain (`-1234.05`) or
    /// scientific (`1.5E+3`, `-2e-4`), with `roundingDigits` in mind: a third
    /// of the values sit exactly on a tie or close to one at that many
    /// fraction digits, where rounding modes differ.
    mutating func decimalText(roundingDigits: Int = 2, allowNegative: Bool = true) -> String {
        let sign = allowNegative && chance(0.35) ? "-" : ""
        if chance(0.12) {
            let mantissa = String(int(1...9)) + (chance(0.7) ? "." + digits(int(1...8)) : "")
            let exponent = int(-12...15)
            return sign + mantissa + (chance(0.5) ? "E" : "e") + (exponent < 0 ? "-" : chance(0.5) ? "+" : "")
                + String(abs(exponent))
        }
        let integer: String
        switch int(0...9) {
        case 0...2: integer = "0"
        case 3...6: integer = String(int(1...999))
        case 7: integer = String(int(1...9)) + digits(int(3...14))
        default: integer = String(int(1...9)) + digits(int(15...30))
        }
        var fraction = digits(int(0...12))
        if chance(0.33) {
            // A tie (…5, …50) or a near tie (…49, …51) just past `roundingDigits`.
            let head = digits(max(0, roundingDigits))
            fraction = head + (pick(["5", "50", "500", "49", "51", "5000001", "4999999"]) ?? "5")
        }
        return sign + integer + (fraction.isEmpty ? "" : "." + fraction)
    }

    mutating func digits(_ count: Int) -> String {
        String((0..<count).map { _ in Character(String(int(0...9))) })
    }
}

/// Fraction digits as written: CLDR's `v` of plain or scientific text.
func visibleFractionDigits(_ text: String) -> Int {
    let unsigned = text.drop { $0 == "-" || $0 == "+" }
    let parts = unsigned.split(whereSeparator: { $0 == "e" || $0 == "E" })
    let mantissa = parts.first ?? ""
    let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    let fraction = mantissa.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
    return max(0, fraction - exponent)
}
