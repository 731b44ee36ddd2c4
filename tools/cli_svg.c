/* SPDX-License-Identifier: MIT */
/* SVG pictures of 2D queries.

   Everything is drawn in the box's frame of reference at time 0: for a sweep
   the circle's center moves along the relative velocity v - box_v, and first
   contact happens where that ray meets the rounded box (the Minkowski sum of
   the box and a disc of radius r, shaded). Shown: the box, the rounded box,
   the circle at the start and at first contact, the velocity ray, the contact
   point and normal, and a caption with the answer. World y points up. */
#include <float.h>
#include <math.h>
#include <string.h>

#include "cli.h"

typedef struct cli_pt { double x, y; } cli_pt;

/* World to pixels: a uniform scale, y flipped. */
typedef struct cli_view {
    double scale, ox, oy;   /* pixel = (o + (p - origin) * scale) */
    double wx, wy;          /* world origin: the view's center */
} cli_view;

static cli_pt cli_px(cli_view v, cli_pt p) {
    cli_pt r = {v.ox + (p.x - v.wx) * v.scale, v.oy - (p.y - v.wy) * v.scale};
    return r;
}

static cli_pt cli_add(cli_pt a, cli_pt b, double s) {
    cli_pt r = {a.x + b.x * s, a.y + b.y * s};
    return r;
}

/* The box in its own frame: center, unit axes u and w, half extents. */
typedef struct cli_frame {
    cli_pt c, u, w;
    double hx, hy;
} cli_frame;

static cli_frame cli_box_frame(const cli_query *q) {
    cli_frame f;
    if (q->box == CLI_BOX_AABB) {
        /* Halves first: (min + max) / 2 would overflow near DBL_MAX. */
        f.c.x = q->box_min[0] * 0.5 + q->box_max[0] * 0.5;
        f.c.y = q->box_min[1] * 0.5 + q->box_max[1] * 0.5;
        f.hx = q->box_max[0] * 0.5 - q->box_min[0] * 0.5;
        f.hy = q->box_max[1] * 0.5 - q->box_min[1] * 0.5;
        f.u.x = 1, f.u.y = 0, f.w.x = 0, f.w.y = 1;
    } else {
        f.c.x = q->center[0], f.c.y = q->center[1];
        f.hx = q->half[0], f.hy = q->half[1];
        f.u.x = q->axis[0][0], f.u.y = q->axis[0][1];
        f.w.x = -f.u.y, f.w.y = f.u.x;
    }
    return f;
}

/* A point of the box's frame: c + u * a + w * b. */
static cli_pt cli_frame_at(cli_frame f, double a, double b) {
    return cli_add(cli_add(f.c, f.u, a), f.w, b);
}

typedef struct cli_bounds { double x0, y0, x1, y1; } cli_bounds;

static void cli_grow(cli_bounds *b, cli_pt p, double r) {
    if (p.x - r < b->x0) b->x0 = p.x - r;
    if (p.y - r < b->y0) b->y0 = p.y - r;
    if (p.x + r > b->x1) b->x1 = p.x + r;
    if (p.y + r > b->y1) b->y1 = p.y + r;
}

static void cli_xml_text(FILE *out, const char *s) {
    for (; *s; ++s) {
        if (*s == '<') fputs("&lt;", out);
        else if (*s == '>') fputs("&gt;", out);
        else if (*s == '&') fputs("&amp;", out);
        else fputc(*s, out);
    }
}

void cli_svg_begin(FILE *out, double w, double h) {
    fprintf(out,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%g\" height=\"%g\" viewBox=\"0 0 %g %g\" "
            "font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n"
            "<defs>\n"
            "<marker id=\"arrow-velocity\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" "
            "markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#8250df\"/></marker>\n"
            "<marker id=\"arrow-normal\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" "
            "markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#bc4c00\"/></marker>\n"
            "</defs>\n"
            "<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n",
            w, h, w, h);
}

void cli_svg_end(FILE *out) { fputs("</svg>\n", out); }

/* The rounded box: the box's sides pushed out by r, joined by quarter arcs.
   Traversed counterclockwise in the world, so clockwise on screen (sweep 1). */
