/* SPDX-License-Identifier: MIT */
/* cbx_select_*: one circle (sphere) against many boxes, at every
   instruction-set level this machine runs (forced in turn).

   Cache-resident: 4,096 boxes, against a loop that calls the per-box
   predicate (cbx_overlap_circle_aabb2[f], cbx_overlap_sphere_aabb3[f]) on
   the same arrays and, in 2D on x86-64, against the naive clamp test
   hand-vectorized with SSE2 or AVX2 intrinsics (select/hand below 1: select
   is faster); all in the same run, interleaved.
   Streaming: 16M boxes (far beyond the caches), against the read bandwidth
   that a plain sum over the same coordinate arrays reaches in the same run.
   Every figure is the median of BENCH_RUNS runs (default 7); the ratios are
   medians of per-run ratios. About 5 % of the boxes are selected
   (BENCH_SELECTED=0.2 selects a fifth, 4 all of them; bench/ab/run.sh's
   select rows time two builds of these kernels side by side). */
#include "bench_util.h" /* first: it sets _POSIX_C_SOURCE */

#include <math.h>
#include <stdbool.h>
#include <string.h>
#if defined(__SSE2__)
#  include <emmintrin.h>
#endif

#include "circbox.h"
#include "batch/select.h"

#define SMALL_N 4096
#define LARGE_N (16u << 20)
#define MAX_RUNS 64

/* One scene: boxes scattered over [0, 1000]^dim with sides up to 2, and a
   circle (sphere) in the middle covering about 5 % of them. */
typedef struct scene {
    int dim, is_double;
    size_t n;
    void *lo[3], *hi[3];
    double c[3], r;
} scene;

static scene scene_new(int dim, int is_double, size_t n, uint64_t seed) {
    scene s;
    memset(&s, 0, sizeof s);
    s.dim = dim;
    s.is_double = is_double;
    s.n = n;
    bench_rng rng = {seed};
    const size_t size = is_double ? sizeof(double) : sizeof(float);
    for (int a = 0; a < dim; ++a) {
        s.lo[a] = malloc(n * size);
        s.hi[a] = malloc(n * size);
        for (size_t i = 0; i < n; ++i) {
            const double x = bench_uniform(&rng, 0, 1000), w = bench_uniform(&rng, 0, 2);
            if (is_double) {
                ((double *)s.lo[a])[i] = x;
                ((double *)s.hi[a])[i] = x + w;
            } else {
                ((float *)s.lo[a])[i] = (float)x;
                ((float *)s.hi[a])[i] = (float)(x + w);
            }
        }
        s.c[a] = 500;
    }
    /* pi r^2 / 1000^2 = 0.05, or 4/3 pi r^3 / 1000^3 = 0.05; BENCH_SELECTED
       sets another fraction (up to about 0.9 the ball stays inside the
       scene; 4 selects every box) */
    const char *f = getenv("BENCH_SELECTED");
    const double frac = f ? atof(f) : 0.05;
    s.r = dim == 2 ? 1000 * sqrt(frac / 3.141592653589793) : 1000 * cbrt(frac * 3 / (4 * 3.141592653589793));
    return s;
}

static void scene_free(scene *s) {
    for (int a = 0; a < s->dim; ++a) {
        free(s->lo[a]);
        free(s->hi[a]);
    }
}

static size_t run_select(const scene *s, uint32_t *out) {
    const size_t n = s->n;
    if (s->dim == 2 && s->is_double) {
        const cbx_circle c = {{s->c[0], s->c[1]}, s->r};
        return cbx_select_circle_aabb2(c, s->lo[0], s->lo[1], s->hi[0], s->hi[1], n, out);
    }
    if (s->dim == 2) {
        const cbx_circlef c = {{(float)s->c[0], (float)s->c[1]}, (float)s->r};
        return cbx_select_circle_aabb2f(c, s->lo[0], s->lo[1], s->hi[0], s->hi[1], n, out);
    }
    if (s->is_double) {
        const cbx_sphere c = {{s->c[0], s->c[1], s->c[2]}, s->r};
        return cbx_select_sphere_aabb3(c, s->lo[0], s->lo[1], s->lo[2], s->hi[0], s->hi[1],
                                       s->hi[2], n, out);
    }
    const cbx_spheref c = {{(float)s->c[0], (float)s->c[1], (float)s->c[2]}, (float)s->r};
    return cbx_select_sphere_aabb3f(c, s->lo[0], s->lo[1], s->lo[2], s->hi[0], s->hi[1], s->hi[2],
                                    n, out);
}

