/* Preloaded (LD_PRELOAD) by .ci/fuzz.sh so that a fuzz run is a function of its seed and its
 * inputs alone. Two sources of process-to-process variation reach the code under test, and through
 * coverage feedback and libFuzzer's comparison tracing they change which inputs are tried next:
 *
 * - getrandom(2): Rust's standard library seeds every HashMap's hasher from it (calling the libc
 *   function when there is one, which allows this interposition). Here it returns a fixed
 *   pseudo-random stream (xorshift64*), the same in every process.
 * - the wall clock: foldhash (hashbrown's default hasher) mixes the time into its seed. Here
 *   CLOCK_REALTIME stands still at a fixed instant. libFuzzer measures its per-input time-out with
 *   the same clock, so .ci/fuzz.sh bounds each target with `timeout` instead.
 *
 * Only for fuzzing: nothing here is secret. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <sys/types.h>
#include <time.h>

static unsigned long long state = 0x9E3779B97F4A7C15ULL;

ssize_t getrandom(void *buf, size_t len, unsigned int flags) {
    (void)flags;
    unsigned char *out = buf;
    for (size_t i = 0; i < len; i++) {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        out[i] = (unsigned char)((state * 0x2545F4914F6CDD1DULL) >> 56);
    }
    return (ssize_t)len;
}

int clock_gettime(clockid_t clock, struct timespec *tp) {
    static int (*real)(clockid_t, struct timespec *);
    if (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE) {
        tp->tv_sec = 1767225600; /* 2026-01-01T00:00:00Z */
        tp->tv_nsec = 0;
        return 0;
    }
    if (!real) {
        real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
    }
    return real(clock, tp);
}
