/* SPDX-License-Identifier: MIT */
/* Regressions at the ends of the range found by independent oracles
   (2026-12-06 and 07) in the mover with an index, the index's cast, the
   casts and the sweeps. Each case names the promise it broke. */
#include <float.h>
#include <math.h>
#include <stdlib.h>

#include "circbox.h"
#include "test_macros.h"
#include "test_rng.h"

/* The indexed mover with a reach that overflows (|d|_1 + r beyond
   DBL_MAX): the index was asked with an infinite radius, an invalid
   circle, and found nothing, so the ball went through every box. "The
   same answers as without the index"; "no box is passed through". */
static void indexed_reach_overflow(void) {
    const cbx_aabb2 box[1] = {{{0, -0x1p+1000}, {1, 0x1p+1000}}};
    const size_t bytes = cbx_index2_bytes(1);
    void *mem = malloc(bytes);
    CHECK(mem != NULL);
    if (!mem) return;
    const cbx_index2 *ix = cbx_index2_build(mem, bytes, box, 1);
    CHECK(ix != NULL);
    const cbx_world2 w = {box, 1, NULL, 0};
    const cbx_circle c = {{-0x1p+1023, 0}, 1};
    const cbx_vec2 d = {0x1.8p+1023, 0};
    const cbx_move2 scan = cbx_move_circle2(w, c, d, 4), indexed = cbx_move_circle2_indexed(w, ix, c, d, 4);
    CHECK_MSG(scan.hit_count == 1 && scan.center.x < 0, "scan: %d hits, x %a", scan.hit_count, scan.center.x);
    CHECK_MSG(indexed.hit_count == scan.hit_count && indexed.center.x == scan.center.x &&
                  indexed.center.y == scan.center.y,
              "indexed: %d hits, x %a (scan %a)", indexed.hit_count, indexed.center.x, scan.center.x);
    /* a displacement whose 1-norm alone overflows */
    const cbx_aabb2 unit[1] = {{{-1, -1}, {1, 1}}};
    const cbx_index2 *iu = cbx_index2_build(mem, bytes, unit, 1);
    const cbx_world2 wu = {unit, 1, NULL, 0};
    const cbx_circle cu = {{-0x1p+1023, -0x1p+1023}, 1};
    const cbx_vec2 du = {0x1p+1023, 0x1p+1023};
    const cbx_move2 su = cbx_move_circle2(wu, cu, du, 4), iu2 = cbx_move_circle2_indexed(wu, iu, cu, du, 4);
    CHECK(su.hit_count == 1 && iu2.hit_count == 1 && iu2.center.x == su.center.x);
    CHECK(cbx_relate_circle_aabb2((cbx_circle){iu2.center, 1}, unit[0]) == CBX_SEPARATE);
    free(mem);
}

/* The index's cast with no block: the center p + d saturated at the
   largest finite value, as the per-box cast reports it ("exactly the
   answer of a scan"); it was infinite. */
static void index_cast_saturates(void) {
    const cbx_aabb2 box[1] = {{{-0x1.7e43c8800759cp+996, -5}, {-0x1.7e43c8800759cp+996, 5}}};
    const size_t bytes = cbx_index2_bytes(1);
    void *mem = malloc(bytes);
    CHECK(mem != NULL);
    if (!mem) return;
    const cbx_index2 *ix = cbx_index2_build(mem, bytes, box, 1);
    const cbx_circle c = {{0x1.8p+1023, -4}, 0x1.fffffffffffffp+1023};
    const cbx_vec2 d = {0x1.fffffffffffffp+1023, 1};
    uint32_t which = 0;
    const cbx_cast2 a = cbx_index2_cast_circle(ix, c, d, &which), b = cbx_cast_circle_aabb2(c, d, box[0]);
    CHECK_MSG(a.hit == b.hit && a.fraction == b.fraction && a.center.x == b.center.x && a.center.y == b.center.y,
              "index: hit %d center %a %a; per box: hit %d center %a %a", a.hit, a.center.x, a.center.y, b.hit,
              b.center.x, b.center.y);
    CHECK(isfinite(a.center.x));
    free(mem);
}

