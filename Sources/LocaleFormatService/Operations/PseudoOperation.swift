import LocaleFormat
import LocaleFormatCatalogs

/// `op: "pseudo"` (Docs/Protocol.md, "Op pseudo"): a text pseudolocalized
/// by one method or several in order, its format specifiers kept.
struct PseudoOperation: FormatOperation {
    static let name = "pseudo"
    static let summary = "a text pseudolocalized (en-XA, ar-XB, accented, bounded, doubleLength), specifiers kept"

    /// A pseudolocalization method's name, shared with the `string` op's `pseudo`.
    static let method = FieldType.named("PseudoMethod", .choice(PseudoMethod.self))

    static let fields: [OperationField] = [
        .required(
            "method", .oneOf([method, .array(method, count: 1...Pseudolocalizer.maximumMethods)]),
            "a method, or 1-8 methods applied in order"),
        .required("text", .text, "the text, its format specifiers kept"),
    ]
    static let result = FieldType.text
    static let example = #"{"op":"pseudo","method":"en-XA","text":"Battery %1d%%"}"#

    var methods: [PseudoMethod]
    var text: String

    /// More than ``Pseudolocalizer/maximumMethods`` methods is `limitExceeded`.
    static func checkLimits(_ request: RequestFields) throws(LocaleFormatError) {
        if case .array(let items)? = request.peek("method"), items.count > Pseudolocalizer.maximumMethods {
            throw LocaleFormatError(
                .limitExceeded, "\"method\" has more than \(Pseudolocalizer.maximumMethods) methods, the limit")
        }
    }

    init(fields: inout RequestFields) throws {
        text = try fields.string("text")
        func method(_ value: JSONValue) throws -> PseudoMethod {
            guard case .string(let name) = value else {
                throw RequestFields.invalid("\"method\" must be a string or an array of strings")
            }
            guard let method = PseudoMethod(rawValue: name) else {
                let known = PseudoMethod.allCases.map(\.rawValue).joined(separator: ", ")
                throw RequestFields.invalid("\"method\": \"\(name.prefix(40))\" is not one of \(known)")
            }
            return method
        }
        switch fields.raw("method") {
        case nil:
            throw RequestFields.invalid("missing field \"method\"")
        case .array(let items)?:
            guard !items.isEmpty else { throw RequestFields.invalid("\"method\" is an empty array") }
            methods = try items.map(method)
        case let value?:
            methods = [try method(value)]
        }
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        .string(try Pseudolocalizer.transform(text, methods: methods))
    }
}
