/* SPDX-License-Identifier: MIT */
/* `circbox bench [--json]`: how fast the library answers on this machine.

   Each row times one query over the same 4096 random pairs (about half of
   them overlapping, so branches are not predictable), in repeated runs of at
   least 20 ms of the thread's CPU time each (bench_cpu_now: other processes
   on a shared machine do not count); the median run gives ns per call. Rows: exact overlap vs
   the naive clamp-and-compare test (no exactness), relate, contact, oriented
   boxes, the published variants when the library has them, sweeps, and the
   batch selection per box. A few seconds in all. */
/* bench_util.h first: it asks for POSIX (clock_gettime) before any libc header. */
#include "bench_util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#if CBX_CLI_HAVE_VARIANTS
#include "circbox/variants.h"
#endif

enum { CLI_BENCH_N = 4096 };


typedef struct cli_bench_data {
    cbx_circle c[CLI_BENCH_N];
    cbx_circlef cf[CLI_BENCH_N];
    cbx_aabb2 b[CLI_BENCH_N];
    cbx_aabb2f bf[CLI_BENCH_N];
    cbx_obb2 o[CLI_BENCH_N];
    cbx_obb2f of[CLI_BENCH_N];
    cbx_vec2 v[CLI_BENCH_N], bv[CLI_BENCH_N];
    cbx_vec2f vf[CLI_BENCH_N], bvf[CLI_BENCH_N];
    double min_x[CLI_BENCH_N], min_y[CLI_BENCH_N], max_x[CLI_BENCH_N], max_y[CLI_BENCH_N];
    float min_xf[CLI_BENCH_N], min_yf[CLI_BENCH_N], max_xf[CLI_BENCH_N], max_yf[CLI_BENCH_N];
    cbx_sphere s[CLI_BENCH_N];
    cbx_spheref sf[CLI_BENCH_N];
    cbx_aabb3 b3[CLI_BENCH_N];
    cbx_aabb3f b3f[CLI_BENCH_N];
    cbx_vec3 v3[CLI_BENCH_N];
    cbx_vec3f v3f[CLI_BENCH_N];
    uint32_t out[CLI_BENCH_N];
} cli_bench_data;

static void cli_bench_fill(cli_bench_data *d) {
    bench_rng rng = {UINT64_C(0x9E3779B97F4A7C15)};
    for (size_t i = 0; i < CLI_BENCH_N; ++i) {
        const cbx_circle c = {{bench_uniform(&rng, -2, 2), bench_uniform(&rng, -2, 2)}, bench_uniform(&rng, 0.05, 1)};
        const double x = bench_uniform(&rng, -1, 1), y = bench_uniform(&rng, -1, 1);
        const cbx_aabb2 b = {{x, y}, {x + bench_uniform(&rng, 0.1, 1.5), y + bench_uniform(&rng, 0.1, 1.5)}};
        const double a = bench_uniform(&rng, 0, 6.283185307179586);
        const cbx_obb2 o = {{x, y}, {bench_uniform(&rng, 0.05, 0.75), bench_uniform(&rng, 0.05, 0.75)}, {cos(a), sin(a)}};
        d->c[i] = c;
        d->b[i] = b;
        d->o[i] = o;
        d->v[i] = (cbx_vec2){bench_uniform(&rng, -3, 3), bench_uniform(&rng, -3, 3)};
        d->bv[i] = (cbx_vec2){bench_uniform(&rng, -1, 1), bench_uniform(&rng, -1, 1)};
        d->cf[i] = (cbx_circlef){{(float)c.center.x, (float)c.center.y}, (float)c.radius};
        d->bf[i] = (cbx_aabb2f){{(float)b.min.x, (float)b.min.y}, {(float)b.max.x, (float)b.max.y}};
        d->of[i] = (cbx_obb2f){{(float)x, (float)y}, {(float)o.half.x, (float)o.half.y}, {(float)o.rot.c, (float)o.rot.s}};
        d->vf[i] = (cbx_vec2f){(float)d->v[i].x, (float)d->v[i].y};
        d->bvf[i] = (cbx_vec2f){(float)d->bv[i].x, (float)d->bv[i].y};
        d->min_x[i] = b.min.x, d->min_y[i] = b.min.y, d->max_x[i] = b.max.x, d->max_y[i] = b.max.y;
        d->min_xf[i] = d->bf[i].min.x, d->min_yf[i] = d->bf[i].min.y;
        d->max_xf[i] = d->bf[i].max.x, d->max_yf[i] = d->bf[i].max.y;
        /* 3D: the 2D scene lifted, z like x. */
        const double z = bench_uniform(&rng, -1, 1);
        d->s[i] = (cbx_sphere){{c.center.x, c.center.y, bench_uniform(&rng, -2, 2)}, c.radius};
        d->b3[i] = (cbx_aabb3){{x, y, z}, {b.max.x, b.max.y, z + bench_uniform(&rng, 0.1, 1.5)}};
        d->v3[i] = (cbx_vec3){d->v[i].x, d->v[i].y, bench_uniform(&rng, -3, 3)};
        d->sf[i] = (cbx_spheref){{(float)d->s[i].center.x, (float)d->s[i].center.y, (float)d->s[i].center.z},
                                 (float)c.radius};
        d->b3f[i] = (cbx_aabb3f){{(float)x, (float)y, (float)z},
                                 {(float)b.max.x, (float)b.max.y, (float)d->b3[i].max.z}};
        d->v3f[i] = (cbx_vec3f){(float)d->v3[i].x, (float)d->v3[i].y, (float)d->v3[i].z};
    }
}

