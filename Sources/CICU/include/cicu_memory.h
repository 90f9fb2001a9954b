#ifndef CICU_MEMORY_H
#define CICU_MEMORY_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Measures what ICU keeps allocated while the calling thread builds
/// something, so that a cache can charge each entry its size.
///
/// The shim routes ICU's heap (`u_setMemoryFunctions`, installed once before
/// `main`) through functions that call `malloc`, `realloc` and `free`
/// unchanged and, while the calling thread measures, add each block's
/// usable size to that thread's total (and subtract the blocks it frees).
/// Measurements nest: an inner one's bytes count in the outer one too.
///
/// ```c
/// int64_t start = cicu_memory_measure_begin();
/// /* open an ICU object */
/// int64_t bytes = cicu_memory_measure_end(start);   // what it holds
/// ```
///
/// Returns the calling thread's running total, to pass to
/// cicu_memory_measure_end.
int64_t cicu_memory_measure_begin(void);

/// Stops the measurement `cicu_memory_measure_begin` started and returns the
/// bytes ICU allocated on this thread since, less those it freed (0 when
/// ICU's heap could not be routed through the shim).
int64_t cicu_memory_measure_end(int64_t start);

/// 1 when ICU's heap goes through the shim, so that measurements count.
int32_t cicu_memory_is_measurable(void);

#ifdef __cplusplus
}
#endif

#endif
