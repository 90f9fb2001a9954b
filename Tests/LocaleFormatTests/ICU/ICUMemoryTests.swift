import Testing

@testable import LocaleFormat

/// The per-thread measurement of ICU's heap that caches charge entries by.
@Suite struct ICUMemoryTests {
    @Test func measuresWhatAnOpenFormatterHolds() throws {
        #expect(ICUMemory.isMeasurable)
        // A message of its own (no other test parses this pattern, and no
        // memo of date layouts serves it): ICU opens its formats here.
        let options = MessageFormat.Options(
            pattern: "{d, date, full} (ICUMemoryTests)", locale: try LocaleIdentifier("fr-FR"))
        let (format, bytes) = try ICUMemory.measure { () throws(LocaleFormatError) in try MessageFormat(options) }
        // Its date format holds a calendar, symbols and patterns: tens of KiB.
        #expect(bytes > 8 << 10 && bytes < 4 << 20)
        // Dropped inside a measurement, it gives its bytes back.
        let (_, net) = ICUMemory.measure { withExtendedLifetime(format) {} }
        #expect(net == 0)
    }

    @Test func nothingAllocatedMeasuresZero() {
        let (_, bytes) = ICUMemory.measure { 1 + 1 }
        #expect(bytes == 0)
    }

    @Test func freesCountAgainstAllocations() throws {
        let options = NumberFormat.Options(locale: try LocaleIdentifier("de"), style: .decimal)
        _ = try NumberFormat(options)  // ICU's shared data for the locale, loaded once
        let (_, bytes) = try ICUMemory.measure { () throws(LocaleFormatError) in _ = try NumberFormat(options) }
        #expect(bytes == 0)  // opened and closed inside: nothing left
    }

    @Test func measurementsNest() throws {
        let options = CaseMapper.Options(locale: try LocaleIdentifier("tr"))
        var inner = 0
        let (_, outer) = try ICUMemory.measure { () throws(LocaleFormatError) in
            let (mapper, bytes) = try ICUMemory.measure { () throws(LocaleFormatError) in try CaseMapper(options) }
            inner = bytes
            return mapper
        }
        #expect(inner > 0)
        #expect(outer >= inner)
    }
}
