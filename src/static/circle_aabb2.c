/* SPDX-License-Identifier: MIT */
/* Circle against axis-aligned rectangle, standing still: overlap, relate, contact.

   The circle meets the box exactly when the box's point nearest the center,
   found by clamping the center into the box, lies within the radius. The
   clamp is exact; the squared distance is not, so a floating-point filter
   with a proven bound (predicates.inc) decides nearly every call and exact
   arithmetic (exact.c) decides the rest. */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "static/circle_aabb2.c"
#include "template.h"
#else

#include "internal.h"
#include "arith/predicates.inc"
#include "arith/pair.h"
#include "arith/to_float.h"
#define CBX_CIRCLE2_PAIRS (CBX_IS_DOUBLE && CBX_PAIRS) /* overlap() and contact() on coordinate pairs (float overlap() widens onto them) */

/* The problem as coordinate arrays, for the shared helpers of predicates.inc. */
typedef struct CBX_F(cbx_arrays2) {
    cbx_real p[2], lo[2], hi[2];
} CBX_F(cbx_arrays2);

static inline CBX_F(cbx_arrays2) CBX_F(cbx_arrays2_make)(CIRCLE c, AABB2 b) {
    CBX_F(cbx_arrays2) a = {{c.center.x, c.center.y}, {b.min.x, b.min.y}, {b.max.x, b.max.y}};
    return a;
}

/* The exact decision, taken when neither the filter nor the face and grid
   rungs decide, or the input may be bad (the full screen, then the whole
   ladder: dist2_sign.h). */
static CBX_RUNG_NOINLINE cbx_relation CBX_F(cbx_relate_circle_aabb2_slow)(CIRCLE c, AABB2 b) {
    const CBX_F(cbx_arrays2) a = CBX_F(cbx_arrays2_make)(c, b);
    if (!CBX_F(cbx_box_valid)(a.p, c.radius, a.lo, a.hi, 2)) return CBX_INVALID;
    return CBX_F(cbx_box_relate_exact)(a.p, c.radius, a.lo, a.hi, 2);
}

/* overlap()'s answer from the exact decision. Returning the bool (not the
   relation) lets overlap() end in a jump to it with its own arguments, so
   that its fast path needs no stack frame. */
static CBX_RUNG_NOINLINE bool CBX_F(cbx_overlap_circle_aabb2_slow)(CIRCLE c, AABB2 b) {
    return CBX_F(cbx_relate_circle_aabb2_slow)(c, b) > CBX_SEPARATE;
}

/* The same for a screened input that the face and short rungs could not
   decide: the rest of the ladder (cbx_box_value_after). */
static CBX_RUNG_NOINLINE cbx_relation CBX_F(cbx_relate_circle_aabb2_after)(CIRCLE c, AABB2 b) {
    const CBX_F(cbx_arrays2) a = CBX_F(cbx_arrays2_make)(c, b);
    return cbx_classify_value(CBX_F(cbx_box_value_after)(a.p, c.radius, a.lo, a.hi, 2),
                               CBX_F(cbx_box_flat)(c.radius, a.lo, a.hi, 2));
}
/* relate()'s way out of its pair path, one call for both (two made the
   fast path keep more registers: faces 6 % slower). */
static CBX_RUNG_NOINLINE cbx_relation CBX_F(cbx_relate_circle_aabb2_undecided)(CIRCLE c, AABB2 b, bool screened) {
    return screened ? CBX_F(cbx_relate_circle_aabb2_after)(c, b) : CBX_F(cbx_relate_circle_aabb2_slow)(c, b);
}
static CBX_RUNG_NOINLINE bool CBX_F(cbx_overlap_circle_aabb2_after)(CIRCLE c, AABB2 b) {
    const CBX_F(cbx_arrays2) a = CBX_F(cbx_arrays2_make)(c, b);
    return CBX_F(cbx_box_value_after)(a.p, c.radius, a.lo, a.hi, 2) <= 0;
}

#if CBX_CIRCLE2_PAIRS
/* overlap()'s way out of its fast path with the seven numbers as
   scalars, in registers, so that the fast path below can end in a jump
   here with no stack frame: the rest of the ladder for a screened input,
   else the exact decision. (One call for both: two made the fast path
   keep more registers, faces 7 % slower.) */
static CBX_RUNG_NOINLINE bool cbx_overlap_circle_aabb2_exact(double px, double py, double r, double lx, double ly,
                                                            double hx, double hy, bool screened) {
    const cbx_circle c = {{px, py}, r};
    const cbx_aabb2 b = {{lx, ly}, {hx, hy}};
    return screened ? cbx_overlap_circle_aabb2_after(c, b) : cbx_overlap_circle_aabb2_slow(c, b);
}

