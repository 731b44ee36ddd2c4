/* SPDX-License-Identifier: MIT */
/* Inputs that cannot vanish: rotations built by the library
   (cbx_rot2_from_angle, cbx_quat_from_axis_angle, cbx_obb3_from_quat), the
   reasons cbx_why_invalid_* give, and the rotation tolerance: a rotation
   rounded in float is valid in double too, normalized, and answered right.
   One body for both precisions (template.h); long double (sinl, cosl, the
   64-bit x87 format) is the reference. */
#ifndef CBX_TEMPLATE_BODY

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "circbox.h"
#include "test_macros.h"

typedef long double ld;

/* A seeded stream per test (xorshift64*, as tests/test_rng.h). */
typedef struct cbx_rng { uint64_t s; } cbx_rng;
static cbx_rng cbx_rng_seed(uint64_t seed) {
    cbx_rng g = {seed * 0x9E3779B97F4A7C15u + 1};
    return g;
}
static uint64_t cbx_rng_next(cbx_rng *g) {
    g->s ^= g->s >> 12;
    g->s ^= g->s << 25;
    g->s ^= g->s >> 27;
    return g->s * UINT64_C(2685821657736338717);
}
/* Uniform in [0, 1). */
static double cbx_rng_uniform(cbx_rng *g) { return (double)(cbx_rng_next(g) >> 11) * 0x1p-53; }
static int cbx_rng_below(cbx_rng *g, int n) { return (int)(cbx_rng_next(g) % (uint64_t)n); }

/* |got - want| in units of the last place of want in a format of `digits`
   significant bits (53 double, 24 float). */
static double ulps(ld got, ld want, int digits, ld true_min) {
    int e;
    frexpl(want, &e);
    ld ulp = ldexpl(1.0L, e - digits);
    if (ulp < true_min) ulp = true_min;
    return (double)(fabsl(got - want) / ulp);
}


#define CBX_TEMPLATE_BODY "test_inputs.c"
#include "template.h"

int main(void) {
    test_angles();
    test_anglesf();
    test_quats();
    test_quatsf();
    test_reasons();
    test_reasonsf();
    test_tolerance();
    test_tolerancef();
    test_float_rotations();
    test_float_rotationsf();
    /* The reason table itself: one distinct, non-empty text per reason. */
    for (int i = 0; i < CBX_REASON_COUNT; ++i) {
        const char *t = cbx_invalid_reason_text((cbx_invalid_reason)i);
        CHECK(t != NULL && t[0] != 0);
        for (int j = 0; j < i; ++j) CHECK(strcmp(t, cbx_invalid_reason_text((cbx_invalid_reason)j)) != 0);
    }
    CHECK(strcmp(cbx_invalid_reason_text(CBX_REASON_VALID), "valid") == 0);
    CHECK(strcmp(cbx_invalid_reason_text(CBX_REASON_COUNT), "unknown reason") == 0);
    CHECK(strcmp(cbx_invalid_reason_text((cbx_invalid_reason)-1), "unknown reason") == 0);
    CHECK(strstr(cbx_invalid_reason_text(CBX_REASON_ROTATION_ZERO), "value-initialize") != NULL);
    CBX_TEST_END();
}

#else /* ---- template body: once for double, once for float ---- */

#if CBX_IS_DOUBLE
#define DIGITS 53
#define SIN_REF(x) sinl(x)
#else
#define DIGITS 24
#endif

/* The reference (cos, sin) of x: long double, then rounded to cbx_real,
   whose error is what is compared. */
static void CBX_F(check_angle)(cbx_real x, double max_ulps) {
    const ROT2 r = CBX_F(cbx_rot2_from_angle)(x);
    const ld c = cosl((ld)x), s = sinl((ld)x);
    const double ec = ulps((ld)r.c, c, DIGITS, (ld)R_TRUE_MIN), es = ulps((ld)r.s, s, DIGITS, (ld)R_TRUE_MIN);
    CHECK_MSG(ec <= max_ulps && es <= max_ulps, "angle %.17g: c %.17g (%.3f ulp) s %.17g (%.3f ulp)", (double)x,
              (double)r.c, ec, (double)r.s, es);
    const OBB2 b = {{0, 0}, {1, 1}, r};
    CHECK_MSG(CBX_F(cbx_is_valid_obb2)(b), "angle %.17g gives an invalid rotation", (double)x);
}

