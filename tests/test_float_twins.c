/* SPDX-License-Identifier: MIT */
/* The float queries against the double ones on the same numbers: a float
   converts to double exactly, so the exact relation (INVALID included) of a
   float circle or sphere and box is the double query's relation of the
   converted input, and the float sweep is the double sweep rounded once.
   The float static queries decide what their float filter leaves open in
   double, screened by the float pass's own validity test; these cases aim
   at that hand-over: exact and one-ulp tangency at corners and faces from
   the smallest subnormal (1e-45) to the largest float (3.4e38), radii whose
   square overflows in float (above 1.8e19) but not in double, boxes whose
   float widths overflow, and every kind of bad input. The 2D float
   contact's distance is also judged on its own, against long double
   (check_distance2). */
#include <float.h>
#include <math.h>
#include <string.h>

#include "circbox.h"
#include "circbox/inline.h"
#include "test_macros.h"
#include "test_rng.h"

/* A value from the pool of awkward floats, or a small integer. */
static float pool_value(void) {
    static const float pool[] = {0.0f, -0.0f, FLT_TRUE_MIN, 2 * FLT_TRUE_MIN, 3 * FLT_TRUE_MIN,
                                 4 * FLT_TRUE_MIN, 5 * FLT_TRUE_MIN, FLT_MIN, 0.5f, 1.0f, 3.0f, 4.0f,
                                 5.0f, 1.8446743e19f, 1.8446744e19f, 3e19f, 1e38f, FLT_MAX, NAN,
                                 INFINITY, 0x1p-75f, 0x1p63f, 0x1p100f};
    const uint64_t k = test_rng_next();
    float v = pool[k % (sizeof pool / sizeof pool[0])];
    if ((k >> 8) & 1) v = -v;
    switch ((k >> 9) % 4) {
    case 0: v = nextafterf(v, INFINITY); break;
    case 1: v = nextafterf(v, -INFINITY); break;
    default: break;
    }
    return v;
}

/* One float nudged by at most one ulp either way. */
static float nudge(float v) {
    switch (test_rng_next() % 3) {
    case 0: return nextafterf(v, INFINITY);
    case 1: return nextafterf(v, -INFINITY);
    default: return v;
    }
}

/* A power of two in float's range, subnormals included. */
static float scale(void) { return ldexpf(1.0f, (int)(test_rng_next() % 277) - 149); }

static cbx_circle circle_d(cbx_circlef c) { return (cbx_circle){{c.center.x, c.center.y}, c.radius}; }
static cbx_aabb2 box_d(cbx_aabb2f b) { return (cbx_aabb2){{b.min.x, b.min.y}, {b.max.x, b.max.y}}; }

static int failures_shown = 0;

/* The float contact's distance for a center outside the box: the double
   answer rounded once, so within half a float ulp of the true distance
   plus the double computation's few ulps (2^-50 (|gap| + r)); the true
   one from long double here (the gap's components are exact there, hypotl
   within an ulp of its 64 bits). A float computation is off by an ulp of
   the gap itself, which near tangency is many float ulps of the distance.
   Its sign is the relation's; infinite beyond FLT_MAX. */
static void check_distance2(cbx_circlef c, cbx_aabb2f b, cbx_contact2f k) {
    if (k.relation == CBX_INVALID || !(c.radius >= 0)) return;
    const long double dx = (long double)c.center.x - fmaxl(b.min.x, fminl(b.max.x, c.center.x));
    const long double dy = (long double)c.center.y - fmaxl(b.min.y, fminl(b.max.y, c.center.y));
    if (dx == 0 && dy == 0) return; /* inside: the nearest face's rule */
    const long double len = hypotl(dx, dy), want = len - c.radius, slack = 0x1p-50L * (len + c.radius);
    const long double ulp = fabsl(want) >= FLT_MIN ? ldexpl(1, ilogbl(want) - 23) : 0x1p-149L;
    const long double f = k.distance;
    bool ok;
    if (fabsl(want) > (long double)FLT_MAX - slack && isinf(k.distance)) ok = (f > 0) == (want > 0);
    else if (fabsl(want) > (long double)FLT_MAX + slack) ok = false;
    else /* rounded, or settled to the least float of the relation's sign */
        ok = fabsl(f - want) <= ulp / 2 + slack || (fabsl(want) < 0x1p-149L && fabsl(f) == 0x1p-149L);
    /* the relation's sign: TOUCHING is 0, or <= 0 with a flat shape */
    ok = ok && (f > 0) == (k.relation == CBX_SEPARATE) && (k.relation != CBX_OVERLAPPING || f < 0);
    CHECK(ok);
    if (!ok && failures_shown++ < 10)
        fprintf(stderr, "circle (%a, %a) r %a box (%a, %a)-(%a, %a): contactf distance %a, want %La\n",
                (double)c.center.x, (double)c.center.y, (double)c.radius, (double)b.min.x, (double)b.min.y,
                (double)b.max.x, (double)b.max.y, (double)k.distance, want);
}

