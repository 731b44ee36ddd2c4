/* SPDX-License-Identifier: MIT */
/* circbox side by side with its peers, on the same data in one process:
     Box2D 2.4 (float):  b2TestOverlap (a b2CircleShape and a b2PolygonShape
                         box, skin radius 0), b2CollidePolygonAndCircle (the
                         contact manifold), b2TimeOfImpact (conservative
                         advancement over [0, 1]);
     CGAL (Epick kernel): the exact do_intersect of Circle_2 and
                         Iso_rectangle_2, and of Sphere_3 and Iso_cuboid_3.
   Built only where the peer is installed (bench/CMakeLists.txt; Debian:
   libbox2d-dev, libcgal-dev). The workloads are bench_workloads.h's (random,
   resting on faces, on corners, grid tiles, near tangency, rolling,
   falling), 4,096 pairs each, in cache.

   BENCH_SHUFFLE=1: each pass visits the pairs in a new random order (the
   shuffle untimed, the pass timed alone on the wall clock), so that no
   method's branches are learned by the predictor from the 4,096 outcomes
   repeating pass after pass (bench_workloads.h, shuffle_data, says why).

   Each query: ns per call, median of BENCH_RUNS runs (default 5), every
   method timed in turn in each run (thread CPU time), and the number of
   answers that differ from circbox's exact one. circbox and Box2D are
   library calls; CGAL is header-only, so its test is inlined into the loop
   (as it is in a CGAL user's code).

   What a difference means:
   - Box2D works in float: the double inputs are rounded to float first, and
     it decides with tolerances (overlap when the GJK distance is below
     10 FLT_EPSILON; time of impact stops at a target separation of
     r - 3 linear slops, so a path must sink about 1.4 cm (at its default
     scale) into the box to count, and a graze or a slide at exactly r is
     not a hit). Its differences on tangent data are by design.
   - CGAL's Circle_2 and Sphere_3 take the squared radius; fl(r * r) rounds
     when r has more than 26 significant bits. The comparison is then exact
     but about another circle. And CGAL's Circle_2 is the curve, not the
     disk: a box strictly inside the circle does not meet it (its Sphere_3
     against an Iso_cuboid_3 is the ball). The differences are printed in
     three counts: other, with the box inside the circle, where r * r
     rounded.
   - circbox's cast blocks only motion into the box (a graze or a slide at
     exactly r is free, as is a start touching it and moving away): its
     differences from the sweep's "hit within [0, 1]" are that rule. Box2D's
     time of impact is compared with both. */
#include "bench_util.h" /* first: it sets _POSIX_C_SOURCE */

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>
#include <vector>

#include "circbox.h"
#include "peer_data.h"

#ifdef CIRCBOX_HAVE_BOX2D
#include <box2d/b2_time_of_impact.h>
#include <box2d/box2d.h>
#endif
#ifdef CIRCBOX_HAVE_CGAL
#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/intersections.h>
#endif

