/* SPDX-License-Identifier: MIT */
/* Every published test of circbox/variants.h and the exact cbx_overlap_*,
   timed after Larsson, Akenine-Moller and Lengyel (2007): 2,000,000 random
   pairs in a square/cube of half side 100, sizes tuned to about 5, 25, 50, 75
   and 95 % overlap (bench_scene.h), each function called once per pair in
   order, so that the data streams from memory and no branch predictor can
   learn the answers. Times are relative to Arvo's test, as in the paper; the
   Arvo row gives its absolute ns per test. 2D and 3D, double and float.

   Each figure is the median of BENCH_RUNS runs (default 5) of the thread's
   CPU time; the functions take turns within a run. Every function is an
   out-of-line library call, so all pay the same call overhead. */
#include "bench_scene.h"
#include "circbox/variants.h"

#define PAIRS 2000000u

/* The 3D exact test is timed when its source is part of the library. */
#if defined(__has_include)
#  if __has_include("sphere_aabb3.c")
#    define HAVE_OVERLAP3 1
#  endif
#endif

#define BENCH_BARRIER() __asm__ __volatile__("" ::: "memory")

#define DEFINE_LOOP(name, fn, A, B)                                            \
    static double name(const A *a, const B *b, size_t n) {                     \
        uint64_t hits = 0;                                                     \
        BENCH_BARRIER();                                                       \
        const double t0 = bench_cpu_now();                                     \
        for (size_t i = 0; i < n; ++i) hits += (uint64_t)fn(a[i], b[i]);       \
        const double t1 = bench_cpu_now();                                     \
        bench_sink += hits;                                                    \
        return (t1 - t0) / (double)n;                                          \
    }

