/* SPDX-License-Identifier: MIT */
/* Fuzz target: the casts (cbx_cast_circle_aabb2/obb2, cbx_cast_sphere_aabb3/
   obb3) and the mover (cbx_move_circle2, cbx_move_sphere3), both precisions.

   Checked on every input: invalid input (shapes or displacement) gives hit
   false and NaN in every number; otherwise the fraction lies in [0, 1], a
   miss has fraction 1 and a zero normal, a hit a unit normal; for
   axis-aligned boxes, exactly (cbx_big, not the library's own predicates):
   a start whose center is not closer than r to the box ends no closer than
   r, and a hit's fraction never passes the first contact (the exact point
   c + f d, an expansion of two doubles per coordinate in cbx_big, is no
   closer than r either); a zero displacement never hits. The mover, given
   the box twice and an invalid box, never ends closer than r to a box its
   start was not, and counts the invalid box. */
/* fuzz-needs: cbx_cast_circle_aabb2 cbx_cast_sphere_aabb3 cbx_move_circle2 */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "fuzz_cast.c"
#include "template.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in = fz_start(data, size);
    const uint8_t k = fz_u8(&in);
    switch (k % 4u) {
    case 0: (k & 4u) ? fz_check_cast2f(&in) : fz_check_cast2(&in); break;
    case 1: (k & 4u) ? fz_check_cast3f(&in) : fz_check_cast3(&in); break;
    case 2: (k & 4u) ? fz_check_cast_obbf(&in) : fz_check_cast_obb(&in); break;
    default: (k & 4u) ? fz_check_movef(&in) : fz_check_move(&in); break;
    }
    return 0;
}

#else

#include "fuzz_input.h"

/* Exact sign of dist(x, box)^2 - r^2 where each coordinate of x is the exact
   sum a[i] + f * d[i] (all doubles): the clamp is decided on exact values. */
static int CBX_F(fz_moved_sign)(const double *a, const double *d, double f, double r, const double *lo,
                                const double *hi, int n) {
    cbx_big acc, t, x, bound, g, ff;
    cbx_big_set(&t, r);
    cbx_big_mul(&acc, &t, &t);
    acc.sign = -acc.sign;
    cbx_big_set(&ff, f);
    for (int i = 0; i < n; ++i) {
        cbx_big_set(&x, d[i]);
        cbx_big_mul(&x, &x, &ff);
        cbx_big_set(&t, a[i]);
        cbx_big_add(&x, &x, &t); /* the exact coordinate */
        cbx_big_set(&bound, lo[i]);
        if (cbx_big_cmp(&x, &bound) < 0) {
            cbx_big_sub(&g, &x, &bound);
        } else {
            cbx_big_set(&bound, hi[i]);
            if (cbx_big_cmp(&x, &bound) <= 0) continue;
            cbx_big_sub(&g, &x, &bound);
        }
        cbx_big_mul(&t, &g, &g);
        cbx_big_add(&acc, &acc, &t);
    }
    return acc.sign;
}

static int CBX_F(fz_point_sign)(const cbx_real *p, cbx_real r, const cbx_real *lo, const cbx_real *hi, int n) {
    double a[3], z[3] = {0, 0, 0}, l[3], h[3];
    for (int i = 0; i < n; ++i) a[i] = (double)p[i], l[i] = (double)lo[i], h[i] = (double)hi[i];
    return CBX_F(fz_moved_sign)(a, z, 0, (double)r, l, h, n);
}

