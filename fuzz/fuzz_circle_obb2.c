/* SPDX-License-Identifier: MIT */
/* Fuzz target: cbx_overlap/relate/contact_circle_obb2 and the obb2
   validator, both precisions.

   Checked on every input: the validator against the contract (away from the
   tolerance's edge, where rounding of c^2 + s^2 may go either way); INVALID
   exactly for invalid input, with every number NaN; overlap == (relate !=
   SEPARATE); relate against a long double reference wherever the margin
   exceeds twice the documented bound (circbox.h, EXACTNESS); contact's sign
   and normal against its relation; exact symmetries: mirror in x (rotation
   (c, -s)), a quarter turn of the box with its half extents swapped, a
   power-of-two translation; and with rotation (1, 0) and an exact offset,
   the same answer as the axis-aligned query. */
/* fuzz-needs: cbx_relate_circle_obb2 cbx_is_valid_obb2 */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "fuzz_circle_obb2.c"
#include "template.h"

FZ_TARGET_BOTH_PRECISIONS(fz_check_circle_obb2)

#else

#include "fuzz_input.h"

/* The documented bound on |distance - radius| beyond which the answer is right. */
static long double CBX_F(fz_obb2_bound)(CIRCLE c, OBB2 b) {
    const long double dx = fabsl((long double)c.center.x - b.center.x);
    const long double dy = fabsl((long double)c.center.y - b.center.y);
    return 16 * (long double)R_EPS * (dx + dy + b.half.x + b.half.y) + 8 * (long double)R_TRUE_MIN;
}

/* Distance from the circle's center to the box (0 inside), and the depth of
   the nearest face when inside, in long double with the rotation normalized
   there. */
static long double CBX_F(fz_ref_obb2)(CIRCLE c, OBB2 b, long double *depth) {
    const long double n = sqrtl((long double)b.rot.c * b.rot.c + (long double)b.rot.s * b.rot.s);
    const long double cs = b.rot.c / n, sn = b.rot.s / n;
    const long double dx = (long double)c.center.x - b.center.x;
    const long double dy = (long double)c.center.y - b.center.y;
    const long double lx = cs * dx + sn * dy, ly = cs * dy - sn * dx;
    const long double hx = b.half.x, hy = b.half.y;
    const long double qx = fz_clampl(lx, -hx, hx), qy = fz_clampl(ly, -hy, hy);
    long double d = hx - fabsl(lx);
    if (hy - fabsl(ly) < d) d = hy - fabsl(ly);
    *depth = d;
    return hypotl(lx - qx, ly - qy);
}

