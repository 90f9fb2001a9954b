import Testing

@testable import LocaleFormat

/// The writers' program on its own, for what the differential run over ICU
/// rarely reaches: negative values between a table's sign texts, digits
/// of several bytes, two-digit years, long fractions, names out of range.
@Suite struct DateWriterProgramTests {
    static let latin = DigitTable(
        (0...9).map { String($0) }, negativePrefix: "-", negativeSuffix: "")
    /// Arabic-Indic digits (two bytes each) with Arabic's sign: U+061C
    /// ARABIC LETTER MARK before the hyphen-minus.
    static let arabic = DigitTable(
        ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"], negativePrefix: "\u{061C}-", negativeSuffix: "")
    /// A table with a suffix, to see both sides of a negative value.
    static let bracketed = DigitTable(
        (0...9).map { String($0) }, negativePrefix: "(", negativeSuffix: ")")

    static func text(_ writers: [DateFieldWriter], _ f: CivilFields, first: String = "", second: String = "") -> String?
    {
        guard let program = DateWriterProgram(writers) else { return nil }
        let bound = writers.reduce(0) { $0 + $1.bound } + first.utf8.count + second.utf8.count
        return UTF8Output.string(capacity: bound) { out in
            program.write(
                f, firstDayOfWeek: 2, first: .bytes(Array(first.utf8)), second: .bytes(Array(second.utf8)), to: &out)
        }
    }

    /// 2015-08-07 17:29:32.045, a Friday (ICU's day of week 6).
    static let august = CivilFields(
        era: 1, year: 2015, extendedYear: 2015, month: 7, dayOfMonth: 7, dayOfYear: 219, dayOfWeek: 6,
        julianDay: 2_457_242, millisecondsInDay: (17 * 3600 + 29 * 60 + 32) * 1000 + 45, weekOfYear: 32,
        yearForWeekOfYear: 2015, weekOfMonth: 1)

    @Test func latinFieldsAndLiterals() throws {
        let latin = try #require(Self.latin)
        let months = (1...12).map { Array("M\($0)".utf8) }
        let writers: [DateFieldWriter] = [
            .number(.dayOfMonth, minimumDigits: 2, twoDigits: false, latin), .literal(Array(" de ".utf8)),
            .name(.month, months), .literal([0x20]), .number(.year, minimumDigits: 2, twoDigits: true, latin),
            .literal([0x2C, 0x20]), .number(.hourOfDay, minimumDigits: 1, twoDigits: false, latin),
            .literal([0x3A]), .number(.minute, minimumDigits: 2, twoDigits: false, latin), .literal([0x3A]),
            .number(.second, minimumDigits: 2, twoDigits: false, latin), .literal([0x2E]),
            .fraction(count: 3, latin), .literal([0x20]),
            .number(.localDayOfWeek, minimumDigits: 1, twoDigits: false, latin),
        ]
        #expect(Self.text(writers, Self.august) == "07 de M8 15, 17:29:32.045 5")
    }

    @Test func fractionsOfEveryLength() throws {
        let latin = try #require(Self.latin)
        #expect(Self.text([.fraction(count: 1, latin)], Self.august) == "0")
        #expect(Self.text([.fraction(count: 2, latin)], Self.august) == "04")
        #expect(Self.text([.fraction(count: 5, latin)], Self.august) == "04500")
    }

    @Test func digitsOfSeveralBytes() throws {
        let arabic = try #require(Self.arabic)
        let writers: [DateFieldWriter] = [
            .number(.dayOfMonth, minimumDigits: 3, twoDigits: false, arabic), .literal(Array("/".utf8)),
            .number(.year, minimumDigits: 1, twoDigits: false, arabic),
        ]
        #expect(Self.text(writers, Self.august) == "٠٠٧/٢٠١٥")
    }

    @Test func negativeValuesBetweenTheSignTexts() throws {
        var f = Self.august
        f.year = -44
        let arabic = try #require(Self.arabic)
        let bracketed = try #require(Self.bracketed)
        #expect(Self.text([.number(.year, minimumDigits: 4, twoDigits: false, arabic)], f) == "\u{061C}-٠٠٤٤")
        #expect(Self.text([.number(.year, minimumDigits: 1, twoDigits: false, bracketed)], f) == "(44)")
        f.year = -2015
        #expect(Self.text([.number(.year, minimumDigits: 2, twoDigits: true, bracketed)], f) == "(15)")
    }

    @Test func namesOutOfRangeWriteNothing() {
        var f = Self.august
        let eras: [[UInt8]] = [Array("BC".utf8), Array("AD".utf8)]
        #expect(Self.text([.name(.era, eras), .literal([0x21])], f) == "AD!")
        f.era = 2
        #expect(Self.text([.name(.era, eras), .literal([0x21])], f) == "!")
        f.era = -1
        #expect(Self.text([.name(.era, eras), .literal([0x21])], f) == "!")
    }

    @Test func gannenAndICUTexts() throws {
        var f = Self.august
        f.year = 1
        let writers: [DateFieldWriter] = [
            .gannenYear(Array("元".utf8)), .literal(Array("年 ".utf8)), .icuText(slot: 1), .literal([0x20]),
            .icuText(slot: 0),
        ]
        #expect(Self.text(writers, f, first: "PDT", second: "Pacific") == "元年 Pacific PDT")
        f.year = 27
        #expect(Self.text(writers, f, first: "PDT", second: "Pacific") == "27年 Pacific PDT")
        f.year = -1
        #expect(Self.text(writers, f) == nil)
    }

    /// Writers that share a digit table share its bytes.
    @Test func oneTableForFieldsThatShareIt() throws {
        let latin = try #require(Self.latin)
        let arabic = try #require(Self.arabic)
        let writers: [DateFieldWriter] = [
            .number(.month, minimumDigits: 2, twoDigits: false, latin), .literal([0x2D]),
            .number(.dayOfMonth, minimumDigits: 2, twoDigits: false, arabic), .literal([0x2D]),
            .number(.dayOfYear, minimumDigits: 1, twoDigits: false, latin),
        ]
        #expect(Self.text(writers, Self.august) == "08-٠٧-219")
    }
}
