/* SPDX-License-Identifier: MIT */
#include "cli.h"
int cli_cmd_draw(int argc, char **argv) {(void)argc;(void)argv;return 0;}
