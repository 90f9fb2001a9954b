/// The digit, sign, grouping and notation options the `number`, `currency`
/// and `unit` formats share: ECMA-402's `Intl.NumberFormat` options
/// (ES2023) and a few of ICU's beyond them (``scale``,
/// ``maximumIntegerDigits``, ``decimalSeparatorAlways``, the exponent's
/// options). One value type held by ``NumberFormat/Options``,
/// ``CurrencyFormat/Options`` and ``UnitFormat/Options``, so each field is
/// hashed, compared and turned into skeleton stems in one place
/// (`NumberDisplay+Skeleton.swift`).
///
/// ```swift
/// var display = NumberDisplay()
/// display.maximumSignificantDigits = 3
/// display.signDisplay = .always
/// try Formatters.shared.number(locale: "de", numberDisplay: display).string(from: "1234.5")   // "+1.230"
/// ```
///
/// Values are checked when a formatter is opened (see
/// ``NumberFormat/init(_:)``); the digit options interact as ECMA-402's
/// `SetNumberFormatDigitOptions` says (Docs/Protocol.md, "Number options").
public struct NumberDisplay: Hashable, Sendable {
    /// Standard by default; ECMA-402's `notation` with `compactDisplay`.
    public var notation: Notation
    /// When the sign is shown; `auto` (negative numbers only) by default.
    public var signDisplay: SignDisplay
    /// The grouping strategy; nil is ECMA-402's default (`auto`, `min2` in
    /// compact notation), which is ICU's.
    public var grouping: Grouping?
    /// 1…30, zero-padded (`3`: `"007"`).
    public var minimumIntegerDigits: Int
    /// 1…30 and at least ``minimumIntegerDigits``: the integer part keeps
    /// only its lowest digits (ICU's `integer-width` truncation; `2`: 1234
    /// is `"34"`). Nil: no limit.
    public var maximumIntegerDigits: Int?
    /// 0…20; nil: the style's default.
    public var minimumFractionDigits: Int?
    /// 0…20; nil: the style's default.
    public var maximumFractionDigits: Int?
    /// 1…21; nil: none unless ``maximumSignificantDigits`` is given.
    public var minimumSignificantDigits: Int?
    /// 1…21; nil: none unless ``minimumSignificantDigits`` is given.
    public var maximumSignificantDigits: Int?
    /// Which of fraction and significant digits wins when both are given.
    public var roundingPriority: RoundingPriority
    /// 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500 or 5000:
    /// rounds to this many units of the last fraction digit (`5` with two
    /// fraction digits: to 0.05). Needs equal minimum and maximum fraction
    /// digits and no significant digits.
    public var roundingIncrement: Int
    /// `halfEven` by default.
    public var roundingMode: RoundingMode
    /// `stripIfInteger` drops the fraction of a whole result (`"1"`, not `"1.00"`).
    public var trailingZeroDisplay: TrailingZeroDisplay
    /// A decimal the value is multiplied by before formatting (`"1000"`,
    /// `"0.5"`, `"-1"`): digits with an optional sign and point, at most 40
    /// characters. Nil: 1.
    public var scale: String? {
        get { rare?.scale }
        set { rare = RareFields.make(scale: newValue, icuStems: icuStems) }
    }
    /// Shows the decimal separator even without fraction digits (`"1."`).
    public var decimalSeparatorAlways: Bool
    /// When the exponent's sign is shown in scientific and engineering notation.
    public var exponentSignDisplay: SignDisplay
    /// 1…20: the exponent is zero-padded to this many digits (`2`: `"1.2E05"`).
    public var minimumExponentDigits: Int
    /// ICU skeleton stems no field above says (`precision-unlimited`,
    /// `numbering-system/arab`, `group-thousands`, `permille`, …), space
    /// separated, appended to the skeleton the fields make: what an ICU
    /// skeleton given in place of options keeps beyond its fields. Nil: none.
    /// A stem that conflicts with a field is `invalidPattern` when a
    /// formatter opens.
    public var icuStems: String? {
        get { rare?.icuStems }
        set { rare = RareFields.make(scale: scale, icuStems: newValue) }
    }
    /// ``scale`` and ``icuStems``, nil when both are: behind one reference,
    /// so that the value stays cheap to copy and destroy (a reference in
    /// place of two strings) for the requests that give neither.
    @usableFromInline var rare: RareFields?

