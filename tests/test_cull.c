/* SPDX-License-Identifier: MIT */
/* The mover's cull (src/motion/cull.h) against a definition written here:
   a box is valid when every bound is finite (isfinite) and min <= max on
   every axis; a valid box is near when its closed slab meets the reach's on
   every axis. The bounds are drawn from values chosen to break a vector
   form: NaNs of both signs and with payloads, both infinities, both zeros,
   the smallest subnormals, the largest finite numbers, the reach's own
   bounds and the numbers one ulp either side of them. 2D exhaustively over
   that set (every box of four drawn bounds), 3D over two million random
   draws; double and float; the vector forms and the scalar one. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "circbox.h"
#include "motion/cull.h"
#include "batch/select.h"
#include "test_macros.h"

static uint64_t rng_state = 0x9e3779b97f4a7c15u;
static unsigned rng_below(unsigned n) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (unsigned)(rng_state % n);
}

static int expected(const double *lo, const double *hi, int n, const double *rlo, const double *rhi) {
    for (int i = 0; i < n; ++i)
        if (!isfinite(lo[i]) || !isfinite(hi[i]) || !(lo[i] <= hi[i])) return CBX_CULL_INVALID;
    for (int i = 0; i < n; ++i)
        if (hi[i] < rlo[i] || lo[i] > rhi[i]) return CBX_CULL_FAR;
    return CBX_CULL_NEAR;
}

static double nan_with(uint64_t sign, uint64_t payload) {
    const uint64_t u = (sign << 63) | 0x7ff0000000000000u | payload;
    double x;
    memcpy(&x, &u, sizeof x);
    return x;
}
static float nanf_with(uint32_t sign, uint32_t payload) {
    const uint32_t u = (sign << 31) | 0x7f800000u | payload;
    float x;
    memcpy(&x, &u, sizeof x);
    return x;
}

/* The values, in double (is_float: those of float, widened exactly), for
   the reach [rlo, rhi] on every axis of rlo[], rhi[]. */
static int values(double *v, int is_float, const double *rlo, const double *rhi, int n) {
    int k = 0;
    if (is_float) {
        v[k++] = (double)nanf_with(0, 1u << 22);
        v[k++] = (double)nanf_with(1, 1u << 22);
        v[k++] = (double)nanf_with(0, 1);
        v[k++] = HUGE_VAL;
        v[k++] = -HUGE_VAL;
        v[k++] = FLT_MAX;
        v[k++] = -FLT_MAX;
        v[k++] = (double)FLT_TRUE_MIN;
        v[k++] = -(double)FLT_TRUE_MIN;
    } else {
        v[k++] = nan_with(0, (uint64_t)1 << 51);
        v[k++] = nan_with(1, (uint64_t)1 << 51);
        v[k++] = nan_with(0, 1);
        v[k++] = HUGE_VAL;
        v[k++] = -HUGE_VAL;
        v[k++] = DBL_MAX;
        v[k++] = -DBL_MAX;
        v[k++] = DBL_TRUE_MIN;
        v[k++] = -DBL_TRUE_MIN;
    }
    v[k++] = 0.0;
    v[k++] = -0.0;
    v[k++] = 1.0;
    v[k++] = -2.5;
    for (int i = 0; i < n; ++i) {
        const double b[2] = {rlo[i], rhi[i]};
        for (int j = 0; j < 2; ++j) {
            v[k++] = b[j];
            v[k++] = is_float ? (double)nextafterf((float)b[j], INFINITY) : nextafter(b[j], INFINITY);
            v[k++] = is_float ? (double)nextafterf((float)b[j], -INFINITY) : nextafter(b[j], -INFINITY);
        }
    }
    return k;
}

