/// Compares and sorts strings the way a language expects (ICU collation,
/// CLDR tailorings).
///
/// ```swift
/// let swedish = try Formatters.shared.collator(locale: "sv")
/// swedish.compare("ä", "z")                                        // .orderedDescending: ä is a letter after z
/// try Formatters.shared.collator(locale: "de").compare("ä", "z")   // .orderedAscending: ä sorts with a
/// try Formatters.shared.collator(locale: "de").sorted(["Muffe", "Müller", "Mukler"])
/// // ["Muffe", "Mukler", "Müller"]: ü sorts with u
/// try Formatters.shared.collator(locale: "de-u-co-phonebk").sorted(["Muffe", "Müller", "Mukler"])
/// // ["Müller", "Muffe", "Mukler"]: the phone book reads ü as ue
/// ```
///
/// Variants come in the locale: `de-u-co-phonebk` (`de@collation=phonebook`),
/// `es-u-co-trad` (traditional Spanish, `ch` and `ll` as letters),
/// `zh-u-co-stroke` (Chinese by stroke count; `zh` alone is pinyin). A
/// variant the locale does not have is ignored, as ICU ignores it.
/// Behaviour beyond the locale is set with ``Options``.
///
/// Cost and sharing: opening a collator costs microseconds to tens of
/// microseconds (much more for the first one in a process); reuse it or keep
/// it in a cache. A `Collator` is immutable and safe to use from many threads
/// at once (ICU allows concurrent const use of a collator).
public final class Collator: Sendable {
    /// The result of a comparison, as Foundation's `ComparisonResult`:
    /// `rawValue` is -1, 0 or 1, the request protocol's `compare` result.
    public enum Order: Int, Hashable, Sendable {
        /// The first string sorts before the second.
        case orderedAscending = -1
        /// The strings are equal at the collator's strength.
        case orderedSame = 0
        /// The first string sorts after the second.
        case orderedDescending = 1
    }

    /// The locale and options as given; `nil` fields use the locale's
    /// defaults (see ``effectiveOptions`` for the values in effect).
    public let options: Options

    let handle: ICUCollatorHandle

    /// Opens a collator (uncached: ``Formatters/collator(_:)`` shares one
    /// per options).
    ///
    /// - Parameter options: the locale (and collation variant, `-u-co-`)
    ///   whose order is used, and overrides of its defaults. A locale ICU has
    ///   no tailoring for uses the root collation (Unicode's default order),
    ///   never the process's `LANG`.
    /// - Throws: ``LocaleFormatError`` `invalidLocale` when a collation
    ///   keyword of the locale has a value ICU does not know (`en-u-ks-foo`);
    ///   `limitExceeded` for ``Options/rules`` of more than
    ///   ``maximumRulesLength`` bytes; `invalidPattern` for rules ICU rejects,
    ///   the message saying where (line and column, in characters, within the
    ///   rules given); `internal` when ICU cannot open the collator otherwise.
    ///
    /// ```swift
    /// let danish = try Collator(Collator.Options(locale: LocaleIdentifier("da")))
    /// try danish.sorted(["aa", "Aa", "z"])   // ["z", "Aa", "aa"]: upper first, aa is å, after z
    /// ```
    public init(_ options: Options) throws(LocaleFormatError) {
        self.options = options
        if let rules = options.rules { try Self.checkRulesLength(rules) }
        self.handle = try ICUCollatorHandle(
            locale: options.locale.collationID,
            strength: options.strength?.shimValue ?? -1,
            numeric: options.numeric.map { $0 ? 1 : 0 } ?? -1,
            caseFirst: options.caseFirst?.shimValue ?? -1,
            alternate: options.alternate?.shimValue ?? -1,
            normalization: options.normalization.map { $0 ? 1 : 0 } ?? -1,
            rules: options.rules,
            invalidRules: { status, utf16Offset in
                var message = "ICU rejects the collation rules"
                if let utf16Offset, let rules = options.rules {
                    message += LocaleFormatError.position(in: rules, utf16Offset: utf16Offset)
                }
                return LocaleFormatError(
                    .invalidPattern, "\(message): ICU reported \(status.name)", icuErrorName: status.name)
            })
    }

    /// Compares two strings by the locale's rules.
    ///
    /// Runs ICU's `ucol_strcollUTF8` on the strings' own UTF-8 storage, with
    /// no conversion. Never fails: a string of 2 GiB or more (beyond ICU's
    /// 32-bit lengths) is compared in UTF-8 byte order instead. Its cost is
    /// linear in the strings except in long runs of combining marks, which
    /// ICU reorders in quadratic time: check untrusted text with
    /// ``checkStreamSafe(_:)`` first (the request protocol does).
    ///
    /// - Parameters:
    ///   - a: the first string.
    ///   - b: the second string.
    /// - Returns: whether `a` sorts before, with or after `b`.
    ///
    /// ```swift
    /// let lithuanian = try Formatters.shared.collator(locale: "lt")
    /// lithuanian.compare("y", "j")   // .orderedAscending: y sorts with i
    /// ```
    public func compare(_ a: String, _ b: String) -> Order {
        switch handle.compare(a, b) {
        case ..<0: .orderedAscending
        case 0: .orderedSame
        default: .orderedDescending
        }
    }

    /// The options in effect: the given ones, and the locale's defaults for
    /// the others (the rules as given).
    ///
    /// ```swift
    /// try Formatters.shared.collator(locale: "da").effectiveOptions.caseFirst   // .upper
    /// try Formatters.shared.collator(locale: "th").effectiveOptions.alternate   // .shifted
    /// ```
    public var effectiveOptions: Options {
        let values = handle.effectiveOptions()
        return Options(
            locale: options.locale,
            strength: Strength(shimValue: values.strength),
            numeric: values.numeric != 0,
            caseFirst: CaseFirst(shimValue: values.caseFirst),
            alternate: values.alternate != 0 ? .shifted : .nonIgnorable,
            normalization: handle.normalizationInEffect(),
            rules: options.rules)
    }
}
