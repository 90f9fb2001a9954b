import Testing

@testable import LocaleFormatServer

@Suite struct MediaTypesTests {
    @Test(arguments: [
        "application/json", "APPLICATION/JSON", "application/json; charset=utf-8", "application/json;charset=UTF-8",
        "application/json; charset=\"utf-8\"", " application/json ", "application/json; foo=bar", "application/json;",
        "application/json; charset=utf8",
    ])
    func accepted(_ type: String) {
        #expect(MediaTypes.isJSON(type))
    }

    @Test(arguments: [
        "", "text/plain", "application/jsonx", "application/json-patch+json", "application/json; charset=latin1",
        "application/json; charset=utf-16", "text/json", "application/json; bogus",
    ])
    func refused(_ type: String) {
        #expect(!MediaTypes.isJSON(type))
    }
}
