/* SPDX-License-Identifier: MIT */
/* Moving circle against moving oriented rectangle: the first time they touch.

   In the box's own frame (frame.inc) the box is axis-aligned and centred at
   the origin; the relative velocity c_vel - b_vel is rotated into that frame
   too, and the axis-aligned sweep (sweep_circle_aabb2.c) answers there. The
   answer is mapped back: the point by the frame, the normal by the rotation,
   and the point then moved with the box by b_vel * time.

   MARGIN. Only the move into the frame rounds. The center's local
   coordinates carry an error of at most about 6 eps (|dx| + |dy|) (dx, dy the
   world offset from the box's center to the circle's; rotation and its
   normalization, circle_obb2.c), and the local velocity about 6 eps
   (|Vx| + |Vy|). So the point of the path at time t is off by at most
   6 eps (|dx| + |dy| + t (|Vx| + |Vy|)), and the decision CONTACT vs NONE is
   guaranteed whenever the path's clearance differs from r by more than
       16 eps (|dx| + |dy| + half.x + half.y + r + t_c (|Vx| + |Vy|)),
   t_c the time of the path's closest approach to the box (or of the
   contact); the factor 16 leaves more than two to spare (the oracle test
   checks it). The time is then within the aabb bounds of that file with L
   grown by the same amount. Float queries run in double and round once. */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "sweep/sweep_circle_obb2.c"
#include "template.h"
#else

#include "internal.h"
#include "shape/obb_aligned.inc"

#if CBX_IS_DOUBLE
#include "shape/frame.inc"
#include "arith/pow2.h"

/* The relative velocity v = cv - bv scaled by 2^k so that the rotation into
   the frame keeps its direction: quartered if |v.x| + |v.y| exceeds 2^1022
   (the difference or its rotation could overflow: a rotated component is at
   most about that sum; testing the difference alone let (-DBL_MAX,
   -DBL_MAX) through, whose rotation by (0.6, 0.8) overflowed to infinity
   and gave a CONTACT for a path that misses the box: an independent
   oracle's finding), or brought up to about 1 if it is tiny, since the
   rotation errs by a few ulps of the larger component's magnitude,
   absolute, which below 2^-1074 would turn the path. The frame's time is
   then the world time divided by 2^k. Rare, so out of line. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline, cold))
#endif
static cbx_vec2 cbx_sweep2_frame_velocity(cbx_vec2 cv, cbx_vec2 bv, int *k) {
    cbx_vec2 v = {cv.x - bv.x, cv.y - bv.y};
    *k = 0;
    if (!(CBX_FABS(v.x) + CBX_FABS(v.y) <= 0x1p1022)) {
        *k = -2;
        v.x = cv.x * 0.25 - bv.x * 0.25;
        v.y = cv.y * 0.25 - bv.y * 0.25;
    }
    const double vm = CBX_FABS(v.x) > CBX_FABS(v.y) ? CBX_FABS(v.x) : CBX_FABS(v.y);
    if (vm > 0 && vm < 0x1p-900) {
        *k = -cbx_exponent(vm);
        v.x = cbx_scale2(v.x, *k);
        v.y = cbx_scale2(v.y, *k);
    }
    return v;
}

static cbx_sweep2 cbx_sweep_circle_obb2_framed(cbx_circle c, cbx_vec2 cv, cbx_obb2 b, cbx_vec2 bv);

/* A scene whose every length (the centers, r, the half extents) lies
   below 2^-900 (the deep subnormals): the frame's rotation rounds its
   offsets absolutely, by subnormal ulps as large as the scene, so the time
   strayed up to 6e-5 from the exact one (an independent tester: 186 of 243
   contacts at 2^-1030..2^-1062 beyond the time bound). Such a scene is
   swept scaled by 2^k (exact; k = 1000, less where a speed would pass
   2^1000 so: a second tester's scenes with subnormal lengths and ordinary
   speeds), its time unchanged and its point scaled back, as the
   axis-aligned 2D sweep does. 0 where no scaling is due. */
