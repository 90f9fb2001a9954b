public import LocaleFormat

/// Pseudolocalizes texts, keeping their format specifiers (`%@`, `%1$lld`,
/// `%%`, `%#@name@`) and ICU arguments (`{name}`) as they are.
///
/// ```swift
/// try Pseudolocalizer.transform("Battery %1d%%", methods: [.enXA])   // "[βåţţéŕý »%1d«%% one two]"
/// try Pseudolocalizer.transform("Hello %@!", methods: [.doubleLength])   // "Hello Hello %@!!"
/// ```
///
/// `en-XA` and `ar-XB` follow aapt2's `Pseudolocalizer` (Android's build
/// tool) byte for byte, except that placeholders are the specifiers
/// `String(format:)` reads rather than aapt2's guess, and that no text is
/// dropped where aapt2 drops some (Docs/Protocol.md, "Op pseudo").
public enum Pseudolocalizer {
    /// The most methods one call applies.
    public static let maximumMethods = 8
    /// The longest result, in UTF-8 bytes: 1 MiB.
    public static let maximumResultBytes = 1 << 20

    /// Applies methods in order.
    /// - Throws: ``LocaleFormatError`` `invalidOptions` for no method or more
    ///   than ``maximumMethods``; `limitExceeded` for a result over
    ///   ``maximumResultBytes``.
    public static func transform(_ text: String, methods: [PseudoMethod]) throws(LocaleFormatError) -> String {
        guard !methods.isEmpty, methods.count <= maximumMethods else {
            throw LocaleFormatError(.invalidOptions, "1 to \(maximumMethods) methods, not \(methods.count)")
        }
        var bytes = Array(text.utf8)
        for method in methods {
            bytes = transform(bytes, method: method)
            guard bytes.count <= maximumResultBytes else {
                throw LocaleFormatError(
                    .limitExceeded, "the pseudolocalized text is over \(maximumResultBytes) bytes")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func transform(_ bytes: [UInt8], method: PseudoMethod) -> [UInt8] {
        switch method {
        case .enXA:
            var accent = AccentMethod(framed: true)
            return accent.start() + MessageWalker.walk(bytes, method: &accent) + accent.end()
        case .accented:
            var accent = AccentMethod(framed: false)
            return MessageWalker.walk(bytes, method: &accent)
        case .arXB:
            var bidi = BidiMethod()
            return MessageWalker.walk(bytes, method: &bidi)
        case .bounded:
            return Array("[# ".utf8) + bytes + Array(" #]".utf8)
        case .doubleLength:
            return doubled(bytes)
        }
    }

    /// Runs of text between specifiers and `{…}` arguments, written twice.
    private static func doubled(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count * 2)
        var runStart = 0
        var index = 0
        func flush(_ end: Int) {
            guard runStart < end else { return }
            result += bytes[runStart..<end]
            result += bytes[runStart..<end]
        }
        while index < bytes.count {
            var kept: Int?
            if bytes[index] == UInt8(ascii: "%") {
                kept = SpecifierScanner.length(in: bytes, at: index)
            } else if bytes[index] == UInt8(ascii: "{") {
                kept = SpecifierScanner.argumentLength(in: bytes, at: index)
            }
            guard let length = kept else {
                index += 1
                continue
            }
            flush(index)
            result += bytes[index..<index + length]
            index += length
            runStart = index
        }
        flush(bytes.count)
        return result
    }
}

/// Finds the specifiers of a format string in its bytes, leniently: a `%`
/// that starts none is text.
enum SpecifierScanner {
    private static let flags: Set<UInt8> = Set("-+ 0#'".utf8)
    private static let lengths: Set<String> = ["", "h", "hh", "l", "ll", "q", "z", "t", "j", "L"]

    /// The length of the specifier (or `%%`) at `index`, or nil when the
    /// `%` there starts none that could be rendered.
    static func length(in bytes: [UInt8], at index: Int) -> Int? {
        var cursor = index + 1
        guard cursor < bytes.count else { return nil }
        if bytes[cursor] == UInt8(ascii: "%") { return 2 }
        var probe = cursor
        while probe < bytes.count, isDigit(bytes[probe]) { probe += 1 }
        if probe > cursor, probe < bytes.count, bytes[probe] == UInt8(ascii: "$") {
            // %0$ names no argument.
            guard bytes[cursor..<probe].contains(where: { $0 != UInt8(ascii: "0") }) else { return nil }
            cursor = probe + 1
        }
        if cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "#"), bytes[cursor + 1] == UInt8(ascii: "@") {
            guard let close = bytes[(cursor + 2)...].firstIndex(of: UInt8(ascii: "@")) else { return nil }
            return close + 1 - index
        }
        while cursor < bytes.count, flags.contains(bytes[cursor]) { cursor += 1 }
        while cursor < bytes.count, isDigit(bytes[cursor]) { cursor += 1 }
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") {
            cursor += 1
            while cursor < bytes.count, isDigit(bytes[cursor]) { cursor += 1 }
        }
        let lengthStart = cursor
        while cursor < bytes.count, "hlqztjL".utf8.contains(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, FormatParser.conversions.contains(bytes[cursor]),
            lengths.contains(String(decoding: bytes[lengthStart..<cursor], as: UTF8.self))
        else { return nil }
        return cursor + 1 - index
    }

    /// The length of a balanced `{…}` at `index` (quotes as in ICU
    /// messages are not looked at), or nil when it is never closed.
    static func argumentLength(in bytes: [UInt8], at index: Int) -> Int? {
        var depth = 0
        for position in index..<bytes.count {
            if bytes[position] == UInt8(ascii: "{") {
                depth += 1
            } else if bytes[position] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return position + 1 - index }
            }
        }
        return nil
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
