/* SPDX-License-Identifier: MIT */
/* Answers as JSON text. Numbers round-trip: 17 significant digits for a
   double answer, 9 for a float answer (enough for any float); a value that
   is not finite (which a valid answer never has, but a NONE sweep's point may)
   is printed as null, since JSON has no NaN. */
#include <math.h>

#include "cli.h"

void cli_json_number(FILE *out, double v, bool is_float) {
    if (!isfinite(v))
        fputs("null", out);
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

void cli_json_string(FILE *out, const char *s) {
    fputc('"', out);
    for (; *s; ++s) {
        const unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\')
            fprintf(out, "\\%c", ch);
        else if (ch < 0x20)
            fprintf(out, "\\u%04x", ch);
        else
            fputc(ch, out);
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

void cli_json_error(FILE *out, cli_error e, unsigned long long line) {
    char msg[256];
    cli_error_format(e, msg, sizeof msg);
    fputs("{\"error\": ", out);
    cli_json_string(out, msg);
    fprintf(out, ", \"line\": %llu}", line);
}
