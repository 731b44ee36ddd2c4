/* SPDX-License-Identifier: MIT */
/* Exact answers that clang's fast-math flags broke through the headers (an
   independent tester, 2026-12-06; each answer checked with exact rationals):
   - the single header's implementation in a file that includes <immintrin.h>
     first (a user's own SIMD code), under -ffast-math: the intrinsics'
     bodies, parsed under the command line's flags, carried reassociation
     into the exact stages;
   - its fast-math variants that announce no macro (-ffast-math
     -fhonor-infinities, -fno-honor-nans): the same, and circbox/inline.h's
     own functions compiled with them dropped the NaN screen.
   - the rotations from angles above pi/4 (the single header under
     -fassociative-math): clang gave the sine and cosine's negations the
     user's flags inside float_control(precise), and the reduction's tail
     was folded away: 1 ulp off for 15 % of angles (a second tester,
     2026-12-07; the library's values below, which every build must give).
   FM_SINGLE: the single header, implementation here; else circbox.h and
   circbox/inline.h against the library. Exit status 0 when every answer is
   the exact one. Built by tests/test_fast_math.sh. */
#ifdef FM_SINGLE
#include <immintrin.h>
#define CIRCBOX_IMPLEMENTATION
#endif
#include "circbox.h"
#ifndef FM_SINGLE
#include "circbox/inline.h"
#endif

#include <stdio.h>

static int failures = 0;

static void expect(const char *what, int got, int exact) {
    if (got == exact) return;
    printf("%s: %d, exact %d\n", what, got, exact);
    ++failures;
}

int main(void) {
    /* a corner tangency off the grid (TOUCHING) */
    const cbx_circle c = {{-0x1.74089ca1a3b50p+49, -0x1.37ded23252568p+49}, 0x1.e575f5eb13ad0p+49};
    const cbx_aabb2 b = {{-2, 9}, {1, 0x1.5ffffffffffffp+3}};
    expect("circle corner: relate", (int)cbx_relate_circle_aabb2(c, b), CBX_TOUCHING);
    expect("circle corner: overlap", cbx_overlap_circle_aabb2(c, b), 1);
    expect("circle corner: inline", cbx_overlap_circle_aabb2_inline(c, b), 1);
    /* a sphere just apart from a point box (SEPARATE) */
    const cbx_sphere s = {{0x1.5ccc8ac63b400p+47, -0x1.2d1f19e2317c8p+50, -0x1.fffffffffffffp+1}, 0x1.3042f5ed9dbc8p+50};
    const cbx_aabb3 p = {{0, 0, -4}, {0, 0, -4}};
    expect("sphere point: relate", (int)cbx_relate_sphere_aabb3(s, p), CBX_SEPARATE);
    expect("sphere point: overlap", cbx_overlap_sphere_aabb3(s, p), 0);
    /* one ulp beyond a face's tangency (SEPARATE) */
    const cbx_circle f = {{10, 33}, 25};
    const cbx_aabb2 fb = {{10, 3}, {17, 0x1.fffffffffffffp+2}};
    expect("face + 1 ulp: overlap", cbx_overlap_circle_aabb2(f, fb), 0);
    expect("face + 1 ulp: inline", cbx_overlap_circle_aabb2_inline(f, fb), 0);
    /* NaN: INVALID, false (volatile: the compiler may not see it) */
    volatile double nan_v = __builtin_nan("");
    volatile float nan_f = __builtin_nanf("");
    const cbx_circle n = {{nan_v, 1}, 1};
    const cbx_aabb2 unit = {{0, 0}, {1, 1}};
    expect("NaN center: relate", (int)cbx_relate_circle_aabb2(n, unit), CBX_INVALID);
    expect("NaN center: inline", cbx_overlap_circle_aabb2_inline(n, unit), 0);
    const cbx_circlef nf = {{0.0f, -0x1.8p-125f}, 0x1.4p-124f};
    const cbx_aabb2f nb = {{-0x1.8p-124f, 0x1p-126f}, {-0x1.8p-125f, nan_f}};
    expect("NaN box (float): overlap", cbx_overlap_circle_aabb2f(nf, nb), 0);
    expect("NaN box (float): inline", cbx_overlap_circle_aabb2f_inline(nf, nb), 0);
    /* rotations: the library's own bits (not exact answers: the same ones) */
    static const double angles[3][3] = {{0x1.922d0e560418ap-1, 0x1.6a00760cd4e61p-1, 0x1.6a13568414b9cp-1},
                                         {0x1.03923a29c779bp+2, -0x1.3888c9c97fdc8p-1, -0x1.958b6073064d9p-1},
                                         {0x1.e4779a6b50b10p+2, 0x1.1f19d699f516ap-2, 0x1.eb76e369aca0ap-1}};
    for (int k = 0; k < 3; ++k) {
        volatile double a = angles[k][0];
        const cbx_rot2 r = cbx_rot2_from_angle(a);
        expect("rotation from an angle: cosine as the library's", r.c == angles[k][1], 1);
        expect("rotation from an angle: sine as the library's", r.s == angles[k][2], 1);
    }
    if (failures == 0) printf("fast_math_exact: every answer exact\n");
    return failures ? 1 : 0;
}
