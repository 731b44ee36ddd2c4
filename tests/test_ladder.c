/* SPDX-License-Identifier: MIT */
/* Each stage of the exact ladder (src/arith/dist2_sign.h, eft.h) alone
   against the big-float, on the data each stage is built for and on data one
   bit beyond what it can certify: a stage may refuse (UNDECIDED), never
   answer wrong. Also checks that the stages take what they are meant to take
   (grid data to the certificate, window data to the expansion). */
#include <math.h>
#include <string.h>
#include <stdint.h>

#include "arith/dist2_sign.h"
#include "test_macros.h"

static uint64_t rng_state = 0x9E3779B97F4A7C15u;
static uint64_t next64(void) {
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * UINT64_C(2685821657736338717);
}
/* A random integer in [-2^(bits-1), 2^(bits-1)), times 2^scale. */
static double rand_bits(int bits, int scale) {
    const int64_t k = (int64_t)(next64() >> (64 - bits)) - ((int64_t)1 << (bits - 1));
    return ldexp((double)k, scale);
}

typedef int (*stage_fn)(const double *, const double *, int, double);

/* The branch-free face sign (cbx_gap_sign_of, as the static queries' face
   rung uses it) as a stage: decides when at most one axis differs. */
static int stage_gap_sign_of(const double *p, const double *q, int n, double r) {
    int axis = -1; /* the one axis that differs; n when two do */
    for (int i = 0; i < n; ++i)
        if (!cbx_eq(p[i], q[i])) axis = axis < 0 ? i : n;
    if (axis < 0) return r > 0 ? -1 : 0;
    if (axis == n) return CBX_UNDECIDED;
    double e;
    const double d = cbx_two_diff(p[axis], q[axis], &e);
    return cbx_gap_sign_of(d, e, r);
}

enum { NSTAGES = 10 };
static int decided[NSTAGES], refused[NSTAGES];

/* Runs every stage on one input, checks each decided answer with the big-float. */
static void check_all(const double *p, const double *q, int n, double r) {
    static const stage_fn stages[NSTAGES] = {
        cbx_dist2_stage_face,   cbx_dist2_stage_grid, cbx_dist2_stage_exp, cbx_dist2_sign,
        cbx_dist2_stage_cheap,  cbx_dist2_stage_sum2, stage_gap_sign_of,   cbx_dist2_stage_short,
        cbx_dist2_stage_beside, cbx_dist2_stage_sum3};
    const int truth = cbx_exact_dist2_cmp(p, q, n, r);
    for (int k = 0; k < NSTAGES; ++k) {
        const int s = stages[k](p, q, n, r);
        if (s == CBX_UNDECIDED) {
            ++refused[k];
            continue;
        }
        ++decided[k];
        CHECK_MSG(s == truth, "stage %d says %d, exact %d: p (%a %a %a) q (%a %a %a) r %a", k, s, truth, p[0],
                  p[1], n > 2 ? p[2] : 0.0, q[0], q[1], n > 2 ? q[2] : 0.0, r);
    }
}

static void reset(void) {
    for (int k = 0; k < NSTAGES; ++k) decided[k] = refused[k] = 0;
}

/* Grid data: integers and halves, tangent by construction (Pythagorean
   offsets from a corner, exact gaps from a face) and one grid step off. */
static void grid_family(void) {
    static const int trip[][3] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {20, 21, 29}, {0, 7, 7}};
    static const int quad[][4] = {{1, 2, 2, 3}, {2, 3, 6, 7}, {1, 4, 8, 9}, {2, 6, 9, 11}};
    reset();
    for (int it = 0; it < 20000; ++it) {
        const double unit = ldexp(1.0, (int)(next64() % 40) - 20); /* halves, quarters, ... 2^19 */
        const double ox = rand_bits(12, 0) * unit, oy = rand_bits(12, 0) * unit, oz = rand_bits(12, 0) * unit;
        const int off = (int)(next64() % 3) - 1;
        const int *t = trip[next64() % 5];
        const int *u = quad[next64() % 4];
        double p[3] = {ox + t[0] * unit, oy + t[1] * unit, oz}, q[3] = {ox, oy, oz};
        check_all(p, q, 2, (t[2] + off) * unit);
        double p3[3] = {ox + u[0] * unit, oy + u[1] * unit, oz + u[2] * unit};
        check_all(p3, q, 3, (u[3] + off) * unit);
    }
    /* every grid input is decided by face or certificate: none reaches exp */
    CHECK_MSG(refused[1] == 0 || decided[1] > 0, "cert refused %d", refused[1]);
    CHECK_MSG(decided[1] >= 30000, "the certificate took only %d of 40000 grid inputs", decided[1]);
    /* the 2D half (20000, a fifth of them with one axis at 0: face data) */
    CHECK_MSG(decided[7] >= 15000, "the short stage took only %d of the 2D grid inputs", decided[7]);
    /* the ladder beside an edge or a corner: every input with two axes differing */
    CHECK_MSG(decided[8] >= 30000, "the beside ladder took only %d of the grid inputs", decided[8]);
}

