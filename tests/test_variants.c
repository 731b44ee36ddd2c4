/* SPDX-License-Identifier: MIT */
/* The published variants (circbox/variants.h) against the exact answer.

   - Random pairs (Larsson-style scenes at several sizes, scaled by powers of
     two, plus pairs built within a relative 1e-2..1e-12 of tangency), in 2D
     and 3D, double and float: every variant must agree with the exact answer
     wherever |distance - r| exceeds 32 ulps of the largest coordinate. The
     exact answer in 2D is cbx_relate_circle_aabb2[f]; in 3D it is computed
     here from the exact clamp and cbx_exact_dist2_cmp (exact.h), and
     cbx_relate_sphere_aabb3[f] must agree with it exactly on every pair
     once src/static/sphere_aabb3.c exists (CBX_HAVE_RELATE3).
   - Exactly representable tangencies (Pythagorean triples and quadruples,
     face, edge and corner contact): every variant says yes; with the radius
     one ulp smaller, no; one ulp larger, yes.
   - Invalid input (NaN, infinities in every slot, negative radius, inverted
     box on every axis): every variant says no, whether or not the valid part
     of the pair would overlap.

   CBX_VARIANTS_PAIRS sets the random pairs per (dimension, precision);
   default 1,000,000 (4 million in all), 200,000 under the sanitizers. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "circbox.h"
#include "circbox/variants.h"
#include "arith/exact.h"
#include "test_macros.h"
#include "test_rng.h"

/* A pair as plain doubles: round shape (p, r) and box [lo, hi], dim 2 or 3. */
typedef struct pair {
    double p[3], lo[3], hi[3], r;
} pair;

typedef bool (*variant_fn)(const pair *q);

/* ---- wrappers: one per variant, dimension and precision ---- */

#define CIRC(q) ((cbx_circle){{(q)->p[0], (q)->p[1]}, (q)->r})
#define BOX2(q) ((cbx_aabb2){{(q)->lo[0], (q)->lo[1]}, {(q)->hi[0], (q)->hi[1]}})
#define CIRCF(q) ((cbx_circlef){{(float)(q)->p[0], (float)(q)->p[1]}, (float)(q)->r})
#define BOX2F(q) ((cbx_aabb2f){{(float)(q)->lo[0], (float)(q)->lo[1]}, {(float)(q)->hi[0], (float)(q)->hi[1]}})
#define SPH(q) ((cbx_sphere){{(q)->p[0], (q)->p[1], (q)->p[2]}, (q)->r})
#define BOX3(q) ((cbx_aabb3){{(q)->lo[0], (q)->lo[1], (q)->lo[2]}, {(q)->hi[0], (q)->hi[1], (q)->hi[2]}})
#define SPHF(q) ((cbx_spheref){{(float)(q)->p[0], (float)(q)->p[1], (float)(q)->p[2]}, (float)(q)->r})
#define BOX3F(q)                                                                             \
    ((cbx_aabb3f){{(float)(q)->lo[0], (float)(q)->lo[1], (float)(q)->lo[2]},                 \
                  {(float)(q)->hi[0], (float)(q)->hi[1], (float)(q)->hi[2]}})

#define WRAP(name)                                                                                   \
    static bool name##_2d(const pair *q) { return cbx_##name##_circle_aabb2(CIRC(q), BOX2(q)); }       \
    static bool name##_2f(const pair *q) { return cbx_##name##_circle_aabb2f(CIRCF(q), BOX2F(q)); }    \
    static bool name##_3d(const pair *q) { return cbx_##name##_sphere_aabb3(SPH(q), BOX3(q)); }        \
    static bool name##_3f(const pair *q) { return cbx_##name##_sphere_aabb3f(SPHF(q), BOX3F(q)); }
WRAP(shaffer)
WRAP(arvo)
WRAP(qri)
WRAP(qrf)
WRAP(maxsum)
WRAP(absmax)
WRAP(clamp)
static bool zones_2d(const pair *q) { return cbx_zones_circle_aabb2(CIRC(q), BOX2(q)); }
static bool zones_2f(const pair *q) { return cbx_zones_circle_aabb2f(CIRCF(q), BOX2F(q)); }
static bool overlap_2d(const pair *q) { return cbx_overlap_circle_aabb2(CIRC(q), BOX2(q)); }
static bool overlap_2f(const pair *q) { return cbx_overlap_circle_aabb2f(CIRCF(q), BOX2F(q)); }

