/* SPDX-License-Identifier: MIT */
/* Circle against axis-aligned rectangle, standing still: overlap, relate, contact.

   The circle meets the box exactly when the box's point nearest the center,
   found by clamping the center into the box, lies within the radius. The
   clamp is exact; the squared distance is not, so a floating-point filter
   with a proven bound (predicates.inc) decides nearly every call and exact
   arithmetic (exact.c) decides the rest. */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "circle_aabb2.c"
#include "template.h"
#else

#include "internal.h"
#include "predicates.inc"

/* Everything the cheap path must rule out before it may answer: a negative
   or NaN radius, an inverted or NaN box, an infinite box side (its width is
   then infinite or NaN). A NaN or infinite center or radius needs no test
   here: it makes the filter's bound infinite or its comparison false. A
   finite box whose width overflows is sent to the slow path, which is right. */
static inline bool CBX_F(cbx_cheap_ok_aabb2)(CIRCLE c, AABB2 b) {
    return (c.radius >= 0) & (b.min.x <= b.max.x) & (b.min.y <= b.max.y) &
           ((b.max.x - b.min.x) + (b.max.y - b.min.y) <= R_MAX);
}

static inline bool CBX_F(cbx_flat_aabb2)(CIRCLE c, AABB2 b) {
    return R_EQ(c.radius, 0) || R_EQ(b.min.x, b.max.x) || R_EQ(b.min.y, b.max.y);
}

/* The exact decision, taken when the filter cannot decide or the input may be bad. */
static cbx_relation CBX_F(cbx_relate_circle_aabb2_slow)(CIRCLE c, AABB2 b) {
    if (!CBX_F(cbx_is_valid_circle)(c) || !CBX_F(cbx_is_valid_aabb2)(b)) return CBX_INVALID;
    const cbx_real p[2] = {c.center.x, c.center.y};
    const cbx_real q[2] = {CBX_F(cbx_clamp)(p[0], b.min.x, b.max.x),
                           CBX_F(cbx_clamp)(p[1], b.min.y, b.max.y)};
    const int s = CBX_F(cbx_dist2_exact)(p, q, 2, c.radius);
    return CBX_F(cbx_classify)(s, CBX_F(cbx_flat_aabb2)(c, b));
}

/* sign(D2 - r^2) by the fast path, or 0 when it cannot decide. */
static inline int CBX_F(cbx_fast_sign_aabb2)(CIRCLE c, AABB2 b) {
    const cbx_real dx = c.center.x - CBX_F(cbx_clamp)(c.center.x, b.min.x, b.max.x);
    const cbx_real dy = c.center.y - CBX_F(cbx_clamp)(c.center.y, b.min.y, b.max.y);
    const int s = CBX_F(cbx_dist2_filter)(dx * dx + dy * dy, c.radius * c.radius);
    return CBX_F(cbx_cheap_ok_aabb2)(c, b) ? s : 0;
}

bool CBX_F(cbx_overlap_circle_aabb2)(CIRCLE c, AABB2 b) {
    const int s = CBX_F(cbx_fast_sign_aabb2)(c, b);
    if (CBX_LIKELY(s != 0)) return s < 0;
    return CBX_F(cbx_relate_circle_aabb2_slow)(c, b) > CBX_SEPARATE;
}

cbx_relation CBX_F(cbx_relate_circle_aabb2)(CIRCLE c, AABB2 b) {
    const int s = CBX_F(cbx_fast_sign_aabb2)(c, b);
    if (CBX_LIKELY(s != 0)) return CBX_F(cbx_classify)(s, CBX_F(cbx_flat_aabb2)(c, b));
    return CBX_F(cbx_relate_circle_aabb2_slow)(c, b);
}

CONTACT2 CBX_F(cbx_contact2_invalid)(void) {
    CONTACT2 k = {CBX_INVALID, R_NAN, {R_NAN, R_NAN}, {R_NAN, R_NAN}};
    return k;
}

/* Nearest face of a box that contains p: its depth below that face, the
   point of the face under p, and the face's outward normal. Ties go to the
   first of -x, +x, -y, +y, so the answer is deterministic. */
static CONTACT2 CBX_F(cbx_contact2_inside)(VEC2 p, AABB2 b) {
    const cbx_real depth[4] = {p.x - b.min.x, b.max.x - p.x, p.y - b.min.y, b.max.y - p.y};
    int k = 0;
    for (int i = 1; i < 4; ++i) {
        if (depth[i] < depth[k]) k = i;
    }
    CONTACT2 out;
    out.relation = CBX_OVERLAPPING;
    out.distance = 0 - depth[k]; /* +0, not -0, on the boundary */
    out.point = p;
    out.normal.x = 0;
    out.normal.y = 0;
    switch (k) {
    case 0: out.point.x = b.min.x; out.normal.x = -1; break;
    case 1: out.point.x = b.max.x; out.normal.x = 1; break;
    case 2: out.point.y = b.min.y; out.normal.y = -1; break;
    default: out.point.y = b.max.y; out.normal.y = 1; break;
    }
    return out;
}

/* Distance, point and normal of a circle against a box, the relation already
   known exactly; shared with the oriented box, which calls it in its frame. */
CONTACT2 CBX_F(cbx_contact_circle_aabb2_given)(CIRCLE c, AABB2 b, cbx_relation rel) {
    const VEC2 p = c.center;
    const VEC2 q = {CBX_F(cbx_clamp)(p.x, b.min.x, b.max.x), CBX_F(cbx_clamp)(p.y, b.min.y, b.max.y)};
    CONTACT2 out;
    if (R_EQ(p.x, q.x) && R_EQ(p.y, q.y)) {
        out = CBX_F(cbx_contact2_inside)(p, b);
        out.distance -= c.radius;
    } else {
        cbx_real dx = p.x - q.x, dy = p.y - q.y;
        CBX_F(cbx_dir3) d = CBX_F(cbx_direction3)(dx, dy, 0);
        cbx_real dist = d.len - c.radius;
        if (!R_FINITE(d.len)) {
            /* The gap, or the difference of two huge coordinates, exceeds the
               range; at half scale both are finite, and so is the distance
               (gap minus radius) unless it too exceeds the range. */
            dx = p.x * (cbx_real)0.5 - q.x * (cbx_real)0.5;
            dy = p.y * (cbx_real)0.5 - q.y * (cbx_real)0.5;
            d = CBX_F(cbx_direction3)(dx, dy, 0);
            dist = (d.len - c.radius * (cbx_real)0.5) * 2;
        }
        out.point = q;
        out.normal.x = d.x;
        out.normal.y = d.y;
        out.distance = dist;
    }
    /* The relation is exact; make the sign of the rounded distance agree. */
    out.relation = rel;
    if (rel == CBX_SEPARATE && !(out.distance > 0)) out.distance = R_TRUE_MIN;
    if (rel == CBX_OVERLAPPING && !(out.distance < 0)) out.distance = -R_TRUE_MIN;
    /* TOUCHING: the shapes share points, so no gap. Zero unless a shape has no
       interior, where the other's interior may hold it (distance < 0). */
    if (rel == CBX_TOUCHING && (!CBX_F(cbx_flat_aabb2)(c, b) || out.distance > 0)) out.distance = 0;
    return out;
}

CONTACT2 CBX_F(cbx_contact_circle_aabb2)(CIRCLE c, AABB2 b) {
    const cbx_relation rel = CBX_F(cbx_relate_circle_aabb2)(c, b);
    if (rel == CBX_INVALID) return CBX_F(cbx_contact2_invalid)();
    return CBX_F(cbx_contact_circle_aabb2_given)(c, b, rel);
}

#endif