static int cbx_sweep_obb2_deep(cbx_circle c, cbx_vec2 cv, cbx_obb2 b, cbx_vec2 bv) {
    const double len[7] = {c.center.x, c.center.y, c.radius, b.center.x, b.center.y, b.half.x, b.half.y};
    const double speed[4] = {cv.x, cv.y, bv.x, bv.y};
    double m = 0, s = 0;
    for (int i = 0; i < 7; ++i) m = m > CBX_FABS(len[i]) ? m : CBX_FABS(len[i]);
    if (!(m > 0 && m < 0x1p-900)) return 0; /* all zero: nothing to scale */
    for (int i = 0; i < 4; ++i) s = s > CBX_FABS(speed[i]) ? s : CBX_FABS(speed[i]);
    const int k = s > 0 && cbx_exponent(s) > 0 ? 1000 - cbx_exponent(s) : 1000;
    return k >= 64 ? k : 0;
}

static CBX_NEVER_INLINE cbx_sweep2 cbx_sweep_circle_obb2_scaled(cbx_circle c, cbx_vec2 cv, cbx_obb2 b,
                                                               cbx_vec2 bv, int k) {
    const cbx_circle cs = {{cbx_scale2(c.center.x, k), cbx_scale2(c.center.y, k)}, cbx_scale2(c.radius, k)};
    const cbx_obb2 bs = {{cbx_scale2(b.center.x, k), cbx_scale2(b.center.y, k)},
                         {cbx_scale2(b.half.x, k), cbx_scale2(b.half.y, k)}, b.rot};
    const cbx_vec2 cvs = {cbx_scale2(cv.x, k), cbx_scale2(cv.y, k)}, bvs = {cbx_scale2(bv.x, k), cbx_scale2(bv.y, k)};
    cbx_sweep2 s = cbx_sweep_circle_obb2_framed(cs, cvs, bs, bvs);
    s.point.x = cbx_scale2(s.point.x, -k);
    s.point.y = cbx_scale2(s.point.y, -k);
    if (s.type == CBX_SWEEP_OVERLAP) {
        /* a start in overlap carries contact()'s normal, as unscaled (the
           fuzz target's invariant); its point is the sweep's own */
        s.normal = cbx_contact_circle_obb2(c, b).normal;
    }
    return s;
}

/* The sweep in the box's frame, for a valid input. */
static cbx_sweep2 cbx_sweep_circle_obb2_framed(cbx_circle c, cbx_vec2 cv, cbx_obb2 b, cbx_vec2 bv) {
    const cbx_frame2 f = cbx_frame2_make(c.center, b);
    /* The relative velocity; scaled by 2^k (above) unless its size is
       ordinary, one test: a sum of magnitudes that is infinite or tiny. */
    int k = 0;
    cbx_vec2 v = {cv.x - bv.x, cv.y - bv.y};
    const double vm = CBX_FABS(v.x) + CBX_FABS(v.y);
    if (CBX_UNLIKELY(!((vm >= 0x1p-900) & (vm <= 0x1p1022)))) v = cbx_sweep2_frame_velocity(cv, bv, &k);
    cbx_vec2 vl = cbx_rot2_inv_apply(f.rot, v);
    /* Lengths and speeds scaled alike keep the time unchanged. */
    vl.x *= f.scale;
    vl.y *= f.scale;
    const cbx_circle lc = {f.p, c.radius * f.scale};
    const cbx_vec2 zero = {0, 0};
    cbx_sweep2 s = cbx_sweep_circle_aabb2_valid(lc, vl, zero, f.box,
                                                cbx_sweep2_plain_input(lc, vl, zero, f.box));
    if (s.type == CBX_SWEEP_NONE) return s;
    if (CBX_UNLIKELY(k != 0)) {
        /* Exact unless it leaves the range: a time beyond it saturates. */
        s.time = cbx_scale2(s.time, k);
        if (!(s.time <= DBL_MAX)) s.time = DBL_MAX;
    }
    s.point = cbx_frame2_point(&f, s.point);
    s.normal = cbx_rot2_apply(f.rot, s.normal);
    return s;
}

