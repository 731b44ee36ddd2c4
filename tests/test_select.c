/* SPDX-License-Identifier: MIT */
/* cbx_select_*: every instruction-set level this machine runs, forced in
   turn, must give exactly the indices that a loop calling the per-box exact
   predicate gives: random scenes, tangent edges and faces (distance exactly
   r and one ulp either side), corners near the sphere, invalid boxes mixed
   in, every length from 0 to 3 vector widths, arrays starting off any vector
   boundary. The arrays are allocated to their exact size and `out` to n
   entries, so that under AddressSanitizer any read or write past either
   end is caught. One body, compiled for double and then float. */
#ifndef CBX_TEMPLATE_BODY
#define _POSIX_C_SOURCE 200112L /* setenv */
#include <stdlib.h>
#include <string.h>

#include "batch/select.h"
#include "test_macros.h"

static uint64_t rng_state = 0x9E3779B97F4A7C15u;
static uint64_t rng_next(void) {
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * UINT64_C(2685821657736338717);
}
/* Uniform in [lo, hi). */
static double rng_uniform(double lo, double hi) {
    return lo + (hi - lo) * (double)(rng_next() >> 11) * (1.0 / 9007199254740992.0);
}
static unsigned rng_below(unsigned n) { return (unsigned)(rng_next() % n); }

/* The neighbour of x one ulp toward +inf (dir > 0) or -inf, for finite x. */
static double ulp_step(double x, int dir) {
    if (x == 0) return dir > 0 ? 4.9406564584124654e-324 : -4.9406564584124654e-324;
    uint64_t u;
    memcpy(&u, &x, sizeof u);
    u = ((x > 0) == (dir > 0)) ? u + 1 : u - 1;
    memcpy(&x, &u, sizeof u);
    return x;
}
static float ulp_stepf(float x, int dir) {
    if (x == 0) return dir > 0 ? 1.4e-45f : -1.4e-45f;
    uint32_t u;
    memcpy(&u, &x, sizeof u);
    u = ((x > 0) == (dir > 0)) ? u + 1 : u - 1;
    memcpy(&x, &u, sizeof u);
    return x;
}

/* Levels to force; those this machine or build lacks are skipped. */
static const char *const levels[] = {"scalar", "sse2", "avx2", "avx512", "neon"};
static int levels_run = 0;

#define CBX_TEMPLATE_BODY "test_select.c"
#include "template.h"

int main(void) {
    /* The environment variable decides the first choice... */
    setenv("CBX_SIMD", "scalar", 1);
    CHECK(strcmp(cbx_simd_name(), "scalar") == 0);
    /* ...and a name this machine lacks gives the best level it has. */
    setenv("CBX_SIMD", "no-such-level", 1);
    const char *best = cbx_select_force(NULL);
    unsetenv("CBX_SIMD");
    CHECK(strcmp(cbx_select_force(NULL), best) == 0);
    CHECK(strcmp(cbx_select_force("no-such-level"), best) == 0);
    printf("best level here: %s\n", best);

    for (size_t l = 0; l < sizeof levels / sizeof levels[0]; ++l) {
        const char *got = cbx_select_force(levels[l]);
        if (strcmp(got, levels[l]) != 0) {
            printf("level %-6s: not available here (would run %s)\n", levels[l], got);
            continue;
        }
        CHECK(strcmp(cbx_simd_name(), levels[l]) == 0);
        ++levels_run;
        const int before = cbx_test_failed;
        run_all();
        run_allf();
        printf("level %-6s: %s\n", levels[l], cbx_test_failed == before ? "same as scalar" : "DIFFERS");
    }
    CHECK(levels_run >= 1);
    cbx_select_force(NULL);
    CBX_TEST_END();
}

#else /* body, once per precision */

#if CBX_IS_DOUBLE
#  define STEP ulp_step
#else
#  define STEP ulp_stepf
#endif
/* The per-box truth for 3D (also checked below against the 2D predicate
   wherever the box's z range holds the center). */
#define REF3 CBX_F(cbx_overlap_sphere_aabb3)

/* n boxes in `dim` dimensions, each coordinate array allocated to exactly
   off + n values and used from off on (off shifts it off vector alignment). */
typedef struct CBX_F(boxes) {
    int dim;
    size_t n, off;
    cbx_real *lo[3], *hi[3];
} CBX_F(boxes);

