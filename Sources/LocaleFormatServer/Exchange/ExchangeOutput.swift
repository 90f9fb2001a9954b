/// A format response as it is made: the bytes made and not yet written,
/// and how its body is framed once its head is out. No I/O: the connection
/// writes what ``add(_:write:)`` and ``end(_:write:)`` hand it.
///
/// A response shorter than ``ResponseFraming/partBytes`` is written whole,
/// with its length; a longer one a part at a time as it is made, chunked,
/// or close-delimited for an HTTP/1.0 client.
struct ExchangeOutput {
    /// How the bytes handed to the writer are framed.
    enum Part: Equatable {
        /// The response's head, then its first part (chunked, or close-delimited).
        case first(chunked: Bool)
        /// A next part, as one chunk or as is.
        case next(chunked: Bool)
        /// The whole response: its head with the length, then the bytes.
        case whole
        /// The last part, as one chunk and the last chunk, or as is.
        case last(chunked: Bool)
    }

    /// The client speaks HTTP/1.0: a long body ends with the connection.
    let closeDelimited: Bool
    /// The response's head is handed to the writer.
    private(set) var headWritten = false
    private(set) var chunked = false
    /// Body bytes handed to the writer.
    private(set) var bytesOut = 0
    /// Bytes made and not yet handed to the writer.
    private var unwritten: [UInt8] = []

    init(closeDelimited: Bool) {
        self.closeDelimited = closeDelimited
    }

    /// Adds bytes made; once ``ResponseFraming/partBytes`` or more wait,
    /// hands them to `write` as the response's next part (its first: with
    /// the head).
    mutating func add(_ made: [UInt8], write: (Part, [UInt8]) -> Void) {
        if unwritten.isEmpty {
            unwritten = made
        } else {
            unwritten += made
        }
        guard unwritten.count >= ResponseFraming.partBytes else { return }
        bytesOut += unwritten.count
        let part: Part
        if headWritten {
            part = .next(chunked: chunked)
        } else {
            chunked = !closeDelimited
            headWritten = true
            part = .first(chunked: chunked)
        }
        write(part, unwritten)
        unwritten.removeAll(keepingCapacity: true)
    }

    /// The last bytes made: hands `write` the response's end, the bytes not
    /// yet written and then `made` (the whole response when no part is out).
    mutating func end(_ made: [UInt8], write: (_ part: Part, _ unwritten: [UInt8], _ made: [UInt8]) -> Void) {
        let part: Part = headWritten ? .last(chunked: chunked) : .whole
        headWritten = true
        bytesOut += unwritten.count + made.count
        write(part, unwritten, made)
        unwritten = []
    }

    /// Drops the bytes not written: the exchange is refused before any part is out.
    mutating func discard() {
        unwritten = []
    }
}
