import LocaleFormat

/// Checks that a thrown error is one the API documents.
enum ErrorExpectation {
    /// Every code of the request protocol (Docs/Protocol.md, "Error codes").
    static let protocolCodes: Set<String> = [
        "invalidRequest", "invalidLocale", "invalidTimeZone", "invalidCalendar", "invalidDate", "invalidNumber",
        "invalidCurrency", "invalidUnit", "invalidPattern", "limitExceeded", "internal",
    ]

    /// The codes the library throws: the protocol's, and `invalidOptions`,
    /// which the protocol reports as `invalidRequest`.
    static let libraryCodes: Set<String> = protocolCodes.union(["invalidOptions"])

    /// Fails unless `error` is a ``LocaleFormatError`` whose code is one of
    /// `allowed`. `internal` is never among the allowed codes of a target:
    /// an input fault must get its own code, so an `internal` is a finding.
    static func check(
        _ error: any Error, allowed: Set<LocaleFormatError.Code>, target: String, input: String
    ) throws(InvariantViolation) {
        guard let error = error as? LocaleFormatError else {
            throw InvariantViolation(target, "\(input): threw \(type(of: error)) \(error), not a LocaleFormatError")
        }
        guard libraryCodes.contains(error.code.rawValue) else {
            throw InvariantViolation(target, "\(input): code \(error.code) is not a code of the library")
        }
        guard allowed.contains(error.code) else {
            throw InvariantViolation(target, "\(input): unexpected \(error)")
        }
    }
}
