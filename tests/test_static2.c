/* SPDX-License-Identifier: MIT */
/* Unit tests of the 2D static queries: every function, every invalid input,
   the exact cases the contract names. One test body serves both precisions:
   this file includes itself with T = double and T = float. */
#ifndef TEST_BODY
#define TEST_BODY

#include <float.h>
#include <math.h>
#include <string.h>

#include "circbox.h"
#include "arith/exact.h"
#include "test_macros.h"
#include "test_rng.h"

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)

/* ---- the exact big-float itself ---- */
static void test_big(void) {
    cbx_big a, b, c, d;
    /* (2^1000 + 2^-1000)^2 - 2^2000 - 2 = 2^-2000: nothing lost at any scale */
    cbx_big_set(&a, ldexp(1.0, 1000));
    cbx_big_set(&b, ldexp(1.0, -1000));
    cbx_big_add(&c, &a, &b);
    cbx_big_mul(&c, &c, &c);
    cbx_big_mul(&d, &a, &a);
    cbx_big_sub(&c, &c, &d);
    cbx_big_set(&d, 2.0);
    cbx_big_sub(&c, &c, &d);
    CHECK(c.sign == 1 && c.exp == -2000 && c.n == 1 && c.mag[0] == 1);
    /* degree 4 at the extremes: (DBL_MAX * DBL_TRUE_MIN)^2 vs its parts */
    cbx_big_set(&a, DBL_MAX);
    cbx_big_set(&b, DBL_TRUE_MIN);
    cbx_big_mul(&c, &a, &b);
    cbx_big_mul(&c, &c, &c);
    cbx_big_mul(&d, &a, &a);
    cbx_big_mul(&a, &b, &b);
    cbx_big_mul(&d, &d, &a);
    CHECK(cbx_big_cmp(&c, &d) == 0);
    cbx_big_diff(&a, 1.0, 1.0);
    CHECK(a.sign == 0);
    cbx_big_diff(&a, -DBL_MAX, DBL_MAX);
    CHECK(a.sign == -1);
    /* a - b with b a subnormal: the difference keeps every bit */
    cbx_big_diff(&a, 1.0, DBL_TRUE_MIN);
    cbx_big_set(&b, 1.0);
    CHECK(cbx_big_cmp(&a, &b) == -1);
    const double p[3] = {3.0, 4.0, 12.0}, q[3] = {0.0, 0.0, 0.0};
    CHECK(cbx_exact_dist2_cmp(p, q, 3, 13.0) == 0);
    CHECK(cbx_exact_dist2_cmp(p, q, 3, nextafter(13.0, 14.0)) == -1);
    CHECK(cbx_exact_dist2_cmp(p, q, 3, nextafter(13.0, 12.0)) == 1);
}

#define T double
#define S
#define NEXT nextafter
#define TMAX DBL_MAX
#define TMIN_SUB DBL_TRUE_MIN
#include "test_static2.c"
#undef T
#undef S
#undef NEXT
#undef TMAX
#undef TMIN_SUB
#define T float
#define S f
#define NEXT nextafterf
#define TMAX FLT_MAX
#define TMIN_SUB FLT_TRUE_MIN
#include "test_static2.c"

int main(void) {
    test_big();
    test_static2();
    test_static2f();
    CBX_TEST_END();
}

#else /* TEST_BODY: the per-precision body */

#define F(name) CAT(name, S)
#define V2 F(cbx_vec2)
#define CIRC F(cbx_circle)
#define BOX F(cbx_aabb2)
#define OBB F(cbx_obb2)
#define CON F(cbx_contact2)

static CIRC F(circ)(T x, T y, T r) {
    CIRC c = {{x, y}, r};
    return c;
}
static BOX F(box)(T x0, T y0, T x1, T y1) {
    BOX b = {{x0, y0}, {x1, y1}};
    return b;
}
static OBB F(obb)(T cx, T cy, T hx, T hy, T c, T s) {
    OBB b = {{cx, cy}, {hx, hy}, {c, s}};
    return b;
}

