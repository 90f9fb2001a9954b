/// The ops of the request protocol (Docs/Protocol.md): the one table from which the op names, the
/// dispatcher's lookup, the service's `op` metric labels and the help texts
/// derive, and, through each op's declared fields, the service's OpenAPI
/// document and the CLI's field help. Adding an op is its file in `Operations/` and one line in `table`.
public enum FormatOperations {
    /// Every op: the first version's in the protocol's order, then the second's, then the third's.
    static let table: [any FormatOperation.Type] = [
        DateOperation.self,
        NumberOperation.self,
        CurrencyOperation.self,
        UnitOperation.self,
        PluralOperation.self,
        CompareOperation.self,
        SortOperation.self,
        SortKeyOperation.self,
        MessageOperation.self,
        CaseOperation.self,
        LocaleOperation.self,
        NegotiateOperation.self,
        IntervalOperation.self,
        RelativeOperation.self,
        ListOperation.self,
        DisplayNameOperation.self,
        NumberRangeOperation.self,
        DurationOperation.self,
        StringOperation.self,
        PseudoOperation.self,
    ]

    /// The `op` names, in the protocol's order.
    public static let names: [String] = table.map { $0.name }

    /// Each op's name and what it answers, in the protocol's order.
    public static let summaries: [(name: String, summary: String)] = table.map { ($0.name, $0.summary) }

    /// Each op's declaration (name, summary, fields, result, example), in the
    /// protocol's order: what the OpenAPI document and the help texts are
    /// generated from.
    public static let declarations: [OperationDeclaration] = table.map {
        OperationDeclaration(
            name: $0.name, summary: $0.summary, fields: $0.fields, result: $0.result, example: $0.example)
    }

    /// The op called `name` (compared as Swift compares strings), or nil.
    /// Nineteen short names: comparing those as long as `name` in UTF-8
    /// costs less than hashing the one asked for. The names are ASCII, so a
    /// name equal to one of them and as long has its very bytes; one equal
    /// but longer (U+212A KELVIN SIGN for the `K` of `sortKey`) is not ASCII,
    /// and only then are all the names compared.
    static func operation(named name: String) -> (any FormatOperation.Type)? {
        let length = name.utf8.count
        for (index, candidate) in names.enumerated() where candidate.utf8.count == length && candidate == name {
            return table[index]
        }
        guard name.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
        for (index, candidate) in names.enumerated() where candidate == name { return table[index] }
        return nil
    }

    /// The op whose name is `bytes`, ASCII (a request's `op` read in
    /// place): for ASCII, equal as strings is equal byte for byte.
    static func operation(namedASCII bytes: UnsafeBufferPointer<UInt8>) -> (any FormatOperation.Type)? {
        for (index, name) in asciiNames.enumerated() where name.count == bytes.count && name.elementsEqual(bytes) {
            return table[index]
        }
        return nil
    }

    /// ``names``' bytes.
    private static let asciiNames: [[UInt8]] = names.map { Array($0.utf8) }
}
