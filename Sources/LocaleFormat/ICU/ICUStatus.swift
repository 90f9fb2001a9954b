internal import CICU

/// ICU's `UErrorCode`, as the shim hands it over: failure is any value
/// above zero; negative values are warnings (`U_USING_FALLBACK_WARNING`)
/// and count as success, as `U_FAILURE` does.
struct ICUStatus {
    static let bufferOverflow: Int32 = 15
    static let invalidFormat: Int32 = 3  // U_INVALID_FORMAT_ERROR
    static let illegalArgument: Int32 = 1

    var rawValue: Int32 = 0

    var isFailure: Bool { rawValue > 0 }

    /// ICU's name for the code, such as `"U_ILLEGAL_ARGUMENT_ERROR"`.
    var name: String { ICUStatus.name(of: rawValue) }

    static func name(of status: Int32) -> String {
        guard let name = cicu_error_name(status) else { return "UErrorCode \(status)" }
        return String(cString: name)
    }

    /// Throws `code` with `message` and ICU's error name when the status is a failure.
    func check(_ code: LocaleFormatError.Code, _ message: @autoclosure () -> String) throws(LocaleFormatError) {
        if isFailure {
            throw LocaleFormatError(code, "\(message()): ICU reported \(name)", icuErrorName: name)
        }
    }
}
