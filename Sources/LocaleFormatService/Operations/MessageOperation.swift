import LocaleFormat

/// `op: "message"`: an ICU MessageFormat pattern with named arguments.
///
/// JSON integers become integer arguments and other JSON numbers exact
/// decimals; a string is text, or an ISO 8601 instant where the pattern
/// types the argument as `date` or `time`.
struct MessageOperation: FormatOperation {
    static let name = "message"
    static let summary = "an ICU MessageFormat pattern with named arguments"

    static let fields: [OperationField] = [
        .locale,
        .required("pattern", .text, "an ICU MessageFormat pattern"),
        .optional("args", .map(.scalar), "the arguments by name; none when absent"),
        .defaulted("timeZone", .text, .string("UTC"), "the time zone of date and time arguments"),
    ]
    static let result = FieldType.text
    static let example =
        #"{"op":"message","locale":"ru","pattern":"{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}","args":{"n":5}}"#

    var locale: String
    var pattern: String
    var arguments: JSONObject
    var timeZone: String

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        pattern = try fields.string("pattern")
        arguments = try fields.optionalObject("args") ?? JSONObject()
        timeZone = try fields.optionalString("timeZone", recurring: .timeZones) ?? "UTC"
        for member in arguments.members {
            switch member.value {
            case .string, .number: continue
            default: throw RequestFields.invalid("argument \"\(member.key.prefix(64))\" must be a string or a number")
            }
        }
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        // Decimal arguments first: their limits are checked in Swift, before
        // any ICU call (integers that fit 64 bits have no limit to check).
        for member in arguments.members {
            if case .number(let text) = member.value, Int64(text) == nil { _ = try DecimalValue(text) }
        }
        let message = try formatters.message(pattern: pattern, locale: locale, timeZone: timeZone)
        var values: [(name: String, value: MessageFormat.Argument)] = []
        values.reserveCapacity(arguments.members.count)
        for member in arguments.members {
            switch member.value {
            case .string(let text) where message.formatsAsDate(member.key):
                values.append((member.key, .date(try Instant(iso8601: text))))
            case .string(let text):
                values.append((member.key, .string(text)))
            case .number(let text):
                values.append((member.key, Int64(text).map(MessageFormat.Argument.integer) ?? .decimal(text)))
            default:
                continue  // rejected in init
            }
        }
        return .string(try message.format(listed: values))
    }
}
