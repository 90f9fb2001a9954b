@_spi(Server) import LocaleFormat
import NIOCore
import NIOHTTP1

/// A format exchange read and not yet done: its work, its place in the
/// pool, what of its response is made and written, and what it holds of
/// the budgets. Lives on its connection's event loop
/// (``FormatConnectionHandler`` steps it), except while a pool step runs it.
final class ExchangeInFlight {
    let work: ExchangeWork
    /// Its place in the pool: from the start for a large body; for one
    /// run where it arrives, once a request of it would build.
    var admission: FormattingPool.Admission?
    /// The build its deferred request claimed, until a pool step has run it.
    var claim: (any BuildTicket)?
    let head: HTTPRequestHead
    /// When its request's head arrived (the event loop's clock).
    let started: NIODeadline
    /// Bytes it holds of the body budget.
    let charged: Int
    let bodyBytes: Int
    var headWritten = false
    /// The response's body goes out in chunks (its head is written).
    var chunked = false
    /// Response bytes made and not written yet: a response shorter than
    /// ``ResponseFraming/pendingBytes`` is written whole, with its length.
    var pending: [UInt8] = []
    var waitingForWritability = false
    var stepRunning = false
    var bytesOut = 0
    /// What it held is given back and it is counted (``isDone``).
    private(set) var isDone = false

    init(
        work: ExchangeWork, admission: FormattingPool.Admission?, head: HTTPRequestHead,
        started: NIODeadline, charged: Int, bodyBytes: Int
    ) {
        self.work = work
        self.admission = admission
        self.head = head
        self.started = started
        self.charged = charged
        self.bodyBytes = bodyBytes
    }

    /// Marks it done: false when it was already.
    func markDone() -> Bool {
        guard !isDone else { return false }
        isDone = true
        return true
    }
}

/// Where an exchange's pool steps run: the ``FormattingPool``, or in a
/// test, at once on the caller's thread (so a handler test steps an
/// exchange synchronously).
protocol ExchangeScheduler: Sendable {
    /// Runs `job` where blocking is fine, in `lane`'s turn.
    func submit(_ lane: FormattingPool.Lane, _ job: @escaping @Sendable () -> Void)
}

extension FormattingPool: ExchangeScheduler {}