static cbx_sweep2 cbx_sweep_circle_obb2_valid(cbx_circle c, cbx_vec2 cv, cbx_obb2 b, cbx_vec2 bv) {
    const int deep = cbx_sweep_obb2_deep(c, cv, b, bv);
    if (CBX_UNLIKELY(deep != 0)) return cbx_sweep_circle_obb2_scaled(c, cv, b, bv, deep);
    return cbx_sweep_circle_obb2_framed(c, cv, b, bv);
}

/* The box moved by b_vel times the reported time (float: the time float
   reports, so that point and time agree, as in sweep_circle_aabb2.c). */
static cbx_sweep2 cbx_sweep2_move_box(cbx_sweep2 s, cbx_vec2 bv, bool as_float) {
    if (s.type != CBX_SWEEP_CONTACT) return s;
    if (as_float) s.time = (double)(s.time < (double)FLT_MAX ? (float)s.time : FLT_MAX);
    s.point.x = cbx_moved(s.point.x, bv.x, s.time);
    s.point.y = cbx_moved(s.point.y, bv.y, s.time);
    return s;
}
#endif

/* The box as the axis-aligned one it is, where it is one with exact
   bounds (src/shape/obb_aligned.inc): the exact sweep on those bounds.
   Out of line: other rotations pay only the screen. */
static CBX_NEVER_INLINE bool CBX_F(cbx_sweep_obb2_aligned)(CIRCLE c, VEC2 cv, OBB2 b, VEC2 bv, SWEEP2 *out) {
    AABB2 a;
    if (!CBX_F(cbx_obb2_aligned)(&b, &a)) return false;
    *out = CBX_F(cbx_sweep_circle_aabb2)(c, cv, a, bv);
    return true;
}

SWEEP2 CBX_F(cbx_sweep_circle_obb2)(CIRCLE c, VEC2 c_vel, OBB2 b, VEC2 b_vel) {
    if (!CBX_F(cbx_is_valid_circle)(c) || !CBX_F(cbx_is_valid_obb2)(b) ||
        !CBX_F(cbx_is_finite_vec2)(c_vel) || !CBX_F(cbx_is_finite_vec2)(b_vel))
        return CBX_F(cbx_sweep2_invalid)();
    SWEEP2 aligned;
    if (CBX_F(cbx_rot2_may_align)(b.rot) && CBX_F(cbx_sweep_obb2_aligned)(c, c_vel, b, b_vel, &aligned)) return aligned;
    const cbx_circle cd = {{c.center.x, c.center.y}, c.radius};
    const cbx_obb2 bd = {{b.center.x, b.center.y}, {b.half.x, b.half.y}, {b.rot.c, b.rot.s}};
    const cbx_vec2 cv = {c_vel.x, c_vel.y}, bv = {b_vel.x, b_vel.y};
#if CBX_IS_DOUBLE
    return cbx_sweep2_move_box(cbx_sweep_circle_obb2_valid(cd, cv, bd, bv), bv, false);
#else
    SWEEP2 out = cbx_sweep2_to_float(cbx_sweep2_move_box(cbx_sweep_circle_obb2_valid(cd, cv, bd, bv), bv, true));
    /* A start in overlap: the normal contact()'s, which the float query
       forms in its own frame in float (static/circle_obb2.c), not this
       one's double frame rounded (an ulp apart in a quarter of the
       overlapping starts of random scenes). */
    if (CBX_UNLIKELY(out.type == CBX_SWEEP_OVERLAP)) out.normal = cbx_contact_circle_obb2f(c, b).normal;
    return out;
#endif
}

#endif
