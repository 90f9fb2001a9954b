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

    /// Runs of text between specifiers, `{…}` arguments and a plural's `#`,
    /// written twice; the texts of a nested message (`one {# file}`)
    /// doubled as messages of their own (``DoubledMessage``).
    private static func doubled(_ bytes: [UInt8]) -> [UInt8] {
        var message = DoubledMessage(bytes)
        return message.doubled()
    }
}
