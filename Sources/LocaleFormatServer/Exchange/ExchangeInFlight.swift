@_spi(Server) import LocaleFormat
import NIOCore
import NIOHTTP1

/// A format exchange read and not yet done: its work, its place in the
/// pool, its response as it is made (``output``), and where its stepping
/// stands (``state``). Its events (`ExchangeInFlight+Events.swift`) return
/// what the connection does next; it does no I/O. Lives on its
/// connection's event loop (``FormatConnectionHandler`` runs its
/// actions), except while a pool step runs its work.
final class ExchangeInFlight {
    /// Where its stepping stands.
    enum State: Equatable {
        /// Stepped where its request arrived, or ready for its next step.
        case ready
        /// Its client reads nothing: it waits until the client can take more.
        case waitingForWritability
        /// Its next request waits for a build another exchange runs or claimed.
        case waitingForBuild
        /// A pool step runs its work.
        case onPool
        /// Its last bytes are being written, or it was refused: no more steps.
        case ended
        /// What it held is given back and it is counted.
        case done
    }

    let work: ExchangeWork
    let head: HTTPRequestHead
    /// When its request's head arrived (the event loop's clock).
    let started: NIODeadline
    /// Bytes it holds of the body budget.
    let charged: Int
    let bodyBytes: Int
    /// Its place in the pool: from the start for a large body; for one
    /// run where it arrives, once a request of it would build.
    var admission: FormattingPool.Admission?
    /// The build its deferred request claimed, until a pool step runs it.
    var claim: (any BuildTicket)?
    var output: ExchangeOutput
    var state = State.ready

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
        output = ExchangeOutput(closeDelimited: head.version == .http1_0)
    }

    /// A pool step runs its work: its end comes back on the event loop.
    var isOnPool: Bool { state == .onPool }

    var isDone: Bool { state == .done }
}
