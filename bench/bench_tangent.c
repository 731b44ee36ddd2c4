/* SPDX-License-Identifier: MIT */
/* Exact static queries and the 2D sweep on the data real loops feed them
   (issue 15): circles resting exactly on faces and corners, grid-aligned
   tiles (integers, halves), balls rolling on a flush floor at exactly r,
   falling onto a tile, float near tangency - against random data and against
   baselines written here and compiled the same way:
     naive       the clamp test, inlined into the loop
     naive_call  the same behind a non-inlined call
     inline      cbx_overlap_circle_aabb2_inline (circbox/inline.h)
     ncontact    a naive contact (clamp, sqrt, divide; inside: nearest face)
     plain_sweep a plain double analytic sweep in Eberly's region style
                 (slab entry into the grown box, then the corner circle)
   ns per query, 4096 queries in cache, median of BENCH_RUNS (default 9)
   rounds; in each round every loop runs once, interleaved, so machine load
   hits all alike. Run one column under callgrind with BENCH_ONLY=name.
   BENCH_SHUFFLE=1: each workload's pairs in a new random order before
   each of a loop's REPS passes (the shuffle not timed), so that the branch
   predictor cannot learn the 4096 outcomes (bench_workloads.h,
   shuffle_data); the real loop's order is the game's, not a repeat. */
#include "bench_util.h" /* first: it sets _POSIX_C_SOURCE */

#include <string.h>

#include "circbox.h"
#include "circbox/inline.h"
#include "bench_baselines.h"
#include "bench_workloads.h"

#define REPS reps
static unsigned reps = 200; /* BENCH_REPS in the environment (callgrind: 1) */
#define BARRIER() __asm__ __volatile__("" ::: "memory")

/* ---- baselines (bench_baselines.h), behind calls where the loop says so ---- */
__attribute__((noinline)) static bool naive2_call(cbx_circle c, cbx_aabb2 b) { return naive_overlap2(c, b); }
__attribute__((noinline)) static bool naive2f_call(cbx_circlef c, cbx_aabb2f b) {
    const float dx = c.center.x - (float)naive_clamp1(c.center.x, b.min.x, b.max.x);
    const float dy = c.center.y - (float)naive_clamp1(c.center.y, b.min.y, b.max.y);
    return dx * dx + dy * dy <= c.radius * c.radius;
}
__attribute__((noinline)) static bool naive3_call(cbx_sphere s, cbx_aabb3 b) { return naive_overlap3(s, b); }
__attribute__((noinline)) static cbx_contact2 naive_contact2_call(cbx_circle c, cbx_aabb2 b) {
    return naive_contact2(c, b);
}
__attribute__((noinline)) static cbx_sweep2 plain_sweep(cbx_circle c, cbx_vec2 cv, cbx_aabb2 b, cbx_vec2 bv) {
    return plain_sweep2(c, cv, b, bv);
}

/* ---- loops: seconds per query over dataset d ---- */
static bool shuffle; /* BENCH_SHUFFLE */
static bench_rng shuffle_rng = {0x5DEECE66DULL};

/* Without BENCH_SHUFFLE, one CPU-time interval over all REPS passes; with
   it, each pass timed by itself on the wall clock (a CPU-time reading is a
   system call here, about 1.4 us, and one per pass added some 4 ns a
   query), its workload shuffled before it. */
#define LOOP(name, expr)                                                          \
    static double name(int d) {                                                   \
        uint64_t acc = 0;                                                         \
        if (!shuffle) {                                                           \
            const double t0 = bench_cpu_now();                                    \
            for (unsigned r = 0; r < REPS; ++r) {                                 \
                for (unsigned i = 0; i < N; ++i) acc += (uint64_t)(expr);         \
                BARRIER();                                                        \
            }                                                                     \
            bench_sink += acc;                                                    \
            return (bench_cpu_now() - t0) / ((double)N * REPS);                   \
        }                                                                         \
        double spent = 0;                                                         \
        for (unsigned r = 0; r < REPS; ++r) {                                     \
            shuffle_data(d, &shuffle_rng);                                        \
            const double t0 = bench_now();                                        \
            for (unsigned i = 0; i < N; ++i) acc += (uint64_t)(expr);             \
            BARRIER();                                                            \
            spent += bench_now() - t0;                                            \
        }                                                                         \
        bench_sink += acc;                                                        \
        return spent / ((double)N * REPS);                                        \
    }