/* cbx_box_rungs_value (arith/predicates.inc) for a circle, on pairs: the
   center p, its clamp q and d = fl(p - q) side by side. The same TwoDiff
   errors, lane by lane, and the same rungs: a face (one axis differs) by
   cbx_gap_value_of, a center inside by -r, a corner by the short
   certificate (cbx_dist2_short2: its tests of the bits, the errors and the
   squares' floor done on both lanes at once; `valid` says the filter's
   d2 = fl(dx^2 + dy^2) is finite, its last condition), else by the
   compensated stage (cbx_dist2_sum2_value). A lane that
   "differs" is one with d != 0; a NaN there only arises for invalid input,
   which every branch turns away (`valid`).
   The decision comes as a double z whose sign it is (the rung's last
   rounded value) and *ok, that a rung certified it: the callers map the
   sign onto their answer with a compare or two of z, where a sign -1, 0,
   +1 and a classification cost a dozen instructions more (corners: relate
   157 -> 149). The corner's sum of squares is formed again from the
   squares rather than taken from the filter: with d2 passed in, gcc kept
   it in memory on the filter's path (relatef on random data 0.5 ns
   slower). */
static inline double cbx_box_near_value_pair(__m128d p, __m128d q, __m128d d, double r, bool valid, bool *ok) {
    const __m128d err = cbx_pair_diff_error(p, q, d);
    const int differ = _mm_movemask_pd(_mm_cmpneq_pd(d, _mm_setzero_pd()));
    if (differ == 3) { /* cbx_dist2_short2, its bit and window tests on both lanes at once */
        const __m128d dd = _mm_mul_pd(d, d);
        const __m128d low = _mm_and_pd(_mm_or_pd(d, _mm_set1_pd(r)), _mm_castsi128_pd(_mm_set1_epi64x(0x7ffffff)));
        const __m128d tiny = _mm_cmplt_pd(dd, _mm_set1_pd(0x1p-1000)); /* NaN: d is finite here */
        const __m128i off = _mm_castpd_si128(_mm_or_pd(_mm_or_pd(low, err), tiny)); /* every bit 0 to pass */
        const double sx = cbx_pair_lo(dd), sy = cbx_pair_hi(dd);
        if (_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(off, _mm_setzero_si128()))) == 15) {
            *ok = valid;
            return cbx_dist2_short2_value(sx, sy, sx + sy, r * r);
        }
        /* off the grid: the compensated stage, which decides pairs a few
           ulps off a corner (cbx_dist2_sum2_value: no branch on them) */
        const double pv[2] = {cbx_pair_lo(p), cbx_pair_hi(p)}, qv[2] = {cbx_pair_lo(q), cbx_pair_hi(q)};
        bool sure;
        const double res = cbx_dist2_sum2_value(pv, qv, 2, r, &sure);
        *ok = valid & sure;
        return res;
    }
    *ok = valid;
    if (!valid) return 0; /* by a branch: cbx_box_rungs_value says why */
    const __m128d sums = _mm_add_pd(_mm_unpacklo_pd(d, err), _mm_unpackhi_pd(d, err)); /* x, e */
    return differ ? cbx_gap_value_of(cbx_pair_lo(sums), cbx_pair_hi(sums), r) : -r;
}

/* The numbers of overlap()'s certificate on coordinate pairs (as contact()
   below): one clamp, difference, square and width serve both axes. The
   lanes give cbx_box_overlap_gap's numbers bit for bit: the clamp's
   selections; d2 = fl(fl(dx^2) + fl(dy^2)); the two thresholds of
   cbx_dist2_limits_of for r2 = r*|r|, one multiply and one add for both.
   The validity screen takes another form: no width with its sign bit set
   (a -0 width, from hi = -0 and lo = +0, only takes the slow path) and the
   widths plus r*|r| at most the largest finite number (`screened`). */
typedef struct cbx_pair_gap {
    __m128d q, d, w;                /* the clamp, d = fl(p - q), the widths */
    double d2, apart_at, within_at; /* certainly apart above, within below */
    int screened;                   /* the screen above passed */
} cbx_pair_gap;

/* cbx_box_near_valid's screen in this form: screened, r >= 0, d2 finite. */
static inline int cbx_pair_gap_valid(const cbx_pair_gap *g, double r) {
    return g->screened & (r >= 0) & (g->d2 <= R_MAX);
}

static inline cbx_pair_gap cbx_pair_gap_of(__m128d p, double r, __m128d lo, __m128d hi) {
    cbx_pair_gap g;
    g.q = _mm_min_pd(hi, _mm_max_pd(lo, p));
    g.d = _mm_sub_pd(p, g.q);
    g.w = _mm_sub_pd(hi, lo);
    const __m128d dd = _mm_mul_pd(g.d, g.d);
    const __m128d sums = _mm_add_pd(_mm_unpacklo_pd(g.w, dd), _mm_unpackhi_pd(g.w, dd)); /* w0 + w1, d2 */
    const double r2 = r * R_FABS(r);
    const double band = cbx_wide_band(8 * R_EPS);
    const __m128d lim = _mm_add_pd(_mm_mul_pd(_mm_set1_pd(r2), _mm_setr_pd(1 + band, 1 - band)),
                                   _mm_setr_pd(R_MIN, -R_MIN));
    const double width = cbx_pair_lo(sums);
    g.d2 = cbx_pair_hi(sums);
    g.apart_at = cbx_pair_lo(lim);
    g.within_at = cbx_pair_hi(lim);
    g.screened = (_mm_movemask_pd(g.w) == 0) & (width + r2 <= R_MAX);
    return g;
}

