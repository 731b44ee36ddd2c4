/* SPDX-License-Identifier: MIT */
/* circbox index: builds an index (cbx_index2/3) from a file of boxes once,
   then answers circle (sphere) queries read line by line from a file or
   stdin, one JSON line each: every box the circle meets, exactly.

   Input lines, boxes and queries alike: numbers separated by commas or
   blanks (CSV), or JSON: an array of numbers, or an object with one field
   "aabb" / "aabb3" (boxes) or "circle" / "sphere" (queries) holding the
   array. Blank lines and lines starting with # are skipped. A box has 4
   numbers (minx, miny, maxx, maxy) or 6 (3D); a query 3 (x, y, r) or 4
   (x, y, z, r). Boxes are numbered from 0 in file order (skipped lines do
   not count). */
#include "bench_util.h" /* first: it sets _POSIX_C_SOURCE (the clock) */

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char cli_index_help[] =
    "usage: circbox index BOXES [QUERIES] [--float] [--limit N] [--quiet]\n"
    "Builds an exact index of the boxes in the file BOXES, then answers each\n"
    "circle (sphere) in QUERIES (default: stdin) with one JSON line:\n"
    "  {\"count\": N, \"boxes\": [i, j, ...]}\n"
    "every box the circle meets (touching counts; exactly cbx_overlap_*), box\n"
    "numbers ascending (0 = the first box of the file), at most --limit of them\n"
    "(count stays exact). An invalid circle gives count 0; invalid boxes never match.\n"
    "Lines: numbers separated by commas or blanks, or JSON: [..] or\n"
    "{\"aabb\": [minx,miny,maxx,maxy]} / {\"aabb3\": [6 numbers]} for boxes,\n"
    "{\"circle\": [x,y,r]} / {\"sphere\": [x,y,z,r]} for queries; # starts a comment.\n"
    "--float builds the float index (cbx_index2f/3f). Progress goes to stderr\n"
    "(--quiet: none).\n";

/* The numbers of one line (at most 8); -1 for a malformed line, 0 for a
   line to skip. */
static int cli_index_numbers(const char *line, double *v) {
    while (*line == ' ' || *line == '\t') ++line;
    if (*line == '\0' || *line == '\n' || *line == '\r' || *line == '#') return 0;
    if (*line == '{' || *line == '[') {
        cJSON *root = cJSON_Parse(line);
        if (!root) return -1;
        const cJSON *arr = root;
        if (cJSON_IsObject(root)) {
            arr = root->child;
            if (!arr || arr->next) arr = NULL;
        }
        int m = -1;
        if (arr && cJSON_IsArray(arr)) {
            m = 0;
            for (const cJSON *e = arr->child; e; e = e->next) {
                if (!cJSON_IsNumber(e) || m == 8) {
                    m = -1;
                    break;
                }
                v[m++] = e->valuedouble;
            }
        }
        cJSON_Delete(root);
        return m;
    }
    int m = 0;
    const char *p = line;
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == ',') ++p;
        if (*p == '\0' || *p == '\n' || *p == '\r') break;
        char *end;
        const double x = strtod(p, &end);
        if (end == p || m == 8) return -1;
        v[m++] = x;
        p = end;
    }
    return m;
}