static CBX_F(boxes) CBX_F(boxes_new)(int dim, size_t n, size_t off) {
    CBX_F(boxes) b;
    b.dim = dim;
    b.n = n;
    b.off = off;
    for (int a = 0; a < 3; ++a) {
        b.lo[a] = malloc((n + off) * sizeof(cbx_real) + (n + off == 0));
        b.hi[a] = malloc((n + off) * sizeof(cbx_real) + (n + off == 0));
        for (size_t i = 0; i < n + off; ++i) b.lo[a][i] = b.hi[a][i] = (cbx_real)-7777;
    }
    return b;
}
static void CBX_F(boxes_free)(CBX_F(boxes) b) {
    for (int a = 0; a < 3; ++a) {
        free(b.lo[a]);
        free(b.hi[a]);
    }
}

/* Fills box i (0-based, before the offset) with one case of family `fam`
   around the sphere (c, r). */
static void CBX_F(make_box)(CBX_F(boxes) *b, size_t i, const cbx_real *c, cbx_real r, int fam) {
    cbx_real lo[3], hi[3];
    const int dim = b->dim;
    switch (fam) {
    case 0: /* random, sizes over a wide range */
        for (int a = 0; a < dim; ++a) {
            const cbx_real x = (cbx_real)rng_uniform(-12, 12);
            lo[a] = x;
            hi[a] = x + (cbx_real)rng_uniform(0, rng_below(4) == 0 ? 8 : 1.5);
        }
        break;
    case 1: { /* a face at distance exactly r, or one ulp either side */
        const int axis = (int)rng_below((unsigned)dim);
        for (int a = 0; a < dim; ++a) {
            lo[a] = c[a] - (cbx_real)rng_uniform(0, 3);
            hi[a] = c[a] + (cbx_real)rng_uniform(0, 3);
        }
        cbx_real face = c[axis] + r; /* exact: c and r are small dyadics */
        const int step = (int)rng_below(3) - 1;
        if (step != 0) face = STEP(face, step);
        if (rng_below(2)) {
            lo[axis] = face;
            hi[axis] = face + (cbx_real)rng_uniform(0, 2);
        } else {
            face = c[axis] - (face - c[axis]);
            hi[axis] = face;
            lo[axis] = face - (cbx_real)rng_uniform(0, 2);
        }
        break;
    }
    case 2: { /* a corner near the sphere: on a rational point of the circle
                 (or sphere), rounded, maybe moved by an ulp, box going outward */
        const double t = rng_uniform(-1, 1), u = rng_uniform(-1, 1);
        double dir[3];
        if (dim == 2) {
            dir[0] = (1 - t * t) / (1 + t * t);
            dir[1] = 2 * t / (1 + t * t);
            dir[2] = 0;
        } else {
            const double q = 1 + t * t + u * u;
            dir[0] = (1 - t * t - u * u) / q;
            dir[1] = 2 * t / q;
            dir[2] = 2 * u / q;
        }
        if (rng_below(3) == 0) { /* an exact corner: 3-4-5 (2D) or 2-3-6 of 7 (3D) */
            const double k = dim == 2 ? 0.2 : 1.0 / 7;
            dir[0] = (dim == 2 ? 3 : 2) * k * (rng_below(2) ? 1 : -1);
            dir[1] = (dim == 2 ? 4 : 3) * k * (rng_below(2) ? 1 : -1);
            dir[2] = 6 * k * (rng_below(2) ? 1 : -1);
        }
        for (int a = 0; a < dim; ++a) {
            cbx_real corner = (cbx_real)((double)c[a] + (double)r * dir[a]);
            const int step = (int)rng_below(3) - 1;
            if (step != 0) corner = STEP(corner, step);
            if (dir[a] >= 0) {
                lo[a] = corner;
                hi[a] = corner + (cbx_real)rng_uniform(0, 2);
            } else {
                hi[a] = corner;
                lo[a] = corner - (cbx_real)rng_uniform(0, 2);
            }
        }
        break;
    }
    default: { /* invalid or extreme: NaN, infinities, inverted, huge, tiny */
        for (int a = 0; a < dim; ++a) {
            lo[a] = c[a] - (cbx_real)rng_uniform(0, 2);
            hi[a] = c[a] + (cbx_real)rng_uniform(0, 2);
        }
        const int axis = (int)rng_below((unsigned)dim);
        const cbx_real inf = R_MAX * 2;
        switch (rng_below(11)) {
        case 0: lo[axis] = R_NAN; break;
        case 1: hi[axis] = R_NAN; break;
        case 2: lo[axis] = -inf; break;
        case 3: hi[axis] = inf; break;
        case 4: lo[axis] = -inf; hi[axis] = inf; break;
        case 5: { const cbx_real t = lo[axis]; lo[axis] = hi[axis] + 1; hi[axis] = t; break; }
        case 6: lo[axis] = -R_MAX; hi[axis] = R_MAX; break; /* width overflows: valid */
        case 7: lo[axis] = hi[axis] = c[axis] + r; break;     /* flat, touching */
        case 8: lo[axis] = R_TRUE_MIN; hi[axis] = R_TRUE_MIN * 3; break;
        case 9: lo[axis] = 0; hi[axis] = -(cbx_real)0; break;  /* flat at zero, width -0: valid */
        default: lo[axis] = STEP(hi[axis], 1); break;         /* inverted by one ulp */
        }
        break;
    }
    }
    for (int a = 0; a < dim; ++a) {
        b->lo[a][b->off + i] = lo[a];
        b->hi[a][b->off + i] = hi[a];
    }
}

