// SPDX-License-Identifier: MIT
/* circbox's index against Boost.Geometry's R-tree on the same scene as
   bench_index.c: a million random rectangles in [0, 1000]^2 with sides up to
   1 (double). Boost answers a circle query the way its documentation allows:
   bgi::intersects with the circle's bounding box (widened by one ulp so that
   its rounding cannot lose a box the circle touches), then an exact per-box
   filter, cbx_overlap_circle_aabb2, so both give the same set of boxes
   (checked for every query). Boost's trees: the packing constructor (its bulk
   load, linear<16> parameters: fan-out 16 as circbox) and, once, an
   rstar<16> tree built by inserting the boxes one by one. CPU time, medians
   of BENCH_RUNS runs (default 5). Built only where the Boost headers are
   found (bench/CMakeLists.txt). */
#include "bench_util.h" /* first: it sets _POSIX_C_SOURCE */

#include <algorithm>
#include <cmath>
#include <iterator>
#include <utility>
#include <vector>

#include <boost/geometry.hpp>
#include <boost/geometry/index/rtree.hpp>
#include <boost/iterator/function_output_iterator.hpp>

#include "circbox.h"

namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;
typedef bg::model::point<double, 2, bg::cs::cartesian> point;
typedef bg::model::box<point> rect;
typedef std::pair<rect, uint32_t> item;
typedef bgi::rtree<item, bgi::linear<16>> packed_tree;
typedef bgi::rtree<item, bgi::rstar<16>> rstar_tree;

static const int max_runs = 32;

/* Boost's answer: candidates by bounding box, then the exact test. */
template <class Tree>
static void boost_query(const Tree &tree, const cbx_aabb2 *boxes, cbx_circle c, std::vector<uint32_t> &out) {
    const double inf = HUGE_VAL;
    const rect bounds(point(std::nextafter(c.center.x - c.radius, -inf), std::nextafter(c.center.y - c.radius, -inf)),
                      point(std::nextafter(c.center.x + c.radius, inf), std::nextafter(c.center.y + c.radius, inf)));
    out.clear();
    tree.query(bgi::intersects(bounds) &&
                   bgi::satisfies([&](const item &v) { return cbx_overlap_circle_aabb2(c, boxes[v.second]); }),
               boost::make_function_output_iterator([&](const item &v) { out.push_back(v.second); }));
}

template <class Tree>
static double time_queries(const Tree &tree, const cbx_aabb2 *boxes, const std::vector<cbx_circle> &qs,
                           std::vector<uint32_t> &out) {
    const double t0 = bench_cpu_now();
    size_t sum = 0;
    for (const cbx_circle &c : qs) {
        boost_query(tree, boxes, c, out);
        sum += out.size();
    }
    bench_sink += sum;
    return (bench_cpu_now() - t0) / (double)qs.size();
}

/* Do both answer every query with the same set of boxes? */
template <class Tree>
static bool same_sets(const Tree &tree, const cbx_index2 *ix, const cbx_aabb2 *boxes, const std::vector<cbx_circle> &qs,
                      size_t n) {
    std::vector<uint32_t> a, b(n);
    for (const cbx_circle &c : qs) {
        boost_query(tree, boxes, c, a);
        b.resize(cbx_index2_query_circle(ix, c, b.data(), n));
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        if (a != b) return false;
        b.resize(n);
    }
    return true;
}

int main() {
    int runs = bench_runs(5);
    runs = runs > max_runs ? max_runs : runs;
    const size_t n = 1000000;
    bench_rng rng = {42};
    std::vector<cbx_aabb2> boxes(n);
    std::vector<item> items(n);
    for (size_t i = 0; i < n; ++i) {
        const double x = bench_uniform(&rng, 0, 1000), y = bench_uniform(&rng, 0, 1000);
        const double w = bench_uniform(&rng, 0, 1), h = bench_uniform(&rng, 0, 1);
        boxes[i] = cbx_aabb2{{x, y}, {x + w, y + h}};
        items[i] = item(rect(point(x, y), point(x + w, y + h)), (uint32_t)i);
    }
    printf("circbox index vs Boost.Geometry rtree (Boost %d.%d), %zu boxes in [0,1000]^2, sides up to 1, double\n",
           BOOST_VERSION / 100000, BOOST_VERSION / 100 % 1000, n);

    /* Builds. */
    const size_t bytes = cbx_index2_bytes(n);
    void *mem = malloc(bytes);
    cbx_index2 *ix = nullptr;
    double tc[max_runs], tb[max_runs], ratio[max_runs];
    packed_tree packed;
    for (int r = 0; r < runs; ++r) {
        double t0 = bench_cpu_now();
        ix = cbx_index2_build(mem, bytes, boxes.data(), n);
        tc[r] = bench_cpu_now() - t0;
        t0 = bench_cpu_now();
        packed_tree fresh(items.begin(), items.end());
        tb[r] = bench_cpu_now() - t0;
        ratio[r] = tb[r] / tc[r];
        if (r == runs - 1) packed = std::move(fresh);
    }
    printf("  build         circbox %8.1f ms   boost packed %8.1f ms   boost/circbox %5.1fx\n",
           1e3 * bench_median(tc, runs), 1e3 * bench_median(tb, runs), bench_median(ratio, runs));
    double t0 = bench_cpu_now();
    rstar_tree rstar;
    for (const item &v : items) rstar.insert(v);
    const double t_rstar = bench_cpu_now() - t0;
    printf("  build         boost rstar<16>, one insert per box (one run) %8.1f ms\n", 1e3 * t_rstar);

    /* Circle queries at four selectivities. */
    static const double frac[4] = {1e-5, 1e-4, 1e-3, 1e-2};
    std::vector<uint32_t> out(n), bout;
    bout.reserve(n);
    bool all_same = true;
    for (int f = 0; f < 4; ++f) {
        const double rad = std::sqrt(frac[f] * 1e6 / 3.141592653589793);
        std::vector<cbx_circle> qs(2000);
        for (cbx_circle &c : qs) c = cbx_circle{{bench_uniform(&rng, 50, 950), bench_uniform(&rng, 50, 950)}, rad};
        const bool same = same_sets(packed, ix, boxes.data(), qs, n) && same_sets(rstar, ix, boxes.data(), qs, n);
        all_same = all_same && same;
        double tr[max_runs], rr[max_runs];
        size_t found = 0;
        for (int r = 0; r < runs; ++r) {
            t0 = bench_cpu_now();
            size_t sum = 0;
            for (const cbx_circle &c : qs) sum += cbx_index2_query_circle(ix, c, out.data(), n);
            tc[r] = (bench_cpu_now() - t0) / (double)qs.size();
            found = sum / qs.size();
            tb[r] = time_queries(packed, boxes.data(), qs, bout);
            tr[r] = time_queries(rstar, boxes.data(), qs, bout);
            ratio[r] = tb[r] / tc[r];
            rr[r] = tr[r] / tc[r];
        }
        printf("  circle %6.3f %% (%5zu boxes) circbox %7.3f us   boost packed %7.3f us (%5.1fx)   rstar %7.3f us "
               "(%5.1fx)   same sets: %s\n",
               100 * frac[f], found, 1e6 * bench_median(tc, runs), 1e6 * bench_median(tb, runs),
               bench_median(ratio, runs), 1e6 * bench_median(tr, runs), bench_median(rr, runs), same ? "yes" : "NO");
    }
    free(mem);
    return all_same ? 0 : 1;
}
