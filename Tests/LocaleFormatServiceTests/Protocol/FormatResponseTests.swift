import LocaleFormat
import LocaleFormatService
import Testing

@Suite struct FormatResponseTests {
    private static func text(_ response: FormatResponse) -> String {
        String(decoding: response.bytes, as: UTF8.self)
    }

    @Test func successAndErrorWithAndWithoutId() {
        #expect(
            Self.text(FormatResponse(id: .number("4"), outcome: .success(.string("few"))))
                == #"{"id":4,"result":"few"}"#)
        #expect(
            Self.text(FormatResponse(outcome: .success(.array([.number("-1"), .null]))))
                == #"{"result":[-1,null]}"#)
        let error = LocaleFormatError(.invalidLocale, "\"en_US!\" is bad\n")
        #expect(
            Self.text(FormatResponse(id: .null, operation: "date", outcome: .failure(error)))
                == #"{"id":null,"error":{"code":"invalidLocale","message":"\"en_US!\" is bad\n"}}"#)
        #expect(
            Self.text(FormatResponse(outcome: .failure(error)))
                == #"{"error":{"code":"invalidLocale","message":"\"en_US!\" is bad\n"}}"#)
    }

    /// The encoder writes what `JSONWriter` writes for the same response as a tree.
    @Test func bytesAreTheWriterOfTheTree() {
        let id = JSONValue.array([.number("1.50"), .string("é\u{202F}")])
        let result = JSONValue.object(JSONObject([.init(key: "k", value: .bool(true))]))
        let tree = JSONValue.object(JSONObject([.init(key: "id", value: id), .init(key: "result", value: result)]))
        #expect(FormatResponse(id: id, outcome: .success(result)).bytes == Array(JSONWriter.string(tree).utf8))
    }

    @Test func theDispatcherFillsIdOperationAndOutcome() {
        let dispatcher = FormatDispatcher(formatters: Formatters(capacity: 4))
        let ok = dispatcher.response(toLine: Array(#"{"id":"a","op":"plural","locale":"ar","value":"3"}"#.utf8))
        #expect(ok == FormatResponse(id: .string("a"), operation: "plural", outcome: .success(.string("few"))))

        // A known op keeps its name whatever failed; an unknown one has none.
        let bad = dispatcher.response(toLine: Array(#"{"id":1,"op":"date","locale":"en","dateStlye":"full"}"#.utf8))
        #expect(bad?.operation == "date")
        #expect(bad?.error?.code == .invalidRequest)
        let unknown = dispatcher.response(toLine: Array(#"{"id":1,"op":"frobnicate"}"#.utf8))
        #expect(unknown?.operation == nil)
        #expect(unknown?.id == .number("1"))
        #expect(unknown?.error?.code == .invalidRequest)

        // No id where the line is not an object.
        let notJSON = dispatcher.response(toLine: Array("nope".utf8))
        #expect(notJSON?.id == nil)
        #expect(notJSON?.error?.code == .invalidRequest)
        #expect(dispatcher.response(toLine: Array(" \t".utf8)) == nil)
    }

    @Test func refusalsKeepTheRequestsIdAndOp() {
        let dispatcher = FormatDispatcher(formatters: Formatters(capacity: 4))
        let limits = ProtocolLimits.standard
        let request = JSONValue.object(
            JSONObject([.init(key: "op", value: .string("sort")), .init(key: "id", value: .number("7"))]))
        #expect(
            dispatcher.refusal(of: request, limits.requestTooLong)
                == FormatResponse(id: .number("7"), operation: "sort", outcome: .failure(limits.requestTooLong)))
        #expect(
            dispatcher.refusal(of: .null, limits.requestTooLong)
                == FormatResponse(outcome: .failure(limits.requestTooLong)))
        #expect(
            Self.text(dispatcher.refusal(of: request, limits.requestTooLong))
                == #"{"id":7,"error":{"code":"limitExceeded","message":"the request is longer than 1048576 bytes"}}"#)
    }
}
