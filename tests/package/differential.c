/* SPDX-License-Identifier: MIT */
/* Prints the answers of every query on a fixed stream of pseudo-random and
   hand-picked inputs, bit for bit. tests/test_package_single_header.sh builds
   it once against the library and once from the single header and requires
   identical output: the amalgamation may not change a single result.
   HAVE_<query> macros (set by the script from the library's symbols) enable
   the queries whose sources have landed. */
#ifdef DIFF_SINGLE_HEADER
#define CIRCBOX_IMPLEMENTATION
#endif
#include "circbox.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint64_t state = 0x9e3779b97f4a7c15u;
static uint64_t next(void) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

/* Mostly small integers and halves (so that tangencies happen), sometimes
   huge, tiny or special values. */
static double value(void) {
    const uint64_t r = next();
    switch (r % 16) {
    case 0: return (double)((int64_t)(r >> 8) % 2001) * 0x1p990;
    case 1: return (double)((int64_t)(r >> 8) % 2001) * 0x1p-1000;
    case 2: return (r >> 8) % 64 == 0 ? __builtin_nan("") : 1.0 / 3.0;
    case 3: return (r >> 8) % 64 == 0 ? __builtin_inf() : -0.0;
    default: return (double)((int64_t)(r >> 8) % 41 - 20) * 0.5;
    }
}
static double radius(void) {
    const double v = value();
    return (next() % 32 == 0) ? v : (v < 0 ? -v : v);
}

static void put(double x) {
    uint64_t u;
    memcpy(&u, &x, sizeof u);
    printf(" %016llx", (unsigned long long)u);
}
static void putf(float x) {
    uint32_t u;
    memcpy(&u, &x, sizeof u);
    printf(" %08lx", (unsigned long)u);
}

static cbx_aabb2 aabb2(void) {
    cbx_aabb2 b = {{value(), value()}, {value(), value()}};
    if (next() % 8 != 0) {
        if (b.min.x > b.max.x) { const double t = b.min.x; b.min.x = b.max.x; b.max.x = t; }
        if (b.min.y > b.max.y) { const double t = b.min.y; b.min.y = b.max.y; b.max.y = t; }
    }
    return b;
}
static cbx_aabb2f to_f2(cbx_aabb2 b) {
    cbx_aabb2f f = {{(float)b.min.x, (float)b.min.y}, {(float)b.max.x, (float)b.max.y}};
    return f;
}
static cbx_circlef to_fc(cbx_circle c) {
    cbx_circlef f = {{(float)c.center.x, (float)c.center.y}, (float)c.radius};
    return f;
}
static cbx_rot2 rot(void) {
    static const cbx_rot2 r[] = {{1, 0}, {0, 1}, {0.6, 0.8}, {-0.8, 0.6}, {0.70710678118654752, 0.70710678118654752}, {2, 0}};
    return r[next() % 6];
}

