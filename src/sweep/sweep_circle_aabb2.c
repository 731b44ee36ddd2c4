/* SPDX-License-Identifier: MIT */
/* Moving circle against moving axis-aligned rectangle: the first time they touch.

   THE PROBLEM. Only the relative motion matters: in the box's frame the
   circle's center travels along the ray p(t) = p0 + t V, V = c_vel - b_vel,
   and the circle touches the box exactly while p(t) lies in the rounded
   rectangle S = box + disk(r) (the box grown by r: four edges pushed out by r,
   four quarter circles of radius r at the corners). So the answer is the first
   time t >= 0 at which the ray enters S.

   t = 0. The static relation decides first, exactly (circle_aabb2.c):
   OVERLAPPING gives OVERLAP, TOUCHING gives CONTACT at time 0. Only a circle
   strictly separated from the box goes on.

   CANONICAL FRAME. Reflecting an axis (x -> -x, the box [lo, hi] -> [-hi, -lo])
   is exact, so we reflect each axis on which V is positive: from then on
   V = (-a, -b) with a, b >= 0, the center moves left and down, and only the
   right face, the top face and three corner arcs (top-right TR, bottom-right
   BR, top-left TL) can be met first. (Eberly's seed 002 reflects the center
   into the first quadrant instead and then needs eight regions times several
   direction classes; reflecting the velocity leaves a single case.)

   THE DECISION, derived here rather than taken from the seed. The ray hits S
   iff the line of the ray passes within r of the box AND the part of S it
   meets lies ahead (t > 0) rather than behind. With K - p0 = D_K for a box
   corner K, let sigma_K = a (K.y - p0.y) - b (K.x - p0.x) (a cross product:
   |sigma_K| / |V| is K's distance to the line, its sign K's side). Over the
   four corners sigma is largest at TL and smallest at BR, so:
   - sigma_BR > 0: the whole box lies on one side and BR is the corner nearest
     the line. The line meets S iff sigma_BR^2 <= r^2 |V|^2. The foot of BR on
     the line lies in S, and S meets the line in an interval that does not
     contain t = 0 (p0 is outside S), so the ray hits iff that foot is ahead:
     (BR - p0) . V = a (p0.x - BR.x) + b (p0.y - BR.y) > 0.
   - sigma_TL < 0: the same with TL.
   - otherwise the line crosses the box; it is ahead iff p0.x > hi.x or
     p0.y > hi.y (the center is right of or above the box, moving left/down).
   Every quantity is a polynomial of degree <= 4 in the inputs (V's components
   are exact differences c_vel - b_vel), so each sign is decided by a
   floating-point filter with a proven bound and, in the rare case the filter
   cannot tell, by exact arithmetic (exact.h). Grazing a corner arc
   (sigma^2 = r^2 |V|^2) or sliding along a face at exactly r (sigma = r |V|
   with a or b zero) is therefore a CONTACT, and one ulp further out a NONE.

   THE TIME. Once a hit is known, the time is computed in floating point: the
   entry into the grown box [lo - r, hi + r] (slab method); if the entry
   point lies beside a face, that is the contact; if it lies in a corner
   square, the contact is the entry into that corner's circle, the smaller
   root of |D + t V|^2 = r^2, D = p0 - K, evaluated without cancellation as
   t = (|D|^2 - r^2) / (-(D.V) + sqrt(r^2 |V|^2 - (D x V)^2)), the discriminant
   in the factored form (r|V| - |D x V|)(r|V| + |D x V|).

   ACCURACY (u = eps/2, eps = DBL_EPSILON; float queries run in double and
   round once). Let t* be the exact time, L the largest magnitude among the
   center's coordinates, the box's coordinates and r, and v_n = -V . n the
   speed of approach along the exact contact normal n. Every input enters the
   formulas through one rounded difference (relative error u), so the computed
   time is the exact time of inputs moved by a few ulps of L, and
       |t - t*| <= 16 eps (t* + L / v_n)                       (1)
   which is a few ulps where the problem is well conditioned (v_n comparable
   to |V|). Near grazing v_n -> 0 and the time is ill-conditioned: a
   perturbation d of the inputs moves it by about sqrt(2 r d) / |V|. For a
   contact on a corner arc the code also guarantees
       |t - t*| <= 16 eps (t* + L / |V|) + 8 sqrt(eps r L) / |V|   (2)
   which stays bounded at exact tangency. The oracle test checks (1) for every
   contact and (2) for corner contacts. The slab entries are formed from the
   gaps with their rounding added back (cbx_sweep2_entry_gap), so a face
   contact's time is in fact within a few ulps of itself: the term L / v_n of
   (1) remains for corner arcs only, where rounding the offset to the corner
   is inherent. The time is never negative; a time
   beyond the largest finite number is reported as the largest finite number.

   SCALE. The fast path needs every nonzero input magnitude in
   [2^-180, 2^240], where no product of four differences overflows or
   underflows to a subnormal; then the filter bounds hold as proven below.
   Outside that range (1e-300, 1e300) the decision is taken exactly and the
   time computed without overflow or underflow of any square: slab entries
   on the problem as given (quartered if a difference would overflow), a
   corner's entry with the corner at the origin, rescaled by powers of two
   (cbx_sweep2_first_hit_scaled); a time beyond DBL_MAX saturates.

   SPEED (measured with bench/bench_sweep2 and bench_tangent, figures in
   docs/performance-log.md). The
   hot path is one function: the core and the time computation are forced
   inline into the public queries, the input check tests two numbers at a
   time without a branch, and the cold paths (exact decision, rescaling)
   take the problem by value so that its hot copy stays in registers. No
   branch is taken on a sign that random scenes make a coin toss, unless it
   skips real work (the certain misses, the corner's arc): tests are single
   comparisons, not && / || chains (which gcc compiles to a branch per
   operand), and clamps are min/max. The query is bound by its dependency
   chains (divisions and square roots in a row) and mispredictions more than
   by its instruction count: computing the time for every path and
   selecting, or testing only the certified corner, were measured slower
   and are not used.

   NORMAL. From the box toward the circle: a face normal, or (p(t) - K) / r on
   a corner arc, computed from the impact parameter to avoid cancellation. A
   zero-radius circle (a point) hitting a corner exactly has no unique normal:
   we report -V projected onto the corner's cone of normals (the quadrant
   between its two face normals), normalized: the corner's outward direction
   closest to where the point came from. */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "sweep/sweep_circle_aabb2.c"
#include "template.h"
#else

#include "internal.h"
#include "arith/predicates.inc"
#include "sweep/sweep_fast.h"
#include "arith/pair.h" /* the float query's pair conversion */