static void CBX_F(fz_check_circle_obb2)(fz_in *in) {
    const CIRCLE c = CBX_F(fz_circle)(in);
    const OBB2 b = CBX_F(fz_obb2)(in);
    FZ_CONTEXT("%s circle {{%a, %a}, %a} obb {{%a, %a}, {%a, %a}, {%a, %a}}",
               CBX_IS_DOUBLE ? "double" : "float", (double)c.center.x, (double)c.center.y,
               (double)c.radius, (double)b.center.x, (double)b.center.y, (double)b.half.x,
               (double)b.half.y, (double)b.rot.c, (double)b.rot.s);

    /* The validator: finite, half >= 0, |c^2 + s^2 - 1| <= tolerance. */
    const bool finite = isfinite(b.center.x) && isfinite(b.center.y) && isfinite(b.half.x) &&
                        isfinite(b.half.y) && isfinite(b.rot.c) && isfinite(b.rot.s);
    const long double n2 = (long double)b.rot.c * b.rot.c + (long double)b.rot.s * b.rot.s;
    const long double off = fabsl(n2 - 1) - (long double)R_ROT_TOL;
    const bool b_valid = CBX_F(cbx_is_valid_obb2)(b);
    if (!finite || !(b.half.x >= 0) || !(b.half.y >= 0)) {
        FZ_ASSERT(!b_valid, "validator accepts a non-finite or negative box");
    } else if (fabsl(off) > 4 * (long double)R_EPS) {
        FZ_ASSERT(b_valid == (off < 0), "validator %d, |c^2+s^2-1| - tol = %La", (int)b_valid, off);
    }
    const bool valid = CBX_F(cbx_is_valid_circle)(c) && b_valid;

    const cbx_relation rel = CBX_F(cbx_relate_circle_obb2)(c, b);
    const bool ov = CBX_F(cbx_overlap_circle_obb2)(c, b);
    const CONTACT2 k = CBX_F(cbx_contact_circle_obb2)(c, b);
    fz_check_relation(rel, ov, k.relation, valid);
    if (!valid) {
        FZ_ASSERT(isnan(k.distance) && isnan(k.point.x) && isnan(k.point.y) &&
                      isnan(k.normal.x) && isnan(k.normal.y),
                  "invalid input, contact numbers not NaN");
        return;
    }

    /* Against the reference, beyond twice the documented margin. */
    const bool flat = c.radius == 0 || b.half.x == 0 || b.half.y == 0;
    long double depth;
    const long double dist = CBX_F(fz_ref_obb2)(c, b, &depth);
    const long double bound = CBX_F(fz_obb2_bound)(c, b);
    if (dist - c.radius > 2 * bound) {
        FZ_ASSERT(rel == CBX_SEPARATE, "relation %d, reference gap %La, bound %La", (int)rel,
                  dist - c.radius, bound);
    } else if (c.radius - dist > 2 * bound) {
        FZ_ASSERT(rel == (flat ? CBX_TOUCHING : CBX_OVERLAPPING),
                  "relation %d, reference overlap %La, bound %La", (int)rel, c.radius - dist, bound);
    }

    /* Contact: sign against the relation, a unit normal, a finite point. */
    fz_check_distance_sign(rel, flat, (double)k.distance);
    /* A box may reach beyond the range (center DBL_MAX, half DBL_MAX):
       then its nearest point may not be representable. */
    const long double reach = fabsl((long double)b.center.x) + fabsl((long double)b.center.y) +
                              (long double)b.half.x + b.half.y;
    if (reach < (long double)R_MAX / 2) {
        FZ_ASSERT(isfinite(k.point.x) && isfinite(k.point.y), "point (%a, %a)", (double)k.point.x,
                  (double)k.point.y);
    }
    const long double kn2 = (long double)k.normal.x * k.normal.x + (long double)k.normal.y * k.normal.y;
    FZ_ASSERT(fabsl(kn2 - 1) <= 16 * R_EPS, "normal (%a, %a)", (double)k.normal.x,
              (double)k.normal.y);
    const long double ref = dist > 0 ? dist - c.radius : -depth - c.radius;
    if (fabsl(ref) < (long double)R_MAX / 8 && bound < (long double)R_MAX / 8) {
        FZ_ASSERT(fabsl(k.distance - ref) <= 2 * bound + 4 * R_EPS * (long double)c.radius,
                  "distance %a, reference %La, bound %La", (double)k.distance, ref, bound);
    }

    /* Mirror in x: center.x negated, rotation (c, -s). */
    CIRCLE mc = c;
    OBB2 mb = b;
    mc.center.x = -c.center.x;
    mb.center.x = -b.center.x;
    mb.rot.s = -b.rot.s;
    const CONTACT2 mk = CBX_F(cbx_contact_circle_obb2)(mc, mb);
    FZ_ASSERT(mk.relation == rel && CBX_F(cbx_relate_circle_obb2)(mc, mb) == rel,
              "mirror changed the relation to %d", (int)mk.relation);
    FZ_ASSERT(mk.distance == k.distance, "mirror distance %a vs %a", (double)mk.distance,
              (double)k.distance);

    /* A quarter turn of the box's axes with its half extents swapped is the same box. */
    OBB2 qb = b;
    qb.rot.c = -b.rot.s;
    qb.rot.s = b.rot.c;
    qb.half.x = b.half.y;
    qb.half.y = b.half.x;
    FZ_ASSERT(CBX_F(cbx_relate_circle_obb2)(c, qb) == rel, "quarter turn changed the relation");

    /* Translation of both centers by a power of two, when neither rounds. */
    const cbx_real t = (cbx_real)fz_pow2(in);
    if (CBX_F(fz_add_exact)(c.center.y, t) && CBX_F(fz_add_exact)(b.center.y, t)) {
        CIRCLE tc = c;
        OBB2 tb = b;
        tc.center.y += t;
        tb.center.y += t;
        const CONTACT2 tk = CBX_F(cbx_contact_circle_obb2)(tc, tb);
        FZ_ASSERT(tk.relation == rel, "translation by %a changed the relation to %d", (double)t,
                  (int)tk.relation);
        /* Bit for bit, but at a quarter turn: there a box with exact
           bounds is answered as the axis-aligned box it is, exactly, and
           the translation can move it to or from the frame, whose offset
           rounds (src/shape/obb_aligned.inc): within the margin then, with
           the rounding of distance - radius (a tie of a half-integer
           gap beside r = 2^53 rounds to even one way and not the other;
           the reference check above allows it too), or both beyond half
           the range (one may saturate, the other not). */
        const bool turned = b.rot.c == 0 || b.rot.s == 0;
        const long double moved = bound + 2 * (long double)R_EPS * (long double)c.radius;
        FZ_ASSERT(tk.distance == k.distance || (turned && CBX_F(fz_near_or_huge)(tk.distance, k.distance, moved)),
                  "translation by %a: distance %a vs %a", (double)t, (double)tk.distance, (double)k.distance);
    }

    /* Rotation (1, 0) and an exact offset: the axis-aligned query's answer. */
    if (b.rot.c == 1 && b.rot.s == 0) {
        AABB2 ab;
        ab.min.x = b.center.x - b.half.x;
        ab.max.x = b.center.x + b.half.x;
        ab.min.y = b.center.y - b.half.y;
        ab.max.y = b.center.y + b.half.y;
        const bool exact = CBX_F(fz_add_exact)(b.center.x, -b.half.x) &&
                           CBX_F(fz_add_exact)(b.center.x, b.half.x) &&
                           CBX_F(fz_add_exact)(b.center.y, -b.half.y) &&
                           CBX_F(fz_add_exact)(b.center.y, b.half.y) &&
                           CBX_F(fz_add_exact)(c.center.x, -b.center.x) &&
                           CBX_F(fz_add_exact)(c.center.y, -b.center.y);
        if (exact) {
            FZ_ASSERT(CBX_F(cbx_relate_circle_aabb2)(c, ab) == rel,
                      "rotation (1, 0): obb %d, aabb %d", (int)rel,
                      (int)CBX_F(cbx_relate_circle_aabb2)(c, ab));
        }
    }
}

#endif
