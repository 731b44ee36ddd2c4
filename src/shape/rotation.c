/* SPDX-License-Identifier: MIT */
/* Rotations built from angles, axis-angle pairs and quaternions, so that a
   program never has to hand the library a rotation it rounded itself.

   Everything is computed in double and rounded once at the end for the float
   twins: a float rotation is then (cos, sin) correctly rounded but for rare
   double roundings, |c^2 + s^2 - 1| about 1e-7, far inside
   CBX_ROT_TOLERANCEF, and also inside the double API's CBX_ROT_TOLERANCE. */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "shape/rotation.c"
#include "template.h"
#else

#include "internal.h"

#if CBX_IS_DOUBLE
/* The unit quaternion q / |q| into m[4], in double; false when q is zero or
   not finite. Divided first by its largest component, so that the sum of
   squares neither overflows nor underflows at any magnitude. */
static bool cbx_quat_unit(const double q[4], double m[4]) {
    double big = 0;
    for (int i = 0; i < 4; ++i) {
        if (!cbx_finite(q[i])) return false;
        const double a = CBX_FABS(q[i]);
        big = a > big ? a : big;
    }
    if (!(big > 0)) return false;
    double n2 = 0;
    for (int i = 0; i < 4; ++i) {
        m[i] = q[i] / big;
        n2 += m[i] * m[i];
    }
    const double n = CBX_SQRT(n2);
    for (int i = 0; i < 4; ++i) m[i] /= n;
    return true;
}

/* The columns of the rotation matrix of the unit quaternion (w, x, y, z):
   axis k = q e_k q*. The diagonal is 1 - 2 (..), accurate near the
   identity where it matters most. */
static void cbx_quat_axes(const double q[4], double axis[3][3]) {
    const double w = q[0], x = q[1], y = q[2], z = q[3];
    axis[0][0] = 1 - 2 * (y * y + z * z);
    axis[0][1] = 2 * (x * y + w * z);
    axis[0][2] = 2 * (x * z - w * y);
    axis[1][0] = 2 * (x * y - w * z);
    axis[1][1] = 1 - 2 * (x * x + z * z);
    axis[1][2] = 2 * (y * z + w * x);
    axis[2][0] = 2 * (x * z + w * y);
    axis[2][1] = 2 * (y * z - w * x);
    axis[2][2] = 1 - 2 * (x * x + y * y);
}
#endif

ROT2 CBX_F(cbx_rot2_from_angle)(cbx_real radians) {
    double s, c;
    cbx_sincos((double)radians, &s, &c);
    ROT2 r = {(cbx_real)c, (cbx_real)s};
    return r;
}

CBX_F(cbx_quat) CBX_F(cbx_quat_from_axis_angle)(VEC3 axis, cbx_real radians) {
    const double a[3] = {axis.x, axis.y, axis.z};
    double big = 0;
    bool ok = cbx_finite((double)radians);
    for (int i = 0; i < 3; ++i) {
        ok &= cbx_finite(a[i]);
        const double m = CBX_FABS(a[i]);
        big = m > big ? m : big;
    }
    CBX_F(cbx_quat) q = {R_NAN, R_NAN, R_NAN, R_NAN};
    if (!ok || !(big > 0)) return q;
    /* The axis over its largest component, then over its length: unit at
       any magnitude. Half the angle: exact (a double's half), subnormal
       angles aside, whose rotation is the identity anyway. */
    double u[3], n2 = 0;
    for (int i = 0; i < 3; ++i) {
        u[i] = a[i] / big;
        n2 += u[i] * u[i];
    }
    const double n = CBX_SQRT(n2);
    double s, c;
    cbx_sincos(0.5 * (double)radians, &s, &c);
    q.w = (cbx_real)c;
    q.x = (cbx_real)(s * (u[0] / n));
    q.y = (cbx_real)(s * (u[1] / n));
    q.z = (cbx_real)(s * (u[2] / n));
    return q;
}

OBB3 CBX_F(cbx_obb3_from_quat)(VEC3 center, VEC3 half, CBX_F(cbx_quat) q) {
    OBB3 b;
    b.center = center;
    b.half = half;
    const double in[4] = {q.w, q.x, q.y, q.z};
    double u[4], axis[3][3];
    if (!cbx_quat_unit(in, u)) {
        for (int k = 0; k < 3; ++k) b.axis[k].x = b.axis[k].y = b.axis[k].z = R_NAN;
        return b;
    }
    cbx_quat_axes(u, axis);
    for (int k = 0; k < 3; ++k) {
        b.axis[k].x = (cbx_real)axis[k][0];
        b.axis[k].y = (cbx_real)axis[k][1];
        b.axis[k].z = (cbx_real)axis[k][2];
    }
    return b;
}

#endif
