// Counts the calling thread's heap allocations (malloc, calloc, realloc) between a begin and an
// end, for ScrollSimTestSupport's AllocationCounter. Linux (glibc) only; elsewhere the functions
// exist and count nothing.
#ifndef SCROLLSIM_ALLOCATION_HOOK_H
#define SCROLLSIM_ALLOCATION_HOOK_H

/// Starts counting this thread's allocations from zero.
void scrollsim_allocations_begin(void);
/// Stops counting and returns how many allocations this thread made since the begin.
long scrollsim_allocations_end(void);
/// 1 where the hook is in place (glibc, and `malloc` exported from the executable), else 0.
int scrollsim_allocations_hooked(void);

#endif
