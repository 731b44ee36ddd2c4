/* SPDX-License-Identifier: MIT */
/* One precision of bench_index.c's 3D part (included with BN3(x), REAL,
   BOX3, BALL3, IX3 and the function names defined): build, sphere queries
   at four selectivities against the cbx_select_sphere_aabb3 scan, and a join
   of a million spheres. */

static void BN3(run3)(int runs) {
    const size_t n = N_BOXES;
    bench_rng rng = {7};
    BOX3 *boxes = (BOX3 *)malloc(n * sizeof *boxes);
    REAL *lo[3], *hi[3];
    for (int a = 0; a < 3; ++a) {
        lo[a] = (REAL *)malloc(n * sizeof(REAL));
        hi[a] = (REAL *)malloc(n * sizeof(REAL));
    }
    for (size_t i = 0; i < n; ++i) {
        double c[3], w[3];
        for (int a = 0; a < 3; ++a) c[a] = bench_uniform(&rng, 0, 100);
        for (int a = 0; a < 3; ++a) w[a] = bench_uniform(&rng, 0, 1);
        boxes[i].min.x = lo[0][i] = (REAL)c[0];
        boxes[i].min.y = lo[1][i] = (REAL)c[1];
        boxes[i].min.z = lo[2][i] = (REAL)c[2];
        boxes[i].max.x = hi[0][i] = (REAL)(c[0] + w[0]);
        boxes[i].max.y = hi[1][i] = (REAL)(c[1] + w[1]);
        boxes[i].max.z = hi[2][i] = (REAL)(c[2] + w[2]);
    }
    const size_t bytes = BYTES3(n);
    void *mem = malloc(bytes);
    uint32_t *out = (uint32_t *)malloc(n * sizeof *out);
    printf("%s 3D: %zu boxes in [0,100]^3, sides up to 1; index %.1f MB\n", VNAME, n, (double)bytes / 1e6);

    double t[MAX_RUNS];
    IX3 *ix = NULL;
    for (int r = 0; r < runs; ++r) {
        const double t0 = bench_cpu_now();
        ix = BUILD3(mem, bytes, boxes, n);
        t[r] = bench_cpu_now() - t0;
    }
    printf("  build                         %9.2f ms\n", 1e3 * bench_median(t, runs));

    static const double frac[4] = {1e-5, 1e-4, 1e-3, 1e-2};
    for (int f = 0; f < 4; ++f) {
        const double volume = frac[f] * 1e6; /* of the 100^3 cube */
        const REAL rad = (REAL)cbrt(volume * 3 / (4 * 3.141592653589793));
        enum { Q = 2000 };
        BALL3 qs[Q];
        for (int q = 0; q < Q; ++q) {
            qs[q].center.x = (REAL)bench_uniform(&rng, 10, 90);
            qs[q].center.y = (REAL)bench_uniform(&rng, 10, 90);
            qs[q].center.z = (REAL)bench_uniform(&rng, 10, 90);
            qs[q].radius = rad;
        }
        double ti[MAX_RUNS], ts[MAX_RUNS], ratio[MAX_RUNS];
        size_t found = 0;
        const int scans = 5;
        for (int r = 0; r < runs; ++r) {
            double t0 = bench_cpu_now();
            size_t sum = 0;
            for (int q = 0; q < Q; ++q) sum += QUERY3(ix, qs[q], out, n);
            ti[r] = (bench_cpu_now() - t0) / Q;
            found = sum / Q;
            t0 = bench_cpu_now();
            size_t sum2 = 0;
            for (int q = 0; q < scans; ++q) sum2 += SELECT3(qs[q], lo[0], lo[1], lo[2], hi[0], hi[1], hi[2], n, out);
            ts[r] = (bench_cpu_now() - t0) / scans;
            bench_sink += sum + sum2;
            ratio[r] = ts[r] / ti[r];
        }
        printf("  sphere %6.3f %% (%7zu boxes) %9.3f us/query; scan %8.1f us; %7.0fx\n", 100 * frac[f], found,
               1e6 * bench_median(ti, runs), 1e6 * bench_median(ts, runs), bench_median(ratio, runs));
    }

    /* Join: 1M spheres of radius 1 against the 1M boxes. */
    {
        const size_t m = N_BOXES;
        BALL3 *cs = (BALL3 *)malloc(m * sizeof *cs);
        size_t *off = (size_t *)malloc((m + 1) * sizeof *off);
        for (size_t q = 0; q < m; ++q) {
            cs[q].center.x = (REAL)bench_uniform(&rng, 0, 100);
            cs[q].center.y = (REAL)bench_uniform(&rng, 0, 100);
            cs[q].center.z = (REAL)bench_uniform(&rng, 0, 100);
            cs[q].radius = 1;
        }
        const size_t total = JOIN3(ix, cs, m, off, NULL, 0);
        uint32_t *pairs = (uint32_t *)malloc((total + 1) * sizeof *pairs);
        const int jr = runs < 3 ? runs : 3;
        for (int r = 0; r < jr; ++r) {
            const double t0 = bench_cpu_now();
            bench_sink += JOIN3(ix, cs, m, off, pairs, total);
            t[r] = bench_cpu_now() - t0;
        }
        printf("  join %zu spheres x %zu boxes  %9.1f ms (%zu pairs, %.3f us/sphere)\n", m, n,
               1e3 * bench_median(t, jr), total, 1e6 * bench_median(t, jr) / (double)m);
        free(pairs);
        free(off);
        free(cs);
    }
    free(out);
    free(mem);
    free(boxes);
    for (int a = 0; a < 3; ++a) {
        free(lo[a]);
        free(hi[a]);
    }
}