/* The 2D sweep and cast beside a box whose gap to the circle overflows
   (a circle at DBL_MAX, a box ending at -2^1023): the start's sign took
   the overflowed offset's NaN error for touching, and the sweep answered
   CONTACT at time 0, the cast a block at 0, for a box 2.7e308 away the
   path never nears. "CONTACT vs NONE is exact". */
static void sweep_gap_overflow(void) {
    const cbx_aabb2 b = {{-0x1.fffffffffffffp+1023, -4}, {-0x1p+1023, 4}};
    const cbx_circle c = {{0x1.fffffffffffffp+1023, 0}, 1};
    const cbx_vec2 still = {0, 0}, vs[3] = {{1, 0}, {0, 1}, {0, 0}};
    CHECK(cbx_relate_circle_aabb2(c, b) == CBX_SEPARATE);
    for (int k = 0; k < 3; ++k) {
        const cbx_sweep2 s = cbx_sweep_circle_aabb2(c, vs[k], b, still);
        CHECK_MSG(s.type == CBX_SWEEP_NONE, "velocity %d: type %d time %a", k, (int)s.type, s.time);
        const cbx_cast2 m = cbx_cast_circle_aabb2(c, vs[k], b);
        CHECK_MSG(!m.hit, "velocity %d: cast hit at %a", k, m.fraction);
    }
    /* moving toward it: a contact beyond the range, saturated */
    const cbx_sweep2 t = cbx_sweep_circle_aabb2((cbx_circle){{0x1p+1023, 0}, 1}, (cbx_vec2){-1, 0}, b, still);
    CHECK(t.type == CBX_SWEEP_CONTACT && t.time == DBL_MAX);
}

/* A circle 1.2e308 below a flat box at y = DBL_MAX (an independent tester,
   2026-12-08): the offset is finite, but its TwoDiff overflowed inside
   (a - d with b = DBL_MAX), and the NaN error read as touching: CONTACT at
   time 0, a cast blocked at 0, and the index (which left the box out)
   disagreed with the scan. 3,279 of 20,000 random centres in
   [2^1022, 2^1023)^2 did so; here 2,000, and the tester's three scenes. */
static void sweep_gap_error_overflow(void) {
    const cbx_vec2 still = {0, 0}, vs[3] = {{0, -8}, {0, 0}, {8, 0}};
    const cbx_aabb2 top = {{0, DBL_MAX}, {0x1p+1023, DBL_MAX}};
    int wrong = 0;
    for (int i = 0; i < 2000; ++i) {
        const cbx_circle c = {{0x1p+1022 * (1 + test_uniform(0, 1)), 0x1p+1022 * (1 + test_uniform(0, 1))}, 1};
        const cbx_vec2 v = vs[i % 3];
        const cbx_sweep2 s = cbx_sweep_circle_aabb2(c, v, top, still);
        const cbx_cast2 m = cbx_cast_circle_aabb2(c, v, top);
        wrong += s.type != CBX_SWEEP_NONE || m.hit;
    }
    CHECK_MSG(wrong == 0, "%d of 2000 far starts swept or cast as met", wrong);
    const cbx_circle c1 = {{0x1.b96403b4a5d53p+1022, 0x1.7a1f9abfa769bp+1022}, 0x1.5fdddae309e83p-5};
    const cbx_aabb2 b1 = {{1, DBL_MAX}, {0x1p+1023, DBL_MAX}};
    CHECK(!cbx_cast_circle_aabb2(c1, (cbx_vec2){0, -8}, b1).hit);
    const cbx_circle c2 = {{-0x1.9b166f3137ec3p+1022, 0x1.67398d6bb4597p+1022}, 0x1.68746c56f08fdp-4};
    const cbx_aabb2 b2 = {{-DBL_MAX, -DBL_MAX}, {-DBL_MAX, 0x1p+1023}};
    CHECK(!cbx_cast_circle_aabb2(c2, (cbx_vec2){2, 0}, b2).hit);
    CHECK(cbx_sweep_circle_aabb2(c2, (cbx_vec2){2, 0}, b2, still).type == CBX_SWEEP_NONE);
    /* the index and the scan agree: no box blocks */
    const cbx_aabb2 boxes[2] = {b1, {{-0x1.2a05f2p+33, 0}, {DBL_MAX, 0x1p+1023}}};
    const size_t bytes = cbx_index2_bytes(2);
    void *mem = malloc(bytes);
    const cbx_index2 *ix = mem ? cbx_index2_build(mem, bytes, boxes, 2) : NULL;
    CHECK(ix != NULL);
    if (ix) {
        uint32_t box = 0;
        const cbx_cast2 q = cbx_index2_cast_circle(ix, c1, (cbx_vec2){0, -8}, &box);
        const cbx_cast2 k0 = cbx_cast_circle_aabb2(c1, (cbx_vec2){0, -8}, boxes[0]);
        const cbx_cast2 k1 = cbx_cast_circle_aabb2(c1, (cbx_vec2){0, -8}, boxes[1]);
        const bool first0 = k0.hit && (!k1.hit || k0.fraction <= k1.fraction);
        CHECK_MSG(q.hit == (k0.hit || k1.hit) && (!q.hit || box == (first0 ? 0u : 1u)),
                  "index hit %d box %u, scan %d %d", (int)q.hit, (unsigned)box, (int)k0.hit, (int)k1.hit);
    }
    free(mem);
}

