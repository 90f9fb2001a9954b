/// ICU's field numbers named as ECMA-402 and V8 name the parts
/// (Docs/Protocol.md, "Parts").
extension FormattedPart.Kind {
    /// The part of a number field (`UNumberFormatFields`) of `operand`: a
    /// sign is `minusSign` for a negative operand and `plusSign` otherwise;
    /// the integer of NaN is `nan`, of an infinity `infinity`. Nil for the
    /// per-mille sign, which ECMA-402 has no name for (its text is a literal).
    static func number(field: Int32, of operand: DecimalValue) -> Self? {
        switch field {
        case 0: operand.isNaN ? .nan : operand.isInfinite ? .infinity : .integer
        case 1: .fraction
        case 2: .decimal
        case 3: .exponentSeparator
        case 4: .exponentMinusSign
        case 5: .exponentInteger
        case 6: .group
        case 7: .currency
        case 8: .percentSign
        case 10: operand.isNegative ? .minusSign : .plusSign
        case 11: .unit
        case 12: .compact
        case 13: .approximatelySign
        default: nil
        }
    }

    /// The part of a date field (`UDateFormatField`): `unknown` for the
    /// fields ECMA-402 has no name for (quarters, weeks, days of the year).
    static func date(field: Int32) -> Self {
        switch field {
        case 0: .era
        case 1, 20: .year
        case 2, 26: .month
        case 3: .day
        case 4, 5, 15, 16: .hour
        case 6: .minute
        case 7: .second
        case 8: .fractionalSecond
        case 9, 19, 25: .weekday
        case 14, 35, 36: .dayPeriod
        case 17, 23, 24, 29, 31, 32, 33: .timeZoneName
        case 30: .yearName
        case 34: .relatedYear
        case 37: .literal
        default: .unknown
        }
    }
}
