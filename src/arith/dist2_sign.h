/* SPDX-License-Identifier: MIT */
/* The exact sign of |p - q|^2 - r^2 (a ball's center p against the box point
   q nearest it), as a ladder of stages (eft.h), each exact when it decides
   and each reached only when the one before cannot:

     face   at most one axis has p_i != q_i: the decision is linear,
            sign(|p_i - q_i| - r), no square needed (a ball resting on a
            face at exactly r lands here, whatever its bits);
     grid   every difference is exact (TwoDiff error 0) and the
            differences and r are small integer multiples of one power of
            two (cbx_dist2_grid_exact): every product and sum is then exact and
            the floating-point value is the exact one (grid-aligned data);
     short  (2D corners, in place of grid) every difference exact and
            every square exact (26-bit significands): the sign from the
            rounded sum and its one error term (cbx_dist2_short2);
     sum2   the exact value rounded only in its small part (TwoProduct
            squares, one TwoSum cascade), decided unless within 2^-99 of
            the squares' sum: off-grid inputs a few ulps from tangency;
     sum3   (every difference exact) the squares and r^2 split exactly and
            summed at three times double's precision (SumK, K = 3),
            decided beyond 2^-146 of the squares' sum, or 0 where every
            term cancels: exact tangency off the grid, and the sweeps'
            gap value a few ulps from it (cbx_dist2_value_near);
     exp    a short expansion (<= 20 doubles) of the exact value, for inputs
            within cbx_eft_safe's window;
     big    the big-float (exact.h), for the extreme exponent spreads.

   The stages are separate functions so that tests and the fuzz target can
   run each one alone against the big-float (tests/test_ladder.c). */
#ifndef CBX_DIST2_SIGN_H
#define CBX_DIST2_SIGN_H

#include "arith/eft.h"
#include "arith/exact.h"
#include "arith/pair.h"
#if CBX_PAIRS && CBX_EFT_FMA && defined(__FMA__)
#include <immintrin.h> /* _mm_fmsub_pd */
#endif

/* A stage's answer: -1, 0, +1, or CBX_UNDECIDED. */
#define CBX_UNDECIDED 2

/* Face stage: decides when at most one axis differs (finite p, q, r >= 0):
   then |p - q| - r is the 1D gap against the radius (cbx_gap_cmp), whose
   sign is that of |p - q|^2 - r^2. */
static inline int cbx_dist2_stage_face(const double *p, const double *q, int n, double r) {
    int axis = -1, count = 0;
    for (int i = 0; i < n; ++i) {
        if (!cbx_eq(p[i], q[i])) {
            axis = i;
            ++count;
        }
    }
    if (count == 0) return r > 0 ? -1 : 0;
    if (count > 1) return CBX_UNDECIDED;
    return cbx_gap_cmp(p[axis], q[axis], r);
}

/* True when err is 0 and the differences d[0..n) and r are integer
   multiples of one power of two Q small enough that sum_i d_i^2 - r^2
   evaluates exactly in floating point, in any order. err is the caller's
   sum of absolute values that must vanish too (the differences' TwoDiff
   errors), folded into the same final compare.
   Let m = max(|d_i|, r) with 2^E <= m < 2^(E+1) and Q = 2^(E-25) for
   n <= 2 (2^(E-24) for n = 3). Every value is then k Q with |k| < 2^26
   (2^25), its square k^2 Q^2 with k^2 < 2^52 (2^50), and every partial sum,
   and the sum minus r^2, an integer multiple of Q^2 below 2^53 Q^2: a
   double, so no operation rounds. The window 2^-400 <= m < 2^480 keeps Q^2
   above the subnormals and the sums below overflow.
   The multiple test rounds x to a multiple of Q with the constant
   c = 1.5 * 2^52 Q: for |x| < 2^(E+1) the sum x + c stays in the binade
   [2^52 Q, 2^53 Q), whose spacing is Q, so fl(fl(x + c) - c) is x rounded
   to the nearest multiple of Q (the subtraction is exact). Its difference
   from x is exact too (below Q/2 and a multiple of x's spacing), so it is 0
   exactly when x is such a multiple, and a sum of absolute values is 0
   exactly when every term is (a positive sum never rounds to 0). c comes
   from m's exponent bits: one and, one add. Four flops per value and one
   compare in all (the library builds with -ffp-contract=off and without
   -ffast-math, which would fold the test away). */
