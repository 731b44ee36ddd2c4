/* SPDX-License-Identifier: MIT */
/* The mover on ramps built of collinear oriented boxes (docs/motion.md,
   "Seams: oriented boxes"): each segment's rounded center and rotation put
   its corner an ulp or so above or below the face before it, a real step
   that the casts meet exactly. A ball rolling down such a ramp under
   gravity, its velocity clipped against every reported normal as a game
   loop clips it, must stay on the ramp: no run of more than two frames
   without a ground contact (at 1e4 in float, below, nearly; before the seam rule, 11 of 60 float runs at
   1e3 and 48 of 60 at 1e4 in 2D, 5 of 40 and 34 of 40 in 3D, 19 of 60
   double runs at 1e12 in 2D and 11 of 20 at 4e12 in 3D had such runs). Every frame is also checked for a
   new overlap (cbx_relate_* with the ball shrunk by the oriented boxes'
   margin, as test_motion does). And the rule must not hide a real step:
   a ramp with one segment raised by 1 % of the ball's radius keeps the
   corner's own normal there; nor lift a ball into a ceiling just above. */
#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "circbox.h"
#include "test_macros.h"
#include "test_rng.h"

#define NSEG 12
#define SEG_LEN 4.0
#define FRAMES 600

typedef struct ramp_run {
    int longest_air; /* frames in a row without a ground contact, after landing */
    int overlaps;    /* frames ending in a new overlap */
    int step_hits, step_corner_normals; /* blocks at the raised segment's corner, and those not the face's */
} ramp_run;

/* A game loop's velocity update: the part into each blocking normal removed. */
static void clip_velocity(double *v, const double *n, int dim) {
    double vn = 0;
    for (int i = 0; i < dim; ++i) vn += v[i] * n[i];
    if (vn < 0)
        for (int i = 0; i < dim; ++i) v[i] -= vn * n[i];
}

/* The end of a frame: true where the ball (`along` segments down the
   ramp) has left its ends; else the frame counted, on the ground or not. */
static bool ramp_frame_done(ramp_run *out, double along, int ground, int *landed, int *air) {
    if (along > NSEG - 1.5 || !(along > -1)) return true;
    *landed |= ground;
    if (!*landed) return false;
    *air = ground ? 0 : *air + 1;
    if (*air > out->longest_air) out->longest_air = *air;
    return false;
}

/* Frames ending in a new overlap: the ball, shrunk by the oriented boxes'
   margin, overlapping a segment. */
#define COUNT_OVERLAPS(out, BALL, REAL, center, r, RELATE, seg)                                                \
    for (int k = 0; k < NSEG; ++k) {                                                                            \
        const BALL shrunk = {center, (REAL)((r) * (1 - 1e-4))};                                                 \
        (out).overlaps += RELATE(shrunk, (seg)[k]) == CBX_OVERLAPPING;                                          \
    }

/* ---- 2D: a ramp down at angle theta, origin (ox, oy); segment `raised`
   (or -1) lifted by `step` along the face normal ---- */

#define RAMP2(NAME, REAL, OBB, ROT, CIRCLE, VEC, WORLD, MOVE, MOVEFN, ROTFN, RELATE)                            \
    static ramp_run NAME(double ox, double oy, double theta, double r, int raised, double step) {              \
        OBB seg[NSEG];                                                                                          \
        const ROT rot = ROTFN((REAL)theta);                                                                     \
        const double c = cos(theta), s = sin(theta);                                                            \
        for (int k = 0; k < NSEG; ++k) {                                                                        \
            const double up = k == raised ? step : 0;                                                           \
            seg[k].center.x = (REAL)(ox + k * SEG_LEN * c + (0.5 - up) * s);                                    \
            seg[k].center.y = (REAL)(oy + k * SEG_LEN * s - (0.5 - up) * c);                                    \
            seg[k].half.x = (REAL)(SEG_LEN / 2);                                                                \
            seg[k].half.y = (REAL)0.5;                                                                          \
            seg[k].rot = rot;                                                                                   \
        }                                                                                                       \
        const WORLD w = {NULL, 0, seg, NSEG};                                                                   \
        const double u0 = -SEG_LEN / 2 + 1, lift = r + 0.2;                                                     \
        CIRCLE b = {{(REAL)(ox + u0 * c - lift * s), (REAL)(oy + u0 * s + lift * c)}, (REAL)r};                 \
        double v[2] = {0, 0};                                                                                   \
        const double dt = 1.0 / 60, face[2] = {-s, c};                                                          \
        int landed = 0, air = 0;                                                                                \
        ramp_run out = {0, 0, 0, 0};                                                                            \
        for (int f = 0; f < FRAMES; ++f) {                                                                      \
            v[1] -= 9.8 * dt;                                                                                   \
            const VEC d = {(REAL)(v[0] * dt), (REAL)(v[1] * dt)};                                               \
            const MOVE m = MOVEFN(w, b, d, 4);                                                                  \
            int ground = 0;                                                                                     \
            for (int h = 0; h < m.hit_count && h < CBX_MOVE_MAX_HITS; ++h) {                                    \
                const double n[2] = {m.hits[h].normal.x, m.hits[h].normal.y};                                  \
                clip_velocity(v, n, 2);                                                                         \
                ground |= n[1] > 0.5;                                                                           \
                if ((int)m.hits[h].box == raised && n[0] * face[0] + n[1] * face[1] < 1 - 1e-6) {               \
                    ++out.step_corner_normals;                                                                  \
                }                                                                                               \
                out.step_hits += (int)m.hits[h].box == raised;                                                  \
            }                                                                                                   \
            COUNT_OVERLAPS(out, CIRCLE, REAL, m.center, r, RELATE, seg);                                              \
            b.center = m.center;                                                                                \
            const double along = ((b.center.x - ox) * c + (b.center.y - oy) * s) / SEG_LEN;                     \
            if (ramp_frame_done(&out, along, ground, &landed, &air)) break;                                     \
        }                                                                                                       \
        return out;                                                                                             \
    }

