// The ICU answers the string corpus's reference needs, straight from the
// system ICU's C and C++ APIs (nothing of LocaleFormat): one request per
// line on stdin, one answer per line on stdout.
//
//   P <bcp47> <decimal>              cardinal plural category of the value as a double
//   N <bcp47> <skeleton> <decimal>   unumf_formatDecimal with an ICU number skeleton
//   M <supported,...> <desired,...>  icu::LocaleMatcher's best supported index (-1: none)
//
// Build: c++ -O1 icu-oracle.cpp $(pkg-config --cflags --libs icu-i18n) -o icu-oracle
#include <unicode/localematcher.h>
#include <unicode/locid.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/uloc.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

static std::string icu_id(const std::string &tag) {
    char id[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    uloc_forLanguageTag(tag.c_str(), id, sizeof id, nullptr, &status);
    return U_SUCCESS(status) ? std::string(id) : std::string();
}

static std::string utf8(const UChar *text, int32_t length) {
    char out[4096];
    int32_t written = 0;
    UErrorCode status = U_ZERO_ERROR;
    u_strToUTF8(out, sizeof out, &written, text, length, &status);
    return U_SUCCESS(status) ? std::string(out, written) : std::string("!") + u_errorName(status);
}

static std::vector<std::string> split(const std::string &list) {
    std::vector<std::string> items;
    std::stringstream stream(list);
    std::string item;
    while (std::getline(stream, item, ',')) items.push_back(item);
    return items;
}

int main() {
    std::string line;
    while (std::getline(std::cin, line)) {
        std::stringstream words(line);
        std::string op;
        words >> op;
        UErrorCode status = U_ZERO_ERROR;
        if (op == "P") {
            std::string tag, decimal;
            words >> tag >> decimal;
            UPluralRules *rules = uplrules_open(icu_id(tag).c_str(), &status);
            UChar keyword[32];
            int32_t length = uplrules_select(rules, strtod(decimal.c_str(), nullptr), keyword, 32, &status);
            std::cout << (U_SUCCESS(status) ? utf8(keyword, length) : std::string("!") + u_errorName(status)) << "\n";
            uplrules_close(rules);
        } else if (op == "N") {
            std::string tag, skeleton, decimal;
            words >> tag >> skeleton >> decimal;
            // Skeleton words are joined with '+' on the line.
            for (char &c : skeleton) if (c == '+') c = ' ';
            UChar sk[256];
            int32_t sk_length = 0;
            u_strFromUTF8(sk, 256, &sk_length, skeleton.c_str(), (int32_t)skeleton.size(), &status);
            UNumberFormatter *formatter =
                unumf_openForSkeletonAndLocale(sk, sk_length, icu_id(tag).c_str(), &status);
            UFormattedNumber *result = unumf_openResult(&status);
            unumf_formatDecimal(formatter, decimal.c_str(), (int32_t)decimal.size(), result, &status);
            UChar out[1024];
            int32_t length = unumf_resultToString(result, out, 1024, &status);
            std::cout << (U_SUCCESS(status) ? utf8(out, length) : std::string("!") + u_errorName(status)) << "\n";
            unumf_closeResult(result);
            unumf_close(formatter);
        } else if (op == "M") {
            std::string supported, desired;
            words >> supported >> desired;
            std::vector<icu::Locale> have, want;
            for (auto &tag : split(supported)) have.push_back(icu::Locale(icu_id(tag).c_str()));
            for (auto &tag : split(desired)) {
                std::string id = icu_id(tag);
                if (!id.empty()) want.push_back(icu::Locale(id.c_str()));
            }
            int32_t index = -1;
            if (!want.empty()) {
                icu::LocaleMatcher matcher = icu::LocaleMatcher::Builder()
                                                 .setSupportedLocales(have.begin(), have.end())
                                                 .setNoDefaultLocale()
                                                 .build(status);
                icu::Locale::RangeIterator<std::vector<icu::Locale>::iterator> it(want.begin(), want.end());
                icu::LocaleMatcher::Result result = matcher.getBestMatchResult(it, status);
                if (U_SUCCESS(status)) index = result.getSupportedIndex();
            }
            std::cout << index << "\n";
        } else {
            std::cout << "!unknown\n";
        }
        std::cout.flush();
    }
    return 0;
}
