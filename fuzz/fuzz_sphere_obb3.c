/* SPDX-License-Identifier: MIT */
/* Fuzz target: cbx_overlap/relate/contact_sphere_obb3 and the obb3
   validator, both precisions.

   The 3D twin of fuzz_circle_obb2.c: the validator against the contract
   (away from the tolerance's edge); INVALID exactly for invalid input, every
   number NaN; overlap == (relate != SEPARATE); relate against a long double
   reference (the axes made orthonormal by modified Gram-Schmidt in the
   documented order, src/shape/frame.inc) beyond twice the documented margin
   24 eps (|d|_1 + half.x + half.y + half.z) + 8 m; contact's sign against its
   relation and a unit normal; mirror (z negated in centers and axes) and
   power-of-two translation symmetry. */
/* fuzz-needs: cbx_relate_sphere_obb3 cbx_overlap_sphere_obb3 cbx_contact_sphere_obb3 */
/* fuzz-needs: cbx_is_valid_obb3 */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "fuzz_sphere_obb3.c"
#include "template.h"

FZ_TARGET_BOTH_PRECISIONS(fz_check_sphere_obb3)

#else

#include "fuzz_input.h"

static long double CBX_F(fz_dotl)(const long double *a, const long double *b) {
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/* Distance from the center to the box (0 inside) and the depth of the
   nearest face, in long double; the axes orthonormalized as src/shape/frame.inc
   does (first axis kept, the others lose their earlier components). */
static long double CBX_F(fz_ref_obb3)(SPHERE s, OBB3 b, long double *depth) {
    long double ax[3][3];
    for (int i = 0; i < 3; ++i) {
        ax[i][0] = b.axis[i].x, ax[i][1] = b.axis[i].y, ax[i][2] = b.axis[i].z;
    }
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < i; ++j) {
            const long double d = CBX_F(fz_dotl)(ax[j], ax[i]);
            for (int k = 0; k < 3; ++k) ax[i][k] -= d * ax[j][k];
        }
        const long double n = sqrtl(CBX_F(fz_dotl)(ax[i], ax[i]));
        for (int k = 0; k < 3; ++k) ax[i][k] /= n;
    }
    const long double d[3] = {(long double)s.center.x - b.center.x,
                              (long double)s.center.y - b.center.y,
                              (long double)s.center.z - b.center.z};
    const long double h[3] = {b.half.x, b.half.y, b.half.z};
    long double g2 = 0, dep = INFINITY;
    for (int i = 0; i < 3; ++i) {
        const long double l = CBX_F(fz_dotl)(ax[i], d);
        const long double q = fz_clampl(l, -h[i], h[i]);
        g2 += (l - q) * (l - q);
        dep = fminl(dep, h[i] - fabsl(l));
    }
    *depth = dep;
    return sqrtl(g2);
}