RAMP2(ramp2, double, cbx_obb2, cbx_rot2, cbx_circle, cbx_vec2, cbx_world2, cbx_move2, cbx_move_circle2,
      cbx_rot2_from_angle, cbx_relate_circle_obb2)
RAMP2(ramp2f, float, cbx_obb2f, cbx_rot2f, cbx_circlef, cbx_vec2f, cbx_world2f, cbx_move2f, cbx_move_circle2f,
      cbx_rot2_from_anglef, cbx_relate_circle_obb2f)

/* ---- 3D: the ramp turned by `yaw` about y, then pitched down by theta
   about its own horizontal axis: no axis is the world's ---- */
static cbx_quat ramp3_turn(double theta, double yaw) {
    const double sy = sin(yaw), cy = cos(yaw);
    const cbx_quat qy = cbx_quat_from_axis_angle((cbx_vec3){0, 1, 0}, yaw);
    const cbx_quat qp = cbx_quat_from_axis_angle((cbx_vec3){sy, 0, cy}, theta);
    const cbx_quat q = {qp.w * qy.w - qp.x * qy.x - qp.y * qy.y - qp.z * qy.z,
                        qp.w * qy.x + qp.x * qy.w + qp.y * qy.z - qp.z * qy.y,
                        qp.w * qy.y - qp.x * qy.z + qp.y * qy.w + qp.z * qy.x,
                        qp.w * qy.z + qp.x * qy.y - qp.y * qy.x + qp.z * qy.w};
    return q;
}

/* The ramp's downhill axis a0 and its face normal a1 (pointing up). */
static void ramp3_axes(cbx_quat q, double *a0, double *a1) {
    const cbx_obb3 proto = cbx_obb3_from_quat((cbx_vec3){0, 0, 0}, (cbx_vec3){SEG_LEN / 2, 0.5, 3}, q);
    const double down = proto.axis[0].y > 0 ? -1 : 1, upward = proto.axis[1].y < 0 ? -1 : 1;
    a0[0] = down * proto.axis[0].x, a0[1] = down * proto.axis[0].y, a0[2] = down * proto.axis[0].z;
    a1[0] = upward * proto.axis[1].x, a1[1] = upward * proto.axis[1].y, a1[2] = upward * proto.axis[1].z;
}

