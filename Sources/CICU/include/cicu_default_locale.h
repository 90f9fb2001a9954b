#ifndef CICU_DEFAULT_LOCALE_H
#define CICU_DEFAULT_LOCALE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Pins ICU's process-wide default locale to root (`uloc_setDefault("root")`),
/// once per process; returns the UErrorCode of that call (0 on success).
///
/// ICU's last fallback step, for a locale whose chain reaches no data and for
/// rule-based number formats a language has none of (`spellout` in `ti`), is
/// its default locale, which it otherwise takes from `LANG`/`LC_*`. Pinned to
/// root, every answer depends on the requested locale alone.
///
/// It runs before `main` (a constructor in this file, which the linker keeps
/// because Swift references this function) and again, as a no-op, from the
/// library's Swift entry points, so no ICU call can run first. The system ICU
/// is this library's alone in a Swift process (Foundation on Linux carries
/// its own, symbol-prefixed ICU); a host that calls `uloc_setDefault` itself
/// changes what ICU falls back to.
int32_t cicu_pin_root_default_locale(void);

/// Set to 1 once the default locale is pinned.
extern int cicu_default_locale_pinned;

/// cicu_pin_root_default_locale for a per-call path: a load when already
/// pinned (as it is from before `main`), the call otherwise.
static inline void cicu_ensure_root_default_locale(void) {
    if (!__atomic_load_n(&cicu_default_locale_pinned, __ATOMIC_ACQUIRE)) (void)cicu_pin_root_default_locale();
}

/// ICU's default locale now (`uloc_getDefault`): "" once pinned to root.
const char *cicu_default_locale(void);

#ifdef __cplusplus
}
#endif

#endif
