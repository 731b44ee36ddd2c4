/* SPDX-License-Identifier: MIT */
/* "All functions may be called from any number of threads at once"
   (docs/guarantees.md, section 4), tested: eight threads released together
   run every family of queries (static, sweeps, casts, the mover scanning
   and through an index, batch select, the index's queries) on the same
   read-only scenes, and each thread's answers, hashed bit by bit, must
   equal the answers of one thread running alone afterwards. Half the
   threads begin with a batch select and half with a 3D move, so that
   their first calls race to choose the instruction set (the library's
   one mutable global, src/batch/select.c). tests/test_tsan.sh runs this
   program under ThreadSanitizer, which reports any access that is not
   synchronized, whether or not it changed an answer here. */
#define _POSIX_C_SOURCE 200809L /* pthread barriers under -std=c11 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "circbox.h"
#include "test_macros.h"
#include "test_rng.h"

#define THREADS 8
#define NBOX 600
#define QUERIES 1000

/* ---- the shared scenes: written before the threads start, read only after ---- */

static cbx_aabb2 box2[NBOX];
static cbx_aabb2f box2f[NBOX];
static cbx_aabb3 box3[NBOX];
static cbx_aabb3f box3f[NBOX];
static cbx_obb2 obb2[8];
static cbx_obb3 obb3[8];
static double cols2[4][NBOX];
static double cols3[6][NBOX];
static float cols2f[4][NBOX];
static cbx_circle circ[QUERIES];
static cbx_sphere sph[QUERIES];
static cbx_vec2 vel2[QUERIES];
static cbx_vec3 vel3[QUERIES];
static const cbx_index2 *ix2;
static const cbx_index3 *ix3;
static const cbx_index2f *ix2f;

/* Boxes on a grid of halves (touching and tangent cases arise often) and
   random ones; a few invalid. */
static void make_scenes(void) {
    for (int i = 0; i < NBOX; ++i) {
        const bool grid = i % 2 == 0;
        const double x = grid ? 0.5 * (double)(i % 40) : test_uniform(-20, 20);
        const double y = grid ? 0.5 * (double)(i / 40) : test_uniform(-20, 20);
        const double z = test_uniform(-5, 5);
        const double w = grid ? 0.5 : test_uniform(0, 3), h = grid ? 0.5 : test_uniform(0, 3);
        box2[i] = (cbx_aabb2){{x, y}, {x + w, y + h}};
        box3[i] = (cbx_aabb3){{x, y, z}, {x + w, y + h, z + test_uniform(0, 2)}};
        if (i % 97 == 13) box2[i].min.x = box2[i].max.x + 1; /* inverted: invalid */
        box2f[i] = (cbx_aabb2f){{(float)box2[i].min.x, (float)box2[i].min.y}, {(float)box2[i].max.x, (float)box2[i].max.y}};
        box3f[i] = (cbx_aabb3f){{(float)box3[i].min.x, (float)box3[i].min.y, (float)box3[i].min.z},
                                {(float)box3[i].max.x, (float)box3[i].max.y, (float)box3[i].max.z}};
        const double c2[4] = {box2[i].min.x, box2[i].min.y, box2[i].max.x, box2[i].max.y};
        const double c3[6] = {box3[i].min.x, box3[i].min.y, box3[i].min.z, box3[i].max.x, box3[i].max.y, box3[i].max.z};
        for (int k = 0; k < 4; ++k) cols2[k][i] = c2[k], cols2f[k][i] = (float)c2[k];
        for (int k = 0; k < 6; ++k) cols3[k][i] = c3[k];
    }
    for (int i = 0; i < 8; ++i) {
        obb2[i] = (cbx_obb2){{test_uniform(-20, 20), test_uniform(-20, 20)},
                             {test_uniform(0.1, 3), test_uniform(0.1, 3)},
                             cbx_rot2_from_angle(test_uniform(0, 6.3))};
        const cbx_vec3 axis = {test_uniform(-1, 1), test_uniform(-1, 1), 1};
        obb3[i] = cbx_obb3_from_quat((cbx_vec3){test_uniform(-20, 20), test_uniform(-20, 20), 0},
                                     (cbx_vec3){test_uniform(0.1, 3), test_uniform(0.1, 3), test_uniform(0.1, 3)},
                                     cbx_quat_from_axis_angle(axis, test_uniform(0, 6.3)));
    }
    for (int i = 0; i < QUERIES; ++i) {
        const bool grid = i % 3 == 0;
        const double r = grid ? 0.5 * (double)(1 + i % 3) : test_uniform(0, 2);
        const double x = grid ? 0.5 * (double)(i % 41) : test_uniform(-22, 22);
        const double y = grid ? 0.5 * (double)(i % 37) + r : test_uniform(-22, 22);
        circ[i] = (cbx_circle){{x, y}, r};
        sph[i] = (cbx_sphere){{x, y, test_uniform(-6, 6)}, r};
        vel2[i] = (cbx_vec2){grid ? 0.5 : test_uniform(-4, 4), grid ? 0 : test_uniform(-4, 4)};
        vel3[i] = (cbx_vec3){vel2[i].x, vel2[i].y, grid ? -0.5 : test_uniform(-2, 2)};
    }
}

