/// Where an exchange's pool steps run: the ``FormattingPool``, or in a
/// test, at once on the caller's thread (so a handler test steps an
/// exchange synchronously).
protocol ExchangeScheduler: Sendable {
    /// Runs `job` where blocking is fine, in `lane`'s turn.
    func submit(_ lane: FormattingPool.Lane, _ job: @escaping @Sendable () -> Void)
}

extension FormattingPool: ExchangeScheduler {}
