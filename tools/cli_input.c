/* SPDX-License-Identifier: MIT */
/* Input lines, and the JSON in them, checked before anything reads them.

   Lines: read byte by byte, so that a NUL byte inside a line is seen (fgets
   and strlen stopped at it: the rest of the line was dropped, and past the
   buffer's end the rest was read as a line of its own, which shifted every
   later answer); such a line is reported, and every caller refuses it. A line longer than the
   buffer is read to its end and reported, never split.

   JSON: cJSON accepts more than JSON (leading zeros as in 01, a number
   ending in a point, control characters and bad escapes in strings, bytes
   that are not UTF-8, text after the value), and an `id` is echoed as
   written, so such a line would answer with output that is not JSON. The
   checker below is RFC 8259's grammar, UTF-8 included, run on the line
   first; cJSON then only builds the tree. A \u0000 escape is refused too:
   cJSON ends its C strings there, so {"op\u0000x": ...} read as "op". */
#define _POSIX_C_SOURCE 200809L /* strnlen */
#include <string.h>

#include "cli.h"

int cli_read_line(FILE *in, char *buf, size_t size, size_t *len) {
    size_t n = 0;
    bool any = false, over = false, nul = false;
    int ch;
    while ((ch = getc(in)) != EOF) {
        any = true;
        if (ch == '\n') break;
        nul |= ch == '\0';
        if (n < size - 1)
            buf[n++] = (char)ch;
        else
            over = true;
    }
    if (!any) return CLI_LINE_END;
    if (n > 0 && buf[n - 1] == '\r' && !over) --n; /* CRLF: the CR is the line's end, not its text */
    buf[n] = '\0';
    *len = n;
    if (over || n > size - 2) return CLI_LINE_TOO_LONG;
    return nul ? CLI_LINE_NUL : CLI_LINE_OK;
}

/* ---- RFC 8259, strictly ---- */

typedef struct cli_json_scan {
    const unsigned char *p, *end;
    int depth;
    bool deep; /* stopped at cJSON's nesting limit */
} cli_json_scan;

static void cli_json_blanks(cli_json_scan *s) {
    while (s->p < s->end && (*s->p == ' ' || *s->p == '\t' || *s->p == '\n' || *s->p == '\r')) ++s->p;
}

static bool cli_json_digits(cli_json_scan *s) {
    const unsigned char *start = s->p;
    while (s->p < s->end && *s->p >= '0' && *s->p <= '9') ++s->p;
    return s->p > start;
}

/* -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? */
static bool cli_json_number_ok(cli_json_scan *s) {
    if (s->p < s->end && *s->p == '-') ++s->p;
    if (s->p < s->end && *s->p == '0')
        ++s->p;
    else if (!(s->p < s->end && *s->p >= '1' && *s->p <= '9') || !cli_json_digits(s))
        return false;
    if (s->p < s->end && *s->p == '.') {
        ++s->p;
        if (!cli_json_digits(s)) return false;
    }
    if (s->p < s->end && (*s->p == 'e' || *s->p == 'E')) {
        ++s->p;
        if (s->p < s->end && (*s->p == '+' || *s->p == '-')) ++s->p;
        if (!cli_json_digits(s)) return false;
    }
    return true;
}

int cli_utf8_length(const char *text, size_t avail) {
    const unsigned char *p = (const unsigned char *)text;
    const unsigned char c = p[0];
    int more;
    unsigned long cp;
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) {
        more = 1, cp = c & 0x1Fu;
    } else if (c >= 0xE0 && c <= 0xEF) {
        more = 2, cp = c & 0x0Fu;
    } else if (c >= 0xF0 && c <= 0xF4) {
        more = 3, cp = c & 0x07u;
    } else {
        return 0;
    }
    if (avail <= (size_t)more) return 0;
    for (int k = 1; k <= more; ++k) {
        if ((p[k] & 0xC0) != 0x80) return 0;
        cp = cp << 6 | (p[k] & 0x3Fu);
    }
    static const unsigned long least[4] = {0, 0x80, 0x800, 0x10000};
    if (cp < least[more] || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) return 0;
    return more + 1;
}

