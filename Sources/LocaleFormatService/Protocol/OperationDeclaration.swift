/// What one op of the protocol accepts and answers, as its file declares
/// it: the `op` name, a few-word summary, the request's fields and the
/// result's type.
public struct OperationDeclaration: Sendable, Hashable {
    /// The `op` string, such as `"date"`.
    public let name: String
    /// What the op answers, in a few words.
    public let summary: String
    /// The request's fields besides `id` and `op`, in the protocol's order.
    public let fields: [OperationField]
    /// The type of a successful response's `result`.
    public let result: FieldType
    /// A request of the op, as one JSON line.
    public let example: String

    /// The field called `name`, or nil.
    public func field(named name: String) -> OperationField? { fields.first { $0.name == name } }
}