/* relate, overlap and contact.relation agree, and relate gives `want`. */
static void F(expect)(CIRC c, BOX b, cbx_relation want, int line) {
    const cbx_relation rel = F(cbx_relate_circle_aabb2)(c, b);
    const bool ov = F(cbx_overlap_circle_aabb2)(c, b);
    const CON k = F(cbx_contact_circle_aabb2)(c, b);
    CHECK_MSG(rel == want, "line %d: relate %d, want %d", line, (int)rel, (int)want);
    CHECK_MSG(ov == (want > CBX_SEPARATE), "line %d: overlap %d", line, (int)ov);
    CHECK_MSG(k.relation == want, "line %d: contact relation %d", line, (int)k.relation);
}
#define EXPECT(c, b, want) F(expect)(c, b, want, __LINE__)

static void F(test_static2_)(void) {
    const T r5 = 5;
    const BOX corner = F(box)(-1, -1, 0, 0);
    /* a difference that rounds to a short one (3 2^30 - 2^-30 -> 3 2^30,
       also in double for float input): tangent in rounded numbers,
       overlapping exactly (the short certificate must refuse it) */
    EXPECT(F(circ)((T)0x3p30, (T)0x4p30, (T)0x5p30), F(box)(-1, -1, (T)0x1p-30, 0), CBX_OVERLAPPING);
    EXPECT(F(circ)((T)-0x3p30, (T)0x4p30, (T)0x5p30), F(box)((T)-0x1p-30, -1, 1, 0), CBX_OVERLAPPING);
    /* 3-4-5 tangency at the corner, exactly, and one ulp either side */
    EXPECT(F(circ)(3, 4, r5), corner, CBX_TOUCHING);
    EXPECT(F(circ)(3, 4, NEXT(r5, 6)), corner, CBX_OVERLAPPING);
    EXPECT(F(circ)(3, 4, NEXT(r5, 4)), corner, CBX_SEPARATE);
    EXPECT(F(circ)(NEXT((T)3, 4), 4, r5), corner, CBX_SEPARATE);
    EXPECT(F(circ)(NEXT((T)3, 2), 4, r5), corner, CBX_OVERLAPPING);
    /* the same at 2^-120 and 2^100, where float squares under/overflow */
    {
        const T s = (T)ldexp(1.0, -120), g = (T)ldexp(1.0, 100);
        EXPECT(F(circ)(3 * s, 4 * s, 5 * s), F(box)(-s, -s, 0, 0), CBX_TOUCHING);
        EXPECT(F(circ)(3 * s, 4 * s, NEXT(5 * s, 0)), F(box)(-s, -s, 0, 0), CBX_SEPARATE);
        EXPECT(F(circ)(3 * g, 4 * g, 5 * g), F(box)(-g, -g, 0, 0), CBX_TOUCHING);
        EXPECT(F(circ)(3 * g, 4 * g, NEXT(5 * g, TMAX)), F(box)(-g, -g, 0, 0), CBX_OVERLAPPING);
    }
    /* smallest subnormals: 3-4-5 in units of the smallest subnormal */
    EXPECT(F(circ)(3 * TMIN_SUB, 4 * TMIN_SUB, 5 * TMIN_SUB), F(box)(-TMIN_SUB, -TMIN_SUB, 0, 0), CBX_TOUCHING);
    EXPECT(F(circ)(3 * TMIN_SUB, 4 * TMIN_SUB, 4 * TMIN_SUB), F(box)(-TMIN_SUB, -TMIN_SUB, 0, 0), CBX_SEPARATE);
    /* the largest finite values: differences and squares overflow */
    EXPECT(F(circ)(TMAX, 0, TMAX), F(box)(-TMAX, -TMAX, 0, TMAX), CBX_TOUCHING);
    EXPECT(F(circ)(TMAX, 0, NEXT(TMAX, 0)), F(box)(-TMAX, -TMAX, 0, TMAX), CBX_SEPARATE);
    EXPECT(F(circ)(-TMAX, TMAX, TMAX), F(box)(0, 0, TMAX, TMAX), CBX_TOUCHING);
    EXPECT(F(circ)(0, 0, 1), F(box)(-TMAX, -TMAX, TMAX, TMAX), CBX_OVERLAPPING);
    /* edge tangency, center inside, zero radius, flat boxes */
    EXPECT(F(circ)(3, (T)0.5, 1), F(box)(0, 0, 2, 1), CBX_TOUCHING);
    EXPECT(F(circ)((T)0.5, (T)0.5, (T)0.1), F(box)(0, 0, 2, 1), CBX_OVERLAPPING);
    EXPECT(F(circ)((T)0.5, (T)0.5, 0), F(box)(0, 0, 2, 1), CBX_TOUCHING);
    EXPECT(F(circ)(2, (T)0.5, 0), F(box)(0, 0, 2, 1), CBX_TOUCHING);
    EXPECT(F(circ)(NEXT((T)2, 3), (T)0.5, 0), F(box)(0, 0, 2, 1), CBX_SEPARATE);
    EXPECT(F(circ)(1, 1, 2), F(box)(0, 0, 0, 5), CBX_TOUCHING);
    EXPECT(F(circ)(1, 1, 2), F(box)(0, 0, 5, 0), CBX_TOUCHING);
    EXPECT(F(circ)(1, 1, 2), F(box)(1, 3, 1, 3), CBX_TOUCHING);
    EXPECT(F(circ)(1, 1, 2), F(box)(3, 3, 3, 3), CBX_SEPARATE);
    EXPECT(F(circ)(3, 4, 5), F(box)(0, 0, 0, 0), CBX_TOUCHING);
    EXPECT(F(circ)(3, 4, NEXT(r5, 4)), F(box)(0, 0, 0, 0), CBX_SEPARATE);
    EXPECT(F(circ)(-0.0f, 0, 0), F(box)(0, -0.0f, 0, 0), CBX_TOUCHING);
    /* a box whose width overflows is still valid */
    EXPECT(F(circ)(0, 0, 1), F(box)(-TMAX, 0, TMAX, 1), CBX_OVERLAPPING);

    /* contact: outside a corner */
    {
        const CON k = F(cbx_contact_circle_aabb2)(F(circ)(3, 4, 4), corner);
        CHECK(k.relation == CBX_SEPARATE);
        CHECK(k.point.x == 0 && k.point.y == 0);
        CHECK(fabs((double)k.normal.x - 0.6) < 1e-6 && fabs((double)k.normal.y - 0.8) < 1e-6);
        CHECK(fabs((double)k.distance - 1.0) < 1e-6);
    }
    /* contact: touching has distance exactly 0 */
    {
        const CON k = F(cbx_contact_circle_aabb2)(F(circ)(3, 4, 5), corner);
        CHECK(k.relation == CBX_TOUCHING && k.distance == 0);
    }
    /* contact: one ulp apart is positive, never 0 */
    {
        const CON k = F(cbx_contact_circle_aabb2)(F(circ)(3, 4, NEXT(r5, 4)), corner);
        CHECK(k.relation == CBX_SEPARATE && k.distance > 0);
    }
    /* contact: center inside reports the nearest face */
    {
        const BOX b = F(box)(0, 0, 4, 2);
        CON k = F(cbx_contact_circle_aabb2)(F(circ)((T)3.5, 1, (T)0.25), b);
        CHECK(k.relation == CBX_OVERLAPPING);
        CHECK(k.point.x == 4 && k.point.y == 1 && k.normal.x == 1 && k.normal.y == 0);
        CHECK(k.distance == -(T)0.75);
        k = F(cbx_contact_circle_aabb2)(F(circ)(1, (T)0.25, 1), b);
        CHECK(k.point.x == 1 && k.point.y == 0 && k.normal.x == 0 && k.normal.y == -1);
        CHECK(k.distance == -(T)1.25);
        k = F(cbx_contact_circle_aabb2)(F(circ)(2, (T)1.75, 0), b);
        CHECK(k.relation == CBX_TOUCHING && k.normal.y == 1 && k.distance == -(T)0.25);
    }
    /* contact: huge coordinates keep a finite unit normal */
    {
        const CON k = F(cbx_contact_circle_aabb2)(F(circ)(TMAX, TMAX, 1), F(box)(-TMAX, -TMAX, -TMAX, -TMAX));
        CHECK(k.relation == CBX_SEPARATE && k.distance > 0);
        CHECK(fabs((double)k.normal.x - sqrt(0.5)) < 1e-6 && fabs((double)k.normal.y - sqrt(0.5)) < 1e-6);
    }
    /* contact: subnormal offsets still give a unit normal */
    {
        const CON k = F(cbx_contact_circle_aabb2)(F(circ)(3 * TMIN_SUB, 4 * TMIN_SUB, 0), corner);
        CHECK(k.relation == CBX_SEPARATE);
        CHECK(fabs((double)k.normal.x - 0.6) < 1e-6 && fabs((double)k.normal.y - 0.8) < 1e-6);
    }

    /* invalid input: every field NaN or infinite, negative radius, inverted box */
    {
        const T bad[3] = {(T)NAN, (T)INFINITY, -(T)INFINITY};
        for (int i = 0; i < 3; ++i) {
            for (int field = 0; field < 7; ++field) {
                T v[7] = {1, 2, (T)0.5, 0, 0, 3, 3};
                v[field] = bad[i];
                const CIRC c = F(circ)(v[0], v[1], v[2]);
                const BOX b = F(box)(v[3], v[4], v[5], v[6]);
                const CON k = F(cbx_contact_circle_aabb2)(c, b);
                CHECK_MSG(F(cbx_relate_circle_aabb2)(c, b) == CBX_INVALID, "field %d bad %d", field, i);
                CHECK(!F(cbx_overlap_circle_aabb2)(c, b));
                CHECK(k.relation == CBX_INVALID && isnan(k.distance) && isnan(k.point.x) &&
                      isnan(k.point.y) && isnan(k.normal.x) && isnan(k.normal.y));
                CHECK(!F(cbx_is_valid_circle)(c) || !F(cbx_is_valid_aabb2)(b));
            }
        }
        EXPECT(F(circ)(0, 0, -1), F(box)(0, 0, 1, 1), CBX_INVALID);
        EXPECT(F(circ)(0, 0, -TMIN_SUB), F(box)(0, 0, 1, 1), CBX_INVALID);
        EXPECT(F(circ)(0, 0, 1), F(box)(1, 0, 0, 1), CBX_INVALID);
        EXPECT(F(circ)(0, 0, 1), F(box)(0, 1, 1, 0), CBX_INVALID);
        EXPECT(F(circ)(0, 0, 1), F(box)((T)INFINITY, 0, (T)INFINITY, 1), CBX_INVALID);
        CHECK(F(cbx_is_valid_circle)(F(circ)(0, 0, 0)));
        CHECK(F(cbx_is_valid_aabb2)(F(box)(1, 1, 1, 1)));
    }

    /* oriented boxes */
    {
        /* 90 degrees: exactly an axis-aligned box */
        const OBB b = F(obb)(0, 0, 2, 1, 0, 1); /* local x along world y: world extent 1 x 2 */
        CHECK(F(cbx_relate_circle_obb2)(F(circ)(2, 0, 1), b) == CBX_TOUCHING);
        CHECK(F(cbx_relate_circle_obb2)(F(circ)(0, 3, 1), b) == CBX_TOUCHING);
        CHECK(F(cbx_relate_circle_obb2)(F(circ)(0, 3, (T)0.5), b) == CBX_SEPARATE);
        CHECK(F(cbx_overlap_circle_obb2)(F(circ)(0, 0, (T)0.5), b));
        CON k = F(cbx_contact_circle_obb2)(F(circ)(0, 4, 1), b);
        CHECK(k.relation == CBX_SEPARATE && fabs((double)k.distance - 1) < 1e-6);
        CHECK(fabs((double)k.point.y - 2) < 1e-6 && fabs((double)k.normal.y - 1) < 1e-6);
        /* 45 degrees: corner (sqrt2, 0) of a unit square of half 1 */
        const T h = (T)0.70710678118654752440;
        const OBB d = F(obb)(10, 0, 1, 1, h, h);
        k = F(cbx_contact_circle_obb2)(F(circ)(13, 0, 1), d);
        CHECK(k.relation == CBX_SEPARATE);
        CHECK(fabs((double)k.distance - (3 - sqrt(2.0) - 1)) < 1e-5);
        CHECK(fabs((double)k.normal.x - 1) < 1e-5 && fabs((double)k.normal.y) < 1e-5);
        CHECK(fabs((double)k.point.x - (10 + sqrt(2.0))) < 1e-5);
        /* a rotation slightly off unit is accepted and normalized */
        CHECK(F(cbx_is_valid_obb2)(F(obb)(0, 0, 1, 1, (T)(1 + 1e-10), 0)));
        /* invalid: non-unit rotation, negative half, NaN */
        const OBB bad[4] = {F(obb)(0, 0, 1, 1, 0, 0), F(obb)(0, 0, 1, 1, 1, (T)0.1),
                            F(obb)(0, 0, -1, 1, 1, 0), F(obb)((T)NAN, 0, 1, 1, 1, 0)};
        for (int i = 0; i < 4; ++i) {
            CHECK(F(cbx_relate_circle_obb2)(F(circ)(0, 0, 1), bad[i]) == CBX_INVALID);
            CHECK(!F(cbx_overlap_circle_obb2)(F(circ)(0, 0, 1), bad[i]));
            k = F(cbx_contact_circle_obb2)(F(circ)(0, 0, 1), bad[i]);
            CHECK(k.relation == CBX_INVALID && isnan(k.distance) && isnan(k.normal.x));
            CHECK(!F(cbx_is_valid_obb2)(bad[i]));
        }
        CHECK(F(cbx_relate_circle_obb2)(F(circ)(0, 0, -1), b) == CBX_INVALID);
        /* huge offsets: the frame reduction scales instead of overflowing */
        const OBB far = F(obb)(-TMAX, -TMAX, 1, 1, h, h);
        CHECK(F(cbx_relate_circle_obb2)(F(circ)(TMAX, TMAX, 1), far) == CBX_SEPARATE);
        k = F(cbx_contact_circle_obb2)(F(circ)(TMAX, TMAX, 1), far);
        CHECK(k.relation == CBX_SEPARATE && k.distance > 0);
    }
}

