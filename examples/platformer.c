/* SPDX-License-Identifier: MIT */
/* A small platformer level run for thousands of frames, in double and in
   float, that checks its own invariants.

   The level: a floor of flush tiles 0.7 wide with its top at 0.1, walls, a
   ceiling, a platform whose top is at 4/3, a ledge at 2.7, an oriented ramp
   tilted 0.5 radians, a crate that moves back and forth along the floor, and
   a lift that rises under the platform's edge. Balls fall under gravity, jump
   now and then, slide down the ramp, ride and get pushed by the crate and
   the lift, and get squeezed between the lift and the platform.

   Each frame:
   1. THE MOVING BOXES MOVE FIRST. The mover takes static boxes, so a moving
      box is handled by the caller: the box steps by its displacement; a ball
      it now overlaps is pushed by a move through the other boxes along the
      box's displacement (a little more, so that rounding cannot leave it an
      ulp inside); if a ball cannot get out (it is squeezed against a wall or
      the platform), the box does not move this frame and turns around. A
      ball standing on a moving box rides it: the box's displacement is added
      to its own.
   2. EACH BALL MOVES: velocity += gravity * dt, then one cbx_move_circle2 of
      velocity * dt through every box (the moving ones where they now are),
      then its velocity is clipped against what it met (cbx_clip_velocity2)
      and cbx_standing2 says whether it may jump.
   Checked after every frame: no ball overlaps any box (touching is fine).
   Exactly (cbx_relate_circle_aabb2) for the axis-aligned boxes; the ramp is
   an oriented box, whose rotation rounds: the library promises no
   penetration beyond its documented margin, a few ulps of the scale, and the
   check is that (relate itself may call such a graze OVERLAPPING). Also checked: a ball set on the ramp
   slides the distance g sin(theta) t^2 / 2 predicts, and no ball standing
   on the ramp ever stays still for a frame.

   Balls do not collide with each other (circle against circle is not what
   this library answers). Exits non-zero on any failure. */
#ifndef PLATFORMER_BODY
#define PLATFORMER_BODY
#include <float.h>
#include <stdio.h>

#include "circbox.h"

enum { TILES = 20, BALLS = 24, FRAMES = 3000, ITERATIONS = 4 };
enum { TILE0 = 0, WALL_L = TILES, WALL_R, CEILING, PLATFORM, LEDGE, LIFT, CRATE, AABBS };

/* A small deterministic generator: the same run every time. */
static unsigned next_random(unsigned *state) {
    *state = *state * 1664525u + 1013904223u;
    return *state >> 8;
}

typedef struct summary {
    long moves, hits, pushes, blocked, rides, standing, on_ramp, overlaps, stuck, invalid;
    double ramp_travel, ramp_expected;
} summary;

static int report(const char *precision, summary s) {
    printf("%s: %d balls x %d frames, %ld moves, %ld blocks, %ld frames standing (%ld on the ramp),\n"
           "  crate and lift pushed a ball %ld times, carried one %ld times, were blocked %ld times;\n"
           "  ramp slide %.6f (predicted %.6f)\n"
           "  overlaps %ld, stuck frames on the ramp %ld, invalid boxes met %ld\n",
           precision, BALLS, FRAMES, s.moves, s.hits, s.standing, s.on_ramp, s.pushes, s.rides, s.blocked,
           s.ramp_travel, s.ramp_expected, s.overlaps, s.stuck, s.invalid);
    const double err = s.ramp_travel - s.ramp_expected;
    const bool slides = err < 0.02 * s.ramp_expected && err > -0.02 * s.ramp_expected;
    if (!slides) printf("  FAIL: the ball on the ramp did not slide as predicted\n");
    return s.overlaps != 0 || s.stuck != 0 || s.invalid != 0 || !slides;
}

/* The same level and loop in both precisions: this file includes itself with
   F() naming the double or the float API. */
#define F(name) name
#define real double
#include "platformer.c"
#undef F
#undef real
#define F(name) name##f
#define real float
#include "platformer.c"

