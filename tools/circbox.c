/* SPDX-License-Identifier: MIT */
/* circbox command-line tool (first cut: `demo` and `--version`). */
#include <stdio.h>
#include <string.h>

#include "circbox.h"

static const char *relation_name(cbx_relation r) {
    switch (r) {
    case CBX_SEPARATE: return "separate";
    case CBX_TOUCHING: return "touching";
    case CBX_OVERLAPPING: return "overlapping";
    default: return "invalid";
    }
}

static int demo(void) {
    static const struct {
        const char *what;
        cbx_circle c;
        cbx_aabb2 b;
    } scenes[] = {
        {"3-4-5 corner tangency", {{3.0, 4.0}, 5.0}, {{-1.0, -1.0}, {0.0, 0.0}}},
        {"one ulp too far", {{3.0, 4.0}, 4.999999999999999}, {{-1.0, -1.0}, {0.0, 0.0}}},
        {"edge tangency near 1e300", {{3 * 0x1p996, 0.0}, 0x1p997}, {{-0x1p996, -0x1p996}, {0x1p996, 0x1p996}}},
        {"3-4-5 at 1e-300 (squares underflow)", {{3 * 0x1p-997, 4 * 0x1p-997}, 5 * 0x1p-997}, {{-0x1p-997, -0x1p-997}, {0.0, 0.0}}},
        {"1e-300 and one ulp too far", {{3 * 0x1p-997, 4 * 0x1p-997}, 0x1.3ffffffffffffp-995}, {{-0x1p-997, -0x1p-997}, {0.0, 0.0}}},
        {"centre inside", {{0.5, 0.5}, 0.1}, {{0.0, 0.0}, {2.0, 1.0}}},
        {"zero radius on the edge", {{2.0, 0.5}, 0.0}, {{0.0, 0.0}, {2.0, 1.0}}},
        {"negative radius", {{0.0, 0.0}, -1.0}, {{0.0, 0.0}, {1.0, 1.0}}},
    };
    printf("%-38s %-12s %s\n", "scene", "relation", "distance");
    for (size_t i = 0; i < sizeof scenes / sizeof scenes[0]; ++i) {
        const cbx_contact2 k = cbx_contact_circle_aabb2(scenes[i].c, scenes[i].b);
        printf("%-38s %-12s %.17g\n", scenes[i].what, relation_name(k.relation), k.distance);
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("circbox %s\n", CBX_VERSION_STRING);
        return 0;
    }
    if (argc > 1 && strcmp(argv[1], "demo") == 0) return demo();
    fprintf(stderr, "usage: circbox demo | --version\n");
    return 2;
}