/* overlap() on pairs: the certificate, then the face and grid rungs on
   the same pairs, their validity from the same screen (cbx_box_near_valid's,
   with the widths' signs for their minimum). 0 or 1 when decided, -2 when
   the rest of the ladder must (the input screened valid), -1 when the
   exact decision must take over. */
static inline int cbx_overlap_pairs(__m128d p, double r, __m128d lo, __m128d hi) {
    const cbx_pair_gap g = cbx_pair_gap_of(p, r, lo, hi);
    /* `below` passes an empty asm too: without it gcc set it in a byte
       register and read the whole register after, a false dependency on
       the caller's value (float overlap() on random data 2.5 -> 2.9 ns
       when the corner rung below changed; 2.7 with it) */
    int apart = g.d2 > g.apart_at, below = g.d2 < g.within_at;
    CBX_OPAQUE_INT(below);
    const int within = below & g.screened;
    CBX_OPAQUE_INT(apart);
    if (CBX_LIKELY(apart | within)) return within;
    bool ok;
    const int valid = cbx_pair_gap_valid(&g, r);
    const double z = cbx_box_near_value_pair(p, g.q, g.d, r, valid, &ok);
    return ok ? z <= 0 : -1 - valid;
}

/* relate() on pairs, for both precisions: the same certificate, decided
   only for valid input (SEPARATE is no answer for an invalid one):
   cbx_box_near_valid's screen with the widths' signs for their minimum.
   flat (cbx_box_flat) is a zero width or a zero radius, but a zero radius
   never gives the sign -1 (nothing lies within distance 0), and for the
   signs 0 and +1 the relation does not depend on flat: so a zero width
   alone serves. The relation, or -2 when the exact decision must take
   over, -3 when the rest of the ladder must (the input screened valid). */
static inline int cbx_relate_pairs(__m128d p, double r, __m128d lo, __m128d hi) {
    const cbx_pair_gap g = cbx_pair_gap_of(p, r, lo, hi);
    const int valid = cbx_pair_gap_valid(&g, r);
    const int flat = _mm_movemask_pd(_mm_cmpeq_pd(g.w, _mm_setzero_pd())) != 0;
    /* both thresholds in one compare: bit 0 certainly apart, bit 1 within.
       Compared one by one (as overlap() does, with an opaque `decided`),
       double relate() on pairs ran 20 % slower on random data than its
       scalar form, with fewer instructions; so it stayed scalar until this
       form (random the same, faces 6.9 -> 6.3 ns, corners 9.0 -> 7.2) */
    const int m = _mm_movemask_pd(_mm_cmplt_pd(_mm_setr_pd(g.apart_at, g.d2), _mm_setr_pd(g.d2, g.within_at)));
    const int within = m >> 1;
    if (CBX_LIKELY((m != 0) & valid)) return within * (2 - flat);
    bool ok;
    const double z = cbx_box_near_value_pair(p, g.q, g.d, r, valid, &ok);
    return ok ? (int)cbx_classify_value(z, flat) : -2 - valid;
}

bool cbx_overlap_circle_aabb2(cbx_circle c, cbx_aabb2 b) {
    const int o = cbx_overlap_pairs(_mm_setr_pd(c.center.x, c.center.y), c.radius, _mm_setr_pd(b.min.x, b.min.y),
                                    _mm_setr_pd(b.max.x, b.max.y));
    if (CBX_LIKELY(o >= 0)) return o;
    return cbx_overlap_circle_aabb2_exact(c.center.x, c.center.y, c.radius, b.min.x, b.min.y, b.max.x, b.max.y,
                                          o == -2);
}
#elif CBX_PAIRS
/* The float query's way out of its fast path, one call for both: the
   rest of the ladder for a screened input, else the exact decision. (Two
   calls kept one more of the caller's registers alive across the fast
   path: 4 % slower on random data.) */
static CBX_RUNG_NOINLINE bool cbx_overlap_circle_aabb2f_undecided(cbx_circlef c, cbx_aabb2f b, bool screened) {
    return screened ? cbx_overlap_circle_aabb2_afterf(c, b) : cbx_overlap_circle_aabb2_slowf(c, b);
}

/* Float: the double pass's pair path (above) on the floats widened to
   double, which is exact, so it decides the same real numbers. Its filter
   is the double one: float data near tangency, which the float filter
   leaves undecided, is decided there, and exactly tangent float data goes
   to the double rungs without a float filter first. */
bool cbx_overlap_circle_aabb2f(cbx_circlef c, cbx_aabb2f b) {
    const int o = cbx_overlap_pairs(_mm_setr_pd(c.center.x, c.center.y), c.radius, _mm_setr_pd(b.min.x, b.min.y),
                                    _mm_setr_pd(b.max.x, b.max.y));
    if (CBX_LIKELY(o >= 0)) return o;
    return cbx_overlap_circle_aabb2f_undecided(c, b, o == -2);
}

