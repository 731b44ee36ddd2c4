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
   not count). A line that is none of these is an error that says why. */
#include "bench_util.h" /* first: it sets _POSIX_C_SOURCE (the clock) */

#include <cjson/cJSON.h>
#include <errno.h>
#include <math.h>
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
    "Lines: numbers separated by blanks or single commas, or JSON: [..] or\n"
    "{\"aabb\": [minx,miny,maxx,maxy]} / {\"aabb3\": [6 numbers]} for boxes,\n"
    "{\"circle\": [x,y,r]} / {\"sphere\": [x,y,z,r]} for queries; # starts a comment line.\n"
    "A bad query line answers {\"error\": \"line N: ...\"} (exit status 1); a bad box\n"
    "file exits 2. --float builds the float index (cbx_index2f/3f) from every number\n"
    "rounded to the nearest float. Progress goes to stderr (--quiet: none).\n";

/* The numbers one line gives, and where they go (the rules of the other
   commands' numbers, cli_read_number: strtod's syntax, a number beyond the
   double range an error, and with --float one beyond float's range too;
   NaN and infinity written as such are numbers, which make the shape
   invalid). */
typedef struct cli_index_kind {
    const char *names[2]; /* the JSON object's field for 2D and 3D */
    int counts[2];        /* its numbers */
    bool use_float;
} cli_index_kind;

/* Value k (from 0), x as read; overflow: it was written beyond the double
   range (strtod's ERANGE with an infinity; JSON has no infinity). */
static cli_error cli_index_number(double x, bool overflow, int k, const cli_index_kind *kind) {
    if (overflow) return cli_fail(CLI_ERR_OVERFLOW, "value %d", k + 1);
    if (kind->use_float && isfinite(x) && !isfinite((float)x))
        return cli_fail(CLI_ERR_FLOAT_RANGE, "value %d (%.17g)", k + 1, x);
    return cli_ok();
}

/* A JSON line: an array of numbers, or an object with one field of the
   kind's names holding one. */
static cli_error cli_index_json(const char *line, const cli_index_kind *kind, double *v, int *n) {
    /* strict JSON (cli_input.c): cJSON alone took [1,2,3]] and [0,0,1]inf */
    const cli_error_code json = cli_json_check(line, strlen(line));
    cJSON *root = json == CLI_OK ? cJSON_ParseWithOpts(line, NULL, 1) : NULL;
    if (!root) return cli_fail(json == CLI_OK ? CLI_ERR_JSON : json, NULL);
    const cJSON *arr = root;
    cli_error e = cli_ok();
    if (cJSON_IsObject(root)) {
        arr = root->child;
        const int which = !arr ? -1 : !strcmp(arr->string, kind->names[0]) ? 0 : !strcmp(arr->string, kind->names[1]) ? 1 : -1;
        if (which < 0 || arr->next)
            e = cli_fail(CLI_ERR_UNKNOWN_FIELD, "want one field, \"%s\" or \"%s\"", kind->names[0], kind->names[1]);
        else if (!cJSON_IsArray(arr))
            e = cli_fail(CLI_ERR_FIELD_TYPE, "\"%s\"", arr->string);
        else if (cJSON_GetArraySize(arr) != kind->counts[which])
            e = cli_fail(CLI_ERR_COUNT, "\"%s\" (want %d numbers, got %d)", arr->string, kind->counts[which],
                         cJSON_GetArraySize(arr));
    }
    if (!e.code && !cJSON_IsArray(arr)) e = cli_fail(CLI_ERR_FIELD_TYPE, NULL);
    *n = 0;
    for (const cJSON *x = e.code ? NULL : arr->child; x; x = x->next) {
        if (!cJSON_IsNumber(x) || *n == 8) {
            e = *n == 8 ? cli_fail(CLI_ERR_COUNT, "more than 8 numbers") : cli_fail(CLI_ERR_NOT_A_NUMBER, "value %d", *n + 1);
            break;
        }
        e = cli_index_number(x->valuedouble, isinf(x->valuedouble), *n, kind);
        if (e.code) break;
        v[(*n)++] = x->valuedouble;
    }
    cJSON_Delete(root);
    /* [] is no line to skip: it was, and shifted the box numbers after it */
    if (!e.code && *n == 0) e = cli_fail(CLI_ERR_COUNT, "no numbers");
    return e;
}

/* The numbers of one line (at most 8) into v, their count into *n (0 for
   a line to skip), or the error that names what is wrong: numbers
   separated by blanks or by one comma each (an empty value, between two
   commas or at either end, is an error), or JSON. */
