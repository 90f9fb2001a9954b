import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// Random ``NumberDisplay`` options for `number`, `currency` and `unit`,
/// some with an ICU stem no field says (``NumberDisplay/icuStems``),
/// formatted three ways: through the options, through a skeleton written
/// here from the same options (read by the library's skeleton reader), and
/// through `unumf_formatDecimal` with that skeleton (``ReferenceNumberFormat``).
/// The skeleton and ECMA-402's digit rules are spelled here, not taken from
/// the library.
@Suite struct NumberDisplayDifferentialTests {
    enum Op {
        case number(percent: Bool)
        case currency(String, accounting: Bool, cash: Bool)
        case unit(String, UnitFormat.Width)
    }

    struct Case {
        var op: Op
        var display: NumberDisplay

        static let currencies = ["USD", "EUR", "JPY", "BHD", "CHF"]
        static let currencyDigits = ["USD": 2, "EUR": 2, "JPY": 0, "BHD": 3, "CHF": 2]
        static let units = ["meter", "kilogram", "celsius", "kilometer-per-hour", "liter"]
        static let scales = ["1000": "100000", "0.5": "50", "-1": "-100", "2.5": "250"]

        static func random(_ rng: inout SeededGenerator) -> Case {
            var op: Op
            switch rng.int(0...2) {
            case 0: op = .number(percent: rng.chance(0.25))
            case 1:
                op = .currency(rng.pick(currencies) ?? "USD", accounting: rng.chance(0.3), cash: false)
            default: op = .unit(rng.pick(units) ?? "meter", rng.pick(UnitFormat.Width.allCases) ?? .short)
            }
            var d = NumberDisplay()
            d.notation = rng.chance(0.6) ? .standard : rng.pick(NumberDisplay.Notation.allCases) ?? .standard
            d.signDisplay = rng.pick(NumberDisplay.SignDisplay.allCases) ?? .auto
            d.grouping = rng.chance(0.5) ? nil : rng.pick(NumberDisplay.Grouping.allCases)
            d.minimumIntegerDigits = rng.chance(0.7) ? 1 : rng.int(1...4)
            if rng.chance(0.2) { d.maximumIntegerDigits = rng.int(d.minimumIntegerDigits...6) }
            switch rng.int(0...5) {
            case 0: break
            case 1:
                d.minimumFractionDigits = rng.chance(0.6) ? rng.int(0...4) : nil
                d.maximumFractionDigits = rng.chance(0.6) ? rng.int(max(0, d.minimumFractionDigits ?? 0)...6) : nil
            case 2:
                d.minimumSignificantDigits = rng.chance(0.5) ? rng.int(1...5) : nil
                d.maximumSignificantDigits = rng.int(max(1, d.minimumSignificantDigits ?? 1)...8)
                if rng.chance(0.3) { d.maximumFractionDigits = rng.int(0...4) }  // ignored under auto
            case 3:
                d.roundingPriority = rng.chance(0.5) ? .morePrecision : .lessPrecision
                d.maximumFractionDigits = rng.chance(0.7) ? rng.int(0...4) : nil
                d.maximumSignificantDigits = rng.chance(0.7) ? rng.int(1...6) : nil
            case 4:
                let digits = rng.int(0...3)
                d.roundingIncrement = rng.pick(NumberDisplay.roundingIncrements.filter { $0 != 1 }) ?? 5
                d.minimumFractionDigits = digits
                d.maximumFractionDigits = digits
                if d.notation.isCompact { d.notation = .standard }
            default:
                if case .currency(let code, let accounting, _) = op, rng.chance(0.6) {
                    op = .currency(code, accounting: accounting, cash: true)
                }
            }
            d.roundingMode = rng.pick(RoundingMode.allCases.filter { $0 != .unnecessary }) ?? .halfEven
            d.trailingZeroDisplay = rng.chance(0.3) ? .stripIfInteger : .auto
            if rng.chance(0.15) { d.scale = rng.pick(Array(scales.keys)) }
            d.decimalSeparatorAlways = rng.chance(0.1)
            if d.notation == .scientific || d.notation == .engineering {
                if rng.chance(0.3) { d.exponentSignDisplay = rng.pick(NumberDisplay.SignDisplay.allCases) ?? .auto }
                if rng.chance(0.3) { d.minimumExponentDigits = rng.int(1...3) }
            }
            if rng.chance(0.3) { d.icuStems = rng.pick(icuOnlyStems(op, d)) }
            return Case(op: op, display: d)
        }

