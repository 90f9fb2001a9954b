import LocaleFormat

/// `op: "date"`: formats an instant (Docs/Protocol.md, "Op date").
struct DateOperation: FormatOperation {
    static let name = "date"
    static let summary = "an instant in a locale, calendar and time zone"

    static let fields: [OperationField] = [
        .locale,
        .required("date", .instant, "the instant"),
        .defaulted("timeZone", .text, .string("UTC"), "an IANA time zone id, or GMT with an offset"),
        .optional("calendar", .text, "a calendar such as buddhist or islamic; by default the locale's"),
        .choice("dateStyle", DateFormat.Style.self, "the date's length; with or without timeStyle"),
        .choice("timeStyle", DateFormat.Style.self, "the time's length; with or without dateStyle"),
        .optional("skeleton", .text, "the fields wanted, such as yMMMd, ordered as the locale orders them"),
        .optional("pattern", .text, "an ICU date pattern, used as written"),
        PartsField.field,
    ]
    static let result = PartsField.result
    static let example =
        #"{"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}"#

    /// An instant as a request gives it, ISO 8601 text or epoch seconds,
    /// parsed where it was read: text that is no instant is the
    /// `invalidDate` that ``instant()`` throws when the op uses it, after
    /// the checks of the formatter's fields.
    struct When {
        let parsed: Result<Instant, LocaleFormatError>

        /// Reads the required field `name` (`date`, or an interval's `start`
        /// and `end`).
        init(fields: inout RequestFields, name: StaticString) throws {
            parsed = try fields.instant(name)
        }

        /// The instant: `invalidDate` for text that is not one.
        func instant() throws(LocaleFormatError) -> Instant { try parsed.get() }
    }

    var locale: String
    var when: When
    var timeZone: String
    var calendar: String?
    var layout: DateFormat.Layout
    var parts: Bool

    @inline(__always)
    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        when = try When(fields: &fields, name: "date")
        timeZone = try fields.optionalString("timeZone", recurring: .timeZones) ?? "UTC"
        calendar = try fields.optionalString("calendar")
        parts = try PartsField.read(&fields)
        let dateStyle = try fields.optionalEnum("dateStyle", DateFormat.Style.self)
        let timeStyle = try fields.optionalEnum("timeStyle", DateFormat.Style.self)
        let skeleton = try fields.optionalString("skeleton")
        let pattern = try fields.optionalString("pattern")
        let hasStyles = dateStyle != nil || timeStyle != nil
        switch (hasStyles, skeleton, pattern) {
        case (true, nil, nil):
            guard dateStyle ?? .none != .none || timeStyle ?? .none != .none else {
                throw RequestFields.invalid("\"dateStyle\" and \"timeStyle\" cannot both be \"none\"")
            }
            layout = .styles(date: dateStyle ?? .none, time: timeStyle ?? .none)
        case (false, let skeleton?, nil):
            layout = .skeleton(skeleton)
        case (false, nil, let pattern?):
            layout = .pattern(pattern)
        case (false, nil, nil):
            throw RequestFields.invalid("a date request needs \"dateStyle\"/\"timeStyle\", \"skeleton\" or \"pattern\"")
        default:
            throw RequestFields.invalid(
                "\"dateStyle\"/\"timeStyle\", \"skeleton\" and \"pattern\" are alternatives; give exactly one")
        }
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        let formatter = try formatters.date(
            locale: locale, layout: layout, calendar: calendar, timeZone: timeZone)
        return parts
            ? PartsField.json(try formatter.parts(from: when.instant()))
            : .string(try formatter.string(from: when.instant()))
    }

    /// The date's text handed to `body` from the formatter's buffer: no
    /// `String` made.
    func performText(with formatters: Formatters, _ body: (UTF8Span) -> Void) throws -> Bool {
        if parts { return false }
        let formatter = try formatters.date(
            locale: locale, layout: layout, calendar: calendar, timeZone: timeZone)
        try formatter.withText(from: when.instant(), body)
        return true
    }
}