LOOP(l_naive, naive_overlap2(c2[d][i], b2[d][i]))
LOOP(l_naive_call, naive2_call(c2[d][i], b2[d][i]))
LOOP(l_overlap, cbx_overlap_circle_aabb2(c2[d][i], b2[d][i]))
LOOP(l_inline, cbx_overlap_circle_aabb2_inline(c2[d][i], b2[d][i]))
LOOP(l_relate, cbx_relate_circle_aabb2(c2[d][i], b2[d][i]))
LOOP(l_ncontact, naive_contact2_call(c2[d][i], b2[d][i]).distance > 0)
LOOP(l_contact, cbx_contact_circle_aabb2(c2[d][i], b2[d][i]).distance > 0)
LOOP(l_naive_callf, naive2f_call(c2f[d][i], b2f[d][i]))
LOOP(l_overlapf, cbx_overlap_circle_aabb2f(c2f[d][i], b2f[d][i]))
LOOP(l_inlinef, cbx_overlap_circle_aabb2f_inline(c2f[d][i], b2f[d][i]))
LOOP(l_relatef, cbx_relate_circle_aabb2f(c2f[d][i], b2f[d][i]))
LOOP(l_contactf, cbx_contact_circle_aabb2f(c2f[d][i], b2f[d][i]).distance > 0)
LOOP(l_naive3_call, naive3_call(s3[d][i], b3[d][i]))
LOOP(l_overlap3, cbx_overlap_sphere_aabb3(s3[d][i], b3[d][i]))
LOOP(l_relate3, cbx_relate_sphere_aabb3(s3[d][i], b3[d][i]))
LOOP(l_contact3, cbx_contact_sphere_aabb3(s3[d][i], b3[d][i]).distance > 0)
LOOP(l_overlap3f, cbx_overlap_sphere_aabb3f(s3f[d][i], b3f[d][i]))
LOOP(l_relate3f, cbx_relate_sphere_aabb3f(s3f[d][i], b3f[d][i]))
LOOP(l_contact3f, cbx_contact_sphere_aabb3f(s3f[d][i], b3f[d][i]).distance > 0)
LOOP(l_plain_sweep, plain_sweep(c2[d][i], v2[d][i], b2[d][i], (cbx_vec2){0, 0}).type)
LOOP(l_sweep, cbx_sweep_circle_aabb2(c2[d][i], v2[d][i], b2[d][i], (cbx_vec2){0, 0}).type)
LOOP(l_sweepf, cbx_sweep_circle_aabb2f(c2f[d][i], v2f[d][i], b2f[d][i], (cbx_vec2f){0, 0}).type)

typedef double (*loop_fn)(int);
static const struct { const char *name; loop_fn f; } loops[] = {
    {"naive", l_naive},         {"naive_call", l_naive_call}, {"overlap", l_overlap},
    {"inline", l_inline},       {"relate", l_relate},         {"ncontact", l_ncontact},
    {"contact", l_contact},     {"naive_callf", l_naive_callf}, {"overlapf", l_overlapf},
    {"inlinef", l_inlinef},     {"relatef", l_relatef},       {"contactf", l_contactf},
    {"naive3_call", l_naive3_call}, {"overlap3", l_overlap3}, {"relate3", l_relate3},
    {"contact3", l_contact3},   {"overlap3f", l_overlap3f},   {"relate3f", l_relate3f},
    {"contact3f", l_contact3f}, {"plain_sweep", l_plain_sweep}, {"sweep", l_sweep},
    {"sweepf", l_sweepf},
};
#define NL (int)(sizeof loops / sizeof loops[0])

int main(void) {
    int runs = bench_runs(9);
    if (runs > 64) runs = 64;
    const char *only = getenv("BENCH_ONLY"), *data = getenv("BENCH_DATA");
    if (getenv("BENCH_REPS")) reps = (unsigned)atoi(getenv("BENCH_REPS"));
    if (reps == 0) reps = 1;
    shuffle = getenv("BENCH_SHUFFLE") && atoi(getenv("BENCH_SHUFFLE")) != 0;
    make_data();
    static double t[ND][NL][64];
    for (int k = 0; k < runs; ++k)
        for (int d = 0; d < ND; ++d)
            for (int l = 0; l < NL; ++l)
                if (!(data && strcmp(data, dname[d]) != 0) && (!only || strcmp(only, loops[l].name) == 0)) t[d][l][k] = loops[l].f(d);
    printf("ns per query, 4096 queries in cache%s, %s of %d interleaved rounds\n| loop |",
           shuffle ? " (shuffled before each pass)" : "", bench_time_stat(), runs);
    for (int d = 0; d < ND; ++d) printf(" %s |", dname[d]);
    printf("\n|---|");
    for (int d = 0; d < ND; ++d) printf("---|");
    printf("\n");
    for (int l = 0; l < NL; ++l) {
        if (only && strcmp(only, loops[l].name) != 0) continue;
        printf("| %s |", loops[l].name);
        for (int d = 0; d < ND; ++d) printf(" %.2f |", 1e9 * bench_time(t[d][l], runs));
        printf("\n");
    }
    return 0;
}