static cli_error cli_index_numbers(const char *line, const cli_index_kind *kind, double *v, int *n) {
    *n = 0;
    const char *p = line + strspn(line, " \t");
    /* the line's end is stripped (cli_read_line): a CR left is text, an
       error, not a blank line (a line "\r0,0,1" was skipped unanswered) */
    if (*p == '\0' || *p == '#') return cli_ok();
    if (*p == '{' || *p == '[') return cli_index_json(p, kind, v, n);
    for (;;) { /* p is past blanks */
        if (*n > 0 && *p == '\0') return cli_ok();
        if (*n > 0 && *p == ',') p += 1 + strspn(p + 1, " \t");
        const size_t len = strcspn(p, " \t,");
        if (len == 0) return cli_fail(CLI_ERR_NOT_A_NUMBER, "value %d (empty)", *n + 1);
        double x;
        bool overflow;
        if (!cli_read_number(p, len, &x, &overflow))
            return cli_fail(CLI_ERR_NOT_A_NUMBER, "value %d ('%.*s')", *n + 1, cli_utf8_prefix(p, (int)(len < 40 ? len : 40)), p);
        if (*n == 8) return cli_fail(CLI_ERR_COUNT, "more than 8 numbers");
        const cli_error e = cli_index_number(x, overflow, *n, kind);
        if (e.code) return e;
        v[(*n)++] = x;
        p += len + strspn(p + len, " \t");
    }
}

/* The longest line read, with its newline and the terminating 0. */
enum { CLI_INDEX_LINE = 4096 };

/* One line into buf (cli_read_line); false at the end of the input. A line
   longer than the buffer (read to its end: it is an error, not two lines)
   or holding a NUL byte (fgets and strlen once stopped there, and the rest
   of the line swallowed the next) sets *bad to the error to report. */