/* contact() computes its normal as d / sqrt(d2) while d2 lies in
   [2^-960, max] (2^-100 in float), and by the scaled form below and above:
   every power-of-two scale of a 3-4-5 corner offset (the whole range, so
   both ends of that window and the subnormals), tangent and one ulp either
   side, must give the exact relation, a unit normal within a few ulps of
   (0.6, 0.8) and a distance of the exact sign within a few ulps; a center
   beside a face, the exact normal (0, 1) and distance. */
static void F(test_contact_plain)(void) {
    const int lo_exp = sizeof(T) == sizeof(double) ? -1074 : -149;
    const int hi_exp = sizeof(T) == sizeof(double) ? 1020 : 124;
    const double tol = 8 * (sizeof(T) == sizeof(double) ? DBL_EPSILON : FLT_EPSILON);
    int tested = 0;
    for (int e = lo_exp; e <= hi_exp; ++e) {
        const T u = (T)ldexp(1.0, e);
        if (!(u > 0) || isinf(u)) continue;
        const BOX b = F(box)(-u, -u, 0, 0);
        const T r5 = 5 * u;
        if (isinf(r5) || (T)(r5 / 5) != u) continue; /* 5u exact */
        const T radii[3] = {NEXT(r5, 0), r5, NEXT(r5, TMAX)};
        const cbx_relation want[3] = {CBX_SEPARATE, CBX_TOUCHING, CBX_OVERLAPPING};
        for (int i = 0; i < 3; ++i) {
            const CIRC c = F(circ)(3 * u, 4 * u, radii[i]);
            const cbx_relation rel = F(cbx_relate_circle_aabb2)(c, b);
            const CON k = F(cbx_contact_circle_aabb2)(c, b);
            CHECK_MSG(rel == want[i] && k.relation == rel, "2^%d case %d: relate %d contact %d", e, i, (int)rel,
                      (int)k.relation);
            CHECK_MSG(fabs((double)k.normal.x - 0.6) <= tol && fabs((double)k.normal.y - 0.8) <= tol,
                      "2^%d: normal (%a, %a)", e, (double)k.normal.x, (double)k.normal.y);
            CHECK(k.point.x == 0 && k.point.y == 0);
            CHECK_MSG(i == 0 ? k.distance > 0 : (i == 1 ? k.distance == 0 : k.distance < 0), "2^%d case %d: %a", e,
                      i, (double)k.distance);
            const double rel_err = fabs((double)k.distance - (5.0 * (double)u - (double)radii[i])) / (double)r5;
            CHECK_MSG(rel_err <= tol, "2^%d case %d: distance %a", e, i, (double)k.distance);
            ++tested;
        }
        /* beside a face: the normal is exactly (0, 1) and the distance
           exactly |d| - r, on both sides of the window */
        const CON f = F(cbx_contact_circle_aabb2)(F(circ)(-u / 2, 3 * u, 2 * u), b);
        CHECK_MSG(f.relation == CBX_SEPARATE && f.normal.x == 0 && f.normal.y == 1 && f.point.y == 0 &&
                      f.distance == u,
                  "2^%d face: %a (%a, %a)", e, (double)f.distance, (double)f.normal.x, (double)f.normal.y);
    }
    CHECK(tested > 100);
}

