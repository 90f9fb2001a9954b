import Testing

@testable import LocaleFormat

/// A bounded date format's zone format (`cicu_udat_open_bounded`: one for the
/// locale's base name, so that ICU's zone-name cache stays bounded) is made
/// when ICU first formats with the format or copies it, not at open: a miss
/// whose compiled path never asks ICU for a zone text does not pay for it.
@Suite struct DeferredZoneFormatTests {
    static func open(_ locale: String, pattern: String? = nil) throws -> ICUDateHandle {
        try ICUDateHandle(
            timeStyle: 1, dateStyle: 0, locale: locale, zoneLocale: locale, timeZone: "America/Los_Angeles",
            pattern: pattern)
    }

    @Test func madeOnceOnFirstUse() throws {
        let handle = try Self.open("es_ES")
        #expect(handle.defersZoneFormat)
        let first = ICUMemory.measure { handle.makeDeferredZoneFormat() }
        #expect(!handle.defersZoneFormat)
        let second = ICUMemory.measure { handle.makeDeferredZoneFormat() }
        if ICUMemory.isMeasurable { #expect(first.bytes > 0) }
        #expect(second.bytes == 0)
        // ICU's own text, with the zone format made: CLDR's es-ES full/long.
        #expect(try handle.format(1_438_968_572_000) == "viernes, 7 de agosto de 2015, 10:29:32 GMT-7")
    }

    /// What making one allocates stays within what a cache entry is charged
    /// for it up front.
    @Test(arguments: ["de_DE", "ja_JP", "ar_EG", "zh_Hant_TW", "hi_IN", "ru_RU"])
    func chargedEnough(locale: String) throws {
        let handle = try Self.open(locale)
        #expect(handle.defersZoneFormat)
        let made = ICUMemory.measure { handle.makeDeferredZoneFormat() }
        #expect(made.bytes <= ICUDateHandle.deferredZoneFormatBytes)
    }

    /// Formatting and copying make it first; a pattern without zone fields
    /// defers nothing.
    @Test func formattingAndCopyingMakeIt() throws {
        let formatted = try Self.open("de_DE")
        #expect(try formatted.format(0) == "Mittwoch, 31. Dezember 1969 um 16:00:00 GMT-8")
        #expect(!formatted.defersZoneFormat)
        let copied = try Self.open("fr_FR")
        let copy = try ICUDateHandle(cloning: copied, timeZone: "Asia/Tokyo")
        #expect(!copied.defersZoneFormat && !copy.defersZoneFormat)
        #expect(try copy.format(0) == "jeudi 1 janvier 1970 à 09:00:00 UTC+9")
        #expect(try !Self.open("de_DE", pattern: "d. MMMM y HH:mm").defersZoneFormat)
    }
}
