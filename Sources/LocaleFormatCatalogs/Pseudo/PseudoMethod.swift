/// A pseudolocalization method: a fake translation that shows, in a
/// running app, which texts are not localized, which are cut short and
/// which break right to left.
public enum PseudoMethod: String, Sendable, Hashable, CaseIterable {
    /// Android's accented pseudolocale, as aapt2 writes it: letters
    /// accented, placeholders in `»…«`, the whole in `[…]` with padding
    /// words (`one two three …`) that make it about 30-50 % longer.
    case enXA = "en-XA"
    /// Android's bidi pseudolocale, as aapt2 writes it: each word between
    /// U+200F U+202E and U+202C U+200F, so that it reads right to left.
    case arXB = "ar-XB"
    /// The `en-XA` accent map alone: no brackets, no padding, no `»…«`.
    case accented
    /// `[# ` + text + ` #]`: shows where a text is cut or joined.
    case bounded
    /// Every run of text between specifiers written twice.
    case doubleLength
}
