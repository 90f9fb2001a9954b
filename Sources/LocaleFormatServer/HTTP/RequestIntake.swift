import LocaleFormat
import LocaleFormatService
import NIOCore
import NIOHTTP1

/// Bytes the process holds for one purpose, taken and given back
/// (``ByteBudget``; a test's own count in the state machine's tests).
protocol BodyBudget: AnyObject, Sendable {
    /// The most bytes held at once.
    var limit: Int { get }
    /// Takes `bytes`, or nothing and false when that many are not left.
    func reserve(_ bytes: Int) -> Bool
    /// Gives `bytes` back.
    func release(_ bytes: Int)
}

extension ByteBudget: BodyBudget {}

/// A request being read: its head's checks (Transfer-Encoding, media type,
/// `Content-Length` against the limit and the body budget, `Expect`) and
/// its body's accounting part by part (received, charged to the budget,
/// one request or an array, the line limit). Does no I/O; its refusals are
/// ``HTTPRefusal``s the connection answers.
struct RequestIntake {
    /// The limits a body is read under.
    struct Limits: Sendable {
        /// ``FormatServer/Configuration/maximumBodyBytes``.
        var maximumBodyBytes: Int
        /// The protocol's line limit: the most bytes of one request on its own.
        var maximumLineBytes: Int
        /// The error of a single request over the line limit.
        var requestTooLong: LocaleFormatError
    }

    /// What a head's checks decided.
    enum HeadOutcome: Equatable {
        /// Read the body (or the end).
        case read
        /// Every check passed and the client waits: send `100 Continue`.
        case sendContinue
        /// Refused before the body: the refusal's status and whether it closes.
        case refuse(HTTPRefusal)

        static func == (lhs: HeadOutcome, rhs: HeadOutcome) -> Bool {
            switch (lhs, rhs) {
            case (.read, .read), (.sendContinue, .sendContinue): true
            case (.refuse(let a), .refuse(let b)): a.status == b.status && a.message == b.message
            default: false
            }
        }
    }

    var head: HTTPRequestHead
    /// The route at the request's path, whatever the method (``Routes/all``).
    var pathIndex: Int?
    /// The route of the request's method and path; nil when it has none
    /// (``route`` says why: `404` or `405`).
    var routeIndex: Int?
    var body = ByteBuffer()
    /// Body bytes received.
    var received = 0
    /// Bytes taken from the body budget.
    var charged = 0
    /// A format exchange's request (other routes ignore a body).
    private(set) var isFormat = false
    /// Nil until a byte other than whitespace arrives.
    var isSingleRequest: Bool?
    /// The request has an `Expect` field (any value): refused before its
    /// body was asked for, the client may or may not send it.
    var hasExpectation = false

    init(head: HTTPRequestHead) {
        self.head = head
        pathIndex = Routes.index(of: Routes.path(of: head))
        if let pathIndex, Routes.all[pathIndex].methods.contains(head.method) {
            routeIndex = pathIndex
            if case .format = Routes.all[pathIndex].answer { isFormat = true }
        }
    }

    /// The request's route, or its refusal (made only for a request that has no route).
    var route: Routes.Match {
        routeIndex.map(Routes.Match.route) ?? Routes.match(head.method, Routes.path(of: head), index: pathIndex)
    }

    /// The `path` label of the request's metrics and log: its route's path, or `other`.
    var label: String { pathIndex.map { Routes.all[$0].path } ?? "other" }

    /// A body no longer than this is not charged to the body budget: every
    /// connection may hold one (the connection limit bounds them), so a
    /// flood of large bodies never refuses an ordinary request.
    static let freeBodyBytes = 16_384

    /// Checks `head` before its body: a body coding the service does not
    /// read (`501`), then for a format request its media type (`415`), its
    /// declared length (`413`, or `503` when the budget cannot hold it) and
    /// whether it waits for `100 Continue`.
    mutating func checkHead(limits: Limits, budget: some BodyBudget) -> HeadOutcome {
        let headers = head.headers
        if let coding = TransferCoding.unsupported(headers) {
            return .refuse(
                HTTPRefusal(
                    .notImplemented, .invalidRequest,
                    "the Transfer-Encoding \"\(coding.prefix(100))\" is not supported: send the body as is or chunked",
                    closesConnection: true))
        }
        guard isFormat else { return .read }
        let contentType = headers.field("content-type")
        guard let contentType, MediaTypes.isJSON(contentType) else {
            return .refuse(HTTPRefusal.unsupportedMediaType(contentType))
        }
        let expectation = headers.field("expect")
        hasExpectation = expectation != nil
        let limit = limits.maximumBodyBytes
        if let declared = headers.field("content-length").flatMap({ Int($0) }) {
            guard declared <= limit else { return .refuse(HTTPRefusal.bodyTooLarge(limit: limit)) }
            if declared > Self.freeBodyBytes {
                guard budget.reserve(declared) else { return .refuse(Self.bodyBudgetSpent(budget.limit)) }
                charged = declared
            }
        }
        if head.version == .http1_1, let expectation, HTTPHeaders.equalsLowercase(expectation, "100-continue") {
            return .sendContinue
        }
        return .read
    }

    /// Adds one part of a format body; a refusal when it passes a limit.
    mutating func add(_ part: ByteBuffer, limits: Limits, budget: some BodyBudget) -> HTTPRefusal? {
        guard isFormat else { return nil }
        let count = part.readableBytes
        let limit = limits.maximumBodyBytes
        guard count <= limit - received else { return HTTPRefusal.bodyTooLarge(limit: limit) }
        if isSingleRequest == nil {
            isSingleRequest = part.withUnsafeReadableBytes { JSONBytes.opensArray($0) }.map { !$0 }
        }
        if isSingleRequest == true, count > limits.maximumLineBytes - received {
            return HTTPRefusal(.payloadTooLarge, limits.requestTooLong, closesConnection: true)
        }
        received += count
        // A chunked body (or one longer than it said) is charged as it comes.
        let owed = received - max(charged, Self.freeBodyBytes)
        if owed > 0 {
            guard budget.reserve(owed) else { return Self.bodyBudgetSpent(budget.limit) }
            charged += owed
        }
        if body.readableBytes == 0 {
            body = part
        } else {
            var part = part
            body.writeBuffer(&part)
        }
        return nil
    }

    static func bodyBudgetSpent(_ limit: Int) -> HTTPRefusal {
        HTTPRefusal(
            .serviceUnavailable, .limitExceeded,
            "the service holds \(limit) bytes of request bodies already; retry later", closesConnection: true,
            retryAfterSeconds: 1)
    }
}
