import LocaleFormat

/// `op: "interval"` (Docs/Protocol.md, "Op interval"): the range between two
/// instants ("Aug 7 – 10, 2015").
struct IntervalOperation: FormatOperation {
    static let name = "interval"
    static let summary = "the range between two instants: \"Aug 7 – 10, 2015\""

    static let fields: [OperationField] = [
        .locale,
        .required("start", .instant, "the first instant"),
        .required("end", .instant, "the second instant"),
        .defaulted("timeZone", .text, .string("UTC"), "an IANA time zone id, or GMT with an offset"),
        .optional("calendar", .text, "a calendar such as buddhist; by default the locale's"),
        .optional("skeleton", .boundedText(1...100), "the fields wanted, such as yMMMd"),
        .choice("dateStyle", DateFormat.Style.self, "the dates' length; instead of skeleton"),
        .choice("timeStyle", DateFormat.Style.self, "the times' length; instead of skeleton"),
        PartsField.field,
    ]
    static let result = PartsField.result
    static let example =
        #"{"op":"interval","locale":"en-US","start":"2015-08-07T17:29:32Z","end":"2015-08-10T10:00:00Z","skeleton":"yMMMd"}"#

    var locale: String
    var start: DateOperation.When
    var end: DateOperation.When
    var timeZone: String
    var calendar: String?
    var layout: DateIntervalFormat.Layout
    var parts: Bool

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        start = try DateOperation.When(fields: &fields, name: "start")
        end = try DateOperation.When(fields: &fields, name: "end")
        timeZone = try fields.optionalString("timeZone", recurring: .timeZones) ?? "UTC"
        calendar = try fields.optionalString("calendar")
        parts = try PartsField.read(&fields)
        let dateStyle = try fields.optionalEnum("dateStyle", DateFormat.Style.self)
        let timeStyle = try fields.optionalEnum("timeStyle", DateFormat.Style.self)
        let skeleton = try fields.optionalString("skeleton")
        switch (dateStyle != nil || timeStyle != nil, skeleton) {
        case (true, nil):
            guard dateStyle ?? .none != .none || timeStyle ?? .none != .none else {
                throw RequestFields.invalid("\"dateStyle\" and \"timeStyle\" cannot both be \"none\"")
            }
            layout = .styles(date: dateStyle ?? .none, time: timeStyle ?? .none)
        case (false, let skeleton?):
            layout = .skeleton(skeleton)
        case (false, nil):
            throw RequestFields.invalid("an interval request needs \"dateStyle\"/\"timeStyle\" or \"skeleton\"")
        case (true, _?):
            throw RequestFields.invalid("\"dateStyle\"/\"timeStyle\" and \"skeleton\" are alternatives; give one")
        }
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        let (from, to) = (try start.instant(), try end.instant())
        let format = try formatters.dateInterval(
            locale: locale, layout: layout, calendar: calendar, timeZone: timeZone)
        return parts
            ? PartsField.json(try format.parts(from: from, to: to)) : .string(try format.string(from: from, to: to))
    }
}
