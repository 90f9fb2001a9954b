import NIOHTTP1

/// The transfer codings a request may use: none, or exactly `chunked`.
///
/// A `Transfer-Encoding` other than one `chunked` (`gzip, chunked`,
/// `identity`, `chunked, chunked`) is answered `501` before any of the
/// body is read, and the connection is closed: the service decodes no
/// transfer coding but chunked (RFC 9112, 6.1), and must not read a coded
/// body as JSON.
enum TransferCoding {
    /// The `Transfer-Encoding` of a request when it is anything but one
    /// `chunked` (any case, in one or more fields); nil when it is that or
    /// absent.
    static func unsupported(_ headers: HTTPHeaders) -> String? {
        let fields = headers["transfer-encoding"]
        guard !fields.isEmpty else { return nil }
        let codings = fields.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingASCIISpaces().lowercased() }
        return codings == ["chunked"] ? nil : fields.joined(separator: ", ")
    }
}

extension Substring {
    func trimmingASCIISpaces() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