/* The exact and rescaled paths run almost never; kept out of line, their
   big-number temporaries do not crowd the fast path's registers and stack.
   The hot path, on the other hand, is one function: the fast path is forced
   inline into each public query, so that its inputs stay in registers
   instead of being passed as structs on the stack. Defined in both passes
   (the float query uses them too; the single header undefines a source's
   macros after each pass). */
#ifndef CBX_HOT_INLINE
#if defined(__GNUC__) || defined(__clang__)
#define CBX_COLD __attribute__((noinline, cold))
#define CBX_HOT_INLINE __attribute__((always_inline)) inline
#define CBX_NOINLINE __attribute__((noinline))
#else
#define CBX_NOINLINE
#define CBX_COLD
#define CBX_HOT_INLINE inline
#endif
#endif

#if CBX_IS_DOUBLE
#include "arith/pow2.h"

/* Branch coverage: tests/test_sweep2.c compiles this file with CBX_COVER
   counting, to prove that every branch below is reached; otherwise free. */
enum cbx_sweep2_branch {
    CBX_COV_T0_OVERLAP, CBX_COV_T0_TOUCH, CBX_COV_NO_MOTION, CBX_COV_FAST_BR, CBX_COV_FAST_TL,
    CBX_COV_FAST_CROSS, CBX_COV_FAST_UNSURE, CBX_COV_EXACT_BR, CBX_COV_EXACT_TL, CBX_COV_EXACT_CROSS,
    CBX_COV_SCALED, CBX_COV_FACE, CBX_COV_CORNER, CBX_COV_ON_BOX, CBX_COV_CONE, CBX_COV_LINEAR,
    CBX_COV_CERT, CBX_COV_FAST2_FACE, CBX_COV_FAST2_MISS, CBX_COV_FAST2_SLIDE, CBX_COV_FAST2_CORNER,
    CBX_COV_FAST2_START, CBX_COV_FAST2_START_CORNER, CBX_COV_FAST2_START_AWAY,
    CBX_COV_FAST2_START_RUNGS, CBX_COV_FAST2_REST, CBX_COV_FAST2_RECEDE, CBX_COV_COUNT
};
#ifndef CBX_COVER
#define CBX_COVER(branch) ((void)0)
#endif

/* The problem in the canonical frame: the box [lo, hi] at rest, the center
   p0 moving with V = v1 - v0 <= 0 componentwise. a = fl(-V.x) and
   b = fl(-V.y) are its rounded speeds (exact signs); the exact path
   recomputes -V from v0 - v1. */
typedef struct cbx_sweep_canon {
    double px, py, r;
    double lox, loy, hix, hiy;
    double v1x, v1y, v0x, v0y;
    double a, b;
} cbx_sweep_canon;

/* What the time computation found: the time, the feature met (cx, cy: +1 past
   hi, -1 past lo, 0 along the face; two nonzero = a corner), the normal and
   the box point in canonical coordinates. */
typedef struct cbx_hit2 {
    double t;
    int cx, cy;
    double nx, ny;
    double qx, qy;
} cbx_hit2;

static inline double cbx_absd(double x) { return CBX_FABS(x); }
static inline double cbx_maxd(double x, double y) { return x > y ? x : y; }
static inline double cbx_mind(double x, double y) { return x < y ? x : y; }
/* The nearest point of [lo, hi] to x (x not NaN): cbx_clamp as selections
   that compile to min/max, not to branches. */
static inline double cbx_clampd(double x, double lo, double hi) { return cbx_mind(cbx_maxd(x, lo), hi); }


/* ---- the decision, fast ---------------------------------------------------

   Error bounds, u = eps/2, all inputs in the safe range (no overflow, no
   underflow except in the squares noted). A difference of two inputs is
   rounded once (relative error u), so is a = fl(v0 - v1); a product of two
   such has relative error <= 3.0001 u.
   - sigma = t1 - t2, t_i products: |fl(sigma) - sigma| <= 4.002 u T,
     T = |t1| + |t2|. The test uses 8 u T (4 eps T).
   - G = r^2 (a^2 + b^2) - sigma^2: g1 = fl(r*r) fl(a*a + b*b) has relative
     error <= 6.01 u; g2 = fl(s*s), s = fl(sigma), is off by <= 8.01 u |s| T
     + e^2 + u g2, where e^2 <= 16 u^2 T^2 < 2 u |s| T because the caller has
     already certified |s| > 8 u T; the subtraction adds u |G|. Total
     <= 16 u (g1 + g2 + |s| T). The test uses 8 eps (...) + 64 m (m the
     smallest subnormal: s*s may underflow).
   - f = a dx + b dy: <= 4.01 u (|a dx| + |b dy|). The test uses 4 eps (...).

   The code is branch-free on purpose: random scenes make every one of these
   signs a coin toss, which a branch predictor cannot learn, so both corners
   are tested and the verdicts combined with bitwise logic. */
typedef struct cbx_verdict {
    bool hit;   /* the ray meets the rounded box */
    bool sure;  /* the filter certifies `hit` */
} cbx_verdict;

static inline cbx_verdict cbx_sweep2_corner_fast(double s, double T, double a, double b, double r,
                                                 double dx, double dy) {
    const double g1 = (r * r) * (a * a + b * b), g2 = s * s;
    const double G = g1 - g2;
    const double eG = 8 * DBL_EPSILON * (g1 + g2 + cbx_absd(s) * T) + 64 * DBL_TRUE_MIN;
    const double f1 = a * dx, f2 = b * dy, f = f1 + f2;
    const double ef = 4 * DBL_EPSILON * (cbx_absd(f1) + cbx_absd(f2)) + 64 * DBL_TRUE_MIN;
    cbx_verdict v;
    v.hit = (G > eG) & (f > ef);
    v.sure = (G < -eG) | ((G > eG) & ((f > ef) | (f < -ef)));
    return v;
}

