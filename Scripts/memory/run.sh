#!/usr/bin/env bash
# Memory under distinct locale names: ICU's resource cache keeps an
# entry for every locale name it is asked to open and never evicts one, so
# `icufmt batch` is fed NAMES distinct well-formed locale names (ICU's own
# ISO 639 languages x ISO 15924 scripts x ISO 3166 regions, a third with a
# -u- keyword), each in one request of a mix of ops, and then the same names
# once more; RSS is read from /proc before, after, and after the repeat.
#
#   Scripts/memory/run.sh                     # release build, 1,000,000 names
#   NAMES=200000 Scripts/memory/run.sh
#   REPEAT=250000 Scripts/memory/run.sh      # send only the first 250,000 again
#   ICUFMT=/path/to/icufmt Scripts/memory/run.sh   # another build (no swift build)
#
# Not run in CI: it takes minutes. Linux only (/proc). Needs python3, a C
# compiler and libicu-dev (for ICU's lists).
set -euo pipefail
cd "$(dirname "$0")/../.."

NAMES=${NAMES:-1000000}
SEED=${SEED:-16}
REPEAT=${REPEAT:-0}
. Scripts/lib/build.sh

WORK=$(mktemp -d)
trap 'rm -rf "${WORK}"' EXIT
cat > "${WORK}/lists.c" <<'C'
#include <stdio.h>
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/uscript.h>
int main(void) {
    for (const char *const *l = uloc_getISOLanguages(); *l; l++) printf("%s ", *l);
    printf("\n");
    for (int c = 0; c < USCRIPT_CODE_LIMIT; c++) {
        const char *s = uscript_getShortName((UScriptCode)c);
        if (s != NULL && strlen(s) == 4) printf("%s ", s);
    }
    printf("\n");
    for (const char *const *r = uloc_getISOCountries(); *r; r++) printf("%s ", *r);
    printf("\n");
    int32_t n = uloc_countAvailable();
    for (int32_t i = 0; i < n; i++) printf("%s ", uloc_getAvailable(i));
    printf("\n");
    return 0;
}
C
cc -o "${WORK}/lists" "${WORK}/lists.c" $(pkg-config --cflags --libs icu-uc)
"${WORK}/lists" > "${WORK}/lists.txt"
python3 Scripts/memory/distinct_locales.py --icufmt "${ICUFMT}" --lists "${WORK}/lists.txt" --names "${NAMES}" --seed "${SEED}" \
    --repeat "${REPEAT}"
