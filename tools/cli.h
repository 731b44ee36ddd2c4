/* SPDX-License-Identifier: MIT */
/* circbox command-line tool: the types its files share.

   A query (what the user asked, as plain doubles) is parsed from command-line
   options (cli_parse.c) or from a JSON line (cli_batch.c), checked once
   (cli_check_query), answered by the library (cli_query.c) and printed as
   JSON (cli_json.c) or drawn as SVG (cli_svg.c). Errors are values
   (cli_error), never exits in the middle of the work. */
#ifndef CIRCBOX_CLI_H
#define CIRCBOX_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "circbox.h"

/* Which library functions this build has: tools/CMakeLists.txt looks for
   their definitions in src/ (the sweeps and the 3D queries arrive from other
   branches), so the tool builds and answers what it can meanwhile. */
#ifndef CBX_CLI_HAVE_SWEEP2
#define CBX_CLI_HAVE_SWEEP2 0
#endif
#ifndef CBX_CLI_HAVE_STATIC3
#define CBX_CLI_HAVE_STATIC3 0
#endif
#ifndef CBX_CLI_HAVE_SWEEP3
#define CBX_CLI_HAVE_SWEEP3 0
#endif
#ifndef CBX_CLI_HAVE_VARIANTS
#define CBX_CLI_HAVE_VARIANTS 0
#endif
#ifndef CBX_CLI_HAVE_SELECT
#define CBX_CLI_HAVE_SELECT 0
#endif

/* ---- errors: one table keeps the codes and their messages in step ----
   Why a shape is invalid is the library's business: CLI_ERR_INVALID_SHAPE
   carries a cbx_invalid_reason, and its message is the library's
   (cbx_invalid_reason_text, one table in circbox.h for every program). */
#define CLI_ERROR_TABLE(X)                                                          \
    X(CLI_OK, "ok")                                                                 \
    X(CLI_ERR_UNKNOWN_COMMAND, "unknown command")                                   \
    X(CLI_ERR_UNKNOWN_OPTION, "unknown option")                                     \
    X(CLI_ERR_MISSING_VALUE, "option needs a value")                                \
    X(CLI_ERR_NOT_A_NUMBER, "not a number")                                         \
    X(CLI_ERR_OVERFLOW, "overflows: the number is out of the range of a double")   \
    X(CLI_ERR_COUNT, "wrong number of values")                                      \
    X(CLI_ERR_FLOAT_RANGE, "too large for float (--float)")                         \
    X(CLI_ERR_INVALID_SHAPE, "invalid shape") /* text: the library's reason */     \
    X(CLI_ERR_MISSING_BALL, "missing shape: give --circle (2D) or --sphere (3D)")   \
    X(CLI_ERR_MISSING_BOX, "missing box: give --aabb/--obb (2D) or --aabb3/--obb3") \
    X(CLI_ERR_DUPLICATE, "shape given twice")                                       \
    X(CLI_ERR_MIXED_DIMENSIONS, "2D and 3D shapes mixed")                           \
    X(CLI_ERR_NOT_FOR_COMMAND, "does not apply to this command")                    \
    X(CLI_ERR_UNAVAILABLE, "not in this build of the library")                      \
    X(CLI_ERR_LIBRARY_INVALID, "the library rejects the input as invalid")          \
    X(CLI_ERR_JSON, "malformed JSON")                                               \
    X(CLI_ERR_JSON_DEPTH, "nested deeper than the parser's 1000 levels")            \
    X(CLI_ERR_NOT_OBJECT, "not a JSON object")                                      \
    X(CLI_ERR_BAD_OP, "\"op\" must be \"relate\", \"contact\" or \"sweep\"")          \
    X(CLI_ERR_FIELD_TYPE, "must be an array of numbers")                            \
    X(CLI_ERR_NOT_BOOLEAN, "must be a boolean (true or false)")                     \
    X(CLI_ERR_UNKNOWN_FIELD, "unknown field")                                       \
    X(CLI_ERR_DUPLICATE_FIELD, "field given twice")                                 \
    X(CLI_ERR_EMPTY_LINE, "empty line")                                             \
    X(CLI_ERR_LINE_TOO_LONG, "line too long")                                       \
    X(CLI_ERR_NO_SUCH_FILE, "no such file")                                         \
    X(CLI_ERR_IO, "input/output error")

typedef enum cli_error_code {
#define CLI_X(code, text) code,
    CLI_ERROR_TABLE(CLI_X)
#undef CLI_X
    CLI_ERROR_COUNT
} cli_error_code;