#else
bool CBX_F(cbx_overlap_circle_aabb2)(CIRCLE c, AABB2 b) {
    const CBX_F(cbx_arrays2) a = CBX_F(cbx_arrays2_make)(c, b);
    const CBX_F(cbx_box_gap) g = CBX_F(cbx_box_gap_make)(a.p, a.lo, a.hi, 2);
    const int o = CBX_F(cbx_box_overlap_gap)(&g, c.radius, a.lo, a.hi, 2);
    if (CBX_LIKELY(o >= 0)) return o > 0;
    bool ok;
    const double z = CBX_F(cbx_box_near_value)(&g, a.p, c.radius, a.lo, a.hi, 2, &ok);
    if (ok) return z <= 0;
    if (CBX_F(cbx_box_near_valid)(&g, c.radius, a.lo, a.hi, 2)) return CBX_F(cbx_overlap_circle_aabb2_after)(c, b);
    return CBX_F(cbx_overlap_circle_aabb2_slow)(c, b);
}
#endif

#if CBX_PAIRS
/* On pairs, as overlap(); float on its inputs widened to double. */
cbx_relation CBX_F(cbx_relate_circle_aabb2)(CIRCLE c, AABB2 b) {
    const int rel = cbx_relate_pairs(_mm_setr_pd(c.center.x, c.center.y), c.radius, _mm_setr_pd(b.min.x, b.min.y),
                                     _mm_setr_pd(b.max.x, b.max.y));
    if (CBX_LIKELY(rel >= 0)) return (cbx_relation)rel;
    return CBX_F(cbx_relate_circle_aabb2_undecided)(c, b, rel == -3);
}
#else
cbx_relation CBX_F(cbx_relate_circle_aabb2)(CIRCLE c, AABB2 b) {
    const CBX_F(cbx_arrays2) a = CBX_F(cbx_arrays2_make)(c, b);
    const CBX_F(cbx_box_gap) g = CBX_F(cbx_box_gap_make)(a.p, a.lo, a.hi, 2);
    const bool flat = CBX_F(cbx_box_flat)(c.radius, a.lo, a.hi, 2);
    const int s = CBX_F(cbx_dist2_filter_wide)(g.d2, c.radius * c.radius);
    if (CBX_LIKELY((s != 0) & CBX_F(cbx_box_cheap_ok)(c.radius, a.lo, a.hi, 2))) return CBX_F(cbx_classify)(s, flat);
    bool ok;
    const double z = CBX_F(cbx_box_near_value)(&g, a.p, c.radius, a.lo, a.hi, 2, &ok);
    if (ok) return cbx_classify_value(z, flat);
    if (CBX_F(cbx_box_near_valid)(&g, c.radius, a.lo, a.hi, 2)) return CBX_F(cbx_relate_circle_aabb2_after)(c, b);
    return CBX_F(cbx_relate_circle_aabb2_slow)(c, b);
}
#endif

CONTACT2 CBX_F(cbx_contact2_invalid)(void) {
    CONTACT2 k = {CBX_INVALID, R_NAN, {R_NAN, R_NAN}, {R_NAN, R_NAN}};
    return k;
}

static inline CONTACT2 CBX_F(cbx_contact2_pack)(cbx_relation rel, const CBX_F(cbx_box_contact) *k) {
    CONTACT2 out = {rel, k->distance, {k->point[0], k->point[1]}, {k->normal[0], k->normal[1]}};
    return out;
}

#if CBX_IS_DOUBLE
/* Distance, point and normal of a circle against a box, the relation
   already known exactly: the plain form (predicates.inc) whenever it
   applies, so that every caller gets the same bits as contact(). (The
   float pass's is the double one rounded: at the end of this file.) */
static inline CONTACT2 CBX_F(cbx_contact_circle_aabb2_known)(CIRCLE c, AABB2 b, cbx_relation rel) {
    const CBX_F(cbx_arrays2) a = CBX_F(cbx_arrays2_make)(c, b);
    const CBX_F(cbx_box_gap) g = CBX_F(cbx_box_gap_make)(a.p, a.lo, a.hi, 2);
    const CBX_F(cbx_box_contact) k = CBX_F(cbx_box_contact_of_gap)(&g, a.p, c.radius, a.lo, a.hi, 2, rel);
    return CBX_F(cbx_contact2_pack)(rel, &k);
}

/* The same, out of line: shared with the oriented box, which calls it in its
   frame, and with the sweep (a start that touches). */
CONTACT2 CBX_F(cbx_contact_circle_aabb2_given)(CIRCLE c, AABB2 b, cbx_relation rel) {
    return CBX_F(cbx_contact_circle_aabb2_known)(c, b, rel);
}

/* contact() when its fast path cannot decide and the input may be bad or
   the plain form does not apply (a center inside the box or extremely
   close to it): the full screen, the whole ladder, then the contact for
   that relation. The seven numbers as scalars, in registers (see
   CBX_RUNG_NOINLINE). */