/* The loop a user would write without the batch query. */
static size_t run_loop(const scene *s, uint32_t *out) {
    size_t k = 0;
    for (size_t i = 0; i < s->n; ++i) {
        bool hit;
        if (s->is_double) {
            const double *const *lo = (const double *const *)s->lo, *const *hi = (const double *const *)s->hi;
            if (s->dim == 2) {
                const cbx_circle c = {{s->c[0], s->c[1]}, s->r};
                const cbx_aabb2 b = {{lo[0][i], lo[1][i]}, {hi[0][i], hi[1][i]}};
                hit = cbx_overlap_circle_aabb2(c, b);
            } else {
                const cbx_sphere c = {{s->c[0], s->c[1], s->c[2]}, s->r};
                const cbx_aabb3 b = {{lo[0][i], lo[1][i], lo[2][i]}, {hi[0][i], hi[1][i], hi[2][i]}};
                hit = cbx_overlap_sphere_aabb3(c, b);
            }
        } else {
            const float *const *lo = (const float *const *)s->lo, *const *hi = (const float *const *)s->hi;
            if (s->dim == 2) {
                const cbx_circlef c = {{(float)s->c[0], (float)s->c[1]}, (float)s->r};
                const cbx_aabb2f b = {{lo[0][i], lo[1][i]}, {hi[0][i], hi[1][i]}};
                hit = cbx_overlap_circle_aabb2f(c, b);
            } else {
                const cbx_spheref c = {{(float)s->c[0], (float)s->c[1], (float)s->c[2]}, (float)s->r};
                const cbx_aabb3f b = {{lo[0][i], lo[1][i], lo[2][i]}, {hi[0][i], hi[1][i], hi[2][i]}};
                hit = cbx_overlap_sphere_aabb3f(c, b);
            }
        }
        if (hit) out[k++] = (uint32_t)i;
    }
    return k;
}

/* ---- A hand-vectorized naive loop: the baseline a user would write -----
   The clamp test (rounded squared distance against r^2, not exact near
   tangency) over the same arrays, 4 (SSE2) or 8 (AVX2) boxes at a time,
   branch-free: every lane's index is stored and the count advanced by its
   mask bit. 2D only (the scenes' float and double forms). */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#  include <immintrin.h>
#  define HAND_X86 1
#else
#  define HAND_X86 0
#endif

#if HAND_X86
static size_t hand_tail2(const scene *s, size_t i, size_t k, uint32_t *out) {
    for (; i < s->n; ++i) {
        double d2 = 0;
        for (int a = 0; a < 2; ++a) {
            const double lo = s->is_double ? ((const double *)s->lo[a])[i] : ((const float *)s->lo[a])[i];
            const double hi = s->is_double ? ((const double *)s->hi[a])[i] : ((const float *)s->hi[a])[i];
            const double q = s->c[a] < lo ? lo : (s->c[a] > hi ? hi : s->c[a]);
            d2 += (s->c[a] - q) * (s->c[a] - q);
        }
        out[k] = (uint32_t)i;
        k += d2 <= s->r * s->r;
    }
    return k;
}

