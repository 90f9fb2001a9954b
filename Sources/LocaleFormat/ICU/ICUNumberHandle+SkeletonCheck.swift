internal import CICU

extension ICUNumberHandle {
    /// Where ICU's number skeleton parser rejects `skeleton`: the offset
    /// (in UTF-16 units) of the token it stopped at, from its
    /// `UParseError`; nil when ICU accepts the skeleton. Opens and closes one
    /// formatter for the root locale.
    /// - Throws: `internal` when ICU fails otherwise than on the syntax.
    static func skeletonSyntaxErrorOffset(_ skeleton: String) throws(LocaleFormatError) -> Int? {
        var status: Int32 = 0
        var offset: Int32 = -1
        let opened = cicu_unumf_open(skeleton, Int32(skeleton.utf8.count), "root", &offset, &status)
        if let opened { cicu_unumf_close(opened) }
        if status == skeletonSyntaxError { return max(0, Int(offset)) }
        try ICUStatus(rawValue: status).check(.internal, "unumf_openForSkeletonAndLocale(\"\(skeleton.prefix(64))\")")
        return nil
    }
}
