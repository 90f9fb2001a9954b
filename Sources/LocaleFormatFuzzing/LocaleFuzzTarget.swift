import LocaleFormat

/// Bytes as a locale identifier: `LocaleIdentifier`, the shared registry's
/// parse cache, `LocaleInfo`, and a date, a number and plural rules opened
/// for the locale (its keywords reach ICU: `@calendar=`, `@numbers=`, `-u-nu-`).
///
/// Invariants:
/// - parsing throws only `invalidLocale` (or `invalidCalendar` for an unknown
///   `-u-ca-` value); the registry agrees with a direct parse;
/// - a parsed identifier is canonical: parsing its ICU id gives an equal
///   identifier with the same BCP 47 form, and parsing its BCP 47 form gives
///   the same BCP 47 form again (unless it holds ICU's `-x-lvariant-`);
/// - `LocaleInfo` never fails for a parsed identifier, in its own language or
///   in English, and has a non-empty display name, calendar and BCP 47 form;
///   its currency, when it has one, is one `CurrencyFormat` accepts;
/// - a medium date, a decimal number and a plural category can be made
///   (only an unknown calendar keyword, `invalidCalendar`, may refuse the
///   date), the formatted strings are not empty, and the category is one of
///   the rules' categories.
public enum LocaleFuzzTarget: FuzzTarget {
    public static let name = "FuzzLocale"

    private static let instant = (try? Instant(millisecondsSince1970: 1_438_968_572_000)) ?? .earliest
    private static let english = (try? LocaleIdentifier("en")) ?? .root

    public static func run(_ input: [UInt8]) throws(InvariantViolation) {
        let text = String(decoding: input, as: UTF8.self)
        let shown = String(text.prefix(200)).debugDescription
        func fail(_ message: String) -> InvariantViolation { InvariantViolation(name, "\(shown): \(message)") }

        let identifier: LocaleIdentifier
        do {
            identifier = try LocaleIdentifier(text)
        } catch {
            try ErrorExpectation.check(error, allowed: [.invalidLocale, .invalidCalendar], target: name, input: shown)
            do {
                _ = try Formatters.shared.locale(text)
                throw fail("the registry accepts what LocaleIdentifier refuses")
            } catch let violation as InvariantViolation {
                throw violation
            } catch {
                return
            }
        }
        guard let cached = try? Formatters.shared.locale(text), cached == identifier, cached.bcp47 == identifier.bcp47
        else { throw fail("the registry disagrees with LocaleIdentifier") }

        try checkCanonical(identifier, fail: fail)
        try checkInfo(identifier, fail: fail)
        try checkFormatters(identifier, fail: fail)
    }

    private static func checkCanonical(
        _ identifier: LocaleIdentifier, fail: (String) -> InvariantViolation
    ) throws(InvariantViolation) {
        guard !identifier.bcp47.isEmpty else { throw fail("empty BCP 47 form") }
        func reparse(_ spelling: String) throws(InvariantViolation) -> LocaleIdentifier {
            do {
                return try LocaleIdentifier(spelling)
            } catch {
                throw fail("its own form \(spelling.debugDescription) does not parse: \(error)")
            }
        }
        func show(_ id: LocaleIdentifier) -> String { "\(id.icuID.debugDescription) / \(id.bcp47.debugDescription)" }
        if !identifier.icuID.isEmpty {
            let again = try reparse(identifier.icuID)
            guard again == identifier, again.bcp47 == identifier.bcp47 else {
                throw fail("not canonical: \(show(identifier)) reads back from its ICU id as \(show(again))")
            }
        }
        // The BCP 47 form may lose what only an ICU id can carry
        // (es__TRADITIONAL is "es"), so it only has to be a fixed point; and
        // not even that with variants BCP 47 cannot carry, which ICU moves
        // into `-x-lvariant-` and reads back in another order
        // (es__TRAIITD_NAL is es-traiitd-x-lvariant-nal, read as es__NAL_TRAIITD).
        let fromTag = try reparse(identifier.bcp47)
        guard fromTag.bcp47 == identifier.bcp47 || identifier.bcp47.contains("-x-lvariant-") else {
            throw fail("the BCP 47 form of \(show(identifier)) reads back as \(show(fromTag))")
        }
    }

    private static func checkInfo(
        _ identifier: LocaleIdentifier, fail: (String) -> InvariantViolation
    ) throws(InvariantViolation) {
        for display in [nil, english] {
            let info: LocaleInfo
            do {
                info = try Formatters.shared.localeInfo(LocaleInfo.Options(locale: identifier, displayLocale: display))
            } catch {
                throw fail("LocaleInfo failed: \(error)")
            }
            guard !info.displayName.isEmpty, !info.calendar.isEmpty, !info.canonical.isEmpty, !info.maximized.isEmpty,
                !info.minimized.isEmpty, !info.minimizedFavoringScript.isEmpty
            else { throw fail("empty facts in \(info)") }
            if let currency = info.currency {
                guard currency.utf8.count == 3, currency.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }),
                    (try? Formatters.shared.currency(CurrencyFormat.Options(locale: english, currency: currency)))
                        != nil
                else { throw fail("currency \(currency.debugDescription)") }
            }
        }
    }

    private static func checkFormatters(
        _ identifier: LocaleIdentifier, fail: (String) -> InvariantViolation
    ) throws(InvariantViolation) {
        do {
            let date = try Formatters.shared.date(
                DateFormat.Options(locale: identifier, layout: .styles(date: .medium, time: .short)))
            guard try !date.string(from: instant).isEmpty else { throw fail("empty date") }
        } catch let violation as InvariantViolation {
            throw violation
        } catch {
            try ErrorExpectation.check(error, allowed: [.invalidCalendar], target: name, input: identifier.icuID)
        }
        do {
            let number = try Formatters.shared.number(NumberFormat.Options(locale: identifier))
            guard try !number.string(from: DecimalValue("-1234.5")).isEmpty else { throw fail("empty number") }
            let rules = try Formatters.shared.pluralRules(PluralRules.Options(locale: identifier))
            let category = try rules.category(for: DecimalValue("1"))
            guard rules.categories.contains(category) else {
                throw fail("category \(category) is not among \(rules.categories)")
            }
        } catch let violation as InvariantViolation {
            throw violation
        } catch {
            throw fail("number or plural rules failed: \(error)")
        }
    }
}
