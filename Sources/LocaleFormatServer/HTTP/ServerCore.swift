import LocaleFormat
import LocaleFormatService
import Logging
import Prometheus

/// Everything the connections of one server share: its settings, the
/// exchange core, the formatting pool, the budgets, the metrics and the log,
/// the registry of open connections and the drain's state.
final class ServerCore: Sendable {
    let configuration: FormatServer.Configuration
    let exchange: FormatExchange
    let pool: FormattingPool
    /// Where exchanges' pool steps run: ``pool``, or a test's own.
    let scheduler: any ExchangeScheduler
    let metrics: ServiceMetrics
    let registry: PrometheusCollectorRegistry
    let connections: ConnectionRegistry
    /// Request bodies held (``FormatServer/Configuration/bodyBudgetBytes``).
    let bodies: ByteBudget
    /// Responses written and not yet sent (``FormatServer/Configuration/outputBudgetBytes``).
    let output: ByteBudget
    let inFlight: ExchangeCounter
    let logger: Logger
    let refusals: RefusalLogLimiter
    let recorder: ExchangeRecorder
    let memory = MemoryTrimmer()
    /// The OpenAPI document's bytes.
    let openAPI = Array(OpenAPIDocument.json.utf8)

    init(
        configuration: FormatServer.Configuration, exchange: FormatExchange, pool: FormattingPool,
        metrics: ServiceMetrics, registry: PrometheusCollectorRegistry, inFlight: ExchangeCounter, logger: Logger,
        scheduler: (any ExchangeScheduler)? = nil
    ) {
        self.configuration = configuration
        self.exchange = exchange
        self.pool = pool
        self.scheduler = scheduler ?? pool
        self.metrics = metrics
        self.registry = registry
        self.inFlight = inFlight
        self.logger = logger
        let refusals = RefusalLogLimiter()
        self.refusals = refusals
        recorder = ExchangeRecorder(metrics: metrics, logger: logger, refusals: refusals)
        bodies = ByteBudget(limit: configuration.bodyBudgetBytes)
        output = ByteBudget(limit: configuration.outputBudgetBytes)
        connections = ConnectionRegistry(maximum: configuration.maximumConnections)
    }

    /// The `/metrics` text: the caches brought up to date, then every series.
    func metricsText() -> [UInt8] {
        metrics.updateCacheMetrics(from: exchange.dispatcher.formatters)
        metrics.bodyBytes.record(bodies.heldBytes)
        metrics.outputBytes.record(output.heldBytes)
        var output: [UInt8] = []
        output.reserveCapacity(16_384)
        registry.emit(into: &output)
        metrics.requests.emit(into: &output)
        return output
    }
}