/* Significands of `bits` bits: up to 26 the certificate may take the input,
   beyond it must refuse whenever a product would round; every decided
   answer must be right. The classic trap: d = 2^27 + 1 rounds d^2 down by 1. */
static void bits_family(void) {
    for (int bits = 20; bits <= 34; ++bits) {
        reset();
        for (int it = 0; it < 4000; ++it) {
            const double dx = rand_bits(bits, -10), dy = rand_bits(bits, -10);
            /* r chosen near |d|: r^2 = dx^2 + dy^2 + small, in floating point */
            const double r = sqrt(dx * dx + dy * dy);
            const double q[2] = {0.5, -0.25};
            const double p[2] = {q[0] + dx, q[1] + dy};
            check_all(p, q, 2, r);
            check_all(p, q, 2, nextafter(r, 0));
            check_all(p, q, 2, nextafter(r, INFINITY));
            check_all(p, q, 2, ldexp(nearbyint(ldexp(r, 10)), -10)); /* r on the same grid */
        }
        if (bits <= 20) CHECK_MSG(decided[1] > 0, "bits %d: certificate never decided", bits);
    }
    const double q[2] = {0, 0};
    const double p[2] = {134217729.0, 1.0}; /* 2^27 + 1 */
    CHECK(cbx_dist2_stage_grid(p, q, 2, 134217729.0) == CBX_UNDECIDED);
    CHECK(cbx_dist2_sign(p, q, 2, 134217729.0) == 1);
    const double p26[2] = {67108865.0, 1.0}; /* 2^26 + 1: 27 bits, one beyond the bit test */
    CHECK(cbx_dist2_stage_grid(p26, q, 2, 67108865.0) == CBX_UNDECIDED);
    CHECK(cbx_dist2_sign(p26, q, 2, 67108865.0) == 1);
    const double p25[2] = {33554433.0, 1.0}; /* 2^25 + 1: 26 bits, certified */
    CHECK(cbx_dist2_stage_grid(p25, q, 2, 33554433.0) == 1);
}

/* Two points at the grid stage's largest multipliers against radii m,
   m - u and m - 2u (m = the largest value): the stage must agree with the
   big-float, and so must every other rung (check_all). */
static void grid_largest(const double *pa, const double *pb, const double *q, int n, double m, double u) {
    for (int off = 0; off <= 2; ++off) {
        const double r = m - off * u;
        CHECK(cbx_dist2_stage_grid(pa, q, n, r) == cbx_exact_dist2_cmp(pa, q, n, r));
        CHECK(cbx_dist2_stage_grid(pb, q, n, r) == cbx_exact_dist2_cmp(pb, q, n, r));
        check_all(pa, q, n, r);
        check_all(pb, q, n, r);
    }
}

/* The grid stage at its limits (dist2_sign.h, cbx_dist2_grid_exact): in 2D
   the values may be k Q with |k| < 2^26 for Q = 2^(E-25), in 3D |k| < 2^25;
   one bit more must be refused, since a square or a sum would then round.
   Also the window of m (2^-400 .. 2^480), a tiny difference whose square
   would underflow, and a difference that rounds (TwoDiff error not 0). */
