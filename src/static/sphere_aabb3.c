/* SPDX-License-Identifier: MIT */
/* Sphere against axis-aligned box, standing still: overlap, relate, contact.

   The 2D computation with a third axis: clamp the center into the box
   (exact), decide sign(|center - clamp|^2 - r^2) by the proven filter and
   exact arithmetic when it cannot (predicates.inc, shared with 2D). */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "static/sphere_aabb3.c"
#include "template.h"
#else

#include "internal.h"
#include "arith/predicates.inc"
#include "arith/pair.h"
#include "arith/to_float.h"
#define CBX_CONTACT3_PAIRS (CBX_IS_DOUBLE && CBX_PAIRS) /* contact()'s fast path: x and y as a pair */

/* The problem as coordinate arrays, for the shared helpers of predicates.inc. */
typedef struct CBX_F(cbx_arrays3) {
    cbx_real p[3], lo[3], hi[3];
} CBX_F(cbx_arrays3);

static inline CBX_F(cbx_arrays3) CBX_F(cbx_arrays3_make)(SPHERE s, AABB3 b) {
    CBX_F(cbx_arrays3) a = {{s.center.x, s.center.y, s.center.z},
                            {b.min.x, b.min.y, b.min.z},
                            {b.max.x, b.max.y, b.max.z}};
    CBX_UNROLL_AXES
    for (int i = 0; i < 3; ++i) { /* each field read alone (CBX_READ_ALONE) */
        CBX_READ_ALONE(a.p[i]);
        CBX_READ_ALONE(a.lo[i]);
        CBX_READ_ALONE(a.hi[i]);
    }
    return a;
}

/* The exact decision, taken when neither the filter nor the face and grid
   rungs decide, or the input may be bad (the full screen, then the whole
   ladder: dist2_sign.h). */
static CBX_RUNG_NOINLINE cbx_relation CBX_F(cbx_relate_sphere_aabb3_slow)(SPHERE s, AABB3 b) {
    const CBX_F(cbx_arrays3) a = CBX_F(cbx_arrays3_make)(s, b);
    if (!CBX_F(cbx_box_valid)(a.p, s.radius, a.lo, a.hi, 3)) return CBX_INVALID;
    return CBX_F(cbx_box_relate_exact)(a.p, s.radius, a.lo, a.hi, 3);
}

/* overlap()'s answer from the exact decision, as a bool so that overlap()
   can end in a jump to it (see the 2D file). */
static CBX_RUNG_NOINLINE bool CBX_F(cbx_overlap_sphere_aabb3_slow)(SPHERE s, AABB3 b) {
    return CBX_F(cbx_relate_sphere_aabb3_slow)(s, b) > CBX_SEPARATE;
}

/* The same for a screened input that the face and grid rungs could not
   decide: the rest of the ladder (cbx_box_value_after). */
#if !CBX_PAIRS
static CBX_RUNG_NOINLINE cbx_relation CBX_F(cbx_relate_sphere_aabb3_after)(SPHERE s, AABB3 b) {
    const CBX_F(cbx_arrays3) a = CBX_F(cbx_arrays3_make)(s, b);
    return cbx_classify_value(CBX_F(cbx_box_value_after)(a.p, s.radius, a.lo, a.hi, 3),
                               CBX_F(cbx_box_flat)(s.radius, a.lo, a.hi, 3));
}
#endif
static CBX_RUNG_NOINLINE bool CBX_F(cbx_overlap_sphere_aabb3_after)(SPHERE s, AABB3 b) {
    const CBX_F(cbx_arrays3) a = CBX_F(cbx_arrays3_make)(s, b);
    return CBX_F(cbx_box_value_after)(a.p, s.radius, a.lo, a.hi, 3) <= 0;
}

#if !CBX_PAIRS /* else on pairs below */
bool CBX_F(cbx_overlap_sphere_aabb3)(SPHERE s, AABB3 b) {
    const CBX_F(cbx_arrays3) a = CBX_F(cbx_arrays3_make)(s, b);
    const CBX_F(cbx_box_gap) g = CBX_F(cbx_box_gap_make)(a.p, a.lo, a.hi, 3);
    const int o = CBX_F(cbx_box_overlap_gap)(&g, s.radius, a.lo, a.hi, 3);
    if (CBX_LIKELY(o >= 0)) return o > 0;
    bool ok;
    const double z = CBX_F(cbx_box_near_value)(&g, a.p, s.radius, a.lo, a.hi, 3, &ok);
    if (ok) return z <= 0;
    if (CBX_F(cbx_box_near_valid)(&g, s.radius, a.lo, a.hi, 3)) return CBX_F(cbx_overlap_sphere_aabb3_after)(s, b);
    return CBX_F(cbx_overlap_sphere_aabb3_slow)(s, b);
}
#endif