static size_t hand_sse2(const scene *s, uint32_t *out) {
    size_t i = 0, k = 0;
    if (s->is_double) {
        const double *lx = s->lo[0], *ly = s->lo[1], *hx = s->hi[0], *hy = s->hi[1];
        const __m128d cx = _mm_set1_pd(s->c[0]), cy = _mm_set1_pd(s->c[1]), r2 = _mm_set1_pd(s->r * s->r);
        for (; i + 2 <= s->n; i += 2) {
            const __m128d dx = _mm_sub_pd(cx, _mm_min_pd(_mm_max_pd(cx, _mm_loadu_pd(lx + i)), _mm_loadu_pd(hx + i)));
            const __m128d dy = _mm_sub_pd(cy, _mm_min_pd(_mm_max_pd(cy, _mm_loadu_pd(ly + i)), _mm_loadu_pd(hy + i)));
            const __m128d d2 = _mm_add_pd(_mm_mul_pd(dx, dx), _mm_mul_pd(dy, dy));
            const unsigned m = (unsigned)_mm_movemask_pd(_mm_cmple_pd(d2, r2));
            for (unsigned j = 0; j < 2; ++j) {
                out[k] = (uint32_t)(i + j);
                k += (m >> j) & 1u;
            }
        }
    } else {
        const float *lx = s->lo[0], *ly = s->lo[1], *hx = s->hi[0], *hy = s->hi[1];
        const float fr = (float)s->r;
        const __m128 cx = _mm_set1_ps((float)s->c[0]), cy = _mm_set1_ps((float)s->c[1]), r2 = _mm_set1_ps(fr * fr);
        for (; i + 4 <= s->n; i += 4) {
            const __m128 dx = _mm_sub_ps(cx, _mm_min_ps(_mm_max_ps(cx, _mm_loadu_ps(lx + i)), _mm_loadu_ps(hx + i)));
            const __m128 dy = _mm_sub_ps(cy, _mm_min_ps(_mm_max_ps(cy, _mm_loadu_ps(ly + i)), _mm_loadu_ps(hy + i)));
            const __m128 d2 = _mm_add_ps(_mm_mul_ps(dx, dx), _mm_mul_ps(dy, dy));
            const unsigned m = (unsigned)_mm_movemask_ps(_mm_cmple_ps(d2, r2));
            for (unsigned j = 0; j < 4; ++j) {
                out[k] = (uint32_t)(i + j);
                k += (m >> j) & 1u;
            }
        }
    }
    return hand_tail2(s, i, k, out);
}

__attribute__((target("avx2"))) static size_t hand_avx2(const scene *s, uint32_t *out) {
    size_t i = 0, k = 0;
    if (s->is_double) {
        const double *lx = s->lo[0], *ly = s->lo[1], *hx = s->hi[0], *hy = s->hi[1];
        const __m256d cx = _mm256_set1_pd(s->c[0]), cy = _mm256_set1_pd(s->c[1]);
        const __m256d r2 = _mm256_set1_pd(s->r * s->r);
        for (; i + 4 <= s->n; i += 4) {
            const __m256d qx = _mm256_min_pd(_mm256_max_pd(cx, _mm256_loadu_pd(lx + i)), _mm256_loadu_pd(hx + i));
            const __m256d qy = _mm256_min_pd(_mm256_max_pd(cy, _mm256_loadu_pd(ly + i)), _mm256_loadu_pd(hy + i));
            const __m256d dx = _mm256_sub_pd(cx, qx), dy = _mm256_sub_pd(cy, qy);
            const __m256d d2 = _mm256_add_pd(_mm256_mul_pd(dx, dx), _mm256_mul_pd(dy, dy));
            const unsigned m = (unsigned)_mm256_movemask_pd(_mm256_cmp_pd(d2, r2, _CMP_LE_OQ));
            for (unsigned j = 0; j < 4; ++j) {
                out[k] = (uint32_t)(i + j);
                k += (m >> j) & 1u;
            }
        }
    } else {
        const float *lx = s->lo[0], *ly = s->lo[1], *hx = s->hi[0], *hy = s->hi[1];
        const float fr = (float)s->r;
        const __m256 cx = _mm256_set1_ps((float)s->c[0]), cy = _mm256_set1_ps((float)s->c[1]);
        const __m256 r2 = _mm256_set1_ps(fr * fr);
        for (; i + 8 <= s->n; i += 8) {
            const __m256 qx = _mm256_min_ps(_mm256_max_ps(cx, _mm256_loadu_ps(lx + i)), _mm256_loadu_ps(hx + i));
            const __m256 qy = _mm256_min_ps(_mm256_max_ps(cy, _mm256_loadu_ps(ly + i)), _mm256_loadu_ps(hy + i));
            const __m256 dx = _mm256_sub_ps(cx, qx), dy = _mm256_sub_ps(cy, qy);
            const __m256 d2 = _mm256_add_ps(_mm256_mul_ps(dx, dx), _mm256_mul_ps(dy, dy));
            const unsigned m = (unsigned)_mm256_movemask_ps(_mm256_cmp_ps(d2, r2, _CMP_LE_OQ));
            for (unsigned j = 0; j < 8; ++j) {
                out[k] = (uint32_t)(i + j);
                k += (m >> j) & 1u;
            }
        }
    }
    /* gcc inserts no vzeroupper before the tail call here: without it the
       dirty upper halves slow every later SSE instruction (the next
       scene's scalar and SSE2 figures measured 2-3x too slow). */
    _mm256_zeroupper();
    return hand_tail2(s, i, k, out);
}
#endif

