/* SPDX-License-Identifier: MIT */
/* circbox: the command-line tool. Dispatches to the commands; relate,
   contact and sweep are answered here (the others have their own files). */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

static const char cli_usage[] =
    "usage: circbox COMMAND [OPTIONS]\n"
    "Exact circle/rectangle and sphere/box intersection, static and moving.\n"
    "\n"
    "commands:\n"
    "  relate   separate, touching or overlapping (exact for axis-aligned boxes)\n"
    "  contact  relation, signed distance, nearest box point and normal\n"
    "  sweep    first contact of a moving circle/sphere and a moving box\n"
    "  batch    JSON Lines in, JSON Lines out\n"
    "  draw     an SVG picture of a query and its answer\n"
    "  bench    timings of the library on this machine\n"
    "  demo     instructive scenes: a table and demo.svg\n"
    "  index    index a file of boxes, answer many circle queries (JSON Lines)\n"
    "\n"
    "circbox COMMAND --help tells more; circbox --version the version.\n"
    "Exit status: 0 answered, 1 a batch line failed, 2 bad input or usage.\n";

static const char cli_shape_help[] =
    "\nshapes (comma-separated numbers, decimal or hex floats such as 0x1p-3):\n"
    "  --circle x,y,r                    --sphere x,y,z,r\n"
    "  --aabb minx,miny,maxx,maxy        --aabb3 minx,miny,minz,maxx,maxy,maxz\n"
    "  --obb cx,cy,hx,hy,angle_degrees   (local x axis at angle_degrees from world x)\n"
    "  --obb3 cx,cy,cz,hx,hy,hz,yaw,pitch,roll   (degrees; axes = columns of\n"
    "        Rz(yaw) Ry(pitch) Rx(roll)), or\n"
    "  --obb3 cx,cy,cz,hx,hy,hz,ux,uy,uz,vx,vy,vz,wx,wy,wz  (the 3 local axes)\n"
    "  Angles at multiples of 90 degrees give exact 0 and 1 in the rotation.\n"
    "  --float   use the float twins (inputs rounded to float; answers printed\n"
    "            with 9 significant digits instead of 17)\n";

static const char *const cli_op_help[] = {
    "usage: circbox relate SHAPES\n"
    "Prints {\"relation\": \"separate\"|\"touching\"|\"overlapping\"}.\n",
    "usage: circbox contact SHAPES\n"
    "Prints {\"relation\": ..., \"distance\": d, \"point\": [..], \"normal\": [..]}:\n"
    "signed distance (< 0: minus the penetration depth), the point of the box's\n"
    "boundary nearest the center, the unit normal from the box toward the circle.\n"
    "A distance beyond the double range prints as 1e999 (JSON parsers read it as\n"
    "infinity); a NaN as null.\n",
    "usage: circbox sweep SHAPES [--velocity vx,vy[,vz]] [--box-velocity vx,vy[,vz]]\n"
    "Prints {\"type\": \"contact\"|\"none\"|\"overlap\", \"time\": t, \"point\": [..],\n"
    "\"normal\": [..]}: the first time >= 0 the moving shapes touch, the contact\n"
    "point (world space at that time) and the box's normal there. Velocities\n"
    "default to zero. Numbers the library leaves undefined (NaN) print as null.\n"
    "A sweep names an event, relate a state, so the words differ: \"overlap\" is\n"
    "relate's \"overlapping\" at time 0, \"contact\" at time 0 its \"touching\", and\n"
    "\"none\" means relate would say \"separate\" at every time.\n",
};

static void cli_print_op_help(cli_op op) {
    fputs(cli_op_help[op], stdout);
    fputs(cli_shape_help, stdout);
}

static bool cli_wants_help(int argc, char **argv) {
    for (int i = 0; i < argc; ++i)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) return true;
    return false;
}

static int cli_cmd_query(cli_op op, int argc, char **argv) {
    if (cli_wants_help(argc, argv)) {
        cli_print_op_help(op);
        return 0;
    }
    cli_query q = cli_query_init(op);
    cli_answer a;
    cli_error e = cli_parse_options(argc, argv, &q, NULL);
    if (!e.code) e = cli_answer_query(&q, &a);
    if (e.code) return cli_report(cli_op_name(op), e);
    cli_json_answer(stdout, &a, NULL);
    fputc('\n', stdout);
    return 0; /* a write that failed: cli_finish */
}

const char *cli_shape_help_text(void) { return cli_shape_help; }

/* Every command's output flushed and checked once, here: a full disk or a
   closed stdout is an error (exit status 2 and one line on stderr), never
   a silent loss (relate answered 1 with no message; demo, --help and
   --version 0). A command that reported its own write error returned 2. */
static int cli_finish(int status) {
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout)) return status;
    if (status != 2) fprintf(stderr, "circbox: cannot write the output (%s)\n", errno ? strerror(errno) : "write error");
    return 2;
}

static int cli_run(int argc, char **argv) {
    if (argc < 2) {
        fputs(cli_usage, stderr);
        return 2;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        fputs(cli_usage, stdout);
        return 0;
    }
    if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "version") == 0) {
        printf("circbox %s\n", CBX_VERSION_STRING);
        return 0;
    }
    cli_op op;
    if (cli_op_from_name(cmd, &op)) return cli_cmd_query(op, argc - 2, argv + 2);
    if (strcmp(cmd, "batch") == 0) return cli_cmd_batch(argc - 2, argv + 2);
    if (strcmp(cmd, "draw") == 0) return cli_cmd_draw(argc - 2, argv + 2);
    if (strcmp(cmd, "bench") == 0) return cli_cmd_bench(argc - 2, argv + 2);
    if (strcmp(cmd, "demo") == 0) return cli_cmd_demo(argc - 2, argv + 2);
    if (strcmp(cmd, "index") == 0) return cli_cmd_index(argc - 2, argv + 2);
    cli_report(NULL, cli_fail(CLI_ERR_UNKNOWN_COMMAND, "'%s' (try circbox --help)", cmd));
    return 2;
}

int main(int argc, char **argv) { return cli_finish(cli_run(argc, argv)); }
