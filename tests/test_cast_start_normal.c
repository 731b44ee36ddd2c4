/* SPDX-License-Identifier: MIT */
/* "a start touching or overlapping it while moving in is a hit at fraction 0
   with the contact normal" (circbox.h, the casts): the normal and point of
   such a block are contact()'s, bit for bit, for axis-aligned and oriented
   boxes, flat ones included, in double and float.
   Found 2026-12-06: a touching start beside a flat box's corner or edge
   (which the casts' first stage leaves to the general path) took the
   scaled contact form in the cast's own precision, an ulp or two off
   contact()'s in about a fifth of such starts; an oriented box whose frame
   showed the start separate where contact() finds it touching (quarter
   turns whose bounds center -+ half round, and general rotations) kept the
   sweep's normal, taken in the frame. The scenes are random (a fixed
   generator): balls placed at r from a corner, an edge or a face, moving
   in. */
#include <math.h>
#include <stdint.h>

#include "circbox.h"
#include "test_macros.h"

static uint64_t rng_state = 0x9E3779B97F4A7C15ULL;

static double uniform(void) { /* [0, 1) */
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (double)(rng_state >> 11) * 0x1p-53;
}

static int pick(int n) { return (int)(uniform() * n); }

/* A coordinate at a random power-of-two scale 2^-20..2^20. */
static double spread(void) { return (uniform() - 0.5) * ldexp(1, pick(40) - 20); }

#define N_SCENES 6000

/* The 2D scene: box, ball touching it at a corner or on a face (possibly
   flat: half.y = 0), a displacement into it. Axis-aligned and oriented
   forms of the same box are both queried. */
