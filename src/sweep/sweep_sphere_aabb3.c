/* SPDX-License-Identifier: MIT */
/* Moving sphere against moving axis-aligned box.

   Time 0 is decided by the exact static relation: interiors meeting is
   OVERLAP (point: the box point nearest the center, inside both; normal: the
   contact() normal), touching is CONTACT at time 0. A separate start goes to
   the walk of sweep3_core.c, which both precisions share in double. */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "sweep/sweep_sphere_aabb3.c"
#include "template.h"
#else

#include "internal.h"
#include "arith/predicates.inc"
#include "arith/pair.h"
#include "sweep/sweep3_head.h"

SWEEP3 CBX_F(cbx_sweep3_invalid)(void) {
    SWEEP3 s = {CBX_SWEEP_INVALID, R_NAN, {R_NAN, R_NAN, R_NAN}, {R_NAN, R_NAN, R_NAN}};
    return s;
}

/* The double solver's contact l in this precision, as arrays: the time
   (beyond the largest finite number of the precision, that number), the
   point and the normal. A face's normal (the usual hit, which the fast
   path marks) is already the unit axis; any other is normalized in
   double (the walk divides its normal by the largest component, the fast
   path leaves offsets up to 2^302, beyond float's range; cbx_direction3
   divides by the largest first, so that nothing overflows), then
   rounded. */
static inline void CBX_F(cbx_sweep3_local_out)(const cbx_sweep3_local *l, cbx_real *t, cbx_real *q, cbx_real *n) {
    /* each read alone, by an 8-byte load: the solver wrote them one by one,
       and a 16-byte load of two would wait for both stores to retire */
    double m[3];
    for (int i = 0; i < 3; ++i) {
        m[i] = l->normal[i];
        CBX_OPAQUE_REAL(m[i]);
    }
    if (l->face) {
        for (int i = 0; i < 3; ++i) n[i] = (cbx_real)m[i];
    } else {
        const cbx_dir3 u = cbx_direction3(m[0], m[1], m[2]);
        n[0] = (cbx_real)u.x;
        n[1] = (cbx_real)u.y;
        n[2] = (cbx_real)u.z;
    }
    *t = l->time > (double)R_MAX ? R_MAX : (cbx_real)l->time;
    for (int i = 0; i < 3; ++i) {
        double x = l->q[i];
        CBX_OPAQUE_REAL(x);
        q[i] = (cbx_real)x;
    }
}

/* NONE, written field by field as below. */
static inline void CBX_F(cbx_sweep3_none)(SWEEP3 *out) {
    out->type = CBX_SWEEP_NONE;
    out->time = 0;
    out->point.x = out->point.y = out->point.z = 0;
    out->normal.x = out->normal.y = out->normal.z = 0;
}

/* The answer of the double solver, in this precision, written field by
   field into *out (a struct built aside and copied would be read back
   in wider pieces than it was written: a store-forwarding stall). */
static inline void CBX_F(cbx_sweep3_from_local)(const cbx_sweep3_local *l, SWEEP3 *out) {
    if (l->type != CBX_SWEEP_CONTACT) {
        CBX_F(cbx_sweep3_none)(out);
        return;
    }
    cbx_real t, q[3], n[3];
    CBX_F(cbx_sweep3_local_out)(l, &t, q, n);
    out->type = CBX_SWEEP_CONTACT;
    out->time = t;
    out->point.x = q[0];
    out->point.y = q[1];
    out->point.z = q[2];
    out->normal.x = n[0];
    out->normal.y = n[1];
    out->normal.z = n[2];
}

/* The answer for a start that is not separate: rel, the exact static
   relation; the point the box point nearest the center, the normal
   contact()'s. */
