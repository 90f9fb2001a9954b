public import LocaleFormat

/// A change made to an entry's format string after its substitutions are
/// expanded and before its arguments are put in: how the `string` op's
/// `pseudo` field pseudolocalizes a catalog (Docs/Protocol.md, "Op string"),
/// so that numbers and names stay readable, as in Xcode's pseudolanguage
/// previews.
///
/// ```swift
/// let bounded = FormatTransform { "[# " + $0 + " #]" }
/// try app.render(key: "Hello %@", languages: ["en"], arguments: ["Ada"], transform: bounded).text
/// // "[# Hello Ada #]"
/// ```
///
/// The transform sees the format string with its specifiers (`%1$@`,
/// `%lld`, `%%`) and must keep them; what it returns is formatted with the
/// arguments as the original would have been.
public struct FormatTransform: Sendable {
    /// The change: a format string in, a format string out.
    public let apply: @Sendable (String) throws(LocaleFormatError) -> String

    /// A transform that runs `apply`; an error it throws is the rendering's.
    public init(_ apply: @escaping @Sendable (String) throws(LocaleFormatError) -> String) { self.apply = apply }

    /// `first`, then `second` on its result.
    public static func then(_ first: FormatTransform, _ second: FormatTransform) -> FormatTransform {
        FormatTransform { (text) throws(LocaleFormatError) in try second.apply(try first.apply(text)) }
    }
}
