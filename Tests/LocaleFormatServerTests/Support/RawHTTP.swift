import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A minimal HTTP/1.1 client over a plain loopback socket, so that tests
/// control every byte: hostile bodies, chunked uploads, bodies that stop
/// half way, and what happens when the server closes early.
enum RawHTTP {
    struct Response {
        var status: Int
        var headers: [String: String]  // lower-cased names
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    enum Failure: Error, CustomStringConvertible {
        case socket(String)
        case malformed(String)
        var description: String {
            switch self {
            case .socket(let what), .malformed(let what): what
            }
        }
    }

    /// An open connection to 127.0.0.1:`port`.
    final class Connection {
        let descriptor: Int32
        private var received: [UInt8] = []

        /// - Parameter receiveBuffer: the socket's receive buffer in bytes,
        ///   set before it connects (a small one stops the kernel from holding
        ///   megabytes of a response the test does not read).
        init(port: Int, timeout: Int = 20, receiveBuffer: Int32? = nil) throws {
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw Failure.socket("socket: \(errno)") }
            if var size = receiveBuffer {
                setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
            }
            var time = timeval(tv_sec: timeout, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard result == 0 else {
                close(descriptor)
                throw Failure.socket("connect to port \(port): errno \(errno)")
            }
        }

        deinit { close(descriptor) }

        /// Sends all of `bytes`; returns false when the server stopped
        /// reading (reset or closed), which some tests expect.
        @discardableResult
        func send(_ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return true }
                var offset = 0
                while offset < buffer.count {
                    let sent = Glibc.send(descriptor, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                    if sent < 0 {
                        if errno == EINTR { continue }
                        return false
                    }
                    offset += sent
                }
                return true
            }
        }

        func send(_ text: String) { send(Array(text.utf8)) }

        /// Reads one response (Content-Length or chunked body).
        /// The next response; `expectingBody: false` for the answer to a
        /// HEAD request, whose head announces a body that never comes.
        func readResponse(expectingBody: Bool = true) throws -> Response {
            var headerEnd: Int?
            while headerEnd == nil {
                headerEnd = Self.find([13, 10, 13, 10], in: received)
                if headerEnd == nil {
                    guard try fill() else {
                        throw Failure.malformed(
                            "connection closed before a response head: \(String(decoding: received, as: UTF8.self))")
                    }
                }
            }
            guard let end = headerEnd else { throw Failure.malformed("no response head") }
            let head = String(decoding: received[..<end], as: UTF8.self)
            received.removeFirst(end + 4)
            var lines = head.components(separatedBy: "\r\n")
            let statusLine = lines.removeFirst().split(separator: " ")
            guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
                throw Failure.malformed("bad status line in \(head)")
            }
            var headers: [String: String] = [:]
            for line in lines {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                    in: .whitespaces)
            }
            var body: [UInt8] = []
            if !expectingBody || (100..<200).contains(status) {
                return Response(status: status, headers: headers, body: [])
            } else if let length = headers["content-length"].flatMap({ Int($0) }) {
                while received.count < length { guard try fill() else { throw Failure.malformed("short body") } }
                body = Array(received[..<length])
                received.removeFirst(length)
            } else if headers["transfer-encoding"]?.lowercased() == "chunked" {
                while true {
                    var found = Self.find([13, 10], in: received)
                    while found == nil {
                        guard try fill() else { throw Failure.malformed("short chunk") }
                        found = Self.find([13, 10], in: received)
                    }
                    guard let lineEnd = found else { throw Failure.malformed("short chunk") }
                    let sizeText = String(decoding: received[..<lineEnd], as: UTF8.self)
                    guard let size = Int(sizeText.split(separator: ";")[0], radix: 16) else {
                        throw Failure.malformed("bad chunk size \(sizeText)")
                    }
                    received.removeFirst(lineEnd + 2)
                    while received.count < size + 2 { guard try fill() else { throw Failure.malformed("short chunk") } }
                    body += received[..<size]
                    received.removeFirst(size + 2)
                    if size == 0 { break }
                }
            } else {
                // Neither: the body ends with the connection (an HTTP/1.0 response).
                while try fill() {}
                body = received
                received = []
            }
            return Response(status: status, headers: headers, body: body)
        }

        /// Whether the server closes the connection after what was read:
        /// end of stream with nothing more received. (Blocks up to the
        /// receive timeout when the connection stays open.)
        func readsEndOfStream() throws -> Bool { received.isEmpty ? try !fill() : false }

        /// Reads more bytes; false at end of stream.
        private func fill() throws -> Bool {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count > 0 {
                    received += buffer[..<count]
                    return true
                }
                if count == 0 { return false }
                if errno == EINTR { continue }
                if errno == ECONNRESET { return false }
                throw Failure.socket("recv: errno \(errno)")
            }
        }

        static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
            guard haystack.count >= needle.count else { return nil }
            for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] {
                if Array(haystack[i..<(i + needle.count)]) == needle { return i }
            }
            return nil
        }
    }

    /// The bytes of a request with a Content-Length body.
    static func requestBytes(
        _ method: String, _ path: String, contentType: String? = "application/json", body: [UInt8] = [],
        extraHeaders: [String] = []
    ) -> [UInt8] {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        if let contentType { head += "Content-Type: \(contentType)\r\n" }
        if method != "GET" || !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
        for header in extraHeaders { head += header + "\r\n" }
        head += "\r\n"
        return Array(head.utf8) + body
    }

    /// One request on a new connection.
    static func request(
        port: Int, _ method: String, _ path: String, contentType: String? = "application/json", body: [UInt8] = [],
        extraHeaders: [String] = []
    ) throws -> Response {
        let connection = try Connection(port: port)
        connection.send(requestBytes(method, path, contentType: contentType, body: body, extraHeaders: extraHeaders))
        return try connection.readResponse()
    }

    static func post(port: Int, _ body: String, contentType: String? = "application/json") throws -> Response {
        try request(port: port, "POST", "/v1/format", contentType: contentType, body: Array(body.utf8))
    }

    static func get(port: Int, _ path: String) throws -> Response {
        try request(port: port, "GET", path, contentType: nil)
    }

    /// Polls (every 10 ms, up to `seconds`) until nothing accepts connections
    /// on `port` any more: a server that began to shut down has closed its
    /// listening socket. False at the deadline.
    static func waitUntilRefused(port: Int, seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            guard (try? Connection(port: port, timeout: 1)) != nil else { return true }
            usleep(10_000)
        }
        return false
    }
}
