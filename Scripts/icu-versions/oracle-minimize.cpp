// ICU 76's own minimization favouring the script, for comparison with
// Scripts/icu-versions/oracle-minimize.py: Locale::minimizeSubtags(bool
// favorScript, UErrorCode&) is @internal and protected in ICU 76 (ICU 72
// has none), reached here through a subclass. Reads BCP 47 tags, one a line
// (oracle-minimize.py --all writes them), and prints
// "tag<TAB>minimized<TAB>minimized favouring the script<TAB>status" for the
// tag's base name. Build and run inside the Debian 13 root:
//   Scripts/icu-versions/debian13.sh clang++ -std=c++17 -o /tmp/oracle-minimize \
//       Scripts/icu-versions/oracle-minimize.cpp -licuuc
//   Scripts/icu-versions/debian13.sh bash -c '/tmp/oracle-minimize < tags.txt'
#include <unicode/locid.h>
#include <unicode/uloc.h>
#include <cstdio>
#include <string>
struct Probe : icu::Locale {
    explicit Probe(const char *id) : icu::Locale(id) {}
    void minimize(bool favorScript, UErrorCode &st) { minimizeSubtags(favorScript, st); }
};
int main() {
    char line[512];
    while (fgets(line, sizeof line, stdin)) {
        std::string tag(line);
        while (!tag.empty() && (tag.back() == '\n' || tag.back() == '\r')) tag.pop_back();
        UErrorCode st = U_ZERO_ERROR;
        icu::Locale parsed = icu::Locale::forLanguageTag(tag.c_str(), st);
        Probe base(parsed.getBaseName());
        Probe script(parsed.getBaseName());
        script.minimize(true, st);
        base.minimize(false, st);
        std::string a = base.toLanguageTag<std::string>(st), b = script.toLanguageTag<std::string>(st);
        printf("%s\t%s\t%s\t%s\n", tag.c_str(), a.c_str(), b.c_str(), u_errorName(st));
    }
}
