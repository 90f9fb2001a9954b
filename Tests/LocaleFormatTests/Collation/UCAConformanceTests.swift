import Foundation
import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// The Unicode Collation Algorithm's own conformance test (UTS #10's
/// `CollationTest_CLDR_*_SHORT.txt`, the CLDR root order ICU implements),
/// through the library's collators with the default options: every two
/// consecutive lines compare less than or equal under root at tertiary
/// strength, `alternate` non-ignorable and shifted.
///
/// The files are test data, not the project's: they are read from
/// `LOCALEFORMAT_UCA_CONFORMANCE` (`.ci/run` sets it), never copied here,
/// and are of one Unicode version (their folder's README says which): on an
/// ICU of another Unicode version the test says so and checks nothing,
/// since characters new to that version sort differently.
@Suite struct UCAConformanceTests {
    static let folder = ProcessInfo.processInfo.environment["LOCALEFORMAT_UCA_CONFORMANCE"]
    /// The Unicode version of the files (UTS #10 for Unicode 15.0, as ICU 72).
    static let filesUnicode = "15.0"

    @Test(arguments: [("CollationTest_NON_IGNORABLE_SHORT.txt", false), ("CollationTest_SHIFTED_SHORT.txt", true)])
    func consecutiveLinesAreInOrder(file: String, shifted: Bool) throws {
        guard let folder = Self.folder else {
            print("UCA conformance: LOCALEFORMAT_UCA_CONFORMANCE is not set; skipped")
            return
        }
        guard ICUVersion.unicode == Self.filesUnicode else {
            print(
                "UCA conformance: the files are Unicode \(Self.filesUnicode), "
                    + "ICU \(ICUVersion.icu) is \(ICUVersion.unicode); skipped")
            return
        }
        let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        let collator = try Collator(
            Collator.Options(
                locale: LocaleIdentifier("und"), strength: .tertiary, alternate: shifted ? .shifted : .nonIgnorable))
        var previous: String?
        var pairs = 0, unrepresentable = 0
        var failures: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            // A line is code points in hex; one with a lone surrogate
            // cannot be a Swift string (nor UTF-8): such lines are skipped,
            // and the next line is compared with the last one kept.
            guard let string = Self.string(line) else {
                unrepresentable += 1
                continue
            }
            if let previous {
                pairs += 1
                if collator.compare(previous, string) == .orderedDescending, failures.count < 10 {
                    failures.append("\(Self.hex(previous)) > \(Self.hex(string))")
                }
            }
            previous = string
        }
        print("UCA conformance \(file): \(pairs) pairs, \(unrepresentable) lines with lone surrogates skipped")
        #expect(pairs > 150_000)
        #expect(unrepresentable * 100 < pairs, "\(unrepresentable) lines skipped")
        #expect(failures.isEmpty, "\(failures.count) pairs out of order, first: \(failures)")
    }

    /// The string of a line's hex code points; nil with a lone surrogate.
    static func string(_ line: Substring) -> String? {
        var result = ""
        for part in line.split(separator: " ") {
            guard let value = UInt32(part, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    static func hex(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }
}
