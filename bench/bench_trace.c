/* SPDX-License-Identifier: MIT */
/* A recorded game trace, replayed: the queries the mover issues while it
   drives 300 balls with gravity through a level, for 300 frames at 60 Hz,
   in 2D (cbx_move_circle2) and in 3D (cbx_move_sphere3).

   THE LEVEL is laid out on the integer and half-integer grid, as tile maps
   are: a floor of flush unit tiles with its top at 0, two walls, platforms
   and steps at halves, and two ramps (oriented boxes, 0.3 radians). Radii
   are multiples of 1/8; a third of the balls start resting on the floor at
   exactly r. Each frame, each ball: velocity += gravity * dt, one move of
   velocity * dt (at most 4 iterations), an elastic bounce off walls, the
   velocity clipped against what it met, and now and then a jump while
   standing (the step of docs/game-loop.md).

   THE RECORDING. The mover culls the world once per move (the boxes the
   bounds of start +- (|d|_1 + r) meet, widened by a few ulps), then in each
   iteration casts every candidate (cbx_cast_*), and where one blocked at a
   fraction f > 0, checks the new center against the other candidates
   (static: is it inside one?). The recorder makes the same cull and, for
   iteration k, takes the mover's state after k iterations from the mover
   itself (cbx_move_* with max_iterations = k returns the center and the
   displacement still to go), so the recorded stream is the mover's own:
   every cast (center, displacement, box) and every static check (center,
   box) of every iteration against the axis-aligned boxes (the ramps' casts
   are recorded apart; their static checks are not). The mover's rare
   second looks (the start's check after an end found inside, the step
   back after rounding) are not recorded. Generated at startup,
   deterministic.

   THE REPLAY times each query family over the whole stream, beside the
   baselines of bench_baselines.h compiled the same way (behind a call;
   the inline path against the naive test inlined), taking turns in each
   run: ns per query, median of BENCH_RUNS runs (default 5) of thread CPU
   time, and the ratio of the medians. It also times the whole mover step
   per ball on the recorded (center, displacement) pairs, scanning the
   level's boxes and through an index over them, and counts how
   often the baselines' answers differ from circbox's exact ones. The
   stages inside circbox cannot be counted from outside the library; the
   share of queries that are exactly tangent (touching, or starting a cast
   in contact) is printed instead: the floating-point filter cannot decide
   those, so they are the ones that reach the exact stages.
   `bench_trace 2` or `bench_trace 3` runs one dimension only;
   BENCH_ONLY=name times one column only (for callgrind: sweep, plain, cast,
   the same with _touching or _apart, cast_ramp, overlap, naive_call,
   inline, naive_inline, relate, contact, ncontact, move); BENCH_CLASSES=1
   adds a table of the casts by how they end (blocked or free, from a
   touching or an apart start, on a face or at an edge or a corner), each
   class timed apart against the sweep, and one of the sweeps by their
   answer (no contact, a clear miss or not; contact at 0; on a face, at an
   edge, at a corner), each timed against the plain sweep. */
#ifndef TRACE_BODY
#define TRACE_BODY
#include "bench_util.h" /* first: it sets _POSIX_C_SOURCE */

#include <float.h>
#include <string.h>

#include "circbox.h"
#include "circbox/inline.h"
#include "bench_baselines.h"

enum { BALLS = 300, FRAMES = 300, ITERATIONS = 4, MAX_BOXES = 400, MAX_RUNS = 64 };
static const double DT = 1.0 / 60, GRAVITY = 9.81, JUMP = 5.0;

#define NOINLINE __attribute__((noinline))

static double fabsd(double x) { return x < 0 ? -x : x; }

/* A growable array of fixed-size records. */
typedef struct stream {
    unsigned char *data;
    size_t size, count, cap;
} stream;

static void *stream_push(stream *s) {
    if (s->count == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 4096;
        s->data = (unsigned char *)realloc(s->data, s->cap * s->size);
        if (!s->data) {
            fprintf(stderr, "out of memory\n");
            exit(1);
        }
    }
    return s->data + s->size * s->count++;
}

/* The mover's cull (step 1 of src/motion/move.c): the bounds all of a
   move from p by d can reach. */
static void reach_bounds(const double *p, double r, const double *d, int n, double *lo, double *hi) {
    double reach = 0;
    for (int i = 0; i < n; ++i) reach += fabsd(d[i]);
    reach = reach * (1 + 1e-3) + r;
    for (int i = 0; i < n; ++i) {
        const double slack = (8 * DBL_EPSILON) * (fabsd(p[i]) + reach) + DBL_MIN;
        lo[i] = p[i] - reach - slack;
        hi[i] = p[i] + reach + slack;
    }
}

static bool bounds_meet(const double *alo, const double *ahi, const double *blo, const double *bhi, int n) {
    for (int i = 0; i < n; ++i)
        if (ahi[i] < blo[i] || alo[i] > bhi[i]) return false;
    return true;
}

/* A column's runs summarized (bench_time: median, or smallest), in ns per query. */
static double time_ns(double *t, int runs) { return 1e9 * bench_time(t, runs); }

