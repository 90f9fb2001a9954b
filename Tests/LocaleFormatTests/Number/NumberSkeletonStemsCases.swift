import LocaleFormatTestSupport

// ICU's own answers (unumf_openForSkeletonAndLocale + unumf_formatDecimal, default
// locale root) from ICU 72 and ICU 76, `.icu([…])` where they differ, by
// Scripts/icu-versions/oracle-skeleton-stems.py, for the whole skeleton written by hand
// (the request's currency or unit in it).
let numberSkeletonStemsCases: [NumberSkeletonStemsCase] = [
    .init(.number, "en", "precision-unlimited", "precision-unlimited", "1234.56789012345", "1,234.56789012345"),
    .init(.number, "de", "precision-unlimited", "precision-unlimited", "1234.56789012345", "1.234,56789012345"),
    .init(.number, "fr", "precision-unlimited", "precision-unlimited", "1234.56789012345", "1\u{202F}234,56789012345"),
    .init(
        .number, "ar", "precision-unlimited", "precision-unlimited", "1234.56789012345",
        .icu([72: "١٬٢٣٤٫٥٦٧٨٩٠١٢٣٤٥", 76: "1,234.56789012345"])),
    .init(.number, "hi", ".+", ".+", "0.000123456789", "0.000123456789"),
    .init(.number, "ja", ".+", ".+", "0.000123456789", "0.000123456789"),
    .init(.number, "ru", ".+", ".+", "0.000123456789", "0,000123456789"),
    .init(.number, "he", ".+", ".+", "0.000123456789", "0.000123456789"),
    .init(.number, "th", ".00*", ".00*", "1234.5", "1,234.50"),
    .init(.number, "th", ".00*", ".00*", "1.23456789", "1.23456789"),
    .init(.number, "zh-Hant", ".00*", ".00*", "1234.5", "1,234.50"),
    .init(.number, "zh-Hant", ".00*", ".00*", "1.23456789", "1.23456789"),
    .init(.number, "es", ".00*", ".00*", "1234.5", "1234,50"),
    .init(.number, "es", ".00*", ".00*", "1.23456789", "1,23456789"),
    .init(.number, "pt-BR", ".00*", ".00*", "1234.5", "1.234,50"),
    .init(.number, "pt-BR", ".00*", ".00*", "1.23456789", "1,23456789"),
    .init(.number, "sw", "@@*", "@@*", "5", "5.0"),
    .init(.number, "sw", "@@*", "@@*", "1234.56789", "1,234.56789"),
    .init(.number, "en", "@@*", "@@*", "5", "5.0"),
    .init(.number, "en", "@@*", "@@*", "1234.56789", "1,234.56789"),
    .init(.number, "de", "@@*", "@@*", "5", "5,0"),
    .init(.number, "de", "@@*", "@@*", "1234.56789", "1.234,56789"),
    .init(.number, "fr", "@@*", "@@*", "5", "5,0"),
    .init(.number, "fr", "@@*", "@@*", "1234.56789", "1\u{202F}234,56789"),
    .init(
        .number, "ar", "precision-increment/0.3 +!", "precision-increment/0.3 +!", "1234.56",
        .icu([72: "\u{061C}+١٬٢٣٤٫٥", 76: "\u{200E}+1,234.5"])),
    .init(.number, "hi", "precision-increment/0.3 +!", "precision-increment/0.3 +!", "1234.56", "+1,234.5"),
    .init(.number, "ja", "precision-increment/0.3 +!", "precision-increment/0.3 +!", "1234.56", "+1,234.5"),
    .init(.number, "ru", "precision-increment/0.3 +!", "precision-increment/0.3 +!", "1234.56", "+1\u{00A0}234,5"),
    .init(.number, "he", ".0/@@*", ".0/@@*", "1.23456", "1.2"),
    .init(.number, "he", ".0/@@*", ".0/@@*", "1", "1.0"),
    .init(.number, "th", ".0/@@*", ".0/@@*", "1.23456", "1.2"),
    .init(.number, "th", ".0/@@*", ".0/@@*", "1", "1.0"),
    .init(.number, "zh-Hant", ".0/@@*", ".0/@@*", "1.23456", "1.2"),
    .init(.number, "zh-Hant", ".0/@@*", ".0/@@*", "1", "1.0"),
    .init(.number, "es", ".0/@@*", ".0/@@*", "1.23456", "1,2"),
    .init(.number, "es", ".0/@@*", ".0/@@*", "1", "1,0"),
    .init(.number, "pt-BR", ".00/@#", ".00/@#", "123.456", "120,00"),
    .init(.number, "pt-BR", ".00/@#", ".00/@#", "1", "1,00"),
    .init(.number, "sw", ".00/@#", ".00/@#", "123.456", "120.00"),
    .init(.number, "sw", ".00/@#", ".00/@#", "1", "1.00"),
    .init(.number, "en", ".00/@#", ".00/@#", "123.456", "120.00"),
    .init(.number, "en", ".00/@#", ".00/@#", "1", "1.00"),
    .init(.number, "de", ".00/@#", ".00/@#", "123.456", "120,00"),
    .init(.number, "de", ".00/@#", ".00/@#", "1", "1,00"),
    .init(.number, "fr", "integer-width/* .00", "integer-width/* .00", "0.5", ",50"),
    .init(.number, "ar", "integer-width/* .00", "integer-width/* .00", "0.5", .icu([72: "٫٥٠", 76: ".50"])),
    .init(.number, "hi", "integer-width/* .00", "integer-width/* .00", "0.5", ".50"),
    .init(.number, "ja", "integer-width/* .00", "integer-width/* .00", "0.5", ".50"),
    .init(.number, "ru", "integer-width-trunc", "integer-width-trunc", "1234.5", ",5"),
    .init(.number, "he", "integer-width-trunc", "integer-width-trunc", "1234.5", ".5"),
    .init(.number, "th", "integer-width-trunc", "integer-width-trunc", "1234.5", ".5"),
    .init(.number, "zh-Hant", "integer-width-trunc", "integer-width-trunc", "1234.5", ".5"),
    .init(.number, "es", "group-thousands", "group-thousands", "1234567.5", "1.234.567,5"),
    .init(.number, "pt-BR", "group-thousands", "group-thousands", "1234567.5", "1.234.567,5"),
    .init(.number, "sw", "group-thousands", "group-thousands", "1234567.5", "1,234,567.5"),
    .init(.number, "en", "group-thousands", "group-thousands", "1234567.5", "1,234,567.5"),
    .init(.number, "de", "permille .0", "permille .0", "12.34", "12,3\u{00A0}‰"),
    .init(.number, "fr", "permille .0", "permille .0", "12.34", "12,3\u{00A0}‰"),
    .init(.number, "ar", "permille .0", "permille .0", "12.34", .icu([72: "١٢٫٣؉", 76: "12.3‰"])),
    .init(.number, "hi", "permille .0", "permille .0", "12.34", "12.3‰"),
    .init(.number, "ja", "latin", "latin", "1234.5", "1,234.5"),
    .init(.number, "ru", "latin", "latin", "1234.5", "1\u{00A0}234,5"),
    .init(.number, "he", "latin", "latin", "1234.5", "1,234.5"),
    .init(.number, "th", "latin", "latin", "1234.5", "1,234.5"),
    .init(.number, "zh-Hant", "numbering-system/arab", "numbering-system/arab", "1234.5", "١٬٢٣٤٫٥"),
    .init(.number, "es", "numbering-system/arab", "numbering-system/arab", "1234.5", "١٢٣٤٫٥"),
    .init(.number, "pt-BR", "numbering-system/arab", "numbering-system/arab", "1234.5", "١٬٢٣٤٫٥"),
    .init(.number, "sw", "numbering-system/arab", "numbering-system/arab", "1234.5", "١٬٢٣٤٫٥"),
    .init(.number, "en", "numbering-system/thai group-off", "numbering-system/thai group-off", "1234.5", "๑๒๓๔.๕"),
    .init(.number, "de", "numbering-system/thai group-off", "numbering-system/thai group-off", "1234.5", "๑๒๓๔,๕"),
    .init(.number, "fr", "numbering-system/thai group-off", "numbering-system/thai group-off", "1234.5", "๑๒๓๔,๕"),
    .init(.number, "ar", "numbering-system/thai group-off", "numbering-system/thai group-off", "1234.5", "๑๒๓๔.๕"),
    .init(.number, "hi", "scale/1E2", "scale/1E2", "1.2345", "123.45"),
    .init(.number, "ja", "scale/1E2", "scale/1E2", "1.2345", "123.45"),
    .init(.number, "ru", "scale/1E2", "scale/1E2", "1.2345", "123,45"),
    .init(.number, "he", "scale/1E2", "scale/1E2", "1.2345", "123.45"),
    .init(.number, "th", "scale/.5", "scale/.5", "1234.5", "617.25"),
    .init(.number, "zh-Hant", "scale/.5", "scale/.5", "1234.5", "617.25"),
    .init(.number, "es", "scale/.5", "scale/.5", "1234.5", "617,25"),
    .init(.number, "pt-BR", "scale/.5", "scale/.5", "1234.5", "617,25"),
    .init(.number, "sw", "percent scale/1E-1", "percent scale/1E-1", "45", "4.5%"),
    .init(.number, "en", "percent scale/1E-1", "percent scale/1E-1", "45", "4.5%"),
    .init(.number, "de", "percent scale/1E-1", "percent scale/1E-1", "45", "4,5\u{00A0}%"),
    .init(.number, "fr", "percent scale/1E-1", "percent scale/1E-1", "45", "4,5\u{00A0}%"),
    .init(
        .number, "ar", "scale/1E101 @@", "scale/1E101 @@", "1",
        .icu([
            72:
                "١٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠",
            76:
                "100,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000",
        ])),
    .init(
        .number, "hi", "scale/1E101 @@", "scale/1E101 @@", "1",
        "1,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,00,000"
    ),
    .init(
        .number, "ja", "scale/1E101 @@", "scale/1E101 @@", "1",
        "100,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000"
    ),
    .init(
        .number, "ru", "scale/1E101 @@", "scale/1E101 @@", "1",
        "100\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000\u{00A0}000"
    ),
    .init(
        .number, "he", "percent scale/1E101 @@", "percent scale/1E101 @@", "1",
        "100,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000%"
    ),
    .init(
        .number, "th", "percent scale/1E101 @@", "percent scale/1E101 @@", "1",
        "100,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000%"
    ),
    .init(
        .number, "zh-Hant", "percent scale/1E101 @@", "percent scale/1E101 @@", "1",
        "100,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000%"
    ),
    .init(
        .number, "es", "percent scale/1E101 @@", "percent scale/1E101 @@", "1",
        "100.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000.000\u{00A0}%"
    ),
    .init(
        .number, "pt-BR", "percent .0 unit-width-full-name", "percent .0 unit-width-full-name", "12.34",
        "12,3 por cento"),
    .init(
        .number, "sw", "percent .0 unit-width-full-name", "percent .0 unit-width-full-name", "12.34", "asilimia 12.3"),
    .init(.number, "en", "percent .0 unit-width-full-name", "percent .0 unit-width-full-name", "12.34", "12.3 percent"),
    .init(.number, "de", "percent .0 unit-width-full-name", "percent .0 unit-width-full-name", "12.34", "12,3 Prozent"),
    .init(.number, "fr", "sign-accounting", "sign-accounting", "-5", "-5"),
    .init(.number, "ar", "sign-accounting", "sign-accounting", "-5", .icu([72: "\u{061C}-٥", 76: "\u{200E}-5"])),
    .init(.number, "hi", "sign-accounting", "sign-accounting", "-5", "-5"),
    .init(.number, "ja", "sign-accounting", "sign-accounting", "-5", "-5"),
    .init(.number, "ru", "precision-currency-cash", "precision-currency-cash", "1.234", "1,23"),
    .init(.number, "he", "precision-currency-cash", "precision-currency-cash", "1.234", "1.23"),
    .init(.number, "th", "precision-currency-cash", "precision-currency-cash", "1.234", "1.23"),
    .init(.number, "zh-Hant", "precision-currency-cash", "precision-currency-cash", "1.234", "1.23"),
    .init(.number, "es", "scientific/sign-accounting", "scientific/sign-accounting", "-1234", "-1,234E3"),
    .init(.number, "pt-BR", "scientific/sign-accounting", "scientific/sign-accounting", "-1234", "-1,234E3"),
    .init(.number, "sw", "scientific/sign-accounting", "scientific/sign-accounting", "-1234", "-1.234E3"),
    .init(.number, "en", "scientific/sign-accounting", "scientific/sign-accounting", "-1234", "-1.234E3"),
    .init(.currency("EUR"), "de", "unit-width-hidden", "currency/EUR unit-width-hidden", "1234.5", "1.234,50\u{00A0}"),
    .init(
        .currency("EUR"), "fr", "unit-width-hidden", "currency/EUR unit-width-hidden", "1234.5",
        "1\u{202F}234,50\u{00A0}"),
    .init(
        .currency("EUR"), "ar", "unit-width-hidden", "currency/EUR unit-width-hidden", "1234.5",
        .icu([72: "\u{200F}١٬٢٣٤٫٥٠\u{00A0}", 76: "\u{200F}1,234.50\u{00A0}"])),
    .init(.currency("EUR"), "hi", "unit-width-hidden", "currency/EUR unit-width-hidden", "1234.5", "1,234.50"),
    .init(.currency("USD"), "ja", "unit-width-formal .00", "currency/USD unit-width-formal .00", "1234.5", "$1,234.50"),
    .init(
        .currency("USD"), "ru", "unit-width-formal .00", "currency/USD unit-width-formal .00", "1234.5",
        "1\u{00A0}234,50\u{00A0}$"),
    .init(
        .currency("USD"), "he", "unit-width-formal .00", "currency/USD unit-width-formal .00", "1234.5",
        "\u{200F}1,234.50\u{00A0}\u{200F}$"),
    .init(
        .currency("USD"), "th", "unit-width-formal .00", "currency/USD unit-width-formal .00", "1234.5", "US$1,234.50"),
    .init(.currency("TWD"), "zh-Hant", "unit-width-variant", "currency/TWD unit-width-variant", "1234.5", "$1,234.50"),
    .init(
        .currency("TWD"), "es", "unit-width-variant", "currency/TWD unit-width-variant", "1234.5", "1234,50\u{00A0}TWD"),
    .init(
        .currency("TWD"), "pt-BR", "unit-width-variant", "currency/TWD unit-width-variant", "1234.5",
        "NT$\u{00A0}1.234,50"),
    .init(
        .currency("TWD"), "sw", "unit-width-variant", "currency/TWD unit-width-variant", "1234.5", "NT$\u{00A0}1,234.50"
    ),
    .init(
        .currency("JPY"), "en", "precision-unlimited", "currency/JPY precision-unlimited", "1234.5678", "¥1,234.5678"),
    .init(
        .currency("JPY"), "de", "precision-unlimited", "currency/JPY precision-unlimited", "1234.5678",
        "1.234,5678\u{00A0}¥"),
    .init(
        .currency("JPY"), "fr", "precision-unlimited", "currency/JPY precision-unlimited", "1234.5678",
        "1\u{202F}234,5678\u{00A0}JPY"),
    .init(
        .currency("JPY"), "ar", "precision-unlimited", "currency/JPY precision-unlimited", "1234.5678",
        .icu([72: "\u{200F}١٬٢٣٤٫٥٦٧٨\u{00A0}JP¥", 76: "\u{200F}1,234.5678\u{00A0}JP¥"])),
    .init(
        .currency("USD"), "hi", ".00* group-thousands", "currency/USD .00* group-thousands", "1234567.891",
        "$1,234,567.891"),
    .init(
        .currency("USD"), "ja", ".00* group-thousands", "currency/USD .00* group-thousands", "1234567.891",
        "$1,234,567.891"),
    .init(
        .currency("USD"), "ru", ".00* group-thousands", "currency/USD .00* group-thousands", "1234567.891",
        "1\u{00A0}234\u{00A0}567,891\u{00A0}$"),
    .init(
        .currency("USD"), "he", ".00* group-thousands", "currency/USD .00* group-thousands", "1234567.891",
        "\u{200F}1,234,567.891\u{00A0}\u{200F}$"),
    .init(
        .currency("EUR"), "th", "numbering-system/deva ()", "currency/EUR numbering-system/deva ()", "-1234.5",
        "(€१,२३४.५०)"),
    .init(
        .currency("EUR"), "zh-Hant", "numbering-system/deva ()", "currency/EUR numbering-system/deva ()", "-1234.5",
        "(€१,२३४.५०)"),
    .init(
        .currency("EUR"), "es", "numbering-system/deva ()", "currency/EUR numbering-system/deva ()", "-1234.5",
        "-१२३४,५०\u{00A0}€"),
    .init(
        .currency("EUR"), "pt-BR", "numbering-system/deva ()", "currency/EUR numbering-system/deva ()", "-1234.5",
        "-€\u{00A0}१.२३४,५०"),
    .init(.unit("meter"), "sw", "unit-width-hidden", "unit/meter unit-width-hidden", "1234.5", "mita 1,234.5"),
    .init(.unit("meter"), "en", "unit-width-hidden", "unit/meter unit-width-hidden", "1234.5", "1,234.5 meters"),
    .init(.unit("meter"), "de", "unit-width-hidden", "unit/meter unit-width-hidden", "1234.5", "1.234,5 Meter"),
    .init(
        .unit("meter"), "fr", "unit-width-hidden", "unit/meter unit-width-hidden", "1234.5",
        "1\u{202F}234,5\u{00A0}mètres"),
    .init(
        .unit("kilogram"), "ar", "unit-width-iso-code", "unit/kilogram unit-width-iso-code", "1234.5",
        .icu([72: "١٬٢٣٤٫٥ كيلوغرام", 76: "1,234.5 كيلوغرام"])),
    .init(
        .unit("kilogram"), "hi", "unit-width-iso-code", "unit/kilogram unit-width-iso-code", "1234.5", "1,234.5 किलोग्राम"),
    .init(
        .unit("kilogram"), "ja", "unit-width-iso-code", "unit/kilogram unit-width-iso-code", "1234.5", "1,234.5 キログラム"),
    .init(
        .unit("kilogram"), "ru", "unit-width-iso-code", "unit/kilogram unit-width-iso-code", "1234.5",
        "1\u{00A0}234,5 килограмма"),
    .init(
        .unit("liter"), "he", "precision-unlimited unit-width-full-name",
        "unit/liter precision-unlimited unit-width-full-name", "1.23456789", "1.23456789 ליטר"),
    .init(
        .unit("liter"), "th", "precision-unlimited unit-width-full-name",
        "unit/liter precision-unlimited unit-width-full-name", "1.23456789", "1.23456789 ลิตร"),
    .init(
        .unit("liter"), "zh-Hant", "precision-unlimited unit-width-full-name",
        "unit/liter precision-unlimited unit-width-full-name", "1.23456789", "1.23456789 公升"),
    .init(
        .unit("liter"), "es", "precision-unlimited unit-width-full-name",
        "unit/liter precision-unlimited unit-width-full-name", "1.23456789", "1,23456789 litros"),
    .init(
        .unit("celsius"), "pt-BR", "integer-width-trunc sign-accounting",
        "unit/celsius integer-width-trunc sign-accounting", "-1234.5", "-,5 °C"),
    .init(
        .unit("celsius"), "sw", "integer-width-trunc sign-accounting",
        "unit/celsius integer-width-trunc sign-accounting", "-1234.5", "-.5°C"),
    .init(
        .unit("celsius"), "en", "integer-width-trunc sign-accounting",
        "unit/celsius integer-width-trunc sign-accounting", "-1234.5", "-.5°C"),
    .init(
        .unit("celsius"), "de", "integer-width-trunc sign-accounting",
        "unit/celsius integer-width-trunc sign-accounting", "-1234.5", "-,5 °C"),
    .init(
        .unit("kilometer-per-hour"), "fr", "latin per-measure-unit/duration-hour", "unit/kilometer-per-hour latin",
        "88.5", "88,5\u{202F}km/h"),
    .init(
        .unit("kilometer-per-hour"), "ar", "latin per-measure-unit/duration-hour", "unit/kilometer-per-hour latin",
        "88.5", "88.5 كم/س"),
    .init(
        .unit("kilometer-per-hour"), "hi", "latin per-measure-unit/duration-hour", "unit/kilometer-per-hour latin",
        "88.5", "88.5 कि॰मी॰/घं॰"),
    .init(
        .unit("kilometer-per-hour"), "ja", "latin per-measure-unit/duration-hour", "unit/kilometer-per-hour latin",
        "88.5", "88.5 km/h"),
    .init(
        .unit("meter-per-second"), "ru",
        "measure-unit/length-meter per-measure-unit/duration-second unit-width-full-name",
        "measure-unit/length-meter per-measure-unit/duration-second unit-width-full-name", "2.5", "2,5 метра в секунду"),
    .init(
        .unit("meter-per-second"), "he",
        "measure-unit/length-meter per-measure-unit/duration-second unit-width-full-name",
        "measure-unit/length-meter per-measure-unit/duration-second unit-width-full-name", "2.5", "2.5 מטר לשנייה"),
    .init(
        .unit("meter-per-second"), "th",
        "measure-unit/length-meter per-measure-unit/duration-second unit-width-full-name",
        "measure-unit/length-meter per-measure-unit/duration-second unit-width-full-name", "2.5", "2.5 เมตรต่อวินาที"),
    .init(
        .unit("meter-per-second"), "zh-Hant",
        "measure-unit/length-meter per-measure-unit/duration-second unit-width-full-name",
        "measure-unit/length-meter per-measure-unit/duration-second unit-width-full-name", "2.5", "每秒 2.5 公尺"),
]
