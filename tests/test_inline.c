/* SPDX-License-Identifier: MIT */
/* include/circbox/inline.h gives exactly the library's answers: random
   pairs, circles resting on faces at exactly r and one ulp either side
   (the face certificate), grid tangencies, circles at a box's corner on
   26-bit multipliers and one bit beyond (where the rounded squares give
   the wrong answer: the short certificate must refuse them), a difference
   that rounds to a short one, zero radius and flat boxes, and every kind
   of invalid input (NaN, infinities, negative radius, inverted boxes),
   both precisions. */
#include <float.h>
#include <math.h>
#include <stdint.h>

#include "circbox/inline.h"
#include "test_macros.h"

static uint64_t state = 0x243F6A8885A308D3u;
static double uni(double lo, double hi) {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return lo + (hi - lo) * (double)((state * UINT64_C(2685821657736338717)) >> 11) * 0x1p-53;
}

/* The numbers rounded to float in the caller's own function, as a game
   that keeps float data and asks in double would: gcc 12 vectorized the
   pair of roundings and then dropped them (inline.h, CBX_INLINE_OPAQUE),
   answering for the unrounded numbers. The reference rounds through a
   volatile, which no compiler can drop. */
static void rounded_here(cbx_circle c, cbx_aabb2 b) {
    const cbx_circle cr = {{(double)(float)c.center.x, (double)(float)c.center.y}, (double)(float)c.radius};
    const cbx_aabb2 br = {{(double)(float)b.min.x, (double)(float)b.min.y},
                          {(double)(float)b.max.x, (double)(float)b.max.y}};
    const bool got = cbx_overlap_circle_aabb2_inline(cr, br);
    volatile float v[7] = {(float)c.center.x, (float)c.center.y, (float)c.radius, (float)b.min.x,
                           (float)b.min.y,    (float)b.max.x,    (float)b.max.y};
    const cbx_circle cv = {{v[0], v[1]}, v[2]};
    const cbx_aabb2 bv = {{v[3], v[4]}, {v[5], v[6]}};
    CHECK_MSG(got == cbx_overlap_circle_aabb2(cv, bv), "rounded here: c (%a %a) r %a box (%a %a)-(%a %a)",
              cv.center.x, cv.center.y, cv.radius, bv.min.x, bv.min.y, bv.max.x, bv.max.y);
}

static void same(cbx_circle c, cbx_aabb2 b) {
    CHECK_MSG(cbx_overlap_circle_aabb2_inline(c, b) == cbx_overlap_circle_aabb2(c, b),
              "c (%a %a) r %a box (%a %a)-(%a %a)", c.center.x, c.center.y, c.radius, b.min.x, b.min.y, b.max.x,
              b.max.y);
    const cbx_circlef cf = {{(float)c.center.x, (float)c.center.y}, (float)c.radius};
    const cbx_aabb2f bf = {{(float)b.min.x, (float)b.min.y}, {(float)b.max.x, (float)b.max.y}};
    CHECK_MSG(cbx_overlap_circle_aabb2f_inline(cf, bf) == cbx_overlap_circle_aabb2f(cf, bf),
              "float c (%a %a) r %a box (%a %a)-(%a %a)", (double)cf.center.x, (double)cf.center.y,
              (double)cf.radius, (double)bf.min.x, (double)bf.min.y, (double)bf.max.x, (double)bf.max.y);
    rounded_here(c, b);
}

/* A circle at offset (a, b) u from the corner (0, 0) of the box
   [-w, 0] x [-w, 0], radius c u, each quadrant. */
static void corner(double a, double b, double c, double u) {
    const double w = 5 * c * u;
    const cbx_aabb2 box = {{-w, -w}, {0, 0}};
    same((cbx_circle){{a * u, b * u}, c * u}, box);
    same((cbx_circle){{b * u, a * u}, c * u}, box);
    const cbx_aabb2 up = {{0, 0}, {w, w}};
    same((cbx_circle){{-a * u, -b * u}, c * u}, up);
}

