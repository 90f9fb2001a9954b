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

/// A small, seeded, reproducible generator (SplitMix64).
struct SplitMix64Generator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Convenience for building expected values in tests.
func jsonObject(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
    .object(JSONObject(pairs.map { JSONObject.Member(key: $0.key, value: $0.value) }))
}
