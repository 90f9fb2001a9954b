import Hummingbird
import Synchronization

/// The request context of the service's routes: Hummingbird's core storage
/// plus a slot in which the format route leaves what it did, so that the
/// middleware can write one log line per exchange.
struct ServiceRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// Shared by the copies of this context that the router hands down.
    let report = ExchangeReport()

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
    }
}

/// What a route did, read by ``ServiceMiddleware`` after it returns.
final class ExchangeReport: Sendable {
    private let state = Mutex<(summary: FormatExchange.Summary?, bodyBytes: Int?)>((nil, nil))

    var summary: FormatExchange.Summary? {
        get { state.withLock { $0.summary } }
        set { state.withLock { $0.summary = newValue } }
    }

    var bodyBytes: Int? {
        get { state.withLock { $0.bodyBytes } }
        set { state.withLock { $0.bodyBytes = newValue } }
    }
}