/* The bits of a float the double pass's answer d rounds to: the
   distance once (0 stays 0; a nonzero magnitude below FLT_TRUE_MIN becomes
   it, one beyond FLT_MAX infinite, keeping the sign); NaN for NaN. */
static float twin_distance(double d) {
    const double a = fabs(d);
    if (!(a > 0)) return (float)d;
    const float m = a > FLT_MAX ? INFINITY : (a < FLT_TRUE_MIN ? FLT_TRUE_MIN : (float)a);
    return signbit(d) ? -m : m;
}

static bool same_bits(float a, float b) { return (isnan(a) && isnan(b)) || memcmp(&a, &b, sizeof a) == 0; }

/* The float contact is the double one on the widened input, each number
   rounded once (the distance as above): bit for bit, in 2D and 3D. */
static void check_contact_twins(cbx_circlef c, cbx_aabb2f b, cbx_contact2f k) {
    const cbx_contact2 kd = cbx_contact_circle_aabb2(circle_d(c), box_d(b));
    const bool ok = k.relation == kd.relation && same_bits(k.distance, twin_distance(kd.distance)) &&
                    same_bits(k.point.x, (float)kd.point.x) && same_bits(k.point.y, (float)kd.point.y) &&
                    same_bits(k.normal.x, (float)kd.normal.x) && same_bits(k.normal.y, (float)kd.normal.y);
    CHECK(ok);
    if (!ok && failures_shown++ < 10)
        fprintf(stderr, "circle (%a, %a) r %a box (%a, %a)-(%a, %a): contactf distance %a, double %a\n",
                (double)c.center.x, (double)c.center.y, (double)c.radius, (double)b.min.x, (double)b.min.y,
                (double)b.max.x, (double)b.max.y, (double)k.distance, kd.distance);
}

static void check_contact_twins3(cbx_spheref s, cbx_sphere sd, cbx_aabb3 bd, cbx_contact3f k) {
    const cbx_contact3 kd = cbx_contact_sphere_aabb3(sd, bd);
    const bool ok = k.relation == kd.relation && same_bits(k.distance, twin_distance(kd.distance)) &&
                    same_bits(k.point.x, (float)kd.point.x) && same_bits(k.point.y, (float)kd.point.y) &&
                    same_bits(k.point.z, (float)kd.point.z) && same_bits(k.normal.x, (float)kd.normal.x) &&
                    same_bits(k.normal.y, (float)kd.normal.y) && same_bits(k.normal.z, (float)kd.normal.z);
    CHECK(ok);
    if (!ok && failures_shown++ < 10)
        fprintf(stderr, "sphere (%a, %a, %a) r %a: contact3f distance %a, double %a\n", (double)s.center.x,
                (double)s.center.y, (double)s.center.z, (double)s.radius, (double)k.distance, kd.distance);
}