static CBX_RUNG_NOINLINE CONTACT2 CBX_F(cbx_contact_circle_aabb2_slow)(cbx_real px, cbx_real py, cbx_real r,
                                                                      cbx_real lx, cbx_real ly, cbx_real hx,
                                                                      cbx_real hy) {
    const CIRCLE c = {{px, py}, r};
    const AABB2 b = {{lx, ly}, {hx, hy}};
    const CBX_F(cbx_arrays2) a = CBX_F(cbx_arrays2_make)(c, b);
    const CBX_F(cbx_box_gap) g = CBX_F(cbx_box_gap_make)(a.p, a.lo, a.hi, 2);
    cbx_relation rel;
    CBX_F(cbx_box_contact) k;
    if (CBX_F(cbx_box_contact_near)(&g, a.p, r, a.lo, a.hi, 2, &rel, &k)) /* the rungs decided */
        return CBX_F(cbx_contact2_pack)(rel, &k);
    rel = CBX_F(cbx_relate_circle_aabb2_slow)(c, b);
    if (rel == CBX_INVALID) return CBX_F(cbx_contact2_invalid)();
    return CBX_F(cbx_contact_circle_aabb2_known)(c, b, rel);
}

/* The plain contact of a valid input from the center p, its clamp q and
   their relation; `flat` as cbx_box_flat. */
static inline CONTACT2 CBX_F(cbx_contact_circle_aabb2_related)(const CBX_F(cbx_box_gap) *g, cbx_real r, bool flat,
                                                               cbx_relation rel) {
    const CBX_F(cbx_box_contact) k = CBX_F(cbx_box_contact_plain)(g, r, 2, rel, flat);
    return CBX_F(cbx_contact2_pack)(rel, &k);
}

/* The same from the exact sign of |p - q|^2 - r^2. */
static inline CONTACT2 CBX_F(cbx_contact_circle_aabb2_signed)(const CBX_F(cbx_box_gap) *g, cbx_real r, bool flat,
                                                              int sign) {
    return CBX_F(cbx_contact_circle_aabb2_related)(g, r, flat, CBX_F(cbx_classify)(sign, flat));
}

/* contact() when the face and grid rungs cannot decide either: the rest
   of the ladder, for the same input as cbx_contact_circle_aabb2_near. */
static CBX_RUNG_NOINLINE CONTACT2 CBX_F(cbx_contact_circle_aabb2_exact)(cbx_real px, cbx_real py, cbx_real qx,
                                                                       cbx_real qy, cbx_real r, bool flat) {
    const cbx_real p[2] = {px, py}, q[2] = {qx, qy};
    const CBX_F(cbx_box_gap) g = CBX_F(cbx_box_gap_of)(p, q, 2);
    return CBX_F(cbx_contact_circle_aabb2_signed)(&g, r, flat, CBX_F(cbx_box_sign_rest)(p, q, r, 2));
}

/* contact() when only its filter could not decide (the input screened
   valid, the plain form applies): the face and grid rungs on the center p
   and its clamp q (cbx_box_screened_value), then the plain contact, or
   the rest of the ladder where the rungs cannot decide; `flat` from the
   screen. Scalars in registers, nothing recomputed but the gap, and no
   stack frame: the rare undecided input leaves by a jump. The scalar
   build's (the pair build runs the same rungs on its fast path's own
   pairs: cbx_contact_near_on_pairs). */
static CBX_RUNG_NOINLINE CONTACT2 CBX_F(cbx_contact_circle_aabb2_near)(cbx_real px, cbx_real py, cbx_real qx,
                                                                      cbx_real qy, cbx_real r, bool flat) {
    const cbx_real p[2] = {px, py}, q[2] = {qx, qy};
    const CBX_F(cbx_box_gap) g = CBX_F(cbx_box_gap_of)(p, q, 2);
    bool ok;
    const double z = CBX_F(cbx_box_screened_value)(&g, p, r, 2, &ok);
    if (CBX_UNLIKELY(!ok)) return CBX_F(cbx_contact_circle_aabb2_exact)(px, py, qx, qy, r, flat);
    return CBX_F(cbx_contact_circle_aabb2_related)(&g, r, flat, cbx_classify_value(z, flat));
}

/* contact() for a center inside the box or on its boundary (every
   coordinate its own clamp, so p = q exactly), the input screened valid
   (cbx_box_gap_sign's screen; r finite; p finite, being inside a finite
   box): |p - q|^2 - r^2 = -r^2, whose sign is -(r > 0) with no arithmetic,
   so the ladder has nothing to decide; the contact is then the one
   cbx_contact_circle_aabb2_slow gives such an input (cbx_box_contact_of_gap
   takes cbx_box_contact_given there, d2 being 0, and that takes its inside
   branch), without its second screen, its rungs and its clamp. `flat` from
   the screen, which is cbx_box_flat for valid input. */
static CBX_RUNG_NOINLINE CONTACT2 CBX_F(cbx_contact_circle_aabb2_inside)(cbx_real px, cbx_real py, cbx_real r,
                                                                        cbx_real lx, cbx_real ly, cbx_real hx,
                                                                        cbx_real hy, bool flat) {
    const cbx_real p[2] = {px, py}, lo[2] = {lx, ly}, hi[2] = {hx, hy};
    const cbx_relation rel = CBX_F(cbx_classify)(-(r > 0), flat);
    CBX_F(cbx_box_contact) k = CBX_F(cbx_box_contact_inside)(p, lo, hi, 2);
    k.distance = CBX_F(cbx_contact_given_sign)(k.distance - r, rel, flat);
    return CBX_F(cbx_contact2_pack)(rel, &k);
}

