internal import CICU

/// The "floor" of the benchmarks: the raw shim call on an ICU handle that
/// the benchmark opens once and holds, with nothing of LocaleFormat around
/// it (no cache lookup, no option or argument checks, no buffer-growing
/// retry). What is left is ICU's own work plus turning its UTF-8 output into
/// a `String`, which any API returning a `String` has to pay.
///
/// Benchmark-only: `import` it with `@_spi(Benchmarks) import LocaleFormat`.
/// Nothing here is a supported API. Results longer than
/// ``outputCapacity`` bytes come back empty rather than being retried.
///
/// Each floor is opened from the same public values as the formatter it is
/// the floor of (``DateFormat/Options``, a ``LocaleIdentifier``), with the
/// same ICU locale id, so it formats the same string.
@_spi(Benchmarks) public enum ICUBenchmarkFloor {
    /// Bytes of output a floor call writes to its stack buffer.
    public static let outputCapacity = 512

    /// Runs a shim call that writes UTF-8 into a stack buffer and decodes it.
    fileprivate static func string(_ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: outputCapacity) { buffer in
            guard let base = buffer.baseAddress else { return "" }
            var status: Int32 = 0
            let length = body(base, Int32(outputCapacity), &status)
            guard status <= 0, length >= 0, length <= outputCapacity else { return "" }
            return base.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
                String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
            }
        }
    }

    fileprivate static func opened(_ pointer: OpaquePointer?, _ status: Int32, _ what: String) throws -> OpaquePointer {
        guard let pointer, !ICUStatus(rawValue: status).isFailure else {
            try ICUStatus(rawValue: status).check(.internal, what)
            throw LocaleFormatError(.internal, "\(what) returned nothing")
        }
        return pointer
    }
}

extension ICUBenchmarkFloor {
    /// A `UDateFormat` and `cicu_udat_format` (`udat_formatForFields`).
    ///
    /// `@unchecked Sendable`: formatting is const use of the `UDateFormat`,
    /// which ICU documents as safe from many threads; nothing is mutated after `init`.
    public final class Date: @unchecked Sendable {
        private let raw: OpaquePointer

        /// Opens the formatter ``DateFormat/init(_:)`` opens for `options`
        /// (for a skeleton: its best pattern, resolved once here).
        /// - Throws: as ``DateFormat/init(_:)``.
        public init(_ options: DateFormat.Options) throws {
            var localeID = options.locale.dataID
            if let calendar = options.calendar {
                localeID = try ICULocale.settingKeyword("calendar", to: calendar.name, in: localeID)
            }
            let zone = options.timeZone.icuID
            let zoneLength = Int32(zone.utf8.count)
            var status: Int32 = 0
            let opened: OpaquePointer?
            switch options.layout {
            case .styles(let date, let time):
                opened = cicu_udat_open(time.icuValue, date.icuValue, localeID, zone, zoneLength, nil, 0, &status)
            case .skeleton, .pattern:
                let pattern = try DateFormat(options).pattern
                opened = cicu_udat_open(
                    -2, -2, localeID, zone, zoneLength, pattern, Int32(pattern.utf8.count), &status)
            }
            raw = try ICUBenchmarkFloor.opened(opened, status, "udat_open(\(localeID))")
        }

        deinit { cicu_udat_close(raw) }

        /// One `cicu_udat_format` call into a stack buffer, decoded.
        public func string(millisecondsSince1970: Double) -> String {
            ICUBenchmarkFloor.string { out, capacity, status in
                cicu_udat_format(raw, millisecondsSince1970, out, capacity, &status)
            }
        }
    }

    /// A `UCollator` and `cicu_ucol_strcoll_utf8` (`ucol_strcollUTF8`).
    ///
    /// `@unchecked Sendable`: comparing is const use of the collator, which
    /// ICU documents as safe from many threads; options are set in `init` only.
    public final class Collator: @unchecked Sendable {
        private let raw: OpaquePointer

        /// Opens the collator ``Collator/init(locale:options:)`` opens.
        /// - Throws: `internal` when ICU cannot open it.
        public init(locale: LocaleIdentifier, options: LocaleFormat.Collator.Options = .init()) throws {
            var status: Int32 = 0
            let collator = try ICUBenchmarkFloor.opened(
                cicu_ucol_open(locale.collationID, &status), status, "ucol_open(\(locale.collationID))")
            cicu_ucol_set_options(
                collator, options.strength?.shimValue ?? -1, options.numeric.map { $0 ? 1 : 0 } ?? -1,
                options.caseFirst?.shimValue ?? -1, options.alternate?.shimValue ?? -1, &status)
            guard !ICUStatus(rawValue: status).isFailure else {
                cicu_ucol_close(collator)
                try ICUStatus(rawValue: status).check(.internal, "ucol_setAttribute")
                throw LocaleFormatError(.internal, "ucol_setAttribute failed")
            }
            raw = collator
        }

