/* SPDX-License-Identifier: MIT */
/* `circbox batch [FILE]`: JSON Lines in, JSON Lines out.

   One output line per input line, in order. A line that is not valid JSON,
   not an object, or not a valid query gives {"error": "...", "line": N} and
   the batch goes on. Memory is constant: lines are read one at a time into
   a fixed buffer (a longer line is skipped as an error), and each line's
   JSON tree is freed before the next is read. */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

enum { CLI_LINE_MAX = 1 << 16 };

static cli_error cli_json_numbers(const cJSON *item, double *v, size_t max, size_t *n, const char *name) {
    *n = 0;
    if (!cJSON_IsArray(item)) return cli_fail(CLI_ERR_FIELD_TYPE, "\"%s\"", name);
    const cJSON *x;
    cJSON_ArrayForEach(x, item) {
        if (!cJSON_IsNumber(x)) return cli_fail(CLI_ERR_FIELD_TYPE, "\"%s\"", name);
        if (*n == max) return cli_fail(CLI_ERR_COUNT, "\"%s\" (more than %zu)", name, max);
        /* JSON has no literal for infinity: an infinite number was too big. */
        if (isinf(x->valuedouble)) return cli_fail(CLI_ERR_OVERFLOW, "\"%s\" value %zu", name, *n + 1);
        v[(*n)++] = x->valuedouble;
    }
    return cli_ok();
}

/* The fields a line may have, and which setter takes each. */
static cli_error cli_apply_field(cli_query *q, const cJSON *item, bool *have_op) {
    const char *name = item->string;
    if (strcmp(name, "op") == 0) {
        if (!cJSON_IsString(item) || !cli_op_from_name(item->valuestring, &q->op))
            return cli_fail(CLI_ERR_BAD_OP, NULL);
        *have_op = true;
        return cli_ok();
    }
    if (strcmp(name, "float") == 0) {
        if (!cJSON_IsBool(item)) return cli_fail(CLI_ERR_NOT_BOOLEAN, "\"float\"");
        q->use_float = cJSON_IsTrue(item);
        return cli_ok();
    }
    if (strcmp(name, "id") == 0) return cli_ok();
    static const char *const fields[] = {"circle", "sphere", "aabb", "aabb3", "obb", "obb3", "velocity", "box_velocity"};
    int which = -1;
    for (int k = 0; k < 8; ++k)
        if (strcmp(name, fields[k]) == 0) which = k;
    if (which < 0) return cli_fail(CLI_ERR_UNKNOWN_FIELD, "\"%.*s\"", cli_utf8_prefix(name, 60), name);
    double v[32];
    size_t n;
    cli_error e = cli_json_numbers(item, v, 32, &n, name);
    if (e.code) return e;
    switch (which) {
    case 0: return cli_set_ball(q, 2, v, n, name);
    case 1: return cli_set_ball(q, 3, v, n, name);
    case 2: return cli_set_aabb(q, 2, v, n, name);
    case 3: return cli_set_aabb(q, 3, v, n, name);
    case 4: return cli_set_obb2(q, v, n, name);
    case 5: return cli_set_obb3(q, v, n, name);
    case 6: return cli_set_velocity(q, false, v, n, name);
    default: return cli_set_velocity(q, true, v, n, name);
    }
}

static cli_error cli_query_from_json(const cJSON *root, bool use_float, cli_query *q) {
    *q = cli_query_init(CLI_OP_RELATE);
    q->use_float = use_float;
    if (!cJSON_IsObject(root)) return cli_fail(CLI_ERR_NOT_OBJECT, NULL);
    bool have_op = false;
    const cJSON *item;
    cJSON_ArrayForEach(item, root) {
        /* JSON leaves a repeated name to the reader; taking the first or
           the last "op" or "float" would answer a question the line may
           not ask */
        for (const cJSON *before = root->child; before != item; before = before->next)
            if (strcmp(before->string, item->string) == 0)
                return cli_fail(CLI_ERR_DUPLICATE_FIELD, "\"%.*s\"", cli_utf8_prefix(item->string, 60), item->string);
        cli_error e = cli_apply_field(q, item, &have_op);
        if (e.code) return e;
    }
    if (!have_op) return cli_fail(CLI_ERR_BAD_OP, "missing \"op\"");
    return cli_ok();
}

/* The query's id as the line wrote it (a new string to free), or NULL. */
static char *cli_batch_id(const cJSON *root, const char *text, size_t len) {
    const cJSON *item = cJSON_GetObjectItemCaseSensitive(root, "id");
    if (!item) return NULL;
    const char *start;
    size_t n;
    /* A key written with escapes ("\u0069d") is still the id: cJSON's text. */
    if (!cli_json_member_text(text, len, "id", &start, &n)) return cJSON_PrintUnformatted(item);
    char *id = (char *)cJSON_malloc(n + 1);
    if (id) {
        memcpy(id, start, n);
        id[n] = '\0';
    }
    return id;
}