/* One UTF-8 character of at least two bytes at s->p. */
static bool cli_json_utf8(cli_json_scan *s) {
    const int n = cli_utf8_length((const char *)s->p, (size_t)(s->end - s->p));
    s->p += n;
    return n > 1;
}

static bool cli_json_string_ok(cli_json_scan *s) {
    ++s->p; /* the opening quote */
    while (s->p < s->end) {
        const unsigned char c = *s->p;
        if (c == '"') {
            ++s->p;
            return true;
        }
        if (c < 0x20) return false;
        if (c >= 0x80) {
            if (!cli_json_utf8(s)) return false;
            continue;
        }
        if (c == '\\') {
            if (s->end - s->p < 2) return false;
            const unsigned char e = s->p[1];
            if (e == 'u') {
                if (s->end - s->p < 6) return false;
                bool zero = true;
                for (int k = 2; k < 6; ++k) {
                    const unsigned char h = s->p[k];
                    if (!((h >= '0' && h <= '9') || (h >= 'a' && h <= 'f') || (h >= 'A' && h <= 'F'))) return false;
                    zero = zero && h == '0';
                }
                if (zero) return false; /* \u0000: see the top of this file */
                s->p += 6;
                continue;
            }
            if (!strchr("\"\\/bfnrt", e) || e == '\0') return false;
            s->p += 2;
            continue;
        }
        ++s->p;
    }
    return false;
}

static bool cli_json_literal(cli_json_scan *s, const char *word) {
    const size_t n = strlen(word);
    if ((size_t)(s->end - s->p) < n || memcmp(s->p, word, n) != 0) return false;
    s->p += n;
    return true;
}

static bool cli_json_value_ok(cli_json_scan *s);

/* The members of an object or the elements of an array, after its opening
   bracket, through its closing one. */
static bool cli_json_container_ok(cli_json_scan *s, bool object) {
    const unsigned char close = object ? '}' : ']';
    if (++s->depth > 1000) { /* cJSON's own nesting limit (and this scan's stack) */
        s->deep = true;
        return false;
    }
    ++s->p;
    cli_json_blanks(s);
    if (s->p < s->end && *s->p == close) {
        ++s->p;
        --s->depth;
        return true;
    }
    for (;;) {
        if (object) {
            if (!(s->p < s->end && *s->p == '"') || !cli_json_string_ok(s)) return false;
            cli_json_blanks(s);
            if (!(s->p < s->end && *s->p == ':')) return false;
            ++s->p;
            cli_json_blanks(s);
        }
        if (!cli_json_value_ok(s)) return false;
        cli_json_blanks(s);
        if (s->p < s->end && *s->p == ',') {
            ++s->p;
            cli_json_blanks(s);
            continue;
        }
        if (!(s->p < s->end && *s->p == close)) return false;
        ++s->p;
        --s->depth;
        return true;
    }
}

static bool cli_json_value_ok(cli_json_scan *s) {
    if (s->p >= s->end) return false;
    switch (*s->p) {
    case '{': return cli_json_container_ok(s, true);
    case '[': return cli_json_container_ok(s, false);
    case '"': return cli_json_string_ok(s);
    case 't': return cli_json_literal(s, "true");
    case 'f': return cli_json_literal(s, "false");
    case 'n': return cli_json_literal(s, "null");
    default: return cli_json_number_ok(s);
    }
}

cli_error_code cli_json_check(const char *text, size_t len) {
    cli_json_scan s = {(const unsigned char *)text, (const unsigned char *)text + len, 0, false};
    cli_json_blanks(&s);
    if (!cli_json_value_ok(&s)) return s.deep ? CLI_ERR_JSON_DEPTH : CLI_ERR_JSON;
    cli_json_blanks(&s);
    return s.p == s.end ? CLI_OK : CLI_ERR_JSON;
}

int cli_utf8_prefix(const char *s, int max) {
    const int n = (int)strnlen(s, (size_t)max + 1);
    if (n <= max) return n;
    int k = max;
    while (k > 0 && ((unsigned char)s[k] & 0xC0) == 0x80) --k; /* s[k] continues a character: cut before it */
    return k;
}
