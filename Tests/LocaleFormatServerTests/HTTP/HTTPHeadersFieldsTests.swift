import NIOHTTP1
import Testing

@testable import LocaleFormatServer

/// `HTTPHeaders.field(_:)`: a request's field read by a scan, any
/// case, with the answers of `HTTPHeaders`' subscript joined.
@Suite struct HTTPHeadersFieldsTests {
    @Test func aFieldGivenOnceIsItsValue() {
        let headers = HTTPHeaders([("Content-Type", "application/json"), ("content-length", "42")])
        #expect(headers.field("content-type") == "application/json")
        #expect(headers.field("content-length") == "42")
    }

    @Test func anAbsentFieldIsNil() {
        let headers = HTTPHeaders([("Content-Type", "application/json")])
        #expect(headers.field("content-length") == nil)
        #expect(HTTPHeaders().field("content-type") == nil)
    }

    /// Several values of one name are joined (so `application/json` twice is
    /// not JSON, and is refused).
    @Test func aRepeatedFieldIsItsValuesJoined() {
        let headers = HTTPHeaders([
            ("Content-Type", "application/json"), ("Accept", "*/*"), ("CONTENT-TYPE", "text/plain"),
        ])
        #expect(headers.field("content-type") == "application/json, text/plain")
    }
}