/* The functions of one configuration, in table order; Arvo first (the unit). */
#define VARIANTS2(X, S)                                                        \
    X(arvo, cbx_arvo_circle_aabb2##S)                                          \
    X(shaffer, cbx_shaffer_circle_aabb2##S)                                    \
    X(qri, cbx_qri_circle_aabb2##S)                                            \
    X(qrf, cbx_qrf_circle_aabb2##S)                                            \
    X(maxsum, cbx_maxsum_circle_aabb2##S)                                      \
    X(absmax, cbx_absmax_circle_aabb2##S)                                      \
    X(clamp, cbx_clamp_circle_aabb2##S)                                        \
    X(zones, cbx_zones_circle_aabb2##S)                                        \
    X(overlap, cbx_overlap_circle_aabb2##S)
#ifdef HAVE_OVERLAP3
#  define OVERLAP3(X, S) X(overlap, cbx_overlap_sphere_aabb3##S)
#else
#  define OVERLAP3(X, S)
#endif
#define VARIANTS3(X, S)                                                        \
    X(arvo, cbx_arvo_sphere_aabb3##S)                                          \
    X(shaffer, cbx_shaffer_sphere_aabb3##S)                                    \
    X(qri, cbx_qri_sphere_aabb3##S)                                            \
    X(qrf, cbx_qrf_sphere_aabb3##S)                                            \
    X(maxsum, cbx_maxsum_sphere_aabb3##S)                                      \
    X(absmax, cbx_absmax_sphere_aabb3##S)                                      \
    X(clamp, cbx_clamp_sphere_aabb3##S)                                        \
    OVERLAP3(X, S)

#define MAXFN 9
#define MAXRUNS 64

typedef struct table {
    const char *names[MAXFN];
    int nfn;
    double ns[MAXFN][5]; /* median ns per test, per function and rate */
    double rate[5];      /* measured overlap rate (exact) */
} table;

/* Loops, name lists and timers for one (dimension, precision). */
#define LOOP_2D(tag, fn) DEFINE_LOOP(loop2d_##tag, fn, cbx_circle, cbx_aabb2)
#define LOOP_2F(tag, fn) DEFINE_LOOP(loop2f_##tag, fn, cbx_circlef, cbx_aabb2f)
#define LOOP_3D(tag, fn) DEFINE_LOOP(loop3d_##tag, fn, cbx_sphere, cbx_aabb3)
#define LOOP_3F(tag, fn) DEFINE_LOOP(loop3f_##tag, fn, cbx_spheref, cbx_aabb3f)
VARIANTS2(LOOP_2D, )
VARIANTS2(LOOP_2F, f)
VARIANTS3(LOOP_3D, )
VARIANTS3(LOOP_3F, f)

#define NAME(tag, fn) #tag,
#define TIME_2D(tag, fn) t[k][f++] = loop2d_##tag(a, b, n);
#define TIME_2F(tag, fn) t[k][f++] = loop2f_##tag(a, b, n);
#define TIME_3D(tag, fn) t[k][f++] = loop3d_##tag(a, b, n);
#define TIME_3F(tag, fn) t[k][f++] = loop3f_##tag(a, b, n);

/* Runs every function `runs` times on the pairs (a, b) and stores the medians
   in column `col` of the table. */
#define DEFINE_RUNNER(name, A, B, LIST, S, TIMER)                              \
    static void name(table *tb, int col, const A *a, const B *b, size_t n, int runs) { \
        static const char *const names[] = {LIST(NAME, S)};                    \
        double t[MAXRUNS][MAXFN];                                              \
        tb->nfn = (int)(sizeof names / sizeof names[0]);                       \
        for (int k = 0; k < runs; ++k) {                                       \
            int f = 0;                                                         \
            LIST(TIMER, S)                                                     \
            (void)f;                                                           \
        }                                                                      \
        for (int f = 0; f < tb->nfn; ++f) {                                    \
            double v[MAXRUNS];                                                 \
            for (int k = 0; k < runs; ++k) v[k] = t[k][f];                     \
            tb->names[f] = names[f];                                           \
            tb->ns[f][col] = 1e9 * bench_median(v, runs);                      \
        }                                                                      \
    }
DEFINE_RUNNER(run2d, cbx_circle, cbx_aabb2, VARIANTS2, , TIME_2D)
DEFINE_RUNNER(run2f, cbx_circlef, cbx_aabb2f, VARIANTS2, f, TIME_2F)
DEFINE_RUNNER(run3d, cbx_sphere, cbx_aabb3, VARIANTS3, , TIME_3D)
DEFINE_RUNNER(run3f, cbx_spheref, cbx_aabb3f, VARIANTS3, f, TIME_3F)

static void print_table(const char *title, const table *tb) {
    printf("\n%s: time relative to Arvo (median of runs; Arvo row in ns per test)\n", title);
    printf("| test     ");
    for (int c = 0; c < 5; ++c) printf("| %5.1f %% ", 100.0 * tb->rate[c]);
    printf("|\n|----------");
    for (int c = 0; c < 5; ++c) printf("|---------");
    printf("|\n");
    for (int f = 0; f < tb->nfn; ++f) {
        printf("| %-8s ", tb->names[f]);
        for (int c = 0; c < 5; ++c) {
            if (f == 0) printf("| %4.2f ns ", tb->ns[0][c]);
            else printf("| %7.2f ", tb->ns[f][c] / tb->ns[0][c]);
        }
        printf("|\n");
    }
    fflush(stdout);
}

static void *xmalloc(size_t n) {
    void *p = malloc(n);
    if (!p) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    return p;
}

static void bench_2d(int runs) {
    const size_t n = PAIRS;
    scene sc = scene_make(2, n, 20070602u);
    cbx_circle *c = xmalloc(n * sizeof *c);
    cbx_aabb2 *b = xmalloc(n * sizeof *b);
    cbx_circlef *cf = xmalloc(n * sizeof *cf);
    cbx_aabb2f *bf = xmalloc(n * sizeof *bf);
    table td, tf;
    for (int k = 0; k < 5; ++k) {
        const double s = scene_tune(&sc, scene_rates[k], 200000);
        size_t hd = 0, hf = 0;
        for (size_t i = 0; i < n; ++i) {
            c[i] = scene_circle(&sc, i, s);
            b[i] = scene_aabb2(&sc, i, s);
            const cbx_circlef ci = {{(float)c[i].center.x, (float)c[i].center.y}, (float)c[i].radius};
            const cbx_aabb2f bi = {{(float)b[i].min.x, (float)b[i].min.y}, {(float)b[i].max.x, (float)b[i].max.y}};
            cf[i] = ci;
            bf[i] = bi;
            hd += cbx_overlap_circle_aabb2(c[i], b[i]);
            hf += cbx_overlap_circle_aabb2f(ci, bi);
        }
        td.rate[k] = (double)hd / (double)n;
        tf.rate[k] = (double)hf / (double)n;
        run2d(&td, k, c, b, n, runs);
        run2f(&tf, k, cf, bf, n, runs);
    }
    print_table("circle vs aabb2, double", &td);
    print_table("circle vs aabb2, float", &tf);
    free(c);
    free(b);
    free(cf);
    free(bf);
    scene_free(&sc);
}

static void bench_3d(int runs) {
    const size_t n = PAIRS;
    scene sc = scene_make(3, n, 20070603u);
    cbx_sphere *c = xmalloc(n * sizeof *c);
    cbx_aabb3 *b = xmalloc(n * sizeof *b);
    cbx_spheref *cf = xmalloc(n * sizeof *cf);
    cbx_aabb3f *bf = xmalloc(n * sizeof *bf);
    table td, tf;
    for (int k = 0; k < 5; ++k) {
        const double s = scene_tune(&sc, scene_rates[k], 200000);
        size_t hd = 0, hf = 0;
        for (size_t i = 0; i < n; ++i) {
            c[i] = scene_sphere(&sc, i, s);
            b[i] = scene_aabb3(&sc, i, s);
            const cbx_spheref ci = {{(float)c[i].center.x, (float)c[i].center.y, (float)c[i].center.z},
                                    (float)c[i].radius};
            const cbx_aabb3f bi = {{(float)b[i].min.x, (float)b[i].min.y, (float)b[i].min.z},
                                   {(float)b[i].max.x, (float)b[i].max.y, (float)b[i].max.z}};
            cf[i] = ci;
            bf[i] = bi;
            /* The rate by Arvo's test: exact away from tangency, which random
               data essentially never reaches. */
            hd += cbx_arvo_sphere_aabb3(c[i], b[i]);
            hf += cbx_arvo_sphere_aabb3f(ci, bi);
        }
        td.rate[k] = (double)hd / (double)n;
        tf.rate[k] = (double)hf / (double)n;
        run3d(&td, k, c, b, n, runs);
        run3f(&tf, k, cf, bf, n, runs);
    }
    print_table("sphere vs aabb3, double", &td);
    print_table("sphere vs aabb3, float", &tf);
    free(c);
    free(b);
    free(cf);
    free(bf);
    scene_free(&sc);
}

int main(void) {
    int runs = bench_runs(5);
    if (runs > MAXRUNS) runs = MAXRUNS;
    printf("Larsson et al.'s design: %u pairs, half side %.0f, %d runs\n", PAIRS, SCENE_HALF, runs);
#ifndef HAVE_OVERLAP3
    printf("(cbx_overlap_sphere_aabb3 is not in this build: 3D tables leave it out)\n");
#endif
    bench_2d(runs);
    bench_3d(runs);
    return 0;
}