/* The checks shared by every cast, on arrays: numbers and the exact end. */
static void CBX_F(fz_check_cast_arrays)(bool valid, bool aabb, bool hit, cbx_real fraction, const cbx_real *center,
                                        const cbx_real *normal, const cbx_real *p, cbx_real r, const cbx_real *d,
                                        const cbx_real *lo, const cbx_real *hi, int n) {
    if (!valid) {
        bool nan = isnan((double)fraction);
        for (int i = 0; i < n; ++i) nan = nan && isnan((double)center[i]) && isnan((double)normal[i]);
        FZ_ASSERT(!hit && nan, "invalid input: hit %d fraction %a", (int)hit, (double)fraction);
        return;
    }
    FZ_ASSERT(fraction >= 0 && fraction <= 1, "fraction %a", (double)fraction);
    long double n2 = 0;
    bool still = true;
    for (int i = 0; i < n; ++i) {
        n2 += (long double)normal[i] * normal[i];
        still = still && d[i] == 0;
        FZ_ASSERT(isfinite((double)center[i]), "center[%d] %a", i, (double)center[i]);
    }
    if (!hit) FZ_ASSERT(fraction == 1 && n2 == 0, "miss: fraction %a normal^2 %Lg", (double)fraction, n2);
    else FZ_ASSERT(fabsl(n2 - 1) <= 16 * R_EPS, "hit: normal^2 %Lg", n2);
    FZ_ASSERT(!(still && hit), "a zero displacement hit");
    if (!aabb || CBX_F(fz_point_sign)(p, r, lo, hi, n) < 0) return;
    FZ_ASSERT(CBX_F(fz_point_sign)(center, r, lo, hi, n) >= 0, "the returned center is inside the box");
    if (!hit) return;
    double a[3], dd[3], l[3], h[3];
    for (int i = 0; i < n; ++i) a[i] = (double)p[i], dd[i] = (double)d[i], l[i] = (double)lo[i], h[i] = (double)hi[i];
    FZ_ASSERT(CBX_F(fz_moved_sign)(a, dd, (double)fraction, (double)r, l, h, n) >= 0,
              "the fraction %a passes the first contact", (double)fraction);
}

static void CBX_F(fz_check_cast2)(fz_in *in) {
    const CIRCLE c = CBX_F(fz_circle)(in);
    const AABB2 b = CBX_F(fz_aabb2)(in);
    const VEC2 d = CBX_F(fz_vec2)(in);
    FZ_CONTEXT("%s circle {{%a, %a}, %a} box {{%a, %a}, {%a, %a}} d {%a, %a}", CBX_IS_DOUBLE ? "double" : "float",
               (double)c.center.x, (double)c.center.y, (double)c.radius, (double)b.min.x, (double)b.min.y,
               (double)b.max.x, (double)b.max.y, (double)d.x, (double)d.y);
    const CAST2 k = CBX_F(cbx_cast_circle_aabb2)(c, d, b);
    const bool valid = CBX_F(cbx_is_valid_circle)(c) && CBX_F(cbx_is_valid_aabb2)(b) && isfinite((double)d.x) &&
                       isfinite((double)d.y);
    const cbx_real p[2] = {c.center.x, c.center.y}, dv[2] = {d.x, d.y}, lo[2] = {b.min.x, b.min.y},
                   hi[2] = {b.max.x, b.max.y}, ce[2] = {k.center.x, k.center.y}, nm[2] = {k.normal.x, k.normal.y};
    CBX_F(fz_check_cast_arrays)(valid, true, k.hit, k.fraction, ce, nm, p, c.radius, dv, lo, hi, 2);
}

