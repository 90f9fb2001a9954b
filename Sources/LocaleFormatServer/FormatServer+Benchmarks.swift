import NIOCore

extension FormatServer {
    /// Builds on `channel` exactly the pipeline each of this server's
    /// connections gets (``ServerLifecycle``: the read deadline, SwiftNIO's
    /// HTTP/1 request decoder, then the ``FormatConnectionHandler``),
    /// sharing this server's caches, pool, budgets and metrics.
    ///
    /// For the request-path benchmarks (`icufmt-bench --requests`), which
    /// push a request's bytes into an `EmbeddedChannel` so configured and
    /// collect the response's bytes, without a socket; not API. Call it on
    /// the channel's event loop, before the channel is active.
    @_spi(Benchmarks)
    public func configureConnection(_ channel: any Channel) throws {
        try ServerLifecycle.configure(channel, core: core)
    }

    /// Bodies up to this many bytes are answered on the event loop where
    /// they arrive when their formatters are cached; larger ones run on the
    /// formatting pool.
    @_spi(Benchmarks)
    public static var inlineBodyBytes: Int { FormatExchange.inlineBodyBytes }
}
