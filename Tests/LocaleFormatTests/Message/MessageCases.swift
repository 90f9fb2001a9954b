// Generated from PyICU 72.1 (ICU 72.1) and 2.14 (ICU 76.1), independently of
// LocaleFormat: icu.MessageFormat(pattern, locale).format(names, values) with
// the default zone set to the case's zone (PyICU dates in seconds), decimals
// parsed by an en_US_POSIX DecimalFormat (exact digits). A plain expectation
// holds on both; an `.icu` one is what each answers. Checked and reproduced by
// Scripts/icu-versions/oracle-message.py; do not edit by hand.

import LocaleFormatTestSupport

@testable import LocaleFormat

struct MessageCase: Sendable, CustomStringConvertible {
    var pattern: String
    var locale: String
    var timeZone: String
    var arguments: [String: MessageFormat.Argument]
    var expected: ICUExpected
    var description: String { "\(locale) \(pattern.prefix(40)) \(arguments.keys.sorted())" }
}

let messageCases: [MessageCase] = [
    MessageCase(
        pattern: "{count, plural, one {# day} other {# days}}",
        locale: "en", timeZone: "UTC",
        arguments: ["count": .integer(0)],
        expected: "0 days"),
    MessageCase(
        pattern: "{count, plural, one {# day} other {# days}}",
        locale: "en", timeZone: "UTC",
        arguments: ["count": .integer(1)],
        expected: "1 day"),
    MessageCase(
        pattern: "{count, plural, one {# day} other {# days}}",
        locale: "en", timeZone: "UTC",
        arguments: ["count": .integer(2)],
        expected: "2 days"),
    MessageCase(
        pattern: "{count, plural, one {# day} other {# days}}",
        locale: "en", timeZone: "UTC",
        arguments: ["count": .decimal("1.5")],
        expected: "1.5 days"),
    MessageCase(
        pattern: "{count, plural, one {# day} other {# days}}",
        locale: "en", timeZone: "UTC",
        arguments: ["count": .decimal("1.0")],
        expected: "1 day"),
    MessageCase(
        pattern: "{count, plural, one {# day} other {# days}}",
        locale: "en", timeZone: "UTC",
        arguments: ["count": .integer(1000000)],
        expected: "1,000,000 days"),
    MessageCase(
        pattern:
            "{host} invited {guests, plural, offset:1 =0 {nobody} =1 {{guest}} one {{guest} and # other} other {{guest} and # others}}",
        locale: "en", timeZone: "UTC",
        arguments: ["host": .string("Ana"), "guests": .integer(0), "guest": .string("Bo")],
        expected: "Ana invited nobody"),
    MessageCase(
        pattern:
            "{host} invited {guests, plural, offset:1 =0 {nobody} =1 {{guest}} one {{guest} and # other} other {{guest} and # others}}",
        locale: "en", timeZone: "UTC",
        arguments: ["host": .string("Ana"), "guests": .integer(1), "guest": .string("Bo")],
        expected: "Ana invited Bo"),
    MessageCase(
        pattern:
            "{host} invited {guests, plural, offset:1 =0 {nobody} =1 {{guest}} one {{guest} and # other} other {{guest} and # others}}",
        locale: "en", timeZone: "UTC",
        arguments: ["host": .string("Ana"), "guests": .integer(2), "guest": .string("Bo")],
        expected: "Ana invited Bo and 1 other"),
    MessageCase(
        pattern:
            "{host} invited {guests, plural, offset:1 =0 {nobody} =1 {{guest}} one {{guest} and # other} other {{guest} and # others}}",
        locale: "en", timeZone: "UTC",
        arguments: ["host": .string("Ana"), "guests": .integer(3), "guest": .string("Bo")],
        expected: "Ana invited Bo and 2 others"),
    MessageCase(
        pattern:
            "{host} invited {guests, plural, offset:1 =0 {nobody} =1 {{guest}} one {{guest} and # other} other {{guest} and # others}}",
        locale: "en", timeZone: "UTC",
        arguments: ["host": .string("Ana"), "guests": .integer(10), "guest": .string("Bo")],
        expected: "Ana invited Bo and 9 others"),
    MessageCase(
        pattern:
            "{n, plural, zero {لا توجد كتب} one {كتاب واحد} two {كتابان} few {# كتب} many {# كتابًا} other {# كتاب}}",
        locale: "ar", timeZone: "UTC",
        arguments: ["n": .integer(0)],
        expected: "لا توجد كتب"),
    MessageCase(
        pattern:
            "{n, plural, zero {لا توجد كتب} one {كتاب واحد} two {كتابان} few {# كتب} many {# كتابًا} other {# كتاب}}",
        locale: "ar", timeZone: "UTC",
        arguments: ["n": .integer(1)],
        expected: "كتاب واحد"),
    MessageCase(
        pattern:
            "{n, plural, zero {لا توجد كتب} one {كتاب واحد} two {كتابان} few {# كتب} many {# كتابًا} other {# كتاب}}",
        locale: "ar", timeZone: "UTC",
        arguments: ["n": .integer(2)],
        expected: "كتابان"),
    MessageCase(
        pattern:
            "{n, plural, zero {لا توجد كتب} one {كتاب واحد} two {كتابان} few {# كتب} many {# كتابًا} other {# كتاب}}",
        locale: "ar", timeZone: "UTC",
        arguments: ["n": .integer(3)],
        expected: .icu([72: "٣ كتب", 76: "3 كتب"])),
    MessageCase(
        pattern:
            "{n, plural, zero {لا توجد كتب} one {كتاب واحد} two {كتابان} few {# كتب} many {# كتابًا} other {# كتاب}}",
        locale: "ar", timeZone: "UTC",
        arguments: ["n": .integer(11)],
        expected: .icu([72: "١١ كتابًا", 76: "11 كتابًا"])),
    MessageCase(
        pattern:
            "{n, plural, zero {لا توجد كتب} one {كتاب واحد} two {كتابان} few {# كتب} many {# كتابًا} other {# كتاب}}",
        locale: "ar", timeZone: "UTC",
        arguments: ["n": .integer(100)],
        expected: .icu([72: "١٠٠ كتاب", 76: "100 كتاب"])),
    MessageCase(
        pattern:
            "{n, plural, zero {لا توجد كتب} one {كتاب واحد} two {كتابان} few {# كتب} many {# كتابًا} other {# كتاب}}",
        locale: "ar", timeZone: "UTC",
        arguments: ["n": .decimal("2.5")],
        expected: .icu([72: "٢٫٥ كتاب", 76: "2.5 كتاب"])),
    MessageCase(
        pattern: "{n, number} | {d, date, long}",
        locale: "ar", timeZone: "UTC",
        arguments: ["n": .decimal("1234.5"), "d": .date(millisecondsSince1970: 1438968572000)],
        expected: .icu([72: "١٬٢٣٤٫٥ | ٧ أغسطس ٢٠١٥", 76: "1,234.5 | 7 أغسطس 2015"])),
    MessageCase(
        pattern: "{n, number} | {d, date, long}",
        locale: "ar-EG", timeZone: "UTC",
        arguments: ["n": .decimal("1234.5"), "d": .date(millisecondsSince1970: 1438968572000)],
        expected: "١٬٢٣٤٫٥ | ٧ أغسطس ٢٠١٥"),
    MessageCase(
        pattern: "{n, plural, one {# книга} few {# книги} many {# книг} other {# книги}}",
        locale: "ru", timeZone: "UTC",
        arguments: ["n": .integer(1)],
        expected: "1 книга"),
    MessageCase(
        pattern: "{n, plural, one {# книга} few {# книги} many {# книг} other {# книги}}",
        locale: "ru", timeZone: "UTC",
        arguments: ["n": .integer(2)],
        expected: "2 книги"),
    MessageCase(
        pattern: "{n, plural, one {# книга} few {# книги} many {# книг} other {# книги}}",
        locale: "ru", timeZone: "UTC",
        arguments: ["n": .integer(5)],
        expected: "5 книг"),
    MessageCase(
        pattern: "{n, plural, one {# книга} few {# книги} many {# книг} other {# книги}}",
        locale: "ru", timeZone: "UTC",
        arguments: ["n": .integer(11)],
        expected: "11 книг"),
    MessageCase(
        pattern: "{n, plural, one {# книга} few {# книги} many {# книг} other {# книги}}",
        locale: "ru", timeZone: "UTC",
        arguments: ["n": .integer(21)],
        expected: "21 книга"),
    MessageCase(
        pattern: "{n, plural, one {# книга} few {# книги} many {# книг} other {# книги}}",
        locale: "ru", timeZone: "UTC",
        arguments: ["n": .integer(22)],
        expected: "22 книги"),
    MessageCase(
        pattern: "{n, plural, one {# книга} few {# книги} many {# книг} other {# книги}}",
        locale: "ru", timeZone: "UTC",
        arguments: ["n": .integer(25)],
        expected: "25 книг"),
    MessageCase(
        pattern: "{n, plural, one {# книга} few {# книги} many {# книг} other {# книги}}",
        locale: "ru", timeZone: "UTC",
        arguments: ["n": .decimal("1.5")],
        expected: "1,5 книги"),
    MessageCase(
        pattern: "{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}",
        locale: "pl", timeZone: "UTC",
        arguments: ["count": .integer(0)],
        expected: "0 plików"),
    MessageCase(
        pattern: "{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}",
        locale: "pl", timeZone: "UTC",
        arguments: ["count": .integer(1)],
        expected: "1 plik"),
    MessageCase(
        pattern: "{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}",
        locale: "pl", timeZone: "UTC",
        arguments: ["count": .integer(3)],
        expected: "3 pliki"),
    MessageCase(
        pattern: "{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}",
        locale: "pl", timeZone: "UTC",
        arguments: ["count": .integer(5)],
        expected: "5 plików"),
    MessageCase(
        pattern: "{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}",
        locale: "pl", timeZone: "UTC",
        arguments: ["count": .integer(12)],
        expected: "12 plików"),
    MessageCase(
        pattern: "{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}",
        locale: "pl", timeZone: "UTC",
        arguments: ["count": .integer(22)],
        expected: "22 pliki"),
    MessageCase(
        pattern: "{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}",
        locale: "pl", timeZone: "UTC",
        arguments: ["count": .decimal("1.5")],
        expected: "1,5 pliku"),
    MessageCase(
        pattern: "{n, plural, other {リンゴが#個あります}}（{d, date, full}）",
        locale: "ja", timeZone: "Asia/Tokyo",
        arguments: ["n": .integer(1000), "d": .date(millisecondsSince1970: 1546300800000)],
        expected: "リンゴが1,000個あります（2019年1月1日火曜日）"),
    MessageCase(
        pattern: "{d, date, ::GGGGyMMMMd}",
        locale: "ja-u-ca-japanese", timeZone: "UTC",
        arguments: ["d": .date(millisecondsSince1970: 1546300800000)],
        expected: "平成31年1月1日"),
    MessageCase(
        pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(1)],
        expected: "1st"),
    MessageCase(
        pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(2)],
        expected: "2nd"),
    MessageCase(
        pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(3)],
        expected: "3rd"),
    MessageCase(
        pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(4)],
        expected: "4th"),
    MessageCase(
        pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(11)],
        expected: "11th"),
    MessageCase(
        pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(12)],
        expected: "12th"),
    MessageCase(
        pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(13)],
        expected: "13th"),
    MessageCase(
        pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(21)],
        expected: "21st"),
    MessageCase(
        pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(22)],
        expected: "22nd"),
    MessageCase(
        pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(23)],
        expected: "23rd"),
    MessageCase(
        pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(101)],
        expected: "101st"),
    MessageCase(
        pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(111)],
        expected: "111th"),
    MessageCase(
        pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(112)],
        expected: "112th"),
    MessageCase(
        pattern: "{n, selectordinal, one {#-й} other {#-й}}",
        locale: "ru", timeZone: "UTC",
        arguments: ["n": .integer(3)],
        expected: "3-й"),
    MessageCase(
        pattern: "{n, selectordinal, zero {#fed} one {#af} two {#ail} few {#ydd} many {#fed} other {#fed}}",
        locale: "cy", timeZone: "UTC",
        arguments: ["n": .integer(0)],
        expected: "0fed"),
    MessageCase(
        pattern: "{n, selectordinal, zero {#fed} one {#af} two {#ail} few {#ydd} many {#fed} other {#fed}}",
        locale: "cy", timeZone: "UTC",
        arguments: ["n": .integer(1)],
        expected: "1af"),
    MessageCase(
        pattern: "{n, selectordinal, zero {#fed} one {#af} two {#ail} few {#ydd} many {#fed} other {#fed}}",
        locale: "cy", timeZone: "UTC",
        arguments: ["n": .integer(2)],
        expected: "2ail"),
    MessageCase(
        pattern: "{n, selectordinal, zero {#fed} one {#af} two {#ail} few {#ydd} many {#fed} other {#fed}}",
        locale: "cy", timeZone: "UTC",
        arguments: ["n": .integer(3)],
        expected: "3ydd"),
    MessageCase(
        pattern: "{n, selectordinal, zero {#fed} one {#af} two {#ail} few {#ydd} many {#fed} other {#fed}}",
        locale: "cy", timeZone: "UTC",
        arguments: ["n": .integer(5)],
        expected: "5fed"),
    MessageCase(
        pattern: "{n, selectordinal, zero {#fed} one {#af} two {#ail} few {#ydd} many {#fed} other {#fed}}",
        locale: "cy", timeZone: "UTC",
        arguments: ["n": .integer(6)],
        expected: "6fed"),
    MessageCase(
        pattern: "{n, selectordinal, zero {#fed} one {#af} two {#ail} few {#ydd} many {#fed} other {#fed}}",
        locale: "cy", timeZone: "UTC",
        arguments: ["n": .integer(10)],
        expected: "10fed"),
    MessageCase(
        pattern:
            "{gender, select, female {{name} hat ihre Freunde eingeladen} male {{name} hat seine Freunde eingeladen} other {{name} hat Freunde eingeladen}}",
        locale: "de", timeZone: "UTC",
        arguments: ["gender": .string("female"), "name": .string("Kim")],
        expected: "Kim hat ihre Freunde eingeladen"),
    MessageCase(
        pattern:
            "{gender, select, female {{name} hat ihre Freunde eingeladen} male {{name} hat seine Freunde eingeladen} other {{name} hat Freunde eingeladen}}",
        locale: "de", timeZone: "UTC",
        arguments: ["gender": .string("male"), "name": .string("Kim")],
        expected: "Kim hat seine Freunde eingeladen"),
    MessageCase(
        pattern:
            "{gender, select, female {{name} hat ihre Freunde eingeladen} male {{name} hat seine Freunde eingeladen} other {{name} hat Freunde eingeladen}}",
        locale: "de", timeZone: "UTC",
        arguments: ["gender": .string("other"), "name": .string("Kim")],
        expected: "Kim hat Freunde eingeladen"),
    MessageCase(
        pattern:
            "{gender, select, female {{name} hat ihre Freunde eingeladen} male {{name} hat seine Freunde eingeladen} other {{name} hat Freunde eingeladen}}",
        locale: "de", timeZone: "UTC",
        arguments: ["gender": .string("unknown"), "name": .string("Kim")],
        expected: "Kim hat Freunde eingeladen"),
    MessageCase(
        pattern:
            "{gender, select, female {{count, plural, =0 {Elle n’a aucun message} one {Elle a # message depuis le {d, date, medium}} other {Elle a # messages depuis le {d, date, medium}}}} other {{count, plural, =0 {Aucun message} one {# message} other {# messages}}}}",
        locale: "fr", timeZone: "Europe/Paris",
        arguments: [
            "gender": .string("female"), "count": .integer(0), "d": .date(millisecondsSince1970: 1438968572000),
        ],
        expected: "Elle n’a aucun message"),
    MessageCase(
        pattern:
            "{gender, select, female {{count, plural, =0 {Elle n’a aucun message} one {Elle a # message depuis le {d, date, medium}} other {Elle a # messages depuis le {d, date, medium}}}} other {{count, plural, =0 {Aucun message} one {# message} other {# messages}}}}",
        locale: "fr", timeZone: "Europe/Paris",
        arguments: [
            "gender": .string("female"), "count": .integer(1), "d": .date(millisecondsSince1970: 1438968572000),
        ],
        expected: "Elle a 1 message depuis le 7 août 2015"),
    MessageCase(
        pattern:
            "{gender, select, female {{count, plural, =0 {Elle n’a aucun message} one {Elle a # message depuis le {d, date, medium}} other {Elle a # messages depuis le {d, date, medium}}}} other {{count, plural, =0 {Aucun message} one {# message} other {# messages}}}}",
        locale: "fr", timeZone: "Europe/Paris",
        arguments: [
            "gender": .string("female"), "count": .integer(1234), "d": .date(millisecondsSince1970: 1438968572000),
        ],
        expected: "Elle a 1 234 messages depuis le 7 août 2015"),
    MessageCase(
        pattern:
            "{gender, select, female {{count, plural, =0 {Elle n’a aucun message} one {Elle a # message depuis le {d, date, medium}} other {Elle a # messages depuis le {d, date, medium}}}} other {{count, plural, =0 {Aucun message} one {# message} other {# messages}}}}",
        locale: "fr", timeZone: "Europe/Paris",
        arguments: [
            "gender": .string("other"), "count": .integer(2), "d": .date(millisecondsSince1970: 1438968572000),
        ],
        expected: "2 messages"),
    MessageCase(
        pattern: "{d, date, full}, {d, time, full}",
        locale: "es", timeZone: "America/Los_Angeles",
        arguments: ["d": .date(millisecondsSince1970: 1438968572000)],
        expected: "viernes, 7 de agosto de 2015, 10:29:32 (hora de verano del Pacífico)"),
    MessageCase(
        pattern: "{d, date, short} {d, time, short}",
        locale: "en-US", timeZone: "UTC",
        arguments: ["d": .date(millisecondsSince1970: 1438968572000)],
        expected: "8/7/15 5:29 PM"),
    MessageCase(
        pattern: "{d, date, short} {d, time, short}",
        locale: "en-US", timeZone: "America/Los_Angeles",
        arguments: ["d": .date(millisecondsSince1970: 1438968572000)],
        expected: "8/7/15 10:29 AM"),
    MessageCase(
        pattern: "{d, date, short} {d, time, short}",
        locale: "en-US", timeZone: "GMT+05:30",
        arguments: ["d": .date(millisecondsSince1970: 1438968572000)],
        expected: "8/7/15 10:59 PM"),
    MessageCase(
        pattern: "{d, date, short} {d, time, short}",
        locale: "en-US", timeZone: "Asia/Kolkata",
        arguments: ["d": .date(millisecondsSince1970: -14182940000)],
        expected: "7/21/69 1:47 AM"),
    MessageCase(
        pattern: "{d}",
        locale: "de", timeZone: "Europe/Berlin",
        arguments: ["d": .date(millisecondsSince1970: 1438968572000)],
        expected: "07.08.15, 19:29"),
    MessageCase(
        pattern: "{d, date, ::yMMMMd} {d, time, ::jmm}",
        locale: "de", timeZone: "Europe/Berlin",
        arguments: ["d": .date(millisecondsSince1970: 1438968572000)],
        expected: "7. August 2015 19:29"),
    MessageCase(
        pattern: "{d, date, dd.MM.yyyy HH:mm zzzz}",
        locale: "de", timeZone: "Europe/Berlin",
        arguments: ["d": .date(millisecondsSince1970: 1546300800000)],
        expected: " 01.01.2019 01:00 Mitteleuropäische Normalzeit"),
    MessageCase(
        pattern: "{d, time, medium}",
        locale: "he", timeZone: "Asia/Jerusalem",
        arguments: ["d": .date(millisecondsSince1970: 1438968572000)],
        expected: "20:29:32"),
    MessageCase(
        pattern: "{n, number, ::currency/EUR}",
        locale: "de", timeZone: "UTC",
        arguments: ["n": .decimal("1234.5")],
        expected: "1.234,50 €"),
    MessageCase(
        pattern: "{n, number, ::currency/EUR}",
        locale: "de", timeZone: "UTC",
        arguments: ["n": .decimal("12345678901234567.89")],
        expected: "12.345.678.901.234.567,89 €"),
    MessageCase(
        pattern: "{n, number, ::currency/JPY}",
        locale: "ja", timeZone: "UTC",
        arguments: ["n": .integer(1234)],
        expected: "￥1,234"),
    MessageCase(
        pattern: "{n, number}",
        locale: "fr", timeZone: "UTC",
        arguments: ["n": .decimal("1234567.891")],
        expected: "1 234 567,891"),
    MessageCase(
        pattern: "{n, number, percent}",
        locale: "fr", timeZone: "UTC",
        arguments: ["n": .decimal("0.25")],
        expected: "25 %"),
    MessageCase(
        pattern: "{n, number, integer}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .decimal("2.5")],
        expected: "2"),
    MessageCase(
        pattern: "{n, number, ::percent scale/100 .0}",
        locale: "de", timeZone: "UTC",
        arguments: ["n": .decimal("12.345")],
        expected: "1.234,5 %"),
    MessageCase(
        pattern: "{n} {m}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(1234567), "m": .decimal("-0.5")],
        expected: "1,234,567 -0.5"),
    MessageCase(
        pattern: "{n, spellout}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(42)],
        expected: "forty-two"),
    MessageCase(
        pattern: "{n, ordinal}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(42)],
        expected: "42nd"),
    MessageCase(
        pattern: "{n, plural, one {# שנה} two {שנתיים} other {# שנים}}",
        locale: "he", timeZone: "UTC",
        arguments: ["n": .integer(1)],
        expected: "1 שנה"),
    MessageCase(
        pattern: "{n, plural, one {# שנה} two {שנתיים} other {# שנים}}",
        locale: "he", timeZone: "UTC",
        arguments: ["n": .integer(2)],
        expected: "שנתיים"),
    MessageCase(
        pattern: "{n, plural, one {# שנה} two {שנתיים} other {# שנים}}",
        locale: "he", timeZone: "UTC",
        arguments: ["n": .integer(3)],
        expected: "3 שנים"),
    MessageCase(
        pattern: "{n, plural, one {# שנה} two {שנתיים} other {# שנים}}",
        locale: "he", timeZone: "UTC",
        arguments: ["n": .integer(10)],
        expected: "10 שנים"),
    MessageCase(
        pattern: "{n, plural, one {# diena} few {# dienos} many {# dienos} other {# dienų}}",
        locale: "lt", timeZone: "UTC",
        arguments: ["n": .integer(1)],
        expected: "1 diena"),
    MessageCase(
        pattern: "{n, plural, one {# diena} few {# dienos} many {# dienos} other {# dienų}}",
        locale: "lt", timeZone: "UTC",
        arguments: ["n": .integer(2)],
        expected: "2 dienos"),
    MessageCase(
        pattern: "{n, plural, one {# diena} few {# dienos} many {# dienos} other {# dienų}}",
        locale: "lt", timeZone: "UTC",
        arguments: ["n": .integer(10)],
        expected: "10 dienų"),
    MessageCase(
        pattern: "{n, plural, one {# diena} few {# dienos} many {# dienos} other {# dienų}}",
        locale: "lt", timeZone: "UTC",
        arguments: ["n": .decimal("0.5")],
        expected: "0,5 dienos"),
    MessageCase(
        pattern: "{n, plural, other {# 天}}",
        locale: "zh", timeZone: "UTC",
        arguments: ["n": .integer(3)],
        expected: "3 天"),
    MessageCase(
        pattern: "'{'literal'}' and it''s {x}",
        locale: "en", timeZone: "UTC",
        arguments: ["x": .string("fine")],
        expected: "{literal} and it's fine"),
    MessageCase(
        pattern: "{0} and {1}",
        locale: "en", timeZone: "UTC",
        arguments: ["0": .string("zero"), "1": .string("one")],
        expected: "zero and one"),
    MessageCase(
        pattern: "No arguments at all",
        locale: "en", timeZone: "UTC",
        arguments: [:],
        expected: "No arguments at all"),
    MessageCase(
        pattern: "{a}{b}{a}",
        locale: "en", timeZone: "UTC",
        arguments: ["a": .string("x"), "b": .string("")],
        expected: "xx"),
    MessageCase(
        pattern: "{d, time, h 'o''clock' a} '{'{d, date, ::yMMMd}'}'",
        locale: "en", timeZone: "America/New_York",
        arguments: ["d": .date(millisecondsSince1970: 1438968572000)],
        expected: " 1 o'clock PM {Aug 7, 2015}"),
    MessageCase(
        pattern: "{g, select, a {{d, date, ::EEEE}} other {{d, date, ::MMMM}: {n, number, ::compact-short}}}",
        locale: "pl", timeZone: "Europe/Warsaw",
        arguments: ["g": .string("a"), "d": .date(millisecondsSince1970: 1546300800000), "n": .integer(123456)],
        expected: "wtorek"),
    MessageCase(
        pattern: "{g, select, a {{d, date, ::EEEE}} other {{d, date, ::MMMM}: {n, number, ::compact-short}}}",
        locale: "pl", timeZone: "Europe/Warsaw",
        arguments: ["g": .string("b"), "d": .date(millisecondsSince1970: 1546300800000), "n": .integer(123456)],
        expected: "styczeń: 123 tys."),
    MessageCase(
        pattern: "{n, choice, 0#none|1#one|1<many}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(0)],
        expected: "none"),
    MessageCase(
        pattern: "{n, choice, 0#none|1#one|1<many}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(1)],
        expected: "one"),
    MessageCase(
        pattern: "{n, choice, 0#none|1#one|1<many}",
        locale: "en", timeZone: "UTC",
        arguments: ["n": .integer(5)],
        expected: "many"),
]
