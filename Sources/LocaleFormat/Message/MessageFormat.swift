/// An ICU message with named arguments: plural and ordinal forms, select,
/// nested arguments, and localized numbers and dates inside text.
///
/// ```swift
/// let files = try Formatters.shared.message(
///     pattern: "{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}",
///     locale: "pl")
/// try files.format(["count": 1])        // "1 plik"
/// try files.format(["count": 3])        // "3 pliki"
/// try files.format(["count": 5])        // "5 plików"
/// try files.format(["count": .decimal("1.5")])   // "1,5 pliku"
///
/// let place = try Formatters.shared.message(
///     pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", locale: "en")
/// try place.format(["n": 22])           // "22nd"
/// ```
///
/// The pattern is ICU's MessageFormat syntax: `{name}`,
/// `{name, plural, offset:1 =0 {…} one {# …} other {…}}`, `{name, select, …}`,
/// `{name, selectordinal, …}`, `{name, number}`, `{name, number, ::currency/EUR}`,
/// `{name, date, short}`, `{name, time, ::jmm}`, and `'` quoting
/// (`'{'` is a literal brace, `''` an apostrophe).
///
/// Arguments are strict: every argument the pattern names must be given
/// (ICU itself would print `{name}`), and each must have a kind the pattern
/// can use (see ``format(_:)``). Arguments the pattern does not name are
/// ignored.
///
/// Dates and times are shown in the options' ``Options/timeZone`` (UTC by
/// default), never in the process's time zone.
///
/// Cost and sharing: parsing a pattern costs tens of microseconds; reuse
/// the value or keep it in a cache. A `MessageFormat` is safe to use from
/// many threads at once. ICU's `MessageFormat` is not (it must not be used
/// by two threads at once), so each call borrows a private copy from a small
/// pool; callers never see that.
public final class MessageFormat: Sendable {
    /// The pattern, locale and time zone the message was parsed with.
    public let options: Options
    /// Every argument name the pattern uses, nested ones included.
    public let argumentNames: Set<String>
    /// The argument names the pattern formats as a date or time
    /// (`{d, date, short}`, `{t, time}`): they take ``Argument/date(_:)``.
    public let dateArgumentNames: Set<String>

    /// The arguments the pattern uses, by name in Swift's order (the order
    /// they are checked and handed to ICU in), each with the ways it is used
    /// and how many `{x}` places show it as text: made once, so a call
    /// neither sorts nor walks a dictionary.
    let usages: [Usage]

    struct Usage {
        let name: String
        /// The ways the pattern uses it.
        let kinds: UsageKinds
        /// `{x}` places, which show it as text.
        let textPlaces: Int
        /// The argument kinds every one of those ways takes
        /// (``Argument/kindBit``): a call checks a value with one test.
        let accepted: UInt8

        init(name: String, kinds: UsageKinds, textPlaces: Int) {
            (self.name, self.kinds, self.textPlaces) = (name, kinds, textPlaces)
            self.accepted = kinds.reduce(MessageFormat.acceptedKinds(usedAs: .any)) {
                $0 & MessageFormat.acceptedKinds(usedAs: $1)
            }
        }
    }

    /// A set of ``ICUMessageHandle/UsageKind``s in one byte, walked in their
    /// order: a call reads an argument's kinds without retaining an array.
    struct UsageKinds: Sequence {
        private var bits: UInt8 = 0

        init(_ kinds: some Sequence<ICUMessageHandle.UsageKind>) {
            for kind in kinds { bits |= 1 << UInt8(kind.rawValue) }
        }

        func contains(_ kind: ICUMessageHandle.UsageKind) -> Bool { bits & 1 << UInt8(kind.rawValue) != 0 }

        func makeIterator() -> Iterator { Iterator(rest: bits) }

        struct Iterator: IteratorProtocol {
            var rest: UInt8

            mutating func next() -> ICUMessageHandle.UsageKind? {
                guard rest != 0 else { return nil }
                let raw = rest.trailingZeroBitCount
                rest &= rest - 1
                return ICUMessageHandle.UsageKind(rawValue: Int32(raw))
            }
        }
    }
    let pool: ICUHandlePool<ICUMessageHandle>
    /// The pattern's UTF-8 bytes: where a call's output budget starts.
    let patternBytes: Int
    /// What the pool's handles may keep between calls for their calls'
    /// arguments, all of them together: charged by a cache on top of the
    /// handles themselves.
    let callStorageBytes: Int

