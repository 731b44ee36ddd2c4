/* SPDX-License-Identifier: MIT */
/* Fuzz target: cbx_overlap/relate/contact_circle_aabb2 and the circle and
   aabb2 validators, both precisions.

   Checked on every input: the validators against the contract; INVALID
   exactly for invalid input, with every number NaN; overlap == (relate !=
   SEPARATE); circbox/inline.h's overlap == the library's; relate against
   an exact re-decision in cbx_big; contact's sign,
   point and normal against its relation and a long double reference;
   mirror, axis-swap and power-of-two translation symmetry. */
/* fuzz-needs: cbx_relate_circle_aabb2 cbx_is_valid_circle cbx_is_valid_aabb2 */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "fuzz_circle_aabb2.c"
#include "template.h"

FZ_TARGET_BOTH_PRECISIONS(fz_check_circle_aabb2)

#else

#include "fuzz_input.h"
#include "circbox/inline.h"

#undef FZ_INLINE_OVERLAP2
#if CBX_IS_DOUBLE
#define FZ_INLINE_OVERLAP2 cbx_overlap_circle_aabb2_inline
#else
#define FZ_INLINE_OVERLAP2 cbx_overlap_circle_aabb2f_inline
#endif

static bool CBX_F(fz_flat_aabb2)(CIRCLE c, AABB2 b) {
    return c.radius == 0 || b.min.x == b.max.x || b.min.y == b.max.y;
}

static bool CBX_F(fz_contact2_all_nan)(CONTACT2 k) {
    return isnan(k.distance) && isnan(k.point.x) && isnan(k.point.y) && isnan(k.normal.x) &&
           isnan(k.normal.y);
}

/* Distance of the circle to the box in long double: -(depth of the nearest
   face + radius) inside, gap minus radius outside. */
static long double CBX_F(fz_ref_distance_aabb2)(CIRCLE c, AABB2 b) {
    const long double px = c.center.x, py = c.center.y;
    const long double qx = fz_clampl(px, b.min.x, b.max.x), qy = fz_clampl(py, b.min.y, b.max.y);
    if (px == qx && py == qy) {
        long double d = px - b.min.x;
        if ((long double)b.max.x - px < d) d = (long double)b.max.x - px;
        if (py - b.min.y < d) d = py - b.min.y;
        if ((long double)b.max.y - py < d) d = (long double)b.max.y - py;
        return -d - c.radius;
    }
    return hypotl(px - qx, py - qy) - c.radius;
}

