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

   A third times the batch queries (cbx_select_*, ns per box) at every
   instruction-set level this machine runs, on bench_select's scene (4,096
   boxes scattered over [0, 1000]^dim, sides up to 2) with a ball selecting
   about 2 %, 5 %, 20 % and all of them.

   Environment: AB_ROUNDS (default 15), AB_ONLY (a substring of the query
   names to keep, e.g. "cast" or "sweep3"), AB_SHUFFLE=1 (the first
   table's workloads shuffled before each pass, untimed, so that the
   branch predictor cannot learn their outcomes: bench_workloads.h,
   shuffle_data). */
#include "bench_util.h" /* first: it sets _POSIX_C_SOURCE */

#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "circbox.h"
#include "bench_workloads.h"
#include "bench_motion_scenes.h"

/* The base build's entry points used below, renamed by run.sh. */
bool b_cbx_overlap_circle_aabb2(cbx_circle c, cbx_aabb2 b);
cbx_relation b_cbx_relate_circle_aabb2(cbx_circle c, cbx_aabb2 b);
cbx_contact2 b_cbx_contact_circle_aabb2(cbx_circle c, cbx_aabb2 b);
bool b_cbx_overlap_circle_aabb2f(cbx_circlef c, cbx_aabb2f b);
cbx_relation b_cbx_relate_circle_aabb2f(cbx_circlef c, cbx_aabb2f b);
cbx_contact2f b_cbx_contact_circle_aabb2f(cbx_circlef c, cbx_aabb2f b);
bool b_cbx_overlap_sphere_aabb3(cbx_sphere s, cbx_aabb3 b);
bool b_cbx_overlap_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b);
cbx_relation b_cbx_relate_sphere_aabb3(cbx_sphere s, cbx_aabb3 b);
cbx_relation b_cbx_relate_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b);
cbx_contact3 b_cbx_contact_sphere_aabb3(cbx_sphere s, cbx_aabb3 b);
cbx_contact3f b_cbx_contact_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b);
cbx_sweep2 b_cbx_sweep_circle_aabb2(cbx_circle c, cbx_vec2 c_vel, cbx_aabb2 b, cbx_vec2 b_vel);
cbx_sweep2f b_cbx_sweep_circle_aabb2f(cbx_circlef c, cbx_vec2f c_vel, cbx_aabb2f b, cbx_vec2f b_vel);
cbx_sweep3 b_cbx_sweep_sphere_aabb3(cbx_sphere s, cbx_vec3 s_vel, cbx_aabb3 b, cbx_vec3 b_vel);
cbx_sweep3f b_cbx_sweep_sphere_aabb3f(cbx_spheref s, cbx_vec3f s_vel, cbx_aabb3f b, cbx_vec3f b_vel);
cbx_cast2 b_cbx_cast_circle_aabb2(cbx_circle c, cbx_vec2 displacement, cbx_aabb2 b);
cbx_cast3 b_cbx_cast_sphere_aabb3(cbx_sphere s, cbx_vec3 displacement, cbx_aabb3 b);
cbx_cast2f b_cbx_cast_circle_aabb2f(cbx_circlef c, cbx_vec2f displacement, cbx_aabb2f b);
cbx_cast3f b_cbx_cast_sphere_aabb3f(cbx_spheref s, cbx_vec3f displacement, cbx_aabb3f b);
size_t b_cbx_select_circle_aabb2(cbx_circle c, const double *min_x, const double *min_y, const double *max_x,
                                 const double *max_y, size_t n, uint32_t *out);
size_t b_cbx_select_circle_aabb2f(cbx_circlef c, const float *min_x, const float *min_y, const float *max_x,
                                  const float *max_y, size_t n, uint32_t *out);
size_t b_cbx_select_sphere_aabb3(cbx_sphere s, const double *min_x, const double *min_y, const double *min_z,
                                 const double *max_x, const double *max_y, const double *max_z, size_t n,
                                 uint32_t *out);
size_t b_cbx_select_sphere_aabb3f(cbx_spheref s, const float *min_x, const float *min_y, const float *min_z,
                                  const float *max_x, const float *max_y, const float *max_z, size_t n,
                                  uint32_t *out);
/* The level hook of both builds (src/batch/select.h; not in circbox.h). */
const char *cbx_select_force(const char *name);
const char *b_cbx_select_force(const char *name);

static cbx_vec3 v3[ND][N];
static cbx_vec3f v3f[ND][N];
static unsigned reps = 20;

#define NEW_(f) f
#define OLD_(f) b_##f
#define BARRIER() __asm__ __volatile__("" ::: "memory")

static bool ab_shuffle;     /* AB_SHUFFLE */
static bool ab_shuffle_now; /* set while the first table runs */
static bench_rng ab_rng = {0x5DEECE66DULL};

/* Workload d in a new order: bench_workloads.h's arrays and this file's
   3D velocities, each pair kept together. */