static void check2(cbx_circlef c, cbx_aabb2f b) {
    const cbx_circle cd = circle_d(c);
    const cbx_aabb2 bd = box_d(b);
    const cbx_relation want = cbx_relate_circle_aabb2(cd, bd);
    const cbx_relation rel = cbx_relate_circle_aabb2f(c, b);
    const bool ov = cbx_overlap_circle_aabb2f(c, b), ovi = cbx_overlap_circle_aabb2f_inline(c, b);
    const cbx_contact2f k = cbx_contact_circle_aabb2f(c, b);
    const cbx_relation kr = k.relation;
    const bool ok = rel == want && ov == (want > CBX_SEPARATE) && ovi == ov && kr == want &&
                    cbx_overlap_circle_aabb2(cd, bd) == ov;
    CHECK(ok);
    if (!ok && failures_shown++ < 10)
        fprintf(stderr, "circle (%a, %a) r %a box (%a, %a)-(%a, %a): relate %d overlap %d inline %d contact %d, "
                        "double %d\n",
                (double)c.center.x, (double)c.center.y, (double)c.radius, (double)b.min.x, (double)b.min.y,
                (double)b.max.x, (double)b.max.y, (int)rel, (int)ov, (int)ovi, (int)kr, (int)want);
    check_distance2(c, b, k);
    check_contact_twins(c, b, k);
}

static void check3(cbx_spheref s, cbx_aabb3f b) {
    const cbx_sphere sd = {{s.center.x, s.center.y, s.center.z}, s.radius};
    const cbx_aabb3 bd = {{b.min.x, b.min.y, b.min.z}, {b.max.x, b.max.y, b.max.z}};
    const cbx_relation want = cbx_relate_sphere_aabb3(sd, bd);
    const cbx_contact3f k = cbx_contact_sphere_aabb3f(s, b);
    const bool ok = cbx_relate_sphere_aabb3f(s, b) == want &&
                    cbx_overlap_sphere_aabb3f(s, b) == (want > CBX_SEPARATE) && k.relation == want;
    CHECK(ok);
    if (!ok && failures_shown++ < 10)
        fprintf(stderr, "sphere (%a, %a, %a) r %a: 3D float differs from double %d\n", (double)s.center.x,
                (double)s.center.y, (double)s.center.z, (double)s.radius, (int)want);
    check_contact_twins3(s, sd, bd, k);
}

/* The 2D case as a 3D one (z of the box [0, 1], center z inside it). */
static void check_both(cbx_circlef c, cbx_aabb2f b) {
    check2(c, b);
    const cbx_spheref s = {{c.center.x, c.center.y, 0.5f}, c.radius};
    const cbx_aabb3f b3 = {{b.min.x, b.min.y, 0.0f}, {b.max.x, b.max.y, 1.0f}};
    check3(s, b3);
}

/* A box and a circle from the pool, any field possibly bad. */
static void pool_case(void) {
    const cbx_circlef c = {{pool_value(), pool_value()}, pool_value()};
    cbx_aabb2f b = {{pool_value(), pool_value()}, {pool_value(), pool_value()}};
    if (test_rng_next() % 4 != 0) { /* mostly ordered boxes */
        if (b.min.x > b.max.x) { const float t = b.min.x; b.min.x = b.max.x; b.max.x = t; }
        if (b.min.y > b.max.y) { const float t = b.min.y; b.min.y = b.max.y; b.max.y = t; }
    }
    check_both(c, b);
}

/* A 3-4-5 corner (or a face) at scale s, the center or r one ulp off or not:
   the float filter cannot decide these. */
static void tangent_case(void) {
    const float s = scale(), w = s * (float)(1 + test_rng_next() % 4);
    const float sx = (test_rng_next() & 1) ? 1.0f : -1.0f, sy = (test_rng_next() & 1) ? 1.0f : -1.0f;
    const cbx_aabb2f b = {{-w, -w}, {w, w}};
    cbx_circlef c;
    if (test_rng_next() & 1)
        c = (cbx_circlef){{nudge(sx * (w + 3 * s)), nudge(sy * (w + 4 * s))}, nudge(5 * s)};
    else
        c = (cbx_circlef){{nudge(sx * (w + 5 * s)), sy * w * 0.5f}, nudge(5 * s)};
    check_both(c, b);
}

/* Near the top of float's range: radii whose float square overflows, boxes
   whose float widths overflow, centers whose float gap overflows. */