static CBX_HOT_INLINE cbx_verdict cbx_sweep2_hit_fast(const cbx_sweep_canon *q) {
    const double a = q->a, b = q->b;
    const double t1 = a * (q->loy - q->py), t2 = b * (q->hix - q->px);
    const double u1 = a * (q->hiy - q->py), u2 = b * (q->lox - q->px);
    const double sbr = t1 - t2, Tbr = cbx_absd(t1) + cbx_absd(t2);
    const double stl = u1 - u2, Ttl = cbx_absd(u1) + cbx_absd(u2);
    const double ebr = 4 * DBL_EPSILON * Tbr + 64 * DBL_TRUE_MIN;
    const double etl = 4 * DBL_EPSILON * Ttl + 64 * DBL_TRUE_MIN;
    const cbx_verdict br = cbx_sweep2_corner_fast(sbr, Tbr, a, b, q->r, q->px - q->hix, q->py - q->loy);
    const cbx_verdict tl = cbx_sweep2_corner_fast(stl, Ttl, a, b, q->r, q->px - q->lox, q->py - q->hiy);
    /* Certified sides; sigma_TL >= sigma_BR always, so at most one holds. */
    const bool in_br = sbr > ebr, in_tl = stl < -etl, in_x = (sbr < -ebr) & (stl > etl);
    const bool ahead = (q->px > q->hix) | (q->py > q->hiy);
    if (in_br) CBX_COVER(CBX_COV_FAST_BR);
    if (in_tl) CBX_COVER(CBX_COV_FAST_TL);
    if (in_x) CBX_COVER(CBX_COV_FAST_CROSS);
    cbx_verdict v;
    v.hit = (in_br & br.hit) | (in_tl & tl.hit) | (in_x & ahead);
    v.sure = (in_br & br.sure) | (in_tl & tl.sure) | in_x;
    return v;
}

/* The start's exact sign of |p - q|^2 - r^2 (q the box point nearest p,
   valid input): the face and certificate stages of dist2_sign.h written
   for two axes, branch-free but for the number of axes that differ
   (constant along a workload: resting on faces, on corners);
   CBX_UNDECIDED when the certificate fails.
   - No axis differs: p is in the box; -1, or 0 for a point.
   - One axis differs: the 1D gap against r (cbx_gap_sign_of, eft.h:
     four floating-point operations and two compares, where the integer
     form of cbx_gap_cmp's tie took about 35 instructions); the other
     axis's difference and TwoDiff error are 0, so the sums d and e are
     the differing axis's.
   - Both differ (a corner): the short certificate (cbx_dist2_short2,
     dist2_sign.h: both differences exact and every square exact). It
     takes grid data and a ball resting at exactly r above a face, its
     center a few ulps beyond the face's end (dx^2 far below dy^2: no
     single rounded sum would be exact). */
static inline int cbx_sweep2_start_sign(double px, double py, double qx, double qy, double r) {
    double ex, ey;
    const double dx = cbx_two_diff(px, qx, &ex), dy = cbx_two_diff(py, qy, &ey);
    /* An offset that overflows is beyond any finite r (its TwoDiff error
       is NaN, which the stages below took for touching: a circle at
       DBL_MAX beside a box ending at -2^1023 was swept to a CONTACT at
       time 0, an independent oracle's finding). */
    if (CBX_UNLIKELY(!(CBX_FABS(dx) <= DBL_MAX) || !(CBX_FABS(dy) <= DBL_MAX))) return 1;
    /* A finite offset whose TwoDiff overflowed inside (an operand near
       DBL_MAX): the error again, in order (a NaN error had read as
       touching: a circle 1.2e308 below a face at DBL_MAX was swept to a
       CONTACT at time 0, an independent tester's finding) */
    if (CBX_UNLIKELY(!(CBX_FABS(ex) + CBX_FABS(ey) <= DBL_MAX))) {
        ex = cbx_two_diff_err_ordered(px, qx, dx);
        ey = cbx_two_diff_err_ordered(py, qy, dy);
    }
    const bool nx = CBX_FABS(dx) > 0, ny = CBX_FABS(dy) > 0;
    if (nx & ny) return cbx_dist2_short2(dx, dy, r, CBX_FABS(ex) + CBX_FABS(ey));
    if (!(nx | ny)) return -(r > 0);
    return cbx_gap_sign_of(dx + dy, ex + ey, r);
}

#include "sweep/sweep2_exact.inc"
#include "sweep/sweep2_corner.inc"
#include "sweep/sweep2_time.inc"
#include "sweep/sweep2_fast.inc"

/* ---- assembling ----------------------------------------------------------- */

/* |x| in [2^-180, 2^240] or zero; false for NaN and infinities. Bitwise
   operators, not && and ||: eleven of these must not become 22 branches. */
static inline bool cbx_safe_mag(double x) {
    const double m = CBX_FABS(x);
    return ((m >= 0x1p-180) & (m <= 0x1p240)) | (m <= 0);
}

/* Valid input of moderate magnitude (every number in the safe range, hence
   finite; radius >= 0; min <= max): the common case. Every query pays for
   this check, so it is done two numbers at a time where the compiler has
   vector types (the same test as cbx_safe_mag, lane by lane). */
#if defined(__GNUC__) || defined(__clang__)
typedef double cbx_pair __attribute__((vector_size(16)));
typedef long long cbx_pair_mask __attribute__((vector_size(16)));

static CBX_HOT_INLINE cbx_pair_mask cbx_safe_pair(double x, double y) {
    const cbx_pair_mask no_sign = {0x7fffffffffffffffLL, 0x7fffffffffffffffLL};
    const cbx_pair lo = {0x1p-180, 0x1p-180}, hi = {0x1p240, 0x1p240}, zero = {0, 0};
    const cbx_pair v = {x, y};
    const cbx_pair m = (cbx_pair)((cbx_pair_mask)v & no_sign);
    return ((m >= lo) & (m <= hi)) | (m <= zero);
}

static CBX_HOT_INLINE bool cbx_sweep2_plain(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b) {
    const cbx_pair bmin = {b.min.x, b.min.y}, bmax = {b.max.x, b.max.y};
    const cbx_pair_mask ok = cbx_safe_pair(c.center.x, c.center.y) & cbx_safe_pair(c.radius, c.radius) &
                             cbx_safe_pair(b.min.x, b.min.y) & cbx_safe_pair(b.max.x, b.max.y) &
                             cbx_safe_pair(v1.x, v1.y) & cbx_safe_pair(v0.x, v0.y) & (bmin <= bmax);
    return ((ok[0] & ok[1]) != 0) & (c.radius >= 0);
}
#else
static CBX_HOT_INLINE bool cbx_sweep2_plain(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b) {
    return (c.radius >= 0) & (b.min.x <= b.max.x) & (b.min.y <= b.max.y) &
           cbx_safe_mag(c.center.x) & cbx_safe_mag(c.center.y) & cbx_safe_mag(c.radius) &
           cbx_safe_mag(b.min.x) & cbx_safe_mag(b.min.y) & cbx_safe_mag(b.max.x) &
           cbx_safe_mag(b.max.y) & cbx_safe_mag(v1.x) & cbx_safe_mag(v1.y) & cbx_safe_mag(v0.x) &
           cbx_safe_mag(v0.y);
}
#endif

bool cbx_sweep2_plain_input(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b) {
    return cbx_sweep2_plain(c, v1, v0, b);
}

cbx_sweep2 cbx_sweep2_invalid(void) {
    cbx_sweep2 s = {CBX_SWEEP_INVALID, CBX_NAN, {CBX_NAN, CBX_NAN}, {CBX_NAN, CBX_NAN}};
    return s;
}

