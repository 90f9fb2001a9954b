// ICU's default locale, pinned to root (include/cicu_default_locale.h).
#include "include/cicu_default_locale.h"
#include "cicu_internal.h"
#include <pthread.h>
#include <unicode/uloc.h>

static pthread_once_t cicu_pin_once = PTHREAD_ONCE_INIT;
static int32_t cicu_pin_status = U_ZERO_ERROR;
int cicu_default_locale_pinned;

static void cicu_pin(void) {
    UErrorCode st = U_ZERO_ERROR;
    uloc_setDefault("root", &st);
    cicu_pin_status = (int32_t)st;
    __atomic_store_n(&cicu_default_locale_pinned, 1, __ATOMIC_RELEASE);
}

int32_t cicu_pin_root_default_locale(void) {
    CICU_COUNT_CALL();
    pthread_once(&cicu_pin_once, cicu_pin);
    return cicu_pin_status;
}

const char *cicu_default_locale(void) {
    CICU_COUNT_CALL();
    return uloc_getDefault();
}

// Before main and before any other code of the process can call ICU.
__attribute__((constructor)) static void cicu_pin_at_load(void) {
    pthread_once(&cicu_pin_once, cicu_pin);
}
