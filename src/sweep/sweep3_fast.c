/* SPDX-License-Identifier: MIT */
/* The fast path of the moving sphere against an axis-aligned box: the cases
   that a slab test on the grown box [lo - r, hi + r] settles, decided exactly
   in a few roundings, before the static relation and the walk of
   sweep3_core.c (which remain the answer wherever this file says "undecided").

   Relative to the box the center moves on c + v t, v = sv - bv. Per axis,
   g_i is the gap from the center to the slab [lo_i, hi_i] on the side where
   the center lies (side_i = -1 below lo, +1 above hi, 0 within the slab).

   ONE-DIMENSIONAL DECISIONS, EXACT. sign(g_i - r) needs no square: g~ =
   fl(c_i - e_i) is monotone in the exact difference, so g~ > r implies
   g > r and g~ < r implies g < r; on g~ = r, TwoDiff's error term (exact)
   gives the sign. The sign of v_i is that of fl(sv_i - bv_i) (a difference
   rounds to 0 only when it is 0).
   - An axis with g_i > r on which the center does not approach the slab
     keeps the sphere away for ever: NONE.
   - An axis with g_i = r exactly and v_i = 0 (a ball rolling or resting on a
     face's plane at exactly r): the distance to the box is
     sqrt(r^2 + dist2(p(t), face)^2), p the center's projection on the face's
     plane, so the sphere touches exactly while p is in the closed face
     rectangle: a 2D point entering a rectangle, decided by the signs of
     one coordinate's offsets (exact comparisons) when only one of the
     other axes moves, by a filtered comparison of two slab times otherwise
     (exact, as an expansion, when the filter cannot tell them apart).
     g_i = r and moving away: touching at time 0 when p(0) is in the face,
     else NONE. With p(0) in the face the sphere touches at time 0,
     whatever the velocity: CONTACT at 0, normal out of the face (what the
     static relation and contact() give there).

   FACE HIT. Otherwise, for every axis with g_i > r (all approaching) the
   sphere cannot touch before T_i = (g_i - r) / |v_i|. At the largest, T, if
   the center's other coordinates are certainly within their slabs, the
   nearest box point is on face i at distance exactly r: the first contact
   is T (and no earlier, as the distance exceeds g_i(t) > r before).

   NOT SEPARATE. Within r of every slab the exact sign of the squared
   distance is known (below r inside the box or over a face, dist2_sign
   off an edge or a corner): returned for the static answer (internal.h).

   GROWN-BOX MISS. The sphere touches the box only at times where every
   coordinate is within r of its slab, t in [a_j, b_j] for each moving axis
   j; a certain max a_j > min b_j is NONE.

   ERROR BOUNDS: the times' and coordinates' bounds are derived in
   sweep_fast.h (shared with the circle's fast path); inputs here have every
   magnitude at most 2^300, so that nothing overflows before a division.

   LAYOUT. This file holds the helpers every stage uses, then includes the
   stages in the order they call one another (one translation unit, every
   function static), then the rest of the screen (after the head of
   sweep3_head.h, which the caller forms and acts on) and the entry points:
     sweep3_fast_feature.inc  an edge or corner met: certified root or miss
     sweep3_fast_graze.inc    an edge grazed: exact discriminant and slope
     sweep3_fast_entry.inc    a separate start: the grown box's entry, the
                              face hit, the entry region's feature
     sweep3_fast_start.inc    the start per axis, ties at r, tight and clear
                              starts, the exact roots as a last resort */
#include "arith/dist2_sign.h"
#include "arith/eft.h"
#include "arith/pair.h"
#include "internal.h"
#include "arith/real.h"
#include "sweep/sweep_fast.h"
#include "sweep/sweep3_head.h"

static inline double cbx_fast_max(double a, double b) { return a > b ? a : b; }

/* The nearest point of [lo, hi] to x (a selection: exact). The hot paths
   (cbx_fast_contact, cbx_fast_contact_axis, cbx_fast_nearest) keep
   the expression written out: through this helper gcc 12 compiled them
   into 4 to 16 more instructions a query on bench_3d's paths. */
