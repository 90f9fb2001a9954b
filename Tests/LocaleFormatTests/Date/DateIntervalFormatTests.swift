import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// ICU's own results (a C program against the system ICU, default
/// locale root): `udtitvfmt_open` + `udtitvfmt_format` for skeletons; for
/// styles, the skeleton of `udat_toPattern` (`udatpg_getSkeleton`),
/// `udtitvfmt_formatToResult`, and `udat_format` at the start when the
/// result has no span field. Sixteen locales, the Japanese and Buddhist
/// calendars, era changes and both DST changes. A plain literal holds on ICU
/// 72.1 and 76.1; `.icu` rows are what each answers. Reproduced by
/// Scripts/icu-versions/oracle-interval.py.
enum DateIntervalFormatCases {
    static let all:
        [(
            locale: String, calendar: String?, zone: String, layout: DateIntervalFormat.Layout, start: Int64,
            end: Int64, expected: ICUExpected
        )] = [
            (
                "ar", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000,
                .icu([72: "٧–١٠ أغسطس، ٢٠١٥", 76: "7–10 أغسطس 2015"])
            ),
            (
                "ar", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000,
                .icu([72: "٧ أغسطس – ٣ سبتمبر، ٢٠١٥", 76: "7 أغسطس – 3 سبتمبر 2015"])
            ),
            (
                "ar", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000,
                .icu([72: "٧ أغسطس، ٢٠١٥ – ٧ أغسطس، ٢٠١٦", 76: "7 أغسطس 2015 – 7 أغسطس 2016"])
            ),
            (
                "ar", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000,
                .icu([72: "٧ أغسطس ٢٠١٥", 76: "7 أغسطس 2015"])
            ),
            (
                "ar", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000,
                .icu([72: "٥:٢٩–٨:٠٠ م", 76: "5:29–8:00 م"])
            ),
            (
                "ar", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000,
                .icu([72: "الجمعة، ٧ – الاثنين، ١٠ أغسطس، ٢٠١٥", 76: "الجمعة، 7 – الاثنين، 10 أغسطس، 2015"])
            ),
            (
                "ar", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000,
                .icu([72: "١٠–٧ أغسطس، ٢٠١٥", 76: "10–7 أغسطس 2015"])
            ),
            (
                "ar", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                .icu([
                    72: "٠٧\u{200F}/٠٨\u{200F}/٢٠١٥، ١٠:٢٩ ص – ١:٠٠ م",
                    76: "07\u{200F}/08\u{200F}/2015، 10:29 ص\u{2009}–\u{2009}1:00 م",
                ])
            ),
            (
                "ar", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000,
                .icu([72: "٧–١٠ أغسطس، ٢٠١٥", 76: "7–10 أغسطس 2015"])
            ),
            (
                "ar", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000,
                .icu([72: "٧ أغسطس ٢٠١٥", 76: "7 أغسطس 2015"])
            ),
            (
                "ar", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                .icu([
                    72: "الجمعة، ٧ أغسطس، ٢٠١٥ – الأحد، ٧ أغسطس، ٢٠١٦",
                    76: "الجمعة، 7 أغسطس 2015 – الأحد، 7 أغسطس 2016",
                ])
            ),
            (
                "ar", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000,
                .icu([72: "٥:٢٩–٨:٠٠ م", 76: "5:29–8:00 م"])
            ),
            ("he", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000, "7–10 באוג׳ 2015"),
            ("he", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000, "7 אוג׳ – 3 ספט׳ 2015"),
            ("he", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000, "7 אוג׳ 2015 – 7 אוג׳ 2016"),
            ("he", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000, "7 באוג׳ 2015"),
            ("he", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000, "17:29–20:00"),
            (
                "he", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000,
                "יום שישי 7 אוג׳ – יום שני 10 אוג׳ 2015"
            ),
            ("he", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000, "10–7 באוג׳ 2015"),
            (
                "he", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                "7 באוג׳ 2015, 10:29–13:00"
            ),
            ("he", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000, "7–10 באוגוסט 2015"),
            ("he", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000, "7 באוגוסט 2015"),
            (
                "he", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                "יום שישי 7 אוגוסט 2015 – יום ראשון 7 אוגוסט 2016"
            ),
            ("he", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000, "17:29–20:00"),
            ("fa", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000, "۱۶ تا ۱۹ مرداد ۱۳۹۴"),
            ("fa", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000, "۱۶ مرداد تا ۱۲ شهریور ۱۳۹۴"),
            ("fa", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000, "۱۶ مرداد ۱۳۹۴ تا ۱۷ مرداد ۱۳۹۵"),
            ("fa", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000, "۱۶ مرداد ۱۳۹۴"),
            ("fa", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000, "۱۷:۲۹ تا ۲۰:۰۰"),
            (
                "fa", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000,
                "جمعه ۱۶ مرداد تا دوشنبه ۱۹ مرداد ۱۳۹۴"
            ),
            ("fa", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000, "۱۹ تا ۱۶ مرداد ۱۳۹۴"),
            (
                "fa", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                "۱۶ مرداد ۱۳۹۴،\u{200F} ۱۰:۲۹ تا ۱۳:۰۰"
            ),
            ("fa", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000, "۱۶ تا ۱۹ مرداد ۱۳۹۴"),
            ("fa", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000, "۱۶ مرداد ۱۳۹۴"),
            (
                "fa", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                "جمعه ۱۶ مرداد ۱۳۹۴ تا یکشنبه ۱۷ مرداد ۱۳۹۵"
            ),
            ("fa", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000, "۱۷:۲۹ تا ۲۰:۰۰"),
            ("hi", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000, "7–10 अग॰ 2015"),
            ("hi", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000, "7 अग॰ – 3 सित॰ 2015"),
            ("hi", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000, "7 अग॰ 2015 – 7 अग॰ 2016"),
            ("hi", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000, "7 अग॰ 2015"),
            ("hi", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000, "5:29–8:00 pm"),
            (
                "hi", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000,
                "श\u{941}क\u{94D}र, 7 अग॰ – सोम, 10 अग॰ 2015"
            ),
            ("hi", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000, "10–7 अग॰ 2015"),
            (
                "hi", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                .icu([72: "7 अग॰ 2015, 10:29 am – 1:00 pm", 76: "7 अग॰ 2015, 10:29 am\u{2009}–\u{2009}1:00 pm"])
            ),
            (
                "hi", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000,
                "7–10 अगस\u{94D}त 2015"
            ),
            ("hi", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000, "7 अगस\u{94D}त 2015"),
            (
                "hi", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                "श\u{941}क\u{94D}रवार, 7 अगस\u{94D}त 2015 – रविवार, 7 अगस\u{94D}त 2016"
            ),
            ("hi", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000, "5:29–8:00 pm"),
            ("bn", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000, "৭–১০ আগ, ২০১৫"),
            ("bn", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000, "৭ আগ – ৩ সেপ, ২০১৫"),
            ("bn", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000, "৭ আগ, ২০১৫ – ৭ আগ, ২০১৬"),
            ("bn", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000, "৭ আগ, ২০১৫"),
            ("bn", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000, "৫:২৯–৮:০০ PM"),
            (
                "bn", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000,
                "শ\u{9C1}ক\u{9CD}র, ৭ আগ – সোম, ১০ আগ, ২০১৫"
            ),
            ("bn", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000, "১০–৭ আগ, ২০১৫"),
            (
                "bn", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                .icu([72: "৭ আগ, ২০১৫ ১০:২৯ AM – ১:০০ PM", 76: "৭ আগ, ২০১৫ ১০:২৯ AM\u{2009}–\u{2009}১:০০ PM"])
            ),
            (
                "bn", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000,
                "৭–১০ আগস\u{9CD}ট, ২০১৫"
            ),
            ("bn", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000, "৭ আগস\u{9CD}ট, ২০১৫"),
            (
                "bn", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                "শ\u{9C1}ক\u{9CD}রবার, ৭ আগস\u{9CD}ট, ২০১৫ – রবিবার, ৭ আগস\u{9CD}ট, ২০১৬"
            ),
            ("bn", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000, "৫:২৯–৮:০০ PM"),
            ("th", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000, "7–10 ส.ค. 2558"),
            ("th", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000, "7 ส.ค. – 3 ก.ย. 2558"),
            ("th", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000, "7 ส.ค. 2558 – 7 ส.ค. 2559"),
            ("th", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000, "7 ส.ค. 2558"),
            ("th", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000, "17:29–20:00"),
            ("th", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000, "ศ. 7 – จ. 10 ส.ค. 2558"),
            ("th", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000, "10–7 ส.ค. 2558"),
            (
                "th", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                "7 ส.ค. 2558 10:29–13:00"
            ),
            (
                "th", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000,
                "7–10 ส\u{E34}งหาคม 2558"
            ),
            ("th", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000, "7 ส\u{E34}งหาคม 2558"),
            (
                "th", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                "ว\u{E31}นศ\u{E38}กร\u{E4C} 7 ส\u{E34}งหาคม พ.ศ. 2558 – ว\u{E31}นอาท\u{E34}ตย\u{E4C} 7 ส\u{E34}งหาคม 2559"
            ),
            ("th", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000, "17:29–20:00"),
            ("ja", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000, "2015年8月7日～10日"),
            ("ja", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000, "2015年8月7日～9月3日"),
            ("ja", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000, "2015年8月7日～2016年8月7日"),
            ("ja", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000, "2015年8月7日"),
            ("ja", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000, "17時29分～20時00分"),
            ("ja", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000, "2015年8月7日(金)～10日(月)"),
            ("ja", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000, "2015年8月10日～7日"),
            (
                "ja", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                "2015/08/07 10時29分～13時00分"
            ),
            (
                "ja", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000,
                "2015/08/07～2015/08/10"
            ),
            ("ja", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000, "2015年8月7日"),
            (
                "ja", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                "2015/08/07(金曜日)～2016/08/07(日曜日)"
            ),
            ("ja", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000, "17時29分～20時00分"),
            ("zh_Hant", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000, "2015年8月7日至10日"),
            ("zh_Hant", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000, "2015年8月7日至9月3日"),
            ("zh_Hant", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000, "2015年8月7日至2016年8月7日"),
            ("zh_Hant", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000, "2015年8月7日"),
            ("zh_Hant", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000, "下午5:29至8:00"),
            ("zh_Hant", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000, "2015年8月7日週五至8月10日週一"),
            ("zh_Hant", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000, "2015年8月10日至7日"),
            (
                "zh_Hant", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000,
                1438977600000, "2015/8/7 上午10:29 – 下午1:00"
            ),
            (
                "zh_Hant", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000,
                "2015/8/7至2015/8/10"
            ),
            ("zh_Hant", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000, "2015年8月7日"),
            (
                "zh_Hant", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                "2015/8/7星期五至2016/8/7星期日"
            ),
            ("zh_Hant", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000, "下午5:29–8:00"),
            ("ko", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000, "2015년 8월 7일~10일"),
            ("ko", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000, "2015년 8월 7일 ~ 9월 3일"),
            ("ko", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000, "2015년 8월 7일 ~ 2016년 8월 7일"),
            ("ko", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000, "2015년 8월 7일"),
            ("ko", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000, "오후 5:29~8:00"),
            ("ko", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000, "2015년 8월 7일 (금) ~ 10일 (월)"),
            ("ko", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000, "2015년 8월 10일~7일"),
            (
                "ko", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                "2015. 8. 7. 오전 10:29 ~ 오후 1:00"
            ),
            (
                "ko", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000,
                .icu([72: "2015. 8. 7. ~ 2015. 8. 10.", 76: "2015년 8월 7일~10일"])
            ),
            ("ko", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000, "2015년 8월 7일"),
            (
                "ko", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                .icu([72: "2015. 8. 7. (금요일) ~ 2016. 8. 7. (일요일)", 76: "2015년 8월 7일 금요일 ~ 2016년 8월 7일 일요일"])
            ),
            ("ko", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000, "오후 5:29~8:00"),
            ("ru", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000, "7–10 авг. 2015\u{202F}г."),
            ("ru", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000, "7 авг. – 3 сент. 2015\u{202F}г."),
            (
                "ru", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000,
                "7 авг. 2015\u{202F}г. – 7 авг. 2016\u{202F}г."
            ),
            ("ru", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000, "7 авг. 2015\u{202F}г."),
            ("ru", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000, "17:29–20:00"),
            ("ru", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000, "пт, 7 – пн, 10 авг. 2015\u{202F}г."),
            ("ru", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000, "10–7 авг. 2015\u{202F}г."),
            (
                "ru", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                "7 авг. 2015\u{202F}г., 10:29–13:00"
            ),
            (
                "ru", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000,
                "7–10 августа 2015\u{202F}г."
            ),
            (
                "ru", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000,
                "7 августа 2015\u{202F}г."
            ),
            (
                "ru", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                "пт, 7 августа 2015\u{202F}г. – вс, 7 августа 2016\u{202F}г."
            ),
            ("ru", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000, "17:29–20:00"),
            ("pl", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000, "7–10 sie 2015"),
            ("pl", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000, "7 sie–3 wrz 2015"),
            ("pl", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000, "7 sie 2015–7 sie 2016"),
            ("pl", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000, "7 sie 2015"),
            ("pl", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000, "17:29–20:00"),
            ("pl", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000, "pt., 7–pon., 10 sie 2015"),
            ("pl", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000, "10–7 sie 2015"),
            (
                "pl", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                "7 sie 2015, 10:29–13:00"
            ),
            ("pl", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000, "7–10 sierpnia 2015"),
            ("pl", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000, "7 sierpnia 2015"),
            (
                "pl", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                "piątek, 7 sierpnia 2015\u{2009}–\u{2009}niedziela, 7 sierpnia 2016"
            ),
            ("pl", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000, "17:29–20:00"),
            ("tr", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000, "7–10 Ağu 2015"),
            ("tr", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000, "7 Ağu\u{2009}–\u{2009}3 Eyl 2015"),
            (
                "tr", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000,
                "7 Ağu 2015\u{2009}–\u{2009}7 Ağu 2016"
            ),
            ("tr", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000, "7 Ağu 2015"),
            ("tr", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000, "17:29–20:00"),
            (
                "tr", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000,
                "7 Ağu 2015 Cum\u{2009}–\u{2009}10 Ağu 2015 Pzt"
            ),
            ("tr", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000, "10–7 Ağu 2015"),
            (
                "tr", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                "7 Ağu 2015 10:29–13:00"
            ),
            ("tr", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000, "7–10 Ağustos 2015"),
            ("tr", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000, "7 Ağustos 2015"),
            (
                "tr", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                "7 Ağustos 2015 Cuma\u{2009}–\u{2009}7 Ağustos 2016 Pazar"
            ),
            ("tr", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000, "17:29–20:00"),
            ("de", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000, "7.–10. Aug. 2015"),
            (
                "de", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000,
                "7. Aug.\u{2009}–\u{2009}3. Sept. 2015"
            ),
            (
                "de", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000,
                "7. Aug. 2015\u{2009}–\u{2009}7. Aug. 2016"
            ),
            ("de", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000, "7. Aug. 2015"),
            ("de", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000, "17:29–20:00 Uhr"),
            (
                "de", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000,
                .icu([72: "Fr., 7. – Mo., 10. Aug. 2015", 76: "Fr., 7.\u{2009}–\u{2009}Mo., 10. Aug. 2015"])
            ),
            ("de", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000, "10.–7. Aug. 2015"),
            (
                "de", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                "07.08.2015, 10:29–13:00 Uhr"
            ),
            ("de", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000, "7.–10. August 2015"),
            ("de", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000, "7. August 2015"),
            (
                "de", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                "Freitag, 7. August 2015\u{2009}–\u{2009}Sonntag, 7. August 2016"
            ),
            ("de", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000, "17:29–20:00 Uhr"),
            ("fr", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000, "7–10 août 2015"),
            ("fr", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000, "7 août\u{2009}–\u{2009}3 sept. 2015"),
            (
                "fr", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000,
                "7 août 2015\u{2009}–\u{2009}7 août 2016"
            ),
            ("fr", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000, "7 août 2015"),
            ("fr", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000, "17:29\u{2009}–\u{2009}20:00"),
            (
                "fr", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000,
                "ven. 7\u{2009}–\u{2009}lun. 10 août 2015"
            ),
            ("fr", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000, "10–7 août 2015"),
            (
                "fr", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                "7 août 2015, 10:29\u{2009}–\u{2009}13:00"
            ),
            ("fr", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000, "7–10 août 2015"),
            ("fr", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000, "7 août 2015"),
            (
                "fr", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                "vendredi 7 août 2015\u{2009}–\u{2009}dimanche 7 août 2016"
            ),
            (
                "fr", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000,
                "17:29\u{2009}–\u{2009}20:00"
            ),
            ("es", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000, "7–10 ago 2015"),
            ("es", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000, "7 ago\u{2009}–\u{2009}3 sept 2015"),
            (
                "es", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000,
                "7 ago 2015\u{2009}–\u{2009}7 ago 2016"
            ),
            ("es", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000, "7 ago 2015"),
            ("es", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000, "17:29–20:00"),
            (
                "es", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000,
                "vie, 7 ago\u{2009}–\u{2009}lun, 10 ago 2015"
            ),
            ("es", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000, "10–7 ago 2015"),
            (
                "es", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                "7 ago 2015, 10:29–13:00"
            ),
            (
                "es", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000,
                "7–10 de agosto de 2015"
            ),
            ("es", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000, "7 de agosto de 2015"),
            (
                "es", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                "viernes, 7 de agosto de 2015\u{2009}–\u{2009}domingo, 7 de agosto de 2016"
            ),
            ("es", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000, "17:29–20:00"),
            ("en_US", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1439200800000, "Aug 7\u{2009}–\u{2009}10, 2015"),
            (
                "en_US", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1441238400000,
                "Aug 7\u{2009}–\u{2009}Sep 3, 2015"
            ),
            (
                "en_US", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1470590972000,
                "Aug 7, 2015\u{2009}–\u{2009}Aug 7, 2016"
            ),
            ("en_US", nil, "UTC", .skeleton("yMMMd"), 1438968572000, 1438977600000, "Aug 7, 2015"),
            ("en_US", nil, "UTC", .skeleton("jm"), 1438968572000, 1438977600000, "5:29\u{2009}–\u{2009}8:00\u{202F}PM"),
            (
                "en_US", nil, "UTC", .skeleton("yMMMEd"), 1438968572000, 1439200800000,
                "Fri, Aug 7\u{2009}–\u{2009}Mon, Aug 10, 2015"
            ),
            ("en_US", nil, "UTC", .skeleton("yMMMd"), 1439200800000, 1438968572000, "Aug 10\u{2009}–\u{2009}7, 2015"),
            (
                "en_US", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                "Aug 7, 2015, 10:29\u{202F}AM\u{2009}–\u{2009}1:00\u{202F}PM"
            ),
            (
                "en_US", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000,
                "August 7\u{2009}–\u{2009}10, 2015"
            ),
            ("en_US", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000, "August 7, 2015"),
            (
                "en_US", nil, "UTC", .styles(date: .full, time: .none), 1438968572000, 1470590972000,
                "Friday, August 7, 2015\u{2009}–\u{2009}Sunday, August 7, 2016"
            ),
            (
                "en_US", nil, "UTC", .styles(date: .none, time: .short), 1438968572000, 1438977600000,
                "5:29\u{2009}–\u{2009}8:00\u{202F}PM"
            ),
            (
                "ja_JP", "japanese", "Asia/Tokyo", .skeleton("yMMMMd"), 1556550000000, 1556636400000,
                "平成31年4月30日～令和元年5月1日"
            ),
            (
                "en_US", "japanese", "Asia/Tokyo", .skeleton("GyMMMd"), 1556550000000, 1556636400000,
                "Apr 30, 31 Heisei\u{2009}–\u{2009}May 1, 1 Reiwa"
            ),
            ("th_TH", "buddhist", "Asia/Bangkok", .skeleton("yMMMd"), 1438968572000, 1439200800000, "8–10 ส.ค. 2558"),
            (
                "th_TH", nil, "Asia/Bangkok", .skeleton("GyMMMd"), 1438968572000, 1470590972000,
                "8 ส.ค. พ.ศ. 2558 – 8 ส.ค. 2559"
            ),
            (
                "en_US", "buddhist", "UTC", .skeleton("GyMMMd"), 1438968572000, 1470590972000,
                "Aug 7, 2558\u{2009}–\u{2009}Aug 7, 2559 BE"
            ),
            ("en_US", nil, "America/Los_Angeles", .skeleton("jmz"), 1446366600000, 1446370200000, "1:30\u{202F}AM PDT"),
            (
                "en_US", nil, "America/Los_Angeles", .skeleton("jmz"), 1425807000000, 1425810600000,
                "1:30\u{2009}–\u{2009}3:30\u{202F}AM PDT"
            ),
            (
                "en_US", nil, "Europe/Berlin", .skeleton("yMMMdjm"), 1427590800000, 1427598000000,
                "Mar 29, 2015, 3:00\u{2009}–\u{2009}5:00\u{202F}AM"
            ),
            ("fa", nil, "UTC", .skeleton("yMMM"), 1438968572000, 1441238400000, "مرداد تا مرداد ۱۳۹۴"),
            (
                "en_US", nil, "UTC", .skeleton("GyMMMd"), -62135856000000, -62135510400000,
                "Dec 31, 1 BC\u{2009}–\u{2009}Jan 4, 1 AD"
            ),
            ("ja_JP", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1438977600000, "2015年8月7日"),
            (
                "ja_JP", nil, "UTC", .styles(date: .long, time: .none), 1438968572000, 1439200800000,
                "2015/08/07～2015/08/10"
            ),
            (
                "en_US", nil, "America/Los_Angeles", .styles(date: .medium, time: .short), 1438968572000, 1438977600000,
                "Aug 7, 2015, 10:29\u{202F}AM\u{2009}–\u{2009}1:00\u{202F}PM"
            ),
        ]
}