/* ---- hashing answers bit by bit (fields one by one: structs have padding) ---- */

typedef struct hash {
    uint64_t h;
} hash;

static void mix(hash *s, uint64_t x) {
    s->h ^= x;
    s->h *= 0x100000001b3u;
}
static void mix_d(hash *s, double x) {
    uint64_t u;
    memcpy(&u, &x, sizeof u);
    mix(s, u);
}
static void mix_v2(hash *s, cbx_vec2 v) { mix_d(s, v.x), mix_d(s, v.y); }
static void mix_v3(hash *s, cbx_vec3 v) { mix_d(s, v.x), mix_d(s, v.y), mix_d(s, v.z); }

/* ---- the work of one thread ---- */

static void run_batch(hash *s) {
    static _Thread_local uint32_t out[NBOX];
    for (int i = 0; i < QUERIES; i += 7) {
        size_t n = cbx_select_circle_aabb2(circ[i], cols2[0], cols2[1], cols2[2], cols2[3], NBOX, out);
        for (size_t k = 0; k < n; ++k) mix(s, out[k]);
        const cbx_circlef cf = {{(float)circ[i].center.x, (float)circ[i].center.y}, (float)circ[i].radius};
        n = cbx_select_circle_aabb2f(cf, cols2f[0], cols2f[1], cols2f[2], cols2f[3], NBOX, out);
        for (size_t k = 0; k < n; ++k) mix(s, out[k]);
        n = cbx_select_sphere_aabb3(sph[i], cols3[0], cols3[1], cols3[2], cols3[3], cols3[4], cols3[5], NBOX, out);
        for (size_t k = 0; k < n; ++k) mix(s, out[k]);
    }
    mix(s, (uint64_t)strlen(cbx_simd_name()));
}

static void run_moves(hash *s) {
    const cbx_world2 w2 = {box2, NBOX, obb2, 8};
    const cbx_world3 w3 = {box3, NBOX, obb3, 8};
    const cbx_world2f w2f = {box2f, NBOX, NULL, 0};
    for (int i = 0; i < QUERIES; i += 5) {
        const cbx_move3 m3 = cbx_move_sphere3(w3, sph[i], vel3[i], 4);
        mix_v3(s, m3.center), mix(s, (uint64_t)m3.hit_count);
        const cbx_move3 n3 = cbx_move_sphere3_indexed(w3, ix3, sph[i], vel3[i], 4);
        mix_v3(s, n3.center), mix(s, (uint64_t)n3.hit_count);
        const cbx_move2 m2 = cbx_move_circle2(w2, circ[i], vel2[i], 4);
        mix_v2(s, m2.center), mix(s, (uint64_t)m2.hit_count);
        const cbx_move2 n2 = cbx_move_circle2_indexed(w2, ix2, circ[i], vel2[i], 4);
        mix_v2(s, n2.center), mix(s, (uint64_t)n2.hit_count);
        const cbx_circlef cf = {{(float)circ[i].center.x, (float)circ[i].center.y}, (float)circ[i].radius};
        const cbx_move2f mf = cbx_move_circle2_indexedf(w2f, ix2f, cf, (cbx_vec2f){(float)vel2[i].x, (float)vel2[i].y}, 4);
        mix_d(s, (double)mf.center.x), mix_d(s, (double)mf.center.y), mix(s, (uint64_t)mf.hit_count);
    }
}

