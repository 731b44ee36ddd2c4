/* SPDX-License-Identifier: MIT */
/* `circbox draw SHAPES [--velocity ..] [--box-velocity ..] [-o FILE]`. */
#include <errno.h>
#include <string.h>

#include "cli.h"

static const char cli_draw_help[] =
    "usage: circbox draw SHAPES [--velocity vx,vy] [--box-velocity vx,vy] [-o FILE]\n"
    "Writes an SVG picture (FILE, default scene.svg; '-' for stdout) of a 2D\n"
    "query: the box, the rounded box (box + circle, shaded), the circle at the\n"
    "start and at first contact, the velocity ray, the contact point and normal,\n"
    "and a caption with the answer. With a velocity the query is a sweep,\n"
    "otherwise a contact. The answer is also printed as JSON on stdout.\n";

int cli_cmd_draw(int argc, char **argv) {
    for (int i = 0; i < argc; ++i)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(cli_draw_help, stdout);
            fputs(cli_shape_help_text(), stdout);
            return 0;
        }
    cli_query q = cli_query_init(CLI_OP_CONTACT);
    cli_extra extra = {"scene.svg"};
    cli_answer a;
    cli_error e = cli_parse_options(argc, argv, &q, &extra);
    if (!e.code && q.ball_dim == 3) e = cli_fail(CLI_ERR_NOT_FOR_COMMAND, "3D shapes (draw is 2D only)");
    if (!e.code && (q.velocity_dim || q.box_velocity_dim)) q.op = CLI_OP_SWEEP;
    if (!e.code) e = cli_answer_query(&q, &a);
    if (e.code) return cli_report("draw", e);
    const bool to_stdout = strcmp(extra.output, "-") == 0;
    FILE *out = to_stdout ? stdout : fopen(extra.output, "w");
    if (!out) return cli_report("draw", cli_fail(CLI_ERR_IO, "cannot write '%.60s' (%.30s)", extra.output, strerror(errno)));
    const cli_panel panel = {0, 0, 800, 600};
    cli_svg_begin(out, panel.w, panel.h);
    cli_svg_scene(out, &q, &a, panel, NULL);
    cli_svg_end(out);
    const bool ok = fflush(out) == 0 && !ferror(out);
    if (!to_stdout && fclose(out) != 0) return cli_report("draw", cli_fail(CLI_ERR_IO, "writing '%s'", extra.output));
    if (!ok) return cli_report("draw", cli_fail(CLI_ERR_IO, "writing '%s'", extra.output));
    if (!to_stdout) {
        cli_json_answer(stdout, &a, NULL);
        fputc('\n', stdout);
    }
    return 0;
}
