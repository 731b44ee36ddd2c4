/* SPDX-License-Identifier: MIT */
/* The C baseline of python/bench/bench_arrays.py: the same queries over the
   same rows (read from raw files the script wrote), called from a plain C
   loop over arrays of the library's structs. Prints "name ns_per_query" for
   the median of the runs. Usage: baseline DIR N RUNS */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "circbox.h"

static void *load(const char *dir, const char *name, size_t bytes)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "rb");
    void *p = malloc(bytes);
    if (!f || !p || fread(p, 1, bytes, f) != bytes) {
        fprintf(stderr, "cannot read %s\n", path);
        exit(1);
    }
    fclose(f);
    return p;
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static volatile double sink;

#define TIME(label, body)                                                   \
    do {                                                                    \
        double t[64];                                                       \
        for (int r = 0; r < runs; r++) {                                    \
            double acc = 0, t0 = now();                                     \
            for (size_t i = 0; i < n; i++) { body; }                        \
            t[r] = now() - t0;                                              \
            sink = acc;                                                     \
        }                                                                   \
        qsort(t, (size_t)runs, sizeof t[0], cmp);                           \
        printf("%s %.3f\n", label, 1e9 * t[runs / 2] / (double)n);          \
    } while (0)

int main(int argc, char **argv)
{
    if (argc != 4) return 2;
    const char *dir = argv[1];
    size_t n = (size_t)atol(argv[2]);
    int runs = atoi(argv[3]);
    if (runs < 1 || runs > 64) return 2;
    cbx_circle *c = load(dir, "circles", n * sizeof *c);
    cbx_aabb2 *b = load(dir, "boxes", n * sizeof *b);
    cbx_vec2 *v = load(dir, "vel", n * sizeof *v);
    cbx_sphere *s = load(dir, "spheres", n * sizeof *s);
    cbx_obb3 *o = load(dir, "obb3", n * sizeof *o);
    cbx_circlef *cf = load(dir, "circlesf", n * sizeof *cf);
    cbx_aabb2f *bf = load(dir, "boxesf", n * sizeof *bf);
    cbx_vec2 zero = {0, 0};
    TIME("overlap_circle_aabb2", acc += cbx_overlap_circle_aabb2(c[i], b[i]));
    TIME("relate_circle_aabb2", acc += cbx_relate_circle_aabb2(c[i], b[i]));
    TIME("relate_circle_aabb2f", acc += cbx_relate_circle_aabb2f(cf[i], bf[i]));
    TIME("contact_circle_aabb2", acc += cbx_contact_circle_aabb2(c[i], b[i]).distance);
    TIME("sweep_circle_aabb2", acc += cbx_sweep_circle_aabb2(c[i], v[i], b[i], zero).time);
    TIME("cast_circle_aabb2", acc += cbx_cast_circle_aabb2(c[i], v[i], b[i]).fraction);
    TIME("relate_sphere_obb3", acc += cbx_relate_sphere_obb3(s[i], o[i]));
    free(c); free(b); free(v); free(s); free(o); free(cf); free(bf);
    return 0;
}