/* The textbook test: clamp the center into the box, compare squared
   distances. Fast, and wrong near tangency and at extreme magnitudes. Kept
   out of line, as a library call is, so that the loop is not vectorized
   around it and the rows compare like with like. */
#if defined(__GNUC__)
#define CLI_NOINLINE __attribute__((noinline))
#else
#define CLI_NOINLINE
#endif
/* Two selections per axis (not one nested conditional) compile to
   maxsd/minsd, without branches, as a careful hand-written clamp does. */
#define CLI_NAIVE(name, real, circle, box)                                          \
    static CLI_NOINLINE bool name(circle c, box b) {                                \
        real x = c.center.x < b.min.x ? b.min.x : c.center.x;                      \
        real y = c.center.y < b.min.y ? b.min.y : c.center.y;                      \
        x = x > b.max.x ? b.max.x : x;                                              \
        y = y > b.max.y ? b.max.y : y;                                              \
        const real dx = c.center.x - x, dy = c.center.y - y;                        \
        return dx * dx + dy * dy <= c.radius * c.radius;                            \
    }
CLI_NAIVE(cli_naive_overlap, double, cbx_circle, cbx_aabb2)
CLI_NAIVE(cli_naive_overlapf, float, cbx_circlef, cbx_aabb2f)

/* One timing loop per row: N calls per pass, the answers summed into a sink. */
typedef uint64_t (*cli_bench_fn)(const cli_bench_data *d, cli_bench_data *w);
#define CLI_BENCH_PAIRS(id, expr)                                              \
    static uint64_t id(const cli_bench_data *d, cli_bench_data *w) {           \
        (void)w;                                                               \
        uint64_t acc = 0;                                                      \
        for (size_t i = 0; i < CLI_BENCH_N; ++i) acc += (uint64_t)(expr);      \
        return acc;                                                            \
    }