/* The time computation out of line, for the oriented box's caller. */
CBX_NOINLINE static cbx_hit2 cbx_sweep2_first_hit_call(cbx_sweep_canon q) { return cbx_sweep2_first_hit(&q, &q); }

/* A contact found in the canonical frame, reflected back (sx, sy = +-1).
   Each field read alone (CBX_READ_ALONE): the fast path writes them one
   by one, and clang 14 read x and y as one 16-byte pair across the two
   stores (a failed store forwarding: its 2D sweeps on rolling data 1.5x
   gcc's time). */
static CBX_HOT_INLINE cbx_sweep2 cbx_sweep2_output(const cbx_hit2 *h, double sx, double sy) {
    double qx = h->qx, qy = h->qy, nx = h->nx, ny = h->ny;
    CBX_READ_ALONE(qx);
    CBX_READ_ALONE(qy);
    CBX_READ_ALONE(nx);
    CBX_READ_ALONE(ny);
    cbx_sweep2 out = {CBX_SWEEP_CONTACT, h->t, {sx * qx, sy * qy}, {sx * nx, sy * ny}};
    return out;
}

/* The problem in the canonical frame (see the file comment): each axis on
   which V = v1 - v0 is positive reflected, so that the center moves left and
   down. The sign of a rounded difference is exact, even when it overflows;
   a reflected box is [min(s lo, s hi), max(s lo, s hi)], and a = |fl(v0.x -
   v1.x)| = fl(s v0.x - s v1.x) exactly. Selections, not branches: the signs
   are coin tosses on random scenes.
   Where SSE2 pairs are there, x and y side by side, each reflection is the
   sign bit flipped (an XOR with the mask of dv < 0, the same value as
   s * x for finite x, signed zeros included) and the box's ends one min and
   one max for both axes: one compare and a few one-cycle operations before
   the gaps, where the scalar form waits on a compare, an integer-to-vector
   move and a multiply (bench/ab: double sweeps 2-3 % faster on random,
   grid and falling data, float sweeps 5-9 %). The scalar form below is the
   reference (CBX_NO_SIMD). */
#if CBX_PAIRS
/* Two scalars as a pair built in registers: gcc otherwise stores the
   velocities (which arrive in registers) and loads them back 16 bytes at a
   time, which the store buffer cannot forward (every sweep 2x slower). */
static CBX_HOT_INLINE __m128d cbx_sweep2_pair(double x, double y) {
    CBX_OPAQUE_REAL(x);
    CBX_OPAQUE_REAL(y);
    return _mm_unpacklo_pd(_mm_set_sd(x), _mm_set_sd(y));
}

/* The query's numbers as the canonical frame and the input test
   (cbx_sweep2_bounded) read them: the center, the two velocities and the
   box's ends as pairs, and the radius; formed once for both. The float
   query builds them from its floats directly (one conversion a pair), not
   through double scalars that were paired again (float sweeps 25-28
   instructions fewer, 8-15 % faster in bench/ab). The order of the pairs
   is the one that compiled shortest (gcc 12: 3 instructions fewer than
   center first). */
typedef struct cbx_sweep2_in {
    __m128d p, v1, v0, lo, hi;
    double r;
} cbx_sweep2_in;

static CBX_HOT_INLINE cbx_sweep2_in cbx_sweep2_in_of(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b) {
    cbx_sweep2_in in;
    in.v0 = cbx_sweep2_pair(v0.x, v0.y);
    in.v1 = cbx_sweep2_pair(v1.x, v1.y);
    in.hi = cbx_sweep2_pair(b.max.x, b.max.y);
    in.lo = cbx_sweep2_pair(b.min.x, b.min.y);
    in.p = cbx_sweep2_pair(c.center.x, c.center.y);
    in.r = c.radius;
    return in;
}

static CBX_HOT_INLINE cbx_sweep_canon cbx_sweep2_canonical_in(const cbx_sweep2_in *in, double *sx, double *sy) {
    const __m128d w1 = in->v1, w0 = in->v0;
    const __m128d dv = _mm_sub_pd(w0, w1);
    const __m128d neg = _mm_and_pd(_mm_cmplt_pd(dv, _mm_setzero_pd()), _mm_set1_pd(-0.0));
    const __m128d p = _mm_xor_pd(in->p, neg);
    const __m128d l = _mm_xor_pd(in->lo, neg);
    const __m128d h = _mm_xor_pd(in->hi, neg);
    const __m128d lo = _mm_min_pd(l, h), hi = _mm_max_pd(l, h);
    const __m128d r1 = _mm_xor_pd(w1, neg), r0 = _mm_xor_pd(w0, neg);
    const __m128d ab = cbx_pair_abs(dv), f = _mm_xor_pd(_mm_set1_pd(1.0), neg);
    cbx_sweep_canon q;
    q.px = cbx_pair_lo(p);
    q.py = cbx_pair_hi(p);
    q.r = in->r;
    q.lox = cbx_pair_lo(lo);
    q.loy = cbx_pair_hi(lo);
    q.hix = cbx_pair_lo(hi);
    q.hiy = cbx_pair_hi(hi);
    q.v1x = cbx_pair_lo(r1);
    q.v1y = cbx_pair_hi(r1);
    q.v0x = cbx_pair_lo(r0);
    q.v0y = cbx_pair_hi(r0);
    q.a = cbx_pair_lo(ab);
    q.b = cbx_pair_hi(ab);
    *sx = cbx_pair_lo(f);
    *sy = cbx_pair_hi(f);
    return q;
}

static CBX_HOT_INLINE cbx_sweep_canon cbx_sweep2_canonical(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b,
                                                           double *sx, double *sy) {
    const cbx_sweep2_in in = cbx_sweep2_in_of(c, v1, v0, b);
    return cbx_sweep2_canonical_in(&in, sx, sy);
}
#else
static CBX_HOT_INLINE cbx_sweep_canon cbx_sweep2_canonical(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b,
                                                           double *sx, double *sy) {
    const double dvx = v0.x - v1.x, dvy = v0.y - v1.y;
    double fx = cbx_unit_signed(dvx < 0), fy = cbx_unit_signed(dvy < 0);
    CBX_OPAQUE_REAL(fx);
    CBX_OPAQUE_REAL(fy);
    cbx_sweep_canon q;
    q.px = fx * c.center.x;
    q.py = fy * c.center.y;
    q.r = c.radius;
    q.lox = cbx_mind(fx * b.min.x, fx * b.max.x);
    q.hix = cbx_maxd(fx * b.min.x, fx * b.max.x);
    q.loy = cbx_mind(fy * b.min.y, fy * b.max.y);
    q.hiy = cbx_maxd(fy * b.min.y, fy * b.max.y);
    q.v1x = fx * v1.x;
    q.v1y = fy * v1.y;
    q.v0x = fx * v0.x;
    q.v0y = fy * v0.y;
    q.a = CBX_FABS(dvx);
    q.b = CBX_FABS(dvy);
    *sx = fx;
    *sy = fy;
    return q;
}

