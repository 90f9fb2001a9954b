/// Well-formedness of locale identifiers, checked in Swift before any ICU
/// call: RFC 5646 syntax for BCP 47 tags, and ICU's id grammar
/// `lang[_Script][_REGION][_VARIANT]*[@key=value;…]` for ICU ids.
///
/// ICU itself is lenient (it skips what it cannot parse), so these checks are
/// what turns `"en_US!"` or `"en--US"` into `invalidLocale`.
enum LocaleSyntax {
    /// The longest identifier accepted, in UTF-8 bytes (ICU's
    /// `ULOC_FULLNAME_CAPACITY`).
    static let maximumLength = 157

    static func isAlpha(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isAlphanumeric(_ b: UInt8) -> Bool { isAlpha(b) || isDigit(b) }

    private static func all(_ s: Substring.UTF8View, _ test: (UInt8) -> Bool) -> Bool {
        !s.isEmpty && s.allSatisfy(test)
    }

    // MARK: BCP 47

    /// RFC 5646 irregular and regular grandfathered tags, lowercased.
    private static let grandfathered: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux",
        "i-mingo", "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl",
        "sgn-ch-de", "art-lojban", "cel-gaulish", "no-bok", "no-nyn", "zh-guoyu", "zh-hakka",
        "zh-min", "zh-min-nan", "zh-xiang",
    ]

    /// Whether `tag` is a well-formed BCP 47 language tag (RFC 5646 §2.1).
    static func isWellFormedLanguageTag(_ tag: String) -> Bool {
        if grandfathered.contains(tag.lowercased()) { return true }
        let subtags = tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard let first = subtags.first else { return false }
        var index = 0
        func isPrivateUse(from start: Int) -> Bool {
            // "x" 1*("-" (1*8alphanum))
            guard start + 1 < subtags.count else { return false }
            return subtags[(start + 1)...].allSatisfy { $0.count >= 1 && $0.count <= 8 && all($0, isAlphanumeric) }
        }
        if first.count == 1 && (first.first == UInt8(ascii: "x") || first.first == UInt8(ascii: "X")) {
            return isPrivateUse(from: 0)
        }
        // language = 2*3ALPHA ["-" extlang] / 4ALPHA / 5*8ALPHA
        guard all(first, isAlpha), (2...8).contains(first.count) else { return false }
        index = 1
        if first.count <= 3 {
            var extlangs = 0
            while index < subtags.count, extlangs < 3, subtags[index].count == 3, all(subtags[index], isAlpha) {
                index += 1
                extlangs += 1
            }
        }
        // script = 4ALPHA
        if index < subtags.count, subtags[index].count == 4, all(subtags[index], isAlpha) { index += 1 }
        // region = 2ALPHA / 3DIGIT
        if index < subtags.count,
            (subtags[index].count == 2 && all(subtags[index], isAlpha))
                || (subtags[index].count == 3 && all(subtags[index], isDigit))
        {
            index += 1
        }
        // variant = 5*8alphanum / (DIGIT 3alphanum)
        var variants = Set<String>()
        while index < subtags.count {
            let s = subtags[index]
            let isVariant =
                all(s, isAlphanumeric)
                && ((5...8).contains(s.count) || (s.count == 4 && isDigit(s[s.startIndex])))
            guard isVariant else { break }
            guard variants.insert(String(decoding: s, as: UTF8.self).lowercased()).inserted else { return false }
            index += 1
        }
        // extension = singleton 1*("-" (2*8alphanum))
        var singletons = Set<UInt8>()
        while index < subtags.count {
            let s = subtags[index]
            guard s.count == 1, let singleton = s.first, isAlphanumeric(singleton) else { return false }
            let lower = singleton | 0x20
            if lower == UInt8(ascii: "x") { return isPrivateUse(from: index) }
            guard singletons.insert(lower).inserted else { return false }
            index += 1
            var parts = 0
            while index < subtags.count, subtags[index].count >= 2, subtags[index].count <= 8,
                all(subtags[index], isAlphanumeric)
            {
                index += 1
                parts += 1
            }
            guard parts > 0 else { return false }
        }
        return index == subtags.count
    }

    // MARK: ICU ids

    /// Whether `id` follows ICU's locale id grammar:
    /// `lang[_Script][_REGION][_VARIANT]*[@key=value;…]`, variants distinct
    /// regardless of case. The language may
    /// be empty when something follows it, as in the ids ICU writes for
    /// `und-US` (`_US`) and `x-yyy` (`@x=yyy`), so that every canonical id
    /// reads back.
    static func isWellFormedICUID(_ id: String) -> Bool {
        let halves = id.utf8.split(separator: UInt8(ascii: "@"), maxSplits: 1, omittingEmptySubsequences: false)
        guard let base = halves.first else { return false }
        if base.isEmpty { return halves.count == 2 && isWellFormedKeywords(halves[1]) }
        guard isWellFormedICUBase(base) else { return false }
        if halves.count == 2 { return isWellFormedKeywords(halves[1]) }
        return true
    }

    private static func isWellFormedICUBase(_ base: Substring.UTF8View) -> Bool {
        let parts = base.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false)
        guard let language = parts.first,
            language.isEmpty ? parts.count > 1 : all(language, isAlpha) && (2...8).contains(language.count)
        else {
            return false
        }
        var index = 1
        if index < parts.count, parts[index].count == 4, all(parts[index], isAlpha) { index += 1 }
        if index < parts.count {
            let region = parts[index]
            if (region.count == 2 && all(region, isAlpha)) || (region.count == 3 && all(region, isDigit)) {
                index += 1
            } else if (2...3).contains(region.count) {
                // ICU reads two or three characters here as a region
                // (`root_1D`, `en_A1`) and drops it from the BCP 47 form,
                // which then names another locale (`root` is `und`'s tag).
                return false
            } else if region.isEmpty, index + 1 < parts.count {
                index += 1  // "es__TRADITIONAL": no region, then a variant
            }
        }
        guard index < parts.count else { return true }
        // Variants must not repeat (UTS #35, as in tags): ICU's BCP 47 form of
        // de__DPO_DPO, de-x-lvariant-dpo-dpo, is one ICU cannot read back.
        var variants = Set<String>()
        return parts[index...].allSatisfy {
            (1...16).contains($0.count) && all($0, isAlphanumeric)
                && variants.insert(String(decoding: $0, as: UTF8.self).lowercased()).inserted
        }
    }

    private static func isWellFormedKeywords(_ list: Substring.UTF8View) -> Bool {
        let pairs = list.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard !pairs.isEmpty else { return false }
        return pairs.allSatisfy { pair in
            let kv = pair.split(separator: UInt8(ascii: "="), omittingEmptySubsequences: false)
            guard kv.count == 2, (1...25).contains(kv[0].count), all(kv[0], isAlphanumeric) else { return false }
            let value = kv[1]
            return !value.isEmpty
                && value.allSatisfy {
                    isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
                        || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "+")
                }
        }
    }
}
