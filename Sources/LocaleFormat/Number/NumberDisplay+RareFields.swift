extension NumberDisplay {
    /// The options of ``NumberDisplay`` few requests give (``scale``,
    /// ``icuStems``), boxed and immutable: a setter makes a new box.
    @usableFromInline
    final class RareFields: Hashable, Sendable {
        let scale: String?
        let icuStems: String?

        private init(scale: String?, icuStems: String?) {
            self.scale = scale
            self.icuStems = icuStems
        }

        /// A box holding these fields; nil when both are nil.
        @usableFromInline
        static func make(scale: String?, icuStems: String?) -> RareFields? {
            scale == nil && icuStems == nil ? nil : RareFields(scale: scale, icuStems: icuStems)
        }

        /// The same box, or the same fields.
        @usableFromInline
        static func == (lhs: RareFields, rhs: RareFields) -> Bool {
            lhs === rhs || (lhs.scale == rhs.scale && lhs.icuStems == rhs.icuStems)
        }

        @usableFromInline
        func hash(into hasher: inout Hasher) {
            hasher.combine(scale)
            hasher.combine(icuStems)
        }
    }
}
