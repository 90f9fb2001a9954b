extension MessageFormat {
    /// What one message may ask of ICU. Each limit is checked before ICU does
    /// the work it bounds, and each gives `limitExceeded`:
    ///
    /// - ``arguments``, ``numberSigns`` and ``subformats`` when the pattern
    ///   is parsed (from ICU's MessagePattern alone, before ICU builds a
    ///   format object for every typed argument: a spellout rule set is
    ///   about 200 KB);
    /// - ``outputBytes`` when the message is formatted: before the call, the
    ///   text arguments times the places that show them plus the pattern
    ///   itself must fit, so that repeating a long argument cannot make ICU
    ///   build a large string; after it, the result itself (numbers, dates
    ///   and `#` are at most a few thousand characters each, so what ICU
    ///   builds past the budget is bounded by the place limits).
    public enum Limits {
        /// Argument places (`{x}`, `{x, number}`, `{x, plural, …}`), nested ones included.
        public static let arguments = 1_024
        /// `#` places inside plural and selectordinal messages.
        public static let numberSigns = 1_024
        /// Places that need a format object of their own: `number`, `date`,
        /// `time`, `spellout`, `ordinal`, `duration` arguments.
        public static let subformats = 32
        /// Of those, `spellout`, `ordinal` and `duration` arguments: each
        /// opens the locale's rule-based number format whole (about 9 MB of
        /// rule sets in Russian, 0.2 MB in English), kept as long as the
        /// message is cached.
        public static let ruleBasedSubformats = 4
        /// UTF-8 bytes of a formatted message.
        public static let outputBytes = 1 << 20
    }

    /// Refuses a pattern over the place limits, before ICU builds anything.
    static func checkLimits(_ pattern: String) throws(LocaleFormatError) {
        let measured = try ICUMessageHandle.measure(pattern: pattern) { status, offset in
            patternError(pattern, status: status, utf16Offset: offset)
        }
        let over: [(count: Int, limit: Int, what: String)] = [
            (measured.arguments, Limits.arguments, "argument places"),
            (measured.numberSigns, Limits.numberSigns, "# places"),
            (measured.subformats, Limits.subformats, "typed arguments (number, date, time, spellout, …)"),
            (measured.ruleBased, Limits.ruleBasedSubformats, "spellout, ordinal and duration arguments"),
        ]
        for item in over where item.count > item.limit {
            throw LocaleFormatError(
                .limitExceeded, "the message pattern has \(item.count) \(item.what); at most \(item.limit) are allowed")
        }
    }

    /// What the text arguments alone add to a message's output, checked
    /// against ``Limits/outputBytes`` before formatting: every place that
    /// shows an argument as text shows all of it, whichever branch is chosen.
    struct OutputBudget {
        private var bytes: Int
        private var over: (name: String, bytes: Int, places: Int)?

        init(patternBytes: Int) { bytes = patternBytes }

        /// Counts a text argument shown at `places` places.
        @inline(__always)
        mutating func add(_ text: String, shownAt places: Int, name: @autoclosure () -> String) {
            bytes += places * text.utf8.count
            if over == nil, bytes > Limits.outputBytes { over = (name(), text.utf8.count, places) }
        }

        /// Whether the texts counted so far go over the budget.
        var isOver: Bool { over != nil }

        /// - Throws: `limitExceeded` naming the argument that went over.
        func check() throws(LocaleFormatError) {
            guard let over else { return }
            throw LocaleFormatError(
                .limitExceeded,
                "the message shows the argument \"\(over.name.prefix(64))\" (\(over.bytes) bytes) at \(over.places) "
                    + "places: the result would be longer than \(Limits.outputBytes) bytes")
        }
    }
}