CLI_BENCH_PAIRS(cli_b_overlap, cbx_overlap_circle_aabb2(d->c[i], d->b[i]))
CLI_BENCH_PAIRS(cli_b_overlapf, cbx_overlap_circle_aabb2f(d->cf[i], d->bf[i]))
CLI_BENCH_PAIRS(cli_b_naive, cli_naive_overlap(d->c[i], d->b[i]))
CLI_BENCH_PAIRS(cli_b_naivef, cli_naive_overlapf(d->cf[i], d->bf[i]))
CLI_BENCH_PAIRS(cli_b_relate, cbx_relate_circle_aabb2(d->c[i], d->b[i]))
CLI_BENCH_PAIRS(cli_b_relatef, cbx_relate_circle_aabb2f(d->cf[i], d->bf[i]))
CLI_BENCH_PAIRS(cli_b_contact, cbx_contact_circle_aabb2(d->c[i], d->b[i]).relation)
CLI_BENCH_PAIRS(cli_b_contactf, cbx_contact_circle_aabb2f(d->cf[i], d->bf[i]).relation)
CLI_BENCH_PAIRS(cli_b_overlap_obb, cbx_overlap_circle_obb2(d->c[i], d->o[i]))
CLI_BENCH_PAIRS(cli_b_overlap_obbf, cbx_overlap_circle_obb2f(d->cf[i], d->of[i]))
CLI_BENCH_PAIRS(cli_b_contact_obb, cbx_contact_circle_obb2(d->c[i], d->o[i]).relation)
CLI_BENCH_PAIRS(cli_b_contact_obbf, cbx_contact_circle_obb2f(d->cf[i], d->of[i]).relation)
#if CBX_CLI_HAVE_VARIANTS
CLI_BENCH_PAIRS(cli_b_shaffer, cbx_shaffer_circle_aabb2(d->c[i], d->b[i]))
CLI_BENCH_PAIRS(cli_b_arvo, cbx_arvo_circle_aabb2(d->c[i], d->b[i]))
CLI_BENCH_PAIRS(cli_b_qri, cbx_qri_circle_aabb2(d->c[i], d->b[i]))
CLI_BENCH_PAIRS(cli_b_qrf, cbx_qrf_circle_aabb2(d->c[i], d->b[i]))
CLI_BENCH_PAIRS(cli_b_maxsum, cbx_maxsum_circle_aabb2(d->c[i], d->b[i]))
CLI_BENCH_PAIRS(cli_b_absmax, cbx_absmax_circle_aabb2(d->c[i], d->b[i]))
CLI_BENCH_PAIRS(cli_b_clamp, cbx_clamp_circle_aabb2(d->c[i], d->b[i]))
CLI_BENCH_PAIRS(cli_b_zones, cbx_zones_circle_aabb2(d->c[i], d->b[i]))
#endif
#if CBX_CLI_HAVE_SWEEP2
CLI_BENCH_PAIRS(cli_b_sweep, cbx_sweep_circle_aabb2(d->c[i], d->v[i], d->b[i], d->bv[i]).type)
CLI_BENCH_PAIRS(cli_b_sweepf, cbx_sweep_circle_aabb2f(d->cf[i], d->vf[i], d->bf[i], d->bvf[i]).type)
CLI_BENCH_PAIRS(cli_b_sweep_obb, cbx_sweep_circle_obb2(d->c[i], d->v[i], d->o[i], d->bv[i]).type)
CLI_BENCH_PAIRS(cli_b_sweep_obbf, cbx_sweep_circle_obb2f(d->cf[i], d->vf[i], d->of[i], d->bvf[i]).type)
#endif
#if CBX_CLI_HAVE_STATIC3
CLI_BENCH_PAIRS(cli_b_overlap3, cbx_overlap_sphere_aabb3(d->s[i], d->b3[i]))
CLI_BENCH_PAIRS(cli_b_overlap3f, cbx_overlap_sphere_aabb3f(d->sf[i], d->b3f[i]))
CLI_BENCH_PAIRS(cli_b_contact3, cbx_contact_sphere_aabb3(d->s[i], d->b3[i]).relation)
CLI_BENCH_PAIRS(cli_b_contact3f, cbx_contact_sphere_aabb3f(d->sf[i], d->b3f[i]).relation)
#endif
#if CBX_CLI_HAVE_SWEEP3
static const cbx_vec3 cli_zero3 = {0, 0, 0};
static const cbx_vec3f cli_zero3f = {0, 0, 0};
CLI_BENCH_PAIRS(cli_b_sweep3, cbx_sweep_sphere_aabb3(d->s[i], d->v3[i], d->b3[i], cli_zero3).type)
CLI_BENCH_PAIRS(cli_b_sweep3f, cbx_sweep_sphere_aabb3f(d->sf[i], d->v3f[i], d->b3f[i], cli_zero3f).type)
#endif
#if CBX_CLI_HAVE_SELECT
/* The batch kernel: one circle against all N boxes per call; 64 circles per
   pass, so the per-box time is comparable with the rows above. */
