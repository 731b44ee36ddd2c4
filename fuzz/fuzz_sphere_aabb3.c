/* SPDX-License-Identifier: MIT */
/* Fuzz target: cbx_overlap/relate/contact_sphere_aabb3 and the sphere and
   aabb3 validators, both precisions.

   The 3D twin of fuzz_circle_aabb2.c: validators against the contract;
   INVALID exactly for invalid input, every number NaN; overlap == (relate !=
   SEPARATE); relate against an exact re-decision in cbx_big; contact's sign,
   point, normal and distance against its relation and a long double
   reference; mirror, axis-rotation and power-of-two translation symmetry. */
/* fuzz-needs: cbx_relate_sphere_aabb3 cbx_overlap_sphere_aabb3 cbx_contact_sphere_aabb3 */
/* fuzz-needs: cbx_is_valid_sphere cbx_is_valid_aabb3 */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "fuzz_sphere_aabb3.c"
#include "template.h"

FZ_TARGET_BOTH_PRECISIONS(fz_check_sphere_aabb3)

#else

#include "fuzz_input.h"

/* The problem as arrays: center p, box [lo, hi]. */
static void CBX_F(fz_arrays3)(SPHERE s, AABB3 b, cbx_real *p, cbx_real *lo, cbx_real *hi) {
    p[0] = s.center.x, p[1] = s.center.y, p[2] = s.center.z;
    lo[0] = b.min.x, lo[1] = b.min.y, lo[2] = b.min.z;
    hi[0] = b.max.x, hi[1] = b.max.y, hi[2] = b.max.z;
}

