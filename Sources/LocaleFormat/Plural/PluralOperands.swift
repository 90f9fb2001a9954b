import Synchronization

/// The number formatters whose output plural selection reads its operands
/// from. ICU derives `v`, `f` and `t` from a formatted number's precision,
/// not from the input text (`precision-unlimited` turns `"1.0"` into `1`), so
/// each count of visible fraction digits gets a formatter that shows exactly
/// that many (`.0`), shared by all locales: the operands do not depend on
/// the locale.
enum PluralOperands {
    /// ICU's largest fraction precision in a skeleton.
    static let maximumFractionDigits = 999

    /// 0…8 fraction digits cover nearly all input; opened once, on first use
    /// (none when ICU cannot open them: every count is then opened as rare),
    /// and never freed, so that a call borrows one without writing its
    /// reference count.
    private static let common = ImmortalObjects((try? (0...8).map(open)) ?? [])

    private static let rare = Mutex<[Int: ICUNumberHandle]>([:])

    /// Calls `body` with the formatter for `fractionDigits`. A common one is
    /// lent unretained: returning it retained it, a reference count every
    /// thread selecting plurals wrote (two threads: up to 1.36× the CPU).
    static func withFormatter<R>(
        fractionDigits: Int, _ body: (ICUNumberHandle) throws(LocaleFormatError) -> R
    ) throws(LocaleFormatError) -> R {
        if fractionDigits < common.count { return try common.withObject(at: fractionDigits, body) }
        return try body(try formatter(fractionDigits: fractionDigits))
    }

    /// The formatter for a count that is not common (or for any count when
    /// the common ones could not be opened), opened once and kept.
    private static func formatter(fractionDigits: Int) throws(LocaleFormatError) -> ICUNumberHandle {
        if let cached = rare.withLock({ $0[fractionDigits] }) { return cached }
        let opened = try open(fractionDigits)
        return rare.withLock { cache in
            if let raced = cache[fractionDigits] { return raced }
            // Bounded: at most one formatter per count, 1000 counts in all.
            cache[fractionDigits] = opened
            return opened
        }
    }

    private static func open(_ fractionDigits: Int) throws(LocaleFormatError) -> ICUNumberHandle {
        let precision = NumberSkeleton.fractionPrecision(minimum: fractionDigits, maximum: fractionDigits)
        return try ICUNumberHandle(
            skeleton: "\(precision) group-off rounding-mode-down", locale: "root", syntaxErrorCode: .internal)
    }
}