static inline double cbx_fast_clamp(double x, double lo, double hi) { return x < lo ? lo : (x > hi ? hi : x); }
/* x = 0 (a NaN counts as 0; callers pass finite values): the two
   comparisons joined without a branch, as the sign of a random velocity is
   unpredictable. */
static inline bool cbx_fast_zero(double x) { return !((x > 0) | (x < 0)); }
/* e = 0 exactly (a NaN is not). */
static inline bool cbx_fast_exact(double e) { return (e >= 0) & (e <= 0); }

/* Axis j's slab entry and exit times (the slab widened by w each side:
   0 for the face's own slab, r for the grown box), for v~_j != 0. */
static inline void cbx_fast_slab(double c, double lo, double hi, double v, double w, cbx_fast_time *in,
                          cbx_fast_time *out) {
    const double inv = 1.0 / CBX_FABS(v);
    const double dl = v > 0 ? lo - c : c - hi, dh = v > 0 ? hi - c : c - lo;
    *in = cbx_fast_time_make(dl, w, inv);
    *out = cbx_fast_time_make(dh, -w, inv);
}

/* A squared distance d2 (rounded) within 2^-40 of r2 = fl(r^2): a start a
   few roundings off an edge's or a corner's tangency, which the fast path
   decides by the distance's slope and a contact within a sliver
   (cbx_fast_tight_start) rather than by its features' quadratics. Only
   chooses an order; every rule after it certifies its own answer. */
static inline bool cbx_fast_near_r(double d2, double r2) {
    return CBX_FABS(d2 - r2) <= 0x1p-40 * (d2 + r2);
}

/* The box point nearest c, clamped axis by axis (the expression written
   out, as cbx_fast_clamp's comment says why). */
static CBX_ALWAYS_INLINE void cbx_fast_nearest(const double c[3], const double lo[3], const double hi[3],
                                               double q[3]) {
    CBX_UNROLL_AXES
    for (int i = 0; i < 3; ++i) q[i] = c[i] < lo[i] ? lo[i] : (c[i] > hi[i] ? hi[i] : c[i]);
}

/* The offsets d = c - q, how many are nonzero (*differ) and fl(|d|^2)
   summed in axis order: the one sum that both the exact sign's filter and
   the tight test read, so that a caller who gives the sign
   (cbx_sweep3_fast_apart) takes the same order as one who forms it. */
static CBX_ALWAYS_INLINE double cbx_fast_offsets(const double c[3], const double q[3], double d[3], int *differ) {
    double d2 = 0;
    *differ = 0;
    CBX_UNROLL_AXES
    for (int i = 0; i < 3; ++i) {
        d[i] = c[i] - q[i];
        d2 += d[i] * d[i];
        *differ += !cbx_fast_zero(d[i]);
    }
    return d2;
}

/* cbx_fast_near_r for the center c and the box point q nearest it. */
static inline bool cbx_fast_tight(const double c[3], const double q[3], double r) {
    double d[3];
    int differ;
    return cbx_fast_near_r(cbx_fast_offsets(c, q, d, &differ), r * r);
}

/* sign(|c - q|^2 - r^2) exactly: the static queries' filter first
   (cbx_dist2_filter in arith/predicates.inc, whose proof this bound is, in
   double; magnitudes here are at most 2^300, so nothing overflows), then
   the ladder of dist2_sign.h: beside an edge or a corner (two offsets or
   more nonzero) its certificate on the filter's own differences, else the
   whole ladder. A start near an edge but not on it (1e-12 r off) takes the
   filter alone; a ball resting on an edge pays the filter (about 20
   instructions) and then a certificate cheaper than the ladder's first
   rung, which also tests for a face; neither pays for the expansion
   (bench_3d sweep, instructions: near tangency -9 %, resting on edges and
   corners -8 %; the filter came after the first rung until 2026-12-01).
   *tight: the start within 2^-40 of tangency (cbx_fast_near_r). */