static int cli_index_cmp_u32(const void *a, const void *b) {
    const uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

typedef struct cli_index_opts {
    const char *boxes, *queries;
    bool use_float, quiet;
    size_t limit;
} cli_index_opts;

static int cli_index_usage_error(const char *what) {
    fprintf(stderr, "circbox index: %s (circbox index --help)\n", what);
    return 2;
}

/* Reads every box line into a growing array of doubles (2 dim numbers per box). */
static double *cli_index_read_boxes(FILE *f, int *dim, size_t *count, size_t *lineno_bad) {
    size_t cap = 1024, n = 0, lineno = 0;
    double *b = (double *)malloc(cap * 6 * sizeof *b);
    char line[4096];
    *dim = 0;
    *lineno_bad = 0;
    while (b && fgets(line, sizeof line, f)) {
        ++lineno;
        double v[8];
        const int m = cli_index_numbers(line, v);
        if (m == 0) continue;
        if ((m != 4 && m != 6) || (*dim && m != 2 * *dim)) {
            *lineno_bad = lineno;
            free(b);
            return NULL;
        }
        *dim = m / 2;
        if (n == cap) {
            cap *= 2;
            double *nb = (double *)realloc(b, cap * 6 * sizeof *b);
            if (!nb) {
                free(b);
                return NULL;
            }
            b = nb;
        }
        memcpy(b + n * 6, v, (size_t)m * sizeof *v);
        ++n;
    }
    *count = n;
    return b;
}

int cli_cmd_index(int argc, char **argv) {
    cli_index_opts o = {NULL, NULL, false, false, (size_t)-1};
    for (int i = 0; i < argc; ++i) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            fputs(cli_index_help, stdout);
            return 0;
        } else if (!strcmp(argv[i], "--float")) {
            o.use_float = true;
        } else if (!strcmp(argv[i], "--quiet")) {
            o.quiet = true;
        } else if (!strcmp(argv[i], "--limit")) {
            if (i + 1 == argc) return cli_index_usage_error("--limit needs a value");
            o.limit = (size_t)strtoull(argv[++i], NULL, 10);
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            return cli_index_usage_error("unknown option");
        } else if (!o.boxes) {
            o.boxes = argv[i];
        } else if (!o.queries) {
            o.queries = argv[i];
        } else {
            return cli_index_usage_error("too many files");
        }
    }
    if (!o.boxes) return cli_index_usage_error("missing BOXES file");
    FILE *bf = fopen(o.boxes, "r");
    if (!bf) return cli_report("index", cli_open_failed(o.boxes));
    const double t0 = bench_now();
    int dim;
    size_t n, bad;
    double *raw = cli_index_read_boxes(bf, &dim, &n, &bad);
    fclose(bf);
    if (!raw) {
        fprintf(stderr, "circbox index: %s:%zu: a box needs 4 numbers (2D) or 6 (3D), all alike\n", o.boxes, bad);
        return 2;
    }
    if (dim == 0) dim = 2;
    if (!o.quiet) fprintf(stderr, "circbox index: read %zu boxes (%dD) in %.0f ms\n", n, dim, 1e3 * (bench_now() - t0));
    /* The boxes in the library's types, then the index. */
    const size_t elem = o.use_float ? (dim == 2 ? sizeof(cbx_aabb2f) : sizeof(cbx_aabb3f))
                                    : (dim == 2 ? sizeof(cbx_aabb2) : sizeof(cbx_aabb3));
    void *boxes = malloc(n * elem + 1);
    for (size_t i = 0; boxes && i < n; ++i) {
        const double *v = raw + i * 6;
        if (dim == 2 && !o.use_float) {
            const cbx_aabb2 b = {{v[0], v[1]}, {v[2], v[3]}};
            ((cbx_aabb2 *)boxes)[i] = b;
        } else if (dim == 2) {
            const cbx_aabb2f b = {{(float)v[0], (float)v[1]}, {(float)v[2], (float)v[3]}};
            ((cbx_aabb2f *)boxes)[i] = b;
        } else if (!o.use_float) {
            const cbx_aabb3 b = {{v[0], v[1], v[2]}, {v[3], v[4], v[5]}};
            ((cbx_aabb3 *)boxes)[i] = b;
        } else {
            const cbx_aabb3f b = {{(float)v[0], (float)v[1], (float)v[2]}, {(float)v[3], (float)v[4], (float)v[5]}};
            ((cbx_aabb3f *)boxes)[i] = b;
        }
    }
    free(raw);
    const size_t bytes = dim == 2 ? (o.use_float ? cbx_index2f_bytes(n) : cbx_index2_bytes(n))
                                  : (o.use_float ? cbx_index3f_bytes(n) : cbx_index3_bytes(n));
    void *mem = bytes ? malloc(bytes) : NULL;
    uint32_t *out = (uint32_t *)malloc((n + 1) * sizeof *out);
    const double t1 = bench_now();
    void *ix = NULL;
    if (boxes && mem && out) {
        if (dim == 2)
            ix = o.use_float ? (void *)cbx_index2f_build(mem, bytes, (const cbx_aabb2f *)boxes, n)
                             : (void *)cbx_index2_build(mem, bytes, (const cbx_aabb2 *)boxes, n);
        else
            ix = o.use_float ? (void *)cbx_index3f_build(mem, bytes, (const cbx_aabb3f *)boxes, n)
                             : (void *)cbx_index3_build(mem, bytes, (const cbx_aabb3 *)boxes, n);
    }
    free(boxes);
    if (!ix) {
        free(mem);
        free(out);
        fprintf(stderr, "circbox index: out of memory, or too many boxes\n");
        return 2;
    }
    if (!o.quiet) fprintf(stderr, "circbox index: built in %.0f ms (%.1f MB)\n", 1e3 * (bench_now() - t1), (double)bytes / 1e6);
    FILE *qf = o.queries ? fopen(o.queries, "r") : stdin;
    if (!qf) {
        free(mem);
        free(out);
        return cli_report("index", cli_open_failed(o.queries));
    }
    int status = 0;
    char line[4096];
    size_t lineno = 0;
    while (fgets(line, sizeof line, qf)) {
        ++lineno;
        double v[8];
        const int m = cli_index_numbers(line, v);
        if (m == 0) continue;
        if (m != dim + 1) {
            printf("{\"error\": \"line %zu: a query needs %d numbers (center, radius)\"}\n", lineno, dim + 1);
            status = 1;
            continue;
        }
        size_t count;
        if (dim == 2 && !o.use_float) {
            const cbx_circle c = {{v[0], v[1]}, v[2]};
            count = cbx_index2_query_circle((const cbx_index2 *)ix, c, out, n);
        } else if (dim == 2) {
            const cbx_circlef c = {{(float)v[0], (float)v[1]}, (float)v[2]};
            count = cbx_index2f_query_circle((const cbx_index2f *)ix, c, out, n);
        } else if (!o.use_float) {
            const cbx_sphere s = {{v[0], v[1], v[2]}, v[3]};
            count = cbx_index3_query_sphere((const cbx_index3 *)ix, s, out, n);
        } else {
            const cbx_spheref s = {{(float)v[0], (float)v[1], (float)v[2]}, (float)v[3]};
            count = cbx_index3f_query_sphere((const cbx_index3f *)ix, s, out, n);
        }
        qsort(out, count, sizeof *out, cli_index_cmp_u32);
        printf("{\"count\": %zu, \"boxes\": [", count);
        const size_t shown = count < o.limit ? count : o.limit;
        for (size_t i = 0; i < shown; ++i) printf(i ? ", %u" : "%u", out[i]);
        fputs("]}\n", stdout);
    }
    if (qf != stdin) fclose(qf);
    free(mem);
    free(out);
    return fflush(stdout) == 0 ? status : 1;
}
