/// The digits a date field's number format writes, and how ICU 72's
/// `SimpleDateFormat::zeroPaddingNumber` lays an integer out with them: no
/// grouping, zero-padded to a minimum number of digits, truncated to the
/// lowest `maximum` digits (2 for `yy`, else 10, which an `Int32` never
/// exceeds), negative values between the format's negative prefix and
/// suffix (`-`, `؜-` in Arabic).
struct DigitTable: Sendable, Hashable {
    /// UTF-8 of 0 … 9.
    let digits: [[UInt8]]
    /// UTF-8 around a negative value.
    let negativePrefix: [UInt8]
    let negativeSuffix: [UInt8]
    /// ASCII 0-9, written without a table lookup.
    let isASCII: Bool
    /// The longest digit, in bytes.
    let width: Int

    init?(_ digits: [String], negativePrefix: String, negativeSuffix: String) {
        guard digits.count == 10 else { return nil }
        var bytes: [[UInt8]] = []
        bytes.reserveCapacity(10)
        var ascii = true
        var width = 1
        for (value, digit) in digits.enumerated() {
            let utf8 = Array(digit.utf8)
            guard !utf8.isEmpty else { return nil }
            if utf8 != [UInt8(0x30 + value)] { ascii = false }
            width = max(width, utf8.count)
            bytes.append(utf8)
        }
        self.digits = bytes
        self.negativePrefix = Array(negativePrefix.utf8)
        self.negativeSuffix = Array(negativeSuffix.utf8)
        isASCII = ascii
        self.width = width
    }

    /// 0-9 in ASCII (Latin digits).
    static let ascii = DigitTable(asciiDigits: ())

    private init(asciiDigits: Void) {
        digits = (0...9).map { [UInt8(0x30 + $0)] }
        negativePrefix = [0x2D]
        negativeSuffix = []
        isASCII = true
        width = 1
    }

    private static let powers: [Int64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000,
    ]

    /// Bytes `write` needs at most for `minimumDigits`.
    func bound(minimumDigits: Int) -> Int {
        max(minimumDigits, 10) * width + negativePrefix.count + negativeSuffix.count
    }

    /// Writes `value` with at least `minimumDigits` digits (≤ 10), keeping
    /// only the lowest two digits when `twoDigits`.
    @inline(__always)
    func write(_ value: Int32, minimumDigits: Int, twoDigits: Bool, to out: inout UTF8Output) {
        if value < 0 {
            out.append(negativePrefix)
            writeDigits(-Int64(value), minimumDigits: minimumDigits, twoDigits: twoDigits, to: &out)
            out.append(negativeSuffix)
        } else {
            writeDigits(Int64(value), minimumDigits: minimumDigits, twoDigits: twoDigits, to: &out)
        }
    }

    @inline(__always)
    private func writeDigits(_ magnitude: Int64, minimumDigits: Int, twoDigits: Bool, to out: inout UTF8Output) {
        var v = magnitude
        if twoDigits { v %= 100 }
        var count = 1
        while count < 10 && v >= Self.powers[count] { count += 1 }
        if isASCII {
            if minimumDigits > count {
                for _ in count..<minimumDigits { out.append(0x30) }
            }
            var position = count - 1
            while position >= 0 {
                out.append(0x30 + UInt8(truncatingIfNeeded: (v / Self.powers[position]) % 10))
                position -= 1
            }
        } else {
            if minimumDigits > count {
                for _ in count..<minimumDigits { out.append(digits[0]) }
            }
            var position = count - 1
            while position >= 0 {
                out.append(digits[Int((v / Self.powers[position]) % 10)])
                position -= 1
            }
        }
    }
}
