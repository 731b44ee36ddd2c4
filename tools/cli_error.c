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

cli_error cli_io_failed(const char *doing, int err) {
    if (err == 0) return cli_fail(CLI_ERR_IO, "%s", doing);
    return cli_fail(CLI_ERR_IO, "%.80s (%.40s)", doing, strerror(err));
}

/* s to stderr with what a terminal would act on or hide written as
   escapes: control bytes (ESC turned a tester's terminal red, a CR
   overwrote the message's start), bytes that are no UTF-8, and the
   invisible byte order mark (a box file's first value read "'0': not a
   number"). Errors on stdout are JSON strings, escaped there. */
void cli_put_visible(const char *s) {
    const size_t n = strlen(s);
    for (size_t i = 0; i < n;) {
        const unsigned char c = (unsigned char)s[i];
        const int k = cli_utf8_length(s + i, n - i);
        if (k == 3 && memcmp(s + i, "\xEF\xBB\xBF", 3) == 0) {
            fputs("\\ufeff", stderr);
        } else if (k > 1) {
            fwrite(s + i, 1, (size_t)k, stderr);
        } else if (k == 1 && c >= 0x20 && c != 0x7f) {
            fputc(c, stderr);
        } else {
            fprintf(stderr, "\\x%02x", c);
        }
        i += k > 0 ? (size_t)k : 1;
    }
}

int cli_report(const char *command, cli_error e) {
    char msg[256];
    cli_error_format(e, msg, sizeof msg);
    fputs(command ? "circbox " : "circbox", stderr);
    if (command) fputs(command, stderr);
    fputs(": ", stderr);
    cli_put_visible(msg);
    fputc('\n', stderr);
    return 2;
}
