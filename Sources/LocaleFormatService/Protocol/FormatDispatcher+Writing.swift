@_spi(Server) import LocaleFormat

/// Responses written straight into a byte buffer: what the HTTP service
/// and `icufmt batch` answer through. The same bytes as the response values
/// of ``FormatDispatcher/response(toRequestBytes:)`` and
/// ``FormatDispatcher/response(toLine:)`` write; a request read in place
/// whose op hands its string result over as UTF-8 (a date) goes from its
/// formatter into the buffer with no `String` and no response value between.
extension FormatDispatcher {
    /// What ``writeResponse(toRequestBytes:into:)`` wrote: the response's
    /// op and error code, as its ``FormatResponse`` has them (its `id` is
    /// the request's: ``refusal(ofRequestBytes:_:)`` finds it again; its
    /// message is in the bytes): two strings that the op table and the
    /// error codes own, copied per request for nearly nothing.
    ///
    /// Or nothing was written (``isDeferred``): inside the library's
    /// `BuildDeferral.run` (the HTTP service's steps on its event loops), the
    /// request needs a value that is not cached, and its build was deferred.
    /// The caller runs it again where blocking is fine.
    public struct WrittenResponse: Sendable, Hashable {
        public var operation: String?
        /// The error's code; nil for a response with a result.
        public var code: LocaleFormatError.Code?

        public init(operation: String?, code: LocaleFormatError.Code?) {
            self.operation = operation
            self.code = code
        }

        /// Nothing was written: the request's build was deferred (its code
        /// is `buildDeferred`, which no response written carries).
        public var isDeferred: Bool {
            guard let code else { return false }
            return code == .buildDeferred
        }

        /// A request of `operation` whose build was deferred, nothing of it written.
        static func deferred(operation: String?) -> WrittenResponse {
            WrittenResponse(operation: operation, code: .buildDeferred)
        }

        /// What `response` is, written.
        public init(_ response: FormatResponse) {
            self.init(operation: response.operation, code: response.error?.code)
        }
    }

    /// Writes the response to one request given as its JSON bytes into
    /// `output`: the bytes of ``response(toRequestBytes:)``'s response
    /// (``FormatResponse/write(into:)``), and what it was. The failure is
    /// ``response(toRequestBytes:)``'s, with nothing written.
    public func writeResponse(toRequestBytes bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8])
        -> Result<WrittenResponse, LocaleFormatError>
    {
        write(bytes, notJSON: "the request is not JSON", notAnObject: "a request must be a JSON object", into: &output)
    }

    /// Writes the response to one batch line into `output`: the bytes of
    /// ``response(toLine:)``'s response, held to the line limit as
    /// ``FormatResponse/write(into:limitedTo:)`` holds it (a response longer
    /// than a line may be is a `limitExceeded` with the request's `id`).
    /// False, nothing written, for a blank line.
    public func writeResponse(toLine line: [UInt8], into output: inout [UInt8]) -> Bool {
        if Self.isBlank(line) { return false }
        guard line.count <= limits.maximumLineBytes else {
            overlongLineResponse().write(into: &output)
            return true
        }
        line.withUnsafeBufferPointer { bytes in
            let start = output.count
            let written = write(
                bytes, notJSON: "the line is not JSON", notAnObject: "a request line must hold one JSON object",
                into: &output)
            if case .failure(let error) = written { FormatResponse(outcome: .failure(error)).write(into: &output) }
            let length = output.count - start
            guard length > limits.maximumLineBytes else { return }
            output.removeSubrange(start...)
            refusal(ofRequestBytes: bytes, FormatResponse.tooLong(length, limit: limits.maximumLineBytes))
                .write(into: &output)
        }
        return true
    }

    /// Writes the response to the request in `bytes` into `output`; the
    /// `invalidRequest` (`notJSON`, `notAnObject`) for bytes that are not a
    /// JSON object, nothing written.
    private func write(
        _ bytes: UnsafeBufferPointer<UInt8>, notJSON: String, notAnObject: String, into output: inout [UInt8]
    ) -> Result<WrittenResponse, LocaleFormatError> {
        let written = FlatObject.read(bytes, limits: limits) { write($0, into: &output) }
        if let written { return .success(written) }
        return parseTree(bytes, notJSON: notJSON, notAnObject: notAnObject).map { write($0, into: &output) }
    }

    /// Writes the response to the request object that `bytes` start with
    /// (an array's element, where it stands) into `output`, when it is one
    /// read in place (``FlatObject``): what it was, and the index after the
    /// object's closing brace. Nil, nothing written, for bytes that start
    /// with anything else (nested values, escapes, no object): the caller
    /// finds the request's end itself and answers it through
    /// ``writeResponse(toRequestBytes:into:)``, whose answer for the
    /// object's bytes alone this is.
    public func writeResponse(toLeadingRequestOf bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8])
        -> (response: WrittenResponse, end: Int)?
    {
        var written: WrittenResponse?
        guard let end = FlatObject.read(leading: bytes, limits: limits, { written = write($0, into: &output) }),
            let written
        else { return nil }
        return (written, end)
    }

    /// Writes the response to the request read in place as `object`.
    private func write(_ object: FlatObject, into output: inout [UInt8]) -> WrittenResponse {
        var fields = RequestFields(object)
        let opIndex = object.index(ofASCII: "op")
        let operation = opIndex.flatMap { Self.operation(namedBy: object, at: $0) }
        let id = RequestID.member(object, object.index(ofASCII: "id"))
        guard
            let response = answer(
                &fields, op: opIndex.map(object.value(at:)), operation, id: id, writingText: true, &output)
        else {
            return WrittenResponse(operation: operation?.name, code: nil)
        }
        return write(response, into: &output)
    }

    /// Writes `response` into `output`, unless its build was deferred
    /// (a typed outcome, nothing written: never an error response to cut).
    private func write(_ response: FormatResponse, into output: inout [UInt8]) -> WrittenResponse {
        if let error = response.error, error.code == .buildDeferred {
            return .deferred(operation: response.operation)
        }
        response.write(into: &output)
        return WrittenResponse(response)
    }
}