    /// Parses a message pattern (uncached: ``Formatters/message(_:)`` shares
    /// one per options).
    ///
    /// - Parameter options: the pattern, the locale of plural rules, numbers
    ///   and dates, and the zone of date and time arguments.
    /// - Throws: ``LocaleFormatError`` `invalidPattern` when ICU rejects the
    ///   pattern (the message gives the line and column ICU reported, when it
    ///   reported one), including a date pattern letter ICU does not define;
    ///   `limitExceeded` for a pattern over ``Limits`` (checked before ICU
    ///   builds anything); `internal` when ICU fails otherwise.
    ///
    /// ```swift
    /// try MessageFormat(MessageFormat.Options(pattern: "{count, plural, one {# day}}", locale: LocaleIdentifier("en")))
    /// // throws invalidPattern: a plural needs an `other` form
    /// ```
    public init(_ options: Options) throws(LocaleFormatError) {
        let pattern = options.pattern
        // Opened with the zone id as given: ICU prints it for `VV` (US/Pacific).
        // Generic zone names (`v`, in a date skeleton or pattern) read the
        // locale's region itself, which `dataID` may carry as `rg` only.
        let localeID = pattern.utf8.contains(UInt8(ascii: "v")) ? options.locale.zoneID : options.locale.dataID
        try Self.checkLimits(pattern)
        let prototype = try ICUMessageHandle.open(
            pattern: pattern, locale: localeID, timeZone: options.timeZone.icuID
        ) { status, offset in
            Self.patternError(pattern, status: status, utf16Offset: offset)
        }
        var kinds: [String: Set<ICUMessageHandle.UsageKind>] = [:]
        var textPlaces: [String: Int] = [:]
        for usage in try prototype.usages() {
            kinds[usage.name, default: []].insert(usage.kind)
            if usage.kind == .any { textPlaces[usage.name, default: 0] += 1 }
        }
        self.options = options
        self.patternBytes = pattern.utf8.count
        self.usages = kinds.sorted { $0.key < $1.key }.map { name, kinds in
            Usage(name: name, kinds: UsageKinds(kinds), textPlaces: textPlaces[name] ?? 0)
        }
        try prototype.setArgumentNames(usages.map(\.name))  // before any clone
        self.argumentNames = Set(kinds.keys)
        self.dateArgumentNames = Set(kinds.filter { $0.value.contains(.date) }.keys)
        // The prototype is only ever cloned, never formatted with: cloning is
        // a const read and safe from many threads while nobody formats.
        self.pool = try ICUHandlePool { () throws(LocaleFormatError) in try prototype.clone() }
        self.callStorageBytes = pool.capacity * prototype.keptCallBytes(arguments: usages.count)
    }

    /// Formats the message with named arguments.
    ///
    /// What each argument may be, by how the pattern uses it:
    /// - `{x}`: anything (a date is shown as ICU's short date and time);
    /// - `plural`, `selectordinal`, `choice`, `number` (and `spellout`,
    ///   `ordinal`, `duration`): ``Argument/integer(_:)`` or ``Argument/decimal(_:)``;
    /// - `select`: ``Argument/string(_:)``;
    /// - `date`, `time`: ``Argument/date(_:)``. Numbers are refused here,
    ///   rather than read as milliseconds as ICU would.
    ///
    /// - Parameter arguments: values by argument name. Names the pattern does
    ///   not use are ignored.
    /// - Returns: the formatted message.
    /// - Throws: ``LocaleFormatError`` `invalidOptions` when an argument the
    ///   pattern uses is missing or has a kind the pattern cannot use there;
    ///   `invalidNumber` for a decimal that is not a finite decimal number of
    ///   at most 100 significant digits and an exponent within ±1000, or of
    ///   10^34 or more where the pattern rounds it to an increment
    ///   (`{x, number, 43}`: ICU 72 rounds in 34 digits); `limitExceeded` when
    ///   the result would be longer than ``Limits/outputBytes`` (refused
    ///   before formatting when the text arguments alone would make it so);
    ///   `internal` when ICU fails (a result it could not allocate included).
    ///
    /// ```swift
    /// let m = try Formatters.shared.message(
    ///     pattern: "{host} invited {guests, plural, offset:1 =0 {nobody} =1 {{guest}} one {{guest} and # other} other {{guest} and # others}}",
    ///     locale: "en")
    /// try m.format(["host": "Ana", "guests": 3, "guest": "Bo"])   // "Ana invited Bo and 2 others"
    /// try m.format(["host": "Ana"])                                // throws invalidOptions: "guests" is missing
    /// ```
    public func format(_ arguments: [String: Argument] = [:]) throws(LocaleFormatError) -> String {
        if arguments.count <= Self.scannedArguments, let result = try formatInOnePass(arguments) { return result }
        return try formatInPatternOrder { arguments[$0] }
    }

