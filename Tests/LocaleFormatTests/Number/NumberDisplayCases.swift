import LocaleFormat
import LocaleFormatTestSupport

// ICU's own answers (unumf_openForSkeletonAndLocale + unumf_formatDecimal, default
// locale root) from ICU 72 and ICU 76, `.icu([…])` where they differ, by
// Scripts/icu-versions/oracle-number-display.py, with the skeleton in the comment above each row
// written by hand (not the one the library builds).
private typealias D = NumberDisplay

let numberDisplayCases: [NumberDisplayCase] = [
    // scientific
    .init(.number(.decimal), "en", D(notation: .scientific), "123456.789", "1.234568E5"),
    // scientific
    .init(.number(.decimal), "de", D(notation: .scientific), "123456.789", "1,234568E5"),
    // scientific
    .init(.number(.decimal), "fr", D(notation: .scientific), "123456.789", "1,234568E5"),
    // scientific
    .init(
        .number(.decimal), "ar", D(notation: .scientific), "123456.789", .icu([72: "١٫٢٣٤٥٦٨اس٥", 76: "1.234568E5"])),
    // scientific
    .init(.number(.decimal), "hi", D(notation: .scientific), "123456.789", "1.234568E5"),
    // scientific
    .init(.number(.decimal), "ja", D(notation: .scientific), "123456.789", "1.234568E5"),
    // scientific
    .init(.number(.decimal), "ru", D(notation: .scientific), "123456.789", "1,234568E5"),
    // scientific
    .init(.number(.decimal), "he", D(notation: .scientific), "123456.789", "1.234568E5"),
    // scientific
    .init(.number(.decimal), "th", D(notation: .scientific), "123456.789", "1.234568E5"),
    // scientific
    .init(.number(.decimal), "zh-Hant", D(notation: .scientific), "123456.789", "1.234568E5"),
    // scientific
    .init(.number(.decimal), "es", D(notation: .scientific), "123456.789", "1,234568E5"),
    // scientific
    .init(.number(.decimal), "pt-BR", D(notation: .scientific), "123456.789", "1,234568E5"),
    // scientific
    .init(.number(.decimal), "sw", D(notation: .scientific), "123456.789", "1.234568E5"),
    // engineering
    .init(.number(.decimal), "en", D(notation: .engineering), "123456.789", "123.456789E3"),
    // engineering
    .init(.number(.decimal), "de", D(notation: .engineering), "123456.789", "123,456789E3"),
    // engineering
    .init(.number(.decimal), "fr", D(notation: .engineering), "123456.789", "123,456789E3"),
    // engineering
    .init(
        .number(.decimal), "ar", D(notation: .engineering), "123456.789",
        .icu([72: "١٢٣٫٤٥٦٧٨٩اس٣", 76: "123.456789E3"])),
    // engineering
    .init(.number(.decimal), "hi", D(notation: .engineering), "123456.789", "123.456789E3"),
    // engineering
    .init(.number(.decimal), "ja", D(notation: .engineering), "123456.789", "123.456789E3"),
    // engineering
    .init(.number(.decimal), "ru", D(notation: .engineering), "123456.789", "123,456789E3"),
    // engineering
    .init(.number(.decimal), "he", D(notation: .engineering), "123456.789", "123.456789E3"),
    // engineering
    .init(.number(.decimal), "th", D(notation: .engineering), "123456.789", "123.456789E3"),
    // engineering
    .init(.number(.decimal), "zh-Hant", D(notation: .engineering), "123456.789", "123.456789E3"),
    // engineering
    .init(.number(.decimal), "es", D(notation: .engineering), "123456.789", "123,456789E3"),
    // engineering
    .init(.number(.decimal), "pt-BR", D(notation: .engineering), "123456.789", "123,456789E3"),
    // engineering
    .init(.number(.decimal), "sw", D(notation: .engineering), "123456.789", "123.456789E3"),
    // compact-short
    .init(.number(.decimal), "en", D(notation: .compactShort), "1234567", "1.2M"),
    // compact-short
    .init(.number(.decimal), "de", D(notation: .compactShort), "1234567", "1,2\u{00A0}Mio."),
    // compact-short
    .init(.number(.decimal), "fr", D(notation: .compactShort), "1234567", "1,2\u{00A0}M"),
    // compact-short
    .init(
        .number(.decimal), "ar", D(notation: .compactShort), "1234567",
        .icu([72: "١٫٢\u{00A0}مليون", 76: "1.2\u{00A0}مليون"])),
    // compact-short
    .init(.number(.decimal), "hi", D(notation: .compactShort), "1234567", "12\u{00A0}लाख"),
    // compact-short
    .init(.number(.decimal), "ja", D(notation: .compactShort), "1234567", "123万"),
    // compact-short
    .init(.number(.decimal), "ru", D(notation: .compactShort), "1234567", "1,2\u{00A0}млн"),
    // compact-short
    .init(.number(.decimal), "he", D(notation: .compactShort), "1234567", "1.2M\u{200F}"),
    // compact-short
    .init(.number(.decimal), "th", D(notation: .compactShort), "1234567", "1.2M"),
    // compact-short
    .init(.number(.decimal), "zh-Hant", D(notation: .compactShort), "1234567", "123萬"),
    // compact-short
    .init(.number(.decimal), "es", D(notation: .compactShort), "1234567", "1,2\u{00A0}M"),
    // compact-short
    .init(.number(.decimal), "pt-BR", D(notation: .compactShort), "1234567", "1,2\u{00A0}mi"),
    // compact-short
    .init(.number(.decimal), "sw", D(notation: .compactShort), "1234567", "1.2M"),
    // compact-long
    .init(.number(.decimal), "en", D(notation: .compactLong), "1234567", "1.2 million"),
    // compact-long
    .init(.number(.decimal), "de", D(notation: .compactLong), "1234567", "1,2 Millionen"),
    // compact-long
    .init(.number(.decimal), "fr", D(notation: .compactLong), "1234567", "1,2 million"),
    // compact-long
    .init(.number(.decimal), "ar", D(notation: .compactLong), "1234567", .icu([72: "١٫٢ مليون", 76: "1.2 مليون"])),
    // compact-long
    .init(.number(.decimal), "hi", D(notation: .compactLong), "1234567", "12 लाख"),
    // compact-long
    .init(.number(.decimal), "ja", D(notation: .compactLong), "1234567", "123万"),
    // compact-long
    .init(.number(.decimal), "ru", D(notation: .compactLong), "1234567", "1,2 миллиона"),
    // compact-long
    .init(.number(.decimal), "he", D(notation: .compactLong), "1234567", "\u{200F}1.2 מיליון"),
    // compact-long
    .init(.number(.decimal), "th", D(notation: .compactLong), "1234567", "1.2 ล้าน"),
    // compact-long
    .init(.number(.decimal), "zh-Hant", D(notation: .compactLong), "1234567", "123萬"),
    // compact-long
    .init(.number(.decimal), "es", D(notation: .compactLong), "1234567", "1,2 millones"),
    // compact-long
    .init(.number(.decimal), "pt-BR", D(notation: .compactLong), "1234567", "1,2 milhão"),
    // compact-long
    .init(.number(.decimal), "sw", D(notation: .compactLong), "1234567", "milioni 1.2"),
    // compact-short .##
    .init(.number(.decimal), "en", D(notation: .compactShort, maximumFractionDigits: 2), "1234567", "1.23M"),
    // compact-short .##
    .init(.number(.decimal), "de", D(notation: .compactShort, maximumFractionDigits: 2), "1234567", "1,23\u{00A0}Mio."),
    // compact-short .##
    .init(.number(.decimal), "fr", D(notation: .compactShort, maximumFractionDigits: 2), "1234567", "1,23\u{00A0}M"),
    // compact-short .##
    .init(
        .number(.decimal), "ar", D(notation: .compactShort, maximumFractionDigits: 2), "1234567",
        .icu([72: "١٫٢٣\u{00A0}مليون", 76: "1.23\u{00A0}مليون"])),
    // compact-short .##
    .init(.number(.decimal), "hi", D(notation: .compactShort, maximumFractionDigits: 2), "1234567", "12.35\u{00A0}लाख"),
    // compact-short .##
    .init(.number(.decimal), "ja", D(notation: .compactShort, maximumFractionDigits: 2), "1234567", "123.46万"),
    // compact-short .##
    .init(.number(.decimal), "ru", D(notation: .compactShort, maximumFractionDigits: 2), "1234567", "1,23\u{00A0}млн"),
    // compact-short .##
    .init(.number(.decimal), "he", D(notation: .compactShort, maximumFractionDigits: 2), "1234567", "1.23M\u{200F}"),
    // compact-short .##
    .init(.number(.decimal), "th", D(notation: .compactShort, maximumFractionDigits: 2), "1234567", "1.23M"),
    // compact-short .##
    .init(.number(.decimal), "zh-Hant", D(notation: .compactShort, maximumFractionDigits: 2), "1234567", "123.46萬"),
    // compact-short .##
    .init(.number(.decimal), "es", D(notation: .compactShort, maximumFractionDigits: 2), "1234567", "1,23\u{00A0}M"),
    // compact-short .##
    .init(
        .number(.decimal), "pt-BR", D(notation: .compactShort, maximumFractionDigits: 2), "1234567", "1,23\u{00A0}mi"),
    // compact-short .##
    .init(.number(.decimal), "sw", D(notation: .compactShort, maximumFractionDigits: 2), "1234567", "1.23M"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "en", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "0.00012", "1.2E-04"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "en", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "123", "1.23E+02"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "de", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "0.00012", "1,2E-04"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "de", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "123", "1,23E+02"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "fr", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "0.00012", "1,2E-04"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "fr", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "123", "1,23E+02"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "ar", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "0.00012", .icu([72: "١٫٢اس\u{061C}-٠٤", 76: "1.2E\u{200E}-04"])),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "ar", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "123", .icu([72: "١٫٢٣اس\u{061C}+٠٢", 76: "1.23E\u{200E}+02"])),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "hi", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "0.00012", "1.2E-04"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "hi", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "123", "1.23E+02"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "ja", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "0.00012", "1.2E-04"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "ja", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "123", "1.23E+02"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "ru", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "0.00012", "1,2E-04"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "ru", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "123", "1,23E+02"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "he", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "0.00012", "1.2E\u{200E}-04"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "he", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "123", "1.23E\u{200E}+02"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "th", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "0.00012", "1.2E-04"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "th", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "123", "1.23E+02"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "zh-Hant", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "0.00012", "1.2E-04"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "zh-Hant", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "123", "1.23E+02"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "es", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "0.00012", "1,2E-04"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "es", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "123", "1,23E+02"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "pt-BR", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "0.00012", "1,2E-04"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "pt-BR", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "123", "1,23E+02"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "sw", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "0.00012", "1.2E-04"),
    // scientific/*ee/sign-always
    .init(
        .number(.decimal), "sw", D(notation: .scientific, exponentSignDisplay: .always, minimumExponentDigits: 2),
        "123", "1.23E+02"),
    // .### sign-always
    .init(.number(.decimal), "en", D(signDisplay: .always), "1234.5", "+1,234.5"),
    // .### sign-always
    .init(.number(.decimal), "de", D(signDisplay: .always), "1234.5", "+1.234,5"),
    // .### sign-always
    .init(.number(.decimal), "fr", D(signDisplay: .always), "1234.5", "+1\u{202F}234,5"),
    // .### sign-always
    .init(
        .number(.decimal), "ar", D(signDisplay: .always), "1234.5",
        .icu([72: "\u{061C}+١٬٢٣٤٫٥", 76: "\u{200E}+1,234.5"])),
    // .### sign-always
    .init(.number(.decimal), "hi", D(signDisplay: .always), "1234.5", "+1,234.5"),
    // .### sign-always
    .init(.number(.decimal), "ja", D(signDisplay: .always), "1234.5", "+1,234.5"),
    // .### sign-always
    .init(.number(.decimal), "ru", D(signDisplay: .always), "1234.5", "+1\u{00A0}234,5"),
    // .### sign-always
    .init(.number(.decimal), "he", D(signDisplay: .always), "1234.5", "\u{200E}+1,234.5"),
    // .### sign-always
    .init(.number(.decimal), "th", D(signDisplay: .always), "1234.5", "+1,234.5"),
    // .### sign-always
    .init(.number(.decimal), "zh-Hant", D(signDisplay: .always), "1234.5", "+1,234.5"),
    // .### sign-always
    .init(.number(.decimal), "es", D(signDisplay: .always), "1234.5", "+1234,5"),
    // .### sign-always
    .init(.number(.decimal), "pt-BR", D(signDisplay: .always), "1234.5", "+1.234,5"),
    // .### sign-always
    .init(.number(.decimal), "sw", D(signDisplay: .always), "1234.5", "+1,234.5"),
    // .### sign-never
    .init(.number(.decimal), "en", D(signDisplay: .never), "-1234.5", "1,234.5"),
    // .### sign-never
    .init(.number(.decimal), "de", D(signDisplay: .never), "-1234.5", "1.234,5"),
    // .### sign-never
    .init(.number(.decimal), "fr", D(signDisplay: .never), "-1234.5", "1\u{202F}234,5"),
    // .### sign-never
    .init(.number(.decimal), "ar", D(signDisplay: .never), "-1234.5", .icu([72: "١٬٢٣٤٫٥", 76: "1,234.5"])),
    // .### sign-never
    .init(.number(.decimal), "hi", D(signDisplay: .never), "-1234.5", "1,234.5"),
    // .### sign-never
    .init(.number(.decimal), "ja", D(signDisplay: .never), "-1234.5", "1,234.5"),
    // .### sign-never
    .init(.number(.decimal), "ru", D(signDisplay: .never), "-1234.5", "1\u{00A0}234,5"),
    // .### sign-never
    .init(.number(.decimal), "he", D(signDisplay: .never), "-1234.5", "1,234.5"),
    // .### sign-never
    .init(.number(.decimal), "th", D(signDisplay: .never), "-1234.5", "1,234.5"),
    // .### sign-never
    .init(.number(.decimal), "zh-Hant", D(signDisplay: .never), "-1234.5", "1,234.5"),
    // .### sign-never
    .init(.number(.decimal), "es", D(signDisplay: .never), "-1234.5", "1234,5"),
    // .### sign-never
    .init(.number(.decimal), "pt-BR", D(signDisplay: .never), "-1234.5", "1.234,5"),
    // .### sign-never
    .init(.number(.decimal), "sw", D(signDisplay: .never), "-1234.5", "1,234.5"),
    // .### sign-except-zero
    .init(.number(.decimal), "en", D(signDisplay: .exceptZero), "0", "0"),
    // .### sign-except-zero
    .init(.number(.decimal), "en", D(signDisplay: .exceptZero), "-7", "-7"),
    // .### sign-except-zero
    .init(.number(.decimal), "de", D(signDisplay: .exceptZero), "0", "0"),
    // .### sign-except-zero
    .init(.number(.decimal), "de", D(signDisplay: .exceptZero), "-7", "-7"),
    // .### sign-except-zero
    .init(.number(.decimal), "fr", D(signDisplay: .exceptZero), "0", "0"),
    // .### sign-except-zero
    .init(.number(.decimal), "fr", D(signDisplay: .exceptZero), "-7", "-7"),
    // .### sign-except-zero
    .init(.number(.decimal), "ar", D(signDisplay: .exceptZero), "0", .icu([72: "٠", 76: "0"])),
    // .### sign-except-zero
    .init(.number(.decimal), "ar", D(signDisplay: .exceptZero), "-7", .icu([72: "\u{061C}-٧", 76: "\u{200E}-7"])),
    // .### sign-except-zero
    .init(.number(.decimal), "hi", D(signDisplay: .exceptZero), "0", "0"),
    // .### sign-except-zero
    .init(.number(.decimal), "hi", D(signDisplay: .exceptZero), "-7", "-7"),
    // .### sign-except-zero
    .init(.number(.decimal), "ja", D(signDisplay: .exceptZero), "0", "0"),
    // .### sign-except-zero
    .init(.number(.decimal), "ja", D(signDisplay: .exceptZero), "-7", "-7"),
    // .### sign-except-zero
    .init(.number(.decimal), "ru", D(signDisplay: .exceptZero), "0", "0"),
    // .### sign-except-zero
    .init(.number(.decimal), "ru", D(signDisplay: .exceptZero), "-7", "-7"),
    // .### sign-except-zero
    .init(.number(.decimal), "he", D(signDisplay: .exceptZero), "0", "0"),
    // .### sign-except-zero
    .init(.number(.decimal), "he", D(signDisplay: .exceptZero), "-7", "\u{200E}-7"),
    // .### sign-except-zero
    .init(.number(.decimal), "th", D(signDisplay: .exceptZero), "0", "0"),
    // .### sign-except-zero
    .init(.number(.decimal), "th", D(signDisplay: .exceptZero), "-7", "-7"),
    // .### sign-except-zero
    .init(.number(.decimal), "zh-Hant", D(signDisplay: .exceptZero), "0", "0"),
    // .### sign-except-zero
    .init(.number(.decimal), "zh-Hant", D(signDisplay: .exceptZero), "-7", "-7"),
    // .### sign-except-zero
    .init(.number(.decimal), "es", D(signDisplay: .exceptZero), "0", "0"),
    // .### sign-except-zero
    .init(.number(.decimal), "es", D(signDisplay: .exceptZero), "-7", "-7"),
    // .### sign-except-zero
    .init(.number(.decimal), "pt-BR", D(signDisplay: .exceptZero), "0", "0"),
    // .### sign-except-zero
    .init(.number(.decimal), "pt-BR", D(signDisplay: .exceptZero), "-7", "-7"),
    // .### sign-except-zero
    .init(.number(.decimal), "sw", D(signDisplay: .exceptZero), "0", "0"),
    // .### sign-except-zero
    .init(.number(.decimal), "sw", D(signDisplay: .exceptZero), "-7", "-7"),
    // .### sign-negative
    .init(.number(.decimal), "en", D(signDisplay: .negative), "-0", "0"),
    // .### sign-negative
    .init(.number(.decimal), "en", D(signDisplay: .negative), "-7", "-7"),
    // .### sign-negative
    .init(.number(.decimal), "de", D(signDisplay: .negative), "-0", "0"),
    // .### sign-negative
    .init(.number(.decimal), "de", D(signDisplay: .negative), "-7", "-7"),
    // .### sign-negative
    .init(.number(.decimal), "fr", D(signDisplay: .negative), "-0", "0"),
    // .### sign-negative
    .init(.number(.decimal), "fr", D(signDisplay: .negative), "-7", "-7"),
    // .### sign-negative
    .init(.number(.decimal), "ar", D(signDisplay: .negative), "-0", .icu([72: "٠", 76: "0"])),
    // .### sign-negative
    .init(.number(.decimal), "ar", D(signDisplay: .negative), "-7", .icu([72: "\u{061C}-٧", 76: "\u{200E}-7"])),
    // .### sign-negative
    .init(.number(.decimal), "hi", D(signDisplay: .negative), "-0", "0"),
    // .### sign-negative
    .init(.number(.decimal), "hi", D(signDisplay: .negative), "-7", "-7"),
    // .### sign-negative
    .init(.number(.decimal), "ja", D(signDisplay: .negative), "-0", "0"),
    // .### sign-negative
    .init(.number(.decimal), "ja", D(signDisplay: .negative), "-7", "-7"),
    // .### sign-negative
    .init(.number(.decimal), "ru", D(signDisplay: .negative), "-0", "0"),
    // .### sign-negative
    .init(.number(.decimal), "ru", D(signDisplay: .negative), "-7", "-7"),
    // .### sign-negative
    .init(.number(.decimal), "he", D(signDisplay: .negative), "-0", "0"),
    // .### sign-negative
    .init(.number(.decimal), "he", D(signDisplay: .negative), "-7", "\u{200E}-7"),
    // .### sign-negative
    .init(.number(.decimal), "th", D(signDisplay: .negative), "-0", "0"),
    // .### sign-negative
    .init(.number(.decimal), "th", D(signDisplay: .negative), "-7", "-7"),
    // .### sign-negative
    .init(.number(.decimal), "zh-Hant", D(signDisplay: .negative), "-0", "0"),
    // .### sign-negative
    .init(.number(.decimal), "zh-Hant", D(signDisplay: .negative), "-7", "-7"),
    // .### sign-negative
    .init(.number(.decimal), "es", D(signDisplay: .negative), "-0", "0"),
    // .### sign-negative
    .init(.number(.decimal), "es", D(signDisplay: .negative), "-7", "-7"),
    // .### sign-negative
    .init(.number(.decimal), "pt-BR", D(signDisplay: .negative), "-0", "0"),
    // .### sign-negative
    .init(.number(.decimal), "pt-BR", D(signDisplay: .negative), "-7", "-7"),
    // .### sign-negative
    .init(.number(.decimal), "sw", D(signDisplay: .negative), "-0", "0"),
    // .### sign-negative
    .init(.number(.decimal), "sw", D(signDisplay: .negative), "-7", "-7"),
    // .### group-on-aligned
    .init(.number(.decimal), "en", D(grouping: .always), "1234", "1,234"),
    // .### group-on-aligned
    .init(.number(.decimal), "de", D(grouping: .always), "1234", "1.234"),
    // .### group-on-aligned
    .init(.number(.decimal), "fr", D(grouping: .always), "1234", "1\u{202F}234"),
    // .### group-on-aligned
    .init(.number(.decimal), "ar", D(grouping: .always), "1234", .icu([72: "١٬٢٣٤", 76: "1,234"])),
    // .### group-on-aligned
    .init(.number(.decimal), "hi", D(grouping: .always), "1234", "1,234"),
    // .### group-on-aligned
    .init(.number(.decimal), "ja", D(grouping: .always), "1234", "1,234"),
    // .### group-on-aligned
    .init(.number(.decimal), "ru", D(grouping: .always), "1234", "1\u{00A0}234"),
    // .### group-on-aligned
    .init(.number(.decimal), "he", D(grouping: .always), "1234", "1,234"),
    // .### group-on-aligned
    .init(.number(.decimal), "th", D(grouping: .always), "1234", "1,234"),
    // .### group-on-aligned
    .init(.number(.decimal), "zh-Hant", D(grouping: .always), "1234", "1,234"),
    // .### group-on-aligned
    .init(.number(.decimal), "es", D(grouping: .always), "1234", "1.234"),
    // .### group-on-aligned
    .init(.number(.decimal), "pt-BR", D(grouping: .always), "1234", "1.234"),
    // .### group-on-aligned
    .init(.number(.decimal), "sw", D(grouping: .always), "1234", "1,234"),
    // .### group-min2
    .init(.number(.decimal), "en", D(grouping: .min2), "1234", "1234"),
    // .### group-min2
    .init(.number(.decimal), "en", D(grouping: .min2), "12345", "12,345"),
    // .### group-min2
    .init(.number(.decimal), "de", D(grouping: .min2), "1234", "1234"),
    // .### group-min2
    .init(.number(.decimal), "de", D(grouping: .min2), "12345", "12.345"),
    // .### group-min2
    .init(.number(.decimal), "fr", D(grouping: .min2), "1234", "1234"),
    // .### group-min2
    .init(.number(.decimal), "fr", D(grouping: .min2), "12345", "12\u{202F}345"),
    // .### group-min2
    .init(.number(.decimal), "ar", D(grouping: .min2), "1234", .icu([72: "١٢٣٤", 76: "1234"])),
    // .### group-min2
    .init(.number(.decimal), "ar", D(grouping: .min2), "12345", .icu([72: "١٢٬٣٤٥", 76: "12,345"])),
    // .### group-min2
    .init(.number(.decimal), "hi", D(grouping: .min2), "1234", "1234"),
    // .### group-min2
    .init(.number(.decimal), "hi", D(grouping: .min2), "12345", "12,345"),
    // .### group-min2
    .init(.number(.decimal), "ja", D(grouping: .min2), "1234", "1234"),
    // .### group-min2
    .init(.number(.decimal), "ja", D(grouping: .min2), "12345", "12,345"),
    // .### group-min2
    .init(.number(.decimal), "ru", D(grouping: .min2), "1234", "1234"),
    // .### group-min2
    .init(.number(.decimal), "ru", D(grouping: .min2), "12345", "12\u{00A0}345"),
    // .### group-min2
    .init(.number(.decimal), "he", D(grouping: .min2), "1234", "1234"),
    // .### group-min2
    .init(.number(.decimal), "he", D(grouping: .min2), "12345", "12,345"),
    // .### group-min2
    .init(.number(.decimal), "th", D(grouping: .min2), "1234", "1234"),
    // .### group-min2
    .init(.number(.decimal), "th", D(grouping: .min2), "12345", "12,345"),
    // .### group-min2
    .init(.number(.decimal), "zh-Hant", D(grouping: .min2), "1234", "1234"),
    // .### group-min2
    .init(.number(.decimal), "zh-Hant", D(grouping: .min2), "12345", "12,345"),
    // .### group-min2
    .init(.number(.decimal), "es", D(grouping: .min2), "1234", "1234"),
    // .### group-min2
    .init(.number(.decimal), "es", D(grouping: .min2), "12345", "12.345"),
    // .### group-min2
    .init(.number(.decimal), "pt-BR", D(grouping: .min2), "1234", "1234"),
    // .### group-min2
    .init(.number(.decimal), "pt-BR", D(grouping: .min2), "12345", "12.345"),
    // .### group-min2
    .init(.number(.decimal), "sw", D(grouping: .min2), "1234", "1234"),
    // .### group-min2
    .init(.number(.decimal), "sw", D(grouping: .min2), "12345", "12,345"),
    // @##
    .init(.number(.decimal), "en", D(maximumSignificantDigits: 3), "1234.5678", "1,230"),
    // @##
    .init(.number(.decimal), "de", D(maximumSignificantDigits: 3), "1234.5678", "1.230"),
    // @##
    .init(.number(.decimal), "fr", D(maximumSignificantDigits: 3), "1234.5678", "1\u{202F}230"),
    // @##
    .init(.number(.decimal), "ar", D(maximumSignificantDigits: 3), "1234.5678", .icu([72: "١٬٢٣٠", 76: "1,230"])),
    // @##
    .init(.number(.decimal), "hi", D(maximumSignificantDigits: 3), "1234.5678", "1,230"),
    // @##
    .init(.number(.decimal), "ja", D(maximumSignificantDigits: 3), "1234.5678", "1,230"),
    // @##
    .init(.number(.decimal), "ru", D(maximumSignificantDigits: 3), "1234.5678", "1\u{00A0}230"),
    // @##
    .init(.number(.decimal), "he", D(maximumSignificantDigits: 3), "1234.5678", "1,230"),
    // @##
    .init(.number(.decimal), "th", D(maximumSignificantDigits: 3), "1234.5678", "1,230"),
    // @##
    .init(.number(.decimal), "zh-Hant", D(maximumSignificantDigits: 3), "1234.5678", "1,230"),
    // @##
    .init(.number(.decimal), "es", D(maximumSignificantDigits: 3), "1234.5678", "1230"),
    // @##
    .init(.number(.decimal), "pt-BR", D(maximumSignificantDigits: 3), "1234.5678", "1.230"),
    // @##
    .init(.number(.decimal), "sw", D(maximumSignificantDigits: 3), "1234.5678", "1,230"),
    // @@@@@################
    .init(.number(.decimal), "en", D(minimumSignificantDigits: 5), "1.5", "1.5000"),
    // @@@@@################
    .init(.number(.decimal), "de", D(minimumSignificantDigits: 5), "1.5", "1,5000"),
    // @@@@@################
    .init(.number(.decimal), "fr", D(minimumSignificantDigits: 5), "1.5", "1,5000"),
    // @@@@@################
    .init(.number(.decimal), "ar", D(minimumSignificantDigits: 5), "1.5", .icu([72: "١٫٥٠٠٠", 76: "1.5000"])),
    // @@@@@################
    .init(.number(.decimal), "hi", D(minimumSignificantDigits: 5), "1.5", "1.5000"),
    // @@@@@################
    .init(.number(.decimal), "ja", D(minimumSignificantDigits: 5), "1.5", "1.5000"),
    // @@@@@################
    .init(.number(.decimal), "ru", D(minimumSignificantDigits: 5), "1.5", "1,5000"),
    // @@@@@################
    .init(.number(.decimal), "he", D(minimumSignificantDigits: 5), "1.5", "1.5000"),
    // @@@@@################
    .init(.number(.decimal), "th", D(minimumSignificantDigits: 5), "1.5", "1.5000"),
    // @@@@@################
    .init(.number(.decimal), "zh-Hant", D(minimumSignificantDigits: 5), "1.5", "1.5000"),
    // @@@@@################
    .init(.number(.decimal), "es", D(minimumSignificantDigits: 5), "1.5", "1,5000"),
    // @@@@@################
    .init(.number(.decimal), "pt-BR", D(minimumSignificantDigits: 5), "1.5", "1,5000"),
    // @@@@@################
    .init(.number(.decimal), "sw", D(minimumSignificantDigits: 5), "1.5", "1.5000"),
    // @##
    .init(.number(.decimal), "en", D(maximumFractionDigits: 1, maximumSignificantDigits: 3), "1.23456", "1.23"),
    // @##
    .init(.number(.decimal), "de", D(maximumFractionDigits: 1, maximumSignificantDigits: 3), "1.23456", "1,23"),
    // @##
    .init(.number(.decimal), "fr", D(maximumFractionDigits: 1, maximumSignificantDigits: 3), "1.23456", "1,23"),
    // @##
    .init(
        .number(.decimal), "ar", D(maximumFractionDigits: 1, maximumSignificantDigits: 3), "1.23456",
        .icu([72: "١٫٢٣", 76: "1.23"])),
    // @##
    .init(.number(.decimal), "hi", D(maximumFractionDigits: 1, maximumSignificantDigits: 3), "1.23456", "1.23"),
    // @##
    .init(.number(.decimal), "ja", D(maximumFractionDigits: 1, maximumSignificantDigits: 3), "1.23456", "1.23"),
    // @##
    .init(.number(.decimal), "ru", D(maximumFractionDigits: 1, maximumSignificantDigits: 3), "1.23456", "1,23"),
    // @##
    .init(.number(.decimal), "he", D(maximumFractionDigits: 1, maximumSignificantDigits: 3), "1.23456", "1.23"),
    // @##
    .init(.number(.decimal), "th", D(maximumFractionDigits: 1, maximumSignificantDigits: 3), "1.23456", "1.23"),
    // @##
    .init(.number(.decimal), "zh-Hant", D(maximumFractionDigits: 1, maximumSignificantDigits: 3), "1.23456", "1.23"),
    // @##
    .init(.number(.decimal), "es", D(maximumFractionDigits: 1, maximumSignificantDigits: 3), "1.23456", "1,23"),
    // @##
    .init(.number(.decimal), "pt-BR", D(maximumFractionDigits: 1, maximumSignificantDigits: 3), "1.23456", "1,23"),
    // @##
    .init(.number(.decimal), "sw", D(maximumFractionDigits: 1, maximumSignificantDigits: 3), "1.23456", "1.23"),
    // .##/@#r
    .init(
        .number(.decimal), "en",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "1.2345", "1.23"),
    // .##/@#r
    .init(
        .number(.decimal), "en",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "123.456", "123.46"),
    // .##/@#r
    .init(
        .number(.decimal), "de",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "1.2345", "1,23"),
    // .##/@#r
    .init(
        .number(.decimal), "de",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "123.456", "123,46"),
    // .##/@#r
    .init(
        .number(.decimal), "fr",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "1.2345", "1,23"),
    // .##/@#r
    .init(
        .number(.decimal), "fr",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "123.456", "123,46"),
    // .##/@#r
    .init(
        .number(.decimal), "ar",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "1.2345",
        .icu([72: "١٫٢٣", 76: "1.23"])),
    // .##/@#r
    .init(
        .number(.decimal), "ar",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "123.456",
        .icu([72: "١٢٣٫٤٦", 76: "123.46"])),
    // .##/@#r
    .init(
        .number(.decimal), "hi",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "1.2345", "1.23"),
    // .##/@#r
    .init(
        .number(.decimal), "hi",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "123.456", "123.46"),
    // .##/@#r
    .init(
        .number(.decimal), "ja",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "1.2345", "1.23"),
    // .##/@#r
    .init(
        .number(.decimal), "ja",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "123.456", "123.46"),
    // .##/@#r
    .init(
        .number(.decimal), "ru",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "1.2345", "1,23"),
    // .##/@#r
    .init(
        .number(.decimal), "ru",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "123.456", "123,46"),
    // .##/@#r
    .init(
        .number(.decimal), "he",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "1.2345", "1.23"),
    // .##/@#r
    .init(
        .number(.decimal), "he",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "123.456", "123.46"),
    // .##/@#r
    .init(
        .number(.decimal), "th",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "1.2345", "1.23"),
    // .##/@#r
    .init(
        .number(.decimal), "th",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "123.456", "123.46"),
    // .##/@#r
    .init(
        .number(.decimal), "zh-Hant",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "1.2345", "1.23"),
    // .##/@#r
    .init(
        .number(.decimal), "zh-Hant",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "123.456", "123.46"),
    // .##/@#r
    .init(
        .number(.decimal), "es",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "1.2345", "1,23"),
    // .##/@#r
    .init(
        .number(.decimal), "es",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "123.456", "123,46"),
    // .##/@#r
    .init(
        .number(.decimal), "pt-BR",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "1.2345", "1,23"),
    // .##/@#r
    .init(
        .number(.decimal), "pt-BR",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "123.456", "123,46"),
    // .##/@#r
    .init(
        .number(.decimal), "sw",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "1.2345", "1.23"),
    // .##/@#r
    .init(
        .number(.decimal), "sw",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .morePrecision), "123.456", "123.46"),
    // .##/@#s
    .init(
        .number(.decimal), "en",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "1.2345", "1.2"),
    // .##/@#s
    .init(
        .number(.decimal), "en",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "123.456", "120"),
    // .##/@#s
    .init(
        .number(.decimal), "de",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "1.2345", "1,2"),
    // .##/@#s
    .init(
        .number(.decimal), "de",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "123.456", "120"),
    // .##/@#s
    .init(
        .number(.decimal), "fr",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "1.2345", "1,2"),
    // .##/@#s
    .init(
        .number(.decimal), "fr",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "123.456", "120"),
    // .##/@#s
    .init(
        .number(.decimal), "ar",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "1.2345",
        .icu([72: "١٫٢", 76: "1.2"])),
    // .##/@#s
    .init(
        .number(.decimal), "ar",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "123.456",
        .icu([72: "١٢٠", 76: "120"])),
    // .##/@#s
    .init(
        .number(.decimal), "hi",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "1.2345", "1.2"),
    // .##/@#s
    .init(
        .number(.decimal), "hi",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "123.456", "120"),
    // .##/@#s
    .init(
        .number(.decimal), "ja",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "1.2345", "1.2"),
    // .##/@#s
    .init(
        .number(.decimal), "ja",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "123.456", "120"),
    // .##/@#s
    .init(
        .number(.decimal), "ru",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "1.2345", "1,2"),
    // .##/@#s
    .init(
        .number(.decimal), "ru",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "123.456", "120"),
    // .##/@#s
    .init(
        .number(.decimal), "he",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "1.2345", "1.2"),
    // .##/@#s
    .init(
        .number(.decimal), "he",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "123.456", "120"),
    // .##/@#s
    .init(
        .number(.decimal), "th",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "1.2345", "1.2"),
    // .##/@#s
    .init(
        .number(.decimal), "th",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "123.456", "120"),
    // .##/@#s
    .init(
        .number(.decimal), "zh-Hant",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "1.2345", "1.2"),
    // .##/@#s
    .init(
        .number(.decimal), "zh-Hant",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "123.456", "120"),
    // .##/@#s
    .init(
        .number(.decimal), "es",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "1.2345", "1,2"),
    // .##/@#s
    .init(
        .number(.decimal), "es",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "123.456", "120"),
    // .##/@#s
    .init(
        .number(.decimal), "pt-BR",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "1.2345", "1,2"),
    // .##/@#s
    .init(
        .number(.decimal), "pt-BR",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "123.456", "120"),
    // .##/@#s
    .init(
        .number(.decimal), "sw",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "1.2345", "1.2"),
    // .##/@#s
    .init(
        .number(.decimal), "sw",
        D(maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: .lessPrecision), "123.456", "120"),
    // precision-increment/0.05
    .init(
        .number(.decimal), "en", D(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5), "1.234",
        "1.25"),
    // precision-increment/0.05
    .init(
        .number(.decimal), "de", D(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5), "1.234",
        "1,25"),
    // precision-increment/0.05
    .init(
        .number(.decimal), "fr", D(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5), "1.234",
        "1,25"),
    // precision-increment/0.05
    .init(
        .number(.decimal), "ar", D(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5), "1.234",
        .icu([72: "١٫٢٥", 76: "1.25"])),
    // precision-increment/0.05
    .init(
        .number(.decimal), "hi", D(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5), "1.234",
        "1.25"),
    // precision-increment/0.05
    .init(
        .number(.decimal), "ja", D(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5), "1.234",
        "1.25"),
    // precision-increment/0.05
    .init(
        .number(.decimal), "ru", D(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5), "1.234",
        "1,25"),
    // precision-increment/0.05
    .init(
        .number(.decimal), "he", D(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5), "1.234",
        "1.25"),
    // precision-increment/0.05
    .init(
        .number(.decimal), "th", D(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5), "1.234",
        "1.25"),
    // precision-increment/0.05
    .init(
        .number(.decimal), "zh-Hant", D(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5),
        "1.234", "1.25"),
    // precision-increment/0.05
    .init(
        .number(.decimal), "es", D(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5), "1.234",
        "1,25"),
    // precision-increment/0.05
    .init(
        .number(.decimal), "pt-BR", D(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5),
        "1.234", "1,25"),
    // precision-increment/0.05
    .init(
        .number(.decimal), "sw", D(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5), "1.234",
        "1.25"),
    // precision-increment/2.5
    .init(
        .number(.decimal), "en", D(minimumFractionDigits: 1, maximumFractionDigits: 1, roundingIncrement: 25), "1234.5",
        "1,235.0"),
    // precision-increment/2.5
    .init(
        .number(.decimal), "de", D(minimumFractionDigits: 1, maximumFractionDigits: 1, roundingIncrement: 25), "1234.5",
        "1.235,0"),
    // precision-increment/2.5
    .init(
        .number(.decimal), "fr", D(minimumFractionDigits: 1, maximumFractionDigits: 1, roundingIncrement: 25), "1234.5",
        "1\u{202F}235,0"),
    // precision-increment/2.5
    .init(
        .number(.decimal), "ar", D(minimumFractionDigits: 1, maximumFractionDigits: 1, roundingIncrement: 25), "1234.5",
        .icu([72: "١٬٢٣٥٫٠", 76: "1,235.0"])),
    // precision-increment/2.5
    .init(
        .number(.decimal), "hi", D(minimumFractionDigits: 1, maximumFractionDigits: 1, roundingIncrement: 25), "1234.5",
        "1,235.0"),
    // precision-increment/2.5
    .init(
        .number(.decimal), "ja", D(minimumFractionDigits: 1, maximumFractionDigits: 1, roundingIncrement: 25), "1234.5",
        "1,235.0"),
    // precision-increment/2.5
    .init(
        .number(.decimal), "ru", D(minimumFractionDigits: 1, maximumFractionDigits: 1, roundingIncrement: 25), "1234.5",
        "1\u{00A0}235,0"),
    // precision-increment/2.5
    .init(
        .number(.decimal), "he", D(minimumFractionDigits: 1, maximumFractionDigits: 1, roundingIncrement: 25), "1234.5",
        "1,235.0"),
    // precision-increment/2.5
    .init(
        .number(.decimal), "th", D(minimumFractionDigits: 1, maximumFractionDigits: 1, roundingIncrement: 25), "1234.5",
        "1,235.0"),
    // precision-increment/2.5
    .init(
        .number(.decimal), "zh-Hant", D(minimumFractionDigits: 1, maximumFractionDigits: 1, roundingIncrement: 25),
        "1234.5", "1,235.0"),
    // precision-increment/2.5
    .init(
        .number(.decimal), "es", D(minimumFractionDigits: 1, maximumFractionDigits: 1, roundingIncrement: 25), "1234.5",
        "1235,0"),
    // precision-increment/2.5
    .init(
        .number(.decimal), "pt-BR", D(minimumFractionDigits: 1, maximumFractionDigits: 1, roundingIncrement: 25),
        "1234.5", "1.235,0"),
    // precision-increment/2.5
    .init(
        .number(.decimal), "sw", D(minimumFractionDigits: 1, maximumFractionDigits: 1, roundingIncrement: 25), "1234.5",
        "1,235.0"),
    // .00#/w
    .init(.number(.decimal), "en", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1", "1"),
    // .00#/w
    .init(.number(.decimal), "en", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1.5", "1.50"),
    // .00#/w
    .init(.number(.decimal), "de", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1", "1"),
    // .00#/w
    .init(.number(.decimal), "de", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1.5", "1,50"),
    // .00#/w
    .init(.number(.decimal), "fr", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1", "1"),
    // .00#/w
    .init(.number(.decimal), "fr", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1.5", "1,50"),
    // .00#/w
    .init(
        .number(.decimal), "ar", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1",
        .icu([72: "١", 76: "1"])),
    // .00#/w
    .init(
        .number(.decimal), "ar", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1.5",
        .icu([72: "١٫٥٠", 76: "1.50"])),
    // .00#/w
    .init(.number(.decimal), "hi", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1", "1"),
    // .00#/w
    .init(.number(.decimal), "hi", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1.5", "1.50"),
    // .00#/w
    .init(.number(.decimal), "ja", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1", "1"),
    // .00#/w
    .init(.number(.decimal), "ja", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1.5", "1.50"),
    // .00#/w
    .init(.number(.decimal), "ru", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1", "1"),
    // .00#/w
    .init(.number(.decimal), "ru", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1.5", "1,50"),
    // .00#/w
    .init(.number(.decimal), "he", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1", "1"),
    // .00#/w
    .init(.number(.decimal), "he", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1.5", "1.50"),
    // .00#/w
    .init(.number(.decimal), "th", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1", "1"),
    // .00#/w
    .init(.number(.decimal), "th", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1.5", "1.50"),
    // .00#/w
    .init(.number(.decimal), "zh-Hant", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1", "1"),
    // .00#/w
    .init(
        .number(.decimal), "zh-Hant", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1.5", "1.50"),
    // .00#/w
    .init(.number(.decimal), "es", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1", "1"),
    // .00#/w
    .init(.number(.decimal), "es", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1.5", "1,50"),
    // .00#/w
    .init(.number(.decimal), "pt-BR", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1", "1"),
    // .00#/w
    .init(.number(.decimal), "pt-BR", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1.5", "1,50"),
    // .00#/w
    .init(.number(.decimal), "sw", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1", "1"),
    // .00#/w
    .init(.number(.decimal), "sw", D(minimumFractionDigits: 2, trailingZeroDisplay: .stripIfInteger), "1.5", "1.50"),
    // precision-integer rounding-mode-half-odd
    .init(.number(.decimal), "en", D(maximumFractionDigits: 0, roundingMode: .halfOdd), "2.5", "3"),
    // precision-integer rounding-mode-half-odd
    .init(.number(.decimal), "de", D(maximumFractionDigits: 0, roundingMode: .halfOdd), "2.5", "3"),
    // precision-integer rounding-mode-half-odd
    .init(.number(.decimal), "fr", D(maximumFractionDigits: 0, roundingMode: .halfOdd), "2.5", "3"),
    // precision-integer rounding-mode-half-odd
    .init(
        .number(.decimal), "ar", D(maximumFractionDigits: 0, roundingMode: .halfOdd), "2.5", .icu([72: "٣", 76: "3"])),
    // precision-integer rounding-mode-half-odd
    .init(.number(.decimal), "hi", D(maximumFractionDigits: 0, roundingMode: .halfOdd), "2.5", "3"),
    // precision-integer rounding-mode-half-odd
    .init(.number(.decimal), "ja", D(maximumFractionDigits: 0, roundingMode: .halfOdd), "2.5", "3"),
    // precision-integer rounding-mode-half-odd
    .init(.number(.decimal), "ru", D(maximumFractionDigits: 0, roundingMode: .halfOdd), "2.5", "3"),
    // precision-integer rounding-mode-half-odd
    .init(.number(.decimal), "he", D(maximumFractionDigits: 0, roundingMode: .halfOdd), "2.5", "3"),
    // precision-integer rounding-mode-half-odd
    .init(.number(.decimal), "th", D(maximumFractionDigits: 0, roundingMode: .halfOdd), "2.5", "3"),
    // precision-integer rounding-mode-half-odd
    .init(.number(.decimal), "zh-Hant", D(maximumFractionDigits: 0, roundingMode: .halfOdd), "2.5", "3"),
    // precision-integer rounding-mode-half-odd
    .init(.number(.decimal), "es", D(maximumFractionDigits: 0, roundingMode: .halfOdd), "2.5", "3"),
    // precision-integer rounding-mode-half-odd
    .init(.number(.decimal), "pt-BR", D(maximumFractionDigits: 0, roundingMode: .halfOdd), "2.5", "3"),
    // precision-integer rounding-mode-half-odd
    .init(.number(.decimal), "sw", D(maximumFractionDigits: 0, roundingMode: .halfOdd), "2.5", "3"),
    // precision-integer rounding-mode-half-ceiling
    .init(.number(.decimal), "en", D(maximumFractionDigits: 0, roundingMode: .halfCeiling), "-2.5", "-2"),
    // precision-integer rounding-mode-half-ceiling
    .init(.number(.decimal), "de", D(maximumFractionDigits: 0, roundingMode: .halfCeiling), "-2.5", "-2"),
    // precision-integer rounding-mode-half-ceiling
    .init(.number(.decimal), "fr", D(maximumFractionDigits: 0, roundingMode: .halfCeiling), "-2.5", "-2"),
    // precision-integer rounding-mode-half-ceiling
    .init(
        .number(.decimal), "ar", D(maximumFractionDigits: 0, roundingMode: .halfCeiling), "-2.5",
        .icu([72: "\u{061C}-٢", 76: "\u{200E}-2"])),
    // precision-integer rounding-mode-half-ceiling
    .init(.number(.decimal), "hi", D(maximumFractionDigits: 0, roundingMode: .halfCeiling), "-2.5", "-2"),
    // precision-integer rounding-mode-half-ceiling
    .init(.number(.decimal), "ja", D(maximumFractionDigits: 0, roundingMode: .halfCeiling), "-2.5", "-2"),
    // precision-integer rounding-mode-half-ceiling
    .init(.number(.decimal), "ru", D(maximumFractionDigits: 0, roundingMode: .halfCeiling), "-2.5", "-2"),
    // precision-integer rounding-mode-half-ceiling
    .init(.number(.decimal), "he", D(maximumFractionDigits: 0, roundingMode: .halfCeiling), "-2.5", "\u{200E}-2"),
    // precision-integer rounding-mode-half-ceiling
    .init(.number(.decimal), "th", D(maximumFractionDigits: 0, roundingMode: .halfCeiling), "-2.5", "-2"),
    // precision-integer rounding-mode-half-ceiling
    .init(.number(.decimal), "zh-Hant", D(maximumFractionDigits: 0, roundingMode: .halfCeiling), "-2.5", "-2"),
    // precision-integer rounding-mode-half-ceiling
    .init(.number(.decimal), "es", D(maximumFractionDigits: 0, roundingMode: .halfCeiling), "-2.5", "-2"),
    // precision-integer rounding-mode-half-ceiling
    .init(.number(.decimal), "pt-BR", D(maximumFractionDigits: 0, roundingMode: .halfCeiling), "-2.5", "-2"),
    // precision-integer rounding-mode-half-ceiling
    .init(.number(.decimal), "sw", D(maximumFractionDigits: 0, roundingMode: .halfCeiling), "-2.5", "-2"),
    // precision-integer rounding-mode-half-floor
    .init(.number(.decimal), "en", D(maximumFractionDigits: 0, roundingMode: .halfFloor), "2.5", "2"),
    // precision-integer rounding-mode-half-floor
    .init(.number(.decimal), "de", D(maximumFractionDigits: 0, roundingMode: .halfFloor), "2.5", "2"),
    // precision-integer rounding-mode-half-floor
    .init(.number(.decimal), "fr", D(maximumFractionDigits: 0, roundingMode: .halfFloor), "2.5", "2"),
    // precision-integer rounding-mode-half-floor
    .init(
        .number(.decimal), "ar", D(maximumFractionDigits: 0, roundingMode: .halfFloor), "2.5", .icu([72: "٢", 76: "2"])),
    // precision-integer rounding-mode-half-floor
    .init(.number(.decimal), "hi", D(maximumFractionDigits: 0, roundingMode: .halfFloor), "2.5", "2"),
    // precision-integer rounding-mode-half-floor
    .init(.number(.decimal), "ja", D(maximumFractionDigits: 0, roundingMode: .halfFloor), "2.5", "2"),
    // precision-integer rounding-mode-half-floor
    .init(.number(.decimal), "ru", D(maximumFractionDigits: 0, roundingMode: .halfFloor), "2.5", "2"),
    // precision-integer rounding-mode-half-floor
    .init(.number(.decimal), "he", D(maximumFractionDigits: 0, roundingMode: .halfFloor), "2.5", "2"),
    // precision-integer rounding-mode-half-floor
    .init(.number(.decimal), "th", D(maximumFractionDigits: 0, roundingMode: .halfFloor), "2.5", "2"),
    // precision-integer rounding-mode-half-floor
    .init(.number(.decimal), "zh-Hant", D(maximumFractionDigits: 0, roundingMode: .halfFloor), "2.5", "2"),
    // precision-integer rounding-mode-half-floor
    .init(.number(.decimal), "es", D(maximumFractionDigits: 0, roundingMode: .halfFloor), "2.5", "2"),
    // precision-integer rounding-mode-half-floor
    .init(.number(.decimal), "pt-BR", D(maximumFractionDigits: 0, roundingMode: .halfFloor), "2.5", "2"),
    // precision-integer rounding-mode-half-floor
    .init(.number(.decimal), "sw", D(maximumFractionDigits: 0, roundingMode: .halfFloor), "2.5", "2"),
    // .### scale/1000
    .init(.number(.decimal), "en", D(scale: "1000"), "1.2345", "1,234.5"),
    // .### scale/1000
    .init(.number(.decimal), "de", D(scale: "1000"), "1.2345", "1.234,5"),
    // .### scale/1000
    .init(.number(.decimal), "fr", D(scale: "1000"), "1.2345", "1\u{202F}234,5"),
    // .### scale/1000
    .init(.number(.decimal), "ar", D(scale: "1000"), "1.2345", .icu([72: "١٬٢٣٤٫٥", 76: "1,234.5"])),
    // .### scale/1000
    .init(.number(.decimal), "hi", D(scale: "1000"), "1.2345", "1,234.5"),
    // .### scale/1000
    .init(.number(.decimal), "ja", D(scale: "1000"), "1.2345", "1,234.5"),
    // .### scale/1000
    .init(.number(.decimal), "ru", D(scale: "1000"), "1.2345", "1\u{00A0}234,5"),
    // .### scale/1000
    .init(.number(.decimal), "he", D(scale: "1000"), "1.2345", "1,234.5"),
    // .### scale/1000
    .init(.number(.decimal), "th", D(scale: "1000"), "1.2345", "1,234.5"),
    // .### scale/1000
    .init(.number(.decimal), "zh-Hant", D(scale: "1000"), "1.2345", "1,234.5"),
    // .### scale/1000
    .init(.number(.decimal), "es", D(scale: "1000"), "1.2345", "1234,5"),
    // .### scale/1000
    .init(.number(.decimal), "pt-BR", D(scale: "1000"), "1.2345", "1.234,5"),
    // .### scale/1000
    .init(.number(.decimal), "sw", D(scale: "1000"), "1.2345", "1,234.5"),
    // .### integer-width/#0
    .init(.number(.decimal), "en", D(maximumIntegerDigits: 2), "1234.5", "34.5"),
    // .### integer-width/#0
    .init(.number(.decimal), "de", D(maximumIntegerDigits: 2), "1234.5", "34,5"),
    // .### integer-width/#0
    .init(.number(.decimal), "fr", D(maximumIntegerDigits: 2), "1234.5", "34,5"),
    // .### integer-width/#0
    .init(.number(.decimal), "ar", D(maximumIntegerDigits: 2), "1234.5", .icu([72: "٣٤٫٥", 76: "34.5"])),
    // .### integer-width/#0
    .init(.number(.decimal), "hi", D(maximumIntegerDigits: 2), "1234.5", "34.5"),
    // .### integer-width/#0
    .init(.number(.decimal), "ja", D(maximumIntegerDigits: 2), "1234.5", "34.5"),
    // .### integer-width/#0
    .init(.number(.decimal), "ru", D(maximumIntegerDigits: 2), "1234.5", "34,5"),
    // .### integer-width/#0
    .init(.number(.decimal), "he", D(maximumIntegerDigits: 2), "1234.5", "34.5"),
    // .### integer-width/#0
    .init(.number(.decimal), "th", D(maximumIntegerDigits: 2), "1234.5", "34.5"),
    // .### integer-width/#0
    .init(.number(.decimal), "zh-Hant", D(maximumIntegerDigits: 2), "1234.5", "34.5"),
    // .### integer-width/#0
    .init(.number(.decimal), "es", D(maximumIntegerDigits: 2), "1234.5", "34,5"),
    // .### integer-width/#0
    .init(.number(.decimal), "pt-BR", D(maximumIntegerDigits: 2), "1234.5", "34,5"),
    // .### integer-width/#0
    .init(.number(.decimal), "sw", D(maximumIntegerDigits: 2), "1234.5", "34.5"),
    // .### decimal-always
    .init(.number(.decimal), "en", D(decimalSeparatorAlways: true), "12", "12."),
    // .### decimal-always
    .init(.number(.decimal), "de", D(decimalSeparatorAlways: true), "12", "12,"),
    // .### decimal-always
    .init(.number(.decimal), "fr", D(decimalSeparatorAlways: true), "12", "12,"),
    // .### decimal-always
    .init(.number(.decimal), "ar", D(decimalSeparatorAlways: true), "12", .icu([72: "١٢٫", 76: "12."])),
    // .### decimal-always
    .init(.number(.decimal), "hi", D(decimalSeparatorAlways: true), "12", "12."),
    // .### decimal-always
    .init(.number(.decimal), "ja", D(decimalSeparatorAlways: true), "12", "12."),
    // .### decimal-always
    .init(.number(.decimal), "ru", D(decimalSeparatorAlways: true), "12", "12,"),
    // .### decimal-always
    .init(.number(.decimal), "he", D(decimalSeparatorAlways: true), "12", "12."),
    // .### decimal-always
    .init(.number(.decimal), "th", D(decimalSeparatorAlways: true), "12", "12."),
    // .### decimal-always
    .init(.number(.decimal), "zh-Hant", D(decimalSeparatorAlways: true), "12", "12."),
    // .### decimal-always
    .init(.number(.decimal), "es", D(decimalSeparatorAlways: true), "12", "12,"),
    // .### decimal-always
    .init(.number(.decimal), "pt-BR", D(decimalSeparatorAlways: true), "12", "12,"),
    // .### decimal-always
    .init(.number(.decimal), "sw", D(decimalSeparatorAlways: true), "12", "12."),
    // percent scale/1 precision-integer
    .init(.number(.percent), "en", D(scale: "0.01"), "45", "45%"),
    // percent scale/1 precision-integer
    .init(.number(.percent), "de", D(scale: "0.01"), "45", "45\u{00A0}%"),
    // percent scale/1 precision-integer
    .init(.number(.percent), "fr", D(scale: "0.01"), "45", "45\u{00A0}%"),
    // percent scale/1 precision-integer
    .init(.number(.percent), "ar", D(scale: "0.01"), "45", .icu([72: "٤٥٪\u{061C}", 76: "45\u{200E}%\u{200E}"])),
    // percent scale/1 precision-integer
    .init(.number(.percent), "hi", D(scale: "0.01"), "45", "45%"),
    // percent scale/1 precision-integer
    .init(.number(.percent), "ja", D(scale: "0.01"), "45", "45%"),
    // percent scale/1 precision-integer
    .init(.number(.percent), "ru", D(scale: "0.01"), "45", "45\u{00A0}%"),
    // percent scale/1 precision-integer
    .init(.number(.percent), "he", D(scale: "0.01"), "45", "45%"),
    // percent scale/1 precision-integer
    .init(.number(.percent), "th", D(scale: "0.01"), "45", "45%"),
    // percent scale/1 precision-integer
    .init(.number(.percent), "zh-Hant", D(scale: "0.01"), "45", "45%"),
    // percent scale/1 precision-integer
    .init(.number(.percent), "es", D(scale: "0.01"), "45", "45\u{00A0}%"),
    // percent scale/1 precision-integer
    .init(.number(.percent), "pt-BR", D(scale: "0.01"), "45", "45%"),
    // percent scale/1 precision-integer
    .init(.number(.percent), "sw", D(scale: "0.01"), "45", "45%"),
    // percent scale/100 @#
    .init(.number(.percent), "en", D(maximumSignificantDigits: 2), "0.12345", "12%"),
    // percent scale/100 @#
    .init(.number(.percent), "de", D(maximumSignificantDigits: 2), "0.12345", "12\u{00A0}%"),
    // percent scale/100 @#
    .init(.number(.percent), "fr", D(maximumSignificantDigits: 2), "0.12345", "12\u{00A0}%"),
    // percent scale/100 @#
    .init(
        .number(.percent), "ar", D(maximumSignificantDigits: 2), "0.12345",
        .icu([72: "١٢٪\u{061C}", 76: "12\u{200E}%\u{200E}"])),
    // percent scale/100 @#
    .init(.number(.percent), "hi", D(maximumSignificantDigits: 2), "0.12345", "12%"),
    // percent scale/100 @#
    .init(.number(.percent), "ja", D(maximumSignificantDigits: 2), "0.12345", "12%"),
    // percent scale/100 @#
    .init(.number(.percent), "ru", D(maximumSignificantDigits: 2), "0.12345", "12\u{00A0}%"),
    // percent scale/100 @#
    .init(.number(.percent), "he", D(maximumSignificantDigits: 2), "0.12345", "12%"),
    // percent scale/100 @#
    .init(.number(.percent), "th", D(maximumSignificantDigits: 2), "0.12345", "12%"),
    // percent scale/100 @#
    .init(.number(.percent), "zh-Hant", D(maximumSignificantDigits: 2), "0.12345", "12%"),
    // percent scale/100 @#
    .init(.number(.percent), "es", D(maximumSignificantDigits: 2), "0.12345", "12\u{00A0}%"),
    // percent scale/100 @#
    .init(.number(.percent), "pt-BR", D(maximumSignificantDigits: 2), "0.12345", "12%"),
    // percent scale/100 @#
    .init(.number(.percent), "sw", D(maximumSignificantDigits: 2), "0.12345", "12%"),
    // currency/EUR sign-always
    .init(.currency("EUR", accounting: false, cash: false), "en", D(signDisplay: .always), "5", "+€5.00"),
    // currency/EUR sign-always
    .init(.currency("EUR", accounting: false, cash: false), "de", D(signDisplay: .always), "5", "+5,00\u{00A0}€"),
    // currency/EUR sign-always
    .init(.currency("EUR", accounting: false, cash: false), "fr", D(signDisplay: .always), "5", "+5,00\u{00A0}€"),
    // currency/EUR sign-always
    .init(
        .currency("EUR", accounting: false, cash: false), "ar", D(signDisplay: .always), "5",
        .icu([72: "\u{061C}+\u{200F}٥٫٠٠\u{00A0}€", 76: "\u{200F}\u{200E}+5.00\u{00A0}€"])),
    // currency/EUR sign-always
    .init(.currency("EUR", accounting: false, cash: false), "hi", D(signDisplay: .always), "5", "+€5.00"),
    // currency/EUR sign-always
    .init(.currency("EUR", accounting: false, cash: false), "ja", D(signDisplay: .always), "5", "+€5.00"),
    // currency/EUR sign-always
    .init(.currency("EUR", accounting: false, cash: false), "ru", D(signDisplay: .always), "5", "+5,00\u{00A0}€"),
    // currency/EUR sign-always
    .init(
        .currency("EUR", accounting: false, cash: false), "he", D(signDisplay: .always), "5",
        "\u{200F}\u{200E}+5.00\u{00A0}\u{200F}€"),
    // currency/EUR sign-always
    .init(.currency("EUR", accounting: false, cash: false), "th", D(signDisplay: .always), "5", "+€5.00"),
    // currency/EUR sign-always
    .init(.currency("EUR", accounting: false, cash: false), "zh-Hant", D(signDisplay: .always), "5", "+€5.00"),
    // currency/EUR sign-always
    .init(.currency("EUR", accounting: false, cash: false), "es", D(signDisplay: .always), "5", "+5,00\u{00A0}€"),
    // currency/EUR sign-always
    .init(.currency("EUR", accounting: false, cash: false), "pt-BR", D(signDisplay: .always), "5", "+€\u{00A0}5,00"),
    // currency/EUR sign-always
    .init(.currency("EUR", accounting: false, cash: false), "sw", D(signDisplay: .always), "5", "+€\u{00A0}5.00"),
    // currency/EUR sign-accounting-always
    .init(.currency("EUR", accounting: true, cash: false), "en", D(signDisplay: .always), "-5", "(€5.00)"),
    // currency/EUR sign-accounting-always
    .init(.currency("EUR", accounting: true, cash: false), "de", D(signDisplay: .always), "-5", "-5,00\u{00A0}€"),
    // currency/EUR sign-accounting-always
    .init(.currency("EUR", accounting: true, cash: false), "fr", D(signDisplay: .always), "-5", "(5,00\u{00A0}€)"),
    // currency/EUR sign-accounting-always
    .init(
        .currency("EUR", accounting: true, cash: false), "ar", D(signDisplay: .always), "-5",
        .icu([72: "\u{061C}-\u{200F}٥٫٠٠\u{00A0}€", 76: "(\u{061C}5.00€)"])),
    // currency/EUR sign-accounting-always
    .init(.currency("EUR", accounting: true, cash: false), "hi", D(signDisplay: .always), "-5", "-€5.00"),
    // currency/EUR sign-accounting-always
    .init(.currency("EUR", accounting: true, cash: false), "ja", D(signDisplay: .always), "-5", "(€5.00)"),
    // currency/EUR sign-accounting-always
    .init(.currency("EUR", accounting: true, cash: false), "ru", D(signDisplay: .always), "-5", "-5,00\u{00A0}€"),
    // currency/EUR sign-accounting-always
    .init(
        .currency("EUR", accounting: true, cash: false), "he", D(signDisplay: .always), "-5",
        "\u{200F}\u{200E}-5.00\u{00A0}\u{200F}€"),
    // currency/EUR sign-accounting-always
    .init(.currency("EUR", accounting: true, cash: false), "th", D(signDisplay: .always), "-5", "(€5.00)"),
    // currency/EUR sign-accounting-always
    .init(.currency("EUR", accounting: true, cash: false), "zh-Hant", D(signDisplay: .always), "-5", "(€5.00)"),
    // currency/EUR sign-accounting-always
    .init(.currency("EUR", accounting: true, cash: false), "es", D(signDisplay: .always), "-5", "-5,00\u{00A0}€"),
    // currency/EUR sign-accounting-always
    .init(.currency("EUR", accounting: true, cash: false), "pt-BR", D(signDisplay: .always), "-5", "-€\u{00A0}5,00"),
    // currency/EUR sign-accounting-always
    .init(.currency("EUR", accounting: true, cash: false), "sw", D(signDisplay: .always), "-5", "-€\u{00A0}5.00"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "en", D(signDisplay: .exceptZero), "0", "€0.00"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "en", D(signDisplay: .exceptZero), "5", "+€5.00"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "de", D(signDisplay: .exceptZero), "0", "0,00\u{00A0}€"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "de", D(signDisplay: .exceptZero), "5", "+5,00\u{00A0}€"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "fr", D(signDisplay: .exceptZero), "0", "0,00\u{00A0}€"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "fr", D(signDisplay: .exceptZero), "5", "+5,00\u{00A0}€"),
    // currency/EUR sign-accounting-except-zero
    .init(
        .currency("EUR", accounting: true, cash: false), "ar", D(signDisplay: .exceptZero), "0",
        .icu([72: "\u{200F}٠٫٠٠\u{00A0}€", 76: "\u{061C}0.00€"])),
    // currency/EUR sign-accounting-except-zero
    .init(
        .currency("EUR", accounting: true, cash: false), "ar", D(signDisplay: .exceptZero), "5",
        .icu([72: "\u{061C}+\u{200F}٥٫٠٠\u{00A0}€", 76: "\u{200E}+\u{061C}5.00€"])),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "hi", D(signDisplay: .exceptZero), "0", "€0.00"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "hi", D(signDisplay: .exceptZero), "5", "+€5.00"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "ja", D(signDisplay: .exceptZero), "0", "€0.00"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "ja", D(signDisplay: .exceptZero), "5", "+€5.00"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "ru", D(signDisplay: .exceptZero), "0", "0,00\u{00A0}€"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "ru", D(signDisplay: .exceptZero), "5", "+5,00\u{00A0}€"),
    // currency/EUR sign-accounting-except-zero
    .init(
        .currency("EUR", accounting: true, cash: false), "he", D(signDisplay: .exceptZero), "0",
        "\u{200F}0.00\u{00A0}\u{200F}€"),
    // currency/EUR sign-accounting-except-zero
    .init(
        .currency("EUR", accounting: true, cash: false), "he", D(signDisplay: .exceptZero), "5",
        "\u{200F}\u{200E}+5.00\u{00A0}\u{200F}€"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "th", D(signDisplay: .exceptZero), "0", "€0.00"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "th", D(signDisplay: .exceptZero), "5", "+€5.00"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "zh-Hant", D(signDisplay: .exceptZero), "0", "€0.00"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "zh-Hant", D(signDisplay: .exceptZero), "5", "+€5.00"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "es", D(signDisplay: .exceptZero), "0", "0,00\u{00A0}€"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "es", D(signDisplay: .exceptZero), "5", "+5,00\u{00A0}€"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "pt-BR", D(signDisplay: .exceptZero), "0", "€\u{00A0}0,00"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "pt-BR", D(signDisplay: .exceptZero), "5", "+€\u{00A0}5,00"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "sw", D(signDisplay: .exceptZero), "0", "€\u{00A0}0.00"),
    // currency/EUR sign-accounting-except-zero
    .init(.currency("EUR", accounting: true, cash: false), "sw", D(signDisplay: .exceptZero), "5", "+€\u{00A0}5.00"),
    // currency/EUR sign-accounting-negative
    .init(.currency("EUR", accounting: true, cash: false), "en", D(signDisplay: .negative), "-1", "(€1.00)"),
    // currency/EUR sign-accounting-negative
    .init(.currency("EUR", accounting: true, cash: false), "de", D(signDisplay: .negative), "-1", "-1,00\u{00A0}€"),
    // currency/EUR sign-accounting-negative
    .init(.currency("EUR", accounting: true, cash: false), "fr", D(signDisplay: .negative), "-1", "(1,00\u{00A0}€)"),
    // currency/EUR sign-accounting-negative
    .init(
        .currency("EUR", accounting: true, cash: false), "ar", D(signDisplay: .negative), "-1",
        .icu([72: "\u{061C}-\u{200F}١٫٠٠\u{00A0}€", 76: "(\u{061C}1.00€)"])),
    // currency/EUR sign-accounting-negative
    .init(.currency("EUR", accounting: true, cash: false), "hi", D(signDisplay: .negative), "-1", "-€1.00"),
    // currency/EUR sign-accounting-negative
    .init(.currency("EUR", accounting: true, cash: false), "ja", D(signDisplay: .negative), "-1", "(€1.00)"),
    // currency/EUR sign-accounting-negative
    .init(.currency("EUR", accounting: true, cash: false), "ru", D(signDisplay: .negative), "-1", "-1,00\u{00A0}€"),
    // currency/EUR sign-accounting-negative
    .init(
        .currency("EUR", accounting: true, cash: false), "he", D(signDisplay: .negative), "-1",
        "\u{200F}\u{200E}-1.00\u{00A0}\u{200F}€"),
    // currency/EUR sign-accounting-negative
    .init(.currency("EUR", accounting: true, cash: false), "th", D(signDisplay: .negative), "-1", "(€1.00)"),
    // currency/EUR sign-accounting-negative
    .init(.currency("EUR", accounting: true, cash: false), "zh-Hant", D(signDisplay: .negative), "-1", "(€1.00)"),
    // currency/EUR sign-accounting-negative
    .init(.currency("EUR", accounting: true, cash: false), "es", D(signDisplay: .negative), "-1", "-1,00\u{00A0}€"),
    // currency/EUR sign-accounting-negative
    .init(.currency("EUR", accounting: true, cash: false), "pt-BR", D(signDisplay: .negative), "-1", "-€\u{00A0}1,00"),
    // currency/EUR sign-accounting-negative
    .init(.currency("EUR", accounting: true, cash: false), "sw", D(signDisplay: .negative), "-1", "-€\u{00A0}1.00"),
    // currency/CHF precision-currency-cash
    .init(.currency("CHF", accounting: false, cash: true), "en", D(), "1.23", "CHF\u{00A0}1.25"),
    // currency/CHF precision-currency-cash
    .init(.currency("CHF", accounting: false, cash: true), "de", D(), "1.23", "1,25\u{00A0}CHF"),
    // currency/CHF precision-currency-cash
    .init(.currency("CHF", accounting: false, cash: true), "fr", D(), "1.23", "1,25\u{00A0}CHF"),
    // currency/CHF precision-currency-cash
    .init(
        .currency("CHF", accounting: false, cash: true), "ar", D(), "1.23",
        .icu([72: "\u{200F}١٫٢٥\u{00A0}CHF", 76: "\u{200F}1.25\u{00A0}CHF"])),
    // currency/CHF precision-currency-cash
    .init(.currency("CHF", accounting: false, cash: true), "hi", D(), "1.23", "CHF\u{00A0}1.25"),
    // currency/CHF precision-currency-cash
    .init(.currency("CHF", accounting: false, cash: true), "ja", D(), "1.23", "CHF\u{00A0}1.25"),
    // currency/CHF precision-currency-cash
    .init(.currency("CHF", accounting: false, cash: true), "ru", D(), "1.23", "1,25\u{00A0}CHF"),
    // currency/CHF precision-currency-cash
    .init(.currency("CHF", accounting: false, cash: true), "he", D(), "1.23", "\u{200F}1.25\u{00A0}\u{200F}CHF"),
    // currency/CHF precision-currency-cash
    .init(.currency("CHF", accounting: false, cash: true), "th", D(), "1.23", "CHF\u{00A0}1.25"),
    // currency/CHF precision-currency-cash
    .init(.currency("CHF", accounting: false, cash: true), "zh-Hant", D(), "1.23", "CHF\u{00A0}1.25"),
    // currency/CHF precision-currency-cash
    .init(.currency("CHF", accounting: false, cash: true), "es", D(), "1.23", "1,25\u{00A0}CHF"),
    // currency/CHF precision-currency-cash
    .init(.currency("CHF", accounting: false, cash: true), "pt-BR", D(), "1.23", "CHF\u{00A0}1,25"),
    // currency/CHF precision-currency-cash
    .init(.currency("CHF", accounting: false, cash: true), "sw", D(), "1.23", "CHF\u{00A0}1.25"),
    // currency/USD @##
    .init(.currency("USD", accounting: false, cash: false), "en", D(maximumSignificantDigits: 3), "1234.5", "$1,230"),
    // currency/USD @##
    .init(
        .currency("USD", accounting: false, cash: false), "de", D(maximumSignificantDigits: 3), "1234.5",
        "1.230\u{00A0}$"),
    // currency/USD @##
    .init(
        .currency("USD", accounting: false, cash: false), "fr", D(maximumSignificantDigits: 3), "1234.5",
        "1\u{202F}230\u{00A0}$US"),
    // currency/USD @##
    .init(
        .currency("USD", accounting: false, cash: false), "ar", D(maximumSignificantDigits: 3), "1234.5",
        .icu([72: "\u{200F}١٬٢٣٠\u{00A0}US$", 76: "\u{200F}1,230\u{00A0}US$"])),
    // currency/USD @##
    .init(.currency("USD", accounting: false, cash: false), "hi", D(maximumSignificantDigits: 3), "1234.5", "$1,230"),
    // currency/USD @##
    .init(.currency("USD", accounting: false, cash: false), "ja", D(maximumSignificantDigits: 3), "1234.5", "$1,230"),
    // currency/USD @##
    .init(
        .currency("USD", accounting: false, cash: false), "ru", D(maximumSignificantDigits: 3), "1234.5",
        "1\u{00A0}230\u{00A0}$"),
    // currency/USD @##
    .init(
        .currency("USD", accounting: false, cash: false), "he", D(maximumSignificantDigits: 3), "1234.5",
        "\u{200F}1,230\u{00A0}\u{200F}$"),
    // currency/USD @##
    .init(.currency("USD", accounting: false, cash: false), "th", D(maximumSignificantDigits: 3), "1234.5", "US$1,230"),
    // currency/USD @##
    .init(
        .currency("USD", accounting: false, cash: false), "zh-Hant", D(maximumSignificantDigits: 3), "1234.5",
        "US$1,230"),
    // currency/USD @##
    .init(
        .currency("USD", accounting: false, cash: false), "es", D(maximumSignificantDigits: 3), "1234.5",
        "1230\u{00A0}US$"),
    // currency/USD @##
    .init(
        .currency("USD", accounting: false, cash: false), "pt-BR", D(maximumSignificantDigits: 3), "1234.5",
        "US$\u{00A0}1.230"),
    // currency/USD @##
    .init(
        .currency("USD", accounting: false, cash: false), "sw", D(maximumSignificantDigits: 3), "1234.5",
        "US$\u{00A0}1,230"),
    // currency/EUR compact-short
    .init(.currency("EUR", accounting: false, cash: false), "en", D(notation: .compactShort), "1234567", "€1.2M"),
    // currency/EUR compact-short
    .init(
        .currency("EUR", accounting: false, cash: false), "de", D(notation: .compactShort), "1234567",
        "1,2\u{00A0}Mio.\u{00A0}€"),
    // currency/EUR compact-short
    .init(
        .currency("EUR", accounting: false, cash: false), "fr", D(notation: .compactShort), "1234567",
        "1,2\u{00A0}M\u{00A0}€"),
    // currency/EUR compact-short
    .init(
        .currency("EUR", accounting: false, cash: false), "ar", D(notation: .compactShort), "1234567",
        .icu([72: "١٫٢\u{00A0}مليون\u{00A0}€", 76: "1.2\u{00A0}مليون\u{00A0}€"])),
    // currency/EUR compact-short
    .init(
        .currency("EUR", accounting: false, cash: false), "hi", D(notation: .compactShort), "1234567", "€12\u{00A0}लाख"),
    // currency/EUR compact-short
    .init(.currency("EUR", accounting: false, cash: false), "ja", D(notation: .compactShort), "1234567", "€123万"),
    // currency/EUR compact-short
    .init(
        .currency("EUR", accounting: false, cash: false), "ru", D(notation: .compactShort), "1234567",
        "1,2\u{00A0}млн\u{00A0}€"),
    // currency/EUR compact-short
    .init(
        .currency("EUR", accounting: false, cash: false), "he", D(notation: .compactShort), "1234567", "€1.2M\u{200F}"),
    // currency/EUR compact-short
    .init(.currency("EUR", accounting: false, cash: false), "th", D(notation: .compactShort), "1234567", "€1.2M"),
    // currency/EUR compact-short
    .init(.currency("EUR", accounting: false, cash: false), "zh-Hant", D(notation: .compactShort), "1234567", "€123萬"),
    // currency/EUR compact-short
    .init(
        .currency("EUR", accounting: false, cash: false), "es", D(notation: .compactShort), "1234567", "1,2\u{00A0}M€"),
    // currency/EUR compact-short
    .init(
        .currency("EUR", accounting: false, cash: false), "pt-BR", D(notation: .compactShort), "1234567",
        "€\u{00A0}1,2\u{00A0}mi"),
    // currency/EUR compact-short
    .init(
        .currency("EUR", accounting: false, cash: false), "sw", D(notation: .compactShort), "1234567", "€\u{00A0}1.2M"),
    // currency/USD precision-increment/0.05
    .init(.currency("USD", accounting: false, cash: false), "en", D(roundingIncrement: 5), "1.234", "$1.25"),
    // currency/USD precision-increment/0.05
    .init(.currency("USD", accounting: false, cash: false), "de", D(roundingIncrement: 5), "1.234", "1,25\u{00A0}$"),
    // currency/USD precision-increment/0.05
    .init(.currency("USD", accounting: false, cash: false), "fr", D(roundingIncrement: 5), "1.234", "1,25\u{00A0}$US"),
    // currency/USD precision-increment/0.05
    .init(
        .currency("USD", accounting: false, cash: false), "ar", D(roundingIncrement: 5), "1.234",
        .icu([72: "\u{200F}١٫٢٥\u{00A0}US$", 76: "\u{200F}1.25\u{00A0}US$"])),
    // currency/USD precision-increment/0.05
    .init(.currency("USD", accounting: false, cash: false), "hi", D(roundingIncrement: 5), "1.234", "$1.25"),
    // currency/USD precision-increment/0.05
    .init(.currency("USD", accounting: false, cash: false), "ja", D(roundingIncrement: 5), "1.234", "$1.25"),
    // currency/USD precision-increment/0.05
    .init(.currency("USD", accounting: false, cash: false), "ru", D(roundingIncrement: 5), "1.234", "1,25\u{00A0}$"),
    // currency/USD precision-increment/0.05
    .init(
        .currency("USD", accounting: false, cash: false), "he", D(roundingIncrement: 5), "1.234",
        "\u{200F}1.25\u{00A0}\u{200F}$"),
    // currency/USD precision-increment/0.05
    .init(.currency("USD", accounting: false, cash: false), "th", D(roundingIncrement: 5), "1.234", "US$1.25"),
    // currency/USD precision-increment/0.05
    .init(.currency("USD", accounting: false, cash: false), "zh-Hant", D(roundingIncrement: 5), "1.234", "US$1.25"),
    // currency/USD precision-increment/0.05
    .init(.currency("USD", accounting: false, cash: false), "es", D(roundingIncrement: 5), "1.234", "1,25\u{00A0}US$"),
    // currency/USD precision-increment/0.05
    .init(
        .currency("USD", accounting: false, cash: false), "pt-BR", D(roundingIncrement: 5), "1.234", "US$\u{00A0}1,25"),
    // currency/USD precision-increment/0.05
    .init(.currency("USD", accounting: false, cash: false), "sw", D(roundingIncrement: 5), "1.234", "US$\u{00A0}1.25"),
    // currency/EUR .00/w
    .init(.currency("EUR", accounting: false, cash: false), "en", D(trailingZeroDisplay: .stripIfInteger), "5", "€5"),
    // currency/EUR .00/w
    .init(
        .currency("EUR", accounting: false, cash: false), "de", D(trailingZeroDisplay: .stripIfInteger), "5",
        "5\u{00A0}€"),
    // currency/EUR .00/w
    .init(
        .currency("EUR", accounting: false, cash: false), "fr", D(trailingZeroDisplay: .stripIfInteger), "5",
        "5\u{00A0}€"),
    // currency/EUR .00/w
    .init(
        .currency("EUR", accounting: false, cash: false), "ar", D(trailingZeroDisplay: .stripIfInteger), "5",
        .icu([72: "\u{200F}٥\u{00A0}€", 76: "\u{200F}5\u{00A0}€"])),
    // currency/EUR .00/w
    .init(.currency("EUR", accounting: false, cash: false), "hi", D(trailingZeroDisplay: .stripIfInteger), "5", "€5"),
    // currency/EUR .00/w
    .init(.currency("EUR", accounting: false, cash: false), "ja", D(trailingZeroDisplay: .stripIfInteger), "5", "€5"),
    // currency/EUR .00/w
    .init(
        .currency("EUR", accounting: false, cash: false), "ru", D(trailingZeroDisplay: .stripIfInteger), "5",
        "5\u{00A0}€"),
    // currency/EUR .00/w
    .init(
        .currency("EUR", accounting: false, cash: false), "he", D(trailingZeroDisplay: .stripIfInteger), "5",
        "\u{200F}5\u{00A0}\u{200F}€"),
    // currency/EUR .00/w
    .init(.currency("EUR", accounting: false, cash: false), "th", D(trailingZeroDisplay: .stripIfInteger), "5", "€5"),
    // currency/EUR .00/w
    .init(
        .currency("EUR", accounting: false, cash: false), "zh-Hant", D(trailingZeroDisplay: .stripIfInteger), "5", "€5"),
    // currency/EUR .00/w
    .init(
        .currency("EUR", accounting: false, cash: false), "es", D(trailingZeroDisplay: .stripIfInteger), "5",
        "5\u{00A0}€"),
    // currency/EUR .00/w
    .init(
        .currency("EUR", accounting: false, cash: false), "pt-BR", D(trailingZeroDisplay: .stripIfInteger), "5",
        "€\u{00A0}5"),
    // currency/EUR .00/w
    .init(
        .currency("EUR", accounting: false, cash: false), "sw", D(trailingZeroDisplay: .stripIfInteger), "5",
        "€\u{00A0}5"),
    // unit/kilometer-per-hour .#
    .init(.unit("kilometer-per-hour", .short), "en", D(maximumFractionDigits: 1), "12.345", "12.3 km/h"),
    // unit/kilometer-per-hour .#
    .init(.unit("kilometer-per-hour", .short), "de", D(maximumFractionDigits: 1), "12.345", "12,3 km/h"),
    // unit/kilometer-per-hour .#
    .init(.unit("kilometer-per-hour", .short), "fr", D(maximumFractionDigits: 1), "12.345", "12,3\u{202F}km/h"),
    // unit/kilometer-per-hour .#
    .init(
        .unit("kilometer-per-hour", .short), "ar", D(maximumFractionDigits: 1), "12.345",
        .icu([72: "١٢٫٣ كم/س", 76: "12.3 كم/س"])),
    // unit/kilometer-per-hour .#
    .init(.unit("kilometer-per-hour", .short), "hi", D(maximumFractionDigits: 1), "12.345", "12.3 कि॰मी॰/घं॰"),
    // unit/kilometer-per-hour .#
    .init(.unit("kilometer-per-hour", .short), "ja", D(maximumFractionDigits: 1), "12.345", "12.3 km/h"),
    // unit/kilometer-per-hour .#
    .init(.unit("kilometer-per-hour", .short), "ru", D(maximumFractionDigits: 1), "12.345", "12,3 км/ч"),
    // unit/kilometer-per-hour .#
    .init(.unit("kilometer-per-hour", .short), "he", D(maximumFractionDigits: 1), "12.345", "12.3 קמ״ש"),
    // unit/kilometer-per-hour .#
    .init(.unit("kilometer-per-hour", .short), "th", D(maximumFractionDigits: 1), "12.345", "12.3 กม./ชม."),
    // unit/kilometer-per-hour .#
    .init(.unit("kilometer-per-hour", .short), "zh-Hant", D(maximumFractionDigits: 1), "12.345", "12.3 公里/小時"),
    // unit/kilometer-per-hour .#
    .init(.unit("kilometer-per-hour", .short), "es", D(maximumFractionDigits: 1), "12.345", "12,3 km/h"),
    // unit/kilometer-per-hour .#
    .init(.unit("kilometer-per-hour", .short), "pt-BR", D(maximumFractionDigits: 1), "12.345", "12,3 km/h"),
    // unit/kilometer-per-hour .#
    .init(.unit("kilometer-per-hour", .short), "sw", D(maximumFractionDigits: 1), "12.345", "km 12.3/saa"),
    // unit/celsius unit-width-full-name sign-always
    .init(.unit("celsius", .long), "en", D(signDisplay: .always), "21", "+21 degrees Celsius"),
    // unit/celsius unit-width-full-name sign-always
    .init(.unit("celsius", .long), "de", D(signDisplay: .always), "21", "+21 Grad Celsius"),
    // unit/celsius unit-width-full-name sign-always
    .init(.unit("celsius", .long), "fr", D(signDisplay: .always), "21", "+21\u{00A0}degrés Celsius"),
    // unit/celsius unit-width-full-name sign-always
    .init(
        .unit("celsius", .long), "ar", D(signDisplay: .always), "21",
        .icu([72: "\u{061C}+٢١ درجة مئوية", 76: "\u{200E}+21 درجة مئوية"])),
    // unit/celsius unit-width-full-name sign-always
    .init(.unit("celsius", .long), "hi", D(signDisplay: .always), "21", "+21 डिग्री सेल्सियस"),
    // unit/celsius unit-width-full-name sign-always
    .init(.unit("celsius", .long), "ja", D(signDisplay: .always), "21", "摂氏 +21 度"),
    // unit/celsius unit-width-full-name sign-always
    .init(.unit("celsius", .long), "ru", D(signDisplay: .always), "21", "+21 градус Цельсия"),
    // unit/celsius unit-width-full-name sign-always
    .init(.unit("celsius", .long), "he", D(signDisplay: .always), "21", "\u{200E}+21 מעלות צלזיוס"),
    // unit/celsius unit-width-full-name sign-always
    .init(.unit("celsius", .long), "th", D(signDisplay: .always), "21", "+21 องศาเซลเซียส"),
    // unit/celsius unit-width-full-name sign-always
    .init(.unit("celsius", .long), "zh-Hant", D(signDisplay: .always), "21", "攝氏 +21 度"),
    // unit/celsius unit-width-full-name sign-always
    .init(.unit("celsius", .long), "es", D(signDisplay: .always), "21", "+21 grados Celsius"),
    // unit/celsius unit-width-full-name sign-always
    .init(.unit("celsius", .long), "pt-BR", D(signDisplay: .always), "21", "+21 graus Celsius"),
    // unit/celsius unit-width-full-name sign-always
    .init(.unit("celsius", .long), "sw", D(signDisplay: .always), "21", "nyuzi +21"),
    // unit/meter compact-short
    .init(.unit("meter", .short), "en", D(notation: .compactShort), "12345", "12K m"),
    // unit/meter compact-short
    .init(.unit("meter", .short), "de", D(notation: .compactShort), "12345", "12.345 m"),
    // unit/meter compact-short
    .init(.unit("meter", .short), "fr", D(notation: .compactShort), "12345", "12\u{00A0}k\u{202F}m"),
    // unit/meter compact-short
    .init(
        .unit("meter", .short), "ar", D(notation: .compactShort), "12345",
        .icu([72: "١٢\u{00A0}ألف مترًا", 76: "12\u{00A0}ألف مترًا"])),
    // unit/meter compact-short
    .init(.unit("meter", .short), "hi", D(notation: .compactShort), "12345", "12\u{00A0}हज़ार मी"),
    // unit/meter compact-short
    .init(.unit("meter", .short), "ja", D(notation: .compactShort), "12345", "1.2万 m"),
    // unit/meter compact-short
    .init(.unit("meter", .short), "ru", D(notation: .compactShort), "12345", "12\u{00A0}тыс. м"),
    // unit/meter compact-short
    .init(.unit("meter", .short), "he", D(notation: .compactShort), "12345", "12K\u{200F} מ׳"),
    // unit/meter compact-short
    .init(.unit("meter", .short), "th", D(notation: .compactShort), "12345", "12K ม."),
    // unit/meter compact-short
    .init(.unit("meter", .short), "zh-Hant", D(notation: .compactShort), "12345", "1.2萬 公尺"),
    // unit/meter compact-short
    .init(.unit("meter", .short), "es", D(notation: .compactShort), "12345", "12\u{00A0}mil m"),
    // unit/meter compact-short
    .init(.unit("meter", .short), "pt-BR", D(notation: .compactShort), "12345", "12\u{00A0}mil m"),
    // unit/meter compact-short
    .init(.unit("meter", .short), "sw", D(notation: .compactShort), "12345", "mita elfu\u{00A0}12"),
    // unit/liter unit-width-narrow @@
    .init(.unit("liter", .narrow), "en", D(minimumSignificantDigits: 2, maximumSignificantDigits: 2), "1.234", "1.2L"),
    // unit/liter unit-width-narrow @@
    .init(.unit("liter", .narrow), "de", D(minimumSignificantDigits: 2, maximumSignificantDigits: 2), "1.234", "1,2 l"),
    // unit/liter unit-width-narrow @@
    .init(.unit("liter", .narrow), "fr", D(minimumSignificantDigits: 2, maximumSignificantDigits: 2), "1.234", "1,2l"),
    // unit/liter unit-width-narrow @@
    .init(
        .unit("liter", .narrow), "ar", D(minimumSignificantDigits: 2, maximumSignificantDigits: 2), "1.234",
        .icu([72: "١٫٢ ل", 76: "1.2 ل"])),
    // unit/liter unit-width-narrow @@
    .init(.unit("liter", .narrow), "hi", D(minimumSignificantDigits: 2, maximumSignificantDigits: 2), "1.234", "1.2 ली"),
    // unit/liter unit-width-narrow @@
    .init(.unit("liter", .narrow), "ja", D(minimumSignificantDigits: 2, maximumSignificantDigits: 2), "1.234", "1.2L"),
    // unit/liter unit-width-narrow @@
    .init(.unit("liter", .narrow), "ru", D(minimumSignificantDigits: 2, maximumSignificantDigits: 2), "1.234", "1,2 л"),
    // unit/liter unit-width-narrow @@
    .init(
        .unit("liter", .narrow), "he", D(minimumSignificantDigits: 2, maximumSignificantDigits: 2), "1.234", "1.2 ל׳"),
    // unit/liter unit-width-narrow @@
    .init(.unit("liter", .narrow), "th", D(minimumSignificantDigits: 2, maximumSignificantDigits: 2), "1.234", "1.2ล."),
    // unit/liter unit-width-narrow @@
    .init(
        .unit("liter", .narrow), "zh-Hant", D(minimumSignificantDigits: 2, maximumSignificantDigits: 2), "1.234", "1.2升"
    ),
    // unit/liter unit-width-narrow @@
    .init(.unit("liter", .narrow), "es", D(minimumSignificantDigits: 2, maximumSignificantDigits: 2), "1.234", "1,2l"),
    // unit/liter unit-width-narrow @@
    .init(
        .unit("liter", .narrow), "pt-BR", D(minimumSignificantDigits: 2, maximumSignificantDigits: 2), "1.234", "1,2l"),
    // unit/liter unit-width-narrow @@
    .init(
        .unit("liter", .narrow), "sw", D(minimumSignificantDigits: 2, maximumSignificantDigits: 2), "1.234", "lita 1.2"),
]
