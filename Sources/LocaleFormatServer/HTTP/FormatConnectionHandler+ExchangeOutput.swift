import NIOCore
import NIOHTTP1

/// A format exchange's output: each step's bytes written a part at a time
/// (its head first: chunked, or close-delimited for HTTP/1.0), or the
/// whole response with its length when it is short; the write timeout
/// while its client reads nothing; and its end, when what it held goes back
/// and it is counted and logged.
extension FormatConnectionHandler {
    func stepDone(
        _ active: ExchangeInFlight, _ output: [UInt8], _ result: FormatExchange.StepResult,
        context: ChannelHandlerContext
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
            let charged = count >= ResponseFraming.pendingBytes ? count : 0
            if !active.headWritten {
                // The whole response in one write, with its length.
                last = head(
                    .ok, framing: .length(count), contentType: MediaTypes.jsonResponse, bodyCapacity: count,
                    context: context)
                active.headWritten = true
                last.writeBytes(active.pending)
                last.writeBytes(output)
            } else {
                last = ResponseFraming.last(
                    active.pending, output, chunked: active.chunked, allocator: context.channel.allocator)
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
            respond(
                error, head: active.head, label: FormatServer.formatPath, bodyBytes: active.bodyBytes,
                context: context)
        case .more, .deferred:
            write(output, of: active, context: context)
            context.flush()
            proceed(active, context: context)
        }
    }

    /// Adds part of a format response body; writes what is pending once it
    /// is ``ResponseFraming/pendingBytes`` long, its head first (chunked:
    /// the length is not known yet; close-delimited for an HTTP/1.0 client).
    func write(_ output: [UInt8], of active: ExchangeInFlight, context: ChannelHandlerContext) {
        if active.pending.isEmpty {
            active.pending = output
        } else {
            active.pending += output
        }
        guard active.pending.count >= ResponseFraming.pendingBytes else { return }
        let count = active.pending.count
        active.bytesOut += count
        var buffer: ByteBuffer
        if active.headWritten {
            buffer = ResponseFraming.part(active.pending, chunked: active.chunked, allocator: context.channel.allocator)
        } else {
            active.chunked = active.head.version != .http1_0
            buffer = head(
                .ok, framing: active.chunked ? .chunked : .close, contentType: MediaTypes.jsonResponse,
                bodyCapacity: ResponseEncoding.capacity(forBody: count), context: context)
            active.headWritten = true
            ResponseEncoding.writeBody(active.pending, chunked: active.chunked, into: &buffer)
        }
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
        } else {
            armStallTimer(context: context)
        }
        context.fireChannelWritabilityChanged()
    }

    /// A client that reads nothing of its response for the write timeout
    /// loses its connection (its exchange's memory and admission go back).
    func armStallTimer(context: ChannelHandlerContext) {
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
    func finish(_ active: ExchangeInFlight, context: ChannelHandlerContext, completed: Bool) {
        guard !active.isDone else { return }
        release(active)
        if !completed { core.metrics.cut.increment() }
        core.recorder.record(
            status: completed ? 200 : 499, label: FormatServer.formatPath, head: active.head,
            bodyBytes: active.bodyBytes, summary: active.work.summary,
            failure: completed ? nil : "the client went away before the response was written",
            elapsed: context.eventLoop.now - active.started)
    }

    /// Gives back what an exchange held: its admission and body budget.
    func release(_ active: ExchangeInFlight) {
        guard active.markDone() else { return }
        if self.active === active { self.active = nil }
        stallTimer?.cancel()
        stallTimer = nil
        active.admission?.release()
        core.bodies.release(active.charged)
        core.metrics.admitted.record(core.pool.admittedCount)
        core.inFlight.end()
        if active.bodyBytes + active.bytesOut > MemoryTrimmer.threshold { core.memory.largeExchangeEnded() }
    }
}
