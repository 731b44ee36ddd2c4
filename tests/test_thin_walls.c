/* SPDX-License-Identifier: MIT */
/* Casts and the mover never pass through a flat or thin rotated wall, even
   with a radius far below the coordinates' ulp (circbox.h: "the motion
   never passes through the box"). The rounded center of such a ball can
   land beyond a flat wall, where it overlaps nothing: an independent
   tester (2026-12-07) found 41 of 1,021 random crossings ending on the far
   side, and the mover 226 of 337 on such scenes. Judged here by the side
   of the wall's plane, in long double, against the oriented margin. */
#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "circbox.h"
#include "test_macros.h"
#include "test_rng.h"

/* The offset of p from the wall's plane (through c, normal n: unit). */
static long double side2(double px, double py, double cx, double cy, long double nx, long double ny) {
    return ((long double)px - cx) * nx + ((long double)py - cy) * ny;
}

static void unit2(double c, double s, long double *nx, long double *ny) {
    const long double l = sqrtl((long double)c * c + (long double)s * s);
    *nx = c / l;
    *ny = s / l;
}

/* One 2D crossing: a flat wall (half.x = 0) turned by `angle` at about
   `scale`, a ball of radius `r` from `gap` in front of it moving through.
   Returns 1 where the cast's or the mover's end lies beyond the plane by
   more than the margin. */
static int cross2(double scale, double angle, double r, double gap, bool single) {
    const double cx = scale * test_uniform(0.5, 1), cy = scale * test_uniform(0.5, 1);
    const double c = cos(angle), s = sin(angle), h = scale * 1e-6 * test_uniform(0.5, 1);
    const double along = h * test_uniform(-0.5, 0.5);
    const double px = cx + gap * c - along * s, py = cy + gap * s + along * c;
    const double dx = -3 * gap * c, dy = -3 * gap * s;
    long double nx, ny;
    double ex, ey, fx, fy, wx, wy, margin;
    if (single) {
        const cbx_obb2f b = {{(float)cx, (float)cy}, {0, (float)h}, cbx_rot2_from_anglef((float)angle)};
        const cbx_circlef ball = {{(float)px, (float)py}, (float)r};
        const cbx_vec2f d = {(float)dx, (float)dy};
        const cbx_cast2f k = cbx_cast_circle_obb2f(ball, d, b);
        const cbx_world2f w = {NULL, 0, &b, 1};
        const cbx_move2f m = cbx_move_circle2f(w, ball, d, 4);
        ex = k.center.x, ey = k.center.y, fx = m.center.x, fy = m.center.y;
        wx = b.center.x, wy = b.center.y;
        unit2(b.rot.c, b.rot.s, &nx, &ny);
        margin = 16 * FLT_EPSILON * (fabs(px - wx) + fabs(py - wy) + 2 * h + r);
        if (side2(ball.center.x, ball.center.y, wx, wy, nx, ny) <= 0) return 0; /* the start rounded across */
    } else {
        const cbx_obb2 b = {{cx, cy}, {0, h}, cbx_rot2_from_angle(angle)};
        const cbx_circle ball = {{px, py}, r};
        const cbx_vec2 d = {dx, dy};
        const cbx_cast2 k = cbx_cast_circle_obb2(ball, d, b);
        const cbx_world2 w = {NULL, 0, &b, 1};
        const cbx_move2 m = cbx_move_circle2(w, ball, d, 4);
        ex = k.center.x, ey = k.center.y, fx = m.center.x, fy = m.center.y;
        wx = cx, wy = cy;
        unit2(b.rot.c, b.rot.s, &nx, &ny);
        margin = 16 * DBL_EPSILON * (fabs(px - wx) + fabs(py - wy) + 2 * h + r);
    }
    return side2(ex, ey, wx, wy, nx, ny) < -margin || side2(fx, fy, wx, wy, nx, ny) < -margin;
}