#define NVAR 8
static const char *const var_names[NVAR] = {"shaffer", "arvo", "qri", "qrf", "maxsum", "absmax", "clamp", "zones"};

/* One configuration: dimension, precision, its variants (zones is 2D only). */
typedef struct config {
    const char *name;
    int dim;
    bool single;
    variant_fn fn[NVAR];
} config;

static const config configs[4] = {
    {"2D double", 2, false, {shaffer_2d, arvo_2d, qri_2d, qrf_2d, maxsum_2d, absmax_2d, clamp_2d, zones_2d}},
    {"2D float", 2, true, {shaffer_2f, arvo_2f, qri_2f, qrf_2f, maxsum_2f, absmax_2f, clamp_2f, zones_2f}},
    {"3D double", 3, false, {shaffer_3d, arvo_3d, qri_3d, qrf_3d, maxsum_3d, absmax_3d, clamp_3d, NULL}},
    {"3D float", 3, true, {shaffer_3f, arvo_3f, qri_3f, qrf_3f, maxsum_3f, absmax_3f, clamp_3f, NULL}},
};

/* ---- the exact answer ---- */

/* No libm beyond what libc carries: the test links with the library only. */
static double maxd(double a, double b) { return a > b ? a : b; }
static double pow10d(double u) { /* 10^-u for u >= 0, to a few ulps: enough for a scatter */
    double x = 1.0;
    while (u >= 1) {
        x *= 0.1;
        u -= 1;
    }
    return x * (1.0 - u * 2.302585092994046 * (1.0 - u * 1.1512925464970229 * (1.0 - u * 0.7675283643313486)));
}

static double clampd(double x, double lo, double hi) { return x < lo ? lo : (x > hi ? hi : x); }

/* Exact overlap of a valid pair whose numbers are already in the precision
   under test: the clamp is exact and cbx_exact_dist2_cmp decides
   |p - q|^2 <= r^2 exactly (float values are exact doubles). */
static bool exact_overlap(const pair *q, int dim) {
    double nearest[3];
    for (int i = 0; i < dim; ++i) nearest[i] = clampd(q->p[i], q->lo[i], q->hi[i]);
    return cbx_exact_dist2_cmp(q->p, nearest, dim, q->r) <= 0;
}

/* The 3D relate is compared too once its source is part of the library. */
#if !defined(CBX_HAVE_RELATE3) && defined(__has_include)
#  if __has_include("sphere_aabb3.c")
#    define CBX_HAVE_RELATE3 1
#  endif
#endif

/* The library's own relate where it exists, as a second reference. */
static int library_overlap(const pair *q, const config *cf) {
    if (cf->dim == 2) return cf->single ? overlap_2f(q) : overlap_2d(q);
#ifdef CBX_HAVE_RELATE3
    if (cf->single) return cbx_relate_sphere_aabb3f(SPHF(q), BOX3F(q)) > CBX_SEPARATE;
    return cbx_relate_sphere_aabb3(SPH(q), BOX3(q)) > CBX_SEPARATE;
#else
    return -1;
#endif
}

/* |distance - r| in units of the precision's epsilon times the largest
   magnitude in the pair: how far from tangency, on the scale at which the
   variants round. Computed in double; good to far better than 1 unit. */
static double margin_ulps(const pair *q, int dim, double eps) {
    double d2 = 0, scale = fabs(q->r);
    for (int i = 0; i < dim; ++i) {
        const double e = q->p[i] - clampd(q->p[i], q->lo[i], q->hi[i]);
        d2 += e * e;
        scale = maxd(scale, maxd(fabs(q->p[i]), maxd(fabs(q->lo[i]), fabs(q->hi[i]))));
    }
    if (!(scale > 0)) return INFINITY;
    return fabs(sqrt(d2) - q->r) / (eps * scale);
}

/* ---- random pairs ---- */

/* Rounds every number of the pair to float when the configuration is single. */
static void to_precision(pair *q, const config *cf) {
    if (!cf->single) return;
    for (int i = 0; i < 3; ++i) {
        q->p[i] = (double)(float)q->p[i];
        q->lo[i] = (double)(float)q->lo[i];
        q->hi[i] = (double)(float)q->hi[i];
    }
    q->r = (double)(float)q->r;
}