static void run_pairs(hash *s) {
    const cbx_vec2 still2 = {0, 0};
    const cbx_vec3 still3 = {0, 0, 0};
    for (int i = 0; i < QUERIES; ++i) {
        const int j = (i * 31) % NBOX, o = i % 8;
        mix(s, (uint64_t)cbx_relate_circle_aabb2(circ[i], box2[j]));
        mix(s, (uint64_t)cbx_relate_sphere_aabb3(sph[i], box3[j]));
        mix(s, (uint64_t)cbx_overlap_circle_obb2(circ[i], obb2[o]));
        mix(s, (uint64_t)cbx_overlap_sphere_obb3(sph[i], obb3[o]));
        const cbx_contact2 k2 = cbx_contact_circle_aabb2(circ[i], box2[j]);
        mix_d(s, k2.distance), mix_v2(s, k2.point), mix_v2(s, k2.normal);
        const cbx_contact3 k3 = cbx_contact_sphere_obb3(sph[i], obb3[o]);
        mix_d(s, k3.distance), mix_v3(s, k3.normal);
        const cbx_sweep2 w2 = cbx_sweep_circle_aabb2(circ[i], vel2[i], box2[j], still2);
        mix(s, (uint64_t)w2.type), mix_d(s, w2.time), mix_v2(s, w2.normal);
        const cbx_sweep3 w3 = cbx_sweep_sphere_aabb3(sph[i], vel3[i], box3[j], still3);
        mix(s, (uint64_t)w3.type), mix_d(s, w3.time), mix_v3(s, w3.normal);
        const cbx_sweep2 o2 = cbx_sweep_circle_obb2(circ[i], vel2[i], obb2[o], still2);
        mix(s, (uint64_t)o2.type), mix_d(s, o2.time);
        const cbx_cast2 c2 = cbx_cast_circle_aabb2(circ[i], vel2[i], box2[j]);
        mix_d(s, c2.fraction), mix_v2(s, c2.center);
        const cbx_cast3 c3 = cbx_cast_sphere_obb3(sph[i], vel3[i], obb3[o]);
        mix_d(s, c3.fraction), mix_v3(s, c3.center);
    }
}

static void run_index(hash *s) {
    static _Thread_local uint32_t out[NBOX];
    static _Thread_local double dist[8];
    static _Thread_local size_t offsets[QUERIES / 10 + 1];
    for (int i = 0; i < QUERIES; i += 3) {
        size_t n = cbx_index2_query_circle(ix2, circ[i], out, NBOX);
        for (size_t k = 0; k < n && k < NBOX; ++k) mix(s, out[k]);
        n = cbx_index3_query_sphere(ix3, sph[i], out, NBOX);
        for (size_t k = 0; k < n && k < NBOX; ++k) mix(s, out[k]);
        n = cbx_index2_nearest(ix2, circ[i].center, 8, out, dist);
        for (size_t k = 0; k < n; ++k) mix(s, out[k]), mix_d(s, dist[k]);
        uint32_t b = 0;
        const cbx_cast2 c = cbx_index2_cast_circle(ix2, circ[i], vel2[i], &b);
        mix_d(s, c.fraction), mix(s, b);
    }
    const size_t pairs = cbx_index2_join_circles(ix2, circ, QUERIES / 10, offsets, out, NBOX);
    mix(s, (uint64_t)pairs);
    for (size_t k = 0; k <= QUERIES / 10; ++k) mix(s, (uint64_t)offsets[k]);
}

