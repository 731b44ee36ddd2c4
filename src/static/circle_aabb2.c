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

/* The problem as coordinate arrays, for the shared helpers of predicates.inc. */
typedef struct CBX_F(cbx_arrays2) {
    cbx_real p[2], lo[2], hi[2];
} CBX_F(cbx_arrays2);

static inline CBX_F(cbx_arrays2) CBX_F(cbx_arrays2_make)(CIRCLE c, AABB2 b) {
    CBX_F(cbx_arrays2) a = {{c.center.x, c.center.y}, {b.min.x, b.min.y}, {b.max.x, b.max.y}};
    return a;
}

/* The face and certificate rungs (predicates.inc), out of line. */
static CBX_RUNG_NOINLINE int CBX_F(cbx_circle_aabb2_rung)(CIRCLE c, AABB2 b) {
    const CBX_F(cbx_arrays2) a = CBX_F(cbx_arrays2_make)(c, b);
    return CBX_F(cbx_box_face_sign)(a.p, c.radius, a.lo, a.hi, 2);
}

/* The exact decision, taken when the filter cannot decide or the input may be bad. */
static CBX_RUNG_NOINLINE cbx_relation CBX_F(cbx_relate_circle_aabb2_slow)(CIRCLE c, AABB2 b) {
    const CBX_F(cbx_arrays2) a = CBX_F(cbx_arrays2_make)(c, b);
    if (!CBX_F(cbx_box_valid)(a.p, c.radius, a.lo, a.hi, 2)) return CBX_INVALID;
    return CBX_F(cbx_box_relate_exact)(a.p, c.radius, a.lo, a.hi, 2);
}

bool CBX_F(cbx_overlap_circle_aabb2)(CIRCLE c, AABB2 b) {
    const CBX_F(cbx_arrays2) a = CBX_F(cbx_arrays2_make)(c, b);
    const int o = CBX_F(cbx_box_overlap_fast)(a.p, c.radius, a.lo, a.hi, 2);
    if (CBX_LIKELY(o >= 0)) return o > 0;
    const int f = CBX_F(cbx_circle_aabb2_rung)(c, b);
    if (f != CBX_UNDECIDED) return f <= 0;
    return CBX_F(cbx_relate_circle_aabb2_slow)(c, b) > CBX_SEPARATE;
}

cbx_relation CBX_F(cbx_relate_circle_aabb2)(CIRCLE c, AABB2 b) {
    const CBX_F(cbx_arrays2) a = CBX_F(cbx_arrays2_make)(c, b);
    const int s = CBX_F(cbx_box_fast_sign)(a.p, c.radius, a.lo, a.hi, 2);
    if (CBX_LIKELY(s != 0)) return CBX_F(cbx_classify)(s, CBX_F(cbx_box_flat)(c.radius, a.lo, a.hi, 2));
    const int f = CBX_F(cbx_circle_aabb2_rung)(c, b);
    if (f != CBX_UNDECIDED) return CBX_F(cbx_classify)(f, CBX_F(cbx_box_flat)(c.radius, a.lo, a.hi, 2));
    return CBX_F(cbx_relate_circle_aabb2_slow)(c, b);
}

CONTACT2 CBX_F(cbx_contact2_invalid)(void) {
    CONTACT2 k = {CBX_INVALID, R_NAN, {R_NAN, R_NAN}, {R_NAN, R_NAN}};
    return k;
}

/* Distance, point and normal of a circle against a box, the relation already
   known exactly; shared with the oriented box, which calls it in its frame. */
CONTACT2 CBX_F(cbx_contact_circle_aabb2_given)(CIRCLE c, AABB2 b, cbx_relation rel) {
    const CBX_F(cbx_arrays2) a = CBX_F(cbx_arrays2_make)(c, b);
    const CBX_F(cbx_box_contact) k = CBX_F(cbx_box_contact_given)(a.p, c.radius, a.lo, a.hi, 2, rel);
    CONTACT2 out = {rel, k.distance, {k.point[0], k.point[1]}, {k.normal[0], k.normal[1]}};
    return out;
}

CONTACT2 CBX_F(cbx_contact_circle_aabb2)(CIRCLE c, AABB2 b) {
    const cbx_relation rel = CBX_F(cbx_relate_circle_aabb2)(c, b);
    if (rel == CBX_INVALID) return CBX_F(cbx_contact2_invalid)();
    return CBX_F(cbx_contact_circle_aabb2_given)(c, b, rel);
}

#endif
