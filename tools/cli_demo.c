/* SPDX-License-Identifier: MIT */
/* `circbox demo`: instructive scenes, each given as the command line that
   asks it, answered by the library, printed as a table and drawn into
   demo.svg. The scenes are where naive code goes wrong. */
#include <errno.h>
#include <string.h>

#include "cli.h"

typedef struct cli_scene {
    const char *title;
    cli_op op;
    const char *args;  /* as on the command line, separated by spaces */
    bool draw;
} cli_scene;

static const cli_scene cli_scenes[] = {
    {"exact tangency at a corner (3-4-5)", CLI_OP_CONTACT, "--circle 3,4,5 --aabb -1,-1,0,0", true},
    {"a miss by one ulp (r = 5 - 2^-50)", CLI_OP_CONTACT, "--circle 3,4,4.999999999999999 --aabb -1,-1,0,0", true},
    {"a graze: sliding along an edge at distance r", CLI_OP_SWEEP, "--circle -4,2,1 --velocity 1,0 --aabb 0,0,4,1", true},
    {"the graze missed by one ulp", CLI_OP_SWEEP, "--circle -4,2.0000000000000004,1 --velocity 1,0 --aabb 0,0,4,1", true},
    {"an oriented box (30 degrees)", CLI_OP_SWEEP, "--circle -6,3,1 --velocity 1,-0.4 --obb 0,0,2,1,30", true},
    {"a moving box hits a resting circle", CLI_OP_SWEEP, "--circle 6,1.5,1 --aabb -1,-1,1,1 --box-velocity 2,0", true},
    {"an oriented box (30 degrees), static", CLI_OP_CONTACT, "--circle 3,2.5,1 --obb 0,0,2,1,30", false},
    {"a right angle is exact: 90 degrees", CLI_OP_RELATE, "--circle 2,0,1 --obb 0,0,2,1,90", false},
    {"edge tangency near 1e300", CLI_OP_RELATE, "--circle 0x3p996,0,0x1p997 --aabb -0x1p996,-0x1p996,0x1p996,0x1p996", false},
    {"3-4-5 at 1e-300 (squares underflow)", CLI_OP_RELATE, "--circle 0x3p-997,0x4p-997,0x5p-997 --aabb -0x1p-997,-0x1p-997,0,0", false},
    {"center inside: nearest face", CLI_OP_CONTACT, "--circle 0.5,0.5,0.1 --aabb 0,0,2,1", false},
    {"zero radius on the edge", CLI_OP_RELATE, "--circle 2,0.5,0 --aabb 0,0,2,1", false},
    {"float twin: same tangency", CLI_OP_RELATE, "--float --circle 3,4,5 --aabb -1,-1,0,0", false},
    {"3D: a sphere touching a corner (2-3-6-7)", CLI_OP_RELATE, "--sphere 2,3,6,7 --aabb3 -1,-1,-1,0,0,0", false},
    {"3D: a sphere grazing an edge (3-4-5)", CLI_OP_SWEEP, "--sphere -10,4,5,5 --velocity 1,0,0 --aabb3 -1,-1,-1,1,1,1", false},
    {"3D: the edge graze missed by one ulp", CLI_OP_SWEEP,
     "--sphere -10,4,5.000000000000001,5 --velocity 1,0,0 --aabb3 -1,-1,-1,1,1,1", false},
};

/* Splits a scene's argument string into argv (no quoting needed). */
static int cli_split(const char *args, char *buf, size_t size, char **argv, int max) {
    snprintf(buf, size, "%s", args);
    int argc = 0;
    for (char *tok = strtok(buf, " "); tok && argc < max; tok = strtok(NULL, " ")) argv[argc++] = tok;
    return argc;
}

static const char cli_demo_help[] =
    "usage: circbox demo [-o FILE]\n"
    "Answers a set of instructive scenes (exact tangency, a graze, a miss by one\n"
    "ulp, an oriented box, a moving box, extreme magnitudes, 3D), prints each with\n"
    "the command that asks it, and draws the moving ones into demo.svg (or FILE).\n";

int cli_cmd_demo(int argc, char **argv) {
    const char *path = "demo.svg";
    for (int i = 0; i < argc; ++i) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(cli_demo_help, stdout);
            return 0;
        }
        if (strcmp(argv[i], "-o") == 0 && i + 1 == argc)
            return cli_report("demo", cli_fail(CLI_ERR_MISSING_VALUE, "'-o'"));
        if (strcmp(argv[i], "-o") == 0)
            path = argv[++i];
        else
            return cli_report("demo", cli_fail(CLI_ERR_UNKNOWN_OPTION, "'%s'", argv[i]));
    }
    enum { N = sizeof cli_scenes / sizeof cli_scenes[0] };
    cli_query queries[N];
    cli_answer answers[N];
    bool ok[N];
    int drawn = 0;
    printf("circbox %s demo: each scene with the command that asks it and the exact answer\n\n", CBX_VERSION_STRING);
    for (int i = 0; i < N; ++i) {
        const cli_scene *s = &cli_scenes[i];
        char buf[256], *args[16];
        const int n = cli_split(s->args, buf, sizeof buf, args, 16);
        queries[i] = cli_query_init(s->op);
        cli_error e = cli_parse_options(n, args, &queries[i], NULL);
        if (!e.code) e = cli_answer_query(&queries[i], &answers[i]);
        ok[i] = e.code == CLI_OK;
        printf("%2d. %s\n    $ circbox %s %s\n    ", i + 1, s->title, cli_op_name(s->op), s->args);
        if (ok[i]) {
            cli_json_answer(stdout, &answers[i], NULL);
            drawn += s->draw;
        } else {
            char msg[256];
            cli_error_format(e, msg, sizeof msg);
            printf("(%s)", msg);
        }
        printf("\n\n");
    }
    FILE *out = fopen(path, "w");
    if (!out) return cli_report("demo", cli_fail(CLI_ERR_IO, "cannot write '%.60s' (%.30s)", path, strerror(errno)));
    const double pw = 560, ph = 400;
    const int rows = (drawn + 1) / 2;
    cli_svg_begin(out, 2 * pw, rows * ph);
    int k = 0;
    for (int i = 0; i < N; ++i) {
        if (!ok[i] || !cli_scenes[i].draw) continue;
        const cli_panel p = {(k % 2) * pw, (k / 2) * ph, pw, ph};
        cli_svg_scene(out, &queries[i], &answers[i], p, cli_scenes[i].title);
        ++k;
    }
    cli_svg_end(out);
    if (fclose(out) != 0) return cli_report("demo", cli_fail(CLI_ERR_IO, "writing '%s'", path));
    printf("wrote %s (%d scenes)\n", path, drawn);
    return 0;
}
