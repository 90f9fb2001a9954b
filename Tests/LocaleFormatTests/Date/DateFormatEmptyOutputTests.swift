import Testing

@testable import LocaleFormat

/// A pattern that formats to nothing at the instant asked for is refused
/// there. ICU 72.1 (a C program on the system ICU, `uloc_setDefault("root")`):
/// `udatpg_getBestPattern("es@calendar=hebrew;sd=caqc", "qqqq")` is `qqqq`,
/// which `udat_format` writes as `2.º trimestre` on 2023-02-10 and as
/// nothing on 2023-09-01 (Elul, ICU's Hebrew month 13: a fifth quarter,
/// which has no name).
@Suite struct DateFormatEmptyOutputTests {
    @Test(arguments: ["es-u-sd-caqc", "es"])
    func aQuarterWithoutANameIsInvalidPattern(tag: String) throws {
        let format = try Formatters(capacity: 8).date(locale: tag, layout: .skeleton("qqqq"), calendar: "hebrew")
        #expect(try format.string(from: try Instant(millisecondsSince1970: 1_676_005_663_000)) == "2.º trimestre")
        #expect {
            try format.string(from: try Instant(millisecondsSince1970: 1_693_526_400_000))
        } throws: { ($0 as? LocaleFormatError)?.code == .invalidPattern }
    }
}