static void cli_svg_rounded_box(FILE *out, cli_view v, cli_frame f, double r) {
    const double hx = f.hx, hy = f.hy, rp = r * v.scale;
    const cli_pt pts[8] = {
        cli_px(v, cli_frame_at(f, hx + r, -hy)), cli_px(v, cli_frame_at(f, hx + r, hy)),
        cli_px(v, cli_frame_at(f, hx, hy + r)),  cli_px(v, cli_frame_at(f, -hx, hy + r)),
        cli_px(v, cli_frame_at(f, -hx - r, hy)), cli_px(v, cli_frame_at(f, -hx - r, -hy)),
        cli_px(v, cli_frame_at(f, -hx, -hy - r)), cli_px(v, cli_frame_at(f, hx, -hy - r)),
    };
    fprintf(out, "<path class=\"rounded-box\" d=\"M%.3f,%.3f", pts[0].x, pts[0].y);
    for (int k = 1; k <= 8; ++k) {
        const cli_pt p = pts[k & 7];
        if (k & 1)
            fprintf(out, " L%.3f,%.3f", p.x, p.y);
        else
            fprintf(out, " A%.3f,%.3f 0 0 0 %.3f,%.3f", rp, rp, p.x, p.y);
    }
    fputs(" Z\" fill=\"#0969da\" fill-opacity=\"0.12\" stroke=\"#0969da\" stroke-width=\"1.2\" "
          "stroke-dasharray=\"5 4\"/>\n",
          out);
}

static void cli_svg_box(FILE *out, cli_view v, cli_frame f) {
    const double sx[4] = {1, 1, -1, -1}, sy[4] = {-1, 1, 1, -1};
    fputs("<polygon class=\"box\" points=\"", out);
    for (int k = 0; k < 4; ++k) {
        const cli_pt p = cli_px(v, cli_frame_at(f, sx[k] * f.hx, sy[k] * f.hy));
        fprintf(out, "%s%.3f,%.3f", k ? " " : "", p.x, p.y);
    }
    fputs("\" fill=\"#afb8c1\" fill-opacity=\"0.55\" stroke=\"#24292f\" stroke-width=\"2\" "
          "stroke-linejoin=\"round\"/>\n",
          out);
}

static void cli_svg_circle(FILE *out, cli_view v, cli_pt c, double r, const char *cls, const char *color) {
    const cli_pt p = cli_px(v, c);
    fprintf(out,
            "<circle class=\"%s\" cx=\"%.3f\" cy=\"%.3f\" r=\"%.3f\" fill=\"%s\" fill-opacity=\"0.15\" "
            "stroke=\"%s\" stroke-width=\"2\"/>\n"
            "<circle class=\"%s-center\" cx=\"%.3f\" cy=\"%.3f\" r=\"2.5\" fill=\"%s\"/>\n",
            cls, p.x, p.y, r * v.scale, color, color, cls, p.x, p.y, color);
}

static void cli_svg_arrow(FILE *out, cli_pt a, cli_pt b, const char *cls, const char *color, const char *marker,
                          bool dashed) {
    fprintf(out,
            "<line class=\"%s\" x1=\"%.3f\" y1=\"%.3f\" x2=\"%.3f\" y2=\"%.3f\" stroke=\"%s\" stroke-width=\"2\"%s%s%s%s/>\n",
            cls, a.x, a.y, b.x, b.y, color, dashed ? " stroke-dasharray=\"6 4\"" : "", marker ? " marker-end=\"url(#" : "",
            marker ? marker : "", marker ? ")\"" : "");
}

static void cli_svg_label(FILE *out, double x, double y, const char *cls, double size, const char *weight,
                          const char *color, const char *text) {
    fprintf(out, "<text class=\"%s\" x=\"%.1f\" y=\"%.1f\" font-size=\"%g\" font-weight=\"%s\" fill=\"%s\">", cls, x, y,
            size, weight, color);
    cli_xml_text(out, text);
    fputs("</text>\n", out);
}

/* The answer in words and numbers (10 significant digits: the JSON output
   carries the exact values). */
static void cli_caption(const cli_query *q, const cli_answer *in, char *line1, char *line2, size_t size) {
    cli_answer copy = *in;
    const cli_answer *a = &copy;
    for (int k = 0; k < 3; ++k) {
        copy.point[k] += 0.0;   /* -0 reads badly in a caption; the JSON keeps it */
        copy.normal[k] += 0.0;
    }
    if (a->op == CLI_OP_SWEEP) {
        if (a->code == CBX_SWEEP_CONTACT)
            snprintf(line1, size, "sweep: first contact at t = %.10g", a->value);
        else if (a->code == CBX_SWEEP_OVERLAP)
            snprintf(line1, size, "sweep: overlapping at the start");
        else
            snprintf(line1, size, "sweep: no contact, ever");
        if (a->code == CBX_SWEEP_NONE)
            snprintf(line2, size, "velocity (%.6g, %.6g), box velocity (%.6g, %.6g)", q->velocity[0], q->velocity[1],
                     q->box_velocity[0], q->box_velocity[1]);
        else
            snprintf(line2, size, "point (%.10g, %.10g)   normal (%.6g, %.6g)", a->point[0], a->point[1], a->normal[0],
                     a->normal[1]);
    } else {
        snprintf(line1, size, "%s: %s, distance %.10g", a->op == CLI_OP_RELATE ? "relate" : "contact",
                 cli_relation_name(a->code), a->value);
        snprintf(line2, size, "nearest box point (%.10g, %.10g)   normal (%.6g, %.6g)", a->point[0], a->point[1],
                 a->normal[0], a->normal[1]);
    }
}