static void CBX_F(test_angles)(void) {
    /* Zero and the sign of zero. */
    ROT2 r = CBX_F(cbx_rot2_from_angle)(0);
    CHECK(R_EQ(r.c, 1) && R_EQ(r.s, 0) && !signbit(r.s));
    r = CBX_F(cbx_rot2_from_angle)(-(cbx_real)0.0);
    CHECK(R_EQ(r.c, 1) && R_EQ(r.s, 0) && signbit(r.s));
    /* Multiples of pi/2 (as rounded), where one of the two is tiny. */
    for (int k = -16; k <= 16; ++k) {
        const cbx_real x = (cbx_real)((ld)k * 1.5707963267948966192313216916397514L);
        CBX_F(check_angle)(x, 1.0);
    }
    /* Tiny, subnormal, huge, the largest finite. */
    const cbx_real special[] = {R_TRUE_MIN, -R_TRUE_MIN, R_MIN, (cbx_real)1e-30, (cbx_real)1e-8,
                                (cbx_real)0.785398, (cbx_real)0.7853982, (cbx_real)3.14159265,
                                (cbx_real)1e6, (cbx_real)-1e6, (cbx_real)1e15, (cbx_real)1e30,
                                R_MAX, -R_MAX, (cbx_real)0x1p60, (cbx_real)12345678.9};
    for (size_t i = 0; i < sizeof special / sizeof *special; ++i) CBX_F(check_angle)(special[i], 1.0);
    /* Random angles of every size, and negative ones: exactly symmetric. */
    cbx_rng g = cbx_rng_seed(14);
    for (int i = 0; i < 200000; ++i) {
        const double u = cbx_rng_uniform(&g) * 2 - 1;
        const int scale = i % 5;
        const double mag = scale == 0 ? 10 : scale == 1 ? 1e6 : scale == 2 ? 1e3 : scale == 3 ? 1e-3 : 1e30;
        const cbx_real x = (cbx_real)(u * mag);
        CBX_F(check_angle)(x, 1.0);
        const ROT2 a = CBX_F(cbx_rot2_from_angle)(x), b = CBX_F(cbx_rot2_from_angle)(-x);
        CHECK(R_EQ(a.c, b.c) && R_EQ(a.s, -b.s));
    }
    /* NaN and infinities: NaN c and s, an invalid box that says why. */
    const cbx_real bad[] = {R_NAN, (cbx_real)INFINITY, -(cbx_real)INFINITY};
    for (int i = 0; i < 3; ++i) {
        r = CBX_F(cbx_rot2_from_angle)(bad[i]);
        CHECK(isnan(r.c) && isnan(r.s));
        const OBB2 b = {{0, 0}, {1, 1}, r};
        CHECK(!CBX_F(cbx_is_valid_obb2)(b));
        CHECK(CBX_F(cbx_why_invalid_obb2)(b) == CBX_REASON_ROTATION_NOT_FINITE);
    }
}

/* Orthonormal within a few ulps and right-handed: axis0 x axis1 = axis2
   (max_eps bounds the largest dot-product error and the sum of the cross
   product's three errors). */
static void CBX_F(check_frame)(const OBB3 *b, double max_eps, const char *what) {
    double worst = 0;
    for (int i = 0; i < 3; ++i)
        for (int j = i; j < 3; ++j) {
            const ld d = (ld)b->axis[i].x * b->axis[j].x + (ld)b->axis[i].y * b->axis[j].y +
                         (ld)b->axis[i].z * b->axis[j].z - (i == j ? 1 : 0);
            worst = fmax(worst, (double)fabsl(d));
        }
    const VEC3 a = b->axis[0], c = b->axis[1], w = b->axis[2];
    const ld cx = (ld)a.y * c.z - (ld)a.z * c.y, cy = (ld)a.z * c.x - (ld)a.x * c.z, cz = (ld)a.x * c.y - (ld)a.y * c.x;
    worst = fmax(worst, (double)(fabsl(cx - w.x) + fabsl(cy - w.y) + fabsl(cz - w.z)));
    CHECK_MSG(worst <= max_eps * (double)R_EPS, "%s: frame off by %.3g eps", what, worst / (double)R_EPS);
    CHECK_MSG(CBX_F(cbx_is_valid_obb3)(*b), "%s: invalid frame", what);
}

