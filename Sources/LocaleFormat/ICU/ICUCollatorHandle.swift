internal import CICU

/// Owns one ICU `UCollator`.
///
/// `@unchecked Sendable`: ICU documents const use of one collator from many
/// threads at once as safe (`ucol_strcollUTF8` and `ucol_getSortKey` take a
/// `const UCollator *`), and the handle's options are set in `init` and never
/// changed afterwards.
final class ICUCollatorHandle: @unchecked Sendable {
    private let raw: OpaquePointer

    /// Opens a collator and sets the options that are not nil, numbered as the
    /// shim numbers them (`cicu_ucol_set_options`); -1 leaves an option alone.
    /// `normalization` is 0 (off), 1 (on) or -1: on unless the locale sets it
    /// (`colnormalization`) or `rules` do (`[normalization …]`). With `rules`,
    /// the collator is the locale's tailoring followed by them
    /// (`cicu_ucol_open_rules`).
    /// - Throws: `invalidLocale` for a collation keyword value ICU does not
    ///   know; the error `invalidRules` builds from ICU's status and the
    ///   UTF-16 offset in `rules` it reported (nil when none) for rules ICU
    ///   rejects; `internal` when ICU fails otherwise.
    init(
        locale: String, strength: Int32, numeric: Int32, caseFirst: Int32, alternate: Int32,
        normalization: Int32 = -1, rules: String? = nil,
        invalidRules: (_ status: ICUStatus, _ utf16Offset: Int?) -> LocaleFormatError = { status, _ in
            LocaleFormatError(.invalidPattern, "ICU rejects the collation rules", icuErrorName: status.name)
        }
    ) throws(LocaleFormatError) {
        var status: Int32 = 0
        let opened: OpaquePointer?
        if let rules {
            guard let length = Int32(exactly: rules.utf8.count) else {
                throw LocaleFormatError(.limitExceeded, "the collation rules are too long")
            }
            var rulesFailed: Int32 = 0
            var offset: Int32 = -1
            opened = cicu_ucol_open_rules(locale, rules, length, &rulesFailed, &offset, &status)
            if rulesFailed != 0 {
                throw invalidRules(ICUStatus(rawValue: status), offset >= 0 ? Int(offset) : nil)
            }
        } else {
            opened = cicu_ucol_open(locale, &status)
        }
        guard let opened, !ICUStatus(rawValue: status).isFailure else {
            // U_ILLEGAL_ARGUMENT_ERROR: a collation keyword of the locale has
            // a value ICU does not know (en-u-ks-foo, en@colstrength=foo).
            let failure = ICUStatus(rawValue: status)
            try failure.check(
                failure.rawValue == ICUStatus.illegalArgument ? .invalidLocale : .internal, "ucol_open(\(locale))")
            throw LocaleFormatError(.internal, "ucol_open(\(locale)) returned no collator")
        }
        cicu_ucol_set_options(opened, strength, numeric, caseFirst, alternate, &status)
        // Normalization on unless the locale or the rules say (`-u-kk-`,
        // `[normalization off]`): canonically equivalent strings compare
        // equal whatever the order of their marks, as the UCA requires, where
        // ICU's tailorings mostly leave it off.
        if normalization >= 0 {
            cicu_ucol_set_normalization(opened, normalization == 1 ? 1 : 0, &status)
        } else if !locale.contains("colnormalization="), !(rules?.contains("[normalization") ?? false) {
            cicu_ucol_set_normalization(opened, 1, &status)
        }
        guard !ICUStatus(rawValue: status).isFailure else {
            cicu_ucol_close(opened)
            try ICUStatus(rawValue: status).check(.internal, "ucol_setAttribute(\(locale))")
            throw LocaleFormatError(.internal, "ucol_setAttribute(\(locale)) failed")
        }
        raw = opened
    }

    deinit { cicu_ucol_close(raw) }

    /// The options in effect (the tailoring's values where none was set):
    /// strength, numeric, caseFirst, alternate, numbered as the shim does.
    func effectiveOptions() -> (strength: Int32, numeric: Int32, caseFirst: Int32, alternate: Int32) {
        var status: Int32 = 0
        var strength: Int32 = 2, numeric: Int32 = 0, caseFirst: Int32 = 0, alternate: Int32 = 0
        cicu_ucol_get_options(raw, &strength, &numeric, &caseFirst, &alternate, &status)
        return (strength, numeric, caseFirst, alternate)
    }

    /// Whether normalization is on (`UCOL_NORMALIZATION_MODE`).
    func normalizationInEffect() -> Bool {
        var status: Int32 = 0
        return cicu_ucol_get_normalization(raw, &status) != 0
    }

    /// `ucol_strcollUTF8` on the strings' own UTF-8: -1, 0 or 1.
    ///
    /// ICU cannot fail on valid UTF-8 (every Swift `String`) short of its
    /// int32 lengths: a string of 2 GiB or more, or a failure ICU has no
    /// reason to report, compares in UTF-8 byte order instead.
    @inline(__always)
    func compare(_ a: String, _ b: String) -> Int32 {
        // The strings' own bytes, borrowed (a small string's from the stack);
        // the pointer captured rather than `self`, which the caller holds.
        let collator = raw
        let lent = a.utf8.withContiguousStorageIfAvailable { ua in
            b.utf8.withContiguousStorageIfAvailable { ub in Self.compare(collator, ua, ub) }
        }
        if let lent, let order = lent { return order }
        return compareCopies(a, b)
    }