static void print_row(const char *name, double lib, const char *base_name, double base, const char *note) {
    if (base > 0)
        printf("| %s | %.1f | %s %.1f | %.2f | %s |\n", name, lib, base_name, base, lib / base, note);
    else
        printf("| %s | %.1f | %s | | %s |\n", name, lib, base_name, note);
}

/* ---- 2D ---- */
#define DIM 2
#define X(name) name##2
#define BALL cbx_circle
#define VEC cbx_vec2
#define AABB cbx_aabb2
#define OBB cbx_obb2
#define WORLD cbx_world2
#define MOVE cbx_move2
#define CAST_T cbx_cast2
#define SWEEP_T cbx_sweep2
#define RELATE_OBB cbx_relate_circle_obb2
#define MOVE_FN cbx_move_circle2
#define MOVE_INDEXED_FN cbx_move_circle2_indexed
#define INDEX cbx_index2
#define INDEX_BYTES cbx_index2_bytes
#define INDEX_BUILD cbx_index2_build
#define CAST_AABB cbx_cast_circle_aabb2
#define CAST_OBB cbx_cast_circle_obb2
#define SWEEP_AABB cbx_sweep_circle_aabb2
#define OVERLAP cbx_overlap_circle_aabb2
#define RELATE cbx_relate_circle_aabb2
#define CONTACT cbx_contact_circle_aabb2
#define CLIP cbx_clip_velocity2
#define STANDING cbx_standing2
#include "bench_trace.c"

/* ---- 3D ---- */
#define DIM 3
#define X(name) name##3
#define BALL cbx_sphere
#define VEC cbx_vec3
#define AABB cbx_aabb3
#define OBB cbx_obb3
#define WORLD cbx_world3
#define MOVE cbx_move3
#define CAST_T cbx_cast3
#define SWEEP_T cbx_sweep3
#define RELATE_OBB cbx_relate_sphere_obb3
#define MOVE_FN cbx_move_sphere3
#define MOVE_INDEXED_FN cbx_move_sphere3_indexed
#define INDEX cbx_index3
#define INDEX_BYTES cbx_index3_bytes
#define INDEX_BUILD cbx_index3_build
#define CAST_AABB cbx_cast_sphere_aabb3
#define CAST_OBB cbx_cast_sphere_obb3
#define SWEEP_AABB cbx_sweep_sphere_aabb3
#define OVERLAP cbx_overlap_sphere_aabb3
#define RELATE cbx_relate_sphere_aabb3
#define CONTACT cbx_contact_sphere_aabb3
#define CLIP cbx_clip_velocity3
#define STANDING cbx_standing3
#include "bench_trace.c"

int main(int argc, char **argv) {
    int runs = bench_runs(5);
    if (runs > MAX_RUNS) runs = MAX_RUNS;
    const int only = argc > 1 ? atoi(argv[1]) : 0;
    if (only != 3) run2(runs);
    if (only != 2) run3(runs);
    return 0;
}

#else /* TRACE_BODY: one dimension */

/* ---- vectors as arrays ---- */
static VEC X(vec)(const double *a) {
#if DIM == 2
    const VEC v = {a[0], a[1]};
#else
    const VEC v = {a[0], a[1], a[2]};
#endif
    return v;
}
static void X(arr)(VEC v, double *a) {
    a[0] = v.x;
    a[1] = v.y;
#if DIM == 2
    a[2] = 0;
#else
    a[2] = v.z;
#endif
}

/* ---- the level ---- */
typedef struct X(level) {
    AABB aabb[MAX_BOXES];
    OBB obb[2];
    size_t aabb_count;
    double olo[2][3], ohi[2][3]; /* the ramps' bounds, as the mover's cull widens them */
} X(level);

static void X(add_box)(X(level) * L, const double *lo, const double *hi) {
    double a[3], b[3];
    for (int i = 0; i < 3; ++i) a[i] = lo[i], b[i] = hi[i];
    AABB box;
    box.min = X(vec)(a);
    box.max = X(vec)(b);
    L->aabb[L->aabb_count++] = box;
}

/* The up axis is y in 2D, z in 3D; the floor's tiles are unit squares
   (cubes) with their top at 0, from -W to W on the other axes. */
enum { X(W) = DIM == 2 ? 24 : 8 };