        deinit { cicu_ucol_close(raw) }

        /// One `ucol_strcollUTF8` call on the strings' own UTF-8: -1, 0 or 1.
        public func compare(_ a: String, _ b: String) -> Int32 {
            var a = a
            var b = b
            return a.withUTF8 { ua in
                b.withUTF8 { ub in
                    var status: Int32 = 0
                    return ua.withMemoryRebound(to: CChar.self) { ca in
                        ub.withMemoryRebound(to: CChar.self) { cb in
                            cicu_ucol_strcoll_utf8(
                                raw, ca.baseAddress, Int32(ca.count), cb.baseAddress, Int32(cb.count), &status)
                        }
                    }
                }
            }
        }
    }

    /// A `UCaseMap` and `cicu_ucasemap_utf8_to_upper` (`ucasemap_utf8ToUpper`).
    ///
    /// `@unchecked Sendable`: upper-casing is const use of the map, which ICU
    /// documents as safe from many threads.
    public final class CaseMap: @unchecked Sendable {
        private let raw: OpaquePointer

        /// Opens the case map ``CaseMapper/init(locale:)`` opens.
        /// - Throws: `internal` when ICU cannot open it.
        public init(locale: LocaleIdentifier) throws {
            var status: Int32 = 0
            raw = try ICUBenchmarkFloor.opened(
                cicu_ucasemap_open(locale.caseMappingID, &status), status, "ucasemap_open(\(locale.caseMappingID))")
        }

        deinit { cicu_ucasemap_close(raw) }

        /// One `ucasemap_utf8ToUpper` call into a stack buffer, decoded.
        public func uppercased(_ text: String) -> String {
            var text = text
            return text.withUTF8 { utf8 in
                utf8.withMemoryRebound(to: CChar.self) { source in
                    ICUBenchmarkFloor.string { out, capacity, status in
                        cicu_ucasemap_utf8_to_upper(
                            raw, source.baseAddress, Int32(source.count), out, capacity, &status)
                    }
                }
            }
        }
    }

    /// An `icu::MessageFormat` of the shim with its arguments laid out once
    /// as the shim's C structs: `cicu_msgfmt_format` then `cicu_msgfmt_result`.
    ///
    /// Not `Sendable`: ICU's `MessageFormat` must not be used by two threads
    /// at once, and this floor holds exactly one, with no pool.
    public final class Message {
        private let raw: OpaquePointer
        private let text: UnsafeMutableBufferPointer<CChar>
        private let arguments: UnsafeMutableBufferPointer<CICUMessageArgument>
        private var count: Int32 = 0

        /// Parses the pattern as ``MessageFormat/init(pattern:locale:timeZone:)``
        /// does and lays `arguments` out for the shim, unchecked.
        /// - Throws: `invalidPattern` or `internal` when ICU rejects the pattern.
        public init(
            pattern: String, locale: LocaleIdentifier, timeZone: TimeZoneIdentifier = .utc,
            arguments: [String: MessageFormat.Argument]
        ) throws {
            var status: Int32 = 0
            var offset: Int32 = -1
            let zone = timeZone.icuID
            let opened = cicu_msgfmt_open(
                pattern, Int32(pattern.utf8.count), locale.dataID, zone, Int32(zone.utf8.count), &offset, &status)
            guard let opened, !ICUStatus(rawValue: status).isFailure else {
                try ICUStatus(rawValue: status).check(.invalidPattern, "MessageFormat(\(pattern.prefix(64)))")
                throw LocaleFormatError(.invalidPattern, "MessageFormat(\(pattern.prefix(64))) returned nothing")
            }
            raw = opened

            // Every name and text in one buffer the C structs point into.
            let sorted = arguments.sorted { $0.key < $1.key }
            var bytes: [CChar] = []
            var spans: [(name: Range<Int>, kind: Int32, text: Range<Int>, integer: Int64, date: Double)] = []
            func append(_ s: String) -> Range<Int> {
                let start = bytes.count
                bytes.append(contentsOf: s.utf8.map { CChar(bitPattern: $0) })
                return start..<bytes.count
            }
            for (name, value) in sorted {  // kinds are CICU_MSGVAL_STRING, _INTEGER, _DECIMAL, _DATE
                let nameRange = append(name)
                switch value {
                case .string(let s): spans.append((nameRange, 0, append(s), 0, 0))
                case .integer(let i): spans.append((nameRange, 1, 0..<0, i, 0))
                case .decimal(let d): spans.append((nameRange, 2, append(d), 0, 0))
                case .date(let ms): spans.append((nameRange, 3, 0..<0, 0, ms))
                }
            }
            bytes.append(0)
            text = .allocate(capacity: bytes.count)
            _ = text.initialize(from: bytes)
            self.arguments = .allocate(capacity: Swift.max(1, spans.count))
            guard let base = text.baseAddress else { return }
            for (i, span) in spans.enumerated() {
                self.arguments.initializeElement(
                    at: i,
                    to: CICUMessageArgument(
                        name: base + span.name.lowerBound, name_length: Int32(span.name.count), kind: span.kind,
                        text: base + span.text.lowerBound, text_length: Int32(span.text.count),
                        integer: span.integer, date: span.date))
            }
            count = Int32(spans.count)
        }

