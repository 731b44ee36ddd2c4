/* SPDX-License-Identifier: MIT */
/* Moving sphere against moving oriented box: the axis-aligned sweep in the
   box's frame (frame.inc). The center's offset and the relative velocity
   are rotated into the frame (and scaled with it, which leaves time unchanged);
   the answer is rotated back and the box's motion added. Like the static
   oriented query, the decision is guaranteed beyond the frame's rounding:
   when the closest approach of the path to the box differs from the radius
   by more than 24 eps (|d| + |v| t + half.x + half.y + half.z), d the offset
   from the box center, v the relative velocity, t the contact (or closest
   approach) time; see docs/3d.md. */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "sweep/sweep_sphere_obb3.c"
#include "template.h"
#else

#include "internal.h"
#include "shape/frame.inc"
#include "shape/obb_aligned.inc"
#include "arith/pow2.h"

/* A relative velocity below this (each component) is scaled up before the
   rotation into the frame. */
#define CBX_TINY_VEL (R_MIN * (cbx_real)0x1p24)

/* The box as the axis-aligned one it is, where it is one with exact
   bounds (src/shape/obb_aligned.inc): the exact sweep on those bounds.
   Out of line: other boxes pay only the screen. */
static CBX_NEVER_INLINE bool CBX_F(cbx_sweep_obb3_aligned)(SPHERE s, VEC3 sv, OBB3 b, VEC3 bv, SWEEP3 *out) {
    AABB3 a;
    if (!CBX_F(cbx_obb3_aligned)(&b, &a)) return false;
    *out = CBX_F(cbx_sweep_sphere_aabb3)(s, sv, a, bv);
    return true;
}

/* A scene whose every length (the centers, r, the half extents) lies
   below CBX_DEEP (the deep subnormals and just above): the frame's
   rotation rounds its offsets absolutely, by subnormal ulps as large as
   the scene (an independent tester: a time 579 times its bound at
   2^-1040). Such a scene is swept scaled by 2^k (exact; k = CBX_DEEP_UP,
   less where a speed would pass 2^CBX_DEEP_UP so: a second tester's
   scenes with subnormal lengths and ordinary speeds), its time unchanged
   and its point scaled back, as the axis-aligned 2D sweep does. 0 where
   no scaling is due. */
#if CBX_IS_DOUBLE
#  define CBX_DEEP 0x1p-900
#  define CBX_DEEP_UP 1000
#else
#  define CBX_DEEP 0x1p-100F
#  define CBX_DEEP_UP 100
#endif
static int CBX_F(cbx_sweep_obb3_deep)(SPHERE s, VEC3 sv, OBB3 b, VEC3 bv) {
    const cbx_real len[10] = {s.center.x, s.center.y, s.center.z, s.radius, b.center.x,
                              b.center.y, b.center.z, b.half.x,   b.half.y, b.half.z};
    const cbx_real speed[6] = {sv.x, sv.y, sv.z, bv.x, bv.y, bv.z};
    cbx_real m = 0, v = 0;
    for (int i = 0; i < 10; ++i) m = m > R_FABS(len[i]) ? m : R_FABS(len[i]);
    if (!(m > 0 && m < CBX_DEEP)) return 0; /* all zero: nothing to scale */
    for (int i = 0; i < 6; ++i) v = v > R_FABS(speed[i]) ? v : R_FABS(speed[i]);
    const int k = v > 0 && cbx_exponent((double)v) > 0 ? CBX_DEEP_UP - cbx_exponent((double)v) : CBX_DEEP_UP;
    return k >= 24 ? k : 0;
}

static SWEEP3 CBX_F(cbx_sweep_sphere_obb3_framed)(SPHERE s, VEC3 s_vel, OBB3 b, VEC3 b_vel);

static VEC3 CBX_F(cbx_scaled3)(VEC3 v, int k) {
    const VEC3 out = {(cbx_real)cbx_scale2((double)v.x, k), (cbx_real)cbx_scale2((double)v.y, k),
                      (cbx_real)cbx_scale2((double)v.z, k)};
    return out;
}