        /// Stems no field says that go with `d` (ICU rejects a stem twice).
        static func icuOnlyStems(_ op: Op, _ d: NumberDisplay) -> [String] {
            var stems = ["latin", "numbering-system/arab", "numbering-system/deva", "numbering-system/thai"]
            if d.grouping == nil { stems.append("group-thousands") }
            if d.minimumIntegerDigits == 1, d.maximumIntegerDigits == nil {
                stems += ["integer-width-trunc", "integer-width/*"]
            }
            switch op {
            case .number(percent: false): stems.append("permille")
            case .number: break
            case .currency(_, _, let cash):
                stems += ["unit-width-hidden", "unit-width-formal", "unit-width-variant"]
                if cash { return stems }
            case .unit(_, let width): if width == .short { stems.append("unit-width-hidden") }
            }
            let digits =
                d.minimumFractionDigits != nil || d.maximumFractionDigits != nil || d.minimumSignificantDigits != nil
                || d.maximumSignificantDigits != nil || d.roundingPriority != .auto || d.roundingIncrement != 1
            if !digits { stems += ["precision-unlimited", ".00*", "@@*", "precision-increment/0.3", ".0/@@*"] }
            return stems
        }

        /// Whether the ICU-only stem is a precision stem (the fields' then is not written).
        var icuRounds: Bool {
            guard let stem = display.icuStems else { return false }
            return stem.first == "." || stem.first == "@" || stem.hasPrefix("precision-")
        }

        /// ECMA-402's default fraction digits for the op and notation, and
        /// whether ICU's own rounding (no stem) already is them.
        var defaults: (minimum: Int, maximum: Int, implicit: Bool) {
            let compact = display.notation == .compactShort || display.notation == .compactLong
            let exponent = display.notation == .scientific || display.notation == .engineering
            switch op {
            case .currency(let code, _, _):
                let digits = Self.currencyDigits[code] ?? 2
                return compact ? (0, 0, true) : (digits, digits, true)
            case .unit: return compact ? (0, 0, true) : (0, 6, true)
            case .number(let percent):
                if compact { return (0, 0, true) }
                if percent { return (0, 0, false) }
                return exponent ? (0, 6, true) : (0, 3, false)
            }
        }

        /// The precision stem, after ECMA-402's SetNumberFormatDigitOptions.
        var precisionStem: String? {
            let d = display
            let compact = d.notation == .compactShort || d.notation == .compactLong
            let (dmin, dmax0, implicit) = defaults
            let dmax = d.roundingIncrement != 1 ? dmin : dmax0
            let hasSd = d.minimumSignificantDigits != nil || d.maximumSignificantDigits != nil
            let hasFd = d.minimumFractionDigits != nil || d.maximumFractionDigits != nil
            let strip = d.trailingZeroDisplay == .stripIfInteger ? "/w" : ""
            if case .currency(_, _, true) = op { return "precision-currency-cash" + strip }
            let auto = d.roundingPriority == .auto
            let needSd = auto ? hasSd : true
            let needFd = auto ? !(hasSd || (!hasFd && compact)) : true
            if !needSd && !needFd { return nil }
            var fmin = dmin
            var fmax = dmax
            switch (d.minimumFractionDigits, d.maximumFractionDigits) {
            case (let low?, nil): (fmin, fmax) = (low, max(dmax, low))
            case (nil, let high?): (fmin, fmax) = (min(dmin, high), high)
            case (let low?, let high?): (fmin, fmax) = (low, high)
            case (nil, nil): break
            }
            let smin = d.minimumSignificantDigits ?? 1
            let smax = d.maximumSignificantDigits ?? 21
            let fraction =
                fmax == 0
                ? "precision-integer"
                : "." + String(repeating: "0", count: fmin) + String(repeating: "#", count: fmax - fmin)
            let significant = String(repeating: "@", count: smin) + String(repeating: "#", count: smax - smin)
            if !auto {
                return fraction + "/" + significant + (d.roundingPriority == .morePrecision ? "r" : "s") + strip
            }
            if hasSd { return significant + strip }
            if d.roundingIncrement != 1 {
                var text = String(d.roundingIncrement)
                if fmax > 0 {
                    text = String(repeating: "0", count: max(0, fmax + 1 - text.count)) + text
                    text.insert(".", at: text.index(text.endIndex, offsetBy: -fmax))
                }
                return "precision-increment/" + text + strip
            }
            if !hasFd, implicit, strip.isEmpty { return nil }
            return fraction + strip
        }