typedef struct cbx_dist2_grid {
    double c;       /* the rounding constant 1.5 * 2^52 Q */
    bool in_window; /* 2^-400 <= m < 2^480 */
} cbx_dist2_grid;

/* The grid for the largest magnitude m (>= 0, not NaN) among n <= 3
   differences and r. Shared with the pair form of the 2D rungs
   (static/circle_aabb2.c). */
static inline cbx_dist2_grid cbx_dist2_grid_of(double m, int n) {
    const uint64_t one = UINT64_C(1) << 52, eb = cbx_bits_of(m) & (UINT64_C(0x7ff) * one);
    const uint64_t lo = (uint64_t)(1023 - 400) * one, span = (uint64_t)(400 + 480) * one;
    const uint64_t shift = n < 3 ? 52 - 25 : 52 - 24;
    const cbx_dist2_grid g = {cbx_double_of(eb + shift * one + (one >> 1)),
                              eb - lo < span}; /* unsigned: also false below the window */
    return g;
}

/* |x - x rounded to the grid of c|: 0 exactly when x is on it. */
static inline double cbx_dist2_off_grid(double x, double c) { return CBX_FABS(((x + c) - c) - x); }

static inline bool cbx_dist2_grid_exact(const double *d, int n, double r, double err) {
    double m = r;
    for (int i = 0; i < n; ++i) {
        const double a = CBX_FABS(d[i]);
        m = a > m ? a : m;
    }
    const cbx_dist2_grid g = cbx_dist2_grid_of(m, n);
    double dev = err + cbx_dist2_off_grid(r, g.c);
    for (int i = 0; i < n; ++i) dev += cbx_dist2_off_grid(d[i], g.c);
    return g.in_window & (dev <= 0);
}

#if CBX_PAIRS
/* The same for n = 3 on pairs: d the x and y differences, dz the third,
   err their TwoDiff errors (signed) and ez z's. The same grid and the same
   terms, four of them rounded to the grid side by side in (x, y) and
   (z, r); their sum of magnitudes in another order, which the claim
   allows (a sum of magnitudes is 0 exactly when each is). About 20
   instructions fewer than the scalar form for the 3D corner rung. */
static inline bool cbx_dist2_grid_exact_pair3(__m128d d, double dz, double r, __m128d err, double ez) {
    const __m128d ad = cbx_pair_abs(d), zr = _mm_setr_pd(dz, r), azr = cbx_pair_abs(zr);
    const __m128d mm = _mm_max_pd(ad, azr); /* NaN: d and dz are finite here, r >= 0 */
    const cbx_dist2_grid g = cbx_dist2_grid_of(_mm_cvtsd_f64(_mm_max_sd(mm, _mm_unpackhi_pd(mm, mm))), 3);
    const __m128d c = _mm_set1_pd(g.c);
    const __m128d off = _mm_add_pd(cbx_pair_abs(_mm_sub_pd(_mm_sub_pd(_mm_add_pd(d, c), c), d)),
                                   cbx_pair_abs(_mm_sub_pd(_mm_sub_pd(_mm_add_pd(zr, c), c), zr)));
    const __m128d dev = _mm_add_pd(off, _mm_add_pd(cbx_pair_abs(err), _mm_set_sd(CBX_FABS(ez))));
    return g.in_window & (cbx_pair_lo(dev) + cbx_pair_hi(dev) <= 0);
}
#endif

/* Grid stage: the floating-point evaluation is exact. Conditions: each
   d_i = fl(p_i - q_i) has TwoDiff error 0, and the d_i and r pass
   cbx_dist2_grid_exact. Then fl(sum d_i^2 - r^2) is the exact value. */
static inline int cbx_dist2_stage_grid(const double *p, const double *q, int n, double r) {
    double d[3] = {0, 0, 0}, s = 0, err = 0;
    for (int i = 0; i < n; ++i) {
        double e;
        d[i] = cbx_two_diff(p[i], q[i], &e);
        err += CBX_FABS(e);
        s += d[i] * d[i];
    }
    const double t = s - r * r;
    if (!cbx_dist2_grid_exact(d, n, r, err)) return CBX_UNDECIDED;
    return (t > 0) - (t < 0);
}

