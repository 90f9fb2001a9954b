import LocaleFormat
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A setting that cannot be used: its message names the flag or variable
/// and the range it must be in.
public struct InvalidSetting: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension ServerSettings {
    /// Settings given on a command line; nil (or empty) when not given.
    public struct Flags: Sendable {
        public var host: String?
        public var port: Int?
        public var cacheCapacity: Int?
        public var cacheBytes: Int?
        public var maxBodyBytes: Int?
        public var maxConnections: Int?
        public var readTimeout: Int?
        public var drainTimeout: Int?
        public var bodyBudgetBytes: Int?
        public var maxResponseBytes: Int?
        public var outputBudgetBytes: Int?
        public var writeTimeout: Int?
        public var drainGrace: Int?
        public var timeBudget: Int?
        public var workers: Int?
        public var maxQueued: Int?
        public var defaultLocale: String?
        public var logLevel: String?
        /// A size: bytes, or with `KiB`, `MiB` or `GiB` (``MemoryPlan/bytes(_:)``).
        public var memoryLimit: String?
        /// `NAME=PATH` pairs.
        public var catalogs: [String] = []
        public var catalogPoll: Int?

        public init() {}
    }

    /// The variables ``init(flags:environment:)`` reads.
    public static let environmentVariables = [
        "ICUFMT_HOST", "ICUFMT_PORT", "ICUFMT_CACHE_CAPACITY", "ICUFMT_MAX_BODY_BYTES", "ICUFMT_LOG_LEVEL",
        "ICUFMT_DEFAULT_LOCALE", "ICUFMT_WORKERS", "ICUFMT_MAX_QUEUED", "ICUFMT_READ_TIMEOUT",
        "ICUFMT_MAX_CONNECTIONS", "ICUFMT_TIME_BUDGET", "ICUFMT_DRAIN_TIMEOUT", "ICUFMT_CACHE_BYTES",
        "ICUFMT_DRAIN_GRACE", "ICUFMT_WRITE_TIMEOUT", "ICUFMT_BODY_BUDGET_BYTES", "ICUFMT_MAX_RESPONSE_BYTES",
        "ICUFMT_OUTPUT_BUDGET_BYTES", "ICUFMT_MEMORY_LIMIT",
        "ICUFMT_CATALOGS", "ICUFMT_CATALOG_POLL",
    ]