#if !CBX_PAIRS
cbx_relation CBX_F(cbx_relate_sphere_aabb3)(SPHERE s, AABB3 b) {
    const CBX_F(cbx_arrays3) a = CBX_F(cbx_arrays3_make)(s, b);
    const CBX_F(cbx_box_gap) g = CBX_F(cbx_box_gap_make)(a.p, a.lo, a.hi, 3);
    const bool flat = CBX_F(cbx_box_flat)(s.radius, a.lo, a.hi, 3);
    const int sg = CBX_F(cbx_dist2_filter_wide)(g.d2, s.radius * s.radius);
    if (CBX_LIKELY((sg != 0) & CBX_F(cbx_box_cheap_ok)(s.radius, a.lo, a.hi, 3))) return CBX_F(cbx_classify)(sg, flat);
    bool ok;
    const double z = CBX_F(cbx_box_near_value)(&g, a.p, s.radius, a.lo, a.hi, 3, &ok);
    if (ok) return cbx_classify_value(z, flat);
    if (CBX_F(cbx_box_near_valid)(&g, s.radius, a.lo, a.hi, 3)) return CBX_F(cbx_relate_sphere_aabb3_after)(s, b);
    return CBX_F(cbx_relate_sphere_aabb3_slow)(s, b);
}
#endif

CONTACT3 CBX_F(cbx_contact3_invalid)(void) {
    CONTACT3 k = {CBX_INVALID, R_NAN, {R_NAN, R_NAN, R_NAN}, {R_NAN, R_NAN, R_NAN}};
    return k;
}

static inline CONTACT3 CBX_F(cbx_contact3_pack)(cbx_relation rel, const CBX_F(cbx_box_contact) *k) {
    CONTACT3 out = {rel, k->distance, {k->point[0], k->point[1], k->point[2]},
                    {k->normal[0], k->normal[1], k->normal[2]}};
    return out;
}

/* contact()'s paths, in double: the float query runs them on its input
   widened (at the end of this file). */
#if CBX_IS_DOUBLE
/* Distance, point and normal, the relation already known exactly: the plain
   form (predicates.inc) whenever it applies, as contact() does. (The
   float pass's is the double one rounded: at the end of this file.) */
static inline CONTACT3 CBX_F(cbx_contact_sphere_aabb3_known)(SPHERE s, AABB3 b, cbx_relation rel) {
    const CBX_F(cbx_arrays3) a = CBX_F(cbx_arrays3_make)(s, b);
    const CBX_F(cbx_box_gap) g = CBX_F(cbx_box_gap_make)(a.p, a.lo, a.hi, 3);
    const CBX_F(cbx_box_contact) k = CBX_F(cbx_box_contact_of_gap)(&g, a.p, s.radius, a.lo, a.hi, 3, rel);
    return CBX_F(cbx_contact3_pack)(rel, &k);
}

/* The same, out of line: for the oriented box and the sweep. */
CONTACT3 CBX_F(cbx_contact_sphere_aabb3_given)(SPHERE s, AABB3 b, cbx_relation rel) {
    return CBX_F(cbx_contact_sphere_aabb3_known)(s, b, rel);
}

/* contact() when its fast path cannot decide and the input may be bad or
   the plain form does not apply (see the 2D file); the numbers as scalars,
   most of them in registers. */
static CBX_RUNG_NOINLINE CONTACT3 CBX_F(cbx_contact_sphere_aabb3_slow)(cbx_real px, cbx_real py, cbx_real pz,
                                                                      cbx_real r, cbx_real lx, cbx_real ly,
                                                                      cbx_real lz, cbx_real hx, cbx_real hy,
                                                                      cbx_real hz) {
    const SPHERE s = {{px, py, pz}, r};
    const AABB3 b = {{lx, ly, lz}, {hx, hy, hz}};
    const CBX_F(cbx_arrays3) a = CBX_F(cbx_arrays3_make)(s, b);
    const CBX_F(cbx_box_gap) g = CBX_F(cbx_box_gap_make)(a.p, a.lo, a.hi, 3);
    cbx_relation rel;
    CBX_F(cbx_box_contact) k;
    if (CBX_F(cbx_box_contact_near)(&g, a.p, r, a.lo, a.hi, 3, &rel, &k)) /* the rungs decided */
        return CBX_F(cbx_contact3_pack)(rel, &k);
    rel = CBX_F(cbx_relate_sphere_aabb3_slow)(s, b);
    if (rel == CBX_INVALID) return CBX_F(cbx_contact3_invalid)();
    return CBX_F(cbx_contact_sphere_aabb3_known)(s, b, rel);
}

/* The plain contact from the gap and the relation, or the exact sign (see
   the 2D file). */