/* The filter's squared distance serves the relation and the contact alike:
   one clamp, one sum of squares, one square root, a division per axis. */
#endif /* CBX_IS_DOUBLE: the contact's paths */

#if CBX_CIRCLE2_PAIRS
/* The same computation with the x and y coordinates side by side in one
   SSE2 register: a clamp, a difference, a square, a width and a division
   serve both axes, and the point and normal leave as pairs. Every lane
   gets the scalar code's bits: MAXPD and MINPD are cbx_clamp's selections
   (lo > p ? lo : p, then hi < t ? hi : t, their second operand on a NaN,
   as the C comparisons give it); d2 = fl(fl(dx^2) + fl(dy^2)) and the sum
   of the widths add in the same order; the smallest width is w0 < w1 ? w0
   : w1 and then m = that < r ? that : r, so a NaN radius reaches m, as in
   cbx_box_gap_sign, whose screen and proof this is. The division is IEEE's
   in each lane. The scalar form below (CBX_NO_SIMD, other targets) is the
   reference. The float query runs this on its inputs widened to double
   (exact), and rounds the answer once. */
typedef struct cbx_contact_pair {
    __m128d q, d;  /* the clamp, d = fl(p - q) */
    double d2, m;  /* the filter's squared gap; min(widths, r) */
    int s;         /* the filter's sign, 0 where it cannot tell or unscreened */
    bool screened; /* cbx_box_screen_filter's screen passed */
} cbx_contact_pair;

static CBX_ALWAYS_INLINE cbx_contact_pair cbx_contact_pair_of(__m128d p, double r, __m128d lo, __m128d hi) {
    cbx_contact_pair k;
    k.q = _mm_min_pd(hi, _mm_max_pd(lo, p));
    k.d = _mm_sub_pd(p, k.q);
    const __m128d w = _mm_sub_pd(hi, lo), dd = _mm_mul_pd(k.d, k.d);
    const __m128d wx = _mm_unpacklo_pd(w, dd), wy = _mm_unpackhi_pd(w, dd);
    const __m128d sums = _mm_add_pd(wx, wy); /* w0 + w1, d2 */
    const double width = cbx_pair_lo(sums);
    k.d2 = cbx_pair_hi(sums);
    k.s = cbx_box_screen_filter(_mm_cvtsd_f64(_mm_min_sd(wx, wy)), width, k.d2, r, &k.m, &k.screened);
    return k;
}

/* The filter decided and the gap is outside cbx_box_gap_plain's floor
   (cbx_box_gap_far): cbx_box_contact_decided says why the plain contact
   then holds as it stands. */
static CBX_ALWAYS_INLINE bool cbx_contact_pair_decided(const cbx_contact_pair *k) {
    return (k->s != 0) & cbx_d2_far(k->d2);
}

/* cbx_classify(s, flat) for the decided s = +-1: SEPARATE (0) apart, else
   TOUCHING (1) where a shape has no interior (m = 0), OVERLAPPING (2)
   where both have one (m > 0); a shift, not the product, saves gcc an
   instruction or two. s < 0 read as the sign bit of the filter's own
   difference fl(d2 - r*r) (the same expression, which the compiler
   computes once): the filter decided, so that difference is neither 0
   nor NaN, and its sign bit is set exactly when s = -1. */
static CBX_ALWAYS_INLINE cbx_relation cbx_contact_pair_relation(const cbx_contact_pair *k, double r) {
    return (cbx_relation)(_mm_movemask_pd(_mm_set_sd(k->d2 - r * r)) << (k->m > 0));
}

/* Where the filter did not decide: the near path (the rungs) takes the
   input where the plain contact applies (cbx_box_gap_plain); else
   cbx_contact_pair_far. */
static CBX_ALWAYS_INLINE bool cbx_contact_pair_near(const cbx_contact_pair *k, double r) {
    return k->screened & cbx_d2_plain(k->d2) & (r <= R_MAX);
}

/* `flat` (cbx_box_gap_sign's) for the paths off the fast one, from m
   hidden from the optimizer: gcc hoists it onto the fast path otherwise,
   where it costs a compare, a set and a move for nothing (random data:
   100.4 -> 96.4 instructions per query, loop included) */
static CBX_ALWAYS_INLINE bool cbx_contact_pair_flat(const cbx_contact_pair *k) {
    double mf = k->m;
    __asm__("" : "+x"(mf));
    return !(mf > 0);
}

/* Off the fast and near paths: a center inside the box, or else the
   exact decision from the full screen; the seven numbers as scalars too
   (the double query reads them from its arguments in memory, which costs
   less than taking the pairs apart). */
static CBX_ALWAYS_INLINE cbx_contact2 cbx_contact_pair_far(const cbx_contact_pair *k, __m128d p, double px,
                                                           double py, double r, double lx, double ly, double hx,
                                                           double hy) {
    if (k->screened & (_mm_movemask_pd(_mm_cmpeq_pd(p, k->q)) == 3) & (r <= R_MAX))
        return cbx_contact_circle_aabb2_inside(px, py, r, lx, ly, hx, hy, cbx_contact_pair_flat(k));
    return cbx_contact_circle_aabb2_slow(px, py, r, lx, ly, hx, hy);
}