/* A cast whose center has a coordinate at exactly the largest finite value
   (not saturated: the motion is along the other axis): the certificate took
   every such center for saturated, and a block late on the path stepped
   back to fraction 0 (float: 2,021 of 2,021 such casts; 3D 189 of 326).
   "fraction is as large as that allows: the center is within a few ulps of
   the inputs' scale of touching" (docs/motion.md); exact first contact at
   0.9999999910626677. */
static void cast_at_largest_coordinate(void) {
    const cbx_cast2f o = cbx_cast_circle_aabb2f((cbx_circlef){{-0x1.2a319ep+127f, FLT_MAX}, 0x1.b56b8cp+125f},
                                                (cbx_vec2f){0x1.31427ep+126f, 0},
                                                (cbx_aabb2f){{-0x1.efe6acp+124f, -0x1.933552p+122f},
                                                             {0x1.ee211ep+124f, 0x1.b97a0ep+127f}});
    CHECK_MSG(o.hit && o.fraction > 0.99999f && o.fraction <= 0.9999999910626677, "float: hit %d fraction %a", o.hit,
              (double)o.fraction);
    /* the same at double's top: the scene times 2^896, y at DBL_MAX, the
       motion a little longer (first contact at 1 - 1.2e-16) */
    const double s = 0x1p+896;
    const cbx_cast2 d = cbx_cast_circle_aabb2((cbx_circle){{-0x1.2a319ep+127 * s, DBL_MAX}, 0x1.b56b8cp+125 * s},
                                              (cbx_vec2){0x1.314281324c519p+1022, 0},
                                              (cbx_aabb2){{-0x1.efe6acp+124 * s, -0x1.933552p+122 * s},
                                                          {0x1.ee211ep+124 * s, 0x1.b97a0ep+127 * s}});
    CHECK_MSG(d.hit && d.fraction > 0.99999 && d.fraction < 1, "double: hit %d fraction %a", d.hit, d.fraction);
}

/* A point (r = 0) entering the top face 1 from its corner, on a box 2^100
   wide: its entry's x rounds onto the corner, and the corner's cone gave
   the normal (-0.447, 0.894). "Face normals are exact axis vectors"
   (docs/sweep.md). */
