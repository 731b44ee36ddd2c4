/* SPDX-License-Identifier: MIT */
/* cbx_overlap_circle_aabb2 (exact) against the naive clamp-and-compare test
   a user would write, on the same pairs, in ns per test.

   Scenes follow Larsson et al. (bench_scene.h): random pairs in a square of
   half side 100, sizes tuned to about 5/25/50/75/95 % overlap. Two regimes:
   "cache" repeats the first 4096 pairs (data in L1/L2), "stream" walks 8M
   pairs (448 MB in double, 224 MB in float: beyond any last-level cache). Each figure is
   the median of BENCH_RUNS runs (default 9); the two loops alternate within
   a run so that drift in the machine's load hits both alike.

   Times are the thread's CPU time (bench_cpu_now), so that the test is
   not charged for the time other processes hold the core.

   Columns: naive = the clamp-and-compare loop, inlined by the compiler as in
   a user's code; call = the same naive test behind a non-inlined call (the
   price of the call alone); exact = cbx_overlap_circle_aabb2[f] from the
   library; ratio = exact / naive (medians); best = the same ratio for the
   fastest run of each, which a machine shared with other work distorts least. */
#include "bench_scene.h"
#include "bench_baselines.h"

#define CACHE_PAIRS 4096u
#define STREAM_PAIRS 8000000u

/* ---- the naive test, as seed 003 writes it: Max(lo, Min(x, hi)), compiled
   to minsd/maxsd without branches; touching counts, as in the library ---- */

static inline float naive_clampf(float x, float lo, float hi) {
    const float t = x < hi ? x : hi;
    return t > lo ? t : lo;
}

/* double: naive_overlap2 of bench_baselines.h */
static inline bool naive(cbx_circle c, cbx_aabb2 b) { return naive_overlap2(c, b); }
static inline bool naivef(cbx_circlef c, cbx_aabb2f b) {
    const float dx = c.center.x - naive_clampf(c.center.x, b.min.x, b.max.x);
    const float dy = c.center.y - naive_clampf(c.center.y, b.min.y, b.max.y);
    return dx * dx + dy * dy <= c.radius * c.radius;
}
__attribute__((noinline)) static bool naive_call(cbx_circle c, cbx_aabb2 b) { return naive(c, b); }
__attribute__((noinline)) static bool naive_callf(cbx_circlef c, cbx_aabb2f b) { return naivef(c, b); }

/* Tells the compiler the pairs may have changed, so that no pass over them
   is merged with or hoisted out of the next one. */
#define BENCH_BARRIER() __asm__ __volatile__("" ::: "memory")

/* ---- timed loops: `reps` passes over n pairs, seconds per test ---- */

#define DEFINE_LOOP(name, CIRC, BOX, test)                                            \
    static double name(const CIRC *c, const BOX *b, size_t n, size_t reps) {         \
        uint64_t hits = 0;                                                            \
        const double t0 = bench_cpu_now();                                                \
        for (size_t r = 0; r < reps; ++r) {                                           \
            for (size_t i = 0; i < n; ++i) hits += (uint64_t)test(c[i], b[i]);        \
            BENCH_BARRIER();                                                          \
        }                                                                             \
        const double t1 = bench_cpu_now();                                                \
        bench_sink += hits;                                                           \
        return (t1 - t0) / ((double)n * (double)reps);                                \
    }

DEFINE_LOOP(loop_naive, cbx_circle, cbx_aabb2, naive)
DEFINE_LOOP(loop_call, cbx_circle, cbx_aabb2, naive_call)
DEFINE_LOOP(loop_exact, cbx_circle, cbx_aabb2, cbx_overlap_circle_aabb2)
DEFINE_LOOP(loop_naivef, cbx_circlef, cbx_aabb2f, naivef)
DEFINE_LOOP(loop_callf, cbx_circlef, cbx_aabb2f, naive_callf)
DEFINE_LOOP(loop_exactf, cbx_circlef, cbx_aabb2f, cbx_overlap_circle_aabb2f)

typedef struct timing { double naive, call, exact, best_ratio; } timing;

