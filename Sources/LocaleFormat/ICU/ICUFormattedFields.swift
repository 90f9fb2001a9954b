internal import CICU

/// A formatted result's text and the fields ICU marked in it
/// (`UFormattedValue` and `UConstrainedFieldPosition`, or a date's
/// `UFieldPositionIterator`), read by one shim call.
struct ICUFormattedFields: Sendable, Hashable {
    /// One field: its `UFieldCategory`, its field in that category and its
    /// UTF-16 range in ``ICUFormattedFields/text``.
    struct Span: Sendable, Hashable {
        var category: Int32
        var field: Int32
        var begin: Int
        var end: Int
    }

    /// ICU's `UFieldCategory` values the parts read.
    enum Category {
        static let date: Int32 = 1
        static let number: Int32 = 2
        static let list: Int32 = 3
        static let relativeDateTime: Int32 = 4
        static let numberRangeSpan: Int32 = 0x1002
        static let dateIntervalSpan: Int32 = 0x1005
    }

    var text: String
    var spans: [Span]

    /// Fields a result may have before it is refused: a list of the
    /// protocol's 1,000 items has about 3,000 (an element, a literal and a
    /// span per item).
    static let maximumSpans = 8_192

    /// Fields tried before a retry sized from the first call's count.
    private static let initialSpans = 32

    /// Runs `body(out, capacity, spans, spanCapacity, &spanCount, &status)`,
    /// a `cicu_…_parts` call, and returns its text and fields. A result with
    /// more fields than the first buffer holds is formatted again with room
    /// for them all.
    /// - Throws: `limitExceeded` for more than ``maximumSpans`` fields;
    ///   `code` when ICU fails.
    static func make(
        _ code: LocaleFormatError.Code,
        _ context: @autoclosure () -> String,
        _ body: (
            UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<CICUFieldSpan>, Int32, inout Int32, inout Int32
        )
            -> Int32
    ) throws(LocaleFormatError) -> ICUFormattedFields {
        var capacity = initialSpans
        while true {
            let made: Result<ICUFormattedFields?, LocaleFormatError> = withUnsafeTemporaryAllocation(
                of: CICUFieldSpan.self, capacity: capacity
            ) { buffer in
                Result { () throws(LocaleFormatError) -> ICUFormattedFields? in
                    guard let base = buffer.baseAddress else {
                        throw LocaleFormatError(.internal, "\(context()): out of memory")
                    }
                    var count: Int32 = 0
                    let text = try ICUString.make(code, context()) { out, cap, status in
                        body(out, cap, base, Int32(capacity), &count, &status)
                    }
                    guard count <= maximumSpans else {
                        throw LocaleFormatError(
                            .limitExceeded, "the result has more than \(maximumSpans) fields, the limit of its parts")
                    }
                    guard count <= capacity else {
                        capacity = Int(count)
                        return nil
                    }
                    let spans = buffer[..<Int(max(count, 0))].map {
                        Span(category: $0.category, field: $0.field, begin: Int($0.begin), end: Int($0.end))
                    }
                    return ICUFormattedFields(text: text, spans: spans)
                }
            }
            if let fields = try made.get() { return fields }
        }
    }
}
