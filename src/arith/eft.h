/* SPDX-License-Identifier: MIT */
/* Error-free transformations and short expansions in double: the middle
   rungs of the exactness ladder (Shewchuk, "Adaptive Precision
   Floating-Point Arithmetic and Fast Robust Geometric Predicates", 1997).

   The ladder of every exact decision in circbox:
     1. a floating-point filter with a proven error bound (predicates.inc);
     2. a certificate that the floating-point value is already exact: every
        difference's TwoDiff error term is zero and the differences and the
        radius are small integer multiples of one power of two (a rounding
        test, dist2_sign.h), so every product and sum is exact and the
        rounded value IS the exact one - this is what grid-aligned
        (integer, half, dyadic) data takes; in 2D its place is taken by
        the short certificate (every square exact: 26-bit significands,
        and the one rounding of their sum carried as an error term);
     3. a compensated evaluation with a proven bound of about 2^-99 of the
        magnitudes (dist2_sign.h), then a short expansion: the exact value as an unevaluated sum of a few
        doubles (TwoDiff, Dekker's TwoProduct, Grow-Expansion), valid while
        every exponent stays inside a window where no product overflows and
        no error term underflows (cbx_eft_safe);
     4. the big-float (exact.h), only for inputs outside that window.

   Everything here is exact under round-to-nearest-even with no contraction
   (the build passes -ffp-contract=off). TwoProduct is one fused
   multiply-add where the target has one as an instruction (CBX_EFT_FMA:
   every aarch64, x86 built with -mfma or -march=native), else Dekker's
   split, 17 flops (a default x86-64 build, where fma() would be a libm
   call, and wasm32); both give the same exact error term wherever the
   range conditions below hold. Freestanding: no libm, no allocation.

   Range conditions, stated once. Every finite double x with |x| >= 2^-k is a
   multiple of 2^-(k+52) (its quantum); sums, differences and TwoSum error
   terms of such numbers are multiples of the same quantum, and a product's
   TwoProduct error term is a multiple of the product of the quanta. So:
   - static queries (degree 2), inputs 0 or within [2^-400, 2^480)
     (cbx_eft_safe): quanta >= 2^-452, so every error term of a square is a
     multiple of 2^-904 > 2^-1074 (representable: nothing underflows), and
     every value stays below 2^964 (no overflow; Dekker's split needs
     |a| < 2^996 and only differences < 2^481 are split);
   - the 2D sweep (degree 4), inputs 0 or within [2^-180, 2^240)
     (cbx_eft_safe4): quanta >= 2^-232, products of four are multiples of
     2^-928 > 2^-1074, every value below 2^964, and the values split (degree
     <= 3) below 2^723. */
#ifndef CBX_EFT_H
#define CBX_EFT_H

#include <stdbool.h>
#include <stdint.h>

#include "arith/real.h"

/* a + b = s + e exactly, s = fl(a + b) (Knuth's TwoSum, 6 flops, no branch). */
static inline double cbx_two_sum(double a, double b, double *e) {
    const double s = a + b;
    const double bv = s - a;
    const double av = s - bv;
    *e = (a - av) + (b - bv);
    return s;
}

/* a - b = d + e exactly, d = fl(a - b) (TwoDiff). */
static inline double cbx_two_diff(double a, double b, double *e) {
    const double d = a - b;
    const double bv = a - d;
    const double av = d + bv;
    *e = (a - av) + (bv - b);
    return d;
}

/* The error e of d = fl(a - b) (a - b = d + e) by Dekker's Fast2Sum on
   the operands in order of magnitude: its intermediates (a - d, or b + d)
   are exact and no larger than the larger operand, so it holds wherever d
   is finite. cbx_two_diff's a - d can overflow where d is finite: a =
   5.7e307 and b = DBL_MAX gave e = NaN (a sweep took that for touching,
   an independent tester's finding). For the rare callers that meet it. */
static inline double cbx_two_diff_err_ordered(double a, double b, double d) {
    return CBX_FABS(a) >= CBX_FABS(b) ? (a - d) - b : a - (b + d);
}

/* The same in float, for the float pass of a template (CBX_F(cbx_two_diff)):
   exact on finite floats whose difference does not overflow; NaN or
   infinite where it does. */
static inline float cbx_two_difff(float a, float b, float *e) {
    const float d = a - b;
    const float bv = a - d;
    const float av = d + bv;
    *e = (a - av) + (bv - b);
    return d;
}

/* Dekker's split: a = hi + lo with hi, lo of at most 26 significant bits
   each (the sign of lo absorbs the 27th), for |a| < 2^996. */
static inline double cbx_dekker_split(double a, double *lo) {
    const double c = 134217729.0 * a; /* 2^27 + 1 */
    const double hi = c - (c - a);
    *lo = a - hi;
    return hi;
}

/* A fused multiply-add instruction the compiler may emit for fma(): then
   __builtin_fma is that instruction, never a libm call. An explicit fma is
   no contraction: -ffp-contract=off leaves it alone. */
#if (defined(__GNUC__) || defined(__clang__)) && (defined(__FMA__) || defined(__aarch64__)) && !defined(CBX_NO_FMA)
#define CBX_EFT_FMA 1
#else
#define CBX_EFT_FMA 0
#endif

