import LocaleFormat
import LocaleFormatService
import Testing

@Suite struct DispatcherCachingTests {
    /// 100,000 date requests in 20 locales open one formatter per distinct
    /// (locale, style) pair, not one per request.
    @Test func aLargeBatchOpensFewFormatters() {
        let formatters = Formatters(capacity: 256)
        let dispatcher = FormatDispatcher(formatters: formatters)
        let locales = [
            "en-US", "es-ES", "de-DE", "fr-FR", "ja-JP", "zh-CN", "ar-EG", "he-IL", "ru-RU", "pt-BR",
            "hi-IN", "ko-KR", "th-TH", "tr-TR", "pl-PL", "nl-NL", "sv-SE", "it-IT", "fa-IR", "id-ID",
        ]
        var failures = 0
        for i in 0..<100_000 {
            let line =
                #"{"op":"date","locale":"\#(locales[i % 20])","date":\#(1_438_968_572 + i * 61),"dateStyle":"medium","timeStyle":"short","timeZone":"America/Los_Angeles"}"#
            if let response = dispatcher.responseLine(for: Array(line.utf8)),
                response.starts(with: Array(#"{"result""#.utf8))
            {
                continue
            }
            failures += 1
        }
        #expect(failures == 0)
        #expect(formatters.statistics(for: .date).misses == 20)
        #expect(formatters.statistics(for: .date).hits == 99_980)
        #expect(formatters.statistics(for: .localeIdentifier).misses == 20)
    }
}