static CBX_NEVER_INLINE SWEEP3 CBX_F(cbx_sweep_sphere_obb3_scaled)(SPHERE s, VEC3 sv, OBB3 b, VEC3 bv, int k) {
    const SPHERE ss = {CBX_F(cbx_scaled3)(s.center, k), (cbx_real)cbx_scale2((double)s.radius, k)};
    OBB3 bs = b;
    bs.center = CBX_F(cbx_scaled3)(b.center, k);
    bs.half = CBX_F(cbx_scaled3)(b.half, k);
    SWEEP3 out =
        CBX_F(cbx_sweep_sphere_obb3_framed)(ss, CBX_F(cbx_scaled3)(sv, k), bs, CBX_F(cbx_scaled3)(bv, k));
    out.point = CBX_F(cbx_scaled3)(out.point, -k);
    if (out.type == CBX_SWEEP_OVERLAP) {
        /* a start in overlap carries contact()'s normal, as unscaled (the
           fuzz target's invariant); its point is the sweep's own */
        out.normal = CBX_F(cbx_contact_sphere_obb3)(s, b).normal;
    }
    return out;
}

/* The sweep in the box's frame, for a valid input. */
static SWEEP3 CBX_F(cbx_sweep_sphere_obb3_framed)(SPHERE s, VEC3 s_vel, OBB3 b, VEC3 b_vel) {
    /* The rotation errs by a few ulps of the velocity's largest component,
       absolute: for a velocity of a few subnormal ulps that turns the path.
       So a tiny relative velocity (its difference is exact there) is first
       multiplied by 2^k, exactly, and the frame's time divided by it. */
    int k = 0;
    VEC3 sv = s_vel, bv = b_vel;
    const VEC3 dv = {s_vel.x - b_vel.x, s_vel.y - b_vel.y, s_vel.z - b_vel.z};
    cbx_real m = R_FABS(dv.x) > R_FABS(dv.y) ? R_FABS(dv.x) : R_FABS(dv.y);
    m = m > R_FABS(dv.z) ? m : R_FABS(dv.z);
    if (CBX_UNLIKELY(m > 0 && m < CBX_TINY_VEL)) {
        k = -cbx_exponent((double)m);
        sv.x = (cbx_real)cbx_scale2((double)dv.x, k);
        sv.y = (cbx_real)cbx_scale2((double)dv.y, k);
        sv.z = (cbx_real)cbx_scale2((double)dv.z, k);
        bv.x = bv.y = bv.z = 0;
    }
    VEC3 rel;
    const CBX_F(cbx_frame3) f = CBX_F(cbx_frame3_make_moving)(s.center, b, sv, bv, &rel);
    const SPHERE ls = {f.p, CBX_F(cbx_frame_len)(s.radius, f.scale)};
    SWEEP3 out = CBX_F(cbx_sweep_sphere_aabb3_local)(&ls, &rel, &f.box);
    if (out.type < CBX_SWEEP_OVERLAP) return out;
    if (out.type == CBX_SWEEP_NONE) return out;
    if (CBX_UNLIKELY(k != 0)) {
        const double t = cbx_scale2((double)out.time, k);
        out.time = t < (double)R_MAX ? (cbx_real)t : R_MAX;
    }
    out.point = CBX_F(cbx_frame3_point)(&f, out.point);
    out.normal = CBX_F(cbx_frame3_vector)(&f, out.normal);
    out.point.x = R_MOVED(out.point.x, b_vel.x, out.time);
    out.point.y = R_MOVED(out.point.y, b_vel.y, out.time);
    out.point.z = R_MOVED(out.point.z, b_vel.z, out.time);
    return out;
}

SWEEP3 CBX_F(cbx_sweep_sphere_obb3)(SPHERE s, VEC3 s_vel, OBB3 b, VEC3 b_vel) {
    if (!CBX_F(cbx_is_valid_sphere)(s) || !CBX_F(cbx_is_valid_obb3)(b) || !CBX_F(cbx_is_finite_vec3)(s_vel) ||
        !CBX_F(cbx_is_finite_vec3)(b_vel))
        return CBX_F(cbx_sweep3_invalid)();
    SWEEP3 aligned;
    if (CBX_F(cbx_axis_may_align)(b.axis[0]) && CBX_F(cbx_sweep_obb3_aligned)(s, s_vel, b, b_vel, &aligned))
        return aligned;
    const int deep = CBX_F(cbx_sweep_obb3_deep)(s, s_vel, b, b_vel);
    if (CBX_UNLIKELY(deep != 0)) return CBX_F(cbx_sweep_sphere_obb3_scaled)(s, s_vel, b, b_vel, deep);
    return CBX_F(cbx_sweep_sphere_obb3_framed)(s, s_vel, b, b_vel);
}

#undef CBX_TINY_VEL
#undef CBX_DEEP
#undef CBX_DEEP_UP

#endif