/* Short stage (2D, a corner: both differences nonzero): every square is
   exact, though the sum of two may not be. Conditions: each difference
   exact (err, the sum of their TwoDiff errors' magnitudes, is 0); dx, dy
   and r of at most 26 significant bits (cbx_short26 on their bits or'ed);
   dx^2 and dy^2 at least 2^-1000; x = fl(dx^2 + dy^2) at most the largest
   finite number (a finite r >= 0 is the caller's). Grid data meets them
   (a grid value k Q with |k| < 2^26 has at most 26 bits), and so does data
   the grid refuses: a ball resting at exactly r above a face, its center a
   few ulps beyond the face's end (dx^2 far below dy^2), or differences of
   unlike magnitudes.
   Cheaper than the grid's rounding test: one or'ed bit test, no constant
   built from an exponent.
   Why (u = 2^-53): a 26-bit number's square has at most 52 bits, so
   sx = fl(dx^2) and sy = fl(dy^2) are exact (normal, being >= 2^-1000), and
   so is rr = fl(r^2) when r^2 >= 2^-1022; else r^2 < 2^-1022. Fast2Sum
   (larger term first, both >= 0) gives e = b - (x - a) with x + e = sx + sy
   exactly and |e| <= u x (x finite, so nothing overflows). The exact value
   is V = (x - rr) + e.
   - rr/2 <= x <= 2 rr: rr >= x/2 >= 2^-1000 is exact, t = fl(x - rr) is
     exact (Sterbenz), and z = fl(t + e) has the sign of t + e = V
     (rounding keeps the sign, and gives 0 only for an exact 0).
   - x > 2 rr (this covers an inexact rr, below 2^-1022 < x / 2, as
     x >= 2^-999): x - rr > x/2, so t >= x/2 (x/2 is a double), V and
     t + e exceed x/2 - u x > 0: z > 0, V > 0.
   - x < rr/2: rr > 2x >= 2^-998 is exact or infinite. Exact: t <= -rr/2,
     and V and t + e are below -rr/2 + u rr/2 < 0. Infinite: r^2 is at
     least 2^1024 - 2^970, which sx + sy (rounding to a finite x) is
     below, so V < 0, and z = -inf.
   Its callers have just run the filter on the same x and rr, and it could
   not decide; the claim does not need that. */
static inline double cbx_dist2_short2_value(double sx, double sy, double x, double rr) {
    /* two selections on two compares (maxsd, minsd): one compare for both
       made gcc branch, and which square is larger is a coin toss */
    const double a = sx > sy ? sx : sy, b = sx < sy ? sx : sy;
    return (x - rr) + (b - (x - a));
}

/* The short stage's sign of dx^2 + dy^2 - r^2, or CBX_UNDECIDED (the
   conditions above; err as there; a NaN difference or error fails, and r
   is the caller's finite r >= 0). Branch-free: on resting data
   the sign is a coin toss. */
static inline int cbx_dist2_short2(double dx, double dy, double r, double err) {
    const double sx = dx * dx, sy = dy * dy, x = sx + sy, rr = r * r;
    const double z = cbx_dist2_short2_value(sx, sy, x, rr);
    const bool ok = (err <= 0) & cbx_short26(cbx_double_of(cbx_bits_of(dx) | cbx_bits_of(dy) | cbx_bits_of(r))) &
                    ((sx < sy ? sx : sy) >= 0x1p-1000) & (x <= DBL_MAX);
    return ok ? (z > 0) - (z < 0) : CBX_UNDECIDED;
}

/* The short stage on p, q (n = 2 with both axes differing; else undecided),
   for the tests and the fuzz target. */
static inline int cbx_dist2_stage_short(const double *p, const double *q, int n, double r) {
    double ex, ey;
    if (n != 2) return CBX_UNDECIDED;
    const double dx = cbx_two_diff(p[0], q[0], &ex), dy = cbx_two_diff(p[1], q[1], &ey);
    if (cbx_eq(dx, 0) || cbx_eq(dy, 0)) return CBX_UNDECIDED;
    return cbx_dist2_short2(dx, dy, r, CBX_FABS(ex) + CBX_FABS(ey));
}

#if CBX_PAIRS
/* cbx_eft_safe on both lanes of a pair: a mask of the lanes that pass
   (movemask bits). */
