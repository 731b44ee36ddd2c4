/* SPDX-License-Identifier: MIT */
/* The baselines circbox's exact queries are timed against, written once for
   every benchmark that needs them (bench_tangent, bench_3d, bench_trace):
     naive_overlap2/3  the clamp test: clamp the center into the box, compare
                       the squared distance with r * r (no exactness);
     naive_contact2    a naive contact: nearest point by clamping, normal
                       d / |d|; inside the box, the nearest face;
     plain_sweep2/3    a plain double analytic sweep in the style of Eberly's
                       and Ericson's region method: the ray against the box
                       grown by r by slabs, then the region of the entry point
                       names the feature (face: the entry itself; corner in
                       2D, edge cylinder or corner in 3D: a quadratic).
   All are static inline: a benchmark that times one behind a call wraps it
   in its own noinline function or calls it through a function pointer, so
   that each is compiled the way that benchmark says. No libm: square roots
   are the compiler's builtin (one instruction). */
#ifndef CBX_BENCH_BASELINES_H
#define CBX_BENCH_BASELINES_H

#include <stdbool.h>

#include "circbox.h"

static inline double naive_clamp1(double x, double lo, double hi) {
    const double t = x < hi ? x : hi;
    return t > lo ? t : lo;
}

static inline bool naive_overlap2(cbx_circle c, cbx_aabb2 b) {
    const double dx = c.center.x - naive_clamp1(c.center.x, b.min.x, b.max.x);
    const double dy = c.center.y - naive_clamp1(c.center.y, b.min.y, b.max.y);
    return dx * dx + dy * dy <= c.radius * c.radius;
}

static inline bool naive_overlap3(cbx_sphere s, cbx_aabb3 b) {
    const double dx = s.center.x - naive_clamp1(s.center.x, b.min.x, b.max.x);
    const double dy = s.center.y - naive_clamp1(s.center.y, b.min.y, b.max.y);
    const double dz = s.center.z - naive_clamp1(s.center.z, b.min.z, b.max.z);
    return dx * dx + dy * dy + dz * dz <= s.radius * s.radius;
}

/* Outside: normal = d / |d|; inside: the nearest face. */
static inline cbx_contact2 naive_contact2(cbx_circle c, cbx_aabb2 b) {
    cbx_contact2 k;
    k.point.x = naive_clamp1(c.center.x, b.min.x, b.max.x);
    k.point.y = naive_clamp1(c.center.y, b.min.y, b.max.y);
    const double dx = c.center.x - k.point.x, dy = c.center.y - k.point.y;
    const double d2 = dx * dx + dy * dy;
    if (d2 > 0) {
        const double d = __builtin_sqrt(d2);
        k.normal.x = dx / d;
        k.normal.y = dy / d;
        k.distance = d - c.radius;
    } else {
        const double l = c.center.x - b.min.x, r = b.max.x - c.center.x;
        const double lo = c.center.y - b.min.y, hi = b.max.y - c.center.y;
        double m = l;
        k.normal.x = -1;
        k.normal.y = 0;
        if (r < m) { m = r; k.normal.x = 1; }
        if (lo < m) { m = lo; k.normal.x = 0; k.normal.y = -1; }
        if (hi < m) { m = hi; k.normal.x = 0; k.normal.y = 1; }
        k.point.x = c.center.x + k.normal.x * m;
        k.point.y = c.center.y + k.normal.y * m;
        k.distance = -m - c.radius;
    }
    k.relation = k.distance > 0 ? CBX_SEPARATE : (k.distance < 0 ? CBX_OVERLAPPING : CBX_TOUCHING);
    return k;
}

/* 2D: time 0 if touching; else slab entry into the box grown by r; an
   entry beside a face is the contact, one in a corner square solves
   |D + tV|^2 = r^2 for that corner. CONTACT (with time and point) or NONE. */