    /// ``compare(_:_:)`` for strings that do not lend their UTF-8 (bridged
    /// ones): compared in native copies. Out of line, so that the usual
    /// path inlines small.
    @inline(never)
    private func compareCopies(_ a: String, _ b: String) -> Int32 {
        let collator = raw
        var a = a
        var b = b
        return a.withUTF8 { ua in b.withUTF8 { ub in Self.compare(collator, ua, ub) } }
    }

    @inline(__always)
    private static func compare(
        _ collator: OpaquePointer, _ ua: UnsafeBufferPointer<UInt8>, _ ub: UnsafeBufferPointer<UInt8>
    ) -> Int32 {
        guard let la = Int32(exactly: ua.count), let lb = Int32(exactly: ub.count) else {
            return byteOrder(ua, ub)
        }
        var status: Int32 = 0
        let order = cicu_ucol_strcoll_utf8(collator, chars(ua.baseAddress), la, chars(ub.baseAddress), lb, &status)
        guard !ICUStatus(rawValue: status).isFailure else { return byteOrder(ua, ub) }
        return order
    }

    /// The sort key of `text` (`ucol_getSortKey`), trailing 00 byte included.
    func sortKey(_ text: String) throws(LocaleFormatError) -> [UInt8] {
        var text = text
        // `withUTF8` rethrows untyped: carry the typed error out in a Result.
        return try text.withUTF8 { utf8 in
            Result { () throws(LocaleFormatError) in
                var scratch = [UInt8](repeating: 0, count: Self.scratchCapacity(for: utf8.count))
                let length = try writeSortKey(utf8, into: &scratch)
                return Array(scratch[0..<length])
            }
        }.get()
    }

    /// The permutation that sorts `strings` stably: indices into `strings`,
    /// ordered by sort key bytes, ties (equal keys, that is `compare` 0) in
    /// their original order. One `ucol_getSortKey` per string, then
    /// O(n log n) byte comparisons, instead of O(n log n) collator calls.
    func sortedIndices(_ strings: [String]) throws(LocaleFormatError) -> [Int] {
        guard strings.count > 1 else { return Array(strings.indices) }
        // All keys in one buffer; key i is keys[offsets[i] ..< offsets[i + 1]].
        var keys: [UInt8] = []
        keys.reserveCapacity(strings.count * 24)
        var offsets: [Int] = [0]
        offsets.reserveCapacity(strings.count + 1)
        var scratch = [UInt8](repeating: 0, count: 1024)
        for string in strings {
            var string = string
            let length = try string.withUTF8 { utf8 in
                Result { () throws(LocaleFormatError) in try writeSortKey(utf8, into: &scratch) }
            }.get()
            keys.append(contentsOf: scratch[0..<length])
            offsets.append(keys.count)
        }
        var order = Array(strings.indices)
        keys.withUnsafeBufferPointer { keyBuffer in
            offsets.withUnsafeBufferPointer { offsetBuffer in
                guard let base = keyBuffer.baseAddress else { return }
                order.sort { i, j in
                    let startI = offsetBuffer[i], endI = offsetBuffer[i + 1]
                    let startJ = offsetBuffer[j], endJ = offsetBuffer[j + 1]
                    let common = Swift.min(endI - startI, endJ - startJ)
                    var k = 0
                    while k < common {
                        let x = base[startI + k], y = base[startJ + k]
                        if x != y { return x < y }
                        k += 1
                    }
                    // Keys end with their only 00 byte, so one key is never a
                    // proper prefix of another: equal here means equal keys.
                    if endI - startI != endJ - startJ { return endI - startI < endJ - startJ }
                    return i < j
                }
            }
        }
        return order
    }

    /// Writes the key of `utf8` into `scratch` (growing it when ICU asks for
    /// more) and returns its length.
    private func writeSortKey(_ utf8: UnsafeBufferPointer<UInt8>, into scratch: inout [UInt8]) throws(LocaleFormatError)
        -> Int
    {
        guard let length = Int32(exactly: utf8.count) else {
            throw LocaleFormatError(.limitExceeded, "a string of \(utf8.count) bytes is too long for a sort key")
        }
        for _ in 0..<2 {
            var status: Int32 = 0
            let capacity = Int32(clamping: scratch.count)
            let needed = scratch.withUnsafeMutableBufferPointer { out in
                cicu_ucol_get_sort_key(raw, Self.chars(utf8.baseAddress), length, out.baseAddress, capacity, &status)
            }
            if status == ICUStatus.bufferOverflow, needed > capacity {
                scratch = [UInt8](repeating: 0, count: Int(needed))
                continue
            }
            try ICUStatus(rawValue: status).check(.internal, "ucol_getSortKey")
            guard needed > 0, needed <= capacity else { break }
            return Int(needed)
        }
        throw LocaleFormatError(.internal, "ucol_getSortKey: the key changed size between calls")
    }

    /// A first guess at a key's size: ICU's keys are usually 1.5-3 bytes
    /// per UTF-16 unit.
    private static func scratchCapacity(for utf8Count: Int) -> Int {
        Swift.max(64, Swift.min(utf8Count &* 4, Int(Int32.max / 2)) + 16)
    }

    private static func chars(_ p: UnsafePointer<UInt8>?) -> UnsafePointer<CChar>? {
        guard let p else { return nil }
        return UnsafeRawPointer(p).assumingMemoryBound(to: CChar.self)
    }

    private static func byteOrder(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int32 {
        if a.elementsEqual(b) { return 0 }
        return a.lexicographicallyPrecedes(b) ? -1 : 1
    }
}