        deinit {
            cicu_msgfmt_close(raw)
            text.deallocate()
            arguments.deallocate()
        }

        /// One `cicu_msgfmt_format` and one `cicu_msgfmt_result` call.
        public func format() -> String {
            var status: Int32 = 0
            cicu_msgfmt_format(raw, arguments.baseAddress, count, &status)
            guard !ICUStatus(rawValue: status).isFailure else { return "" }
            return ICUBenchmarkFloor.string { out, capacity, status in
                cicu_msgfmt_result(raw, out, capacity, &status)
            }
        }
    }

    /// A `UNumberFormatter` and `cicu_unumf_format_decimal`
    /// (`unumf_formatDecimal`, then the result to UTF-8): the floor of
    /// ``NumberFormat``, ``CurrencyFormat`` and ``UnitFormat``.
    ///
    /// `@unchecked Sendable`: ICU documents `UNumberFormatter` as immutable
    /// and thread-safe; each call formats into a result of its own.
    public final class Number: @unchecked Sendable {
        fileprivate let raw: OpaquePointer

        /// Opens the formatter for a formatter's skeleton and locale
        /// (`NumberFormat.skeleton`, `options.locale`), as the formatter did.
        /// - Throws: `internal` when ICU rejects them.
        public init(skeleton: String, locale: LocaleIdentifier) throws {
            var status: Int32 = 0
            var offset: Int32 = -1
            raw = try ICUBenchmarkFloor.opened(
                cicu_unumf_open(skeleton, Int32(skeleton.utf8.count), locale.dataID, &offset, &status), status,
                "unumf_openForSkeletonAndLocale(\(skeleton))")
        }

        deinit { cicu_unumf_close(raw) }

        /// One `cicu_unumf_format_decimal` call on decimal text, into a stack buffer.
        public func string(decimal text: String) -> String {
            ICUBenchmarkFloor.string { out, capacity, status in
                cicu_unumf_format_decimal(raw, text, Int32(text.utf8.count), out, capacity, &status)
            }
        }
    }

    /// A `UPluralRules` and `cicu_uplrules_select_decimal`
    /// (`uplrules_selectFormatted` over a held integer formatter): the floor
    /// of ``PluralRules/category(for:)`` for whole numbers.
    ///
    /// `@unchecked Sendable`: ICU's plural rules and number formatters are
    /// immutable once opened.
    public final class Plural: @unchecked Sendable {
        private let rules: OpaquePointer
        private let operands: Number

        /// Opens the rules ``PluralRules/init(_:)`` opens.
        /// - Throws: `internal` when ICU cannot open them.
        public init(_ options: PluralRules.Options) throws {
            var status: Int32 = 0
            rules = try ICUBenchmarkFloor.opened(
                cicu_uplrules_open(options.locale.icuID, options.type == .ordinal ? 1 : 0, &status), status,
                "uplrules_openForType(\(options.locale.icuID))")
            let precision = NumberSkeleton.fractionPrecision(minimum: 0, maximum: 0)
            operands = try Number(skeleton: "\(precision) group-off rounding-mode-down", locale: .root)
        }

        deinit { cicu_uplrules_close(rules) }

        /// One `cicu_uplrules_select_decimal` call: the category keyword.
        public func keyword(decimal text: String) -> String {
            ICUBenchmarkFloor.string { out, capacity, status in
                cicu_uplrules_select_decimal(
                    rules, operands.raw, text, Int32(text.utf8.count), out, capacity, &status)
            }
        }
    }
}
