import LocaleFormat
import LocaleFormatTestSupport
import Testing

/// ICUExpectedValue, the one form of an expectation per ICU major: the
/// running major's entry, and no silent pass on a major without one.
@Suite struct ICUExpectedValueTests {
    @Test func theRunningMajorsEntryIsTheExpectation() {
        let table = ICUExpectedValue.icu([ICUVersion.major: [0x01, 0x02] as [UInt8], ICUVersion.major + 1: [0x03]])
        #expect(table.current == [0x01, 0x02])
        #expect([0x01, 0x02] == table)
        #expect(table != [0x03])
        #expect(table.description == "[1, 2]")
    }

    @Test func aMajorWithoutAnEntryFailsEveryComparison() {
        let other = ICUExpectedValue.icu([ICUVersion.major + 1: 7])
        #expect(other.current == nil)
        #expect(!(7 == other) && !(other == 0))
        #expect(7 != other)
        #expect(
            other.description == "(no expectation for ICU \(ICUVersion.icu); the table has \(ICUVersion.major + 1))")
    }
}
