/// Byte-level parsers for the two instant spellings of the request protocol.
/// Both return nil for anything malformed; range checks are the caller's.
enum ISO8601Parser {
    /// `YYYY-MM-DDThh:mm:ss[.fraction](Z|±hh:mm)`, year `±YYYYYY` outside
    /// 0000…9999. Lower-case `t` and `z` are accepted, as RFC 3339 allows.
    static func milliseconds(_ text: String) -> Int64? {
        milliseconds(text.utf8.span)
    }

    /// ``milliseconds(_:)`` of text given as its UTF-8.
    static func milliseconds(_ b: Span<UInt8>) -> Int64? {
        var i = 0
        func digits(_ count: Int) -> Int64? {
            guard i + count <= b.count else { return nil }
            var value: Int64 = 0
            for _ in 0..<count {
                let c = b[i]
                guard c >= 0x30, c <= 0x39 else { return nil }
                value = value * 10 + Int64(c - 0x30)
                i += 1
            }
            return value
        }
        func expect(_ c: UInt8) -> Bool {
            guard i < b.count, b[i] == c else { return false }
            i += 1
            return true
        }
        guard b.count >= 20, b.count <= 64 else { return nil }
        // Year: four digits, or a sign and six (ISO 8601 expanded years).
        var year: Int64
        if b[0] == UInt8(ascii: "+") || b[0] == UInt8(ascii: "-") {
            let negative = b[0] == UInt8(ascii: "-")
            i = 1
            guard let y = digits(6), !(negative && y == 0) else { return nil }
            year = negative ? -y : y
        } else {
            guard let y = digits(4) else { return nil }
            year = y
        }
        guard expect(UInt8(ascii: "-")), let month = digits(2), (1...12).contains(month),
            expect(UInt8(ascii: "-")), let day = digits(2), day >= 1,
            day <= CivilDate.daysInMonth(year: year, month: month)
        else { return nil }
        guard i < b.count, b[i] == UInt8(ascii: "T") || b[i] == UInt8(ascii: "t") else { return nil }
        i += 1
        guard let hour = digits(2), hour <= 23, expect(UInt8(ascii: ":")), let minute = digits(2), minute <= 59,
            expect(UInt8(ascii: ":")), let second = digits(2), second <= 59
        else { return nil }
        var millisecond: Int64 = 0
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            var count = 0
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                if count < 3 { millisecond = millisecond * 10 + Int64(b[i] - 0x30) }
                count += 1
                i += 1
            }
            guard count > 0 else { return nil }
            for _ in count..<max(count, 3) { millisecond *= 10 }
        }
        guard i < b.count else { return nil }  // no zone: a local time is not an instant
        var offsetMinutes: Int64 = 0
        switch b[i] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            i += 1
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let sign: Int64 = b[i] == UInt8(ascii: "-") ? -1 : 1
            i += 1
            guard let oh = digits(2), oh <= 23, expect(UInt8(ascii: ":")), let om = digits(2), om <= 59 else {
                return nil
            }
            offsetMinutes = sign * (oh * 60 + om)
        default:
            return nil
        }
        guard i == b.count else { return nil }
        let days = CivilDate.days(year: year, month: month, day: day)
        let local = ((days * 24 + hour) * 60 + minute) * 60 + second
        return (local - offsetMinutes * 60) * 1000 + millisecond
    }

    /// Seconds since 1970 as decimal text (`-1.5`, `1.4389e9`), converted to
    /// whole milliseconds truncated toward the past, exactly. Nil when the text
    /// is not a decimal or the value is far outside any accepted instant.
    static func millisecondsFromDecimalSeconds(_ text: String) -> Int64? {
        let b = Array(text.utf8)
        guard !b.isEmpty, b.count <= 400 else { return nil }
        var i = 0
        var negative = false
        if b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
            negative = b[i] == UInt8(ascii: "-")
            i += 1
        }
        var mantissa: [UInt8] = []  // significant digits, decimal point implied after `pointIndex`
        var pointIndex = 0
        var sawDigit = false
        while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
            mantissa.append(b[i] - 0x30)
            pointIndex += 1
            sawDigit = true
            i += 1
        }
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            var fractionDigits = 0
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                mantissa.append(b[i] - 0x30)
                fractionDigits += 1
                i += 1
            }
            guard fractionDigits > 0 || sawDigit else { return nil }
            sawDigit = sawDigit || fractionDigits > 0
        }
        guard sawDigit else { return nil }
        var exponent = 0
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            var expNegative = false
            if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
                expNegative = b[i] == UInt8(ascii: "-")
                i += 1
            }
            var sawExpDigit = false
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                if exponent < 100_000 { exponent = exponent * 10 + Int(b[i] - 0x30) }
                sawExpDigit = true
                i += 1
            }
            guard sawExpDigit else { return nil }
            if expNegative { exponent = -exponent }
        }
        guard i == b.count else { return nil }
        // Milliseconds: move the decimal point three places right, plus the exponent.
        let point = pointIndex + exponent + 3
        var whole: Int64 = 0
        var fractionNonZero = false
        for (index, digit) in mantissa.enumerated() {
            if index < point {
                guard whole < 100_000_000_000_000_000 / 10 else { return nil }  // far outside the range
                whole = whole * 10 + Int64(digit)
            } else if digit != 0 {
                fractionNonZero = true
            }
        }
        if point > mantissa.count, whole != 0 {
            guard point - mantissa.count < 19 else { return nil }
            for _ in mantissa.count..<point {
                guard whole < 100_000_000_000_000_000 / 10 else { return nil }
                whole *= 10
            }
        }
        if negative { return fractionNonZero ? -whole - 1 : -whole }
        return whole
    }
}
