/* SPDX-License-Identifier: MIT */
/* What counts as valid input (circbox.h, INVALID INPUT). Every query checks
   through these functions, so the contract lives in one place; the
   cbx_why_invalid_* functions name the first rule an input breaks (the
   reasons and their texts are the table CBX_INVALID_REASONS of circbox.h).
   Finiteness is a test on the bits (real.h), so it holds under
   -ffinite-math-only too. */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "shape/validate.c"
#include "template.h"
#else

#include "internal.h"

static inline bool CBX_F(cbx_all_finite)(const cbx_real *v, int n) {
    bool ok = true;
    for (int i = 0; i < n; ++i) ok &= R_FINITE(v[i]);
    return ok;
}

bool CBX_F(cbx_is_finite_vec2)(VEC2 v) { return R_FINITE(v.x) && R_FINITE(v.y); }
bool CBX_F(cbx_is_finite_vec3)(VEC3 v) { return R_FINITE(v.x) && R_FINITE(v.y) && R_FINITE(v.z); }

bool CBX_F(cbx_is_valid_circle)(CIRCLE c) {
    const cbx_real v[3] = {c.center.x, c.center.y, c.radius};
    return CBX_F(cbx_all_finite)(v, 3) && c.radius >= 0;
}

bool CBX_F(cbx_is_valid_aabb2)(AABB2 b) {
    const cbx_real v[4] = {b.min.x, b.min.y, b.max.x, b.max.y};
    return CBX_F(cbx_all_finite)(v, 4) && b.min.x <= b.max.x && b.min.y <= b.max.y;
}

bool CBX_F(cbx_is_valid_obb2)(OBB2 b) {
    const cbx_real v[6] = {b.center.x, b.center.y, b.half.x, b.half.y, b.rot.c, b.rot.s};
    if (!CBX_F(cbx_all_finite)(v, 6) || !(b.half.x >= 0) || !(b.half.y >= 0)) return false;
    const cbx_real n2 = b.rot.c * b.rot.c + b.rot.s * b.rot.s;
    return R_FABS(n2 - 1) <= (cbx_real)R_ROT_TOL;
}

bool CBX_F(cbx_is_valid_sphere)(SPHERE s) {
    const cbx_real v[4] = {s.center.x, s.center.y, s.center.z, s.radius};
    return CBX_F(cbx_all_finite)(v, 4) && s.radius >= 0;
}

bool CBX_F(cbx_is_valid_aabb3)(AABB3 b) {
    const cbx_real v[6] = {b.min.x, b.min.y, b.min.z, b.max.x, b.max.y, b.max.z};
    return CBX_F(cbx_all_finite)(v, 6) && b.min.x <= b.max.x && b.min.y <= b.max.y &&
           b.min.z <= b.max.z;
}

bool CBX_F(cbx_is_valid_obb3)(OBB3 b) {
    const cbx_real v[15] = {b.center.x,  b.center.y,  b.center.z,  b.half.x,    b.half.y,
                            b.half.z,    b.axis[0].x, b.axis[0].y, b.axis[0].z, b.axis[1].x,
                            b.axis[1].y, b.axis[1].z, b.axis[2].x, b.axis[2].y, b.axis[2].z};
    /* every rule tested, none branched on: a valid box (the usual one)
       passes them all, and the products of non-finite axes are harmless
       numbers (NaN fails its comparison) */
    bool ok = CBX_F(cbx_all_finite)(v, 15) & (b.half.x >= 0) & (b.half.y >= 0) & (b.half.z >= 0);
    for (int i = 0; i < 3; ++i) {
        for (int j = i; j < 3; ++j) {
            const VEC3 a = b.axis[i], c = b.axis[j];
            const cbx_real dot = a.x * c.x + a.y * c.y + a.z * c.z;
            ok &= R_FABS(dot - (i == j ? 1 : 0)) <= (cbx_real)R_ROT_TOL;
        }
    }
    return ok;
}

/* ---- why: the first rule broken, in the order of CBX_INVALID_REASONS ---- */

static inline bool CBX_F(cbx_finite2)(VEC2 v) { return R_FINITE(v.x) && R_FINITE(v.y); }
static inline bool CBX_F(cbx_finite3v)(VEC3 v) { return R_FINITE(v.x) && R_FINITE(v.y) && R_FINITE(v.z); }

cbx_invalid_reason CBX_F(cbx_why_invalid_circle)(CIRCLE c) {
    if (CBX_F(cbx_is_valid_circle)(c)) return CBX_REASON_VALID;
    if (!CBX_F(cbx_finite2)(c.center)) return CBX_REASON_CENTER_NOT_FINITE;
    if (!R_FINITE(c.radius)) return CBX_REASON_RADIUS_NOT_FINITE;
    return CBX_REASON_RADIUS_NEGATIVE;
}

