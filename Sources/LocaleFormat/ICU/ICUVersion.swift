internal import CICU

/// The versions of the ICU this process runs.
public enum ICUVersion {
    /// ICU's version, such as `"72.1"`.
    public static let icu: String = read(cicu_version)
    /// The Unicode version of ICU's character data, such as `"15.0"`.
    public static let unicode: String = read(cicu_unicode_version)

    private static func read(_ body: (UnsafeMutablePointer<CChar>) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            guard let base = buffer.baseAddress else { return "" }
            buffer.initialize(repeating: 0)
            body(base)
            return String(cString: base)
        }
    }
}