/* The scalar form's input: the query's own structs. */
typedef struct cbx_sweep2_in {
    cbx_circle c;
    cbx_vec2 v1, v0;
    cbx_aabb2 b;
} cbx_sweep2_in;

static CBX_HOT_INLINE cbx_sweep2_in cbx_sweep2_in_of(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b) {
    const cbx_sweep2_in in = {c, v1, v0, b};
    return in;
}

static CBX_HOT_INLINE cbx_sweep_canon cbx_sweep2_canonical_in(const cbx_sweep2_in *in, double *sx, double *sy) {
    return cbx_sweep2_canonical(in->c, in->v1, in->v0, in->b, sx, sy);
}
#endif

/* The fast path's input (sweep2_fast.inc): every number finite, radius >=
   0, min <= max, that is, valid input. One sum: it is finite only if
   every term is (an infinity or NaN makes it infinite or NaN; a sum that
   overflows only sends valid input the long way, whose answer keeps the
   same bounds). The terms are the center, the radius, and the differences
   v0 - v1 and max - min that the canonical frame and the width test
   compute anyway: a difference is finite only if both of its operands are
   (inf - x and x - inf are infinite, inf - inf is NaN). A width max - min
   is negative exactly when min > max (NaN bounds fail the sum).
   On SSE2 pairs, the canonical frame's own pairs: three pair operations
   and two scalar adds for the sum, one compare for both widths; the
   scalar form, a tree to keep the chain short, took 6-8 instructions more
   a sweep (bench/ab: 2D sweeps 2-4 % faster, rolling 10-14 %;
   docs/performance-log.md, thirtieth session). Near DBL_MAX the two forms
   overflow on different inputs. */
#if CBX_PAIRS
static CBX_HOT_INLINE bool cbx_sweep2_bounded(const cbx_sweep2_in *in) {
    const __m128d dv = _mm_sub_pd(in->v0, in->v1), w = _mm_sub_pd(in->hi, in->lo);
    const __m128d t = _mm_add_pd(_mm_add_pd(in->p, dv), w);
    const double s = (cbx_pair_lo(t) + cbx_pair_hi(t)) + in->r;
    const int neg = _mm_movemask_pd(_mm_cmplt_pd(w, _mm_setzero_pd()));
    /* s - s is 0 for a finite s, NaN otherwise */
    return (s - s <= 0) & (neg == 0) & (in->r >= 0);
}
#else
static CBX_HOT_INLINE bool cbx_sweep2_bounded(const cbx_sweep2_in *in) {
    const cbx_circle c = in->c;
    const cbx_vec2 v1 = in->v1, v0 = in->v0;
    const cbx_aabb2 b = in->b;
    const double wx = b.max.x - b.min.x, wy = b.max.y - b.min.y;
    const double s = ((c.center.x + c.center.y) + (c.radius + (v0.x - v1.x))) + (((v0.y - v1.y) + wx) + wy);
    const double m = cbx_mind(c.radius, cbx_mind(wx, wy));
    return (s - s <= 0) & (m >= 0);
}
#endif

/* The start, when the fast path left it open: touching or overlapping at
   time 0 gives contact()'s normal and the box point nearest the center,
   which lies in both shapes; true when it did. Valid input only. The
   static ladder spelled out on one gap (predicates.inc, dist2_sign.h): the
   filter settles nearly every separated start, the face and certificate
   stages the resting ones (a circle on a face or, on grid data, on a
   corner) without a call; the same gap then gives the normal as contact()
   computes it (the plain form, or contact()'s own code where it does not
   apply). */
static CBX_HOT_INLINE bool cbx_sweep2_start(cbx_circle c, cbx_aabb2 b, cbx_sweep2 *out) {
    const double px = c.center.x, py = c.center.y, r = c.radius;
    /* cbx_box_gap_make in scalars, the clamp written as min/max (the same
       values, signed zeros included): a branch there mispredicts on corner
       data */
    const double qx = cbx_mind(b.max.x, cbx_maxd(b.min.x, px)), qy = cbx_mind(b.max.y, cbx_maxd(b.min.y, py));
    const double dx = px - qx, dy = py - qy, d2 = dx * dx + dy * dy;
    int s = cbx_dist2_filter(d2, r * r);
    if (s > 0) return false;
    if (s == 0) {
        s = cbx_sweep2_start_sign(px, py, qx, qy, r);
        if (CBX_UNLIKELY(s == CBX_UNDECIDED)) {
            const double p[2] = {px, py}, q[2] = {qx, qy};
            s = cbx_dist2_sign(p, q, 2, r);
        }
        if (s > 0) return false;
    }
    /* cbx_box_flat for valid input: a width hi - lo is 0 only for hi == lo */
    const bool flat = !(cbx_mind(r, cbx_mind(b.max.x - b.min.x, b.max.y - b.min.y)) > 0);
    const cbx_relation rel = cbx_classify(s, flat);
    CBX_COVER(rel == CBX_OVERLAPPING ? CBX_COV_T0_OVERLAP : CBX_COV_T0_TOUCH);
    out->type = rel == CBX_OVERLAPPING ? CBX_SWEEP_OVERLAP : CBX_SWEEP_CONTACT;
    out->point.x = qx;
    out->point.y = qy;
    if (CBX_LIKELY((d2 >= 0x1p-960) & (d2 <= DBL_MAX))) {
        /* cbx_box_contact_plain's normal (cbx_box_gap_plain holds) */
        const double len = CBX_SQRT(d2);
        out->normal.x = dx / len;
        out->normal.y = dy / len;
    } else {
        out->normal = cbx_contact_circle_aabb2_given(c, b, rel).normal;
    }
    return true;
}

/* Every case the fast path leaves open once the start is separate: the ladder (the
   filter, the exact rungs) and the time computation; input beyond the
   filter's range (not cbx_sweep2_plain) decides exactly and rescales. */