cbx_invalid_reason CBX_F(cbx_why_invalid_sphere)(SPHERE s) {
    if (CBX_F(cbx_is_valid_sphere)(s)) return CBX_REASON_VALID;
    if (!CBX_F(cbx_finite3v)(s.center)) return CBX_REASON_CENTER_NOT_FINITE;
    if (!R_FINITE(s.radius)) return CBX_REASON_RADIUS_NOT_FINITE;
    return CBX_REASON_RADIUS_NEGATIVE;
}

cbx_invalid_reason CBX_F(cbx_why_invalid_aabb2)(AABB2 b) {
    if (CBX_F(cbx_is_valid_aabb2)(b)) return CBX_REASON_VALID;
    if (!CBX_F(cbx_finite2)(b.min) || !CBX_F(cbx_finite2)(b.max)) return CBX_REASON_BOUNDS_NOT_FINITE;
    return CBX_REASON_BOX_INVERTED;
}

cbx_invalid_reason CBX_F(cbx_why_invalid_aabb3)(AABB3 b) {
    if (CBX_F(cbx_is_valid_aabb3)(b)) return CBX_REASON_VALID;
    if (!CBX_F(cbx_finite3v)(b.min) || !CBX_F(cbx_finite3v)(b.max)) return CBX_REASON_BOUNDS_NOT_FINITE;
    return CBX_REASON_BOX_INVERTED;
}

cbx_invalid_reason CBX_F(cbx_why_invalid_obb2)(OBB2 b) {
    if (CBX_F(cbx_is_valid_obb2)(b)) return CBX_REASON_VALID;
    if (!CBX_F(cbx_finite2)(b.center)) return CBX_REASON_CENTER_NOT_FINITE;
    if (!CBX_F(cbx_finite2)(b.half)) return CBX_REASON_HALF_NOT_FINITE;
    if (b.half.x < 0 || b.half.y < 0) return CBX_REASON_HALF_NEGATIVE;
    if (!R_FINITE(b.rot.c) || !R_FINITE(b.rot.s)) return CBX_REASON_ROTATION_NOT_FINITE;
    /* (0, 0) is what a C++ value-initialized cbx_obb2{} holds. */
    if (R_EQ(b.rot.c, 0) && R_EQ(b.rot.s, 0)) return CBX_REASON_ROTATION_ZERO;
    return CBX_REASON_ROTATION_NOT_UNIT;
}

cbx_invalid_reason CBX_F(cbx_why_invalid_obb3)(OBB3 b) {
    if (CBX_F(cbx_is_valid_obb3)(b)) return CBX_REASON_VALID;
    if (!CBX_F(cbx_finite3v)(b.center)) return CBX_REASON_CENTER_NOT_FINITE;
    if (!CBX_F(cbx_finite3v)(b.half)) return CBX_REASON_HALF_NOT_FINITE;
    if (b.half.x < 0 || b.half.y < 0 || b.half.z < 0) return CBX_REASON_HALF_NEGATIVE;
    bool zero = true;
    for (int i = 0; i < 3; ++i) {
        if (!CBX_F(cbx_finite3v)(b.axis[i])) return CBX_REASON_AXES_NOT_FINITE;
        zero &= R_EQ(b.axis[i].x, 0) && R_EQ(b.axis[i].y, 0) && R_EQ(b.axis[i].z, 0);
    }
    return zero ? CBX_REASON_AXES_ZERO : CBX_REASON_AXES_NOT_ORTHONORMAL;
}

cbx_invalid_reason CBX_F(cbx_why_invalid_vec2)(VEC2 v) {
    return CBX_F(cbx_finite2)(v) ? CBX_REASON_VALID : CBX_REASON_VECTOR_NOT_FINITE;
}

cbx_invalid_reason CBX_F(cbx_why_invalid_vec3)(VEC3 v) {
    return CBX_F(cbx_finite3v)(v) ? CBX_REASON_VALID : CBX_REASON_VECTOR_NOT_FINITE;
}

#if CBX_IS_DOUBLE
static const char *const cbx_reason_texts[CBX_REASON_COUNT] = {
#define CBX_REASON_TEXT_(name, text) text,
    CBX_INVALID_REASONS(CBX_REASON_TEXT_)
#undef CBX_REASON_TEXT_
};

const char *cbx_invalid_reason_text(cbx_invalid_reason reason) {
    return (unsigned)reason < CBX_REASON_COUNT ? cbx_reason_texts[reason] : "unknown reason";
}
#endif


#endif
