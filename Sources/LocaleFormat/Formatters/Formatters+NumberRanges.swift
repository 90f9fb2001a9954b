extension Formatters {
    /// The shared number range format for these options, opened on first use.
    ///
    /// ```swift
    /// let dollars = CurrencyFormat.Options(locale: try LocaleIdentifier("en-US"), currency: "USD")
    /// try Formatters.shared.numberRange(.init(.currency(dollars))).string(from: 3, to: 5)   // "$3.00 – $5.00"
    /// ```
    /// - Throws: as ``NumberRangeFormat/init(_:)``.
    public func numberRange(_ options: NumberRangeFormat.Options) throws(LocaleFormatError) -> NumberRangeFormat {
        try value(numberRanges, for: options)
    }
}