/* The scene's extent in the world: the rounded box, the circles and, for a
   sweep that misses, some of the ray. */
static cli_bounds cli_scene_bounds(cli_frame f, double r, cli_pt start, const cli_pt *contact, cli_pt vel) {
    cli_bounds b = {start.x, start.y, start.x, start.y};
    const double sx[4] = {1, 1, -1, -1}, sy[4] = {-1, 1, 1, -1};
    for (int k = 0; k < 4; ++k) cli_grow(&b, cli_frame_at(f, sx[k] * f.hx, sy[k] * f.hy), r);
    cli_grow(&b, start, r);
    if (contact) cli_grow(&b, *contact, r);
    (void)vel;
    return b;
}

/* A round step (1, 2 or 5 times a power of ten) giving about `count`
   intervals across `span`; 0 when there is none (span not positive, or
   beyond the double range at either end). */
static double cli_nice_step(double span, int count) {
    const double raw = span / count;
    if (!(raw > DBL_MIN) || !isfinite(raw)) return 0;
    const double unit = pow(10, floor(log10(raw))), m = raw / unit;
    const double step = (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * unit;
    return isfinite(step) ? step : 0;
}

/* The world coordinates as a grid: a light line and a label at each round
   value of x and y across the drawing area (labels along its bottom and
   left edges), and the axes x = 0 and y = 0 darker when in view. Left out
   when the values cannot be told apart (a tiny view around a huge center). */
static void cli_svg_grid(FILE *out, cli_view v, cli_bounds px) {
    const double x0 = v.wx + (px.x0 - v.ox) / v.scale, x1 = v.wx + (px.x1 - v.ox) / v.scale;
    const double y0 = v.wy + (v.oy - px.y1) / v.scale, y1 = v.wy + (v.oy - px.y0) / v.scale;
    const double step = cli_nice_step(fmax(x1 - x0, y1 - y0), 8);
    if (step == 0) return;
    for (int axis = 0; axis < 2; ++axis) {
        const double lo = axis ? y0 : x0, hi = axis ? y1 : x1;
        const double k0 = ceil(lo / step);
        if (!(fabs(k0) < 0x1p52)) return;
        fprintf(out, "<g class=\"%s\">\n", axis ? "grid-y" : "grid-x");
        for (int i = 0; i < 40 && (k0 + i) * step <= hi; ++i) {
            const double w = (k0 + i) * step + 0.0;  /* + 0.0: no "-0" label */
            const cli_pt at = cli_px(v, (cli_pt){w, w});
            const bool zero = k0 + i == 0;
            const char *stroke = zero ? "#8c959f" : "#d8dee4";
            if (axis)
                fprintf(out, "<line x1=\"%.1f\" y1=\"%.3f\" x2=\"%.1f\" y2=\"%.3f\" stroke=\"%s\" stroke-width=\"%s\"/>\n",
                        px.x0, at.y, px.x1, at.y, stroke, zero ? "1.2" : "0.6");
            else
                fprintf(out, "<line x1=\"%.3f\" y1=\"%.1f\" x2=\"%.3f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"%s\"/>\n",
                        at.x, px.y0, at.x, px.y1, stroke, zero ? "1.2" : "0.6");
            char label[32];
            snprintf(label, sizeof label, "%.6g", w);
            /* A label that would run past the top or right edge is left out. */
            if (axis ? at.y - 13 < px.y0 : at.x + 3 + 6.2 * (double)strlen(label) > px.x1) continue;
            cli_svg_label(out, axis ? px.x0 + 3 : at.x + 3, axis ? at.y - 3 : px.y1 - 4, "tick", 10, "normal", "#6e7781",
                          label);
        }
        fputs("</g>\n", out);
    }
}

/* The legend: a swatch and a name per item, wrapped into rows that fit the
   panel. Widths are estimated at 0.62 em per character (DejaVu Sans, the
   widest of the fonts asked for, averages about 0.6 em), so nothing is cut
   off. Returns the number of rows; draws only when `out` is not NULL. */
enum { CLI_LEGEND_ITEMS = 6 };
static int cli_svg_legend(FILE *out, const char *const *names, const char *const *colors, cli_panel p, double y) {
    const double font = 11, em = 0.62 * font, left = p.x + 12, right = p.x + p.w - 12;
    double x = left;
    int rows = 1;
    for (int k = 0; k < CLI_LEGEND_ITEMS; ++k) {
        if (!names[k]) continue;
        const double swatch = colors[k] ? 14 : 0, w = swatch + em * (double)strlen(names[k]);
        if (x > left && x + w > right) {
            x = left;
            ++rows;
        }
        const double ly = y + 16 * (rows - 1);
        if (out && colors[k])
            fprintf(out, "<rect class=\"legend\" x=\"%.1f\" y=\"%.1f\" width=\"10\" height=\"10\" fill=\"%s\" "
                         "fill-opacity=\"0.35\" stroke=\"%s\"/>\n", x, ly, colors[k], colors[k]);
        if (out) cli_svg_label(out, x + swatch, ly + 9, "legend", font, "normal", "#57606a", names[k]);
        x += w + 14;
    }
    return rows;
}

/* The path of a moving circle from its start: to its center at first
   contact (`contact`, NULL for a miss) and on, dashed, `far` pixels
   beyond; a miss's arrow head 60 pixels out. */
static void cli_svg_velocity(FILE *out, cli_view v, cli_pt start, const cli_query *q, const cli_pt *contact,
                             double far) {
    const cli_pt s = cli_px(v, start);
    /* the direction of v - box_v from halves: the difference itself may
       overflow (-1e308 - 1e308), and inf / inf drew NaN coordinates */
    const cli_pt half = {q->velocity[0] * 0.5 - q->box_velocity[0] * 0.5, q->velocity[1] * 0.5 - q->box_velocity[1] * 0.5};
    const double len = hypot(half.x, half.y);
    if (!(len > 0) || !isfinite(len)) return;
    const cli_pt dir = {half.x / len, -half.y / len}; /* on screen */
    if (contact) {
        const cli_pt e = cli_px(v, *contact);
        cli_svg_arrow(out, s, e, "velocity", "#8250df", "arrow-velocity", false);
        cli_svg_arrow(out, e, cli_add(e, dir, far), "velocity-beyond", "#8250df", NULL, true);
    } else {
        cli_svg_arrow(out, s, cli_add(s, dir, far), "velocity", "#8250df", NULL, true);
        cli_svg_arrow(out, s, cli_add(s, dir, 60), "velocity-arrow", "#8250df", "arrow-velocity", false);
    }
}

/* The answer's point and normal (where finite), and for a static query
   (`center` not NULL) the dashed distance from the circle's center. */
static void cli_svg_contact(FILE *out, cli_view v, cli_pt point, const double *normal, const cli_pt *center) {
    if (!isfinite(point.x) || !isfinite(point.y)) return;
    const cli_pt pp = cli_px(v, point);
    if (center) {
        const cli_pt s = cli_px(v, *center);
        fprintf(out, "<line class=\"distance\" x1=\"%.3f\" y1=\"%.3f\" x2=\"%.3f\" y2=\"%.3f\" stroke=\"#57606a\" "
                     "stroke-width=\"1\" stroke-dasharray=\"2 3\"/>\n", pp.x, pp.y, s.x, s.y);
    }
    const cli_pt n = {normal[0], -normal[1]};
    if (isfinite(n.x) && isfinite(n.y)) cli_svg_arrow(out, pp, cli_add(pp, n, 48), "normal", "#bc4c00", "arrow-normal", false);
    fprintf(out, "<circle class=\"contact-point\" cx=\"%.3f\" cy=\"%.3f\" r=\"4.5\" fill=\"#bc4c00\" "
                 "stroke=\"#ffffff\" stroke-width=\"1.5\"/>\n", pp.x, pp.y);
}

void cli_svg_scene(FILE *out, const cli_query *q, const cli_answer *a, cli_panel p, const char *title) {
    const cli_frame f = cli_box_frame(q);
    const double r = q->ball[2];
    const cli_pt start = {q->ball[0], q->ball[1]};
    const bool sweep = a->op == CLI_OP_SWEEP;
    const cli_pt vel = {q->velocity[0] - q->box_velocity[0], q->velocity[1] - q->box_velocity[1]};
    const bool moving = sweep && (vel.x != 0 || vel.y != 0);
    const bool hit = sweep && a->code == CBX_SWEEP_CONTACT;
    /* In the box's frame: the circle's center at first contact, and the
       contact point moved back by the box's own displacement. */
    const cli_pt at_contact = cli_add(start, vel, hit ? a->value : 0);
    cli_pt point = {a->point[0], a->point[1]};
    if (hit) point = cli_add(point, (cli_pt){q->box_velocity[0], q->box_velocity[1]}, -a->value);
    const bool show_point = !sweep || a->code != CBX_SWEEP_NONE;

    /* Legend under the title, in as many rows as the panel's width needs. */
    const char *const names[CLI_LEGEND_ITEMS] = {
        "box", "rounded box", "circle at start", hit ? "at first contact" : NULL, show_point ? "point, normal" : NULL,
        sweep && (q->box_velocity[0] != 0 || q->box_velocity[1] != 0) ? "(box's frame)" : NULL};
    const char *const colors[CLI_LEGEND_ITEMS] = {"#24292f", "#0969da", "#1a7f37", "#cf222e", "#bc4c00", NULL};
    const double legend_y = p.y + (title ? 28 : 8);
    const int legend_rows = cli_svg_legend(NULL, names, colors, p, legend_y);

    fprintf(out, "<g class=\"scene\">\n<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"#f6f8fa\" "
                 "stroke=\"#d0d7de\"/>\n", p.x, p.y, p.w, p.h);
    const double top = (title ? 28 : 8) + 6 + 16 * legend_rows, bottom = 50, pad = 24;
    if (title) cli_svg_label(out, p.x + 12, p.y + 20, "title", 15, "bold", "#24292f", title);
    cli_svg_legend(out, names, colors, p, legend_y);
    char line1[160], line2[200];
    cli_caption(q, a, line1, line2, sizeof line1);
    cli_svg_label(out, p.x + 12, p.y + p.h - 28, "caption", 14, "bold", "#24292f", line1);
    cli_svg_label(out, p.x + 12, p.y + p.h - 10, "caption", 12.5, "normal", "#57606a", line2);

    cli_bounds b = cli_scene_bounds(f, r, start, hit ? &at_contact : NULL, vel);
    double span_x = b.x1 - b.x0, span_y = b.y1 - b.y0;
    const double area_w = p.w - 2 * pad, area_h = p.h - top - bottom - 2 * pad;
    if (span_x <= 0 && span_y <= 0) span_x = span_y = 1;  /* a point on a degenerate box */
    double scale = fmin(span_x > 0 ? area_w / span_x : INFINITY, span_y > 0 ? area_h / span_y : INFINITY);
    if (!isfinite(span_x) || !isfinite(span_y) || !isfinite(scale) || scale <= 0) {
        cli_svg_label(out, p.x + 12, p.y + p.h / 2, "note", 13, "normal", "#cf222e",
                      "the scene's coordinates are too large or too small to draw");
        fputs("</g>\n", out);
        return;
    }
    cli_view v = {scale, p.x + p.w / 2, p.y + top + pad + area_h / 2, b.x0 * 0.5 + b.x1 * 0.5, b.y0 * 0.5 + b.y1 * 0.5};

    /* Clip everything to the panel (the miss ray runs to its edge). */
    static int clip_id = 0;
    ++clip_id;
    fprintf(out, "<clipPath id=\"panel%d\"><rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\"/></clipPath>\n"
                 "<g clip-path=\"url(#panel%d)\">\n", clip_id, p.x, p.y + top, p.w, p.h - top - bottom + 8, clip_id);
    const cli_bounds drawn = {p.x, p.y + top, p.x + p.w, p.y + p.h - bottom + 8};
    cli_svg_grid(out, v, drawn);
    cli_svg_rounded_box(out, v, f, r);
    cli_svg_box(out, v, f);
    cli_svg_circle(out, v, start, r, "circle-start", "#1a7f37");
    if (moving) cli_svg_velocity(out, v, start, q, hit ? &at_contact : NULL, 2 * (p.w + p.h));
    if (hit) cli_svg_circle(out, v, at_contact, r, "circle-contact", "#cf222e");
    if (show_point) cli_svg_contact(out, v, point, a->normal, sweep ? NULL : &start);
    fputs("</g>\n", out);
    fputs("</g>\n", out);
}