static CBX_ALWAYS_INLINE int cbx_fast_dist2_sign(const double c[3], const double q[3], double r,
                                                 bool *tight) {
    double d[3];
    int differ;
    const double d2 = cbx_fast_offsets(c, q, d, &differ);
    const double r2 = r * r, diff = d2 - r2;
    *tight = cbx_fast_near_r(d2, r2);
    if (CBX_FABS(diff) > 4 * DBL_EPSILON * (d2 + r2) + DBL_MIN) return diff > 0 ? 1 : -1;
    if (differ >= 2) return cbx_dist2_sign_beside(c, q, d, d2, 3, r);
    return cbx_dist2_sign(c, q, 3, r);
}

/* A start that is not separate: the static relation decides (sign: that
   of the squared distance to the box minus r^2, 0 or -1; internal.h). */
static cbx_sweep3_local cbx_fast_static(int sign) {
    cbx_sweep3_local l = {CBX_SWEEP_OVERLAP, (double)sign, {0, 0, 0}, {0, 0, 0}, 0};
    return l;
}

/* Contact at time t with the face on axis i (side s), written to *out:
   the point is the center moved to t, on the face's plane, clamped to the
   face (it is inside it up to rounding); the normal points out of the
   face. Written in place: returned as a struct, it was built on the stack
   and copied to *out (about 45 instructions of the 500 a 3D sweep that
   starts touching a floor takes). */
static void cbx_fast_contact(const double c[3], const double lo[3], const double hi[3], const double v[3], double t,
                             int i, int s, cbx_sweep3_local *out) {
    out->type = CBX_SWEEP_CONTACT;
    out->time = t;
    out->face = 1;
    CBX_UNROLL_AXES
    for (int j = 0; j < 3; ++j) {
        const double x = c[j] + v[j] * t;
        out->q[j] = j == i ? (s < 0 ? lo[j] : hi[j]) : (x < lo[j] ? lo[j] : (x > hi[j] ? hi[j] : x));
        out->normal[j] = j == i ? (double)s : 0.0;
    }
}

/* A coordinate at time T >= 0 (bound dT) certainly within its closed slab:
   beyond a margin from each bound, or, for a bound it does not move toward
   (both when v = 0), exactly when c is within it (x(T) is then farther). */
static inline bool cbx_fast_inside_closed(double c, double lo, double hi, double v, double T, double dT) {
    const double x = c + v * T;
    const double m = 2 * (cbx_fast_coord_err(x, v, T, dT) + CBX_FAST_U * (CBX_FABS(lo) + CBX_FABS(hi)));
    return ((v >= 0 && c >= lo) || x - lo > m) && ((v <= 0 && c <= hi) || hi - x > m);
}

/* The center's side of each slab (-1 below lo, +1 above hi, 0 within):
   side itself where the caller has it, else computed into buf (the start
   beyond r on an axis skips the per-axis sides; the rare stages that need
   them form them here). */
static const int *cbx_fast_sides(const double c[3], const double lo[3], const double hi[3], const int *side,
                                 int buf[3]) {
    if (side) return side;
    CBX_UNROLL_AXES
    for (int i = 0; i < 3; ++i) buf[i] = (c[i] > hi[i]) - (c[i] < lo[i]);
    return buf;
}

/* Certainly f'(0) >= 0, f(t) the squared distance from the center to the
   box: f'(0)/2 = sum over the axes outside their slab of (c_i - e_i) v_i,
   0 exactly when none of them moves. Each d~ = fl(c_i - e_i) is within
   u |d|, each product rounds once, the sum of three twice: within
   4u sum |d~ v_i| (+ underflow), here doubled. */
static bool cbx_fast_receding(const double c[3], const double lo[3], const double hi[3], const double v[3],
                              const int side[3]) {
    double s = 0, m = 0;
    bool still = true;
    CBX_UNROLL_AXES
    for (int i = 0; i < 3; ++i) {
        const double d = side[i] ? c[i] - (side[i] < 0 ? lo[i] : hi[i]) : 0.0;
        s += d * v[i];
        m += CBX_FABS(d * v[i]);
        still &= side[i] == 0 || cbx_fast_zero(v[i]);
    }
    return still || s > 8 * CBX_FAST_U * m + CBX_FAST_TINY;
}

/* The receding test for a start whose sides are not formed yet; out of
   line, so that the fast path's registers stay its own. */
