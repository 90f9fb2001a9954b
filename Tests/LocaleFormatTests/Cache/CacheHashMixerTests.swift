import Testing

@testable import LocaleFormat

/// `CacheHashMixer`'s folds: options that differ get different hashes in
/// the cases the folds could lose them.
@Suite struct CacheHashMixerTests {
    static func mixed(_ a: Int, _ b: Int, _ c: Int) -> Int {
        var mixer = CacheHashMixer()
        mixer.combine(mixed: a, b, c)
        return mixer.value
    }

    /// Equal parts in different places do not cancel (a pattern spelled like
    /// the zone id, a unit spelled like its usage), and swapping parts
    /// changes the hash.
    @Test func equalPartsDoNotCancel() {
        let h = "UTC".hashValue
        let l = "en".hashValue
        #expect(Self.mixed(h, l, h) != Self.mixed(0, l, 0))
        #expect(Self.mixed(h, h, 0) != Self.mixed(0, 0, 0))
        #expect(Self.mixed(h, l, 0) != Self.mixed(l, h, 0))
        #expect(Self.mixed(0, h, l) != Self.mixed(0, l, h))
    }

    @Test func packedKeepsLowBitsAndMarksNil() {
        #expect(CacheHashMixer.packed(5, bits: 4) == 5)
        #expect(CacheHashMixer.packed(nil, bits: 4) == 15)
        #expect(CacheHashMixer.packed(0, bits: 4) != CacheHashMixer.packed(nil, bits: 4))
        #expect(CacheHashMixer.packed(-1, bits: 8) == 255)
    }

    /// Options that differ in one packed field hash apart.
    @Test func packedFieldsTellOptionsApart() throws {
        let de = try LocaleIdentifier("de-DE")
        let base = CurrencyFormat.Options(locale: de, currency: "EUR")
        var variants = [base]
        variants.append(CurrencyFormat.Options(locale: de, currency: "EUR", display: .code))
        variants.append(CurrencyFormat.Options(locale: de, currency: "EUR", accounting: true))
        variants.append(CurrencyFormat.Options(locale: de, currency: "EUR", minimumFractionDigits: 0))
        variants.append(CurrencyFormat.Options(locale: de, currency: "EUR", maximumFractionDigits: 0))
        variants.append(CurrencyFormat.Options(locale: de, currency: "EUR", roundingMode: .up))
        #expect(Set(variants.map(\.cacheHash)).count == variants.count)
        let ordinal = PluralRules.Options(locale: de, type: .ordinal)
        #expect(ordinal.cacheHash != PluralRules.Options(locale: de).cacheHash)
    }
}
