import LocaleFormat

/// `op: "locale"`: what ICU knows about a locale (Docs/Protocol.md, "Op locale").
struct LocaleOperation: FormatOperation {
    static let name = "locale"
    static let summary = "what ICU knows about a locale"

    static let fields: [OperationField] = [
        .locale,
        .optional("displayLocale", .text, "the locale the display name is in; by default the locale itself"),
    ]
    static let result = FieldType.object(
        [
            .required("canonical", .text, "the canonical BCP 47 tag"),
            .required("icuId", .text, "ICU's canonical id"),
            .required("maximized", .text, "the tag with likely subtags added"),
            .required("minimized", .text, "the tag with likely subtags removed, keeping the region (ICU's)"),
            .required("minimizedFavoringScript", .text, "the tag with likely subtags removed, keeping the script"),
            .required("displayName", .text, "the locale's name"),
            .required("displayLocale", .text, "the locale the name is in"),
            .required("calendar", .text, "the locale's calendar"),
            .required("dataLocale", .text, "the locale whose data ICU uses"),
            .required("language", .nullable(.text), "the language subtag"),
            .required("script", .nullable(.text), "the script subtag"),
            .required("region", .nullable(.text), "the region subtag"),
            .required("currency", .nullable(.text), "the locale's currency"),
            .required("rightToLeft", .boolean, "whether the script is written right to left"),
            .required("hourCycle", .choice(["h11", "h12", "h23", "h24"]), "the locale's hour cycle"),
        ], minimumFields: 0)
    static let example = #"{"op":"locale","locale":"ar-EG","displayLocale":"en"}"#

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
                .init(key: "minimized", value: .string(info.minimized)),
                .init(key: "minimizedFavoringScript", value: .string(info.minimizedFavoringScript)),
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
