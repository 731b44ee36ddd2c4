/* SPDX-License-Identifier: MIT */
/* Bad input stays INVALID when the program is built with -ffast-math
   (tests/test_fast_math.sh): every query family (casts and the mover: no
   hit, NaN), both precisions, NaN and
   infinity in each kind of field. Compiled as C or C++, itself with
   -ffast-math, so it makes its NaN from bits and looks only at integers
   (relations, sweep types, booleans, reasons) and at bits. With
   FM_SINGLE_HEADER it holds the single header's implementation; with
   FM_INLINE it also checks circbox/inline.h (built against the CMake
   library). */
#ifdef FM_SINGLE_HEADER
#define CIRCBOX_IMPLEMENTATION
#endif
#include "circbox.h"
#ifdef FM_INLINE
#include "circbox/inline.h" /* not part of the single header: with the CMake library only */
#endif

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int failures = 0;
#define EXPECT(cond)                                                    \
    do {                                                                \
        if (!(cond)) {                                                  \
            ++failures;                                                 \
            fprintf(stderr, "fast_math_check:%d: %s\n", __LINE__, #cond); \
        }                                                               \
    } while (0)

static double bad64(int k) {
    const uint64_t bits[3] = {UINT64_C(0x7ff8000000000000), UINT64_C(0x7ff0000000000000), UINT64_C(0xfff0000000000000)};
    double d;
    memcpy(&d, &bits[k], sizeof d);
    return d;
}
static float bad32(int k) {
    const uint32_t bits[3] = {0x7fc00000u, 0x7f800000u, 0xff800000u};
    float f;
    memcpy(&f, &bits[k], sizeof f);
    return f;
}
static bool is_nan64(double d) {
    uint64_t u;
    memcpy(&u, &d, sizeof u);
    return (u & UINT64_C(0x7ff0000000000000)) == UINT64_C(0x7ff0000000000000) && (u << 12) != 0;
}

static void check_double(int k) {
    const double v = bad64(k);
    cbx_circle c = {{0.0, 0.0}, 1.0};
    const cbx_aabb2 b = {{1.0, -1.0}, {2.0, 1.0}};
    const cbx_obb2 o = {{1.5, 0.0}, {0.5, 1.0}, {1.0, 0.0}};
    const cbx_vec2 still = {0.0, 0.0}, bad_v = {v, 0.0}, right = {1.0, 0.0};
    /* valid: touching, exactly */
    EXPECT(cbx_relate_circle_aabb2(c, b) == CBX_TOUCHING);
    EXPECT(cbx_relate_circle_obb2(c, o) == CBX_TOUCHING);
    c.center.x = v;
    EXPECT(!cbx_is_valid_circle(c));
    EXPECT(cbx_why_invalid_circle(c) == CBX_REASON_CENTER_NOT_FINITE);
    EXPECT(cbx_relate_circle_aabb2(c, b) == CBX_INVALID);
    EXPECT(!cbx_overlap_circle_aabb2(c, b));
    EXPECT(cbx_contact_circle_aabb2(c, b).relation == CBX_INVALID);
    EXPECT(is_nan64(cbx_contact_circle_aabb2(c, b).distance));
    EXPECT(cbx_relate_circle_obb2(c, o) == CBX_INVALID);
    EXPECT(!cbx_overlap_circle_obb2(c, o));
    EXPECT(cbx_contact_circle_obb2(c, o).relation == CBX_INVALID);
    EXPECT(cbx_sweep_circle_aabb2(c, right, b, still).type == CBX_SWEEP_INVALID);
    EXPECT(cbx_sweep_circle_obb2(c, right, o, still).type == CBX_SWEEP_INVALID);
    const cbx_cast2 k2 = cbx_cast_circle_aabb2(c, right, b);
    EXPECT(!k2.hit && is_nan64(k2.fraction) && is_nan64(k2.center.x));
    EXPECT(!cbx_cast_circle_obb2(c, right, o).hit && is_nan64(cbx_cast_circle_obb2(c, right, o).fraction));
    const cbx_world2 world = {&b, 1, &o, 1};
    EXPECT(is_nan64(cbx_move_circle2(world, c, right, 4).center.x));
    c.center.x = 0.0;
    EXPECT(is_nan64(cbx_cast_circle_aabb2(c, bad_v, b).fraction));
    c.radius = v;
    EXPECT(!cbx_is_valid_circle(c));
    EXPECT(cbx_relate_circle_aabb2(c, b) == CBX_INVALID && !cbx_overlap_circle_aabb2(c, b));
    EXPECT(cbx_sweep_circle_aabb2(c, right, b, still).type == CBX_SWEEP_INVALID);
    c.radius = 1.0;
    EXPECT(cbx_sweep_circle_aabb2(c, bad_v, b, still).type == CBX_SWEEP_INVALID);
    EXPECT(cbx_sweep_circle_obb2(c, right, o, bad_v).type == CBX_SWEEP_INVALID);
    cbx_aabb2 bb = b;
    bb.min.x = v;
    EXPECT(!cbx_is_valid_aabb2(bb) && cbx_relate_circle_aabb2(c, bb) == CBX_INVALID && !cbx_overlap_circle_aabb2(c, bb));
    EXPECT(cbx_sweep_circle_aabb2(c, right, bb, still).type == CBX_SWEEP_INVALID);
    cbx_obb2 ob = o;
    ob.rot.s = v;
    EXPECT(!cbx_is_valid_obb2(ob) && cbx_relate_circle_obb2(c, ob) == CBX_INVALID && !cbx_overlap_circle_obb2(c, ob));
    const cbx_rot2 r = cbx_rot2_from_angle(v);
    EXPECT(is_nan64(r.c) && is_nan64(r.s));

    cbx_sphere s = {{0.0, 0.0, 0.0}, 1.0};
    const cbx_aabb3 b3 = {{1.0, -1.0, -1.0}, {2.0, 1.0, 1.0}};
    const cbx_obb3 o3 = {{1.5, 0.0, 0.0}, {0.5, 1.0, 1.0}, {{1.0, 0.0, 0.0}, {0.0, 1.0, 0.0}, {0.0, 0.0, 1.0}}};
    const cbx_vec3 still3 = {0.0, 0.0, 0.0}, right3 = {1.0, 0.0, 0.0};
    EXPECT(cbx_relate_sphere_aabb3(s, b3) == CBX_TOUCHING && cbx_relate_sphere_obb3(s, o3) == CBX_TOUCHING);
    s.center.z = v;
    EXPECT(!cbx_is_valid_sphere(s));
    EXPECT(cbx_relate_sphere_aabb3(s, b3) == CBX_INVALID && !cbx_overlap_sphere_aabb3(s, b3));
    EXPECT(cbx_relate_sphere_obb3(s, o3) == CBX_INVALID && !cbx_overlap_sphere_obb3(s, o3));
    EXPECT(cbx_contact_sphere_aabb3(s, b3).relation == CBX_INVALID);
    EXPECT(cbx_sweep_sphere_aabb3(s, right3, b3, still3).type == CBX_SWEEP_INVALID);
    EXPECT(cbx_sweep_sphere_obb3(s, right3, o3, still3).type == CBX_SWEEP_INVALID);
    EXPECT(!cbx_cast_sphere_aabb3(s, right3, b3).hit && is_nan64(cbx_cast_sphere_aabb3(s, right3, b3).fraction));
    EXPECT(!cbx_cast_sphere_obb3(s, right3, o3).hit && is_nan64(cbx_cast_sphere_obb3(s, right3, o3).fraction));
    s.center.z = 0.0;
    cbx_obb3 ob3 = o3;
    ob3.axis[1].y = v;
    EXPECT(!cbx_is_valid_obb3(ob3) && cbx_relate_sphere_obb3(s, ob3) == CBX_INVALID);
    cbx_aabb3 bb3 = b3;
    bb3.max.y = v;
    EXPECT(!cbx_is_valid_aabb3(bb3) && !cbx_overlap_sphere_aabb3(s, bb3));
}

static void check_float(int k) {
    const float v = bad32(k);
    cbx_circlef c = {{0.0f, 0.0f}, 1.0f};
    const cbx_aabb2f b = {{1.0f, -1.0f}, {2.0f, 1.0f}};
    const cbx_obb2f o = {{1.5f, 0.0f}, {0.5f, 1.0f}, {1.0f, 0.0f}};
    const cbx_vec2f still = {0.0f, 0.0f}, right = {1.0f, 0.0f};
    EXPECT(cbx_relate_circle_aabb2f(c, b) == CBX_TOUCHING);
    c.center.y = v;
    EXPECT(!cbx_is_valid_circlef(c));
    EXPECT(cbx_why_invalid_circlef(c) == CBX_REASON_CENTER_NOT_FINITE);
    EXPECT(cbx_relate_circle_aabb2f(c, b) == CBX_INVALID && !cbx_overlap_circle_aabb2f(c, b));
    EXPECT(cbx_relate_circle_obb2f(c, o) == CBX_INVALID && !cbx_overlap_circle_obb2f(c, o));
    EXPECT(cbx_sweep_circle_aabb2f(c, right, b, still).type == CBX_SWEEP_INVALID);
    EXPECT(cbx_sweep_circle_obb2f(c, right, o, still).type == CBX_SWEEP_INVALID);
    cbx_spheref s = {{0.0f, v, 0.0f}, 1.0f};
    const cbx_aabb3f b3 = {{1.0f, -1.0f, -1.0f}, {2.0f, 1.0f, 1.0f}};
    const cbx_vec3f still3 = {0.0f, 0.0f, 0.0f};
    EXPECT(!cbx_is_valid_spheref(s) && cbx_relate_sphere_aabb3f(s, b3) == CBX_INVALID && !cbx_overlap_sphere_aabb3f(s, b3));
    EXPECT(cbx_sweep_sphere_aabb3f(s, still3, b3, still3).type == CBX_SWEEP_INVALID);
}

#ifdef FM_INLINE
/* circbox/inline.h: under -ffast-math it calls the library (the inline NaN
   screen and TwoDiff would be optimized away: NaN centers and box bounds
   were taken for overlaps). Exact tangency, one ulp out, and bad input. */
static void check_inline(int k) {
    const double v = bad64(k);
    const float w = bad32(k);
    const cbx_aabb2 b = {{-1.0, -1.0}, {1.0, 1.0}};
    const cbx_aabb2f bf = {{-1.0f, -1.0f}, {1.0f, 1.0f}};
    EXPECT(cbx_overlap_circle_aabb2_inline((cbx_circle){{2.0, 0.0}, 1.0}, b));
    EXPECT(!cbx_overlap_circle_aabb2_inline((cbx_circle){{0x1.0000000000001p+1, 0.0}, 1.0}, b));
    EXPECT(cbx_overlap_circle_aabb2f_inline((cbx_circlef){{2.0f, 0.0f}, 1.0f}, bf));
    const cbx_circle cs[4] = {{{v, 0.0}, 1.0}, {{0.0, v}, 1.0}, {{0.0, 0.0}, v}, {{0.0, 0.0}, -1.0}};
    const cbx_circlef cf[4] = {{{w, 0.0f}, 1.0f}, {{0.0f, w}, 1.0f}, {{0.0f, 0.0f}, w}, {{0.0f, 0.0f}, -1.0f}};
    for (int i = 0; i < 4; ++i) {
        EXPECT(!cbx_overlap_circle_aabb2_inline(cs[i], b));
        EXPECT(!cbx_overlap_circle_aabb2f_inline(cf[i], bf));
    }
    const cbx_aabb2 bb[3] = {{{v, -1.0}, {1.0, 1.0}}, {{-1.0, -1.0}, {v, 1.0}}, {{-1.0, v}, {1.0, 1.0}}};
    const cbx_aabb2f bbf[3] = {{{w, -1.0f}, {1.0f, 1.0f}}, {{-1.0f, -1.0f}, {w, 1.0f}}, {{-1.0f, w}, {1.0f, 1.0f}}};
    for (int i = 0; i < 3; ++i) {
        EXPECT(!cbx_overlap_circle_aabb2_inline((cbx_circle){{0.0, 0.0}, 1.0}, bb[i]));
        EXPECT(!cbx_overlap_circle_aabb2f_inline((cbx_circlef){{0.0f, 0.0f}, 1.0f}, bbf[i]));
    }
}
#endif

int main(void) {
    for (int k = 0; k < 3; ++k) {
        check_double(k);
        check_float(k);
#ifdef FM_INLINE
        check_inline(k);
#endif
    }
    if (failures) {
        fprintf(stderr, "fast_math_check: %d failures\n", failures);
        return 1;
    }
    printf("fast_math_check: NaN and infinity INVALID in every family\n");
    return 0;
}