static CBX_NEVER_INLINE bool cbx_fast_receding_start(const double c[3], const double lo[3], const double hi[3],
                                                     const double v[3]) {
    int buf[3];
    return cbx_fast_receding(c, lo, hi, v, cbx_fast_sides(c, lo, hi, NULL, buf));
}

/* The order of two slab times t1 = (b1 - c1) / v1 and t2 = (b2 - c2) / v2,
   v = sv - bv (neither 0), exactly: sign(t1 - t2) is that of
   (b1 - c1) v2 - (b2 - c2) v1 times those of v1 and v2, the sum of the
   eight products of the four differences' TwoDiff components, as an
   expansion (eft.h). 2 (undecided) outside the expansions' window, where
   every input must lie for no error term to underflow (degree 2). */
static int cbx_fast_time_order(double b1, double c1, double sv1, double bv1, double b2, double c2, double sv2,
                               double bv2) {
    const double in[8] = {b1, c1, sv1, bv1, b2, c2, sv2, bv2};
    for (int k = 0; k < 8; ++k) {
        if (!cbx_eft_safe(in[k])) return 2;
    }
    double d1[2], d2[2], w1[2], w2[2], e[CBX_EXP_MAX];
    d1[1] = cbx_two_diff(b1, c1, &d1[0]);
    d2[1] = cbx_two_diff(b2, c2, &d2[0]);
    w1[1] = cbx_two_diff(sv1, bv1, &w1[0]);
    w2[1] = cbx_two_diff(sv2, bv2, &w2[0]);
    int n = 0;
    CBX_UNROLL_AXES
    for (int k = 0; k < 2; ++k) {
        CBX_UNROLL_AXES
        for (int m = 0; m < 2; ++m) {
            n = cbx_exp_add_prod(e, n, d1[k], w2[m]);
            n = cbx_exp_add_prod(e, n, -d2[k], w1[m]);
        }
    }
    const int s1 = w1[1] > 0 ? 1 : -1, s2 = w2[1] > 0 ? 1 : -1;
    return cbx_exp_sign(e, n) * s1 * s2;
}

/* The sphere at g_i = r exactly with v_i = 0: its center's projection
   entering face i's rectangle (axes j, k). side and v are per axis. */
static CBX_ALWAYS_INLINE bool cbx_fast_slide(const double c[3], const double lo[3], const double hi[3],
                                             const double v[3], const double sv[3], const double bv[3],
                                             const int side[3], int i, cbx_sweep3_local *out) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    int ax[2] = {j, k}, moving = 0;
    CBX_UNROLL_AXES
    for (int n = 0; n < 2; ++n) {
        const int a = ax[n];
        const bool still = cbx_fast_zero(v[a]);
        /* outside the slab and not approaching it: never in the rectangle */
        if (side[a] != 0 && (still || v[a] * side[a] > 0)) {
            *out = cbx_fast_none();
            return true;
        }
        moving += !still;
    }
    /* One moving axis m, the other static inside its slab: the entry time of m. */
    if (moving == 1) {
        const int m = cbx_fast_zero(v[j]) ? k : j;
        if (side[m] == 0) return false; /* within both slabs now: touching at 0 */
        const double e = side[m] < 0 ? lo[m] : hi[m];
        const double t = (e - c[m]) / v[m];
        if (!(t > 0 && t <= DBL_MAX)) return false; /* a positive time never rounds to 0 */
        cbx_fast_contact(c, lo, hi, v, t, i, side[i], out);
        out->q[m] = e;
        return true;
    }
    /* Both move: the rectangle is met iff max entry <= min exit (equal:
       the projection passes through a corner of the face, a graze). */
    cbx_fast_time in[2], ex[2];
    CBX_UNROLL_AXES
    for (int n = 0; n < 2; ++n) cbx_fast_slab(c[ax[n]], lo[ax[n]], hi[ax[n]], v[ax[n]], 0.0, &in[n], &ex[n]);
    CBX_UNROLL_AXES
    for (int n = 0; n < 2; ++n) {
        const int p = ax[n], q = ax[1 - n];
        if (cbx_fast_before(in[n], ex[1 - n])) continue;
        int o = cbx_fast_before(ex[1 - n], in[n]) ? 1 : 2;
        if (o == 2) {
            /* within rounding of each other (grid data, a ball rolling
               toward a tile's corner): the exact order */
            const double bp = v[p] > 0 ? lo[p] : hi[p], bq = v[q] > 0 ? hi[q] : lo[q];
            o = cbx_fast_time_order(bp, c[p], sv[p], bv[p], bq, c[q], sv[q], bv[q]);
        }
        if (o == 2) return false;
        if (o > 0) {
            *out = cbx_fast_none();
            return true;
        }
    }
    const int n = in[0].t > in[1].t ? 0 : 1;
    if (side[ax[n]] == 0) return false; /* the later entry is in the past: touching at 0 */
    const int m = ax[n];
    const double e = side[m] < 0 ? lo[m] : hi[m];
    const double t = (e - c[m]) / v[m];
    if (!(t > 0 && t <= DBL_MAX)) return false;
    cbx_fast_contact(c, lo, hi, v, t, i, side[i], out);
    out->q[m] = e;
    return true;
}

