// The test processes' malloc, calloc and realloc: each counts a call made on a thread that is
// counting (a thread-local flag, so that tests running in parallel on other threads are not
// counted), then passes it to glibc's own (`__libc_malloc`…). The executable exports these
// symbols (the target's linker settings), so every library in the process, the Swift runtime
// included, calls them. Nothing here allocates.
#define _GNU_SOURCE  // RTLD_DEFAULT
#include "ScrollSimAllocationHook.h"

#if defined(__linux__)
#include <features.h>  // defines __GLIBC__ on glibc
#endif

// AddressSanitizer and ThreadSanitizer replace malloc and free with their own, which keep
// track of every block: a malloc passed to glibc behind their back makes their free crash the
// process (signal 11 before the first test). Under them the hook is left out, and counting is
// unavailable (the allocation tests skip).
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define SCROLLSIM_UNDER_SANITIZER 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SCROLLSIM_UNDER_SANITIZER 1
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(SCROLLSIM_UNDER_SANITIZER)
#include <dlfcn.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static __thread int counting;
static __thread long counted;

void *malloc(size_t size) {
    if (counting) counted += 1;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    if (counting) counted += 1;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (counting) counted += 1;
    return __libc_realloc(pointer, size);
}

void scrollsim_allocations_begin(void) {
    counted = 0;
    counting = 1;
}

long scrollsim_allocations_end(void) {
    counting = 0;
    return counted;
}

// Whether the process resolves `malloc` to this one: true only when the executable exports it, so
// that the Swift runtime's allocations come here too.
int scrollsim_allocations_hooked(void) { return dlsym(RTLD_DEFAULT, "malloc") == (void *)&malloc; }

#else

void scrollsim_allocations_begin(void) {}
long scrollsim_allocations_end(void) { return 0; }
int scrollsim_allocations_hooked(void) { return 0; }

#endif
