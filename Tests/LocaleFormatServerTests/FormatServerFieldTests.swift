import NIOHTTP1
import Testing

@testable import LocaleFormatServer

/// `ExchangeHandler.field(_:in:)`: a request's field read by a scan, any
/// case, with the answers of `HTTPHeaders`' subscript joined.
@Suite struct FormatServerFieldTests {
    @Test func aFieldGivenOnceIsItsValue() {
        let headers = HTTPHeaders([("Content-Type", "application/json"), ("content-length", "42")])
        #expect(ExchangeHandler.field("content-type", in: headers) == "application/json")
        #expect(ExchangeHandler.field("content-length", in: headers) == "42")
    }

    @Test func anAbsentFieldIsNil() {
        let headers = HTTPHeaders([("Content-Type", "application/json")])
        #expect(ExchangeHandler.field("content-length", in: headers) == nil)
        #expect(ExchangeHandler.field("content-type", in: HTTPHeaders()) == nil)
    }

    /// Several values of one name are joined (so `application/json` twice is
    /// not JSON, and is refused).
    @Test func aRepeatedFieldIsItsValuesJoined() {
        let headers = HTTPHeaders([
            ("Content-Type", "application/json"), ("Accept", "*/*"), ("CONTENT-TYPE", "text/plain"),
        ])
        #expect(ExchangeHandler.field("content-type", in: headers) == "application/json, text/plain")
    }
}