#define CHECK_CAST2(T, CIR, BOX, VEC, CAST, CONT, cast_fn, contact_fn, make_box)                                  \
    do {                                                                                                       \
        int met = 0;                                                                                           \
        for (int it = 0; it < N_SCENES; ++it) {                                                                \
            BOX b;                                                                                             \
            double cx, cy, r;                                                                                  \
            make_box;                                                                                          \
            const CIR c = {{(T)cx, (T)cy}, (T)r};                                                              \
            const CONT k = contact_fn(c, b);                                                                   \
            if (k.relation != CBX_TOUCHING && k.relation != CBX_OVERLAPPING) continue;                         \
            const VEC d = {(T)(-k.normal.x * (uniform() + 0.01) + (uniform() - 0.5) * 0.1),                    \
                           (T)(-k.normal.y * (uniform() + 0.01) + (uniform() - 0.5) * 0.1)};                   \
            if (!(d.x * k.normal.x + d.y * k.normal.y < 0)) continue;                                          \
            const CAST o = cast_fn(c, d, b);                                                                   \
            ++met;                                                                                             \
            CHECK_MSG(o.hit && o.fraction == 0 && o.normal.x == k.normal.x && o.normal.y == k.normal.y &&      \
                          o.point.x == k.point.x && o.point.y == k.point.y,                                    \
                      #cast_fn " c=(%a,%a) r=%a d=(%a,%a): hit %d fraction %a normal (%a,%a), contact (%a,%a)", \
                      (double)c.center.x, (double)c.center.y, (double)c.radius, (double)d.x, (double)d.y,      \
                      o.hit, (double)o.fraction, (double)o.normal.x, (double)o.normal.y, (double)k.normal.x,   \
                      (double)k.normal.y);                                                                     \
        }                                                                                                      \
        CHECK_MSG(met > N_SCENES / 4, #cast_fn ": only %d scenes touching", met);                             \
    } while (0)

/* Ball at r from the box point (lx, ly) of the box's frame, along (nx, ny),
   the box rotated by (rc, rs) about (bx, by). */
static void place2(double bx, double by, double rc, double rs, double hx, double hy, double r, double *cx,
                   double *cy) {
    const double a = uniform() * 6.283185307179586;
    double nx = cos(a), ny = sin(a), lx = nx > 0 ? hx : -hx, ly = ny > 0 ? hy : -hy;
    if (pick(3) == 0) { /* on a face */
        lx = (2 * uniform() - 1) * hx;
        nx = 0;
        ny = ny > 0 ? 1 : -1;
    }
    const double px = lx + r * nx, py = ly + r * ny;
    *cx = bx + (rc * px - rs * py);
    *cy = by + (rs * px + rc * py);
}

static const double turns[5][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {0.6, 0.8}};

static void casts2(void) {
#define AABB2_SCENE(T)                                                                                         \
    {                                                                                                          \
        const double bx = spread(), by = spread(), hx = 1.5 * uniform(), hy = pick(2) ? 0 : 1.5 * uniform();   \
        r = 2 * uniform() + 0.01;                                                                              \
        b.min.x = (T)(bx - hx);                                                                                \
        b.min.y = (T)(by - hy);                                                                                \
        b.max.x = (T)(bx + hx);                                                                                \
        b.max.y = hy == 0 ? b.min.y : (T)(by + hy);                                                            \
        const double mx = b.min.x, my = b.min.y, wx = (double)b.max.x - mx, wy = (double)b.max.y - my;         \
        place2(mx + wx / 2, my + wy / 2, 1, 0, wx / 2, wy / 2, r, &cx, &cy);                                   \
    }
#define OBB2_SCENE(T)                                                                                          \
    {                                                                                                          \
        const int q = pick(5);                                                                                 \
        b.center.x = (T)spread();                                                                              \
        b.center.y = (T)spread();                                                                              \
        b.half.x = (T)(3 * uniform());                                                                         \
        b.half.y = pick(2) ? 0 : (T)(3 * uniform());                                                           \
        b.rot.c = (T)turns[q][0];                                                                              \
        b.rot.s = (T)turns[q][1];                                                                              \
        r = 2 * uniform() + 0.01;                                                                              \
        place2(b.center.x, b.center.y, turns[q][0], turns[q][1], b.half.x, b.half.y, r, &cx, &cy);             \
    }
    CHECK_CAST2(double, cbx_circle, cbx_aabb2, cbx_vec2, cbx_cast2, cbx_contact2, cbx_cast_circle_aabb2,
                cbx_contact_circle_aabb2, AABB2_SCENE(double));
    CHECK_CAST2(float, cbx_circlef, cbx_aabb2f, cbx_vec2f, cbx_cast2f, cbx_contact2f, cbx_cast_circle_aabb2f,
                cbx_contact_circle_aabb2f, AABB2_SCENE(float));
    CHECK_CAST2(double, cbx_circle, cbx_obb2, cbx_vec2, cbx_cast2, cbx_contact2, cbx_cast_circle_obb2,
                cbx_contact_circle_obb2, OBB2_SCENE(double));
    CHECK_CAST2(float, cbx_circlef, cbx_obb2f, cbx_vec2f, cbx_cast2f, cbx_contact2f, cbx_cast_circle_obb2f,
                cbx_contact_circle_obb2f, OBB2_SCENE(float));
#undef AABB2_SCENE
#undef OBB2_SCENE
}

/* 3D: the box's axes a signed permutation, or a general rotation; the
   ball at r from a corner, an edge or a face of the box (possibly flat:
   half.z = 0). */
static void place3(double ax[3][3], const double *center, const double *h, double r, double *c) {
    const double a = uniform() * 6.283185307179586, z = 2 * uniform() - 1, s = sqrt(1 - z * z);
    double n[3] = {s * cos(a), s * sin(a), z}, l[3];
    for (int i = 0; i < 3; ++i) l[i] = n[i] > 0 ? h[i] : -h[i];
    const int kind = pick(3); /* 0 corner, 1 edge, 2 face */
    for (int i = 0; i < kind; ++i) {
        l[i] = (2 * uniform() - 1) * h[i];
        n[i] = 0;
    }
    const double len = sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
    for (int j = 0; j < 3; ++j) {
        c[j] = center[j];
        for (int i = 0; i < 3; ++i) c[j] += ax[i][j] * (l[i] + r * n[i] / len);
    }
}

static void random_axes(double ax[3][3]) {
    static const int perm[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {1, 0, 2}, {0, 2, 1}, {2, 1, 0}};
    static const double general[3][3] = {{0.36, 0.48, -0.8}, {-0.8, 0.6, 0}, {0.48, 0.64, 0.6}};
    const int p = pick(7);
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) ax[i][j] = p == 6 ? general[i][j] : 0;
    if (p == 6) return;
    for (int i = 0; i < 3; ++i) ax[i][perm[p][i]] = pick(2) ? 1 : -1;
    /* keep the handedness: an odd permutation's third axis flipped, and
       the signs' product made +1 */
    const double det = ax[0][0] * (ax[1][1] * ax[2][2] - ax[1][2] * ax[2][1]) -
                       ax[0][1] * (ax[1][0] * ax[2][2] - ax[1][2] * ax[2][0]) +
                       ax[0][2] * (ax[1][0] * ax[2][1] - ax[1][1] * ax[2][0]);
    if (det < 0)
        for (int j = 0; j < 3; ++j) ax[2][j] = -ax[2][j];
}

