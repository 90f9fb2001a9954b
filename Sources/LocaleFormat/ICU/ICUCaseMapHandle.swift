internal import CICU

/// Owns one ICU `UCaseMap` used only for upper- and lower-casing.
///
/// `@unchecked Sendable`: `ucasemap_utf8ToUpper` and `ucasemap_utf8ToLower`
/// take a `const UCaseMap *`; ICU documents const use from many threads as
/// safe. Title-casing mutates the map (its break iterator) and has its own
/// type, ``ICUTitleCaseMapHandle``.
final class ICUCaseMapHandle: @unchecked Sendable {
    private let raw: OpaquePointer

    init(locale: String) throws(LocaleFormatError) {
        raw = try ICUCaseMaps.open(locale)
    }

    deinit { cicu_ucasemap_close(raw) }

    func uppercased(_ text: String) throws(LocaleFormatError) -> String {
        try ICUCaseMaps.map(text, "ucasemap_utf8ToUpper") { src, length, out, cap, st in
            cicu_ucasemap_utf8_to_upper(raw, src, length, out, cap, &st)
        }
    }

    func lowercased(_ text: String) throws(LocaleFormatError) -> String {
        try ICUCaseMaps.map(text, "ucasemap_utf8ToLower") { src, length, out, cap, st in
            cicu_ucasemap_utf8_to_lower(raw, src, length, out, cap, &st)
        }
    }
}

/// Owns one ICU `UCaseMap` used for title-casing.
///
/// `@unchecked Sendable`: ICU says title-casing is not thread-safe
/// (`ucasemap_utf8ToTitle` sets the text of the word break iterator kept in
/// the map). Handles live in an ``ICUHandlePool``, which lends each to one
/// thread at a time; a handle moves between threads but is never used by two
/// at once.
final class ICUTitleCaseMapHandle: @unchecked Sendable {
    private let raw: OpaquePointer

    init(locale: String) throws(LocaleFormatError) {
        raw = try ICUCaseMaps.open(locale)
    }

    deinit { cicu_ucasemap_close(raw) }

    /// Only for a handle this thread borrowed from the pool.
    func titlecased(_ text: String) throws(LocaleFormatError) -> String {
        try ICUCaseMaps.map(text, "ucasemap_utf8ToTitle") { src, length, out, cap, st in
            cicu_ucasemap_utf8_to_title(raw, src, length, out, cap, &st)
        }
    }
}

private enum ICUCaseMaps {
    static func open(_ locale: String) throws(LocaleFormatError) -> OpaquePointer {
        var status: Int32 = 0
        guard let map = cicu_ucasemap_open(locale, &status), !ICUStatus(rawValue: status).isFailure else {
            try ICUStatus(rawValue: status).check(.internal, "ucasemap_open(\(locale))")
            throw LocaleFormatError(.internal, "ucasemap_open(\(locale)) returned no case map")
        }
        return map
    }

    /// Runs a UTF-8 to UTF-8 case mapping through the buffer helper.
    static func map(
        _ text: String, _ name: String,
        _ call: (UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
    ) throws(LocaleFormatError) -> String {
        var text = text
        // `withUTF8` rethrows untyped: carry the typed error out in a Result.
        return try text.withUTF8 { utf8 in
            Result { () throws(LocaleFormatError) in
                guard let length = Int32(exactly: utf8.count) else {
                    throw LocaleFormatError(.limitExceeded, "a text of \(utf8.count) bytes is too long to map")
                }
                let source = utf8.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
                return try ICUString.make(.internal, name) { out, cap, st in
                    call(source, length, out, cap, &st)
                }
            }
        }.get()
    }
}
