/// What a method does to the parts of a message: aapt2's `PseudoMethodImpl`.
protocol PseudoMethodBody {
    /// Before a (nested) message.
    mutating func start() -> [UInt8]
    /// After a (nested) message.
    mutating func end() -> [UInt8]
    /// Text outside ICU arguments.
    mutating func text(_ bytes: ArraySlice<UInt8>) -> [UInt8]
    /// A whole `{…}` argument.
    mutating func placeholder(_ bytes: ArraySlice<UInt8>) -> [UInt8]
}

/// Cuts a message into text and `{…}` ICU arguments, as aapt2's
/// `Pseudolocalizer::Text` does: text at an even brace depth is
/// pseudolocalized, a whole argument goes to `placeholder`, the text of a
/// nested message (`one {# file}`) is a message of its own; `'` escapes
/// the byte after it.
enum MessageWalker {
    static func walk<Method: PseudoMethodBody>(_ bytes: [UInt8], method: inout Method) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count * 2)
        var lastDepth = 0
        var depth = 0
        var lastPosition = 0
        var escaped = false
        let count = bytes.count
        for position in 0..<count {
            let byte = bytes[position]
            if escaped {
                escaped = false
                continue
            }
            if byte == UInt8(ascii: "'") {
                escaped = true
                continue
            }
            if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}"), depth > 0 {
                depth -= 1
            }
            guard lastDepth != depth || position == count - 1 else { continue }
            let pseudo = lastDepth % 2 == 0
            var next = position
            if !pseudo || depth == lastDepth { next += 1 }
            if next > lastPosition {
                let chunk = bytes[lastPosition..<next]
                if pseudo {
                    result += method.text(chunk)
                } else if bytes[lastPosition] == UInt8(ascii: "{"), bytes[next - 1] == UInt8(ascii: "}") {
                    result += method.placeholder(chunk)
                } else {
                    result += chunk
                }
            }
            if pseudo && depth < lastDepth {
                result += method.end()
            } else if !pseudo && depth > lastDepth {
                result += method.start()
            }
            lastPosition = next
            lastDepth = depth
        }
        // aapt2 drops what is left after an escape or an unclosed `{` at the
        // very end; it is kept here, as text or as it is.
        if lastPosition < count {
            let chunk = bytes[lastPosition..<count]
            result += lastDepth % 2 == 0 ? method.text(chunk) : Array(chunk)
        }
        return result
    }
}

/// C's `isspace` in the POSIX locale.
@inline(__always)
func isCSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
}

/// aapt2's `PseudoMethodAccent`: the accent map, `»…«` around
/// placeholders, `[…]` and padding words. Unframed, the accent map alone.
struct AccentMethod: PseudoMethodBody {
    let framed: Bool
    private var depth = 0
    private var wordCount = 0
    private var length = 0

    init(framed: Bool) { self.framed = framed }

    /// aapt2's padding words.
    static let expansion = Array(
        "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fiveteen sixteen seventeen nineteen twenty"
            .utf8)

    /// The accented form of each ASCII letter (and `!`, `?`, `$`) that has one.
    static let accents: [UInt8: [UInt8]] = {
        let pairs: [(Character, Unicode.Scalar)] = [
            ("a", "\u{e5}"), ("b", "\u{253}"), ("c", "\u{e7}"), ("d", "\u{f0}"), ("e", "\u{e9}"), ("f", "\u{192}"),
            ("g", "\u{11d}"), ("h", "\u{125}"), ("i", "\u{ee}"), ("j", "\u{135}"), ("k", "\u{137}"), ("l", "\u{13c}"),
            ("m", "\u{1e3f}"), ("n", "\u{f1}"), ("o", "\u{f6}"), ("p", "\u{fe}"), ("q", "\u{51}"), ("r", "\u{155}"),
            ("s", "\u{161}"), ("t", "\u{163}"), ("u", "\u{fb}"), ("v", "\u{56}"), ("w", "\u{175}"), ("x", "\u{445}"),
            ("y", "\u{fd}"), ("z", "\u{17e}"), ("A", "\u{c5}"), ("B", "\u{3b2}"), ("C", "\u{c7}"), ("D", "\u{d0}"),
            ("E", "\u{c9}"), ("G", "\u{11c}"), ("H", "\u{124}"), ("I", "\u{ce}"), ("J", "\u{134}"), ("K", "\u{136}"),
            ("L", "\u{13b}"), ("M", "\u{1e3e}"), ("N", "\u{d1}"), ("O", "\u{d6}"), ("P", "\u{de}"), ("Q", "\u{71}"),
            ("R", "\u{154}"), ("S", "\u{160}"), ("T", "\u{162}"), ("U", "\u{db}"), ("V", "\u{3bd}"), ("W", "\u{174}"),
            ("X", "\u{d7}"), ("Y", "\u{dd}"), ("Z", "\u{17d}"), ("!", "\u{a1}"), ("?", "\u{bf}"), ("$", "\u{20ac}"),
        ]
        var map: [UInt8: [UInt8]] = [:]
        for (letter, accented) in pairs {
            map[letter.asciiValue ?? 0] = Array(String(accented).utf8)
        }
        return map
    }()