static void X(make_level)(X(level) * L) {
    const int up = DIM - 1, W = X(W);
    L->aabb_count = 0;
    /* the floor */
    for (int i = -W; i < W; ++i)
        for (int j = (DIM == 2 ? 0 : -W); j < (DIM == 2 ? 1 : W); ++j) {
            const double lo[3] = {i, DIM == 2 ? -1 : j, -1}, hi[3] = {i + 1, DIM == 2 ? 0 : j + 1, 0};
            X(add_box)(L, lo, hi);
        }
    /* walls on every side, 12 high */
    for (int s = 0; s < 2 * (DIM - 1); ++s) {
        const int axis = s / 2;
        double lo[3] = {-W - 1, -W - 1, -W - 1}, hi[3] = {W + 1, W + 1, W + 1};
        lo[up] = -1, hi[up] = 12;
        if (s % 2) lo[axis] = W; else hi[axis] = -W;
        X(add_box)(L, lo, hi);
    }
    /* platforms at half-integer heights, half a unit thick, and a staircase */
    for (int k = 0; k < 12; ++k) {
        double lo[3], hi[3];
        lo[0] = DIM == 2 ? -W + 2 + 3.5 * k : -W + 1 + (k % 4) * 3.5, hi[0] = lo[0] + 2.5;
        lo[1] = DIM == 2 ? 0 : -W + 1 + (k / 4) * 5, hi[1] = lo[1] + 2.5;
        lo[up] = 2 + ((k + k / 4) % 4) * 1.5, hi[up] = lo[up] + 0.5;
        X(add_box)(L, lo, hi);
    }
    for (int k = 0; k < 4; ++k) {
        double lo[3] = {W - 4 + k, -2, 0}, hi[3] = {W, 2, 0.5 * (k + 1)};
        if (DIM == 2) lo[1] = 0, hi[1] = 0.5 * (k + 1);
        X(add_box)(L, lo, hi);
    }
    /* two ramps, tilted 0.3 radians either way, their low ends in the floor */
    for (int k = 0; k < 2; ++k) {
        const double a = k ? -0.3 : 0.3, cx = k ? 6 : -6;
#if DIM == 2
        const OBB o = {{cx, 0.6}, {3, 0.25}, cbx_rot2_from_angle(a)};
        const double ex = (fabsd(o.rot.c) * o.half.x + fabsd(o.rot.s) * o.half.y) * (1 + 1e-5);
        const double ey = (fabsd(o.rot.s) * o.half.x + fabsd(o.rot.c) * o.half.y) * (1 + 1e-5);
        const double e[3] = {ex, ey, 0};
#else
        const cbx_quat q = cbx_quat_from_axis_angle((cbx_vec3){0, 1, 0}, -a);
        const OBB o = cbx_obb3_from_quat((cbx_vec3){cx, 0, 0.6}, (cbx_vec3){3, 2, 0.25}, q);
        const double h[3] = {o.half.x, o.half.y, o.half.z};
        double e[3];
        for (int i = 0; i < 3; ++i) {
            e[i] = 0;
            for (int j = 0; j < 3; ++j) {
                double ax[3];
                X(arr)(o.axis[j], ax);
                e[i] += fabsd(ax[i]) * h[j];
            }
            e[i] *= 1 + 1e-5;
        }
#endif
        double c[3];
        X(arr)(o.center, c);
        for (int i = 0; i < 3; ++i) L->olo[k][i] = c[i] - e[i], L->ohi[k][i] = c[i] + e[i];
        L->obb[k] = o;
    }
}

/* ---- the recorded stream ---- */
typedef struct X(cast_rec) {
    BALL c;
    VEC d;
    uint32_t box;
} X(cast_rec);
typedef struct X(check_rec) {
    BALL c;
    uint32_t box;
} X(check_rec);
typedef struct X(move_rec) {
    BALL c;
    VEC d;
} X(move_rec);

typedef struct X(trace) {
    X(level) L;
    WORLD world;
    const INDEX *index; /* over world.aabb, for the indexed mover's column */
    void *index_memory;
    stream casts, ramp_casts, checks, moves; /* ramp_casts: box indexes world.obb */
    stream split[2];                         /* the casts starting touching their box, and apart */
    long blocks, jumps, standing;
} X(trace);

/* One move, recorded: the casts of each iteration against the candidates,
   and the static checks of the center after each block. Returns the move. */
static MOVE X(record_move)(X(trace) * T, BALL ball, VEC disp) {
    const X(level) *L = &T->L;
    double p[3], d[3], lo[3], hi[3];
    X(arr)(ball.center, p);
    X(arr)(disp, d);
    reach_bounds(p, ball.radius, d, DIM, lo, hi);
    uint32_t cand[MAX_BOXES];
    size_t nc = 0;
    for (size_t k = 0; k < L->aabb_count; ++k) {
        double blo[3], bhi[3];
        X(arr)(L->aabb[k].min, blo);
        X(arr)(L->aabb[k].max, bhi);
        if (bounds_meet(lo, hi, blo, bhi, DIM)) cand[nc++] = (uint32_t)k;
    }
    bool ramp[2];
    for (int k = 0; k < 2; ++k) ramp[k] = bounds_meet(lo, hi, L->olo[k], L->ohi[k], DIM);
    MOVE m;
    bool moved = false;
    BALL at = ball;
    VEC rest = disp;
    for (int it = 1; it <= ITERATIONS; ++it) {
        double r[3];
        X(arr)(rest, r);
        if (r[0] == 0 && r[1] == 0 && r[2] == 0) break;
        /* iteration it: every candidate is cast; the last box blocking at the
           smallest fraction chose the end, which the others then check */
        double best = 1;
        bool any = false;
        uint32_t chooser = UINT32_MAX;
        BALL end = at;
        for (size_t j = 0; j < nc; ++j) {
            X(cast_rec) *rec = (X(cast_rec) *)stream_push(&T->casts);
            rec->c = at, rec->d = rest, rec->box = cand[j];
            const CAST_T o = CAST_AABB(at, rest, L->aabb[cand[j]]);
            if (o.hit && o.fraction <= best) any = true, best = o.fraction, chooser = cand[j], end.center = o.center;
        }
        for (uint32_t k = 0; k < 2; ++k) {
            if (!ramp[k]) continue;
            X(cast_rec) *rec = (X(cast_rec) *)stream_push(&T->ramp_casts);
            rec->c = at, rec->d = rest, rec->box = k;
            const CAST_T o = CAST_OBB(at, rest, L->obb[k]);
            if (o.hit && o.fraction <= best) any = true, best = o.fraction, chooser = UINT32_MAX, end.center = o.center;
        }
        if (any && best > 0)
            for (size_t j = 0; j < nc; ++j) {
                if (cand[j] == chooser) continue;
                X(check_rec) *rec = (X(check_rec) *)stream_push(&T->checks);
                rec->c = end, rec->box = cand[j];
            }
        /* the mover's own state after `it` iterations */
        m = MOVE_FN(T->world, ball, disp, it);
        moved = true;
        at.center = m.center;
        rest = m.remaining;
    }
    return moved ? m : MOVE_FN(T->world, ball, disp, ITERATIONS);
}

