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

/* A point sliding down the edge where two blocks meet, beside eight
   copies of a flat box (an independent tester, 2026-12-08): the copies
   filled the seam rule's list of faces pair by pair, the faces of the
   blocks the point moved along never entered it, and the plain mover
   answered otherwise than the indexed one, which does not see the copies
   (float and double: 1 in 300,000 of the tester's moves along grid
   edges). Identical answers, in both precisions. */
static void test_seam_duplicates(void) {
    cbx_aabb3 b[12];
    for (int i = 0; i < 8; ++i) b[i] = (cbx_aabb3){{2, 0, 0}, {3, 0, 1}};
    b[8] = (cbx_aabb3){{4, 0, 0}, {5, 1, 1}};
    b[9] = (cbx_aabb3){{2, 0, 0}, {4, 1, 1}};
    b[10] = (cbx_aabb3){{4, 0, 0}, {5, 0, 1}};
    b[11] = (cbx_aabb3){{3, 0, 0}, {4, 0, 1}};
    cbx_aabb3f bf[12];
    for (int i = 0; i < 12; ++i)
        bf[i] = (cbx_aabb3f){{(float)b[i].min.x, (float)b[i].min.y, (float)b[i].min.z},
                             {(float)b[i].max.x, (float)b[i].max.y, (float)b[i].max.z}};
    const size_t bytes = cbx_index3_bytes(12), bytesf = cbx_index3f_bytes(12);
    void *mem = malloc(bytes), *memf = malloc(bytesf);
    const cbx_index3 *ix = mem ? cbx_index3_build(mem, bytes, b, 12) : NULL;
    const cbx_index3f *ixf = memf ? cbx_index3f_build(memf, bytesf, bf, 12) : NULL;
    CHECK(ix != NULL && ixf != NULL);
    if (ix && ixf) {
        const cbx_world3 w = {b, 12, NULL, 0};
        const cbx_world3f wf = {bf, 12, NULL, 0};
        const cbx_sphere s = {{4, 0, 2}, 0};
        const cbx_move3 p = cbx_move_sphere3(w, s, (cbx_vec3){0, 0, -1}, 1);
        const cbx_move3 q = cbx_move_sphere3_indexed(w, ix, s, (cbx_vec3){0, 0, -1}, 1);
        CHECK_MSG(p.center.z == q.center.z && p.hit_count == q.hit_count, "double: plain z %a (%d hits), indexed %a (%d)",
                  p.center.z, p.hit_count, q.center.z, q.hit_count);
        const cbx_spheref sf = {{4, 0, 2}, 0};
        const cbx_move3f pf = cbx_move_sphere3f(wf, sf, (cbx_vec3f){0, 0, -1}, 1);
        const cbx_move3f qf = cbx_move_sphere3_indexedf(wf, ixf, sf, (cbx_vec3f){0, 0, -1}, 1);
        CHECK_MSG(pf.center.z == qf.center.z && pf.hit_count == qf.hit_count,
                  "float: plain z %a (%d hits), indexed %a (%d)", (double)pf.center.z, pf.hit_count,
                  (double)qf.center.z, qf.hit_count);
    }
    free(mem);
    free(memf);
}

int main(void) {
    test_seam_duplicates();
    test_2d();
    test_3d();
    CBX_TEST_END();
}
