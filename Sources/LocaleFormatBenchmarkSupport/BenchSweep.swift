// The working-set sweep: more or fewer distinct date formatters than a
// cache of 100 holds, for our cache and for Foundation's Date.FormatStyle
// (whose process-wide cache empties itself when it reaches 100 entries).
// `icufmt-bench --sweep` and the package-benchmark suite both use it.

import Foundation
import LocaleFormat

public enum BenchSweep {
    /// The capacity of the cache under test, Foundation's limit.
    public static let capacity = 100
    /// Working sets: 0.9×, 1.1× and 2× the capacity.
    public static let sizes = [90, 110, 200]

    /// How the sweep walks its working set.
    public enum Pattern: String, CaseIterable, Sendable {
        /// 0, 1, …, n-1, 0, 1, …: once n exceeds the capacity, every access
        /// misses in any LRU cache (and in a cache that empties itself).
        case cycle
        /// Uniform over 0..<n from a fixed seed: an LRU cache then misses
        /// about 1 - capacity/n of the time.
        case random
    }

    /// The next index of a walk. Used by one thread.
    final class Cursor {
        private let pattern: Pattern
        private let count: Int
        private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

        init(_ pattern: Pattern, count: Int) {
            self.pattern = pattern
            self.count = count
        }

        func next() -> Int {
            switch pattern {
            case .cycle:
                state &+= 1
                return Int(state % UInt64(count))
            case .random:  // xorshift64*
                state ^= state >> 12
                state ^= state << 25
                state ^= state >> 27
                return Int((state &* 0x2545_F491_4F6C_DD1D) >> 33) % count
            }
        }
    }

    /// One working set walked one way, for both caches.
    public struct Case {
        public var pattern: Pattern
        public var size: Int
        /// A fresh `Formatters(capacity: 100)`: date(locale:…) for the next
        /// locale, then format.
        public var ours: () throws -> String
        /// Foundation's `Date.FormatStyle` of the next locale, formatted.
        public var foundation: () -> String
        /// Our date cache's hits and misses so far.
        public var statistics: () -> CacheStatistics
    }

    /// The case for a pattern and a working-set size (at most 200).
    public static func make(_ pattern: Pattern, size: Int, locales all: [String]) -> Case {
        let locales = Array(all.prefix(size))
        let date = BenchWorkloads.instant
        let cache = Formatters(capacity: capacity)
        let ourOrder = Cursor(pattern, count: locales.count)
        let styles = locales.map { id in
            Date.FormatStyle(
                date: .abbreviated, time: .shortened, locale: Locale(identifier: id),
                calendar: Calendar(identifier: .gregorian), timeZone: .gmt)
        }
        let theirOrder = Cursor(pattern, count: styles.count)
        return Case(
            pattern: pattern, size: locales.count,
            ours: {
                try cache.date(locale: locales[ourOrder.next()], layout: .styles(date: .medium, time: .short)).string(
                    from: date)
            },
            foundation: { styles[theirOrder.next()].format(date) },
            statistics: { cache.statistics(for: .date) })
    }

    /// `count` distinct locales with CLDR data, spread over the alphabet:
    /// ids Foundation lists that are distinct keys of our cache (distinct
    /// canonical ids) and have data of their own in ICU 72.
    public static func locales(count: Int = 200) -> [String] {
        let available = Locale.availableIdentifiers.filter { !$0.contains("@") }.sorted()
        var seen = Set<String>()
        var picked: [String] = []
        let step = max(1, available.count / count)
        let spread = (0..<step).flatMap { offset in stride(from: offset, to: available.count, by: step) }
        for index in spread where picked.count < count {
            let id = available[index]
            guard let canonical = try? LocaleIdentifier(id), canonical.dataLocale != "root",
                seen.insert(canonical.icuID).inserted
            else { continue }
            picked.append(id)
        }
        return picked
    }
}
