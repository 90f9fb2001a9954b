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
    /// The pieces, and whether a `%#@name@` is among them.
    case pieces([FormatPiece], hasSubstitution: Bool)
    case invalid(LocaleFormatError)

    init(_ format: String) {
        guard format.utf8.contains(UInt8(ascii: "%")) else {
            self = .plain
            return
        }
        do {
            let pieces = try FormatParser.parse(format)
            let hasSubstitution = pieces.contains {
                if case .specifier(let specifier) = $0 { specifier.substitution != nil } else { false }
            }
            self = .pieces(pieces, hasSubstitution: hasSubstitution)
        } catch {
            self = .invalid(error)
        }
    }
}