#define RAMP3(NAME, REAL, OBB, QUAT, SPHERE, VEC, WORLD, MOVE, MOVEFN, FROMQUAT, RELATE)                        \
    static ramp_run NAME(double ox, double oy, double oz, double theta, double yaw, double r) {                \
        const cbx_quat q = ramp3_turn(theta, yaw);                                                              \
        double a0[3], a1[3];                                                                                    \
        ramp3_axes(q, a0, a1);                                                                                  \
        const double o[3] = {ox, oy, oz};                                                                       \
        const QUAT qr = {(REAL)q.w, (REAL)q.x, (REAL)q.y, (REAL)q.z};                                           \
        OBB seg[NSEG];                                                                                          \
        for (int k = 0; k < NSEG; ++k) {                                                                        \
            const VEC c = {(REAL)(o[0] + k * SEG_LEN * a0[0] - 0.5 * a1[0]),                                    \
                           (REAL)(o[1] + k * SEG_LEN * a0[1] - 0.5 * a1[1]),                                    \
                           (REAL)(o[2] + k * SEG_LEN * a0[2] - 0.5 * a1[2])};                                   \
            seg[k] = FROMQUAT(c, (VEC){(REAL)(SEG_LEN / 2), (REAL)0.5, (REAL)3}, qr);                           \
        }                                                                                                       \
        const WORLD w = {NULL, 0, seg, NSEG};                                                                   \
        const double u0 = -SEG_LEN / 2 + 1, lift = r + 0.2;                                                     \
        SPHERE b = {{(REAL)(ox + u0 * a0[0] + lift * a1[0]), (REAL)(oy + u0 * a0[1] + lift * a1[1]),            \
                     (REAL)(oz + u0 * a0[2] + lift * a1[2])},                                                   \
                    (REAL)r};                                                                                   \
        double v[3] = {0, 0, 0};                                                                                \
        const double dt = 1.0 / 60;                                                                             \
        int landed = 0, air = 0;                                                                                \
        ramp_run out = {0, 0, 0, 0};                                                                            \
        for (int f = 0; f < FRAMES; ++f) {                                                                      \
            v[1] -= 9.8 * dt;                                                                                   \
            const VEC d = {(REAL)(v[0] * dt), (REAL)(v[1] * dt), (REAL)(v[2] * dt)};                            \
            const MOVE m = MOVEFN(w, b, d, 4);                                                                  \
            int ground = 0;                                                                                     \
            for (int h = 0; h < m.hit_count && h < CBX_MOVE_MAX_HITS; ++h) {                                    \
                const double n[3] = {m.hits[h].normal.x, m.hits[h].normal.y, m.hits[h].normal.z};               \
                clip_velocity(v, n, 3);                                                                         \
                ground |= n[1] > 0.5;                                                                           \
            }                                                                                                   \
            COUNT_OVERLAPS(out, SPHERE, REAL, m.center, r, RELATE, seg);                                              \
            b.center = m.center;                                                                                \
            const double at[3] = {b.center.x, b.center.y, b.center.z};                                          \
            double along = 0;                                                                                   \
            for (int i = 0; i < 3; ++i) along += (at[i] - o[i]) * a0[i];                                        \
            if (ramp_frame_done(&out, along / SEG_LEN, ground, &landed, &air)) break;                           \
        }                                                                                                       \
        return out;                                                                                             \
    }

RAMP3(ramp3, double, cbx_obb3, cbx_quat, cbx_sphere, cbx_vec3, cbx_world3, cbx_move3, cbx_move_sphere3,
      cbx_obb3_from_quat, cbx_relate_sphere_obb3)
RAMP3(ramp3f, float, cbx_obb3f, cbx_quatf, cbx_spheref, cbx_vec3f, cbx_world3f, cbx_move3f, cbx_move_sphere3f,
      cbx_obb3_from_quatf, cbx_relate_sphere_obb3f)

/* Runs of each kind whose ball left the ramp for more than two frames.
   At 1e4 in float, where an ulp is 1 mm, more than three frames in at
   most a tenth of the runs: a segment an ulp below the one before is a
   drop the casts see, which the ball, carried along the slope, takes up
   to three frames to fall onto; and a joint where two segments block in
   the same move is not joined (docs/motion.md). The library before the
   seam rule: 23 of 30 and 15 of 20 such runs, and 11 of 20 3D double
   runs at 4e12; the clang Debug build with sanitizers 1 of 20 in 3D
   float, gcc's Release build none. 3D double ramps at 1e13 (an ulp 2 mm)
   leave for more than three frames in 1 or 2 of 20 runs (18 before the
   rule); at 1e14 (an ulp 3 % of r) gravity moves the ball less than an
   ulp a frame there, and no rule keeps it rolling. Double at 4e12 has an
   ulp of 0.9 mm, and the same allowance: since oriented casts refine a
   first step back that reached the start (cast_settle.inc, 2026-12-07),
   one of its 20 runs leaves for three frames. */
