extension MessageFormat {
    /// Formats with a handful of arguments read in one pass, each name found
    /// among the pattern's by comparison rather than by hashing; nil, with
    /// nothing formatted, when an argument is missing or refused (then
    /// ``formatInPatternOrder(_:)`` finds the first such argument in the
    /// pattern's order, so that an error names the same argument every time,
    /// whatever order the arguments came in).
    /// - Throws: what ICU's format throws (``format(_:)``).
    func formatInOnePass(
        _ arguments: some Sequence<(key: String, value: Argument)>
    ) throws(LocaleFormatError) -> String? {
        try pool.withHandle { (handle) throws(LocaleFormatError) in
            try handle.format(outputBudget: Limits.outputBytes, count: usages.count) {
                (values: inout ICUMessageHandle.ArgumentList) throws(LocaleFormatError) in
                var budget = OutputBudget(patternBytes: patternBytes)
                var given = 0
                for (name, argument) in arguments {
                    guard let index = usageIndex(of: name) else { continue }
                    // A name given twice (a request's list) takes its last value.
                    if !values.isSet(at: index) { given += 1 }
                    guard (try? write(argument, at: index, into: &values, budget: &budget)) != nil else {
                        return false
                    }
                }
                return given == usages.count && !budget.isOver
            }
        }
    }

    /// Formats with the value `argument` gives for each name, asked in the
    /// pattern's order (sorted names).
    /// - Throws: as ``format(_:)``, for the first argument in that order
    ///   that is missing or refused.
    func formatInPatternOrder(_ argument: (String) -> Argument?) throws(LocaleFormatError) -> String {
        let result = try pool.withHandle { (handle) throws(LocaleFormatError) in
            try handle.format(outputBudget: Limits.outputBytes, count: usages.count) {
                (values: inout ICUMessageHandle.ArgumentList) throws(LocaleFormatError) in
                var budget = OutputBudget(patternBytes: patternBytes)
                for index in usages.indices {
                    guard let value = argument(usages[index].name) else {
                        throw LocaleFormatError(
                            .invalidOptions,
                            "the message uses the argument \"\(usages[index].name)\", which is missing")
                    }
                    try write(value, at: index, into: &values, budget: &budget)
                }
                try budget.check()
                return true
            }
        }
        guard let result else { throw LocaleFormatError(.internal, "the message's arguments were not written") }
        return result
    }

    /// Checks `argument` against the ways the pattern uses argument `index`
    /// and writes it there.
    /// - Throws: `invalidOptions` for a kind the pattern cannot use there;
    ///   `invalidNumber` for a decimal outside the protocol's rules;
    ///   `limitExceeded` for texts over 2 GiB together.
    @inline(__always)
    private func write(
        _ argument: Argument, at index: Int, into values: inout ICUMessageHandle.ArgumentList,
        budget: inout OutputBudget
    ) throws(LocaleFormatError) {
        // Fields read one by one: the name (retained when copied) only on the way to an error.
        if usages[index].accepted & argument.kindBit == 0 {
            for kind in usages[index].kinds { try Self.check(argument, name: usages[index].name, usedAs: kind) }
        }
        switch argument {
        case .string(let text):
            let places = usages[index].textPlaces
            if places > 0 { budget.add(text, shownAt: places, name: usages[index].name) }
            try values.setString(text, at: index)
        case .integer(let integer):
            values.setInteger(integer, at: index)
        case .decimal(let text):
            try Self.checkDecimal(text, name: usages[index].name)
            try values.setDecimal(text, at: index)
        case .date(let instant):
            values.setDate(millisecondsSince1970: Double(instant.millisecondsSince1970), at: index)
        }
    }

    /// The index of `name` among the pattern's arguments (sorted): compared
    /// in turn for a handful, by a binary search for more.
    func usageIndex(of name: String) -> Int? {
        if usages.count <= 8 { return usages.firstIndex { $0.name == name } }
        var low = 0
        var high = usages.count
        while low < high {
            let middle = (low + high) / 2
            if usages[middle].name < name { low = middle + 1 } else { high = middle }
        }
        return low < usages.count && usages[low].name == name ? low : nil
    }
}