static inline CONTACT3 CBX_F(cbx_contact_sphere_aabb3_related)(const CBX_F(cbx_box_gap) *g, cbx_real r, bool flat,
                                                               cbx_relation rel) {
    const CBX_F(cbx_box_contact) k = CBX_F(cbx_box_contact_plain)(g, r, 3, rel, flat);
    return CBX_F(cbx_contact3_pack)(rel, &k);
}

static inline CONTACT3 CBX_F(cbx_contact_sphere_aabb3_signed)(const CBX_F(cbx_box_gap) *g, cbx_real r, bool flat,
                                                              int sign) {
    return CBX_F(cbx_contact_sphere_aabb3_related)(g, r, flat, CBX_F(cbx_classify)(sign, flat));
}

/* contact() when the face and grid rungs cannot decide either. */
static CBX_RUNG_NOINLINE CONTACT3 CBX_F(cbx_contact_sphere_aabb3_exact)(cbx_real px, cbx_real py, cbx_real pz,
                                                                       cbx_real qx, cbx_real qy, cbx_real qz,
                                                                       cbx_real r, bool flat) {
    const cbx_real p[3] = {px, py, pz}, q[3] = {qx, qy, qz};
    const CBX_F(cbx_box_gap) g = CBX_F(cbx_box_gap_of)(p, q, 3);
    return CBX_F(cbx_contact_sphere_aabb3_signed)(&g, r, flat, CBX_F(cbx_box_sign_rest)(p, q, r, 3));
}

#if !CBX_CONTACT3_PAIRS
/* contact() when only its filter could not decide (see the 2D file): the
   center, its clamp and r, all seven in registers. */
static CBX_RUNG_NOINLINE CONTACT3 CBX_F(cbx_contact_sphere_aabb3_near)(cbx_real px, cbx_real py, cbx_real pz,
                                                                      cbx_real qx, cbx_real qy, cbx_real qz,
                                                                      cbx_real r, bool flat) {
    const cbx_real p[3] = {px, py, pz}, q[3] = {qx, qy, qz};
    const CBX_F(cbx_box_gap) g = CBX_F(cbx_box_gap_of)(p, q, 3);
    bool ok;
    const double z = CBX_F(cbx_box_screened_value)(&g, p, r, 3, &ok);
    if (CBX_UNLIKELY(!ok)) return CBX_F(cbx_contact_sphere_aabb3_exact)(px, py, pz, qx, qy, qz, r, flat);
    return CBX_F(cbx_contact_sphere_aabb3_related)(&g, r, flat, cbx_classify_value(z, flat));
}
#endif

/* contact() for a center inside the box or on its boundary, the input
   screened valid (see the 2D file's cbx_contact_circle_aabb2_inside). */
static CBX_RUNG_NOINLINE CONTACT3 CBX_F(cbx_contact_sphere_aabb3_inside)(cbx_real px, cbx_real py, cbx_real pz,
                                                                        cbx_real r, cbx_real lx, cbx_real ly,
                                                                        cbx_real lz, cbx_real hx, cbx_real hy,
                                                                        cbx_real hz, bool flat) {
    const cbx_real p[3] = {px, py, pz}, lo[3] = {lx, ly, lz}, hi[3] = {hx, hy, hz};
    const cbx_relation rel = CBX_F(cbx_classify)(-(r > 0), flat);
    CBX_F(cbx_box_contact) k = CBX_F(cbx_box_contact_inside)(p, lo, hi, 3);
    k.distance = CBX_F(cbx_contact_given_sign)(k.distance - r, rel, flat);
    return CBX_F(cbx_contact3_pack)(rel, &k);
}
#endif

/* One clamp and one sum of squares serve the relation and the contact. */
#if CBX_CONTACT3_PAIRS
/* contact()'s and relate()'s numbers on pairs, x and y side by side in one
   SSE2 register and z alone (see the 2D file's cbx_contact_circle_aabb2
   for why every lane gets the scalar code's bits): the center p, its clamp
   q, d = fl(p - q); d2 = fl(fl(fl(dx^2) + fl(dy^2)) + fl(dz^2)) and the
   widths' sum add in cbx_box_gap_make's and cbx_box_gap_sign's order; the
   smallest width is taken over x and y, then z, then m = that < r ? that :
   r, so a NaN radius reaches m; for valid input m is the same minimum, and
   the screen (cbx_box_screen_filter: cbx_box_cheap_ok's) passes for exactly
   the same inputs (a NaN width the minimum drops makes the sum NaN either
   way). `sign`: the filter's, 0 when undecided or unscreened; m > 0 is
   !cbx_box_flat for every screened input. */
typedef struct cbx_pair_gap3 {
    __m128d p, q, d;
    double pz, qz, dz, d2, m;
    bool screened;
    int sign;
} cbx_pair_gap3;