static void grid_edges(void) {
    const double q[3] = {0, 0, 0};
    const double k26 = 67108863.0; /* 2^26 - 1: the largest 2D multiplier */
    for (int scale = -380; scale <= 440; scale += 41) {
        const double u = ldexp(1.0, scale);
        /* 2D, largest k on both axes: d2 = 2 k^2 < 2^53 exact, r = m or just below it */
        const double p2[3] = {k26 * u, k26 * u, 0}, p2r[3] = {47453132.0 * u, 47453133.0 * u, 0};
        grid_largest(p2, p2r, q, 2, k26 * u, u);
        /* 3D with the 2D multiplier: 3 k^2 > 2^53 would round: refused */
        const double p3[3] = {k26 * u, k26 * u, k26 * u};
        CHECK(cbx_dist2_stage_grid(p3, q, 3, k26 * u) == CBX_UNDECIDED);
        check_all(p3, q, 3, k26 * u);
        /* 3D, largest k (2^25 - 1): certified */
        const double k25 = 33554431.0, p3s[3] = {k25 * u, k25 * u, k25 * u};
        const double p3r[3] = {19372900.0 * u, 19372901.0 * u, 19372899.0 * u};
        grid_largest(p3s, p3r, q, 3, k25 * u, u);
        /* one bit beyond: 2^26 + 1 in 2D, 2^25 + 1 in 3D */
        const double b2[3] = {67108865.0 * u, 3 * u, 0}, b3[3] = {33554433.0 * u, 3 * u, 3 * u};
        CHECK(cbx_dist2_stage_grid(b2, q, 2, 67108865.0 * u) == CBX_UNDECIDED);
        CHECK(cbx_dist2_stage_grid(b3, q, 3, 33554433.0 * u) == CBX_UNDECIDED);
        check_all(b2, q, 2, 67108865.0 * u);
        check_all(b3, q, 3, 33554433.0 * u);
    }
    /* the window of m: 2^-400 certified, 2^-401 and 2^480 refused */
    const double lo[3] = {0x1p-400, 0x1p-400, 0}, below[3] = {0x1p-401, 0x1p-401, 0};
    const double hi[3] = {0x1p479, 0x1p479, 0}, above[3] = {0x1p480, 0x1p480, 0};
    CHECK(cbx_dist2_stage_grid(lo, q, 2, 0x1p-400) == 1);
    CHECK(cbx_dist2_stage_grid(below, q, 2, 0x1p-401) == CBX_UNDECIDED);
    CHECK(cbx_dist2_stage_grid(hi, q, 2, 0x1p479) == 1);
    CHECK(cbx_dist2_stage_grid(above, q, 2, 0x1p480) == CBX_UNDECIDED);
    /* a square below the subnormals (1 + 2^-1200 against 1): refused */
    const double under[3] = {1, 0x1p-600, 0};
    CHECK(cbx_dist2_stage_grid(under, q, 2, 1) == CBX_UNDECIDED);
    CHECK(cbx_dist2_stage_cheap(under, q, 2, 1) == CBX_UNDECIDED);
    /* a difference that rounds (1 - 2^-60 -> 1) with grid-looking results */
    const double pr[3] = {1, 1, 0}, qr[3] = {0x1p-60, 0, 0};
    CHECK(cbx_dist2_stage_grid(pr, qr, 2, 0x1.6a09e667f3bcdp0) != 1 ||
          cbx_exact_dist2_cmp(pr, qr, 2, 0x1.6a09e667f3bcdp0) == 1);
    CHECK(cbx_dist2_stage_grid(pr, qr, 2, 1) == CBX_UNDECIDED);
    /* the rounding test's own edge: a value half a grid step off */
    const double half[3] = {3, 4 + 0x1p-23, 0}; /* m = 5 -> Q = 2^-23 in 2D: on the grid */
    CHECK(cbx_dist2_stage_grid(half, q, 2, 5) == 1);
    const double off[3] = {3, 4 + 0x1p-24, 0}; /* half of Q: refused */
    CHECK(cbx_dist2_stage_grid(off, q, 2, 5) == CBX_UNDECIDED);
}

/* The face stage: |p - f| against r at exactly r and one ulp either side,
   where p - f rounds (the error term decides). */
static void face_family(void) {
    reset();
    for (int it = 0; it < 20000; ++it) {
        const double f = rand_bits(53, (int)(next64() % 60) - 30);
        const double x = f + rand_bits(53, (int)(next64() % 60) - 40);
        const double y = rand_bits(20, 0);
        const double r = fabs(x - f);
        const double p[3] = {x, y, y}, q[3] = {f, y, y};
        check_all(p, q, 3, r);
        check_all(p, q, 3, nextafter(r, 0));
        check_all(p, q, 3, nextafter(r, INFINITY));
        check_all(p, q, 2, r);
    }
    CHECK(refused[0] == 0);
    CHECK(refused[6] == 0);
}

/* cbx_gap_sign_of where its argument is tightest: x - f rounds to a power
   of two d (the gap to the next double below is half the one above), from
   below and from above, against r = d and the doubles next to it; and
   differences in the subnormals, which never round. */
