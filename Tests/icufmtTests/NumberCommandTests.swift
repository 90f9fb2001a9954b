import Testing

@Suite struct NumberCommandTests {
    @Test func numberCurrencyUnitPlural() throws {
        #expect(try ICUFmtProcess.run(["number", "--locale", "hi-IN", "1234567"]).stdout == "12,34,567\n")
        #expect(try ICUFmtProcess.run(["number", "--locale", "hi-IN-u-nu-deva", "1234567"]).stdout == "१२,३४,५६७\n")
        #expect(
            try ICUFmtProcess.run(["currency", "--locale", "de-DE", "--currency", "EUR", "1234.5"]).stdout
                == "1.234,50\u{00A0}€\n")
        #expect(
            try ICUFmtProcess.run(["currency", "--locale", "en-US", "--currency", "USD", "--accounting", "--", "-1"])
                .stdout == "($1.00)\n")
        #expect(
            try ICUFmtProcess.run(["unit", "--locale", "en-US", "--unit", "meter", "--usage", "person-height", "1.8"])
                .stdout == "5 ft, 11 in\n")
        #expect(try ICUFmtProcess.run(["plural", "--locale", "en", "1.0"]).stdout == "other\n")
        #expect(try ICUFmtProcess.run(["plural", "--locale", "ar", "3"]).stdout == "few\n")
    }

    @Test func unknownCurrencyIsAnError() throws {
        let result = try ICUFmtProcess.run(["currency", "--locale", "en", "--currency", "XYZ", "1"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: invalidCurrency: "))
    }
}