static CBX_ALWAYS_INLINE cbx_pair_gap3 cbx_pair_gap3_on(__m128d p, double pz, double r, __m128d lo, double lz,
                                                       __m128d hi, double hz) {
    cbx_pair_gap3 g;
    g.p = p;
    g.pz = pz;
    g.q = _mm_min_pd(hi, _mm_max_pd(lo, p));
    g.qz = cbx_clamp(pz, lz, hz);
    g.dz = pz - g.qz;
    const double wz = hz - lz;
    g.d = _mm_sub_pd(p, g.q);
    const __m128d w = _mm_sub_pd(hi, lo), dd = _mm_mul_pd(g.d, g.d);
    const __m128d sums = _mm_add_pd(_mm_unpacklo_pd(dd, w), _mm_unpackhi_pd(dd, w)); /* xy parts of d2, widths */
    g.d2 = cbx_pair_lo(sums) + g.dz * g.dz;
    const double width = cbx_pair_hi(sums) + wz;
    const double wxy = _mm_cvtsd_f64(_mm_min_sd(w, _mm_unpackhi_pd(w, w))), wmin = wz < wxy ? wz : wxy;
    double m;
    bool screened;
    g.sign = cbx_box_screen_filter(wmin, width, g.d2, r, &m, &screened);
    g.m = m;
    g.screened = screened;
    return g;
}

static CBX_ALWAYS_INLINE cbx_pair_gap3 cbx_pair_gap3_of(const cbx_sphere *s, const cbx_aabb3 *b) {
    return cbx_pair_gap3_on(cbx_pair_load(&s->center.x, &s->center.y), s->center.z, s->radius,
                            cbx_pair_load(&b->min.x, &b->min.y), b->min.z, cbx_pair_load(&b->max.x, &b->max.y),
                            b->max.z); /* 8-byte loads: arith/pair.h */
}

/* The difference and its squared length again from p and its clamp q,
   for the rungs out of line (as cbx_pair_gap3_of forms them). */
static inline double cbx_pair_gap3_d2(__m128d p, __m128d q, double pz, double qz, __m128d *d, double *dz) {
    *d = _mm_sub_pd(p, q);
    *dz = pz - qz;
    const __m128d dd = _mm_mul_pd(*d, *d);
    return (cbx_pair_lo(dd) + cbx_pair_hi(dd)) + *dz * *dz;
}

/* The contact from the clamp q, the difference d = fl(p - q) (x and y as
   pairs, z alone), len = fl(sqrt(d2)) and the distance: as
   cbx_box_contact_plain writes it, field by field (the 2D file says why). */
static inline CONTACT3 cbx_contact3_of_pairs(cbx_relation rel, double distance, __m128d q, double qz, __m128d d,
                                             double dz, double len) {
    CONTACT3 out;
    out.relation = rel;
    out.distance = distance;
    _mm_storeu_pd(&out.point.x, q);
    out.point.z = qz;
    _mm_storeu_pd(&out.normal.x, _mm_div_pd(d, _mm_set1_pd(len)));
    out.normal.z = dz / len;
    return out;
}

/* The corner rungs' terms on pairs: the TwoDiff errors of x and y (a
   pair) and z, and how many axes differ (d != 0: d is finite here). */
typedef struct cbx_rung3_terms {
    __m128d err;
    double ez;
    int differ;
} cbx_rung3_terms;

static inline cbx_rung3_terms cbx_rung3_terms_of(__m128d p, __m128d q, __m128d d, double pz, double qz, double dz) {
    cbx_rung3_terms t;
    t.err = cbx_pair_diff_error(p, q, d);
    (void)cbx_two_diff(pz, qz, &t.ez);
    const int mask = _mm_movemask_pd(_mm_cmpneq_pd(d, _mm_setzero_pd()));
    t.differ = (mask & 1) + (mask >> 1) + (dz != 0);
    return t;
}

/* The face rung (at most one axis differs: the sums are that axis's
   difference and error exactly), or -r for a center inside. */
static inline double cbx_rung3_face_value(const cbx_rung3_terms *t, __m128d d, double dz, double r) {
    const __m128d sums = _mm_add_pd(_mm_unpacklo_pd(d, t->err), _mm_unpackhi_pd(d, t->err)); /* x, e over x and y */
    return t->differ ? cbx_gap_value_of(cbx_pair_lo(sums) + dz, cbx_pair_hi(sums) + t->ez, r) : -r;
}

/* cbx_box_rungs_value (arith/predicates.inc) for a sphere whose input
   passed contact()'s or relate()'s screen (finite, r >= 0, the box ordered,
   d2 finite), with x and y on pairs, z alone: the center p, its clamp q,
   d = fl(p - q), d2 the filter's sum of their squares. The same TwoDiff
   errors and the same rungs: a face (one axis differs; the other
   differences and their errors are exactly 0, so the sums are exact) by
   cbx_gap_value_of, a center inside by -r, an edge or a corner by the grid
   certificate (its sum of the errors' magnitudes, in another order: it
   passes only when every one is 0), else by the compensated stage
   (cbx_dist2_sum2_value). A lane "differs" when d != 0 (d is finite
   here). Forced in line: with contact()'s near path in line too, gcc 12
   kept it out of line, and the float contact's near path took 34
   instructions more on grid corners. */