        /// The whole skeleton, with some concise forms.
        func skeleton(_ rng: inout SeededGenerator) -> String {
            let d = display
            var stems: [String] = []
            let concise = rng.chance(0.5)
            switch op {
            case .number(let percent):
                if percent {
                    if let scale = d.scale, let times100 = Self.scales[scale] {
                        stems += ["percent", "scale/" + times100]
                    } else {
                        stems.append(concise ? "%x100" : "percent scale/100")
                    }
                }
            case .currency(let code, _, _): stems.append("currency/" + code)
            case .unit(let unit, let width):
                stems.append("unit/" + unit)
                if width == .narrow { stems.append("unit-width-narrow") }
                if width == .long { stems.append("unit-width-full-name") }
            }
            var notation: String?
            switch d.notation {
            case .standard: break
            case .compactShort: notation = concise ? "K" : "compact-short"
            case .compactLong: notation = concise ? "KK" : "compact-long"
            case .scientific, .engineering:
                var stem = d.notation == .scientific ? "scientific" : "engineering"
                if d.minimumExponentDigits > 1 { stem += "/*" + String(repeating: "e", count: d.minimumExponentDigits) }
                if d.exponentSignDisplay != .auto {
                    stem += "/" + Self.signStem(d.exponentSignDisplay, accounting: false)
                }
                notation = stem
            }
            if let notation { stems.append(notation) }
            var accounting = false
            if case .currency(_, let isAccounting, _) = op { accounting = isAccounting }
            if d.signDisplay != .auto || accounting {
                stems.append(Self.signStem(d.signDisplay, accounting: accounting))
            }
            if let precision = precisionStem, !icuRounds { stems.append(precision) }
            if let icuStems = d.icuStems { stems.append(icuStems) }
            if let maximum = d.maximumIntegerDigits {
                stems.append(
                    "integer-width/" + String(repeating: "#", count: maximum - d.minimumIntegerDigits)
                        + String(repeating: "0", count: d.minimumIntegerDigits))
            } else if d.minimumIntegerDigits > 1 {
                stems.append(
                    concise
                        ? String(repeating: "0", count: d.minimumIntegerDigits)
                        : "integer-width/*" + String(repeating: "0", count: d.minimumIntegerDigits))
            }
            switch d.grouping {
            case nil: break
            case .always?: stems.append(concise ? ",!" : "group-on-aligned")
            case .auto?: stems.append("group-auto")
            case .min2?: stems.append(concise ? ",?" : "group-min2")
            case .false?: stems.append(concise ? ",_" : "group-off")
            }
            if d.roundingMode != .halfEven { stems.append(d.roundingMode.kebabStem) }
            if d.decimalSeparatorAlways { stems.append("decimal-always") }
            if let scale = d.scale, !isPercent { stems.append("scale/" + scale) }
            stems.shuffle(using: &rng)
            return stems.joined(separator: " ")
        }

        var isPercent: Bool {
            if case .number(true) = op { return true }
            return false
        }

