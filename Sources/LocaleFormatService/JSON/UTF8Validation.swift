// UTF-8 well-formedness (Unicode 15, table 3-7) for the JSON reader: the
// length of each sequence, why one is ill-formed, and the first fault in an
// input, which the reader reports whatever else is wrong with it.

/// The length of the well-formed UTF-8 sequence starting at `i`, or 0 when
/// the bytes there are ill-formed (Unicode 15, table 3-7).
@inline(__always)
func utf8SequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    let end = buffer.count
    @inline(__always)
    func isContinuation(_ j: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
        j < end && buffer[j] >= low && buffer[j] <= high
    }
    switch buffer[i] {
    case 0x00...0x7F:
        return 1
    case 0xC2...0xDF:
        return isContinuation(i + 1) ? 2 : 0
    case 0xE0:
        return isContinuation(i + 1, 0xA0) && isContinuation(i + 2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF:
        return isContinuation(i + 1) && isContinuation(i + 2) ? 3 : 0
    case 0xED:
        return isContinuation(i + 1, 0x80, 0x9F) && isContinuation(i + 2) ? 3 : 0
    case 0xF0:
        return isContinuation(i + 1, 0x90) && isContinuation(i + 2) && isContinuation(i + 3) ? 4 : 0
    case 0xF1...0xF3:
        return isContinuation(i + 1) && isContinuation(i + 2) && isContinuation(i + 3) ? 4 : 0
    case 0xF4:
        return isContinuation(i + 1, 0x80, 0x8F) && isContinuation(i + 2) && isContinuation(i + 3) ? 4 : 0
    default:
        return 0
    }
}

/// Why the sequence at `i` is ill-formed (for error messages only).
func utf8Fault(_ buffer: UnsafeBufferPointer<UInt8>, at i: Int) -> String {
    let lead = buffer[i]
    let second: UInt8? = i + 1 < buffer.count ? buffer[i + 1] : nil
    switch lead {
    case 0x80...0xBF:
        return "unexpected UTF-8 continuation byte \(hexByte(lead))"
    case 0xC0, 0xC1:
        return "overlong UTF-8 encoding (lead byte \(hexByte(lead)))"
    case 0xF5...0xFF:
        return "byte \(hexByte(lead)) never occurs in UTF-8"
    default:
        break
    }
    if let second, second >= 0x80, second <= 0xBF {
        if lead == 0xE0 && second < 0xA0 || lead == 0xF0 && second < 0x90 {
            return "overlong UTF-8 encoding"
        }
        if lead == 0xED && second >= 0xA0 {
            return "UTF-8-encoded surrogate code point"
        }
        if lead == 0xF4 && second >= 0x90 {
            return "UTF-8 sequence above U+10FFFF"
        }
    }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    for j in (i + 1)..<(i + length) {
        if j >= buffer.count {
            return "truncated UTF-8 sequence"
        }
        if buffer[j] & 0xC0 != 0x80 {
            return "truncated UTF-8 sequence (byte \(hexByte(buffer[j])) is not a continuation byte)"
        }
    }
    return "ill-formed UTF-8 sequence"
}

/// `0x0A`: a byte for an error message.
func hexByte(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0x0" + digits : "0x" + digits
}

/// `U+000A`: a scalar value for an error message.
func hexScalar(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// The offset of the first ill-formed UTF-8 sequence in `buffer`, or nil
/// when it is all well-formed. ASCII runs are skipped eight bytes at a time
/// (`base` is `buffer.baseAddress`).
func firstInvalidUTF8(in buffer: UnsafeBufferPointer<UInt8>, base: UnsafeRawPointer) -> Int? {
    let end = buffer.count
    var i = 0
    while i < end {
        while i + 8 <= end && base.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            i += 8
        }
        guard i < end else { break }
        let length = utf8SequenceLength(buffer, at: i)
        if length == 0 { return i }
        i += length
    }
    return nil
}