static void gap_sign_edges(void) {
    reset();
    for (int k = -1000; k <= 1000; k += 7) {
        const double d = ldexp(1.0, k);
        for (int sh = 1; sh <= 3; ++sh) {
            /* x - f = d -+ a fraction of d's spacing: f a tiny double */
            const double tiny = ldexp(1.0, k - 53 - sh);
            const double fs[4] = {tiny, -tiny, 3 * tiny, -3 * tiny};
            for (int j = 0; j < 4; ++j) {
                const double f = fs[j], x = d + f; /* x - f: d plus the rounding error of d + f */
                const double rs[5] = {d, nextafter(d, 0), nextafter(d, INFINITY), nextafter(nextafter(d, 0), 0),
                                      fabs(x - f)};
                for (int m = 0; m < 5; ++m) {
                    const double p[3] = {x, 1, 1}, q[3] = {f, 1, 1};
                    const double pn[3] = {-x, 1, 1}, qn[3] = {-f, 1, 1};
                    check_all(p, q, 2, rs[m]);
                    check_all(pn, qn, 2, rs[m]);
                }
            }
        }
    }
    /* subnormal differences, exact */
    const double p[3] = {0x1p-1070, 0, 0}, q[3] = {0x1p-1073, 0, 0};
    check_all(p, q, 1, 0x1.cp-1071);
    check_all(p, q, 1, 0x1.cp-1071 + 0x1p-1074);
    check_all(p, q, 1, 0x1.cp-1071 - 0x1p-1074);
    CHECK(refused[6] == 0);
    CHECK(decided[6] > 5000);
}

/* The expansion stage near its window's limits: exponents up to 2^479 and
   down to 2^-400, tangent in floating point; just outside it must refuse. */
static void window_family(void) {
    reset();
    for (int it = 0; it < 20000; ++it) {
        const int hi = (int)(next64() % 2) ? 420 : -340;
        const double dx = rand_bits(53, hi), dy = rand_bits(53, hi + (int)(next64() % 50) - 25);
        const double qx = rand_bits(53, hi + 5), qy = rand_bits(53, hi - 60);
        const double r = sqrt(dx * dx + dy * dy);
        const double p[2] = {qx + dx, qy + dy}, q[2] = {qx, qy};
        check_all(p, q, 2, r);
        check_all(p, q, 2, nextafter(r, 0));
    }
    CHECK_MSG(decided[2] > 30000, "expansion decided only %d", decided[2]);
    const double q[2] = {0, 0};
    const double big[2] = {0x1p480, 0x1p470};
    CHECK(cbx_dist2_stage_exp(big, q, 2, 0x1p480) == CBX_UNDECIDED);
    CHECK(cbx_dist2_sign(big, q, 2, 0x1p480) == 1);
    const double edge[2] = {0x1.fffffffffffffp479, 0x1p-400};
    CHECK(cbx_dist2_stage_exp(edge, q, 2, 0x1.fffffffffffffp479) == 1);
    const double tiny[2] = {0x1p-401, 0x1p-401};
    CHECK(cbx_dist2_stage_exp(tiny, q, 2, 0x1p-401) == CBX_UNDECIDED);
    CHECK(cbx_dist2_sign(tiny, q, 2, 0x1p-401) == 1);
}

/* The compensated stage (dist2_sign.h, cbx_dist2_stage_sum2): off-grid
   centers within an ulp of an edge or corner (53-bit differences, r the
   rounded length and one ulp either side) must be decided; exact tangency
   off the grid (a 50-bit multiple of a Pythagorean triple) and a gap below
   its bound of 2^-99 M (an offset carried only by a TwoDiff error) must be
   refused; its bound itself one ulp either side. */
