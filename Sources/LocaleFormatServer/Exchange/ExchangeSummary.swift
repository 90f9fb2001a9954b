import LocaleFormat
import LocaleFormatService
import Synchronization

extension FormatExchange {
    /// What one exchange did, for its log line.
    struct Summary: Sendable {
        /// Requests answered, by op label.
        var operations: [String: Int] {
            guard let first else { return others }
            return others.merging([first.op: first.count], uniquingKeysWith: +)
        }
        /// The first op's count, kept out of the dictionary: a single request
        /// (the usual exchange) then makes no dictionary.
        private var first: (op: String, count: Int)?
        /// The other ops' counts.
        private var others: [String: Int] = [:]
        /// Requests answered with an error response.
        var errors = 0
        /// Requests answered with the `internal` error code (a server fault).
        var internalErrors = 0

        /// Requests counted.
        var requests: Int { (first?.count ?? 0) + others.values.reduce(0, +) }

        /// Adds `count` requests of `op`.
        private mutating func add(_ op: String, _ count: Int) {
            if first == nil {
                first = (op, count)
            } else if first?.op == op {
                first?.count += count
            } else {
                others[op, default: 0] += count
            }
        }

        /// Counts one response, of `operation` (nil: none of the table's),
        /// failed with the error `code` when it did.
        mutating func count(operation: String?, code: LocaleFormatError.Code?) {
            add(operation ?? "unknown", 1)
            guard let code else { return }
            errors += 1
            if code == .internal { internalErrors += 1 }
        }
    }
}

/// A flag one thread sets and others read.
final class CancellationFlag: Sendable {
    private let value = Atomic<Bool>(false)

    func set() { value.store(true, ordering: .relaxed) }
    var isSet: Bool { value.load(ordering: .relaxed) }
}