static CBX_ALWAYS_INLINE double cbx_box_near_value_pair3(__m128d p, __m128d q, __m128d d, double pz, double qz,
                                                        double dz, double d2, double r, bool *ok) {
    const cbx_rung3_terms t = cbx_rung3_terms_of(p, q, d, pz, qz, dz);
    if (t.differ > 1) {
        if (cbx_dist2_grid_exact_pair3(d, dz, r, t.err, t.ez)) {
            *ok = true;
            return d2 - r * r;
        }
        /* off the grid: the compensated stage, which decides pairs a few
           ulps off a corner (cbx_dist2_sum2_value: no branch on them) */
        const double pv[3] = {cbx_pair_lo(p), cbx_pair_hi(p), pz}, qv[3] = {cbx_pair_lo(q), cbx_pair_hi(q), qz};
        return cbx_dist2_sum2_value(pv, qv, 3, r, ok);
    }
    *ok = true;
    return cbx_rung3_face_value(&t, d, dz, r);
}

/* The same rungs for overlap(), but an edge or a corner off the grid: not
   decided (*ok false), for the caller's way out to the compensated stage
   out of line (cbx_box_value_after): inlined into overlap() the stage
   crowded its fast path's registers. A copy, not a parameter of that
   function: a parameter changed the registers of contact()'s near path
   (3D contact on grid corners 13.5 -> 14.0-16.7 ns), and calling it behind
   a certificate of its own made overlap() slower (corners 11.8 -> 14.8). */
static CBX_CLANG_INLINE double cbx_box_cert_value_pair3(__m128d p, __m128d q, __m128d d, double pz, double qz,
                                                        double dz, double d2, double r, bool *ok) {
    const cbx_rung3_terms t = cbx_rung3_terms_of(p, q, d, pz, qz, dz);
    if (t.differ > 1) {
        *ok = cbx_dist2_grid_exact_pair3(d, dz, r, t.err, t.ez);
        return d2 - r * r;
    }
    *ok = true;
    return cbx_rung3_face_value(&t, d, dz, r);
}

/* contact() when only its filter could not decide, for an input its
   screen passed with a plain gap (see the 2D file): the center p and its
   clamp q as pairs and z alone, d = fl(p - q) and d2 the filter's. In line
   in the double query, on its fast path's own numbers (3D faces 14.9 ->
   12.5 ns, grid corners 17.1 -> 15.8, random data unchanged; bench/ab on
   an Intel Xeon guest, 2026-12-05: an out-of-line call formed the gap
   again from p and q); out of line in the float query, which is given
   them in registers (cbx_contact_sphere_aabb3f_wide_near): in line there,
   it cost the fast path on random data (as in 2D). */
static CBX_ALWAYS_INLINE CONTACT3 cbx_contact_sphere_aabb3_near_of(__m128d p, __m128d q, __m128d d, double pz,
                                                                  double qz, double dz, double d2, double r,
                                                                  bool flat) {
    bool ok;
    const double z = cbx_box_near_value_pair3(p, q, d, pz, qz, dz, d2, r, &ok);
    if (CBX_UNLIKELY(!ok))
        return cbx_contact_sphere_aabb3_exact(cbx_pair_lo(p), cbx_pair_hi(p), pz, cbx_pair_lo(q), cbx_pair_hi(q), qz,
                                              r, flat);
    const cbx_relation rel = cbx_classify_value(z, flat);
    const double len = R_SQRT(d2);
    return cbx_contact3_of_pairs(rel, cbx_contact_settle(len - r, rel, flat), q, qz, d, dz, len);
}

/* contact() on pairs (cbx_pair_gap3_of). */
CONTACT3 cbx_contact_sphere_aabb3(cbx_sphere s, cbx_aabb3 b) {
    const cbx_pair_gap3 g = cbx_pair_gap3_of(&s, &b);
    const double r = s.radius;
    const bool flat = !(g.m > 0);
    if (CBX_LIKELY((g.sign != 0) & cbx_d2_far(g.d2))) { /* cbx_box_contact_decided: why it holds */
        const double len = R_SQRT(g.d2);
        /* cbx_classify(sign, flat) as a shift (the 2D fast path says why) */
        return cbx_contact3_of_pairs((cbx_relation)((g.sign < 0) << (g.m > 0)), len - r, g.q, g.qz, g.d, g.dz, len);
    }
    if (g.screened & cbx_d2_plain(g.d2) & (r <= R_MAX))
        return cbx_contact_sphere_aabb3_near_of(g.p, g.q, g.d, g.pz, g.qz, g.dz, g.d2, r, flat);
    if (g.screened && _mm_movemask_pd(_mm_cmpeq_pd(g.p, g.q)) == 3 && R_EQ(g.pz, g.qz) && r <= R_MAX)
        return cbx_contact_sphere_aabb3_inside(s.center.x, s.center.y, s.center.z, r, b.min.x, b.min.y, b.min.z,
                                               b.max.x, b.max.y, b.max.z, flat);
    return cbx_contact_sphere_aabb3_slow(s.center.x, s.center.y, s.center.z, r, b.min.x, b.min.y, b.min.z,
                                         b.max.x, b.max.y, b.max.z);
}