static void sum2_family(void) {
    reset();
    for (int it = 0; it < 20000; ++it) {
        const int sc = (int)(next64() % 80) - 40;
        const double dx = rand_bits(53, sc), dy = rand_bits(53, sc), dz = rand_bits(53, sc - (int)(next64() % 8));
        const double q[3] = {rand_bits(53, sc + 2), rand_bits(53, sc - 3), rand_bits(53, sc)};
        const double p[3] = {q[0] + dx, q[1] + dy, q[2] + dz};
        const double d[3] = {p[0] - q[0], p[1] - q[1], p[2] - q[2]};
        const double r2 = sqrt(d[0] * d[0] + d[1] * d[1]), r3 = sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
        check_all(p, q, 2, r2);
        check_all(p, q, 2, nextafter(r2, 0));
        check_all(p, q, 2, nextafter(r2, INFINITY));
        check_all(p, q, 3, r3);
        check_all(p, q, 3, nextafter(r3, 0));
    }
    /* the rounded length is almost never exact: nearly all decided here */
    CHECK_MSG(decided[5] > 99000, "the compensated stage decided only %d of 100000", decided[5]);
    const double q0[3] = {0, 0, 0};
    for (int it = 0; it < 2000; ++it) {
        /* exact tangency off the grid: refused, the expansion says 0 */
        const double k = ldexp((double)((next64() >> 14) | 1), (int)(next64() % 40) - 60); /* 50 bits, odd */
        const double p[3] = {3 * k, 4 * k, 0}, p3[3] = {2 * k, 3 * k, 6 * k};
        CHECK(cbx_dist2_stage_sum2(p, q0, 2, 5 * k) == CBX_UNDECIDED);
        CHECK(cbx_dist2_stage_sum2(p3, q0, 3, 7 * k) == CBX_UNDECIDED);
        check_all(p, q0, 2, 5 * k);
        check_all(p3, q0, 3, 7 * k);
        /* a gap of 8 k^2 2^-110 ~ 2^-112.6 M (q's tiny offset rounds away from p - q): refused, exact +1;
           2^-90 k (gap ~ 2^-92.6 M): decided */
        const double qt[3] = {0, -0x1p-110 * k, 0}, qd[3] = {0, -0x1p-90 * k, 0};
        CHECK(cbx_dist2_stage_sum2(p, qt, 2, 5 * k) == CBX_UNDECIDED);
        CHECK(cbx_exact_dist2_cmp(p, qt, 2, 5 * k) == 1);
        CHECK(cbx_dist2_stage_sum2(p, qd, 2, 5 * k) == 1);
        check_all(p, qt, 2, 5 * k);
        check_all(p, qd, 2, 5 * k);
    }
    /* the bound: |res| > 2^-99 m decides, |res| = 2^-99 m does not */
    const double m = 0x1.3p5, at = 0x1p-99 * m;
    CHECK(cbx_dist2_sum2_decide(at, m) == CBX_UNDECIDED);
    CHECK(cbx_dist2_sum2_decide(-at, m) == CBX_UNDECIDED);
    CHECK(cbx_dist2_sum2_decide(nextafter(at, 0), m) == CBX_UNDECIDED);
    CHECK(cbx_dist2_sum2_decide(nextafter(at, 1), m) == 1);
    CHECK(cbx_dist2_sum2_decide(-nextafter(at, 1), m) == -1);
    CHECK(cbx_dist2_sum2_decide(0, 0) == CBX_UNDECIDED);
    /* outside the window (as the expansion): refused */
    const double big[2] = {0x1p480, 0x1p470}, tiny[2] = {0x1p-401, 0x1p-401};
    CHECK(cbx_dist2_stage_sum2(big, q0, 2, 0x1p480) == CBX_UNDECIDED);
    CHECK(cbx_dist2_stage_sum2(tiny, q0, 2, 0x1p-401) == CBX_UNDECIDED);
}

/* The three-fold stage (cbx_dist2_stage_sum3): gaps far below the
   compensated stage's reach (2^-99 M) but above its own bound (2^-146 M)
   must be decided, exact tangency off the grid decided 0 or refused, a
   gap below its bound refused, an inexact difference refused; the
   big-float judges every answer (check_all). */
