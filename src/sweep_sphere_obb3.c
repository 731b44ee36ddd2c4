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
#define CBX_TEMPLATE_BODY "sweep_sphere_obb3.c"
#include "template.h"
#else

#include "internal.h"
#include "frame.inc"

SWEEP3 CBX_F(cbx_sweep_sphere_obb3)(SPHERE s, VEC3 s_vel, OBB3 b, VEC3 b_vel) {
    if (!CBX_F(cbx_is_valid_sphere)(s) || !CBX_F(cbx_is_valid_obb3)(b) || !CBX_F(cbx_is_finite_vec3)(s_vel) ||
        !CBX_F(cbx_is_finite_vec3)(b_vel))
        return CBX_F(cbx_sweep3_invalid)();
    VEC3 rel;
    const VEC3 still = {0, 0, 0};
    const CBX_F(cbx_frame3) f = CBX_F(cbx_frame3_make_moving)(s.center, b, s_vel, b_vel, &rel);
    const SPHERE ls = {f.p, CBX_F(cbx_frame_len)(s.radius, f.scale)};
    SWEEP3 out = CBX_F(cbx_sweep_sphere_aabb3_local)(ls, rel, f.box, still);
    if (out.type < CBX_SWEEP_OVERLAP) return out;
    if (out.type == CBX_SWEEP_NONE) return out;
    out.point = CBX_F(cbx_frame3_point)(&f, out.point);
    out.normal = CBX_F(cbx_frame3_vector)(&f, out.normal);
    out.point.x = R_MOVED(out.point.x, b_vel.x, out.time);
    out.point.y = R_MOVED(out.point.y, b_vel.y, out.time);
    out.point.z = R_MOVED(out.point.z, b_vel.z, out.time);
    return out;
}

#endif
