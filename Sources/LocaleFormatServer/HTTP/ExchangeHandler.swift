@_spi(Server) import LocaleFormat
import LocaleFormatService
import Logging
import NIOCore
import NIOHTTP1

/// One connection's exchanges, after SwiftNIO's HTTP/1 request decoder (no
/// HTTP parsing of our own): routes each request, reads a format body under
/// the process's body budget, runs it where it arrives or on the
/// ``FormattingPool``, and writes the response's bytes
/// (``ResponseEncoding``: most responses one buffer and one write), an
/// array's a chunk at a time as the client reads it.
///
/// Pipelined requests are answered in order: a request that arrives while
/// the one before is being answered waits, with the connection's reads
/// held, until that response's end is written.
///
/// An exchange holds its body's budget, and its admission once it has one,
/// until its last byte is written (or the client has gone): that is when it
/// is done, is counted in `/metrics` and logged. A body small enough to run
/// where it arrives is admitted to the pool only when one of its requests
/// would build; one that would wait for a formatter another exchange is
/// building (or has claimed) waits for it without a place in the pool, so
/// concurrent misses of one formatter share one place. Every refusal, from the parser's `400`
/// to a busy service's `503`, is answered, counted and logged here.
///
/// The connection's own life: idle keep-alive connections close after the
/// idle timeout; a response asked to close (`Connection: close`, HTTP/1.0,
/// a refused body) or written while the server drains says
/// `Connection: close` and closes once written; in a drain an idle
/// connection stays open for the drain's grace, so that a request sent as
/// the drain began is still answered.
final class ExchangeHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundIn = Never
    typealias OutboundOut = ByteBuffer

    private let core: ServerCore
    private let clock: RequestClock?

    init(core: ServerCore, clock: RequestClock?) {
        self.core = core
        self.clock = clock
    }

    private enum Route {
        case format, health, ready, metrics, openAPI, catalogs
        /// A path the service does not have, or a method a route does not answer.
        case refused(ServiceError)
    }

    /// A request being read.
    private struct Incoming {
        var head: HTTPRequestHead
        var route: Route
        var body = ByteBuffer()
        /// Body bytes received.
        var received = 0
        /// Bytes taken from the body budget (``ServerCore/bodies``).
        var charged = 0
        /// Nil until a byte other than whitespace arrives.
        var isSingleRequest: Bool?
        /// The client waits for `100 Continue` before it sends the body.
        var expectsContinue = false
    }

    /// A format exchange read and not yet done.
    private final class Active {
        let work: ExchangeWork
        /// Its place in the pool: from the start for a large body; for one
        /// run where it arrives, once a request of it would build.
        var admission: FormattingPool.Admission?
        /// The build its deferred request claimed, until a pool step has run it.
        var claim: (any BuildTicket)?
        let head: HTTPRequestHead
        let started: ContinuousClock.Instant
        let charged: Int
        let bodyBytes: Int
        var headWritten = false
        /// The response's body goes out in chunks (its head is written).
        var chunked = false
        /// Response bytes made and not written yet: a response shorter than
        /// ``ExchangeHandler/pendingBytes`` is written whole, with its length.
        var pending: [UInt8] = []
        var waitingForWritability = false
        var stepRunning = false
        var bytesOut = 0
        /// Released and recorded.
        var finished = false

        init(
            work: ExchangeWork, admission: FormattingPool.Admission?, head: HTTPRequestHead,
            started: ContinuousClock.Instant, charged: Int, bodyBytes: Int
        ) {
            self.work = work
            self.admission = admission
            self.head = head
            self.started = started
            self.charged = charged
            self.bodyBytes = bodyBytes
        }
    }

    private enum State {
        case idle
        case reading(Incoming)
        /// The request's end is read; its response is being made or written.
        case answering
        /// Refused with the connection closing: the rest of what arrives is dropped.
        case closing
    }

    private var state = State.idle
    private var active: Active?
    private var started = ContinuousClock.now
    private var closeAfterResponse = false
    private var draining = false
    private var connectionID = -1
    private let idleStatus = ConnectionRegistry.IdleStatus()
    private var registered = false
    private var idleTimer: Scheduled<Void>?
    /// When the connection last became idle.
    private var idleSince = NIODeadline.now()
    /// Response ends written and not yet sent.
    private var pendingEnds = 0
    private var stallTimer: Scheduled<Void>?
    /// Parts of pipelined requests that arrived while a response was under
    /// way, in order; the connection's reads are held meanwhile.
    private var queued = CircularBuffer<HTTPServerRequestPart>()
    /// The request last begun has had its end.
    private var requestEnded = true
    private var readHeld = false
    private var replaying = false
    /// What an inline step's deferred lookup deferred (one at a time on this connection).
    private let deferral = BuildDeferral.Record()

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
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        let eventLoop = context.eventLoop
        let handle = ConnectionRegistry.Handle(
            closeIfIdle: {
                eventLoop.execute {
                    let (handler, context) = bound.value
                    if handler.isIdle { context.close(promise: nil) }
                }
            },
            drain: {
                eventLoop.execute {
                    let (handler, context) = bound.value
                    handler.startDraining(context: context)
                }
            },
            close: {
                eventLoop.execute {
                    let (handler, context) = bound.value
                    handler.drainTimedOut(context: context)
                }
            })
        let (id, draining) = core.connections.register(handle, status: idleStatus)
        connectionID = id
        self.draining = draining
        scheduleIdleClose(context: context)
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
        if case .reading(let incoming) = state { core.bodies.release(incoming.charged) }
        state = .closing
        if let active {
            active.work.cancel()
            if !active.stepRunning { finish(active, context: context, completed: false) }
        }
        core.connections.unregister(connectionID)
        connectionID = -1
    }

    private func startDraining(context: ChannelHandlerContext) {
        guard !draining else { return }
        draining = true
        if isIdle { scheduleIdleClose(context: context) }
    }

    /// Between requests, with nothing left to write.
    private var isIdle: Bool {
        guard case .idle = state else { return false }
        return active == nil && pendingEnds == 0
    }

    /// The drain's time is up: a request still being read is answered `408`,
    /// an exchange still being answered is cut; either is counted abandoned.
    private func drainTimedOut(context: ChannelHandlerContext) {
        switch state {
        case .reading:
            core.inFlight.abandon()
            refuse(
                ServiceError(
                    .requestTimeout, .invalidRequest,
                    "the service stopped before the request was read whole (its drain timed out)",
                    closesConnection: true), context: context)
        case .answering where active != nil:
            core.inFlight.abandon()
            context.close(promise: nil)
        default:
            context.close(promise: nil)
        }
    }

    /// Closes the connection if it stays idle: for the idle timeout, or in
    /// a drain for the drain's grace. No timer is scheduled per request: the
    /// one timer of the connection, when it fires, closes an idle connection
    /// whose time is up, or waits until it may be.
    private func scheduleIdleClose(context: ChannelHandlerContext) {
        idleSince = .now()
        if draining {
            // The grace is shorter than the idle timeout: check at its end.
            idleTimer?.cancel()
            idleTimer = nil
        }
        guard idleTimer == nil, let timeout = idleTimeout else { return }
        armIdleTimer(at: idleSince + timeout, context: context)
    }

    private var idleTimeout: TimeAmount? {
        (draining ? core.configuration.drainGrace : core.configuration.idleTimeout).map { TimeAmount($0) }
    }

    private func armIdleTimer(at time: NIODeadline, context: ChannelHandlerContext) {
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        idleTimer = context.eventLoop.scheduleTask(deadline: time) {
            let (handler, context) = bound.value
            handler.idleTimer = nil
            guard handler.isIdle, let timeout = handler.idleTimeout else { return }
            let due = handler.idleSince + timeout
            if due <= .now() {
                context.close(promise: nil)
            } else {
                handler.armIdleTimer(at: due, context: context)
            }
        }
    }

    // MARK: Reading

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        if case .closing = state { return }
        if !queued.isEmpty || isAnswering {
            queued.append(part)  // the next request, while this one is answered
            return
        }
        handle(part, context: context)
    }

    /// Between requests: the last response's end is written (or being written).
    private var isReadyForRequest: Bool {
        guard case .idle = state else { return false }
        return active == nil
    }

    /// The request is read whole and its response is under way: what
    /// arrives now is the next request's.
    private var isAnswering: Bool { requestEnded && !isReadyForRequest }

    /// Holds the connection's reads while a response is under way or
    /// requests wait, as a pipelining client would otherwise send more
    /// than one response's worth ahead.
    func read(context: ChannelHandlerContext) {
        if queued.isEmpty, !isAnswering {
            context.read()
        } else {
            readHeld = true
        }
    }

    /// Answers the requests that waited for the response just ended, in
    /// order, until one is under way; then reads again if nothing waits.
    private func replayQueued(context: ChannelHandlerContext) {
        guard !replaying else { return }
        replaying = true
        defer { replaying = false }
        while let part = queued.first {
            if case .closing = state {
                queued.removeAll()
                return
            }
            if case .head = part, !isReadyForRequest { return }
            queued.removeFirst()
            handle(part, context: context)
        }
        if readHeld, !isAnswering {
            readHeld = false
            context.read()
        }
    }

    private func handle(_ part: HTTPServerRequestPart, context: ChannelHandlerContext) {
        switch part {
        case .head(let head):
            requestEnded = false
            guard case .idle = state else { return }
            idleStatus.set(idle: false)
            started = .now
            closeAfterResponse = head.version.major == 1 && head.version.minor == 0 || !head.isKeepAlive
            if core.logger.logLevel <= .trace {
                core.logger.trace(
                    "request started",
                    metadata: [
                        "http.method": "\(head.method.rawValue.prefix(40))",
                        "http.path": "\(Self.path(of: head).prefix(200))",
                    ])
            }
            begin(head, context: context)
        case .body(let part):
            guard case .reading(var incoming) = state else { return }
            state = .answering  // (no copy of the body while it is modified)
            if let refusal = read(part, into: &incoming) {
                state = .reading(incoming)
                refuse(refusal, context: context)
            } else {
                state = .reading(incoming)
            }
        case .end:
            requestEnded = true
            clock?.disarm()
            clock?.answering = true
            guard case .reading(let incoming) = state else { return }
            state = .answering
            answer(incoming, context: context)
        }
    }

    private func begin(_ head: HTTPRequestHead, context: ChannelHandlerContext) {
        var incoming = Incoming(head: head, route: Self.route(head.method, Self.path(of: head)))
        state = .reading(incoming)
        if let coding = TransferCoding.unsupported(head.headers) {
            refuse(
                ServiceError(
                    .notImplemented, .invalidRequest,
                    "the Transfer-Encoding \"\(coding.prefix(100))\" is not supported: send the body as is or chunked",
                    closesConnection: true), context: context)
            return
        }
        guard case .format = incoming.route else { return }
        let contentType = Self.field("content-type", in: head.headers)
        guard let contentType, MediaTypes.isJSON(contentType) else {
            refuse(ServiceError.unsupportedMediaType(contentType), context: context)
            return
        }
        let limit = core.configuration.maximumBodyBytes
        if let declared = Self.field("content-length", in: head.headers).flatMap({ Int($0) }) {
            guard declared <= limit else {
                refuse(ServiceError.bodyTooLarge(limit: limit), context: context)
                return
            }
            if declared > Self.freeBodyBytes {
                guard core.bodies.reserve(declared) else {
                    refuse(Self.bodyBudgetSpent(core.bodies.limit), context: context)
                    return
                }
                incoming.charged = declared
                state = .reading(incoming)
            }
        }
        if head.version == .http1_1, let expectation = Self.field("expect", in: head.headers),
            Self.equalsLowercase(expectation, "100-continue")
        {
            // Every check a head allows has passed: ask for the body.
            incoming.expectsContinue = true
            state = .reading(incoming)
            context.writeAndFlush(wrapOutboundOut(Self.continueBuffer(context)), promise: nil)
        }
    }

    /// The interim `100 Continue` response (RFC 9110, 10.1.1).
    private static func continueBuffer(_ context: ChannelHandlerContext) -> ByteBuffer {
        var buffer = context.channel.allocator.buffer(capacity: 25)
        buffer.writeStaticString("HTTP/1.1 100 Continue\r\n\r\n")
        return buffer
    }

    /// Adds one part of a format body; a refusal when it passes a limit.
    private func read(_ part: ByteBuffer, into incoming: inout Incoming) -> ServiceError? {
        guard case .format = incoming.route else { return nil }  // other routes ignore a body
        let count = part.readableBytes
        let limit = core.configuration.maximumBodyBytes
        guard count <= limit - incoming.received else { return ServiceError.bodyTooLarge(limit: limit) }
        if incoming.isSingleRequest == nil {
            incoming.isSingleRequest = part.withUnsafeReadableBytes { bytes in
                JSONBytes.opensArray(bytes).map { !$0 }
            }
        }
        let lineLimit = core.exchange.dispatcher.limits.maximumLineBytes
        if incoming.isSingleRequest == true, count > lineLimit - incoming.received {
            return ServiceError(
                .payloadTooLarge, core.exchange.dispatcher.limits.requestTooLong, closesConnection: true)
        }
        incoming.received += count
        // A chunked body (or one longer than it said) is charged as it comes.
        let owed = incoming.received - max(incoming.charged, Self.freeBodyBytes)
        if owed > 0 {
            guard core.bodies.reserve(owed) else { return Self.bodyBudgetSpent(core.bodies.limit) }
            incoming.charged += owed
        }
        if incoming.body.readableBytes == 0 {
            incoming.body = part
        } else {
            var part = part
            incoming.body.writeBuffer(&part)
        }
        return nil
    }

    /// A body no longer than this is not charged to the body budget: every
    /// connection may hold one (the connection limit bounds them), so a
    /// flood of large bodies never refuses an ordinary request.
    static let freeBodyBytes = 16_384

    static func bodyBudgetSpent(_ limit: Int) -> ServiceError {
        ServiceError(
            .serviceUnavailable, .limitExceeded,
            "the service holds \(limit) bytes of request bodies already; retry later", closesConnection: true,
            retryAfterSeconds: 1)
    }

    // MARK: Answering

    private func answer(_ incoming: Incoming, context: ChannelHandlerContext) {
        switch incoming.route {
        case .format:
            runFormat(incoming, context: context)
        case .health:
            respond(.ok, Self.healthBody, head: incoming.head, context: context)
        case .ready:
            if core.connections.isDraining {
                respond(.serviceUnavailable, Self.drainingBody, head: incoming.head, context: context)
            } else {
                respond(.ok, Self.readyBody, head: incoming.head, context: context)
            }
        case .metrics:
            respond(
                .ok, core.metricsText(), head: incoming.head, contentType: MediaTypes.prometheusText,
                context: context)
        case .openAPI:
            respond(.ok, core.openAPI, head: incoming.head, context: context)
        case .catalogs:
            respond(.ok, CatalogListing.json(core.exchange.dispatcher.catalogs), head: incoming.head, context: context)
        case .refused(let error):
            respond(error, head: incoming.head, context: context)
        }
    }

    private func runFormat(_ incoming: Incoming, context: ChannelHandlerContext) {
        let exchange = core.exchange
        let plan: FormatExchange.Plan
        do {
            plan = try exchange.plan(incoming.body)
        } catch {
            core.bodies.release(incoming.charged)
            respond(error, head: incoming.head, context: context, bodyBytes: incoming.received)
            return
        }
        var admission: FormattingPool.Admission?
        if incoming.received > FormatExchange.inlineBodyBytes {
            let small = incoming.received <= 65_536 && (plan.count ?? 0) <= FormatExchange.chunkSize
            do {
                admission = try core.pool.admit(small ? .interactive : .bulk)
            } catch {
                core.bodies.release(incoming.charged)
                core.metrics.shed.increment()
                respond(error, head: incoming.head, context: context, bodyBytes: incoming.received)
                return
            }
            core.metrics.admitted.record(core.pool.admittedCount)
        }
        core.inFlight.begin()
        let active = Active(
            work: ExchangeWork(body: incoming.body, plan: plan), admission: admission, head: incoming.head,
            started: started, charged: incoming.charged, bodyBytes: incoming.received)
        self.active = active
        proceed(active, context: context)
    }

    /// Runs the exchange's next step once the client can take more and the
    /// process's responses waiting to be sent are within their budget:
    /// where the request arrived for a small body, on the pool otherwise.
    private func proceed(_ active: Active, context: ChannelHandlerContext) {
        guard context.channel.isWritable else {
            active.waitingForWritability = true
            armStallTimer(context: context)
            return
        }
        guard !core.output.isSpent else {
            // Others' responses fill the budget: look again in a moment.
            core.metrics.outputWaits.increment()
            let bound = NIOLoopBound((self, context, active), eventLoop: context.eventLoop)
            context.eventLoop.scheduleTask(in: .milliseconds(2)) {
                let (handler, context, active) = bound.value
                guard handler.active === active, context.channel.isActive else { return }
                handler.proceed(active, context: context)
            }
            return
        }
        if active.admission == nil {
            runInline(active, context: context)
        } else {
            submitStep(active, context: context)
        }
    }

    /// Steps where the request arrived, while nothing in them builds.
    private func runInline(_ active: Active, context: ChannelHandlerContext) {
        while true {
            var output: [UInt8] = []
            let result = core.exchange.step(active.work, into: &output, deferring: true, record: deferral)
            switch result {
            case .done:
                stepDone(active, output, .done, context: context)
                return
            case .more:
                write(output, of: active, context: context)
            case .deferred:
                write(output, of: active, context: context)
                deferred(active, context: context)
                return
            case .refused:
                stepDone(active, output, result, context: context)
                return
            }
        }
    }

    /// An inline step stopped before a request that would build: the
    /// exchange waits, without a place in the pool, for a build another
    /// exchange runs or claimed, and runs inline again once it settles;
    /// otherwise it is admitted to the pool (`503` when the pool is full and
    /// nothing of its response is written yet; tried again in a moment when
    /// some is), where its step builds what it claimed.
    private func deferred(_ active: Active, context: ChannelHandlerContext) {
        if let ticket = deferral.ticket, !deferral.holdsClaim {
            core.metrics.sharedBuildWaits.increment()
            let bound = NIOLoopBound((self, context, active), eventLoop: context.eventLoop)
            let eventLoop = context.eventLoop
            ticket.whenSettled { settlement in
                eventLoop.execute {
                    let (handler, context, active) = bound.value
                    guard handler.active === active, context.channel.isActive else { return }
                    if case .notCached = settlement {
                        // Nothing to answer from: built where blocking is fine, as its own.
                        handler.admitToPool(active, claim: nil, context: context)
                    } else {
                        handler.proceed(active, context: context)
                    }
                }
            }
            return
        }
        admitToPool(active, claim: deferral.holdsClaim ? deferral.ticket : nil, context: context)
    }

    /// Admits an exchange run inline so far to the interactive lane and
    /// submits its next step, which builds what `claim` claimed.
    private func admitToPool(_ active: Active, claim: (any BuildTicket)?, context: ChannelHandlerContext) {
        do {
            active.admission = try core.pool.admit(.interactive)
        } catch {
            claim?.relinquish()
            core.metrics.shed.increment()
            if active.headWritten {
                let bound = NIOLoopBound((self, context, active), eventLoop: context.eventLoop)
                context.eventLoop.scheduleTask(in: .milliseconds(5)) {
                    let (handler, context, active) = bound.value
                    guard handler.active === active, context.channel.isActive else { return }
                    handler.proceed(active, context: context)
                }
            } else {
                active.pending = []
                release(active)
                respond(error, head: active.head, context: context, bodyBytes: active.bodyBytes)
            }
            return
        }
        core.metrics.admitted.record(core.pool.admittedCount)
        active.claim = claim
        submitStep(active, context: context)
    }

    /// Runs the exchange's next step on the pool; its output comes back here.
    private func submitStep(_ active: Active, context: ChannelHandlerContext) {
        guard let lane = active.admission?.lane else { return }
        active.stepRunning = true
        let exchange = core.exchange
        let work = active.work
        let claim = active.claim
        active.claim = nil
        let bound = NIOLoopBound((self, context, active), eventLoop: context.eventLoop)
        let eventLoop = context.eventLoop
        core.pool.submit(lane) {
            var output: [UInt8] = []
            let result = work.cancelled ? .done : exchange.step(work, into: &output, deferring: false)
            // Built by the step, or not reached (its client gone, its time
            // spent): given back for another exchange to claim.
            claim?.relinquish()
            let made = output
            eventLoop.execute {
                let (handler, context, active) = bound.value
                active.stepRunning = false
                handler.stepDone(active, made, result, context: context)
            }
        }
    }

    private func stepDone(
        _ active: Active, _ output: [UInt8], _ result: FormatExchange.StepResult, context: ChannelHandlerContext
    ) {
        guard self.active === active, context.channel.isActive, !active.work.cancelled else {
            if self.active === active { finish(active, context: context, completed: false) }
            return
        }
        switch result {
        case .done:
            var last: ByteBuffer
            let count = active.pending.count + output.count
            // Charged to the process's response budget until the kernel has it.
            let charged = count >= Self.pendingBytes ? count : 0
            if !active.headWritten {
                // The whole response in one write, with its length.
                last = head(
                    .ok, framing: .length(count), contentType: MediaTypes.jsonResponse,
                    bodyCapacity: count, context: context)
                active.headWritten = true
                last.writeBytes(active.pending)
                last.writeBytes(output)
            } else {
                // The rest of a chunked (or close-delimited) body, and its end.
                last = context.channel.allocator.buffer(capacity: ResponseEncoding.capacity(forBody: count) + 8)
                ResponseEncoding.writeBody(active.pending, chunked: active.chunked, into: &last)
                ResponseEncoding.writeBody(output, chunked: active.chunked, into: &last)
                if active.chunked { last.writeStaticString(ResponseEncoding.lastChunk) }
            }
            active.bytesOut += count
            active.pending = []
            self.active = nil
            let bound = NIOLoopBound((self, context, active), eventLoop: context.eventLoop)
            writeEnd(last, charged: charged, context: context) { result in
                let (handler, context, active) = bound.value
                handler.finish(active, context: context, completed: (try? result.get()) != nil)
            }
        case .refused(let error):
            // Not a request: the exchange ends without a response of its own.
            release(active)
            respond(error, head: active.head, context: context, bodyBytes: active.bodyBytes)
        case .more, .deferred:
            write(output, of: active, context: context)
            context.flush()
            proceed(active, context: context)
        }
    }

    /// Responses shorter than this are written whole, with a `Content-Length`;
    /// longer ones in chunks of about this size as they are made.
    static let pendingBytes = 16_384

    /// Adds part of a format response body; writes what is pending once it
    /// is ``pendingBytes`` long, its head first (chunked: the length is not
    /// known yet; close-delimited for an HTTP/1.0 client).
    private func write(_ output: [UInt8], of active: Active, context: ChannelHandlerContext) {
        if active.pending.isEmpty {
            active.pending = output
        } else {
            active.pending += output
        }
        guard active.pending.count >= Self.pendingBytes else { return }
        let count = active.pending.count
        active.bytesOut += count
        var buffer: ByteBuffer
        if active.headWritten {
            buffer = context.channel.allocator.buffer(capacity: ResponseEncoding.capacity(forBody: count))
        } else {
            active.chunked = active.head.version != .http1_0
            buffer = head(
                .ok, framing: active.chunked ? .chunked : .close, contentType: MediaTypes.jsonResponse,
                bodyCapacity: ResponseEncoding.capacity(forBody: count), context: context)
            active.headWritten = true
        }
        ResponseEncoding.writeBody(active.pending, chunked: active.chunked, into: &buffer)
        active.pending.removeAll(keepingCapacity: true)
        // Charged to the process's response budget until the kernel has it.
        let output = core.output
        output.charge(count)
        let promise = context.eventLoop.makePromise(of: Void.self)
        promise.futureResult.whenComplete { _ in output.release(count) }
        context.write(wrapOutboundOut(buffer), promise: promise)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            stallTimer?.cancel()
            stallTimer = nil
            if let active, active.waitingForWritability {
                active.waitingForWritability = false
                proceed(active, context: context)
            }
        } else if active != nil || stallTimer == nil {
            armStallTimer(context: context)
        }
        context.fireChannelWritabilityChanged()
    }

    /// A client that reads nothing of its response for the write timeout
    /// loses its connection (its exchange's memory and admission go back).
    private func armStallTimer(context: ChannelHandlerContext) {
        guard stallTimer == nil, let timeout = core.configuration.writeTimeout else { return }
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        stallTimer = context.eventLoop.scheduleTask(in: TimeAmount(timeout)) {
            let (handler, context) = bound.value
            handler.stallTimer = nil
            guard !context.channel.isWritable else { return }
            handler.core.metrics.writeTimeouts.increment()
            handler.core.logger.warning(
                "write timed out", metadata: ["timeout_s": "\(timeout)", "connection": "\(handler.connectionID)"])
            context.close(promise: nil)
        }
    }

    /// The exchange is over: its last byte written (`completed`), or its client gone.
    private func finish(_ active: Active, context: ChannelHandlerContext, completed: Bool) {
        guard !active.finished else { return }
        release(active)
        let status = completed ? 200 : 499
        if !completed { core.metrics.cut.increment() }
        record(
            status: status, path: FormatServer.formatPath, head: active.head, bodyBytes: active.bodyBytes,
            summary: active.work.summary,
            failure: completed ? nil : "the client went away before the response was written",
            started: active.started)
        if self.active === active {
            // Cut short (the client went away): no end was written.
            self.active = nil
            clock?.answering = false
            state = .closing
            context.close(promise: nil)
        }
    }

    /// Gives back what an exchange held: its admission and body budget.
    private func release(_ active: Active) {
        guard !active.finished else { return }
        active.finished = true
        if self.active === active { self.active = nil }
        stallTimer?.cancel()
        stallTimer = nil
        active.admission?.release()
        core.bodies.release(active.charged)
        core.metrics.admitted.record(core.pool.admittedCount)
        core.inFlight.end()
        if active.bodyBytes + active.bytesOut > MemoryTrimmer.threshold { core.memory.largeExchangeEnded() }
    }

    // MARK: Writing

    /// A buffer holding a response's head, with room for `bodyCapacity`
    /// bytes more; notes whether the connection closes after it (asked, or
    /// the server drains).
    private func head(
        _ status: HTTPResponseStatus, framing: ResponseEncoding.Framing, contentType: String,
        extra: [(String, String)] = [], bodyCapacity: Int, context: ChannelHandlerContext
    ) -> ByteBuffer {
        var fields = extra
        if let index = fields.firstIndex(where: { $0.0 == "connection" }) {
            fields.remove(at: index)
            closeAfterResponse = true
        }
        if draining || core.connections.isDraining {
            draining = true
            closeAfterResponse = true
        }
        if case .close = framing { closeAfterResponse = true }
        var capacity = ResponseEncoding.headCapacity + contentType.utf8.count + bodyCapacity
        for (name, value) in fields { capacity += name.utf8.count + value.utf8.count + 4 }
        var buffer = context.channel.allocator.buffer(capacity: capacity)
        ResponseEncoding.writeHead(
            status, contentType: contentType, framing: framing, extra: fields, close: closeAfterResponse,
            into: &buffer)
        return buffer
    }

    /// A whole response of `body` to a request that is not a format exchange.
    private func respond(
        _ status: HTTPResponseStatus, _ body: [UInt8], head request: HTTPRequestHead,
        contentType: String = MediaTypes.jsonResponse, extra: [(String, String)] = [],
        context: ChannelHandlerContext, bodyBytes: Int? = nil, failure: String? = nil
    ) {
        let sendsBody = request.method != .HEAD
        var buffer = head(
            status, framing: .length(body.count), contentType: contentType, extra: extra,
            bodyCapacity: sendsBody ? body.count : 0, context: context)
        if sendsBody { buffer.writeBytes(body) }
        record(
            status: Int(status.code), path: Self.pathLabel(request), head: request, bodyBytes: bodyBytes,
            summary: nil, failure: failure)
        writeEnd(buffer, context: context)
    }

    private func respond(
        _ error: ServiceError, head: HTTPRequestHead, context: ChannelHandlerContext, bodyBytes: Int? = nil
    ) {
        var extra = error.extraHeaders
        if error.status == .methodNotAllowed, let allowed = Self.allowedMethods[String(Self.path(of: head))] {
            extra.append(("allow", allowed))
        }
        respond(
            error.status, error.body, head: head, extra: extra, context: context, bodyBytes: bodyBytes,
            failure: error.message)
    }

    /// Answers a request refused before its end was read; the connection
    /// closes when the refusal says so, and the rest of the request is dropped.
    private func refuse(_ error: ServiceError, context: ChannelHandlerContext) {
        guard case .reading(let incoming) = state else { return }
        core.bodies.release(incoming.charged)
        // A client refused before it was asked for its body may or may not
        // send it: the connection cannot tell a body from a next request.
        let unsentBody = Self.field("expect", in: incoming.head.headers) != nil && incoming.received == 0
        if error.closesConnection || unsentBody {
            closeAfterResponse = true
            state = .closing
        } else {
            state = .answering
        }
        respond(error, head: incoming.head, context: context, bodyBytes: incoming.received)
    }

    /// Writes a response's last bytes (`last`: its end, and for most
    /// responses its head and body too; `charged` of them against the
    /// output budget) and flushes. The connection is ready for its next
    /// request at once: one that waited is answered now. It counts as idle,
    /// or closes, once the end is written; `completion` runs then, with the
    /// write's result.
    private func writeEnd(
        _ last: ByteBuffer, charged: Int = 0, context: ChannelHandlerContext,
        completion: (@Sendable (Result<Void, any Error>) -> Void)? = nil
    ) {
        clock?.answering = false
        let closing = closeAfterResponse
        if closing {
            state = .closing
        } else if case .answering = state {
            state = .idle
        }
        pendingEnds += 1
        let output = core.output
        if charged > 0 { output.charge(charged) }
        let promise = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(last), promise: promise)
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        promise.futureResult.whenComplete { result in
            let (handler, context) = bound.value
            if charged > 0 { output.release(charged) }
            handler.pendingEnds -= 1
            completion?(result)
            if closing {
                context.close(promise: nil)
            } else if case .idle = handler.state, handler.pendingEnds == 0, handler.active == nil,
                handler.queued.isEmpty
            {
                handler.idleStatus.set(idle: true)
                handler.scheduleIdleClose(context: context)
            }
        }
        if !closing { replayQueued(context: context) }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A request SwiftNIO's decoder cannot read gets 400, counted and
        // logged, unless a response is under way; either way the connection ends.
        guard error is HTTPParserError, context.channel.isActive, active == nil else {
            context.close(promise: nil)
            return
        }
        if case .closing = state {
            context.close(promise: nil)
            return
        }
        closeAfterResponse = true
        state = .closing
        let refusal = ServiceError(
            .badRequest, .invalidRequest, "the request is not HTTP/1.1: \(error)", closesConnection: true)
        respond(refusal, head: HTTPRequestHead(version: .http1_1, method: .GET, uri: ""), context: context)
    }

    // MARK: Metrics and log

    private func record(
        status: Int, path: String, head: HTTPRequestHead, bodyBytes: Int?, summary: FormatExchange.Summary?,
        failure: String?, started: ContinuousClock.Instant? = nil
    ) {
        let elapsed = ContinuousClock.now - (started ?? self.started)
        core.metrics.recordHTTP(path: path, status: status, nanoseconds: FormatExchange.nanoseconds(elapsed))
        let level: Logger.Level = status >= 400 || (summary?.internalErrors ?? 0) > 0 ? .warning : .debug
        guard core.logger.logLevel <= level else { return }
        var suppressed = 0
        if (400..<500).contains(status) {
            guard let count = core.refusals.admit() else { return }
            suppressed = count
        }
        var metadata: Logger.Metadata = [
            "http.method": "\(head.method.rawValue.prefix(40))",
            "http.path": "\(path == "other" ? String(Self.path(of: head).prefix(200)) : path)",
            "http.status": "\(status)",
            "duration_us": "\(FormatExchange.nanoseconds(elapsed) / 1000)",
        ]
        if let bodyBytes { metadata["body_bytes"] = "\(bodyBytes)" }
        if let summary {
            metadata["requests"] = "\(summary.requests)"
            metadata["ops"] = .string(
                summary.operations.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ","))
            metadata["errors"] = "\(summary.errors)"
        }
        if let failure { metadata["error"] = .string(String(failure.prefix(500))) }
        if suppressed > 0 { metadata["suppressed"] = "\(suppressed)" }
        core.logger.log(level: level, "request", metadata: metadata)
    }

    // MARK: Routes

    /// The routes and the methods each answers (its `Allow` header when
    /// asked with another: 405); any other path is counted as `other`.
    static let allowedMethods: [String: String] = [
        FormatServer.formatPath: "POST", FormatServer.healthPath: "GET, HEAD", FormatServer.readyPath: "GET, HEAD",
        FormatServer.metricsPath: "GET", FormatServer.openAPIPath: "GET", FormatServer.catalogsPath: "GET",
    ]

    private static func route(_ method: HTTPMethod, _ path: Substring) -> Route {
        switch (method, path) {
        case (.POST, FormatServer.formatPath[...]): return .format
        case (.GET, FormatServer.healthPath[...]), (.HEAD, FormatServer.healthPath[...]): return .health
        case (.GET, FormatServer.readyPath[...]), (.HEAD, FormatServer.readyPath[...]): return .ready
        case (.GET, FormatServer.metricsPath[...]): return .metrics
        case (.GET, FormatServer.openAPIPath[...]): return .openAPI
        case (.GET, FormatServer.catalogsPath[...]): return .catalogs
        default:
            if let allowed = allowedMethods[String(path)] {
                // A route asked with a method it does not answer (RFC 9110, 15.5.6).
                return .refused(
                    ServiceError(
                        .methodNotAllowed, .invalidRequest,
                        "\(path) answers \(allowed), not \(method.rawValue.prefix(40))"))
            }
            return .refused(
                ServiceError(
                    .notFound, .invalidRequest,
                    "no route for \(method.rawValue.prefix(40)) \(path.prefix(200)); the routes are "
                        + "POST \(FormatServer.formatPath), GET \(FormatServer.healthPath), GET \(FormatServer.readyPath), "
                        + "GET \(FormatServer.metricsPath), GET \(FormatServer.openAPIPath), "
                        + "GET \(FormatServer.catalogsPath)"))
        }
    }

    /// The request's path: its target up to a `?`.
    private static func path(of head: HTTPRequestHead) -> Substring {
        let uri = head.uri
        guard let query = uri.utf8.firstIndex(of: UInt8(ascii: "?")) else { return uri[...] }
        return uri[..<query]
    }

    /// The `path` label of a request's metrics: one of the routes, or
    /// `other` (compared in place: no string is made).
    private static func pathLabel(_ head: HTTPRequestHead) -> String {
        switch path(of: head) {
        case FormatServer.formatPath[...]: return FormatServer.formatPath
        case FormatServer.healthPath[...]: return FormatServer.healthPath
        case FormatServer.readyPath[...]: return FormatServer.readyPath
        case FormatServer.metricsPath[...]: return FormatServer.metricsPath
        case FormatServer.openAPIPath[...]: return FormatServer.openAPIPath
        case FormatServer.catalogsPath[...]: return FormatServer.catalogsPath
        default: return "other"
        }
    }

    /// The value of the field `name` (lowercase) when the request has it
    /// once (the usual case); all values joined with ", " when it has several.
    /// Names compare without case, and without making a lowercased copy.
    static func field(_ name: String, in headers: HTTPHeaders) -> String? {
        var found: String?
        for (fieldName, value) in headers where Self.equalsLowercase(fieldName, name) {
            guard found == nil else { return headers[name].joined(separator: ", ") }
            found = value
        }
        return found
    }

    /// Whether `text` is `lowercase` in any ASCII case: byte by byte over
    /// both strings' UTF-8 where it lies (through `zip` of their views, a
    /// header lookup cost about 150 instructions a field).
    private static func equalsLowercase(_ text: String, _ lowercase: String) -> Bool {
        guard text.utf8.count == lowercase.utf8.count else { return false }
        let compared = text.utf8.withContiguousStorageIfAvailable { text in
            lowercase.utf8.withContiguousStorageIfAvailable { lowercase in
                for index in 0..<text.count {
                    let byte = text[index]
                    guard (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == lowercase[index] else { return false }
                }
                return true
            }
        }
        if let compared = compared ?? nil { return compared }
        return zip(text.utf8, lowercase.utf8).allSatisfy { pair in
            let byte = pair.0
            return (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == pair.1
        }
    }

    static let healthBody = Array(#"{"status":"ok"}"#.utf8)
    static let readyBody = Array(#"{"status":"ready"}"#.utf8)
    static let drainingBody = Array(#"{"status":"draining"}"#.utf8)
}