static uint64_t cli_b_select(const cli_bench_data *d, cli_bench_data *w) {
    uint64_t acc = 0;
    for (size_t k = 0; k < CLI_BENCH_N; k += CLI_BENCH_N / 64)
        acc += cbx_select_circle_aabb2(d->c[k], d->min_x, d->min_y, d->max_x, d->max_y, CLI_BENCH_N, w->out);
    return acc;
}
static uint64_t cli_b_selectf(const cli_bench_data *d, cli_bench_data *w) {
    uint64_t acc = 0;
    for (size_t k = 0; k < CLI_BENCH_N; k += CLI_BENCH_N / 64)
        acc += cbx_select_circle_aabb2f(d->cf[k], d->min_xf, d->min_yf, d->max_xf, d->max_yf, CLI_BENCH_N, w->out);
    return acc;
}
#endif

typedef struct cli_bench_row {
    const char *query, *precision;
    cli_bench_fn fn;
    double calls_per_pass;
} cli_bench_row;

#define CLI_ROW(q, fn) {q, "double", fn, CLI_BENCH_N}, {q, "float", fn##f, CLI_BENCH_N}
static const cli_bench_row cli_bench_rows[] = {
    CLI_ROW("overlap_circle_aabb2 (exact)", cli_b_overlap),
    CLI_ROW("naive clamp-and-compare", cli_b_naive),
    CLI_ROW("relate_circle_aabb2", cli_b_relate),
    CLI_ROW("contact_circle_aabb2", cli_b_contact),
    CLI_ROW("overlap_circle_obb2", cli_b_overlap_obb),
    CLI_ROW("contact_circle_obb2", cli_b_contact_obb),
#if CBX_CLI_HAVE_VARIANTS
    {"variant shaffer_circle_aabb2", "double", cli_b_shaffer, CLI_BENCH_N},
    {"variant arvo_circle_aabb2", "double", cli_b_arvo, CLI_BENCH_N},
    {"variant qri_circle_aabb2", "double", cli_b_qri, CLI_BENCH_N},
    {"variant qrf_circle_aabb2", "double", cli_b_qrf, CLI_BENCH_N},
    {"variant maxsum_circle_aabb2", "double", cli_b_maxsum, CLI_BENCH_N},
    {"variant absmax_circle_aabb2", "double", cli_b_absmax, CLI_BENCH_N},
    {"variant clamp_circle_aabb2", "double", cli_b_clamp, CLI_BENCH_N},
    {"variant zones_circle_aabb2", "double", cli_b_zones, CLI_BENCH_N},
#endif
#if CBX_CLI_HAVE_SWEEP2
    CLI_ROW("sweep_circle_aabb2", cli_b_sweep),
    CLI_ROW("sweep_circle_obb2", cli_b_sweep_obb),
#endif
#if CBX_CLI_HAVE_STATIC3
    CLI_ROW("overlap_sphere_aabb3 (exact)", cli_b_overlap3),
    CLI_ROW("contact_sphere_aabb3", cli_b_contact3),
#endif
#if CBX_CLI_HAVE_SWEEP3
    CLI_ROW("sweep_sphere_aabb3", cli_b_sweep3),
#endif
#if CBX_CLI_HAVE_SELECT
    {"select_circle_aabb2 (per box)", "double", cli_b_select, 64.0 * CLI_BENCH_N},
    {"select_circle_aabb2 (per box)", "float", cli_b_selectf, 64.0 * CLI_BENCH_N},
#endif
};

