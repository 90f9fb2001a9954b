import ArgumentParser
import LocaleFormatService

/// Help texts drawn from the ops' declared fields
/// (``FormatOperations/declarations``), so that a subcommand's options and
/// `icufmt batch --fields` say what the protocol accepts, in its words.
enum FieldHelp {
    /// The declaration of `op`, or nil.
    static func operation(_ op: String) -> OperationDeclaration? {
        FormatOperations.declarations.first { $0.name == op }
    }

    /// An option's help for the field `field` of `op`: its allowed values
    /// (for a choice), its summary and its default.
    static func values(of op: String, _ field: String) -> ArgumentHelp {
        guard let declared = operation(op)?.field(named: field) else { return ArgumentHelp("") }
        var text = ""
        if case .choice(let values) = declared.type {
            text = (values.count > 1 ? values.dropLast().joined(separator: ", ") + " or " : "") + (values.last ?? "")
            text += ": "
        }
        text += declared.summary
        if case .defaulted(let value) = declared.presence { text += " (default: \(value.plainText))" }
        return ArgumentHelp(text + ".")
    }

    /// The fields of `op`, one a line: name, type, required or default, summary.
    static func table(_ op: OperationDeclaration) -> String {
        let width = op.fields.map(\.name.count).max() ?? 0
        var lines = ["\(op.name): \(op.summary)"]
        for field in op.fields {
            var presence: String
            switch field.presence {
            case .required: presence = "required"
            case .optional: presence = "optional"
            case .defaulted(let value): presence = "default \(JSONWriter.string(value))"
            }
            presence = "\(field.type.shortDescription); \(presence)"
            let name = field.name + String(repeating: " ", count: width - field.name.count)
            lines.append("  \(name)  \(field.summary) (\(presence))")
        }
        return lines.joined(separator: "\n")
    }
}