static CBX_HOT_INLINE cbx_sweep2 cbx_sweep2_rest(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b,
                                                 const cbx_sweep_canon *qp, double sx, double sy, bool inline_time) {
    cbx_sweep2 out = {CBX_SWEEP_NONE, 0, {0, 0}, {0, 0}};
    const cbx_sweep_canon q = *qp;
    if (CBX_UNLIKELY(!(q.a + q.b > 0))) {
        CBX_COVER(CBX_COV_NO_MOTION);
        return out; /* no relative motion */
    }
    cbx_hit2 h;
    /* Motion along one axis (a ball falling straight down, rolling along a
       floor onto a corner): the linear rung decides exactly, for any finite
       input, in a few comparisons; the filter would cost more and be
       undecided at a gap of exactly r. */
    const int linear = cbx_sweep2_hit_linear(&q);
    if (linear != CBX_UNDECIDED) CBX_COVER(CBX_COV_LINEAR);
    if (linear == 0) return out;
    /* Plain input has been through the fast path (its callers run it first),
       which returns every certain miss of the AWAY rule. */
    if (CBX_LIKELY(cbx_sweep2_plain(c, v1, v0, b))) {
        bool hit = true;
        if (linear == CBX_UNDECIDED) {
            const cbx_verdict v = cbx_sweep2_hit_fast(&q);
            hit = v.hit;
            if (CBX_UNLIKELY(!v.sure)) {
                CBX_COVER(CBX_COV_FAST_UNSURE);
                hit = cbx_sweep2_hit_exact(q, true);
            }
        }
        if (!hit) return out;
        h = inline_time ? cbx_sweep2_first_hit(&q, &q) : cbx_sweep2_first_hit_call(q);
    } else {
        CBX_COVER(CBX_COV_SCALED);
        /* Certain misses, cheaply (the AWAY rule): the center is beyond the
           grown box on a side it moves away from (or along). fl(x - y) > r
           implies x - y > r exactly, rounding being monotonic and r
           representable. */
        const bool away = (q.lox - q.px > q.r) | (q.loy - q.py > q.r) |
                          (!(q.a > 0) & (q.px - q.hix > q.r)) | (!(q.b > 0) & (q.py - q.hiy > q.r));
        if (away || (linear == CBX_UNDECIDED && !cbx_sweep2_hit_exact(q, false))) return out;
        h = cbx_sweep2_first_hit_scaled(q);
    }
    /* The start is separate here: a contact sooner than the smallest
       positive double (a subnormal gap at a speed near 1) takes that
       time, not 0, which means touching at the start. */
    h.t = cbx_maxd(h.t, DBL_TRUE_MIN);
    return cbx_sweep2_output(&h, sx, sy);
}

/* The fast path found the shapes meeting: a hit, or the start's contact
   or overlap at time 0. */
static inline bool cbx_sweep2_fast_met(int f) {
    return (f == CBX_FAST2_HIT) | (f == CBX_FAST2_TOUCH) | (f == CBX_FAST2_OVERLAP);
}

/* The answer of a verdict f of the fast path or its start stage, the hit
   h in the canonical frame (reflections sx, sy): true with *out set when
   f decided (NONE, or a meeting: HIT, TOUCH, OVERLAP). */
static CBX_HOT_INLINE bool cbx_sweep2_fast_answer(int f, const cbx_hit2 *h, double sx, double sy, cbx_sweep2 *out) {
    if (f == CBX_FAST2_NONE) {
        const cbx_sweep2 none = {CBX_SWEEP_NONE, 0, {0, 0}, {0, 0}};
        *out = none;
        return true;
    }
    if (!cbx_sweep2_fast_met(f)) return false;
    *out = cbx_sweep2_output(h, sx, sy);
    out->type = f == CBX_FAST2_OVERLAP ? CBX_SWEEP_OVERLAP : CBX_SWEEP_CONTACT;
    return true;
}

/* The fast path alone: its verdict (sweep2_fast.inc), with *out set when
   it decided (NONE, or a meeting: HIT, TOUCH, OVERLAP); apart as for
   cbx_sweep2_fast. */
static CBX_HOT_INLINE int cbx_sweep2_try_fast(const cbx_sweep2_in *in, bool apart, cbx_sweep2 *out) {
    double sx, sy;
    const cbx_sweep_canon q = cbx_sweep2_canonical_in(in, &sx, &sy);
    cbx_hit2 h;
    const int f = cbx_sweep2_fast(&q, &h, apart);
    cbx_sweep2_fast_answer(f, &h, sx, sy, out);
    return f;
}

/* The start stage alone (cbx_sweep2_fast_start), for a verdict START1 of
   the fast path: a center moving along one axis or still, within r of
   both slabs. It decides the start touching or overlapping (time 0) and
   a separate start not closing in on the moving axis (NONE: a ball
   beside a tile rolling away from it, or at rest); true with *out set. */
static bool cbx_sweep2_try_start(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b, cbx_sweep2 *out) {
    double sx, sy;
    const cbx_sweep_canon q = cbx_sweep2_canonical(c, v1, v0, b, &sx, &sy);
    cbx_hit2 h;
    const int f = cbx_sweep2_fast_start(q.px, q.py, q.lox, q.loy, q.hix, q.hiy, q.a, q.b, q.r, &h);
    return cbx_sweep2_fast_answer(f, &h, sx, sy, out);
}

/* The cases the fast path leaves open: the start inline (resting data
   ends there; `separate`: the caller knows the start separate), the rest
   out of line, so that the caller's frame stays small; the fast path's few
   registers then stay its own. `inline_time`
   (a constant at each call, the rest being specialized for each):
   the axis-aligned queries inline the time computation into this function
   (measured faster); the oriented box's core, which has the frame
   transforms around it, calls it (measured faster there). */
CBX_NOINLINE static cbx_sweep2 cbx_sweep2_open_separate(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b,
                                                        bool inline_time) {
    double sx, sy;
    const cbx_sweep_canon q = cbx_sweep2_canonical(c, v1, v0, b, &sx, &sy);
    return cbx_sweep2_rest(c, v1, v0, b, &q, sx, sy, inline_time);
}

static CBX_HOT_INLINE cbx_sweep2 cbx_sweep2_open(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b,
                                                 bool inline_time, bool separate) {
    cbx_sweep2 start = {CBX_SWEEP_NONE, 0, {0, 0}, {0, 0}};
    if (!separate && cbx_sweep2_start(c, b, &start)) return start;
    return cbx_sweep2_open_separate(c, v1, v0, b, inline_time);
}

/* The same out of line, for the float queries: they run the double code,
   and a second inlined copy of it in the float pass was compiled with
   branches where this one has none (mispredicted on resting data). */
CBX_NOINLINE static cbx_sweep2 cbx_sweep2_open_call(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b,
                                                    bool separate) {
    return cbx_sweep2_open(c, v1, v0, b, true, separate);
}

/* The core for callers in other files (the oriented box); the axis-aligned
   queries below use the fast path and cbx_sweep2_general. */
