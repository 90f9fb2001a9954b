internal import CICU

/// The locale calls of the shim, one Swift function each.
enum ICULocale {
    enum Part: Int32 {
        case language = 0, script, country, variant, baseName
    }

    /// `uloc_forLanguageTag`; nil unless ICU consumed the whole tag.
    static func forLanguageTag(_ tag: String) -> String? {
        var parsed: Int32 = 0
        let id = try? ICUString.make(.invalidLocale, "uloc_forLanguageTag") { out, cap, st in
            cicu_uloc_for_language_tag(tag, out, cap, &parsed, &st)
        }
        guard let id, Int(parsed) == tag.utf8.count else { return nil }
        return id
    }

    /// `uloc_toLanguageTag`; `strict` fails instead of dropping what a tag cannot carry.
    static func toLanguageTag(_ id: String, strict: Bool = false) throws(LocaleFormatError) -> String {
        try ICUString.make(.invalidLocale, "uloc_toLanguageTag(\(id))") { out, cap, st in
            cicu_uloc_to_language_tag(id, strict ? 1 : 0, out, cap, &st)
        }
    }

    static func canonicalize(_ id: String) throws(LocaleFormatError) -> String {
        try ICUString.make(.invalidLocale, "uloc_canonicalize(\(id))") { out, cap, st in
            cicu_uloc_canonicalize(id, out, cap, &st)
        }
    }

    static func part(_ part: Part, of id: String) -> String {
        (try? ICUString.make(.internal, "uloc part") { out, cap, st in
            cicu_uloc_get_part(id, part.rawValue, out, cap, &st)
        }) ?? ""
    }

