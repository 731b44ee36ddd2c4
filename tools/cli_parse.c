/* SPDX-License-Identifier: MIT */
/* From text to a checked query: number lists, shape options, and the checks
   that name the problem (the library's own validators have the last word in
   cli_query.c). */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

int cli_box_dim(cli_box_kind k) {
    switch (k) {
    case CLI_BOX_AABB: case CLI_BOX_OBB: return 2;
    case CLI_BOX_AABB3: case CLI_BOX_OBB3: return 3;
    default: return 0;
    }
}

cli_query cli_query_init(cli_op op) {
    cli_query q;
    memset(&q, 0, sizeof q);
    q.op = op;
    return q;
}

static const char *const cli_op_names[] = {"relate", "contact", "sweep"};

const char *cli_op_name(cli_op op) { return cli_op_names[op]; }

bool cli_op_from_name(const char *name, cli_op *op) {
    for (int i = 0; i < 3; ++i)
        if (strcmp(name, cli_op_names[i]) == 0) {
            *op = (cli_op)i;
            return true;
        }
    return false;
}

bool cli_read_number(const char *text, size_t len, double *x, bool *overflow) {
    char *stop = NULL;
    errno = 0;
    *x = strtod(text, &stop);
    /* "1e400": strtod says ERANGE and gives infinity; an underflow
       (ERANGE with 0 or a subnormal) is the correctly rounded value. */
    *overflow = errno == ERANGE && isinf(*x);
    if (stop == text) return false; /* no number: a blank piece is not 0 */
    const char *end = text + len;
    while (stop < end && (*stop == ' ' || *stop == '\t')) ++stop;
    return stop == end;
}

/* Splits at commas; every piece must be a whole number in strtod's syntax. */
cli_error cli_parse_list(const char *text, double *out, size_t max, size_t *n, const char *subject) {
    *n = 0;
    const char *p = text;
    for (;;) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        /* any length: strtod reads the text in place (a 135-digit exact
           decimal was refused as too long); the message quotes 40 bytes */
        const int shown = cli_utf8_prefix(p, (int)(len < 40 ? len : 40));
        double v;
        bool overflow;
        if (!cli_read_number(p, len, &v, &overflow))
            return cli_fail(CLI_ERR_NOT_A_NUMBER, "%s value %zu ('%.*s')", subject, *n + 1, shown, p);
        if (overflow) return cli_fail(CLI_ERR_OVERFLOW, "%s value %zu ('%.*s')", subject, *n + 1, shown, p);
        /* NaN and infinity written as such parse; the shape's check names them. */
        if (*n == max) return cli_fail(CLI_ERR_COUNT, "%s (more than %zu)", subject, max);
        out[(*n)++] = v;
        if (!end) break;
        p = end + 1;
    }
    return cli_ok();
}

static const char cli_axis_names[3] = {'x', 'y', 'z'};

/* Shapes are checked by the library's own validators: what it accepts is
   accepted here, and the message is its reason (cli_invalid). The subject
   points at the value: v holds the option's n numbers, a shape of dimension
   dim (boxes: min then max, or center then half extents); axes, when not
   NULL, the three axes of an obb3. */
static cli_error cli_check_reason(cbx_invalid_reason r, const double *v, size_t n, int dim,
                                  const double (*axes)[3], const char *subject) {
    switch (r) {
    case CBX_REASON_VALID: return cli_ok();
    case CBX_REASON_CENTER_NOT_FINITE: case CBX_REASON_RADIUS_NOT_FINITE: case CBX_REASON_BOUNDS_NOT_FINITE:
    case CBX_REASON_HALF_NOT_FINITE: case CBX_REASON_ROTATION_NOT_FINITE: case CBX_REASON_AXES_NOT_FINITE:
    case CBX_REASON_VECTOR_NOT_FINITE:
        for (size_t i = 0; i < n; ++i)
            if (!isfinite(v[i])) return cli_invalid(r, "%s value %zu", subject, i + 1);
        break;
    case CBX_REASON_RADIUS_NEGATIVE: return cli_invalid(r, "%s radius %.17g", subject, v[n - 1]);
    case CBX_REASON_BOX_INVERTED:
    case CBX_REASON_HALF_NEGATIVE:
        for (int k = 0; k < dim; ++k) {
            if (r == CBX_REASON_BOX_INVERTED && v[k] > v[dim + k])
                return cli_invalid(r, "%s min%c %.17g > max%c %.17g", subject, cli_axis_names[k], v[k],
                                   cli_axis_names[k], v[dim + k]);
            if (r == CBX_REASON_HALF_NEGATIVE && v[dim + k] < 0)
                return cli_invalid(r, "%s h%c %.17g", subject, cli_axis_names[k], v[dim + k]);
        }
        break;
    case CBX_REASON_AXES_NOT_ORTHONORMAL:
        for (int i = 0; axes && i < 3; ++i)
            for (int j = i; j < 3; ++j) {
                const double d = axes[i][0] * axes[j][0] + axes[i][1] * axes[j][1] + axes[i][2] * axes[j][2];
                if (fabs(d - (i == j ? 1.0 : 0.0)) > CBX_ROT_TOLERANCE)
                    return cli_invalid(r, "%s axis%d . axis%d = %.17g", subject, i, j, d);
            }
        break;
    default: break;
    }
    return cli_invalid(r, "%s", subject);
}