int main(void) {
    int failures = 0;
    failures += report("double", run());
    failures += report("float", runf());
    printf("%s\n", failures ? "FAILED" : "all invariants held");
    return failures != 0;
}

#else /* PLATFORMER_BODY: one precision */

typedef struct F(level) {
    F(cbx_aabb2) box[AABBS];
    F(cbx_obb2) ramp;
} F(level);

static F(level) F(make_level)(void) {
    F(level) L;
    /* Flush tiles: each edge computed once, so neighbours share it exactly. */
    for (int i = 0; i < TILES; ++i)
        L.box[TILE0 + i] = (F(cbx_aabb2)){{(real)i * (real)0.7, (real)-0.5}, {(real)(i + 1) * (real)0.7, (real)0.1}};
    const real right = (real)TILES * (real)0.7;
    L.box[WALL_L] = (F(cbx_aabb2)){{-1, -1}, {0, 10}};
    L.box[WALL_R] = (F(cbx_aabb2)){{right, -1}, {right + 1, 10}};
    L.box[CEILING] = (F(cbx_aabb2)){{-1, 10}, {right + 1, 11}};
    L.box[PLATFORM] = (F(cbx_aabb2)){{2, 1}, {4, (real)4 / 3}};
    L.box[LEDGE] = (F(cbx_aabb2)){{(real)6.3, (real)2.5}, {(real)8.1, (real)2.7}};
    L.box[CRATE] = (F(cbx_aabb2)){{5, (real)0.1}, {(real)5.8, (real)0.9}};
    /* The lift's right end is under the platform (x 2 to 2.4): near the top
       of its track a ball there is squeezed. */
    L.box[LIFT] = (F(cbx_aabb2)){{(real)1.2, (real)0.1}, {(real)2.4, (real)0.3}};
    /* A ramp 4 long rising to the right at 0.5 radians; its low end dips into the floor. */
    L.ramp = (F(cbx_obb2)){{(real)10.5, (real)0.9}, {2, (real)0.15}, F(cbx_rot2_from_angle)((real)0.5)};
    return L;
}

static F(cbx_world2) F(world_of)(const F(level) * L, size_t aabb_count) {
    return (F(cbx_world2)){L->box, aabb_count, &L->ramp, 1};
}

static real F(absr)(real x) { return x < 0 ? -x : x; }

/* The box the ball overlaps (AABBS: the ramp), or -1. Axis-aligned boxes
   exactly; the ramp, whose rotation rounds, beyond the margin the casts and
   the mover judge oriented boxes by, 16 eps (|dx| + |dy| + half.x + half.y
   + r), a few ulps of the level's scale. */
static int F(overlapped_box)(const F(level) * L, F(cbx_circle) ball) {
    for (int k = 0; k < AABBS; ++k)
        if (F(cbx_relate_circle_aabb2)(ball, L->box[k]) == CBX_OVERLAPPING) return k;
    const F(cbx_obb2) o = L->ramp;
    const real eps = sizeof(real) == sizeof(float) ? (real)FLT_EPSILON : (real)DBL_EPSILON;
    const real margin = 16 * eps *
                        (F(absr)(ball.center.x - o.center.x) + F(absr)(ball.center.y - o.center.y) + o.half.x + o.half.y +
                         ball.radius);
    return F(cbx_contact_circle_obb2)(ball, o).distance < -margin ? AABBS : -1;
}

static bool F(on_box)(const F(cbx_move2) * m, uint32_t box, bool oriented) {
    for (int h = 0; h < m->hit_count && h < CBX_MOVE_MAX_HITS; ++h)
        if (m->hits[h].box == box && m->hits[h].oriented == oriented && m->hits[h].normal.y > (real)0.7) return true;
    return false;
}

/* Step 1: moving box k steps by delta, pushing the balls in its way; false
   (and nothing moved) when a ball cannot get out of its way. pushed[b] says
   which balls it pushed. */