cbx_sweep2 cbx_sweep_circle_aabb2_valid(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b, bool plain) {
    cbx_sweep2 out;
    const cbx_sweep2_in in = cbx_sweep2_in_of(c, v1, v0, b);
    const int f = plain ? cbx_sweep2_try_fast(&in, false, &out) : CBX_FAST2_START;
    if ((f == CBX_FAST2_NONE) | cbx_sweep2_fast_met(f)) return out;
    /* UNSURE comes with a start separate on one axis */
    return cbx_sweep2_open(c, v1, v0, b, false, f == CBX_FAST2_UNSURE);
}

#endif /* CBX_IS_DOUBLE */

/* ---- the public queries, both precisions ----------------------------------- */

#if !CBX_IS_DOUBLE
cbx_sweep2f cbx_sweep2_invalidf(void) {
    cbx_sweep2f s = {CBX_SWEEP_INVALID, CBX_NANF, {CBX_NANF, CBX_NANF}, {CBX_NANF, CBX_NANF}};
    return s;
}

/* A double result in float: one rounding each; a time beyond the float range
   becomes the largest float (it is a real contact, just far away). */
cbx_sweep2f cbx_sweep2_to_float(cbx_sweep2 s) {
    cbx_sweep2f o;
    o.type = s.type;
    o.time = s.time < (double)FLT_MAX ? (float)s.time : FLT_MAX;
    o.point.x = cbx_to_floatsat(s.point.x);
    o.point.y = cbx_to_floatsat(s.point.y);
    o.normal.x = (float)s.normal.x;
    o.normal.y = (float)s.normal.y;
    return o;
}
#endif

/* The answer in the caller's precision, the box moved by b_vel * time. */
static CBX_HOT_INLINE SWEEP2 CBX_F(cbx_sweep2_finish)(cbx_sweep2 s, cbx_vec2 bv) {
#if CBX_IS_DOUBLE
    /* cbx_moved as a clamp (min/max, not branches): no term is NaN here */
    s.point.x = cbx_clampd(s.point.x + bv.x * s.time, -DBL_MAX, DBL_MAX);
    s.point.y = cbx_clampd(s.point.y + bv.y * s.time, -DBL_MAX, DBL_MAX);
    return s;
#else
    /* cbx_sweep2_to_float, with the box moved by the time float reports (a
       time below FLT_MIN keeps few bits: so that point and time agree; fuzz
       finding: velocities near FLT_MAX moved it by the unrounded time). The
       saturations are clamps before one rounding: the same values (a double
       beyond FLT_MAX rounds to FLT_MAX or infinity, saturated either way),
       without branches; no term is NaN here. The point's is
       cbx_to_floatsat's form written out: the call compiled 1-4
       instructions longer here (gcc 12, 2026-12-02). */
    double tm = cbx_mind(s.time, (double)FLT_MAX);
    CBX_OPAQUE_REAL(tm); /* else gcc branches to round FLT_MAX as a constant */
    const float t = (float)tm;
    SWEEP2 o;
    o.type = s.type;
    o.time = t;
    double px = cbx_clampd(s.point.x + bv.x * (double)t, -(double)FLT_MAX, (double)FLT_MAX);
    double py = cbx_clampd(s.point.y + bv.y * (double)t, -(double)FLT_MAX, (double)FLT_MAX);
    CBX_OPAQUE_REAL(px);
    CBX_OPAQUE_REAL(py);
    o.point.x = (float)px;
    o.point.y = (float)py;
    o.normal.x = (float)s.normal.x;
    o.normal.y = (float)s.normal.y;
    return o;
#endif
}

#if CBX_IS_DOUBLE
/* A scene whose every number lies below 2^-960 (deep in the subnormals:
   the canonical frame's halvings and the corner's products there round
   absolutely, by the smallest subnormal, and a point entering a face at
   t = 18/5 from units of 2^-1074 was timed 3.618: an independent
   tester's finding, 1 % of such scenes at the lowest exponents). Scaled
   up by 2^1000 the problem is the same, exactly (a power of two, no
   overflow): times and normals do not change, and the box point comes
   back scaled down (rounded there as any subnormal), then moved. Only for
   a start that is separate: a touching or overlapping one carries
   contact()'s normal on the problem as given, bit for bit (false: the
   caller goes on). */
static bool cbx_sweep2_deep(cbx_circle c, cbx_vec2 cv, cbx_aabb2 b, cbx_vec2 bv) {
    const double v[11] = {c.center.x, c.center.y, c.radius, cv.x, cv.y, b.min.x, b.min.y, b.max.x, b.max.y,
                          bv.x, bv.y};
    double m = 0;
    for (int i = 0; i < 11; ++i) m = CBX_FABS(v[i]) > m ? CBX_FABS(v[i]) : m;
    return m > 0 && m < 0x1p-960;
}

static bool cbx_sweep2_deep_scaled(cbx_circle c, cbx_vec2 cv, cbx_aabb2 b, cbx_vec2 bv, cbx_sweep2 *out) {
    const double up = 0x1p1000;
    const cbx_circle cs = {{c.center.x * up, c.center.y * up}, c.radius * up};
    const cbx_aabb2 bs = {{b.min.x * up, b.min.y * up}, {b.max.x * up, b.max.y * up}};
    const cbx_vec2 cvs = {cv.x * up, cv.y * up}, bvs = {bv.x * up, bv.y * up}; /* named: the single header is C++ too */
    cbx_sweep2 s = cbx_sweep2_open(cs, cvs, bvs, bs, true, false); /* the box point, not yet moved */
    if (s.type == CBX_SWEEP_OVERLAP || (s.type == CBX_SWEEP_CONTACT && !(s.time > 0))) return false;
    s.point.x *= 0x1p-1000;
    s.point.y *= 0x1p-1000;
    *out = s;
    return true;
}
#endif

/* Everything the fast path leaves open, out of line and given the
   arguments' addresses, so that the fast path keeps no value alive for it:
   the validators (unless the input is known bounded, hence valid), then
   the start, the ladder and the time computation. */