namespace {

constexpr int kMaxRuns = 64;

bool g_shuffle = false;           /* BENCH_SHUFFLE */
std::vector<unsigned> g_order;    /* the pass's order of the pairs */
std::vector<unsigned> g_swap;     /* bench_draw_swaps's scratch */
bench_rng g_rng = {0x5DEECE66DULL};

/* g_order: 0 .. n - 1 in a new random order. */
void reshuffle(unsigned n) {
    if (g_order.size() != n) {
        g_order.resize(n);
        g_swap.resize(n);
        for (unsigned i = 0; i < n; ++i) g_order[i] = i;
    }
    bench_draw_swaps(g_swap.data(), n, &g_rng);
    for (unsigned i = n - 1; i > 0; --i) std::swap(g_order[i], g_order[g_swap[i]]);
}

/* ns per query of one pass of f over the n pairs, repeated reps times;
   shuffled, each pass in a new order and timed by itself (a CPU-time
   reading is a system call here, costly beside one pass). */
template <class F> double time_pass(unsigned n, int reps, F f) {
    uint64_t acc = 0;
    if (!g_shuffle) {
        const double t0 = bench_cpu_now();
        for (int r = 0; r < reps; ++r)
            for (unsigned i = 0; i < n; ++i) acc += static_cast<uint64_t>(f(i));
        const double t = bench_cpu_now() - t0;
        bench_sink += acc;
        return 1e9 * t / (static_cast<double>(n) * reps);
    }
    double t = 0;
    for (int r = 0; r < reps; ++r) {
        reshuffle(n);
        const unsigned *order = g_order.data();
        const double t0 = bench_now();
        for (unsigned k = 0; k < n; ++k) acc += static_cast<uint64_t>(f(order[k]));
        t += bench_now() - t0;
    }
    bench_sink += acc;
    return 1e9 * t / (static_cast<double>(n) * reps);
}

/* One timed method: its runs and its answers' differences. */
struct column {
    explicit column(const char *n) : name(n) {}
    const char *name;
    double t[kMaxRuns] = {};
    long differ = 0; /* answers differing from circbox's exact ones, beside those below */
    long rounded = 0; /* ... where the peer's squared radius r * r rounded */
    long inside = 0;  /* ... where the box lies inside the circle (CGAL's Circle_2 is the curve) */
    long vs_cast = -1; /* a time of impact's answers differing from circbox's cast (-1: not counted) */
    bool used = false;
    bool counts = false; /* print the differences (not for circbox's own exact columns) */
};

double median(column &c, int runs) { return c.used ? bench_median(c.t, runs) : 0; }

/* Has the sweep of circbox a hit within the displacement (time in [0, 1])? */
bool sweep_hit(const cbx_sweep2 &s) {
    return s.type == CBX_SWEEP_OVERLAP || (s.type == CBX_SWEEP_CONTACT && s.time <= 1);
}

#ifdef CIRCBOX_HAVE_BOX2D
/* The pairs as Box2D shapes, built once (outside the timed loops). */
struct b2pair {
    b2CircleShape circle;
    b2PolygonShape box;
};
std::vector<b2pair> b2_shapes(const cbx_circle *c, const cbx_aabb2 *b, unsigned n) {
    std::vector<b2pair> out(n);
    for (unsigned i = 0; i < n; ++i) {
        out[i].circle.m_p.Set(static_cast<float>(c[i].center.x), static_cast<float>(c[i].center.y));
        out[i].circle.m_radius = static_cast<float>(c[i].radius);
        const double hx = 0.5 * (b[i].max.x - b[i].min.x), hy = 0.5 * (b[i].max.y - b[i].min.y);
        const b2Vec2 center(static_cast<float>(b[i].min.x + hx), static_cast<float>(b[i].min.y + hy));
        out[i].box.SetAsBox(static_cast<float>(hx), static_cast<float>(hy), center, 0.0f);
        out[i].box.m_radius = 0.0f; /* no skin: the box itself */
    }
    return out;
}
const b2Transform &b2_identity() {
    static b2Transform xf = [] {
        b2Transform t;
        t.SetIdentity();
        return t;
    }();
    return xf;
}
bool b2_overlap(const b2pair &p) { return b2TestOverlap(&p.circle, 0, &p.box, 0, b2_identity(), b2_identity()); }
bool b2_contact(const b2pair &p) {
    b2Manifold m;
    b2CollidePolygonAndCircle(&m, &p.box, b2_identity(), &p.circle, b2_identity());
    return m.pointCount > 0;
}
/* The circle's body moves by v over [0, 1]; the box's stands. */
bool b2_toi(const b2pair &p, cbx_vec2 v) {
    b2TOIInput in;
    in.proxyA.Set(&p.circle, 0);
    in.proxyB.Set(&p.box, 0);
    in.sweepA.localCenter.SetZero();
    in.sweepA.c0.SetZero();
    in.sweepA.c.Set(static_cast<float>(v.x), static_cast<float>(v.y));
    in.sweepA.a0 = in.sweepA.a = 0;
    in.sweepA.alpha0 = 0;
    in.sweepB.localCenter.SetZero();
    in.sweepB.c0.SetZero();
    in.sweepB.c.SetZero();
    in.sweepB.a0 = in.sweepB.a = 0;
    in.sweepB.alpha0 = 0;
    in.tMax = 1;
    b2TOIOutput out;
    b2TimeOfImpact(&out, &in);
    return out.state == b2TOIOutput::e_touching || out.state == b2TOIOutput::e_overlapped;
}
#endif

#ifdef CIRCBOX_HAVE_CGAL
bool r2_exact(double r) { return std::fma(r, r, -(r * r)) == 0; }

/* Every corner of the box strictly inside the circle (a classification of
   differences only: plain double, exact on grid data). */
bool box_inside(const cbx_circle &c, const cbx_aabb2 &b) {
    const double dx = std::fmax(c.center.x - b.min.x, b.max.x - c.center.x);
    const double dy = std::fmax(c.center.y - b.min.y, b.max.y - c.center.y);
    return dx * dx + dy * dy < c.radius * c.radius;
}

using K = CGAL::Exact_predicates_inexact_constructions_kernel;
std::vector<K::Circle_2> cgal_circles(const cbx_circle *c, unsigned n) {
    std::vector<K::Circle_2> out;
    for (unsigned i = 0; i < n; ++i)
        out.emplace_back(K::Point_2(c[i].center.x, c[i].center.y), c[i].radius * c[i].radius);
    return out;
}
std::vector<K::Iso_rectangle_2> cgal_rects(const cbx_aabb2 *b, unsigned n) {
    std::vector<K::Iso_rectangle_2> out;
    for (unsigned i = 0; i < n; ++i)
        out.emplace_back(K::Point_2(b[i].min.x, b[i].min.y), K::Point_2(b[i].max.x, b[i].max.y));
    return out;
}
std::vector<K::Sphere_3> cgal_spheres(const cbx_sphere *s, unsigned n) {
    std::vector<K::Sphere_3> out;
    for (unsigned i = 0; i < n; ++i)
        out.emplace_back(K::Point_3(s[i].center.x, s[i].center.y, s[i].center.z), s[i].radius * s[i].radius);
    return out;
}
std::vector<K::Iso_cuboid_3> cgal_cuboids(const cbx_aabb3 *b, unsigned n) {
    std::vector<K::Iso_cuboid_3> out;
    for (unsigned i = 0; i < n; ++i)
        out.emplace_back(K::Point_3(b[i].min.x, b[i].min.y, b[i].min.z), K::Point_3(b[i].max.x, b[i].max.y, b[i].max.z));
    return out;
}
#endif

void print_header(const char *title, const std::vector<column *> &cols, int runs) {
    std::printf("\n%s: ns per query (answers differing from circbox's exact ones), median of %d runs\n| workload |",
                title, runs);
    for (const column *c : cols)
        if (c->used) std::printf(" %s |", c->name);
    std::printf("\n|---|");
    for (const column *c : cols)
        if (c->used) std::printf("---|");
    std::printf("\n");
}

void print_row(const char *workload, const std::vector<column *> &cols, int runs) {
    std::printf("| %s |", workload);
    for (column *c : cols) {
        if (!c->used) continue;
        std::printf(" %.1f", median(*c, runs));
        if (c->counts) {
            std::printf(" (%ld", c->differ);
            if (c->rounded) std::printf("; %ld more where r*r rounds", c->rounded);
            if (c->inside) std::printf("; %ld more with the box inside the circle", c->inside);
            if (c->vs_cast >= 0) std::printf("; %ld from the cast", c->vs_cast);
            std::printf(")");
        }
        std::printf(" |");
    }
    std::printf("\n");
}

/* 2D static: overlap and contact. */
void static2(int w, int runs, bool header) {
    const unsigned n = peer_data_pairs();
    const cbx_circle *c = peer_data_circles(w);
    const cbx_aabb2 *b = peer_data_boxes2(w);
    column ov{"circbox overlap"}, ct{"circbox contact"};
    column b2ov{"Box2D b2TestOverlap"}, b2ct{"Box2D b2CollidePolygonAndCircle"}, cg{"CGAL do_intersect (Epick)"};
    ov.used = ct.used = true;
    std::vector<bool> exact(n), touching(n);
    for (unsigned i = 0; i < n; ++i) {
        exact[i] = cbx_overlap_circle_aabb2(c[i], b[i]);
        touching[i] = cbx_relate_circle_aabb2(c[i], b[i]) != CBX_SEPARATE;
    }
#ifdef CIRCBOX_HAVE_BOX2D
    const std::vector<b2pair> sh = b2_shapes(c, b, n);
    b2ov.used = b2ct.used = b2ov.counts = b2ct.counts = true;
    for (unsigned i = 0; i < n; ++i) {
        b2ov.differ += b2_overlap(sh[i]) != exact[i];
        b2ct.differ += b2_contact(sh[i]) != touching[i];
    }
#endif
#ifdef CIRCBOX_HAVE_CGAL
    const std::vector<K::Circle_2> cc = cgal_circles(c, n);
    const std::vector<K::Iso_rectangle_2> rr = cgal_rects(b, n);
    cg.used = cg.counts = true;
    for (unsigned i = 0; i < n; ++i) {
        if (CGAL::do_intersect(cc[i], rr[i]) == exact[i]) continue;
        if (box_inside(c[i], b[i])) ++cg.inside;
        else if (!r2_exact(c[i].radius)) ++cg.rounded;
        else ++cg.differ;
    }
#endif
    for (int r = 0; r < runs; ++r) {
        ov.t[r] = time_pass(n, 50, [&](unsigned i) { return cbx_overlap_circle_aabb2(c[i], b[i]); });
        ct.t[r] = time_pass(n, 20, [&](unsigned i) { return cbx_contact_circle_aabb2(c[i], b[i]).distance > 0; });
#ifdef CIRCBOX_HAVE_BOX2D
        b2ov.t[r] = time_pass(n, 5, [&](unsigned i) { return b2_overlap(sh[i]); });
        b2ct.t[r] = time_pass(n, 20, [&](unsigned i) { return b2_contact(sh[i]); });
#endif
#ifdef CIRCBOX_HAVE_CGAL
        cg.t[r] = time_pass(n, 20, [&](unsigned i) { return CGAL::do_intersect(cc[i], rr[i]); });
#endif
    }
    const std::vector<column *> cols = {&ov, &b2ov, &cg, &ct, &b2ct};
    if (header) print_header("2D static, circle and box", cols, runs);
    print_row(peer_data_name(w), cols, runs);
}

/* 3D static: overlap. */
void static3(int w, int runs, bool header) {
    const unsigned n = peer_data_pairs();
    const cbx_sphere *s = peer_data_spheres(w);
    const cbx_aabb3 *b = peer_data_boxes3(w);
    column ov{"circbox overlap"}, cg{"CGAL do_intersect (Epick)"};
    ov.used = true;
#ifdef CIRCBOX_HAVE_CGAL
    const std::vector<K::Sphere_3> ss = cgal_spheres(s, n);
    const std::vector<K::Iso_cuboid_3> bb = cgal_cuboids(b, n);
    cg.used = cg.counts = true;
    for (unsigned i = 0; i < n; ++i)
        if (CGAL::do_intersect(ss[i], bb[i]) != cbx_overlap_sphere_aabb3(s[i], b[i]))
            ++(r2_exact(s[i].radius) ? cg.differ : cg.rounded);
#endif
    for (int r = 0; r < runs; ++r) {
        ov.t[r] = time_pass(n, 50, [&](unsigned i) { return cbx_overlap_sphere_aabb3(s[i], b[i]); });
#ifdef CIRCBOX_HAVE_CGAL
        cg.t[r] = time_pass(n, 20, [&](unsigned i) { return CGAL::do_intersect(ss[i], bb[i]); });
#endif
    }
    const std::vector<column *> cols = {&ov, &cg};
    if (header) print_header("3D static, sphere and box", cols, runs);
    print_row(peer_data_name(w), cols, runs);
}

/* 2D moving: the circle moves by v over [0, 1], the box stands. */
void sweep2(int w, int runs, bool header) {
    const unsigned n = peer_data_pairs();
    const cbx_circle *c = peer_data_circles(w);
    const cbx_aabb2 *b = peer_data_boxes2(w);
    const cbx_vec2 *v = peer_data_velocities(w);
    const cbx_vec2 still = {0, 0};
    column sw{"circbox sweep"}, cast{"circbox cast"}, toi{"Box2D b2TimeOfImpact"};
    sw.used = cast.used = cast.counts = true;
    std::vector<bool> hit(n);
    for (unsigned i = 0; i < n; ++i) hit[i] = sweep_hit(cbx_sweep_circle_aabb2(c[i], v[i], b[i], still));
    /* A cast blocks only motion into the box (a graze or a slide is free):
       its differences from the sweep's hits are that rule, not errors. */
    for (unsigned i = 0; i < n; ++i) cast.differ += cbx_cast_circle_aabb2(c[i], v[i], b[i]).hit != hit[i];
#ifdef CIRCBOX_HAVE_BOX2D
    const std::vector<b2pair> sh = b2_shapes(c, b, n);
    toi.used = toi.counts = true;
    toi.vs_cast = 0;
    for (unsigned i = 0; i < n; ++i) {
        const bool t = b2_toi(sh[i], v[i]);
        toi.differ += t != hit[i];
        toi.vs_cast += t != cbx_cast_circle_aabb2(c[i], v[i], b[i]).hit;
    }
#endif
    for (int r = 0; r < runs; ++r) {
        sw.t[r] = time_pass(n, 10, [&](unsigned i) { return sweep_hit(cbx_sweep_circle_aabb2(c[i], v[i], b[i], still)); });
        cast.t[r] = time_pass(n, 5, [&](unsigned i) { return cbx_cast_circle_aabb2(c[i], v[i], b[i]).hit; });
#ifdef CIRCBOX_HAVE_BOX2D
        toi.t[r] = time_pass(n, 1, [&](unsigned i) { return b2_toi(sh[i], v[i]); });
#endif
    }
    const std::vector<column *> cols = {&sw, &cast, &toi};
    if (header) print_header("2D moving, circle by v over [0, 1] (hit: sweep time <= 1)", cols, runs);
    print_row(peer_data_name(w), cols, runs);
}

} // namespace