/* Median ns per call over `runs` runs of at least 20 ms. */
static double cli_bench_time(const cli_bench_row *row, const cli_bench_data *d, cli_bench_data *w, int runs) {
    size_t passes = 1;
    for (;;) {
        const double t0 = bench_cpu_now();
        for (size_t p = 0; p < passes; ++p) bench_sink += row->fn(d, w);
        if (bench_cpu_now() - t0 >= 0.02 || passes > ((size_t)1 << 30)) break;
        passes *= 2;
    }
    double ns[15];
    for (int r = 0; r < runs; ++r) {
        const double t0 = bench_cpu_now();
        for (size_t p = 0; p < passes; ++p) bench_sink += row->fn(d, w);
        ns[r] = (bench_cpu_now() - t0) * 1e9 / ((double)passes * row->calls_per_pass);
    }
    return bench_median(ns, runs);
}

static void cli_cpu_name(char *buf, size_t size) {
    snprintf(buf, size, "unknown CPU");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f) return;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "model name", 10) == 0) {
            const char *colon = strchr(line, ':');
            if (colon) {
                snprintf(buf, size, "%s", colon + 2);
                buf[strcspn(buf, "\n")] = '\0';
            }
            break;
        }
    }
    fclose(f);
}

static const char cli_bench_help[] =
    "usage: circbox bench [--json]\n"
    "Times the library's queries on this machine (ns per call, median of 5 runs\n"
    "of at least 20 ms of CPU time over 4096 random pairs; BENCH_RUNS=1..15 sets the run count):\n"
    "exact overlap vs the naive clamp-and-compare test, relate, contact, oriented\n"
    "boxes, the published variants and sweeps and the batch selection when the\n"
    "library has them. --json prints one JSON object instead of a table.\n";

int cli_cmd_bench(int argc, char **argv) {
    bool json = false;
    for (int i = 0; i < argc; ++i) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(cli_bench_help, stdout);
            return 0;
        }
        if (strcmp(argv[i], "--json") == 0)
            json = true;
        else
            return cli_report("bench", cli_fail(CLI_ERR_UNKNOWN_OPTION, "'%s'", argv[i]));
    }
    static cli_bench_data data, work;
    cli_bench_fill(&data);
    char cpu[256];
    cli_cpu_name(cpu, sizeof cpu);
#if CBX_CLI_HAVE_SELECT
    const char *simd = cbx_simd_name();
#else
    const char *simd = "not in this build";
#endif
    /* BENCH_RUNS: 1 to 15 runs, and anything else an error (it was capped
       at 15 while --json reported the number asked for, and "abc" ran 5) */
    int runs = 5;
    const char *env = getenv("BENCH_RUNS");
    if (env) {
        char *end;
        const long v = strtol(env, &end, 10);
        if (end == env || *end != '\0' || v < 1 || v > 15)
            return cli_report("bench", cli_fail(CLI_ERR_NOT_A_NUMBER, "BENCH_RUNS='%.20s' (want 1 to 15)", env));
        runs = (int)v;
    }
    const size_t n = sizeof cli_bench_rows / sizeof cli_bench_rows[0];
    if (json) {
        printf("{\"version\": \"%s\", \"cpu\": ", CBX_VERSION_STRING);
        cli_json_string(stdout, cpu);
        printf(", \"simd\": ");
        cli_json_string(stdout, simd);
        printf(", \"pairs\": %d, \"runs\": %d, \"results\": [", CLI_BENCH_N, runs);
    } else {
        printf("circbox %s bench on %s (batch kernels: %s)\n", CBX_VERSION_STRING, cpu, simd);
        printf("%-32s %-9s %9s %10s\n", "query", "precision", "ns/call", "Mcalls/s");
    }
    for (size_t i = 0; i < n; ++i) {
        const double ns = cli_bench_time(&cli_bench_rows[i], &data, &work, runs);
        if (json) {
            printf("%s{\"query\": \"%s\", \"precision\": \"%s\", \"ns_per_call\": %.4g, \"mcalls_per_s\": %.4g}",
                   i ? ", " : "", cli_bench_rows[i].query, cli_bench_rows[i].precision, ns, 1e3 / ns);
        } else {
            printf("%-32s %-9s %9.2f %10.1f\n", cli_bench_rows[i].query, cli_bench_rows[i].precision, ns, 1e3 / ns);
            fflush(stdout);
        }
    }
    if (json) printf("]}\n");
    return 0;
}