/* A Larsson-style pair: centres in a cube of half side 100, radius and half
   sides up to `size`, everything scaled by 2^k; with probability 1/4 the
   radius is then reset to the distance times (1 +- 10^-u), u in [2, 12]
   (float: [1, 5]), to crowd the pairs near tangency. */
static pair random_pair(const config *cf) {
    pair q = {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}, 0};
    const double sizes[5] = {2, 10, 30, 80, 200};
    const double size = sizes[test_rng_next() % 5];
    const int kmax = cf->single ? 20 : 60;
    const double scale = ldexp(1.0, (int)(test_rng_next() % (uint64_t)(2 * kmax + 1)) - kmax);
    for (int i = 0; i < cf->dim; ++i) {
        const double c = test_uniform(-100, 100), h = test_uniform(0, size);
        q.p[i] = scale * test_uniform(-100, 100);
        q.lo[i] = scale * (c - h);
        q.hi[i] = scale * (c + h);
    }
    q.r = scale * test_uniform(0, size);
    to_precision(&q, cf);
    if (test_rng_next() % 4 == 0) {
        double d2 = 0;
        for (int i = 0; i < cf->dim; ++i) {
            const double e = q.p[i] - clampd(q.p[i], q.lo[i], q.hi[i]);
            d2 += e * e;
        }
        const double u = cf->single ? test_uniform(1, 5) : test_uniform(2, 12);
        const double rel = pow10d(u) * (test_rng_next() % 2 ? 1.0 : -1.0);
        q.r = sqrt(d2) * (1.0 + rel);
        to_precision(&q, cf);
    }
    return q;
}

static long env_long(const char *name, long dflt) {
    const char *e = getenv(name);
    const long v = e ? atol(e) : 0;
    return v > 0 ? v : dflt;
}

static void test_random(const config *cf, long n) {
    const double eps = cf->single ? (double)FLT_EPSILON : DBL_EPSILON;
    long compared = 0, skipped = 0, hits = 0, wrong[NVAR] = {0}, lib_wrong = 0;
    for (long k = 0; k < n; ++k) {
        const pair q = random_pair(cf);
        const bool truth = exact_overlap(&q, cf->dim);
        const int lib = library_overlap(&q, cf);
        if (lib >= 0 && lib != (int)truth) ++lib_wrong;
        if (margin_ulps(&q, cf->dim, eps) <= 32) {
            ++skipped;
            continue;
        }
        ++compared;
        hits += truth;
        for (int v = 0; v < NVAR; ++v) {
            if (cf->fn[v] && cf->fn[v](&q) != truth && wrong[v]++ < 3)
                fprintf(stderr, "%s %s: p=(%a,%a,%a) lo=(%a,%a,%a) hi=(%a,%a,%a) r=%a exact=%d\n", cf->name,
                        var_names[v], q.p[0], q.p[1], q.p[2], q.lo[0], q.lo[1], q.lo[2], q.hi[0], q.hi[1],
                        q.hi[2], q.r, truth);
        }
    }
#ifndef CBX_HAVE_RELATE3
    if (cf->dim == 3) printf("(no cbx_relate_sphere_aabb3 in this build: exact reference only)\n");
#endif
    printf("%s: %ld pairs compared (%.1f %% overlap), %ld within 32 ulps of tangency skipped\n", cf->name,
           compared, 100.0 * (double)hits / (double)(compared ? compared : 1), skipped);
    CHECK_MSG(lib_wrong == 0, "%s: library relate disagrees with the exact reference %ld times", cf->name, lib_wrong);
    for (int v = 0; v < NVAR; ++v) {
        if (cf->fn[v]) CHECK_MSG(wrong[v] == 0, "%s %s: %ld disagreements", cf->name, var_names[v], wrong[v]);
    }
}

/* ---- exactly representable tangencies ---- */

/* Sets the radius to r scaled one ulp down (-1), kept (0) or one ulp up (+1)
   in the configuration's precision. */
static double nudge(double r, int dir, bool single) { /* r > 0, finite */
    if (single) {
        float f = (float)r;
        uint32_t u;
        memcpy(&u, &f, sizeof u);
        u = (uint32_t)((int64_t)u + dir);
        memcpy(&f, &u, sizeof f);
        return (double)f;
    }
    uint64_t u;
    memcpy(&u, &r, sizeof u);
    u = (uint64_t)((int64_t)u + dir);
    memcpy(&r, &u, sizeof r);
    return r;
}

