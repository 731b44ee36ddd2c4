/* SPDX-License-Identifier: MIT */
/* Two builds of the library side by side in one process (bench/ab/run.sh
   links them: the base build's symbols renamed b_cbx_*), each query timed
   for both in turns, round after round; per query and workload the
   smallest time of each build over the rounds, and their ratio new / base.

   Why: this machine's speed changes in phases (runs of the same binary
   read up to 1.5x apart), so two builds timed in separate runs, even taking
   turns, disagree by more than the changes worth measuring. Taking turns
   every few milliseconds inside one process puts both builds in the same
   phase; the smallest of many rounds drops the slow ones.

   The workloads are bench_workloads.h's (random, resting on faces and
   corners, grid, float near tangency, rolling, falling; 4,096 each, in
   cache). The sweeps and casts take that workload's velocity; in 3D its
   third component is vx - vy (the 3D arrays of rolling and falling repeat
   the grid's, so those rows say little there).

   Environment: AB_ROUNDS (default 15), AB_ONLY (a substring of the query
   names to keep, e.g. "cast" or "sweep3"). */
#include "bench_util.h" /* first: it sets _POSIX_C_SOURCE */

#include <string.h>

#include "circbox.h"
#include "bench_workloads.h"

/* The base build's entry points used below, renamed by run.sh. */
bool b_cbx_overlap_circle_aabb2(cbx_circle c, cbx_aabb2 b);
cbx_relation b_cbx_relate_circle_aabb2(cbx_circle c, cbx_aabb2 b);
cbx_contact2 b_cbx_contact_circle_aabb2(cbx_circle c, cbx_aabb2 b);
bool b_cbx_overlap_circle_aabb2f(cbx_circlef c, cbx_aabb2f b);
bool b_cbx_overlap_sphere_aabb3(cbx_sphere s, cbx_aabb3 b);
cbx_contact3 b_cbx_contact_sphere_aabb3(cbx_sphere s, cbx_aabb3 b);
cbx_sweep2 b_cbx_sweep_circle_aabb2(cbx_circle c, cbx_vec2 c_vel, cbx_aabb2 b, cbx_vec2 b_vel);
cbx_sweep2f b_cbx_sweep_circle_aabb2f(cbx_circlef c, cbx_vec2f c_vel, cbx_aabb2f b, cbx_vec2f b_vel);
cbx_sweep3 b_cbx_sweep_sphere_aabb3(cbx_sphere s, cbx_vec3 s_vel, cbx_aabb3 b, cbx_vec3 b_vel);
cbx_cast2 b_cbx_cast_circle_aabb2(cbx_circle c, cbx_vec2 displacement, cbx_aabb2 b);
cbx_cast3 b_cbx_cast_sphere_aabb3(cbx_sphere s, cbx_vec3 displacement, cbx_aabb3 b);

static cbx_vec3 v3[ND][N];
static unsigned reps = 20;

#define NEW_(f) f
#define OLD_(f) b_##f
#define BARRIER() __asm__ __volatile__("" ::: "memory")

/* One query's loop for each build: seconds per call over workload d. */
#define AB_LOOP(id, EXPR)                                                        \
    static double id##_run(int d, int base) {                                    \
        uint64_t acc = 0;                                                        \
        const double t0 = bench_cpu_now();                                       \
        if (base) {                                                              \
            for (unsigned k = 0; k < reps; ++k) {                                \
                for (unsigned i = 0; i < N; ++i) acc += (uint64_t)(EXPR(OLD_));  \
                BARRIER();                                                       \
            }                                                                    \
        } else {                                                                 \
            for (unsigned k = 0; k < reps; ++k) {                                \
                for (unsigned i = 0; i < N; ++i) acc += (uint64_t)(EXPR(NEW_));  \
                BARRIER();                                                       \
            }                                                                    \
        }                                                                        \
        bench_sink += acc;                                                       \
        return (bench_cpu_now() - t0) / ((double)N * reps);                      \
    }

static const cbx_vec2 still2 = {0, 0};
static const cbx_vec2f still2f = {0, 0};
static const cbx_vec3 still3 = {0, 0, 0};

