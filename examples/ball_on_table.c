/* SPDX-License-Identifier: MIT */
/* 3D: a ball thrown over a table and a tilted ramp.

   - cbx_sweep_sphere_aabb3 gives the exact moment the falling ball first
     touches the table top (an axis-aligned box), and the contact normal;
   - cbx_relate_sphere_aabb3 / cbx_contact_sphere_aabb3 say how the ball
     stands against the table at that moment (touching, distance 0);
   - cbx_relate_sphere_obb3 / cbx_sweep_sphere_obb3 do the same for a ramp
     rotated 30 degrees about the y axis (an oriented box);
   - cbx_move_sphere3 is the game-loop step: the ball falls onto the table
     under gravity, frame by frame, and comes to rest on it, never inside.
     (Moving a ball to a sweep's time yourself is exact here only because
     1.75 is a binary fraction; in a game loop use the mover, which checks
     the position it returns: docs/game-loop.md.)

   Exits non-zero if an answer is not the expected one. */
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
    const cbx_vec3 still = {0.0, 0.0, 0.0};

    /* The table top: 2 x 1 x 0.25, its top face at z = 1. */
    const cbx_aabb3 table = {{0.0, 0.0, 0.75}, {2.0, 1.0, 1.0}};
    /* A ball of radius 0.25 at height 3 moving right and falling. */
    cbx_sphere ball = {{-1.0, 0.5, 3.0}, 0.25};
    const cbx_vec3 vel = {1.0, 0.0, -1.0};

    const cbx_sweep3 hit = cbx_sweep_sphere_aabb3(ball, vel, table, still);
    printf("table: type %d, time %.17g, point (%g, %g, %g), normal (%g, %g, %g)\n", hit.type, hit.time,
           hit.point.x, hit.point.y, hit.point.z, hit.normal.x, hit.normal.y, hit.normal.z);
    /* The ball's bottom reaches z = 1 when 3 - t - 0.25 = 1: t = 1.75, at
       x = 0.75, over the table: a face contact with normal +z. */
    failures += !(hit.type == CBX_SWEEP_CONTACT && hit.time > 1.75 - 1e-12 && hit.time < 1.75 + 1e-12);
    failures += !(hit.normal.z > 0.999999 && hit.point.z > 1.0 - 1e-12 && hit.point.z < 1.0 + 1e-12);

    /* At exactly t = 1.75 (representable) the ball touches the table. */
    ball.center.x += vel.x * 1.75;
    ball.center.z += vel.z * 1.75;
    const cbx_contact3 k = cbx_contact_sphere_aabb3(ball, table);
    printf("at t = 1.75: %s, distance %g\n", relation_name(k.relation), k.distance);
    failures += k.relation != CBX_TOUCHING || k.distance != 0.0;

    /* A ramp: half extents 1 x 0.5 x 0.1, rotated 30 degrees about y
       (local x = (cos, 0, sin), local z = (-sin, 0, cos)), centred at x = 4. */
    const double c = 0.86602540378443865, s = 0.5;
    const cbx_obb3 ramp = {{4.0, 0.5, 0.5}, {1.0, 0.5, 0.1}, {{c, 0.0, s}, {0.0, 1.0, 0.0}, {-s, 0.0, c}}};
    /* A ball resting 0.3 above the ramp's top face, along its normal. */
    const cbx_sphere above = {{4.0 - s * 0.4, 0.5, 0.5 + c * 0.4}, 0.25};
    const cbx_relation r = cbx_relate_sphere_obb3(above, ramp);
    const cbx_contact3 kr = cbx_contact_sphere_obb3(above, ramp);
    printf("ramp: %s, distance %.6f, normal (%.4f, %.4f, %.4f)\n", relation_name(r), kr.distance,
           kr.normal.x, kr.normal.y, kr.normal.z);
    failures += r != CBX_SEPARATE;
    failures += !(kr.distance > 0.05 - 1e-9 && kr.distance < 0.05 + 1e-9);
    failures += !(kr.normal.x < -0.4999 && kr.normal.x > -0.5001 && kr.normal.z > 0.866);

    /* Let it fall straight down: it meets the tilted face after travelling
       0.05 / cos(30 degrees). */
    const cbx_vec3 down = {0.0, 0.0, -1.0};
    const cbx_sweep3 fall = cbx_sweep_sphere_obb3(above, down, ramp, still);
    printf("ramp fall: type %d, time %.9f (expected %.9f)\n", fall.type, fall.time, 0.05 / c);
    failures += !(fall.type == CBX_SWEEP_CONTACT && fall.time > 0.05 / c - 1e-9 && fall.time < 0.05 / c + 1e-9);

    /* The game-loop step: 90 frames of gravity from 0.5 above the table top,
       one cbx_move_sphere3 each, the velocity clipped against what it met. */
    const cbx_world3 world = {&table, 1, &ramp, 1};
    cbx_sphere drop = {{1.0, 0.5, 1.75}, 0.25};
    cbx_vec3 v = {0.0, 0.0, 0.0};
    const double dt = 1.0 / 60.0;
    bool standing = false;
    for (int frame = 0; frame < 90; ++frame) {
        v.z -= 9.81 * dt;
        const cbx_move3 m = cbx_move_sphere3(world, drop, (cbx_vec3){v.x * dt, v.y * dt, v.z * dt}, 4);
        drop.center = m.center;
        v = cbx_clip_velocity3(v, &m);
        standing = cbx_standing3(&m, (cbx_vec3){0.0, 0.0, 1.0}, 0.7);
        failures += cbx_relate_sphere_aabb3(drop, table) == CBX_OVERLAPPING;
    }
    printf("dropped ball: rests at z = %.17g (touching: 1.25), standing %d\n", drop.center.z, standing);
    /* Never below touching; above it by at most a few ulps (where the cast's
       rounded position was checked and stepped back). */
    failures += !(drop.center.z >= 1.25 && drop.center.z < 1.25 + 1e-12 && standing);

    /* Invalid input: axes that are not orthonormal. */
    cbx_obb3 bent = ramp;
    bent.axis[0].x = 1.0;
    failures += cbx_relate_sphere_obb3(above, bent) != CBX_INVALID;

    printf("%s\n", failures ? "UNEXPECTED ANSWERS" : "all as expected");
    return failures != 0;
}
