import LocaleFormat

/// `op: "locale"`: what ICU knows about a locale (Docs/Protocol.md, "Op locale").
struct LocaleOperation: FormatOperation {
    static let name = "locale"
    static let summary = "what ICU knows about a locale"

    var locale: String
    var displayLocale: String?

    init(fields: inout RequestFields) throws {
        locale = try fields.string("locale")
        displayLocale = try fields.optionalString("displayLocale")
    }

    func perform(with formatters: Formatters) throws -> JSONValue {
        // Both lengths before any ICU call.
        try LocaleIdentifier.checkLength(of: locale)
        if let displayLocale { try LocaleIdentifier.checkLength(of: displayLocale) }
        let info = try formatters.localeInfo(locale: locale, displayLocale: displayLocale)
        func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
        return .object(
            JSONObject([
                .init(key: "canonical", value: .string(info.canonical)),
                .init(key: "icuId", value: .string(info.icuID)),
                .init(key: "language", value: optional(info.language)),
                .init(key: "script", value: optional(info.script)),
                .init(key: "region", value: optional(info.region)),
                .init(key: "maximized", value: .string(info.maximized)),
                .init(key: "displayName", value: .string(info.displayName)),
                .init(key: "displayLocale", value: .string(info.displayLocale.bcp47)),
                .init(key: "rightToLeft", value: .bool(info.rightToLeft)),
                .init(key: "calendar", value: .string(info.calendar)),
                .init(key: "currency", value: optional(info.currency)),
                .init(key: "hourCycle", value: .string(info.hourCycle.rawValue)),
                .init(key: "dataLocale", value: .string(info.dataLocale)),
            ]))
    }
}