static void CBX_F(fz_check_sphere_obb3)(fz_in *in) {
    const SPHERE s = CBX_F(fz_sphere)(in);
    const OBB3 b = CBX_F(fz_obb3)(in);
    FZ_CONTEXT("%s sphere {{%a, %a, %a}, %a} obb {{%a, %a, %a}, {%a, %a, %a}, {{%a, %a, %a}, "
               "{%a, %a, %a}, {%a, %a, %a}}}",
               CBX_IS_DOUBLE ? "double" : "float", (double)s.center.x, (double)s.center.y,
               (double)s.center.z, (double)s.radius, (double)b.center.x, (double)b.center.y,
               (double)b.center.z, (double)b.half.x, (double)b.half.y, (double)b.half.z,
               (double)b.axis[0].x, (double)b.axis[0].y, (double)b.axis[0].z, (double)b.axis[1].x,
               (double)b.axis[1].y, (double)b.axis[1].z, (double)b.axis[2].x, (double)b.axis[2].y,
               (double)b.axis[2].z);

    /* The validator: finite, half >= 0, |a_i . a_j - delta_ij| <= tol. */
    const cbx_real num[15] = {b.center.x,  b.center.y,  b.center.z,  b.half.x,    b.half.y,
                              b.half.z,    b.axis[0].x, b.axis[0].y, b.axis[0].z, b.axis[1].x,
                              b.axis[1].y, b.axis[1].z, b.axis[2].x, b.axis[2].y, b.axis[2].z};
    bool finite = true;
    for (int i = 0; i < 15; ++i) finite &= isfinite(num[i]) != 0;
    const bool b_valid = CBX_F(cbx_is_valid_obb3)(b);
    if (!finite || !(b.half.x >= 0) || !(b.half.y >= 0) || !(b.half.z >= 0)) {
        FZ_ASSERT(!b_valid, "validator accepts a non-finite or negative box");
    } else {
        long double worst = -INFINITY; /* max over pairs of |dot - delta| - tol */
        bool near_edge = false;
        for (int i = 0; i < 3; ++i) {
            for (int j = i; j < 3; ++j) {
                const long double dot = (long double)num[6 + 3 * i] * num[6 + 3 * j] +
                                        (long double)num[7 + 3 * i] * num[7 + 3 * j] +
                                        (long double)num[8 + 3 * i] * num[8 + 3 * j];
                const long double off = fabsl(dot - (i == j)) - (long double)R_ROT_TOL;
                near_edge |= fabsl(off) <= 8 * (long double)R_EPS;
                worst = fmaxl(worst, off);
            }
        }
        if (!near_edge) {
            FZ_ASSERT(b_valid == (worst <= 0), "validator %d, worst |dot - delta| - tol = %La",
                      (int)b_valid, worst);
        }
    }
    const bool valid = CBX_F(cbx_is_valid_sphere)(s) && b_valid;

    const cbx_relation rel = CBX_F(cbx_relate_sphere_obb3)(s, b);
    const bool ov = CBX_F(cbx_overlap_sphere_obb3)(s, b);
    const CONTACT3 k = CBX_F(cbx_contact_sphere_obb3)(s, b);
    fz_check_relation(rel, ov, k.relation, valid);
    if (!valid) {
        FZ_ASSERT(isnan(k.distance) && isnan(k.point.x) && isnan(k.point.y) && isnan(k.point.z) &&
                      isnan(k.normal.x) && isnan(k.normal.y) && isnan(k.normal.z),
                  "invalid input, contact numbers not NaN");
        return;
    }

    const bool flat = s.radius == 0 || b.half.x == 0 || b.half.y == 0 || b.half.z == 0;
    long double depth;
    const long double dist = CBX_F(fz_ref_obb3)(s, b, &depth);
    const long double bound =
        24 * (long double)R_EPS *
            (fabsl((long double)s.center.x - b.center.x) + fabsl((long double)s.center.y - b.center.y) +
             fabsl((long double)s.center.z - b.center.z) + b.half.x + b.half.y + b.half.z) +
        8 * (long double)R_TRUE_MIN;
    if (dist - s.radius > 2 * bound) {
        FZ_ASSERT(rel == CBX_SEPARATE, "relation %d, reference gap %La, bound %La", (int)rel,
                  dist - s.radius, bound);
    } else if (s.radius - dist > 2 * bound) {
        FZ_ASSERT(rel == (flat ? CBX_TOUCHING : CBX_OVERLAPPING),
                  "relation %d, reference overlap %La, bound %La", (int)rel, s.radius - dist, bound);
    }

    fz_check_distance_sign(rel, flat, (double)k.distance);
    const long double n2 = (long double)k.normal.x * k.normal.x +
                           (long double)k.normal.y * k.normal.y + (long double)k.normal.z * k.normal.z;
    FZ_ASSERT(fabsl(n2 - 1) <= 16 * R_EPS, "normal not unit: |n|^2 = %La", n2);
    const long double ref = dist > 0 ? dist - s.radius : -depth - s.radius;
    if (fabsl(ref) < (long double)R_MAX / 8 && bound < (long double)R_MAX / 8) {
        FZ_ASSERT(fabsl(k.distance - ref) <= 2 * bound + 4 * R_EPS * (long double)s.radius,
                  "distance %a, reference %La, bound %La", (double)k.distance, ref, bound);
    }

    /* Mirror in z: z negated in the centers and every axis (a reflection of
       the frame is still a frame for the same box). */
    SPHERE ms = s;
    OBB3 mb = b;
    ms.center.z = -s.center.z;
    mb.center.z = -b.center.z;
    for (int i = 0; i < 3; ++i) mb.axis[i].z = -b.axis[i].z;
    FZ_ASSERT(CBX_F(cbx_relate_sphere_obb3)(ms, mb) == rel, "mirror changed the relation");

    /* Translation of both centers by a power of two, when neither rounds. */
    const cbx_real t = (cbx_real)fz_pow2(in);
    if (CBX_F(fz_add_exact)(s.center.x, t) && CBX_F(fz_add_exact)(b.center.x, t)) {
        SPHERE ts = s;
        OBB3 tb = b;
        ts.center.x += t;
        tb.center.x += t;
        const CONTACT3 tk = CBX_F(cbx_contact_sphere_obb3)(ts, tb);
        /* The distance bit for bit, but where the axes may be a signed
           permutation (six zero components): such a box with exact bounds
           is answered as the axis-aligned box it is, and the translation
           can move it to or from the frame (src/shape/obb_aligned.inc):
           within the margin then, with the rounding of distance - radius
           (as fuzz_circle_obb2 says), or both beyond half the range (one
           may saturate, the other not). */
        const long double moved = bound + 2 * (long double)R_EPS * (long double)s.radius;
        int zeros = 0;
        for (int i = 0; i < 3; ++i) zeros += (b.axis[i].x == 0) + (b.axis[i].y == 0) + (b.axis[i].z == 0);
        FZ_ASSERT(tk.relation == rel && (tk.distance == k.distance ||
                                         (zeros == 6 && CBX_F(fz_near_or_huge)(tk.distance, k.distance, moved))),
                  "translation by %a: relation %d distance %a", (double)t, (int)tk.relation,
                  (double)tk.distance);
    }
}

#endif
