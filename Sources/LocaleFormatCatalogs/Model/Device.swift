/// The device a text is rendered for, choosing among device variations
/// (`variations.device`, `NSStringDeviceSpecificRuleType`).
public enum Device: String, Sendable, Hashable, CaseIterable {
    case iphone, ipad, ipod, mac, applewatch, appletv, applevision, other

    /// The order tried when neither the request's device nor `other` is
    /// present (Docs/Catalogs.md, "Resolved ambiguities": a server has no device of its own).
    static let fallbackOrder: [Device] = [.other, .iphone, .ipad, .ipod, .mac, .applewatch, .appletv, .applevision]
}
