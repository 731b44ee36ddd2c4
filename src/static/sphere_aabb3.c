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

/* The problem as coordinate arrays, for the shared helpers of predicates.inc. */
typedef struct CBX_F(cbx_arrays3) {
    cbx_real p[3], lo[3], hi[3];
} CBX_F(cbx_arrays3);

static inline CBX_F(cbx_arrays3) CBX_F(cbx_arrays3_make)(SPHERE s, AABB3 b) {
    CBX_F(cbx_arrays3) a = {{s.center.x, s.center.y, s.center.z},
                            {b.min.x, b.min.y, b.min.z},
                            {b.max.x, b.max.y, b.max.z}};
    return a;
}

/* The face and certificate rungs (predicates.inc), out of line. */
static CBX_RUNG_NOINLINE int CBX_F(cbx_sphere_aabb3_rung)(SPHERE s, AABB3 b) {
    const CBX_F(cbx_arrays3) a = CBX_F(cbx_arrays3_make)(s, b);
    return CBX_F(cbx_box_face_sign)(a.p, s.radius, a.lo, a.hi, 3);
}

/* The exact decision, taken when the filter cannot decide or the input may be bad. */
static CBX_RUNG_NOINLINE cbx_relation CBX_F(cbx_relate_sphere_aabb3_slow)(SPHERE s, AABB3 b) {
    const CBX_F(cbx_arrays3) a = CBX_F(cbx_arrays3_make)(s, b);
    if (!CBX_F(cbx_box_valid)(a.p, s.radius, a.lo, a.hi, 3)) return CBX_INVALID;
    return CBX_F(cbx_box_relate_exact)(a.p, s.radius, a.lo, a.hi, 3);
}

bool CBX_F(cbx_overlap_sphere_aabb3)(SPHERE s, AABB3 b) {
    const CBX_F(cbx_arrays3) a = CBX_F(cbx_arrays3_make)(s, b);
    const int o = CBX_F(cbx_box_overlap_fast)(a.p, s.radius, a.lo, a.hi, 3);
    if (CBX_LIKELY(o >= 0)) return o > 0;
    const int f = CBX_F(cbx_sphere_aabb3_rung)(s, b);
    if (f != CBX_UNDECIDED) return f <= 0;
    return CBX_F(cbx_relate_sphere_aabb3_slow)(s, b) > CBX_SEPARATE;
}

cbx_relation CBX_F(cbx_relate_sphere_aabb3)(SPHERE s, AABB3 b) {
    const CBX_F(cbx_arrays3) a = CBX_F(cbx_arrays3_make)(s, b);
    const int sg = CBX_F(cbx_box_fast_sign)(a.p, s.radius, a.lo, a.hi, 3);
    if (CBX_LIKELY(sg != 0)) return CBX_F(cbx_classify)(sg, CBX_F(cbx_box_flat)(s.radius, a.lo, a.hi, 3));
    const int f = CBX_F(cbx_sphere_aabb3_rung)(s, b);
    if (f != CBX_UNDECIDED) return CBX_F(cbx_classify)(f, CBX_F(cbx_box_flat)(s.radius, a.lo, a.hi, 3));
    return CBX_F(cbx_relate_sphere_aabb3_slow)(s, b);
}

CONTACT3 CBX_F(cbx_contact3_invalid)(void) {
    CONTACT3 k = {CBX_INVALID, R_NAN, {R_NAN, R_NAN, R_NAN}, {R_NAN, R_NAN, R_NAN}};
    return k;
}

CONTACT3 CBX_F(cbx_contact_sphere_aabb3_given)(SPHERE s, AABB3 b, cbx_relation rel) {
    const CBX_F(cbx_arrays3) a = CBX_F(cbx_arrays3_make)(s, b);
    const CBX_F(cbx_box_contact) k = CBX_F(cbx_box_contact_given)(a.p, s.radius, a.lo, a.hi, 3, rel);
    CONTACT3 out = {rel, k.distance, {k.point[0], k.point[1], k.point[2]},
                    {k.normal[0], k.normal[1], k.normal[2]}};
    return out;
}

CONTACT3 CBX_F(cbx_contact_sphere_aabb3)(SPHERE s, AABB3 b) {
    const cbx_relation rel = CBX_F(cbx_relate_sphere_aabb3)(s, b);
    if (rel == CBX_INVALID) return CBX_F(cbx_contact3_invalid)();
    return CBX_F(cbx_contact_sphere_aabb3_given)(s, b, rel);
}

#endif
