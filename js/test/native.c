/* SPDX-License-Identifier: MIT */
/* The native library's answers for the package's tests (js/test/native.test.mjs).

   Reads one case per line from stdin and writes one line of answers per case,
   every double with 17 significant digits (which names it exactly):
     q PAIR  shape vel box box_vel   every static query, the sweep and the cast
                                     (PAIR 0 circle/aabb2, 1 circle/obb2,
                                     2 sphere/aabb3, 3 sphere/obb3; shape 3 or 4
                                     numbers, vel 2 or 3, box 4, 6, 6 or 15)
     s DIM N  shape columns          batch select (DIM 2 or 3; columns 4N or 6N)
     m NA NO ITER  circle disp aabbs obbs vel up min_cos
                                     cbx_move_circle2, clip, standing
     M NA NO ITER  sphere disp aabbs obbs vel up min_cos
                                     cbx_move_sphere3, clip, standing
     r ANGLE  axis ANGLE3 center half
                                     cbx_rot2_from_angle, cbx_quat_from_axis_angle,
                                     cbx_obb3_from_quat's axes
   Built by tests/test_js.sh against the library of the build dir. */
#include <circbox.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static double next(void) {
    double v = 0;
    if (scanf("%lf", &v) != 1) {
        fprintf(stderr, "native: malformed input\n");
        exit(2);
    }
    return v;
}
static void out(double v) { printf(" %.17g", v); }
static cbx_vec2 vec2(void) {
    const double x = next();
    return (cbx_vec2){x, next()};
}
static cbx_vec3 vec3(void) {
    const double x = next(), y = next();
    return (cbx_vec3){x, y, next()};
}
static void out2(cbx_vec2 v) { out(v.x), out(v.y); }
static void out3(cbx_vec3 v) { out(v.x), out(v.y), out(v.z); }

static void query2(int pair) {
    const cbx_vec2 center = vec2();
    const cbx_circle c = {center, next()};
    const cbx_vec2 v = vec2();
    cbx_contact2 k;
    cbx_sweep2 s;
    cbx_cast2 t;
    if (pair == 0) {
        const cbx_vec2 lo = vec2(), hi = vec2();
        const cbx_aabb2 b = {lo, hi};
        const cbx_vec2 bv = vec2();
        out(cbx_overlap_circle_aabb2(c, b)), out(cbx_relate_circle_aabb2(c, b));
        k = cbx_contact_circle_aabb2(c, b), s = cbx_sweep_circle_aabb2(c, v, b, bv), t = cbx_cast_circle_aabb2(c, v, b);
    } else {
        const cbx_vec2 bc = vec2(), half = vec2(), rot = vec2();
        const cbx_obb2 b = {bc, half, {rot.x, rot.y}};
        const cbx_vec2 bv = vec2();
        out(cbx_overlap_circle_obb2(c, b)), out(cbx_relate_circle_obb2(c, b));
        k = cbx_contact_circle_obb2(c, b), s = cbx_sweep_circle_obb2(c, v, b, bv), t = cbx_cast_circle_obb2(c, v, b);
    }
    out(k.relation), out(k.distance), out2(k.point), out2(k.normal);
    out(s.type), out(s.time), out2(s.point), out2(s.normal);
    out(t.hit), out(t.fraction), out2(t.center), out2(t.normal), out2(t.point);
}

static void query3(int pair) {
    const cbx_vec3 center = vec3();
    const cbx_sphere c = {center, next()};
    const cbx_vec3 v = vec3();
    cbx_contact3 k;
    cbx_sweep3 s;
    cbx_cast3 t;
    if (pair == 2) {
        const cbx_vec3 lo = vec3(), hi = vec3();
        const cbx_aabb3 b = {lo, hi};
        const cbx_vec3 bv = vec3();
        out(cbx_overlap_sphere_aabb3(c, b)), out(cbx_relate_sphere_aabb3(c, b));
        k = cbx_contact_sphere_aabb3(c, b), s = cbx_sweep_sphere_aabb3(c, v, b, bv), t = cbx_cast_sphere_aabb3(c, v, b);
    } else {
        cbx_obb3 b;
        b.center = vec3(), b.half = vec3();
        for (int a = 0; a < 3; ++a) b.axis[a] = vec3();
        const cbx_vec3 bv = vec3();
        out(cbx_overlap_sphere_obb3(c, b)), out(cbx_relate_sphere_obb3(c, b));
        k = cbx_contact_sphere_obb3(c, b), s = cbx_sweep_sphere_obb3(c, v, b, bv), t = cbx_cast_sphere_obb3(c, v, b);
    }
    out(k.relation), out(k.distance), out3(k.point), out3(k.normal);
    out(s.type), out(s.time), out3(s.point), out3(s.normal);
    out(t.hit), out(t.fraction), out3(t.center), out3(t.normal), out3(t.point);
}