static void huge_case(void) {
    const float r = ldexpf((float)test_uniform(1, 2), 62 + (int)(test_rng_next() % 64));
    cbx_aabb2f b;
    switch (test_rng_next() % 3) {
    case 0: b = (cbx_aabb2f){{-FLT_MAX, -1.0f}, {FLT_MAX, 0.0f}}; break;
    case 1: b = (cbx_aabb2f){{0.0f, -FLT_MAX}, {1.0f, FLT_MAX}}; break;
    default: b = (cbx_aabb2f){{-1.0f, -1.0f}, {0.0f, 0.0f}}; break;
    }
    /* on a face of the box at r (rounded), or at a corner at a 3-4-5 slant */
    cbx_circlef c;
    if (test_rng_next() & 1)
        c = (cbx_circlef){{nudge(b.max.x + r), nudge(b.max.y * 0.5f)}, nudge(r)};
    else
        c = (cbx_circlef){{nudge(b.max.x + 0.6f * r), nudge(b.max.y + 0.8f * r)}, nudge(r)};
    if (test_rng_next() % 8 == 0) c.center.x = -c.center.x; /* a gap that may overflow in float */
    check_both(c, b);
}

/* Random float data near tangency (a face or a corner at r (1 +- 1e-7)). */
static void near_case(void) {
    const double x = test_uniform(-100, 100), y = test_uniform(-100, 100), h = test_uniform(1, 10);
    const double r = test_uniform(0.1, 5), e = 1 + test_uniform(-1e-7, 1e-7);
    const cbx_aabb2f b = {{(float)(x - h), (float)(y - h)}, {(float)(x + h), (float)(y + h)}};
    const cbx_circlef c = (test_rng_next() & 1)
                              ? (cbx_circlef){{(float)(x + test_uniform(-h, h)), (float)(y + h + r * e)}, (float)r}
                              : (cbx_circlef){{(float)(x + h + r * e * 0.6), (float)(y + h + r * e * 0.8)}, (float)r};
    check_both(c, b);
}

/* The float contacts' fast path rounds the distance plainly only for a
   squared gap in [2^-160, 2^254] (arith/to_float.h); these put it on
   either side of each end, a few ulps off, with a radius from 0 to far
   above the gap (a distance that rounds to 0, below FLT_TRUE_MIN, or
   beyond FLT_MAX in float). The 3D case turns the 2D one about its axes. */
static void window_case(void) {
    static const int ends[] = {-80, 127, -75, -140, 120};
    const int e = ends[test_rng_next() % 5];
    const float g = nudge(nudge(ldexpf((float)test_uniform(0.5, 1.5), e)));
    float r;
    switch (test_rng_next() % 5) {
    case 0: r = 0; break;
    case 1: r = nudge(g); break;
    case 2: r = nudge(g * 0.6f); break;
    case 3: r = ldexpf(1.0f, (int)(test_rng_next() % 100) - 149); break;
    default: r = nudge(FLT_MAX / 2); break;
    }
    const float w = ldexpf(1.0f, (int)(test_rng_next() % 40) - 20);
    const cbx_aabb2f b = {{-w, -w}, {0, 0}};
    cbx_circlef c = {{g, -w * 0.5f}, r};
    if (test_rng_next() & 1) c.center.y = nudge(g * 0.75f); /* a corner */
    if (test_rng_next() & 1) c.center.x = -w - c.center.x; /* the other side */
    check2(c, b);
    check3((cbx_spheref){{c.center.x, c.center.y, -w * 0.5f}, r}, (cbx_aabb3f){{-w, -w, -w}, {0, 0, 0}});
    check3((cbx_spheref){{c.center.y, -w * 0.25f, c.center.x}, r}, (cbx_aabb3f){{-w, -w, -w}, {0, 0, 0}});
}

/* The float sweep is the double sweep on the same numbers, rounded once:
   the same type, and the time rounded to float (saturated at FLT_MAX). */
static void sweep_case(void) {
    const float s = scale() * 0x1p20f;
    const cbx_aabb2f b = {{-s, -s}, {s, s}};
    const cbx_circlef c = {{nudge(s * (float)(2 + test_rng_next() % 3)), nudge(s * (float)(test_rng_next() % 4))},
                           nudge(s)};
    const cbx_vec2f v = {-nudge(s * (float)(1 + test_rng_next() % 3)), -nudge(s * (float)(test_rng_next() % 3))};
    const cbx_vec2f bv = {0.0f, 0.0f};
    const cbx_sweep2f f = cbx_sweep_circle_aabb2f(c, v, b, bv);
    const cbx_sweep2 d = cbx_sweep_circle_aabb2(circle_d(c), (cbx_vec2){v.x, v.y}, box_d(b), (cbx_vec2){0, 0});
    CHECK(f.type == d.type);
    if (d.type == CBX_SWEEP_CONTACT) CHECK(f.time == (d.time < (double)FLT_MAX ? (float)d.time : FLT_MAX));
}