/* Corners at the certificate's limits (multipliers of 26 bits and one
   bit more), at scales across the range.
   (189833282, 27556, 189833284): a and c in [2^27, 2^28) and 2 mod 4,
   27 significant bits each; a^2 + b^2 - c^2 = 4 exactly (apart), but the
   rounded squares give 0 (touching): a certificate that took it would
   answer wrong. (134234111, 16385, 134234112): 2 exactly, 0 rounded, 28
   bits. (3, 4, 5) and (2^26 - 1)-sized values are short enough. */
static void corner_edges(void) {
    for (int scale = -420; scale <= 500; scale += 23) {
        const double u = ldexp(1.0, scale);
        corner(3, 4, 5, u);
        corner(3, 4, 5 - 0x1p-20, u);
        corner(3, 4, nextafter(5, 6), u);
        corner(67108863.0, 67108863.0, 94906264.0, u); /* 2 k^2 vs c^2, k = 2^26 - 1 */
        corner(47453132.0, 47453133.0, 67108863.0, u);
        corner(47453132.0, 47453133.0, 67108862.0, u);
        corner(189833282.0, 27556.0, 189833284.0, u);
        corner(189833284.0, 27556.0, 189833286.0, u);
        corner(134234111.0, 16385.0, 134234112.0, u);
        corner(67108865.0, 3.0, 67108865.0, u);
    }
    /* the rounded squares must not decide these: the library's exact answer */
    CHECK(!cbx_overlap_circle_aabb2_inline((cbx_circle){{189833282.0, 27556.0}, 189833284.0},
                                           (cbx_aabb2){{-1.0, -1.0}, {0.0, 0.0}}));
    CHECK(!cbx_overlap_circle_aabb2_inline((cbx_circle){{134234111.0, 16385.0}, 134234112.0},
                                           (cbx_aabb2){{-1.0, -1.0}, {0.0, 0.0}}));
    CHECK(cbx_overlap_circle_aabb2_inline((cbx_circle){{3.0, 4.0}, 5.0}, (cbx_aabb2){{-1.0, -1.0}, {0.0, 0.0}}));
    /* 3-4-5 corners at the ends of the range (1e-301, subnormal offsets,
       1e301), tangent and one ulp inside: known answers, whichever stage
       or the library takes them */
    const double scales[] = {0x1p-1000, 0x1p-1060, 0x1p1000};
    for (int k = 0; k < 3; ++k) {
        const double u = scales[k];
        const cbx_aabb2 box = {{-u, -u}, {0.0, 0.0}};
        CHECK(cbx_overlap_circle_aabb2_inline((cbx_circle){{3 * u, 4 * u}, 5 * u}, box));
        CHECK(!cbx_overlap_circle_aabb2_inline((cbx_circle){{3 * u, 4 * u}, nextafter(5 * u, 0)}, box));
        CHECK(!cbx_overlap_circle_aabb2_inline((cbx_circle){{nextafter(3 * u, 1e308), 4 * u}, 5 * u}, box));
    }
    /* the short certificate's own edges: a difference that rounds to a
       short one (3 2^30 - 2^-30), tangent in rounded numbers but
       overlapping; differences of unlike magnitudes (2^-30 beside 1),
       which it takes, apart by 2^-60 in the squares */
    CHECK(cbx_overlap_circle_aabb2_inline((cbx_circle){{0x3p30, 0x4p30}, 0x5p30},
                                          (cbx_aabb2){{-1.0, -1.0}, {0x1p-30, 0.0}}));
    CHECK(!cbx_overlap_circle_aabb2_inline((cbx_circle){{0x1p-30, 1.0}, 1.0}, (cbx_aabb2){{-1.0, -1.0}, {0.0, 0.0}}));
    CHECK(cbx_overlap_circle_aabb2_inline((cbx_circle){{0x1p-30, 1.0}, 1 + 0x1p-25},
                                          (cbx_aabb2){{-1.0, -1.0}, {0.0, 0.0}}));
    CHECK(cbx_overlap_circle_aabb2f_inline((cbx_circlef){{0x1p-30f, 1.0f}, 1 + 0x1p-20f},
                                           (cbx_aabb2f){{-1.0f, -1.0f}, {0.0f, 0.0f}}));
    CHECK(!cbx_overlap_circle_aabb2f_inline((cbx_circlef){{0x1p-30f, 1.0f}, 1.0f},
                                            (cbx_aabb2f){{-1.0f, -1.0f}, {0.0f, 0.0f}}));
    CHECK(!cbx_overlap_circle_aabb2_inline((cbx_circle){{3.0, 4.0}, nextafter(5.0, 0)},
                                           (cbx_aabb2){{-1.0, -1.0}, {0.0, 0.0}}));
}

