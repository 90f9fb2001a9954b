extension Collator {
    /// The locale whose order is used and how strings compare beyond what
    /// it says: the key of ``Formatters/collator(_:)``.
    ///
    /// Every field but the locale is optional and `nil` by default. A `nil` field is never
    /// set on the ICU collator, so the locale's CLDR tailoring keeps its own
    /// value: Danish sorts upper case first, Thai ignores punctuation
    /// (shifted), and most locales compare at tertiary strength with neither.
    /// Setting a field overrides the tailoring, `caseFirst: .off` included.
    ///
    /// Collation *variants* are not options: they come in the locale
    /// (`de-u-co-phonebk`, `es-u-co-trad`, `zh-u-co-stroke`).
    ///
    /// ```swift
    /// try Formatters.shared.collator(locale: "en").compare("a", "A")                    // .orderedAscending
    /// try Formatters.shared.collator(locale: "en", caseFirst: .upper).compare("a", "A") // .orderedDescending
    /// try Formatters.shared.collator(locale: "en", numeric: true).compare("a2", "a10")  // .orderedAscending
    /// ```
    ///
    /// `Hashable`, so that a cache can key collators by it.
    public struct Options: Hashable, Sendable {
        /// The language (and collation variant, `-u-co-`) whose order is used.
        public var locale: LocaleIdentifier { didSet { rehash() } }
        /// Which differences count (BCP 47 `-u-ks-`; ECMA-402 `sensitivity`
        /// is the closest equivalent). `nil`: the locale's default, tertiary
        /// almost everywhere.
        public var strength: Strength? { didSet { rehash() } }
        /// Compares digit runs by numeric value, so `"a2" < "a10"` (BCP 47
        /// `-u-kn-`; ECMA-402 `numeric`). `nil`: the locale's default (off).
        /// Only non-negative integers are read as numbers: no signs, decimal
        /// separators or exponents.
        public var numeric: Bool? { didSet { rehash() } }
        /// Whether upper or lower case sorts first among strings that differ
        /// only in case (BCP 47 `-u-kf-`; ECMA-402 `caseFirst`). `nil`: the
        /// locale's default (Danish and Maltese: upper; most: off).
        public var caseFirst: CaseFirst? { didSet { rehash() } }
        /// Whether spaces and punctuation are ignored at the first three
        /// strengths (BCP 47 `-u-ka-`; ECMA-402 `ignorePunctuation` is
        /// `shifted`). `nil`: the locale's default (Thai: shifted; most:
        /// non-ignorable).
        public var alternate: Alternate? { didSet { rehash() } }
        /// Whether text is put in canonical order before comparing, so that
        /// canonically equivalent strings compare equal (BCP 47 `-u-kk-`).
        /// `nil`: on, unless the locale (`-u-kk-false`) or ``rules``
        /// (`[normalization off]`) turn it off. `false` is a speed option for
        /// text known to be in NFD or FCD form.
        public var normalization: Bool? { didSet { rehash() } }
        /// A tailoring in ICU's rule syntax (`"&c < ch"`, `"&[before 1]a < z"`)
        /// applied after the locale's own: the collator is
        /// `ucol_openRules` over the locale's rules (`ucol_getRules`) and
        /// these, with the locale's keywords (`-u-kn-`, `-u-ks-`, …) kept.
        /// Under a locale without a tailoring (`en`, `und`) that is ICU's
        /// tailoring of the root collation. At most
        /// ``Collator/maximumRulesLength`` bytes of UTF-8. `nil`: none.
        public var rules: String? { didSet { rehash() } }
        /// The cache key's hash (``FormatterCacheKey/cacheHash``), made again
        /// whenever a field is set, so that a lookup reads it.
        private(set) var cacheHash = 0

        /// Options with the given fields set; omitted fields keep the
        /// locale's defaults.
        ///
        /// - Parameters:
        ///   - locale: the language (and collation variant) whose order is used.
        ///   - strength: which differences count; `nil` keeps the locale's.
        ///   - numeric: whether digit runs compare as numbers; `nil` keeps the locale's.
        ///   - caseFirst: which case sorts first; `nil` keeps the locale's.
        ///   - alternate: whether punctuation is ignored; `nil` keeps the locale's.
        ///   - normalization: whether text is normalized first; `nil`: on,
        ///     unless the locale or the rules turn it off.
        ///   - rules: a tailoring in ICU's rule syntax after the locale's.
        ///
        /// ```swift
        /// let natural = Collator.Options(locale: try LocaleIdentifier("sv"), strength: .secondary, numeric: true)
        /// try Collator(natural).sorted(["Fil 10", "fil 9"])   // ["fil 9", "Fil 10"]
        /// ```
        public init(
            locale: LocaleIdentifier, strength: Strength? = nil, numeric: Bool? = nil, caseFirst: CaseFirst? = nil,
            alternate: Alternate? = nil, normalization: Bool? = nil, rules: String? = nil
        ) {
            self.locale = locale
            self.strength = strength
            self.numeric = numeric
            self.caseFirst = caseFirst
            self.alternate = alternate
            self.normalization = normalization
            self.rules = rules
            rehash()
        }

        private mutating func rehash() {
            var mixer = CacheHashMixer()
            mixer.combine(locale.cacheHash)
            // The five optional settings in one part, 4 bits each (nil: 15).
            mixer.combine(
                CacheHashMixer.packed(strength.map { Int($0.shimValue) }, bits: 4)
                    | CacheHashMixer.packed(numeric.map { $0 ? 1 : 0 }, bits: 4) << 4
                    | CacheHashMixer.packed(caseFirst.map { Int($0.shimValue) }, bits: 4) << 8
                    | CacheHashMixer.packed(alternate.map { Int($0.shimValue) }, bits: 4) << 12
                    | CacheHashMixer.packed(normalization.map { $0 ? 1 : 0 }, bits: 4) << 16)
            // The rules' seeded hash: client text.
            if let rules { mixer.combine(rules.hashValue) }
            cacheHash = mixer.value
        }

        /// Field by field, written out so that a cache hit compares in line.
        @inline(__always)
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.locale == rhs.locale && lhs.strength == rhs.strength && lhs.numeric == rhs.numeric
                && lhs.caseFirst == rhs.caseFirst && lhs.alternate == rhs.alternate
                && lhs.normalization == rhs.normalization && lhs.rules == rhs.rules
        }
    }

    /// The level of difference that makes two strings unequal. Raw values are
    /// the request protocol's spellings.
    ///
    /// ```swift
    /// let primary = try Formatters.shared.collator(locale: "de", strength: .primary)
    /// primary.compare("Äpfel", "apfel")   // .orderedSame: case and accents ignored
    /// ```
    public enum Strength: String, Hashable, Sendable, CaseIterable {
        /// Base letters only: `a` = `á` = `A`.
        case primary
        /// Base letters and accents: `a` = `A`, `a` < `á`.
        case secondary
        /// Base letters, accents and case: `a` < `A` < `á` (ICU's default).
        case tertiary
        /// With `alternate: .shifted`, punctuation breaks ties last.
        case quaternary
        /// Every code point counts after all other levels (NFD-equal strings
        /// still compare equal).
        case identical
    }

    /// Which case sorts first among strings that differ only in case.
    public enum CaseFirst: String, Hashable, Sendable, CaseIterable {
        /// `A` before `a`.
        case upper
        /// `a` before `A`.
        case lower
        /// Neither is forced first (tertiary weights decide: `a` before `A`).
        case off
    }

    /// Whether spaces and punctuation count as base characters.
    public enum Alternate: String, Hashable, Sendable, CaseIterable {
        /// Spaces and punctuation are ordinary characters that sort before
        /// letters and digits.
        case nonIgnorable
        /// Spaces and punctuation are ignored at the first three strengths
        /// (`"e-mail"` = `"email"` at tertiary strength).
        case shifted
    }
}