static bool cli_index_read_line(FILE *f, char *buf, size_t size, cli_error *bad) {
    size_t len = 0;
    const int got = cli_read_line(f, buf, size, &len);
    *bad = cli_ok();
    if (got == CLI_LINE_TOO_LONG) *bad = cli_fail(CLI_ERR_LINE_TOO_LONG, "over %zu bytes", size - 2);
    if (got == CLI_LINE_NUL) *bad = cli_fail(CLI_ERR_NOT_A_NUMBER, "a NUL byte in the line");
    return got != CLI_LINE_END;
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

/* Reads every box line into a growing array of doubles (6 slots a box, 2
   dim of them used). NULL with *err and *lineno_bad the first bad line's
   (4 or 6 numbers, all boxes alike), or with *lineno_bad 0 when memory ran
   out. */
static double *cli_index_read_boxes(FILE *f, bool use_float, int *dim, size_t *count, size_t *lineno_bad,
                                    cli_error *err) {
    const cli_index_kind kind = {{"aabb", "aabb3"}, {4, 6}, use_float};
    size_t cap = 1024, n = 0, lineno = 0;
    double *b = (double *)malloc(cap * 6 * sizeof *b);
    char line[CLI_INDEX_LINE];
    cli_error bad;
    *dim = 0;
    *lineno_bad = 0;
    while (b && cli_index_read_line(f, line, sizeof line, &bad)) {
        ++lineno;
        double v[8];
        int m = 0;
        *err = bad.code ? bad : cli_index_numbers(line, &kind, v, &m);
        if (!err->code && m != 0 && ((m != 4 && m != 6) || (*dim && m != 2 * *dim)))
            *err = cli_fail(CLI_ERR_COUNT, "a box needs 4 numbers (2D) or 6 (3D), all alike; got %d", m);
        if (err->code) {
            *lineno_bad = lineno;
            free(b);
            return NULL;
        }
        if (m == 0) continue;
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

/* One query line's answer: the boxes the circle (sphere) meets, or the
   line's error; nothing for a line to skip. False for an error. */
static bool cli_index_answer(const char *line, cli_error bad, size_t lineno, const cli_index_opts *o, int dim,
                             const void *ix, size_t n, uint32_t *out) {
    const cli_index_kind kind = {{"circle", "sphere"}, {3, 4}, o->use_float};
    double v[8];
    int m = 0;
    cli_error e = bad.code ? bad : cli_index_numbers(line, &kind, v, &m);
    if (!e.code && m != 0 && m != dim + 1)
        e = cli_fail(CLI_ERR_COUNT, "a query needs %d numbers (center, radius) for %dD boxes; got %d", dim + 1,
                     dim, m);
    if (e.code) {
        char msg[256];
        cli_error_format(e, msg, sizeof msg);
        printf("{\"error\": ");
        char where[300];
        snprintf(where, sizeof where, "line %zu: %s", lineno, msg);
        cli_json_string(stdout, where);
        fputs("}\n", stdout);
        return false;
    }
    if (m == 0) return true;
    size_t count;
    if (dim == 2 && !o->use_float) {
        const cbx_circle c = {{v[0], v[1]}, v[2]};
        count = cbx_index2_query_circle((const cbx_index2 *)ix, c, out, n);
    } else if (dim == 2) {
        const cbx_circlef c = {{(float)v[0], (float)v[1]}, (float)v[2]};
        count = cbx_index2f_query_circle((const cbx_index2f *)ix, c, out, n);
    } else if (!o->use_float) {
        const cbx_sphere s = {{v[0], v[1], v[2]}, v[3]};
        count = cbx_index3_query_sphere((const cbx_index3 *)ix, s, out, n);
    } else {
        const cbx_spheref s = {{(float)v[0], (float)v[1], (float)v[2]}, (float)v[3]};
        count = cbx_index3f_query_sphere((const cbx_index3f *)ix, s, out, n);
    }
    qsort(out, count, sizeof *out, cli_index_cmp_u32);
    printf("{\"count\": %zu, \"boxes\": [", count);
    const size_t shown = count < o->limit ? count : o->limit;
    for (size_t i = 0; i < shown; ++i) printf(i ? ", %u" : "%u", out[i]);
    fputs("]}\n", stdout);
    return true;
}

/* The command line into *o: -1 when the query lines may be read, else the
   exit status (0 after --help, 2 after a usage error). */
static int cli_index_options(int argc, char **argv, cli_index_opts *o) {
    for (int i = 0; i < argc; ++i) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            fputs(cli_index_help, stdout);
            return 0;
        } else if (!strcmp(argv[i], "--float")) {
            o->use_float = true;
        } else if (!strcmp(argv[i], "--quiet")) {
            o->quiet = true;
        } else if (!strcmp(argv[i], "--limit")) {
            if (i + 1 == argc) return cli_index_usage_error("--limit needs a value");
            const char *text = argv[++i];
            char *end;
            errno = 0;
            const unsigned long long limit = strtoull(text, &end, 10);
            if (text[0] < '0' || text[0] > '9' || *end != '\0' || errno == ERANGE)
                return cli_index_usage_error("--limit needs a whole number of boxes (0 or more)");
            o->limit = (size_t)limit;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            char what[96];
            snprintf(what, sizeof what, "unknown option '%.60s'", argv[i]);
            return cli_index_usage_error(what);
        } else if (!o->boxes) {
            o->boxes = argv[i];
        } else if (!o->queries) {
            o->queries = argv[i];
        } else {
            return cli_index_usage_error("too many files");
        }
    }
    return o->boxes ? -1 : cli_index_usage_error("missing BOXES file");
}

/* The n boxes read (6 numbers each, raw) in the library's type for dim and
   the precision: malloc'ed, NULL when out of memory. */
static void *cli_index_typed_boxes(const double *raw, size_t n, int dim, bool use_float) {
    const size_t elem = use_float ? (dim == 2 ? sizeof(cbx_aabb2f) : sizeof(cbx_aabb3f))
                                  : (dim == 2 ? sizeof(cbx_aabb2) : sizeof(cbx_aabb3));
    void *boxes = malloc(n * elem + 1);
    for (size_t i = 0; boxes && i < n; ++i) {
        const double *v = raw + i * 6;
        if (dim == 2 && !use_float) {
            const cbx_aabb2 b = {{v[0], v[1]}, {v[2], v[3]}};
            ((cbx_aabb2 *)boxes)[i] = b;
        } else if (dim == 2) {
            const cbx_aabb2f b = {{(float)v[0], (float)v[1]}, {(float)v[2], (float)v[3]}};
            ((cbx_aabb2f *)boxes)[i] = b;
        } else if (!use_float) {
            const cbx_aabb3 b = {{v[0], v[1], v[2]}, {v[3], v[4], v[5]}};
            ((cbx_aabb3 *)boxes)[i] = b;
        } else {
            const cbx_aabb3f b = {{(float)v[0], (float)v[1], (float)v[2]}, {(float)v[3], (float)v[4], (float)v[5]}};
            ((cbx_aabb3f *)boxes)[i] = b;
        }
    }
    return boxes;
}

/* The index of the boxes in o->boxes, built in *mem (malloc'ed; the
   caller frees it), with *dim and *n: the index, or NULL after its
   message on stderr (the exit status is then 2). */
static void *cli_index_load(const cli_index_opts *o, void **mem, int *dim, size_t *n) {
    *mem = NULL;
    FILE *bf = fopen(o->boxes, "r");
    if (!bf) {
        cli_report("index", cli_open_failed(o->boxes));
        return NULL;
    }
    const double t0 = bench_now();
    size_t bad;
    cli_error err = cli_ok();
    double *raw = cli_index_read_boxes(bf, o->use_float, dim, n, &bad, &err);
    /* a read that failed (a directory given as the file) is no empty file */
    const bool read_error = ferror(bf) != 0;
    const int read_errno = read_error ? errno : 0;
    fclose(bf);
    if (raw && read_error) {
        free(raw);
        char doing[96];
        snprintf(doing, sizeof doing, "reading '%.60s'", o->boxes);
        cli_report("index", cli_io_failed(doing, read_errno));
        return NULL;
    }
    if (!raw) {
        char msg[256], line[400];
        cli_error_format(err, msg, sizeof msg);
        if (bad) {
            snprintf(line, sizeof line, "circbox index: %.100s:%zu: %s", o->boxes, bad, msg);
            cli_put_visible(line);
            fputc('\n', stderr);
        } else
            fprintf(stderr, "circbox index: out of memory reading %s\n", o->boxes);
        return NULL;
    }
    if (*dim == 0) *dim = 2;
    if (!o->quiet)
        fprintf(stderr, "circbox index: read %zu boxes (%dD) in %.0f ms\n", *n, *dim, 1e3 * (bench_now() - t0));
    void *boxes = cli_index_typed_boxes(raw, *n, *dim, o->use_float);
    free(raw);
    const bool f = o->use_float;
    const size_t bytes = *dim == 2 ? (f ? cbx_index2f_bytes(*n) : cbx_index2_bytes(*n))
                                   : (f ? cbx_index3f_bytes(*n) : cbx_index3_bytes(*n));
    *mem = bytes ? malloc(bytes) : NULL;
    const double t1 = bench_now();
    void *ix = NULL;
    if (boxes && *mem) {
        if (*dim == 2)
            ix = f ? (void *)cbx_index2f_build(*mem, bytes, (const cbx_aabb2f *)boxes, *n)
                   : (void *)cbx_index2_build(*mem, bytes, (const cbx_aabb2 *)boxes, *n);
        else
            ix = f ? (void *)cbx_index3f_build(*mem, bytes, (const cbx_aabb3f *)boxes, *n)
                   : (void *)cbx_index3_build(*mem, bytes, (const cbx_aabb3 *)boxes, *n);
    }
    free(boxes);
    if (!ix) {
        fprintf(stderr, "circbox index: out of memory, or too many boxes\n");
        return NULL;
    }
    if (!o->quiet)
        fprintf(stderr, "circbox index: built in %.0f ms (%.1f MB)\n", 1e3 * (bench_now() - t1), (double)bytes / 1e6);
    return ix;
}

int cli_cmd_index(int argc, char **argv) {
    cli_index_opts o = {NULL, NULL, false, false, (size_t)-1};
    const int usage = cli_index_options(argc, argv, &o);
    if (usage >= 0) return usage;
    void *mem;
    int dim;
    size_t n;
    const void *ix = cli_index_load(&o, &mem, &dim, &n);
    uint32_t *out = ix ? (uint32_t *)malloc((n + 1) * sizeof *out) : NULL;
    FILE *qf = !out ? NULL : o.queries ? fopen(o.queries, "r") : stdin;
    if (!qf) {
        if (ix && !out) fprintf(stderr, "circbox index: out of memory\n");
        if (out) cli_report("index", cli_open_failed(o.queries));
        free(mem);
        free(out);
        return 2;
    }
    int status = 0;
    char line[CLI_INDEX_LINE];
    cli_error bad;
    size_t lineno = 0;
    while (cli_index_read_line(qf, line, sizeof line, &bad))
        if (!cli_index_answer(line, bad, ++lineno, &o, dim, ix, n, out)) status = 1;
    const bool read_error = ferror(qf) != 0;
    const int read_errno = read_error ? errno : 0;
    if (qf != stdin) fclose(qf);
    free(mem);
    free(out);
    /* the output's own errors: main (cli_main.c) */
    if (read_error) return cli_report("index", cli_io_failed("reading the queries", read_errno));
    return status;
}
