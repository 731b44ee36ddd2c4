/* SPDX-License-Identifier: MIT */
/* The first ten minutes with circbox: ask whether a circle meets a box, how,
   and where to push it out. Exits non-zero if an answer is not the expected one.

   Build: cc quickstart.c $(pkg-config --cflags --libs circbox)   */
#include <stdio.h>

#include "circbox.h"

static const char *relation_name(cbx_relation r) {
    switch (r) {
    case CBX_SEPARATE: return "separate";
    case CBX_TOUCHING: return "touching";
    case CBX_OVERLAPPING: return "overlapping";
    default: return "invalid";
    }
}

int main(void) {
    int failures = 0;

    /* A circle of radius 5 whose center sits 3 right and 4 up from the box's
       corner: it touches the corner and nothing else. The exact answer is
       TOUCHING; a naive squared-distance test in float agrees here only by luck. */
    const cbx_circle c = {{3.0, 4.0}, 5.0};
    const cbx_aabb2 box = {{-1.0, -1.0}, {0.0, 0.0}};
    const cbx_relation rel = cbx_relate_circle_aabb2(c, box);
    printf("corner tangency: %s\n", relation_name(rel));
    failures += rel != CBX_TOUCHING;

    /* contact(): signed distance, nearest point of the box, push-out normal. */
    const cbx_contact2 k = cbx_contact_circle_aabb2(c, box);
    printf("distance %g, point (%g, %g), normal (%g, %g)\n", k.distance, k.point.x, k.point.y,
           k.normal.x, k.normal.y);
    failures += !(k.distance == 0.0 && k.point.x == 0.0 && k.point.y == 0.0);

    /* Shrink the radius by one unit in the last place: now they are apart,
       and circbox says so although the gap is about 1e-15. */
    cbx_circle smaller = c;
    smaller.radius = 4.999999999999999;
    const bool hit = cbx_overlap_circle_aabb2(smaller, box);
    printf("one ulp smaller: %s\n", hit ? "overlap" : "no overlap");
    failures += hit;

    /* A rotated box: 45 degrees, half extents 1 x 1, centred at the origin.
       Its corner points along +x at distance sqrt(2). */
    const double h = 0.70710678118654752;
    const cbx_obb2 diamond = {{0.0, 0.0}, {1.0, 1.0}, {h, h}};
    const cbx_circle probe = {{2.0, 0.0}, 0.6}; /* reaches x = 1.4 < sqrt(2) */
    const cbx_relation rel2 = cbx_relate_circle_obb2(probe, diamond);
    printf("circle beside a diamond: %s\n", relation_name(rel2));
    failures += rel2 != CBX_OVERLAPPING;

    /* The same in float: every type and query has an f twin. */
    const cbx_circlef cf = {{3.0f, 4.0f}, 5.0f};
    const cbx_aabb2f bf = {{-1.0f, -1.0f}, {0.0f, 0.0f}};
    failures += cbx_relate_circle_aabb2f(cf, bf) != CBX_TOUCHING;

    /* Bad input never crashes and never looks like an answer. */
    const cbx_circle bad = {{0.0, 0.0}, -1.0};
    printf("negative radius: %s, valid? %d\n", relation_name(cbx_relate_circle_aabb2(bad, box)),
           cbx_is_valid_circle(bad));
    failures += cbx_relate_circle_aabb2(bad, box) != CBX_INVALID;

    printf("circbox %s: %s\n", CBX_VERSION_STRING, failures ? "UNEXPECTED ANSWERS" : "all as expected");
    return failures != 0;
}
