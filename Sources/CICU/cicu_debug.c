// Open/close and call counters for debug builds (see include/cicu_debug.h).
#include "include/cicu_debug.h"
#include "cicu_internal.h"

#ifdef CICU_COUNT_OBJECTS
#include <stdatomic.h>

static _Atomic int64_t cicu_process_opened[CICU_OBJECT_KIND_COUNT];
static _Atomic int64_t cicu_process_closed[CICU_OBJECT_KIND_COUNT];
static _Atomic int64_t cicu_process_calls;
static _Thread_local CICUDebugCounts cicu_thread_counts;

void cicu_debug_count_open(int kind) {
    atomic_fetch_add_explicit(&cicu_process_opened[kind], 1, memory_order_relaxed);
    cicu_thread_counts.opened[kind] += 1;
}

void cicu_debug_count_close(int kind) {
    atomic_fetch_add_explicit(&cicu_process_closed[kind], 1, memory_order_relaxed);
    cicu_thread_counts.closed[kind] += 1;
}

void cicu_debug_count_call(void) {
    atomic_fetch_add_explicit(&cicu_process_calls, 1, memory_order_relaxed);
    cicu_thread_counts.calls += 1;
}

int32_t cicu_debug_counts(int32_t scope, CICUDebugCounts *out) {
    if (scope == 1) {
        *out = cicu_thread_counts;
        return 1;
    }
    for (int kind = 0; kind < CICU_OBJECT_KIND_COUNT; kind++) {
        out->opened[kind] = atomic_load_explicit(&cicu_process_opened[kind], memory_order_relaxed);
        out->closed[kind] = atomic_load_explicit(&cicu_process_closed[kind], memory_order_relaxed);
    }
    out->calls = atomic_load_explicit(&cicu_process_calls, memory_order_relaxed);
    return 1;
}

#else

int32_t cicu_debug_counts(int32_t scope, CICUDebugCounts *out) {
    (void)scope;
    memset(out, 0, sizeof *out);
    return 0;
}

#endif