/* The hand-vectorized loop for select's level (sse2; avx2 for avx2 and
   above, where the machine has it), or NULL. */
typedef size_t (*hand_fn)(const scene *, uint32_t *);
static hand_fn hand_for(const char *level, int dim) {
#if HAND_X86
    if (dim != 2) return NULL;
    if (strcmp(level, "sse2") == 0) return hand_sse2;
    if ((strcmp(level, "avx2") == 0 || strcmp(level, "avx512") == 0) && __builtin_cpu_supports("avx2"))
        return hand_avx2;
#else
    (void)level;
    (void)dim;
#endif
    return NULL;
}

/* The plain sum: reads every byte of the scene's 4 (2D) or 6 (3D) arrays in
   one pass, all arrays side by side as select reads them, with one
   independent SSE2 accumulator per array (SSE2 is the x86-64 baseline), so
   the loop waits on memory, not on a chain of additions. */
static uint64_t run_sum(const scene *s) {
    const size_t bytes = s->n * (s->is_double ? sizeof(double) : sizeof(float));
    const unsigned char *p[6];
    const int k = 2 * s->dim;
    for (int a = 0; a < s->dim; ++a) {
        p[2 * a] = s->lo[a];
        p[2 * a + 1] = s->hi[a];
    }
#if defined(__SSE2__)
    __m128i acc[6];
    for (int j = 0; j < 6; ++j) acc[j] = _mm_setzero_si128();
    size_t i = 0;
    if (k == 4) {
        for (; i + 16 <= bytes; i += 16) {
            acc[0] = _mm_add_epi32(acc[0], _mm_loadu_si128((const __m128i *)(p[0] + i)));
            acc[1] = _mm_add_epi32(acc[1], _mm_loadu_si128((const __m128i *)(p[1] + i)));
            acc[2] = _mm_add_epi32(acc[2], _mm_loadu_si128((const __m128i *)(p[2] + i)));
            acc[3] = _mm_add_epi32(acc[3], _mm_loadu_si128((const __m128i *)(p[3] + i)));
        }
    } else {
        for (; i + 16 <= bytes; i += 16) {
            acc[0] = _mm_add_epi32(acc[0], _mm_loadu_si128((const __m128i *)(p[0] + i)));
            acc[1] = _mm_add_epi32(acc[1], _mm_loadu_si128((const __m128i *)(p[1] + i)));
            acc[2] = _mm_add_epi32(acc[2], _mm_loadu_si128((const __m128i *)(p[2] + i)));
            acc[3] = _mm_add_epi32(acc[3], _mm_loadu_si128((const __m128i *)(p[3] + i)));
            acc[4] = _mm_add_epi32(acc[4], _mm_loadu_si128((const __m128i *)(p[4] + i)));
            acc[5] = _mm_add_epi32(acc[5], _mm_loadu_si128((const __m128i *)(p[5] + i)));
        }
    }
    uint64_t t = 0;
    for (int j = 0; j < 6; ++j) {
        uint32_t v[4];
        _mm_storeu_si128((__m128i *)v, acc[j]);
        t += (uint64_t)v[0] + v[1] + v[2] + v[3];
    }
    for (; i < bytes; ++i) {
        for (int j = 0; j < k; ++j) t += p[j][i];
    }
    return t;
#else
    uint64_t acc[6] = {0, 0, 0, 0, 0, 0};
    for (size_t i = 0; i < bytes; i += 8) { /* bytes is a multiple of 8 here */
        for (int j = 0; j < k; ++j) {
            uint64_t w;
            memcpy(&w, p[j] + i, sizeof w);
            acc[j] += w;
        }
    }
    return acc[0] + acc[1] + acc[2] + acc[3] + acc[4] + acc[5];
#endif
}

static const char *const levels[] = {"scalar", "sse2", "avx2", "avx512", "neon"};

