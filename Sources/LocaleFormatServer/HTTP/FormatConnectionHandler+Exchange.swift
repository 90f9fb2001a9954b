@_spi(Server) import LocaleFormat
import NIOCore
import NIOHTTP1

/// Answering a request read whole: a whole response for most routes; for
/// `POST /v1/format`, an ``ExchangeInFlight`` stepped where it arrives while
/// nothing in it builds, or on the pool (``ServerCore/scheduler``), its
/// response written a part at a time as the client reads it.
extension FormatConnectionHandler {
    func answer(_ intake: RequestIntake, context: ChannelHandlerContext) {
        switch intake.route {
        case .route(let index):
            switch Routes.all[index].answer {
            case .format:
                runFormat(intake, context: context)
            case .whole(let make):
                respond(make(core), head: intake.head, label: Routes.all[index].path, context: context)
            }
        case .refused(let error):
            respond(error, head: intake.head, label: intake.label, context: context)
        }
    }

    private func runFormat(_ intake: RequestIntake, context: ChannelHandlerContext) {
        let exchange = core.exchange
        let plan: FormatExchange.Plan
        do {
            plan = try exchange.plan(intake.body)
        } catch {
            core.bodies.release(intake.charged)
            respond(
                error, head: intake.head, label: FormatServer.formatPath, bodyBytes: intake.received, context: context)
            return
        }
        var admission: FormattingPool.Admission?
        if intake.received > FormatExchange.inlineBodyBytes {
            let small =
                intake.received <= FormatExchange.interactiveBodyBytes && (plan.count ?? 0) <= FormatExchange.chunkSize
            do {
                admission = try core.pool.admit(small ? .interactive : .bulk)
            } catch {
                core.bodies.release(intake.charged)
                core.metrics.shed.increment()
                respond(
                    error, head: intake.head, label: FormatServer.formatPath, bodyBytes: intake.received,
                    context: context)
                return
            }
            core.metrics.admitted.record(core.pool.admittedCount)
        }
        core.inFlight.begin()
        let active = ExchangeInFlight(
            work: ExchangeWork(body: intake.body, plan: plan), admission: admission, head: intake.head,
            started: machine.requestStarted.deadline, charged: intake.charged, bodyBytes: intake.received)
        self.active = active
        proceed(active, context: context)
    }

    /// Runs the exchange's next step once the client can take more and the
    /// process's responses waiting to be sent are within their budget:
    /// where the request arrived for a small body, on the pool otherwise.
    func proceed(_ active: ExchangeInFlight, context: ChannelHandlerContext) {
        guard context.channel.isWritable else {
            active.waitingForWritability = true
            armStallTimer(context: context)
            return
        }
        guard !core.output.isSpent else {
            // Others' responses fill the budget: look again in a moment.
            core.metrics.outputWaits.increment()
            proceed(active, after: .milliseconds(2), context: context)
            return
        }
        if active.admission == nil {
            runInline(active, context: context)
        } else {
            submitStep(active, context: context)
        }
    }

    /// ``proceed(_:context:)`` after `delay`, if the exchange is still the connection's.
    private func proceed(_ active: ExchangeInFlight, after delay: TimeAmount, context: ChannelHandlerContext) {
        let bound = NIOLoopBound((self, context, active), eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: delay) {
            let (handler, context, active) = bound.value
            guard handler.active === active, context.channel.isActive else { return }
            handler.proceed(active, context: context)
        }
    }

    /// Steps where the request arrived, while nothing in them builds.
    private func runInline(_ active: ExchangeInFlight, context: ChannelHandlerContext) {
        while true {
            var output: [UInt8] = []
            let result = core.exchange.step(active.work, into: &output, deferring: true, record: deferral)
            switch result {
            case .done, .refused:
                stepDone(active, output, result, context: context)
                return
            case .more:
                write(output, of: active, context: context)
            case .deferred:
                write(output, of: active, context: context)
                deferred(active, context: context)
                return
            }
        }
    }

    /// An inline step stopped before a request that would build. The
    /// exchange waits, without a place in the pool, for a build another
    /// exchange runs or claimed, and runs inline again once it settles.
    /// Otherwise it is admitted to the pool, where its step builds what it
    /// claimed (`503` when the pool is full and nothing of its response is
    /// written yet; tried again in a moment when some is).
    private func deferred(_ active: ExchangeInFlight, context: ChannelHandlerContext) {
        guard let ticket = deferral.ticket, !deferral.holdsClaim else {
            admitToPool(active, claim: deferral.holdsClaim ? deferral.ticket : nil, context: context)
            return
        }
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
    }

    /// Admits an exchange run inline so far to the interactive lane and
    /// submits its next step, which builds what `claim` claimed.
    private func admitToPool(_ active: ExchangeInFlight, claim: (any BuildTicket)?, context: ChannelHandlerContext) {
        do {
            active.admission = try core.pool.admit(.interactive)
        } catch {
            claim?.relinquish()
            core.metrics.shed.increment()
            if active.headWritten {
                proceed(active, after: .milliseconds(5), context: context)
            } else {
                active.pending = []
                release(active)
                respond(
                    error, head: active.head, label: FormatServer.formatPath, bodyBytes: active.bodyBytes,
                    context: context)
            }
            return
        }
        core.metrics.admitted.record(core.pool.admittedCount)
        active.claim = claim
        submitStep(active, context: context)
    }

    /// Runs the exchange's next step on the pool; its output comes back here.
    private func submitStep(_ active: ExchangeInFlight, context: ChannelHandlerContext) {
        guard let lane = active.admission?.lane else { return }
        active.stepRunning = true
        let exchange = core.exchange
        let work = active.work
        let claim = active.claim
        active.claim = nil
        let bound = NIOLoopBound((self, context, active), eventLoop: context.eventLoop)
        let eventLoop = context.eventLoop
        core.scheduler.submit(lane) {
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
}