/* The near path (cbx_contact_circle_aabb2_near) on the fast path's own
   pairs, in line: the face and grid rungs on them, then the plain contact
   for the relation they give, or the rest of the ladder. The same bits as
   the out-of-line form, which formed the gap again from the seven numbers
   (2D faces 11.6 -> 10.6 ns, grid corners 12.2 -> 10.7, random data
   unchanged; bench/ab on an Intel Xeon guest, 2026-12-05). Not in the
   float query, whose fast path it cost 6 instructions on random data
   (1.02-1.03x there, grid corners 0.91x): it calls it out of line
   (cbx_contact_circle_aabb2f_wide_near), the pairs in registers, which
   takes grid corners 229 -> 209 instructions a query with random data's
   as they were. */
static CBX_ALWAYS_INLINE cbx_contact2 cbx_contact_near_on_pairs(__m128d p, __m128d q, __m128d d, double d2, double r,
                                                             bool flat) {
    bool ok;
    const double z = cbx_box_near_value_pair(p, q, d, r, true, &ok);
    if (CBX_UNLIKELY(!ok))
        return cbx_contact_circle_aabb2_exact(cbx_pair_lo(p), cbx_pair_hi(p), cbx_pair_lo(q), cbx_pair_hi(q), r, flat);
    const cbx_relation rel = cbx_classify_value(z, flat);
    const double len = R_SQRT(d2);
    cbx_contact2 out;
    out.relation = rel;
    out.distance = cbx_contact_settle(len - r, rel, flat);
    _mm_storeu_pd(&out.point.x, q);
    _mm_storeu_pd(&out.normal.x, _mm_div_pd(d, _mm_set1_pd(len)));
    return out;
}

/* Aligned to 64 bytes: on faces its filter is a coin toss that
   mispredicts, and where the function starts decided how much that costs
   (9.5 against 11.0 ns per query on faces from a shift of the library's
   layout alone, no change to this code; 2026-11-29). */
CBX_ALIGN_HOT CONTACT2 cbx_contact_circle_aabb2(cbx_circle c, cbx_aabb2 b) {
    /* each pair from two 8-byte loads (arith/pair.h says why) */
    const __m128d p = cbx_pair_load(&c.center.x, &c.center.y), lo = cbx_pair_load(&b.min.x, &b.min.y),
                  hi = cbx_pair_load(&b.max.x, &b.max.y);
    const double r = c.radius;
    const cbx_contact_pair k = cbx_contact_pair_of(p, r, lo, hi);
    if (CBX_LIKELY(cbx_contact_pair_decided(&k))) { /* cbx_box_contact_decided: why it holds */
        const double len = R_SQRT(k.d2);
        CONTACT2 out;
        out.relation = cbx_contact_pair_relation(&k, r);
        out.distance = len - r;
        _mm_storeu_pd(&out.point.x, k.q);
        _mm_storeu_pd(&out.normal.x, _mm_div_pd(k.d, _mm_set1_pd(len)));
        return out;
    }
    if (cbx_contact_pair_near(&k, r))
        return cbx_contact_near_on_pairs(p, k.q, k.d, k.d2, r, cbx_contact_pair_flat(&k));
    return cbx_contact_pair_far(&k, p, c.center.x, c.center.y, r, b.min.x, b.min.y, b.max.x, b.max.y);
}
#elif CBX_IS_DOUBLE
CONTACT2 cbx_contact_circle_aabb2(cbx_circle c, cbx_aabb2 b) {
    const cbx_arrays2 a = cbx_arrays2_make(c, b);
    const cbx_box_gap g = cbx_box_gap_make(a.p, a.lo, a.hi, 2);
    bool flat, screened;
    const int s = cbx_box_gap_sign(&g, c.radius, a.lo, a.hi, 2, &flat, &screened);
    if (CBX_LIKELY((s != 0) & cbx_box_gap_far(&g))) { /* cbx_box_contact_decided: why it holds */
        const cbx_relation rel = cbx_classify(s, flat);
        const cbx_box_contact k = cbx_box_contact_decided(&g, c.radius, 2);
        return cbx_contact2_pack(rel, &k);
    }
    if (screened & cbx_box_gap_plain(&g) & (c.radius <= R_MAX))
        return cbx_contact_circle_aabb2_near(c.center.x, c.center.y, g.q[0], g.q[1], c.radius, flat);
    if (screened && R_EQ(c.center.x, g.q[0]) && R_EQ(c.center.y, g.q[1]) && c.radius <= R_MAX)
        return cbx_contact_circle_aabb2_inside(c.center.x, c.center.y, c.radius, b.min.x, b.min.y, b.max.x, b.max.y,
                                               flat);
    return cbx_contact_circle_aabb2_slow(c.center.x, c.center.y, c.radius, b.min.x, b.min.y, b.max.x, b.max.y);
}
#else
/* FLOAT: contact() of the double pass on the floats widened to double
   (exact: the same real numbers, so the same exact relation), its answer
   rounded once, component by component; the distance by
   cbx_float_distance (arith/to_float.h). The double filter decides float
   data near tangency, which a float filter leaves to the rungs, and float inputs
   always lie in its range (a nonzero float difference is at least
   2^-149, its square a normal double). The point is a clamp of floats,
   exact in float; the normal rounds once from double. Where SSE2 pairs
   are there, the double pass's pair path runs in line here; else the
   double query is called. Both give the same bits (the single header,
   which builds the scalar form, is checked against the library). */

