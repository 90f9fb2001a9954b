/// The one error every LocaleFormat API throws.
///
/// `code` is stable and machine-readable (its `rawValue` is the code of the
/// request protocol, such as `"invalidLocale"`, except ``Code/invalidOptions``,
/// which the protocol reports as `invalidRequest`); `message` is for people;
/// `icuErrorName` is ICU's own name for the failure when ICU reported one
/// (`"U_ILLEGAL_ARGUMENT_ERROR"`).
///
/// Every throwing API declares it (`throws(LocaleFormatError)`), so a
/// `catch` needs no cast:
///
/// ```swift
/// do {
///     _ = try LocaleIdentifier("en_US!")
/// } catch {
///     error.code      // .invalidLocale
/// }
/// ```
public struct LocaleFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of input or failure caused the error.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A request of the protocol is malformed: not JSON, wrong shape,
        /// unknown or conflicting fields. The library itself never throws it
        /// (it throws ``invalidOptions``); `LocaleFormatService` does, and
        /// reports ``invalidOptions`` under this code.
        public static let invalidRequest = Code(rawValue: "invalidRequest")
        /// Options the library cannot use: a value outside its documented
        /// range (fraction digits outside 0…20), options that contradict each
        /// other (both date styles `none`), or message arguments that are
        /// missing or of a kind the pattern cannot use. Not a protocol code:
        /// the request protocol reports it as ``invalidRequest``.
        public static let invalidOptions = Code(rawValue: "invalidOptions")
        /// The locale is not a well-formed BCP 47 tag or ICU locale id.
        public static let invalidLocale = Code(rawValue: "invalidLocale")
        /// Not an ICU time zone id and not a `GMT±hh:mm` offset.
        public static let invalidTimeZone = Code(rawValue: "invalidTimeZone")
        /// A calendar ICU does not know.
        public static let invalidCalendar = Code(rawValue: "invalidCalendar")
        /// An unparsable date or one outside years -100000…100000.
        public static let invalidDate = Code(rawValue: "invalidDate")
        /// Not a decimal number, NaN or infinity where not allowed, or too many digits.
        public static let invalidNumber = Code(rawValue: "invalidNumber")
        /// Not an ISO 4217 code that ICU knows.
        public static let invalidCurrency = Code(rawValue: "invalidCurrency")
        /// A unit identifier ICU does not know.
        public static let invalidUnit = Code(rawValue: "invalidUnit")
        /// A date pattern, skeleton or message pattern ICU rejects.
        public static let invalidPattern = Code(rawValue: "invalidPattern")
        /// An input over a documented size limit.
        public static let limitExceeded = Code(rawValue: "limitExceeded")
        /// Anything else; the message says what ICU reported.
        public static let `internal` = Code(rawValue: "internal")
    }

    /// The stable code.
    public var code: Code
    /// A description of the failure for people.
    public var message: String
    /// ICU's name for the status code, when the failure came from ICU.
    public var icuErrorName: String?

    public init(_ code: Code, _ message: String, icuErrorName: String? = nil) {
        self.code = code
        self.message = message
        self.icuErrorName = icuErrorName
    }

    public var description: String {
        if let icuErrorName { return "\(code): \(message) (\(icuErrorName))" }
        return "\(code): \(message)"
    }
}
