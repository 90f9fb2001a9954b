@_spi(Server) import LocaleFormat
import NIOCore
import NIOHTTP1

/// Serving a request read whole: a whole response for most routes; for
/// `POST /v1/format`, an ``ExchangeInFlight`` whose events decide where it
/// steps (inline, or on the pool: ``ServerCore/scheduler``) and what it
/// waits for, and whose actions this runs.
extension FormatConnectionHandler {
    func serve(_ intake: RequestIntake, context: ChannelHandlerContext) {
        switch intake.route {
        case .route(let index):
            switch Routes.all[index].answer {
            case .format:
                startExchange(intake, context: context)
            case .whole(let make):
                respond(make(core), head: intake.head, label: Routes.all[index].path, context: context)
            }
        case .refused(let error):
            respond(error, head: intake.head, label: intake.label, context: context)
        }
    }

    /// Plans the body's exchange, admits it to the pool when its body is
    /// too large to answer where it arrived, and starts it.
    private func startExchange(_ intake: RequestIntake, context: ChannelHandlerContext) {
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

    /// Asks the exchange for its next step, given its client's writability
    /// and the process's output budget now, and runs it.
    func proceed(_ active: ExchangeInFlight, context: ChannelHandlerContext) {
        let action = active.proceed(isWritable: context.channel.isWritable, outputSpent: core.output.isSpent)
        run(action, for: active, context: context)
    }

    /// Runs what the exchange decided.
    func run(_ action: ExchangeInFlight.Action, for active: ExchangeInFlight, context: ChannelHandlerContext) {
        switch action {
        case .none:
            break
        case .proceed:
            proceed(active, context: context)
        case .waitForWritability:
            run(machine.writesStalled(now: Self.now(context)), context: context)
        case .waitForOutputBudget(let delay):
            core.metrics.outputWaits.increment()
            proceed(active, after: delay, context: context)
        case .retry(let delay):
            proceed(active, after: delay, context: context)
        case .stepInline:
            stepInline(active, context: context)
        case .submit(let lane, let claim):
            submit(active, lane: lane, claim: claim, context: context)
        case .waitForBuild(let ticket):
            waitForBuild(active, ticket: ticket, context: context)
        case .admit(let claim):
            admit(active, claim: claim, context: context)
        case .refuse(let error):
            release(active, context: context)
            respond(
                error, head: active.head, label: FormatServer.formatPath, bodyBytes: active.bodyBytes,
                context: context)
        }
    }

    /// ``proceed(_:context:)`` after `delay`, if the exchange is still the connection's.
    private func proceed(_ active: ExchangeInFlight, after delay: Duration, context: ChannelHandlerContext) {
        let bound = NIOLoopBound((self, context, active), eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: TimeAmount(delay)) {
            let (handler, context, active) = bound.value
            guard handler.active === active, context.channel.isActive else { return }
            handler.proceed(active, context: context)
        }
    }

    /// Steps where the request arrived, while nothing in them builds.
    private func stepInline(_ active: ExchangeInFlight, context: ChannelHandlerContext) {
        while true {
            var made: [UInt8] = []
            let result = core.exchange.step(active.work, into: &made, deferring: true, record: deferral)
            guard stepDone(active, made, result, inline: true, context: context) else { return }
        }
    }

    /// Waits for the build another exchange runs or claimed, then tells the exchange how it settled.
    private func waitForBuild(_ active: ExchangeInFlight, ticket: any BuildTicket, context: ChannelHandlerContext) {
        core.metrics.sharedBuildWaits.increment()
        let bound = NIOLoopBound((self, context, active), eventLoop: context.eventLoop)
        let eventLoop = context.eventLoop
        ticket.whenSettled { settlement in
            let cached: Bool
            if case .notCached = settlement { cached = false } else { cached = true }
            eventLoop.execute {
                let (handler, context, active) = bound.value
                guard handler.active === active, context.channel.isActive else { return }
                handler.run(active.buildSettled(cached: cached), for: active, context: context)
            }
        }
    }

    /// Asks the pool's interactive lane for a place for an exchange run
    /// inline so far; `claim` is given back when there is none.
    private func admit(_ active: ExchangeInFlight, claim: (any BuildTicket)?, context: ChannelHandlerContext) {
        let admission: FormattingPool.Admission
        do {
            admission = try core.pool.admit(.interactive)
        } catch {
            claim?.relinquish()
            core.metrics.shed.increment()
            run(active.admissionRefused(error), for: active, context: context)
            return
        }
        core.metrics.admitted.record(core.pool.admittedCount)
        run(active.admitted(admission, claim: claim), for: active, context: context)
    }

    /// Runs the exchange's next step on the pool; its bytes come back here.
    private func submit(
        _ active: ExchangeInFlight, lane: FormattingPool.Lane, claim: (any BuildTicket)?,
        context: ChannelHandlerContext
    ) {
        let exchange = core.exchange
        let work = active.work
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
                active.poolStepReturned()
                handler.stepDone(active, made, result, inline: false, context: context)
            }
        }
    }
}
