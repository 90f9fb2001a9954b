/// How far an exchange is through its body: its steps take it as a local
/// and give it back when they end.
struct ExchangeProgress: Sendable {
    /// The next request to answer.
    var next = 0
    /// The array's opening bracket is written.
    var openedArray = false
    /// Response bytes written, for the response budget.
    var written = 0
    var summary = FormatExchange.Summary()
}