static void CBX_F(fz_check_contact_aabb2)(CIRCLE c, AABB2 b, cbx_relation rel, CONTACT2 k) {
    const bool flat = CBX_F(fz_flat_aabb2)(c, b);
    fz_check_distance_sign(rel, flat, (double)k.distance);
    FZ_ASSERT(isfinite(k.point.x) && isfinite(k.point.y) && isfinite(k.normal.x) &&
                  isfinite(k.normal.y),
              "point (%a, %a) normal (%a, %a)", (double)k.point.x, (double)k.point.y,
              (double)k.normal.x, (double)k.normal.y);
    const long double n2 = (long double)k.normal.x * k.normal.x + (long double)k.normal.y * k.normal.y;
    FZ_ASSERT(fabsl(n2 - 1) <= 8 * R_EPS, "normal (%a, %a)", (double)k.normal.x, (double)k.normal.y);
    /* The point lies on the box's boundary. */
    FZ_ASSERT(k.point.x >= b.min.x && k.point.x <= b.max.x && k.point.y >= b.min.y &&
                  k.point.y <= b.max.y,
              "point (%a, %a) outside the box", (double)k.point.x, (double)k.point.y);
    FZ_ASSERT(k.point.x == b.min.x || k.point.x == b.max.x || k.point.y == b.min.y ||
                  k.point.y == b.max.y,
              "point (%a, %a) not on the boundary", (double)k.point.x, (double)k.point.y);
    const cbx_real qx = (cbx_real)fz_clamp(c.center.x, b.min.x, b.max.x);
    const cbx_real qy = (cbx_real)fz_clamp(c.center.y, b.min.y, b.max.y);
    const bool inside = qx == c.center.x && qy == c.center.y;
    if (!inside) {
        FZ_ASSERT(k.point.x == qx && k.point.y == qy, "point (%a, %a), nearest (%a, %a)",
                  (double)k.point.x, (double)k.point.y, (double)qx, (double)qy);
        const long double dx = (long double)c.center.x - qx, dy = (long double)c.center.y - qy;
        const long double len = hypotl(dx, dy);
        FZ_ASSERT(fabsl(k.normal.x - dx / len) <= 4 * R_EPS && fabsl(k.normal.y - dy / len) <= 4 * R_EPS,
                  "normal (%a, %a) vs (%La, %La)", (double)k.normal.x, (double)k.normal.y,
                  dx / len, dy / len);
    } else {
        /* A face normal, and the point under the center on that face. */
        const bool on_x = k.normal.y == 0 && (k.normal.x == 1 || k.normal.x == -1);
        const bool on_y = k.normal.x == 0 && (k.normal.y == 1 || k.normal.y == -1);
        FZ_ASSERT(on_x || on_y, "inside normal (%a, %a)", (double)k.normal.x, (double)k.normal.y);
        if (on_x) FZ_ASSERT(k.point.y == c.center.y && k.point.x == (k.normal.x > 0 ? b.max.x : b.min.x), "face point");
        if (on_y) FZ_ASSERT(k.point.x == c.center.x && k.point.y == (k.normal.y > 0 ? b.max.y : b.min.y), "face point");
    }
    /* Accuracy: a few ulps of the problem's scale. */
    const long double ref = CBX_F(fz_ref_distance_aabb2)(c, b);
    if (fabsl(ref) < (long double)R_MAX / 4) {
        const long double scale = fabsl(ref) + c.radius;
        FZ_ASSERT(fabsl(k.distance - ref) <= 4 * R_EPS * scale + 4 * R_TRUE_MIN,
                  "distance %a, reference %La", (double)k.distance, ref);
    } else {
        FZ_ASSERT(fabsl(k.distance) >= (long double)R_MAX / 8, "distance %a, reference %La",
                  (double)k.distance, ref);
    }
}