/* The game: 300 frames of 300 balls, every move recorded. */
static void X(record)(X(trace) * T) {
    memset(T, 0, sizeof *T);
    X(make_level)(&T->L);
    T->world = (WORLD){T->L.aabb, T->L.aabb_count, T->L.obb, 2};
    T->casts.size = T->ramp_casts.size = sizeof(X(cast_rec));
    T->checks.size = sizeof(X(check_rec));
    T->moves.size = sizeof(X(move_rec));
    const int up = DIM - 1, W = X(W);
    bench_rng rng = {UINT64_C(0x7ace) + DIM};
    BALL ball[BALLS];
    double vel[BALLS][3];
    for (int b = 0; b < BALLS; ++b) {
        const double r = 0.125 * (double)(2 + bench_next(&rng) % 3);
        /* on the half grid, touching boxes at most (resting on the floor) */
        for (bool clear = false; !clear;) {
            double p[3] = {0, 0, 0};
            for (int i = 0; i < DIM; ++i)
                p[i] = 0.5 * (double)(int64_t)(bench_next(&rng) % (uint64_t)(4 * W - 8)) - (W - 2);
            p[up] = b % 3 == 0 ? r : 0.5 * (double)(2 + bench_next(&rng) % 20);
            ball[b].center = X(vec)(p);
            ball[b].radius = r;
            clear = true;
            for (size_t k = 0; k < T->L.aabb_count; ++k) clear &= RELATE(ball[b], T->L.aabb[k]) != CBX_OVERLAPPING;
            for (int k = 0; k < 2; ++k) clear &= RELATE_OBB(ball[b], T->L.obb[k]) == CBX_SEPARATE;
        }
        for (int i = 0; i < 3; ++i)
            vel[b][i] = i < DIM && i != up ? 0.25 * (double)((int)(bench_next(&rng) % 33) - 16) : 0;
    }
    for (int frame = 0; frame < FRAMES; ++frame) {
        for (int b = 0; b < BALLS; ++b) {
            double *v = vel[b];
            v[up] -= GRAVITY * DT;
            double d[3];
            for (int i = 0; i < 3; ++i) d[i] = v[i] * DT;
            X(move_rec) *rec = (X(move_rec) *)stream_push(&T->moves);
            rec->c = ball[b];
            rec->d = X(vec)(d);
            const MOVE m = X(record_move)(T, ball[b], rec->d);
            ball[b].center = m.center;
            T->blocks += m.hit_count;
            /* an elastic bounce off walls (normals across the up axis) */
            for (int h = 0; h < m.hit_count && h < CBX_MOVE_MAX_HITS; ++h) {
                double n[3];
                X(arr)(m.hits[h].normal, n);
                double vn = 0;
                for (int i = 0; i < 3; ++i) vn += v[i] * n[i];
                if (fabsd(n[up]) < 0.3 && vn < 0)
                    for (int i = 0; i < 3; ++i) v[i] -= 2 * vn * n[i];
            }
            const VEC clipped = CLIP(X(vec)(v), &m);
            X(arr)(clipped, v);
            double upv[3] = {0, 0, 0};
            upv[up] = 1;
            if (STANDING(&m, X(vec)(upv), 0.7)) {
                ++T->standing;
                if (bench_next(&rng) % 120 == 0) v[up] = JUMP, ++T->jumps;
            }
        }
    }
}

/* ---- the replay: one pass over a stream, seconds per query ---- */
static NOINLINE bool X(naive_call)(BALL c, AABB b) { return X(naive_overlap)(c, b); }

#if DIM == 2
static NOINLINE cbx_sweep2 plain_call2(cbx_circle c, cbx_vec2 d, cbx_aabb2 b) {
    return plain_sweep2(c, d, b, (cbx_vec2){0, 0});
}
static NOINLINE cbx_contact2 naive_contact_call2(cbx_circle c, cbx_aabb2 b) { return naive_contact2(c, b); }
static bool plain_hit2(cbx_circle c, cbx_vec2 d, cbx_aabb2 b) { return plain_call2(c, d, b).type == CBX_SWEEP_CONTACT; }
#else
static NOINLINE double plain_call3(cbx_sphere s, cbx_vec3 d, cbx_aabb3 b) {
    return plain_sweep3(s, d, b, (cbx_vec3){0, 0, 0});
}
static bool plain_hit3(cbx_sphere s, cbx_vec3 d, cbx_aabb3 b) { return plain_call3(s, d, b) >= 0; }
#endif