/* The truth for box i, from the per-box predicate. */
static bool CBX_F(truth)(const CBX_F(boxes) *b, size_t i, const cbx_real *c, cbx_real r) {
    const size_t t = b->off + i;
    if (b->dim == 2) {
        const CIRCLE cc = {{c[0], c[1]}, r};
        const AABB2 box = {{b->lo[0][t], b->lo[1][t]}, {b->hi[0][t], b->hi[1][t]}};
        return CBX_F(cbx_overlap_circle_aabb2)(cc, box);
    }
    const SPHERE s = {{c[0], c[1], c[2]}, r};
    const AABB3 box = {{b->lo[0][t], b->lo[1][t], b->lo[2][t]}, {b->hi[0][t], b->hi[1][t], b->hi[2][t]}};
    const bool hit = REF3(s, box);
    /* Independent of REF3: when z spans the center, 3D reduces to 2D exactly. */
    if (box.min.z <= c[2] && c[2] <= box.max.z && R_FINITE(box.min.z) && R_FINITE(box.max.z)) {
        const CIRCLE cc = {{c[0], c[1]}, r};
        const AABB2 flat = {{box.min.x, box.min.y}, {box.max.x, box.max.y}};
        CHECK_MSG(hit == CBX_F(cbx_overlap_circle_aabb2)(cc, flat), "3D/2D reduction, box %zu", i);
    }
    return hit;
}

/* Runs the batch query on b and compares it with the truth, index by index. */
static void CBX_F(compare)(const CBX_F(boxes) *b, const cbx_real *c, cbx_real r, const char *what) {
    const size_t n = b->n, o = b->off;
    uint32_t *out = malloc(n * sizeof(uint32_t) + (n == 0));
    size_t got;
    if (b->dim == 2) {
        const CIRCLE cc = {{c[0], c[1]}, r};
        got = CBX_F(cbx_select_circle_aabb2)(cc, b->lo[0] + o, b->lo[1] + o, b->hi[0] + o,
                                             b->hi[1] + o, n, out);
    } else {
        const SPHERE s = {{c[0], c[1], c[2]}, r};
        got = CBX_F(cbx_select_sphere_aabb3)(s, b->lo[0] + o, b->lo[1] + o, b->lo[2] + o,
                                             b->hi[0] + o, b->hi[1] + o, b->hi[2] + o, n, out);
    }
    size_t k = 0, first_wrong = n;
    for (size_t i = 0; i < n; ++i) {
        if (CBX_F(truth)(b, i, c, r)) {
            if (first_wrong == n && !(k < got && out[k] == i)) first_wrong = i;
            ++k;
        }
    }
    const bool same = first_wrong == n && k == got;
    CHECK_MSG(same, "%s %dD %s, n=%zu off=%zu (%s): %zu selected, truth %zu, first wrong near %zu",
              CBX_IS_DOUBLE ? "double" : "float", b->dim, what, n, o, cbx_simd_name(), got, k,
              first_wrong);
    free(out);
}

/* A scene: n boxes of family fam (-1: all families mixed), every number
   then multiplied by `scale` (a power of two: exact unless it leaves the
   range, which is the point of the huge and tiny scales). */