int main() {
    int runs = bench_runs(5);
    g_shuffle = std::getenv("BENCH_SHUFFLE") && std::atoi(std::getenv("BENCH_SHUFFLE")) != 0;
    if (runs > kMaxRuns) runs = kMaxRuns;
    peer_data_make();
    std::printf("bench_peers: %u pairs per workload, in cache%s; peers:", peer_data_pairs(),
                g_shuffle ? ", in a new order each pass" : "");
#ifdef CIRCBOX_HAVE_BOX2D
    std::printf(" Box2D %d.%d.%d", b2_version.major, b2_version.minor, b2_version.revision);
#endif
#ifdef CIRCBOX_HAVE_CGAL
    std::printf(" CGAL %s", CGAL_VERSION_STR);
#endif
    std::printf("\n");
    const int workloads = peer_data_workloads();
    for (int w = 0; w < workloads; ++w) static2(w, runs, w == 0);
    /* 3D: the first four workloads (the others repeat the grid's data) */
    for (int w = 0; w < 4 && w < workloads; ++w) static3(w, runs, w == 0);
    /* the moving workloads: random, rolling, falling */
    bool first = true;
    for (int w = 0; w < workloads; ++w) {
        const char *name = peer_data_name(w);
        if (std::strcmp(name, "random") != 0 && std::strcmp(name, "rolling") != 0 && std::strcmp(name, "falling") != 0)
            continue;
        sweep2(w, runs, first);
        first = false;
    }
    return 0;
}