cli_error cli_set_ball(cli_query *q, int dim, const double *v, size_t n, const char *subject) {
    const size_t want = (size_t)dim + 1;
    if (q->ball_dim) return cli_fail(CLI_ERR_DUPLICATE, "%s", subject);
    if (n != want)
        return cli_fail(CLI_ERR_COUNT, "%s (want %s, got %zu)", subject, dim == 2 ? "x,y,r" : "x,y,z,r", n);
    const cbx_circle c = {{v[0], v[1]}, v[2]};
    const cbx_sphere s = {{v[0], v[1], v[2]}, dim == 3 ? v[3] : 0};
    cli_error e = cli_check_reason(dim == 2 ? cbx_why_invalid_circle(c) : cbx_why_invalid_sphere(s), v, n, dim, NULL,
                                   subject);
    if (e.code) return e;
    q->ball_dim = dim;
    memcpy(q->ball, v, want * sizeof *v);
    return cli_ok();
}

cli_error cli_set_aabb(cli_query *q, int dim, const double *v, size_t n, const char *subject) {
    if (q->box) return cli_fail(CLI_ERR_DUPLICATE, "%s (one box per query)", subject);
    if (n != 2 * (size_t)dim)
        return cli_fail(CLI_ERR_COUNT, "%s (want %s, got %zu)", subject,
                        dim == 2 ? "minx,miny,maxx,maxy" : "minx,miny,minz,maxx,maxy,maxz", n);
    const cbx_aabb2 b2 = {{v[0], v[1]}, {v[2], v[3]}};
    const cbx_aabb3 b3 = {{v[0], v[1], v[2]}, {v[3], dim == 3 ? v[4] : 0, dim == 3 ? v[5] : 0}};
    cli_error e = cli_check_reason(dim == 2 ? cbx_why_invalid_aabb2(b2) : cbx_why_invalid_aabb3(b3), v, n, dim, NULL,
                                   subject);
    if (e.code) return e;
    q->box = dim == 2 ? CLI_BOX_AABB : CLI_BOX_AABB3;
    for (int k = 0; k < dim; ++k) {
        q->box_min[k] = v[k];
        q->box_max[k] = v[dim + k];
    }
    return cli_ok();
}

static bool cli_all_finite(const double *v, size_t n) {
    for (size_t i = 0; i < n; ++i)
        if (!isfinite(v[i])) return false;
    return true;
}

cli_error cli_set_obb2(cli_query *q, const double *v, size_t n, const char *subject) {
    if (q->box) return cli_fail(CLI_ERR_DUPLICATE, "%s (one box per query)", subject);
    if (n != 5) return cli_fail(CLI_ERR_COUNT, "%s (want cx,cy,hx,hy,angle_degrees, got %zu)", subject, n);
    double c = NAN, s = NAN; /* a non-finite angle: a non-finite rotation */
    if (isfinite(v[4])) cli_rotation_deg(v[4], &c, &s);
    const cbx_obb2 b = {{v[0], v[1]}, {v[2], v[3]}, {c, s}};
    cli_error e = cli_check_reason(cbx_why_invalid_obb2(b), v, n, 2, NULL, subject);
    if (e.code) return e;
    q->box = CLI_BOX_OBB;
    q->center[0] = v[0];
    q->center[1] = v[1];
    q->half[0] = v[2];
    q->half[1] = v[3];
    q->angle_deg = v[4];
    q->axis[0][0] = c;
    q->axis[0][1] = s;
    q->axis[1][0] = -s;
    q->axis[1][1] = c;
    return cli_ok();
}