CBX_NOINLINE static SWEEP2 CBX_F(cbx_sweep2_general)(const CIRCLE *c, const VEC2 *c_vel, const AABB2 *b,
                                                     const VEC2 *b_vel, bool bounded, int fast) {
    const bool separate = fast == CBX_FAST2_UNSURE;
    if (CBX_UNLIKELY(!bounded) &&
        (!CBX_F(cbx_is_valid_circle)(*c) || !CBX_F(cbx_is_valid_aabb2)(*b) ||
         !CBX_F(cbx_is_finite_vec2)(*c_vel) || !CBX_F(cbx_is_finite_vec2)(*b_vel)))
        return CBX_F(cbx_sweep2_invalid)();
    const cbx_circle cd = {{c->center.x, c->center.y}, c->radius};
    const cbx_aabb2 bd = {{b->min.x, b->min.y}, {b->max.x, b->max.y}};
    const cbx_vec2 cv = {c_vel->x, c_vel->y}, bv = {b_vel->x, b_vel->y};
#if CBX_IS_DOUBLE
    cbx_sweep2 deep;
    if (CBX_UNLIKELY(cbx_sweep2_deep(cd, cv, bd, bv)) && cbx_sweep2_deep_scaled(cd, cv, bd, bv, &deep))
        return CBX_F(cbx_sweep2_finish)(deep, bv);
#endif
    cbx_sweep2 rest;
    if (fast == CBX_FAST2_START1 && cbx_sweep2_try_start(cd, cv, bv, bd, &rest))
        return CBX_F(cbx_sweep2_finish)(rest, bv);
#if CBX_IS_DOUBLE
    return CBX_F(cbx_sweep2_finish)(cbx_sweep2_open(cd, cv, bv, bd, true, separate), bv);
#else
    return CBX_F(cbx_sweep2_finish)(cbx_sweep2_open_call(cd, cv, bv, bd, separate), bv);
#endif
}

#if !CBX_IS_DOUBLE
/* A float pair as a double pair: exact (arith/pair.h's
   cbx_pair_of_floats where SSE2 is there). */
#if CBX_PAIRS
static CBX_ALWAYS_INLINE cbx_vec2 cbx_vec2_of_float(cbx_vec2f v) {
    const __m128d d = cbx_pair_of_floats(&v);
    const cbx_vec2 out = {cbx_pair_lo(d), cbx_pair_hi(d)};
    return out;
}
#else
static CBX_ALWAYS_INLINE cbx_vec2 cbx_vec2_of_float(cbx_vec2f v) {
    const cbx_vec2 out = {v.x, v.y};
    return out;
}
#endif
#endif

/* The sweep, forced inline into the public query and into the one the
   casts call (a box standing still). The circle and the box by address:
   they sit in the caller's frame already (a double query's arrive on the
   stack), and passing them by value copies them again. apart: the caller
   has shown the start separate beside a corner by the exact sign (the
   casts), which the fast path's start stage then takes as given. */
static CBX_ALWAYS_INLINE SWEEP2 CBX_F(cbx_sweep2_body)(const CIRCLE *cp, const VEC2 c_vel, const AABB2 *bp,
                                                       const VEC2 b_vel, const VEC2 *c_vel_at,
                                                       const VEC2 *b_vel_at, bool apart) {
    const CIRCLE c = *cp;
    const AABB2 b = *bp;
    /* The velocities by value, and for the general path their addresses
       where the caller has them in memory (c_vel_at, b_vel_at), else those
       of copies, stored on the way there only. The public query's arrive
       in registers: with their own addresses taken they went through a
       store and a reload before the first subtraction (every query 3-5 %
       slower); the casts' lie in memory, and copies of them slowed a cast
       by a fifth. */
    const VEC2 c_velc = c_vel, b_velc = b_vel;
    const VEC2 *c_velp = c_vel_at ? c_vel_at : &c_velc, *b_velp = b_vel_at ? b_vel_at : &b_velc;
    /* Float inputs are exact in double, where the filter's range holds for
       every float: the float query is the double one, rounded once. */
#if CBX_IS_DOUBLE
    const cbx_vec2 bv = b_vel;
    const cbx_sweep2_in in = cbx_sweep2_in_of(c, c_vel, b_vel, b);
#elif CBX_PAIRS
    const cbx_vec2 bv = cbx_vec2_of_float(b_vel);
    cbx_sweep2_in in;
    in.p = cbx_pair_of_floats(&c.center);
    in.v1 = cbx_pair_of_floats(&c_vel);
    in.v0 = cbx_pair_of_floats(&b_vel);
    in.lo = cbx_pair_of_floats(&b.min);
    in.hi = cbx_pair_of_floats(&b.max);
    in.r = c.radius;
#else
    const cbx_circle cd = {cbx_vec2_of_float(c.center), c.radius};
    const cbx_aabb2 bd = {cbx_vec2_of_float(b.min), cbx_vec2_of_float(b.max)};
    const cbx_vec2 cv = cbx_vec2_of_float(c_vel), bv = cbx_vec2_of_float(b_vel);
    const cbx_sweep2_in in = cbx_sweep2_in_of(cd, cv, bv, bd);
#endif
    /* Bounded input is valid: the fast path decides most of it. */
    const bool bounded = cbx_sweep2_bounded(&in);
    if (CBX_LIKELY(bounded)) {
        cbx_sweep2 s;
        const int f = cbx_sweep2_try_fast(&in, apart, &s);
        if (f == CBX_FAST2_NONE) {
            /* the box point needs no move: returned as it is */
            const SWEEP2 none = {CBX_SWEEP_NONE, 0, {0, 0}, {0, 0}};
            return none;
        }
        if (cbx_sweep2_fast_met(f)) return CBX_F(cbx_sweep2_finish)(s, bv);
        /* UNSURE comes with a start separate on one axis */
        return CBX_F(cbx_sweep2_general)(cp, c_velp, bp, b_velp, true, f);
    }
    return CBX_F(cbx_sweep2_general)(cp, c_velp, bp, b_velp, false, CBX_FAST2_START);
}

/* Aligned to 64 bytes, as contact() is (circle_aabb2.c): a change that
   left the float query's instructions as they were (205.9 -> 205.6 a
   query on random data) moved it 624 bytes and made it 1.11x slower
   there, twice in bench/ab (an Intel Xeon guest, 2026-12-05); aligned,
   0.985x. Where it starts decides how its coin-toss branches predict. */
CBX_ALIGN_HOT SWEEP2 CBX_F(cbx_sweep_circle_aabb2)(CIRCLE c, VEC2 c_vel, AABB2 b, VEC2 b_vel) {
    return CBX_F(cbx_sweep2_body)(&c, c_vel, &b, b_vel, NULL, NULL, false);
}

SWEEP2 CBX_F(cbx_sweep_circle_aabb2_local)(const CIRCLE *c, const VEC2 *vel, const AABB2 *b) {
    static const VEC2 still = {0, 0};
    return CBX_F(cbx_sweep2_body)(c, *vel, b, still, vel, &still, false);
}

/* The same for a start the caller has shown separate beside a corner
   (internal.h). */
SWEEP2 CBX_F(cbx_sweep_circle_aabb2_local_apart)(const CIRCLE *c, const VEC2 *vel, const AABB2 *b) {
    static const VEC2 still = {0, 0};
    return CBX_F(cbx_sweep2_body)(c, *vel, b, still, vel, &still, true);
}

#endif
