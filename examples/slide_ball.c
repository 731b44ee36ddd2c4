/* SPDX-License-Identifier: MIT */
/* A game-loop step with continuous collision: a ball under gravity moves
   through a room of axis-aligned walls without ever tunnelling through one
   or sinking into one, and slides along a wall instead of sticking to it.

   Each step is one call to the mover, cbx_move_circle2: it takes the step's
   displacement (velocity * dt), travels it, and at each wall it meets
   removes the part of the remaining displacement that points into the wall
   and goes on (a few iterations handle corners). Its end center is checked
   in exact arithmetic: it never overlaps a wall the start did not overlap.
   The velocity is then clipped against the walls met (cbx_clip_velocity2),
   so that the ball does not keep pushing into the floor.

   The walls sit at coordinates that are not binary fractions (the floor's
   top is 0.1): moving to the exact time of impact with center + v * t
   would round a little inside such a wall; the mover never does.

   The program drops a ball diagonally into the bottom-right corner of a
   room and checks that it never overlaps a wall and ends resting in the
   corner. Exits non-zero otherwise. */
#include <stdio.h>

#include "circbox.h"

enum { WALLS = 4, ITERATIONS = 4 };

/* A 10 x 6 room: floor (top at 0.1), ceiling, left and right walls. */
static const cbx_aabb2 walls[WALLS] = {
    {{-1.0, -1.0}, {11.0, 0.1}},  /* floor */
    {{-1.0, 6.0}, {11.0, 7.0}},   /* ceiling */
    {{-1.0, -1.0}, {0.0, 7.0}},   /* left */
    {{9.7, -1.0}, {11.0, 7.0}},   /* right */
};

/* Advances the ball by dt under gravity, sliding along whatever it meets. */
static void step(cbx_circle *ball, cbx_vec2 *vel, double dt) {
    const cbx_world2 world = {walls, WALLS, NULL, 0};
    vel->y -= 9.81 * dt; /* gravity: a resting ball needs it to meet its floor */
    const cbx_vec2 d = {vel->x * dt, vel->y * dt};
    const cbx_move2 m = cbx_move_circle2(world, *ball, d, ITERATIONS);
    ball->center = m.center;
    *vel = cbx_clip_velocity2(*vel, &m); /* no speed into the walls met */
}

int main(void) {
    cbx_circle ball = {{2.0, 4.0}, 0.5};
    cbx_vec2 vel = {3.0, -5.0}; /* units per second */
    const double dt = 1.0 / 60.0;
    int failures = 0;
    for (int frame = 0; frame < 240; ++frame) {
        step(&ball, &vel, dt);
        for (int w = 0; w < WALLS; ++w) {
            /* Exact: touching is allowed, any overlap at all is a failure. */
            if (cbx_relate_circle_aabb2(ball, walls[w]) != CBX_SEPARATE &&
                cbx_relate_circle_aabb2(ball, walls[w]) != CBX_TOUCHING) {
                const cbx_contact2 k = cbx_contact_circle_aabb2(ball, walls[w]);
                printf("frame %d: the ball is %g inside wall %d\n", frame, -k.distance, w);
                ++failures;
            }
        }
        if (frame % 30 == 0)
            printf("t=%.2fs  ball (%.4f, %.4f)  velocity (%.3f, %.3f)\n", frame * dt, ball.center.x,
                   ball.center.y, vel.x, vel.y);
    }
    /* Fell onto the floor, slid right, stopped against the right wall, and
       stands on the floor. */
    const double ex = 9.7 - ball.radius, ey = 0.1 + ball.radius;
    const double off = (ball.center.x - ex) * (ball.center.x - ex) + (ball.center.y - ey) * (ball.center.y - ey);
    printf("rest (%.6f, %.6f), corner (%.1f, %.1f)\n", ball.center.x, ball.center.y, ex, ey);
    if (off > 1e-12) {
        printf("the ball did not come to rest in the corner\n");
        ++failures;
    }
    return failures != 0;
}
