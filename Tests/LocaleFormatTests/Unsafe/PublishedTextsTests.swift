import Testing

@testable import LocaleFormat

/// Texts published for lock-free readers: found by key, each as written,
/// bounded in versions and texts, and read whole while another thread
/// publishes.
@Suite struct PublishedTextsTests {
    static func string(_ text: PublishedTexts.Text?) -> String? {
        guard let text else { return nil }
        return UTF8Output.string(capacity: max(1, text.count)) { out in
            text.append(to: &out)
            return true
        }
    }

    @Test func textsAreFoundByKeyAsWritten() {
        let texts = PublishedTexts(maximumVersions: 8, maximumTexts: 8)
        #expect(texts.text(for: 1) == nil)
        texts.publish(1, Array("GMT-7".utf8))
        texts.publish(2, Array("hora de verano del Pacífico".utf8))
        texts.publish(3, [])
        #expect(Self.string(texts.text(for: 1)) == "GMT-7")
        #expect(Self.string(texts.text(for: 2)) == "hora de verano del Pacífico")
        #expect(texts.text(for: 3)?.count == 0)
        #expect(texts.text(for: 4) == nil)
    }

    /// A key published again keeps its first text (texts never change).
    @Test func aKeyIsPublishedOnce() {
        let texts = PublishedTexts(maximumVersions: 8, maximumTexts: 8)
        texts.publish(7, Array("PDT".utf8))
        texts.publish(7, Array("other".utf8))
        #expect(Self.string(texts.text(for: 7)) == "PDT")
    }

    @Test func publishingStopsAtItsBounds() {
        let fewVersions = PublishedTexts(maximumVersions: 2, maximumTexts: 10)
        for key in UInt64(0)..<5 { fewVersions.publish(key, [0x41 + UInt8(key)]) }
        #expect(Self.string(fewVersions.text(for: 1)) == "B")
        #expect(fewVersions.text(for: 2) == nil)

        let fewTexts = PublishedTexts(maximumVersions: 10, maximumTexts: 3)
        for key in UInt64(0)..<5 { fewTexts.publish(key, [0x41 + UInt8(key)]) }
        #expect(Self.string(fewTexts.text(for: 2)) == "C")
        #expect(fewTexts.text(for: 3) == nil)
    }

    /// Readers on other threads see either no text or the whole text under
    /// each key, while versions are published (Thread Sanitizer runs this).
    @Test func readersSeeWholeTextsWhilePublishing() async {
        let texts = PublishedTexts(maximumVersions: 64, maximumTexts: 64)
        let expected = (0..<48).map {
            String(repeating: Character(Unicode.Scalar(UInt8(0x61 + $0 % 26))), count: $0 + 1)
        }
        await withTaskGroup(of: Int.self) { group in
            group.addTask {
                for (key, text) in expected.enumerated() { texts.publish(UInt64(key), Array(text.utf8)) }
                return 0
            }
            for _ in 0..<3 {
                group.addTask {
                    var mismatches = 0
                    for round in 0..<2_000 {
                        let key = round % expected.count
                        if let found = Self.string(texts.text(for: UInt64(key))), found != expected[key] {
                            mismatches += 1
                        }
                    }
                    return mismatches
                }
            }
            var mismatches = 0
            for await count in group { mismatches += count }
            #expect(mismatches == 0)
        }
        for (key, text) in expected.enumerated() { #expect(Self.string(texts.text(for: UInt64(key))) == text) }
    }
}
