extension Formatters {
    // MARK: Lookups by strings: one per kind, one probe on a hit.
    //
    // Each probes a cache keyed by the strings as given (``Spelling``): the
    // arguments are hashed with a ``SpellingHasher`` and compared with the
    // stored keys in place, so a hit makes no key. A miss parses the strings
    // in the order a request's fields are checked (locale, then calendar,
    // then time zone), through the caches of parsed identifiers, and then
    // looks the value up by its options, so that every spelling of one
    // locale shares one formatter.

    /// The shared date formatter for a locale, layout, calendar and time
    /// zone, spelled as a request spells them.
    ///
    /// A hit costs one probe of a cache keyed by the strings, about as much
    /// as a lookup by options.
    ///
    /// ```swift
    /// let long = try Formatters.shared.date(
    ///     locale: "es-ES", layout: .styles(date: .full, time: .long), timeZone: "America/Los_Angeles")
    /// try long.string(from: Instant(iso8601: "2015-08-07T17:29:32Z"))
    /// // "viernes, 7 de agosto de 2015, 10:29:32 GMT-7"
    /// try Formatters.shared.date(locale: "zh", layout: .styles(date: .long), calendar: "japanese")
    ///     .string(from: Instant(iso8601: "2019-01-01T00:00:00Z"))   // "平成31年1月1日"
    /// ```
    /// - Parameters:
    ///   - locale: a BCP 47 tag or ICU id; a `-u-ca-` / `@calendar=` keyword picks the calendar.
    ///   - layout: styles, an ICU skeleton or a literal LDML pattern.
    ///   - calendar: an ICU or BCP 47 calendar name overriding the locale's.
    ///   - timeZone: an ICU zone id or `GMT±hh:mm`; UTC when omitted.
    /// - Throws: `invalidLocale`, `invalidCalendar`, `invalidTimeZone`, and as ``DateFormat/init(_:)``.
    public func date(locale: String, layout: DateFormat.Layout, calendar: String? = nil, timeZone: String = "UTC")
        throws(LocaleFormatError) -> DateFormat
    {
        try date(locale: locale, layout: layout, calendar: calendar, timeZone: timeZone, lending: false) { $0 }
    }

