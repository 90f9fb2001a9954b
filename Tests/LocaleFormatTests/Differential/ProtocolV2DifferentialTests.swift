import CICU
import Foundation
import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// The formatters of the protocol's second-version ops against their shim calls made directly (with
/// this file's own buffer loop, arrays and arguments): random locales from
/// ICU's list, and random inputs, one section per op.
@Suite struct ProtocolV2DifferentialTests {
    static let locales = Shim.availableLocales

    /// A C array of C strings for the duration of `body`.
    static func withCStrings<R>(
        _ strings: [String], _ body: ([UnsafePointer<CChar>?], [Int32]) throws -> R
    ) rethrows -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return try body(copies.map { UnsafePointer($0) }, strings.map { Int32($0.utf8.count) })
    }

    @Test func list() throws {
        var rng = SeededGenerator(seed: 0x1157)
        var tally = DifferentialTally("list")
        let words = ["siete", "ocho", "hielo", "אבא", "Bob", "", "1", "日本", "x y", "ünd"]
        for _ in 0..<300 {
            guard let locale = rng.pick(Self.locales) else { continue }
            let type = rng.pick(ListFormat.ListType.allCases) ?? .and
            let width = rng.pick(ListFormat.Width.allCases) ?? .long
            let items = (0..<rng.int(0...5)).compactMap { _ in rng.pick(words) }
            tally.record(
                library: {
                    try ListFormat(.init(locale: LocaleIdentifier(locale), type: type, width: width)).string(
                        from: items)
                },
                reference: {
                    let typeCode: Int32 = type == .and ? 0 : type == .or ? 1 : 2
                    let widthCode: Int32 = width == .long ? 0 : width == .short ? 1 : 2
                    var status: Int32 = 0
                    guard let format = cicu_ulistfmt_open(locale, typeCode, widthCode, &status) else {
                        throw ShimFailure(status: status)
                    }
                    defer { cicu_ulistfmt_close(format) }
                    let units = items.flatMap(\.utf16)
                    let lengths = items.map { Int32($0.utf16.count) }
                    return try Shim.string {
                        cicu_ulistfmt_format_utf16(format, units, lengths, Int32(items.count), $0, $1, $2)
                    }
                }, "\(locale) \(type) \(width) \(items)")
        }
        tally.verify(minimumCases: 300)
    }

    @Test func relative() throws {
        var rng = SeededGenerator(seed: 0x4E1)
        var tally = DifferentialTally("relative")
        for _ in 0..<400 {
            guard let locale = rng.pick(Self.locales) else { continue }
            let unit = rng.pick(RelativeTimeFormat.Unit.allCases) ?? .day
            let numeric = rng.chance(0.5)
            let width = rng.pick(RelativeTimeFormat.Width.allCases) ?? .long
            let value =
                rng.chance(0.5)
                ? String(rng.int(-3...3))
                : (rng.chance(0.5) ? "-" : "") + String(rng.int(0...9999)) + "." + rng.digits(rng.int(1...4))
            tally.record(
                library: {
                    try RelativeTimeFormat(.init(locale: LocaleIdentifier(locale), width: width)).string(
                        for: value, unit: unit, numeric: numeric ? .always : .auto)
                },
                reference: {
                    let widthCode: Int32 = width == .long ? 0 : width == .short ? 1 : 2
                    var status: Int32 = 0
                    guard let format = cicu_ureldatefmt_open(locale, widthCode, &status) else {
                        throw ShimFailure(status: status)
                    }
                    defer { cicu_ureldatefmt_close(format) }
                    let unitCode = Int32(RelativeTimeFormat.Unit.allCases.firstIndex(of: unit) ?? 0)
                    let offset = Double(value) ?? .nan
                    return try Shim.string {
                        cicu_ureldatefmt_format(format, offset, unitCode, numeric ? 1 : 0, $0, $1, $2)
                    }
                }, "\(locale) \(value) \(unit) numeric \(numeric) \(width)")
        }
        tally.verify(minimumCases: 400)
    }

    @Test func displayNames() throws {
        var rng = SeededGenerator(seed: 0xD15)
        var tally = DifferentialTally("displayName")
        let regions = ["US", "GB", "DE", "419", "SU", "XX", "JP", "001"]
        let scripts = ["Latn", "Arab", "Cyrl", "Hant", "Zzzz", "Qaaa"]
        for _ in 0..<400 {
            guard let locale = rng.pick(Self.locales), let language = rng.pick(Self.locales) else { continue }
            let fallback = rng.chance(0.7) ? DisplayNames.Fallback.code : .none
            let width = rng.chance(0.7) ? DisplayNames.Width.long : .short
            let dialect = rng.chance(0.5)
            let kind = rng.int(0...2)
            let code = kind == 0 ? language : kind == 1 ? (rng.pick(regions) ?? "US") : (rng.pick(scripts) ?? "Latn")
            tally.record(
                library: {
                    let names = try DisplayNames(
                        .init(
                            locale: LocaleIdentifier(locale), width: width,
                            languageDisplay: dialect ? .dialect : .standard, fallback: fallback))
                    let name =
                        switch kind {
                        case 0: try names.language(code)
                        case 1: try names.region(code)
                        default: try names.script(code)
                        }
                    return name ?? "<nil>"
                },
                reference: {
                    var status: Int32 = 0
                    guard
                        let names = cicu_uldn_open(
                            locale, dialect ? 1 : 0, width == .long ? 1 : 0, fallback == .code ? 1 : 0, &status)
                    else { throw ShimFailure(status: status) }
                    defer { cicu_uldn_close(names) }
                    do {
                        let name = try Shim.string {
                            cicu_uldn_name(names, Int32(kind == 0 ? 0 : kind == 1 ? 2 : 1), "", code, $0, $1, $2)
                        }
                        return name.isEmpty ? "<nil>" : name
                    } catch let failure as ShimFailure where failure.description == "U_ILLEGAL_ARGUMENT_ERROR" {
                        return "<nil>"
                    }
                }, "\(locale) names \(code) width \(width) dialect \(dialect) fallback \(fallback)")
        }
        tally.verify(minimumCases: 400)
    }

    @Test func numberRanges() throws {
        var rng = SeededGenerator(seed: 0x2A9E)
        var tally = DifferentialTally("numberRange")
        for _ in 0..<400 {
            guard let locale = rng.pick(Self.locales) else { continue }
            let collapse = rng.pick(NumberRangeFormat.Collapse.allCases) ?? .auto
            let fallback = rng.pick(NumberRangeFormat.IdentityFallback.allCases) ?? .approximately
            let start = rng.decimalText(roundingDigits: 2)
            let end = rng.chance(0.2) ? start : rng.decimalText(roundingDigits: 2)
            let kind = rng.int(0...2)
            tally.record(
                library: {
                    let id = try LocaleIdentifier(locale)
                    let sides: NumberRangeFormat.Sides =
                        switch kind {
                        case 0: .number(.init(locale: id))
                        case 1: .currency(.init(locale: id, currency: "EUR"))
                        default: .unit(.init(locale: id, unit: "kilometer", width: .long))
                        }
                    return try NumberRangeFormat(.init(sides, collapse: collapse, identityFallback: fallback)).string(
                        from: start, to: end)
                },
                reference: {
                    let skeleton = ["precision-integer", "currency/EUR", "unit/kilometer unit-width-full-name"][kind]
                        .replacingOccurrences(of: "precision-integer", with: ".###")
                    let collapseCode = Int32(NumberRangeFormat.Collapse.allCases.firstIndex(of: collapse) ?? 0)
                    let fallbackCode: Int32 =
                        switch fallback {
                        case .singleValue: 0
                        case .approximatelyOrSingleValue: 1
                        case .approximately: 2
                        case .range: 3
                        }
                    var status: Int32 = 0
                    guard
                        let format = cicu_unumrf_open(
                            skeleton, Int32(skeleton.utf8.count), collapseCode, fallbackCode, locale, &status)
                    else { throw ShimFailure(status: status) }
                    defer { cicu_unumrf_close(format) }
                    let (first, second) = (try Self.canonical(start), try Self.canonical(end))
                    return try Shim.string {
                        cicu_unumrf_format_decimal_range(
                            format, first, Int32(first.utf8.count), second, Int32(second.utf8.count), $0, $1, $2)
                    }
                }, "\(locale) \(kind) \(start)…\(end) \(collapse) \(fallback)")
        }
        tally.verify(minimumCases: 400)
    }

    /// The decNumber text of a decimal, as ICU reads it (no leading `+`).
    static func canonical(_ text: String) throws -> String { try DecimalValue(text).description }

    @Test func durations() throws {
        var rng = SeededGenerator(seed: 0xD0A)
        var tally = DifferentialTally("duration")
        let names = [
            "year", "month", "week", "day", "hour", "minute", "second", "millisecond", "microsecond", "nanosecond",
        ]
        for _ in 0..<300 {
            guard let locale = rng.pick(Self.locales) else { continue }
            let width = rng.pick([DurationFormat.Width.long, .short, .narrow]) ?? .short
            let first = rng.int(0...7)
            let units = Array(DurationFormat.Unit.allCases[first..<min(first + rng.int(1...3), 10)])
            let values = units.enumerated().map { index, _ in
                index == units.count - 1 && rng.chance(0.4)
                    ? "\(rng.int(0...99)).\(rng.digits(rng.int(1...4)))" : String(rng.int(0...1500))
            }
            tally.record(
                library: {
                    var amounts: [DurationFormat.Unit: DecimalValue] = [:]
                    for (unit, value) in zip(units, values) { amounts[unit] = try DecimalValue(value) }
                    return try DurationFormat(.init(locale: LocaleIdentifier(locale), width: width)).string(
                        from: amounts)
                },
                reference: {
                    let widthCode: Int32 = width == .long ? 0 : width == .short ? 1 : 2
                    var status: Int32 = 0
                    guard let format = cicu_measfmt_open(locale, widthCode, &status) else {
                        throw ShimFailure(status: status)
                    }
                    defer { cicu_measfmt_close(format) }
                    let codes = units.map { Int32(names.firstIndex(of: String($0.rawValue.dropLast())) ?? 0) }
                    return try Self.withCStrings(values) { pointers, lengths in
                        try Shim.string {
                            cicu_measfmt_format_durations(
                                format, codes, pointers, lengths, Int32(codes.count), $0, $1, $2)
                        }
                    }
                }, "\(locale) \(width) \(units) \(values)")
        }
        tally.verify(minimumCases: 300)
    }

    @Test func intervals() throws {
        var rng = SeededGenerator(seed: 0x17E4)
        var tally = DifferentialTally("interval")
        let skeletons = ["yMMMd", "jm", "yMMMEd", "GyMMMd", "yMd", "hm", "MMMd", "yMMMMEEEEd", "jmz", "yQQQ", "Hms"]
        let zones = ["UTC", "America/Los_Angeles", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe"]
        for _ in 0..<300 {
            guard let locale = rng.pick(Self.locales), let skeleton = rng.pick(skeletons), let zone = rng.pick(zones)
            else { continue }
            let start = Int64(rng.int(-2_000_000_000...2_000_000_000)) * 1000
            let end = start + Int64(rng.pick([0, 60_000, 3_600_000, 86_400_000, 2_592_000_000, 31_536_000_000]) ?? 0)
            tally.record(
                library: {
                    try DateIntervalFormat(
                        .init(
                            locale: LocaleIdentifier(locale), layout: .skeleton(skeleton),
                            timeZone: TimeZoneIdentifier(zone))
                    ).string(from: Instant(millisecondsSince1970: start), to: Instant(millisecondsSince1970: end))
                },
                reference: {
                    var status: Int32 = 0
                    guard
                        let format = cicu_udtitvfmt_open(
                            locale, skeleton, Int32(skeleton.utf8.count), zone, Int32(zone.utf8.count), &status)
                    else { throw ShimFailure(status: status) }
                    defer { cicu_udtitvfmt_close(format) }
                    var span: Int8 = 0
                    return try Shim.string {
                        cicu_udtitvfmt_format(format, Double(start), Double(end), &span, $0, $1, $2)
                    }
                }, "\(locale) \(skeleton) \(zone) \(start)…\(end)")
        }
        tally.verify(minimumCases: 300)
    }
}