static bool F(move_box)(F(level) * L, int k, F(cbx_vec2) delta, F(cbx_circle) * balls, bool *pushed, summary *s) {
    const F(cbx_aabb2) old = L->box[k];
    F(cbx_circle) next[BALLS];
    L->box[k].min.x += delta.x;
    L->box[k].max.x += delta.x;
    L->box[k].min.y += delta.y;
    L->box[k].max.y += delta.y;
    /* A few ulps of the level's scale (16) beyond delta, in its direction. */
    const real eps = sizeof(real) == sizeof(float) ? (real)FLT_EPSILON : (real)DBL_EPSILON;
    const real margin = 16 * eps * 16;
    const F(cbx_vec2) push = {delta.x + (delta.x > 0 ? margin : delta.x < 0 ? -margin : 0),
                              delta.y + (delta.y > 0 ? margin : delta.y < 0 ? -margin : 0)};
    /* Every other box, where it is now. */
    F(cbx_aabb2) others[AABBS];
    size_t n = 0;
    for (int j = 0; j < AABBS; ++j)
        if (j != k) others[n++] = L->box[j];
    const F(cbx_world2) statics = {others, n, &L->ramp, 1};
    for (int b = 0; b < BALLS; ++b) {
        next[b] = balls[b];
        pushed[b] = F(cbx_relate_circle_aabb2)(balls[b], L->box[k]) == CBX_OVERLAPPING;
        if (!pushed[b]) continue;
        next[b].center = F(cbx_move_circle2)(statics, balls[b], push, ITERATIONS).center;
        if (F(cbx_relate_circle_aabb2)(next[b], L->box[k]) == CBX_OVERLAPPING) {
            L->box[k] = old; /* squeezed: the box stays */
            for (int c = 0; c < BALLS; ++c) pushed[c] = false;
            return false;
        }
    }
    for (int b = 0; b < BALLS; ++b) {
        balls[b] = next[b];
        s->pushes += pushed[b];
    }
    return true;
}

