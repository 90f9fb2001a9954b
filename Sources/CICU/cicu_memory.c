// ICU's heap, routed through malloc with per-thread measurement (see
// cicu_memory.h). The functions forward to the C library's allocator, the
// one ICU uses by default, so blocks allocated before the hooks were
// installed are freed correctly afterwards.
#include "include/cicu_memory.h"

#include <malloc.h>
#include <stdlib.h>
#include <unicode/uclean.h>

static _Thread_local int32_t measuring;  // nesting depth on this thread
static _Thread_local int64_t measured;   // running total while measuring
static int32_t installed;

static void *measured_alloc(const void *context, size_t size) {
    (void)context;
    void *block = malloc(size);
    if (measuring && block) measured += (int64_t)malloc_usable_size(block);
    return block;
}

static void *measured_realloc(const void *context, void *block, size_t size) {
    (void)context;
    int64_t before = (measuring && block) ? (int64_t)malloc_usable_size(block) : 0;
    void *moved = realloc(block, size);
    if (measuring && moved) measured += (int64_t)malloc_usable_size(moved) - before;
    return moved;
}

static void measured_free(const void *context, void *block) {
    (void)context;
    if (measuring && block) measured -= (int64_t)malloc_usable_size(block);
    free(block);
}

// Before main, while the process has one thread: ICU reads the hooks
// without synchronization.
__attribute__((constructor)) static void cicu_memory_install(void) {
    UErrorCode status = U_ZERO_ERROR;
    u_setMemoryFunctions(NULL, measured_alloc, measured_realloc, measured_free, &status);
    installed = U_SUCCESS(status) ? 1 : 0;
}

int64_t cicu_memory_measure_begin(void) {
    ++measuring;
    return measured;
}

int64_t cicu_memory_measure_end(int64_t start) {
    if (measuring > 0) --measuring;
    int64_t bytes = measured - start;
    if (measuring == 0) measured = 0;
    return installed ? bytes : 0;
}

int32_t cicu_memory_is_measurable(void) { return installed; }