static void sum3_family(void) {
    reset();
    const double q0[3] = {0, 0, 0};
    int zeros = 0, beyond = 0;
    for (int it = 0; it < 4000; ++it) {
        const double k =
            ldexp((double)((next64() >> 14) | 1), (int)(next64() % 40) - 60); /* 50 bits, odd */
        const double p[3] = {3 * k, 4 * k, 0}, p3[3] = {2 * k, 3 * k, 6 * k};
        const int z2 = cbx_dist2_stage_sum3(p, q0, 2, 5 * k),
                  z3 = cbx_dist2_stage_sum3(p3, q0, 3, 7 * k);
        CHECK(z2 == 0 || z2 == CBX_UNDECIDED);
        CHECK(z3 == 0 || z3 == CBX_UNDECIDED);
        zeros += (z2 == 0) + (z3 == 0);
        check_all(p, q0, 2, 5 * k);
        check_all(p3, q0, 3, 7 * k);
        /* a face-tangent center lifted by 2^-j k off the axis: V = 2^-2j
           k^2, about 2^-(2j + 5.6) M; j from 25 to 67: beneath the
           compensated stage's bound, above this stage's (2^-146 M), every
           difference exact; j from 76: beneath it too, refused */
        const int j = 25 + (int)(next64() % 43), jb = 76 + (int)(next64() % 20);
        const double pa[3] = {5 * k, ldexp(k, -j), 0}, pb[3] = {2 * k, 3 * k, 6 * k + ldexp(k, -j)};
        const double pc[3] = {ldexp(k, -jb), 0, 7 * k};
        CHECK(cbx_dist2_stage_sum2(pa, q0, 2, 5 * k) == CBX_UNDECIDED || j < 50);
        CHECK(cbx_dist2_stage_sum3(pa, q0, 2, 5 * k) == 1);
        CHECK(cbx_dist2_stage_sum3(pa, q0, 3, 5 * k) == 1);
        beyond += cbx_dist2_stage_sum3(pc, q0, 3, 7 * k) == CBX_UNDECIDED;
        check_all(pa, q0, 2, 5 * k);
        check_all(pb, q0, 3, 7 * k);
        check_all(pc, q0, 3, 7 * k);
    }
    CHECK_MSG(beyond == 4000, "the three-fold stage decided %d gaps below its bound",
              4000 - beyond);
    CHECK_MSG(zeros > 4000, "the three-fold stage proved exact tangency only %d times of 8000",
              zeros);
    /* an inexact difference (TwoDiff's error nonzero): refused */
    const double pi[2] = {1 + 0x1p-52, 0}, qi[2] = {0x1p-60, 0};
    CHECK(cbx_dist2_stage_sum3(pi, qi, 2, 1) == CBX_UNDECIDED);
    /* outside the window: refused */
    const double big[2] = {0x1p480, 0x1p470}, tiny[2] = {0x1p-401, 0x1p-401};
    CHECK(cbx_dist2_stage_sum3(big, q0, 2, 0x1p480) == CBX_UNDECIDED);
    CHECK(cbx_dist2_stage_sum3(tiny, q0, 2, 0x1p-401) == CBX_UNDECIDED);
}

/* cbx_dist2_value_near (dist2_sign.h): within 9 eps (18 ulps) of the
   exact value V = |p - q|^2 - r^2 with its sign, on both sides of the
   compensated stage's threshold (|V| near 2^-51 of the sum of the
   squares: r the rounded length grown by 2^-k, k from 16 to 70; a looser
   threshold misses by millions of ulps at k = 70), at exact tangency off
   the grid (0, by the expansion) and outside the window. The error is
   measured exactly: the expansion of V minus the value, summed. */
static void value_near_check(const double *p, const double *q, int n, double r, int *fast) {
    const double v = cbx_dist2_value_near(p, q, n, r);
    double x[CBX_EXP_MAX + 2];
    const int m = cbx_dist2_expansion(p, q, n, r, x);
    const int sign = cbx_exp_sign(x, m);
    const double err = cbx_exp_estimate(x, cbx_exp_grow(x, m, -v)); /* V - v, to a few ulps of itself */
    CHECK_MSG((v > 0) - (v < 0) == sign, "value %a has the wrong sign (exact %d): r %a", v, sign, r);
    CHECK_MSG(fabs(err) <= 18 * 0x1p-53 * fabs(v), "value %a is %a from the exact one: r %a", v, err, r);
    double sum = 0;
    const double res = cbx_dist2_in_window(p, q, n, r) ? cbx_dist2_sum2(p, q, n, r, &sum) : 0;
    *fast += fabs(res) > 0x1p-51 * sum; /* the compensated stage's value */
}

