@testable import LocaleFormat

extension MessageFormat.Argument {
    /// A date argument from milliseconds since 1970: the spelling of the
    /// generated cases (MessageCases.swift), whose values are all within
    /// range. Code that can fail uses `.date(try Instant(...))`.
    static func date(millisecondsSince1970 milliseconds: Int64) -> Self {
        guard let instant = try? Instant(millisecondsSince1970: milliseconds) else {
            preconditionFailure("\(milliseconds) ms is outside the years an Instant holds")
        }
        return .date(instant)
    }
}