static inline int cbx_eft_safe_pair(__m128d v) {
    const __m128d a = cbx_pair_abs(v);
    const __m128d in = _mm_and_pd(_mm_cmpge_pd(a, _mm_set1_pd(0x1p-400)), _mm_cmplt_pd(a, _mm_set1_pd(0x1p480)));
    return _mm_movemask_pd(_mm_or_pd(in, _mm_cmpeq_pd(a, _mm_setzero_pd())));
}
#endif

/* Every input inside cbx_eft_safe's window (eft.h), where TwoDiff,
   TwoProduct and TwoSum of the squares are exact. */
static inline bool cbx_dist2_in_window(const double *p, const double *q, int n, double r) {
#if CBX_PAIRS /* x and y of p and q as two pairs, no branch (the loop's && made one a test) */
    const int px = cbx_eft_safe_pair(cbx_pair_load(&p[0], &p[1])), qx = cbx_eft_safe_pair(cbx_pair_load(&q[0], &q[1]));
    bool ok = ((px & qx) == 3) & cbx_eft_safe(r);
    if (n == 3) ok &= (cbx_eft_safe_pair(_mm_setr_pd(p[2], q[2])) == 3);
    if (n <= 3 && n >= 2) return ok;
#endif
    bool all = cbx_eft_safe(r);
    for (int i = 0; i < n; ++i) {
        all &= cbx_eft_safe(p[i]);
        all &= cbx_eft_safe(q[i]);
    }
    return all;
}

/* Expansion stage: sum_i (d_i + e_i)^2 - r^2 with d_i + e_i = p_i - q_i
   (TwoDiff), each square expanded as d^2 + (2d) e + e^2 and each product
   split exactly by TwoProduct (2d is exact), the whole summed exactly by
   Grow-Expansion: at most 6 n + 2 <= 20 components. Exact for p, q, r within
   cbx_eft_safe's window (eft.h: no overflow, no error term below the
   subnormals); outside it, undecided. */
/* The expansion's components into x[CBX_EXP_MAX]; their count. */
static inline int cbx_dist2_expansion(const double *p, const double *q, int n, double r, double *x) {
    int m = 0;
    m = cbx_exp_add_prod(x, m, -r, r);
    for (int i = 0; i < n; ++i) {
        double e;
        const double d = cbx_two_diff(p[i], q[i], &e);
        m = cbx_exp_add_prod(x, m, e, e);
        m = cbx_exp_add_prod(x, m, 2 * d, e);
        m = cbx_exp_add_prod(x, m, d, d);
    }
    return m;
}

static inline int cbx_dist2_stage_exp(const double *p, const double *q, int n, double r) {
    if (!cbx_dist2_in_window(p, q, n, r)) return CBX_UNDECIDED;
    double x[CBX_EXP_MAX];
    const int m = cbx_dist2_expansion(p, q, n, r, x);
    return cbx_exp_sign(x, m);
}