static inline cbx_sweep2 plain_sweep2(cbx_circle c, cbx_vec2 cv, cbx_aabb2 b, cbx_vec2 bv) {
    cbx_sweep2 s = {CBX_SWEEP_NONE, 0, {0, 0}, {0, 0}};
    const double p[2] = {c.center.x, c.center.y}, v[2] = {cv.x - bv.x, cv.y - bv.y};
    const double lo[2] = {b.min.x, b.min.y}, hi[2] = {b.max.x, b.max.y}, r = c.radius;
    const double qx = naive_clamp1(p[0], lo[0], hi[0]), qy = naive_clamp1(p[1], lo[1], hi[1]);
    if ((p[0] - qx) * (p[0] - qx) + (p[1] - qy) * (p[1] - qy) <= r * r) {
        s.type = CBX_SWEEP_CONTACT;
        return s;
    }
    double t0 = 0, t1 = __builtin_inf();
    for (int i = 0; i < 2; ++i) {
        if (v[i] == 0) {
            if (p[i] < lo[i] - r || p[i] > hi[i] + r) return s;
            continue;
        }
        double ta = (lo[i] - r - p[i]) / v[i], tb = (hi[i] + r - p[i]) / v[i];
        if (ta > tb) { const double t = ta; ta = tb; tb = t; }
        t0 = ta > t0 ? ta : t0;
        t1 = tb < t1 ? tb : t1;
        if (t0 > t1) return s;
    }
    const double x = p[0] + t0 * v[0], y = p[1] + t0 * v[1];
    const bool inx = x >= lo[0] && x <= hi[0], iny = y >= lo[1] && y <= hi[1];
    if (!(inx || iny)) {
        const double kx = x < lo[0] ? lo[0] : hi[0], ky = y < lo[1] ? lo[1] : hi[1];
        const double dx = p[0] - kx, dy = p[1] - ky;
        const double a = v[0] * v[0] + v[1] * v[1], hb = dx * v[0] + dy * v[1];
        const double disc = hb * hb - a * (dx * dx + dy * dy - r * r);
        if (disc < 0) return s;
        t0 = (-hb - __builtin_sqrt(disc)) / a;
        if (t0 < 0 || t0 > t1) return s;
    }
    s.type = CBX_SWEEP_CONTACT;
    s.time = t0;
    s.point.x = p[0] + t0 * v[0];
    s.point.y = p[1] + t0 * v[1];
    return s;
}

/* 3D helpers. The smaller root of a t^2 + 2 b t + cc (0 when cc <= 0: the
   start already touches), or -1. */
static inline double plain_root3(double a, double b, double cc) {
    if (cc <= 0) return 0;
    if (b >= 0 || a <= 0) return -1;
    const double disc = b * b - a * cc;
    return disc < 0 ? -1 : cc / (-b + __builtin_sqrt(disc));
}
static inline double plain_ball3(const double c[3], const double v[3], const double p[3], double r2) {
    double a = 0, b = 0, cc = -r2;
    for (int i = 0; i < 3; ++i) {
        const double d = c[i] - p[i];
        a += v[i] * v[i];
        b += d * v[i];
        cc += d * d;
    }
    return plain_root3(a, b, cc);
}
/* The edge along axis k at (e[i], e[j]) on the other axes, with its ends. */
static inline double plain_edge3(const double c[3], const double v[3], const double lo[3], const double hi[3], int k,
                                 const double e[3], double r2) {
    const int i = (k + 1) % 3, j = (k + 2) % 3;
    const double di = c[i] - e[i], dj = c[j] - e[j];
    const double t = plain_root3(v[i] * v[i] + v[j] * v[j], di * v[i] + dj * v[j], di * di + dj * dj - r2);
    double p[3] = {e[0], e[1], e[2]};
    if (t >= 0) {
        const double x = c[k] + v[k] * t;
        if (x >= lo[k] && x <= hi[k]) return t;
        p[k] = x < lo[k] ? lo[k] : hi[k];
    } else {
        p[k] = v[k] > 0 ? lo[k] : hi[k];
    }
    return plain_ball3(c, v, p, r2);
}

/* 3D: the first contact time, or -1 for none. A face region is hit at the
   slab entry, an edge region on that edge's cylinder (with its end
   spheres), a corner region on the first of its three edges. */
static inline double plain_sweep3(cbx_sphere s, cbx_vec3 sv, cbx_aabb3 b, cbx_vec3 bv) {
    const double c[3] = {s.center.x, s.center.y, s.center.z};
    const double v[3] = {sv.x - bv.x, sv.y - bv.y, sv.z - bv.z};
    const double lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
    const double r = s.radius;
    double t0 = 0, t1 = __builtin_inf();
    for (int i = 0; i < 3; ++i) {
        if (v[i] != 0) {
            const double inv = 1 / v[i];
            const double a = (lo[i] - r - c[i]) * inv, bb = (hi[i] + r - c[i]) * inv;
            const double near = a < bb ? a : bb, far = a > bb ? a : bb;
            t0 = t0 > near ? t0 : near;
            t1 = t1 < far ? t1 : far;
        } else if (c[i] < lo[i] - r || c[i] > hi[i] + r) {
            return -1;
        }
    }
    if (t0 > t1) return -1;
    double e[3];
    int below = 0, above = 0;
    for (int i = 0; i < 3; ++i) {
        const double x = c[i] + v[i] * t0;
        below |= (x < lo[i]) << i;
        above |= (x > hi[i]) << i;
        e[i] = x < lo[i] ? lo[i] : hi[i];
    }
    const int m = below | above, n = (m & 1) + (m >> 1 & 1) + (m >> 2 & 1);
    if (n <= 1) return t0;
    const double r2 = r * r;
    if (n == 2) return plain_edge3(c, v, lo, hi, (m & 1) == 0 ? 0 : ((m & 2) == 0 ? 1 : 2), e, r2);
    double best = -1;
    for (int k = 0; k < 3; ++k) {
        const double t = plain_edge3(c, v, lo, hi, k, e, r2);
        if (t >= 0 && (best < 0 || t < best)) best = t;
    }
    return best;
}

#endif