static timing run_double(const cbx_circle *c, const cbx_aabb2 *b, size_t n, size_t reps, int runs) {
    double tn[64], tc[64], te[64];
    for (int k = 0; k < runs; ++k) {
        tn[k] = loop_naive(c, b, n, reps);
        tc[k] = loop_call(c, b, n, reps);
        te[k] = loop_exact(c, b, n, reps);
    }
    timing t = {bench_median(tn, runs), bench_median(tc, runs), bench_median(te, runs), 0};
    t.best_ratio = te[0] / tn[0]; /* sorted by the medians: the fastest runs */
    return t;
}

static timing run_float(const cbx_circlef *c, const cbx_aabb2f *b, size_t n, size_t reps, int runs) {
    double tn[64], tc[64], te[64];
    for (int k = 0; k < runs; ++k) {
        tn[k] = loop_naivef(c, b, n, reps);
        tc[k] = loop_callf(c, b, n, reps);
        te[k] = loop_exactf(c, b, n, reps);
    }
    timing t = {bench_median(tn, runs), bench_median(tc, runs), bench_median(te, runs), 0};
    t.best_ratio = te[0] / tn[0]; /* sorted by the medians: the fastest runs */
    return t;
}

static void print_row(const char *prec, const char *regime, double rate, timing t) {
    printf("| %-6s | %-6s | %5.1f %% | %6.2f | %6.2f | %6.2f | %5.2f | %5.2f |\n", prec, regime, 100.0 * rate,
           1e9 * t.naive, 1e9 * t.call, 1e9 * t.exact, t.exact / t.naive, t.best_ratio);
}

int main(void) {
    int runs = bench_runs(9);
    if (runs > 64) runs = 64;
    const size_t n = STREAM_PAIRS;
    scene sc = scene_make(2, n, 20070601u);
    cbx_circle *c = (cbx_circle *)malloc(n * sizeof *c);
    cbx_aabb2 *b = (cbx_aabb2 *)malloc(n * sizeof *b);
    cbx_circlef *cf = (cbx_circlef *)malloc(n * sizeof *cf);
    cbx_aabb2f *bf = (cbx_aabb2f *)malloc(n * sizeof *bf);
    if (!c || !b || !cf || !bf) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    /* Every cached pass tests as many pairs as one streaming pass. */
    const size_t cache_reps = n / CACHE_PAIRS;

    printf("circle vs aabb2, overlap test, ns per test (median of %d runs)\n", runs);
    printf("| prec   | data   | overlap | naive  | call   | exact  | ratio | best  |\n");
    printf("|--------|--------|---------|--------|--------|--------|-------|-------|\n");
    for (int k = 0; k < 5; ++k) {
        const double s = scene_tune(&sc, scene_rates[k], 200000);
        size_t hits = 0, hitsf = 0, differ = 0;
        for (size_t i = 0; i < n; ++i) {
            c[i] = scene_circle(&sc, i, s);
            b[i] = scene_aabb2(&sc, i, s);
            cbx_circlef ci = {{(float)c[i].center.x, (float)c[i].center.y}, (float)c[i].radius};
            cbx_aabb2f bi = {{(float)b[i].min.x, (float)b[i].min.y}, {(float)b[i].max.x, (float)b[i].max.y}};
            cf[i] = ci;
            bf[i] = bi;
            const bool e = cbx_overlap_circle_aabb2(c[i], b[i]);
            hits += e;
            hitsf += cbx_overlap_circle_aabb2f(ci, bi);
            differ += (e != naive(c[i], b[i]));
        }
        const double rate = (double)hits / (double)n, ratef = (double)hitsf / (double)n;
        if (differ) printf("(naive and exact differ on %zu pairs at this size)\n", differ);
        print_row("double", "cache", rate, run_double(c, b, CACHE_PAIRS, cache_reps, runs));
        print_row("double", "stream", rate, run_double(c, b, n, 1, runs));
        print_row("float", "cache", ratef, run_float(cf, bf, CACHE_PAIRS, cache_reps, runs));
        print_row("float", "stream", ratef, run_float(cf, bf, n, 1, runs));
        fflush(stdout);
    }
    free(c);
    free(b);
    free(cf);
    free(bf);
    scene_free(&sc);
    return 0;
}