static void point_face_beside_corner(void) {
    const cbx_aabb2 b = {{-0x1p+101, -0x1p+100}, {-0x1p+100, 0}};
    const cbx_sweep2 s = cbx_sweep_circle_aabb2((cbx_circle){{-0x1p+101, 2}, 0}, (cbx_vec2){0.5, -1}, b,
                                                (cbx_vec2){0, 0});
    CHECK_MSG(s.type == CBX_SWEEP_CONTACT && s.time == 2 && s.normal.x == 0 && s.normal.y == 1,
              "type %d time %a normal (%a, %a)", (int)s.type, s.time, s.normal.x, s.normal.y);
    /* through the corner itself: the cone rule stays */
    const cbx_sweep2 k = cbx_sweep_circle_aabb2((cbx_circle){{-0x1p+101 - 0x1p+50, 2}, 0}, (cbx_vec2){0x1p+49, -1}, b,
                                                (cbx_vec2){0, 0});
    CHECK_MSG(k.type == CBX_SWEEP_CONTACT && k.normal.x < 0 && k.normal.y > 0, "corner: type %d normal (%a, %a)",
              (int)k.type, k.normal.x, k.normal.y);
}

/* A block near DBL_MAX whose path stays in range while |p| + t |d| + r
   overflows: the fast path's step back from the contact was infinite and
   went to the start (an independent tester, 2026-12-07: 28 of 247 random
   crossings near the top of the range stopped at fraction 0, 2D and 3D).
   "fraction is as large as that allows" (docs/motion.md). Judged against
   the sweep's time, exact in its decision and within its documented
   bound: the cast stops before it and within 1e-9 of it. */
static void cast_near_max_steps(void) {
    const cbx_cast2 o = cbx_cast_circle_aabb2((cbx_circle){{-0x1p+1023, 0}, 0x1p+1022}, (cbx_vec2){0x1.4p+1023, 0},
                                              (cbx_aabb2){{1, 1}, {1, 1}});
    CHECK_MSG(o.hit && o.fraction > 0.3999 && o.fraction < 0.4, "2D: hit %d fraction %a", o.hit, o.fraction);
    const cbx_cast3 k = cbx_cast_sphere_aabb3((cbx_sphere){{-0x1p+1023, 0, 0}, 0x1p+1022},
                                              (cbx_vec3){0x1.4p+1023, 0, 0}, (cbx_aabb3){{1, 1, 1}, {1, 1, 1}});
    CHECK_MSG(k.hit && k.fraction > 0.3999 && k.fraction < 0.4, "3D: hit %d fraction %a", k.hit, k.fraction);
    int short2 = 0, short3 = 0, n2 = 0, n3 = 0;
    const double M = 0x1p+1023;
    for (int i = 0; i < 4000; ++i) {
        const double px = test_uniform(-1.9, 1.9) * M, py = test_uniform(-1.9, 1.9) * M, pz = test_uniform(-1, 1) * M;
        const double dx = test_uniform(-1.5, 1.5) * M, dy = test_uniform(-1.5, 1.5) * M, dz = test_uniform(-1, 1) * M;
        const double r = test_uniform(0, 0.5) * M, w = i % 3 == 0 ? 0 : (i % 3 == 1 ? 1 : 0.25 * M);
        const double lx = test_uniform(-0.5, 0.5) * M, ly = test_uniform(-0.5, 0.5) * M, lz = test_uniform(-0.5, 0.5) * M;
        if (!isfinite(px + dx) || !isfinite(py + dy) || !isfinite(pz + dz)) continue;
        const cbx_aabb2 b2 = {{lx, ly}, {lx + w, ly + w}};
        const cbx_sweep2 s2 = cbx_sweep_circle_aabb2((cbx_circle){{px, py}, r}, (cbx_vec2){dx, dy}, b2, (cbx_vec2){0, 0});
        if (s2.type == CBX_SWEEP_CONTACT && s2.time > 0 && s2.time < 0.999) {
            const cbx_cast2 c2 = cbx_cast_circle_aabb2((cbx_circle){{px, py}, r}, (cbx_vec2){dx, dy}, b2);
            ++n2;
            short2 += !(c2.hit && c2.fraction <= s2.time && c2.fraction > s2.time - 1e-9);
        }
        const cbx_aabb3 b3 = {{lx, ly, lz}, {lx + w, ly + w, lz + w}};
        const cbx_sphere sp = {{px, py, pz}, r};
        const cbx_sweep3 s3 = cbx_sweep_sphere_aabb3(sp, (cbx_vec3){dx, dy, dz}, b3, (cbx_vec3){0, 0, 0});
        if (s3.type == CBX_SWEEP_CONTACT && s3.time > 0 && s3.time < 0.999) {
            const cbx_cast3 c3 = cbx_cast_sphere_aabb3(sp, (cbx_vec3){dx, dy, dz}, b3);
            ++n3;
            short3 += !(c3.hit && c3.fraction <= s3.time && c3.fraction > s3.time - 1e-9);
        }
    }
    CHECK_MSG(n2 > 100 && short2 == 0, "2D near DBL_MAX: %d of %d casts not within 1e-9 before the sweep's time", short2, n2);
    CHECK_MSG(n3 > 40 && short3 == 0, "3D near DBL_MAX: %d of %d casts not within 1e-9 before the sweep's time", short3, n3);
}