static summary F(run)(void) {
    summary s = {0};
    F(level) L = F(make_level)();
    const real dt = (real)1 / 60, g = (real)9.81;
    const F(cbx_vec2) up = {0, 1};
    F(cbx_circle) balls[BALLS];
    F(cbx_vec2) vel[BALLS];
    int riding[BALLS]; /* the moving box a ball stood on after its last move, or -1 */
    bool was_on_ramp[BALLS] = {false};
    for (int b = 0; b < BALLS; ++b) riding[b] = -1;
    unsigned rng = 12345u;
    for (int b = 0; b < BALLS; ++b) {
        const real r = (real)0.15 + (real)(next_random(&rng) % 100) / 1000;
        balls[b] = (F(cbx_circle)){{(real)0.4 + (real)(b % 12) * (real)1.1, (real)5 + (real)(b / 12) * 2}, r};
        vel[b] = (F(cbx_vec2)){(real)((int)(next_random(&rng) % 61) - 30) / 10, 0};
    }
    /* Ball 0 starts at rest just above the ramp's top face, 1 up from its center. */
    const F(cbx_rot2) rot = L.ramp.rot;
    const real gap = L.ramp.half.y + (real)0.2 + (real)1e-4;
    balls[0] = (F(cbx_circle)){{L.ramp.center.x + rot.c * 1 - rot.s * gap, L.ramp.center.y + rot.s * 1 + rot.c * gap},
                               (real)0.2};
    vel[0] = (F(cbx_vec2)){0, 0};
    const F(cbx_vec2) ramp_start = balls[0].center;
    /* Ball 1 starts at rest on the lift, under the platform's edge. */
    balls[1] = (F(cbx_circle)){{(real)2.2, (real)0.51}, (real)0.2};
    vel[1] = (F(cbx_vec2)){0, 0};
    const int ramp_frames = 30;
    for (int b = 0; b < BALLS; ++b)
        if (F(overlapped_box)(&L, balls[b]) >= 0) {
            printf("ball %d starts inside a box: fix the level\n", b);
            ++s.overlaps;
        }

    /* The moving boxes: the crate along x between 4.5 and 8, the lift along
       y with its top between 0.3 and 1.2 (the platform's bottom is at 1). */
    const int moving[2] = {CRATE, LIFT};
    F(cbx_vec2) step[2] = {{(real)1.2 * dt, 0}, {0, (real)0.6 * dt}};
    for (int frame = 0; frame < FRAMES; ++frame) {
        /* Step 1: the moving boxes, turning around at the ends of their tracks. */
        bool moved[2], pushed[2][BALLS];
        if ((step[0].x > 0 && L.box[CRATE].max.x > 8) || (step[0].x < 0 && L.box[CRATE].min.x < (real)4.5))
            step[0].x = -step[0].x;
        if ((step[1].y > 0 && L.box[LIFT].max.y > (real)1.2) || (step[1].y < 0 && L.box[LIFT].min.y < (real)0.15))
            step[1].y = -step[1].y;
        for (int i = 0; i < 2; ++i) {
            moved[i] = F(move_box)(&L, moving[i], step[i], balls, pushed[i], &s);
            if (!moved[i]) {
                ++s.blocked;
                step[i].x = -step[i].x;
                step[i].y = -step[i].y;
            }
        }
        /* Step 2: every ball. */
        const F(cbx_world2) world = F(world_of)(&L, AABBS);
        for (int b = 0; b < BALLS; ++b) {
            vel[b].y -= g * dt;
            F(cbx_vec2) d = {vel[b].x * dt, vel[b].y * dt};
            for (int i = 0; i < 2; ++i)
                if (riding[b] == moving[i] && moved[i] && !pushed[i][b]) {
                    d.x += step[i].x; /* carried */
                    d.y += step[i].y;
                    ++s.rides;
                }
            const F(cbx_move2) m = F(cbx_move_circle2)(world, balls[b], d, ITERATIONS);
            const F(cbx_vec2) before = balls[b].center;
            balls[b].center = m.center;
            vel[b] = F(cbx_clip_velocity2)(vel[b], &m);
            ++s.moves;
            s.hits += m.hit_count;
            s.invalid += (long)m.invalid_boxes; /* a box the mover skipped: never expected */
            const bool standing = F(cbx_standing2)(&m, up, (real)0.7);
            const bool on_ramp = F(on_box)(&m, 0, true);
            riding[b] = F(on_box)(&m, CRATE, false) ? CRATE : F(on_box)(&m, LIFT, false) ? LIFT : -1;
            s.standing += standing;
            s.on_ramp += on_ramp;
            /* On the ramp two frames running, a ball must have moved. */
            if (on_ramp && was_on_ramp[b] && before.x == m.center.x && before.y == m.center.y) {
                if (s.stuck < 5) printf("frame %d: ball %d stands still on the ramp\n", frame, b);
                ++s.stuck;
            }
            was_on_ramp[b] = on_ramp;
            /* Jump now and then (not ball 0 while it is measured). */
            if (standing && (b > 0 || frame > ramp_frames) && next_random(&rng) % 90 == 0) {
                vel[b].y = (real)5 + (real)(next_random(&rng) % 30) / 10;
                vel[b].x = (real)((int)(next_random(&rng) % 61) - 30) / 10;
            }
        }
        /* The measured slide: ball 0 started at rest on the ramp. */
        if (frame + 1 == ramp_frames) {
            const real ux = balls[0].center.x - ramp_start.x, uy = balls[0].center.y - ramp_start.y;
            s.ramp_travel = -(ux * rot.c + uy * rot.s); /* down the ramp */
            /* Each frame the along-ramp speed grows by g sin(theta) dt and the
               step travels it: n (n + 1) / 2 * g sin(theta) dt^2 after n frames. */
            s.ramp_expected = (double)ramp_frames * (ramp_frames + 1) / 2 * g * rot.s * dt * dt;
        }
        /* The invariant, exactly: no ball overlaps a box. */
        for (int b = 0; b < BALLS; ++b) {
            const int k = F(overlapped_box)(&L, balls[b]);
            if (k >= 0) {
                if (s.overlaps < 5)
                    printf("frame %d: ball %d at (%.17g, %.17g) r %.17g overlaps box %d\n", frame, b,
                           (double)balls[b].center.x, (double)balls[b].center.y, (double)balls[b].radius, k);
                ++s.overlaps;
            }
        }
    }
    return s;
}

#endif /* PLATFORMER_BODY */