int main(void) {
    for (int i = 0; i < 20000; ++i) {
        const cbx_circle c = {{value(), value()}, radius()};
        const cbx_aabb2 b = aabb2();
        const cbx_obb2 o = {{value(), value()}, {radius(), radius()}, rot()};
        const cbx_circlef cf = to_fc(c);
        const cbx_aabb2f bf = to_f2(b);
        const cbx_obb2f of = {{(float)o.center.x, (float)o.center.y}, {(float)o.half.x, (float)o.half.y},
                              {(float)o.rot.c, (float)o.rot.s}};
        printf("%d %d %d %d", cbx_overlap_circle_aabb2(c, b), cbx_relate_circle_aabb2(c, b),
               cbx_overlap_circle_aabb2f(cf, bf), cbx_relate_circle_aabb2f(cf, bf));
        printf(" %d %d %d %d", cbx_overlap_circle_obb2(c, o), cbx_relate_circle_obb2(c, o),
               cbx_overlap_circle_obb2f(cf, of), cbx_relate_circle_obb2f(cf, of));
        const cbx_contact2 k = cbx_contact_circle_aabb2(c, b);
        const cbx_contact2 ko = cbx_contact_circle_obb2(c, o);
        const cbx_contact2f kf = cbx_contact_circle_aabb2f(cf, bf);
        const cbx_contact2f kof = cbx_contact_circle_obb2f(cf, of);
        put(k.distance), put(k.point.x), put(k.point.y), put(k.normal.x), put(k.normal.y);
        put(ko.distance), put(ko.point.x), put(ko.point.y), put(ko.normal.x), put(ko.normal.y);
        putf(kf.distance), putf(kf.point.x), putf(kf.point.y), putf(kf.normal.x), putf(kf.normal.y);
        putf(kof.distance), putf(kof.point.x), putf(kof.point.y), putf(kof.normal.x), putf(kof.normal.y);
#ifdef HAVE_cbx_sweep_circle_aabb2
        {
            const cbx_vec2 v = {value(), value()}, w = {value(), value()};
            const cbx_sweep2 s = cbx_sweep_circle_aabb2(c, v, b, w);
            const cbx_vec2f vf = {(float)v.x, (float)v.y}, wf = {(float)w.x, (float)w.y};
            const cbx_sweep2f sf = cbx_sweep_circle_aabb2f(cf, vf, bf, wf);
            printf(" %d", s.type), put(s.time), put(s.point.x), put(s.point.y), put(s.normal.x), put(s.normal.y);
            printf(" %d", sf.type), putf(sf.time), putf(sf.point.x), putf(sf.point.y);
        }
#endif
#ifdef HAVE_cbx_sweep_circle_obb2
        {
            const cbx_vec2 v = {value(), value()}, w = {value(), value()};
            const cbx_sweep2 s = cbx_sweep_circle_obb2(c, v, o, w);
            printf(" %d", s.type), put(s.time), put(s.point.x), put(s.point.y), put(s.normal.x), put(s.normal.y);
        }
#endif
#ifdef HAVE_cbx_relate_sphere_aabb3
        {
            const cbx_sphere s = {{value(), value(), value()}, radius()};
            const cbx_aabb3 b3 = {{b.min.x, b.min.y, -1}, {b.max.x, b.max.y, value()}};
            const cbx_contact3 k3 = cbx_contact_sphere_aabb3(s, b3);
            printf(" %d %d", cbx_overlap_sphere_aabb3(s, b3), cbx_relate_sphere_aabb3(s, b3));
            put(k3.distance), put(k3.point.x), put(k3.point.z), put(k3.normal.y);
        }
#endif
#ifdef HAVE_cbx_relate_sphere_obb3
        {
            const cbx_sphere s = {{value(), value(), value()}, radius()};
            const cbx_obb3 o3 = {{value(), value(), value()}, {radius(), radius(), radius()},
                                 {{1, 0, 0}, {0, o.rot.c, o.rot.s}, {0, -o.rot.s, o.rot.c}}};
            const cbx_contact3 k3 = cbx_contact_sphere_obb3(s, o3);
            printf(" %d %d", cbx_overlap_sphere_obb3(s, o3), cbx_relate_sphere_obb3(s, o3));
            put(k3.distance), put(k3.point.x), put(k3.point.z), put(k3.normal.y);
        }
#endif
#ifdef HAVE_cbx_sweep_sphere_aabb3
        {
            const cbx_sphere s = {{value(), value(), value()}, radius()};
            const cbx_aabb3 b3 = {{b.min.x, b.min.y, -1}, {b.max.x, b.max.y, 2}};
            const cbx_vec3 v = {value(), value(), value()}, w = {0, 0, 0};
            const cbx_sweep3 s3 = cbx_sweep_sphere_aabb3(s, v, b3, w);
            printf(" %d", s3.type), put(s3.time), put(s3.point.x), put(s3.normal.z);
        }
#endif
        printf("\n");
    }
#ifdef HAVE_cbx_select_circle_aabb2f
    {
        enum { N = 1000 };
        static float mnx[N], mny[N], mxx[N], mxy[N];
        static uint32_t out[N];
        for (int i = 0; i < N; ++i) {
            const cbx_aabb2f b = to_f2(aabb2());
            mnx[i] = b.min.x, mny[i] = b.min.y, mxx[i] = b.max.x, mxy[i] = b.max.y;
        }
        for (int q = 0; q < 100; ++q) {
            const cbx_circle c = {{value(), value()}, radius()};
            const size_t n = cbx_select_circle_aabb2f(to_fc(c), mnx, mny, mxx, mxy, N, out);
            printf("select %zu:", n);
            for (size_t i = 0; i < n; ++i) printf(" %lu", (unsigned long)out[i]);
            printf("\n");
        }
    }
#endif
    return 0;
}