static void ab_shuffle_data(int d) {
    static unsigned swap[N];
    bench_draw_swaps(swap, N, &ab_rng);
    shuffle_data_by(d, swap);
    for (unsigned i = N - 1; i > 0; --i) {
        bench_swap_bytes(&v3[d][i], &v3[d][swap[i]], sizeof v3[d][i]);
        bench_swap_bytes(&v3f[d][i], &v3f[d][swap[i]], sizeof v3f[d][i]);
    }
}

/* One query's loop for each build: seconds per call over workload d; with
   AB_SHUFFLE in the first table, each pass timed by itself on the wall
   clock after a shuffle (bench_tangent.c says why not the CPU clock). */
#define AB_PASSES(EXPR)                                                          \
    do {                                                                         \
        if (!ab_shuffle_now) {                                                   \
            for (unsigned k = 0; k < reps; ++k) {                                \
                for (unsigned i = 0; i < N; ++i) acc += (uint64_t)(EXPR);        \
                BARRIER();                                                       \
            }                                                                    \
            break;                                                               \
        }                                                                        \
        for (unsigned k = 0; k < reps; ++k) {                                    \
            ab_shuffle_data(d);                                                  \
            const double p0 = bench_now();                                       \
            for (unsigned i = 0; i < N; ++i) acc += (uint64_t)(EXPR);            \
            BARRIER();                                                           \
            spent += bench_now() - p0;                                           \
        }                                                                        \
    } while (0)
#define AB_LOOP(id, EXPR)                                                        \
    static double id##_run(int d, int base) {                                    \
        uint64_t acc = 0;                                                        \
        double spent = 0;                                                        \
        const double t0 = bench_cpu_now();                                       \
        if (base) AB_PASSES(EXPR(OLD_));                                         \
        else AB_PASSES(EXPR(NEW_));                                              \
        bench_sink += acc;                                                       \
        if (ab_shuffle_now) return spent / ((double)N * reps);                   \
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
#define X_relatef(P) P(cbx_relate_circle_aabb2f)(c2f[d][i], b2f[d][i])
#define X_contactf(P) (P(cbx_contact_circle_aabb2f)(c2f[d][i], b2f[d][i]).distance > 0)
#define X_overlap3(P) P(cbx_overlap_sphere_aabb3)(s3[d][i], b3[d][i])
#define X_overlap3f(P) P(cbx_overlap_sphere_aabb3f)(s3f[d][i], b3f[d][i])
#define X_relate3(P) P(cbx_relate_sphere_aabb3)(s3[d][i], b3[d][i])
#define X_relate3f(P) P(cbx_relate_sphere_aabb3f)(s3f[d][i], b3f[d][i])
#define X_contact3(P) (P(cbx_contact_sphere_aabb3)(s3[d][i], b3[d][i]).distance > 0)
#define X_contact3f(P) (P(cbx_contact_sphere_aabb3f)(s3f[d][i], b3f[d][i]).distance > 0)
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
AB_LOOP(relatef, X_relatef)
AB_LOOP(contactf, X_contactf)
AB_LOOP(overlap3, X_overlap3)
AB_LOOP(overlap3f, X_overlap3f)
AB_LOOP(relate3, X_relate3)
AB_LOOP(relate3f, X_relate3f)
AB_LOOP(contact3, X_contact3)
AB_LOOP(contact3f, X_contact3f)
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

/* The batch scene: SoA boxes in double and float, and per fraction f of
   boxes selected the radius of a ball at the scene's middle (pi r^2 =
   f 1000^2, 4/3 pi r^3 = f 1000^3; f = 4 covers the whole scene). */
#define SEL_N 4096
#define NSF 4
static const double sel_fraction[NSF] = {0.02, 0.05, 0.2, 4};
static double sel_lo[3][SEL_N], sel_hi[3][SEL_N];
static float sel_lof[3][SEL_N], sel_hif[3][SEL_N];
static uint32_t sel_out[SEL_N];

static void make_select_scene(void) {
    bench_rng rng = {2026};
    for (int a = 0; a < 3; ++a)
        for (int i = 0; i < SEL_N; ++i) {
            const double x = bench_uniform(&rng, 0, 1000), w = bench_uniform(&rng, 0, 2);
            sel_lo[a][i] = x;
            sel_hi[a][i] = x + w;
            sel_lof[a][i] = (float)x;
            sel_hif[a][i] = (float)(x + w);
        }
}

static double sel_radius(int dim, int d) {
    const double pi = 3.141592653589793, f = sel_fraction[d];
    return dim == 2 ? 1000 * sqrt(f / pi) : 1000 * cbrt(f * 3 / (4 * pi));
}

#define SEL_ARGS2(lo, hi) lo[0], lo[1], hi[0], hi[1], SEL_N, sel_out
#define SEL_ARGS3(lo, hi) lo[0], lo[1], lo[2], hi[0], hi[1], hi[2], SEL_N, sel_out
#define SEL_LOOP(id, CALL)                                                        \
    static double id##_run(int d, int base) {                                    \
        size_t acc = 0;                                                          \
        const double t0 = bench_now();                                           \
        for (unsigned k = 0; k < 50; ++k) {                                      \
            acc += base ? CALL(OLD_) : CALL(NEW_);                               \
            BARRIER();                                                           \
        }                                                                        \
        const double t = bench_now() - t0;                                       \
        bench_sink += acc;                                                       \
        return t / (50.0 * SEL_N);                                               \
    }