/* An error names its problem (code) and where it is (subject: the option or
   field, e.g. "--circle" or "radius"). */
typedef struct cli_error {
    cli_error_code code;
    cbx_invalid_reason reason; /* for CLI_ERR_INVALID_SHAPE */
    char subject[96];
} cli_error;

const char *cli_error_text(cli_error_code code);
cli_error cli_ok(void);
cli_error cli_fail(cli_error_code code, const char *subject_fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* CLI_ERR_INVALID_SHAPE for the library's reason r; the subject as cli_fail's. */
cli_error cli_invalid(cbx_invalid_reason r, const char *subject_fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* "subject: text" (or just "text"), into buf. */
void cli_error_format(cli_error e, char *buf, size_t size);
/* Why fopen(path) failed, from errno: "'path': no such file", or
   "cannot open 'path' (the system's reason)". */
cli_error cli_open_failed(const char *path);
/* An input/output error while `doing` (e.g. "reading the input"), with the
   system's reason for errno value err where there is one (a directory
   read as a file, a full disk): CLI_ERR_IO alone had hidden it. */
cli_error cli_io_failed(const char *doing, int err);
/* s on stderr, control bytes, bytes that are no UTF-8 and the byte order
   mark written as escapes (\x1b, \ufeff): every message there that quotes
   input goes through it. */
void cli_put_visible(const char *s);
/* Prints "circbox COMMAND: subject: text" on stderr; returns exit status 2. */
int cli_report(const char *command, cli_error e);

/* ---- queries ---- */
typedef enum cli_op { CLI_OP_RELATE, CLI_OP_CONTACT, CLI_OP_SWEEP } cli_op;
typedef enum cli_box_kind { CLI_BOX_NONE, CLI_BOX_AABB, CLI_BOX_OBB, CLI_BOX_AABB3, CLI_BOX_OBB3 } cli_box_kind;

/* What the user asked, numbers as given (doubles; --float rounds them to
   float only when the library is called). The box of an oriented shape is
   already a unit frame here (cli_rotation.c). */
typedef struct cli_query {
    cli_op op;
    bool use_float;
    int ball_dim;        /* 0 none, 2 circle, 3 sphere */
    double ball[4];      /* x, y, [z], r */
    cli_box_kind box;
    double box_min[3], box_max[3];   /* aabb, aabb3 */
    double center[3], half[3];       /* obb, obb3 */
    double axis[3][3];               /* obb: axis[0] = (c, s); obb3: the three local axes */
    double angle_deg;                /* obb: as given, for drawing */
    int velocity_dim, box_velocity_dim;   /* 0 when not given (then zero) */
    double velocity[3], box_velocity[3];
} cli_query;

int cli_box_dim(cli_box_kind k);
cli_query cli_query_init(cli_op op);
const char *cli_op_name(cli_op op);
bool cli_op_from_name(const char *name, cli_op *op);

/* Setters shared by the option parser and the JSON reader: `n` values in
   `v`, `subject` names them in messages. */
cli_error cli_set_ball(cli_query *q, int dim, const double *v, size_t n, const char *subject);
cli_error cli_set_aabb(cli_query *q, int dim, const double *v, size_t n, const char *subject);
cli_error cli_set_obb2(cli_query *q, const double *v, size_t n, const char *subject);
cli_error cli_set_obb3(cli_query *q, const double *v, size_t n, const char *subject);
cli_error cli_set_velocity(cli_query *q, bool box, const double *v, size_t n, const char *subject);
/* Completeness and validity of the whole query (shapes present, dimensions
   agree, options fit the command, values valid in the chosen precision). */
cli_error cli_check_query(const cli_query *q);

/* Option parsing for relate/contact/sweep/draw. Unparsed options
   (-o FILE for draw) are handed back through `extra`. */
typedef struct cli_extra {
    const char *output;  /* -o / --output */
} cli_extra;
cli_error cli_parse_options(int argc, char **argv, cli_query *q, cli_extra *extra);
/* The number written in text[0 .. len) in strtod's syntax, blanks around
   it allowed: false when the piece is not one whole number. The piece must
   end where strtod stops reading (a comma, a blank, a line end, the
   string's end). *overflow: it lies beyond the double range ("1e400"), an
   error for every command; NaN and infinity written as such are numbers. */
bool cli_read_number(const char *text, size_t len, double *x, bool *overflow);
/* Parses "a,b,c" into at most `max` doubles (strtod: decimal, hex floats). */
cli_error cli_parse_list(const char *text, double *out, size_t max, size_t *n, const char *subject);

/* ---- rotations (the tool's only use of libm) ---- */
/* cos and sin of an angle in degrees, exact 0/1/-1 at multiples of 90. */
void cli_rotation_deg(double degrees, double *c, double *s);
/* Columns of Rz(yaw) * Ry(pitch) * Rx(roll): the box's local axes in world space. */
void cli_euler_axes(double yaw, double pitch, double roll, double axis[3][3]);

/* ---- answers ---- */
typedef struct cli_answer {
    cli_op op;
    int dim;
    bool is_float;
    int code;            /* cbx_relation, or cbx_sweep_type for sweeps */
    double value;        /* distance (contact) or time (sweep) */
    double point[3], normal[3];
} cli_answer;

/* Calls the library on a checked query. */
cli_error cli_answer_query(const cli_query *q, cli_answer *a);

const char *cli_relation_name(int relation);
const char *cli_sweep_type_name(int type);

/* ---- JSON output ---- */
/* A number that reads back to the same value: %.17g for double, %.9g for a
   float answer; null for NaN, 1e999 and -1e999 for the infinities (an
   overflow: JSON parsers read these as infinity). */
void cli_json_number(FILE *out, double v, bool is_float);
/* The answer as one JSON object, without a newline. `id` (raw JSON text or
   NULL) is echoed first when given. */
void cli_json_answer(FILE *out, const cli_answer *a, const char *id_json);
/* {"id": ..., "error": "...", "line": N}; the id only when id_json is not NULL. */
void cli_json_error(FILE *out, cli_error e, unsigned long long line, const char *id_json);
/* ---- input (cli_input.c) ---- */
/* What cli_read_line read: the end of the input, a line, or a line the
   caller must refuse (over size - 2 bytes, read to its end; or holding a
   NUL byte, which C strings would cut short). */
enum { CLI_LINE_END = 0, CLI_LINE_OK = 1, CLI_LINE_TOO_LONG = -1, CLI_LINE_NUL = -2 };
/* One line into buf (size bytes), its line end (LF or CRLF) stripped, its
   exact length in *len (NUL bytes counted). Returns a CLI_LINE_ value; a
   line both too long and holding a NUL is CLI_LINE_TOO_LONG. */
int cli_read_line(FILE *in, char *buf, size_t size, size_t *len);
/* Is text[0..len) one JSON value (RFC 8259: strict numbers, strings of
   UTF-8 without control characters or \u0000, nothing after the value)?
   CLI_OK, CLI_ERR_JSON, or CLI_ERR_JSON_DEPTH where it nests deeper than
   cJSON reads (1000 levels: well formed or not, the scan stops there). */
cli_error_code cli_json_check(const char *text, size_t len);
/* The length of the UTF-8 character at text (avail bytes there): 1 to 4,
   or 0 where the bytes are not one (shortest form, no surrogates). */
int cli_utf8_length(const char *text, size_t avail);
/* How many bytes of s, at most max, end on a UTF-8 character boundary (for
   "%.*s" of a name in a message). */
int cli_utf8_prefix(const char *s, int max);
/* The text of the top-level member `key` of the JSON object in
   json[0..len), exactly as written (a big integer keeps its digits, a
   string its escapes): its start and length, or false when the object has
   no such member written plainly. For text that cJSON has already accepted. */
bool cli_json_member_text(const char *json, size_t len, const char *key, const char **start, size_t *n);
void cli_json_string(FILE *out, const char *s);

/* ---- commands ---- */
/* The shape options' help, shared by the commands that take shapes. */
const char *cli_shape_help_text(void);
int cli_cmd_batch(int argc, char **argv);
int cli_cmd_draw(int argc, char **argv);
int cli_cmd_bench(int argc, char **argv);
int cli_cmd_demo(int argc, char **argv);
int cli_cmd_index(int argc, char **argv);

/* ---- SVG ---- */
typedef struct cli_panel {
    double x, y, w, h;   /* where, in the SVG's pixels */
} cli_panel;
/* Draws one 2D query and its answer into a panel of an open <svg>. */
void cli_svg_scene(FILE *out, const cli_query *q, const cli_answer *a, cli_panel p, const char *title);
void cli_svg_begin(FILE *out, double w, double h);
void cli_svg_end(FILE *out);

#endif /* CIRCBOX_CLI_H */
