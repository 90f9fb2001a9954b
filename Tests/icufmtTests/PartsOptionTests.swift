import Testing

/// `--parts` of the subcommands: the parts of `"parts": true`, one JSON
/// object a line. Expected parts are ICU 72.1's and 76.1's fields (the same
/// on both), from `Scripts/icu-versions/oracle-parts.py`.
@Suite struct PartsOptionTests {
    @Test func numberAndList() throws {
        #expect(
            try ICUFmtProcess.run(["number", "--locale", "de", "--parts", "--", "-1234.5"]).stdout
                == """
                {"type":"minusSign","value":"-"}
                {"type":"integer","value":"1"}
                {"type":"group","value":"."}
                {"type":"integer","value":"234"}
                {"type":"decimal","value":","}
                {"type":"fraction","value":"5"}

                """)
        #expect(
            try ICUFmtProcess.run(["list", "--locale", "es", "--type", "or", "--parts", "siete", "ocho"]).stdout
                == """
                {"type":"element","value":"siete"}
                {"type":"literal","value":" u "}
                {"type":"element","value":"ocho"}

                """)
    }

    @Test func withoutTheFlagTheText() throws {
        #expect(try ICUFmtProcess.run(["number", "--locale", "de", "--", "-1234.5"]).stdout == "-1.234,5\n")
    }
}
