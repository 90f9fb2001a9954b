import Testing

@testable import LocaleFormat

/// Patterns that are canonically equivalent but not the same bytes (`café`
/// precomposed, NFC, and decomposed, NFD) are different formats: ICU copies
/// a pattern's text as it is given. ICU 72.1 (a C program on the system
/// ICU, `uloc_setDefault("root")`, locale `fr`, 2023-02-10): the date
/// pattern `'café' d` writes `63 61 66 c3 a9 20 31 30` in NFC and
/// `63 61 66 65 cc 81 20 31 30` in NFD; the message `café {0, number}` with
/// 3 writes `63 61 66 c3 a9 20 33` and `63 61 66 65 cc 81 20 33`.
@Suite struct CanonicallyEquivalentKeysTests {
    static let nfc = "caf\u{E9}"
    static let nfd = "cafe\u{301}"
    static var instant: Instant { get throws { try Instant(millisecondsSince1970: 1_676_005_663_000) } }

    @Test func theSpellingsAreEquivalentButNotTheSameBytes() {
        #expect(Self.nfc == Self.nfd)
        #expect(Array(Self.nfc.utf8) != Array(Self.nfd.utf8))
    }

    @Test(arguments: [true, false])
    func datePatternsAreKeyedByTheirBytes(nfcFirst: Bool) throws {
        let formatters = Formatters(capacity: 16)
        let locale = try LocaleIdentifier("fr")
        let order = nfcFirst ? [Self.nfc, Self.nfd] : [Self.nfd, Self.nfc]
        for word in order {
            let options = DateFormat.Options(locale: locale, layout: .pattern("'\(word)' d"))
            let text = try formatters.date(options).string(from: Self.instant)
            let bytes = Array(text.utf8)
            #expect(
                bytes
                    == (word.utf8.count == 5
                        ? [0x63, 0x61, 0x66, 0xC3, 0xA9, 0x20, 0x31, 0x30]
                        : [0x63, 0x61, 0x66, 0x65, 0xCC, 0x81, 0x20, 0x31, 0x30]))
            // The lookup by strings too.
            let spelled = try formatters.date(locale: "fr", layout: .pattern("'\(word)' d")).string(from: Self.instant)
            #expect(Array(spelled.utf8) == bytes)
        }
        let first = DateFormat.Options(locale: locale, layout: .pattern("'\(Self.nfc)' d"))
        let second = DateFormat.Options(locale: locale, layout: .pattern("'\(Self.nfd)' d"))
        #expect(first != second)
        #expect(first == DateFormat.Options(locale: locale, layout: .pattern("'\(Self.nfc)' d")))
    }

    @Test(arguments: [true, false])
    func messagePatternsAreKeyedByTheirBytes(nfcFirst: Bool) throws {
        let formatters = Formatters(capacity: 16)
        let locale = try LocaleIdentifier("fr")
        let order = nfcFirst ? [Self.nfc, Self.nfd] : [Self.nfd, Self.nfc]
        for word in order {
            let options = MessageFormat.Options(pattern: "\(word) {n, number}", locale: locale)
            let text = try formatters.message(options).format(["n": .integer(3)])
            #expect(
                Array(text.utf8)
                    == (word.utf8.count == 5
                        ? [0x63, 0x61, 0x66, 0xC3, 0xA9, 0x20, 0x33]
                        : [0x63, 0x61, 0x66, 0x65, 0xCC, 0x81, 0x20, 0x33]))
            let spelled = try formatters.message(pattern: "\(word) {n, number}", locale: "fr").format([
                "n": .integer(3)
            ])
            #expect(Array(spelled.utf8) == Array(text.utf8))
        }
        #expect(
            MessageFormat.Options(pattern: Self.nfc, locale: locale)
                != MessageFormat.Options(pattern: Self.nfd, locale: locale))
    }
}