/* relate() when its filter could not decide, for an input its screen
   passed (contact()'s, with r and d2 finite): the rungs on pairs, then the
   rest of the ladder. Out of line, given the fast path's difference and
   squared gap in registers (grid corners 221 -> 212 instructions a query,
   float 228 -> 218; in line, the fast path took a stack frame: random
   data 111 -> 116). */
static CBX_RUNG_NOINLINE cbx_relation cbx_relate_sphere_aabb3_near(__m128d p, __m128d q, __m128d d, double pz,
                                                                  double qz, double dz, double d2, double r,
                                                                  bool flat) {
    bool ok;
    const double z = cbx_box_near_value_pair3(p, q, d, pz, qz, dz, d2, r, &ok);
    if (CBX_LIKELY(ok)) return cbx_classify_value(z, flat);
    const double pv[3] = {cbx_pair_lo(p), cbx_pair_hi(p), pz}, qv[3] = {cbx_pair_lo(q), cbx_pair_hi(q), qz};
    return cbx_classify(cbx_box_sign_rest(pv, qv, r, 3), flat);
}

/* relate() on contact()'s pairs (g): its screen and filter, the relation
   as there; -1 where the exact decision must take over. */
static CBX_ALWAYS_INLINE int cbx_relate_pairs3(const cbx_pair_gap3 *g, double r) {
    if (CBX_LIKELY(g->sign != 0)) return (g->sign < 0) << (g->m > 0);
    if (g->screened & (g->d2 <= R_MAX) & (r <= R_MAX))
        return (int)cbx_relate_sphere_aabb3_near(g->p, g->q, g->d, g->pz, g->qz, g->dz, g->d2, r, !(g->m > 0));
    return -1;
}

cbx_relation cbx_relate_sphere_aabb3(cbx_sphere s, cbx_aabb3 b) {
    const cbx_pair_gap3 g = cbx_pair_gap3_of(&s, &b);
    const int rel = cbx_relate_pairs3(&g, s.radius);
    if (CBX_LIKELY(rel >= 0)) return (cbx_relation)rel;
    return cbx_relate_sphere_aabb3_slow(s, b);
}
#elif CBX_PAIRS
/* Float: the double pass's pair path on the floats widened to double, which
   is exact, so it decides the same real numbers (as the 2D file's). The
   sphere's z and r are read as one pair: they lie side by side (asserted
   as internal.h asserts cbx_vec3's layout: a typedef, which C++ accepts
   too, for the single-header edition). */
typedef char cbx_spheref_z_then_r[offsetof(cbx_spheref, radius) == offsetof(cbx_spheref, center.z) + sizeof(float)
                                      ? 1
                                      : -1];
cbx_relation cbx_relate_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b) {
    /* z widened before the clamp: a float clamp there became a branch (on
       random data a coin toss) */
    double lz = b.min.z, hz = b.max.z;
    CBX_OPAQUE_REAL(lz);
    CBX_OPAQUE_REAL(hz);
    /* z and r side by side, as the register they arrive in holds them */
    const __m128d zr = cbx_pair_of_floats((const char *)&s + offsetof(cbx_spheref, center.z));
    const cbx_pair_gap3 g = cbx_pair_gap3_on(cbx_pair_of_floats(&s.center.x), cbx_pair_lo(zr), cbx_pair_hi(zr),
                                             cbx_pair_of_float_fields(&b.min.x, &b.min.y), lz,
                                             cbx_pair_of_float_fields(&b.max.x, &b.max.y), hz);
    const int rel = cbx_relate_pairs3(&g, cbx_pair_hi(zr));
    if (CBX_LIKELY(rel >= 0)) return (cbx_relation)rel;
    return cbx_relate_sphere_aabb3_slowf(s, b);
}
#endif

#if CBX_PAIRS
/* overlap() on pairs: the scalar filter (cbx_box_overlap_gap), in float
   the cheapest on random data, then behind the validity screen the rungs
   of relate() and contact() on pairs (cbx_box_cert_value_pair3), where
   the scalar rungs took the TwoDiff errors, the count of differing axes
   and the grid test axis by axis. A float input's center and clamp are
   widened to double first (exact), and the double filter decides float
   data near tangency (grid corners 13.1 -> 11.3 ns with the pairs
   against the scalar rungs; docs/performance-log.md, fortieth session). */