static int cull_d(const double *lo, const double *hi, int n, const cbx_cull_reach *r) {
    if (n == 2) {
        const cbx_aabb2 b = {{lo[0], lo[1]}, {hi[0], hi[1]}};
        return cbx_cull_aabb2(&b, r);
    }
    const cbx_aabb3 b = {{lo[0], lo[1], lo[2]}, {hi[0], hi[1], hi[2]}};
    return cbx_cull_aabb3(&b, r);
}
static int cull_f(const double *lo, const double *hi, int n, const cbx_cull_reachf *r) {
    if (n == 2) {
        const cbx_aabb2f b = {{(float)lo[0], (float)lo[1]}, {(float)hi[0], (float)hi[1]}};
        return cbx_cull_aabb2f(&b, r);
    }
    const cbx_aabb3f b = {{(float)lo[0], (float)lo[1], (float)lo[2]}, {(float)hi[0], (float)hi[1], (float)hi[2]}};
    return cbx_cull_aabb3f(&b, r);
}

static void check_box(const double *lo, const double *hi, int n, int is_float, const double *rlo, const double *rhi,
                      const cbx_cull_reach *rd, const cbx_cull_reachf *rf, long *seen) {
    const int want = expected(lo, hi, n, rlo, rhi);
    const int got = is_float ? cull_f(lo, hi, n, rf) : cull_d(lo, hi, n, rd);
    ++seen[want];
    /* the scalar form (targets without SSE2, CBX_NO_SIMD) */
    float flo[3], fhi[3];
    for (int i = 0; i < 3; ++i) {
        flo[i] = (float)lo[i], fhi[i] = (float)hi[i];
    }
    const int scalar = is_float ? cbx_cull_verdictf(flo, fhi, n, rf->d.lo, rf->d.hi) : cbx_cull_verdict(lo, hi, n, rd->lo, rd->hi);
    if (scalar != want) {
        CHECK_MSG(scalar == want, "%s %dD scalar: lo (%g %g %g) hi (%g %g %g): %d, want %d", is_float ? "float" : "double",
                  n, lo[0], lo[1], n == 3 ? lo[2] : 0, hi[0], hi[1], n == 3 ? hi[2] : 0, scalar, want);
    }
    if (got != want) {
        CHECK_MSG(got == want, "%s %dD: lo (%g %g %g) hi (%g %g %g): %d, want %d", is_float ? "float" : "double", n,
                  lo[0], lo[1], n == 3 ? lo[2] : 0, hi[0], hi[1], n == 3 ? hi[2] : 0, got, want);
    }
}

/* The levels' vector scans of 3D double boxes (reach_aabb3, where a level
   has one and this CPU runs it) against the definition: the same kept
   indices, in order, and the same count of invalid boxes, on arrays of
   boxes drawn from v[]; a small cap, so that the count past it is checked
   too. */
