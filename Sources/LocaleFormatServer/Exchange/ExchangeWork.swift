import NIOCore

/// One exchange's progress through its body: the body, its plan, the next
/// request to answer, the bytes written and what was counted. Used by one
/// thread at a time: the event loop hands it to a pool job and takes it
/// back when the job's result arrives (`@unchecked Sendable` for that
/// hand-off, whose queue and event loop order the accesses); ``cancel()``
/// alone may come from another thread.
final class ExchangeWork: @unchecked Sendable {
    let body: ByteBuffer
    /// Made ``FormatExchange/Plan/array(elements:oversized:)`` when an
    /// unscanned array is scanned.
    var plan: FormatExchange.Plan
    let began = ContinuousClock.now
    var progress = ExchangeProgress()
    /// What the exchange answered so far, for its log line.
    var summary: FormatExchange.Summary { progress.summary }
    private let cancellation = CancellationFlag()

    init(body: ByteBuffer, plan: FormatExchange.Plan) {
        self.body = body
        self.plan = plan
    }

    /// Stops the exchange at its next request (its client has gone).
    func cancel() { cancellation.set() }
    var cancelled: Bool { cancellation.isSet }
}
