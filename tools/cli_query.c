/* SPDX-License-Identifier: MIT */
/* A checked query to the library's answer, in double or (--float) float.
   One body (cli_query_body.h) serves both precisions. */
#include <string.h>

#include "cli.h"

#define CLI_CAT_(a, b) a##b
#define CLI_CAT(a, b) CLI_CAT_(a, b)
#define CLI_T(name) CLI_CAT(name, CLI_SUFFIX)

#define CLI_SUFFIX
#define cli_real double
#include "cli_query_body.h"
#undef CLI_SUFFIX
#undef cli_real

#define CLI_SUFFIX f
#define cli_real float
#include "cli_query_body.h"
#undef CLI_SUFFIX
#undef cli_real

cli_error cli_answer_query(const cli_query *q, cli_answer *a) {
    memset(a, 0, sizeof *a);
    cli_error e = cli_check_query(q);
    if (e.code) return e;
    a->op = q->op;
    a->dim = q->ball_dim;
    a->is_float = q->use_float;
    if (q->use_float)
        cli_askf(q, a);
    else
        cli_ask(q, a);
    const bool invalid = q->op == CLI_OP_SWEEP ? a->code == CBX_SWEEP_INVALID : a->code == CBX_INVALID;
    if (invalid) return cli_fail(CLI_ERR_LIBRARY_INVALID, "%s", q->ball_dim == 2 ? "circle/box" : "sphere/box");
    return cli_ok();
}

const char *cli_relation_name(int relation) {
    switch (relation) {
    case CBX_SEPARATE: return "separate";
    case CBX_TOUCHING: return "touching";
    case CBX_OVERLAPPING: return "overlapping";
    default: return "invalid";
    }
}

const char *cli_sweep_type_name(int type) {
    switch (type) {
    case CBX_SWEEP_CONTACT: return "contact";
    case CBX_SWEEP_NONE: return "none";
    case CBX_SWEEP_OVERLAP: return "overlap";
    default: return "invalid";
    }
}
