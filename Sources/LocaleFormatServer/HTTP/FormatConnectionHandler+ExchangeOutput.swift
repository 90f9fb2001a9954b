@_spi(Server) import LocaleFormat
import NIOCore
import NIOHTTP1

/// A format exchange's output: each step's bytes handed to the exchange's
/// ``ExchangeOutput``, and what it hands back written (its head first), or
/// the whole response with its length when it is short; and the exchange's
/// end, when what it held goes back and it is counted and logged.
extension FormatConnectionHandler {
    /// A step's bytes and result (`inline`: stepped where the request
    /// arrived): true to step again inline. An exchange no longer the
    /// connection's, or whose client left, is cut.
    @discardableResult
    func stepDone(
        _ active: ExchangeInFlight, _ made: [UInt8], _ result: FormatExchange.StepResult, inline: Bool,
        context: ChannelHandlerContext
    ) -> Bool {
        guard self.active === active, context.channel.isActive, !active.work.cancelled else {
            if self.active === active { finish(active, context: context, completed: false) }
            return false
        }
        switch active.stepped(result, inline: inline) {
        case .writeAndStepInline:
            write(made, of: active, context: context)
            return true
        case .writeAndDefer:
            write(made, of: active, context: context)
            run(
                active.deferred(ticket: deferral.ticket, holdsClaim: deferral.holdsClaim), for: active,
                context: context)
        case .writeAndProceed:
            write(made, of: active, context: context)
            context.flush()
            proceed(active, context: context)
        case .end:
            end(active, made, context: context)
        case .refuse(let error):
            // Not a request: the exchange ends without a response of its own.
            run(.refuse(error), for: active, context: context)
        }
        return false
    }

    /// Writes the response's end: the whole response with its length when
    /// none of it is out yet, its last part otherwise.
    private func end(_ active: ExchangeInFlight, _ made: [UInt8], context: ChannelHandlerContext) {
        var last = ByteBuffer()
        var count = 0
        active.output.end(made) { part, unwritten, made in
            count = unwritten.count + made.count
            if case .last(let chunked) = part {
                last = ResponseFraming.last(unwritten, made, chunked: chunked, allocator: context.channel.allocator)
                return
            }
            last = head(
                .ok, framing: .length(count), contentType: MediaTypes.jsonResponse, bodyCapacity: count,
                context: context)
            last.writeBytes(unwritten)
            last.writeBytes(made)
        }
        // Charged to the process's response budget until the kernel has it.
        let charged = count >= ResponseFraming.partBytes ? count : 0
        self.active = nil
        let bound = NIOLoopBound((self, context, active), eventLoop: context.eventLoop)
        writeEnd(last, charged: charged, context: context) { result in
            let (handler, context, active) = bound.value
            handler.finish(active, context: context, completed: (try? result.get()) != nil)
        }
    }

    /// Adds a step's bytes to the response; writes the part the exchange
    /// hands back, its head first (chunked: the length is not known yet;
    /// close-delimited for an HTTP/1.0 client).
    func write(_ made: [UInt8], of active: ExchangeInFlight, context: ChannelHandlerContext) {
        active.output.add(made) { part, bytes in
            var buffer: ByteBuffer
            switch part {
            case .first(let chunked):
                buffer = head(
                    .ok, framing: chunked ? .chunked : .close, contentType: MediaTypes.jsonResponse,
                    bodyCapacity: ResponseEncoding.capacity(forBody: bytes.count), context: context)
                ResponseEncoding.writeBody(bytes, chunked: chunked, into: &buffer)
            case .next(let chunked), .last(let chunked):
                buffer = ResponseFraming.part(bytes, chunked: chunked, allocator: context.channel.allocator)
            case .whole:
                return
            }
            // Charged to the process's response budget until the kernel has it.
            let count = bytes.count
            let output = core.output
            output.charge(count)
            let promise = context.eventLoop.makePromise(of: Void.self)
            promise.futureResult.whenComplete { _ in output.release(count) }
            context.write(wrapOutboundOut(buffer), promise: promise)
        }
    }

    /// The exchange is over: its last byte written (`completed`), or its client gone.
    func finish(_ active: ExchangeInFlight, context: ChannelHandlerContext, completed: Bool) {
        guard !active.isDone else { return }
        release(active, context: context)
        if !completed { core.metrics.cut.increment() }
        core.recorder.finished(
            status: completed ? 200 : 499, label: FormatServer.formatPath, head: active.head,
            bodyBytes: active.bodyBytes, summary: active.work.summary,
            failure: completed ? nil : "the client went away before the response was written",
            elapsed: context.eventLoop.now - active.started)
    }

    /// Gives back what an exchange held: its admission and body budget.
    func release(_ active: ExchangeInFlight, context: ChannelHandlerContext) {
        guard active.released() else { return }
        if self.active === active { self.active = nil }
        run(machine.exchangeReleased(), context: context)
        active.admission?.release()
        core.bodies.release(active.charged)
        core.metrics.admitted.record(core.pool.admittedCount)
        core.inFlight.end()
        if active.bodyBytes + active.output.bytesOut > MemoryTrimmer.threshold { core.memory.largeExchangeEnded() }
    }
}
