#ifndef CICU_THREAD_H
#define CICU_THREAD_H

#ifdef __cplusplus
extern "C" {
#endif

/// One object per thread for LocaleFormat's caches: each thread keeps the
/// entries it found lately (its cache front), so that a hit takes no lock
/// and writes nothing another thread reads.
///
/// The slot holds a retained Swift object; the thread's exit releases it
/// through the function given to cicu_thread_object_set.
///
/// ```c
/// void *front = cicu_thread_object();   // NULL until set on this thread
/// ```
extern _Thread_local void *cicu_thread_object_slot;

/// The calling thread's object, or NULL before it was set.
static inline void *cicu_thread_object(void) { return cicu_thread_object_slot; }

/// Sets the calling thread's object (once per thread: a second call on the
/// same thread leaves the first in place and returns 0). `release` is
/// called with it when the thread exits. Returns 1 when set.
int cicu_thread_object_set(void *object, void (*release)(void *));

#ifdef __cplusplus
}
#endif

#endif
