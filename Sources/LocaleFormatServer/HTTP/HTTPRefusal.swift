import LocaleFormat
import LocaleFormatService
import NIOHTTP1

/// A request the server refuses as a whole: an HTTP status and an error
/// body in the form of Docs/Protocol.md, `{"error":{"code":"…","message":"…"}}`.
///
/// A fault of one request inside an acceptable body is not an
/// `HTTPRefusal`: it is a `200` whose response carries the error, exactly
/// as in `icufmt batch`.
struct HTTPRefusal: Error, Sendable, CustomStringConvertible {
    var status: HTTPResponseStatus
    var code: LocaleFormatError.Code
    var message: String
    /// Close the connection once the response is written, so that a body
    /// the service refused is not read any further.
    var closesConnection = false
    /// Seconds for a `Retry-After` header (a `503` for a busy service).
    var retryAfterSeconds: Int?

    init(
        _ status: HTTPResponseStatus, _ code: LocaleFormatError.Code, _ message: String,
        closesConnection: Bool = false,
        retryAfterSeconds: Int? = nil
    ) {
        self.status = status
        self.code = code
        self.message = message
        self.closesConnection = closesConnection
        self.retryAfterSeconds = retryAfterSeconds
    }

    var description: String { "\(status.code) \(code): \(message)" }

    /// The refusal `error` as a body, closing the connection if asked.
    init(_ status: HTTPResponseStatus, _ error: LocaleFormatError, closesConnection: Bool = false) {
        self.init(status, error.code, error.message, closesConnection: closesConnection)
    }

    /// The error body, written as every response object is
    /// (``FormatResponse``): the error of Docs/Protocol.md without an `id`.
    var body: [UInt8] {
        FormatResponse(outcome: .failure(LocaleFormatError(code, message))).bytes
    }

    /// The response head's extra fields: `connection: close` when it closes,
    /// `retry-after` when it says when to come back.
    var extraHeaders: [(String, String)] {
        var fields: [(String, String)] = []
        if closesConnection { fields.append(("connection", "close")) }
        if let retryAfterSeconds { fields.append(("retry-after", String(retryAfterSeconds))) }
        return fields
    }

    static func unsupportedMediaType(_ contentType: String?) -> HTTPRefusal {
        let found = contentType.map { "\"\($0.prefix(100))\"" } ?? "none"
        // Refused before the body is read: close rather than read it to its end.
        return HTTPRefusal(
            .unsupportedMediaType, .invalidRequest,
            "the body must be application/json (UTF-8); the Content-Type was \(found)", closesConnection: true)
    }

    static func bodyTooLarge(limit: Int) -> HTTPRefusal {
        HTTPRefusal(
            .payloadTooLarge, .limitExceeded, "the body is longer than \(limit) bytes", closesConnection: true)
    }
}