static inline SWEEP3 CBX_F(cbx_sweep3_static)(const SPHERE *sp, const AABB3 *bp, cbx_relation rel) {
    const SPHERE s = *sp;
    const AABB3 b = *bp;
    const CONTACT3 k = CBX_F(cbx_contact_sphere_aabb3_given)(s, b, rel);
    SWEEP3 out = {rel == CBX_OVERLAPPING ? CBX_SWEEP_OVERLAP : CBX_SWEEP_CONTACT, 0, {0, 0, 0}, {0, 0, 0}};
    out.point.x = CBX_F(cbx_clamp)(s.center.x, b.min.x, b.max.x);
    out.point.y = CBX_F(cbx_clamp)(s.center.y, b.min.y, b.max.y);
    out.point.z = CBX_F(cbx_clamp)(s.center.z, b.min.z, b.max.z);
    out.normal = k.normal;
    return out;
}

/* The fast path's start that is not separate, sign that of the squared
   distance minus r^2 (0 or -1): the relation, flat shapes touching. Out
   of line, as the slow path below. */
static CBX_RUNG_NOINLINE SWEEP3 CBX_F(cbx_sweep3_not_separate)(const SPHERE *sp, const AABB3 *bp, int sign) {
    const cbx_real bl[3] = {bp->min.x, bp->min.y, bp->min.z}, bh[3] = {bp->max.x, bp->max.y, bp->max.z};
    const bool flat = CBX_F(cbx_box_flat)(sp->radius, bl, bh, 3);
    return CBX_F(cbx_sweep3_static)(sp, bp, CBX_F(cbx_classify)(sign, flat));
}

/* Everything after an undecided fast path, out of line and reading the
   inputs through pointers (the by-value structs already sit in the
   caller's frame), so that the fast path's call site keeps nothing live
   across its call: validity, the exact static relation, then the walk. */
static CBX_RUNG_NOINLINE SWEEP3 CBX_F(cbx_sweep3_slow)(const SPHERE *sp, const VEC3 *svp, const AABB3 *bp,
                                                        const VEC3 *bvp) {
    const SPHERE s = *sp;
    const AABB3 b = *bp;
    if (!CBX_F(cbx_is_valid_sphere)(s) || !CBX_F(cbx_is_valid_aabb3)(b) || !CBX_F(cbx_is_finite_vec3)(*svp) ||
        !CBX_F(cbx_is_finite_vec3)(*bvp))
        return CBX_F(cbx_sweep3_invalid)();
    const cbx_relation rel = CBX_F(cbx_relate_sphere_aabb3)(s, b);
    if (rel != CBX_SEPARATE) return CBX_F(cbx_sweep3_static)(sp, bp, rel);
    const double c[3] = {s.center.x, s.center.y, s.center.z};
    const double lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
    const double sv[3] = {svp->x, svp->y, svp->z}, bv[3] = {bvp->x, bvp->y, bvp->z};
    cbx_sweep3_local l = cbx_sweep3_separate(c, s.radius, lo, hi, sv, bv);
    /* The start is separate: a contact sooner than the smallest positive
       double (a subnormal bound beside offsets near 2^330) takes that
       time, not 0, which means touching at the start. */
    if (l.type == CBX_SWEEP_CONTACT && !(l.time > 0)) l.time = DBL_TRUE_MIN;
    SWEEP3 out;
    CBX_F(cbx_sweep3_from_local)(&l, &out);
    return out;
}

/* *a, returned field by field from registers: gcc copies a struct
   returned whole through 16-byte loads, each spanning two of the 8-byte
   stores that built it, which cannot be forwarded (a stall on every
   query). */
static inline SWEEP3 CBX_F(cbx_sweep3_fields)(const SWEEP3 *a) {
    const SWEEP3 out = {a->type, a->time, {a->point.x, a->point.y, a->point.z},
                        {a->normal.x, a->normal.y, a->normal.z}};
    return out;
}

/* The sweep's steps below are forced inline into their callers, so that
   the public query passes its inputs to the fast path directly. */
#ifndef CBX_SWEEP3_INLINE
#if defined(__GNUC__) || defined(__clang__)
#define CBX_SWEEP3_INLINE __attribute__((always_inline)) inline
#else
#define CBX_SWEEP3_INLINE inline
#endif
#endif
#if !CBX_IS_DOUBLE
/* The coordinates widened to double, five arrays: the sphere's center,
   the box's corners, the two velocities. Four places each, the fourth
   unused, so that every array's x and y fill one 16-byte slot of the
   struct: gcc stores them as pairs, and the head (sweep3_head.h), in
   line here, reads them as pairs; in arrays of three, lo's pair began at
   byte 24, across two of those stores, and waited for both (the float 3D
   sweep 10-27 % slower on bench/ab's rows until they were padded). */
