import NIOCore

/// The connection's timers, run as the state machine says: the idle timer
/// (``ConnectionStateMachine/IdleTimer``) and the stall timer
/// (``ConnectionStateMachine/StallTimer``), each on the event loop's clock;
/// when one fires, the machine decides what follows.
extension FormatConnectionHandler {
    typealias Machine = ConnectionStateMachine<EventLoopClock>

    /// Now, on the connection's event loop's clock.
    static func now(_ context: ChannelHandlerContext) -> EventLoopClock.Instant {
        EventLoopClock.Instant(context.eventLoop.now)
    }

    /// Runs the idle timer's action: closes an idle connection whose time
    /// is up when it fires, or arms it again for the rest.
    func run(_ action: Machine.IdleTimer, context: ChannelHandlerContext) {
        reset(\.idleTimer, cancel: action.cancel, arm: action.arm, context: context) { handler, context in
            switch handler.machine.idleTimerFired(now: Self.now(context)) {
            case .none: break
            case .close: context.close(promise: nil)
            case .arm(let due): handler.run(Machine.IdleTimer(arm: due), context: context)
            }
        }
    }

    /// Runs the stall timer's action: a client that reads nothing of its
    /// response for the write timeout loses its connection (its exchange's
    /// memory and admission go back), counted and logged.
    func run(_ action: Machine.StallTimer, context: ChannelHandlerContext) {
        reset(\.stallTimer, cancel: action.cancel, arm: action.arm, context: context) { handler, context in
            let check = handler.machine.stallTimerFired(now: Self.now(context), isWritable: context.channel.isWritable)
            switch check {
            case .none: break
            case .arm(let due): handler.run(Machine.StallTimer(arm: due), context: context)
            case .close:
                let timeout = handler.machine.configuration.writeTimeout.map { "\($0)" } ?? "none"
                handler.core.metrics.writeTimeouts.increment()
                handler.core.logger.warning(
                    "write timed out", metadata: ["timeout_s": "\(timeout)", "connection": "\(handler.connectionID)"])
                context.close(promise: nil)
            }
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        let writable = context.channel.isWritable
        run(machine.writabilityChanged(isWritable: writable, now: Self.now(context)), context: context)
        if writable, let active { run(active.becameWritable(), for: active, context: context) }
        context.fireChannelWritabilityChanged()
    }

    /// Cancels the timer at `timer` when asked, and arms it for `due`: when
    /// it fires, it is cleared and `fired` runs.
    private func reset(
        _ timer: ReferenceWritableKeyPath<FormatConnectionHandler, Scheduled<Void>?>, cancel: Bool,
        arm due: EventLoopClock.Instant?, context: ChannelHandlerContext,
        fired: @escaping (FormatConnectionHandler, ChannelHandlerContext) -> Void
    ) {
        if cancel {
            self[keyPath: timer]?.cancel()
            self[keyPath: timer] = nil
        }
        guard let due else { return }
        let bound = NIOLoopBound((self, context, fired, timer), eventLoop: context.eventLoop)
        self[keyPath: timer] = context.eventLoop.scheduleTask(deadline: due.deadline) {
            let (handler, context, fired, timer) = bound.value
            handler[keyPath: timer] = nil
            fired(handler, context)
        }
    }
}