bool CBX_F(cbx_overlap_sphere_aabb3)(SPHERE s, AABB3 b) {
    const CBX_F(cbx_arrays3) a = CBX_F(cbx_arrays3_make)(s, b);
    const CBX_F(cbx_box_gap) g = CBX_F(cbx_box_gap_make)(a.p, a.lo, a.hi, 3);
    const int o = CBX_F(cbx_box_overlap_gap)(&g, s.radius, a.lo, a.hi, 3);
    if (CBX_LIKELY(o >= 0)) return o > 0;
    if (!CBX_F(cbx_box_near_valid)(&g, s.radius, a.lo, a.hi, 3)) return CBX_F(cbx_overlap_sphere_aabb3_slow)(s, b);
    const __m128d p = _mm_setr_pd(a.p[0], a.p[1]), q = _mm_setr_pd(g.q[0], g.q[1]);
    const double r = s.radius;
#if CBX_IS_DOUBLE
    const __m128d d = _mm_setr_pd(g.d[0], g.d[1]);
    const double dz = g.d[2], d2 = g.d2;
#else
    __m128d d;
    double dz;
    const double d2 = cbx_pair_gap3_d2(p, q, a.p[2], g.q[2], &d, &dz);
    const int sign = cbx_dist2_filter(d2, r * r);
    if (sign != 0) return sign < 0;
#endif
    bool ok;
    const double z = cbx_box_cert_value_pair3(p, q, d, a.p[2], g.q[2], dz, d2, r, &ok);
    if (ok) return z <= 0;
    return CBX_F(cbx_overlap_sphere_aabb3_after)(s, b);
}
#endif

#if CBX_IS_DOUBLE && !CBX_CONTACT3_PAIRS
CONTACT3 CBX_F(cbx_contact_sphere_aabb3)(SPHERE s, AABB3 b) {
    const CBX_F(cbx_arrays3) a = CBX_F(cbx_arrays3_make)(s, b);
    const CBX_F(cbx_box_gap) g = CBX_F(cbx_box_gap_make)(a.p, a.lo, a.hi, 3);
    bool flat, screened;
    const int sg = CBX_F(cbx_box_gap_sign)(&g, s.radius, a.lo, a.hi, 3, &flat, &screened);
    if (CBX_LIKELY((sg != 0) & CBX_F(cbx_box_gap_far)(&g))) { /* cbx_box_contact_decided: why it holds */
        const cbx_relation rel = CBX_F(cbx_classify)(sg, flat);
        const CBX_F(cbx_box_contact) k = CBX_F(cbx_box_contact_decided)(&g, s.radius, 3);
        return CBX_F(cbx_contact3_pack)(rel, &k);
    }
    if (screened & CBX_F(cbx_box_gap_plain)(&g) & (s.radius <= R_MAX))
        return CBX_F(cbx_contact_sphere_aabb3_near)(s.center.x, s.center.y, s.center.z, g.q[0], g.q[1], g.q[2],
                                                    s.radius, flat);
    if (screened && R_EQ(s.center.x, g.q[0]) && R_EQ(s.center.y, g.q[1]) && R_EQ(s.center.z, g.q[2]) &&
        s.radius <= R_MAX)
        return CBX_F(cbx_contact_sphere_aabb3_inside)(s.center.x, s.center.y, s.center.z, s.radius, b.min.x, b.min.y,
                                                      b.min.z, b.max.x, b.max.y, b.max.z, flat);
    return CBX_F(cbx_contact_sphere_aabb3_slow)(s.center.x, s.center.y, s.center.z, s.radius, b.min.x, b.min.y,
                                                b.min.z, b.max.x, b.max.y, b.max.z);
}
#elif !CBX_IS_DOUBLE
/* FLOAT: contact() of the double pass on the floats widened to double
   (exact: the same real numbers, so the same exact relation), its answer
   rounded once, component by component, as the 2D file's float contact
   does: the double filter decides float data near tangency, which a float
   filter leaves to the rungs. bench/ab, AB_SHUFFLE=1 (docs/performance-
   log.md, thirty-fourth session), against contact() in float with the
   rungs in double: resting on faces 15.8 -> 10.1 ns, 1e-12 off tangency
   15.3 -> 9.4, off-grid corners a few ulps off 14.4 -> 8.4, grid corners
   17.3 -> 16.5; but random, grid, rolling and falling data 6.7 -> 8.0,
   the cost of widening six floats and rounding seven numbers back (the
   double query takes 6.8 there). The point is a clamp of floats, exact in float;
   the normal rounds once from double; the distance by cbx_float_distance
   (arith/to_float.h). With SSE2 pairs the double pass's pair path runs in
   line here, else the double query is called; both give the same bits. */