#define X_overlap(P) P(cbx_overlap_circle_aabb2)(c2[d][i], b2[d][i])
#define X_relate(P) P(cbx_relate_circle_aabb2)(c2[d][i], b2[d][i])
#define X_contact(P) (P(cbx_contact_circle_aabb2)(c2[d][i], b2[d][i]).distance > 0)
#define X_overlapf(P) P(cbx_overlap_circle_aabb2f)(c2f[d][i], b2f[d][i])
#define X_overlap3(P) P(cbx_overlap_sphere_aabb3)(s3[d][i], b3[d][i])
#define X_contact3(P) (P(cbx_contact_sphere_aabb3)(s3[d][i], b3[d][i]).distance > 0)
#define X_sweep2(P) P(cbx_sweep_circle_aabb2)(c2[d][i], v2[d][i], b2[d][i], still2).type
#define X_sweep2f(P) P(cbx_sweep_circle_aabb2f)(c2f[d][i], v2f[d][i], b2f[d][i], still2f).type
#define X_sweep3(P) P(cbx_sweep_sphere_aabb3)(s3[d][i], v3[d][i], b3[d][i], still3).type
#define X_cast2(P) (P(cbx_cast_circle_aabb2)(c2[d][i], v2[d][i], b2[d][i]).fraction > 0.5)
#define X_cast3(P) (P(cbx_cast_sphere_aabb3)(s3[d][i], v3[d][i], b3[d][i]).fraction > 0.5)

AB_LOOP(overlap, X_overlap)
AB_LOOP(relate, X_relate)
AB_LOOP(contact, X_contact)
AB_LOOP(overlapf, X_overlapf)
AB_LOOP(overlap3, X_overlap3)
AB_LOOP(contact3, X_contact3)
AB_LOOP(sweep2, X_sweep2)
AB_LOOP(sweep2f, X_sweep2f)
AB_LOOP(sweep3, X_sweep3)
AB_LOOP(cast2, X_cast2)
AB_LOOP(cast3, X_cast3)

typedef double (*ab_fn)(int d, int base);
static const struct {
    const char *name;
    ab_fn f;
} queries[] = {
    {"overlap", overlap_run},   {"relate", relate_run}, {"contact", contact_run}, {"overlapf", overlapf_run},
    {"overlap3", overlap3_run}, {"contact3", contact3_run}, {"sweep2", sweep2_run}, {"sweep2f", sweep2f_run},
    {"sweep3", sweep3_run},     {"cast2", cast2_run},   {"cast3", cast3_run},
};
#define NQ (int)(sizeof queries / sizeof queries[0])

int main(void) {
    const int rounds = getenv("AB_ROUNDS") ? atoi(getenv("AB_ROUNDS")) : 15;
    const char *only = getenv("AB_ONLY");
    make_data();
    for (int d = 0; d < ND; ++d)
        for (unsigned i = 0; i < N; ++i) v3[d][i] = (cbx_vec3){v2[d][i].x, v2[d][i].y, v2[d][i].x - v2[d][i].y};
    static double best[NQ][ND][2];
    for (int q = 0; q < NQ; ++q)
        for (int d = 0; d < ND; ++d) best[q][d][0] = best[q][d][1] = 1e300;
    for (int r = 0; r < rounds; ++r) {
        for (int q = 0; q < NQ; ++q) {
            if (only && !strstr(queries[q].name, only)) continue;
            for (int d = 0; d < ND; ++d) {
                /* which build goes first alternates from round to round */
                for (int k = 0; k < 2; ++k) {
                    const int base = (k + r) & 1;
                    const double t = queries[q].f(d, base);
                    if (t < best[q][d][base]) best[q][d][base] = t;
                }
            }
        }
    }
    printf("ns per call, smallest of %d rounds taking turns in one process: base -> new (new / base)\n| query |",
           rounds);
    for (int d = 0; d < ND; ++d) printf(" %s |", dname[d]);
    printf("\n|---|");
    for (int d = 0; d < ND; ++d) printf("---|");
    printf("\n");
    for (int q = 0; q < NQ; ++q) {
        if (only && !strstr(queries[q].name, only)) continue;
        printf("| %s |", queries[q].name);
        for (int d = 0; d < ND; ++d)
            printf(" %.1f -> %.1f (%.3f) |", 1e9 * best[q][d][1], 1e9 * best[q][d][0], best[q][d][0] / best[q][d][1]);
        printf("\n");
    }
    return 0;
}
