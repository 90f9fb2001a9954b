import Hummingbird
import Testing

@testable import LocaleFormatServer

/// `FormatServer.field(_:in:)`: a request's field read by a scan, with the
/// answers of `HTTPFields`' subscript.
@Suite struct FormatServerFieldTests {
    @Test func aFieldGivenOnceIsItsValue() {
        let fields: HTTPFields = [.contentType: "application/json", .contentLength: "42"]
        #expect(FormatServer.field(.contentType, in: fields) == "application/json")
        #expect(FormatServer.field(.contentLength, in: fields) == "42")
    }

    @Test func anAbsentFieldIsNil() {
        let fields: HTTPFields = [.contentType: "application/json"]
        #expect(FormatServer.field(.contentLength, in: fields) == nil)
        #expect(FormatServer.field(.contentType, in: HTTPFields()) == nil)
    }

    /// Several values of one name are joined, as the subscript joins them
    /// (so `application/json` twice is not JSON, and is refused).
    @Test func aRepeatedFieldIsItsValuesJoined() {
        var fields = HTTPFields()
        fields.append(HTTPFields.Element(name: .contentType, value: "application/json"))
        fields.append(HTTPFields.Element(name: .accept, value: "*/*"))
        fields.append(HTTPFields.Element(name: .contentType, value: "text/plain"))
        #expect(FormatServer.field(.contentType, in: fields) == "application/json, text/plain")
        #expect(FormatServer.field(.contentType, in: fields) == fields[.contentType])
    }
}