#define X_sel2(P) P(cbx_select_circle_aabb2)((cbx_circle){{500, 500}, sel_radius(2, d)}, SEL_ARGS2(sel_lo, sel_hi))
#define X_sel2f(P)                                                                                            \
    P(cbx_select_circle_aabb2f)((cbx_circlef){{500, 500}, (float)sel_radius(2, d)}, SEL_ARGS2(sel_lof, sel_hif))
#define X_sel3(P)                                                                                      \
    P(cbx_select_sphere_aabb3)((cbx_sphere){{500, 500, 500}, sel_radius(3, d)}, SEL_ARGS3(sel_lo, sel_hi))
#define X_sel3f(P)                                                                                     \
    P(cbx_select_sphere_aabb3f)((cbx_spheref){{500, 500, 500}, (float)sel_radius(3, d)},              \
                                SEL_ARGS3(sel_lof, sel_hif))
SEL_LOOP(sel2, X_sel2)
SEL_LOOP(sel2f, X_sel2f)
SEL_LOOP(sel3, X_sel3)
SEL_LOOP(sel3f, X_sel3f)

typedef double (*ab_fn)(int d, int base);
typedef struct ab_query {
    const char *name;
    ab_fn f;
} ab_query;
static const ab_query queries[] = {
    {"overlap", overlap_run},   {"relate", relate_run}, {"contact", contact_run}, {"overlapf", overlapf_run},
    {"relatef", relatef_run},   {"contactf", contactf_run},
    {"overlap3", overlap3_run}, {"overlap3f", overlap3f_run}, {"relate3", relate3_run},   {"relate3f", relate3f_run}, {"contact3", contact3_run}, {"contact3f", contact3f_run}, {"sweep2", sweep2_run}, {"sweep2f", sweep2f_run},
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

/* The batch queries, one row per level this machine runs (both builds
   forced to it), one column per fraction selected. */
static const char *const sel_levels[] = {"sse2", "avx2", "avx512"};
#define NSL 3
static const ab_query squeries[] = {
    {"select2", sel2_run}, {"select2f", sel2f_run}, {"select3", sel3_run}, {"select3f", sel3f_run}};
#define NSQ 4
static const char *sname[NSF] = {"2 % selected", "5 %", "20 %", "all"};

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
                     const double *best, int digits) {
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
            printf(" %.*f -> %.*f (%.3f) |", digits, 1e9 * b[1], digits, 1e9 * b[0], b[0] / b[1]);
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
    make_select_scene();
    static double best[NQ * ND * 2], mbest[NM * NMS * 2], sbest[NSL][NSQ * NSF * 2];
    for (int i = 0; i < NQ * ND * 2; ++i) best[i] = 1e300;
    for (int i = 0; i < NM * NMS * 2; ++i) mbest[i] = 1e300;
    bool level_ok[NSL];
    for (int l = 0; l < NSL; ++l) {
        for (int i = 0; i < NSQ * NSF * 2; ++i) sbest[l][i] = 1e300;
        level_ok[l] = strcmp(cbx_select_force(sel_levels[l]), sel_levels[l]) == 0 &&
                      strcmp(b_cbx_select_force(sel_levels[l]), sel_levels[l]) == 0;
    }
    ab_shuffle = getenv("AB_SHUFFLE") && atoi(getenv("AB_SHUFFLE")) != 0;
    for (int r = 0; r < rounds; ++r) {
        ab_shuffle_now = ab_shuffle;
        ab_round(queries, NQ, ND, r, only, best);
        ab_shuffle_now = false;
        ab_round(mqueries, NM, NMS, r, only, mbest);
        for (int l = 0; l < NSL; ++l) {
            if (!level_ok[l]) continue;
            cbx_select_force(sel_levels[l]);
            b_cbx_select_force(sel_levels[l]);
            ab_round(squeries, NSQ, NSF, r, only, sbest[l]);
        }
    }
    printf("ns per call, smallest of %d rounds taking turns in one process%s: base -> new (new / base)\n", rounds,
           ab_shuffle ? ", the workloads shuffled before each pass" : "");
    ab_print(queries, NQ, dname, ND, only, best, 1);
    printf("\nbench_motion's scenes (the casts' target: at most 1.3x their sweep)\n");
    ab_print(mqueries, NM, mname, NMS, only, mbest, 1);
    for (int l = 0; l < NSL; ++l) {
        if (!level_ok[l]) continue;
        printf("\nbatch select at %s, ns per box\n", sel_levels[l]);
        ab_print(squeries, NSQ, sname, NSF, only, sbest[l], 3);
    }
    return 0;
}
