/* SPDX-License-Identifier: MIT */
#include "cli.h"
void cli_svg_scene(FILE *out, const cli_query *q, const cli_answer *a, cli_panel p, const char *title) {(void)out;(void)q;(void)a;(void)p;(void)title;}
void cli_svg_begin(FILE *out, double w, double h) {(void)out;(void)w;(void)h;}
void cli_svg_end(FILE *out) {(void)out;}