static void value_near_family(void) {
    int fast = 0, tries = 0;
    for (int it = 0; it < 4000; ++it) {
        const int sc = (int)(next64() % 80) - 40, n = 2 + (int)(it & 1);
        const double q[3] = {rand_bits(53, sc + 2), rand_bits(53, sc - 3), rand_bits(53, sc)};
        const double p[3] = {q[0] + rand_bits(53, sc), q[1] + rand_bits(53, sc), q[2] + rand_bits(53, sc - 2)};
        double s = 0;
        for (int i = 0; i < n; ++i) s += (p[i] - q[i]) * (p[i] - q[i]);
        const int k = 16 + (int)(next64() % 55);
        const double grow = (next64() & 1) ? 1 + ldexp(1, -k) : 1 - ldexp(1, -k);
        if (cbx_dist2_in_window(p, q, n, sqrt(s) * grow)) { /* the pair form (n = 2) gives the reference's bits */
            double m1, m2;
            const double a = cbx_dist2_sum2(p, q, n, sqrt(s) * grow, &m1);
            const double b = cbx_dist2_sum2_scalar(p, q, n, sqrt(s) * grow, &m2);
            CHECK_MSG(memcmp(&a, &b, sizeof a) == 0 && memcmp(&m1, &m2, sizeof m1) == 0,
                      "sum2 %a (m %a) against the reference %a (%a)", a, m1, b, m2);
        }
        value_near_check(p, q, n, sqrt(s) * grow, &fast);
        ++tries;
    }
    /* the compensated stage took the far ones (k up to about 51) and left the near ones */
    CHECK_MSG(fast > tries / 2 && fast < tries * 3 / 4, "the compensated value was taken %d times of %d", fast, tries);
    const double q0[3] = {0, 0, 0};
    for (int it = 0; it < 500; ++it) {
        const double k = ldexp((double)((next64() >> 14) | 1), (int)(next64() % 40) - 60); /* 50 bits, odd */
        const double p2[3] = {3 * k, 4 * k, 0}, p3[3] = {2 * k, 3 * k, 6 * k};
        CHECK(cbx_dist2_value_near(p2, q0, 2, 5 * k) == 0);
        CHECK(cbx_dist2_value_near(p3, q0, 3, 7 * k) == 0);
        value_near_check(p2, q0, 2, nextafter(5 * k, 0), &fast);
        value_near_check(p3, q0, 3, nextafter(7 * k, INFINITY), &fast);
    }
    const double big[2] = {0x1p480, 0x1p470}, tiny[2] = {0x1p-401, 0x1p-399};
    CHECK(cbx_dist2_value_near(big, q0, 2, 0x1p480) == cbx_dist2_value(big, q0, 2, 0x1p480));
    CHECK(cbx_dist2_value_near(tiny, q0, 2, 0x1p-401) == cbx_dist2_value(tiny, q0, 2, 0x1p-401));
}

/* The short stage (cbx_dist2_short2) at its edges: it must take 26-bit
   corners of unlike magnitudes that the grid refuses, refuse one bit more,
   refuse squares below 2^-1000 and a sum that overflows, and decide right
   wherever it decides (check_all judges every stage with the big-float). */
static void short_family(void) {
    static const int trip[][3] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {20, 21, 29}};
    const double q[3] = {0, 0, 0};
    reset();
    for (int it = 0; it < 20000; ++it) {
        /* a Pythagorean corner at any scale, tangent and one step off in r */
        const int *t = trip[next64() % 4];
        const double unit = ldexp(1.0, (int)(next64() % 900) - 450);
        const double p[2] = {t[0] * unit, t[1] * unit};
        for (int off = -1; off <= 1; ++off) check_all(p, q, 2, (t[2] + off) * unit);
        /* resting at exactly r above a face, a few 26-bit steps beyond its
           end: dx^2 far below dy^2, the rounded sum inexact */
        const double r = rand_bits(26, (int)(next64() % 60) - 30), k = (double)(1 + next64() % 8);
        const double pe[2] = {k * ldexp(1.0, ilogb(r) - 20 - (int)(next64() % 20)), fabs(r)};
        check_all(pe, q, 2, fabs(r));
        check_all(pe, q, 2, nextafter(fabs(r), INFINITY));
        /* one odd 27-bit difference (in [2^26, 2^27)): refused, whatever
           the answer */
        const double d27 = 0x1p26 + 2 * (double)(next64() % (1u << 25)) + 1, r27 = fabs(rand_bits(26, 0));
        const double p27[2] = {r27, d27};
        CHECK(cbx_dist2_stage_short(p27, q, 2, d27) == CBX_UNDECIDED);
    }
    /* all but the radius one ulp above r (53 bits: refused) */
    CHECK_MSG(decided[7] >= 79900, "the short stage took only %d of 80000 inputs", decided[7]);
    CHECK_MSG(refused[7] <= 20100, "the short stage refused %d", refused[7]);
    /* the grid refuses data of unlike magnitudes that the short stage takes */
    const double pu[2] = {0x1p-30, 1.0};
    CHECK(cbx_dist2_stage_grid(pu, q, 2, 1.0) == CBX_UNDECIDED);
    CHECK(cbx_dist2_stage_short(pu, q, 2, 1.0) == 1);
    CHECK(cbx_dist2_stage_short(pu, q, 2, 1 + 0x1p-25) == -1);
    CHECK(cbx_dist2_stage_short(pu, q, 2, nextafter(1.0, 2.0)) == CBX_UNDECIDED); /* 53 bits */
    /* the squares' floor: dx^2 = 2^-1000 taken, 2^-1002 refused */
    const double pf[2] = {0x1p-500, 0x1p-400}, pb[2] = {0x1p-501, 0x1p-400};
    CHECK(cbx_dist2_stage_short(pf, q, 2, 0x1p-400) == 1);
    CHECK(cbx_dist2_stage_short(pb, q, 2, 0x1p-400) == CBX_UNDECIDED);
    /* a sum that overflows is refused; r^2 that overflows is decided (-1) */
    const double po[2] = {0x1p512, 1}, pr[2] = {0x1p500, 0x1p500};
    CHECK(cbx_dist2_stage_short(po, q, 2, 0x1p512) == CBX_UNDECIDED);
    CHECK(cbx_dist2_stage_short(pr, q, 2, 0x1p512) == -1);
    check_all(pr, q, 2, 0x1p512);
    /* 2^26 + 1 (27 bits) refused, 2^25 + 1 taken (as the grid's test) */
    const double p26[2] = {67108865.0, 1.0}, p25[2] = {33554433.0, 1.0};
    CHECK(cbx_dist2_stage_short(p26, q, 2, 67108865.0) == CBX_UNDECIDED);
    CHECK(cbx_dist2_stage_short(p25, q, 2, 33554433.0) == 1);
    /* a difference that rounds to a short one (3 2^30 - 2^-30 -> 3 2^30):
       the rounded values say tangent, the exact one overlapping; refused
       by its TwoDiff error */
    const double pr1[2] = {0x3p30, 0x4p30}, qr1[2] = {0x1p-30, 0};
    CHECK(cbx_dist2_stage_short(pr1, qr1, 2, 0x5p30) == CBX_UNDECIDED);
    check_all(pr1, qr1, 2, 0x5p30);
}