/* Compensated stage: the exact value V = sum_i (d_i + e_i)^2 - r^2 rounded
   only in its small part, decided unless |V| is within 2^-99 of
   M = sum d_i^2 + r^2. Inputs off the grid that rest within a few ulps of
   an edge or corner (a center just placed at a contact, a cast's end) land
   here: the filter's band is 8 eps of M, this one 2^-99 of M, at a
   fraction of the expansion's cost. Exact tangency (V = 0) is left to the
   expansion. Same window as the expansion (cbx_eft_safe), so that every
   TwoDiff, TwoProduct and TwoSum below is exact.

   Claim, for n <= 3, u = 2^-53 and gamma_k = k u / (1 - k u). With
   d_i + e_i = p_i - q_i (TwoDiff), s_i + t_i = d_i^2 and rho + sig = r^2
   (TwoProduct), and the cascade x = 0 (+) s_0 (+) ... (+) s_(n-1) (-) rho
   by TwoSum with errors h_j (the first is 0), V = x + Y exactly, where
   Y = sum h_j + sum t_i - sig + sum c_i and c_i = e_i (2 d_i + e_i). Let
   M = sum s_i + rho. Then:
   - |h_j| <= u |partial sum| <= u (1+u)^3 M (n nonzero ones),
     |t_i| <= u s_i, |sig| <= u rho;
   - |e_i| <= u |d_i| and d_i^2 <= (1+u) s_i, so |c_i| <= u (2+u) (1+u) s_i
     <= 2.01 u s_i; the rounded c~_i = fl(e_i fl(2 d_i + e_i)) (2 d_i is
     exact) is within ((1+u)^2 - 1) |c_i| <= 4.05 u^2 s_i of c_i and at most
     2.02 u s_i in magnitude;
   - the 3n + 2 <= 11 small terms (h_0 = 0 included) sum in magnitude to at
     most (3 (1+u)^3 + 1 + 2.02) u M <= 6.03 u M, so y, their floating-point
     sum in any order, is within gamma_10 * 6.03 u M <= 60.4 u^2 M of their
     exact sum, and |y - Y| <= (60.4 + 4.05) u^2 M <= 64.5 u^2 M;
   - res = fl(x + y) is within u |res| of x + y.
   So |res - V| <= u |res| + 64.5 u^2 M. The decision needs |res| > 2^-99 m,
   where m = fl(sum s_i + rho) >= (1-u)^3 M and 2^-99 = 128 u^2 (a product
   by a power of two, exact: m is 0 or >= 2^-904). Then |res| > 127.9 u^2 M
   and |res| - |res - V| >= (1-u) |res| - 64.5 u^2 M > 0: V is nonzero and
   has the sign of res. V = 0 gives |res| <= 64.6 u^2 M, below the test:
   undecided, as it must be; all-zero input gives res = m = 0: undecided.
   Window (eft.h's range conditions): every input 0 or in [2^-400, 2^480),
   so every term here is 0 or a multiple of 2^-904 below 2^964: nothing
   overflows, nothing underflows (a sum of multiples of 2^-904 too small to
   be normal is exact), and each operation rounds by at most u relative. */
static inline int cbx_dist2_sum2_decide(double res, double m) {
    const double bound = 0x1p-99 * m;
    return res > bound ? 1 : (res < -bound ? -1 : CBX_UNDECIDED);
}

#if CBX_PAIRS
/* The pair part of cbx_dist2_sum2_pair below: the x and y terms' TwoDiff
   error products, squares and their TwoProduct errors (lane by lane as
   cbx_dist2_sum2_scalar forms them). */
typedef struct cbx_sum2_xy {
    __m128d S, T, CE; /* d^2 rounded, its error, e (2d + e) */
} cbx_sum2_xy;

static inline cbx_sum2_xy cbx_sum2_xy_of(const double *p, const double *q) {
    const __m128d P = cbx_pair_load(&p[0], &p[1]), Q = cbx_pair_load(&q[0], &q[1]);
    const __m128d D = _mm_sub_pd(P, Q), E = cbx_pair_diff_error(P, Q, D); /* TwoDiff */
    cbx_sum2_xy o;
    o.S = _mm_mul_pd(D, D);
#if CBX_EFT_FMA && defined(__FMA__)
    o.T = _mm_fmsub_pd(D, D, o.S); /* cbx_two_prod(d, d)'s error, fused */
#else
    const __m128d C = _mm_mul_pd(_mm_set1_pd(134217729.0), D);
    const __m128d HI = _mm_sub_pd(C, _mm_sub_pd(C, D)), LO = _mm_sub_pd(D, HI); /* Dekker's split */
    const __m128d HL = _mm_mul_pd(HI, LO);
    o.T = _mm_add_pd(_mm_add_pd(_mm_add_pd(_mm_sub_pd(_mm_mul_pd(HI, HI), o.S), HL), HL),
                     _mm_mul_pd(LO, LO)); /* cbx_two_prod(d, d)'s error, a * b = b * a */
#endif
    o.CE = _mm_mul_pd(E, _mm_add_pd(_mm_add_pd(D, D), E)); /* e (2d + e) */
    return o;
}

/* The claim's res and m for n = 2 and 3, the x and y axes' TwoDiff,
   TwoProduct and error products side by side in one SSE2 register, then
   the cascade in scalars: the operations of cbx_dist2_sum2_scalar below
   lane by lane, in its order, so the same res and m to the bit
   (tests/test_ladder.c and fuzz/fuzz_ladder.c compare them), in about two
   thirds of the instructions. */