static void smooth_ramps(void) {
    static const struct {
        int dim;
        bool single;
        double scale;
        int runs;
    } cases[] = {{2, true, 1, 30},   {2, true, 1e3, 30},  {2, true, 1e4, 30},  {2, false, 1, 30},
                 {2, false, 1e6, 30}, {2, false, 1e12, 30}, {3, true, 1, 20},   {3, true, 1e3, 20},
                 {3, true, 1e4, 20},  {3, false, 1, 20},   {3, false, 1e6, 20},  {3, false, 4e12, 20}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; ++k) {
        test_rng_state = 0x5ea35ea3u + (uint64_t)k;
        int hops = 0, overlaps = 0;
        /* an ulp of about a millimetre: float at 1e4, double at 4e12 */
        const bool far = cases[k].scale * (cases[k].single ? FLT_EPSILON : DBL_EPSILON) >= 5e-4;
        for (int i = 0; i < cases[k].runs; ++i) {
            const double s = cases[k].scale;
            const double ox = s * (0.5 + test_uniform(0, 1)), oy = s * (0.5 + test_uniform(0, 1)),
                         oz = s * (0.5 + test_uniform(0, 1));
            ramp_run o;
            if (cases[k].dim == 3 && cases[k].single)
                o = ramp3f(ox, oy, oz, 0.1 + 0.5 * test_uniform(0, 1), 6.28 * test_uniform(0, 1), 0.5);
            else if (cases[k].dim == 3)
                o = ramp3(ox, oy, oz, 0.1 + 0.5 * test_uniform(0, 1), 6.28 * test_uniform(0, 1), 0.5);
            else if (cases[k].single)
                o = ramp2f(ox, oy, -(0.1 + 0.5 * test_uniform(0, 1)), 0.5, -1, 0);
            else
                o = ramp2(ox, oy, -(0.1 + 0.5 * test_uniform(0, 1)), 0.5, -1, 0);
            hops += o.longest_air > (far ? 3 : 2);
            overlaps += o.overlaps;
        }
        printf("%dD %s ramps at %g: %d of %d runs off the ramp for too many frames, %d overlaps\n",
               cases[k].dim, cases[k].single ? "float" : "double", cases[k].scale, hops, cases[k].runs,
               overlaps);
        CHECK_MSG(hops <= (far ? cases[k].runs / 10 : 0) && overlaps == 0, "%dD ramps at %g", cases[k].dim,
                  cases[k].scale);
    }
}

/* A real step (one segment raised by 1 % of r, far beyond the seams'
   tolerance) keeps its corner's normal: the ball meets it as a step. */
static void real_step_kept(void) {
    int hits = 0, corner = 0;
    for (int i = 0; i < 8; ++i) {
        const ramp_run o = ramp2(1.5 + i, 2.5, -(0.1 + 0.05 * i), 0.5, 5, 0.005);
        hits += o.step_hits;
        corner += o.step_corner_normals;
        CHECK(o.overlaps == 0);
    }
    printf("raised segments: %d blocks there, %d with the corner's normal\n", hits, corner);
    CHECK_MSG(corner > 0, "a real step met as a seam");
}

/* A ceiling parallel to the ramp, 2r + 1.35e-14 above it (an independent
   tester's scene, scale 1, double): the lift at a joint must not put the
   ball into it. A first form of the rule lifted it 1.4e-15 into the
   ceiling, within the oriented boxes' margin, and every later move stopped
   there (24 of 72 such runs). The ball must roll on (0.09 to 0.15 a frame). */
static void ceiling_above(void) {
    const cbx_rot2 rot = {0x1.e921dd42f09bap-1, -0x1.2e9cd95baba34p-2};
    const cbx_obb2 ob[] = {{{0x1.c9a067e7db30fp+3, -0x1.b0249a349b678p+1}, {0x1p+1, 0x1p-2}, rot},
                           {{0x1.21f46f9c4babfp+4, -0x1.23b98371389c8p+2}, {0x1p+1, 0x1p-2}, rot},
                           {{0x1.6630585ccfc54p+4, -0x1.13aa604b96674p+2}, {0x1.8p+2, 0x1p-2}, rot}};
    const cbx_world2 w = {NULL, 0, ob, 3};
    cbx_circle c = {{0x1.057b665c20045p+4, -0x1.9c7ff468abb9dp+1}, 0x1p-1};
    const cbx_vec2 d = {0x1.2e33e27bc72bep-3, -0x1.8c3abac544d06p-5};
    for (int f = 0; f < 4; ++f) {
        const cbx_move2 m = cbx_move_circle2(w, c, d, 4);
        CHECK_MSG(m.center.x - c.center.x > 0.05, "frame %d under the ceiling: x %a -> %a", f, c.center.x,
                  m.center.x);
        c.center = m.center;
    }
}

int main(void) {
    smooth_ramps();
    real_step_kept();
    ceiling_above();
    CBX_TEST_END();
}
