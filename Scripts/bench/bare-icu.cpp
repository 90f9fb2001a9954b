// The bare ICU calls of the benchmark table, in a plain C loop: what a
// floor (Sources/CBenchmarkFloors, through LocaleFormatBenchmarkSupport)
// should cost, less the Swift String it makes. Same inputs as
// Sources/LocaleFormatBenchmarkSupport/BenchWorkloads*.swift; each loop is
// a function of its own (bare_<kind>) so that callgrind can count it alone
// (Scripts/bench/floor-vs-bare.sh). Prints CPU ns per call of each loop.
//
//   c++ -O2 bare-icu.cpp $(pkg-config --cflags --libs icu-i18n) -o bare-icu
//   ./bare-icu [iterations] [number skeleton] [currency skeleton] [unit skeleton]
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

#include <unicode/fmtable.h>
#include <unicode/locid.h>
#include <unicode/msgfmt.h>
#include <unicode/ucasemap.h>
#include <unicode/ucol.h>
#include <unicode/udat.h>
#include <unicode/unistr.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

static volatile long sink;
// One sink per number row, so that the compiler does not fold their loops
// into one function (callgrind counts them by name).
static volatile long numberSinks[3];

static void check(UErrorCode status, const char *what) {
    if (U_FAILURE(status)) {
        std::fprintf(stderr, "%s: %s\n", what, u_errorName(status));
        std::exit(1);
    }
}