int main(void) {
    for (int i = 0; i < 200000; ++i) {
        const double x = uni(-100, 100), y = uni(-100, 100), h = uni(0, 20), r = uni(0, 10);
        const cbx_aabb2 b = {{x - h, y - h}, {x + h, y + h}};
        same((cbx_circle){{uni(-120, 120), uni(-120, 120)}, r}, b);
        /* resting on each face at r, rounded, and one ulp either side */
        const double u = uni(-h, h);
        const double top = y + h + r, right = x + h + r;
        same((cbx_circle){{x + u, top}, r}, b);
        same((cbx_circle){{x + u, nextafter(top, 1e9)}, r}, b);
        same((cbx_circle){{x + u, nextafter(top, -1e9)}, r}, b);
        same((cbx_circle){{right, y + u}, r}, b);
        same((cbx_circle){{x - h - r, y + u}, nextafter(r, 0)}, b);
        /* grid: integer box, half-integer circles */
        const double gx = floor(uni(0, 20)), gy = floor(uni(0, 20));
        same((cbx_circle){{floor(uni(0, 40)) * 0.5, floor(uni(0, 40)) * 0.5}, floor(uni(1, 8)) * 0.5},
             (cbx_aabb2){{gx, gy}, {gx + 2, gy + 3}});
    }
    corner_edges();
    const double bad[] = {NAN, INFINITY, -INFINITY, -1.0, DBL_MAX, -0.0, DBL_TRUE_MIN};
    for (int i = 0; i < 7; ++i) {
        for (int j = 0; j < 5; ++j) {
            const double v = bad[i];
            cbx_circle c = {{0.5, 2.0}, 1.0};
            cbx_aabb2 b = {{0.0, 0.0}, {1.0, 1.0}};
            if (j == 0) c.center.x = v;
            if (j == 1) c.radius = v;
            if (j == 2) b.min.x = v;
            if (j == 3) b.max.y = v;
            if (j == 4) { b.min.y = 2.0; b.max.y = v; }
            same(c, b);
        }
    }
    /* zero radius (on a corner, on a face, inside, outside) and flat boxes
       (a segment, a point), tangent and one ulp off */
    const cbx_aabb2 unit = {{0.0, 0.0}, {1.0, 1.0}}, seg = {{0.0, 0.5}, {1.0, 0.5}}, pt = {{0.5, 0.5}, {0.5, 0.5}};
    const double zc[][2] = {{1.0, 1.0}, {0.5, 1.0}, {0.5, 0.5}, {nextafter(1.0, 2.0), 0.5}, {0.3, 0.7}};
    for (int i = 0; i < 5; ++i) {
        same((cbx_circle){{zc[i][0], zc[i][1]}, 0.0}, unit);
        same((cbx_circle){{zc[i][0], zc[i][1]}, 0.0}, seg);
        same((cbx_circle){{zc[i][0], zc[i][1]}, 0.5}, seg);
        same((cbx_circle){{zc[i][0], zc[i][1]}, nextafter(0.5, 0.0)}, seg);
        same((cbx_circle){{zc[i][0], zc[i][1]}, 0.2}, pt);
        same((cbx_circle){{zc[i][0], zc[i][1]}, 0.0}, pt);
    }
    same((cbx_circle){{0.5, 1.0}, -0.0}, (cbx_aabb2){{0.0, 0.0}, {1.0, 1.0}});
    same((cbx_circle){{2.0, 1.0}, 1.0}, (cbx_aabb2){{0.0, 2.0}, {1.0, 1.0}}); /* inverted */
    CBX_TEST_END();
}