/* A contact of the double pass in float, for the same (widened) input. */
static inline cbx_contact2f cbx_contact2_to_float(cbx_contact2 k) {
    if (k.relation == CBX_INVALID) return cbx_contact2_invalidf();
    cbx_contact2f out;
    out.relation = k.relation;
    out.distance = cbx_float_distance(k.distance);
#if CBX_PAIRS /* two roundings at once, the same bits */
    cbx_pair_to_floats(_mm_setr_pd(k.point.x, k.point.y), &out.point);
    cbx_pair_to_floats(_mm_setr_pd(k.normal.x, k.normal.y), &out.normal);
#else
    out.point.x = (float)k.point.x;
    out.point.y = (float)k.point.y;
    out.normal.x = (float)k.normal.x;
    out.normal.y = (float)k.normal.y;
#endif
    return out;
}

/* The float pass's cbx_contact_circle_aabb2_given: the double one on the
   widened input, rounded as contact() rounds, so that the callers (the
   oriented box's contact in its frame, the sweeps' and casts' starts)
   give contact()'s bits. Computed in float it was an ulp off the double
   one rounded: the float oriented box's contact() and its cast's normal
   at fraction 0 differed in a fifth of the overlapping starts of random
   scenes. */
cbx_contact2f cbx_contact_circle_aabb2_givenf(cbx_circlef c, cbx_aabb2f b, cbx_relation rel) {
    const cbx_circle cd = {{c.center.x, c.center.y}, c.radius};
    const cbx_aabb2 bd = {{b.min.x, b.min.y}, {b.max.x, b.max.y}};
    return cbx_contact2_to_float(cbx_contact_circle_aabb2_given(cd, bd, rel));
}

#if CBX_PAIRS
/* The float query's near path: the double pass's
   (cbx_contact_near_on_pairs) on the widened input's pairs, as the fast
   path formed them (in registers: the center, its clamp, their
   difference, the squared gap), its answer rounded in line (no double
   answer through memory), so that the fast path leaves by a jump. */
static CBX_RUNG_NOINLINE cbx_contact2f cbx_contact_circle_aabb2f_wide_near(__m128d p, __m128d q, __m128d d, double d2,
                                                                          double r, bool flat) {
    return cbx_contact2_to_float(cbx_contact_near_on_pairs(p, q, d, d2, r, flat));
}

/* The fast path: the decided distance len - r is nonzero with the
   relation's sign (cbx_box_contact_decided) and, in the window of
   cbx_float_distance_plain, rounds plainly; the near path takes the rest
   of the decided window (d2 below 2^-160 or above 2^254), rounding as
   cbx_contact2_to_float does. */
cbx_contact2f cbx_contact_circle_aabb2f(cbx_circlef c, cbx_aabb2f b) {
    const __m128d p = cbx_pair_of_floats(&c.center), lo = cbx_pair_of_floats(&b.min),
                  hi = cbx_pair_of_floats(&b.max);
    const double r = c.radius;
    const cbx_contact_pair k = cbx_contact_pair_of(p, r, lo, hi);
    /* cbx_contact_pair_decided in the narrower window where the distance
       rounds plainly */
    if (CBX_LIKELY((k.s != 0) & cbx_float_distance_plain(k.d2))) {
        const double len = CBX_SQRT(k.d2);
        cbx_contact2f out;
        out.relation = cbx_contact_pair_relation(&k, r);
        out.distance = (float)(len - r);
        cbx_pair_to_floats(k.q, &out.point);
        cbx_pair_to_floats(_mm_div_pd(k.d, _mm_set1_pd(len)), &out.normal);
        return out;
    }
    if (cbx_contact_pair_near(&k, r))
        return cbx_contact_circle_aabb2f_wide_near(p, k.q, k.d, k.d2, r, cbx_contact_pair_flat(&k));
    return cbx_contact2_to_float(cbx_contact_pair_far(&k, p, cbx_pair_lo(p), cbx_pair_hi(p), r, cbx_pair_lo(lo),
                                                      cbx_pair_hi(lo), cbx_pair_lo(hi), cbx_pair_hi(hi)));
}
#else
cbx_contact2f cbx_contact_circle_aabb2f(cbx_circlef c, cbx_aabb2f b) {
    const cbx_circle cd = {{c.center.x, c.center.y}, c.radius};
    const cbx_aabb2 bd = {{b.min.x, b.min.y}, {b.max.x, b.max.y}};
    return cbx_contact2_to_float(cbx_contact_circle_aabb2(cd, bd));
}
#endif
#endif
#undef CBX_CIRCLE2_PAIRS

#endif