/* The same beside a box's corner, within r of both slabs: touching at a
   (3, 4, 5) offset, r from both faces, or an ulp either side of either;
   still or moving along one axis, away, toward or along (the 2D fast
   path's one-axis rules and their receding test), at every scale. */
static void sweep_corner_case(void) {
    const float s = scale();
    const float w = s * (float)(1 + test_rng_next() % 3), h = s;
    const cbx_aabb2f b = {{0, 0}, {w, h}};
    const bool pythagorean = test_rng_next() % 2;
    const float r = pythagorean ? 5 * s : s;
    const cbx_circlef c = {{nudge(w + (pythagorean ? 3 * s : r)), nudge(h + (pythagorean ? 4 * s : r))}, nudge(r)};
    const float sp = s * (float)(1 + test_rng_next() % 4) * (test_rng_next() % 2 ? 1.0f : -1.0f);
    const unsigned axis = (unsigned)(test_rng_next() % 3); /* x, y, or still */
    const cbx_vec2f v = {axis == 0 ? sp : 0.0f, axis == 1 ? sp : 0.0f};
    const cbx_sweep2f f = cbx_sweep_circle_aabb2f(c, v, b, (cbx_vec2f){0.0f, 0.0f});
    const cbx_sweep2 d = cbx_sweep_circle_aabb2(circle_d(c), (cbx_vec2){v.x, v.y}, box_d(b), (cbx_vec2){0, 0});
    CHECK(f.type == d.type);
    if (d.type == CBX_SWEEP_CONTACT) CHECK(f.time == (d.time < (double)FLT_MAX ? (float)d.time : FLT_MAX));
}

/* A start that overlaps the box, moving anywhere: the float sweep's
   normal (OVERLAP) and the float cast's at fraction 0 (moving in) are
   float contact()'s to the bit, as the header promises, on axis-aligned
   and oriented boxes in 2D and 3D (the 3D sweep's and the oriented boxes'
   were an ulp off in a fifth to two fifths of such starts until
   2026-12-06: the contact formed in float where contact() rounds the
   double one). */
static float unit_float(void) { return (float)test_uniform(-1, 1); }

static bool same2(cbx_vec2f a, cbx_vec2f b) { return a.x == b.x && a.y == b.y; }
static bool same3(cbx_vec3f a, cbx_vec3f b) { return a.x == b.x && a.y == b.y && a.z == b.z; }

