extension NumberDisplay {
    /// Longest skeleton the fields and ``icuStems`` make together.
    static let maximumSkeletonLength = 4000

    /// Whether ``icuStems`` holds a precision stem (`precision-unlimited`,
    /// `.00*`, `@@*`, `precision-increment/…`, …), which then stands for
    /// the digit fields' rounding. Read only when a formatter opens.
    var icuStemsRound: Bool {
        guard let icuStems else { return false }
        return icuStems.split(separator: " ").contains { NumberSkeletonText.isPrecisionStem($0) }
    }

    /// Appends `stems` to `skeleton` when ICU accepts the whole (up to 4000
    /// bytes: the fields' stems and ids may spell a 500-byte skeleton longer).
    /// - Throws: `invalidPattern` naming the token ICU stops at and its
    ///   offset in the whole skeleton (a stem twice, or one a field also
    ///   writes), or for stems that are not printable ASCII.
    static func appendChecked(_ stems: String, to skeleton: inout NumberSkeleton) throws(LocaleFormatError) {
        var whole = skeleton
        whole.append(stems)
        do {
            try NumberSkeletonText.checkSyntax(whole.text, maximumLength: Self.maximumSkeletonLength)
        } catch {
            // A unit or currency id ICU rejects is the opening's error to report.
            guard (try? NumberSkeletonText.checkSyntax(skeleton.text)) != nil else { return skeleton = whole }
            throw error
        }
        skeleton = whole
    }
}
