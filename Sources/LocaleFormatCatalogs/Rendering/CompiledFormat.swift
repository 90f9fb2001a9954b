import LocaleFormat

/// A format string as the renderer needs it, cut once when the catalog is
/// read: most values have no specifier at all, and the others are parsed
/// once instead of on every rendering.
///
/// A string that does not parse keeps its error, thrown when it is rendered
/// (as the parse at rendering threw it): loading accepts what Apple's
/// runtime loads.
enum CompiledFormat: Sendable {
    /// No `%`: the text prints as it is.
    case plain
    /// The text runs and specifiers.
    case program(FormatProgram)
    case invalid(LocaleFormatError)

    init(_ format: String) {
        guard format.utf8.contains(UInt8(ascii: "%")) else {
            self = .plain
            return
        }
        do {
            self = .program(FormatProgram(try FormatParser.parse(format)))
        } catch {
            self = .invalid(error)
        }
    }
}

/// A parsed format string as a rendering walks it: text runs, each the
/// literal text between two specifiers with `%%` already a `%` (a `String`,
/// which appends faster than a `Substring` of the format), and specifiers.
/// A class, so that a rendering takes it with one retain.
final class FormatProgram: Sendable {
    enum Piece: Sendable {
        case text(String)
        case specifier(FormatSpecifier)
    }

    let pieces: [Piece]
    /// Whether a `%#@name@` is among the specifiers.
    let hasSubstitution: Bool

    init(_ parsed: [FormatPiece]) {
        var pieces: [Piece] = []
        var run = ""
        var hasSubstitution = false
        for piece in parsed {
            switch piece {
            case .literal(let text): run += text
            case .percent: run += "%"
            case .specifier(let specifier):
                if !run.isEmpty { pieces.append(.text(run)) }
                run = ""
                if specifier.substitution != nil { hasSubstitution = true }
                pieces.append(.specifier(specifier))
            }
        }
        if !run.isEmpty { pieces.append(.text(run)) }
        self.pieces = pieces
        self.hasSubstitution = hasSubstitution
    }
}
