import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// ICU's own `MeasureFormat(locale, width).formatMeasures` results (a
/// C++ program against the system ICU, default locale root) in eighteen
/// locales, every width, the numeric clock forms included. A plain literal
/// holds on ICU 72.1 and 76.1; `.icu` rows are what each answers.
/// Reproduced by Scripts/icu-versions/oracle-duration.py.
enum DurationFormatCases {
    static let all:
        [(
            locale: String, width: DurationFormat.Width, amounts: [DurationFormat.Unit: String],
            expected: ICUExpected
        )] = [
            (
                "ar", .long, [.hours: "1", .minutes: "2", .seconds: "3"],
                .icu([72: "ساعة، ودقيقتان، و٣ ثوان", 76: "ساعة، ودقيقتان، و3 ثوان"])
            ),
            (
                "ar", .long, [.years: "2", .months: "1", .days: "10"],
                .icu([72: "سنتان، وشهر، و١٠ أيام", 76: "سنتان، وشهر، و10 أيام"])
            ),
            ("ar", .long, [.minutes: "90"], .icu([72: "٩٠ دقيقة", 76: "90 دقيقة"])),
            ("ar", .long, [.hours: "1", .minutes: "2.5"], .icu([72: "ساعة و٢٫٥ دقيقة", 76: "ساعة و2.5 دقيقة"])),
            ("ar", .long, [.weeks: "3", .days: "0"], .icu([72: "٣ أسابيع و٠ يوم", 76: "3 أسابيع و0 يوم"])),
            (
                "ar", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                .icu([
                    72: "ثانية، و٢٥٠ ملي ثانية، و٥ ميكروثانية، و٧ نانو ثانية",
                    76: "ثانية، و250 ملي ثانية، و5 ميكروثانية، و7 نانو ثانية",
                ])
            ),
            (
                "ar", .short, [.hours: "1", .minutes: "2", .seconds: "3"],
                .icu([72: "١ س، و٢ د، و٣ ث", 76: "1 س، و2 د، و3 ث"])
            ),
            (
                "ar", .short, [.years: "2", .months: "1", .days: "10"],
                .icu([72: "سنتان، وشهر، و١٠ أيام", 76: "سنتان، وشهر، و10 أيام"])
            ),
            ("ar", .short, [.minutes: "90"], .icu([72: "٩٠ د", 76: "90 د"])),
            ("ar", .short, [.hours: "1", .minutes: "2.5"], .icu([72: "١ س و٢٫٥ د", 76: "1 س و2.5 د"])),
            ("ar", .short, [.weeks: "3", .days: "0"], .icu([72: "٣ أسابيع و٠ يوم", 76: "3 أسابيع و0 يوم"])),
            (
                "ar", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                .icu([72: "١ ث، و٢٥٠ ملي ث، و٥ م.ث.، و٧ ن.ث.", 76: "1 ث، و250 ملي ث، و5 م.ث.، و7 ن.ث."])
            ),
            (
                "ar", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"],
                .icu([72: "١ س و٢ د و٣ ث", 76: "1 س و2 د و3 ث"])
            ),
            (
                "ar", .narrow, [.years: "2", .months: "1", .days: "10"],
                .icu([72: "٢ سنة وشهر و١٠ ي", 76: "2 سنة وشهر و10 ي"])
            ),
            ("ar", .narrow, [.minutes: "90"], .icu([72: "٩٠ د", 76: "90 د"])),
            ("ar", .narrow, [.hours: "1", .minutes: "2.5"], .icu([72: "١ س و٢٫٥ د", 76: "1 س و2.5 د"])),
            ("ar", .narrow, [.weeks: "3", .days: "0"], .icu([72: "٣ أ و٠ ي", 76: "3 أ و0 ي"])),
            (
                "ar", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                .icu([72: "١ ث و٢٥٠ ملي ث و٥ م.ث. و٧ ن.ث.", 76: "1 ث و250 ملي ث و5 م.ث. و7 ن.ث."])
            ),
            ("ar", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], .icu([72: "١:٠٢:٠٣٫٥", 76: "1:02:03.5"])),
            ("ar", .numeric, [.hours: "1234", .minutes: "5"], .icu([72: "١٬٢٣٤:٠٥", 76: "1,234:05"])),
            ("ar", .numeric, [.minutes: "1", .seconds: "59.9999"], .icu([72: "١:٦٠", 76: "1:60"])),
            ("ar", .numeric, [.hours: "1", .seconds: "3"], .icu([72: "١:٠٠:٠٣", 76: "1:00:03"])),
            (
                "he", .long, [.hours: "1", .minutes: "2", .seconds: "3"],
                .icu([72: "שעה, שתי דקות ו-3 שניות", 76: "1 שעה, שתי דקות ו-3 שניות"])
            ),
            (
                "he", .long, [.years: "2", .months: "1", .days: "10"],
                .icu([72: "שנתיים, חודש ו-10 ימים", 76: "2 שנים, 1 חודש ו-10 ימים"])
            ),
            ("he", .long, [.minutes: "90"], "90 דקות"),
            ("he", .long, [.hours: "1", .minutes: "2.5"], .icu([72: "שעה, 2.5 דקות", 76: "1 שעה, 2.5 דקות"])),
            ("he", .long, [.weeks: "3", .days: "0"], "3 שבועות, 0 ימים"),
            (
                "he", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                .icu([
                    72: "שניה, 250 אלפיות שנייה, 5 מיליוניות שנייה ו-7 ננו שניות",
                    76: "1 שניה, 250 אלפיות שנייה, 5 מיליוניות שנייה ו-7 ננו שניות",
                ])
            ),
            (
                "he", .short, [.hours: "1", .minutes: "2", .seconds: "3"],
                .icu([72: "שעה, שתי דק׳, 3 שנ׳", 76: "1 שעה, 2 דק׳, 3 שנ׳"])
            ),
            (
                "he", .short, [.years: "2", .months: "1", .days: "10"],
                .icu([72: "2 שנים, חודש, 10 ימ׳", 76: "2 שנים, 1 ח׳, 10 ימ׳"])
            ),
            ("he", .short, [.minutes: "90"], "90 דק׳"),
            ("he", .short, [.hours: "1", .minutes: "2.5"], .icu([72: "שעה, 2.5 דק׳", 76: "1 שעה, 2.5 דק׳"])),
            ("he", .short, [.weeks: "3", .days: "0"], "3 שבועות, 0 ימ׳"),
            (
                "he", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                .icu([72: "שנ׳, 250 ms, 5 μs, 7 ns", 76: "1 שנ׳, 250 ms, 5 μs, 7 ns"])
            ),
            (
                "he", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"],
                .icu([72: "שעה 1 שתי דק׳ 3 שנ׳", 76: "1 שע׳ 2 דק׳ 3 שנ׳"])
            ),
            (
                "he", .narrow, [.years: "2", .months: "1", .days: "10"],
                .icu([72: "2 ש′ ח׳ 1 10 י׳", 76: "2 ש′ 1 ח׳ 10 י׳"])
            ),
            ("he", .narrow, [.minutes: "90"], "90 דק׳"),
            ("he", .narrow, [.hours: "1", .minutes: "2.5"], .icu([72: "שעה 1 2.5 דק׳", 76: "1 שע׳ 2.5 דק׳"])),
            ("he", .narrow, [.weeks: "3", .days: "0"], "3 ש′ 0 י׳"),
            (
                "he", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                .icu([72: "שניה 250 ms 5 μs 7 ns", 76: "1 שנ׳ 250 ms 5 μs 7 ns"])
            ),
            ("he", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "1:02:03.5"),
            ("he", .numeric, [.hours: "1234", .minutes: "5"], "1,234:05"),
            ("he", .numeric, [.minutes: "1", .seconds: "59.9999"], "1:60"),
            ("he", .numeric, [.hours: "1", .seconds: "3"], "1:00:03"),
            ("fa", .long, [.hours: "1", .minutes: "2", .seconds: "3"], "۱ ساعت،\u{200F} ۲ دقیقه، و ۳ ثانیه"),
            ("fa", .long, [.years: "2", .months: "1", .days: "10"], "۲ سال،\u{200F} ۱ ماه، و ۱۰ روز"),
            ("fa", .long, [.minutes: "90"], "۹۰ دقیقه"),
            ("fa", .long, [.hours: "1", .minutes: "2.5"], "۱ ساعت و ۲٫۵ دقیقه"),
            ("fa", .long, [.weeks: "3", .days: "0"], "۳ هفته و ۰ روز"),
            (
                "fa", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "۱ ثانیه،\u{200F} ۲۵۰ میلی\u{200C}ثانیه،\u{200F} ۵ میکروثانیه، و ۷ نانوثانیه"
            ),
            ("fa", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "۱ ساعت،\u{200F} ۲ دقیقه، و ۳ ثانیه"),
            ("fa", .short, [.years: "2", .months: "1", .days: "10"], "۲ سال،\u{200F} ۱ ماه، و ۱۰ روز"),
            ("fa", .short, [.minutes: "90"], "۹۰ دقیقه"),
            ("fa", .short, [.hours: "1", .minutes: "2.5"], "۱ ساعت،\u{200F} ۲٫۵ دقیقه"),
            ("fa", .short, [.weeks: "3", .days: "0"], "۳ هفته،\u{200F} ۰ روز"),
            (
                "fa", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "۱ ثانیه،\u{200F} ۲۵۰ میلی\u{200C}ثانیه،\u{200F} ۵μs، و ۷ نانوثانیه"
            ),
            ("fa", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"], "۱h ۲m ۳s"),
            ("fa", .narrow, [.years: "2", .months: "1", .days: "10"], "۲ سال ۱ ماه ۱۰ روز"),
            ("fa", .narrow, [.minutes: "90"], "۹۰m"),
            ("fa", .narrow, [.hours: "1", .minutes: "2.5"], "۱h ۲٫۵m"),
            ("fa", .narrow, [.weeks: "3", .days: "0"], "۳ هفته ۰ روز"),
            (
                "fa", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "۱s ۲۵۰ms ۵μs ۷ns"
            ),
            ("fa", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "۱:۰۲:۰۳٫۵"),
            ("fa", .numeric, [.hours: "1234", .minutes: "5"], "۱٬۲۳۴:۰۵"),
            ("fa", .numeric, [.minutes: "1", .seconds: "59.9999"], "۱:۶۰"),
            ("fa", .numeric, [.hours: "1", .seconds: "3"], "۱:۰۰:۰۳"),
            ("hi", .long, [.hours: "1", .minutes: "2", .seconds: "3"], "1 घ\u{902}टा, 2 मिनट, और 3 स\u{947}क\u{902}ड"),
            ("hi", .long, [.years: "2", .months: "1", .days: "10"], "2 वर\u{94D}ष, 1 महीना, और 10 दिन"),
            ("hi", .long, [.minutes: "90"], "90 मिनट"),
            ("hi", .long, [.hours: "1", .minutes: "2.5"], "1 घ\u{902}टा और 2.5 मिनट"),
            ("hi", .long, [.weeks: "3", .days: "0"], "3 सप\u{94D}ताह और 0 दिन"),
            (
                "hi", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 स\u{947}क\u{902}ड, 250 मिलीस\u{947}क\u{902}ड, 5 माइक\u{94D}रोस\u{947}क\u{902}ड, और 7 न\u{948}नो स\u{947}क\u{902}ड"
            ),
            ("hi", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "1 घ\u{902}॰, 2 मि॰, 3 स\u{947}॰"),
            ("hi", .short, [.years: "2", .months: "1", .days: "10"], "2 वर\u{94D}ष, 1 माह, 10 दिन"),
            ("hi", .short, [.minutes: "90"], "90 मि॰"),
            ("hi", .short, [.hours: "1", .minutes: "2.5"], "1 घ\u{902}॰, 2.5 मि॰"),
            ("hi", .short, [.weeks: "3", .days: "0"], "3 सप\u{94D}ताह, 0 दिन"),
            (
                "hi", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 स\u{947}॰, 250 मि॰स\u{947}॰, 5 μs, 7 न\u{948}नो स\u{947}॰"
            ),
            (
                "hi", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"],
                .icu([72: "1घं॰, 2 मि 3 से", 76: "1 घं, 2 मि 3 से"])
            ),
            (
                "hi", .narrow, [.years: "2", .months: "1", .days: "10"],
                .icu([72: "2वर्ष, 1माह 10 दि", 76: "2 व, 1 माह 10 दि"])
            ),
            ("hi", .narrow, [.minutes: "90"], "90 मि"),
            ("hi", .narrow, [.hours: "1", .minutes: "2.5"], .icu([72: "1घं॰ 2.5 मि", 76: "1 घं 2.5 मि"])),
            ("hi", .narrow, [.weeks: "3", .days: "0"], "3 सप\u{94D}ताह 0 दि"),
            (
                "hi", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 स\u{947}, 250 मि॰स\u{947}॰, 5 μs 7 न\u{948}नो स\u{947}"
            ),
            ("hi", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "1:02:03.5"),
            ("hi", .numeric, [.hours: "1234", .minutes: "5"], "1,234:05"),
            ("hi", .numeric, [.minutes: "1", .seconds: "59.9999"], "1:60"),
            ("hi", .numeric, [.hours: "1", .seconds: "3"], "1:00:03"),
            ("bn", .long, [.hours: "1", .minutes: "2", .seconds: "3"], "১ ঘন\u{9CD}টা, ২ মিনিট, ৩ সেকেন\u{9CD}ড"),
            ("bn", .long, [.years: "2", .months: "1", .days: "10"], "২ বছর, ১ মাস, ১০ দিন"),
            ("bn", .long, [.minutes: "90"], "৯০ মিনিট"),
            ("bn", .long, [.hours: "1", .minutes: "2.5"], "১ ঘন\u{9CD}টা, ২.৫ মিনিট"),
            ("bn", .long, [.weeks: "3", .days: "0"], "৩ সপ\u{9CD}তাহ, ০ দিন"),
            (
                "bn", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "১ সেকেন\u{9CD}ড, ২৫০ মিলিসেকেন\u{9CD}ড, ৫ মাইক\u{9CD}রোসেকেন\u{9CD}ড, ৭ ন\u{9CD}যানোসেকেন\u{9CD}ড"
            ),
            ("bn", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "১ ঘন\u{9CD}টা, ২ মিনিট, ৩ সেকেন\u{9CD}ড"),
            ("bn", .short, [.years: "2", .months: "1", .days: "10"], "২ বছর, ১ মাস, ১০ দিন"),
            ("bn", .short, [.minutes: "90"], "৯০ মিনিট"),
            ("bn", .short, [.hours: "1", .minutes: "2.5"], "১ ঘন\u{9CD}টা, ২.৫ মিনিট"),
            ("bn", .short, [.weeks: "3", .days: "0"], "৩ সপ\u{9CD}তাহ, ০ দিন"),
            (
                "bn", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "১ সেকেন\u{9CD}ড, ২৫০ ms, ৫ μs, ৭ ns"
            ),
            ("bn", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"], "১ ঘঃ, ২ মিঃ, ৩ সেঃ"),
            ("bn", .narrow, [.years: "2", .months: "1", .days: "10"], "২ বছর, ১ মাস, ১০ দিন"),
            ("bn", .narrow, [.minutes: "90"], "৯০ মিঃ"),
            ("bn", .narrow, [.hours: "1", .minutes: "2.5"], "১ ঘঃ, ২.৫ মিঃ"),
            ("bn", .narrow, [.weeks: "3", .days: "0"], "৩ সপ\u{9CD}তাহ, ০ দিন"),
            (
                "bn", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "১ সেঃ, ২৫০ ms, ৫μs, ৭ns"
            ),
            ("bn", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "১:০২:০৩.৫"),
            ("bn", .numeric, [.hours: "1234", .minutes: "5"], "১,২৩৪:০৫"),
            ("bn", .numeric, [.minutes: "1", .seconds: "59.9999"], "১:৬০"),
            ("bn", .numeric, [.hours: "1", .seconds: "3"], "১:০০:০৩"),
            (
                "th", .long, [.hours: "1", .minutes: "2", .seconds: "3"],
                "1 ช\u{E31}\u{E48}วโมง 2 นาท\u{E35} และ 3 ว\u{E34}นาท\u{E35}"
            ),
            ("th", .long, [.years: "2", .months: "1", .days: "10"], "2 ป\u{E35} 1 เด\u{E37}อน และ 10 ว\u{E31}น"),
            ("th", .long, [.minutes: "90"], "90 นาท\u{E35}"),
            ("th", .long, [.hours: "1", .minutes: "2.5"], "1 ช\u{E31}\u{E48}วโมง และ 2.5 นาท\u{E35}"),
            ("th", .long, [.weeks: "3", .days: "0"], "3 ส\u{E31}ปดาห\u{E4C} และ 0 ว\u{E31}น"),
            (
                "th", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 ว\u{E34}นาท\u{E35} 250 ม\u{E34}ลล\u{E34}ว\u{E34}นาท\u{E35} 5 ไมโครว\u{E34}นาท\u{E35} และ 7 นาโนว\u{E34}นาท\u{E35}"
            ),
            ("th", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "1 ชม. 2 นาท\u{E35} และ 3 ว\u{E34}"),
            ("th", .short, [.years: "2", .months: "1", .days: "10"], "2 ป\u{E35} 1 เด\u{E37}อน และ 10 ว\u{E31}น"),
            ("th", .short, [.minutes: "90"], "90 นาท\u{E35}"),
            ("th", .short, [.hours: "1", .minutes: "2.5"], "1 ชม. 2.5 นาท\u{E35}"),
            ("th", .short, [.weeks: "3", .days: "0"], "3 ส\u{E31}ปดาห\u{E4C} 0 ว\u{E31}น"),
            (
                "th", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 ว\u{E34} 250 ม\u{E34}ลล\u{E34}ว\u{E34}นาท\u{E35} 5 ไมโครว\u{E34} และ 7 นาโนว\u{E34}"
            ),
            ("th", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"], "1ชม. 2นาท\u{E35} 3ว\u{E34}"),
            ("th", .narrow, [.years: "2", .months: "1", .days: "10"], "2ป\u{E35} 1เด\u{E37}อน 10ว\u{E31}น"),
            ("th", .narrow, [.minutes: "90"], "90นาท\u{E35}"),
            ("th", .narrow, [.hours: "1", .minutes: "2.5"], "1ชม. 2.5นาท\u{E35}"),
            ("th", .narrow, [.weeks: "3", .days: "0"], "3ส\u{E31}ปดาห\u{E4C} 0ว\u{E31}น"),
            (
                "th", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1ว\u{E34} 250 ม\u{E34}ลล\u{E34}ว\u{E34} 5ไมโครว\u{E34} 7นาโนว\u{E34}"
            ),
            ("th", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "1:02:03.5"),
            ("th", .numeric, [.hours: "1234", .minutes: "5"], "1,234:05"),
            ("th", .numeric, [.minutes: "1", .seconds: "59.9999"], "1:60"),
            ("th", .numeric, [.hours: "1", .seconds: "3"], "1:00:03"),
            ("ja", .long, [.hours: "1", .minutes: "2", .seconds: "3"], "1 時間 2 分 3 秒"),
            ("ja", .long, [.years: "2", .months: "1", .days: "10"], "2 年 1 か月 10 日"),
            ("ja", .long, [.minutes: "90"], "90 分"),
            ("ja", .long, [.hours: "1", .minutes: "2.5"], "1 時間 2.5 分"),
            ("ja", .long, [.weeks: "3", .days: "0"], "3 週間 0 日"),
            (
                "ja", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 秒 250 ミリ秒 5 マイクロ秒 7 ナノ秒"
            ),
            ("ja", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "1 時間 2 分 3 秒"),
            ("ja", .short, [.years: "2", .months: "1", .days: "10"], "2 年 1 か月 10 日"),
            ("ja", .short, [.minutes: "90"], "90 分"),
            ("ja", .short, [.hours: "1", .minutes: "2.5"], "1 時間 2.5 分"),
            ("ja", .short, [.weeks: "3", .days: "0"], "3 週間 0 日"),
            (
                "ja", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 秒 250 ms 5 μs 7 ns"
            ),
            ("ja", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"], "1h2m3s"),
            ("ja", .narrow, [.years: "2", .months: "1", .days: "10"], "2y1m10d"),
            ("ja", .narrow, [.minutes: "90"], "90m"),
            ("ja", .narrow, [.hours: "1", .minutes: "2.5"], "1h2.5m"),
            ("ja", .narrow, [.weeks: "3", .days: "0"], "3w0d"),
            (
                "ja", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1s250ms5μs7ns"
            ),
            ("ja", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "1:02:03.5"),
            ("ja", .numeric, [.hours: "1234", .minutes: "5"], "1,234:05"),
            ("ja", .numeric, [.minutes: "1", .seconds: "59.9999"], "1:60"),
            ("ja", .numeric, [.hours: "1", .seconds: "3"], "1:00:03"),
            ("zh_Hant", .long, [.hours: "1", .minutes: "2", .seconds: "3"], "1 小時 2 分鐘 3 秒"),
            ("zh_Hant", .long, [.years: "2", .months: "1", .days: "10"], "2 年 1 個月 10 天"),
            ("zh_Hant", .long, [.minutes: "90"], "90 分鐘"),
            ("zh_Hant", .long, [.hours: "1", .minutes: "2.5"], "1 小時 2.5 分鐘"),
            ("zh_Hant", .long, [.weeks: "3", .days: "0"], "3 週 0 天"),
            (
                "zh_Hant", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 秒 250 毫秒 5 微秒 7 奈秒"
            ),
            ("zh_Hant", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "1 小時 2 分鐘 3 秒"),
            ("zh_Hant", .short, [.years: "2", .months: "1", .days: "10"], "2 年 1 個月 10 天"),
            ("zh_Hant", .short, [.minutes: "90"], "90 分鐘"),
            ("zh_Hant", .short, [.hours: "1", .minutes: "2.5"], "1 小時 2.5 分鐘"),
            ("zh_Hant", .short, [.weeks: "3", .days: "0"], "3 週 0 天"),
            (
                "zh_Hant", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 秒 250 毫秒 5 微秒 7 奈秒"
            ),
            ("zh_Hant", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"], "1 小時2 分鐘3 秒"),
            ("zh_Hant", .narrow, [.years: "2", .months: "1", .days: "10"], "2 年1 個月10 天"),
            ("zh_Hant", .narrow, [.minutes: "90"], "90 分鐘"),
            ("zh_Hant", .narrow, [.hours: "1", .minutes: "2.5"], "1 小時2.5 分鐘"),
            ("zh_Hant", .narrow, [.weeks: "3", .days: "0"], "3 週0 天"),
            (
                "zh_Hant", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 秒250 毫秒5μs7ns"
            ),
            ("zh_Hant", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "1:02:03.5"),
            ("zh_Hant", .numeric, [.hours: "1234", .minutes: "5"], "1,234:05"),
            ("zh_Hant", .numeric, [.minutes: "1", .seconds: "59.9999"], "1:60"),
            ("zh_Hant", .numeric, [.hours: "1", .seconds: "3"], "1:00:03"),
            ("ko", .long, [.hours: "1", .minutes: "2", .seconds: "3"], "1시간 2분 3초"),
            ("ko", .long, [.years: "2", .months: "1", .days: "10"], "2년 1개월 10일"),
            ("ko", .long, [.minutes: "90"], "90분"),
            ("ko", .long, [.hours: "1", .minutes: "2.5"], "1시간 2.5분"),
            ("ko", .long, [.weeks: "3", .days: "0"], "3주 0일"),
            (
                "ko", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1초 250밀리초 5마이크로초 7나노초"
            ),
            ("ko", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "1시간 2분 3초"),
            ("ko", .short, [.years: "2", .months: "1", .days: "10"], "2년 1개월 10일"),
            ("ko", .short, [.minutes: "90"], "90분"),
            ("ko", .short, [.hours: "1", .minutes: "2.5"], "1시간 2.5분"),
            ("ko", .short, [.weeks: "3", .days: "0"], "3주 0일"),
            (
                "ko", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1초 250ms 5μs 7ns"
            ),
            ("ko", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"], "1시간 2분 3초"),
            ("ko", .narrow, [.years: "2", .months: "1", .days: "10"], "2년 1개월 10일"),
            ("ko", .narrow, [.minutes: "90"], "90분"),
            ("ko", .narrow, [.hours: "1", .minutes: "2.5"], "1시간 2.5분"),
            ("ko", .narrow, [.weeks: "3", .days: "0"], "3주 0일"),
            (
                "ko", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1초 250ms 5μs 7ns"
            ),
            ("ko", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "1:02:03.5"),
            ("ko", .numeric, [.hours: "1234", .minutes: "5"], "1,234:05"),
            ("ko", .numeric, [.minutes: "1", .seconds: "59.9999"], "1:60"),
            ("ko", .numeric, [.hours: "1", .seconds: "3"], "1:00:03"),
            ("ru", .long, [.hours: "1", .minutes: "2", .seconds: "3"], "1 час 2 минуты 3 секунды"),
            ("ru", .long, [.years: "2", .months: "1", .days: "10"], "2 года 1 месяц 10 дней"),
            ("ru", .long, [.minutes: "90"], "90 минут"),
            ("ru", .long, [.hours: "1", .minutes: "2.5"], "1 час 2,5 минуты"),
            ("ru", .long, [.weeks: "3", .days: "0"], "3 недели 0 дней"),
            (
                "ru", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 секунда 250 миллисекунд 5 микросекунд 7 наносекунд"
            ),
            ("ru", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "1 ч 2 мин 3 с"),
            ("ru", .short, [.years: "2", .months: "1", .days: "10"], "2 г. 1 мес. 10 дн."),
            ("ru", .short, [.minutes: "90"], "90 мин"),
            ("ru", .short, [.hours: "1", .minutes: "2.5"], "1 ч 2,5 мин"),
            ("ru", .short, [.weeks: "3", .days: "0"], "3 нед. 0 дн."),
            (
                "ru", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 с 250 мс 5 мкс 7 нс"
            ),
            ("ru", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"], "1 ч 2 мин 3 с"),
            ("ru", .narrow, [.years: "2", .months: "1", .days: "10"], "2 г. 1 м. 10 д."),
            ("ru", .narrow, [.minutes: "90"], "90 мин"),
            ("ru", .narrow, [.hours: "1", .minutes: "2.5"], "1 ч 2,5 мин"),
            ("ru", .narrow, [.weeks: "3", .days: "0"], "3 н. 0 д."),
            (
                "ru", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 с 250 мс 5 мкс 7 нс"
            ),
            ("ru", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "1:02:03,5"),
            ("ru", .numeric, [.hours: "1234", .minutes: "5"], "1\u{A0}234:05"),
            ("ru", .numeric, [.minutes: "1", .seconds: "59.9999"], "1:60"),
            ("ru", .numeric, [.hours: "1", .seconds: "3"], "1:00:03"),
            ("pl", .long, [.hours: "1", .minutes: "2", .seconds: "3"], "1 godzina, 2 minuty i 3 sekundy"),
            (
                "pl", .long, [.years: "2", .months: "1", .days: "10"],
                .icu([72: "2 lata, 1 miesiąc i 10 dób", 76: "2 lata, 1 miesiąc i 10 dni"])
            ),
            ("pl", .long, [.minutes: "90"], "90 minut"),
            ("pl", .long, [.hours: "1", .minutes: "2.5"], "1 godzina i 2,5 minuty"),
            ("pl", .long, [.weeks: "3", .days: "0"], .icu([72: "3 tygodnie i 0 dób", 76: "3 tygodnie i 0 dni"])),
            (
                "pl", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 sekunda, 250 milisekund, 5 mikrosekund i 7 nanosekund"
            ),
            ("pl", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "1 godz., 2 min i 3 sek."),
            (
                "pl", .short, [.years: "2", .months: "1", .days: "10"],
                .icu([72: "2 lata, 1 mies. i 10 dób", 76: "2 lata, 1 mies. i 10 dni"])
            ),
            ("pl", .short, [.minutes: "90"], "90 min"),
            ("pl", .short, [.hours: "1", .minutes: "2.5"], "1 godz. i 2,5 min"),
            ("pl", .short, [.weeks: "3", .days: "0"], .icu([72: "3 tyg. i 0 dób", 76: "3 tyg. i 0 dni"])),
            (
                "pl", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 sek., 250 ms, 5 μs i 7 ns"
            ),
            ("pl", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"], "1 h, 2 min i 3 s"),
            ("pl", .narrow, [.years: "2", .months: "1", .days: "10"], "2 l., 1 m-c i 10 d."),
            ("pl", .narrow, [.minutes: "90"], "90 min"),
            ("pl", .narrow, [.hours: "1", .minutes: "2.5"], "1 h i 2,5 min"),
            ("pl", .narrow, [.weeks: "3", .days: "0"], "3 t. i 0 d."),
            (
                "pl", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 s, 250 ms, 5 μs i 7 ns"
            ),
            ("pl", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "1:02:03,5"),
            ("pl", .numeric, [.hours: "1234", .minutes: "5"], "1\u{A0}234:05"),
            ("pl", .numeric, [.minutes: "1", .seconds: "59.9999"], "1:60"),
            ("pl", .numeric, [.hours: "1", .seconds: "3"], "1:00:03"),
            ("tr", .long, [.hours: "1", .minutes: "2", .seconds: "3"], "1 saat 2 dakika 3 saniye"),
            ("tr", .long, [.years: "2", .months: "1", .days: "10"], "2 yıl 1 ay 10 gün"),
            ("tr", .long, [.minutes: "90"], "90 dakika"),
            ("tr", .long, [.hours: "1", .minutes: "2.5"], "1 saat 2,5 dakika"),
            ("tr", .long, [.weeks: "3", .days: "0"], "3 hafta 0 gün"),
            (
                "tr", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 saniye 250 milisaniye 5 mikrosaniye 7 nanosaniye"
            ),
            ("tr", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "1 sa. 2 dk. 3 sn."),
            ("tr", .short, [.years: "2", .months: "1", .days: "10"], "2 yıl 1 ay 10 gün"),
            ("tr", .short, [.minutes: "90"], "90 dk."),
            ("tr", .short, [.hours: "1", .minutes: "2.5"], "1 sa. 2,5 dk."),
            ("tr", .short, [.weeks: "3", .days: "0"], "3 hf. 0 gün"),
            (
                "tr", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 sn. 250 msn 5 μsn 7 nsn"
            ),
            ("tr", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"], "1 sa 2d 3sn"),
            ("tr", .narrow, [.years: "2", .months: "1", .days: "10"], "2y 1a 10g"),
            ("tr", .narrow, [.minutes: "90"], "90d"),
            ("tr", .narrow, [.hours: "1", .minutes: "2.5"], "1 sa 2,5d"),
            ("tr", .narrow, [.weeks: "3", .days: "0"], "3h 0g"),
            (
                "tr", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1sn 250msn 5 μsn 7 nsn"
            ),
            ("tr", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "1:02:03,5"),
            ("tr", .numeric, [.hours: "1234", .minutes: "5"], "1.234:05"),
            ("tr", .numeric, [.minutes: "1", .seconds: "59.9999"], "1:60"),
            ("tr", .numeric, [.hours: "1", .seconds: "3"], "1:00:03"),
            ("de", .long, [.hours: "1", .minutes: "2", .seconds: "3"], "1 Stunde, 2 Minuten und 3 Sekunden"),
            ("de", .long, [.years: "2", .months: "1", .days: "10"], "2 Jahre, 1 Monat und 10 Tage"),
            ("de", .long, [.minutes: "90"], "90 Minuten"),
            ("de", .long, [.hours: "1", .minutes: "2.5"], "1 Stunde, 2,5 Minuten"),
            ("de", .long, [.weeks: "3", .days: "0"], "3 Wochen, 0 Tage"),
            (
                "de", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 Sekunde, 250 Millisekunden, 5 Mikrosekunden und 7 Nanosekunden"
            ),
            ("de", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "1 Std., 2 Min. und 3 Sek."),
            ("de", .short, [.years: "2", .months: "1", .days: "10"], "2 J, 1 Mon. und 10 Tg."),
            ("de", .short, [.minutes: "90"], "90 Min."),
            ("de", .short, [.hours: "1", .minutes: "2.5"], "1 Std., 2,5 Min."),
            ("de", .short, [.weeks: "3", .days: "0"], "3 Wo., 0 Tg."),
            (
                "de", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 Sek., 250 ms, 5 μs und 7 ns"
            ),
            ("de", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"], "1 Std., 2 Min. und 3 Sek."),
            ("de", .narrow, [.years: "2", .months: "1", .days: "10"], "2 J, 1 M und 10 T"),
            ("de", .narrow, [.minutes: "90"], "90 Min."),
            ("de", .narrow, [.hours: "1", .minutes: "2.5"], "1 Std., 2,5 Min."),
            ("de", .narrow, [.weeks: "3", .days: "0"], "3 W, 0 T"),
            (
                "de", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 Sek., 250 ms, 5 μs und 7 ns"
            ),
            ("de", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "1:02:03,5"),
            ("de", .numeric, [.hours: "1234", .minutes: "5"], "1.234:05"),
            ("de", .numeric, [.minutes: "1", .seconds: "59.9999"], "1:60"),
            ("de", .numeric, [.hours: "1", .seconds: "3"], "1:00:03"),
            ("fr", .long, [.hours: "1", .minutes: "2", .seconds: "3"], "1\u{A0}heure, 2 minutes et 3\u{A0}secondes"),
            ("fr", .long, [.years: "2", .months: "1", .days: "10"], "2 ans, 1\u{A0}mois et 10\u{A0}jours"),
            ("fr", .long, [.minutes: "90"], "90 minutes"),
            ("fr", .long, [.hours: "1", .minutes: "2.5"], "1\u{A0}heure et 2,5 minutes"),
            ("fr", .long, [.weeks: "3", .days: "0"], "3\u{A0}semaines et 0\u{A0}jour"),
            (
                "fr", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1\u{A0}seconde, 250\u{A0}millisecondes, 5\u{A0}microsecondes et 7\u{A0}nanosecondes"
            ),
            ("fr", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "1\u{202F}h, 2\u{A0}min et 3\u{202F}s"),
            ("fr", .short, [.years: "2", .months: "1", .days: "10"], "2\u{A0}ans, 1\u{202F}m. et 10\u{202F}j"),
            ("fr", .short, [.minutes: "90"], "90\u{A0}min"),
            ("fr", .short, [.hours: "1", .minutes: "2.5"], "1\u{202F}h et 2,5\u{A0}min"),
            ("fr", .short, [.weeks: "3", .days: "0"], "3\u{202F}sem. et 0\u{202F}j"),
            (
                "fr", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1\u{202F}s, 250\u{202F}ms, 5\u{202F}μs et 7\u{202F}ns"
            ),
            ("fr", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"], "1h 2min 3s"),
            ("fr", .narrow, [.years: "2", .months: "1", .days: "10"], "2a 1m. 10j"),
            ("fr", .narrow, [.minutes: "90"], "90min"),
            ("fr", .narrow, [.hours: "1", .minutes: "2.5"], "1h 2,5min"),
            ("fr", .narrow, [.weeks: "3", .days: "0"], "3sem. 0j"),
            (
                "fr", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1s 250ms 5μs 7ns"
            ),
            ("fr", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "1:02:03,5"),
            ("fr", .numeric, [.hours: "1234", .minutes: "5"], "1\u{202F}234:05"),
            ("fr", .numeric, [.minutes: "1", .seconds: "59.9999"], "1:60"),
            ("fr", .numeric, [.hours: "1", .seconds: "3"], "1:00:03"),
            ("es", .long, [.hours: "1", .minutes: "2", .seconds: "3"], "1 hora, 2 minutos y 3 segundos"),
            ("es", .long, [.years: "2", .months: "1", .days: "10"], "2 años, 1 mes y 10 días"),
            ("es", .long, [.minutes: "90"], "90 minutos"),
            ("es", .long, [.hours: "1", .minutes: "2.5"], "1 hora y 2,5 minutos"),
            ("es", .long, [.weeks: "3", .days: "0"], "3 semanas y 0 días"),
            (
                "es", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 segundo, 250 milisegundos, 5 microsegundos y 7 nanosegundos"
            ),
            ("es", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "1 h, 2 min, 3 s"),
            ("es", .short, [.years: "2", .months: "1", .days: "10"], "2 a, 1 m., 10 d"),
            ("es", .short, [.minutes: "90"], "90 min"),
            ("es", .short, [.hours: "1", .minutes: "2.5"], "1 h y 2,5 min"),
            ("es", .short, [.weeks: "3", .days: "0"], "3 sem. y 0 d"),
            (
                "es", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 s, 250 ms, 5 μs, 7 ns"
            ),
            ("es", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"], "1h 2min 3s"),
            ("es", .narrow, [.years: "2", .months: "1", .days: "10"], "2a 1m 10d"),
            ("es", .narrow, [.minutes: "90"], "90min"),
            ("es", .narrow, [.hours: "1", .minutes: "2.5"], "1h 2,5min"),
            ("es", .narrow, [.weeks: "3", .days: "0"], "3sem 0d"),
            (
                "es", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1s 250ms 5μs 7ns"
            ),
            ("es", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "1:02:03,5"),
            ("es", .numeric, [.hours: "1234", .minutes: "5"], "1.234:05"),
            ("es", .numeric, [.minutes: "1", .seconds: "59.9999"], "1:60"),
            ("es", .numeric, [.hours: "1", .seconds: "3"], "1:00:03"),
            ("en", .long, [.hours: "1", .minutes: "2", .seconds: "3"], "1 hour, 2 minutes, 3 seconds"),
            ("en", .long, [.years: "2", .months: "1", .days: "10"], "2 years, 1 month, 10 days"),
            ("en", .long, [.minutes: "90"], "90 minutes"),
            ("en", .long, [.hours: "1", .minutes: "2.5"], "1 hour, 2.5 minutes"),
            ("en", .long, [.weeks: "3", .days: "0"], "3 weeks, 0 days"),
            (
                "en", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 second, 250 milliseconds, 5 microseconds, 7 nanoseconds"
            ),
            ("en", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "1 hr, 2 min, 3 sec"),
            ("en", .short, [.years: "2", .months: "1", .days: "10"], "2 yrs, 1 mth, 10 days"),
            ("en", .short, [.minutes: "90"], "90 min"),
            ("en", .short, [.hours: "1", .minutes: "2.5"], "1 hr, 2.5 min"),
            ("en", .short, [.weeks: "3", .days: "0"], "3 wks, 0 days"),
            (
                "en", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 sec, 250 ms, 5 μs, 7 ns"
            ),
            ("en", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"], "1h 2m 3s"),
            ("en", .narrow, [.years: "2", .months: "1", .days: "10"], "2y 1m 10d"),
            ("en", .narrow, [.minutes: "90"], "90m"),
            ("en", .narrow, [.hours: "1", .minutes: "2.5"], "1h 2.5m"),
            ("en", .narrow, [.weeks: "3", .days: "0"], "3w 0d"),
            (
                "en", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1s 250ms 5μs 7ns"
            ),
            ("en", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "1:02:03.5"),
            ("en", .numeric, [.hours: "1234", .minutes: "5"], "1,234:05"),
            ("en", .numeric, [.minutes: "1", .seconds: "59.9999"], "1:60"),
            ("en", .numeric, [.hours: "1", .seconds: "3"], "1:00:03"),
            ("fi", .long, [.hours: "1", .minutes: "2", .seconds: "3"], "1 tunti, 2 minuuttia ja 3 sekuntia"),
            ("fi", .long, [.years: "2", .months: "1", .days: "10"], "2 vuotta, 1 kuukausi ja 10 päivää"),
            ("fi", .long, [.minutes: "90"], "90 minuuttia"),
            ("fi", .long, [.hours: "1", .minutes: "2.5"], "1 tunti ja 2,5 minuuttia"),
            ("fi", .long, [.weeks: "3", .days: "0"], "3 viikkoa ja 0 päivää"),
            (
                "fi", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 sekunti, 250 millisekuntia, 5 mikrosekuntia ja 7 nanosekuntia"
            ),
            ("fi", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "1 t, 2 min, 3 s"),
            ("fi", .short, [.years: "2", .months: "1", .days: "10"], "2 v, 1 kk, 10 pv"),
            ("fi", .short, [.minutes: "90"], "90 min"),
            ("fi", .short, [.hours: "1", .minutes: "2.5"], "1 t, 2,5 min"),
            ("fi", .short, [.weeks: "3", .days: "0"], "3 vk, 0 pv"),
            (
                "fi", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 s, 250 ms, 5 μs, 7 ns"
            ),
            ("fi", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"], "1t 2min 3s"),
            ("fi", .narrow, [.years: "2", .months: "1", .days: "10"], "2v 1kk 10pv"),
            ("fi", .narrow, [.minutes: "90"], "90min"),
            ("fi", .narrow, [.hours: "1", .minutes: "2.5"], "1t 2,5min"),
            ("fi", .narrow, [.weeks: "3", .days: "0"], "3vk 0pv"),
            (
                "fi", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1s 250ms 5μs 7ns"
            ),
            ("fi", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "1.02.03,5"),
            ("fi", .numeric, [.hours: "1234", .minutes: "5"], "1\u{A0}234.05"),
            ("fi", .numeric, [.minutes: "1", .seconds: "59.9999"], "1.60"),
            ("fi", .numeric, [.hours: "1", .seconds: "3"], "1.00.03"),
            ("da", .long, [.hours: "1", .minutes: "2", .seconds: "3"], "1 time, 2 minutter og 3 sekunder"),
            ("da", .long, [.years: "2", .months: "1", .days: "10"], "2 år, 1 måned og 10 dage"),
            ("da", .long, [.minutes: "90"], "90 minutter"),
            ("da", .long, [.hours: "1", .minutes: "2.5"], "1 time og 2,5 minutter"),
            ("da", .long, [.weeks: "3", .days: "0"], "3 uger og 0 dage"),
            (
                "da", .long, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 sekund, 250 millisekunder, 5 mikrosekunder og 7 nanosekunder"
            ),
            ("da", .short, [.hours: "1", .minutes: "2", .seconds: "3"], "1 t., 2 min. og 3 sek."),
            ("da", .short, [.years: "2", .months: "1", .days: "10"], "2 år, 1 md. og 10 dage"),
            ("da", .short, [.minutes: "90"], "90 min."),
            ("da", .short, [.hours: "1", .minutes: "2.5"], "1 t. og 2,5 min."),
            ("da", .short, [.weeks: "3", .days: "0"], "3 uger og 0 dage"),
            (
                "da", .short, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 sek., 250 ms, 5 μs og 7 ns"
            ),
            ("da", .narrow, [.hours: "1", .minutes: "2", .seconds: "3"], "1 t, 2 m og 3 s"),
            ("da", .narrow, [.years: "2", .months: "1", .days: "10"], "2 år, 1 m og 10 d"),
            ("da", .narrow, [.minutes: "90"], "90 m"),
            ("da", .narrow, [.hours: "1", .minutes: "2.5"], "1 t og 2,5 m"),
            ("da", .narrow, [.weeks: "3", .days: "0"], "3 u og 0 d"),
            (
                "da", .narrow, [.seconds: "1", .milliseconds: "250", .microseconds: "5", .nanoseconds: "7"],
                "1 s, 250 ms, 5μs og 7ns"
            ),
            ("da", .numeric, [.hours: "1", .minutes: "2", .seconds: "3.5"], "1.02.03,5"),
            ("da", .numeric, [.hours: "1234", .minutes: "5"], "1.234.05"),
            ("da", .numeric, [.minutes: "1", .seconds: "59.9999"], "1.60"),
            ("da", .numeric, [.hours: "1", .seconds: "3"], "1.00.03"),
            ("en", .short, [.hours: "1234"], "1,234 hr"),
            ("pl", .short, [.hours: "1234"], "1\u{A0}234 godz."),
            ("en", .long, [.days: "1.2345"], "1.234 days"),
            ("en", .short, [.hours: "1.0", .minutes: "2"], "1 hr, 2 min"),
        ]
}

@Suite struct DurationFormatTests {
    @Test(arguments: DurationFormatCases.all.indices)
    func icuResults(index: Int) throws {
        let (locale, width, amounts, expected) = DurationFormatCases.all[index]
        let format = try DurationFormat(.init(locale: LocaleIdentifier(locale), width: width))
        var values: [DurationFormat.Unit: DecimalValue] = [:]
        for (unit, text) in amounts { values[unit] = try DecimalValue(text) }
        #expect(try format.string(from: values) == expected, "\(locale) \(width) \(amounts)")
    }

    @Test func casesCoverEveryWidthAndUnit() {
        #expect(Set(DurationFormatCases.all.map(\.locale)).count >= 16)
        #expect(Set(DurationFormatCases.all.map(\.width)) == Set(DurationFormat.Width.allCases))
        #expect(Set(DurationFormatCases.all.flatMap(\.amounts.keys)) == Set(DurationFormat.Unit.allCases))
    }

    @Test func amountsAreChecked() throws {
        let english = try DurationFormat(.init(locale: LocaleIdentifier("en")))
        for text in ["-1", "-0", "1234567890123456", "1000000000000000", "NaN", "Infinity"] {
            expectCode(.invalidNumber) { try english.string(from: [.hours: DecimalValue(text)]) }
        }
        // Only the smallest unit may have a fraction; "1.0" is no fraction.
        expectCode(.invalidNumber) { try english.string(from: [.hours: DecimalValue("1.5"), .minutes: 2]) }
        #expect(try english.string(from: [.hours: DecimalValue("1.0"), .minutes: 2]) == "1 hr, 2 min")
        expectCode(.invalidOptions) { try english.string(from: [:]) }
        let clock = try DurationFormat(.init(locale: LocaleIdentifier("en"), width: .numeric))
        for units: [DurationFormat.Unit] in [[.hours], [.days, .hours], [.minutes, .seconds, .milliseconds]] {
            expectCode(.invalidOptions) {
                try clock.string(from: Dictionary(uniqueKeysWithValues: units.map { ($0, 1) }))
            }
        }
        #expect(try clock.string(from: [.minutes: 5, .seconds: 7]) == "5:07")
    }

    @Test func sharedThroughFormatters() throws {
        let formatters = Formatters(capacity: 8)
        let english = try formatters.duration(locale: "en-US", width: .long)
        #expect(try formatters.duration(locale: "en_US", width: .long) === english)
        #expect(try english.string(from: [.minutes: 90]) == "90 minutes")
        #expect(formatters.statistics(for: .duration).misses == 1)
    }
}
