import NIOCore

/// How a memory limit for the whole process (`icufmt serve --memory-limit`)
/// is divided among the budgets that bound what clients can make the
/// service hold: the formatter caches' bytes, request bodies, responses
/// waiting for their clients, and open connections.
///
/// What no budget counts is reserved first (``reservedBytes``): the idle
/// process, and per thread its cache front and one step's responses. A
/// quarter of the rest goes to connections (each may hold
/// ``connectionBytes`` that no budget counts: a body of at most 16 KiB,
/// its unsent output up to the write buffer's high mark, one small
/// response), unless their number is given; what is left is divided 4 : 2 :
/// 1 among the cache, the body budget and the output budget (the ratio of
/// their defaults), less whichever of them is given. The parts never add up
/// to more than the limit.
public struct MemoryPlan: Equatable, Sendable {
    public var cacheBytes: Int
    public var bodyBudgetBytes: Int
    public var outputBudgetBytes: Int
    public var maximumConnections: Int

    /// The idle process: its code, ICU's data mapped and touched, the common formatters opened at start.
    public static let idleBytes = 48 << 20
    /// Per thread that formats or reads: its cache front, and one step of responses (256 KiB + one 1 MiB response).
    public static let threadBytes = (4 << 20) + (5 << 18)
    /// Per open connection, what no budget counts: a body of at most
    /// 16 KiB, unsent output up to the write buffer's high mark (64 KiB),
    /// one response under 16 KiB, and the read buffer (64 KiB at most).
    public static let connectionBytes = (16 + 64 + 16 + 64) << 10

    /// The threads that read and answer connections (SwiftNIO's event loops: one per core).
    public static var eventLoops: Int { System.coreCount }

    /// Bytes reserved before any budget: the idle process and `threads` threads.
    public static func reservedBytes(threads: Int) -> Int { idleBytes + threads * threadBytes }

    /// A limit that cannot hold what the settings need.
    public struct Shortfall: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Divides `limit` for `threads` threads (the formatting threads and the
    /// event loops); each given value is kept as given and the rest shares
    /// what is left.
    /// - Throws: ``Shortfall`` when the given values and the reserve do not
    ///   fit in `limit`, or what is left would give the cache under 8 MiB,
    ///   the body budget less than one body of `maximumBodyBytes`, the
    ///   output budget under 1 MiB or room for fewer than 16 connections.
    public init(
        limit: Int, threads: Int, maximumBodyBytes: Int, cacheBytes: Int? = nil, bodyBudgetBytes: Int? = nil,
        outputBudgetBytes: Int? = nil, maximumConnections: Int? = nil
    ) throws(Shortfall) {
        let reserved = Self.reservedBytes(threads: threads)
        let mebibytes = { (bytes: Int) in "\((bytes + (1 << 20) - 1) >> 20) MiB" }
        var free = limit - reserved
        guard free > 0 else {
            throw Shortfall(
                description: "--memory-limit \(mebibytes(limit)) is below the \(mebibytes(reserved)) "
                    + "the process holds with \(threads) threads before any request")
        }
        let connections = maximumConnections ?? min(10_000, free / 4 / Self.connectionBytes)
        free -= connections * Self.connectionBytes
        let given = (cacheBytes ?? 0) + (bodyBudgetBytes ?? 0) + (outputBudgetBytes ?? 0)
        free -= given
        let shares = (cacheBytes == nil ? 4 : 0) + (bodyBudgetBytes == nil ? 2 : 0) + (outputBudgetBytes == nil ? 1 : 0)
        let share = shares == 0 ? 0 : max(0, free) / shares
        self.cacheBytes = cacheBytes ?? share * 4
        self.bodyBudgetBytes = bodyBudgetBytes ?? share * 2
        self.outputBudgetBytes = outputBudgetBytes ?? share
        self.maximumConnections = connections
        let needs = [
            (free >= 0, "the budgets given"),
            (self.cacheBytes >= 8 << 20, "a cache of at least 8 MiB"),
            (self.bodyBudgetBytes >= maximumBodyBytes, "a body budget of one \(mebibytes(maximumBodyBytes)) body"),
            (self.outputBudgetBytes >= 1 << 20, "an output budget of at least 1 MiB"),
            (connections >= 16, "at least 16 connections"),
        ]
        if let (_, need) = needs.first(where: { !$0.0 }) {
            throw Shortfall(
                description: "--memory-limit \(mebibytes(limit)) cannot hold \(need) beside the "
                    + "\(mebibytes(reserved)) reserved for \(threads) threads and "
                    + "\(connections) connections of \(Self.connectionBytes >> 10) KiB; raise it or lower the others")
        }
    }

    /// Reads a size: bytes, or a number with `KiB`, `MiB` or `GiB`
    /// (`512MiB`, `1GiB`); nil for anything else.
    public static func bytes(_ text: String) -> Int? {
        let units: [(String, Int)] = [("KiB", 10), ("MiB", 20), ("GiB", 30)]
        for (unit, shift) in units where text.hasSuffix(unit) {
            guard let number = Int(text.dropLast(unit.count)), number >= 0, number <= (1 << 40) >> shift else {
                return nil
            }
            return number << shift
        }
        return Int(text)
    }
}