    static func keywordValue(_ keyword: String, in id: String) -> String? {
        // Keywords follow an `@`: without one there is none to ask ICU for
        // (each uloc call parses the id again; a three-letter language
        // costs ICU a linear scan of its language table).
        guard id.utf8.contains(UInt8(ascii: "@")) else { return nil }
        let value = try? ICUString.make(.internal, "uloc_getKeywordValue") { out, cap, st in
            cicu_uloc_get_keyword_value(id, keyword, out, cap, &st)
        }
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    /// The id with `keyword` set to `value` (or removed, when `value` is nil).
    static func settingKeyword(_ keyword: String, to value: String?, in id: String) throws(LocaleFormatError) -> String
    {
        let capacity = id.utf8.count + keyword.utf8.count + (value?.utf8.count ?? 0) + 8
        // `withUnsafeTemporaryAllocation` rethrows untyped: carry the typed
        // error out in a Result.
        return try withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            Result { () throws(LocaleFormatError) in
                guard let base = buffer.baseAddress else {
                    throw LocaleFormatError(.internal, "out of memory")
                }
                buffer.initialize(repeating: 0)
                for (offset, byte) in id.utf8.enumerated() { base[offset] = CChar(bitPattern: byte) }
                var status: Int32 = 0
                let length = cicu_uloc_set_keyword_value(keyword, value ?? "", base, Int32(capacity), &status)
                try ICUStatus(rawValue: status).check(.invalidLocale, "uloc_setKeywordValue(\(keyword))")
                return base.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
                    String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
                }
            }
        }.get()
    }

    /// `cicu_uloc_open_id`: the id ICU services are opened with for the
    /// canonical id `id` (see ``LocaleIdentifier`` `dataID`); `""` for root.
    static func openID(for id: String) throws(LocaleFormatError) -> String {
        try ICUString.make(.invalidLocale, "open id of \(id)") { out, cap, st in
            cicu_uloc_open_id(id, out, cap, &st)
        }
    }

    /// `cicu_uloc_collation_id`: the id collators are opened with for a canonical id.
    static func collationID(for id: String) throws(LocaleFormatError) -> String {
        try ICUString.make(.invalidLocale, "collation id of \(id)") { out, cap, st in
            cicu_uloc_collation_id(id, out, cap, &st)
        }
    }

    /// `cicu_uloc_case_id`: the id case mapping is opened with for a canonical id.
    static func caseMappingID(for id: String) throws(LocaleFormatError) -> String {
        try ICUString.make(.invalidLocale, "case mapping id of \(id)") { out, cap, st in
            cicu_uloc_case_id(id, out, cap, &st)
        }
    }

    /// `cicu_uloc_zone_id`: the id date patterns with generic zone names are
    /// opened with for a canonical id.
    static func zoneID(for id: String) throws(LocaleFormatError) -> String {
        try ICUString.make(.invalidLocale, "zone id of \(id)") { out, cap, st in
            cicu_uloc_zone_id(id, out, cap, &st)
        }
    }

    static func addLikelySubtags(_ id: String) throws(LocaleFormatError) -> String {
        try ICUString.make(.invalidLocale, "uloc_addLikelySubtags(\(id))") { out, cap, st in
            cicu_uloc_add_likely_subtags(id, out, cap, &st)
        }
    }

    static func minimizeSubtags(_ id: String) throws(LocaleFormatError) -> String {
        try ICUString.make(.invalidLocale, "uloc_minimizeSubtags(\(id))") { out, cap, st in
            cicu_uloc_minimize_subtags(id, out, cap, &st)
        }
    }

    static func displayName(of id: String, in displayID: String) throws(LocaleFormatError) -> String {
        try ICUString.make(.internal, "uloc_getDisplayName(\(id))") { out, cap, st in
            cicu_uloc_get_display_name(id, displayID, out, cap, &st)
        }
    }

    static func isRightToLeft(_ id: String) -> Bool { cicu_uloc_is_right_to_left(id) != 0 }

    /// The locale whose data ICU has for `id`, ignoring ICU's default locale.
    static func dataLocale(of id: String) -> String {
        (try? ICUString.make(.internal, "data locale") { out, cap, st in
            cicu_uloc_data_locale(id, out, cap, &st)
        }) ?? "root"
    }

    static func currency(of id: String) -> String? {
        let code = try? ICUString.make(.internal, "ucurr_forLocale") { out, cap, st in
            cicu_ucurr_for_locale(id, out, cap, &st)
        }
        guard let code, !code.isEmpty else { return nil }
        return code
    }

    /// The numbering system the locale uses (`unumsys_open`): `"latn"`,
    /// `"thai"`. ICU fails with `U_UNSUPPORTED_ERROR` for a `numbers`
    /// keyword it does not know.
    static func numberingSystem(of id: String) throws(LocaleFormatError) -> String {
        try ICUString.make(.invalidLocale, "unumsys_open(\(id))") { out, cap, st in
            cicu_unumsys_get_name(id, out, cap, &st)
        }
    }

    /// The first keyword whose value ICU does not know for its key
    /// (keyTypeData), such as `("currency", "ch1")`; nil when all are known.
    static func unknownKeyword(in id: String) -> (key: String, value: String)? {
        guard id.utf8.contains(UInt8(ascii: "@")) else { return nil }  // no keywords
        let found =
            (try? ICUString.make(.internal, "keyword values") { out, cap, st in
                cicu_uloc_unknown_keyword(id, out, cap, &st)
            }) ?? ""
        guard let equals = found.firstIndex(of: "=") else { return nil }
        return (String(found[..<equals]), String(found[found.index(after: equals)...]))
    }

    static func calendarType(of id: String) throws(LocaleFormatError) -> String {
        try ICUString.make(.internal, "ucal_getType(\(id))") { out, cap, st in
            cicu_calendar_type(id, out, cap, &st)
        }
    }

    /// Every calendar type ICU has (`ucal_getKeywordValuesForLocale`).
    static func calendarNames() -> [String] {
        (try? ICUString.make(.internal, "calendar names") { out, cap, st in
            cicu_calendar_names(out, cap, &st)
        })?.split(separator: " ").map(String.init) ?? ["gregorian"]
    }

    /// Every locale id ICU has data for (`uloc_openAvailableByType`), read once.
    static let availableIDs: Set<String> = Set(
        ((try? ICUString.make(.internal, "available locales") { out, cap, st in
            cicu_uloc_available(out, cap, &st)
        }) ?? "").split(separator: " ").map(String.init))

    /// Whether ICU knows a region code (`"DE"`, `"419"`, `"ZZ"`; not `"AA"`).
    static func isKnownRegion(_ code: String) -> Bool { cicu_region_is_known(code) != 0 }

    /// Whether ICU knows an ISO 15924 script code (`"Latn"`, `"Zzzz"`; not `"Qaaa"`).
    static func isKnownScript(_ code: String) -> Bool { cicu_script_is_known(code) != 0 }

    static func legacyType(keyword: String, value: String) -> String? {
        var known = true
        let legacy = try? ICUString.make(.internal, "uloc_toLegacyType") { out, cap, st in
            let length = cicu_uloc_to_legacy_type(keyword, value, out, cap, &st)
            if length < 0 { known = false }
            return max(0, length)
        }
        guard known, let legacy, !legacy.isEmpty else { return nil }
        return legacy
    }

    /// `ucal_getCanonicalTimeZoneID`: the canonical id and whether it is a
    /// zone of ICU's database (false for custom `GMT+hh:mm` ids).
    static func canonicalTimeZone(_ id: String) throws(LocaleFormatError) -> (id: String, isSystem: Bool) {
        var isSystem: Int8 = 0
        let canonical = try ICUString.make(.invalidTimeZone, "unknown time zone \"\(id)\"") { out, cap, st in
            cicu_timezone_canonical(id, Int32(id.utf8.count), out, cap, &isSystem, &st)
        }
        return (canonical, isSystem != 0)
    }
}