    /// ``format(_:)`` with the arguments listed as a request lists them, in
    /// order; a name listed twice takes its last value, as a dictionary
    /// built from the list would.
    /// - Throws: as ``format(_:)``.
    package func format(listed arguments: [(name: String, value: Argument)]) throws(LocaleFormatError) -> String {
        guard arguments.count <= Self.scannedArguments else {
            return try format(Dictionary(arguments, uniquingKeysWith: { _, last in last }))
        }
        // A list is scanned from its end for each name the pattern uses, in
        // the pattern's order: the list is read in place, with no copy of a
        // name or value out of it.
        return try formatInPatternOrder { name in arguments.last { $0.name == name }?.value }
    }

    /// The most arguments a call reads in one pass, comparing each name
    /// with the pattern's rather than hashing it (a handful, as requests give).
    static var scannedArguments: Int { 16 }

    /// Whether the pattern formats the argument `name` as a date or time
    /// (``dateArgumentNames``), found among the pattern's arguments by a
    /// binary search rather than by hashing `name`.
    package func formatsAsDate(_ name: String) -> Bool {
        usageIndex(of: name).map { usages[$0].kinds.contains(.date) } ?? false
    }
}

extension MessageFormat {
    /// Everything that determines a message format: the key of
    /// ``Formatters/message(_:)``.
    public struct Options: Hashable, Sendable {
        /// An ICU MessageFormat pattern.
        public var pattern: String {
            get { storage.value }
            set { storage = HashedBox(newValue, hash: newValue.hashValue) }
        }
        /// The locale of plural rules, numbers and dates.
        public var locale: LocaleIdentifier
        /// The zone of date and time arguments; UTC by default, never the process's.
        public var timeZone: TimeZoneIdentifier

        /// The pattern with its hash, computed once when the pattern is set:
        /// a cache lookup with these options (or a copy) never hashes the
        /// whole pattern again, and compares it only with a stored pattern
        /// that is not the same storage. Patterns are equal when their bytes
        /// are, not when `String.==` holds them canonically equivalent: ICU
        /// writes a message's text as it is given, so a pattern in NFC and
        /// the same in NFD are two formats. (`String`'s hash, which such
        /// patterns share, is still a hash of that equality.)
        private var storage: HashedBox<String>

        /// Collects options; ``MessageFormat/init(_:)`` parses the pattern.
        /// - Parameters:
        ///   - pattern: an ICU MessageFormat pattern.
        ///   - locale: the locale of plural rules, numbers and dates.
        ///   - timeZone: the zone of date and time arguments; UTC by default.
        public init(pattern: String, locale: LocaleIdentifier, timeZone: TimeZoneIdentifier = .utc) {
            self.storage = HashedBox(pattern, hash: pattern.hashValue)
            self.locale = locale
            self.timeZone = timeZone
        }

        @inline(__always)
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.locale == rhs.locale && lhs.timeZone == rhs.timeZone && lhs.storage.holdsSameBytes(as: rhs.storage)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(storage.hash)
            hasher.combine(locale)
            hasher.combine(timeZone)
        }

        var patternHash: Int { storage.hash }
    }
}

extension MessageFormat.Options: FormatterCacheKey {
    /// Mixes the identifiers' precomputed hashes with the pattern's hash.
    @inline(__always)
    var cacheHash: Int {
        var mixer = CacheHashMixer()
        mixer.combine(mixed: patternHash, locale.cacheHash, timeZone.cacheHash)
        return mixer.value
    }
}