static void select(int dim, size_t n) {
    double shape[4];
    for (int i = 0; i < dim + 1; ++i) shape[i] = next();
    double *col = malloc(sizeof(double) * (size_t)(2 * dim) * n + 1);
    uint32_t *idx = malloc(sizeof(uint32_t) * n + 1);
    if (!col || !idx) exit(3);
    for (size_t i = 0; i < (size_t)(2 * dim) * n; ++i) col[i] = next();
    size_t count;
    if (dim == 2) {
        const cbx_circle c = {{shape[0], shape[1]}, shape[2]};
        count = cbx_select_circle_aabb2(c, col, col + n, col + 2 * n, col + 3 * n, n, idx);
    } else {
        const cbx_sphere s = {{shape[0], shape[1], shape[2]}, shape[3]};
        count = cbx_select_sphere_aabb3(s, col, col + n, col + 2 * n, col + 3 * n, col + 4 * n, col + 5 * n, n, idx);
    }
    out((double)count);
    for (size_t i = 0; i < count; ++i) out(idx[i]);
    free(col);
    free(idx);
}

static void move(size_t na, size_t no, int iterations) {
    const cbx_vec2 center = vec2();
    const cbx_circle c = {center, next()};
    const cbx_vec2 d = vec2();
    cbx_aabb2 *a = malloc(sizeof *a * na + 1);
    cbx_obb2 *o = malloc(sizeof *o * no + 1);
    if (!a || !o) exit(3);
    for (size_t i = 0; i < na; ++i) a[i].min = vec2(), a[i].max = vec2();
    for (size_t i = 0; i < no; ++i) {
        o[i].center = vec2(), o[i].half = vec2();
        const cbx_vec2 r = vec2();
        o[i].rot = (cbx_rot2){r.x, r.y};
    }
    const cbx_vec2 vel = vec2(), up = vec2();
    const double min_cos = next();
    const cbx_world2 w = {a, na, o, no};
    const cbx_move2 m = cbx_move_circle2(w, c, d, iterations);
    out2(m.center), out2(m.remaining), out(m.hit_count), out((double)m.invalid_boxes);
    for (int h = 0; h < m.hit_count && h < CBX_MOVE_MAX_HITS; ++h)
        out2(m.hits[h].normal), out2(m.hits[h].point), out(m.hits[h].box), out(m.hits[h].oriented);
    out2(cbx_clip_velocity2(vel, &m)), out(cbx_standing2(&m, up, min_cos));
    free(a);
    free(o);
}

static void move3(size_t na, size_t no, int iterations) {
    const cbx_vec3 center = vec3();
    const cbx_sphere c = {center, next()};
    const cbx_vec3 d = vec3();
    cbx_aabb3 *a = malloc(sizeof *a * na + 1);
    cbx_obb3 *o = malloc(sizeof *o * no + 1);
    if (!a || !o) exit(3);
    for (size_t i = 0; i < na; ++i) a[i].min = vec3(), a[i].max = vec3();
    for (size_t i = 0; i < no; ++i) {
        o[i].center = vec3(), o[i].half = vec3();
        for (int k = 0; k < 3; ++k) o[i].axis[k] = vec3();
    }
    const cbx_vec3 vel = vec3(), up = vec3();
    const double min_cos = next();
    const cbx_world3 w = {a, na, o, no};
    const cbx_move3 m = cbx_move_sphere3(w, c, d, iterations);
    out3(m.center), out3(m.remaining), out(m.hit_count), out((double)m.invalid_boxes);
    for (int h = 0; h < m.hit_count && h < CBX_MOVE_MAX_HITS; ++h)
        out3(m.hits[h].normal), out3(m.hits[h].point), out(m.hits[h].box), out(m.hits[h].oriented);
    out3(cbx_clip_velocity3(vel, &m)), out(cbx_standing3(&m, up, min_cos));
    free(a);
    free(o);
}

static void rotations(void) {
    const cbx_rot2 r = cbx_rot2_from_angle(next());
    const cbx_vec3 axis = vec3();
    const cbx_quat q = cbx_quat_from_axis_angle(axis, next());
    const cbx_vec3 center = vec3(), half = vec3();
    const cbx_obb3 b = cbx_obb3_from_quat(center, half, q);
    out(r.c), out(r.s), out(q.w), out(q.x), out(q.y), out(q.z);
    for (int a = 0; a < 3; ++a) out3(b.axis[a]);
}

int main(void) {
    char op[8];
    while (scanf("%7s", op) == 1) {
        if (strcmp(op, "q") == 0) {
            const int pair = (int)next();
            if (pair < 2) query2(pair);
            else query3(pair);
        } else if (strcmp(op, "s") == 0) {
            const int dim = (int)next();
            select(dim, (size_t)next());
        } else if (strcmp(op, "m") == 0) {
            const size_t na = (size_t)next(), no = (size_t)next();
            move(na, no, (int)next());
        } else if (strcmp(op, "M") == 0) {
            const size_t na = (size_t)next(), no = (size_t)next();
            move3(na, no, (int)next());
        } else if (strcmp(op, "r") == 0) {
            rotations();
        } else {
            fprintf(stderr, "native: unknown case '%s'\n", op);
            return 2;
        }
        printf("\n");
    }
    return 0;
}
