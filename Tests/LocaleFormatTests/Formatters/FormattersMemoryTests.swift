import Foundation
import Testing

@testable import LocaleFormat

/// What `LOCALEFORMAT_MEASURE_MEMORY` asks to measure, if anything.
private let measured = ProcessInfo.processInfo.environment["LOCALEFORMAT_MEASURE_MEMORY"]
/// The kinds to fill a cache of.
private let measuredKinds: [String] = ["date", "number", "currency", "pluralRules"].filter {
    measured == "1" || measured == $0
}

/// What a full cache of each common kind holds on the heap beside what it
/// is charged, and what one spelling entry holds: measured from the process
/// heap (glibc's `malloc_info`), so only with `LOCALEFORMAT_MEASURE_MEMORY`
/// set, to a kind (`date`, `number`, `currency`, `pluralRules`) or `1` for
/// all, and run alone (other tests running at once would be counted; so
/// would ICU freeing the locale data an earlier kind loaded, so one kind a
/// process measures best):
///
/// ```
/// for kind in date number currency pluralRules; do
///     LOCALEFORMAT_MEASURE_MEMORY=$kind swift test --filter FormattersMemoryTests
/// done
/// ```
///
/// Prints one line a kind (Docs/Service.md, "Cache bytes").
@Suite(
    .serialized,
    .enabled(
        if: measured != nil, "LOCALEFORMAT_MEASURE_MEMORY is not set: heap measurements skipped"))
struct FormattersMemoryTests {
    /// Bytes in use on the process heap now: glibc's `malloc_info` totals
    /// (the arenas' system bytes less their free chunks, plus mmapped ones).
    static func heapInUse() throws -> Int {
        typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
        let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info"))
        let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        let stream = try #require(open_memstream(&buffer, &length))
        _ = mallocInfo(0, stream)
        fclose(stream)
        defer { free(buffer) }
        let xml = String(cString: try #require(buffer))
        // The process's totals follow the last arena.
        let totals = try #require(xml.components(separatedBy: "</heap>").last)
        func size(of element: String) -> Int {
            guard let start = totals.range(of: element),
                let quote = totals[start.upperBound...].range(of: "size=\"")
            else { return 0 }
            return Int(totals[quote.upperBound...].prefix(while: \.isNumber)) ?? 0
        }
        return size(of: "<system type=\"current\"") - size(of: "<total type=\"fast\"")
            - size(of: "<total type=\"rest\"") + size(of: "<total type=\"mmap\"")
    }

    /// A kind's cache filled with the default capacity's worth: 1,000
    /// formatters by strings, each used; what the kind is charged and what
    /// the heap grew by, the parsed locales' growth taken out.
    @Test(arguments: measuredKinds)
    func aFullCache(of kind: String) throws {
        let locales = FormattersCapacityTests.locales
        let formatters = Formatters(capacity: 1_024)
        for locale in locales { _ = try formatters.locale(locale) }  // parsed before: not counted
        _ = try formatters.timeZone("Europe/Paris")
        CacheFront.clearCurrent()  // an earlier case's formatters, given back now rather than while measuring
        let before = try Self.heapInUse()
        // Each formatter used as a request uses it, a few times: number
        // formatters compile themselves after a few calls, date formats
        // fill their zone names.
        let instant = try Instant(iso8601: "2015-08-07T17:29:32Z")
        for locale in locales {
            switch kind {
            case "date":
                let format = try formatters.date(
                    locale: locale, layout: FormattersCapacityTests.layout, timeZone: "Europe/Paris")
                for _ in 0..<4 { _ = try format.string(from: instant) }
            case "number":
                let format = try formatters.number(locale: locale)
                for _ in 0..<4 { _ = try format.string(from: "1234.5") }
            case "currency":
                let format = try formatters.currency(locale: locale, currency: "EUR")
                for _ in 0..<4 { _ = try format.string(from: "1234.5") }
            default:
                let rules = try formatters.pluralRules(locale: locale)
                for _ in 0..<4 { _ = try rules.category(for: "5") }
            }
        }
        let grown = try Self.heapInUse() - before
        let statistics = formatters.statistics(for: Formatters.Kind(rawValue: kind) ?? .date)
        print(
            "MEASURED \(kind): \(statistics.count) formatters, \(statistics.misses) built; charged \(statistics.bytes) bytes "
                + "(\(statistics.bytes / max(1, statistics.count)) each, limit \(statistics.byteLimit)); heap grew \(grown) "
                + "(\(grown / max(1, statistics.count)) each); all kinds charged \(formatters.heldBytes) of \(formatters.byteBudget)"
        )
        #expect(statistics.count >= 990)
        #expect(statistics.bytes <= statistics.byteLimit)
    }

    /// One spelling entry: 40,000 spellings of one date formatter.
    @Test(.enabled(if: measured == "1" || measured == "spelling")) func aSpellingEntry() throws {
        let formatters = Formatters(capacity: 1 << 16)
        let spellings = (0..<40_000).map { "de-DE-x-\($0)" }  // inline strings: the entry alone
        for spelling in spellings { _ = try formatters.locale(spelling) }
        _ = try formatters.date(locale: "de-DE", layout: .styles(date: .medium))
        let before = try Self.heapInUse()
        for spelling in spellings { _ = try formatters.date(locale: spelling, layout: .styles(date: .medium)) }
        let grown = try Self.heapInUse() - before
        let count = formatters.dates.bySpelling.statistics.count
        let charged = formatters.dates.bySpelling.heldBytes / count
        print("MEASURED spelling entry: \(count) entries, heap grew \(grown / count) each, charged \(charged) each")
        #expect(grown / count <= charged)
    }
}
