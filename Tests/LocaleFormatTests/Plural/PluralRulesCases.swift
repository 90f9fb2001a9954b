import LocaleFormat

// Generated from PyICU 72.1: PluralRules.forLocale(...).select(FormattedNumber), the number
// formatted with exactly its visible fraction digits (`.0…`/`precision-integer`).
let pluralCardinalValues: [String] = [
    "0", "1", "2", "3", "4", "5", "6", "11", "12", "21", "22", "100", "101", "102", "1000000", "1.0", "1.5", "0.1",
    "2.0", "1.00", "0.0", "2.5", "21.1", "1e6", "1.5e6", "-1", "-2",
]
let pluralCardinalCases: [(locale: String, categories: [PluralCategory])] = [
    (
        "en",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .one,
            .other,
        ]
    ),
    (
        "fr",
        [
            .one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .many, .one, .one, .one, .other, .one, .one, .other, .other, .many, .other, .one, .other,
        ]
    ),
    (
        "de",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .one,
            .other,
        ]
    ),
    (
        "ar",
        [
            .zero, .one, .two, .few, .few, .few, .few, .many, .many, .many, .many, .other, .other, .other, .other, .one,
            .other, .other, .two, .one, .zero, .other, .other, .other, .other, .one, .two,
        ]
    ),
    (
        "pl",
        [
            .many, .one, .few, .few, .few, .many, .many, .many, .many, .many, .few, .many, .many, .few, .many, .other,
            .other, .other, .other, .other, .other, .other, .other, .many, .many, .one, .few,
        ]
    ),
    (
        "ru",
        [
            .many, .one, .few, .few, .few, .many, .many, .many, .many, .one, .few, .many, .one, .few, .many, .other,
            .other, .other, .other, .other, .other, .other, .other, .many, .many, .one, .few,
        ]
    ),
    (
        "uk",
        [
            .many, .one, .few, .few, .few, .many, .many, .many, .many, .one, .few, .many, .one, .few, .many, .other,
            .other, .other, .other, .other, .other, .other, .other, .many, .many, .one, .few,
        ]
    ),
    (
        "cs",
        [
            .other, .one, .few, .few, .few, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .many, .many, .many, .many, .many, .many, .many, .many, .other, .other, .one, .few,
        ]
    ),
    (
        "sk",
        [
            .other, .one, .few, .few, .few, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .many, .many, .many, .many, .many, .many, .many, .many, .other, .other, .one, .few,
        ]
    ),
    (
        "cy",
        [
            .zero, .one, .two, .few, .other, .other, .many, .other, .other, .other, .other, .other, .other, .other,
            .other, .one, .other, .other, .two, .one, .zero, .other, .other, .other, .other, .one, .two,
        ]
    ),
    (
        "br",
        [
            .other, .one, .two, .few, .few, .other, .other, .other, .other, .one, .two, .other, .one, .two, .many, .one,
            .other, .other, .two, .one, .other, .other, .other, .many, .other, .one, .two,
        ]
    ),
    (
        "sl",
        [
            .other, .one, .two, .few, .few, .other, .other, .other, .other, .other, .other, .other, .one, .two, .other,
            .few, .few, .few, .few, .few, .few, .few, .few, .other, .other, .one, .two,
        ]
    ),
    (
        "lv",
        [
            .zero, .one, .other, .other, .other, .other, .other, .zero, .zero, .one, .other, .zero, .one, .other, .zero,
            .one, .other, .one, .other, .one, .zero, .other, .one, .zero, .zero, .one, .other,
        ]
    ),
    (
        "lt",
        [
            .other, .one, .few, .few, .few, .few, .few, .other, .other, .one, .few, .other, .one, .few, .other, .one,
            .many, .many, .few, .one, .other, .many, .many, .other, .other, .one, .few,
        ]
    ),
    (
        "ga",
        [
            .other, .one, .two, .few, .few, .few, .few, .other, .other, .other, .other, .other, .other, .other, .other,
            .one, .other, .other, .two, .one, .other, .other, .other, .other, .other, .one, .two,
        ]
    ),
    (
        "gd",
        [
            .other, .one, .two, .few, .few, .few, .few, .one, .two, .other, .other, .other, .other, .other, .other,
            .one, .other, .other, .two, .one, .other, .other, .other, .other, .other, .one, .two,
        ]
    ),
    (
        "he",
        [
            .other, .one, .two, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .one, .other, .other, .one, .other, .other, .other, .other, .one, .two,
        ]
    ),
    (
        "ro",
        [
            .few, .one, .few, .few, .few, .few, .few, .few, .few, .other, .other, .other, .few, .few, .other, .few,
            .few, .few, .few, .few, .few, .few, .few, .other, .other, .one, .few,
        ]
    ),
    (
        "hr",
        [
            .other, .one, .few, .few, .few, .other, .other, .other, .other, .one, .few, .other, .one, .few, .other,
            .other, .other, .one, .other, .other, .other, .other, .one, .other, .other, .one, .few,
        ]
    ),
    (
        "sr",
        [
            .other, .one, .few, .few, .few, .other, .other, .other, .other, .one, .few, .other, .one, .few, .other,
            .other, .other, .one, .other, .other, .other, .other, .one, .other, .other, .one, .few,
        ]
    ),
    (
        "bs",
        [
            .other, .one, .few, .few, .few, .other, .other, .other, .other, .one, .few, .other, .one, .few, .other,
            .other, .other, .one, .other, .other, .other, .other, .one, .other, .other, .one, .few,
        ]
    ),
    (
        "mt",
        [
            .few, .one, .two, .few, .few, .few, .few, .many, .many, .other, .other, .other, .other, .other, .other,
            .one, .other, .other, .two, .one, .few, .other, .other, .other, .other, .one, .two,
        ]
    ),
    (
        "is",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .one, .other, .other, .one, .other,
            .other, .one, .other, .one, .other, .one, .other, .other, .one, .other, .other, .one, .other,
        ]
    ),
    (
        "mk",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .one, .other, .other, .one, .other,
            .other, .other, .other, .one, .other, .other, .other, .other, .one, .other, .other, .one, .other,
        ]
    ),
    (
        "be",
        [
            .many, .one, .few, .few, .few, .many, .many, .many, .many, .one, .few, .many, .one, .few, .many, .one,
            .other, .other, .few, .one, .many, .other, .other, .many, .many, .one, .few,
        ]
    ),
    (
        "pt",
        [
            .one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .many, .one, .one, .one, .other, .one, .one, .other, .other, .many, .other, .one, .other,
        ]
    ),
    (
        "pt-PT",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .many, .other, .other, .other, .other, .other, .other, .other, .other, .many, .other, .one, .other,
        ]
    ),
    (
        "es",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .many, .one, .other, .other, .other, .one, .other, .other, .other, .many, .other, .one, .other,
        ]
    ),
    (
        "it",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .many, .other, .other, .other, .other, .other, .other, .other, .other, .many, .other, .one, .other,
        ]
    ),
    (
        "ca",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .many, .other, .other, .other, .other, .other, .other, .other, .other, .many, .other, .one, .other,
        ]
    ),
    (
        "ja",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other,
        ]
    ),
    (
        "zh",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other,
        ]
    ),
    (
        "ko",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other,
        ]
    ),
    (
        "th",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other,
        ]
    ),
    (
        "vi",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other,
        ]
    ),
    (
        "id",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other,
        ]
    ),
    (
        "tr",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .one, .other, .other, .other, .one, .other, .other, .other, .other, .other, .one, .other,
        ]
    ),
    (
        "hi",
        [
            .one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .one, .other, .one, .other, .one, .one, .other, .other, .other, .other, .one, .other,
        ]
    ),
    (
        "bn",
        [
            .one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .one, .other, .one, .other, .one, .one, .other, .other, .other, .other, .one, .other,
        ]
    ),
    (
        "fa",
        [
            .one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .one, .other, .one, .other, .one, .one, .other, .other, .other, .other, .one, .other,
        ]
    ),
    (
        "sv",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .one,
            .other,
        ]
    ),
    (
        "da",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .one, .one, .one, .other, .one, .other, .other, .other, .other, .other, .one, .other,
        ]
    ),
    (
        "nb",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .one, .other, .other, .other, .one, .other, .other, .other, .other, .other, .one, .other,
        ]
    ),
    (
        "nl",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .one,
            .other,
        ]
    ),
    (
        "fi",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .one,
            .other,
        ]
    ),
    (
        "et",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .one,
            .other,
        ]
    ),
    (
        "hu",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .one, .other, .other, .other, .one, .other, .other, .other, .other, .other, .one, .other,
        ]
    ),
    (
        "el",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .one, .other, .other, .other, .one, .other, .other, .other, .other, .other, .one, .other,
        ]
    ),
    (
        "ka",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .one, .other, .other, .other, .one, .other, .other, .other, .other, .other, .one, .other,
        ]
    ),
    (
        "hy",
        [
            .one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .one, .one, .one, .other, .one, .one, .other, .other, .other, .other, .one, .other,
        ]
    ),
    (
        "kw",
        [
            .zero, .one, .two, .few, .other, .other, .other, .other, .other, .many, .two, .other, .many, .two, .other,
            .one, .other, .other, .two, .one, .zero, .other, .other, .other, .other, .one, .two,
        ]
    ),
    (
        "gv",
        [
            .few, .one, .two, .other, .other, .other, .other, .one, .two, .one, .two, .few, .one, .two, .few, .many,
            .many, .many, .many, .many, .many, .many, .many, .few, .few, .one, .two,
        ]
    ),
    (
        "am",
        [
            .one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .one, .other, .one, .other, .one, .one, .other, .other, .other, .other, .one, .other,
        ]
    ),
    (
        "zu",
        [
            .one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .one, .other, .one, .other, .one, .one, .other, .other, .other, .other, .one, .other,
        ]
    ),
    (
        "fil",
        [
            .one, .one, .one, .one, .other, .one, .other, .one, .one, .one, .one, .one, .one, .one, .one, .one, .one,
            .one, .one, .one, .one, .one, .one, .one, .one, .one, .one,
        ]
    ),
    (
        "ksh",
        [
            .zero, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .one, .other, .other, .other, .one, .zero, .other, .other, .other, .other, .one, .other,
        ]
    ),
    (
        "lag",
        [
            .zero, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .one, .one, .one, .other, .one, .zero, .other, .other, .other, .other, .one, .other,
        ]
    ),
    (
        "shi",
        [
            .one, .one, .few, .few, .few, .few, .few, .other, .other, .other, .other, .other, .other, .other, .other,
            .one, .other, .one, .few, .one, .one, .other, .other, .other, .other, .one, .few,
        ]
    ),
    (
        "dsb",
        [
            .other, .one, .two, .few, .few, .other, .other, .other, .other, .other, .other, .other, .one, .two, .other,
            .other, .other, .one, .other, .other, .other, .other, .one, .other, .other, .one, .two,
        ]
    ),
    (
        "he-IL",
        [
            .other, .one, .two, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .one, .other, .other, .one, .other, .other, .other, .other, .one, .two,
        ]
    ),
    (
        "ar-EG",
        [
            .zero, .one, .two, .few, .few, .few, .few, .many, .many, .many, .many, .other, .other, .other, .other, .one,
            .other, .other, .two, .one, .zero, .other, .other, .other, .other, .one, .two,
        ]
    ),
    (
        "sr-Latn",
        [
            .other, .one, .few, .few, .few, .other, .other, .other, .other, .one, .few, .other, .one, .few, .other,
            .other, .other, .one, .other, .other, .other, .other, .one, .other, .other, .one, .few,
        ]
    ),
    (
        "und",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other,
        ]
    ),
    (
        "xx-YY",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other,
        ]
    ),
]

