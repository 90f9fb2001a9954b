// The per-thread object of cicu_thread.h: a thread-local pointer for the
// fast read, and a pthread key whose destructor releases it at thread exit.
#include "include/cicu_thread.h"

#include <pthread.h>
#include <stddef.h>

_Thread_local void *cicu_thread_object_slot;

static pthread_key_t key;
static int key_made;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static void (*release_function)(void *);

static void release_at_exit(void *object) {
    cicu_thread_object_slot = NULL;
    void (*release)(void *) = __atomic_load_n(&release_function, __ATOMIC_ACQUIRE);
    if (release && object) release(object);
}

static void make_key(void) { key_made = pthread_key_create(&key, release_at_exit) == 0; }

int cicu_thread_object_set(void *object, void (*release)(void *)) {
    if (cicu_thread_object_slot || !object) return 0;
    pthread_once(&once, make_key);
    if (!key_made) return 0;
    __atomic_store_n(&release_function, release, __ATOMIC_RELEASE);
    if (pthread_setspecific(key, object) != 0) return 0;
    cicu_thread_object_slot = object;
    return 1;
}