typedef struct cbx_sweep3_in {
    double c[4], lo[4], hi[4], sv[4], bv[4];
} cbx_sweep3_in;

/* Each coordinate read by itself (cbx_vec3_read), then widened: the
   structs sit in the caller's memory, where one 8-byte load over two
   4-byte stores would wait for them. */
static inline void cbx_sweep3_widen(const cbx_vec3f *v, double out[3]) {
    float in[3];
    cbx_vec3_readf(v, in);
    for (int i = 0; i < 3; ++i) out[i] = in[i];
}
#endif

/* The sweep on the inputs (s ... b_vel) and their coordinates in double
   (c, lo, hi, sv, bv: the inputs themselves in the double pass, which
   reads them in place, cbx_vec3_coords; widened copies in the float one);
   apart as below. */
static CBX_SWEEP3_INLINE void CBX_F(cbx_sweep3_on)(SWEEP3 *out, const SPHERE *s, const VEC3 *s_vel,
                                                   const AABB3 *b, const VEC3 *b_vel, const double *c,
                                                   const double *lo, const double *hi, const double *sv,
                                                   const double *bv, bool apart) {
    /* The fast path takes only input its head finds valid (magnitudes
       finite and at most 2^300, r >= 0, lo <= hi); the head's clear miss
       (an axis certainly beyond r, not approaching) is answered here, on
       the straight path (the layout measured: 43 % of the 3D game
       trace's sweeps end there). */
    double v[3];
    const cbx_fast_head h = cbx_fast_head_of(c, s->radius, lo, hi, sv, bv, v);
    if (CBX_LIKELY(h.ok & h.sep)) {
        CBX_F(cbx_sweep3_none)(out);
        return;
    }
    cbx_sweep3_local l;
    const bool fast = h.ok && (apart ? cbx_sweep3_fast_apart(c, s->radius, lo, hi, sv, bv, v, &l)
                                     : cbx_sweep3_fast(c, s->radius, lo, hi, sv, bv, v, &l));
    if (CBX_LIKELY(fast)) {
        if (CBX_LIKELY(l.type != CBX_SWEEP_OVERLAP)) {
            CBX_F(cbx_sweep3_from_local)(&l, out);
            return;
        }
        /* not separate, the sign of the squared distance known */
        *out = CBX_F(cbx_sweep3_not_separate)(s, b, l.time < 0 ? -1 : 0);
        return;
    }
    *out = CBX_F(cbx_sweep3_slow)(s, s_vel, b, b_vel);
}

/* The sweep in the box's frame; apart: the caller has shown the start
   separate beside an edge or a corner (cbx_sweep3_fast_apart). */
static CBX_SWEEP3_INLINE void CBX_F(cbx_sweep3_body)(SWEEP3 *out, const SPHERE *s,
                                                     const VEC3 *s_vel, const AABB3 *b,
                                                     const VEC3 *b_vel, bool apart) {
#if CBX_IS_DOUBLE
    CBX_F(cbx_sweep3_on)(out, s, s_vel, b, b_vel, cbx_vec3_coords(&s->center), cbx_vec3_coords(&b->min),
                         cbx_vec3_coords(&b->max), cbx_vec3_coords(s_vel), cbx_vec3_coords(b_vel), apart);
#else
    cbx_sweep3_in in;
    cbx_sweep3_widen(&s->center, in.c);
    cbx_sweep3_widen(&b->min, in.lo);
    cbx_sweep3_widen(&b->max, in.hi);
    cbx_sweep3_widen(s_vel, in.sv);
    cbx_sweep3_widen(b_vel, in.bv);
    CBX_F(cbx_sweep3_on)(out, s, s_vel, b, b_vel, in.c, in.lo, in.hi, in.sv, in.bv, apart);
#endif
}

