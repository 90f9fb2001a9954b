import CICU

// The independent path of the differential tests: ICU reached through the C
// shim directly, with a buffer loop, handles and skeletons written here, not
// taken from the library's Swift code. Only what ICU itself does is shared.

/// An ICU failure on the reference path.
struct ShimFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String {
        guard let name = cicu_error_name(status) else { return "UErrorCode \(status)" }
        return String(cString: name)
    }
}

enum Shim {
    static let bufferOverflow: Int32 = 15

    /// Runs a shim call that writes UTF-8 into `out`/`capacity`, growing the
    /// buffer to the length it asks for.
    static func string(_ call: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32) throws
        -> String
    {
        var capacity = 128
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            var status: Int32 = 0
            let length = buffer.withUnsafeMutableBufferPointer { out -> Int32 in
                guard let base = out.baseAddress else { return 0 }
                return call(base, Int32(out.count), &status)
            }
            if status == bufferOverflow, Int(length) >= capacity {
                capacity = Int(length) + 1
                continue
            }
            if status > 0 { throw ShimFailure(status: status) }
            return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    static func list(_ call: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32) -> [String] {
        ((try? string(call)) ?? "").split(separator: " ").map(String.init)
    }

    /// ICU's available locales, as ICU ids.
    static let availableLocales: [String] = list { cicu_uloc_available($0, $1, $2) }
    /// Every zone id ICU knows, aliases included.
    static let timeZoneIDs: [String] = list { cicu_timezone_ids($0, $1, $2) }
    /// ICU's calendar types.
    static let calendarNames: [String] = list { cicu_calendar_names($0, $1, $2) }
    /// ICU's ISO 4217 codes.
    static let currencyCodes: [String] = list { cicu_ucurr_iso_codes($0, $1, $2) }

    /// ICU's ISO 639 languages, ISO 3166 regions and ISO 15924 scripts.
    static let isoLanguages: [String] = list { cicu_uloc_iso_languages($0, $1, $2) }
    static let isoCountries: [String] = list { cicu_uloc_iso_countries($0, $1, $2) }
    static let scriptCodes: [String] = list { cicu_uscript_codes($0, $1, $2) }

    /// ICU's facts about a locale, each from one ICU call on `id` itself.
    static func calendarType(_ id: String) throws -> String { try string { cicu_calendar_type(id, $0, $1, $2) } }
    static func dataLocale(_ id: String) throws -> String { try string { cicu_uloc_data_locale(id, $0, $1, $2) } }
    static func currency(_ id: String) throws -> String { try string { cicu_ucurr_for_locale(id, $0, $1, $2) } }
    static func baseName(_ id: String) throws -> String { try string { cicu_uloc_get_part(id, 4, $0, $1, $2) } }
    static func displayName(_ id: String, in display: String) throws -> String {
        try string { cicu_uloc_get_display_name(id, display, $0, $1, $2) }
    }
    /// udatpg_getDefaultHourCycle: 0 h11, 1 h12, 2 h23, 3 h24.
    static func hourCycle(_ id: String) throws -> Int32 {
        var status: Int32 = 0
        guard let generator = cicu_udatpg_open(id, &status), status <= 0 else { throw ShimFailure(status: status) }
        defer { cicu_udatpg_close(generator) }
        let cycle = cicu_udatpg_default_hour_cycle(generator, &status)
        if status > 0 { throw ShimFailure(status: status) }
        return cycle
    }

    static func fractionDigits(currency: String) -> Int {
        var status: Int32 = 0
        return Int(cicu_ucurr_default_fraction_digits(currency, &status))
    }
}

/// A `UDateFormat` opened by the reference path.
final class ReferenceDateFormat {
    private let raw: OpaquePointer

