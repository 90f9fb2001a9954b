internal import CICU

/// Owns one ICU `ULocaleDisplayNames`, and wraps the stateless name calls
/// (`ucurr_getName`, `udatpg_getFieldDisplayName`, `uloc_toLegacyKey`).
///
/// `@unchecked Sendable`: every `uldn_*` name function takes a
/// `const ULocaleDisplayNames *`; ICU's implementation keeps no state
/// between calls but a capitalization break iterator that it locks, and
/// never uses without a capitalization context (the shim sets none).
final class ICUDisplayNamesHandle: @unchecked Sendable {
    /// What ``name(_:code:key:)`` names (`CICU_NAME_*`).
    enum Kind: Int32 {
        case locale = 0, script, region, variant, key, keyValue
    }

    private let raw: OpaquePointer

    init(locale: String, dialect: Bool, fullLength: Bool, substitute: Bool) throws(LocaleFormatError) {
        var status: Int32 = 0
        let opened = cicu_uldn_open(locale, dialect ? 1 : 0, fullLength ? 1 : 0, substitute ? 1 : 0, &status)
        guard let opened, !ICUStatus(rawValue: status).isFailure else {
            try ICUStatus(rawValue: status).check(.internal, "uldn_openForContext(\(locale))")
            throw LocaleFormatError(.internal, "uldn_openForContext(\(locale)) returned nothing")
        }
        raw = opened
    }

    deinit { cicu_uldn_close(raw) }

    /// ICU's name of `code`, or nil when ICU has none (only without
    /// substitution: ICU reports `U_ILLEGAL_ARGUMENT_ERROR`).
    /// - Throws: `internal` when ICU fails otherwise.
    func name(_ kind: Kind, code: String, key: String = "") throws(LocaleFormatError) -> String? {
        do {
            let name = try ICUString.withCText(code) { (cCode, _) throws(LocaleFormatError) in
                try ICUString.withCText(key) { (cKey, _) throws(LocaleFormatError) in
                    try ICUString.make(.internal, "uldn name of \(code.prefix(64))") { out, capacity, status in
                        cicu_uldn_name(raw, kind.rawValue, cKey, cCode, out, capacity, &status)
                    }
                }
            }
            return name.isEmpty ? nil : name
        } catch  where error.icuErrorName == "U_ILLEGAL_ARGUMENT_ERROR" {
            return nil
        }
    }

    /// `uloc_getName`: an ICU-spelled id with its cases fixed.
    static func icuName(_ id: String) throws(LocaleFormatError) -> String {
        try ICUString.make(.invalidLocale, "uloc_getName(\(id.prefix(64)))") { out, capacity, status in
            cicu_uloc_get_name(id, out, capacity, &status)
        }
    }

    /// `uloc_toLegacyKey`, or nil when ICU returns NULL.
    static func legacyKey(_ key: String) -> String? {
        try? ICUString.make(.invalidLocale, "uloc_toLegacyKey") { out, capacity, status in
            cicu_uloc_to_legacy_key(key, out, capacity, &status)
        }
    }

    /// `ucurr_getName` of a three-letter code; `style` 0 long name, 1
    /// symbol, 2 narrow symbol. ICU answers the code when it has no name.
    static func currencyName(_ code: String, locale: String, style: Int32) throws(LocaleFormatError) -> String {
        try ICUString.make(.internal, "ucurr_getName(\(code))") { out, capacity, status in
            cicu_ucurr_get_name(code, locale, style, out, capacity, &status)
        }
    }
}
