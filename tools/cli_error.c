/* SPDX-License-Identifier: MIT */
/* Error values and their messages (the table is CLI_ERROR_TABLE in cli.h). */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

static const char *const cli_error_texts[CLI_ERROR_COUNT] = {
#define CLI_X(code, text) [code] = text,
    CLI_ERROR_TABLE(CLI_X)
#undef CLI_X
};

const char *cli_error_text(cli_error_code code) {
    return (unsigned)code < CLI_ERROR_COUNT ? cli_error_texts[code] : "unknown error";
}

cli_error cli_ok(void) {
    cli_error e = {CLI_OK, CBX_REASON_VALID, ""};
    return e;
}

cli_error cli_invalid(cbx_invalid_reason r, const char *subject_fmt, ...) {
    cli_error e = {CLI_ERR_INVALID_SHAPE, r, ""};
    va_list ap;
    va_start(ap, subject_fmt);
    vsnprintf(e.subject, sizeof e.subject, subject_fmt, ap);
    va_end(ap);
    return e;
}

/* The message of e: the library's reason for an invalid shape. */
static const char *cli_error_message(cli_error e) {
    return e.code == CLI_ERR_INVALID_SHAPE ? cbx_invalid_reason_text(e.reason) : cli_error_text(e.code);
}

cli_error cli_fail(cli_error_code code, const char *subject_fmt, ...) {
    cli_error e = {code, CBX_REASON_VALID, ""};
    if (subject_fmt) {
        va_list ap;
        va_start(ap, subject_fmt);
        vsnprintf(e.subject, sizeof e.subject, subject_fmt, ap);
        va_end(ap);
    }
    return e;
}

void cli_error_format(cli_error e, char *buf, size_t size) {
    if (e.subject[0])
        snprintf(buf, size, "%s: %s", e.subject, cli_error_message(e));
    else
        snprintf(buf, size, "%s", cli_error_message(e));
}

cli_error cli_open_failed(const char *path) {
    if (errno == ENOENT) return cli_fail(CLI_ERR_NO_SUCH_FILE, "'%.80s'", path);
    return cli_fail(CLI_ERR_IO, "cannot open '%.60s' (%.20s)", path, strerror(errno));
}

int cli_report(const char *command, cli_error e) {
    char msg[256];
    cli_error_format(e, msg, sizeof msg);
    if (command)
        fprintf(stderr, "circbox %s: %s\n", command, msg);
    else
        fprintf(stderr, "circbox: %s\n", msg);
    return 2;
}