/* cx,cy,cz,hx,hy,hz then either yaw,pitch,roll in degrees (9 numbers) or the
   three local axes as world vectors (15 numbers). */
cli_error cli_set_obb3(cli_query *q, const double *v, size_t n, const char *subject) {
    if (q->box) return cli_fail(CLI_ERR_DUPLICATE, "%s (one box per query)", subject);
    if (n != 9 && n != 15)
        return cli_fail(CLI_ERR_COUNT, "%s (want cx,cy,cz,hx,hy,hz,yaw,pitch,roll or cx,cy,cz,hx,hy,hz and 3 axes, got %zu)",
                        subject, n);
    double axis[3][3];
    if (n == 9 && cli_all_finite(v + 6, 3)) {
        cli_euler_axes(v[6], v[7], v[8], axis);
    } else {
        for (int i = 0; i < 3; ++i)
            for (int k = 0; k < 3; ++k) axis[i][k] = n == 9 ? NAN : v[6 + 3 * i + k];
    }
    cbx_obb3 b = {{v[0], v[1], v[2]}, {v[3], v[4], v[5]}, {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}}};
    for (int i = 0; i < 3; ++i) {
        b.axis[i].x = axis[i][0];
        b.axis[i].y = axis[i][1];
        b.axis[i].z = axis[i][2];
    }
    cli_error e = cli_check_reason(cbx_why_invalid_obb3(b), v, n, 3, (const double(*)[3])axis, subject);
    if (e.code) return e;
    q->box = CLI_BOX_OBB3;
    for (int k = 0; k < 3; ++k) {
        q->center[k] = v[k];
        q->half[k] = v[3 + k];
    }
    memcpy(q->axis, axis, sizeof axis);
    return cli_ok();
}

cli_error cli_set_velocity(cli_query *q, bool box, const double *v, size_t n, const char *subject) {
    int *dim = box ? &q->box_velocity_dim : &q->velocity_dim;
    double *dst = box ? q->box_velocity : q->velocity;
    if (*dim) return cli_fail(CLI_ERR_DUPLICATE, "%s", subject);
    if (n != 2 && n != 3) return cli_fail(CLI_ERR_COUNT, "%s (want vx,vy or vx,vy,vz, got %zu)", subject, n);
    const cbx_vec2 v2 = {v[0], v[1]};
    const cbx_vec3 v3 = {v[0], v[1], n == 3 ? v[2] : 0};
    cli_error e = cli_check_reason(n == 2 ? cbx_why_invalid_vec2(v2) : cbx_why_invalid_vec3(v3), v, n, 0, NULL, subject);
    if (e.code) return e;
    *dim = (int)n;
    memcpy(dst, v, n * sizeof *v);
    return cli_ok();
}

/* Every number the library will see, as the chosen precision sees it. */
static cli_error cli_check_float_range(const cli_query *q) {
    const double *groups[] = {q->ball, q->box_min, q->box_max, q->center, q->half, q->velocity, q->box_velocity};
    const char *names[] = {q->ball_dim == 3 ? "sphere" : "circle", "box min", "box max", "box center", "box half extents", "velocity", "box velocity"};
    for (size_t g = 0; g < sizeof groups / sizeof groups[0]; ++g)
        for (int k = 0; k < 4 && (k < 3 || g == 0); ++k)
            if (!isfinite((float)groups[g][k]))
                return cli_fail(CLI_ERR_FLOAT_RANGE, "%s value %d (%.17g)", names[g], k + 1, groups[g][k]);
    return cli_ok();
}