    /// Styles as `UDateFormatStyle` (0 full … 3 short, -1 none), or a pattern.
    init(locale: String, timeZone: String, dateStyle: Int32, timeStyle: Int32, pattern: String?) throws {
        var status: Int32 = 0
        let opened: OpaquePointer?
        if let pattern {
            opened = cicu_udat_open(
                -2, -2, locale, timeZone, Int32(timeZone.utf8.count), pattern, Int32(pattern.utf8.count), &status)
        } else {
            opened = cicu_udat_open(timeStyle, dateStyle, locale, timeZone, Int32(timeZone.utf8.count), nil, 0, &status)
        }
        guard let opened, status <= 0 else { throw ShimFailure(status: status) }
        raw = opened
    }

    deinit { cicu_udat_close(raw) }

    func format(_ milliseconds: Double) throws -> String {
        try Shim.string { cicu_udat_format(raw, milliseconds, $0, $1, $2) }
    }

    /// From a generator opened for this call and closed after it.
    static func bestPattern(locale: String, skeleton: String) throws -> String {
        var status: Int32 = 0
        guard let generator = cicu_udatpg_open(locale, &status), status <= 0 else { throw ShimFailure(status: status) }
        defer { cicu_udatpg_close(generator) }
        return try Shim.string { cicu_udatpg_best(generator, skeleton, Int32(skeleton.utf8.count), $0, $1, $2) }
    }
}

/// A `UNumberFormatter` opened by the reference path from a skeleton.
final class ReferenceNumberFormat {
    let raw: OpaquePointer

    init(skeleton: String, locale: String) throws {
        var status: Int32 = 0
        var offset: Int32 = -1
        guard let opened = cicu_unumf_open(skeleton, Int32(skeleton.utf8.count), locale, &offset, &status),
            status <= 0
        else { throw ShimFailure(status: status) }
        raw = opened
    }

    deinit { cicu_unumf_close(raw) }

    func format(_ decimal: String) throws -> String {
        try Shim.string { cicu_unumf_format_decimal(raw, decimal, Int32(decimal.utf8.count), $0, $1, $2) }
    }
}

/// A `UPluralRules` opened by the reference path.
final class ReferencePluralRules {
    private let raw: OpaquePointer

    init(locale: String, ordinal: Bool) throws {
        var status: Int32 = 0
        guard let opened = cicu_uplrules_open(locale, ordinal ? 1 : 0, &status), status <= 0 else {
            throw ShimFailure(status: status)
        }
        raw = opened
    }

    deinit { cicu_uplrules_close(raw) }

    /// The keyword of `decimal` as `formatter` shows it.
    func select(_ decimal: String, shownBy formatter: ReferenceNumberFormat) throws -> String {
        try Shim.string {
            cicu_uplrules_select_decimal(raw, formatter.raw, decimal, Int32(decimal.utf8.count), $0, $1, $2)
        }
    }
}

/// A `UCollator` opened by the reference path; -1 leaves an option alone.
/// Normalization is on unless the locale sets it, as Docs/Protocol.md
/// documents the library's default (ICU's own is off in most tailorings).
final class ReferenceCollator {
    private let raw: OpaquePointer

    init(locale: String, strength: Int32, numeric: Int32, caseFirst: Int32, alternate: Int32) throws {
        var status: Int32 = 0
        guard let opened = cicu_ucol_open(locale, &status), status <= 0 else { throw ShimFailure(status: status) }
        cicu_ucol_set_options(opened, strength, numeric, caseFirst, alternate, &status)
        if !locale.contains("colnormalization=") { cicu_ucol_set_normalization(opened, 1, &status) }
        guard status <= 0 else {
            cicu_ucol_close(opened)
            throw ShimFailure(status: status)
        }
        raw = opened
    }

    deinit { cicu_ucol_close(raw) }

    func compare(_ a: String, _ b: String) -> Int32 {
        var status: Int32 = 0
        return cicu_ucol_strcoll_utf8(raw, a, Int32(a.utf8.count), b, Int32(b.utf8.count), &status)
    }

