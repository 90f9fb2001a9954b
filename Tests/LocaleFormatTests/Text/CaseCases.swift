// Generated from PyICU 72.1 (ICU 72.1), independently of LocaleFormat:
// icu.CaseMap.toUpper/toLower(locale, s) and toTitle(locale, 0,
// BreakIterator.createWordInstance(locale), s). Do not edit by hand.

struct CaseCase: Sendable, CustomStringConvertible {
    var locale: String
    var text: String
    var upper: String
    var lower: String
    var title: String
    var description: String { "\(locale) \(text)" }
}

let caseCases: [CaseCase] = [
    CaseCase(locale: "tr", text: "istanbul", upper: "\u{0130}STANBUL", lower: "istanbul", title: "\u{0130}stanbul"),
    CaseCase(locale: "az", text: "istanbul", upper: "\u{0130}STANBUL", lower: "istanbul", title: "\u{0130}stanbul"),
    CaseCase(locale: "en", text: "istanbul", upper: "ISTANBUL", lower: "istanbul", title: "Istanbul"),
    CaseCase(locale: "tr-TR", text: "istanbul", upper: "\u{0130}STANBUL", lower: "istanbul", title: "\u{0130}stanbul"),
    CaseCase(
        locale: "az-Latn-AZ", text: "istanbul", upper: "\u{0130}STANBUL", lower: "istanbul", title: "\u{0130}stanbul"),
    CaseCase(
        locale: "tr", text: "I\u{015E}IK", upper: "I\u{015E}IK", lower: "\u{0131}\u{015F}\u{0131}k",
        title: "I\u{015F}\u{0131}k"),
    CaseCase(locale: "en", text: "I\u{015E}IK", upper: "I\u{015E}IK", lower: "i\u{015F}ik", title: "I\u{015F}ik"),
    CaseCase(
        locale: "tr", text: "D\u{0130}YARBAKIR", upper: "D\u{0130}YARBAKIR", lower: "diyarbak\u{0131}r",
        title: "Diyarbak\u{0131}r"),
    CaseCase(
        locale: "en", text: "D\u{0130}YARBAKIR", upper: "D\u{0130}YARBAKIR", lower: "di\u{0307}yarbakir",
        title: "Di\u{0307}yarbakir"),
    CaseCase(
        locale: "az", text: "D\u{0130}YARBAKIR", upper: "D\u{0130}YARBAKIR", lower: "diyarbak\u{0131}r",
        title: "Diyarbak\u{0131}r"),
    CaseCase(
        locale: "tr", text: "diyarbak\u{0131}r", upper: "D\u{0130}YARBAKIR", lower: "diyarbak\u{0131}r",
        title: "Diyarbak\u{0131}r"),
    CaseCase(locale: "tr", text: "I", upper: "I", lower: "\u{0131}", title: "I"),
    CaseCase(locale: "az", text: "I", upper: "I", lower: "\u{0131}", title: "I"),
    CaseCase(locale: "en", text: "I", upper: "I", lower: "i", title: "I"),
    CaseCase(locale: "tr", text: "i", upper: "\u{0130}", lower: "i", title: "\u{0130}"),
    CaseCase(locale: "az", text: "i", upper: "\u{0130}", lower: "i", title: "\u{0130}"),
    CaseCase(locale: "en", text: "i", upper: "I", lower: "i", title: "I"),
    CaseCase(locale: "nl", text: "ijssel", upper: "IJSSEL", lower: "ijssel", title: "IJssel"),
    CaseCase(locale: "en", text: "ijssel", upper: "IJSSEL", lower: "ijssel", title: "Ijssel"),
    CaseCase(locale: "nl-BE", text: "ijssel", upper: "IJSSEL", lower: "ijssel", title: "IJssel"),
    CaseCase(
        locale: "nl", text: "ijsland en ijssel", upper: "IJSLAND EN IJSSEL", lower: "ijsland en ijssel",
        title: "IJsland En IJssel"),
    CaseCase(locale: "nl", text: "IJMUIDEN", upper: "IJMUIDEN", lower: "ijmuiden", title: "IJmuiden"),
    CaseCase(locale: "de", text: "\u{00DF}", upper: "SS", lower: "\u{00DF}", title: "Ss"),
    CaseCase(locale: "en", text: "\u{00DF}", upper: "SS", lower: "\u{00DF}", title: "Ss"),
    CaseCase(locale: "de", text: "stra\u{00DF}e", upper: "STRASSE", lower: "stra\u{00DF}e", title: "Stra\u{00DF}e"),
    CaseCase(locale: "de-CH", text: "stra\u{00DF}e", upper: "STRASSE", lower: "stra\u{00DF}e", title: "Stra\u{00DF}e"),
    CaseCase(
        locale: "en", text: "\u{FB01}re \u{FB02}y", upper: "FIRE FLY", lower: "\u{FB01}re \u{FB02}y", title: "Fire Fly"),
    CaseCase(
        locale: "el",
        text:
            "\u{03AC}\u{03B4}\u{03B9}\u{03BA}\u{03BF}\u{03C2}, \u{03BA}\u{03B5}\u{03AF}\u{03BC}\u{03B5}\u{03BD}\u{03BF}",
        upper:
            "\u{0391}\u{0394}\u{0399}\u{039A}\u{039F}\u{03A3}, \u{039A}\u{0395}\u{0399}\u{039C}\u{0395}\u{039D}\u{039F}",
        lower:
            "\u{03AC}\u{03B4}\u{03B9}\u{03BA}\u{03BF}\u{03C2}, \u{03BA}\u{03B5}\u{03AF}\u{03BC}\u{03B5}\u{03BD}\u{03BF}",
        title:
            "\u{0386}\u{03B4}\u{03B9}\u{03BA}\u{03BF}\u{03C2}, \u{039A}\u{03B5}\u{03AF}\u{03BC}\u{03B5}\u{03BD}\u{03BF}"
    ),
    CaseCase(
        locale: "en",
        text:
            "\u{03AC}\u{03B4}\u{03B9}\u{03BA}\u{03BF}\u{03C2}, \u{03BA}\u{03B5}\u{03AF}\u{03BC}\u{03B5}\u{03BD}\u{03BF}",
        upper:
            "\u{0386}\u{0394}\u{0399}\u{039A}\u{039F}\u{03A3}, \u{039A}\u{0395}\u{038A}\u{039C}\u{0395}\u{039D}\u{039F}",
        lower:
            "\u{03AC}\u{03B4}\u{03B9}\u{03BA}\u{03BF}\u{03C2}, \u{03BA}\u{03B5}\u{03AF}\u{03BC}\u{03B5}\u{03BD}\u{03BF}",
        title:
            "\u{0386}\u{03B4}\u{03B9}\u{03BA}\u{03BF}\u{03C2}, \u{039A}\u{03B5}\u{03AF}\u{03BC}\u{03B5}\u{03BD}\u{03BF}"
    ),
    CaseCase(
        locale: "el", text: "\u{0386}\u{0394}\u{0399}\u{039A}\u{039F}\u{03A3}",
        upper: "\u{0391}\u{0394}\u{0399}\u{039A}\u{039F}\u{03A3}",
        lower: "\u{03AC}\u{03B4}\u{03B9}\u{03BA}\u{03BF}\u{03C2}",
        title: "\u{0386}\u{03B4}\u{03B9}\u{03BA}\u{03BF}\u{03C2}"),
    CaseCase(
        locale: "el", text: "\u{039C}\u{03AC}\u{03B9}\u{03BF}\u{03C2}",
        upper: "\u{039C}\u{0391}\u{03AA}\u{039F}\u{03A3}", lower: "\u{03BC}\u{03AC}\u{03B9}\u{03BF}\u{03C2}",
        title: "\u{039C}\u{03AC}\u{03B9}\u{03BF}\u{03C2}"),
    CaseCase(
        locale: "el", text: "\u{03B5}\u{03C5}\u{03C7}\u{03B1}\u{03C1}\u{03B9}\u{03C3}\u{03C4}\u{03CE}",
        upper: "\u{0395}\u{03A5}\u{03A7}\u{0391}\u{03A1}\u{0399}\u{03A3}\u{03A4}\u{03A9}",
        lower: "\u{03B5}\u{03C5}\u{03C7}\u{03B1}\u{03C1}\u{03B9}\u{03C3}\u{03C4}\u{03CE}",
        title: "\u{0395}\u{03C5}\u{03C7}\u{03B1}\u{03C1}\u{03B9}\u{03C3}\u{03C4}\u{03CE}"),
    CaseCase(locale: "lt", text: "\u{00CC}", upper: "\u{00CC}", lower: "i\u{0307}\u{0300}", title: "\u{00CC}"),
    CaseCase(locale: "en", text: "\u{00CC}", upper: "\u{00CC}", lower: "\u{00EC}", title: "\u{00CC}"),
    CaseCase(locale: "lt", text: "i\u{0307}", upper: "I", lower: "i\u{0307}", title: "I\u{0307}"),
    CaseCase(locale: "en", text: "i\u{0307}", upper: "I\u{0307}", lower: "i\u{0307}", title: "I\u{0307}"),
    CaseCase(
        locale: "lt", text: "\u{012E}\u{0303}", upper: "\u{012E}\u{0303}", lower: "\u{012F}\u{0307}\u{0303}",
        title: "\u{012E}\u{0303}"),
    CaseCase(locale: "hr", text: "\u{01C6}emal", upper: "\u{01C4}EMAL", lower: "\u{01C6}emal", title: "\u{01C5}emal"),
    CaseCase(
        locale: "en", text: "hello wORLD o'neill", upper: "HELLO WORLD O'NEILL", lower: "hello world o'neill",
        title: "Hello World O'neill"),
    CaseCase(
        locale: "fr", text: "hello wORLD o'neill", upper: "HELLO WORLD O'NEILL", lower: "hello world o'neill",
        title: "Hello World O'neill"),
    CaseCase(
        locale: "fr", text: "l'\u{00E9}t\u{00E9}", upper: "L'\u{00C9}T\u{00C9}", lower: "l'\u{00E9}t\u{00E9}",
        title: "L'\u{00E9}t\u{00E9}"),
    CaseCase(locale: "en", text: "\u{0149}", upper: "\u{02BC}N", lower: "\u{0149}", title: "\u{02BC}N"),
    CaseCase(
        locale: "el", text: "\u{03A3}\u{038A}\u{03A3}\u{03A5}\u{03A6}\u{039F}\u{03A3}",
        upper: "\u{03A3}\u{0399}\u{03A3}\u{03A5}\u{03A6}\u{039F}\u{03A3}",
        lower: "\u{03C3}\u{03AF}\u{03C3}\u{03C5}\u{03C6}\u{03BF}\u{03C2}",
        title: "\u{03A3}\u{03AF}\u{03C3}\u{03C5}\u{03C6}\u{03BF}\u{03C2}"),
    CaseCase(
        locale: "en", text: "\u{03A3}\u{038A}\u{03A3}\u{03A5}\u{03A6}\u{039F}\u{03A3}",
        upper: "\u{03A3}\u{038A}\u{03A3}\u{03A5}\u{03A6}\u{039F}\u{03A3}",
        lower: "\u{03C3}\u{03AF}\u{03C3}\u{03C5}\u{03C6}\u{03BF}\u{03C2}",
        title: "\u{03A3}\u{03AF}\u{03C3}\u{03C5}\u{03C6}\u{03BF}\u{03C2}"),
    CaseCase(locale: "en", text: "", upper: "", lower: "", title: ""),
    CaseCase(
        locale: "en", text: "\u{1F600} \u{00E9}moji \u{00C9}MOJI", upper: "\u{1F600} \u{00C9}MOJI \u{00C9}MOJI",
        lower: "\u{1F600} \u{00E9}moji \u{00E9}moji", title: "\u{1F600} \u{00C9}moji \u{00C9}moji"),
    CaseCase(locale: "en", text: "\u{01C8}", upper: "\u{01C7}", lower: "\u{01C9}", title: "\u{01C8}"),
    CaseCase(locale: "en", text: "\u{FB03}", upper: "FFI", lower: "\u{FB03}", title: "Ffi"),
    CaseCase(locale: "hy", text: "\u{0587}", upper: "\u{0535}\u{054E}", lower: "\u{0587}", title: "\u{0535}\u{057E}"),
    CaseCase(locale: "en", text: "\u{0587}", upper: "\u{0535}\u{0552}", lower: "\u{0587}", title: "\u{0535}\u{0582}"),
]