    /// The process's values of ``environmentVariables``.
    public static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        for name in environmentVariables {
            if let value = getenv(name) { result[name] = String(cString: value) }
        }
        return result
    }

    /// Flags first, then `ICUFMT_*` variables from `environment`, then defaults.
    /// - Throws: ``InvalidSetting`` for a value out of its range, an empty
    ///   host, a malformed default locale or `NAME=PATH` pair, or an unknown
    ///   log level.
    public init(flags: Flags, environment: [String: String]) throws(InvalidSetting) {
        self.init()
        if let host = flags.host ?? environment["ICUFMT_HOST"] {
            guard !host.isEmpty else { throw InvalidSetting("the host must not be empty") }
            self.host = host
        }
        func integer(_ flag: Int?, _ variable: String, _ name: String, in range: ClosedRange<Int>)
            throws(InvalidSetting) -> Int?
        {
            try Self.integer(flag, environment, variable, name, in: range)
        }
        port = try integer(flags.port, "ICUFMT_PORT", "--port", in: 0...65535) ?? port
        cacheCapacity =
            try integer(flags.cacheCapacity, "ICUFMT_CACHE_CAPACITY", "--cache-capacity", in: 1...10_000_000)
            ?? cacheCapacity
        let givenCacheBytes = try integer(
            flags.cacheBytes, "ICUFMT_CACHE_BYTES", "--cache-bytes", in: (1 << 20)...(1 << 40))
        cacheBytes = givenCacheBytes ?? cacheBytes
        maxBodyBytes =
            try integer(flags.maxBodyBytes, "ICUFMT_MAX_BODY_BYTES", "--max-body-bytes", in: 2...(1 << 30))
            ?? maxBodyBytes
        let givenConnections = try integer(
            flags.maxConnections, "ICUFMT_MAX_CONNECTIONS", "--max-connections", in: 1...1_000_000)
        maxConnections = givenConnections ?? maxConnections
        readTimeout =
            try integer(flags.readTimeout, "ICUFMT_READ_TIMEOUT", "--read-timeout", in: 1...3_600) ?? readTimeout
        timeBudget = try integer(flags.timeBudget, "ICUFMT_TIME_BUDGET", "--time-budget", in: 1...3_600) ?? timeBudget
        drainTimeout =
            try integer(flags.drainTimeout, "ICUFMT_DRAIN_TIMEOUT", "--drain-timeout", in: 1...3_600) ?? drainTimeout
        drainGrace = try integer(flags.drainGrace, "ICUFMT_DRAIN_GRACE", "--drain-grace", in: 0...600) ?? drainGrace
        writeTimeout =
            try integer(flags.writeTimeout, "ICUFMT_WRITE_TIMEOUT", "--write-timeout", in: 1...3_600) ?? writeTimeout
        let givenBodyBudget = try integer(
            flags.bodyBudgetBytes, "ICUFMT_BODY_BUDGET_BYTES", "--body-budget-bytes", in: (1 << 16)...(1 << 40))
        bodyBudgetBytes = givenBodyBudget ?? bodyBudgetBytes
        maxResponseBytes =
            try integer(
                flags.maxResponseBytes, "ICUFMT_MAX_RESPONSE_BYTES", "--max-response-bytes", in: 1_024...(1 << 34))
            ?? maxResponseBytes
        let givenOutputBudget = try integer(
            flags.outputBudgetBytes, "ICUFMT_OUTPUT_BUDGET_BYTES", "--output-budget-bytes", in: (1 << 20)...(1 << 40))
        outputBudgetBytes = givenOutputBudget ?? outputBudgetBytes
        workers = try integer(flags.workers, "ICUFMT_WORKERS", "--workers", in: 1...1_024) ?? workers
        maxQueued = try integer(flags.maxQueued, "ICUFMT_MAX_QUEUED", "--max-queued", in: 0...1_000_000) ?? maxQueued
        if let text = flags.memoryLimit ?? environment["ICUFMT_MEMORY_LIMIT"] {
            let source = flags.memoryLimit != nil ? "--memory-limit" : "ICUFMT_MEMORY_LIMIT"
            guard let limit = MemoryPlan.bytes(text), limit > 0 else {
                throw InvalidSetting("\(source) must be a size in bytes, KiB, MiB or GiB (512MiB), not \"\(text)\"")
            }
            let plan: MemoryPlan
            do {
                plan = try MemoryPlan(
                    limit: limit, threads: workers + MemoryPlan.eventLoops, maximumBodyBytes: maxBodyBytes,
                    cacheBytes: givenCacheBytes, bodyBudgetBytes: givenBodyBudget, outputBudgetBytes: givenOutputBudget,
                    maximumConnections: givenConnections)
            } catch {
                throw InvalidSetting(error.description)
            }
            memoryLimit = limit
            cacheBytes = plan.cacheBytes
            bodyBudgetBytes = plan.bodyBudgetBytes
            outputBudgetBytes = plan.outputBudgetBytes
            maxConnections = plan.maximumConnections
        }
        if let locale = flags.defaultLocale ?? environment["ICUFMT_DEFAULT_LOCALE"] {
            do {
                defaultLocale = try LocaleIdentifier(locale).bcp47
            } catch {
                throw InvalidSetting("the default locale \"\(locale)\" is not a well-formed locale identifier")
            }
        }
        if !flags.catalogs.isEmpty {
            catalogs = try Self.catalogPaths(flags.catalogs, source: "--catalog")
        } else if let variable = environment["ICUFMT_CATALOGS"], !variable.isEmpty {
            catalogs = try Self.catalogPaths(
                variable.split(separator: ",").map(String.init), source: "ICUFMT_CATALOGS")
        }
        catalogPoll =
            try integer(flags.catalogPoll, "ICUFMT_CATALOG_POLL", "--catalog-poll", in: 0...3_600) ?? catalogPoll
        if let level = flags.logLevel ?? environment["ICUFMT_LOG_LEVEL"] {
            guard let parsed = Logger.Level(rawValue: level.lowercased()) else {
                throw InvalidSetting(
                    "unknown log level \"\(level)\"; use trace, debug, info, notice, warning, error or critical")
            }
            logLevel = parsed
        }
    }

    /// `NAME=PATH` pairs as a dictionary of paths by name (Docs/Catalogs.md).
    /// - Throws: ``InvalidSetting`` for a pair without `=`, an empty name or
    ///   path, or a name given twice; `source` names the flag or variable in
    ///   the message.
    public static func catalogPaths(_ pairs: [String], source: String) throws(InvalidSetting) -> [String: String] {
        var paths: [String: String] = [:]
        for pair in pairs {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex,
                pair.index(after: equals) != pair.endIndex
            else {
                throw InvalidSetting("\(source) takes NAME=PATH, not \"\(pair)\"")
            }
            let name = String(pair[..<equals])
            guard paths[name] == nil else { throw InvalidSetting("\(source): the catalog \"\(name)\" is given twice") }
            paths[name] = String(pair[pair.index(after: equals)...])
        }
        return paths
    }

    private static func integer(
        _ flag: Int?, _ environment: [String: String], _ variable: String, _ name: String, in range: ClosedRange<Int>
    ) throws(InvalidSetting) -> Int? {
        if let flag {
            guard range.contains(flag) else {
                throw InvalidSetting("\(name) must be in \(range.lowerBound)...\(range.upperBound), not \(flag)")
            }
            return flag
        }
        guard let text = environment[variable] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw InvalidSetting(
                "\(variable) must be an integer in \(range.lowerBound)...\(range.upperBound), not \"\(text)\"")
        }
        return value
    }
}
