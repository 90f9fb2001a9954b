import NIOCore

/// The connection's timers, run as the state machine says: the idle timer
/// (``ConnectionStateMachine/IdleTimer``) and the stall timer
/// (``ConnectionStateMachine/StallTimer``), each on the event loop's clock;
/// when one fires, the machine decides what follows.
extension FormatConnectionHandler {
    /// Now, on the connection's event loop's clock.
    static func now(_ context: ChannelHandlerContext) -> EventLoopClock.Instant {
        EventLoopClock.Instant(context.eventLoop.now)
    }

    /// Runs the idle timer's action: closes an idle connection whose time
    /// is up when it fires, or arms it again for the rest.
    func run(_ action: ConnectionStateMachine<EventLoopClock>.IdleTimer, context: ChannelHandlerContext) {
        if action.cancel {
            idleTimer?.cancel()
            idleTimer = nil
        }
        guard let due = action.arm else { return }
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        idleTimer = context.eventLoop.scheduleTask(deadline: due.deadline) {
            let (handler, context) = bound.value
            handler.idleTimer = nil
            switch handler.machine.idleTimerFired(now: Self.now(context)) {
            case .none: break
            case .close: context.close(promise: nil)
            case .arm(let due): handler.run(ConnectionStateMachine.IdleTimer(arm: due), context: context)
            }
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        let writable = context.channel.isWritable
        run(machine.writabilityChanged(isWritable: writable, now: Self.now(context)), context: context)
        if writable, let active { run(active.becameWritable(), for: active, context: context) }
        context.fireChannelWritabilityChanged()
    }

    /// Runs the stall timer's action: a client that reads nothing of its
    /// response for the write timeout loses its connection (its exchange's
    /// memory and admission go back), counted and logged.
    func run(_ action: ConnectionStateMachine<EventLoopClock>.StallTimer, context: ChannelHandlerContext) {
        if action.cancel {
            stallTimer?.cancel()
            stallTimer = nil
        }
        guard let due = action.arm else { return }
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        stallTimer = context.eventLoop.scheduleTask(deadline: due.deadline) {
            let (handler, context) = bound.value
            handler.stallTimer = nil
            let check = handler.machine.stallTimerFired(now: Self.now(context), isWritable: context.channel.isWritable)
            switch check {
            case .none: break
            case .arm(let due): handler.run(ConnectionStateMachine.StallTimer(arm: due), context: context)
            case .close:
                let timeout = handler.machine.configuration.writeTimeout.map { "\($0)" } ?? "none"
                handler.core.metrics.writeTimeouts.increment()
                handler.core.logger.warning(
                    "write timed out", metadata: ["timeout_s": "\(timeout)", "connection": "\(handler.connectionID)"])
                context.close(promise: nil)
            }
        }
    }
}