#define SCAN_N 1000
static void check_scans(const double *v, int k, const double *rlo, const double *rhi) {
    static const char *const levels[] = {"avx512", "avx2", "sse2", "neon", "scalar"};
    static cbx_aabb3 boxes[SCAN_N];
    static size_t want[SCAN_N], got[SCAN_N];
    int scanned = 0;
    for (size_t l = 0; l < sizeof levels / sizeof levels[0]; ++l) {
        if (strcmp(cbx_select_force(levels[l]), levels[l]) != 0) continue; /* not built or not run here */
        const cbx_select_kernels *level = cbx_select_current();
        if (level->reach_aabb3 == NULL) continue;
        ++scanned;
        for (int round = 0; round < 200; ++round) {
            for (size_t b = 0; b < SCAN_N; ++b) {
                double lo[3], hi[3];
                for (int i = 0; i < 3; ++i) {
                    lo[i] = v[rng_below((unsigned)k)];
                    hi[i] = v[rng_below((unsigned)k)];
                }
                const cbx_aabb3 box = {{lo[0], lo[1], lo[2]}, {hi[0], hi[1], hi[2]}};
                boxes[b] = box;
            }
            /* every other round a small cap; every third a short array */
            const size_t cap = round % 2 ? SCAN_N : 5, n = round % 3 ? SCAN_N : (size_t)(round % 97);
            size_t want_n = 0, want_bad = 7; /* *invalid is added to */
            for (size_t b = 0; b < n; ++b) {
                const double lo[3] = {boxes[b].min.x, boxes[b].min.y, boxes[b].min.z};
                const double hi[3] = {boxes[b].max.x, boxes[b].max.y, boxes[b].max.z};
                const int e = expected(lo, hi, 3, rlo, rhi);
                want_bad += e == CBX_CULL_INVALID;
                if (e == CBX_CULL_NEAR) want[want_n++] = b;
            }
            size_t bad = 7;
            const size_t got_n = level->reach_aabb3(boxes, n, rlo, rhi, got, cap, &bad);
            bool same = got_n == want_n && bad == want_bad;
            for (size_t j = 0; same && j < got_n && j < cap; ++j) same = got[j] == want[j];
            CHECK_MSG(same, "%s scan, round %d: %zu kept, %zu invalid; want %zu, %zu", levels[l], round, got_n,
                      bad - 7, want_n, want_bad - 7);
        }
    }
    cbx_select_force(NULL);
#if defined(__x86_64__) && !defined(CBX_NO_SIMD) && (defined(__GNUC__) || defined(__clang__))
    if (__builtin_cpu_supports("avx2")) CHECK_MSG(scanned > 0, "no vector scan checked on a CPU with AVX2");
#endif
}

static void run(int n, int is_float, const double *reach_lo, const double *reach_hi) {
    /* volatile: gcc 12 at -O3 with -fno-math-errno (the CMake build's
       flags) drops the rounding of (double)(float)x below when it vectorizes
       this function, and the reach in double is then not the float one */
    volatile float vlo[3] = {(float)reach_lo[0], (float)reach_lo[1], (float)reach_lo[2]};
    volatile float vhi[3] = {(float)reach_hi[0], (float)reach_hi[1], (float)reach_hi[2]};
    const float flo[3] = {vlo[0], vlo[1], vlo[2]}, fhi[3] = {vhi[0], vhi[1], vhi[2]};
    double rlo[3], rhi[3]; /* the reach as the precision holds it */
    for (int i = 0; i < 3; ++i) {
        rlo[i] = is_float ? (double)flo[i] : reach_lo[i];
        rhi[i] = is_float ? (double)fhi[i] : reach_hi[i];
    }
    const cbx_cull_reach rd = cbx_cull_reach_of(rlo, rhi, n);
    const cbx_cull_reachf rf = cbx_cull_reach_off(flo, fhi, n);
    double v[64];
    const int k = values(v, is_float, rlo, rhi, n);
    long seen[4] = {0, 0, 0, 0};
    const int failed_before = cbx_test_failed;
    if (n == 2) {
        for (int a = 0; a < k; ++a)
            for (int b = 0; b < k; ++b)
                for (int c = 0; c < k; ++c)
                    for (int d = 0; d < k; ++d) {
                        const double lo[3] = {v[a], v[b], 0}, hi[3] = {v[c], v[d], 0};
                        check_box(lo, hi, 2, is_float, rlo, rhi, &rd, &rf, seen);
                    }
    } else {
        for (long t = 0; t < 2000000; ++t) {
            double lo[3], hi[3];
            for (int i = 0; i < 3; ++i) {
                lo[i] = v[rng_below((unsigned)k)];
                hi[i] = v[rng_below((unsigned)k)];
            }
            check_box(lo, hi, 3, is_float, rlo, rhi, &rd, &rf, seen);
        }
        if (!is_float) check_scans(v, k, rlo, rhi);
    }
    /* every verdict drawn many times, or the test says nothing */
    CHECK_MSG(seen[CBX_CULL_INVALID] > 1000 && seen[CBX_CULL_FAR] > 1000 && seen[CBX_CULL_NEAR] > 100,
              "%dD: verdicts invalid %ld far %ld near %ld", n, seen[0], seen[1], seen[3]);
    if (cbx_test_failed == failed_before) ++cbx_test_passed;
}