@Suite struct DateIntervalFormatTests {
    @Test(arguments: DateIntervalFormatCases.all.indices)
    func icuResults(index: Int) throws {
        let (locale, calendar, zone, layout, start, end, expected) = DateIntervalFormatCases.all[index]
        let format = try DateIntervalFormat(
            .init(
                locale: LocaleIdentifier(locale), layout: layout, calendar: calendar.map(CalendarIdentifier.init),
                timeZone: TimeZoneIdentifier(zone)))
        let text = try format.string(
            from: Instant(millisecondsSince1970: start), to: Instant(millisecondsSince1970: end))
        #expect(text == expected, "\(locale) \(layout) \(start) \(end)")
    }

    @Test func skeletonsAreChecked() throws {
        let en = try LocaleIdentifier("en")
        for skeleton in ["", "y M", "yyyy-MM", "y'", "y1", "yT", String(repeating: "y", count: 101)] {
            expectCode(.invalidPattern) { try DateIntervalFormat(.init(locale: en, layout: .skeleton(skeleton))) }
        }
        // Neither ICU 72.1 nor 76.1 has a pattern for `yw` (getBestPattern gives "").
        expectCode(.invalidPattern) { try DateIntervalFormat(.init(locale: en, layout: .skeleton("yw"))) }
        _ = try DateIntervalFormat(.init(locale: en, layout: .skeleton(String(repeating: "y", count: 100))))
        expectCode(.invalidOptions) {
            try DateIntervalFormat(.init(locale: en, layout: .styles(date: .none, time: .none)))
        }
    }

    @Test func sharedThroughFormatters() throws {
        let formatters = Formatters(capacity: 8)
        let days = try formatters.dateInterval(locale: "en-US", layout: .skeleton("yMMMd"))
        #expect(try formatters.dateInterval(locale: "en_US", layout: .skeleton("yMMMd")) === days)
        #expect(formatters.statistics(for: .dateInterval).misses == 1)
        expectCode(.invalidTimeZone) {
            try formatters.dateInterval(locale: "en", layout: .skeleton("yMMMd"), timeZone: "Mars/Base")
        }
        expectCode(.invalidCalendar) {
            try formatters.dateInterval(locale: "en", layout: .skeleton("yMMMd"), calendar: "Gregorian")
        }
    }
}
