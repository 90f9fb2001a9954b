import Logging
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A swift-log handler that writes one logfmt line per message to standard
/// error: `ts=… level=… logger=… msg=… key=value …`, metadata sorted by key,
/// values quoted when they hold spaces, quotes or `=`.
///
/// Unlike swift-log's `StreamLogHandler`, which formats its metadata again
/// each time a key is set, this handler formats only when it writes a line:
/// A framework may set a request id on every request's logger, and at the
/// default level most requests write nothing.
public struct LogfmtLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    private let label: String
    private let descriptor: Int32

    /// - Parameters:
    ///   - label: the logger's label, written as `logger=`.
    ///   - logLevel: the lowest level written.
    ///   - descriptor: where lines go; standard error by default.
    public init(
        label: String, logLevel: Logger.Level = .info, metadataProvider: Logger.MetadataProvider? = nil,
        descriptor: Int32 = 2
    ) {
        self.label = label
        self.logLevel = logLevel
        self.metadataProvider = metadataProvider
        self.descriptor = descriptor
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var all = metadata
        if let provided = metadataProvider?.get() { all.merge(provided) { $1 } }
        if let extra = event.metadata { all.merge(extra) { $1 } }
        var line = "ts=\(Self.timestamp()) level=\(event.level.rawValue) logger=\(Self.quoted(label))"
        line += " msg=\(Self.quoted(event.message.description))"
        for key in all.keys.sorted() {
            guard let value = all[key] else { continue }
            line += " \(Self.quoted(key))=\(Self.quoted(value.description))"
        }
        line += "\n"
        Self.writeLine(line, to: descriptor)
    }

    /// A value as logfmt writes it: bare when it is safe, else quoted with
    /// `"`, `\` and control characters escaped.
    static func quoted(_ text: String) -> String {
        let needsQuotes =
            text.isEmpty
            || text.utf8.contains {
                $0 <= 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "=")
                    || $0 == UInt8(ascii: "\\")
            }
        guard needsQuotes else { return text }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// UTC, millisecond precision: `2026-11-23T10:25:07.123Z`.
    static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seconds = now.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let milliseconds = Int(now.tv_nsec / 1_000_000)
        let fraction =
            milliseconds < 10 ? "00\(milliseconds)" : milliseconds < 100 ? "0\(milliseconds)" : "\(milliseconds)"
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):"
            + "\(two(parts.tm_min)):\(two(parts.tm_sec)).\(fraction)Z"
    }

    /// One `write` per line, so lines from different threads never mix.
    private static func writeLine(_ line: String, to descriptor: Int32) {
        var line = line
        line.withUTF8 { bytes in
            guard var base = bytes.baseAddress else { return }
            var remaining = bytes.count
            while remaining > 0 {
                let written = write(descriptor, base, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                remaining -= written
                base += written
            }
        }
    }
}
