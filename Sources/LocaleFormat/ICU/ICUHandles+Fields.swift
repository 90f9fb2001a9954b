internal import CICU

// Each formatter handle's format call with the result's fields
// (ICUFormattedFields): the same text as its plain twin, from one format.

extension ICUNumberHandle {
    /// ``format(decimal:)`` with the fields of `unumf_resultAsValue`.
    func formatFields(decimal text: String) throws(LocaleFormatError) -> ICUFormattedFields {
        let formatter = raw
        return try ICUString.withUTF8Text(text) { (decimal, length) throws(LocaleFormatError) in
            try ICUFormattedFields.make(.internal, "unumf_formatDecimal") { out, cap, spans, spanCap, count, st in
                cicu_unumf_format_decimal_parts(formatter, decimal, length, out, cap, spans, spanCap, &count, &st)
            }
        }
    }
}

extension ICUNumberRangeHandle {
    /// ``format(start:end:)`` with the fields of `unumrf_resultAsValue`.
    func formatFields(start: String, end: String) throws(LocaleFormatError) -> ICUFormattedFields {
        try ICUString.withUTF8Text(start) { (first, firstLength) throws(LocaleFormatError) in
            try ICUString.withUTF8Text(end) { (second, secondLength) throws(LocaleFormatError) in
                try ICUFormattedFields.make(.internal, "unumrf_formatDecimalRange") {
                    out, cap, spans, spanCap, count, st in
                    cicu_unumrf_format_decimal_range_parts(
                        raw, first, firstLength, second, secondLength, out, cap, spans, spanCap, &count, &st)
                }
            }
        }
    }
}

extension ICUDateHandle {
    /// ``format(_:)`` with the fields of `udat_formatForFields`.
    func formatFields(_ millisecondsSince1970: Double) throws(LocaleFormatError) -> ICUFormattedFields {
        makeDeferredZoneFormat()
        return try ICUFormattedFields.make(.invalidPattern, "udat_formatForFields") {
            out, cap, spans, spanCap, count, st in
            cicu_udat_format_parts(raw, millisecondsSince1970, out, cap, spans, spanCap, &count, &st)
        }
    }
}

extension ICUIntervalHandle {
    /// The interval's text with the fields of `udtitvfmt_resultAsValue`.
    func formatFields(start: Double, end: Double) throws(LocaleFormatError) -> ICUFormattedFields {
        try ICUFormattedFields.make(.internal, "udtitvfmt_formatToResult") { out, cap, spans, spanCap, count, st in
            cicu_udtitvfmt_format_parts(raw, start, end, out, cap, spans, spanCap, &count, &st)
        }
    }
}

extension ICURelativeHandle {
    /// ``format(_:unit:numeric:)`` with the fields of `ureldatefmt_resultAsValue`.
    func formatFields(_ offset: Double, unit: Int32, numeric: Bool) throws(LocaleFormatError) -> ICUFormattedFields {
        try ICUFormattedFields.make(.internal, "ureldatefmt_formatToResult") { out, cap, spans, spanCap, count, st in
            cicu_ureldatefmt_format_parts(raw, offset, unit, numeric ? 1 : 0, out, cap, spans, spanCap, &count, &st)
        }
    }
}

extension ICUListHandle {
    /// ``format(_:)`` with the fields of `ulistfmt_resultAsValue`.
    func formatFields(_ items: [String]) throws(LocaleFormatError) -> ICUFormattedFields {
        try withUTF16Items(items) { (units, lengths, count) throws(LocaleFormatError) in
            try ICUFormattedFields.make(.internal, "ulistfmt_formatStringsToResult") {
                out, capacity, spans, spanCap, spanCount, status in
                cicu_ulistfmt_format_utf16_parts(
                    raw, units, lengths, count, out, capacity, spans, spanCap, &spanCount, &status)
            }
        }
    }
}