static void CBX_F(fz_check_circle_aabb2)(fz_in *in) {
    const CIRCLE c = CBX_F(fz_circle)(in);
    const AABB2 b = CBX_F(fz_aabb2)(in);
    FZ_CONTEXT("%s circle {{%a, %a}, %a} box {{%a, %a}, {%a, %a}}", CBX_IS_DOUBLE ? "double" : "float",
               (double)c.center.x, (double)c.center.y, (double)c.radius, (double)b.min.x,
               (double)b.min.y, (double)b.max.x, (double)b.max.y);

    /* The validators, against the contract written out independently. */
    const bool c_ok = isfinite(c.center.x) && isfinite(c.center.y) && isfinite(c.radius) &&
                      c.radius >= 0;
    const bool b_ok = isfinite(b.min.x) && isfinite(b.min.y) && isfinite(b.max.x) &&
                      isfinite(b.max.y) && b.min.x <= b.max.x && b.min.y <= b.max.y;
    FZ_ASSERT(CBX_F(cbx_is_valid_circle)(c) == c_ok, "circle (%a, %a) r %a", (double)c.center.x,
              (double)c.center.y, (double)c.radius);
    FZ_ASSERT(CBX_F(cbx_is_valid_aabb2)(b) == b_ok, "box [%a, %a] x [%a, %a]", (double)b.min.x,
              (double)b.max.x, (double)b.min.y, (double)b.max.y);
    const bool valid = c_ok && b_ok;

    const cbx_relation rel = CBX_F(cbx_relate_circle_aabb2)(c, b);
    const bool ov = CBX_F(cbx_overlap_circle_aabb2)(c, b);
    const CONTACT2 k = CBX_F(cbx_contact_circle_aabb2)(c, b);
    fz_check_relation(rel, ov, k.relation, valid);
#if !CBX_IS_DOUBLE
    {
        /* the double contact on the same numbers, rounded once, bit for bit */
        const cbx_contact2 kd = cbx_contact_circle_aabb2((cbx_circle){{c.center.x, c.center.y}, c.radius},
                                                         (cbx_aabb2){{b.min.x, b.min.y}, {b.max.x, b.max.y}});
        FZ_ASSERT(k.relation == kd.relation && fz_same_bitsf(k.distance, fz_twin_distance(kd.distance)) &&
                      fz_same_bitsf(k.point.x, (float)kd.point.x) && fz_same_bitsf(k.point.y, (float)kd.point.y) &&
                      fz_same_bitsf(k.normal.x, (float)kd.normal.x) && fz_same_bitsf(k.normal.y, (float)kd.normal.y),
                  "float contact %a, double %a", (double)k.distance, kd.distance);
    }
#endif
    FZ_ASSERT(FZ_INLINE_OVERLAP2(c, b) == ov, "inline overlap %d, library %d", (int)FZ_INLINE_OVERLAP2(c, b),
              (int)ov);
    if (!valid) {
        FZ_ASSERT(CBX_F(fz_contact2_all_nan)(k), "invalid input, contact numbers not NaN");
        return;
    }

    /* Exact re-decision. */
    const double p[2] = {c.center.x, c.center.y};
    const double q[2] = {fz_clamp(p[0], b.min.x, b.max.x), fz_clamp(p[1], b.min.y, b.max.y)};
    const cbx_relation want =
        fz_classify(fz_exact_dist2_sign(p, q, 2, c.radius), CBX_F(fz_flat_aabb2)(c, b));
    FZ_ASSERT(rel == want, "relate %d, exact %d: circle (%a, %a) r %a box [%a, %a] x [%a, %a]",
              (int)rel, (int)want, p[0], p[1], (double)c.radius, (double)b.min.x,
              (double)b.max.x, (double)b.min.y, (double)b.max.y);
    CBX_F(fz_check_contact_aabb2)(c, b, rel, k);

    /* Mirror in x: exact, so the same relation and distance. */
    CIRCLE mc = c;
    AABB2 mb = b;
    mc.center.x = -c.center.x;
    mb.min.x = -b.max.x;
    mb.max.x = -b.min.x;
    const CONTACT2 mk = CBX_F(cbx_contact_circle_aabb2)(mc, mb);
    FZ_ASSERT(CBX_F(cbx_relate_circle_aabb2)(mc, mb) == rel && mk.relation == rel,
              "mirror changed the relation");
    FZ_ASSERT(mk.distance == k.distance, "mirror distance %a vs %a", (double)mk.distance,
              (double)k.distance);

    /* Swap x and y: exact too. */
    CIRCLE sc = c;
    AABB2 sb = b;
    sc.center.x = c.center.y;
    sc.center.y = c.center.x;
    sb.min.x = b.min.y;
    sb.min.y = b.min.x;
    sb.max.x = b.max.y;
    sb.max.y = b.max.x;
    FZ_ASSERT(CBX_F(cbx_relate_circle_aabb2)(sc, sb) == rel, "swapping x and y changed the relation");

    /* Translation by a power of two, when no coordinate rounds. */
    const cbx_real t = (cbx_real)fz_pow2(in);
    if (CBX_F(fz_add_exact)(c.center.x, t) && CBX_F(fz_add_exact)(b.min.x, t) &&
        CBX_F(fz_add_exact)(b.max.x, t)) {
        CIRCLE tc = c;
        AABB2 tb = b;
        tc.center.x += t;
        tb.min.x += t;
        tb.max.x += t;
        const CONTACT2 tk = CBX_F(cbx_contact_circle_aabb2)(tc, tb);
        FZ_ASSERT(tk.relation == rel && CBX_F(cbx_relate_circle_aabb2)(tc, tb) == rel,
                  "translation by %a changed the relation", (double)t);
        FZ_ASSERT(tk.distance == k.distance, "translation by %a: distance %a vs %a", (double)t,
                  (double)tk.distance, (double)k.distance);
    }
}

#endif