static void CBX_F(test_quats)(void) {
    const VEC3 c = {1, 2, 3}, h = {1, 2, 3};
    /* The identity, at any scale of q: the world axes exactly. */
    const cbx_real scales[] = {1, (cbx_real)1e-30, (cbx_real)1e30, R_MAX, R_TRUE_MIN};
    for (int i = 0; i < 5; ++i) {
        const CBX_F(cbx_quat) q = {scales[i], 0, 0, 0};
        const OBB3 b = CBX_F(cbx_obb3_from_quat)(c, h, q);
        CHECK(R_EQ(b.axis[0].x, 1) && R_EQ(b.axis[1].y, 1) && R_EQ(b.axis[2].z, 1));
        CHECK(R_EQ(b.axis[0].y, 0) && R_EQ(b.axis[0].z, 0) && R_EQ(b.axis[1].x, 0) && R_EQ(b.axis[2].x, 0));
        CHECK(R_EQ(b.center.z, 3) && R_EQ(b.half.y, 2));
    }
    /* Random quaternions of random magnitude, unnormalized. */
    cbx_rng g = cbx_rng_seed(41);
    for (int i = 0; i < 20000; ++i) {
        const double m = i % 3 == 0 ? 1e-20 : i % 3 == 1 ? 1 : 1e20;
        const CBX_F(cbx_quat) q = {(cbx_real)(m * (cbx_rng_uniform(&g) * 2 - 1)), (cbx_real)(m * (cbx_rng_uniform(&g) * 2 - 1)),
                                   (cbx_real)(m * (cbx_rng_uniform(&g) * 2 - 1)), (cbx_real)(m * (cbx_rng_uniform(&g) * 2 - 1))};
        const OBB3 b = CBX_F(cbx_obb3_from_quat)(c, h, q);
        CBX_F(check_frame)(&b, 16, "random quaternion");
        /* q and -q are the same rotation. */
        const CBX_F(cbx_quat) nq = {-q.w, -q.x, -q.y, -q.z};
        const OBB3 nb = CBX_F(cbx_obb3_from_quat)(c, h, nq);
        CHECK(R_EQ(nb.axis[1].x, b.axis[1].x) && R_EQ(nb.axis[2].y, b.axis[2].y));
    }
    /* Axis-angle about z is the 2D rotation; about any axis it keeps that
       axis fixed and is orthonormal. */
    for (int i = 0; i < 20000; ++i) {
        const cbx_real t = (cbx_real)((cbx_rng_uniform(&g) * 2 - 1) * 100);
        const VEC3 z = {0, 0, (cbx_real)(0.5 + cbx_rng_uniform(&g))};
        const OBB3 b = CBX_F(cbx_obb3_from_quat)(c, h, CBX_F(cbx_quat_from_axis_angle)(z, t));
        const ld cr = cosl((ld)t), sr = sinl((ld)t);
        CHECK_MSG(fabsl(b.axis[0].x - cr) + fabsl(b.axis[0].y - sr) + fabsl(b.axis[1].x + sr) + fabsl(b.axis[1].y - cr) <=
                      16 * (ld)R_EPS && R_EQ(b.axis[2].z, 1),
                  "about z by %.17g", (double)t);
        const VEC3 ax = {(cbx_real)(cbx_rng_uniform(&g) - 0.5), (cbx_real)(cbx_rng_uniform(&g) - 0.5),
                         (cbx_real)(cbx_rng_uniform(&g) - 0.5)};
        const OBB3 r = CBX_F(cbx_obb3_from_quat)(c, h, CBX_F(cbx_quat_from_axis_angle)(ax, t));
        CBX_F(check_frame)(&r, 16, "axis-angle");
        /* R ax = ax: the axis in the box's frame is the axis. */
        const ld n = sqrtl((ld)ax.x * ax.x + (ld)ax.y * ax.y + (ld)ax.z * ax.z);
        ld err = 0;
        for (int k = 0; k < 3; ++k) {
            const ld comp[3] = {(ld)r.axis[0].x * ax.x + (ld)r.axis[1].x * ax.y + (ld)r.axis[2].x * ax.z,
                                (ld)r.axis[0].y * ax.x + (ld)r.axis[1].y * ax.y + (ld)r.axis[2].y * ax.z,
                                (ld)r.axis[0].z * ax.x + (ld)r.axis[1].z * ax.y + (ld)r.axis[2].z * ax.z};
            const ld want[3] = {ax.x, ax.y, ax.z};
            err += fabsl(comp[k] - want[k]) / n;
        }
        CHECK_MSG(err <= 16 * (ld)R_EPS, "axis-angle keeps its axis: off by %.3Lg", err);
    }
    /* Zero and non-finite: NaN, an invalid box that says why. */
    const CBX_F(cbx_quat) zero = {0, 0, 0, 0}, nan = {1, R_NAN, 0, 0}, inf = {(cbx_real)INFINITY, 0, 0, 0};
    const CBX_F(cbx_quat) bad[] = {zero, nan, inf};
    for (int i = 0; i < 3; ++i) {
        const OBB3 b = CBX_F(cbx_obb3_from_quat)(c, h, bad[i]);
        CHECK(isnan(b.axis[0].x) && isnan(b.axis[2].z));
        CHECK(CBX_F(cbx_why_invalid_obb3)(b) == CBX_REASON_AXES_NOT_FINITE);
    }
    const VEC3 zaxis = {0, 0, 0}, naxis = {0, R_NAN, 1}, one = {0, 0, 1};
    CBX_F(cbx_quat) q = CBX_F(cbx_quat_from_axis_angle)(zaxis, 1);
    CHECK(isnan(q.w) && isnan(q.x) && isnan(q.y) && isnan(q.z));
    q = CBX_F(cbx_quat_from_axis_angle)(naxis, 1);
    CHECK(isnan(q.w) && isnan(q.z));
    q = CBX_F(cbx_quat_from_axis_angle)(one, R_NAN);
    CHECK(isnan(q.w) && isnan(q.z));
    q = CBX_F(cbx_quat_from_axis_angle)(one, (cbx_real)INFINITY);
    CHECK(isnan(q.w) && isnan(q.z));
    /* A huge axis is fine: normalized without overflow. */
    const VEC3 huge = {R_MAX, R_MAX, 0};
    q = CBX_F(cbx_quat_from_axis_angle)(huge, (cbx_real)0.5);
    CHECK(fabsl((ld)q.x - (ld)q.y) <= (ld)R_EPS && fabsl((ld)q.x - sinl(0.25L) / sqrtl(2.0L)) <= 4 * (ld)R_EPS);
}