/* The columns: the sweep, its baseline and the cast over every recorded
   cast (set 0), over those starting touching their box (1), and over
   those starting apart (2); then the ramps' casts, the static checks, the
   mover step. */
enum { X(C_SWEEP), X(C_PLAIN), X(C_CAST), X(C_SETS_END) = 9, X(C_CAST_OBB) = X(C_SETS_END), X(C_OVERLAP),
       X(C_NAIVE_CALL), X(C_INLINE), X(C_NAIVE_INLINE), X(C_RELATE), X(C_CONTACT), X(C_NCONTACT), X(C_MOVE),
       X(C_MOVE_INDEXED), X(NCOL) };

static const char *const X(col_name)[X(NCOL)] = {
    "sweep", "plain", "cast", "sweep_touching", "plain_touching", "cast_touching", "sweep_apart", "plain_apart",
    "cast_apart", "cast_ramp", "overlap", "naive_call", "inline", "naive_inline", "relate", "contact", "ncontact",
    "move", "move_indexed"};

static const stream *X(cast_set)(const X(trace) * T, int set) { return set == 0 ? &T->casts : &T->split[set - 1]; }

/* One pass over the column's stream (repeated to at least 100,000 queries
   for the small ones), seconds per query. */
static NOINLINE double X(time_column_on)(const X(trace) * T, int col, const stream *cs) {
    const X(level) *L = &T->L;
    const int kind = col < X(C_SETS_END) ? col % 3 : col;
    const X(cast_rec) *cr = (const X(cast_rec) *)cs->data;
    const X(cast_rec) *orr = (const X(cast_rec) *)T->ramp_casts.data;
    const X(check_rec) *ch = (const X(check_rec) *)T->checks.data;
    const X(move_rec) *mv = (const X(move_rec) *)T->moves.data;
    const size_t nc = cs->count, no = T->ramp_casts.count, nk = T->checks.count, nm = T->moves.count;
    const bool moves = kind == X(C_MOVE) || kind == X(C_MOVE_INDEXED);
    const size_t n = kind < X(C_SETS_END) ? nc : kind == X(C_CAST_OBB) ? no : moves ? nm : nk;
    if (n == 0) return 0;
    const size_t reps = n < 100000 ? (100000 + n - 1) / n : 1;
    const double zero[3] = {0, 0, 0};
    const VEC still = X(vec)(zero);
    uint64_t acc = 0;
    const double t0 = bench_cpu_now();
    for (size_t rep = 0; rep < reps; ++rep) {
        switch (kind) {
        case X(C_SWEEP):
            for (size_t i = 0; i < nc; ++i) acc += (uint64_t)SWEEP_AABB(cr[i].c, cr[i].d, L->aabb[cr[i].box], still).type;
            break;
        case X(C_PLAIN):
            for (size_t i = 0; i < nc; ++i) acc += (uint64_t)X(plain_hit)(cr[i].c, cr[i].d, L->aabb[cr[i].box]);
            break;
        case X(C_CAST):
            for (size_t i = 0; i < nc; ++i) acc += (uint64_t)CAST_AABB(cr[i].c, cr[i].d, L->aabb[cr[i].box]).hit;
            break;
        case X(C_CAST_OBB):
            for (size_t i = 0; i < no; ++i) acc += (uint64_t)CAST_OBB(orr[i].c, orr[i].d, L->obb[orr[i].box]).hit;
            break;
        case X(C_OVERLAP):
            for (size_t i = 0; i < nk; ++i) acc += (uint64_t)OVERLAP(ch[i].c, L->aabb[ch[i].box]);
            break;
        case X(C_NAIVE_CALL):
            for (size_t i = 0; i < nk; ++i) acc += (uint64_t)X(naive_call)(ch[i].c, L->aabb[ch[i].box]);
            break;
#if DIM == 2
        case X(C_INLINE):
            for (size_t i = 0; i < nk; ++i) acc += (uint64_t)cbx_overlap_circle_aabb2_inline(ch[i].c, L->aabb[ch[i].box]);
            break;
        case X(C_NAIVE_INLINE):
            for (size_t i = 0; i < nk; ++i) acc += (uint64_t)naive_overlap2(ch[i].c, L->aabb[ch[i].box]);
            break;
        case X(C_NCONTACT):
            for (size_t i = 0; i < nk; ++i)
                acc += (uint64_t)(naive_contact_call2(ch[i].c, L->aabb[ch[i].box]).distance > 0);
            break;
#endif
        case X(C_RELATE):
            for (size_t i = 0; i < nk; ++i) acc += (uint64_t)RELATE(ch[i].c, L->aabb[ch[i].box]);
            break;
        case X(C_CONTACT):
            for (size_t i = 0; i < nk; ++i) acc += (uint64_t)(CONTACT(ch[i].c, L->aabb[ch[i].box]).distance > 0);
            break;
        case X(C_MOVE):
            for (size_t i = 0; i < nm; ++i)
                acc += (uint64_t)MOVE_FN(T->world, mv[i].c, mv[i].d, ITERATIONS).hit_count;
            break;
        case X(C_MOVE_INDEXED):
            for (size_t i = 0; i < nm; ++i)
                acc += (uint64_t)MOVE_INDEXED_FN(T->world, T->index, mv[i].c, mv[i].d, ITERATIONS).hit_count;
            break;
        default:
            return 0;
        }
    }
    const double t = bench_cpu_now() - t0;
    bench_sink += acc;
    return t / ((double)n * (double)reps);
}

