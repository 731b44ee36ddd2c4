/* SPDX-License-Identifier: MIT */
/* What counts as valid input (circbox.h, INVALID INPUT). Every query checks
   through these functions, so the contract lives in one place. */
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
    if (!CBX_F(cbx_all_finite)(v, 15) || !(b.half.x >= 0) || !(b.half.y >= 0) || !(b.half.z >= 0))
        return false;
    for (int i = 0; i < 3; ++i) {
        for (int j = i; j < 3; ++j) {
            const VEC3 a = b.axis[i], c = b.axis[j];
            const cbx_real dot = a.x * c.x + a.y * c.y + a.z * c.z;
            if (!(R_FABS(dot - (i == j ? 1 : 0)) <= (cbx_real)R_ROT_TOL)) return false;
        }
    }
    return true;
}

#endif