/* A contact of the double pass in float, for the same (widened) input. */
static inline cbx_contact3f cbx_contact3_to_float(cbx_contact3 k) {
    if (k.relation == CBX_INVALID) return cbx_contact3_invalidf();
    cbx_contact3f out;
    out.relation = k.relation;
    out.distance = cbx_float_distance(k.distance);
    out.point.x = (float)k.point.x;
    out.point.y = (float)k.point.y;
    out.point.z = (float)k.point.z;
    out.normal.x = (float)k.normal.x;
    out.normal.y = (float)k.normal.y;
    out.normal.z = (float)k.normal.z;
    return out;
}

/* The float pass's cbx_contact_sphere_aabb3_given: the double one on the
   widened input, rounded as contact() rounds, so that its callers (the
   sweeps' starts, the oriented box's contact in its frame) give
   contact()'s bits. Computed in float it was an ulp off the double one
   rounded: a float sweep starting in overlap had another normal than
   contact() in 40 % of the overlapping starts of random scenes (an
   independent oracle found one such touching start). */
cbx_contact3f cbx_contact_sphere_aabb3_givenf(cbx_spheref s, cbx_aabb3f b, cbx_relation rel) {
    const cbx_sphere sd = {{s.center.x, s.center.y, s.center.z}, s.radius};
    const cbx_aabb3 bd = {{b.min.x, b.min.y, b.min.z}, {b.max.x, b.max.y, b.max.z}};
    return cbx_contact3_to_float(cbx_contact_sphere_aabb3_given(sd, bd, rel));
}

/* The double query on the widened input, its answer rounded. */
static CBX_RUNG_NOINLINE cbx_contact3f cbx_contact_sphere_aabb3f_wide(cbx_spheref s, cbx_aabb3f b) {
    const cbx_sphere sd = {{s.center.x, s.center.y, s.center.z}, s.radius};
    const cbx_aabb3 bd = {{b.min.x, b.min.y, b.min.z}, {b.max.x, b.max.y, b.max.z}};
    return cbx_contact3_to_float(cbx_contact_sphere_aabb3(sd, bd));
}

#if CBX_PAIRS
/* The float query's near path: the double pass's
   (cbx_contact_sphere_aabb3_near_of) on the widened input. */
static CBX_RUNG_NOINLINE cbx_contact3f cbx_contact_sphere_aabb3f_wide_near(__m128d p, __m128d q, __m128d d, double pz,
                                                                          double qz, double dz, double d2, double r,
                                                                          bool flat) {
    return cbx_contact3_to_float(cbx_contact_sphere_aabb3_near_of(p, q, d, pz, qz, dz, d2, r, flat));
}

/* The fast path of the double pass's contact() (cbx_pair_gap3_on, as
   relate() above widens its input), its answer rounded in line: the
   decided distance len - r is nonzero with the relation's sign
   (cbx_box_contact_decided) and, in the window of
   cbx_float_distance_plain (within the decided one), rounds plainly; the
   near path takes the rest. */
cbx_contact3f cbx_contact_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b) {
    double lz = b.min.z, hz = b.max.z; /* z widened before the clamp, as in relate() */
    CBX_OPAQUE_REAL(lz);
    CBX_OPAQUE_REAL(hz);
    const __m128d zr = cbx_pair_of_floats((const char *)&s + offsetof(cbx_spheref, center.z));
    const double r = cbx_pair_hi(zr);
    const cbx_pair_gap3 g = cbx_pair_gap3_on(cbx_pair_of_floats(&s.center.x), cbx_pair_lo(zr), r,
                                             cbx_pair_of_float_fields(&b.min.x, &b.min.y), lz,
                                             cbx_pair_of_float_fields(&b.max.x, &b.max.y), hz);
    if (CBX_LIKELY((g.sign != 0) & cbx_float_distance_plain(g.d2))) {
        const double len = CBX_SQRT(g.d2);
        cbx_contact3f out;
        out.relation = (cbx_relation)((g.sign < 0) << (g.m > 0));
        out.distance = (float)(len - r);
        cbx_pair_to_floats(g.q, &out.point);
        out.point.z = (float)g.qz;
        cbx_pair_to_floats(_mm_div_pd(g.d, _mm_set1_pd(len)), &out.normal);
        out.normal.z = (float)(g.dz / len);
        return out;
    }
    if (g.screened & cbx_d2_plain(g.d2) & (r <= DBL_MAX)) /* the double pass's test */
        return cbx_contact_sphere_aabb3f_wide_near(g.p, g.q, g.d, g.pz, g.qz, g.dz, g.d2, r, !(g.m > 0));
    return cbx_contact_sphere_aabb3f_wide(s, b);
}
#else
cbx_contact3f cbx_contact_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b) { return cbx_contact_sphere_aabb3f_wide(s, b); }
#endif
#endif
#undef CBX_CONTACT3_PAIRS

#endif