/* Near the top of the range, two more (an independent tester, 2026-12-07):
   - the 3D sweep's edge normal: the error bound that widens a normal near
     a graze summed magnitudes near 2^1023 into an infinity, and the normal
     became (-1, 0, 0) for the exact (-0.3985, -0.9172, 0) (5.6 % of such
     sweeps). "normal within 256 eps L / (r cos)" (docs/3d.md);
   - a cast with r = 1.5625 2^1023 met at 0.99999986: the step back's
     slope test summed |terms| into an infinity and refused every step,
     down to the start. "fraction is as large as that allows". */
static void top_of_range_normal_and_slope(void) {
    const cbx_sweep3 s = cbx_sweep_sphere_aabb3(
        (cbx_sphere){{-0x1.401bb2a935364p+1023, -0x1.0947bcb36fa08p+1021, 0x1.95a3d718d6758p+1022}, 0x1.79d9d23583e60p+1017},
        (cbx_vec3){0x1.9528a4843b371p+1017, 0x1.71c7fe9501de8p+1016, -0x1.2139ed7bed67cp+1016},
        (cbx_aabb3){{0x1.4091f90372276p+1021, 0x1.e2afff48dd722p+1021, 0x1.7848edbc344f4p+1020},
                    {0x1.5cff66ede1c37p+1022, 0x1.e2b2ce655990cp+1021, 0x1.598e19c4fd530p+1021}},
        (cbx_vec3){0, 0, 0});
    CHECK_MSG(s.type == CBX_SWEEP_CONTACT && fabs(s.normal.x + 0.39853923) < 1e-6 && fabs(s.normal.y + 0.91715129) < 1e-6,
              "3D normal (%a, %a, %a)", s.normal.x, s.normal.y, s.normal.z);
    const cbx_cast2 c = cbx_cast_circle_aabb2((cbx_circle){{0x1.43cp+1023, -0x1.dcp+1022}, 0x1.9p+1023},
                                              (cbx_vec2){-0x1.2p+1016, -0x1.8p+1016},
                                              (cbx_aabb2){{-0x1.8p+1015, -0x1p+1015}, {0x1.8000000000002p+1015, 0x1.8p+1015}});
    CHECK_MSG(c.hit && c.fraction > 0.9999 && c.fraction < 0.99999985783462660361, "cast: hit %d fraction %a", c.hit,
              c.fraction);
}

/* At the bottom: a 2D scene whose every number is a few smallest
   subnormals, timed on the problem as given, whose canonical frame rounds
   there (an independent tester, 2026-12-07: a point entering a face at
   t = 18/5 timed 3.618, a corner met by r = 2^-1074 given the face's
   normal); now scaled up by 2^1000 first. "2D: |t - t*| <= 16 eps (t* +
   L / v_n)" (docs/guarantees.md). */
