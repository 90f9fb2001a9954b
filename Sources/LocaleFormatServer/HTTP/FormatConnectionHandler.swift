@_spi(Server) import LocaleFormat
import NIOCore
import NIOHTTP1

/// One connection, after SwiftNIO's HTTP/1 request decoder: its events go
/// to the ``ConnectionStateMachine``, and this handler runs what it
/// decides (reads, replays, timers, closes); it serves each request read
/// (a whole response, or a format exchange whose own events,
/// ``ExchangeInFlight``, decide where it steps:
/// `FormatConnectionHandler+Exchange.swift`) and writes every response
/// through one writer (`FormatConnectionHandler+Responses.swift`).
/// Its timers (idle, stall) are `FormatConnectionHandler+Timers.swift`.
///
/// The server reaches it through user events: SwiftNIO's
/// `ChannelShouldQuiesceEvent` (the drain began),
/// ``ConnectionRegistry/CloseIfIdle``, ``ConnectionRegistry/DrainTimedOut``
/// and ``RequestDeadlineHandler/Expired``.
final class FormatConnectionHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundIn = Never
    typealias OutboundOut = ByteBuffer

    let core: ServerCore
    var machine: ConnectionStateMachine<EventLoopClock>
    /// The format exchange under way, if any (the machine knows whether one is).
    var active: ExchangeInFlight? {
        didSet { active == nil ? machine.exchangeEnded() : machine.exchangeStarted() }
    }
    /// What an inline step's deferred lookup deferred (one at a time on this connection).
    let deferral = BuildDeferral.Record()
    /// The connection's read deadline, told when each request is read and answered.
    let deadline: RequestDeadlineHandler?
    private(set) var connectionID = -1
    let idleStatus = ConnectionRegistry.IdleStatus()
    private var registered = false
    var idleTimer: Scheduled<Void>?
    var stallTimer: Scheduled<Void>?

    /// The handler of a connection of `core`'s server, on `eventLoop`, whose
    /// pipeline has `deadline` before the decoder.
    init(core: ServerCore, deadline: RequestDeadlineHandler?, eventLoop: any EventLoop) {
        self.core = core
        let configuration = core.configuration
        self.deadline = deadline
        let limits = core.exchange.dispatcher.limits
        machine = ConnectionStateMachine(
            configuration: .init(
                idleTimeout: configuration.idleTimeout, drainGrace: configuration.drainGrace,
                writeTimeout: configuration.writeTimeout,
                limits: .init(
                    maximumBodyBytes: configuration.maximumBodyBytes, maximumLineBytes: limits.maximumLineBytes,
                    requestTooLong: limits.requestTooLong)),
            budget: core.bodies, now: EventLoopClock.Instant(eventLoop.now))
    }

    // MARK: Connection

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { register(context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        register(context: context)
        context.fireChannelActive()
    }

    /// Enters the connection in the server's registry, once.
    private func register(context: ChannelHandlerContext) {
        guard !registered else { return }
        registered = true
        let (id, draining) = core.connections.register(context.channel, status: idleStatus)
        connectionID = id
        run(machine.registered(draining: draining, now: Self.now(context)), context: context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        closed(context: context)
        context.fireChannelInactive()
    }

    /// A connection closed while it was being set up may never be inactive
    /// here: its pipeline's removal ends it too.
    func handlerRemoved(context: ChannelHandlerContext) {
        closed(context: context)
    }

    /// The connection is gone: what it held goes back, once.
    private func closed(context: ChannelHandlerContext) {
        guard connectionID >= 0 else { return }
        idleTimer?.cancel()
        stallTimer?.cancel()
        _ = machine.closed()
        if let active {
            active.work.cancel()
            if !active.isOnPool { finish(active, context: context, completed: false) }
        }
        core.connections.unregister(connectionID)
        connectionID = -1
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case is ChannelShouldQuiesceEvent:
            run(machine.drainBegan(now: Self.now(context)), context: context)
        case is ConnectionRegistry.CloseIfIdle:
            if machine.isIdle { context.close(promise: nil) }
        case is ConnectionRegistry.DrainTimedOut:
            drainTimedOut(context: context)
        case let expired as RequestDeadlineHandler.Expired:
            machine.deadlinePassed()
            core.recorder.timedOut(after: expired.deadline)
            let error = HTTPRefusal(
                .requestTimeout, .invalidRequest,
                "the request was not read whole within \(expired.deadline.nanoseconds / 1_000_000) ms of its first byte",
                closesConnection: true)
            writeEnd(whole(error.status, error.body, extra: error.extraHeaders, context: context), context: context)
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    /// The drain's time is up: a request still being read is answered `408`,
    /// an exchange still being answered is cut; either is counted abandoned.
    private func drainTimedOut(context: ChannelHandlerContext) {
        switch machine.drainTimedOut() {
        case .refuse(let refusal):
            core.inFlight.abandon()
            respond(refusal, context: context)
        case .cut:
            core.inFlight.abandon()
            context.close(promise: nil)
        case .close:
            context.close(promise: nil)
        }
    }

    // MARK: Reading

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        if machine.received(part) { handle(part, context: context) }
    }

    /// Holds the connection's reads while a response is under way or
    /// requests wait, as a pipelining client would otherwise send more
    /// than one response's worth ahead.
    func read(context: ChannelHandlerContext) {
        if machine.readRequested() { context.read() }
    }

    /// Answers the requests that waited for the response just ended, in
    /// order, until one is under way; then reads again if nothing waits.
    func replayQueued(context: ChannelHandlerContext) {
        guard machine.beginReplay() else { return }
        defer { machine.endReplay() }
        while true {
            switch machine.nextQueued() {
            case .handle(let part): handle(part, context: context)
            case .read:
                context.read()
                return
            case .stop: return
            }
        }
    }

    private func handle(_ part: HTTPServerRequestPart, context: ChannelHandlerContext) {
        switch part {
        case .head(let head):
            let action = machine.receivedHead(head, now: Self.now(context))
            if case .ignore = action { return }
            idleStatus.set(idle: false)
            core.recorder.started(head)
            switch action {
            case .ignore, .read: break
            case .sendContinue:
                context.writeAndFlush(
                    wrapOutboundOut(ResponseFraming.continueResponse(allocator: context.channel.allocator)),
                    promise: nil)
            case .refuse(let refusal): respond(refusal, context: context)
            }
        case .body(let part):
            if let refusal = machine.receivedBody(part) { respond(refusal, context: context) }
        case .end:
            deadline?.requestRead()
            guard let intake = machine.receivedEnd() else { return }
            serve(intake, context: context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A request SwiftNIO's decoder cannot read gets 400, counted and
        // logged, unless a response is under way; either way the connection ends.
        guard error is HTTPParserError, context.channel.isActive, machine.parserError() else {
            context.close(promise: nil)
            return
        }
        let refusal = HTTPRefusal(
            .badRequest, .invalidRequest, "the request is not HTTP/1.1: \(error)", closesConnection: true)
        respond(
            refusal, head: HTTPRequestHead(version: .http1_1, method: .GET, uri: ""), label: "other", context: context)
    }
}