static void CBX_F(test_reasons)(void) {
    const CIRCLE c = {{1, 2}, 3};
    const AABB2 a = {{0, 0}, {1, 1}};
    const OBB2 o = {{0, 0}, {1, 2}, {(cbx_real)0.6, (cbx_real)0.8}};
    const SPHERE s = {{1, 2, 3}, 4};
    const AABB3 a3 = {{0, 0, 0}, {1, 1, 1}};
    const OBB3 o3 = {{0, 0, 0}, {1, 2, 3}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    CHECK(CBX_F(cbx_why_invalid_circle)(c) == CBX_REASON_VALID);
    CHECK(CBX_F(cbx_why_invalid_aabb2)(a) == CBX_REASON_VALID);
    CHECK(CBX_F(cbx_why_invalid_obb2)(o) == CBX_REASON_VALID);
    CHECK(CBX_F(cbx_why_invalid_sphere)(s) == CBX_REASON_VALID);
    CHECK(CBX_F(cbx_why_invalid_aabb3)(a3) == CBX_REASON_VALID);
    CHECK(CBX_F(cbx_why_invalid_obb3)(o3) == CBX_REASON_VALID);
    const cbx_real bad[] = {R_NAN, (cbx_real)INFINITY, -(cbx_real)INFINITY};
    for (int i = 0; i < 3; ++i) {
        const cbx_real v = bad[i];
        CIRCLE k = c;
        k.center.y = v;
        CHECK(CBX_F(cbx_why_invalid_circle)(k) == CBX_REASON_CENTER_NOT_FINITE);
        k = c;
        k.radius = v;
        CHECK(CBX_F(cbx_why_invalid_circle)(k) == CBX_REASON_RADIUS_NOT_FINITE);
        SPHERE t = s;
        t.center.z = v;
        CHECK(CBX_F(cbx_why_invalid_sphere)(t) == CBX_REASON_CENTER_NOT_FINITE);
        t = s;
        t.radius = v;
        CHECK(CBX_F(cbx_why_invalid_sphere)(t) == CBX_REASON_RADIUS_NOT_FINITE);
        AABB2 b = a;
        b.max.x = v;
        CHECK(CBX_F(cbx_why_invalid_aabb2)(b) == CBX_REASON_BOUNDS_NOT_FINITE);
        AABB3 b3 = a3;
        b3.min.z = v;
        CHECK(CBX_F(cbx_why_invalid_aabb3)(b3) == CBX_REASON_BOUNDS_NOT_FINITE);
        OBB2 p = o;
        p.center.x = v;
        CHECK(CBX_F(cbx_why_invalid_obb2)(p) == CBX_REASON_CENTER_NOT_FINITE);
        p = o;
        p.half.y = v;
        CHECK(CBX_F(cbx_why_invalid_obb2)(p) == CBX_REASON_HALF_NOT_FINITE);
        p = o;
        p.rot.s = v;
        CHECK(CBX_F(cbx_why_invalid_obb2)(p) == CBX_REASON_ROTATION_NOT_FINITE);
        OBB3 p3 = o3;
        p3.center.y = v;
        CHECK(CBX_F(cbx_why_invalid_obb3)(p3) == CBX_REASON_CENTER_NOT_FINITE);
        p3 = o3;
        p3.half.z = v;
        CHECK(CBX_F(cbx_why_invalid_obb3)(p3) == CBX_REASON_HALF_NOT_FINITE);
        p3 = o3;
        p3.axis[2].x = v;
        CHECK(CBX_F(cbx_why_invalid_obb3)(p3) == CBX_REASON_AXES_NOT_FINITE);
        const VEC2 v2 = {0, v};
        const VEC3 v3 = {v, 0, 0};
        CHECK(CBX_F(cbx_why_invalid_vec2)(v2) == CBX_REASON_VECTOR_NOT_FINITE);
        CHECK(CBX_F(cbx_why_invalid_vec3)(v3) == CBX_REASON_VECTOR_NOT_FINITE);
    }
    const VEC2 z2 = {0, -R_MAX};
    const VEC3 z3 = {R_TRUE_MIN, 0, R_MAX};
    CHECK(CBX_F(cbx_why_invalid_vec2)(z2) == CBX_REASON_VALID);
    CHECK(CBX_F(cbx_why_invalid_vec3)(z3) == CBX_REASON_VALID);
    CIRCLE k = c;
    k.radius = -R_TRUE_MIN;
    CHECK(CBX_F(cbx_why_invalid_circle)(k) == CBX_REASON_RADIUS_NEGATIVE);
    SPHERE t = s;
    t.radius = -1;
    CHECK(CBX_F(cbx_why_invalid_sphere)(t) == CBX_REASON_RADIUS_NEGATIVE);
    AABB2 b = a;
    b.min.y = 2;
    CHECK(CBX_F(cbx_why_invalid_aabb2)(b) == CBX_REASON_BOX_INVERTED);
    AABB3 b3 = a3;
    b3.max.z = -1;
    CHECK(CBX_F(cbx_why_invalid_aabb3)(b3) == CBX_REASON_BOX_INVERTED);
    OBB2 p = o;
    p.half.x = -1;
    CHECK(CBX_F(cbx_why_invalid_obb2)(p) == CBX_REASON_HALF_NEGATIVE);
    p = o;
    p.rot.c = 1;
    CHECK(CBX_F(cbx_why_invalid_obb2)(p) == CBX_REASON_ROTATION_NOT_UNIT);
    OBB3 p3 = o3;
    p3.half.x = -R_TRUE_MIN;
    CHECK(CBX_F(cbx_why_invalid_obb3)(p3) == CBX_REASON_HALF_NEGATIVE);
    p3 = o3;
    p3.axis[1].x = (cbx_real)0.01;
    CHECK(CBX_F(cbx_why_invalid_obb3)(p3) == CBX_REASON_AXES_NOT_ORTHONORMAL);
    /* The C++ trap: a value-initialized box (cbx_obb2{}, here {0}) is all
       zeros, and so is its rotation. */
    const OBB2 zero2 = {{0, 0}, {0, 0}, {0, 0}};
    CHECK(!CBX_F(cbx_is_valid_obb2)(zero2));
    CHECK(CBX_F(cbx_why_invalid_obb2)(zero2) == CBX_REASON_ROTATION_ZERO);
    CHECK(CBX_F(cbx_relate_circle_obb2)(c, zero2) == CBX_INVALID);
    OBB3 zero3;
    memset(&zero3, 0, sizeof zero3);
    CHECK(CBX_F(cbx_why_invalid_obb3)(zero3) == CBX_REASON_AXES_ZERO);
    /* The value-initialized circle and boxes are valid (a point, a point-box). */
    const CIRCLE zc = {{0, 0}, 0};
    const AABB2 za = {{0, 0}, {0, 0}};
    CHECK(CBX_F(cbx_why_invalid_circle)(zc) == CBX_REASON_VALID && CBX_F(cbx_why_invalid_aabb2)(za) == CBX_REASON_VALID);
    /* is_valid and why agree on a sweep of spoiled fields. */
    cbx_rng g = cbx_rng_seed(7);
    const cbx_real pool[] = {0, 1, -1, (cbx_real)0.6, (cbx_real)0.8, R_NAN, (cbx_real)INFINITY, R_MAX, -R_TRUE_MIN};
    for (int i = 0; i < 20000; ++i) {
        cbx_real v[15];
        for (int j = 0; j < 15; ++j) v[j] = pool[cbx_rng_below(&g, 9)];
        const CIRCLE ci = {{v[0], v[1]}, v[2]};
        const AABB2 ab = {{v[0], v[1]}, {v[2], v[3]}};
        const OBB2 ob = {{v[0], v[1]}, {v[2], v[3]}, {v[4], v[5]}};
        const OBB3 o3r = {{v[0], v[1], v[2]}, {v[3], v[4], v[5]},
                          {{v[6], v[7], v[8]}, {v[9], v[10], v[11]}, {v[12], v[13], v[14]}}};
        CHECK(CBX_F(cbx_is_valid_circle)(ci) == (CBX_F(cbx_why_invalid_circle)(ci) == CBX_REASON_VALID));
        CHECK(CBX_F(cbx_is_valid_aabb2)(ab) == (CBX_F(cbx_why_invalid_aabb2)(ab) == CBX_REASON_VALID));
        CHECK(CBX_F(cbx_is_valid_obb2)(ob) == (CBX_F(cbx_why_invalid_obb2)(ob) == CBX_REASON_VALID));
        CHECK(CBX_F(cbx_is_valid_obb3)(o3r) == (CBX_F(cbx_why_invalid_obb3)(o3r) == CBX_REASON_VALID));
    }
}

/* obb2 with rotation (k c, k s), |k^2 - 1| = f tol; obb3 with axis[1]
   scaled likewise. Valid exactly when f <= 1 (f = 0.99 and 1.01 here: the
   products round far below those 1 % steps). */
static void CBX_F(test_tolerance)(void) {
    const ld tol = (ld)R_ROT_TOL;
    const cbx_real fs[] = {(cbx_real)0.99, (cbx_real)-0.99, (cbx_real)1.01, (cbx_real)-1.01};
    for (int i = 0; i < 4; ++i) {
        const bool valid = fabs((double)fs[i]) < 1;
        const cbx_real k = (cbx_real)sqrtl(1 + (ld)fs[i] * tol);
        const OBB2 b = {{0, 0}, {1, 1}, {k * (cbx_real)0.6, k * (cbx_real)0.8}};
        CHECK_MSG(CBX_F(cbx_is_valid_obb2)(b) == valid, "obb2 at %g tol", (double)fs[i]);
        const OBB2 e = {{0, 0}, {1, 1}, {k, 0}};
        CHECK_MSG(CBX_F(cbx_is_valid_obb2)(e) == valid, "obb2 (k, 0) at %g tol", (double)fs[i]);
        OBB3 b3 = {{0, 0, 0}, {1, 1, 1}, {{1, 0, 0}, {0, k, 0}, {0, 0, 1}}};
        CHECK_MSG(CBX_F(cbx_is_valid_obb3)(b3) == valid, "obb3 at %g tol", (double)fs[i]);
        /* Off-diagonal: axis[1] tilted toward axis[0] by f tol. */
        b3.axis[1].x = (cbx_real)((ld)fs[i] * tol);
        b3.axis[1].y = (cbx_real)sqrtl(1 - b3.axis[1].x * (ld)b3.axis[1].x);
        CHECK_MSG(CBX_F(cbx_is_valid_obb3)(b3) == valid, "obb3 tilted at %g tol", (double)fs[i]);
        if (!valid) CHECK(CBX_F(cbx_why_invalid_obb3)(b3) == CBX_REASON_AXES_NOT_ORTHONORMAL);
    }
    /* 1e-6 is within the tolerance of both precisions. */
    const cbx_real k = (cbx_real)sqrtl(1 + 0.99e-6L);
    const OBB2 b = {{0, 0}, {1, 1}, {k, 0}};
    CHECK(CBX_F(cbx_is_valid_obb2)(b));
    CHECK(R_ROT_TOL >= (cbx_real)1e-6);
}

/* A circle placed against a box whose rotation is (c, s) not quite unit:
   the box meant is the one of angle atan2(s, c) (the normalized rotation).
   gap > 0 separate, < 0 overlapping, well beyond the oriented margin; a
   library that used (c, s) unnormalized misses by |c^2 + s^2 - 1| times the
   offset, far more than the gap. */
static int CBX_F(check_box2)(ROT2 r, cbx_real gap, const char *what, int i) {
    const ld n = sqrtl((ld)r.c * r.c + (ld)r.s * r.s), c = r.c / n, s = r.s / n;
    const ld hx = 2, hy = 1, rad = 0.5, cx = 10, cy = -3;
    const OBB2 b = {{(cbx_real)cx, (cbx_real)cy}, {(cbx_real)hx, (cbx_real)hy}, r};
    const ld lx = hx + rad + gap, ly = 0.3L; /* local position of the circle's center */
    const CIRCLE ci = {{(cbx_real)(cx + c * lx - s * ly), (cbx_real)(cy + s * lx + c * ly)}, (cbx_real)rad};
    int bad = 0;
    const cbx_relation want = gap > 0 ? CBX_SEPARATE : CBX_OVERLAPPING;
    const cbx_relation got = CBX_F(cbx_relate_circle_obb2)(ci, b);
    bad += got != want;
    const CONTACT2 k = CBX_F(cbx_contact_circle_obb2)(ci, b);
    bad += k.relation != want || fabsl((ld)k.distance - gap) > 1e-3L * fabsl((ld)gap) + 1024 * (ld)R_EPS;
    /* A sweep along -local x from 3 further out: contact after 3 + gap. */
    const CIRCLE far = {{(cbx_real)(cx + c * (lx + 3) - s * ly), (cbx_real)(cy + s * (lx + 3) + c * ly)}, (cbx_real)rad};
    const VEC2 v = {(cbx_real)-c, (cbx_real)-s}, still = {0, 0};
    const SWEEP2 w = CBX_F(cbx_sweep_circle_obb2)(far, v, b, still);
    if (gap > 0) bad += w.type != CBX_SWEEP_CONTACT || fabsl((ld)w.time - (3 + gap)) > 1e-3L * gap + 64 * (ld)R_EPS;
    /* A path along local y at local x = hx + rad + gap: grazes or misses. */
    const VEC2 vy = {(cbx_real)-s, (cbx_real)c};
    const CIRCLE below = {{(cbx_real)(cx + c * lx - s * (ly - 5)), (cbx_real)(cy + s * lx + c * (ly - 5))}, (cbx_real)rad};
    const SWEEP2 y = CBX_F(cbx_sweep_circle_obb2)(below, vy, b, still);
    bad += gap > 0 ? y.type != CBX_SWEEP_NONE : y.type != CBX_SWEEP_CONTACT;
    if (bad)
        fprintf(stderr, "%s %d: rot (%.17g, %.17g) gap %g: relate %d contact %d/%.17g sweep %d/%.17g graze %d\n", what, i,
                (double)r.c, (double)r.s, (double)gap, got, k.relation, (double)k.distance, w.type, (double)w.time,
                y.type);
    return bad;
}

/* The same in 3D: axes as given (not quite orthonormal), the box meant
   their Gram-Schmidt frame. */
static int CBX_F(check_box3)(const OBB3 *given, cbx_real gap, int i) {
    ld e[3][3];
    for (int k = 0; k < 3; ++k) {
        ld a[3] = {given->axis[k].x, given->axis[k].y, given->axis[k].z};
        for (int j = 0; j < k; ++j) {
            const ld d = a[0] * e[j][0] + a[1] * e[j][1] + a[2] * e[j][2];
            for (int m = 0; m < 3; ++m) a[m] -= d * e[j][m];
        }
        const ld n = sqrtl(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]);
        for (int m = 0; m < 3; ++m) e[k][m] = a[m] / n;
    }
    const ld loc[3] = {(ld)given->half.x + 0.5L + gap, 0.3L, -0.2L};
    ld p[3] = {given->center.x, given->center.y, given->center.z};
    for (int k = 0; k < 3; ++k)
        for (int m = 0; m < 3; ++m) p[m] += loc[k] * e[k][m];
    const SPHERE s = {{(cbx_real)p[0], (cbx_real)p[1], (cbx_real)p[2]}, (cbx_real)0.5};
    const cbx_relation want = gap > 0 ? CBX_SEPARATE : CBX_OVERLAPPING;
    int bad = CBX_F(cbx_relate_sphere_obb3)(s, *given) != want;
    const CONTACT3 k = CBX_F(cbx_contact_sphere_obb3)(s, *given);
    bad += fabsl((ld)k.distance - gap) > 1e-3L * fabsl((ld)gap) + 1024 * (ld)R_EPS;
    /* Sweep in along -axis0 from 3 further out. */
    const SPHERE far = {{(cbx_real)(p[0] + 3 * e[0][0]), (cbx_real)(p[1] + 3 * e[0][1]), (cbx_real)(p[2] + 3 * e[0][2])},
                        (cbx_real)0.5};
    const VEC3 v = {(cbx_real)-e[0][0], (cbx_real)-e[0][1], (cbx_real)-e[0][2]}, still = {0, 0, 0};
    const SWEEP3 w = CBX_F(cbx_sweep_sphere_obb3)(far, v, *given, still);
    if (gap > 0) bad += w.type != CBX_SWEEP_CONTACT || fabsl((ld)w.time - (3 + gap)) > 1e-3L * gap + 64 * (ld)R_EPS;
    if (bad) fprintf(stderr, "obb3 %d: gap %g: relate/contact %.17g sweep %d/%.17g\n", i, (double)gap, (double)k.distance, w.type, (double)w.time);
    return bad;
}