static void CBX_F(fz_check_cast3)(fz_in *in) {
    const SPHERE s = CBX_F(fz_sphere)(in);
    const AABB3 b = CBX_F(fz_aabb3)(in);
    const VEC3 d = CBX_F(fz_vec3)(in);
    FZ_CONTEXT("%s sphere {{%a, %a, %a}, %a} box {{%a, %a, %a}, {%a, %a, %a}} d {%a, %a, %a}",
               CBX_IS_DOUBLE ? "double" : "float", (double)s.center.x, (double)s.center.y, (double)s.center.z,
               (double)s.radius, (double)b.min.x, (double)b.min.y, (double)b.min.z, (double)b.max.x,
               (double)b.max.y, (double)b.max.z, (double)d.x, (double)d.y, (double)d.z);
    const CAST3 k = CBX_F(cbx_cast_sphere_aabb3)(s, d, b);
    const bool valid = CBX_F(cbx_is_valid_sphere)(s) && CBX_F(cbx_is_valid_aabb3)(b) && isfinite((double)d.x) &&
                       isfinite((double)d.y) && isfinite((double)d.z);
    const cbx_real p[3] = {s.center.x, s.center.y, s.center.z}, dv[3] = {d.x, d.y, d.z};
    const cbx_real lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
    const cbx_real ce[3] = {k.center.x, k.center.y, k.center.z}, nm[3] = {k.normal.x, k.normal.y, k.normal.z};
    CBX_F(fz_check_cast_arrays)(valid, true, k.hit, k.fraction, ce, nm, p, s.radius, dv, lo, hi, 3);
}

static void CBX_F(fz_check_cast_obb)(fz_in *in) {
    const CIRCLE c = CBX_F(fz_circle)(in);
    const OBB2 b = CBX_F(fz_obb2)(in);
    const VEC2 d = CBX_F(fz_vec2)(in);
    FZ_CONTEXT("%s circle {{%a, %a}, %a} obb {{%a, %a}, {%a, %a}, {%a, %a}} d {%a, %a}",
               CBX_IS_DOUBLE ? "double" : "float", (double)c.center.x, (double)c.center.y, (double)c.radius,
               (double)b.center.x, (double)b.center.y, (double)b.half.x, (double)b.half.y, (double)b.rot.c,
               (double)b.rot.s, (double)d.x, (double)d.y);
    const CAST2 k = CBX_F(cbx_cast_circle_obb2)(c, d, b);
    const bool valid = CBX_F(cbx_is_valid_circle)(c) && CBX_F(cbx_is_valid_obb2)(b) && isfinite((double)d.x) &&
                       isfinite((double)d.y);
    const cbx_real p[2] = {c.center.x, c.center.y}, dv[2] = {d.x, d.y}, ce[2] = {k.center.x, k.center.y},
                   nm[2] = {k.normal.x, k.normal.y};
    CBX_F(fz_check_cast_arrays)(valid, false, k.hit, k.fraction, ce, nm, p, c.radius, dv, NULL, NULL, 2);
    const OBB3 b3 = CBX_F(fz_obb3)(in);
    const SPHERE s = {{c.center.x, c.center.y, (cbx_real)0}, c.radius};
    const VEC3 d3 = {d.x, d.y, (cbx_real)0};
    const CAST3 k3 = CBX_F(cbx_cast_sphere_obb3)(s, d3, b3);
    const bool valid3 = CBX_F(cbx_is_valid_sphere)(s) && CBX_F(cbx_is_valid_obb3)(b3) && isfinite((double)d.x) &&
                        isfinite((double)d.y);
    const cbx_real p3[3] = {s.center.x, s.center.y, s.center.z}, dv3[3] = {d3.x, d3.y, d3.z};
    const cbx_real ce3[3] = {k3.center.x, k3.center.y, k3.center.z}, nm3[3] = {k3.normal.x, k3.normal.y, k3.normal.z};
    CBX_F(fz_check_cast_arrays)(valid3, false, k3.hit, k3.fraction, ce3, nm3, p3, s.radius, dv3, NULL, NULL, 3);
}