/* One column over its own stream: the casts of a set (sweep, plain, cast),
   the ramps' casts, the static checks, the moves. */
static double X(time_column)(const X(trace) * T, int col) {
    return X(time_column_on)(T, col, X(cast_set)(T, col < X(C_SETS_END) ? col / 3 : 0));
}

/* BENCH_CLASSES=1: the casts to boxes sorted into classes, each class
   timed apart, taking turns: by how the cast ends (the cast, the sweep
   over the same pairs and the plain sweep), to show where the casts spend
   their time against the sweep; and by the sweep's own answer (the sweep
   and the plain sweep), to show where the sweep spends its time against
   the plain sweep. A class's queries run together, so their branches are
   easier to predict than in the trace's order (the sum of the classes'
   times is below the whole stream's). */
enum { X(K_TOUCH_BLOCKED), X(K_TOUCH_FREE), X(K_OVERLAPPING), X(K_NONE), X(K_GRAZE), X(K_FACE), X(K_FEATURE), X(NK) };
static const char *const X(k_name)[X(NK)] = {
    "start touching, blocked at 0", "start touching, free", "start overlapping",
    "apart, the sweep meets nothing", "apart, free (the sweep's contact a graze or past the end)",
    "apart, blocked on a face", "apart, blocked at an edge or a corner"};

/* The sweep's answers: no contact where an axis is beyond r and does not
   approach (the clear miss, which the 3D sweep answers before its fast
   path's call), no contact otherwise, a contact at time 0 or overlapping,
   and a first contact later on a face, at an edge, at a corner (the
   normal's nonzero components: an edge in 3D, a corner in the plane). */
enum { X(S_CLEAR), X(S_NONE), X(S_START), X(S_FACE), X(S_EDGE), X(S_CORNER), X(NS) };
static const char *const X(s_name)[X(NS)] = {"no contact, an axis beyond r not approaching", "no contact, other",
                                             "contact at 0 or overlapping", "contact on a face",
                                             "contact at an edge", "contact at a corner"};

/* How many of the normal's components are nonzero. */
static int X(normal_axes)(VEC normal) {
    double n[3];
    X(arr)(normal, n);
    int axes = 0;
    for (int a = 0; a < DIM; ++a) axes += n[a] != 0;
    return axes;
}

static int X(cast_class)(const X(cast_rec) * q, const AABB *b) {
    const double zero[3] = {0, 0, 0};
    const cbx_relation rel = RELATE(q->c, *b);
    const CAST_T o = CAST_AABB(q->c, q->d, *b);
    if (rel == CBX_TOUCHING) return o.hit ? X(K_TOUCH_BLOCKED) : X(K_TOUCH_FREE);
    if (rel != CBX_SEPARATE) return X(K_OVERLAPPING);
    if (o.hit) return X(normal_axes)(o.normal) == 1 ? X(K_FACE) : X(K_FEATURE);
    return SWEEP_AABB(q->c, q->d, *b, X(vec)(zero)).type == CBX_SWEEP_NONE ? X(K_NONE) : X(K_GRAZE);
}

static bool X(clear_miss)(const X(cast_rec) * q, const AABB *b) {
    double c[3], d[3], lo[3], hi[3];
    X(arr)(q->c.center, c);
    X(arr)(q->d, d);
    X(arr)(b->min, lo);
    X(arr)(b->max, hi);
    bool clear = false;
    for (int a = 0; a < DIM; ++a)
        clear |= (lo[a] - c[a] > q->c.radius && d[a] <= 0) || (c[a] - hi[a] > q->c.radius && d[a] >= 0);
    return clear;
}

static int X(sweep_class)(const X(cast_rec) * q, const AABB *b) {
    const double zero[3] = {0, 0, 0};
    const SWEEP_T w = SWEEP_AABB(q->c, q->d, *b, X(vec)(zero));
    if (w.type == CBX_SWEEP_NONE) return X(clear_miss)(q, b) ? X(S_CLEAR) : X(S_NONE);
    if (w.type != CBX_SWEEP_CONTACT || !(w.time > 0)) return X(S_START);
    const int axes = X(normal_axes)(w.normal);
    return axes == 1 ? X(S_FACE) : (axes == DIM ? X(S_CORNER) : X(S_EDGE));
}

/* One table: the casts sorted into n classes by class_of (name[c]
   naming class c), each class's columns col[0..ncol) timed (2 or 3,
   medians of the runs, taking turns), a row per class that has queries:
   its share, the first two columns, their ratio, and the third column
   where there is one. */
