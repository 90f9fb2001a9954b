import CBenchmarkFloors

/// The floor of ``PluralRules/category(for:)``: `unumf_formatDecimal` with
/// the operands formatter into a held `UFormattedNumber`, then
/// `uplrules_selectFormatted`, for one decimal text the floor holds.
///
/// Not `Sendable`: the floor holds one `UFormattedNumber`, and floors are
/// measured on one thread.
public final class PluralFloor {
    /// The skeleton of the library's operands formatter for whole numbers
    /// (`PluralOperands`, zero fraction digits), opened for the root locale.
    public static let integerOperandsSkeleton = "precision-integer group-off rounding-mode-down"

    private let raw: OpaquePointer

    /// `uplrules_openForType(locale, type)`, the operands formatter, and a
    /// copy of `decimal`.
    /// - Parameters:
    ///   - locale: an ICU locale id (``LocaleIdentifier/icuID``).
    ///   - operandsSkeleton: the skeleton of the formatter that the library
    ///     formats `decimal` with before selecting.
    ///   - decimal: decimal text in decNumber syntax (``DecimalValue/text``).
    public init(
        locale: String, ordinal: Bool = false, operandsSkeleton: String = integerOperandsSkeleton,
        decimal: String
    ) throws {
        var status: Int32 = 0
        let opened = benchfloor_uplrules_open(
            locale, ordinal ? 1 : 0, operandsSkeleton, try FloorOutput.length(operandsSkeleton), decimal,
            try FloorOutput.length(decimal), &status)
        raw = try FloorOutput.opened(opened, status, "uplrules_openForType(\(locale))")
    }

    deinit { benchfloor_uplrules_close(raw) }

    /// One selection: the category keyword, decoded.
    @inline(never)
    public func string() -> String {
        FloorOutput.string { out, capacity, status in
            benchfloor_uplrules_select_decimal(raw, out, capacity, &status)
        }
    }
}