/* Rotations rounded to float (cosf/sinf of 3600 angles, quaternions in
   float): valid in this precision's API and answered as the normalized
   rotation. */
static void CBX_F(test_float_rotations)(void) {
    const cbx_real gap = CBX_IS_DOUBLE ? (cbx_real)1e-9 : (cbx_real)1e-3;
    int invalid = 0, bad = 0;
    for (int i = 0; i < 3600; ++i) {
        const float t = (float)((double)i * 3.14159265358979323846 / 1800);
        const ROT2 r = {(cbx_real)cosf(t), (cbx_real)sinf(t)};
        const OBB2 b = {{0, 0}, {1, 1}, r};
        invalid += !CBX_F(cbx_is_valid_obb2)(b);
        bad += CBX_F(check_box2)(r, gap, "cosf/sinf", i);
        bad += CBX_F(check_box2)(r, -gap, "cosf/sinf", i);
        /* The library's own float rotation, and a deliberately scaled one at
           0.9 of the tolerance: answered as their normalized selves too. */
        const cbx_rot2f rf = cbx_rot2_from_anglef(t);
        const ROT2 lib = {(cbx_real)rf.c, (cbx_real)rf.s};
        bad += CBX_F(check_box2)(lib, gap, "cbx_rot2_from_anglef", i);
        const cbx_real k = (cbx_real)sqrtl(1 + (i % 2 ? 0.9L : -0.9L) * (ld)R_ROT_TOL);
        const ROT2 scaled = {r.c * k, r.s * k};
        bad += CBX_F(check_box2)(scaled, gap, "scaled", i);
        bad += CBX_F(check_box2)(scaled, -gap, "scaled", i);
    }
    CHECK_MSG(invalid == 0, "%d of 3600 float rotations invalid", invalid);
    CHECK_MSG(bad == 0, "%d wrong answers for float rotations", bad);
    /* 3D: quaternions computed in float about random axes. */
    cbx_rng g = cbx_rng_seed(3);
    invalid = bad = 0;
    for (int i = 0; i < 2000; ++i) {
        const float ax[3] = {(float)(cbx_rng_uniform(&g) - 0.5), (float)(cbx_rng_uniform(&g) - 0.5),
                             (float)(cbx_rng_uniform(&g) - 0.5)};
        const float n = sqrtf(ax[0] * ax[0] + ax[1] * ax[1] + ax[2] * ax[2]);
        const float h = (float)(cbx_rng_uniform(&g) * 3.14159265358979323846);
        const cbx_quatf q = {cosf(h), sinf(h) * ax[0] / n, sinf(h) * ax[1] / n, sinf(h) * ax[2] / n};
        const cbx_vec3f c = {5, -7, 2}, hf = {2, 1, (float)1.5};
        const cbx_obb3f bf = cbx_obb3_from_quatf(c, hf, q);
        OBB3 b;
        b.center = (VEC3){(cbx_real)bf.center.x, (cbx_real)bf.center.y, (cbx_real)bf.center.z};
        b.half = (VEC3){(cbx_real)bf.half.x, (cbx_real)bf.half.y, (cbx_real)bf.half.z};
        for (int k = 0; k < 3; ++k) b.axis[k] = (VEC3){(cbx_real)bf.axis[k].x, (cbx_real)bf.axis[k].y, (cbx_real)bf.axis[k].z};
        /* The frame a program builds itself in float (the matrix of q in
           float arithmetic) is off by a few 1e-7 as well. */
        invalid += !CBX_F(cbx_is_valid_obb3)(b);
        bad += CBX_F(check_box3)(&b, gap, i) + CBX_F(check_box3)(&b, -gap, i);
    }
    CHECK_MSG(invalid == 0, "%d of 2000 float frames invalid", invalid);
    CHECK_MSG(bad == 0, "%d wrong answers for float frames", bad);
}

#undef DIGITS
#undef SIN_REF
#endif
