import CBenchmarkFloors
import LocaleFormat

/// The floor of ``MessageFormat/format(_:)``: `icu::MessageFormat::format`
/// with named arguments that the floor laid out once as ICU's own
/// `UnicodeString` names and `Formattable` values, into a held result.
///
/// Not `Sendable`: ICU's `MessageFormat` must not be used by two threads at
/// once, and floors are measured on one thread.
public final class MessageFloor {
    private let raw: OpaquePointer

    /// `icu::MessageFormat(pattern, Locale(locale))` and its arguments, in
    /// name order.
    /// - Parameters:
    ///   - locale: an ICU locale id (``LocaleIdentifier/icuID``).
    ///   - arguments: strings, integers and decimals. A date takes the
    ///     library's zone handling (the shim formats it itself), which is no
    ///     bare ICU call: a floor refuses it.
    public init(pattern: String, locale: String, arguments: [String: MessageFormat.Argument]) throws {
        guard arguments.count <= 8 else { throw BenchError("floor: a message floor takes at most 8 arguments") }
        var status: Int32 = 0
        let opened = benchfloor_msgfmt_open(pattern, try FloorOutput.length(pattern), locale, &status)
        raw = try FloorOutput.opened(opened, status, "MessageFormat(\(pattern.prefix(64)))")
        for (name, value) in arguments.sorted(by: { $0.key < $1.key }) {
            let nameLength = try FloorOutput.length(name)
            switch value {
            case .string(let text):
                benchfloor_msgfmt_add_string(raw, name, nameLength, text, try FloorOutput.length(text), &status)
            case .integer(let integer):
                benchfloor_msgfmt_add_integer(raw, name, nameLength, integer, &status)
            case .decimal(let text):
                benchfloor_msgfmt_add_decimal(raw, name, nameLength, text, try FloorOutput.length(text), &status)
            default:
                throw BenchError("floor: the message argument \"\(name)\" is \(value), not a string or a number")
            }
            guard status <= 0 else { throw BenchError("floor: message argument \"\(name)\": ICU status \(status)") }
        }
    }

    deinit { benchfloor_msgfmt_close(raw) }

    /// One `MessageFormat::format` call, decoded.
    @inline(never)
    public func string() -> String {
        FloorOutput.string { out, capacity, status in benchfloor_msgfmt_format(raw, out, capacity, &status) }
    }

    /// One `MessageFormat::format` call on ICU values made for the call from
    /// the arguments as given (a string's UTF-8 converted to a
    /// `UnicodeString`), decoded: the floor of a caller whose arguments
    /// change between calls.
    @inline(never)
    public func stringFromGivenArguments() -> String {
        FloorOutput.string { out, capacity, status in benchfloor_msgfmt_format_given(raw, out, capacity, &status) }
    }
}
