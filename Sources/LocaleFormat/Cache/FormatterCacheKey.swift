/// A key of a ``FormatterCache``: hashable, and able to give its hash
/// cheaply.
///
/// A cache hit hashes the key once. Through `Hasher` that is a SipHash run
/// over every byte of every string in the key; keys built from parsed,
/// canonical values (``LocaleIdentifier``, ``TimeZoneIdentifier``) carry hashes
/// computed when they were parsed, and ``cacheHash`` only mixes those. The
/// options of the hot kinds go further: they keep ``cacheHash`` in a stored
/// field, mixed again whenever a field is set, so that a hit reads one word
/// (`OptionsStoredHashTests` holds each field to it).
///
/// The default ``cacheHash`` is `hashValue`, so any `Hashable` type can key a
/// cache; hot keys override it. Internal, as the caches are: the public face
/// of caching is ``Formatters``.
protocol FormatterCacheKey: Hashable, Sendable {
    /// A hash of the key, equal for equal keys, well mixed in its low bits.
    var cacheHash: Int { get }
}

extension FormatterCacheKey {
    var cacheHash: Int { hashValue }
}

extension String: FormatterCacheKey {}
extension Int: FormatterCacheKey {}

/// Mixes precomputed hashes into one: a multiply-xorshift step per part.
///
/// The parts are seeded `Hasher` outputs or small enumeration values, so this
/// only spreads bits; it need not resist chosen inputs on its own.
struct CacheHashMixer {
    private var state: UInt64 = 0x243F_6A88_85A3_08D3

    init() {}

    mutating func combine(_ part: Int) {
        state = (state ^ UInt64(UInt(bitPattern: part))) &* 0x9E37_79B9_7F4A_7C15
        state ^= state >> 29
    }

    mutating func combine(_ part: Int?) { combine(part ?? 0x5bd1_e995) }

    /// Folds three parts that are seeded `Hasher` outputs already (well
    /// mixed, so one round spreads them): each rotated by its own amount, so
    /// that equal parts in different places do not cancel.
    @inline(__always)
    mutating func combine(mixed first: Int, _ second: Int, _ third: Int) {
        let a = UInt64(UInt(bitPattern: first))
        let b = UInt64(UInt(bitPattern: second))
        let c = UInt64(UInt(bitPattern: third))
        combine(Int(bitPattern: UInt(a ^ (b << 21 | b >> 43) ^ (c << 42 | c >> 22))))
    }

    /// `value` in the low `bits` bits (nil: all of them set), to pack several
    /// small fields (enumeration ordinals, digit counts) into one part, one
    /// mixing step for all. A hash need not tell every key apart: values
    /// past the bits only collide.
    @inline(__always)
    static func packed(_ value: Int?, bits: Int) -> Int {
        let mask = (1 << bits) - 1
        return value.map { $0 & mask } ?? mask
    }

    /// Folds the bytes of a short text from a fixed set (a validated
    /// currency code) without running `Hasher`. Not for client text: that
    /// goes through its seeded `hashValue`.
    mutating func combine(fixedText text: String) {
        var folded: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { folded = (folded ^ UInt64(byte)) &* 0x100_0000_01b3 }
        combine(Int(bitPattern: UInt(folded)))
    }

    var value: Int { Int(bitPattern: UInt(state)) }
}

extension CacheHashMixer {
    /// The hash of a date format's key (``DateFormat/Options``,
    /// ``DateIntervalFormat/Options``): the identifiers' precomputed hashes,
    /// then the layout's part (a small number for styles).
    static func dateKey(
        locale: LocaleIdentifier, timeZone: TimeZoneIdentifier, calendar: CalendarIdentifier?, layoutHash: Int
    ) -> Int {
        var mixer = CacheHashMixer()
        mixer.combine(mixed: locale.cacheHash, timeZone.cacheHash, calendar?.nameHash ?? 0x5BD1_E995)
        mixer.combine(layoutHash)
        return mixer.value
    }
}
