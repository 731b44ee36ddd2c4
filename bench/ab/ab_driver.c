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

   A second table times the casts and their sweeps on bench_motion's scenes
   (bench_motion_scenes.h: paths aimed at a box, and balls rolling on a
   floor), the rows of the casts' target (at most 1.3x their sweep).

   Environment: AB_ROUNDS (default 15), AB_ONLY (a substring of the query
   names to keep, e.g. "cast" or "sweep3"). */
#include "bench_util.h" /* first: it sets _POSIX_C_SOURCE */

#include <string.h>

#include "circbox.h"
#include "bench_workloads.h"
#include "bench_motion_scenes.h"

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
cbx_sweep3f b_cbx_sweep_sphere_aabb3f(cbx_spheref s, cbx_vec3f s_vel, cbx_aabb3f b, cbx_vec3f b_vel);
cbx_cast2 b_cbx_cast_circle_aabb2(cbx_circle c, cbx_vec2 displacement, cbx_aabb2 b);
cbx_cast3 b_cbx_cast_sphere_aabb3(cbx_sphere s, cbx_vec3 displacement, cbx_aabb3 b);
cbx_cast2f b_cbx_cast_circle_aabb2f(cbx_circlef c, cbx_vec2f displacement, cbx_aabb2f b);
cbx_cast3f b_cbx_cast_sphere_aabb3f(cbx_spheref s, cbx_vec3f displacement, cbx_aabb3f b);

static cbx_vec3 v3[ND][N];
static cbx_vec3f v3f[ND][N];
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
static const cbx_vec3f still3f = {0, 0, 0};

#define X_overlap(P) P(cbx_overlap_circle_aabb2)(c2[d][i], b2[d][i])
#define X_relate(P) P(cbx_relate_circle_aabb2)(c2[d][i], b2[d][i])
#define X_contact(P) (P(cbx_contact_circle_aabb2)(c2[d][i], b2[d][i]).distance > 0)
#define X_overlapf(P) P(cbx_overlap_circle_aabb2f)(c2f[d][i], b2f[d][i])
#define X_overlap3(P) P(cbx_overlap_sphere_aabb3)(s3[d][i], b3[d][i])
#define X_contact3(P) (P(cbx_contact_sphere_aabb3)(s3[d][i], b3[d][i]).distance > 0)
#define X_sweep2(P) P(cbx_sweep_circle_aabb2)(c2[d][i], v2[d][i], b2[d][i], still2).type
#define X_sweep2f(P) P(cbx_sweep_circle_aabb2f)(c2f[d][i], v2f[d][i], b2f[d][i], still2f).type
#define X_sweep3(P) P(cbx_sweep_sphere_aabb3)(s3[d][i], v3[d][i], b3[d][i], still3).type
#define X_sweep3f(P) P(cbx_sweep_sphere_aabb3f)(s3f[d][i], v3f[d][i], b3f[d][i], still3f).type
#define X_cast2(P) (P(cbx_cast_circle_aabb2)(c2[d][i], v2[d][i], b2[d][i]).fraction > 0.5)
#define X_cast3(P) (P(cbx_cast_sphere_aabb3)(s3[d][i], v3[d][i], b3[d][i]).fraction > 0.5)
#define X_cast2f(P) (P(cbx_cast_circle_aabb2f)(c2f[d][i], v2f[d][i], b2f[d][i]).fraction > 0.5F)
#define X_cast3f(P) (P(cbx_cast_sphere_aabb3f)(s3f[d][i], v3f[d][i], b3f[d][i]).fraction > 0.5F)

AB_LOOP(overlap, X_overlap)
AB_LOOP(relate, X_relate)
AB_LOOP(contact, X_contact)
AB_LOOP(overlapf, X_overlapf)
AB_LOOP(overlap3, X_overlap3)
AB_LOOP(contact3, X_contact3)
AB_LOOP(sweep2, X_sweep2)
AB_LOOP(sweep2f, X_sweep2f)
AB_LOOP(sweep3, X_sweep3)
AB_LOOP(sweep3f, X_sweep3f)
AB_LOOP(cast2, X_cast2)
AB_LOOP(cast3, X_cast3)
AB_LOOP(cast2f, X_cast2f)
AB_LOOP(cast3f, X_cast3f)

/* bench_motion's scenes: set 0 its random paths aimed at a box, set 1 its
   rolling balls (as many as each workload: AB_LOOP's count). */