/* overlap() decides a center beside a face inline (cbx_box_overlap_near):
   its answer must be relate()'s on circles resting on a face at r, rounded
   (exactly tangent or one rounding off), and one ulp either side, at every
   scale from the subnormals to near overflow, with radii above 1e154 (where
   r*r overflows and the inline screen passes the call on) and centers so
   far out that the squared distance overflows. */
static void F(test_overlap_face)(void) {
    uint64_t st = 0x9E3779B97F4A7C15u;
    int checked = 0;
    for (int e = (sizeof(T) == sizeof(double) ? -1070 : -145); e <= (sizeof(T) == sizeof(double) ? 1000 : 110);
         e += 3) {
        const double u = ldexp(1.0, e);
        for (int k = 0; k < 24; ++k) {
            st = st * 6364136223846793005u + 1442695040888963407u;
            const double f1 = (double)(st >> 11) * 0x1p-53, f2 = (double)((st >> 7) & 0xffff) * 0x1p-16;
            const T h = (T)(u * (1 + f1)), r = (T)(u * (0.5 + f2)), y = h + r;
            const T ys[3] = {NEXT(y, -TMAX), y, NEXT(y, TMAX)};
            for (int j = 0; j < 3; ++j) {
                for (int side = 0; side < 4; ++side) {
                    const T sx = side & 1 ? ys[j] : (T)(h * (T)0.25), sy = side & 1 ? (T)(-h * (T)0.5) : ys[j];
                    const T sg = side & 2 ? -1 : 1;
                    const CIRC c = F(circ)(sg * sx, sg * sy, r);
                    const BOX b = F(box)(-h, -h, h, h);
                    const cbx_relation rel = F(cbx_relate_circle_aabb2)(c, b);
                    CHECK_MSG(F(cbx_overlap_circle_aabb2)(c, b) == (rel > CBX_SEPARATE),
                              "2^%d: center (%a, %a) r %a box %a", e, (double)c.center.x, (double)c.center.y,
                              (double)r, (double)h);
                    ++checked;
                }
            }
        }
    }
    /* a radius whose square overflows, a center whose squared distance does */
    {
        const T big = (T)(sizeof(T) == sizeof(double) ? 1e200 : 1e30);
        const CIRC cs[4] = {F(circ)(0, big + 4, big), F(circ)(0, NEXT(big, TMAX), big), F(circ)(0, TMAX, 1),
                            F(circ)(0, TMAX, TMAX)};
        const BOX bs[4] = {F(box)(-1, -1, 1, 4), F(box)(-1, -1, 1, 0), F(box)(-TMAX, -TMAX, 0, -TMAX),
                           F(box)(-1, -TMAX, 1, 0)};
        for (int i = 0; i < 4; ++i) {
            const cbx_relation rel = F(cbx_relate_circle_aabb2)(cs[i], bs[i]);
            CHECK_MSG(rel != CBX_INVALID && F(cbx_overlap_circle_aabb2)(cs[i], bs[i]) == (rel > CBX_SEPARATE),
                      "extreme case %d: relate %d", i, (int)rel);
        }
    }
    CHECK(checked > 1000);
}