enum { X(MAX_CLASSES) = 8 };
_Static_assert((int)X(NK) <= (int)X(MAX_CLASSES) && (int)X(NS) <= (int)X(MAX_CLASSES), "a class table's streams");
static void X(class_table)(const X(trace) * T, int runs, int (*class_of)(const X(cast_rec) *, const AABB *),
                           const char *const *name, int n, const int *col, int ncol, const char *title) {
    const X(cast_rec) *cr = (const X(cast_rec) *)T->casts.data;
    stream k[X(MAX_CLASSES)];
    memset(k, 0, sizeof k);
    for (int c = 0; c < n; ++c) k[c].size = sizeof(X(cast_rec));
    for (size_t i = 0; i < T->casts.count; ++i)
        *(X(cast_rec) *)stream_push(&k[class_of(&cr[i], &T->L.aabb[cr[i].box])]) = cr[i];
    printf("%s", title);
    for (int c = 0; c < n; ++c) {
        if (k[c].count == 0) continue;
        static double t[3][MAX_RUNS];
        for (int r = 0; r < runs; ++r)
            for (int j = 0; j < ncol; ++j) t[j][r] = X(time_column_on)(T, col[j], &k[c]);
        double ns[3] = {0, 0, 0};
        for (int j = 0; j < ncol; ++j) ns[j] = time_ns(t[j], runs);
        printf("| %s | %zu (%.1f%%) | %.1f | %.1f | %.2f |", name[c], k[c].count,
               100.0 * (double)k[c].count / (double)T->casts.count, ns[0], ns[1], ns[0] / ns[1]);
        if (ncol > 2) printf(" %.1f |", ns[2]);
        printf("\n");
        free(k[c].data);
    }
}

static void X(classes)(const X(trace) * T, int runs) {
    static const int cast_col[3] = {X(C_CAST), X(C_SWEEP), X(C_PLAIN)}, sweep_col[2] = {X(C_SWEEP), X(C_PLAIN)};
    X(class_table)(T, runs, X(cast_class), X(k_name), X(NK), cast_col, 3,
                   "\nThe casts to boxes by how they end (BENCH_CLASSES=1; each class's queries together, in the "
                   "trace's order):\n| class | queries | cast | sweep | cast / sweep | plain analytic sweep |\n"
                   "|---|---|---|---|---|---|\n");
    X(class_table)(T, runs, X(sweep_class), X(s_name), X(NS), sweep_col, 2,
                   "\nThe sweeps of the casts' inputs by their answer (BENCH_CLASSES=1; each class's queries "
                   "together, in the trace's order):\n| class | queries | sweep | plain analytic sweep | sweep / plain |\n"
                   "|---|---|---|---|---|\n");
}

/* Splits the casts by their start: touching the box, or apart from it. */
static void X(split)(X(trace) * T) {
    const X(cast_rec) *cr = (const X(cast_rec) *)T->casts.data;
    for (int k = 0; k < 2; ++k) T->split[k].size = sizeof(X(cast_rec));
    for (size_t i = 0; i < T->casts.count; ++i) {
        const bool touching = RELATE(cr[i].c, T->L.aabb[cr[i].box]) != CBX_SEPARATE;
        *(X(cast_rec) *)stream_push(&T->split[touching ? 0 : 1]) = cr[i];
    }
}

/* Answers of the baselines that differ from circbox's, and the share of
   exactly tangent queries. */
static void X(report_stream)(const X(trace) * T) {
    const X(level) *L = &T->L;
    const X(cast_rec) *cr = (const X(cast_rec) *)T->casts.data;
    const X(check_rec) *ch = (const X(check_rec) *)T->checks.data;
    const double zero[3] = {0, 0, 0};
    const VEC still = X(vec)(zero);
    size_t sweep_diff = 0, start_touch = 0, axis_moves = 0, cast_hits = 0;
    for (size_t i = 0; i < T->casts.count; ++i) {
        const AABB b = L->aabb[cr[i].box];
        const cbx_sweep_type s = SWEEP_AABB(cr[i].c, cr[i].d, b, still).type;
        sweep_diff += (s != CBX_SWEEP_NONE) != X(plain_hit)(cr[i].c, cr[i].d, b);
        start_touch += RELATE(cr[i].c, b) == CBX_TOUCHING;
        cast_hits += CAST_AABB(cr[i].c, cr[i].d, b).hit;
        double d[3];
        X(arr)(cr[i].d, d);
        int nonzero = 0;
        for (int k = 0; k < DIM; ++k) nonzero += d[k] != 0;
        axis_moves += nonzero <= 1;
    }
    size_t naive_diff = 0, touching = 0;
    for (size_t i = 0; i < T->checks.count; ++i) {
        const AABB b = L->aabb[ch[i].box];
        naive_diff += OVERLAP(ch[i].c, b) != X(naive_overlap)(ch[i].c, b);
        touching += RELATE(ch[i].c, b) == CBX_TOUCHING;
    }
    const double nc = (double)(T->casts.count ? T->casts.count : 1), nk = (double)(T->checks.count ? T->checks.count : 1);
    printf("%dD game trace: %d balls x %d frames through %zu boxes and 2 ramps: %zu moves (%ld blocks, %ld standing, "
           "%ld jumps),\n  %zu casts to boxes (%.1f%% hit), %zu to ramps, %zu static checks of the placed center\n",
           DIM, BALLS, FRAMES, L->aabb_count, T->moves.count, T->blocks, T->standing, T->jumps, T->casts.count,
           100.0 * (double)cast_hits / nc, T->ramp_casts.count, T->checks.count);
    printf("  tangent: %.1f%% of the casts start touching their box, %.1f%% move along one axis only, "
           "%.1f%% of the static checks are exactly touching\n",
           100.0 * (double)start_touch / nc, 100.0 * (double)axis_moves / nc, 100.0 * (double)touching / nk);
    printf("  baselines that differ from the exact answer: plain sweep (hit or not) %zu of %zu, naive clamp %zu of %zu\n",
           sweep_diff, T->casts.count, naive_diff, T->checks.count);
}

