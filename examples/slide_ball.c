/* SPDX-License-Identifier: MIT */
/* A game-loop step with continuous collision: a ball moves through a room of
   axis-aligned walls without ever tunnelling through one, and slides along a
   wall instead of sticking to it.

   Each step: sweep the ball against every wall, take the earliest contact
   within the remaining time, move the ball there, cancel the velocity's
   component into the wall (v -= (v . n) n, n the contact normal, which points
   from the wall toward the ball), and spend the rest of the step moving on
   with what is left. A few iterations per step handle corners.

   The program drops a ball diagonally into the bottom-right corner of a
   room and checks that it never overlaps a wall and ends resting in the
   corner. Exits non-zero otherwise. */
#include <stdio.h>

#include "circbox.h"

enum { WALLS = 4, MAX_HITS = 4 };

/* A 10 x 6 room: floor, ceiling, left and right walls, each 1 thick. */
static const cbx_aabb2 walls[WALLS] = {
    {{-1.0, -1.0}, {11.0, 0.0}},  /* floor */
    {{-1.0, 6.0}, {11.0, 7.0}},   /* ceiling */
    {{-1.0, -1.0}, {0.0, 7.0}},   /* left */
    {{10.0, -1.0}, {11.0, 7.0}},  /* right */
};

static double dot(cbx_vec2 a, cbx_vec2 b) { return a.x * b.x + a.y * b.y; }

/* Advances the ball by dt, sliding along whatever it meets. */
static void step(cbx_circle *ball, cbx_vec2 *vel, double dt) {
    const cbx_vec2 still = {0.0, 0.0};
    double left = dt;
    for (int hit = 0; hit < MAX_HITS && left > 0.0; ++hit) {
        double first = left;
        cbx_vec2 normal = {0.0, 0.0};
        for (int w = 0; w < WALLS; ++w) {
            const cbx_sweep2 s = cbx_sweep_circle_aabb2(*ball, *vel, walls[w], still);
            if (s.type == CBX_SWEEP_OVERLAP) {
                /* Already inside (e.g. spawned there): push out along the
                   contact normal, by the penetration depth. */
                const cbx_contact2 k = cbx_contact_circle_aabb2(*ball, walls[w]);
                ball->center.x -= k.normal.x * k.distance;
                ball->center.y -= k.normal.y * k.distance;
                continue;
            }
            /* A contact counts only if the ball moves into the wall: touching
               while sliding along it (normal perpendicular to the velocity)
               must not stop the ball. */
            if (s.type == CBX_SWEEP_CONTACT && s.time <= first && dot(*vel, s.normal) < 0.0) {
                first = s.time;
                normal = s.normal;
            }
        }
        ball->center.x += vel->x * first;
        ball->center.y += vel->y * first;
        left -= first;
        const double into = dot(*vel, normal);
        if (into >= 0.0) break; /* no contact this step */
        vel->x -= into * normal.x;
        vel->y -= into * normal.y;
    }
}

int main(void) {
    cbx_circle ball = {{2.0, 4.0}, 0.5};
    cbx_vec2 vel = {3.0, -5.0}; /* units per second */
    const double dt = 1.0 / 60.0;
    int failures = 0;
    for (int frame = 0; frame < 240; ++frame) {
        step(&ball, &vel, dt);
        for (int w = 0; w < WALLS; ++w) {
            const cbx_contact2 k = cbx_contact_circle_aabb2(ball, walls[w]);
            if (k.distance < -1e-9) {
                printf("frame %d: the ball is %g inside wall %d\n", frame, -k.distance, w);
                ++failures;
            }
        }
        if (frame % 30 == 0)
            printf("t=%.2fs  ball (%.4f, %.4f)  velocity (%.3f, %.3f)\n", frame * dt, ball.center.x,
                   ball.center.y, vel.x, vel.y);
    }
    /* Fell onto the floor, slid right, stopped against the right wall. */
    const double ex = 10.0 - ball.radius, ey = 0.0 + ball.radius;
    const double off = (ball.center.x - ex) * (ball.center.x - ex) + (ball.center.y - ey) * (ball.center.y - ey);
    printf("rest (%.6f, %.6f), corner (%.1f, %.1f)\n", ball.center.x, ball.center.y, ex, ey);
    if (off > 1e-12) {
        printf("the ball did not come to rest in the corner\n");
        ++failures;
    }
    return failures != 0;
}
