/// The package's version and the versions of the ICU data it answers from.
///
/// The command line's `--version`, the service's `GET /v1/version` and its
/// `icufmt_build_info` metric all print ``fields``.
public enum LocaleFormatVersion {
    /// This package's version (Semantic Versioning).
    public static let package = "0.1.0"

    /// The versions that decide an answer, in the order they are reported:
    /// `package`, `icu`, `cldr`, `unicode` and `tzdata`.
    public static var fields: [(name: String, value: String)] {
        [
            ("package", package),
            ("icu", ICUVersion.icu),
            ("cldr", ICUVersion.cldr),
            ("unicode", ICUVersion.unicode),
            ("tzdata", ICUVersion.timeZoneData),
        ]
    }

    /// One line for people: `LocaleFormat 0.1.0, ICU 72.1, CLDR 42.0, Unicode 15.0, tzdata 2022e`.
    public static var summary: String {
        "LocaleFormat \(package), ICU \(ICUVersion.icu), CLDR \(ICUVersion.cldr), "
            + "Unicode \(ICUVersion.unicode), tzdata \(ICUVersion.timeZoneData)"
    }
}
