/// One formatter kind, measured four ways on one input.
///
/// Every variant returns the string a caller would get, so that the harness
/// can check that they agree before timing them (a comparison returns
/// `"<"`, `"="` or `">"`, static strings that cost nothing to make).
public struct BenchWorkload {
    /// A Foundation API doing the same job (or as near as Foundation gets).
    public struct Peer {
        /// What is measured, for tables: `"DateFormatter (reused)"`.
        public var name: String
        /// A short name for benchmark identifiers: `"dateformatter"`.
        public var slug: String
        public var run: () throws -> String
    }

    /// The kind in `icufmt-bench --json` and `--kinds`: `"date"`.
    public var kind: String
    /// `domain/operation` of the package-benchmark names: `"date/format"`.
    public var name: String
    /// The input, for tables: `"es-ES full/long America/Los_Angeles"`.
    public var input: String
    /// `Formatters.shared` lookup, then the call.
    public var cached: @Sendable () throws -> String
    /// The `Formatters.shared` lookup alone (a cache hit), result dropped.
    public var hit: @Sendable () throws -> Void
    /// Construct from the same strings, call, drop.
    public var uncached: () throws -> String
    /// The bare ICU call on an ICU object and input held here (Floors/),
    /// output converted to a `String` as the library converts it.
    public var floor: () throws -> String
    /// For a floor that holds its arguments ready made, the bare call with
    /// its input taken from the given arguments on every call, as a caller
    /// whose arguments change takes it: message makes ICU's values, compare
    /// borrows the two `String`s' UTF-8; nil for the others.
    public var givenFloor: (() throws -> String)? = nil
    /// Foundation's peers; the first is the headline `foundation` column.
    public var peers: [Peer] = []
    /// The lent lookup alone (`Formatters.with(_:_:)`, an empty body), for
    /// the kinds that have one.
    public var lent: (@Sendable () throws -> Void)? = nil
    /// The call alone on a formatter the caller holds (looked up once), for
    /// `icufmt-bench --threads`: what a formatter shared by threads costs
    /// each of them.
    public var held: (@Sendable () throws -> Void)? = nil
}