_Static_assert(MOTION_N == N, "one loop count for both tables");
#define M_SET2(k) (k == 0 ? random2 : rolling2)
#define M_SET3(k) (k == 0 ? random3 : rolling3)
#define X_mcast2(P) (P(cbx_cast_circle_aabb2)(M_SET2(d)[i].c, M_SET2(d)[i].d, M_SET2(d)[i].b).fraction > 0.5)
#define X_msweep2(P) P(cbx_sweep_circle_aabb2)(M_SET2(d)[i].c, M_SET2(d)[i].d, M_SET2(d)[i].b, still2).type
#define X_mcast3(P) (P(cbx_cast_sphere_aabb3)(M_SET3(d)[i].s, M_SET3(d)[i].d, M_SET3(d)[i].b).fraction > 0.5)
#define X_msweep3(P) P(cbx_sweep_sphere_aabb3)(M_SET3(d)[i].s, M_SET3(d)[i].d, M_SET3(d)[i].b, still3).type

AB_LOOP(mcast2, X_mcast2)
AB_LOOP(msweep2, X_msweep2)
AB_LOOP(mcast3, X_mcast3)
AB_LOOP(msweep3, X_msweep3)

typedef double (*ab_fn)(int d, int base);
typedef struct ab_query {
    const char *name;
    ab_fn f;
} ab_query;
static const ab_query queries[] = {
    {"overlap", overlap_run},   {"relate", relate_run}, {"contact", contact_run}, {"overlapf", overlapf_run},
    {"overlap3", overlap3_run}, {"contact3", contact3_run}, {"sweep2", sweep2_run}, {"sweep2f", sweep2f_run},
    {"sweep3", sweep3_run},     {"sweep3f", sweep3f_run}, {"cast2", cast2_run},   {"cast3", cast3_run},
    {"cast2f", cast2f_run},     {"cast3f", cast3f_run},
};
#define NQ (int)(sizeof queries / sizeof queries[0])

/* The second table's queries, on bench_motion's two scene sets. */
static const ab_query mqueries[] = {
    {"cast2", mcast2_run}, {"sweep2", msweep2_run}, {"cast3", mcast3_run}, {"sweep3", msweep3_run}};
#define NM (int)(sizeof mqueries / sizeof mqueries[0])
#define NMS 2
static const char *mname[NMS] = {"aimed (bench_motion random)", "rolling (bench_motion)"};

/* One round over a table of nq queries and nd workloads: both builds in
   turns (which goes first alternates from round to round), the smallest
   time of each kept in best[(q * nd + d) * 2 + base]. */
static void ab_round(const ab_query *qs, int nq, int nd, int r, const char *only, double *best) {
    for (int q = 0; q < nq; ++q) {
        if (only && !strstr(qs[q].name, only)) continue;
        for (int d = 0; d < nd; ++d)
            for (int k = 0; k < 2; ++k) {
                const int base = (k + r) & 1;
                const double t = qs[q].f(d, base);
                double *b = &best[(q * nd + d) * 2 + base];
                if (t < *b) *b = t;
            }
    }
}

static void ab_print(const ab_query *qs, int nq, const char *const *names, int nd, const char *only,
                     const double *best) {
    printf("| query |");
    for (int d = 0; d < nd; ++d) printf(" %s |", names[d]);
    printf("\n|---|");
    for (int d = 0; d < nd; ++d) printf("---|");
    printf("\n");
    for (int q = 0; q < nq; ++q) {
        if (only && !strstr(qs[q].name, only)) continue;
        printf("| %s |", qs[q].name);
        for (int d = 0; d < nd; ++d) {
            const double *b = &best[(q * nd + d) * 2];
            printf(" %.1f -> %.1f (%.3f) |", 1e9 * b[1], 1e9 * b[0], b[0] / b[1]);
        }
        printf("\n");
    }
}

int main(void) {
    const int rounds = getenv("AB_ROUNDS") ? atoi(getenv("AB_ROUNDS")) : 15;
    const char *only = getenv("AB_ONLY");
    make_data();
    make_motion_scenes();
    for (int d = 0; d < ND; ++d)
        for (unsigned i = 0; i < N; ++i) {
            v3[d][i] = (cbx_vec3){v2[d][i].x, v2[d][i].y, v2[d][i].x - v2[d][i].y};
            v3f[d][i] = (cbx_vec3f){v2f[d][i].x, v2f[d][i].y, v2f[d][i].x - v2f[d][i].y};
        }
    static double best[NQ * ND * 2], mbest[NM * NMS * 2];
    for (int i = 0; i < NQ * ND * 2; ++i) best[i] = 1e300;
    for (int i = 0; i < NM * NMS * 2; ++i) mbest[i] = 1e300;
    for (int r = 0; r < rounds; ++r) {
        ab_round(queries, NQ, ND, r, only, best);
        ab_round(mqueries, NM, NMS, r, only, mbest);
    }
    printf("ns per call, smallest of %d rounds taking turns in one process: base -> new (new / base)\n", rounds);
    ab_print(queries, NQ, dname, ND, only, best);
    printf("\nbench_motion's scenes (the casts' target: at most 1.3x their sweep)\n");
    ab_print(mqueries, NM, mname, NMS, only, mbest);
    return 0;
}
