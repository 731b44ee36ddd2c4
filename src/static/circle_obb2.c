/* SPDX-License-Identifier: MIT */
/* Circle against oriented rectangle, standing still.

   In the box's own frame the box is axis-aligned and centred at the origin,
   so the exact axis-aligned queries answer there (the rotated-rectangle trick
   of seed 003). Only the move into that frame rounds: the center's local
   coordinates carry an error of at most about 4 eps (|dx| + |dy|), dx, dy the
   world offset from the box's center, and the rotation's normalization adds
   about 2 eps (|dx| + |dy|) more. The answer is therefore guaranteed whenever
   |distance - radius| > 16 eps (|dx| + |dy| + half.x + half.y) + 8 m, m the
   smallest subnormal (a bound with a factor of two to spare; the test suite
   checks it against exact arithmetic). A quarter turn (the identity
   included) rounds nothing but the offset, and there the relation is exact
   (shape/frame_exact.inc). */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "static/circle_obb2.c"
#include "template.h"
#else

#include "internal.h"
#include "shape/frame.inc"
#include "shape/frame_exact.inc"

static inline CIRCLE CBX_F(cbx_local_circle2)(const CBX_F(cbx_frame2) *f, cbx_real radius) {
    CIRCLE c = {f->p, CBX_F(cbx_frame_len)(radius, f->scale)};
    return c;
}

cbx_relation CBX_F(cbx_relate_circle_obb2)(CIRCLE c, OBB2 b) {
    if (!CBX_F(cbx_is_valid_circle)(c) || !CBX_F(cbx_is_valid_obb2)(b)) return CBX_INVALID;
    const CBX_F(cbx_frame2) f = CBX_F(cbx_frame2_make)(c.center, b);
    const cbx_relation rel = CBX_F(cbx_relate_circle_aabb2)(CBX_F(cbx_local_circle2)(&f, c.radius), f.box);
    if (CBX_UNLIKELY(CBX_F(cbx_frame2_turned)(&f)))
        return CBX_F(cbx_frame2_relation_turned)(&f, c.center, c.radius, &b, rel);
    return rel;
}

bool CBX_F(cbx_overlap_circle_obb2)(CIRCLE c, OBB2 b) {
    return CBX_F(cbx_relate_circle_obb2)(c, b) > CBX_SEPARATE;
}

/* The contact of a box that is an axis-aligned one with exact bounds
   (shape/obb_aligned.inc): that box's, as the sweeps and casts take it,
   so that all of them pick the same face where several are nearest (a
   circle at the box's center). Out of line, behind the screen. */
static CBX_NEVER_INLINE bool CBX_F(cbx_contact_obb2_aligned)(CIRCLE c, OBB2 b, CONTACT2 *out) {
    AABB2 a;
    if (!CBX_F(cbx_obb2_aligned)(&b, &a)) return false;
    *out = CBX_F(cbx_contact_circle_aabb2)(c, a);
    return true;
}

CONTACT2 CBX_F(cbx_contact_circle_obb2)(CIRCLE c, OBB2 b) {
    if (!CBX_F(cbx_is_valid_circle)(c) || !CBX_F(cbx_is_valid_obb2)(b))
        return CBX_F(cbx_contact2_invalid)();
    CONTACT2 aligned;
    if (CBX_UNLIKELY(CBX_F(cbx_rot2_may_align)(b.rot)) && CBX_F(cbx_contact_obb2_aligned)(c, b, &aligned))
        return aligned;
    const CBX_F(cbx_frame2) f = CBX_F(cbx_frame2_make)(c.center, b);
    const CIRCLE lc = CBX_F(cbx_local_circle2)(&f, c.radius);
    cbx_relation rel = CBX_F(cbx_relate_circle_aabb2)(lc, f.box);
    if (CBX_UNLIKELY(CBX_F(cbx_frame2_turned)(&f)))
        rel = CBX_F(cbx_frame2_relation_turned)(&f, c.center, c.radius, &b, rel);
    CONTACT2 k = CBX_F(cbx_contact_circle_aabb2_given)(lc, f.box, rel);
    k.distance /= f.scale;
    k.point = CBX_F(cbx_frame2_point)(&f, k.point);
    k.normal = CBX_F(cbx_rot2_apply)(f.rot, k.normal);
    return k;
}

#endif