static double now() {
    timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static int32_t utf8(const UChar *s, int32_t length, char *out, UErrorCode *st) {
    int32_t written = 0;
    u_strToUTF8(out, 256, &written, s, length, st);
    if (*st == U_STRING_NOT_TERMINATED_WARNING) *st = U_ZERO_ERROR;
    return written;
}

__attribute__((noinline)) static void bare_date(const UDateFormat *f, long n, char *out) {
    for (long i = 0; i < n; i++) {
        UErrorCode st = U_ZERO_ERROR;
        UChar text[256];
        int32_t length = udat_formatForFields(f, 1438968572000.0, text, 256, nullptr, &st);
        sink += utf8(text, length, out, &st);
    }
}

__attribute__((noinline)) static void bare_compare(const UCollator *c, long n, const char *a, const char *b) {
    int32_t la = (int32_t)std::strlen(a), lb = (int32_t)std::strlen(b);
    for (long i = 0; i < n; i++) {
        UErrorCode st = U_ZERO_ERROR;
        sink += ucol_strcollUTF8(c, a, la, b, lb, &st);
    }
}

__attribute__((noinline)) static void bare_message(const icu::MessageFormat *f, long n, const icu::UnicodeString *names,
                                                   const icu::Formattable *values, char *out) {
    icu::UnicodeString result;
    for (long i = 0; i < n; i++) {
        UErrorCode st = U_ZERO_ERROR;
        result.remove();
        f->format(names, values, 2, result, st);
        sink += utf8(result.getBuffer(), result.length(), out, &st);
    }
}

__attribute__((noinline)) static void bare_case(const UCaseMap *m, long n, const char *text, char *out) {
    int32_t length = (int32_t)std::strlen(text);
    for (long i = 0; i < n; i++) {
        UErrorCode st = U_ZERO_ERROR;
        sink += ucasemap_utf8ToUpper(m, out, 256, text, length, &st);
    }
}

template <int Row>
__attribute__((always_inline)) static inline void number_loop(const UNumberFormatter *f, UFormattedNumber *r, long n,
                                                              const char *decimal, char *out) {
    int32_t length = (int32_t)std::strlen(decimal);
    for (long i = 0; i < n; i++) {
        UErrorCode st = U_ZERO_ERROR;
        unumf_formatDecimal(f, decimal, length, r, &st);
        int32_t length16 = 0;
        const UChar *text = ufmtval_getString(unumf_resultAsValue(r, &st), &length16, &st);
        numberSinks[Row] += utf8(text, length16, out, &st);
    }
}

// The same loop under three names, one per row, for callgrind.
__attribute__((noinline)) static void bare_number(const UNumberFormatter *f, UFormattedNumber *r, long n,
                                                  const char *decimal, char *out) {
    number_loop<0>(f, r, n, decimal, out);
}
__attribute__((noinline)) static void bare_currency(const UNumberFormatter *f, UFormattedNumber *r, long n,
                                                    const char *decimal, char *out) {
    number_loop<1>(f, r, n, decimal, out);
}
__attribute__((noinline)) static void bare_unit(const UNumberFormatter *f, UFormattedNumber *r, long n,
                                                const char *decimal, char *out) {
    number_loop<2>(f, r, n, decimal, out);
}

__attribute__((noinline)) static void bare_plural(const UPluralRules *rules, const UNumberFormatter *f,
                                                  UFormattedNumber *r, long n, const char *decimal, char *out) {
    int32_t length = (int32_t)std::strlen(decimal);
    for (long i = 0; i < n; i++) {
        UErrorCode st = U_ZERO_ERROR;
        unumf_formatDecimal(f, decimal, length, r, &st);
        UChar keyword[32];
        int32_t k = uplrules_selectFormatted(rules, r, keyword, 32, &st);
        sink += utf8(keyword, k, out, &st);
    }
}

static UNumberFormatter *numberFormatter(const char *skeleton, const char *locale) {
    UErrorCode st = U_ZERO_ERROR;
    icu::UnicodeString sk = icu::UnicodeString::fromUTF8(skeleton);
    UNumberFormatter *f = unumf_openForSkeletonAndLocale(sk.getBuffer(), sk.length(), locale, &st);
    check(st, skeleton);
    return f;
}

/// Runs a loop (after a warm-up) and prints its CPU ns per call and the
/// last output it wrote into `out`, if any.
template <typename Body> static void report(const char *kind, long n, char *out, Body body) {
    body(n / 10 + 1);  // warm-up
    std::memset(out, 0, 256);
    double start = now();
    body(n);
    std::printf("%-9s %10.1f ns per call  %s\n", kind, (now() - start) / (double)n, out);
}

int main(int argc, char **argv) {
    long n = argc > 1 ? std::atol(argv[1]) : 100000;
    // NumberFormat.skeleton, CurrencyFormat.skeleton, UnitFormat.skeleton of the rows.
    const char *numberSkeleton = argc > 2 ? argv[2] : ".###";
    const char *currencySkeleton = argc > 3 ? argv[3] : "currency/EUR";
    const char *unitSkeleton = argc > 4 ? argv[4] : "unit/kilometer-per-hour";
    char out[256];
    UErrorCode st = U_ZERO_ERROR;

    UChar zone[64];
    int32_t zoneLength = 0;
    u_strFromUTF8(zone, 64, &zoneLength, "America/Los_Angeles", -1, &st);
    UDateFormat *date = udat_open(UDAT_LONG, UDAT_FULL, "es_ES", zone, zoneLength, nullptr, -1, &st);
    check(st, "udat_open");
    UCollator *collator = ucol_open("sv", &st);
    check(st, "ucol_open");
    icu::UnicodeString pattern = icu::UnicodeString::fromUTF8(
        "{name} ma {count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}.");
    UParseError pe;
    icu::MessageFormat message(pattern, icu::Locale("pl"), pe, st);
    check(st, "MessageFormat");
    icu::UnicodeString names[2] = {u"count", u"name"};
    icu::Formattable values[2] = {icu::Formattable((int64_t)3), icu::Formattable(icu::UnicodeString(u"Ana"))};
    UCaseMap *caseMap = ucasemap_open("tr", 0, &st);
    check(st, "ucasemap_open");
    UNumberFormatter *number = numberFormatter(numberSkeleton, "de_DE");
    UNumberFormatter *currency = numberFormatter(currencySkeleton, "de_DE");
    UNumberFormatter *unit = numberFormatter(unitSkeleton, "en_US");
    UNumberFormatter *operands = numberFormatter("precision-integer group-off rounding-mode-down", "root");
    UPluralRules *rules = uplrules_openForType("pl", UPLURAL_TYPE_CARDINAL, &st);
    check(st, "uplrules_openForType");
    UFormattedNumber *result = unumf_openResult(&st);
    check(st, "unumf_openResult");

    report("date", n / 10, out, [&](long k) { bare_date(date, k, out); });
    report("compare", n, out, [&](long k) { bare_compare(collator, k, "\xC3\x84rlighet", "Zebrafink"); });
    report("message", n / 10, out, [&](long k) { bare_message(&message, k, names, values, out); });
    report("case", n, out, [&](long k) { bare_case(caseMap, k, "istanbul'da iyi g\xC3\xBCnler", out); });
    report("number", n, out, [&](long k) { bare_number(number, result, k, "1234567.891", out); });
    report("currency", n, out, [&](long k) { bare_currency(currency, result, k, "1234.5", out); });
    report("unit", n, out, [&](long k) { bare_unit(unit, result, k, "88", out); });
    report("plural", n, out, [&](long k) { bare_plural(rules, operands, result, k, "5", out); });

    unumf_closeResult(result);
    uplrules_close(rules);
    unumf_close(operands);
    unumf_close(unit);
    unumf_close(currency);
    unumf_close(number);
    ucasemap_close(caseMap);
    ucol_close(collator);
    udat_close(date);
    return 0;
}