/* 3D edges (one difference exactly 0): the fused stage takes grid edges
   by the grid certificate, whichever axis is the zero one; edges of
   unlike magnitudes (which the grid refuses: the later rungs decide them)
   and a difference that rounds to a short one (refused), every decision
   judged by the big-float. */
static void edge3_family(void) {
    static const int trip[][3] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {20, 21, 29}};
    const double qu[3] = {0, 0, 0x1p40};
    reset();
    for (int it = 0; it < 20000; ++it) {
        const int *t = trip[next64() % 4], zero = (int)(next64() % 3);
        const double unit = ldexp(1.0, (int)(next64() % 800) - 400);
        /* the box corner on the same grid, far from the origin */
        const double qg[3] = {rand_bits(12, 0) * unit * 4096, rand_bits(12, 0) * unit * 4096, 0x1p20 * unit};
        double pg[3];
        for (int i = 0, k = 0; i < 3; ++i) {
            pg[i] = i == zero ? qg[i] : qg[i] + t[k] * unit * 64;
            k += i != zero;
        }
        for (int off = -1; off <= 1; ++off) check_all(pg, qg, 3, (t[2] + off) * unit * 64);
    }
    /* the fused stage (4) takes all 60000 grid edges */
    CHECK_MSG(decided[4] >= 59990, "the fused stage took only %d of 60000 grid edges", decided[4]);
    for (int it = 0; it < 20000; ++it) {
        const int zero = (int)(next64() % 3);
        const double r = fabs(rand_bits(26, (int)(next64() % 60) - 30));
        const double tiny = (double)(1 + next64() % 8) * ldexp(1.0, ilogb(r > 0 ? r : 1) - 20 - (int)(next64() % 20));
        double pu[3];
        for (int i = 0, k = 0; i < 3; ++i) {
            pu[i] = i == zero ? qu[i] : qu[i] + (k == 0 ? tiny : r);
            k += i != zero;
        }
        check_all(pu, qu, 3, r);
    }
    const double p1[3] = {0x3p30, 2.0, 0x4p30}, q1[3] = {0x1p-30, 2.0, 0};
    CHECK(cbx_dist2_stage_cheap(p1, q1, 3, 0x5p30) == CBX_UNDECIDED);
    check_all(p1, q1, 3, 0x5p30);
}

int main(void) {
    edge3_family();
    short_family();
    sum2_family();
    sum3_family();
    value_near_family();
    grid_family();
    bits_family();
    grid_edges();
    face_family();
    gap_sign_edges();
    window_family();
    CBX_TEST_END();
}
