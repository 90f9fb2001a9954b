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

/// A parsed format string as a rendering walks it: the text before each
/// specifier and after the last, each with `%%` already a `%` (a `String`,
/// which appends faster than a `Substring` of the format), and the
/// specifiers (`"%lld items"`: texts `""` and `" items"`, one specifier).
/// Two arrays rather than one of an enumeration: a rendering reads their
/// elements in place instead of copying each piece out.
final class FormatProgram: Sendable {
    /// One more than ``specifiers``.
    let texts: [String]
    let specifiers: [FormatSpecifier]
    /// Whether a `%#@name@` is among the specifiers.
    let hasSubstitution: Bool

    init(_ parsed: [FormatPiece]) {
        var texts: [String] = []
        var specifiers: [FormatSpecifier] = []
        var run = ""
        for piece in parsed {
            switch piece {
            case .literal(let text): run += text
            case .percent: run += "%"
            case .specifier(let specifier):
                texts.append(run)
                run = ""
                specifiers.append(specifier)
            }
        }
        texts.append(run)
        self.texts = texts
        self.specifiers = specifiers
        hasSubstitution = specifiers.contains { $0.substitution != nil }
    }
}