/* The axis L when it is the only one whose gap is above r and the center
   lies within the other two slabs (closed), else -1, from the screen's
   bits (far_axes: gaps above r; in_axes: within the slab; x in bit 0): a
   ball above a floor falling onto it, whose face hit cbx_fast_face_first
   tries first (on the 3D game trace 82 % of the face hits, and 0.6 % of
   the edge hits). A table of the three patterns: the tests written out
   cost random paths 11 instructions a query, and as branches 0.4
   mispredictions (4 % of their time). */
static inline int cbx_fast_face_axis(int far_axes, int in_axes) {
    /* index far | in << 3; entries 49 (x), 42 (y), 28 (z); written out, as
       the single header compiles as C++ too */
    static const unsigned char face_plus_one[64] = {
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0,
        0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    return face_plus_one[(far_axes | in_axes << 3) & 63] - 1;
}

#include "sweep/sweep3_fast_feature.inc"
#include "sweep/sweep3_fast_graze.inc"
#include "sweep/sweep3_fast_entry.inc"
#include "sweep/sweep3_fast_start.inc"

/* The rest of the first pass over the input, after the head
   (sweep3_head.h), on its v:
   - far: a gap (the larger of lo - c and c - hi, as rounded) above r;
   - even: a gap that rounds to exactly r (settled with the ties,
     cbx_fast_ties);
   - near: an axis outside its slab within r of it (0 < gap <= r) and
     moving away: a start beyond r that recedes from the box has one (an
     axis beyond r not approaching is sep; one within its slab adds
     nothing to the distance's slope), so the receding test runs first
     where it is set (cbx_fast_receding_start). A still axis is left out:
     with it the test ran on more starts than it decided (grid paths +9
     instructions).
   - far_axes, in_axes: the axes whose gap is above r, and those whose
     slab (closed) holds the center (fl(g) <= 0 says g <= 0), as bits, x
     in bit 0: one far axis with the center in the other two slabs names
     the face cbx_fast_face_first tries (cbx_fast_face_axis). */
typedef struct cbx_fast_screen {
    bool far, even, near;
    int far_axes, in_axes;
} cbx_fast_screen;

#if CBX_PAIRS
/* x and y as a pair and z alone in the low lane of another (its high lane
   0, masked off below), every test lane by lane as the scalar form below
   writes it: the comparisons are the same, and _mm_max_pd(a, b) is a > b ?
   a : b (b when either is NaN) as cbx_fast_max is. */
static CBX_ALWAYS_INLINE cbx_fast_screen cbx_fast_screen_of(const double c[3], double r, const double lo[3],
                                                           const double hi[3], const double v[3]) {
    const __m128d cp = cbx_pair_load(c, c + 1), cz = _mm_load_sd(c + 2);
    const __m128d lp = cbx_pair_load(lo, lo + 1), lz = _mm_load_sd(lo + 2);
    const __m128d hp = cbx_pair_load(hi, hi + 1), hz = _mm_load_sd(hi + 2);
    const __m128d vp = cbx_pair_load(v, v + 1), vz = _mm_load_sd(v + 2);
    const __m128d rr = _mm_set1_pd(r), zero = _mm_setzero_pd();
    const __m128d dlp = _mm_sub_pd(lp, cp), dhp = _mm_sub_pd(cp, hp), gp = _mm_max_pd(dlp, dhp);
    const __m128d dlz = _mm_sub_pd(lz, cz), dhz = _mm_sub_pd(cz, hz), gz = _mm_max_pd(dlz, dhz);
    const __m128d gtp = _mm_cmpgt_pd(gp, rr), gtz = _mm_cmpgt_pd(gz, rr);
    const __m128d evp = _mm_xor_pd(_mm_cmpge_pd(gp, rr), gtp), evz = _mm_xor_pd(_mm_cmpge_pd(gz, rr), gtz);
    const int far = _mm_movemask_pd(gtp) | ((_mm_movemask_pd(gtz) & 1) << 2);
    const int in = _mm_movemask_pd(_mm_cmple_pd(gp, zero)) | ((_mm_movemask_pd(_mm_cmple_pd(gz, zero)) & 1) << 2);
    const int even = _mm_movemask_pd(evp) | (_mm_movemask_pd(evz) & 1);
    /* outside a slab (g > 0) within r of it (not g > r), moving away: v
       of the sign of c - hi there (above hi: c - hi > 0; below lo: c - hi
       < 0), so (c - hi) v > 0 (z's high lane: 0 > 0 false) */
    const __m128d awp = _mm_and_pd(_mm_cmpgt_pd(_mm_mul_pd(dhp, vp), zero), _mm_cmpgt_pd(gp, zero));
    const __m128d awz = _mm_and_pd(_mm_cmpgt_pd(_mm_mul_pd(dhz, vz), zero), _mm_cmpgt_pd(gz, zero));
    const int near = _mm_movemask_pd(_mm_andnot_pd(gtp, awp)) | (_mm_movemask_pd(_mm_andnot_pd(gtz, awz)) & 1);
    cbx_fast_screen s;
    s.far = far != 0;
    s.even = even != 0;
    s.near = near != 0;
    s.far_axes = far;
    s.in_axes = in;
    return s;
}
#else
static inline cbx_fast_screen cbx_fast_screen_of(const double c[3], double r, const double lo[3],
                                                 const double hi[3], const double v[3]) {
    bool far = false, even = false, near = false;
    int far_axes = 0, in_axes = 0;
    CBX_UNROLL_AXES
    for (int i = 0; i < 3; ++i) {
        const double dl = lo[i] - c[i], dh = c[i] - hi[i], g = cbx_fast_max(dl, dh);
        const bool gt = g > r;
        far |= gt;
        far_axes |= gt << i;
        in_axes |= (g <= 0) << i;
        even |= (g >= r) ^ gt; /* g = r */
        near |= (dh * v[i] > 0) & (g > 0) & (g <= r);
    }
    cbx_fast_screen s;
    s.far = far;
    s.even = even;
    s.near = near;
    s.far_axes = far_axes;
    s.in_axes = in_axes;
    return s;
}
#endif

/* The rules for a start separate at time 0 once the per-axis sides and
   signs are formed: a start a few roundings off an edge or a corner
   (tight), then the slab times and features, the receding test, and what
   is tried last. `beside`: the start lies beyond the box's slab on two
   or three axes (within r of every slab here), where the receding test
   comes first instead (below). */
static CBX_ALWAYS_INLINE bool cbx_fast_apart(const double c[3], double r, const double lo[3],
                                             const double hi[3], const double sv[3],
                                             const double bv[3], const double v[3],
                                             const int side[3], const int cmp[3], bool tight, bool beside,
                                             cbx_sweep3_local *out) {
    /* The squared distance to the box, convex, not falling at time 0,
       never falls: NONE. Beside an edge or a corner (a ball resting on a
       floor of tiles, rolling away from the next tile's corner: a third of
       the 3D game trace's starts there) it is tested first, where the slab
       times and the features cost about 700 instructions to find the same
       NONE; elsewhere last, as every certificate below stands on its own:
       on random data it decides almost nothing that the slab test leaves
       open. The test is made once either way. */
    const bool receding = beside && cbx_fast_receding(c, lo, hi, v, side);
    if (receding) {
        *out = cbx_fast_none();
        return true;
    }
    if (tight && cbx_fast_tight_start(c, r, lo, hi, v, side, out)) return true;
    if (cbx_fast_separate_start(c, r, lo, hi, sv, bv, v, side, cmp, out)) return true;
    if (!beside && cbx_fast_receding(c, lo, hi, v, side)) {
        *out = cbx_fast_none();
        return true;
    }
    return cbx_fast_last_resort(c, r, lo, hi, sv, bv, v, out);
}

/* The fast path's body; apart (a constant in each of its two functions
   below): the caller has shown the start separate beside an edge or a
   corner by the exact sign (the casts, which decide it before they ask
   the sweep). Within r of every slab and off two or three of them, that
   sign is the one cbx_fast_within_slabs would form, so the rules after
   it run on it as given, with the same answer (the same tight test, on
   the same rounded squared distance); every other rule is the same. The
   chain body -> cbx_sweep3_fast -> body is no recursion: only the apart
   instance calls cbx_sweep3_fast, whose body never does. */
/* NOLINTNEXTLINE(misc-no-recursion) */
static CBX_ALWAYS_INLINE bool cbx_sweep3_fast_body(const double c[3], double r, const double lo[3],
                                                   const double hi[3], const double sv[3], const double bv[3],
                                                   const double v[3], bool apart, cbx_sweep3_local *out) {
    /* Validity and a clear miss were the caller's (the head); a gap that
       rounds to exactly r is settled with the ties. */
    const cbx_fast_screen scr = cbx_fast_screen_of(c, r, lo, hi, v);
    const bool far = scr.far, even = scr.even;
    if (far && !even) {
        /* not the casts' apart starts (within r of every slab): the
           general function, so that the rules here stay in one copy */
        if (apart) return cbx_sweep3_fast(c, r, lo, hi, sv, bv, v, out);
        /* before the clear start's receding test for `near` starts: with
           a face axis no axis lies outside its slab within r of it, so
           `near` is never set here */
        const int face = cbx_fast_face_axis(scr.far_axes, scr.in_axes);
        if (face >= 0 && cbx_fast_face_first(c, r, lo, hi, sv, bv, v, face, out)) return true;
        if (cbx_fast_clear_start(c, r, lo, hi, sv, bv, v, scr.near, out)) return true;
        return cbx_fast_last_resort(c, r, lo, hi, sv, bv, v, out);
    }
    int side[3], cmp[3], at_r = 0, beyond = far;
    const int outside = cbx_fast_sides_of(c, r, lo, hi, side, cmp);
    if (even && cbx_fast_ties(c, r, lo, hi, v, side, cmp, &at_r, &beyond)) {
        *out = cbx_fast_none();
        return true;
    }
    if (at_r) {
        const int d = cbx_fast_at_r(c, lo, hi, v, sv, bv, side, cmp, out);
        if (d >= 0) return d;
    }
    /* Separate at the start (an axis beyond r, one at r and another
       outside its slab, or the sign within_slabs forms or the caller
       gave). */
    bool tight = false;
    if (!beyond && !(at_r && outside >= 2)) {
        if (apart && outside >= 2) {
            double q[3];
            cbx_fast_nearest(c, lo, hi, q);
            tight = cbx_fast_tight(c, q, r);
        } else if (cbx_fast_within_slabs(c, r, lo, hi, outside, &tight, out)) {
            return true;
        }
    }
    return cbx_fast_apart(c, r, lo, hi, sv, bv, v, side, cmp, tight, outside >= 2, out);
}

/* NOLINTNEXTLINE(misc-no-recursion) */
bool cbx_sweep3_fast(const double c[3], double r, const double lo[3], const double hi[3], const double sv[3],
                     const double bv[3], const double v[3], cbx_sweep3_local *out) {
    return cbx_sweep3_fast_body(c, r, lo, hi, sv, bv, v, false, out);
}

bool cbx_sweep3_fast_apart(const double c[3], double r, const double lo[3], const double hi[3], const double sv[3],
                           const double bv[3], const double v[3], cbx_sweep3_local *out) {
    return cbx_sweep3_fast_body(c, r, lo, hi, sv, bv, v, true, out);
}