    /// The same ``DateFormat`` as ``date(locale:layout:calendar:timeZone:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``date(locale:layout:calendar:timeZone:)``, or what `body` throws.
    public func date<R>(
        locale: String, layout: DateFormat.Layout, calendar: String? = nil, timeZone: String = "UTC",
        _ body: (DateFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try date(locale: locale, layout: layout, calendar: calendar, timeZone: timeZone, lending: true, to: body)
    }

    @inline(__always)
    private func date<R>(
        locale: String, layout: DateFormat.Layout, calendar: String?, timeZone: String, lending: Bool,
        to body: (DateFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        var hasher = SpellingHasher(spellingSecrets)
        hasher.combine(locale)
        switch layout {
        case .styles(let date, let time): hasher.combine(DateFormat.Style.packed(date: date, time: time))
        case .skeleton(let skeleton):
            hasher.combine(-1)
            hasher.combine(skeleton)
        case .pattern(let pattern):
            hasher.combine(-2)
            hasher.combine(pattern)
        }
        hasher.combine(calendar)
        hasher.combine(timeZone)
        let hash = hasher.value
        return try dates.bySpelling.value(
            hash: hash,
            matching: {
                $0.locale == locale && $0.timeZone == timeZone && $0.other == calendar
                    && $0.rest.layout.isSpelled(like: layout)
            },
            key: {
                Spelling(
                    hash: hash, locale: locale, rest: DateFormat.Options(locale: .root, layout: layout),
                    timeZone: timeZone, other: calendar)
            }, lending: lending, to: body
        ) { key throws(LocaleFormatError) in
            var options = key.rest
            options.locale = try self.locale(key.locale)
            options.calendar = try key.other.map(CalendarIdentifier.init)
            options.timeZone = try self.timeZone(key.timeZone ?? "")
            return try self.date(options)
        }
    }

    /// The shared number formatter for a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.number(locale: "en-IN").string(from: "1234567")   // "12,34,567"
    /// try Formatters.shared.number(locale: "fr", style: .percent).string(from: "0.256")
    /// // "26 %" (U+00A0 before %)
    /// ```
    /// - Parameters: as ``NumberFormat/Options/init(locale:style:minimumFractionDigits:maximumFractionDigits:minimumIntegerDigits:grouping:roundingMode:)``,
    ///   the locale as a BCP 47 tag or ICU id.
    /// - Throws: `invalidLocale`, and as ``NumberFormat/init(_:)``.
    public func number(
        locale: String, style: NumberFormat.Style = .decimal, minimumFractionDigits: Int? = nil,
        maximumFractionDigits: Int? = nil, minimumIntegerDigits: Int = 1, grouping: Bool = true,
        roundingMode: RoundingMode = .halfEven
    ) throws(LocaleFormatError) -> NumberFormat {
        try number(
            locale: locale, style: style, minimumFractionDigits: minimumFractionDigits,
            maximumFractionDigits: maximumFractionDigits, minimumIntegerDigits: minimumIntegerDigits,
            grouping: grouping, roundingMode: roundingMode, lending: false
        ) { $0 }
    }

    /// The same ``NumberFormat`` as ``number(locale:style:minimumFractionDigits:maximumFractionDigits:minimumIntegerDigits:grouping:roundingMode:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``number(locale:style:minimumFractionDigits:maximumFractionDigits:minimumIntegerDigits:grouping:roundingMode:)``, or what `body` throws.
    public func number<R>(
        locale: String, style: NumberFormat.Style = .decimal, minimumFractionDigits: Int? = nil,
        maximumFractionDigits: Int? = nil, minimumIntegerDigits: Int = 1, grouping: Bool = true,
        roundingMode: RoundingMode = .halfEven, _ body: (NumberFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try number(
            locale: locale, style: style, minimumFractionDigits: minimumFractionDigits,
            maximumFractionDigits: maximumFractionDigits, minimumIntegerDigits: minimumIntegerDigits,
            grouping: grouping, roundingMode: roundingMode, lending: true, to: body)
    }

    @inline(__always)
    private func number<R>(
        locale: String, style: NumberFormat.Style, minimumFractionDigits: Int?,
        maximumFractionDigits: Int?, minimumIntegerDigits: Int, grouping: Bool,
        roundingMode: RoundingMode, lending: Bool, to body: (NumberFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        var hasher = SpellingHasher(spellingSecrets)
        hasher.combine(locale)
        hasher.combine(style.cacheOrdinal)
        hasher.combine(minimumFractionDigits ?? Int.min)
        hasher.combine(maximumFractionDigits ?? Int.min)
        hasher.combine(minimumIntegerDigits << 1 | (grouping ? 1 : 0))
        hasher.combine(roundingMode.cacheOrdinal)
        return try value(
            lending: lending, to: body, in: numbers.bySpelling, hash: hasher.value, locale: locale,
            matching: {
                $0.style == style && $0.minimumFractionDigits == minimumFractionDigits
                    && $0.maximumFractionDigits == maximumFractionDigits
                    && $0.minimumIntegerDigits == minimumIntegerDigits && $0.grouping == grouping
                    && $0.roundingMode == roundingMode
            },
            rest: {
                NumberFormat.Options(
                    locale: .root, style: style, minimumFractionDigits: minimumFractionDigits,
                    maximumFractionDigits: maximumFractionDigits, minimumIntegerDigits: minimumIntegerDigits,
                    grouping: grouping, roundingMode: roundingMode)
            }
        ) { options throws(LocaleFormatError) in try self.number(options) }
    }

    /// The shared currency formatter for a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.currency(locale: "de-DE", currency: "EUR").string(from: "1234.5")
    /// // "1.234,50 €" (U+00A0 before €)
    /// ```
    /// - Parameters: as ``CurrencyFormat/Options/init(locale:currency:display:accounting:minimumFractionDigits:maximumFractionDigits:roundingMode:)``,
    ///   the locale as a BCP 47 tag or ICU id.
    /// - Throws: `invalidLocale`, and as ``CurrencyFormat/init(_:)``.
    public func currency(
        locale: String, currency: String, display: CurrencyFormat.Display = .symbol, accounting: Bool = false,
        minimumFractionDigits: Int? = nil, maximumFractionDigits: Int? = nil, roundingMode: RoundingMode = .halfEven
    ) throws(LocaleFormatError) -> CurrencyFormat {
        try self.currency(
            locale: locale, currency: currency, display: display, accounting: accounting,
            minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits,
            roundingMode: roundingMode, lending: false
        ) { $0 }
    }

    /// The same ``CurrencyFormat`` as ``currency(locale:currency:display:accounting:minimumFractionDigits:maximumFractionDigits:roundingMode:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``currency(locale:currency:display:accounting:minimumFractionDigits:maximumFractionDigits:roundingMode:)``, or what `body` throws.
    public func currency<R>(
        locale: String, currency: String, display: CurrencyFormat.Display = .symbol, accounting: Bool = false,
        minimumFractionDigits: Int? = nil, maximumFractionDigits: Int? = nil, roundingMode: RoundingMode = .halfEven,
        _ body: (CurrencyFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try self.currency(
            locale: locale, currency: currency, display: display, accounting: accounting,
            minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits,
            roundingMode: roundingMode, lending: true, to: body)
    }

    @inline(__always)
    private func currency<R>(
        locale: String, currency: String, display: CurrencyFormat.Display, accounting: Bool,
        minimumFractionDigits: Int?, maximumFractionDigits: Int?, roundingMode: RoundingMode, lending: Bool,
        to body: (CurrencyFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        var hasher = SpellingHasher(spellingSecrets)
        hasher.combine(locale)
        hasher.combine(currency)
        hasher.combine(display.cacheOrdinal << 1 | (accounting ? 1 : 0))
        hasher.combine(minimumFractionDigits ?? Int.min)
        hasher.combine(maximumFractionDigits ?? Int.min)
        hasher.combine(roundingMode.cacheOrdinal)
        return try value(
            lending: lending, to: body, in: currencies.bySpelling, hash: hasher.value, locale: locale,
            matching: {
                $0.currency == currency && $0.display == display && $0.accounting == accounting
                    && $0.minimumFractionDigits == minimumFractionDigits
                    && $0.maximumFractionDigits == maximumFractionDigits && $0.roundingMode == roundingMode
            },
            rest: {
                CurrencyFormat.Options(
                    locale: .root, currency: currency, display: display, accounting: accounting,
                    minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits,
                    roundingMode: roundingMode)
            }
        ) { options throws(LocaleFormatError) in try self.currency(options) }
    }

    /// The shared unit formatter for a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.unit(locale: "en-US", unit: "meter", usage: "person-height").string(from: "1.8")
    /// // "5 ft, 11 in"
    /// ```
    /// - Parameters: as ``UnitFormat/Options/init(locale:unit:width:usage:)``,
    ///   the locale as a BCP 47 tag or ICU id.
    /// - Throws: `invalidLocale`, and as ``UnitFormat/init(_:)``.
    public func unit(locale: String, unit: String, width: UnitFormat.Width = .short, usage: String? = nil)
        throws(LocaleFormatError) -> UnitFormat
    {
        try self.unit(locale: locale, unit: unit, width: width, usage: usage, lending: false) { $0 }
    }

    /// The same ``UnitFormat`` as ``unit(locale:unit:width:usage:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``unit(locale:unit:width:usage:)``, or what `body` throws.
    public func unit<R>(
        locale: String, unit: String, width: UnitFormat.Width = .short, usage: String? = nil,
        _ body: (UnitFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try self.unit(locale: locale, unit: unit, width: width, usage: usage, lending: true, to: body)
    }

    @inline(__always)
    private func unit<R>(
        locale: String, unit: String, width: UnitFormat.Width, usage: String?, lending: Bool,
        to body: (UnitFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        var hasher = SpellingHasher(spellingSecrets)
        hasher.combine(locale)
        hasher.combine(unit)
        hasher.combine(width.cacheOrdinal)
        hasher.combine(usage)
        return try value(
            lending: lending, to: body, in: units.bySpelling, hash: hasher.value, locale: locale,
            matching: { $0.unit == unit && $0.width == width && $0.usage == usage },
            rest: { UnitFormat.Options(locale: .root, unit: unit, width: width, usage: usage) }
        ) { options throws(LocaleFormatError) in try self.unit(options) }
    }

    /// The shared plural rules of a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.pluralRules(locale: "pl").category(for: "5")                 // .many
    /// try Formatters.shared.pluralRules(locale: "en", type: .ordinal).category(for: "23")   // .few ("23rd")
    /// ```
    /// - Parameters:
    ///   - locale: a BCP 47 tag or ICU id.
    ///   - type: `cardinal` ("1 day, 2 days", default) or `ordinal` ("1st, 2nd").
    /// - Throws: `invalidLocale`, and as ``PluralRules/init(_:)``.
    public func pluralRules(locale: String, type: PluralRules.RuleType = .cardinal) throws(LocaleFormatError)
        -> PluralRules
    {
        try pluralRules(locale: locale, type: type, lending: false) { $0 }
    }

    /// The same ``PluralRules`` as ``pluralRules(locale:type:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``pluralRules(locale:type:)``, or what `body` throws.
    public func pluralRules<R>(
        locale: String, type: PluralRules.RuleType = .cardinal, _ body: (PluralRules) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try pluralRules(locale: locale, type: type, lending: true, to: body)
    }

    @inline(__always)
    private func pluralRules<R>(
        locale: String, type: PluralRules.RuleType, lending: Bool, to body: (PluralRules) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        var hasher = SpellingHasher(spellingSecrets)
        hasher.combine(locale)
        hasher.combine(type == .ordinal ? 1 : 0)
        return try value(
            lending: lending, to: body, in: pluralRules.bySpelling, hash: hasher.value, locale: locale,
            matching: { $0.type == type },
            rest: { PluralRules.Options(locale: .root, type: type) }
        ) { options throws(LocaleFormatError) in try self.pluralRules(options) }
    }

    /// The shared collator of a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.collator(locale: "sv").compare("ä", "z")               // .orderedDescending
    /// try Formatters.shared.collator(locale: "de-u-co-phonebk").sorted(["Muffe", "Müller"])
    /// // ["Müller", "Muffe"]: the phone book reads ü as ue
    /// ```
    /// - Parameters: as ``Collator/Options/init(locale:strength:numeric:caseFirst:alternate:)-(LocaleIdentifier,_,_,_,_)``,
    ///   the locale as a BCP 47 tag or ICU id.
    /// - Throws: `invalidLocale`, and as ``Collator/init(_:)``.
    public func collator(
        locale: String, strength: Collator.Strength? = nil, numeric: Bool? = nil,
        caseFirst: Collator.CaseFirst? = nil, alternate: Collator.Alternate? = nil
    ) throws(LocaleFormatError) -> Collator {
        try collator(
            locale: locale, strength: strength, numeric: numeric, caseFirst: caseFirst, alternate: alternate,
            lending: false
        ) { $0 }
    }

    /// The same ``Collator`` as ``collator(locale:strength:numeric:caseFirst:alternate:)-(String,_,_,_,_)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``collator(locale:strength:numeric:caseFirst:alternate:)-(String,_,_,_,_)``, or what `body` throws.
    public func collator<R>(
        locale: String, strength: Collator.Strength? = nil, numeric: Bool? = nil,
        caseFirst: Collator.CaseFirst? = nil, alternate: Collator.Alternate? = nil,
        _ body: (Collator) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try collator(
            locale: locale, strength: strength, numeric: numeric, caseFirst: caseFirst, alternate: alternate,
            lending: true, to: body)
    }

    @inline(__always)
    private func collator<R>(
        locale: String, strength: Collator.Strength?, numeric: Bool?,
        caseFirst: Collator.CaseFirst?, alternate: Collator.Alternate?, lending: Bool,
        to body: (Collator) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        var hasher = SpellingHasher(spellingSecrets)
        hasher.combine(locale)
        hasher.combine(strength.map { Int($0.shimValue) } ?? -1)
        hasher.combine(numeric.map { $0 ? 1 : 0 } ?? -1)
        hasher.combine(caseFirst.map { Int($0.shimValue) } ?? -1)
        hasher.combine(alternate.map { Int($0.shimValue) } ?? -1)
        return try value(
            lending: lending, to: body, in: collators.bySpelling, hash: hasher.value, locale: locale,
            matching: {
                $0.strength == strength && $0.numeric == numeric && $0.caseFirst == caseFirst
                    && $0.alternate == alternate
            },
            rest: {
                Collator.Options(
                    locale: .root, strength: strength, numeric: numeric, caseFirst: caseFirst, alternate: alternate)
            }
        ) { options throws(LocaleFormatError) in try self.collator(options) }
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

    @inline(__always)
    private func message<R>(
        pattern: String, locale: String, timeZone: String, lending: Bool,
        to body: (MessageFormat) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        var hasher = SpellingHasher(spellingSecrets)
        hasher.combine(locale)
        hasher.combine(pattern)
        hasher.combine(timeZone)
        let hash = hasher.value
        return try messages.bySpelling.value(
            hash: hash,
            matching: {
                $0.locale == locale && $0.timeZone == timeZone && SpellingComparison.same($0.rest.pattern, pattern)
            },
            key: {
                Spelling(
                    hash: hash, locale: locale, rest: MessageFormat.Options(pattern: pattern, locale: .root),
                    timeZone: timeZone)
            }, lending: lending, to: body
        ) { key throws(LocaleFormatError) in
            var options = key.rest
            options.locale = try self.locale(key.locale)
            let zone = key.timeZone ?? ""
            do {
                options.timeZone = try self.timeZone(zone)
            } catch {
                throw MessageFormat.unknownTimeZone(zone)
            }
            return try self.message(options)
        }
    }

    /// The shared case mapper of a locale spelled as a request spells it.
    ///
    /// ```swift
    /// try Formatters.shared.caseMapper(locale: "tr").uppercased("istanbul")   // "İSTANBUL"
    /// ```
    /// - Parameter locale: a BCP 47 tag or ICU id.
    /// - Throws: `invalidLocale`, and as ``CaseMapper/init(_:)``.
    public func caseMapper(locale: String) throws(LocaleFormatError) -> CaseMapper {
        try caseMapper(locale: locale, lending: false) { $0 }
    }

    /// The same ``CaseMapper`` as ``caseMapper(locale:)``, lent to
    /// `body` as ``with(_:_:)`` lends one found by options. Do not keep it past `body`.
    /// - Throws: as ``caseMapper(locale:)``, or what `body` throws.
    public func caseMapper<R>(
        locale: String, _ body: (CaseMapper) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        try caseMapper(locale: locale, lending: true, to: body)
    }

    @inline(__always)
    private func caseMapper<R>(
        locale: String, lending: Bool, to body: (CaseMapper) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        var hasher = SpellingHasher(spellingSecrets)
        hasher.combine(locale)
        return try value(
            lending: lending, to: body, in: caseMappers.bySpelling, hash: hasher.value, locale: locale,
            matching: { _ in true },
            rest: { CaseMapper.Options(locale: .root) }
        ) { options throws(LocaleFormatError) in try self.caseMapper(options) }
    }

    /// The facts ICU has about a locale, and its name in a display locale,
    /// both spelled as a request spells them.
    ///
    /// ```swift
    /// let info = try Formatters.shared.localeInfo(locale: "iw-IL", displayLocale: "en")
    /// info.canonical     // "he-IL"
    /// info.displayName   // "Hebrew (Israel)"
    /// ```
    /// - Parameters:
    ///   - locale: a BCP 47 tag or ICU id.
    ///   - displayLocale: the language of the display name; the locale itself when nil.
    /// - Throws: `invalidLocale` (the locale first, then the display locale),
    ///   and as ``LocaleInfo/init(_:)``.
    public func localeInfo(locale: String, displayLocale: String? = nil) throws(LocaleFormatError) -> LocaleInfo {
        try localeInfo(locale: locale, displayLocale: displayLocale, lending: false) { $0 }
    }

    @inline(__always)
    private func localeInfo<R>(
        locale: String, displayLocale: String?, lending: Bool, to body: (LocaleInfo) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        var hasher = SpellingHasher(spellingSecrets)
        hasher.combine(locale)
        hasher.combine(displayLocale)
        let hash = hasher.value
        return try localeInfoSpellings.value(
            hash: hash, matching: { $0.locale == locale && $0.other == displayLocale },
            key: {
                Spelling(hash: hash, locale: locale, rest: LocaleInfo.Options(locale: .root), other: displayLocale)
            }, lending: lending, to: body
        ) { key throws(LocaleFormatError) in
            var options = key.rest
            options.locale = try self.locale(key.locale)
            if let display = key.other { options.displayLocale = try self.locale(display) }
            return try self.localeInfo(options)
        }
    }

    /// The value for a spelled locale and other options: one probe of
    /// `spellings` for the key whose locale is `locale` and whose other
    /// options `match`; on a miss, the locale parsed into `rest()` and the
    /// value looked up by those options. `hash` covers the locale and the
    /// options `match` compares.
    @inline(__always)
    private func value<Rest: LocaleKeyed, Value, R>(
        lending: Bool, to body: (Value) throws(LocaleFormatError) -> R,
        in spellings: FormatterCache<Spelling<Rest>, Value>, hash: Int, locale: String,
        matching match: (Rest) -> Bool, rest: () -> Rest, lookup: (Rest) throws(LocaleFormatError) -> Value
    ) throws(LocaleFormatError) -> R {
        try spellings.value(
            hash: hash, matching: { $0.locale == locale && match($0.rest) },
            key: { Spelling(hash: hash, locale: locale, rest: rest()) }, lending: lending, to: body
        ) { key throws(LocaleFormatError) in
            var options = key.rest
            options.locale = try self.locale(key.locale)
            return try lookup(options)
        }
    }
}
