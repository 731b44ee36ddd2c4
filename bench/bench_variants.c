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
   out-of-line library call, so all pay the same call overhead. The last row,
   select, is the batch path cbx_select_* (SIMD where the CPU has it) on the
   same boxes, BLOCK boxes per call (see select2d below), in ns per box. */
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

#define MAXFN 10
#define BLOCK 64 /* boxes per cbx_select_* call */
#define MAXRUNS 64

typedef struct table {
    const char *names[MAXFN];
    int nfn, extra; /* functions of the runner, then rows added after it */
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

/* cbx_select_*: the pairs in blocks of BLOCK; block k is the round shape
   of its first pair against the BLOCK boxes of its pairs (structure of
   arrays). Shapes and boxes are independent draws, so the overlap rate is
   the same as the pairs'. ns per box. */
typedef struct soa {
    void *lo[3], *hi[3];
} soa;

#define DEFINE_SELECT_LOOP(name, SHAPE, T, CALL)                                \
    static double name(const SHAPE *c, const soa *bx, size_t n) {               \
        uint32_t out[BLOCK];                                                    \
        uint64_t hits = 0;                                                      \
        const T *lx = bx->lo[0], *ly = bx->lo[1], *lz = bx->lo[2];              \
        const T *hx = bx->hi[0], *hy = bx->hi[1], *hz = bx->hi[2];              \
        (void)lz;                                                               \
        (void)hz;                                                               \
        BENCH_BARRIER();                                                        \
        const double t0 = bench_cpu_now();                                      \
        for (size_t k = 0; k + BLOCK <= n; k += BLOCK) hits += CALL;            \
        const double t1 = bench_cpu_now();                                      \
        bench_sink += hits;                                                     \
        return (t1 - t0) / (double)(n - n % BLOCK);                             \
    }
DEFINE_SELECT_LOOP(select2d, cbx_circle, double,
                   cbx_select_circle_aabb2(c[k], lx + k, ly + k, hx + k, hy + k, BLOCK, out))
DEFINE_SELECT_LOOP(select2f, cbx_circlef, float,
                   cbx_select_circle_aabb2f(c[k], lx + k, ly + k, hx + k, hy + k, BLOCK, out))
DEFINE_SELECT_LOOP(select3d, cbx_sphere, double,
                   cbx_select_sphere_aabb3(c[k], lx + k, ly + k, lz + k, hx + k, hy + k, hz + k, BLOCK, out))
DEFINE_SELECT_LOOP(select3f, cbx_spheref, float,
                   cbx_select_sphere_aabb3f(c[k], lx + k, ly + k, lz + k, hx + k, hy + k, hz + k, BLOCK, out))

/* Adds the select row (median of runs) to column col. */
#define TIME_SELECT(tb, col, loop, c, bx, n, runs)                              \
    do {                                                                        \
        double v_[MAXRUNS];                                                     \
        for (int k_ = 0; k_ < (runs); ++k_) v_[k_] = loop(c, bx, n);            \
        (tb)->names[(tb)->nfn] = "select";                                      \
        (tb)->ns[(tb)->nfn][col] = 1e9 * bench_median(v_, runs);                \
        (tb)->extra = 1;                                                        \
    } while (0)

static soa soa_new(int dim, size_t n, size_t elem) {
    soa s = {{NULL, NULL, NULL}, {NULL, NULL, NULL}};
    for (int i = 0; i < dim; ++i) {
        s.lo[i] = malloc(n * elem);
        s.hi[i] = malloc(n * elem);
        if (!s.lo[i] || !s.hi[i]) {
            fprintf(stderr, "out of memory\n");
            exit(1);
        }
    }
    return s;
}
static void soa_free(soa *s) {
    for (int i = 0; i < 3; ++i) {
        free(s->lo[i]);
        free(s->hi[i]);
    }
}

static void print_table(const char *title, const table *tb) {
    printf("\n%s: time relative to Arvo (median of runs; Arvo row in ns per test)\n", title);
    printf("| test     ");
    for (int c = 0; c < 5; ++c) printf("| %5.1f %% ", 100.0 * tb->rate[c]);
    printf("|\n|----------");
    for (int c = 0; c < 5; ++c) printf("|---------");
    printf("|\n");
    for (int f = 0; f < tb->nfn + tb->extra; ++f) {
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

static void free_all(void *a, void *b, void *c, void *d, soa *s1, soa *s2) {
    free(a);
    free(b);
    free(c);
    free(d);
    soa_free(s1);
    soa_free(s2);
}

static void bench_2d(int runs) {
    const size_t n = PAIRS;
    scene sc = scene_make(2, n, 20070602u);
    cbx_circle *c = xmalloc(n * sizeof *c);
    cbx_aabb2 *b = xmalloc(n * sizeof *b);
    cbx_circlef *cf = xmalloc(n * sizeof *cf);
    cbx_aabb2f *bf = xmalloc(n * sizeof *bf);
    soa sd = soa_new(2, n, sizeof(double)), sf = soa_new(2, n, sizeof(float));
    table td = {0}, tf = {0};
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
            ((double *)sd.lo[0])[i] = b[i].min.x;
            ((double *)sd.lo[1])[i] = b[i].min.y;
            ((double *)sd.hi[0])[i] = b[i].max.x;
            ((double *)sd.hi[1])[i] = b[i].max.y;
            ((float *)sf.lo[0])[i] = bi.min.x;
            ((float *)sf.lo[1])[i] = bi.min.y;
            ((float *)sf.hi[0])[i] = bi.max.x;
            ((float *)sf.hi[1])[i] = bi.max.y;
            hd += cbx_overlap_circle_aabb2(c[i], b[i]);
            hf += cbx_overlap_circle_aabb2f(ci, bi);
        }
        td.rate[k] = (double)hd / (double)n;
        tf.rate[k] = (double)hf / (double)n;
        run2d(&td, k, c, b, n, runs);
        run2f(&tf, k, cf, bf, n, runs);
        TIME_SELECT(&td, k, select2d, c, &sd, n, runs);
        TIME_SELECT(&tf, k, select2f, cf, &sf, n, runs);
    }
    print_table("circle vs aabb2, double", &td);
    print_table("circle vs aabb2, float", &tf);
    free_all(c, b, cf, bf, &sd, &sf);
    scene_free(&sc);
}

static void bench_3d(int runs) {
    const size_t n = PAIRS;
    scene sc = scene_make(3, n, 20070603u);
    cbx_sphere *c = xmalloc(n * sizeof *c);
    cbx_aabb3 *b = xmalloc(n * sizeof *b);
    cbx_spheref *cf = xmalloc(n * sizeof *cf);
    cbx_aabb3f *bf = xmalloc(n * sizeof *bf);
    soa sd = soa_new(3, n, sizeof(double)), sf = soa_new(3, n, sizeof(float));
    table td = {0}, tf = {0};
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
            const double bl[3] = {b[i].min.x, b[i].min.y, b[i].min.z};
            const double bh[3] = {b[i].max.x, b[i].max.y, b[i].max.z};
            for (int a = 0; a < 3; ++a) {
                ((double *)sd.lo[a])[i] = bl[a];
                ((double *)sd.hi[a])[i] = bh[a];
                ((float *)sf.lo[a])[i] = (float)bl[a];
                ((float *)sf.hi[a])[i] = (float)bh[a];
            }
            hd += cbx_arvo_sphere_aabb3(c[i], b[i]);
            hf += cbx_arvo_sphere_aabb3f(ci, bi);
        }
        td.rate[k] = (double)hd / (double)n;
        tf.rate[k] = (double)hf / (double)n;
        run3d(&td, k, c, b, n, runs);
        run3f(&tf, k, cf, bf, n, runs);
        TIME_SELECT(&td, k, select3d, c, &sd, n, runs);
        TIME_SELECT(&tf, k, select3f, cf, &sf, n, runs);
    }
    print_table("sphere vs aabb3, double", &td);
    print_table("sphere vs aabb3, float", &tf);
    free_all(c, b, cf, bf, &sd, &sf);
    scene_free(&sc);
}

int main(void) {
    int runs = bench_runs(5);
    if (runs > MAXRUNS) runs = MAXRUNS;
    printf("Larsson et al.'s design: %u pairs, half side %.0f, %d runs; select: %s, %d boxes per call\n", PAIRS,
           SCENE_HALF, runs, cbx_simd_name(), BLOCK);
#ifndef HAVE_OVERLAP3
    printf("(cbx_overlap_sphere_aabb3 is not in this build: 3D tables leave it out)\n");
#endif
    bench_2d(runs);
    bench_3d(runs);
    return 0;
}