static void sweep2_deep_subnormal(void) {
    const double u = 0x1p-1074;
    const cbx_sweep2 s = cbx_sweep_circle_aabb2((cbx_circle){{4 * u, -23 * u}, 0}, (cbx_vec2){-3 * u, 5 * u},
                                                (cbx_aabb2){{-7 * u, -5 * u}, {-4 * u, -1 * u}}, (cbx_vec2){0, 0});
    CHECK_MSG(s.type == CBX_SWEEP_CONTACT && s.time == 3.6 && s.normal.x == 0 && s.normal.y == -1,
              "face: type %d time %a normal (%a, %a)", (int)s.type, s.time, s.normal.x, s.normal.y);
    const cbx_sweep2 k = cbx_sweep_circle_aabb2((cbx_circle){{32 * u, -120 * u}, u}, (cbx_vec2){-96 * u, 304 * u},
                                                (cbx_aabb2){{-40 * u, 32 * u}, {-16 * u, 56 * u}}, (cbx_vec2){0, 0});
    CHECK_MSG(k.type == CBX_SWEEP_CONTACT && fabs(k.time - 0.49686321491732190) < 1e-14 &&
                  fabs(k.normal.x - 0.301131) < 1e-5 && fabs(k.normal.y + 0.953583) < 1e-5,
              "corner: type %d time %a normal (%a, %a)", (int)k.type, k.time, k.normal.x, k.normal.y);
}

/* Oriented contacts whose point lies at the end of the range (an
   independent tester, 2026-12-07): the rotated offset's rounding carried
   a coordinate of exactly -DBL_MAX past it, to -inf. Points saturate, as
   the sweeps' do. */
static void oriented_contact_point_in_range(void) {
    const double M = DBL_MAX;
    const cbx_contact2 a = cbx_contact_circle_obb2(
        (cbx_circle){{-M, -0x1.fde93098296b4p+1023}, 0x1.02e401d3b880cp+978},
        (cbx_obb2){{-0x1.f5a4557fa2e77p+1022, -0x1.f786fe8975f45p+1023}, {M, 0x1.fffffffffffffp+1022},
                   {0x1.fffff949fe3bap-1, -0.0}});
    CHECK_MSG(a.point.x == -M && isfinite(a.point.y), "(%a, %a)", a.point.x, a.point.y);
    const cbx_contact2f b = cbx_contact_circle_obb2f(
        (cbx_circlef){{0x1.fffffep+127f, -0x1.fffffep+126f}, 0x1.fffbe4p+126f},
        (cbx_obb2f){{0x1.9667b6p+126f, 0x1.fffffep+127f}, {0x1.fffffep+127f, 0x1.fffffep+127f}, {-0x1p-106f, 1}});
    CHECK_MSG(b.point.x == FLT_MAX && isfinite(b.point.y), "(%a, %a)", (double)b.point.x, (double)b.point.y);
    const cbx_obb3 box = {{-0x1.651389de53f59p+1023, -0x1.62627e14ef4a7p+1022, 0x1.a5426d6b11cffp+1020},
                    {M, 0x1.afb0e53a54b00p+1023, 0x1.27c80f6ff3f76p+1023},
                    {{0, -1, 0}, {1, 0, 0}, {-0.0, 0, 1}}};
    const cbx_contact3 c =
        cbx_contact_sphere_obb3((cbx_sphere){{0x1.194b0516e4f13p+1021, -M, 0x1.fffffffffffffp+1022}, 0}, box);
    CHECK_MSG(c.point.y == -M && isfinite(c.point.x) && isfinite(c.point.z), "(%a, %a, %a)", c.point.x, c.point.y,
              c.point.z);
}

/* Oriented sweeps in the deep subnormals (an independent tester,
   2026-12-07): the frame's rotation rounds by subnormal ulps as large as
   the scene, and the times strayed 14 times (2D, 2^-1040), 5.5e9 times
   (2D, 2^-1062) and 579 times (3D) beyond their bounds. Exact times from
   the tester's oracle (Fraction, 400-bit square roots). */
