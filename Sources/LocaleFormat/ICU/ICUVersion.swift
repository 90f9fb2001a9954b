internal import CICU

/// The versions of the ICU this process runs, read from ICU at run time.
///
/// Answers depend on ICU's major version (its CLDR data): two machines give
/// the same text for the same request when they run the same ICU major.
/// A fleet whose replicas differ in it answers differently, so the service
/// reports these values (`icufmt --version`, `GET /v1/version`, the
/// `icufmt_build_info` metric).
public enum ICUVersion {
    /// ICU's version, such as `"72.1"`.
    public static let icu: String = read(cicu_version)
    /// ICU's major version, such as `72`: the part of ``icu`` before its first dot.
    public static let major: Int = Int(icu.prefix { $0 != "." }) ?? 0
    /// The Unicode version of ICU's character data, such as `"15.0"`.
    public static let unicode: String = read(cicu_unicode_version)
    /// The CLDR version of ICU's locale data, such as `"42.0"`.
    public static let cldr: String = read(cicu_cldr_version)
    /// The version of ICU's time zone data, such as `"2022e"` (empty if ICU cannot say).
    public static let timeZoneData: String = read(cicu_tz_data_version)

    private static func read(_ body: (UnsafeMutablePointer<CChar>) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            guard let base = buffer.baseAddress else { return "" }
            buffer.initialize(repeating: 0)
            body(base)
            return String(cString: base)
        }
    }
}
