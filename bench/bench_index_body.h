/* SPDX-License-Identifier: MIT */
/* One precision of bench_index.c (included with BN(x), REAL, BOX, BALL,
   VECT, CASTT, IX and the function names defined). */

static void BN(run)(int runs) {
    const size_t n = N_BOXES;
    bench_rng rng = {42};
    BOX *boxes = (BOX *)malloc(n * sizeof *boxes);
    REAL *lx = (REAL *)malloc(n * sizeof(REAL)), *ly = (REAL *)malloc(n * sizeof(REAL));
    REAL *hx = (REAL *)malloc(n * sizeof(REAL)), *hy = (REAL *)malloc(n * sizeof(REAL));
    for (size_t i = 0; i < n; ++i) {
        const double x = bench_uniform(&rng, 0, 1000), y = bench_uniform(&rng, 0, 1000);
        const double w = bench_uniform(&rng, 0, 1), h = bench_uniform(&rng, 0, 1);
        boxes[i].min.x = lx[i] = (REAL)x;
        boxes[i].min.y = ly[i] = (REAL)y;
        boxes[i].max.x = hx[i] = (REAL)(x + w);
        boxes[i].max.y = hy[i] = (REAL)(y + h);
    }
    const size_t bytes = BYTES(n);
    void *mem = malloc(bytes);
    uint32_t *out = (uint32_t *)malloc(n * sizeof *out);
    printf("%s: %zu boxes in [0,1000]^2, sides up to 1; index %.1f MB\n", VNAME, n, (double)bytes / 1e6);

    /* Build: median of runs. */
    double t[MAX_RUNS];
    IX *ix = NULL;
    for (int r = 0; r < runs; ++r) {
        const double t0 = bench_cpu_now();
        ix = BUILD(mem, bytes, boxes, n);
        t[r] = bench_cpu_now() - t0;
    }
    printf("  build                         %9.2f ms\n", 1e3 * bench_median(t, runs));

    /* Range queries at four selectivities, against the linear scan. */
    static const double frac[4] = {1e-5, 1e-4, 1e-3, 1e-2};
    for (int f = 0; f < 4; ++f) {
        const double area = frac[f] * 1e6; /* of the 1000 x 1000 square */
        const REAL rad = (REAL)sqrt(area / 3.141592653589793);
        enum { Q = 2000 };
        BALL qs[Q];
        for (int q = 0; q < Q; ++q) {
            qs[q].center.x = (REAL)bench_uniform(&rng, 50, 950);
            qs[q].center.y = (REAL)bench_uniform(&rng, 50, 950);
            qs[q].radius = rad;
        }
        double ti[MAX_RUNS], ts[MAX_RUNS], ratio[MAX_RUNS];
        size_t found = 0;
        const int scans = 5;
        for (int r = 0; r < runs; ++r) {
            double t0 = bench_cpu_now();
            size_t sum = 0;
            for (int q = 0; q < Q; ++q) sum += QUERY(ix, qs[q], out, n);
            ti[r] = (bench_cpu_now() - t0) / Q;
            found = sum / Q;
            t0 = bench_cpu_now();
            size_t sum2 = 0;
            for (int q = 0; q < scans; ++q) sum2 += SELECT(qs[q], lx, ly, hx, hy, n, out);
            ts[r] = (bench_cpu_now() - t0) / scans;
            bench_sink += sum + sum2;
            ratio[r] = ts[r] / ti[r];
        }
        printf("  circle %6.3f %% (%7zu boxes) %9.3f us/query; scan %8.1f us; %7.0fx\n", 100 * frac[f], found,
               1e6 * bench_median(ti, runs), 1e6 * bench_median(ts, runs), bench_median(ratio, runs));
        /* The same queries, each repeated 8 times in a row: the index's
           nodes are then in cache, what remains is the computation. */
        for (int r = 0; r < runs; ++r) {
            const double t0 = bench_cpu_now();
            size_t sum = 0;
            for (int q = 0; q < Q / 8; ++q)
                for (int rep = 0; rep < 8; ++rep) sum += QUERY(ix, qs[q], out, n);
            ti[r] = (bench_cpu_now() - t0) / (Q / 8 * 8);
            bench_sink += sum;
        }
        printf("         cache-warm (each circle 8 times)  %9.3f us/query\n", 1e6 * bench_median(ti, runs));
    }

    /* Cast through a level of 10,000 boxes (a 100 x 100 grid of 6 x 6 boxes
       8 apart), a circle of radius 0.5 cast 20 units from a random free spot;
       against a scan of the per-box cast over the level. */
    {
        enum { L = 10000, Q = 2000 };
        BOX *level = (BOX *)malloc(L * sizeof *level);
        for (int i = 0; i < L; ++i) {
            level[i].min.x = (REAL)(8 * (i % 100));
            level[i].min.y = (REAL)(8 * (i / 100));
            level[i].max.x = level[i].min.x + 6;
            level[i].max.y = level[i].min.y + 6;
        }
        const size_t lb = BYTES(L);
        void *lm = malloc(lb);
        IX *lix = BUILD(lm, lb, level, L);
        BALL cs[Q];
        VECT ds[Q];
        for (int q = 0; q < Q; ++q) {
            cs[q].center.x = (REAL)(8 * (int)bench_uniform(&rng, 0, 99) + 7);
            cs[q].center.y = (REAL)bench_uniform(&rng, 0, 790);
            cs[q].radius = (REAL)0.5;
            const double a = bench_uniform(&rng, 0, 6.283185307179586);
            ds[q].x = (REAL)(20 * cos(a));
            ds[q].y = (REAL)(20 * sin(a));
        }
        double ti[MAX_RUNS], ts[MAX_RUNS], ratio[MAX_RUNS];
        int hits = 0;
        for (int r = 0; r < runs; ++r) {
            double t0 = bench_cpu_now();
            uint32_t id;
            hits = 0;
            for (int q = 0; q < Q; ++q) hits += ICAST(lix, cs[q], ds[q], &id).hit;
            ti[r] = (bench_cpu_now() - t0) / Q;
            t0 = bench_cpu_now();
            int h2 = 0;
            for (int q = 0; q < 20; ++q) {
                REAL best = 2;
                for (int i = 0; i < L; ++i) {
                    const CASTT c = CAST(cs[q], ds[q], level[i]);
                    if (c.hit && c.fraction < best) best = c.fraction;
                }
                h2 += best < 2;
            }
            ts[r] = (bench_cpu_now() - t0) / 20;
            bench_sink += (uint64_t)(hits + h2);
            ratio[r] = ts[r] / ti[r];
        }
        printf("  cast in 10,000 boxes (%4.1f %% hit) %7.3f us/cast; scan %8.1f us; %7.0fx\n", 100.0 * hits / Q,
               1e6 * bench_median(ti, runs), 1e6 * bench_median(ts, runs), bench_median(ratio, runs));
        free(lm);
        free(level);
    }

    /* Join: 1M circles against the 1M boxes (radius 1: about 8 boxes each). */
    {
        const size_t m = N_BOXES;
        BALL *cs = (BALL *)malloc(m * sizeof *cs);
        size_t *off = (size_t *)malloc((m + 1) * sizeof *off);
        for (size_t q = 0; q < m; ++q) {
            cs[q].center.x = (REAL)bench_uniform(&rng, 0, 1000);
            cs[q].center.y = (REAL)bench_uniform(&rng, 0, 1000);
            cs[q].radius = 1;
        }
        const size_t total = JOIN(ix, cs, m, off, NULL, 0);
        uint32_t *pairs = (uint32_t *)malloc((total + 1) * sizeof *pairs);
        const int jr = runs < 3 ? runs : 3;
        for (int r = 0; r < jr; ++r) {
            const double t0 = bench_cpu_now();
            bench_sink += JOIN(ix, cs, m, off, pairs, total);
            t[r] = bench_cpu_now() - t0;
        }
        printf("  join %zu circles x %zu boxes  %9.1f ms (%zu pairs, %.3f us/circle)\n", m, n,
               1e3 * bench_median(t, jr), total, 1e6 * bench_median(t, jr) / (double)m);
        free(pairs);
        free(off);
        free(cs);
    }
    free(out);
    free(mem);
    free(boxes);
    free(lx);
    free(ly);
    free(hx);
    free(hy);
}