/* a * b = p + e exactly, p = fl(a * b) (TwoProduct), provided the product
   neither overflows nor has an error term below the subnormal range (see
   the range conditions above). With an FMA, e = fl(a b - p), which is
   a b - p exactly when that is representable (it is then a double: the
   error of a rounded product); else Dekker's: the split halves' products
   are exact and so is their sum with -p, in this order. The same e either
   way. */
static inline double cbx_two_prod(double a, double b, double *e) {
    const double p = a * b;
#if CBX_EFT_FMA
    *e = __builtin_fma(a, b, -p);
#else
    double alo, blo;
    const double ahi = cbx_dekker_split(a, &alo);
    const double bhi = cbx_dekker_split(b, &blo);
    *e = ((ahi * bhi - p) + ahi * blo + alo * bhi) + alo * blo;
#endif
    return p;
}

/* True when x's significand has at most 26 significant bits (its low 27
   fraction bits are zero): the product of two such numbers has at most 52
   bits and is therefore exact in double unless it overflows or underflows.
   A bit test, so it costs one and and one compare. Zero passes. The short
   certificate (dist2_sign.h) tests the OR of several numbers' bits at once. */
static inline bool cbx_short26(double x) {
    return (cbx_bits_of(x) & ((UINT64_C(1) << 27) - 1u)) == 0;
}

/* sign(|x - y| - r) exactly, for finite x != y and r >= 0 (a 1D gap against
   a radius: a ball beside a face). x - y = d + e exactly (TwoDiff; an
   overflowing d is infinite and > r, right). Rounding is monotone and r is a
   double, so |d| > r implies |x - y| > r and |d| < r implies |x - y| < r;
   only |d| == r needs the error term: then |x - y| - r = sign(d) e. A nonzero
   x - y rounds to a nonzero d of the same sign (gradual underflow). */
static inline int cbx_gap_cmp(double x, double y, double r) {
    double e;
    const double d = cbx_two_diff(x, y, &e);
    const double ad = CBX_FABS(d);
    if (ad > r) return 1;
    if (ad < r) return -1;
    const double se = d > 0 ? e : -e;
    return (se > 0) - (se < 0);
}

/* sign(|x - y| - r) exactly from d = fl(x - y) != 0 and its TwoDiff error
   e (x - y = d + e), for finite d and r >= 0: the sign of fl(fl(|d| - r) + t)
   with t = e when d > 0, -e when d < 0 (cbx_gap_value_of returns that
   sum). The same answer as cbx_gap_cmp without its branches, for callers
   where tangent or one rounding off is a coin toss.
   Why: |e| < |d|, so |x - y| = a + t with a = |d|, and the question is the
   sign of a + t - r. The rounded sum of two doubles is 0 only when the
   exact sum is (gradual underflow), and otherwise has its sign.
   - a == r: fl(a - r) = 0, the sum is t: sign(t), right.
   - a != r: let h be the gap from a to the next double on r's side (a power
     of two, so a double); r is a double, so |a - r| >= h, and by
     monotone rounding |fl(a - r)| >= h. The exact a + t rounds to a, so if
     t points toward r then |t| <= h/2 < h. Either way a + t - r has the sign
     of a - r (t points away from r, or is smaller than the distance), and
     fl(a - r) + t has it too (|t| < h <= |fl(a - r)| when t points toward
     r; same signs otherwise). */
static inline double cbx_gap_value_of(double d, double e, double r) {
    /* t = sign(d) e, exact; as a product, since a selection becomes a
       branch on the side of the box, which tangent data mispredicts */
    const double t = CBX_COPYSIGN(1.0, d) * e;
    return (CBX_FABS(d) - r) + t;
}

/* The same as -1, 0 or +1 (cbx_gap_value_of is the rounded sum whose sign
   that is: for callers that map the sign on, compare it directly). */
static inline int cbx_gap_sign_of(double d, double e, double r) {
    const double w = cbx_gap_value_of(d, e, r);
    return (w > 0) - (w < 0);
}

/* The number of significant bits of x's significand (0 for zero): from the
   leading to the trailing one bit. A product of x and y is exact when
   sig_bits(x) + sig_bits(y) <= 53 (and it neither overflows nor leaves
   the normal range). */
static inline int cbx_sig_bits(double x) {
    const uint64_t u = cbx_bits_of(x) & ((UINT64_C(1) << 63) - 1u);
    if (u == 0) return 0;
    const int biased = (int)(u >> 52);
    const uint64_t m = (u & ((UINT64_C(1) << 52) - 1u)) | (biased ? UINT64_C(1) << 52 : 0);
#if defined(__GNUC__) || defined(__clang__)
    return 64 - __builtin_clzll(m) - __builtin_ctzll(m);
#else
    int lead = 63, trail = 0;
    while (!((m >> lead) & 1u)) --lead;
    while (!((m >> trail) & 1u)) ++trail;
    return lead - trail + 1;
#endif
}

