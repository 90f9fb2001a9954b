/// ICU's fields turned into ECMA-402 parts: the types named as V8 names
/// them, nested fields flattened (an integer holding grouping separators is
/// three parts), the text between fields `literal`.
extension FormattedPart {
    /// The parts of `fields`' text.
    /// - Parameters:
    ///   - rangeSpans: the category of the spans that mark a range's two
    ///     operands; with it, every part gets a ``Source``.
    ///   - unit: given to every part but the literals (a relative time's).
    ///   - kind: the type of a field at a source, nil for a field that is
    ///     no part of its own (its text is a literal unless another field
    ///     covers it).
    static func parts(
        of fields: ICUFormattedFields, rangeSpans: Int32? = nil, unit: String? = nil,
        kind: (ICUFormattedFields.Span, Source?) -> Kind?
    ) -> [FormattedPart] {
        let length = fields.text.utf16.count
        let spans = fields.spans.filter { $0.begin >= 0 && $0.begin < $0.end && $0.end <= length }
        let ranges = spans.filter { $0.category == rangeSpans }
        func source(_ offset: Int) -> Source? {
            guard rangeSpans != nil else { return nil }
            for span in ranges where span.begin <= offset && offset < span.end {
                if span.field == 0 { return .startRange }
                if span.field == 1 { return .endRange }
            }
            return .shared
        }
        var typed: [(span: ICUFormattedFields.Span, kind: Kind)] = []
        for span in spans where span.category != rangeSpans {
            if let type = kind(span, source(span.begin)) { typed.append((span, type)) }
        }
        // Outer fields first where two start together: the inner one
        // (opened later) then owns its text. Two fields over the same text
        // keep ICU's order, the later one owning it (the sort is not stable).
        typed = typed.enumerated().sorted { first, second in
            let (a, b) = (first.element.span, second.element.span)
            if a.begin != b.begin { return a.begin < b.begin }
            if a.end != b.end { return a.end > b.end }
            return first.offset < second.offset
        }.map(\.element)
        let boundaries = Set(ranges.flatMap { [$0.begin, $0.end] }).sorted()
        var writer = PartWriter(text: fields.text, unit: unit, boundaries: boundaries, source: source)
        var open: [(span: ICUFormattedFields.Span, kind: Kind)] = []
        var next = 0
        while next < typed.count || !open.isEmpty {
            let nextBegin = next < typed.count ? typed[next].span.begin : Int.max
            if let top = open.last, top.span.end <= nextBegin {
                writer.write(top.kind, upTo: top.span.end)
                open.removeLast()
                continue
            }
            writer.write(open.last?.kind ?? .literal, upTo: nextBegin)
            open.append(typed[next])
            next += 1
        }
        writer.write(.literal, upTo: length)
        return writer.parts
    }
}

/// Cuts a text into parts from its start, in order, a part never across
/// the edge of a range's operand.
private struct PartWriter {
    let text: String
    let unit: String?
    /// The UTF-16 offsets where a range's operands start and end.
    let boundaries: [Int]
    let source: (Int) -> FormattedPart.Source?
    var parts: [FormattedPart] = []
    /// The UTF-16 offset written up to, and its index.
    private var position = 0
    private var index: String.Index

    init(text: String, unit: String?, boundaries: [Int], source: @escaping (Int) -> FormattedPart.Source?) {
        self.text = text
        self.unit = unit
        self.boundaries = boundaries
        self.source = source
        index = text.startIndex
    }

    /// Parts of `kind` from the position written up to `end` (UTF-16), cut
    /// at the operands' edges; nothing when empty. A literal that follows a
    /// literal of the same source joins it.
    mutating func write(_ kind: FormattedPart.Kind, upTo end: Int) {
        while end > position {
            let stopOffset = boundaries.first { $0 > position && $0 < end } ?? end
            guard let stop = text.utf16.index(index, offsetBy: stopOffset - position, limitedBy: text.endIndex)
            else { return }
            let value = String(text[index..<stop])
            let source = source(position)
            if kind == .literal, let last = parts.last, last.type == .literal, last.source == source {
                parts[parts.count - 1].value += value
            } else {
                parts.append(
                    FormattedPart(type: kind, value: value, source: source, unit: kind == .literal ? nil : unit))
            }
            position = stopOffset
            index = stop
        }
    }
}