static void start_normal_case(void) {
    const float r = fabsf(unit_float()) * 2 + 0.01f, hx = fabsf(unit_float()) + 0.1f,
                hy = fabsf(unit_float()) + 0.1f, hz = fabsf(unit_float()) + 0.1f;
    const cbx_vec3f p = {unit_float() * 3, unit_float() * 3, unit_float() * 3};
    const cbx_vec3f v = {unit_float(), unit_float(), unit_float()}, in = {-p.x / 2, -p.y / 2, -p.z / 2};
    const cbx_circlef c = {{p.x, p.y}, r};
    const cbx_spheref s = {p, r};
    const cbx_aabb2f b2 = {{-hx, -hy}, {hx, hy}};
    const cbx_aabb3f b3 = {{-hx, -hy, -hz}, {hx, hy, hz}};
    const cbx_obb2f o2 = {{0, 0}, {hx, hy}, {0.6f, 0.8f}};
    const cbx_obb3f o3 = cbx_obb3_from_quatf((cbx_vec3f){0, 0, 0}, (cbx_vec3f){hx, hy, hz},
                                             (cbx_quatf){0.3f, 0.5f, 0.1f, 0.8f});
    const cbx_vec2f still2 = {0, 0};
    const cbx_vec3f still3 = {0, 0, 0};
    const cbx_sweep2f w2 = cbx_sweep_circle_aabb2f(c, (cbx_vec2f){v.x, v.y}, b2, still2);
    if (w2.type == CBX_SWEEP_OVERLAP) CHECK(same2(w2.normal, cbx_contact_circle_aabb2f(c, b2).normal));
    const cbx_sweep2f wo2 = cbx_sweep_circle_obb2f(c, (cbx_vec2f){v.x, v.y}, o2, still2);
    if (wo2.type == CBX_SWEEP_OVERLAP) CHECK(same2(wo2.normal, cbx_contact_circle_obb2f(c, o2).normal));
    const cbx_sweep3f w3 = cbx_sweep_sphere_aabb3f(s, v, b3, still3);
    if (w3.type == CBX_SWEEP_OVERLAP) CHECK(same3(w3.normal, cbx_contact_sphere_aabb3f(s, b3).normal));
    const cbx_sweep3f wo3 = cbx_sweep_sphere_obb3f(s, v, o3, still3);
    if (wo3.type == CBX_SWEEP_OVERLAP) CHECK(same3(wo3.normal, cbx_contact_sphere_obb3f(s, o3).normal));
    const cbx_cast2f k2 = cbx_cast_circle_obb2f(c, (cbx_vec2f){in.x, in.y}, o2);
    if (k2.hit && k2.fraction == 0) CHECK(same2(k2.normal, cbx_contact_circle_obb2f(c, o2).normal));
    const cbx_cast3f k3 = cbx_cast_sphere_obb3f(s, in, o3);
    if (k3.hit && k3.fraction == 0) CHECK(same3(k3.normal, cbx_contact_sphere_obb3f(s, o3).normal));
    const cbx_cast3f a3 = cbx_cast_sphere_aabb3f(s, in, b3);
    if (a3.hit && a3.fraction == 0) CHECK(same3(a3.normal, cbx_contact_sphere_aabb3f(s, b3).normal));
}

int main(void) {
    for (int i = 0; i < 200000; ++i) {
        pool_case();
        tangent_case();
        huge_case();
        near_case();
        window_case();
    }
    for (int i = 0; i < 20000; ++i) {
        sweep_case();
        sweep_corner_case();
        start_normal_case();
    }
    /* fixed cases at the ends of float's range */
    check_both((cbx_circlef){{3 * FLT_TRUE_MIN, 4 * FLT_TRUE_MIN}, 5 * FLT_TRUE_MIN},
               (cbx_aabb2f){{-FLT_TRUE_MIN, -FLT_TRUE_MIN}, {0, 0}});
    check_both((cbx_circlef){{0x1p100f, 0.5f}, 0x1p100f}, (cbx_aabb2f){{-FLT_MAX, 0}, {0, 1}});
    check_both((cbx_circlef){{FLT_MAX, 0.5f}, FLT_MAX}, (cbx_aabb2f){{-FLT_MAX, 0}, {0, 1}});
    check_both((cbx_circlef){{-FLT_MAX, 0.5f}, FLT_MAX}, (cbx_aabb2f){{0, 0}, {FLT_MAX, 1}});
    check_both((cbx_circlef){{3e19f, 4e19f}, 5e19f}, (cbx_aabb2f){{-1, -1}, {0, 0}});
    check_both((cbx_circlef){{0, 0}, -FLT_TRUE_MIN}, (cbx_aabb2f){{0, 0}, {1, 1}});
    check_both((cbx_circlef){{0, 0}, 1}, (cbx_aabb2f){{1, 0}, {0, 1}});
    check_both((cbx_circlef){{0, 0}, INFINITY}, (cbx_aabb2f){{0, 0}, {1, 1}});
    check_both((cbx_circlef){{NAN, 0}, 1}, (cbx_aabb2f){{0, 0}, {1, 1}});
    CHECK(cbx_relate_circle_aabb2f((cbx_circlef){{0, 0}, 1}, (cbx_aabb2f){{0, 0}, {INFINITY, 1}}) == CBX_INVALID);
    CHECK(cbx_relate_circle_aabb2f((cbx_circlef){{FLT_MAX, 0.5f}, FLT_MAX},
                                   (cbx_aabb2f){{-FLT_MAX, 0}, {0, 1}}) == CBX_TOUCHING);
    CBX_TEST_END();
}