typedef struct job {
    int first; /* 0: batch select first, 1: a 3D move first (both pick the instruction set) */
    uint64_t answer;
} job;

/* The first call, alone: the one that chooses the instruction set. */
static void first_call(hash *s, int first) {
    static _Thread_local uint32_t out[NBOX];
    if (first) {
        const cbx_world3 w3 = {box3, NBOX, obb3, 8};
        mix_v3(s, cbx_move_sphere3(w3, sph[0], vel3[0], 4).center);
    } else {
        mix(s, cbx_select_circle_aabb2(circ[0], cols2[0], cols2[1], cols2[2], cols2[3], NBOX, out));
    }
}

static void rest_of_work(hash *s, int first) {
    if (first) run_moves(s), run_batch(s);
    else run_batch(s), run_moves(s);
    run_pairs(s);
    run_index(s);
}

static uint64_t work(int first) {
    hash s = {0xcbf29ce484222325u};
    first_call(&s, first);
    rest_of_work(&s, first);
    return s.h;
}

/* Every thread makes its first call between two barriers, and nothing
   else: so that the thread which chose the instruction set has touched the
   choice once, by that write, when the others read it, even where the
   threads run one after another on one core (ThreadSanitizer keeps a
   thread's latest access to a word, and a later read by the writer itself
   would hide the unsynchronized write from it). Two barriers, not one
   used twice: a thread that wakes late from the first would otherwise
   acquire, from the same object, what the writer released on reaching the
   second, and the sanitizer would see the write ordered before its read. */
static pthread_barrier_t gate, gate2;

static void *thread_main(void *arg) {
    job *j = (job *)arg;
    hash s = {0xcbf29ce484222325u};
    pthread_barrier_wait(&gate);
    first_call(&s, j->first);
    pthread_barrier_wait(&gate2);
    rest_of_work(&s, j->first);
    j->answer = s.h;
    return NULL;
}

/* The same work on the same thread in either order gives the same hash
   only if it is the same set of answers in each part; so the reference is
   formed once per order. */
int main(void) {
    make_scenes();
    void *m2 = malloc(cbx_index2_bytes(NBOX)), *m3 = malloc(cbx_index3_bytes(NBOX));
    void *m2f = malloc(cbx_index2f_bytes(NBOX));
    ix2 = cbx_index2_build(m2, cbx_index2_bytes(NBOX), box2, NBOX);
    ix3 = cbx_index3_build(m3, cbx_index3_bytes(NBOX), box3, NBOX);
    ix2f = cbx_index2f_build(m2f, cbx_index2f_bytes(NBOX), box2f, NBOX);
    CHECK(ix2 && ix3 && ix2f);
    if (!ix2 || !ix3 || !ix2f) CBX_TEST_END();

    job jobs[THREADS];
    pthread_t tid[THREADS];
    CHECK(pthread_barrier_init(&gate, NULL, THREADS) == 0);
    CHECK(pthread_barrier_init(&gate2, NULL, THREADS) == 0);
    for (int t = 0; t < THREADS; ++t) {
        jobs[t].first = t % 2;
        jobs[t].answer = 0;
        CHECK(pthread_create(&tid[t], NULL, thread_main, &jobs[t]) == 0);
    }
    for (int t = 0; t < THREADS; ++t) CHECK(pthread_join(tid[t], NULL) == 0);
    pthread_barrier_destroy(&gate);
    pthread_barrier_destroy(&gate2);

    const uint64_t alone[2] = {work(0), work(1)};
    for (int t = 0; t < THREADS; ++t)
        CHECK_MSG(jobs[t].answer == alone[jobs[t].first], "thread %d: answers differ from one thread's alone", t);
    /* the two orders hash the same answers in another order: they differ,
       which shows the hash sees the answers at all */
    CHECK(alone[0] != alone[1]);
    printf("%d threads, instruction set %s\n", THREADS, cbx_simd_name());
    free(m2);
    free(m3);
    free(m2f);
    CBX_TEST_END();
}
