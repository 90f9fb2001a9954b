/// Turns the bytes of a text `.strings` file into Unicode scalars, as
/// CoreFoundation reads them: a byte order mark chooses UTF-32 or UTF-16
/// (either order) or UTF-8; without one the bytes must be UTF-8.
enum StringsTextDecoder {
    /// Where decoding stopped, for the load error.
    struct Failure: Error {
        var line: Int
        var column: Int
        var message: String
    }

    static func decode(_ bytes: [UInt8]) throws(Failure) -> [Unicode.Scalar] {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return try utf32(bytes.dropFirst(4), bigEndian: true) }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return try utf32(bytes.dropFirst(4), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), bigEndian: true) }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return try utf8(bytes.dropFirst(3)) }
        return try utf8(bytes[...])
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>) throws(Failure) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = bytes.startIndex
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                offset += UTF8.width(scalar)
            case .emptyInput:
                return scalars
            case .error:
                throw failure(
                    after: scalars,
                    "the bytes are not UTF-8 (byte 0x\(hex(bytes[offset])) at offset \(offset)) and there is no byte order mark"
                )
            }
        }
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(Failure) -> [Unicode.Scalar] {
        guard bytes.count % 2 == 0 else {
            throw Failure(line: 1, column: 1, message: "UTF-16 text with an odd number of bytes")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return scalars
            case .error: throw failure(after: scalars, "an unpaired UTF-16 surrogate")
            }
        }
    }

    private static func utf32(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(Failure) -> [Unicode.Scalar] {
        guard bytes.count % 4 == 0 else {
            throw Failure(line: 1, column: 1, message: "UTF-32 text whose length is not a multiple of 4")
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count / 4)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var value: UInt32 = 0
            for step in 0..<4 {
                let byte = UInt32(bytes[index + (bigEndian ? step : 3 - step)])
                value = value << 8 | byte
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw failure(after: scalars, "0x\(String(value, radix: 16)) is not a Unicode scalar")
            }
            scalars.append(scalar)
            index += 4
        }
        return scalars
    }

    /// The failure placed just after the scalars decoded so far.
    private static func failure(after scalars: [Unicode.Scalar], _ message: String) -> Failure {
        var line = 1
        var column = 1
        for scalar in scalars {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return Failure(line: line, column: column, message: message)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
