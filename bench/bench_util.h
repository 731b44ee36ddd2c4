/* SPDX-License-Identifier: MIT */
/* Shared benchmark helpers: a monotonic clock, a reproducible random stream,
   medians of repeated runs, and a sink the optimizer cannot remove. */
#ifndef CBX_BENCH_UTIL_H
#define CBX_BENCH_UTIL_H

#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static inline double bench_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* CPU time of the calling thread: unlike the wall clock it stops while the
   thread is descheduled, so other work on a shared machine distorts it less. */
static inline double bench_cpu_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* xorshift64*: fast, reproducible, good enough for scenes. */
typedef struct bench_rng { uint64_t s; } bench_rng;
static inline uint64_t bench_next(bench_rng *r) {
    r->s ^= r->s >> 12;
    r->s ^= r->s << 25;
    r->s ^= r->s >> 27;
    return r->s * UINT64_C(2685821657736338717);
}
/* Uniform in [lo, hi). */
static inline double bench_uniform(bench_rng *r, double lo, double hi) {
    return lo + (hi - lo) * (double)(bench_next(r) >> 11) * (1.0 / 9007199254740992.0);
}
/* A random order of n things as Fisher-Yates swaps: for i = n - 1 down to
   1, swap[i] is the index in [0, i] that i trades places with; applying
   them in that order to any arrays puts all in the same random order. */
static inline void bench_draw_swaps(unsigned *swap, unsigned n, bench_rng *r) {
    for (unsigned i = n - 1; i > 0; --i) swap[i] = (unsigned)(bench_next(r) % (i + 1));
}

static int bench_cmp_double(const void *a, const void *b) {
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}
/* Median of n values (sorts them in place). */
static inline double bench_median(double *v, int n) {
    qsort(v, (size_t)n, sizeof v[0], bench_cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* A summary of n times (sorts them in place): their median, or with
   BENCH_STAT=min in the environment their smallest. This project's machine
   switches its clock between two speeds while rounds run, so a median can
   mix the two; the smallest, a round at the faster clock, is the steadier
   figure for two builds or two loops taking turns. For times only (the
   smallest of a set of ratios or bandwidths would mean something else).
   bench_time_stat: the summary's name, for the benchmarks' headers. */
static inline int bench_time_is_min(void) {
    const char *stat = getenv("BENCH_STAT");
    return stat != NULL && strcmp(stat, "min") == 0;
}
static inline const char *bench_time_stat(void) { return bench_time_is_min() ? "min" : "median"; }
static inline double bench_time(double *v, int n) {
    const double med = bench_median(v, n); /* sorts v: v[0] is the smallest */
    return bench_time_is_min() ? v[0] : med;
}

/* Results flow here so that no loop is optimized away. */
static volatile uint64_t bench_sink;

/* Number of repetitions: BENCH_RUNS in the environment, else `dflt`. */
static inline int bench_runs(int dflt) {
    const char *e = getenv("BENCH_RUNS");
    int n = e ? atoi(e) : dflt;
    return n > 0 ? n : dflt;
}

#endif