static void CBX_F(scene_scaled)(int dim, size_t n, size_t off, int fam, const cbx_real *c,
                                cbx_real r, cbx_real scale, const char *what) {
    CBX_F(boxes) b = CBX_F(boxes_new)(dim, n, off);
    for (size_t i = 0; i < n; ++i) CBX_F(make_box)(&b, i, c, r, fam >= 0 ? fam : (int)rng_below(4));
    cbx_real cs[3] = {0, 0, 0};
    for (int a = 0; a < dim; ++a) {
        cs[a] = c[a] * scale;
        for (size_t i = off; i < off + n; ++i) {
            b.lo[a][i] *= scale;
            b.hi[a][i] *= scale;
        }
    }
    CBX_F(compare)(&b, cs, r * scale, what);
    CBX_F(boxes_free)(b);
}

static void CBX_F(scene)(int dim, size_t n, size_t off, int fam, const cbx_real *c, cbx_real r,
                         const char *what) {
    CBX_F(scene_scaled)(dim, n, off, fam, c, r, 1, what);
}

/* The batch query on b's arrays (from b->off on), into out; its count. */
static size_t CBX_F(select_on)(int dim, const cbx_real *const *lo, const cbx_real *const *hi, size_t n,
                               const cbx_real *c, cbx_real r, uint32_t *out) {
    if (dim == 2) {
        const CIRCLE cc = {{c[0], c[1]}, r};
        return CBX_F(cbx_select_circle_aabb2)(cc, lo[0], lo[1], hi[0], hi[1], n, out);
    }
    const SPHERE s = {{c[0], c[1], c[2]}, r};
    return CBX_F(cbx_select_sphere_aabb3)(s, lo[0], lo[1], lo[2], hi[0], hi[1], hi[2], n, out);
}

/* Each coordinate array at its own offset from vector alignment (the
   kernels align their loads on the first array; the others may then be
   read across lines, never wrongly): the same indices as on the arrays of
   the checked scene b, which share one offset. */
static void CBX_F(scene_staggered)(int dim, size_t n, const cbx_real *c, cbx_real r) {
    CBX_F(boxes) b = CBX_F(boxes_new)(dim, n, 0);
    for (size_t i = 0; i < n; ++i) CBX_F(make_box)(&b, i, c, r, (int)rng_below(4));
    CBX_F(compare)(&b, c, r, "staggered base");
    uint32_t *want = malloc(n * sizeof(uint32_t) + 1), *got = malloc(n * sizeof(uint32_t) + 1);
    const cbx_real *lo[3] = {b.lo[0], b.lo[1], b.lo[2]}, *hi[3] = {b.hi[0], b.hi[1], b.hi[2]};
    const size_t k = CBX_F(select_on)(dim, lo, hi, n, c, r, want);
    for (size_t first = 0; first < 8; ++first) {
        cbx_real *copy[6];
        const cbx_real *slo[3] = {0, 0, 0}, *shi[3] = {0, 0, 0};
        for (int a = 0; a < 2 * dim; ++a) {
            const size_t off = a == 0 ? first : (first + 3 * (size_t)a) % 7;
            copy[a] = malloc((n + off) * sizeof(cbx_real) + 1);
            memcpy(copy[a] + off, a % 2 ? b.hi[a / 2] : b.lo[a / 2], n * sizeof(cbx_real));
            if (a % 2) shi[a / 2] = copy[a] + off;
            else slo[a / 2] = copy[a] + off;
        }
        const size_t m = CBX_F(select_on)(dim, slo, shi, n, c, r, got);
        CHECK_MSG(m == k && memcmp(got, want, k * sizeof(uint32_t)) == 0,
                  "%s %dD staggered arrays, n=%zu first offset %zu (%s): %zu selected, aligned %zu",
                  CBX_IS_DOUBLE ? "double" : "float", dim, n, first, cbx_simd_name(), m, k);
        for (int a = 0; a < 2 * dim; ++a) free(copy[a]);
    }
    free(want);
    free(got);
    CBX_F(boxes_free)(b);
}

/* The kernels drop their per-block screen of invalid boxes while few boxes
   are selected and check each selected box after its chunk instead
   (select_kernel.h): a long scene of far boxes with one box in 64 near the
   sphere (touching, on a corner, or invalid: the invalid ones must still
   never be selected), then a dense stretch and a sparse one again, so that
   the kernels go from one way to the other and back. */
