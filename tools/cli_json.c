/* SPDX-License-Identifier: MIT */
/* Answers as JSON text. Numbers round-trip: 17 significant digits for a
   double answer, 9 for a float answer (enough for any float). JSON has no
   NaN and no infinity: NaN (which a valid answer never has, but a NONE
   sweep's point may) prints as null, and an infinity (a distance that
   overflowed the double range) as 1e999 or -1e999, numbers too large for a
   double that JSON parsers (Python's json, JavaScript's JSON.parse, cJSON)
   read back as infinity, so an overflow is never mistaken for NaN. */
#include <math.h>
#include <string.h>

#include "cli.h"

void cli_json_number(FILE *out, double v, bool is_float) {
    if (isnan(v))
        fputs("null", out);
    else if (isinf(v))
        fputs(v > 0 ? "1e999" : "-1e999", out);
    else
        fprintf(out, is_float ? "%.9g" : "%.17g", v);
}

static void cli_json_vector(FILE *out, const double *v, int dim, bool is_float) {
    fputc('[', out);
    for (int k = 0; k < dim; ++k) {
        if (k) fputs(", ", out);
        cli_json_number(out, v[k], is_float);
    }
    fputc(']', out);
}

/* A string as JSON: escaped where JSON needs it, and always UTF-8 (a byte
   that is not part of a UTF-8 character, quoted from a CSV line into an
   error message, becomes U+FFFD: the output stays JSON). */
void cli_json_string(FILE *out, const char *s) {
    fputc('"', out);
    const size_t len = strlen(s);
    for (size_t i = 0; i < len;) {
        const unsigned char ch = (unsigned char)s[i];
        const int n = cli_utf8_length(s + i, len - i);
        if (ch == '"' || ch == '\\')
            fprintf(out, "\\%c", ch);
        else if (ch < 0x20)
            fprintf(out, "\\u%04x", ch);
        else if (n == 0)
            fputs("\\ufffd", out);
        else
            fwrite(s + i, 1, (size_t)n, out);
        i += n > 0 ? (size_t)n : 1;
    }
    fputc('"', out);
}

void cli_json_answer(FILE *out, const cli_answer *a, const char *id_json) {
    fputc('{', out);
    if (id_json) fprintf(out, "\"id\": %s, ", id_json);
    if (a->op == CLI_OP_SWEEP) {
        fputs("\"type\": ", out);
        cli_json_string(out, cli_sweep_type_name(a->code));
        fputs(", \"time\": ", out);
    } else {
        fputs("\"relation\": ", out);
        cli_json_string(out, cli_relation_name(a->code));
        if (a->op == CLI_OP_RELATE) {
            fputc('}', out);
            return;
        }
        fputs(", \"distance\": ", out);
    }
    cli_json_number(out, a->value, a->is_float);
    fputs(", \"point\": ", out);
    cli_json_vector(out, a->point, a->dim, a->is_float);
    fputs(", \"normal\": ", out);
    cli_json_vector(out, a->normal, a->dim, a->is_float);
    fputc('}', out);
}

void cli_json_error(FILE *out, cli_error e, unsigned long long line, const char *id_json) {
    char msg[256];
    cli_error_format(e, msg, sizeof msg);
    fputc('{', out);
    if (id_json) fprintf(out, "\"id\": %s, ", id_json);
    fputs("\"error\": ", out);
    cli_json_string(out, msg);
    fprintf(out, ", \"line\": %llu}", line);
}

/* ---- a member's text as written ----
   cJSON keeps numbers as doubles, so 9007199254740993 would come back as
   9007199254740992 (or 9.00719925474099e+15): the id is echoed from the
   input line itself instead. The text has been accepted by cJSON, so these
   scanners only need to find where each token ends. */

static const char *cli_skip_blanks(const char *p, const char *end) {
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')) ++p;
    return p;
}

/* Just past the string that opens at p (a quote), or NULL. */
static const char *cli_skip_string(const char *p, const char *end) {
    for (++p; p < end; ++p) {
        if (*p == '\\')
            ++p;
        else if (*p == '"')
            return p + 1;
    }
    return NULL;
}

/* Just past the value that starts at p, or NULL. */
static const char *cli_skip_value(const char *p, const char *end) {
    if (p >= end) return NULL;
    if (*p == '"') return cli_skip_string(p, end);
    if (*p != '{' && *p != '[') {  /* number, true, false, null */
        while (p < end && !memchr(",}] \t\r\n", *p, 7)) ++p;
        return p;
    }
    int depth = 0;
    while (p < end) {
        if (*p == '"') {
            p = cli_skip_string(p, end);
            if (!p) return NULL;
            continue;
        }
        if (*p == '{' || *p == '[') ++depth;
        if ((*p == '}' || *p == ']') && --depth == 0) return p + 1;
        ++p;
    }
    return NULL;
}

bool cli_json_member_text(const char *json, size_t len, const char *key, const char **start, size_t *n) {
    const char *end = json + len, *p = cli_skip_blanks(json, end);
    const size_t key_len = strlen(key);
    if (p >= end || *p != '{') return false;
    p = cli_skip_blanks(p + 1, end);
    while (p < end && *p == '"') {
        const char *name = p + 1, *name_end = cli_skip_string(p, end);
        if (!name_end) return false;
        p = cli_skip_blanks(name_end, end);
        if (p >= end || *p != ':') return false;
        const char *value = cli_skip_blanks(p + 1, end), *value_end = cli_skip_value(value, end);
        if (!value_end) return false;
        if ((size_t)(name_end - 1 - name) == key_len && memcmp(name, key, key_len) == 0) {
            *start = value;
            *n = (size_t)(value_end - value);
            return true;
        }
        p = cli_skip_blanks(value_end, end);
        if (p < end && *p == ',') p = cli_skip_blanks(p + 1, end);
    }
    return false;
}
