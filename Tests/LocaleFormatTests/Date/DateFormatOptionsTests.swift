import Testing

@testable import LocaleFormat

/// `DateFormat.Options` keeps its layout's hash as the layout is set: options
/// changed field by field equal, hash and find the same formatter as options
/// made with those fields.
@Suite struct DateFormatOptionsTests {
    @Test func aLayoutSetLaterHashesAsOneGivenAtInit() throws {
        let japanese = try LocaleIdentifier("ja")
        let layouts: [DateFormat.Layout] = [
            .styles(date: .medium), .styles(date: .full, time: .short), .skeleton("yMMMEd"), .skeleton("yMMMd"),
            .pattern("yyyy-MM-dd"), .pattern("y/M/d H:mm"),
        ]
        for from in layouts {
            for to in layouts {
                var changed = DateFormat.Options(locale: japanese, layout: from)
                changed.layout = to
                let made = DateFormat.Options(locale: japanese, layout: to)
                #expect(changed == made)
                #expect(changed.cacheHash == made.cacheHash)
                #expect(changed.hashValue == made.hashValue)
            }
        }
        // A skeleton and a pattern with the same text are different layouts.
        #expect(
            DateFormat.Options(locale: japanese, layout: .skeleton("yMd")).cacheHash
                != DateFormat.Options(locale: japanese, layout: .pattern("yMd")).cacheHash)
    }

    @Test func changedOptionsFindTheFormatterOfTheirFields() throws {
        let formatters = Formatters(capacity: 16)
        let instant = try Instant(iso8601: "2019-05-01T00:00:00Z")
        var options = DateFormat.Options(locale: try LocaleIdentifier("ja"), layout: .styles(date: .medium))
        #expect(try formatters.date(options).string(from: instant) == "2019/05/01")
        options.layout = .skeleton("yMMMd")
        #expect(try formatters.date(options).string(from: instant) == "2019年5月1日")
        let made = DateFormat.Options(locale: try LocaleIdentifier("ja"), layout: .skeleton("yMMMd"))
        #expect(try formatters.date(made) === formatters.date(options))
        #expect(formatters.statistics(for: .date).misses == 2)
    }
}
