import LocaleFormat
import Testing

@testable import LocaleFormatService

/// Every op of the table declares its fields, and the declaration is what
/// the op reads: each declared field is accepted with a value of its
/// declared type, and a declared default gives the answer the field's
/// absence gives.
@Suite struct OperationDeclarationTests {
    /// More valid requests of the ops whose fields depend on which others
    /// are given (`numberRange`'s three kinds), besides each op's example.
    static let moreSamples: [String: [String]] = [
        "numberRange": [
            #"{"op":"numberRange","locale":"en","start":3,"end":3}"#,
            #"{"op":"numberRange","locale":"en","start":-3,"end":5,"currency":"EUR"}"#,
            #"{"op":"numberRange","locale":"en","start":3,"end":5,"unit":"meter"}"#,
        ],
        "date": [#"{"op":"date","locale":"en","date":0,"dateStyle":"medium"}"#],
        "currency": [#"{"op":"currency","locale":"en","amount":"-1234.5","currency":"EUR"}"#],
        "message": [
            #"{"op":"message","locale":"en","pattern":"{n, number} {d, date, short}","args":{"n":5,"d":"2015-08-07T23:29:32Z"}}"#
        ],
    ]

    /// The op's declared example, then its other samples.
    static func samples(_ op: OperationDeclaration) -> [String] { [op.example] + (moreSamples[op.name] ?? []) }

    static let dispatcher = FormatDispatcher(formatters: Formatters(capacity: 64))

    @Test func everyOpOfTheTableHasADeclaration() {
        #expect(FormatOperations.declarations.map(\.name) == FormatOperations.names)
        for op in FormatOperations.declarations {
            let example = try? JSONParser.parse(op.example)
            #expect(example.flatMap { if case .object(let o) = $0 { o["op"] } else { nil } } == .string(op.name))
            #expect(Set(op.fields.map(\.name)).count == op.fields.count, "\(op.name) declares a field twice")
            #expect(op.fields.allSatisfy { !$0.summary.isEmpty && $0.name != "id" && $0.name != "op" }, "\(op.name)")
        }
    }

    /// A value of the type, for the check that the op accepts the field.
    static func value(of type: FieldType) -> JSONValue {
        switch type {
        case .text, .scalar: .string("x")
        case .boundedText: .string("yMd")
        case .hexadecimal: .string("00")
        case .choice(let values): .string(values.first ?? "")
        case .integerChoice(let values): .number(String(values.first ?? 0))
        case .boolean: .bool(true)
        case .integer(let range): .number(String(range.lowerBound))
        case .decimal: .string("1")
        case .instant: .string("2015-08-07T17:29:32Z")
        case .array(let element, let count):
            .array(Array(repeating: value(of: element), count: max(1, count.lowerBound)))
        case .object(let fields, _):
            .object(JSONObject(fields.prefix(1).map { .init(key: $0.name, value: value(of: $0.type)) }))
        case .map(let element): .object(JSONObject([.init(key: "a", value: value(of: element))]))
        case .oneOf(let types): types.first.map(value(of:)) ?? .null
        case .nullable(let type), .named(_, let type): value(of: type)
        }
    }

    /// `sample` with `field` set to `value` (replacing the sample's own),
    /// or without `field` when `value` is nil.
    static func request(_ sample: String, setting field: String, to value: JSONValue?) throws -> JSONValue {
        guard case .object(var object) = try JSONParser.parse(sample) else { return .null }
        object.members.removeAll { $0.key == field }
        if let value { object.members.append(.init(key: field, value: value)) }
        return .object(object)
    }

    /// Each declared field, with a value of its type (every value of a
    /// choice), is known to the op and of the right type: whatever the op
    /// answers, it is not "unknown field" nor a type fault of that field.
    @Test func everyDeclaredFieldIsAcceptedByItsOp() throws {
        for op in FormatOperations.declarations {
            let sample = op.example
            for field in op.fields {
                var values = [Self.value(of: field.type)]
                if case .choice(let choices) = field.type { values = choices.map(JSONValue.string) }
                for value in values {
                    let response = Self.dispatcher.response(
                        to: try Self.request(sample, setting: field.name, to: value))
                    guard case .failure(let error) = response.outcome else { continue }
                    let label = "\(op.name).\(field.name) = \(JSONWriter.string(value)): \(error.message)"
                    #expect(!error.message.hasPrefix("unknown field"), "\(label)")
                    #expect(!error.message.hasPrefix("\"\(field.name)\" must be"), "\(label)")
                }
            }
        }
    }

    /// A field the op does not declare is an unknown field.
    @Test func anUndeclaredFieldIsUnknown() throws {
        for op in FormatOperations.declarations {
            let sample = op.example
            let response = Self.dispatcher.response(
                to: try Self.request(sample, setting: "undeclared", to: .bool(true)))
            guard case .failure(let error) = response.outcome else {
                Issue.record("\(op.name) accepted an undeclared field")
                continue
            }
            #expect(error.message == "unknown field \"undeclared\"", "\(op.name)")
        }
    }

    /// A declared default answers as the field's absence does, in every
    /// sample of the op that takes the field.
    @Test func everyDeclaredDefaultIsTheAbsentFieldsMeaning() throws {
        for op in FormatOperations.declarations {
            for field in op.fields {
                guard case .defaulted(let value) = field.presence else { continue }
                var taken = 0
                for sample in Self.samples(op) {
                    let given = Self.dispatcher.response(to: try Self.request(sample, setting: field.name, to: value))
                    if case .failure(let error) = given.outcome, error.code == .invalidRequest { continue }
                    taken += 1
                    let absent = Self.dispatcher.response(to: try Self.request(sample, setting: field.name, to: nil))
                    #expect(
                        given.bytes == absent.bytes,
                        "\(op.name).\(field.name) = \(JSONWriter.string(value))")
                }
                #expect(taken > 0, "no sample of \(op.name) takes \(field.name)")
            }
        }
    }
}