    /// aapt2's `PseudoGenerateExpansion`: whole padding words, at least `length` bytes.
    static func padding(_ length: Int) -> [UInt8] {
        var result = expansion
        if result.count < length {
            result.append(UInt8(ascii: " "))
            result += padding(length - result.count)
            return result
        }
        var extra = 0
        var index = length + 1
        while index < result.count {
            extra += 1
            if result[index] == UInt8(ascii: " ") { break }
            index += 1
        }
        return Array(result[0..<min(length + extra, result.count)])
    }

    mutating func start() -> [UInt8] {
        var result: [UInt8] = []
        if depth == 0, framed { result = [UInt8(ascii: "[")] }
        wordCount = 0
        length = 0
        depth += 1
        return result
    }

    mutating func end() -> [UInt8] {
        var result: [UInt8] = []
        if length > 0, framed {
            result.append(UInt8(ascii: " "))
            result += Self.padding(wordCount > 3 ? length : length / 2)
        }
        wordCount = 0
        length = 0
        depth -= 1
        if depth == 0, framed { result.append(UInt8(ascii: "]")) }
        return result
    }

    mutating func placeholder(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        guard framed else { return Array(bytes) }
        return Array("\u{bb}".utf8) + bytes + Array("\u{ab}".utf8)
    }

    mutating func text(_ source: ArraySlice<UInt8>) -> [UInt8] {
        let bytes = Array(source)
        let count = bytes.count
        var result: [UInt8] = []
        var lastSpace = true
        var index = 0
        while index < count {
            var byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                // A specifier (or `%%`) is kept, and not counted; a `%`
                // that starts none is kept as aapt2 keeps a lone `%`.
                guard let length = FormatParser.specifierLength(in: bytes, at: index) else {
                    result.append(byte)
                    index += 1
                    continue
                }
                let specifier = bytes[index..<index + length]
                result +=
                    length == 2 && bytes[index + 1] == UInt8(ascii: "%") ? Array(specifier) : placeholder(specifier)
                index += length
                continue
            }
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") {
                // HTML, as aapt2 leaves it (its quirks included: the byte
                // after a `&` that starts no entity is written twice, by
                // `en-XA` only: unframed, such a `&` is text).
                var closed = false
                while !closed, index < count {
                    if byte == UInt8(ascii: "&") {
                        var escape: [UInt8] = [byte]
                        var end = false
                        var position = index
                        while !end, position < count {
                            position += 1
                            guard position < count else {
                                end = true
                                break
                            }
                            byte = bytes[position]
                            escape.append(byte)
                            if byte == UInt8(ascii: ";") {
                                end = true
                                index = position
                            } else if !(byte == UInt8(ascii: "#") || (byte >= 0x61 && byte <= 0x7A)
                                || (byte >= 0x41 && byte <= 0x5A) || FormatParser.isDigit(byte))
                            {
                                end = true
                            }
                        }
                        // Unframed, a `&` that starts no entity is itself,
                        // and what follows it is read again as text.
                        result += framed || byte == UInt8(ascii: ";") ? escape : [UInt8(ascii: "&")]
                        if escape != Array("&lt;".utf8) { closed = true }
                        continue
                    }
                    if byte == UInt8(ascii: ">") {
                        closed = true
                        result.append(byte)
                        continue
                    }
                    result.append(byte)
                    index += 1
                    if index < count { byte = bytes[index] }
                }
                index += 1
                continue
            }
            if let accented = Self.accents[byte] {
                result += accented
            } else {
                let space = isCSpace(byte)
                if lastSpace && !space { wordCount += 1 }
                lastSpace = space
                result.append(byte)
            }
            length += 1
            index += 1
        }
        return result
    }
}

/// aapt2's `PseudoMethodBidi`: each word between RLM RLO and PDF RLM; a
/// backslash escape `\n` or `\t` counts as a space. Specifiers are words.
struct BidiMethod: PseudoMethodBody {
    static let open = Array("\u{200F}\u{202E}".utf8)
    static let close = Array("\u{202C}\u{200F}".utf8)

    mutating func start() -> [UInt8] { [] }
    mutating func end() -> [UInt8] { [] }

    mutating func placeholder(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        Self.open + bytes + Self.close
    }

    mutating func text(_ source: ArraySlice<UInt8>) -> [UInt8] {
        let bytes = Array(source)
        var result: [UInt8] = []
        var lastSpace = true
        var escape = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if !escape, byte == UInt8(ascii: "%"), let length = FormatParser.specifierLength(in: bytes, at: index) {
                if lastSpace { result += Self.open }
                lastSpace = false
                result += bytes[index..<index + length]
                index += length
                continue
            }
            index += 1
            if !escape && byte == UInt8(ascii: "\\") {
                escape = true
                continue
            }
            let space =
                (!escape && isCSpace(byte)) || (escape && (byte == UInt8(ascii: "n") || byte == UInt8(ascii: "t")))
            if lastSpace && !space {
                result += Self.open
            } else if !lastSpace && space {
                result += Self.close
            }
            lastSpace = space
            if escape {
                result.append(UInt8(ascii: "\\"))
                escape = false
            }
            result.append(byte)
        }
        // aapt2 drops a backslash at the very end; it is kept here.
        if escape {
            if lastSpace { result += Self.open }
            result.append(UInt8(ascii: "\\"))
            lastSpace = false
        }
        if !lastSpace { result += Self.close }
        return result
    }
}