    /// Collects options; a formatter validates them when it opens.
    /// Inlinable, so that a caller in another module (the protocol's
    /// decoder) builds the value in place.
    @inlinable
    public init(
        notation: Notation = .standard, signDisplay: SignDisplay = .auto, grouping: Grouping? = nil,
        minimumIntegerDigits: Int = 1, maximumIntegerDigits: Int? = nil, minimumFractionDigits: Int? = nil,
        maximumFractionDigits: Int? = nil, minimumSignificantDigits: Int? = nil, maximumSignificantDigits: Int? = nil,
        roundingPriority: RoundingPriority = .auto, roundingIncrement: Int = 1, roundingMode: RoundingMode = .halfEven,
        trailingZeroDisplay: TrailingZeroDisplay = .auto, scale: String? = nil, decimalSeparatorAlways: Bool = false,
        exponentSignDisplay: SignDisplay = .auto, minimumExponentDigits: Int = 1, icuStems: String? = nil
    ) {
        self.notation = notation
        self.signDisplay = signDisplay
        self.grouping = grouping
        self.minimumIntegerDigits = minimumIntegerDigits
        self.maximumIntegerDigits = maximumIntegerDigits
        self.minimumFractionDigits = minimumFractionDigits
        self.maximumFractionDigits = maximumFractionDigits
        self.minimumSignificantDigits = minimumSignificantDigits
        self.maximumSignificantDigits = maximumSignificantDigits
        self.roundingPriority = roundingPriority
        self.roundingIncrement = roundingIncrement
        self.roundingMode = roundingMode
        self.trailingZeroDisplay = trailingZeroDisplay
        self.decimalSeparatorAlways = decimalSeparatorAlways
        self.exponentSignDisplay = exponentSignDisplay
        self.minimumExponentDigits = minimumExponentDigits
        self.rare = RareFields.make(scale: scale, icuStems: icuStems)
    }

    /// This value's part of an options' cache hash: the small fields packed
    /// into two parts (values past their bits only collide), the scale's
    /// and ICU stems' text hashed only when there is one; the defaults' hash
    /// made once.
    var cacheHash: Int {
        isDefault ? Self.defaultCacheHash : mixedCacheHash
    }

    /// The hash of `NumberDisplay()`.
    private static let defaultCacheHash = NumberDisplay().mixedCacheHash

    /// Whether every field has its default value (what most requests give).
    private var isDefault: Bool {
        rare == nil && notation == .standard && signDisplay == .auto && grouping == nil
            && minimumIntegerDigits == 1 && maximumIntegerDigits == nil && minimumFractionDigits == nil
            && maximumFractionDigits == nil && minimumSignificantDigits == nil && maximumSignificantDigits == nil
            && roundingPriority == .auto && roundingIncrement == 1 && roundingMode == .halfEven
            && trailingZeroDisplay == .auto && !decimalSeparatorAlways && exponentSignDisplay == .auto
            && minimumExponentDigits == 1
    }

    private var mixedCacheHash: Int {
        var mixer = CacheHashMixer()
        mixer.combine(
            notation.cacheOrdinal | signDisplay.cacheOrdinal << 3 | (grouping?.cacheOrdinal ?? 7) << 6
                | roundingPriority.cacheOrdinal << 9 | roundingMode.cacheOrdinal << 11
                | trailingZeroDisplay.cacheOrdinal << 15 | (decimalSeparatorAlways ? 1 : 0) << 16
                | exponentSignDisplay.cacheOrdinal << 17 | CacheHashMixer.packed(minimumExponentDigits, bits: 5) << 20
                | CacheHashMixer.packed(roundingIncrement, bits: 13) << 25
                | CacheHashMixer.packed(minimumIntegerDigits, bits: 6) << 38
                | CacheHashMixer.packed(maximumIntegerDigits, bits: 6) << 44)
        mixer.combine(
            CacheHashMixer.packed(minimumFractionDigits, bits: 8)
                | CacheHashMixer.packed(maximumFractionDigits, bits: 8) << 8
                | CacheHashMixer.packed(minimumSignificantDigits, bits: 8) << 16
                | CacheHashMixer.packed(maximumSignificantDigits, bits: 8) << 24)
        if let rare {
            if let scale = rare.scale { mixer.combine(scale.hashValue) }
            if let icuStems = rare.icuStems { mixer.combine(icuStems.hashValue) }
        }
        return mixer.value
    }

    /// Field by field, written out so that a cache hit compares in line.
    @inline(__always)
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.notation == rhs.notation && lhs.signDisplay == rhs.signDisplay && lhs.grouping == rhs.grouping
            && lhs.minimumIntegerDigits == rhs.minimumIntegerDigits
            && lhs.maximumIntegerDigits == rhs.maximumIntegerDigits
            && lhs.minimumFractionDigits == rhs.minimumFractionDigits
            && lhs.maximumFractionDigits == rhs.maximumFractionDigits
            && lhs.minimumSignificantDigits == rhs.minimumSignificantDigits
            && lhs.maximumSignificantDigits == rhs.maximumSignificantDigits
            && lhs.roundingPriority == rhs.roundingPriority && lhs.roundingIncrement == rhs.roundingIncrement
            && lhs.roundingMode == rhs.roundingMode && lhs.trailingZeroDisplay == rhs.trailingZeroDisplay
            && lhs.decimalSeparatorAlways == rhs.decimalSeparatorAlways
            && lhs.exponentSignDisplay == rhs.exponentSignDisplay
            && lhs.minimumExponentDigits == rhs.minimumExponentDigits && lhs.rare == rhs.rare
    }
}