        static func signStem(_ sign: NumberDisplay.SignDisplay, accounting: Bool) -> String {
            switch (sign, accounting) {
            case (.auto, false): "sign-auto"
            case (.auto, true): "sign-accounting"
            case (.never, _): "sign-never"
            case (.always, false): "sign-always"
            case (.always, true): "sign-accounting-always"
            case (.exceptZero, false): "sign-except-zero"
            case (.exceptZero, true): "sign-accounting-except-zero"
            case (.negative, false): "sign-negative"
            case (.negative, true): "sign-accounting-negative"
            }
        }

        /// The library's formatter through the options.
        func byOptions(_ formatters: Formatters, _ locale: String) throws -> (String) throws -> String {
            switch op {
            case .number(let percent):
                let f = try formatters.number(
                    locale: locale, style: percent ? .percent : .decimal, numberDisplay: display)
                return { try f.string(from: $0) }
            case .currency(let code, let accounting, let cash):
                let f = try formatters.currency(
                    locale: locale, currency: code, accounting: accounting, cashRounding: cash, numberDisplay: display)
                return { try f.string(from: $0) }
            case .unit(let unit, let width):
                let f = try formatters.unit(locale: locale, unit: unit, width: width, numberDisplay: display)
                return { try f.string(from: $0) }
            }
        }

        /// The library's formatter through the skeleton.
        func bySkeleton(_ formatters: Formatters, _ locale: String, _ skeleton: String) throws -> (String) throws
            -> String
        {
            switch op {
            case .number:
                let f = try formatters.number(locale: locale, skeleton: skeleton)
                return { try f.string(from: $0) }
            case .currency(let code, _, _):
                let f = try formatters.currency(locale: locale, currency: code, skeleton: skeleton)
                return { try f.string(from: $0) }
            case .unit(let unit, _):
                let f = try formatters.unit(locale: locale, unit: unit, skeleton: skeleton)
                return { try f.string(from: $0) }
            }
        }
    }

    static let optionSets = 700
    static let valuesPerSet = 8
    static let locales = [
        "en", "de", "fr", "ar", "hi", "ja", "ru", "he", "th", "zh-Hant", "es", "pt-BR", "sw", "ar-EG", "fa", "bn",
        "de-CH", "en-IN", "ko", "tr",
    ]

    @Test func optionsSkeletonAndICUAgree() throws {
        var rng = SeededGenerator(seed: 0x0D15_9A7)
        var optionsTally = DifferentialTally("number options")
        var skeletonTally = DifferentialTally("number skeleton")
        var sameFormatter = 0
        var withICUStems = 0
        let formatters = Formatters(capacity: 256)
        for _ in 0..<Self.optionSets {
            let locale = rng.pick(Self.locales) ?? "en"
            let c = Case.random(&rng)
            let skeleton = c.skeleton(&rng)
            if c.display.icuStems != nil { withICUStems += 1 }
            let options = Result { try c.byOptions(formatters, locale) }
            let read = Result { try c.bySkeleton(formatters, locale, skeleton) }
            let reference = Result { try ReferenceNumberFormat(skeleton: skeleton, locale: locale) }
            if case .success = options, case .success = read { sameFormatter += 1 }
            for _ in 0..<Self.valuesPerSet {
                let value = rng.decimalText(roundingDigits: c.display.maximumFractionDigits ?? 2)
                let icu = { () throws -> String in try reference.get().format(value) }
                optionsTally.record(
                    library: { try options.get()(value) }, reference: icu,
                    "\(locale) \(c.op) \(c.display) [\(skeleton)] \(value)")
                skeletonTally.record(
                    library: { try read.get()(value) }, reference: icu, "\(locale) \(c.op) [\(skeleton)] \(value)")
            }
        }
        print(
            "NumberDisplayDifferentialTests: \(optionsTally.cases) cases through options, \(skeletonTally.cases) through skeletons, against ICU; \(withICUStems) of \(Self.optionSets) option sets with an ICU-only stem"
        )
        optionsTally.verify(minimumCases: 5000)
        skeletonTally.verify(minimumCases: 5000)
        #expect(sameFormatter == Self.optionSets)
    }
}