/* One line to one output line; false when the line failed. */
static bool cli_batch_line(const char *text, size_t len, bool use_float, unsigned long long line, FILE *out) {
    if (len == 0 || strspn(text, " \t") == len) {
        cli_json_error(out, cli_fail(CLI_ERR_EMPTY_LINE, NULL), line, NULL);
        return false;
    }
    /* strict JSON first: cJSON alone took 01, "\uZZZZ", raw tabs and bytes
       that are not UTF-8, and the id was then echoed as no JSON (cli_input.c) */
    const char *end = NULL;
    /* nesting beyond cJSON's limit is named as such (a tester's 1000
       levels of well-formed JSON had read "malformed JSON") */
    const cli_error_code json = cli_json_check(text, len);
    cJSON *root = json == CLI_OK ? cJSON_ParseWithOpts(text, &end, 1) : NULL;
    if (!root) {
        cli_json_error(out, cli_fail(json == CLI_OK ? CLI_ERR_JSON : json, NULL), line, NULL);
        return false;
    }
    cli_query q;
    cli_answer a;
    char *id = cJSON_IsObject(root) ? cli_batch_id(root, text, len) : NULL;
    cli_error e = cli_query_from_json(root, use_float, &q);
    if (!e.code) e = cli_answer_query(&q, &a);
    if (e.code)
        cli_json_error(out, e, line, id);
    else
        cli_json_answer(out, &a, id);
    cJSON_free(id);
    cJSON_Delete(root);
    return e.code == CLI_OK;
}

static double cli_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* "\rcircbox batch: N lines, P%" at most ten times a second. */
typedef struct cli_progress {
    bool on;
    double total_bytes, last;
} cli_progress;

static void cli_progress_show(cli_progress *p, FILE *in, unsigned long long lines, unsigned long long failed, bool final) {
    if (!p->on) return;
    const double now = cli_seconds();
    if (!final && now - p->last < 0.1) return;
    p->last = now;
    const double at = (double)ftello(in);
    const double pct = p->total_bytes > 0 ? 100.0 * at / p->total_bytes : 100.0;
    fprintf(stderr, "\rcircbox batch: %llu lines, %llu failed, %5.1f%%%s", lines, failed, final ? 100.0 : pct,
            final ? "\n" : "");
    fflush(stderr);
}

static const char cli_batch_help[] =
    "usage: circbox batch [--float] [FILE]\n"
    "Reads JSON Lines (FILE, or stdin when absent or '-'), writes one JSON line per\n"
    "input line, in order. Each input line is an object such as\n"
    "  {\"op\": \"sweep\", \"circle\": [x, y, r], \"velocity\": [vx, vy],\n"
    "   \"aabb\": [minx, miny, maxx, maxy], \"box_velocity\": [vx, vy]}\n"
    "Fields: op (relate|contact|sweep, required), circle, sphere, aabb, obb, aabb3,\n"
    "obb3, velocity, box_velocity (arrays as the command-line options), float\n"
    "(true: float twins), id (any JSON value, echoed first in the answer or the\n"
    "error line, exactly as written).\n"
    "A bad line gives {\"error\": \"...\", \"line\": N} and the batch goes on.\n"
    "Exit status: 0 every line answered, 1 some line failed, 2 cannot read input.\n"
    "A progress line goes to stderr when it is a terminal and FILE is a file.\n";

int cli_cmd_batch(int argc, char **argv) {
    const char *path = NULL;
    bool use_float = false;
    for (int i = 0; i < argc; ++i) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(cli_batch_help, stdout);
            return 0;
        }
        if (strcmp(argv[i], "--float") == 0)
            use_float = true;
        else if (argv[i][0] == '-' && argv[i][1] != '\0')
            return cli_report("batch", cli_fail(CLI_ERR_UNKNOWN_OPTION, "'%s'", argv[i]));
        else if (path)
            return cli_report("batch", cli_fail(CLI_ERR_UNKNOWN_OPTION, "'%s' (one input file at most)", argv[i]));
        else
            path = argv[i];
    }
    FILE *in = stdin;
    cli_progress progress = {false, 0, 0};
    if (path && strcmp(path, "-") != 0) {
        in = fopen(path, "rb");
        if (!in) return cli_report("batch", cli_open_failed(path));
        struct stat st;
        if (isatty(STDERR_FILENO) && fstat(fileno(in), &st) == 0 && S_ISREG(st.st_mode)) {
            progress.on = true;
            progress.total_bytes = (double)st.st_size;
        }
    }
    static char buf[CLI_LINE_MAX];
    unsigned long long line = 0, failed = 0;
    size_t len = 0;
    int got;
    while ((got = cli_read_line(in, buf, sizeof buf, &len)) != CLI_LINE_END) {
        ++line;
        bool ok = false;
        if (got == CLI_LINE_TOO_LONG) {
            cli_json_error(stdout, cli_fail(CLI_ERR_LINE_TOO_LONG, "over %d bytes", CLI_LINE_MAX - 2), line, NULL);
        } else if (got == CLI_LINE_NUL) {
            cli_json_error(stdout, cli_fail(CLI_ERR_JSON, "a NUL byte in the line"), line, NULL);
        } else {
            ok = cli_batch_line(buf, len, use_float, line, stdout);
        }
        fputc('\n', stdout);
        failed += !ok;
        if ((line & 1023) == 0) cli_progress_show(&progress, in, line, failed, false);
    }
    const bool read_error = ferror(in) != 0;
    const int read_errno = read_error ? errno : 0; /* the failed read's reason, before other calls */
    cli_progress_show(&progress, in, line, failed, true);
    if (in != stdin) fclose(in);
    errno = 0;
    if (fflush(stdout) != 0 || ferror(stdout))
        return cli_report("batch", cli_io_failed("cannot write the output", errno));
    if (read_error) return cli_report("batch", cli_io_failed("reading the input", read_errno));
    if (failed) fprintf(stderr, "circbox batch: %llu of %llu lines failed\n", failed, line);
    return failed ? 1 : 0;
}