// Generated from PyICU 72.1: MessageFormat `{0,selectordinal,...}` with the integer.
let pluralOrdinalValues: [Int] = [0, 1, 2, 3, 4, 5, 6, 8, 10, 11, 12, 13, 21, 22, 23, 80, 100, 101, 102, 103, 111, 800]
let pluralOrdinalCases: [(locale: String, categories: [PluralCategory])] = [
    (
        "en",
        [
            .other, .one, .two, .few, .other, .other, .other, .other, .other, .other, .other, .other, .one, .two, .few,
            .other, .other, .one, .two, .few, .other, .other,
        ]
    ),
    (
        "fr",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "de",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "ar",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "pl",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "ru",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "uk",
        [
            .other, .other, .other, .few, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .few, .other, .other, .other, .other, .few, .other, .other,
        ]
    ),
    (
        "cs",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "sk",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "cy",
        [
            .zero, .one, .two, .few, .few, .many, .many, .zero, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "br",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "sl",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "lv",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "lt",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "ga",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "gd",
        [
            .other, .one, .two, .few, .other, .other, .other, .other, .other, .one, .two, .few, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "he",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "ro",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "hr",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "sr",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "bs",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "mt",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "is",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "mk",
        [
            .other, .one, .two, .other, .other, .other, .other, .many, .other, .other, .other, .other, .one, .two,
            .other, .other, .other, .one, .two, .other, .other, .other,
        ]
    ),
    (
        "be",
        [
            .other, .other, .few, .few, .other, .other, .other, .other, .other, .other, .other, .other, .other, .few,
            .few, .other, .other, .other, .few, .few, .other, .other,
        ]
    ),
    (
        "pt",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "pt-PT",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "es",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "it",
        [
            .other, .other, .other, .other, .other, .other, .other, .many, .other, .many, .other, .other, .other,
            .other, .other, .many, .other, .other, .other, .other, .other, .many,
        ]
    ),
    (
        "ca",
        [
            .other, .one, .two, .one, .few, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "ja",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "zh",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "ko",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "th",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "vi",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "id",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "tr",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "hi",
        [
            .other, .one, .two, .two, .few, .other, .many, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "bn",
        [
            .other, .one, .two, .two, .few, .one, .many, .one, .one, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "fa",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "sv",
        [
            .other, .one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .one, .one,
            .other, .other, .other, .one, .one, .other, .other, .other,
        ]
    ),
    (
        "da",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "nb",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "nl",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "fi",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "et",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "hu",
        [
            .other, .one, .other, .other, .other, .one, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "el",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "ka",
        [
            .many, .one, .many, .many, .many, .many, .many, .many, .many, .many, .many, .many, .other, .other, .other,
            .many, .other, .other, .many, .many, .many, .other,
        ]
    ),
    (
        "hy",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "kw",
        [
            .other, .one, .one, .one, .one, .many, .other, .other, .other, .other, .other, .other, .one, .one, .one,
            .other, .other, .one, .one, .one, .other, .other,
        ]
    ),
    (
        "gv",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "am",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "zu",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "fil",
        [
            .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "ksh",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "lag",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "shi",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "dsb",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "he-IL",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "ar-EG",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "sr-Latn",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "und",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
    (
        "xx-YY",
        [
            .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
            .other, .other, .other, .other, .other, .other, .other, .other, .other,
        ]
    ),
]