static void bench_small(int dim, int is_double, int runs) {
    scene s = scene_new(dim, is_double, SMALL_N, 12345u + (uint64_t)dim);
    uint32_t *out = malloc(SMALL_N * sizeof(uint32_t));
    const int reps = 400;
    for (size_t l = 0; l < sizeof levels / sizeof levels[0]; ++l) {
        if (strcmp(cbx_select_force(levels[l]), levels[l]) != 0) continue;
        const size_t want = run_loop(&s, out), got = run_select(&s, out);
        if (want != got) {
            printf("MISMATCH %zu vs %zu\n", got, want);
            exit(1);
        }
        const hand_fn hand = hand_for(levels[l], dim);
        double t_sel[MAX_RUNS], t_loop[MAX_RUNS], ratio[MAX_RUNS], t_hand[MAX_RUNS], hratio[MAX_RUNS];
        for (int r = 0; r < runs; ++r) {
            double t0 = bench_now();
            for (int k = 0; k < reps; ++k) bench_sink += run_select(&s, out);
            double t1 = bench_now();
            for (int k = 0; k < reps; ++k) bench_sink += run_loop(&s, out);
            double t2 = bench_now();
            for (int k = 0; hand && k < reps; ++k) bench_sink += hand(&s, out);
            double t3 = bench_now();
            t_sel[r] = (t1 - t0) * 1e9 / ((double)reps * SMALL_N);
            t_loop[r] = (t2 - t1) * 1e9 / ((double)reps * SMALL_N);
            t_hand[r] = (t3 - t2) * 1e9 / ((double)reps * SMALL_N);
            ratio[r] = t_loop[r] / t_sel[r];
            hratio[r] = t_sel[r] / t_hand[r];
        }
        const double sel = bench_median(t_sel, runs), loop = bench_median(t_loop, runs);
        printf("%-6s %dD %-6s  4096 boxes: select %.3f ns/box (%.2f boxes/ns), "
               "per-box loop %.3f ns/box, speed-up %.1fx  [%zu selected]\n",
               is_double ? "double" : "float", dim, levels[l], sel, 1 / sel, loop,
               bench_median(ratio, runs), got);
        if (hand)
            printf("                          hand-vectorized naive loop %.3f ns/box, select/hand %.2f  [%zu selected]\n",
                   bench_median(t_hand, runs), bench_median(hratio, runs), hand(&s, out));
    }
    free(out);
    scene_free(&s);
}

static void bench_large(int dim, int is_double, int runs) {
    scene s = scene_new(dim, is_double, LARGE_N, 777u + (uint64_t)dim);
    uint32_t *out = malloc(LARGE_N * sizeof(uint32_t));
    const double bytes = (double)LARGE_N * 2 * dim * (is_double ? 8 : 4);
    memset(out, 0, LARGE_N * sizeof(uint32_t)); /* fault the pages in once */
    for (size_t l = 0; l < sizeof levels / sizeof levels[0]; ++l) {
        if (strcmp(cbx_select_force(levels[l]), levels[l]) != 0) continue;
        double bw_sel[MAX_RUNS], bw_sum[MAX_RUNS], ratio[MAX_RUNS];
        size_t got = 0;
        for (int r = 0; r < runs; ++r) {
            double t0 = bench_now();
            bench_sink += run_sum(&s);
            double t1 = bench_now();
            got = run_select(&s, out);
            double t2 = bench_now();
            bw_sum[r] = bytes / (t1 - t0) * 1e-9;
            bw_sel[r] = bytes / (t2 - t1) * 1e-9;
            ratio[r] = bw_sel[r] / bw_sum[r];
        }
        printf("%-6s %dD %-6s 16M boxes:  select %.2f GB/s (%.2f boxes/ns), plain sum %.2f GB/s, "
               "ratio %.0f %%  [%zu selected]\n",
               is_double ? "double" : "float", dim, levels[l], bench_median(bw_sel, runs),
               bench_median(bw_sel, runs) * 1e9 / (bytes / LARGE_N) * 1e-9,
               bench_median(bw_sum, runs), 100 * bench_median(ratio, runs), got);
    }
    free(out);
    scene_free(&s);
}

int main(int argc, char **argv) {
    int runs = bench_runs(7);
    if (runs > MAX_RUNS) runs = MAX_RUNS;
    const bool small_only = argc > 1 && strcmp(argv[1], "--small") == 0;
    printf("bench_select: best level here %s, %d runs each (medians)\n", cbx_select_force(NULL),
           runs);
    for (int dim = 2; dim <= 3; ++dim) {
        for (int d = 0; d <= 1; ++d) bench_small(dim, !d, runs);
    }
    if (!small_only) {
        for (int dim = 2; dim <= 3; ++dim) {
            for (int d = 0; d <= 1; ++d) bench_large(dim, !d, runs);
        }
    }
    cbx_select_force(NULL);
    return 0;
}