/* Corners the short certificate takes (dist2_sign.h, cbx_dist2_short2:
   every difference and square exact) and their neighbours it must refuse,
   judged by the big-float through relate, overlap and contact (each takes
   its own path to the certificate: scalar, pairs, the contact's near
   path). Four kinds, at scales across the range: a Pythagorean corner
   on a grid, tangent and one step either side; a ball resting at exactly
   r above a face with its center a few bits beyond the face's end (unlike
   magnitudes, which the grid certificate refuses); the same with the
   radius one ulp either side (too many bits: refused, decided later);
   and corners of boxes at arbitrary coordinates (inexact differences). */
static void F(test_short_corners)(void) {
    static const int trip[][3] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {20, 21, 29}};
    const int bits = sizeof(T) == sizeof(double) ? 26 : 20, span = sizeof(T) == sizeof(double) ? 440 : 50;
    for (int it = 0; it < 20000; ++it) {
        const double unit = ldexp(1.0, (int)(test_rng_next() % (unsigned)(2 * span)) - span);
        const double sx = (test_rng_next() & 1) ? 1 : -1, sy = (test_rng_next() & 2) ? 1 : -1;
        const double ox = (double)(int64_t)(test_rng_next() % 4096) * unit * 64;
        const double oy = (double)(int64_t)(test_rng_next() % 4096) * unit * 64;
        const double w = (double)(1 + test_rng_next() % 64) * unit * 64;
        /* the box [o - w, o] x [o - w, o] reflected: its corner o toward (sx, sy) */
        const double lx = sx > 0 ? ox - w : -ox, hx = sx > 0 ? ox : -ox + w;
        const double ly = sy > 0 ? oy - w : -oy, hy = sy > 0 ? oy : -oy + w;
        const BOX b = F(box)((T)lx, (T)ly, (T)hx, (T)hy);
        const double cx = sx > 0 ? hx : lx, cy = sy > 0 ? hy : ly;
        T px[4], py[4], rr[4]; /* each rounded once, as it is stored */
        const int *t = trip[test_rng_next() % 4];
        const double step = (double)(int64_t)(test_rng_next() % 3) - 1;
        px[0] = (T)(cx + sx * t[0] * unit), py[0] = (T)(cy + sy * t[1] * unit), rr[0] = (T)((t[2] + step) * unit);
        const double r = (double)(int64_t)(test_rng_next() >> (64 - bits)) * unit;
        px[1] = (T)(cx + sx * ldexp(1.0 + (double)(test_rng_next() % 7), ilogb(r > 0 ? r : unit) - 12));
        py[1] = (T)(cy + sy * r), rr[1] = (T)r;
        px[2] = px[1], py[2] = py[1], rr[2] = NEXT((T)r, (test_rng_next() & 1) ? TMAX : 0);
        px[3] = (T)(cx + sx * test_uniform(0, 4) * unit), py[3] = (T)(cy + sy * test_uniform(0, 4) * unit);
        rr[3] = (T)sqrt(((double)px[3] - cx) * ((double)px[3] - cx) + ((double)py[3] - cy) * ((double)py[3] - cy));
        for (int k = 0; k < 4; ++k) {
            const CIRC c = F(circ)(px[k], py[k], rr[k]);
            const double p[2] = {c.center.x, c.center.y}, q[2] = {cx, cy};
            if (!(c.radius > 0)) continue;
            /* the nearest box point is the corner while the center lies
               beyond it on both axes; else skip (faces are tested apart) */
            if (!((p[0] - cx) * sx > 0 && (p[1] - cy) * sy > 0)) continue;
            const int sign = cbx_exact_dist2_cmp(p, q, 2, (double)c.radius);
            const cbx_relation want = sign > 0 ? CBX_SEPARATE : (sign == 0 ? CBX_TOUCHING : CBX_OVERLAPPING);
            F(expect)(c, b, want, __LINE__ + 1000 * k);
        }
    }
}

static void F(test_static2)(void) {
    F(test_short_corners)();
    F(test_static2_)();
    F(test_contact_plain)();
    F(test_overlap_face)();
}

#undef F
#undef V2
#undef CIRC
#undef BOX
#undef OBB
#undef CON
#endif