cli_error cli_check_query(const cli_query *q) {
    const char *is3 = q->ball_dim == 3 ? "sphere" : "circle";
    if (!q->ball_dim) return cli_fail(CLI_ERR_MISSING_BALL, NULL);
    if (!q->box) return cli_fail(CLI_ERR_MISSING_BOX, NULL);
    if (cli_box_dim(q->box) != q->ball_dim) return cli_fail(CLI_ERR_MIXED_DIMENSIONS, "%s with a %dD box", is3, cli_box_dim(q->box));
    if (q->op != CLI_OP_SWEEP) {
        if (q->velocity_dim) return cli_fail(CLI_ERR_NOT_FOR_COMMAND, "velocity (only sweep and draw)");
        if (q->box_velocity_dim) return cli_fail(CLI_ERR_NOT_FOR_COMMAND, "box velocity (only sweep and draw)");
    }
    if (q->velocity_dim && q->velocity_dim != q->ball_dim)
        return cli_fail(CLI_ERR_COUNT, "velocity (want %d values for a %s)", q->ball_dim, is3);
    if (q->box_velocity_dim && q->box_velocity_dim != q->ball_dim)
        return cli_fail(CLI_ERR_COUNT, "box velocity (want %d values for a %s)", q->ball_dim, is3);
    if (q->use_float) {
        cli_error e = cli_check_float_range(q);
        if (e.code) return e;
    }
    if (q->ball_dim == 3 && !CBX_CLI_HAVE_STATIC3) return cli_fail(CLI_ERR_UNAVAILABLE, "3D queries");
    if (q->op == CLI_OP_SWEEP && q->ball_dim == 2 && !CBX_CLI_HAVE_SWEEP2) return cli_fail(CLI_ERR_UNAVAILABLE, "2D sweeps");
    if (q->op == CLI_OP_SWEEP && q->ball_dim == 3 && !CBX_CLI_HAVE_SWEEP3) return cli_fail(CLI_ERR_UNAVAILABLE, "3D sweeps");
    return cli_ok();
}

/* One option's value: "--opt=value" or "--opt value". */
static cli_error cli_option_value(int argc, char **argv, int *i, const char *name, const char **value) {
    const char *arg = argv[*i];
    const size_t len = strlen(name);
    if (arg[len] == '=') {
        *value = arg + len + 1;
        return cli_ok();
    }
    if (*i + 1 >= argc) return cli_fail(CLI_ERR_MISSING_VALUE, "%s", name);
    *value = argv[++*i];
    return cli_ok();
}

static bool cli_option_is(const char *arg, const char *name) {
    const size_t len = strlen(name);
    return strncmp(arg, name, len) == 0 && (arg[len] == '\0' || arg[len] == '=');
}

enum { CLI_OPT_CIRCLE, CLI_OPT_SPHERE, CLI_OPT_AABB, CLI_OPT_AABB3, CLI_OPT_OBB, CLI_OPT_OBB3,
       CLI_OPT_VELOCITY, CLI_OPT_BOX_VELOCITY, CLI_OPT_COUNT };
static const char *const cli_shape_options[CLI_OPT_COUNT] = {
    "--circle", "--sphere", "--aabb", "--aabb3", "--obb", "--obb3", "--velocity", "--box-velocity"};

static cli_error cli_apply_shape(cli_query *q, int which, const double *v, size_t n, const char *name) {
    switch (which) {
    case CLI_OPT_CIRCLE: return cli_set_ball(q, 2, v, n, name);
    case CLI_OPT_SPHERE: return cli_set_ball(q, 3, v, n, name);
    case CLI_OPT_AABB: return cli_set_aabb(q, 2, v, n, name);
    case CLI_OPT_AABB3: return cli_set_aabb(q, 3, v, n, name);
    case CLI_OPT_OBB: return cli_set_obb2(q, v, n, name);
    case CLI_OPT_OBB3: return cli_set_obb3(q, v, n, name);
    case CLI_OPT_VELOCITY: return cli_set_velocity(q, false, v, n, name);
    default: return cli_set_velocity(q, true, v, n, name);
    }
}

cli_error cli_parse_options(int argc, char **argv, cli_query *q, cli_extra *extra) {
    for (int i = 0; i < argc; ++i) {
        const char *arg = argv[i];
        const char *value = NULL;
        cli_error e = cli_ok();
        if (strcmp(arg, "--float") == 0) {
            q->use_float = true;
            continue;
        }
        if (strcmp(arg, "-o") == 0 || cli_option_is(arg, "--output")) {
            if (!extra) return cli_fail(CLI_ERR_NOT_FOR_COMMAND, "%s (only draw)", arg);
            e = cli_option_value(argc, argv, &i, arg[1] == 'o' ? "-o" : "--output", &value);
            if (e.code) return e;
            extra->output = value;
            continue;
        }
        int which = -1;
        for (int k = 0; k < CLI_OPT_COUNT; ++k)
            if (cli_option_is(arg, cli_shape_options[k])) which = k;
        if (which < 0) return cli_fail(CLI_ERR_UNKNOWN_OPTION, "'%s'", arg);
        const char *name = cli_shape_options[which];
        e = cli_option_value(argc, argv, &i, name, &value);
        if (e.code) return e;
        double v[32];
        size_t n = 0;
        e = cli_parse_list(value, v, 32, &n, name);
        if (!e.code) e = cli_apply_shape(q, which, v, n, name);
        if (e.code) return e;
    }
    return cli_ok();
}