static void X(run)(int runs) {
    static X(trace) T;
    const double t0 = bench_now();
    X(record)(&T);
    const double rec_s = bench_now() - t0;
    X(split)(&T);
    X(report_stream)(&T);
    const size_t index_bytes = INDEX_BYTES(T.L.aabb_count);
    T.index_memory = malloc(index_bytes);
    T.index = T.index_memory ? INDEX_BUILD(T.index_memory, index_bytes, T.L.aabb, T.L.aabb_count) : NULL;
    if (T.index == NULL) {
        fprintf(stderr, "bench_trace: the index over %zu boxes could not be built\n", T.L.aabb_count);
        exit(1);
    }
    static double t[X(NCOL)][MAX_RUNS];
    const char *only = getenv("BENCH_ONLY"); /* one column (for callgrind) */
    for (int r = 0; r < runs; ++r)
        for (int c = 0; c < X(NCOL); ++c)
            t[c][r] = only && strcmp(only, X(col_name)[c]) != 0 ? 0 : X(time_column)(&T, c);
    double m[X(NCOL)];
    for (int c = 0; c < X(NCOL); ++c) m[c] = time_ns(t[c], runs);
    printf("  recorded in %.2f s; ns per query, %s of %d interleaved runs (thread CPU time)\n", rec_s,
           bench_time_stat(), runs);
    printf("| query | circbox | baseline, same run | ratio | note |\n|---|---|---|---|---|\n");
    static const char *set_name[3] = {"", ", start touching", ", start apart"};
    for (int set = 0; set < 3; ++set) {
        char name[64], note[64];
        const int c = 3 * set;
        snprintf(name, sizeof name, "sweep%s", set_name[set]);
        snprintf(note, sizeof note, "%zu queries", X(cast_set)(&T, set)->count);
        print_row(name, m[c + X(C_SWEEP)], "plain analytic sweep", m[c + X(C_PLAIN)], note);
        snprintf(name, sizeof name, "cast%s", set_name[set]);
        print_row(name, m[c + X(C_CAST)], "plain analytic sweep", m[c + X(C_PLAIN)],
                  set ? "" : "a cast also decides into/along/graze and checks its center");
    }
    print_row("cast, ramp", m[X(C_CAST_OBB)], "-", 0, "");
    print_row("overlap, behind a call", m[X(C_OVERLAP)], "naive clamp behind a call", m[X(C_NAIVE_CALL)], "");
#if DIM == 2
    print_row("overlap_inline, inlined", m[X(C_INLINE)], "naive clamp inlined", m[X(C_NAIVE_INLINE)], "");
#endif
    print_row("relate", m[X(C_RELATE)], "naive clamp behind a call", m[X(C_NAIVE_CALL)], "");
#if DIM == 2
    print_row("contact", m[X(C_CONTACT)], "naive contact behind a call", m[X(C_NCONTACT)], "");
#else
    print_row("contact", m[X(C_CONTACT)], "-", 0, "");
#endif
    char note[96];
    snprintf(note, sizeof note, "%.0f us per frame of %d balls", m[X(C_MOVE)] * BALLS * 1e-3, BALLS);
    print_row("mover step, per ball", m[X(C_MOVE)], "-", 0, note);
    print_row("mover step, indexed", m[X(C_MOVE_INDEXED)], "mover step, scanning", m[X(C_MOVE)],
              "the same moves through an index over the boxes");
    const char *classes = getenv("BENCH_CLASSES");
    if (classes && strcmp(classes, "0") != 0) X(classes)(&T, runs);
    free(T.index_memory);
    free(T.casts.data);
    free(T.ramp_casts.data);
    free(T.checks.data);
    free(T.moves.data);
    free(T.split[0].data);
    free(T.split[1].data);
}

#undef DIM
#undef X
#undef BALL
#undef VEC
#undef AABB
#undef OBB
#undef WORLD
#undef MOVE
#undef CAST_T
#undef SWEEP_T
#undef RELATE_OBB
#undef MOVE_FN
#undef MOVE_INDEXED_FN
#undef INDEX
#undef INDEX_BYTES
#undef INDEX_BUILD
#undef CAST_AABB
#undef CAST_OBB
#undef SWEEP_AABB
#undef OVERLAP
#undef RELATE
#undef CONTACT
#undef CLIP
#undef STANDING
#endif
