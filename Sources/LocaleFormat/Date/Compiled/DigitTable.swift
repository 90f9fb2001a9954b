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

    /// Bytes a field written with this table needs at most for `minimumDigits`
    /// (``DateWriterProgram`` writes it).
    func bound(minimumDigits: Int) -> Int {
        max(minimumDigits, 10) * width + negativePrefix.count + negativeSuffix.count
    }
}