extension Collator.Options: FormatterCacheKey {}

extension Collator.Strength {
    /// The shim's numbering (`cicu_ucol_set_options`).
    var shimValue: Int32 {
        switch self {
        case .primary: 0
        case .secondary: 1
        case .tertiary: 2
        case .quaternary: 3
        case .identical: 4
        }
    }

    init(shimValue: Int32) {
        switch shimValue {
        case 0: self = .primary
        case 1: self = .secondary
        case 3: self = .quaternary
        case 4: self = .identical
        default: self = .tertiary
        }
    }
}

extension Collator.CaseFirst {
    var shimValue: Int32 {
        switch self {
        case .off: 0
        case .lower: 1
        case .upper: 2
        }
    }

    init(shimValue: Int32) {
        switch shimValue {
        case 1: self = .lower
        case 2: self = .upper
        default: self = .off
        }
    }
}

extension Collator.Alternate {
    var shimValue: Int32 { self == .shifted ? 1 : 0 }
}

extension Collator.Options {
    /// Options for a locale spelled as a request spells it, as
    /// ``Formatters/collator(locale:strength:numeric:caseFirst:alternate:normalization:rules:)-(String,_,_,_,_,_,_)``
    /// takes it; the other fields as ``init(locale:strength:numeric:caseFirst:alternate:normalization:rules:)-(LocaleIdentifier,_,_,_,_,_,_)``.
    ///
    /// ```swift
    /// try Collator(Collator.Options(locale: "sv")).compare("ä", "z")   // .orderedDescending
    /// ```
    /// - Throws: `invalidLocale`, as ``LocaleIdentifier/init(_:)``.
    public init(
        locale: String, strength: Collator.Strength? = nil, numeric: Bool? = nil,
        caseFirst: Collator.CaseFirst? = nil, alternate: Collator.Alternate? = nil, normalization: Bool? = nil,
        rules: String? = nil
    ) throws(LocaleFormatError) {
        self.init(
            locale: try LocaleIdentifier(locale), strength: strength, numeric: numeric, caseFirst: caseFirst,
            alternate: alternate, normalization: normalization, rules: rules)
    }
}