/* A lower bound on cbx_sig_bits(x), cheaper: the exact count for a normal
   x (53 less the trailing zero bits of its 53-bit significand), 0 for
   zero, subnormals, infinities and NaN. */
static inline int cbx_sig_bits_normal(double x) {
#if defined(__GNUC__) || defined(__clang__)
    const uint64_t u = cbx_bits_of(x), biased = (u >> 52) & 0x7ffu;
    const int bits = 53 - __builtin_ctzll(u | (UINT64_C(1) << 52)); /* the exponent bits lie above bit 52 */
    return biased - 1u < 0x7feu ? bits : 0;
#else
    return cbx_sig_bits(x);
#endif
}

/* Exactness-tracking arithmetic for certificates: each returns the rounded
   result and clears *ok when that result may differ from the exact one.
   Preconditions (the caller's window): no overflow and, for products, no
   result below the normal range; under them a sum or difference is exact
   iff its TwoSum error is 0, and a product is exact when the operands'
   significant bits add up to at most 53 (sufficient, not necessary: a
   product that happens to fit with longer operands is refused). */
static inline double cbx_xsub(double a, double b, bool *ok) {
    double e;
    const double d = cbx_two_diff(a, b, &e);
    *ok &= cbx_eq(e, 0);
    return d;
}
static inline double cbx_xadd(double a, double b, bool *ok) {
    double e;
    const double s = cbx_two_sum(a, b, &e);
    *ok &= cbx_eq(e, 0);
    return s;
}
static inline double cbx_xmul(double a, double b, bool *ok) {
    *ok &= cbx_sig_bits(a) + cbx_sig_bits(b) <= 53;
    return a * b;
}

/* The exponent window of the static queries' expansion stage (see the range
   conditions): x is 0 or 2^-400 <= |x| < 2^480 (NaN and infinities fail). */
static inline bool cbx_eft_safe(double x) {
    const double a = CBX_FABS(x);
    return (a >= 0x1p-400 && a < 0x1p480) || cbx_eq(a, 0);
}
/* The narrower window for degree-4 polynomials (the 2D sweep's r^2 |V|^2):
   0 or 2^-180 <= |x| < 2^240. */
static inline bool cbx_eft_safe4(double x) {
    const double a = CBX_FABS(x);
    return (a >= 0x1p-180 && a < 0x1p240) || cbx_eq(a, 0);
}

/* ---- expansions: nonoverlapping sums of doubles, smallest first ---------- */

/* The largest expansion this header builds: degree-4 polynomials of a few
   terms (the 2D sweep's corner test) need at most 64 components. */
#define CBX_EXP_MAX 64

/* Adds b to the expansion e[0..n) (nonoverlapping, increasing magnitude),
   in place, dropping zero components (Shewchuk's Grow-Expansion with zero
   elimination). Returns the new length; the sum is exact. The caller keeps
   n < CBX_EXP_MAX. */
static inline int cbx_exp_grow(double *e, int n, double b) {
    double q = b;
    int m = 0;
    for (int i = 0; i < n; ++i) {
        double h;
        q = cbx_two_sum(q, e[i], &h);
        if (!cbx_eq(h, 0)) e[m++] = h;
    }
    if (!cbx_eq(q, 0)) e[m++] = q;
    return m;
}

/* Adds the exact product a * b (two components) to the expansion. */
static inline int cbx_exp_add_prod(double *e, int n, double a, double b) {
    double lo;
    const double hi = cbx_two_prod(a, b, &lo);
    n = cbx_exp_grow(e, n, lo);
    return cbx_exp_grow(e, n, hi);
}

/* Sign of an expansion built by cbx_exp_grow: that of its largest (last)
   component, every component being nonzero and smaller ones unable to
   outweigh it (nonoverlapping). */
static inline int cbx_exp_sign(const double *e, int n) {
    if (n == 0) return 0;
    return e[n - 1] > 0 ? 1 : -1;
}

/* An expansion's value rounded: its components summed from the smallest
   up. Nonoverlapping, each partial sum is below an ulp of the next
   component, so the result is within a few ulps of the exact sum and has
   its sign (0 only for the empty expansion). */
static inline double cbx_exp_estimate(const double *e, int n) {
    double s = 0;
    for (int i = 0; i < n; ++i) s += e[i];
    return s;
}

/* VecSum (Ogita, Rump and Oishi, "Accurate sum and dot product", 2005): a
   cascade of TwoSums that replaces x[0..k) by k numbers of the same exact
   sum, x[k-1] the rounded sum, the others the errors of its steps. */
static inline void cbx_vec_sum(double *x, int k) {
    for (int i = 1; i < k; ++i) x[i] = cbx_two_sum(x[i], x[i - 1], &x[i - 1]);
}

/* e * b for an expansion e[0..n) and a double b, into out (Shewchuk's
   Scale-Expansion with zero elimination, via cbx_exp_grow; not the fastest
   form, but n stays small here). Returns the length of out. */
static inline int cbx_exp_scale(const double *e, int n, double b, double *out) {
    int m = 0;
    for (int i = 0; i < n; ++i) m = cbx_exp_add_prod(out, m, e[i], b);
    return m;
}

#endif /* CBX_EFT_H */