#define CHECK_CAST3(T, SPH, BOX, VEC, CAST, CONT, cast_fn, contact_fn, make_box)                                  \
    do {                                                                                                       \
        int met = 0;                                                                                           \
        for (int it = 0; it < N_SCENES; ++it) {                                                                \
            BOX b;                                                                                             \
            double cw[3], r;                                                                                   \
            make_box;                                                                                          \
            const SPH s = {{(T)cw[0], (T)cw[1], (T)cw[2]}, (T)r};                                              \
            const CONT k = contact_fn(s, b);                                                                   \
            if (k.relation != CBX_TOUCHING && k.relation != CBX_OVERLAPPING) continue;                         \
            const VEC d = {(T)(-k.normal.x * (uniform() + 0.01) + (uniform() - 0.5) * 0.1),                    \
                           (T)(-k.normal.y * (uniform() + 0.01) + (uniform() - 0.5) * 0.1),                    \
                           (T)(-k.normal.z * (uniform() + 0.01) + (uniform() - 0.5) * 0.1)};                   \
            if (!(d.x * k.normal.x + d.y * k.normal.y + d.z * k.normal.z < 0)) continue;                       \
            const CAST o = cast_fn(s, d, b);                                                                   \
            ++met;                                                                                             \
            CHECK_MSG(o.hit && o.fraction == 0 && o.normal.x == k.normal.x && o.normal.y == k.normal.y &&      \
                          o.normal.z == k.normal.z && o.point.x == k.point.x && o.point.y == k.point.y &&      \
                          o.point.z == k.point.z,                                                              \
                      #cast_fn " c=(%a,%a,%a) r=%a: hit %d fraction %a normal (%a,%a,%a), contact (%a,%a,%a)", \
                      (double)s.center.x, (double)s.center.y, (double)s.center.z, (double)s.radius, o.hit,     \
                      (double)o.fraction, (double)o.normal.x, (double)o.normal.y, (double)o.normal.z,          \
                      (double)k.normal.x, (double)k.normal.y, (double)k.normal.z);                             \
        }                                                                                                      \
        CHECK_MSG(met > N_SCENES / 4, #cast_fn ": only %d scenes touching", met);                             \
    } while (0)

static void casts3(void) {
#define AABB3_SCENE(T)                                                                                         \
    {                                                                                                          \
        double id[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};                                                    \
        const double hz = pick(2) ? 0 : 1.5 * uniform();                                                       \
        const double c0[3] = {spread(), spread(), spread()}, h0[3] = {1.5 * uniform(), 1.5 * uniform(), hz};   \
        r = 2 * uniform() + 0.01;                                                                              \
        b.min.x = (T)(c0[0] - h0[0]);                                                                          \
        b.min.y = (T)(c0[1] - h0[1]);                                                                          \
        b.min.z = (T)(c0[2] - h0[2]);                                                                          \
        b.max.x = (T)(c0[0] + h0[0]);                                                                          \
        b.max.y = (T)(c0[1] + h0[1]);                                                                          \
        b.max.z = hz == 0 ? b.min.z : (T)(c0[2] + h0[2]);                                                      \
        const double lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};                 \
        const double mid[3] = {lo[0] + (hi[0] - lo[0]) / 2, lo[1] + (hi[1] - lo[1]) / 2,                       \
                               lo[2] + (hi[2] - lo[2]) / 2};                                                   \
        const double half[3] = {(hi[0] - lo[0]) / 2, (hi[1] - lo[1]) / 2, (hi[2] - lo[2]) / 2};                \
        place3(id, mid, half, r, cw);                                                                          \
    }
#define OBB3_SCENE(T)                                                                                          \
    {                                                                                                          \
        double ax[3][3];                                                                                       \
        random_axes(ax);                                                                                       \
        b.center.x = (T)spread();                                                                              \
        b.center.y = (T)spread();                                                                              \
        b.center.z = (T)spread();                                                                              \
        b.half.x = (T)(3 * uniform());                                                                         \
        b.half.y = (T)(3 * uniform());                                                                         \
        b.half.z = pick(2) ? 0 : (T)(3 * uniform());                                                           \
        for (int i = 0; i < 3; ++i) {                                                                          \
            b.axis[i].x = (T)ax[i][0];                                                                         \
            b.axis[i].y = (T)ax[i][1];                                                                         \
            b.axis[i].z = (T)ax[i][2];                                                                         \
        }                                                                                                      \
        r = 2 * uniform() + 0.01;                                                                              \
        const double c0[3] = {b.center.x, b.center.y, b.center.z}, h0[3] = {b.half.x, b.half.y, b.half.z};     \
        place3(ax, c0, h0, r, cw);                                                                             \
    }
    CHECK_CAST3(double, cbx_sphere, cbx_aabb3, cbx_vec3, cbx_cast3, cbx_contact3, cbx_cast_sphere_aabb3,
                cbx_contact_sphere_aabb3, AABB3_SCENE(double));
    CHECK_CAST3(float, cbx_spheref, cbx_aabb3f, cbx_vec3f, cbx_cast3f, cbx_contact3f, cbx_cast_sphere_aabb3f,
                cbx_contact_sphere_aabb3f, AABB3_SCENE(float));
    CHECK_CAST3(double, cbx_sphere, cbx_obb3, cbx_vec3, cbx_cast3, cbx_contact3, cbx_cast_sphere_obb3,
                cbx_contact_sphere_obb3, OBB3_SCENE(double));
    CHECK_CAST3(float, cbx_spheref, cbx_obb3f, cbx_vec3f, cbx_cast3f, cbx_contact3f, cbx_cast_sphere_obb3f,
                cbx_contact_sphere_obb3f, OBB3_SCENE(float));
#undef AABB3_SCENE
#undef OBB3_SCENE
}

