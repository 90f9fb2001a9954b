import Testing

@Suite struct TextCommandTests {
    @Test func sortPrintsOneColumnPerLocale() throws {
        let words = "zebra\nÄpfel\nchico\ncuna\napfel\n"
        let result = try ICUFmtProcess.run(["sort", "--locales", "de,sv,es-u-co-trad"], input: words)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                de     sv     es-u-co-trad
                -----  -----  ------------
                apfel  apfel  apfel
                Äpfel  chico  Äpfel
                chico  cuna   cuna
                cuna   zebra  chico
                zebra  Äpfel  zebra

                """)
    }

    @Test func singleLocaleSortPrintsLines() throws {
        let result = try ICUFmtProcess.run(["sort", "--locales", "sv"], input: "ö\nz\na\n")
        #expect(result.stdout == "a\nz\nö\n")
    }

    @Test func compareMessageCaseNegotiate() throws {
        #expect(try ICUFmtProcess.run(["compare", "--locale", "sv", "ä", "z"]).stdout == "1\n")
        #expect(
            try ICUFmtProcess.run(["compare", "--locale", "en", "--numeric", "true", "a2", "a10"]).stdout == "-1\n")
        #expect(
            try ICUFmtProcess.run([
                "message", "--locale", "ru", "{count, plural, one {# день} few {# дня} many {# дней} other {# дня}}",
                "count=5",
            ]).stdout == "5 дней\n")
        #expect(
            try ICUFmtProcess.run(["case", "--locale", "tr", "--mode", "upper", "istanbul"]).stdout == "İSTANBUL\n")
        #expect(
            try ICUFmtProcess.run(["list", "--locale", "es", "--type", "or", "siete", "ocho"]).stdout
                == "siete u ocho\n")
        #expect(try ICUFmtProcess.run(["list", "--locale", "en", "A", "B", "C"]).stdout == "A, B, and C\n")
        #expect(
            try ICUFmtProcess.run(["relative", "--locale", "de", "--unit", "day", "--numeric", "auto", "--", "-2"])
                .stdout
                == "vorgestern\n")
        #expect(
            try ICUFmtProcess.run(["number-range", "--locale", "en-US", "--currency", "EUR", "3", "5"]).stdout
                == "€3.00 – €5.00\n")
        #expect(
            try ICUFmtProcess.run(["display-name", "--locale", "de", "--type", "region", "US"]).stdout
                == "Vereinigte Staaten\n")
        #expect(
            try ICUFmtProcess.run([
                "duration", "--locale", "fi", "--width", "numeric", "hours=1", "minutes=2", "seconds=3.5",
            ])
            .stdout == "1.02.03,5\n")
        #expect(
            try ICUFmtProcess.run([
                "interval", "--locale", "en-US", "--skeleton", "yMMMd", "2015-08-07T17:29:32Z", "2015-08-10T10:00:00Z",
            ]).stdout == "Aug 7\u{2009}–\u{2009}10, 2015\n")
        #expect(
            try ICUFmtProcess.run([
                "negotiate", "--supported", "en,de,fr", "--default", "en", "de-CH, de;q=0.9, en;q=0.5",
            ]).stdout == "de\n")
    }

    @Test func badOptionsAreErrors() throws {
        let result = try ICUFmtProcess.run(["compare", "--locale", "sv", "--strength", "loud", "a", "b"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: invalidRequest: "))
    }
}