SWEEP3 CBX_F(cbx_sweep_sphere_aabb3_local)(const SPHERE *s, const VEC3 *vel, const AABB3 *b) {
    static const VEC3 still = {0, 0, 0};
    SWEEP3 out;
    CBX_F(cbx_sweep3_body)(&out, s, vel, b, &still, false);
    return CBX_F(cbx_sweep3_fields)(&out);
}

/* The same for a start the caller has shown separate beside an edge or a
   corner (internal.h). */
SWEEP3 CBX_F(cbx_sweep_sphere_aabb3_local_apart)(const SPHERE *s, const VEC3 *vel, const AABB3 *b) {
    static const VEC3 still = {0, 0, 0};
    SWEEP3 out;
    CBX_F(cbx_sweep3_body)(&out, s, vel, b, &still, true);
    return CBX_F(cbx_sweep3_fields)(&out);
}

/* The sweep's contact with the edge or corner (mask, side) against the
   box standing still, computed but not decided
   (cbx_sweep3_feature_contact), on the caller's arrays: its time, point
   and normal, as the sweep would report them; false where there is none
   to compute. For the casts, which prove what they use. */
bool CBX_F(cbx_sweep_sphere_aabb3_feature)(const cbx_real *p, cbx_real r, const cbx_real *lo, const cbx_real *hi,
                                           const cbx_real *v, int mask, const int side[3], cbx_real *t,
                                           cbx_real *point, cbx_real *normal) {
    double pb[3], lb[3], hb[3], vb[3]; /* the float pass's copies in double (cbx_as_double) */
    cbx_sweep3_local l;
    if (!cbx_sweep3_feature_contact(CBX_F(cbx_as_double)(p, 3, pb), (double)r, CBX_F(cbx_as_double)(lo, 3, lb),
                                    CBX_F(cbx_as_double)(hi, 3, hb), CBX_F(cbx_as_double)(v, 3, vb), mask, side,
                                    &l) ||
        l.type != CBX_SWEEP_CONTACT)
        return false;
    CBX_F(cbx_sweep3_local_out)(&l, t, point, normal);
    return true;
}

#if !CBX_IS_DOUBLE && CBX_PAIRS
/* A float vector passed by value, widened on the registers it arrives in:
   x and y by one CVTPS2PD (arith/pair.h), then z. */
static inline void cbx_sweep3_widen_value(const cbx_vec3f *v, double out[3]) {
    _mm_storeu_pd(out, cbx_pair_of_floats(&v->x));
    out[2] = v->z;
}
#endif

SWEEP3 CBX_F(cbx_sweep_sphere_aabb3)(SPHERE s, VEC3 s_vel, AABB3 b, VEC3 b_vel) {
    SWEEP3 out;
#if !CBX_IS_DOUBLE && CBX_PAIRS
    /* the sphere and the velocities from their registers; the box, passed
       in memory, coordinate by coordinate (cbx_sweep3_widen) */
    cbx_sweep3_in in;
    cbx_sweep3_widen_value(&s.center, in.c);
    cbx_sweep3_widen(&b.min, in.lo);
    cbx_sweep3_widen(&b.max, in.hi);
    cbx_sweep3_widen_value(&s_vel, in.sv);
    cbx_sweep3_widen_value(&b_vel, in.bv);
    CBX_F(cbx_sweep3_on)(&out, &s, &s_vel, &b, &b_vel, in.c, in.lo, in.hi, in.sv, in.bv, false);
#else
    CBX_F(cbx_sweep3_body)(&out, &s, &s_vel, &b, &b_vel, false);
#endif
    if (out.type == CBX_SWEEP_CONTACT) {
        /* The box has moved by b_vel * time. */
        out.point.x = R_MOVED(out.point.x, b_vel.x, out.time);
        out.point.y = R_MOVED(out.point.y, b_vel.y, out.time);
        out.point.z = R_MOVED(out.point.z, b_vel.z, out.time);
    }
    return CBX_F(cbx_sweep3_fields)(&out);
}

#endif