/* Two of the first cases found, as they were. */
static void found_cases(void) {
    /* a double cast beside a flat box's corner: (-0x1.dda4743966ad2p-1, ...) was returned */
    const cbx_circle c = {{0x1.4f2ea2370ec88p+1, -0x1.729ea4bff49ecp-3}, 0x1.b1fa274d453cp-1};
    const cbx_aabb2 b = {{0x1.b4655ec768cacp+1, 0x1.fd20a383fa4p-4}, {0x1.3343c0b9e6878p+2, 0x1.fd20a383fa4p-4}};
    const cbx_cast2 o = cbx_cast_circle_aabb2(c, (cbx_vec2){0x1.2e2c1165dbb7bp-2, 0x1.1fb0c5ff36f0ep-2}, b);
    const cbx_contact2 k = cbx_contact_circle_aabb2(c, b);
    CHECK(k.relation == CBX_TOUCHING);
    CHECK_MSG(o.hit && o.fraction == 0 && o.normal.x == k.normal.x && o.normal.y == k.normal.y, "flat: (%a, %a)",
              o.normal.x, o.normal.y);
    /* an exact quarter turn whose bounds round: the frame saw the start separate */
    const cbx_circle c2 = {{0x1.3f234e3f6235ep-1, 0x1.a8eabbcc5871cp+0}, 0x1.5af4b2584f83p-2};
    const cbx_obb2 b2 = {{-0x1.875046f30ea08p-16, 0x1.7486a016e90d4p+0}, {0x1.69c8940ad3913p-2, 0}, {1, 0}};
    const cbx_cast2 o2 = cbx_cast_circle_obb2(c2, (cbx_vec2){-0x1.10cb964ee67ddp-1, -0x1.727e746868e1ap-2}, b2);
    const cbx_contact2 k2 = cbx_contact_circle_obb2(c2, b2);
    CHECK(k2.relation == CBX_TOUCHING);
    CHECK_MSG(o2.hit && o2.fraction == 0 && o2.normal.x == k2.normal.x && o2.normal.y == k2.normal.y,
              "quarter turn: (%a, %a)", o2.normal.x, o2.normal.y);
}

int main(void) {
    found_cases();
    casts2();
    casts3();
    CBX_TEST_END();
}
