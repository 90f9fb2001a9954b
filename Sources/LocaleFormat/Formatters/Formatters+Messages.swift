// Messages: ``MessageFormat`` by options and by strings.

extension MessageFormat.Options: SpelledOptions {
    var spelledBytes: Int { Spelling<Self>.storedBytes(pattern) }

    /// The locale, then the zone, whose failure a message reports as its own.
    static func resolved(_ key: Spelling<Self>, in formatters: Formatters) throws(LocaleFormatError) -> Self {
        var options = key.rest
        options.locale = try formatters.locale(key.locale)
        let zone = key.timeZone ?? ""
        do {
            options.timeZone = try formatters.timeZone(zone)
        } catch {
            throw MessageFormat.unknownTimeZone(zone)
        }
        return options
    }
}
extension MessageFormat: CachedFormatter { static var kind: Formatters.Kind { .message } }
extension MessageFormat.Options: CachedOptions {
    public func _lend<R>(in formatters: Formatters, _ body: (MessageFormat) throws(LocaleFormatError) -> R)
        throws(LocaleFormatError) -> R
    {
        try formatters.lend(formatters.messages, self, body)
    }
}

extension MessageFormat.Options {
    /// The message formatted with these arguments by these options' shared
    /// format (``Formatters/shared``), parsed on first use.
    ///
    /// ```swift
    /// let files = MessageFormat.Options(
    ///     pattern: "{count, plural, one {# file} other {# files}}", locale: try LocaleIdentifier("en"))
    /// try files.format(["count": 3])   // "3 files"
    /// ```
    /// - Throws: as ``MessageFormat/init(_:)`` and ``MessageFormat/format(_:)``.
    public func format(_ arguments: [String: MessageFormat.Argument] = [:]) throws(LocaleFormatError) -> String {
        try Formatters.shared.with(self) { f throws(LocaleFormatError) in try f.format(arguments) }
    }
}

extension Formatters {
    /// The shared message format for `options`.
    ///
    /// ```swift
    /// let options = MessageFormat.Options(
    ///     pattern: "{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}",
    ///     locale: try LocaleIdentifier("ru"))
    /// try Formatters.shared.message(options).format(["n": 5])   // "5 дней"
    /// ```
    /// - Throws: as ``MessageFormat/init(_:)``.
    public func message(_ options: MessageFormat.Options) throws(LocaleFormatError) -> MessageFormat {
        try value(messages, for: options)
    }

    /// The shared message format for a pattern, a locale and a time zone
    /// spelled as a request spells them.
    ///
    /// ```swift
    /// let files = try Formatters.shared.message(
    ///     pattern: "{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}", locale: "pl")
    /// try files.format(["count": 3])   // "3 pliki"
    /// ```
    /// - Parameters:
    ///   - pattern: an ICU MessageFormat pattern.
    ///   - locale: a BCP 47 tag or ICU id.
    ///   - timeZone: the zone of date and time arguments: an ICU zone id
    ///     (`"Europe/Berlin"`, an alias such as `"US/Pacific"`) or `GMT±hh:mm`;
    ///     UTC when omitted.
    /// - Throws: `invalidLocale`, `invalidTimeZone`, and as ``MessageFormat/init(_:)``.
    public func message(pattern: String, locale: String, timeZone: String = "UTC") throws(LocaleFormatError)
        -> MessageFormat
    {
        try message(pattern: pattern, locale: locale, timeZone: timeZone, lending: false) { $0 }
    }

    /// The same ``MessageFormat`` as ``message(pattern:locale:timeZone:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``message(pattern:locale:timeZone:)``, or what `body` throws.
    public func message<R>(
        pattern: String, locale: String, timeZone: String = "UTC",
        _ body: (MessageFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try message(pattern: pattern, locale: locale, timeZone: timeZone, lending: true, to: body)
    }

    /// The lookup by strings of a message, through ``MessageSpelling``.
    @inline(__always)
    private func message<R>(
        pattern: String, locale: String, timeZone: String, lending: Bool,
        to body: (MessageFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try spelled(
            messages, locale: locale, MessageSpelling(pattern: pattern), timeZone: timeZone, lending: lending, to: body)
    }
}

/// A message's options as its lookup by strings probes for them: the
/// pattern hashed and compared as spelled, by its bytes, and boxed into
/// options on a miss only (making the options on every lookup would box
/// and hash the whole pattern: a message batch line 13% more instructions).
struct MessageSpelling: SpellingProbe {
    let pattern: String

    @inline(__always)
    func combine(into hasher: inout SpellingHasher) { hasher.combine(pattern) }

    @inline(__always)
    func matches(_ options: MessageFormat.Options) -> Bool { SpellingComparison.same(options.pattern, pattern) }

    func options() -> MessageFormat.Options { MessageFormat.Options(pattern: pattern, locale: .root) }
}