static void CBX_F(fz_check_move3)(fz_in *in) {
    const SPHERE s = CBX_F(fz_sphere)(in);
    const AABB3 box = CBX_F(fz_aabb3)(in);
    const VEC3 d = CBX_F(fz_vec3)(in);
    /* the box, and a copy with a NaN bound: the cull counts both kinds */
    AABB3 boxes[2] = {box, box};
    boxes[1].max.z = (cbx_real)NAN;
    const CBX_F(cbx_world3) w = {boxes, 2, NULL, 0};
    const CBX_F(cbx_move3) m = CBX_F(cbx_move_sphere3)(w, s, d, 4);
    if (!CBX_F(cbx_is_valid_sphere)(s) || !isfinite((double)d.x) || !isfinite((double)d.y) || !isfinite((double)d.z))
        return;
    const size_t invalid = 1 + !CBX_F(cbx_is_valid_aabb3)(box);
    FZ_ASSERT(m.invalid_boxes == invalid, "3D invalid boxes %zu, expected %zu", m.invalid_boxes, invalid);
    if (!CBX_F(cbx_is_valid_aabb3)(box)) return;
    const cbx_real p[3] = {s.center.x, s.center.y, s.center.z}, e[3] = {m.center.x, m.center.y, m.center.z};
    const cbx_real lo[3] = {box.min.x, box.min.y, box.min.z}, hi[3] = {box.max.x, box.max.y, box.max.z};
    if (CBX_F(fz_point_sign)(p, s.radius, lo, hi, 3) < 0) return;
    FZ_ASSERT(CBX_F(fz_point_sign)(e, s.radius, lo, hi, 3) >= 0, "the 3D move ends inside the box");
}

static void CBX_F(fz_check_move)(fz_in *in) {
    const CIRCLE c = CBX_F(fz_circle)(in);
    AABB2 boxes[3];
    boxes[0] = CBX_F(fz_aabb2)(in);
    boxes[1] = CBX_F(fz_aabb2)(in);
    boxes[2] = boxes[0];
    boxes[2].min.x = (cbx_real)NAN;
    const VEC2 d = CBX_F(fz_vec2)(in);
    FZ_CONTEXT("%s circle {{%a, %a}, %a} boxes {{%a, %a}, {%a, %a}} {{%a, %a}, {%a, %a}} d {%a, %a}",
               CBX_IS_DOUBLE ? "double" : "float", (double)c.center.x, (double)c.center.y, (double)c.radius,
               (double)boxes[0].min.x, (double)boxes[0].min.y, (double)boxes[0].max.x, (double)boxes[0].max.y,
               (double)boxes[1].min.x, (double)boxes[1].min.y, (double)boxes[1].max.x, (double)boxes[1].max.y,
               (double)d.x, (double)d.y);
    const CBX_F(cbx_world2) w = {boxes, 3, NULL, 0};
    const CBX_F(cbx_move2) m = CBX_F(cbx_move_circle2)(w, c, d, 4);
    const bool valid = CBX_F(cbx_is_valid_circle)(c) && isfinite((double)d.x) && isfinite((double)d.y);
    if (!valid) {
        FZ_ASSERT(isnan((double)m.center.x) && isnan((double)m.center.y) && m.hit_count == 0, "invalid move");
        return;
    }
    size_t invalid = 1;
    for (int k = 0; k < 2; ++k) invalid += !CBX_F(cbx_is_valid_aabb2)(boxes[k]);
    FZ_ASSERT(m.invalid_boxes == invalid, "invalid boxes %zu, expected %zu", m.invalid_boxes, invalid);
    const cbx_real p[2] = {c.center.x, c.center.y}, e[2] = {m.center.x, m.center.y};
    for (int k = 0; k < 2; ++k) {
        if (!CBX_F(cbx_is_valid_aabb2)(boxes[k])) continue;
        const cbx_real lo[2] = {boxes[k].min.x, boxes[k].min.y}, hi[2] = {boxes[k].max.x, boxes[k].max.y};
        if (CBX_F(fz_point_sign)(p, c.radius, lo, hi, 2) < 0) continue;
        FZ_ASSERT(CBX_F(fz_point_sign)(e, c.radius, lo, hi, 2) >= 0, "the move ends inside box %d", k);
    }
    CBX_F(fz_check_move3)(in);
}

#endif
