/* SPDX-License-Identifier: MIT */
/* The mover through an index (cbx_move_circle2_indexed and its twins) gives
   exactly the answers of the mover that looks at every box: the same end
   centers, bit for bit, and the same blocks, over thousands of moves in a
   world of tiles, walls, random boxes (some invalid) and ramps; both
   precisions, 2D and 3D. An index over another count of boxes is ignored. */
#include <stdlib.h>
#include <string.h>

#include "circbox.h"
#include "test_macros.h"
#include "test_rng.h"

#define NBOX 3000

static double uni(int *unused, double lo, double hi) {
    (void)unused;
    return test_uniform(lo, hi);
}

static void test_2d(void) {
    static cbx_aabb2 boxes[NBOX];
    static cbx_aabb2f boxesf[NBOX];
    int rng = 0;
    for (int i = 0; i < NBOX; ++i) {
        double x, y, w, h;
        if (i < 200) { /* flush floor tiles at a non-dyadic height */
            x = -100 + i, y = -1, w = 1, h = 1.1;
        } else {
            x = uni(&rng, -100, 100), y = uni(&rng, 0.5, 60), w = uni(&rng, 0.1, 3), h = uni(&rng, 0.1, 1.0 / 3);
        }
        boxes[i] = (cbx_aabb2){{x, y}, {x + w, y + h}};
        if (i % 97 == 5) boxes[i].min.x = boxes[i].max.x + 1; /* invalid */
        boxesf[i] = (cbx_aabb2f){{(float)boxes[i].min.x, (float)boxes[i].min.y}, {(float)boxes[i].max.x, (float)boxes[i].max.y}};
    }
    const cbx_obb2 ramp = {{10, 5}, {6, 0.2}, {0.9238795325112867, 0.3826834323650898}};
    const cbx_obb2f rampf = {{10, 5}, {6, 0.2f}, {0.9238795f, 0.3826834f}};
    void *mem = malloc(cbx_index2_bytes(NBOX)), *memf = malloc(cbx_index2f_bytes(NBOX));
    const cbx_index2 *ix = cbx_index2_build(mem, cbx_index2_bytes(NBOX), boxes, NBOX);
    const cbx_index2f *ixf = cbx_index2f_build(memf, cbx_index2f_bytes(NBOX), boxesf, NBOX);
    CHECK(ix != NULL && ixf != NULL);
    const cbx_world2 w = {boxes, NBOX, &ramp, 1};
    const cbx_world2f wf = {boxesf, NBOX, &rampf, 1};
    int differ = 0, differf = 0, moves = 0;
    for (int b = 0; b < 60; ++b) {
        cbx_circle c = {{uni(&rng, -90, 90), uni(&rng, 1, 50)}, uni(&rng, 0.1, 0.6)};
        cbx_circlef cf = {{(float)c.center.x, (float)c.center.y}, (float)c.radius};
        cbx_vec2 v = {uni(&rng, -8, 8), uni(&rng, -3, 8)};
        cbx_vec2f vf = {(float)v.x, (float)v.y};
        for (int f = 0; f < 300; ++f, ++moves) {
            v.y -= 9.81 / 60;
            vf.y -= 9.81f / 60;
            const cbx_vec2 d = {v.x / 60, v.y / 60};
            const cbx_vec2f df = {vf.x / 60, vf.y / 60};
            const cbx_move2 a = cbx_move_circle2(w, c, d, 4), i = cbx_move_circle2_indexed(w, ix, c, d, 4);
            differ += memcmp(&a.center, &i.center, sizeof a.center) != 0 || a.hit_count != i.hit_count;
            const cbx_move2f af = cbx_move_circle2f(wf, cf, df, 4), jf = cbx_move_circle2_indexedf(wf, ixf, cf, df, 4);
            differf += memcmp(&af.center, &jf.center, sizeof af.center) != 0 || af.hit_count != jf.hit_count;
            c.center = a.center;
            cf.center = af.center;
            v = cbx_clip_velocity2(v, &a);
            vf = cbx_clip_velocity2f(vf, &af);
        }
    }
    CHECK_MSG(differ == 0, "%d of %d moves differ (double)", differ, moves);
    CHECK_MSG(differf == 0, "%d of %d moves differ (float)", differf, moves);
    /* an index over another count is ignored */
    const cbx_world2 fewer = {boxes, NBOX - 1, NULL, 0};
    const cbx_circle c = {{0.5, 0.6}, 0.5};
    const cbx_vec2 d = {1, -1};
    const cbx_move2 a = cbx_move_circle2(fewer, c, d, 4), i = cbx_move_circle2_indexed(fewer, ix, c, d, 4);
    CHECK(memcmp(&a.center, &i.center, sizeof a.center) == 0 && a.invalid_boxes == i.invalid_boxes);
    free(mem);
    free(memf);
}

static void test_3d(void) {
    static cbx_aabb3 boxes[NBOX];
    int rng = 0;
    for (int i = 0; i < NBOX; ++i) {
        double x, y, z, w, h, e;
        if (i < 400) {
            x = -10 + i % 20, y = -10 + i / 20, z = -1, w = 1, h = 1, e = 1.1;
        } else {
            x = uni(&rng, -10, 10), y = uni(&rng, -10, 10), z = uni(&rng, 0.5, 30);
            w = uni(&rng, 0.1, 2), h = uni(&rng, 0.1, 2), e = uni(&rng, 0.1, 0.5);
        }
        boxes[i] = (cbx_aabb3){{x, y, z}, {x + w, y + h, z + e}};
    }
    void *mem = malloc(cbx_index3_bytes(NBOX));
    const cbx_index3 *ix = cbx_index3_build(mem, cbx_index3_bytes(NBOX), boxes, NBOX);
    CHECK(ix != NULL);
    const cbx_world3 w = {boxes, NBOX, NULL, 0};
    int differ = 0, moves = 0;
    for (int b = 0; b < 40; ++b) {
        cbx_sphere s = {{uni(&rng, -9, 9), uni(&rng, -9, 9), uni(&rng, 1, 25)}, uni(&rng, 0.1, 0.5)};
        cbx_vec3 v = {uni(&rng, -5, 5), uni(&rng, -5, 5), uni(&rng, -3, 5)};
        for (int f = 0; f < 200; ++f, ++moves) {
            v.z -= 9.81 / 60;
            const cbx_vec3 d = {v.x / 60, v.y / 60, v.z / 60};
            const cbx_move3 a = cbx_move_sphere3(w, s, d, 4), i = cbx_move_sphere3_indexed(w, ix, s, d, 4);
            differ += memcmp(&a.center, &i.center, sizeof a.center) != 0 || a.hit_count != i.hit_count;
            s.center = a.center;
            v = cbx_clip_velocity3(v, &a);
        }
    }
    CHECK_MSG(differ == 0, "%d of %d 3D moves differ", differ, moves);
    free(mem);
}

int main(void) {
    test_2d();
    test_3d();
    CBX_TEST_END();
}