static void check_all(const config *cf, const pair *q, bool expect, const char *what) {
    for (int v = 0; v < NVAR; ++v) {
        if (cf->fn[v])
            CHECK_MSG(cf->fn[v](q) == expect, "%s %s: %s should be %s", cf->name, var_names[v], what,
                      expect ? "overlap" : "apart");
    }
}

/* Touching pairs whose every intermediate value is exact: a corner at a
   Pythagorean distance, an edge or face at distance r, on every side of the
   box and in every quadrant, for the round shape centred at (ox, oy, oz). */
static void test_tangency(const config *cf) {
    static const int tri[4][3] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {20, 21, 29}};
    static const int quad[3][4] = {{1, 2, 2, 3}, {2, 3, 6, 7}, {1, 4, 8, 9}};
    const double origin[3] = {0.0, 64.0, -0.5}; /* exact offsets keep every sum exact */
    for (int dir = -1; dir <= 1; ++dir) {
        const bool expect = dir >= 0;
        for (int t = 0; t < 4; ++t) {
            for (int sx = -1; sx <= 1; sx += 2) {
                for (int sy = -1; sy <= 1; sy += 2) {
                    /* corner tangency: the nearest corner at (sx a, sy b) from the centre */
                    const double a = tri[t][0], b = tri[t][1], r = tri[t][2];
                    pair q = {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}, 0};
                    const double off[3] = {sx * a, sy * b, 0};
                    for (int i = 0; i < cf->dim; ++i) {
                        const double o = origin[i], w = 6.0;
                        q.p[i] = o;
                        if (off[i] > 0) {
                            q.lo[i] = o + off[i];
                            q.hi[i] = o + off[i] + w;
                        } else if (off[i] < 0) {
                            q.lo[i] = o + off[i] - w;
                            q.hi[i] = o + off[i];
                        } else { /* 3D: the box spans the centre on z */
                            q.lo[i] = o - w;
                            q.hi[i] = o + w;
                        }
                    }
                    q.r = nudge(r, dir, cf->single);
                    check_all(cf, &q, expect, dir < 0 ? "corner/edge, r - 1 ulp" : "corner/edge tangency");
                    /* edge (2D) or face (3D) tangency on the x side: the box spans y (and z) */
                    pair e = q;
                    for (int i = 1; i < cf->dim; ++i) {
                        e.lo[i] = origin[i] - 2 * r;
                        e.hi[i] = origin[i] + 2 * r;
                    }
                    if (sx > 0) {
                        e.lo[0] = origin[0] + r;
                        e.hi[0] = origin[0] + r + 6;
                    } else {
                        e.lo[0] = origin[0] - r - 6;
                        e.hi[0] = origin[0] - r;
                    }
                    check_all(cf, &e, expect, dir < 0 ? "side, r - 1 ulp" : "side tangency");
                    /* the same on the y side, by swapping the axes */
                    pair f = e;
                    for (int k = 0; k < 2; ++k) {
                        f.lo[k] = e.lo[1 - k] - origin[1 - k] + origin[k];
                        f.hi[k] = e.hi[1 - k] - origin[1 - k] + origin[k];
                    }
                    check_all(cf, &f, expect, dir < 0 ? "side y, r - 1 ulp" : "side y tangency");
                }
            }
        }
        if (cf->dim == 3) {
            /* 3D corner tangency: a Pythagorean quadruple, in all 8 octants */
            for (int t = 0; t < 3; ++t) {
                for (int o = 0; o < 8; ++o) {
                    pair q = {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}, 0};
                    for (int i = 0; i < 3; ++i) {
                        const double d = quad[t][i] * ((o >> i) & 1 ? 1.0 : -1.0);
                        q.p[i] = origin[i];
                        q.lo[i] = d > 0 ? origin[i] + d : origin[i] + d - 5;
                        q.hi[i] = d > 0 ? origin[i] + d + 5 : origin[i] + d;
                    }
                    q.r = nudge(quad[t][3], dir, cf->single);
                    check_all(cf, &q, expect, dir < 0 ? "3D corner, r - 1 ulp" : "3D corner tangency");
                }
            }
        }
    }
    /* A zero radius touching a box at one point, and a point box. */
    pair z = {{1, 2, 3}, {1, 2, 3}, {4, 5, 6}, 0};
    check_all(cf, &z, true, "zero radius on the box's corner");
    pair pt = {{1, 2, 3}, {4, 6, 3}, {4, 6, 3}, 5};
    check_all(cf, &pt, true, "point box on the circle");
}