    func sortKey(_ text: String) throws -> [UInt8] {
        var capacity = 64
        while true {
            var key = [UInt8](repeating: 0, count: capacity)
            var status: Int32 = 0
            let length = key.withUnsafeMutableBufferPointer {
                cicu_ucol_get_sort_key(raw, text, Int32(text.utf8.count), $0.baseAddress, Int32($0.count), &status)
            }
            if status == Shim.bufferOverflow, Int(length) > capacity {
                capacity = Int(length)
                continue
            }
            if status > 0 { throw ShimFailure(status: status) }
            return Array(key.prefix(Int(length)))
        }
    }
}

/// The shim's named-argument `icu::MessageFormat`, opened by the reference path.
final class ReferenceMessageFormat {
    private let raw: OpaquePointer

    enum Value {
        case string(String)
        case integer(Int64)
        case decimal(String)
        case date(Double)
    }

    init(pattern: String, locale: String, timeZone: String) throws {
        var status: Int32 = 0
        var offset: Int32 = -1
        guard
            let opened = cicu_msgfmt_open(
                pattern, Int32(pattern.utf8.count), locale, timeZone, Int32(timeZone.utf8.count), &offset, &status),
            status <= 0
        else { throw ShimFailure(status: status) }
        raw = opened
    }

    deinit { cicu_msgfmt_close(raw) }

    func format(_ arguments: [(String, Value)]) throws -> String {
        // Keep every string alive, NUL-terminated, for the call.
        let names = arguments.map { Array($0.0.utf8CString) }
        let texts: [[CChar]] = arguments.map {
            switch $0.1 {
            case .string(let s), .decimal(let s): Array(s.utf8CString)
            case .integer, .date: [0]
            }
        }
        var result: Result<String, any Error> = .success("")
        func call(_ index: Int, _ built: [CICUMessageArgument]) {
            guard index < arguments.count else {
                // Formatted again for a larger buffer when the first is too small.
                result = Result {
                    try Shim.string { out, capacity, status in
                        var overLimit: Int32 = 0
                        return cicu_msgfmt_format_utf8(
                            raw, built, Int32(built.count), Int32.max, 1 << 14, out, capacity, &overLimit, status)
                    }
                }
                return
            }
            names[index].withUnsafeBufferPointer { name in
                texts[index].withUnsafeBufferPointer { text in
                    var argument = CICUMessageArgument(
                        name: name.baseAddress, name_length: Int32(name.count - 1), kind: 0,
                        text: text.baseAddress, text_length: Int32(text.count - 1), integer: 0, date: 0)
                    switch arguments[index].1 {
                    case .string: argument.kind = 0
                    case .integer(let value): argument.kind = 1; argument.integer = value
                    case .decimal: argument.kind = 2
                    case .date(let ms): argument.kind = 3; argument.date = ms
                    }
                    call(index + 1, built + [argument])
                }
            }
        }
        call(0, [])
        return try result.get()
    }
}

/// A `UCaseMap` opened by the reference path.
final class ReferenceCaseMap {
    private let raw: OpaquePointer

    init(locale: String) throws {
        var status: Int32 = 0
        guard let opened = cicu_ucasemap_open(locale, &status), status <= 0 else { throw ShimFailure(status: status) }
        raw = opened
    }

    deinit { cicu_ucasemap_close(raw) }

    func upper(_ text: String) throws -> String {
        try Shim.string { cicu_ucasemap_utf8_to_upper(raw, text, Int32(text.utf8.count), $0, $1, $2) }
    }

    func lower(_ text: String) throws -> String {
        try Shim.string { cicu_ucasemap_utf8_to_lower(raw, text, Int32(text.utf8.count), $0, $1, $2) }
    }

    func title(_ text: String) throws -> String {
        try Shim.string { cicu_ucasemap_utf8_to_title(raw, text, Int32(text.utf8.count), $0, $1, $2) }
    }
}