static inline double cbx_dist2_sum2_pair(const double *p, const double *q, int n, double r, double *m) {
    const cbx_sum2_xy xy = cbx_sum2_xy_of(p, q);
    const double s0 = cbx_pair_lo(xy.S), s1 = cbx_pair_hi(xy.S);
    double sig, h1, h2, h3 = 0;
    const double rho = cbx_two_prod(r, r, &sig);
    double x = cbx_two_sum(s0, s1, &h1); /* the cascade's first sum, 0 + s0, is s0 exactly */
    double y = -sig;
    y += (0.0 + cbx_pair_lo(xy.T)) + cbx_pair_lo(xy.CE);
    y += (h1 + cbx_pair_hi(xy.T)) + cbx_pair_hi(xy.CE);
    double ms = 0.0 + s0 + s1;
    if (n == 3) { /* z, as the scalar form's third step */
        double e, t;
        const double d = cbx_two_diff(p[2], q[2], &e);
        const double s2 = cbx_two_prod(d, d, &t);
        x = cbx_two_sum(x, s2, &h3);
        y += h3 + t + e * (2 * d + e);
        ms += s2;
    }
    x = cbx_two_sum(x, -rho, &h2);
    y += h2;
    *m = ms + rho;
    return x + y;
}

#endif

/* The claim's res (returned) and m (*m), for p, q, r within the window:
   the reference form. */
static inline double cbx_dist2_sum2_scalar(const double *p, const double *q, int n, double r, double *m) {
    double sig, h;
    const double rho = cbx_two_prod(r, r, &sig);
    double x = 0, y = -sig, ms = 0;
    for (int i = 0; i < n; ++i) {
        double e, t;
        const double d = cbx_two_diff(p[i], q[i], &e);
        const double s = cbx_two_prod(d, d, &t);
        x = cbx_two_sum(x, s, &h); /* the first TwoSum, 0 + s_0, is exact: h = 0 */
        y += h + t + e * (2 * d + e);
        ms += s;
    }
    x = cbx_two_sum(x, -rho, &h);
    y += h;
    *m = ms + rho;
    return x + y;
}

/* The claim's res (returned) and m (*m), for p, q, r within the window. */
static inline double cbx_dist2_sum2(const double *p, const double *q, int n, double r, double *m) {
#if CBX_PAIRS
    if ((n == 2) | (n == 3)) return cbx_dist2_sum2_pair(p, q, n, r, m);
#endif
    return cbx_dist2_sum2_scalar(p, q, n, r, m);
}

/* V = sum_i (p_i - q_i)^2 - r^2 at three times double's precision, for p,
   q, r within the window where every difference p_i - q_i is exact
   (false otherwise: TwoDiff's errors all 0, as for a center a few ulps
   off a corner within a factor of two of it in each coordinate): the
   terms d_i^2 and r^2 split exactly by TwoProduct (N = 2n + 2 <= 8
   doubles), two VecSums over them, then their plain sum (SumK with K = 3,
   the same paper, Proposition 4.10): |res - V| <= (u + 3 g_{N-1}^2) |V|
   + g_{2N-2}^3 M, g_k = k u / (1 - k u), M the sum of the terms'
   magnitudes, at most (1 + u) M' (M' = sum d_i^2 + r^2). *m receives
   fl(M'), at least (1 - u)^4 M', so g_14^3 M < 2745 u^3 M < 2^-147 m.
   *mag receives the sum of the final terms' magnitudes: 0 only when
   every one is 0, and then V = 0 exactly (each VecSum keeps the exact
   sum). */
static inline bool cbx_dist2_sum3(const double *p, const double *q, int n, double r, double *res,
                                  double *m, double *mag) {
    double x[8], ms = 0;
    bool exact = true;
    int k = 0;
    for (int i = 0; i < n && i < 3; ++i) {
        double e;
        const double d = cbx_two_diff(p[i], q[i], &e);
        exact &= cbx_eq(e, 0);
        x[k + 1] = cbx_two_prod(d, d, &x[k]);
        ms += x[k + 1];
        k += 2;
    }
    const double rho = cbx_two_prod(r, r, &x[k]);
    x[k] = -x[k];
    x[k + 1] = -rho;
    k += 2;
    cbx_vec_sum(x, k);
    cbx_vec_sum(x, k);
    double s = 0, a = 0;
    for (int i = 0; i < k; ++i) {
        s += x[i];
        a += CBX_FABS(x[i]);
    }
    *res = s;
    *m = ms + rho;
    *mag = a;
    return exact & (n <= 3);
}

