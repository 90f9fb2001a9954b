import Testing

@testable import LocaleFormat

// Matching expectations were computed with PyICU 72.1:
// LocaleMatcherBuilder().setSupportedLocales(...).setNoDefaultLocale().build()
// .getBestMatchResult(desired).getSupportedIndex().

@Suite("LanguageNegotiator")
struct LanguageNegotiatorTests {
    @Test func cldrMatching() throws {
        #expect(
            try LanguageNegotiator(supported: ["fr", "en", "es"], default: "fr").bestMatch(preferences: ["en-ES"])
                == "en")
        #expect(
            try LanguageNegotiator(supported: ["en-US", "en-GB", "es"], default: "es").bestMatch(preferences: ["en-ES"])
                == "en-GB")
        #expect(
            try LanguageNegotiator(supported: ["zh-Hans", "zh-Hant"], default: "zh-Hans").bestMatch(preferences: [
                "zh-HK"
            ]) == "zh-Hant")
        #expect(
            try LanguageNegotiator(supported: ["zh", "zh-Hant"], default: "zh").bestMatch(preferences: ["zh-TW"])
                == "zh-Hant")
        #expect(
            try LanguageNegotiator(supported: ["en", "de"], default: "en").bestMatch(preferences: ["de-CH"]) == "de")
        #expect(
            try LanguageNegotiator(supported: ["pt-PT", "en"], default: "en").bestMatch(preferences: ["pt-BR"])
                == "pt-PT")
        #expect(
            try LanguageNegotiator(supported: ["en", "da", "no"], default: "en").bestMatch(preferences: ["nb"]) == "no")
        #expect(try LanguageNegotiator(supported: ["en", "nb"], default: "en").bestMatch(preferences: ["da"]) == "nb")
        #expect(
            try LanguageNegotiator(supported: ["es", "es-419", "en"], default: "en").bestMatch(preferences: ["es-MX"])
                == "es-419")
        #expect(try LanguageNegotiator(supported: ["he", "en"], default: "en").bestMatch(preferences: ["iw"]) == "he")
        #expect(try LanguageNegotiator(supported: ["fr", "en"], default: "en").bestMatch(preferences: ["br"]) == "fr")
    }

    @Test func earlierPreferencesWin() throws {
        #expect(
            try LanguageNegotiator(supported: ["fr", "de"], default: "fr").bestMatch(preferences: ["de-CH", "fr"])
                == "de")
        #expect(
            try LanguageNegotiator(supported: ["en", "fr"], default: "en").bestMatch(preferences: ["fr-CA", "en"])
                == "fr")
    }

    @Test func nothingMatchingGivesTheDefault() throws {
        let app = try LanguageNegotiator(supported: ["en", "fr"], default: "en-US")
        #expect(try app.bestMatch(preferences: ["ja"]) == "en-US")
        #expect(try app.bestMatch(preferences: []) == "en-US")
        #expect(try app.bestMatch(preferences: ["und"]) == "en-US")
        #expect(try app.bestMatch(acceptLanguage: "") == "en-US")
        #expect(try app.bestMatch(acceptLanguage: "*") == "en-US")
        #expect(try LanguageNegotiator(supported: [], default: "de").bestMatch(acceptLanguage: "en") == "de")
    }

    @Test func answersAreSpelledAsTheCallerSpelledThem() throws {
        let app = try LanguageNegotiator(supported: ["EN_us", "zh_Hant_TW", "de-u-co-phonebk"], default: "en")
        #expect(try app.bestMatch(preferences: ["en"]) == "EN_us")
        #expect(try app.bestMatch(acceptLanguage: "zh-HK") == "zh_Hant_TW")
        #expect(try app.bestMatch(acceptLanguage: "de-AT") == "de-u-co-phonebk")
        #expect(try LanguageNegotiator(supported: ["fr"], default: "EN-gb").bestMatch(preferences: ["ja"]) == "EN-gb")
    }

    @Test func acceptLanguageHeaders() throws {
        let app = try LanguageNegotiator(supported: ["en", "fr", "zh-Hans", "zh-Hant"], default: "en")
        #expect(try app.bestMatch(acceptLanguage: "de-CH, fr;q=0.8, en;q=0.5") == "fr")
        #expect(try app.bestMatch(acceptLanguage: "zh-HK") == "zh-Hant")
        #expect(try app.bestMatch(acceptLanguage: "fr-CA") == "fr")
        #expect(try app.bestMatch(acceptLanguage: "en;q=0.1, fr;q=0.9") == "fr")
        #expect(try app.bestMatch(acceptLanguage: "fr;q=0, en;q=0.5") == "en")
        let german = try LanguageNegotiator(supported: ["en", "de"], default: "en")
        #expect(try german.bestMatch(acceptLanguage: "de-CH, de;q=0.9, en;q=0.5") == "de")
    }

    @Test func invalidSupportedOrDefaultIsInvalidLocale() {
        #expect(errorCode { _ = try LanguageNegotiator(supported: ["en", "de!"], default: "en") } == .invalidLocale)
        #expect(errorCode { _ = try LanguageNegotiator(supported: ["en"], default: "") } == .invalidLocale)
        #expect(errorCode { _ = try LanguageNegotiator(supported: ["en"], default: "en--US") } == .invalidLocale)
        #expect(errorCode { _ = try LanguageNegotiator(supported: ["*"], default: "en") } == .invalidLocale)
    }

    @Test func supportedListIsBounded() throws {
        let many = Array(repeating: "en", count: LanguageNegotiator.maximumSupportedCount + 1)
        #expect(errorCode { _ = try LanguageNegotiator(supported: many, default: "en") } == .limitExceeded)
        let most = Array(repeating: "en", count: LanguageNegotiator.maximumSupportedCount)
        #expect(try LanguageNegotiator(supported: most + [], default: "fr").bestMatch(preferences: ["en-AU"]) == "en")
    }

    @Test func invalidRequestedTagsAreSkipped() throws {
        let app = try LanguageNegotiator(supported: ["en", "fr"], default: "en")
        #expect(try app.bestMatch(preferences: ["!!", "", "fr-CA"]) == "fr")
        #expect(try app.bestMatch(acceptLanguage: "x!y, fr") == "fr")
    }

    @Test func onlyTheFirstPreferencesAreRead() throws {
        // Malformed entries count towards the bound without matching anything
        // (valid ones would, and ICU demotes each later preference anyway).
        let app = try LanguageNegotiator(supported: ["en", "fr"], default: "en")
        let filler = Array(repeating: "!!", count: LanguageNegotiator.maximumPreferenceCount)
        #expect(try app.bestMatch(preferences: filler + ["fr"]) == "en")
        #expect(try app.bestMatch(preferences: Array(filler.dropLast()) + ["fr"]) == "fr")
        #expect(try app.bestMatch(acceptLanguage: filler.joined(separator: ", ") + ", fr") == "en")
        #expect(try app.bestMatch(acceptLanguage: filler.dropLast().joined(separator: ", ") + ", fr") == "fr")
        #expect(try app.bestMatch(acceptLanguage: String(repeating: ",", count: 100_000) + "fr") == "en")
    }

    // MARK: Accept-Language parsing

    @Test(
        arguments: [
            ("de-CH, de;q=0.9, en;q=0.5", ["de-CH", "de", "en"]),
            ("en;q=0.5, de-CH, *;q=0.1, fr;q=0.9, xx!", ["de-CH", "fr", "en"]),
            ("  fr-CA ;  q = 0.7 ,\ten\t,,  ", ["en", "fr-CA"]),
            ("en;q=0.5, fr;q=0.5, de;q=0.5", ["en", "fr", "de"]),  // ties keep their position
            ("fr;q=0.8, en;Q=1", ["en", "fr"]),  // Q is q
            ("en;q=2, fr;q=abc, de;q=, it;q=-1, es;q=.5, pt;q=1.0001, nl;q=0.75", ["nl"]),  // malformed q: skipped
            ("en;q=0, fr;q=0.000, de", ["de"]),  // q=0: not acceptable
            ("en;q=1.000, fr;q=0.875, de;q=0.8755", ["en", "de", "fr"]),
            ("en-us;q=0.5, en_US;q=0.9, EN-US", ["EN-US"]),  // duplicates count once, at their best
            ("en;q=0.4, fr, en;q=0.8", ["fr", "en"]),
            ("*", []),
            ("*;q=0.5, en", ["en"]),
            ("", []),
            (" , ;q=0.5, ;", []),
            ("en;level=1;q=0.5, fr", ["fr", "en"]),  // other parameters are ignored
            ("i-klingon, x-private, en-GB-oed", ["i-klingon", "x-private", "en-GB-oed"]),
            ("de_DE, ja-JP-u-ca-japanese", ["de_DE", "ja-JP-u-ca-japanese"]),
            ("toolongsubtag-US, 12, en-", []),
        ] as [(String, [String])])
    func parsing(_ header: String, _ expected: [String]) {
        #expect(LanguageNegotiator.preferences(fromAcceptLanguage: header) == expected)
    }

    @Test func parsingIsBounded() {
        let header = (0..<100).map { "en;q=0.\($0 % 10)" }.joined(separator: ",") + ", fr"
        #expect(LanguageNegotiator.preferences(fromAcceptLanguage: header) == ["en"])
        let tags = (0..<40).map { i in "x-p\(i)" }.joined(separator: ", ")
        #expect(
            LanguageNegotiator.preferences(fromAcceptLanguage: tags).count == LanguageNegotiator.maximumPreferenceCount)
    }
}

@Suite("LanguageNegotiator concurrency")
struct LanguageNegotiatorConcurrencyTests {
    @Test func sharedNegotiatorFromManyTasks() async throws {
        let app = try LanguageNegotiator(supported: ["en", "fr", "zh-Hans", "zh-Hant", "de"], default: "en")
        let requests: [(String, String)] = [
            ("zh-HK", "zh-Hant"), ("de-CH, fr;q=0.8", "de"), ("fr-CA", "fr"), ("ja", "en"), ("zh-CN", "zh-Hans"),
        ]
        let ok = try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var allRight = true
                    for round in 0..<200 {
                        let (header, expected) = requests[(task + round) % requests.count]
                        if try !(app.bestMatch(acceptLanguage: header) == expected) { allRight = false }
                    }
                    return allRight
                }
            }
            return try await group.reduce(true) { $0 && $1 }
        }
        #expect(ok)
    }
}
