/// `doubleLength` over an ICU message, read as ICU reads it (`MessagePattern`
/// with its default apostrophe mode): the runs of text are written twice,
/// and everything ICU reads as syntax once.
///
/// - A specifier (``FormatParser/specifierLength(in:at:)``), an argument
///   (`{name}`, `{n, number, ::percent}`) and, in a plural's message, `#`
///   end a run and are written once.
/// - A `plural`, `selectordinal` or `select` argument keeps its name, type
///   and selectors, and each of its messages is doubled as a message of its
///   own.
/// - Quoted text (`'{USER'}`, from an apostrophe before `{`, `}` or a
///   plural's `#` to the next lone apostrophe) is text, doubled with its
///   quotes; `''` is one apostrophe. A quote is never cut, so ICU reads
///   the result's quoting as the text's.
/// - An unclosed `{` is text, as a `%` that starts no specifier is.
struct DoubledMessage {
    private let bytes: [UInt8]
    private var result: [UInt8] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        result.reserveCapacity(bytes.count * 2)
    }

    mutating func doubled() -> [UInt8] {
        _ = message(from: 0, to: bytes.count, inPlural: false, nested: false)
        return result
    }

    /// Writes the message that starts at `start` doubled, up to the `}`
    /// that closes it (when `nested`) or `limit`; returns where it stopped.
    private mutating func message(from start: Int, to limit: Int, inPlural: Bool, nested: Bool) -> Int {
        var runStart = start
        var index = start
        while index < limit {
            let byte = bytes[index]
            if byte == UInt8(ascii: "'") {
                index = min(quoteEnd(at: index, inPlural: inPlural), limit)
                continue
            }
            if nested, byte == UInt8(ascii: "}") { break }
            var syntax: Int?
            if byte == UInt8(ascii: "%") {
                syntax = FormatParser.specifierLength(in: bytes, at: index).map { index + $0 }
            } else if byte == UInt8(ascii: "#"), inPlural {
                syntax = index + 1
            } else if byte == UInt8(ascii: "{"), let end = argumentEnd(at: index, limit: limit) {
                twice(runStart..<index, inPlural: inPlural)
                argument(from: index, to: end)
                index = end
                runStart = index
                continue
            }
            guard let end = syntax else {
                index += 1
                continue
            }
            twice(runStart..<index, inPlural: inPlural)
            result += bytes[index..<end]
            index = end
            runStart = index
        }
        twice(runStart..<index, inPlural: inPlural)
        return index
    }

    /// A run of text, written twice: as it is, unless the seam of the two
    /// copies would change how ICU reads them (an apostrophe on either side
    /// of it makes `''`, or the run ends in a quote left open); then the
    /// run's text twice, quoted anew (``quoted(_:inPlural:)``).
    private mutating func twice(_ run: Range<Int>, inPlural: Bool) {
        guard let first = run.first, let last = run.last else { return }
        let apostrophe = UInt8(ascii: "'")
        guard
            bytes[first] == apostrophe && bytes[last] == apostrophe
                || quoteEnd(in: run, inPlural: inPlural) > run.upperBound
        else {
            result += bytes[run]
            result += bytes[run]
            return
        }
        let text = unquoted(run, inPlural: inPlural)
        result += Self.quoted(text + text, inPlural: inPlural)
    }

    /// Where the last quote of `run` ends: past `run` when it is left open.
    private func quoteEnd(in run: Range<Int>, inPlural: Bool) -> Int {
        var index = run.lowerBound
        var end = index
        while index < run.upperBound {
            guard bytes[index] == UInt8(ascii: "'") else {
                index += 1
                continue
            }
            index = quoteEnd(at: index, inPlural: inPlural, open: true)
            end = index
        }
        return end
    }

    /// The text ICU reads in `run`: quotes taken off, `''` one apostrophe.
    private func unquoted(_ run: Range<Int>, inPlural: Bool) -> [UInt8] {
        var text: [UInt8] = []
        var index = run.lowerBound
        while index < run.upperBound {
            guard bytes[index] == UInt8(ascii: "'") else {
                text.append(bytes[index])
                index += 1
                continue
            }
            let quoteEnd = quoteEnd(at: index, inPlural: inPlural, open: true)
            let end = min(quoteEnd, run.upperBound)
            if end == index + 1 {
                text.append(bytes[index])  // a lone apostrophe
            } else if end == index + 2, bytes[index + 1] == UInt8(ascii: "'") {
                text.append(bytes[index])  // ''
            } else {
                // A quote: its text, each '' inside one apostrophe.
                var position = index + 1
                let close = quoteEnd <= run.upperBound ? end - 1 : end
                while position < close {
                    text.append(bytes[position])
                    position += bytes[position] == UInt8(ascii: "'") ? 2 : 1
                }
            }
            index = end
        }
        return text
    }

    /// `text` as ICU message text: each apostrophe doubled, and from its
    /// first syntax character (`{`, `}`, a plural's `#`) on, quoted.
    static func quoted(_ text: [UInt8], inPlural: Bool) -> [UInt8] {
        func escaped(_ part: ArraySlice<UInt8>) -> [UInt8] {
            part.flatMap { $0 == UInt8(ascii: "'") ? [$0, $0] : [$0] }
        }
        let syntax = text.firstIndex {
            $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || (inPlural && $0 == UInt8(ascii: "#"))
        }
        guard let syntax else { return escaped(text[...]) }
        return escaped(text[..<syntax]) + [UInt8(ascii: "'")] + escaped(text[syntax...]) + [UInt8(ascii: "'")]
    }

    /// Just past the text an apostrophe at `index` quotes: `''` is one
    /// apostrophe; before `{`, `}` (or a plural's `#`) it quotes up to the
    /// next lone apostrophe, or to the end when none comes; else it is
    /// itself.
    /// With `open`, a quote left open ends past the text.
    private func quoteEnd(at index: Int, inPlural: Bool, open: Bool = false) -> Int {
        let next = index + 1
        guard next < bytes.count else { return next }
        switch bytes[next] {
        case UInt8(ascii: "'"): return next + 1
        case UInt8(ascii: "{"), UInt8(ascii: "}"): break
        case UInt8(ascii: "#") where inPlural: break
        default: return next
        }
        var position = next + 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "'") {
                if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "'") {
                    position += 2
                    continue
                }
                return position + 1
            }
            position += 1
        }
        return open ? bytes.count + 1 : bytes.count
    }

    /// Just past the `}` that closes the argument at `index`, counting
    /// braces outside quoted text, or nil when none does before `limit`.
    private func argumentEnd(at index: Int, limit: Int) -> Int? {
        var depth = 0
        var position = index
        while position < limit {
            switch bytes[position] {
            case UInt8(ascii: "'"):
                // Quoting in a style or a nested message, as ICU reads it.
                position = quoteEnd(at: position, inPlural: true)
                continue
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return position + 1 }
            default: break
            }
            position += 1
        }
        return nil
    }

    /// Writes the argument `bytes[start..<end]`: as it is, but for the
    /// messages of a `plural`, `selectordinal` or `select`, each doubled.
    private mutating func argument(from start: Int, to end: Int) {
        let fields = bytes[(start + 1)..<(end - 1)].split(
            separator: UInt8(ascii: ","), maxSplits: 2, omittingEmptySubsequences: false)
        let type =
            fields.count == 3 && !fields[0].contains(UInt8(ascii: "{")) ? Self.trimmed(fields[1]) : []
        let plural = type == Array("plural".utf8) || type == Array("selectordinal".utf8)
        guard plural || type == Array("select".utf8) else {
            result += bytes[start..<end]
            return
        }
        // The header up to the selectors, then each selector as it is and
        // each `{message}` doubled.
        var index = fields[2].startIndex
        result += bytes[start..<index]
        while index < end - 1 {
            guard bytes[index] == UInt8(ascii: "{") else {
                result.append(bytes[index])
                index += 1
                continue
            }
            result.append(UInt8(ascii: "{"))
            index = message(from: index + 1, to: end - 1, inPlural: plural, nested: true)
            guard index < end - 1 else { break }
            result.append(UInt8(ascii: "}"))
            index += 1
        }
        result += bytes[index..<end]
    }

    private static func trimmed(_ field: ArraySlice<UInt8>) -> [UInt8] {
        Array(field.drop(while: isCSpace).reversed().drop(while: isCSpace).reversed())
    }
}
