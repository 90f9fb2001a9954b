@testable import LocaleFormatService

/// Parses `bytes`, returning the error or nil.
func jsonParseError(_ bytes: [UInt8], maximumDepth: Int = JSONParser.defaultMaximumDepth) -> JSONParseError? {
    do {
        _ = try JSONParser.parse(bytes, maximumDepth: maximumDepth)
        return nil
    } catch {
        return error
    }
}

func jsonParseError(_ text: String, maximumDepth: Int = JSONParser.defaultMaximumDepth) -> JSONParseError? {
    jsonParseError(Array(text.utf8), maximumDepth: maximumDepth)
}

/// A value or an error, comparable in `#expect`.
func jsonParseResult(_ text: String) -> Result<JSONValue, JSONParseError> {
    do {
        return .success(try JSONParser.parse(text))
    } catch {
        return .failure(error)
    }
}

/// Convenience for building expected values in tests.
func jsonObject(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
    .object(JSONObject(pairs.map { JSONObject.Member(key: $0.key, value: $0.value) }))
}