static void CBX_F(fz_check_sphere_aabb3)(fz_in *in) {
    const SPHERE s = CBX_F(fz_sphere)(in);
    const AABB3 b = CBX_F(fz_aabb3)(in);
    FZ_CONTEXT("%s sphere {{%a, %a, %a}, %a} box {{%a, %a, %a}, {%a, %a, %a}}",
               CBX_IS_DOUBLE ? "double" : "float", (double)s.center.x, (double)s.center.y,
               (double)s.center.z, (double)s.radius, (double)b.min.x, (double)b.min.y,
               (double)b.min.z, (double)b.max.x, (double)b.max.y, (double)b.max.z);
    cbx_real p[3], lo[3], hi[3];
    CBX_F(fz_arrays3)(s, b, p, lo, hi);

    bool s_ok = isfinite(s.radius) && s.radius >= 0, b_ok = true, flat = s.radius == 0;
    for (int i = 0; i < 3; ++i) {
        s_ok &= isfinite(p[i]);
        b_ok &= isfinite(lo[i]) && isfinite(hi[i]) && lo[i] <= hi[i];
        flat |= lo[i] == hi[i];
    }
    FZ_ASSERT(CBX_F(cbx_is_valid_sphere)(s) == s_ok, "cbx_is_valid_sphere");
    FZ_ASSERT(CBX_F(cbx_is_valid_aabb3)(b) == b_ok, "cbx_is_valid_aabb3");
    const bool valid = s_ok && b_ok;

    const cbx_relation rel = CBX_F(cbx_relate_sphere_aabb3)(s, b);
    const bool ov = CBX_F(cbx_overlap_sphere_aabb3)(s, b);
    const CONTACT3 k = CBX_F(cbx_contact_sphere_aabb3)(s, b);
    fz_check_relation(rel, ov, k.relation, valid);
#if !CBX_IS_DOUBLE
    {
        /* the double contact on the same numbers, rounded once, bit for bit */
        const cbx_contact3 kd = cbx_contact_sphere_aabb3(
            (cbx_sphere){{s.center.x, s.center.y, s.center.z}, s.radius},
            (cbx_aabb3){{b.min.x, b.min.y, b.min.z}, {b.max.x, b.max.y, b.max.z}});
        FZ_ASSERT(k.relation == kd.relation && fz_same_bitsf(k.distance, fz_twin_distance(kd.distance)) &&
                      fz_same_bitsf(k.point.x, (float)kd.point.x) && fz_same_bitsf(k.point.y, (float)kd.point.y) &&
                      fz_same_bitsf(k.point.z, (float)kd.point.z) &&
                      fz_same_bitsf(k.normal.x, (float)kd.normal.x) && fz_same_bitsf(k.normal.y, (float)kd.normal.y) &&
                      fz_same_bitsf(k.normal.z, (float)kd.normal.z),
                  "float contact %a, double %a", (double)k.distance, kd.distance);
    }
#endif
    const cbx_real kp[3] = {k.point.x, k.point.y, k.point.z};
    const cbx_real kn[3] = {k.normal.x, k.normal.y, k.normal.z};
    if (!valid) {
        bool nan = isnan(k.distance);
        for (int i = 0; i < 3; ++i) nan &= isnan(kp[i]) && isnan(kn[i]);
        FZ_ASSERT(nan, "invalid input, contact numbers not NaN");
        return;
    }

    /* Exact re-decision. */
    double pd[3], qd[3];
    cbx_real q[3];
    bool inside = true;
    for (int i = 0; i < 3; ++i) {
        pd[i] = p[i];
        qd[i] = fz_clamp(p[i], lo[i], hi[i]);
        q[i] = (cbx_real)qd[i];
        inside &= q[i] == p[i];
    }
    const cbx_relation want = fz_classify(fz_exact_dist2_sign(pd, qd, 3, s.radius), flat);
    FZ_ASSERT(rel == want, "relate %d, exact %d", (int)rel, (int)want);

    /* Contact: sign, point on the boundary, unit normal, distance. */
    fz_check_distance_sign(rel, flat, (double)k.distance);
    long double n2 = 0, len2 = 0, ref;
    bool on_face = false;
    for (int i = 0; i < 3; ++i) {
        FZ_ASSERT(isfinite(kp[i]) && isfinite(kn[i]), "point or normal not finite");
        FZ_ASSERT(kp[i] >= lo[i] && kp[i] <= hi[i], "point outside the box on axis %d", i);
        on_face |= kp[i] == lo[i] || kp[i] == hi[i];
        n2 += (long double)kn[i] * kn[i];
    }
    FZ_ASSERT(on_face, "point not on the boundary");
    FZ_ASSERT(fabsl(n2 - 1) <= 8 * R_EPS, "normal not unit: |n|^2 = %La", n2);
    if (!inside) {
        for (int i = 0; i < 3; ++i) {
            FZ_ASSERT(kp[i] == q[i], "point is not the nearest box point (axis %d)", i);
            len2 += ((long double)p[i] - q[i]) * ((long double)p[i] - q[i]);
        }
        const long double len = sqrtl(len2);
        for (int i = 0; i < 3; ++i) {
            FZ_ASSERT(fabsl(kn[i] - ((long double)p[i] - q[i]) / len) <= 4 * R_EPS,
                      "normal axis %d: %a vs %La", i, (double)kn[i], ((long double)p[i] - q[i]) / len);
        }
        ref = len - s.radius;
    } else {
        long double depth = (long double)p[0] - lo[0];
        int faces = 0;
        for (int i = 0; i < 3; ++i) {
            depth = fminl(depth, fminl((long double)p[i] - lo[i], (long double)hi[i] - p[i]));
            faces += kn[i] != 0;
        }
        FZ_ASSERT(faces == 1, "inside: normal (%a, %a, %a) is not a face normal", (double)kn[0],
                  (double)kn[1], (double)kn[2]);
        ref = -depth - s.radius;
    }
    if (fabsl(ref) < (long double)R_MAX / 4) {
        FZ_ASSERT(fabsl(k.distance - ref) <= 4 * R_EPS * (fabsl(ref) + s.radius) + 4 * R_TRUE_MIN,
                  "distance %a, reference %La", (double)k.distance, ref);
    } else {
        FZ_ASSERT(fabsl(k.distance) >= (long double)R_MAX / 8, "distance %a, reference %La",
                  (double)k.distance, ref);
    }

    /* Mirror in z: exact. */
    SPHERE ms = s;
    AABB3 mb = b;
    ms.center.z = -s.center.z;
    mb.min.z = -b.max.z;
    mb.max.z = -b.min.z;
    const CONTACT3 mk = CBX_F(cbx_contact_sphere_aabb3)(ms, mb);
    FZ_ASSERT(mk.relation == rel && mk.distance == k.distance, "mirror: relation %d distance %a",
              (int)mk.relation, (double)mk.distance);

    /* Rotate the axes (x, y, z) -> (y, z, x): the same relation. */
    SPHERE rs = s;
    AABB3 rb = b;
    rs.center.x = s.center.y, rs.center.y = s.center.z, rs.center.z = s.center.x;
    rb.min.x = b.min.y, rb.min.y = b.min.z, rb.min.z = b.min.x;
    rb.max.x = b.max.y, rb.max.y = b.max.z, rb.max.z = b.max.x;
    FZ_ASSERT(CBX_F(cbx_relate_sphere_aabb3)(rs, rb) == rel, "rotating the axes changed the relation");

    /* Translation by a power of two, when no coordinate rounds. */
    const cbx_real t = (cbx_real)fz_pow2(in);
    if (CBX_F(fz_add_exact)(s.center.y, t) && CBX_F(fz_add_exact)(b.min.y, t) &&
        CBX_F(fz_add_exact)(b.max.y, t)) {
        SPHERE ts = s;
        AABB3 tb = b;
        ts.center.y += t;
        tb.min.y += t;
        tb.max.y += t;
        const CONTACT3 tk = CBX_F(cbx_contact_sphere_aabb3)(ts, tb);
        FZ_ASSERT(tk.relation == rel && tk.distance == k.distance,
                  "translation by %a: relation %d distance %a", (double)t, (int)tk.relation,
                  (double)tk.distance);
    }
}

#endif
