/* SPDX-License-Identifier: MIT */
/* Sphere against oriented box, standing still.

   As for the rectangle (circle_obb2.c): in the box's frame the box is
   axis-aligned and centred at the origin and the exact axis-aligned query
   answers. The accepted axes are first made orthonormal (frame.inc); the box
   meant is the one those axes span. Only the move into the frame rounds: each
   local coordinate is a three-term dot product of the rounded world offset
   d = center - box.center with a unit axis that is orthonormal to a few eps,
   so it errs by at most about 8 eps (|dx| + |dy| + |dz|). The answer is
   guaranteed whenever
       |distance - radius| > 24 eps (|dx| + |dy| + |dz| + half.x + half.y + half.z) + 8 m,
   m the smallest subnormal (a factor of two to spare; test_static3.py checks
   it against exact arithmetic). Axes that are a signed permutation of the
   unit vectors round nothing but the offset, and there the relation is
   exact (shape/frame_exact.inc). */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "static/sphere_obb3.c"
#include "template.h"
#else

#include "internal.h"
#include "shape/frame.inc"
#include "shape/frame_exact.inc"

static inline SPHERE CBX_F(cbx_local_sphere3)(const CBX_F(cbx_frame3) *f, cbx_real radius) {
    SPHERE s = {f->p, CBX_F(cbx_frame_len)(radius, f->scale)};
    return s;
}

cbx_relation CBX_F(cbx_relate_sphere_obb3)(SPHERE s, OBB3 b) {
    if (!CBX_F(cbx_is_valid_sphere)(s) || !CBX_F(cbx_is_valid_obb3)(b)) return CBX_INVALID;
    const CBX_F(cbx_frame3) f = CBX_F(cbx_frame3_make)(s.center, b);
    const cbx_relation rel = CBX_F(cbx_relate_sphere_aabb3)(CBX_F(cbx_local_sphere3)(&f, s.radius), f.box);
    if (CBX_UNLIKELY(CBX_F(cbx_frame3_turned)(&f)))
        return CBX_F(cbx_frame3_relation_turned)(&f, s.center, s.radius, &b, rel);
    return rel;
}

bool CBX_F(cbx_overlap_sphere_obb3)(SPHERE s, OBB3 b) {
    return CBX_F(cbx_relate_sphere_obb3)(s, b) > CBX_SEPARATE;
}

/* The 3D twin of circle_obb2.c's cbx_contact_obb2_aligned: the contact
   of the axis-aligned box a signed-permutation box with exact bounds is,
   the face the sweeps and casts pick among equally near ones. */
static CBX_NEVER_INLINE bool CBX_F(cbx_contact_obb3_aligned)(SPHERE s, OBB3 b, CONTACT3 *out) {
    AABB3 a;
    if (!CBX_F(cbx_obb3_aligned)(&b, &a)) return false;
    *out = CBX_F(cbx_contact_sphere_aabb3)(s, a);
    return true;
}

CONTACT3 CBX_F(cbx_contact_sphere_obb3)(SPHERE s, OBB3 b) {
    if (!CBX_F(cbx_is_valid_sphere)(s) || !CBX_F(cbx_is_valid_obb3)(b))
        return CBX_F(cbx_contact3_invalid)();
    CONTACT3 aligned;
    if (CBX_UNLIKELY(CBX_F(cbx_axis_may_align)(b.axis[0])) && CBX_F(cbx_contact_obb3_aligned)(s, b, &aligned))
        return aligned;
    const CBX_F(cbx_frame3) f = CBX_F(cbx_frame3_make)(s.center, b);
    const SPHERE ls = CBX_F(cbx_local_sphere3)(&f, s.radius);
    cbx_relation rel = CBX_F(cbx_relate_sphere_aabb3)(ls, f.box);
    if (CBX_UNLIKELY(CBX_F(cbx_frame3_turned)(&f)))
        rel = CBX_F(cbx_frame3_relation_turned)(&f, s.center, s.radius, &b, rel);
    CONTACT3 k = CBX_F(cbx_contact_sphere_aabb3_given)(ls, f.box, rel);
    k.distance /= f.scale;
    k.point = CBX_F(cbx_frame3_point)(&f, k.point);
    k.normal = CBX_F(cbx_frame3_vector)(&f, k.normal);
    return k;
}

#endif