/* The 3D twin: a flat wall (half.z = 0) turned by a random quaternion. */
static int cross3(double scale, double r, double gap) {
    const cbx_vec3 axis = {test_uniform(-1, 1), test_uniform(-1, 1), test_uniform(-1, 1)};
    const cbx_quat q = cbx_quat_from_axis_angle(axis, test_uniform(0.1, 3));
    const cbx_vec3 center = {scale * test_uniform(0.5, 1), scale * test_uniform(0.5, 1), scale * test_uniform(0.5, 1)};
    const double h = scale * 1e-6;
    const cbx_obb3 b = cbx_obb3_from_quat(center, (cbx_vec3){h, h, 0}, q);
    const cbx_vec3 n = b.axis[2];
    const double u = h * test_uniform(-0.5, 0.5), v = h * test_uniform(-0.5, 0.5);
    const cbx_sphere ball = {{center.x + gap * n.x + u * b.axis[0].x + v * b.axis[1].x,
                              center.y + gap * n.y + u * b.axis[0].y + v * b.axis[1].y,
                              center.z + gap * n.z + u * b.axis[0].z + v * b.axis[1].z},
                             r};
    const cbx_vec3 d = {-3 * gap * n.x, -3 * gap * n.y, -3 * gap * n.z};
    const long double l = sqrtl((long double)n.x * n.x + (long double)n.y * n.y + (long double)n.z * n.z);
#define SIDE3(P) ((((long double)(P).x - center.x) * n.x + ((long double)(P).y - center.y) * n.y + \
                   ((long double)(P).z - center.z) * n.z) / l)
    if (SIDE3(ball.center) <= 0) return 0;
    const cbx_cast3 k = cbx_cast_sphere_obb3(ball, d, b);
    const cbx_world3 w = {NULL, 0, &b, 1};
    const cbx_move3 m = cbx_move_sphere3(w, ball, d, 4);
    const double margin = 24 * DBL_EPSILON *
                          (fabs(ball.center.x - center.x) + fabs(ball.center.y - center.y) +
                           fabs(ball.center.z - center.z) + 2 * h + r);
    return SIDE3(k.center) < -margin || SIDE3(m.center) < -margin;
#undef SIDE3
}

static void flat_walls(void) {
    test_rng_state = 0x7417a115u;
    int bad2 = 0, bad2f = 0, bad3 = 0;
    const int runs = 3000;
    for (int i = 0; i < runs; ++i) {
        const double scale = ldexp(1, (int)test_uniform(0, 40)), angle = test_uniform(0, 6.28);
        /* a radius from an eighth of the coordinates' ulp down to 2^-30 of it */
        const double ulp = scale * DBL_EPSILON, gap = scale * 1e-8 * test_uniform(0.5, 2);
        bad2 += cross2(scale, angle, ldexp(ulp, -(int)test_uniform(3, 30)), gap, false);
        bad2f += cross2(scale / 1024, angle, ldexp(scale / 1024 * FLT_EPSILON, -(int)test_uniform(3, 20)),
                        scale / 1024 * 1e-3 * test_uniform(0.5, 2), true);
        bad3 += cross3(scale, ldexp(ulp, -(int)test_uniform(3, 30)), gap);
    }
    printf("flat walls crossed: 2D %d, 2D float %d, 3D %d of %d each\n", bad2, bad2f, bad3, runs);
    CHECK(bad2 == 0 && bad2f == 0 && bad3 == 0);
}

/* The tester's 2D case: r = 2^-82 against a flat wall at 32. */
static void tester_case(void) {
    const cbx_circle ball = {{0x1.4b0c9a8846353p+5, 0x1.0a9a97d3691b0p+5}, 0x1p-82};
    const cbx_vec2 d = {0x1.82a048p-24, -0x1.0ca5e8p-26};
    const cbx_obb2 b = {{0x1.4b0c9a927afbap+5, 0x1.0a9a97d494c66p+5}, {0, 0x1.e711a65f90412p-25},
                        {-0x1.f2884b8782161p-1, -0x1.d2a35948a0811p-3}};
    const cbx_cast2 k = cbx_cast_circle_obb2(ball, d, b);
    long double nx, ny;
    unit2(b.rot.c, b.rot.s, &nx, &ny);
    const long double s0 = side2(ball.center.x, ball.center.y, b.center.x, b.center.y, nx, ny);
    const long double s1 = side2(k.center.x, k.center.y, b.center.x, b.center.y, nx, ny);
    CHECK(k.hit);
    CHECK_MSG(s0 * s1 > 0, "start %Lg, end %Lg", s0, s1);
}

int main(void) {
    tester_case();
    flat_walls();
    CBX_TEST_END();
}
