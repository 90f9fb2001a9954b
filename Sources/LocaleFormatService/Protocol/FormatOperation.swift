import LocaleFormat

/// One `op` of the request protocol.
///
/// Decoding is split in two so that shape faults come before value faults
/// (PROTOCOL.md): `init(fields:)` reads and type-checks the JSON fields and
/// throws only `invalidRequest`; `perform()` turns them into library values
/// and calls the library, throwing the value codes (`invalidLocale`, …).
/// Formatters come from the dispatcher's ``Formatters`` registry, so that a
/// batch or a service opens each distinct formatter once.
protocol FormatOperation {
    /// The `op` string, such as `"date"`.
    static var name: String { get }
    init(fields: inout RequestFields) throws
    /// Runs the request with formatters from `formatters`.
    func perform(with formatters: Formatters) throws -> JSONValue
}

/// The ops of PROTOCOL.md and the type that runs each.
enum FormatOperations {
    enum Lookup {
        case operation(any FormatOperation.Type)
        case notBuilt
        case unknown
    }

    /// Every op of PROTOCOL.md, in its order.
    static let names = [
        "date", "number", "currency", "unit", "plural", "compare", "sort", "sortKey", "message", "case", "locale",
        "negotiate",
    ]

    static func lookup(_ name: String) -> Lookup {
        switch name {
        case DateOperation.name: .operation(DateOperation.self)
        case NumberOperation.name: .operation(NumberOperation.self)
        case CurrencyOperation.name: .operation(CurrencyOperation.self)
        case UnitOperation.name: .operation(UnitOperation.self)
        case PluralOperation.name: .operation(PluralOperation.self)
        case LocaleOperation.name: .operation(LocaleOperation.self)
        case CompareOperation.name: .operation(CompareOperation.self)
        case SortOperation.name: .operation(SortOperation.self)
        case SortKeyOperation.name: .operation(SortKeyOperation.self)
        case MessageOperation.name: .operation(MessageOperation.self)
        case CaseOperation.name: .operation(CaseOperation.self)
        case NegotiateOperation.name: .operation(NegotiateOperation.self)
        default: names.contains(name) ? .notBuilt : .unknown
        }
    }
}
