import Testing

@testable import LocaleFormat

/// `DateIntervalFormat.Options` keeps its layout's hash as the layout is set.
@Suite struct DateIntervalFormatOptionsTests {
    @Test func aLayoutSetLaterHashesAsOneGivenAtInit() throws {
        let german = try LocaleIdentifier("de")
        let layouts: [DateIntervalFormat.Layout] = [
            .styles(date: .medium), .styles(date: .long, time: .short), .skeleton("yMMMd"), .skeleton("MMMd"),
        ]
        for from in layouts {
            for to in layouts {
                var changed = DateIntervalFormat.Options(locale: german, layout: from, calendar: .gregorian)
                changed.layout = to
                let made = DateIntervalFormat.Options(locale: german, layout: to, calendar: .gregorian)
                #expect(changed == made)
                #expect(changed.cacheHash == made.cacheHash)
            }
        }
    }
}