static void CBX_F(scene_sparse)(int dim, size_t n, const cbx_real *c, cbx_real r) {
    CBX_F(boxes) b = CBX_F(boxes_new)(dim, n, 1);
    for (size_t i = 0; i < n; ++i) {
        const bool dense = i >= n / 3 && i < n / 2;
        if (dense || rng_below(64) == 0) {
            CBX_F(make_box)(&b, i, c, r, dense ? (int)rng_below(4) : 1 + (int)rng_below(3));
        } else {
            CBX_F(make_box)(&b, i, c, r, 0);
            b.lo[0][b.off + i] += 64; /* far: beyond any radius used here */
            b.hi[0][b.off + i] += 64;
        }
    }
    CBX_F(compare)(&b, c, r, "sparse, then dense, then sparse");
    CBX_F(boxes_free)(b);
}

static void CBX_F(run_all)(void) {
    /* Small dyadic centers and radii keep c +- r exact, so tangency is exact. */
    const cbx_real centers[3][3] = {{0.5, -1.25, 2}, {0, 0, 0}, {-3.75, 6.5, -0.125}};
    const cbx_real radii[4] = {1, 2.5, 0.375, 0};
    for (int dim = 2; dim <= 3; ++dim) {
        for (int ci = 0; ci < 3; ++ci) {
            for (int ri = 0; ri < 4; ++ri) {
                const cbx_real *c = centers[ci];
                const cbx_real r = radii[ri];
                for (int fam = 0; fam < 4; ++fam) CBX_F(scene)(dim, 1000, 0, fam, c, r, "family");
                CBX_F(scene)(dim, 1000, 0, -1, c, r, "mixed");
            }
        }
        const cbx_real *c = centers[0];
        /* Every length up to three vector widths (16 floats on AVX-512), from
           every start offset within a vector. */
        for (size_t n = 0; n <= 3 * 16 + 1; ++n) {
            for (size_t off = 0; off < 4; ++off) CBX_F(scene)(dim, n, off, -1, c, 2.5, "tail");
        }
        /* Arrays at different offsets from one another. */
        for (size_t n = 1; n <= 70; n += 23) CBX_F(scene_staggered)(dim, n, c, 2.5);
        CBX_F(scene_staggered)(dim, 5000, c, 2.5);
        /* A large scene: many full blocks, sizes not a multiple of any width. */
        CBX_F(scene)(dim, 100003, 3, -1, c, 2.5, "large");
        for (int ri = 0; ri < 3; ++ri) CBX_F(scene_sparse)(dim, 30011, centers[ri], radii[ri]);
        /* An invalid circle or sphere overlaps nothing. */
        const cbx_real bad_r[3] = {-1, R_NAN, R_MAX * 2};
        for (int k = 0; k < 3; ++k) CBX_F(scene)(dim, 100, 1, -1, c, bad_r[k], "invalid radius");
        const cbx_real nan_c[3] = {R_NAN, 0, 0};
        CBX_F(scene)(dim, 100, 0, -1, nan_c, 1, "NaN center");
        /* Scenes near the ends of the range: squares that underflow to
           subnormals or zero, squares that overflow (the exact path decides). */
        const int exps[6] = {CBX_IS_DOUBLE ? -1040 : -140, CBX_IS_DOUBLE ? -1000 : -120,
                             CBX_IS_DOUBLE ? -520 : -60, CBX_IS_DOUBLE ? 500 : 60,
                             CBX_IS_DOUBLE ? 1000 : 120, CBX_IS_DOUBLE ? 1019 : 123};
        for (int e = 0; e < 6; ++e) {
            cbx_real scale = 1;
            for (int k = 0; k < (exps[e] < 0 ? -exps[e] : exps[e]); ++k)
                scale *= exps[e] < 0 ? (cbx_real)0.5 : (cbx_real)2;
            for (int ri = 0; ri < 4; ++ri)
                CBX_F(scene_scaled)(dim, 500, 1, -1, centers[ri % 3], radii[ri], scale, "scaled");
        }
        /* Centers within r of the zero planes, where boxes flat at zero
           (min +0, max -0: a width of -0) meet the circle or sphere. */
        const cbx_real near_zero[3] = {(cbx_real)0.25, (cbx_real)-0.5, (cbx_real)0.125};
        CBX_F(scene)(dim, 2000, 1, 3, near_zero, 1, "signed zeros");
        /* A radius whose square overflows: every lane goes to the exact path. */
        CBX_F(scene)(dim, 100, 0, 0, c, R_MAX / 4, "huge radius");
    }
}

#undef STEP
#undef REF3
#endif