static void oriented_sweep_deep_subnormal(void) {
    const double u = 0x1p-1022;
    const cbx_sweep2 a = cbx_sweep_circle_obb2(
        (cbx_circle){{-0x0.001e26e198df3p0 * u, 0x0.00c41dc9e377cp0 * u}, 0x0.002728f11cc76p0 * u},
        (cbx_vec2){0x0.04ceed80ef840p0 * u, -0x0.079ba6a838f20p0 * u},
        (cbx_obb2){{0x0.003b7d57b36ccp0 * u, 0x0.002a0a5028e44p0 * u}, {0x0.00332231dcba9p0 * u, 0x0.003ca35e0df2dp0 * u},
                   {-0x1.fbcc17329d805p-1, 0x1.05dff4f84a253p-3}},
        (cbx_vec2){0, 0});
    CHECK_MSG(a.type == CBX_SWEEP_CONTACT && fabs(a.time - 0.026185616062141687) < 4e-16, "%a", a.time);
    const cbx_sweep2 b = cbx_sweep_circle_obb2(
        (cbx_circle){{0x907p0 * 0x1p-1074, -0xe10p0 * 0x1p-1074}, 0x696p0 * 0x1p-1074},
        (cbx_vec2){-0x784p0 * 0x1p-1074, 0x1eb6p0 * 0x1p-1074},
        (cbx_obb2){{-0x5dep0 * 0x1p-1074, 0x55bp0 * 0x1p-1074}, {0xd02p0 * 0x1p-1074, 0x378p0 * 0x1p-1074},
                   {0x1.5bd551d82733bp-2, 0x1.e18e8de4d899ap-1}},
        (cbx_vec2){0, 0});
    CHECK_MSG(b.type == CBX_SWEEP_CONTACT && fabs(b.time - 0.60284198936496811) < 1e-13, "%a", b.time);
    const cbx_obb3 box = {{-0x0.00003f4e1ace1p0 * u, 0x0.00002b2f73d9dp0 * u, -0x0.00006b429a725p0 * u},
                          {0x0.00005255b02c8p0 * u, 0x0.000000f866e85p0 * u, 0x0.00006f336be87p0 * u},
                          {{-0x1.82e83c3fe4ffcp-4, -0x1.10120da17a36bp-2, -0x1.eb38ea6b37f80p-1},
                           {-0x1.301da87733cf9p-1, -0x1.8447362d6d386p-1, 0x1.12efe6c0ce57fp-2},
                           {-0x1.990bc01f123a9p-1, 0x1.30c278bbf7b69p-1, -0x1.60fffb95fe50dp-4}}};
    const cbx_sweep3 c = cbx_sweep_sphere_obb3(
        (cbx_sphere){{0x0.0000acc923058p0 * u, -0x0.0000c3eaaf500p0 * u, -0x0.0000f883dbaf7p0 * u},
                     0x0.0000c998f25adp0 * u},
        (cbx_vec3){-0x0.00018dabecdf0p0 * u, 0x0.0000485450e98p0 * u, -0x0.00004f2ec5133p0 * u}, box,
        (cbx_vec3){0, 0, 0});
    CHECK_MSG(c.type == CBX_SWEEP_CONTACT && fabs(c.time - 0.096512216594143909) < 1e-14, "%a", c.time);
    /* subnormal lengths, an ordinary speed (a second tester: the first fix
       scaled only scenes whose speeds were subnormal too; 1.9e11 times the
       bound, a relative error of 1.8e-3) */
    const double m = 0x1p-1074;
    const cbx_sweep2 d = cbx_sweep_circle_obb2(
        (cbx_circle){{0x16 * m, -0x25 * m}, 0xe * m}, (cbx_vec2){-0x1.6556b1c7552eap-98, 0x1.8ebd2e05735f3p-98},
        (cbx_obb2){{-8 * m, -6 * m}, {5 * m, 4 * m}, {0x1.febc37d0a6c01p-1, -0x1.1fb9a89741912p-4}},
        (cbx_vec2){0, 0});
    CHECK_MSG(d.type == CBX_SWEEP_CONTACT && fabs(d.time / 1.7047968012179214e-293 - 1) < 1e-12, "%a", d.time);
}

int main(void) {
    oriented_sweep_deep_subnormal();
    oriented_contact_point_in_range();
    cast_at_largest_coordinate();
    point_face_beside_corner();
    indexed_reach_overflow();
    index_cast_saturates();
    sweep_gap_overflow();
    sweep_gap_error_overflow();
    cast_near_max_steps();
    top_of_range_normal_and_slope();
    sweep2_deep_subnormal();
    CBX_TEST_END();
}