/* The three-fold stage: sign(V) from cbx_dist2_sum3 where every
   difference is exact: res beyond 2^-146 m (three times the absolute part of
   its bound; the relative part cannot flip a sign) has V's sign, and
   terms all 0 prove V = 0 (exact tangency off the grid, where the
   compensated stage cannot tell). Undecided elsewhere, and outside the
   window. Between the compensated stage and the expansion: a tenth of the
   latter's instructions. */
static inline int cbx_dist2_stage_sum3(const double *p, const double *q, int n, double r) {
    if (!cbx_dist2_in_window(p, q, n, r)) return CBX_UNDECIDED;
    double res, m, mag;
    if (!cbx_dist2_sum3(p, q, n, r, &res, &m, &mag)) return CBX_UNDECIDED;
    if (!(mag > 0)) return 0;
    const double bound = 0x1p-146 * m;
    return res > bound ? 1 : (res < -bound ? -1 : CBX_UNDECIDED);
}

static inline int cbx_dist2_stage_sum2(const double *p, const double *q, int n, double r) {
    if (!cbx_dist2_in_window(p, q, n, r)) return CBX_UNDECIDED;
    double m;
    const double res = cbx_dist2_sum2(p, q, n, r, &m);
    return cbx_dist2_sum2_decide(res, m);
}

/* The same stage as a value, for the corner rungs (static/sphere_aabb3.c):
   res, whose sign is V's where *ok (the window, and |res| beyond 2^-99 m
   as cbx_dist2_sum2_decide asks), with no branch on that sign: a coin toss
   on data a few ulps off an off-grid corner. Outside the window res may be
   anything (inf, NaN) and *ok is false. */
static inline double cbx_dist2_sum2_value(const double *p, const double *q, int n, double r, bool *ok) {
    double m;
    const double res = cbx_dist2_sum2(p, q, n, r, &m);
    *ok = cbx_dist2_in_window(p, q, n, r) & (CBX_FABS(res) > 0x1p-99 * m);
    return res;
}

/* The value of sum_i (p_i - q_i)^2 - r^2 to a few ulps of itself, its
   sign exact, for p, q, r within cbx_eft_safe's window: the expansion
   stage's expansion, summed (cbx_exp_estimate). Outside the window the
   same sum, which then also misses the error terms that underflow (each
   below 2^-1074) and is NaN or infinite where a square overflows. For
   the sweeps' time from a start near tangency, where the value rounded
   once is all rounding error: a center 2^32 to the side of a corner it
   passes at exactly r = 2^109 has 2^64 in a sum of squares near 2^218,
   beyond even the compensated stage's reach (2^-99 of that sum). Rare
   there, so the expansion's cost does not show. */
static inline double cbx_dist2_value(const double *p, const double *q, int n, double r) {
    double x[CBX_EXP_MAX];
    const int m = cbx_dist2_expansion(p, q, n, r, x);
    return cbx_exp_estimate(x, m);
}

/* The same number to within 9 eps of V = sum_i (p_i - q_i)^2 - r^2
   (relative), its sign exact, from the compensated stage where that
   suffices: V above 2^-51 of the sum of the squares, which takes a start
   a few ulps off a corner's circle wherever the coordinates are a few
   times r or more (a ball the mover left beside a tile, decimal data) and
   a start 1e-12 r off it, at a fifth of the expansion's cost. Below that,
   where every difference is exact, the three-fold sum (cbx_dist2_sum3,
   within 2 u |V| where V is above 2^-90 of the squares: a start a few
   ulps off with coordinates near r, at about a third of the expansion's
   cost).
   Claim: within the window, |res - V| <= u |res| + 64.5 u^2 M (the
   compensated stage's claim) and m >= (1-u)^3 M; where |res| > 2^-51 m,
   M < 2^51 |res| (1 + 4u), so 64.5 u^2 M < 16.2 u |res| and |res - V| <
   17.2 u |res| < 17.3 u |V| (under 9 eps, 18 ulps): res has V's sign (V
   is nonzero). Else, and outside the window, cbx_dist2_value. Its
   callers, the sweeps' roots from a start near tangency, need far less
   (their times' bounds allow an error in V of several eps of r^2): the
   value only keeps such a start's time its own, not 0 or the time of a
   rounding. */