/* ---- invalid input ---- */

static void test_invalid(const config *cf) {
    const double bad[3] = {NAN, INFINITY, -INFINITY};
    /* An overlapping pair (centre inside the box) and a separated one. */
    const pair base[2] = {{{1, 1, 1}, {0, 0, 0}, {2, 2, 2}, 0.5}, {{10, 10, 10}, {0, 0, 0}, {2, 2, 2}, 0.5}};
    for (int k = 0; k < 2; ++k) {
        for (int slot = 0; slot < 3 * cf->dim + 1; ++slot) {
            for (int j = 0; j < 3; ++j) {
                pair q = base[k];
                double *v = slot == 3 * cf->dim ? &q.r
                                                : (slot / cf->dim == 0 ? q.p : slot / cf->dim == 1 ? q.lo : q.hi) +
                                                      slot % cf->dim;
                *v = bad[j];
                check_all(cf, &q, false, "non-finite number");
            }
        }
        pair neg = base[k];
        neg.r = -0.5;
        check_all(cf, &neg, false, "negative radius");
        for (int i = 0; i < cf->dim; ++i) {
            pair inv = base[k];
            inv.lo[i] = 1.5;
            inv.hi[i] = 0.5;
            check_all(cf, &inv, false, "inverted box");
        }
    }
    /* A huge box and radius that are valid: the variants say yes. */
    pair big = {{0, 0, 0}, {-1e30, -1e30, -1e30}, {1e30, 1e30, 1e30}, 1e30};
    check_all(cf, &big, true, "large valid pair");
    /* -0 is a valid radius and a valid coordinate. */
    pair negzero = {{-0.0, -0.0, -0.0}, {0, 0, 0}, {1, 1, 1}, -0.0};
    check_all(cf, &negzero, true, "signed zeros");
}

/* Under the sanitizers (which check memory, not arithmetic) a smaller default. */
#if defined(__SANITIZE_ADDRESS__)
#  define DEFAULT_PAIRS 200000
#elif defined(__has_feature)
#  if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
#    define DEFAULT_PAIRS 200000
#  endif
#endif
#ifndef DEFAULT_PAIRS
#  define DEFAULT_PAIRS 1000000
#endif

/* Boxes as wide as the range: their widths and the sums of their bounds
   overflow, their halves do not. A unit shape at the centre of [-MAX,
   MAX]^n, a point on a flat box at MAX, a point inside a box whose bounds'
   sum overflows: every variant says overlap (absmax had formed (lo + hi) / 2
   and (hi - lo) / 2, infinite or NaN there, and said no: an independent
   tester's finding). (A pair apart at that scale is beyond the variants'
   range: their squares overflow, variants.h.) */
static void test_huge_boxes(const config *cf) {
    const double M = cf->single ? (double)FLT_MAX : DBL_MAX;
    const double big = cf->single ? 1e38 : 1e308, bigger = cf->single ? 3e38 : 1.7e308;
    pair q = {{0, 0, 0}, {-M, -M, -M}, {M, M, M}, 1};
    check_all(cf, &q, true, "a unit shape inside [-MAX, MAX]^n");
    pair flat = {{M, 0, 0}, {M, 0, 0}, {M, 0, 0}, 0};
    check_all(cf, &flat, true, "a point on a flat box at MAX");
    pair sum = {{big / 2 + bigger / 2, 0, 0}, {big, -1, -1}, {bigger, 1, 1}, 0};
    check_all(cf, &sum, true, "a point inside a box whose bounds' sum overflows");
}

int main(void) {
    const long n = env_long("CBX_VARIANTS_PAIRS", DEFAULT_PAIRS);
    for (int k = 0; k < 4; ++k) {
        test_tangency(&configs[k]);
        test_invalid(&configs[k]);
        test_huge_boxes(&configs[k]);
        test_random(&configs[k], n);
    }
    CBX_TEST_END();
}