/* The 3D mover's answers the same, bit for bit, whichever level culls
   (the vector scan where the CPU has one, the per-box verdict under
   CBX_SIMD=sse2 or scalar): a grid of boxes, some invalid, some touching,
   more than the candidate list holds within one move's reach, and moves of
   every length. */
static void check_mover_levels(void) {
    enum { NB = 600 };
    static cbx_aabb3 boxes[NB];
    for (int b = 0; b < NB; ++b) {
        const double x = (double)(b % 10), y = (double)((b / 10) % 6), z = (double)(b / 60);
        const cbx_aabb3 box = {{x, y, z}, {x + 0.5 + 0.5 * (b % 3 == 0), y + 0.5, z + 0.5}};
        boxes[b] = box;
    }
    boxes[7].max.y = NAN;
    boxes[21].min.x = -INFINITY;
    boxes[33].min.z = boxes[33].max.z + 1;
    const cbx_world3 world = {boxes, NB, NULL, 0};
    const char *best = cbx_select_force(NULL);
    int compared = 0;
    bool same = true;
    for (int t = 0; t < 3000 && same; ++t) {
        const double span = t % 3 == 0 ? 40.0 : (t % 3 == 1 ? 4.0 : 0.5);
        const cbx_sphere ball = {{(double)rng_below(1100) / 100 - 0.5, (double)rng_below(700) / 100 - 0.5,
                                  (double)rng_below(1100) / 100 - 0.5},
                                 (double)(1 + rng_below(40)) / 100};
        const cbx_vec3 d = {span * ((double)rng_below(2001) / 1000 - 1), span * ((double)rng_below(2001) / 1000 - 1),
                            span * ((double)rng_below(2001) / 1000 - 1)};
        cbx_select_force("scalar");
        const cbx_move3 a = cbx_move_sphere3(world, ball, d, 4);
        cbx_select_force(best);
        const cbx_move3 b = cbx_move_sphere3(world, ball, d, 4);
        same = memcmp(&a.center, &b.center, sizeof a.center) == 0 &&
               memcmp(&a.remaining, &b.remaining, sizeof a.remaining) == 0 && a.hit_count == b.hit_count &&
               a.invalid_boxes == b.invalid_boxes && a.invalid_boxes == 3;
        CHECK_MSG(same, "mover under %s and scalar differ: move %d, invalid %zu / %zu, hits %d / %d", best, t,
                  b.invalid_boxes, a.invalid_boxes, b.hit_count, a.hit_count);
        ++compared;
    }
    cbx_select_force(NULL);
    if (same) ++cbx_test_passed;
    printf("mover: %d moves the same under %s and scalar\n", compared, best);
}

int main(void) {
    /* reaches: an ordinary one; one with a zero bound (both zeros meet it);
       one at the top of the range */
    const double r1lo[3] = {-1, 2, -3}, r1hi[3] = {1.5, 4, -2};
    const double r2lo[3] = {0, -0.0, -1}, r2hi[3] = {1, 0, 0};
    const double r3lo[3] = {1e30, -1e30, -3e38}, r3hi[3] = {2e30, 1e30, 3e38};
    const double *los[3] = {r1lo, r2lo, r3lo}, *his[3] = {r1hi, r2hi, r3hi};
    for (int r = 0; r < 3; ++r)
        for (int is_float = 0; is_float <= 1; ++is_float)
            for (int n = 2; n <= 3; ++n) run(n, is_float, los[r], his[r]);
    check_mover_levels();
    printf("vector cull: %s\n", CBX_CULL_SSE2 ? "SSE2" : "scalar");
    CBX_TEST_END();
}