static inline double cbx_dist2_value_near(const double *p, const double *q, int n, double r) {
    if (cbx_dist2_in_window(p, q, n, r)) {
        double m, res = cbx_dist2_sum2(p, q, n, r, &m);
        if (CBX_FABS(res) > 0x1p-51 * m) return res;
        double mag;
        if (cbx_dist2_sum3(p, q, n, r, &res, &m, &mag) && CBX_FABS(res) > 0x1p-90 * m) return res;
    }
    return cbx_dist2_value(p, q, n, r);
}

/* The rungs after the cheap ones, out of line: the compensated stage, the
   expansion, then the big-float (arith/dist2_sign.c). */
int cbx_dist2_sign_rest(const double *p, const double *q, int n, double r);

/* The face stage and the certificate (short in 2D, grid in 3D) fused and
   branch-free (the same claims as the functions above; tests/test_ladder.c
   checks that they agree).
   Tangency-heavy data makes the exact answer a coin toss between TOUCHING
   and one rounding off; branching on it would mispredict about half the
   time, which costs more than the arithmetic. Only "how many axes differ"
   and "certified or not" are branched on: both stay the same along a
   workload (resting on faces, on corners, grid tiles). */
static inline int cbx_dist2_stage_cheap(const double *p, const double *q, int n, double r) {
    int differ = 0, face = 0;
    double d[3] = {0, 0, 0}, s = 0, err = 0;
    for (int i = 0; i < n; ++i) {
        double e;
        d[i] = cbx_two_diff(p[i], q[i], &e);
        const double ad = CBX_FABS(d[i]), se = d[i] > 0 ? e : -e;
        /* sign(|p_i - q_i| - r) (cbx_gap_cmp), kept only for a nonzero d */
        const int gap = (ad > r) - (ad < r) + (cbx_eq(ad, r) ? (se > 0) - (se < 0) : 0);
        const bool nz = !cbx_eq(d[i], 0);
        differ += nz;
        face += nz ? gap : 0;
        err += CBX_FABS(e);
        s += d[i] * d[i];
    }
    if (differ <= 1) return differ == 0 ? -(r > 0) : face;
    if (n == 2) return cbx_dist2_short2(d[0], d[1], r, err);
    const double t = s - r * r;
    return cbx_dist2_grid_exact(d, n, r, err) ? (t > 0) - (t < 0) : CBX_UNDECIDED;
}

/* The ladder after the filter where at least two axes differ (a ball
   beside an edge or a corner, where the face stage cannot decide), on the
   differences the caller has formed: d_i = fl(p_i - q_i), d2 = fl(sum
   d_i^2) in axis order. The certificate (short in 2D, both differences
   nonzero; grid in 3D), its TwoDiff errors formed here, then the rest. */
static inline int cbx_dist2_sign_beside(const double *p, const double *q, const double *d, double d2, int n,
                                        double r) {
    double err = 0;
    for (int i = 0; i < n; ++i) {
        double e;
        (void)cbx_two_diff(p[i], q[i], &e);
        err += CBX_FABS(e);
    }
    const double t = d2 - r * r;
    const int s = n == 2 ? cbx_dist2_short2(d[0], d[1], r, err)
                         : (cbx_dist2_grid_exact(d, n, r, err) ? (t > 0) - (t < 0) : CBX_UNDECIDED);
    return s != CBX_UNDECIDED ? s : cbx_dist2_sign_rest(p, q, n, r);
}

/* The same on p, q alone (two axes differing; else undecided), the
   differences formed as the casts form them: for the tests and the fuzz
   target. */
static inline int cbx_dist2_stage_beside(const double *p, const double *q, int n, double r) {
    double d[3] = {0, 0, 0}, d2 = 0;
    int differ = 0;
    for (int i = 0; i < n; ++i) {
        d[i] = p[i] - q[i];
        d2 += d[i] * d[i];
        differ += !cbx_eq(d[i], 0);
    }
    return differ < 2 ? CBX_UNDECIDED : cbx_dist2_sign_beside(p, q, d, d2, n, r);
}

/* The whole ladder after the filter (finite p, q; finite r >= 0; n <= 3). */
static inline int cbx_dist2_sign(const double *p, const double *q, int n, double r) {
    const int s = cbx_dist2_stage_cheap(p, q, n, r);
    if (CBX_LIKELY(s != CBX_UNDECIDED)) return s;
    return cbx_dist2_sign_rest(p, q, n, r);
}

#endif /* CBX_DIST2_SIGN_H */
