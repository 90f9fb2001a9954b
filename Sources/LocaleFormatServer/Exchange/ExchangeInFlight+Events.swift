@_spi(Server) import LocaleFormat

/// An exchange's stepping as events in, actions out: where its next step
/// runs (inline while nothing in it builds, on the pool otherwise), what
/// it waits for (its client, the output budget, a shared build, a place in
/// the pool), and what a step's result asks. No I/O and no clock:
/// ``FormatConnectionHandler`` runs the actions, and `ExchangeInFlightTests`
/// drives the events alone.
extension ExchangeInFlight {
    /// What the connection does next for the exchange.
    enum Action {
        /// Nothing: it waits for an event.
        case none
        /// Ask ``proceed(isWritable:outputSpent:)`` (the client and the
        /// output budget read now).
        case proceed
        /// Its client reads nothing: wait until it can take more (the
        /// connection's stall timer runs meanwhile).
        case waitForWritability
        /// Others' responses fill the process's output budget: proceed
        /// again after the delay (counted as an output wait).
        case waitForOutputBudget(retryAfter: Duration)
        /// Proceed again after the delay (the pool was full, and part of
        /// the response is written already).
        case retry(after: Duration)
        /// Step where the request arrived, deferring what would build.
        case stepInline
        /// Run the next step on the pool in `lane`; it builds what `claim` claimed.
        case submit(FormattingPool.Lane, claim: (any BuildTicket)?)
        /// Wait for the build another exchange runs or claimed (counted),
        /// then tell ``buildSettled(cached:)``.
        case waitForBuild(any BuildTicket)
        /// Ask the pool for a place in the interactive lane, then tell
        /// ``admitted(_:claim:)`` or ``admissionRefused(_:claim:)``.
        case admit(claim: (any BuildTicket)?)
        /// Refuse the request whole (nothing of its response is written):
        /// give back what it held, and answer the refusal.
        case refuse(HTTPRefusal)
    }

    /// The delay before an exchange looks again at a spent output budget.
    static let outputBudgetRetry = Duration.milliseconds(2)
    /// The delay before an exchange with part of its response written asks
    /// the full pool again.
    static let admissionRetry = Duration.milliseconds(5)

    /// Its next step, once its client can take more (`isWritable`) and the
    /// process's responses waiting to be sent are within their budget
    /// (`outputSpent` false): where its request arrived while it has no
    /// place in the pool, on the pool otherwise.
    func proceed(isWritable: Bool, outputSpent: Bool) -> Action {
        guard state == .ready else { return .none }
        guard isWritable else {
            state = .waitingForWritability
            return .waitForWritability
        }
        guard !outputSpent else { return .waitForOutputBudget(retryAfter: Self.outputBudgetRetry) }
        guard let lane = admission?.lane else { return .stepInline }
        return submit(lane)
    }

    /// Its client can take more: it proceeds if it waited for that.
    func becameWritable() -> Action {
        guard state == .waitingForWritability else { return .none }
        state = .ready
        return .proceed
    }

    /// What a step's result asks of the connection, with the step's bytes.
    enum Stepped {
        /// Add them to the response, and step again where the request arrived.
        case writeAndStepInline
        /// Add them, flush, and proceed.
        case writeAndProceed
        /// Add them; the next request would build: tell ``deferred(ticket:holdsClaim:)``.
        case writeAndDefer
        /// They are the response's last: write its end.
        case end
        /// Not a request: refuse it whole.
        case refuse(HTTPRefusal)
    }

    /// A step ended with `result`: `inline` where the request arrived,
    /// otherwise on the pool (which never defers).
    func stepped(_ result: FormatExchange.StepResult, inline: Bool) -> Stepped {
        if state == .onPool { state = .ready }
        switch result {
        case .done:
            state = .ended
            return .end
        case .refused(let error):
            state = .ended
            output.discard()
            return .refuse(error)
        case .more:
            return inline ? .writeAndStepInline : .writeAndProceed
        case .deferred:
            return inline ? .writeAndDefer : .writeAndProceed
        }
    }

    /// A pool step's end is back on the event loop, whatever its result.
    func poolStepReturned() {
        if state == .onPool { state = .ready }
    }

    /// An inline step stopped before a request that would build (`ticket`,
    /// `holdsClaim`: what the step's deferral noted). It waits, without a
    /// place in the pool, for a build another exchange runs or claimed;
    /// otherwise it asks the pool for a place, where its step builds what
    /// it claimed.
    func deferred(ticket: (any BuildTicket)?, holdsClaim: Bool) -> Action {
        guard let ticket, !holdsClaim else { return .admit(claim: holdsClaim ? ticket : nil) }
        state = .waitingForBuild
        return .waitForBuild(ticket)
    }

    /// The build it waited for settled: it runs inline again from the
    /// caches (`cached`), or, nothing cached to answer from, asks the pool
    /// for a place to build its own.
    func buildSettled(cached: Bool) -> Action {
        guard state == .waitingForBuild else { return .none }
        state = .ready
        return cached ? .proceed : .admit(claim: nil)
    }

    /// The pool gave it a place: its next step runs there, building what `claim` claimed.
    func admitted(_ admission: FormattingPool.Admission, claim: (any BuildTicket)?) -> Action {
        self.admission = admission
        self.claim = claim
        return submit(admission.lane)
    }

    /// The pool is full (`error`, its `503`): refused whole when nothing of
    /// its response is written, tried again in a moment when some is. The
    /// connection gives `claim` back either way.
    func admissionRefused(_ error: HTTPRefusal) -> Action {
        guard !output.headWritten else { return .retry(after: Self.admissionRetry) }
        state = .ended
        output.discard()
        return .refuse(error)
    }

    /// Gives back what it held, once: false when it was already.
    func released() -> Bool {
        guard state != .done else { return false }
        state = .done
        return true
    }

    /// Its next step on the pool, taking the claim it builds.
    private func submit(_ lane: FormattingPool.Lane) -> Action {
        state = .onPool
        let claim = self.claim
        self.claim = nil
        return .submit(lane, claim: claim)
    }
}
