/* SPDX-License-Identifier: MIT */
/* The 3D sweep's time where one axis's coordinates lie far below another's
   (2^1000 and more apart). A walk on a copy of the problem scaled to its
   largest magnitude loses the small axes there; the time must still meet
   its bound (docs/3d.md): a grazing edge contact at exactly t = 1024 once
   got 1023.67 (or 768, the large axis's slab entry, in another scene), a
   point entering a face at 1.5e-5 got 2.9e-248, the time another slab was
   entered. The constructed cases have exact times (Pythagorean offsets,
   powers of two) and are checked in every axis order and mirrored; the
   two found by the oracle keep their digits. A box whose far bounds lie
   far above the feature the ball meets (far_box_bounds). Also: the exact search for
   the piece of the first contact agrees with the exact decision on scenes
   whose axes are scaled apart at random; and the side of the normal of
   a small sphere grazing from afar (far_graze_side). */
#include <float.h>
#include <math.h>
#include <stdint.h>

#include "circbox.h"
#include "internal.h"
#include "test_macros.h"
#include "test_rng.h"
#include "test_scene.h"

typedef test_scene scene;

static const double zero3[3] = {0, 0, 0};

static cbx_sweep3 sweep(const scene *s) {
    const cbx_sphere sp = {{s->c[0], s->c[1], s->c[2]}, s->r};
    const cbx_aabb3 b = {{s->lo[0], s->lo[1], s->lo[2]}, {s->hi[0], s->hi[1], s->hi[2]}};
    const cbx_vec3 v = {s->v[0], s->v[1], s->v[2]}, still = {0, 0, 0};
    return cbx_sweep_sphere_aabb3(sp, v, b, still);
}

/* CONTACT within tol of want, in every axis order, mirrored or not. */
static void expect_time(const scene *s, double want, double tol, const char *what) {
    for (int p = 0; p < 6; ++p) {
        const int *perm = test_permutations[p];
        for (int m = 0; m < 2; ++m) {
            const scene q = test_scene_transform(s, perm, m != 0 ? 7 : 0, 3); /* every axis mirrored, or none */
            const cbx_sweep3 res = sweep(&q);
            CHECK_MSG(res.type == CBX_SWEEP_CONTACT && fabs(res.time - want) <= tol,
                      "%s (axes %d%d%d%s): type %d time %.17g, want %.17g within %g", what, perm[0], perm[1], perm[2],
                      m ? " mirrored" : "", (int)res.type, res.time, want, tol);
        }
    }
}

static void expect_none(const scene *s, const char *what) {
    for (int p = 0; p < 6; ++p) {
        const int *perm = test_permutations[p];
        const scene q = test_scene_transform(s, perm, p % 2 != 0 ? 7 : 0, 3);
        const cbx_sweep3 res = sweep(&q);
        CHECK_MSG(res.type == CBX_SWEEP_NONE, "%s (axes %d%d%d): type %d time %.17g", what, perm[0], perm[1], perm[2],
                  (int)res.type, res.time);
    }
}

/* A sphere of radius 5s grazing the edge y = z = s of the box
   [-S, S] x [-s, s] x [-s, s] at exactly t = 1024 (the closest approach of
   the path to the edge is (3s, 4s) from it), after entering the x slab at
   t = 768 (S = 2^k, s = 2^-k). One ulp more radius: a contact a hair
   earlier; one ulp less: none. */
static void edge_graze(int k) {
    const double S = ldexp(1, k), s = ldexp(1, -k);
    scene g = {{2.5 * S, -4093 * s + s, 3076 * s + s},
               5 * s,
               {-S, -s, -s},
               {S, s, s},
               {-S / 512, 4 * s, -3 * s}};
    expect_time(&g, 1024, 0, "edge graze");
    /* the grazing bound, 64 sqrt(eps) L / |v| with L = 2.5 S, |v| ~ S / 512 */
    const double tol = 64 * sqrt(DBL_EPSILON) * 2.5 * 512;
    g.r = nextafter(5 * s, 1);
    expect_time(&g, 1024, tol, "edge graze, radius one ulp more");
    g.r = nextafter(5 * s, 0);
    expect_none(&g, "edge graze, radius one ulp less");
}

/* A point entering the face x = 0 at t = 2^-16 while the z slab, entered
   at about 2^-820, spans 2^900 and the x offset is 2^-400 (powers of two:
   the old walk got this one right; the oracle's case below it did not). */
static void point_face(void) {
    const scene p = {{0x1p-400, 0, 0x1p90},
                     0,
                     {-1, -1, -0x1p900},
                     {0, 1, -2},
                     {-0x1p-384, 0, -0x1p910}};
    expect_time(&p, 0x1p-16, 0, "point entering a face");
}

/* Two cases the 3D oracle found (mixed magnitudes), with its exact times:
   a point reaching the face x = 0 at 1.5258789062499997684e-5 (the old
   walk answered 2.9e-248), and one reaching y = 1142.26... at
   134217727.99999999999 (answered 134217727.99951887). The bound: 64 eps
   (t + L / (|v| cos)), here within 1e-15 t. */
static void oracle_cases(void) {
    const double bv1[3] = {0.0, 2.6048318086462766e-288, -1.8734630137929275e-17};
    const double sv1[3] = {-1.160070951461817e-117, -2.31191422903663e-45, -3.86613844644024e+274};
    scene a = {{1.7701277945889538e-122, 0.0, 1.1252100311037861e+27},
               0.0,
               {-5.773851663628653e-138, -7.206531060624581e-50, -9.344752848099069e+269},
               {0.0, 1.0114080819444925e-240, -2.0},
               {0, 0, 0}};
    for (int i = 0; i < 3; ++i) a.v[i] = sv1[i] - bv1[i];
    const cbx_sweep3 ra = sweep(&a);
    CHECK_MSG(ra.type == CBX_SWEEP_CONTACT && fabs(ra.time - 1.5258789062499997684e-5) <= 1e-15 * 1.5e-5,
              "oracle case 1: type %d time %.17g", (int)ra.type, ra.time);
    /* the velocities as given: the relative velocity of these two rounds */
    const cbx_sphere sp = {{a.c[0], a.c[1], a.c[2]}, a.r};
    const cbx_aabb3 b = {{a.lo[0], a.lo[1], a.lo[2]}, {a.hi[0], a.hi[1], a.hi[2]}};
    const cbx_sweep3 rb = cbx_sweep_sphere_aabb3(sp, (cbx_vec3){sv1[0], sv1[1], sv1[2]}, b,
                                                 (cbx_vec3){bv1[0], bv1[1], bv1[2]});
    CHECK_MSG(rb.type == CBX_SWEEP_CONTACT && fabs(rb.time - 1.5258789062499997684e-5) <= 1e-15 * 1.5e-5,
              "oracle case 1, moving box: type %d time %.17g", (int)rb.type, rb.time);
    const double sv2[3] = {-4.241642294255707e+17, -1.256443695528477e+165, 4.743369438351297e-170};
    const double bv2[3] = {0.0, 0.0, -2.955177515656e-311};
    const cbx_sphere sp2 = {{5.693035917244389e+25, -3.0264012707122876e+94, -6.366442690801472e-162}, 0.0};
    const cbx_aabb3 b2 = {{0.0, -4.483386715741579e+173, -3.7987694815080826e-203},
                          {277116747273100.06, 1142.2607776139043, 0.0}};
    const cbx_sweep3 r2 = cbx_sweep_sphere_aabb3(sp2, (cbx_vec3){sv2[0], sv2[1], sv2[2]}, b2,
                                                 (cbx_vec3){bv2[0], bv2[1], bv2[2]});
    CHECK_MSG(r2.type == CBX_SWEEP_CONTACT && fabs(r2.time - 134217727.99999999999) <= 1e-15 * 134217728.0,
              "oracle case 2: type %d time %.17g", (int)r2.type, r2.time);
}

static double uni(double lo, double hi) { return test_uniform(lo, hi); }
static int irand(int lo, int hi) { return lo + (int)(test_rng_next() % (uint64_t)(hi - lo + 1)); }

/* Random scenes with each axis scaled by its own power of two: the exact
   piece search finds a piece exactly when the exact decision says CONTACT,
   the sweep agrees with both, and its time lies within the piece (between
   the crossings that bound it, up to their rounding). */
static void skewed_random(void) {
    for (int n = 0; n < 3000; ++n) {
        scene s;
        double f[3];
        for (int i = 0; i < 3; ++i) f[i] = ldexp(1, irand(-700, 700));
        const double fv = ldexp(1, irand(-300, 300));
        for (int i = 0; i < 3; ++i) {
            const double a = uni(-10, 10), b = a + uni(0, 4) * (irand(0, 5) > 0);
            s.lo[i] = a * f[i];
            s.hi[i] = b * f[i];
            s.c[i] = uni(-12, 12) * f[i];
            const double target = uni(a - 1, b + 1);
            s.v[i] = (target - s.c[i] / f[i]) * uni(0.1, 2) * f[i] * fv;
            if (irand(0, 7) == 0) s.v[i] = 0;
        }
        s.r = uni(0, 2) * f[irand(0, 2)] * (irand(0, 5) > 0);
        const cbx_sphere sp = {{s.c[0], s.c[1], s.c[2]}, s.r};
        const cbx_aabb3 b = {{s.lo[0], s.lo[1], s.lo[2]}, {s.hi[0], s.hi[1], s.hi[2]}};
        if (cbx_relate_sphere_aabb3(sp, b) != CBX_SEPARATE) continue;
        const bool hits = cbx_sweep3_exact_hits(s.c, s.r, s.lo, s.hi, s.v, zero3);
        cbx_sweep3_piece pc;
        const bool found = cbx_sweep3_exact_piece(s.c, s.r, s.lo, s.hi, s.v, zero3, &pc);
        const cbx_sweep3 res = sweep(&s);
        CHECK_MSG(found == hits && res.type == (hits ? CBX_SWEEP_CONTACT : CBX_SWEEP_NONE),
                  "skewed scene %d: piece search %d, exact decision %d, sweep type %d", n, (int)found, (int)hits,
                  (int)res.type);
        if (!found || res.type != CBX_SWEEP_CONTACT) continue;
        /* the piece's feature: at least one axis outside, each on its side
           of the slab at the contact (the point on that bound) */
        CHECK_MSG(pc.side[0] || pc.side[1] || pc.side[2], "skewed scene %d: piece inside the box", n);
        for (int i = 0; i < 3; ++i) {
            if (!pc.side[i]) continue;
            const double q = i == 0 ? res.point.x : (i == 1 ? res.point.y : res.point.z);
            CHECK_MSG(q == (pc.side[i] < 0 ? s.lo[i] : s.hi[i]),
                      "skewed scene %d: point %a off the feature's bound on axis %d", n, q, i);
        }
    }
}

/* A sphere of radius 3.4e38 a hair beyond a point box (its gap squared
   1e-90) moving at 7.7e112 almost exactly across the line to it: the
   floating-point b = d . v and discriminant lose every bit to cancellation
   (b's sign included), and the contact at 2.2357e-225 was reported at the
   piece's end, 1.8e-75, where the sphere is r / 12 away (fuzz finding,
   fuzz/corpus/fuzz_sweep_sphere/regress-perpendicular-cancellation, through
   an oriented box; and 0 where the velocity's z is 0). Both the spread
   walk (z velocity 2^1445 below the largest) and the usual one. The time
   is the exact root, correctly rounded (Python fractions). */
static void perpendicular_cancellation(void) {
    const double vz[2] = {-0x0.0000000000057p-1022, 0};
    for (int i = 0; i < 2; ++i) {
        const scene s = {{0x1.d89d88p+127, 0x1.89d89cp+126, 0x1.6d601ad376ab9p-150},
                         0x1.fffffep+127,
                         {0, 0, 0},
                         {0, 0, 0},
                         {0x1.89de424d8f58ap+373, -0x1.d8a44f90459d9p+374, vz[i]}};
        expect_time(&s, 0x1.a7b4191f3f906p-747, 0x1p-790, "perpendicular cancellation");
    }
}

/* A ball of radius k beside a box's edge, the box reaching to 48 and
   1.3e7 on the axes off the edge, moving about k a step: the first
   contact is on the edge at t* = 0.976 (from the inputs, in long double)
   at every scale. The fast path's sliver once took the box's far bounds
   for its scale, 64 u 1.3e7 / k, and reported that sliver's end (3.27 at
   k = 2^-25, a face's normal): inside the documented bound, which grows
   with the scene's largest magnitude, but a poor time, and a cast took
   the path for free (fuzz_cast). Double at k = 2^-1000..2^-2, float at
   2^-126..2^-2: the time within 1e-9 (float 1e-6) of t*, the edge's
   normal. */
/* The scene's first contact from its inputs, in long double: the edge
   (lo.x, lo.y) met at t* = (lo.x - sqrt(r^2 - lo.y^2)) / v.x. */
static long double edge_time(long double r, long double lx, long double ly, long double vx) {
    return (lx - sqrtl(r * r - ly * ly)) / vx;
}

static void far_box_bounds(void) {
    for (int e = -1000; e <= -2; e += 2) {
        const double k = ldexp(1, e);
        const cbx_sphere s = {{0, 0, k}, k};
        const cbx_aabb3 b = {{k, 0x1.b38fb8p-1 * k, 0}, {0x1.8p+5, k, 0x1.96965ep+23}};
        const cbx_vec3 v = {0x1.f181a8p-2 * k, 0, k}, still = {0, 0, 0};
        const cbx_sweep3 w = cbx_sweep_sphere_aabb3(s, v, b, still);
        const long double ts = edge_time(k, b.min.x, b.min.y, v.x);
        CHECK_MSG(w.type == CBX_SWEEP_CONTACT && fabsl((long double)w.time - ts) <= 1e-9L,
                  "2^%d: type %d time %.17g, t* %.17Lg", e, (int)w.type, w.time, ts);
        CHECK_MSG(fabs(w.normal.x + 0.525642) < 1e-5 && fabs(w.normal.y + 0.850706) < 1e-5,
                  "2^%d: normal %g %g %g", e, w.normal.x, w.normal.y, w.normal.z);
        if (e < -126) continue;
        /* the same scene in float, its numbers rounded from these */
        const cbx_spheref sf = {{0.0f, 0.0f, (float)k}, (float)k};
        const cbx_aabb3f bf = {{(float)b.min.x, (float)b.min.y, 0.0f}, {(float)b.max.x, (float)b.max.y, (float)b.max.z}};
        const cbx_vec3f vf = {(float)v.x, 0.0f, (float)v.z}, stillf = {0, 0, 0};
        const cbx_sweep3f wf = cbx_sweep_sphere_aabb3f(sf, vf, bf, stillf);
        const long double tf = edge_time(sf.radius, bf.min.x, bf.min.y, vf.x);
        CHECK_MSG(wf.type == CBX_SWEEP_CONTACT && fabsl((long double)wf.time - tf) <= 1e-6L,
                  "float 2^%d: type %d time %.9g, t* %.12Lg", e, (int)wf.type, (double)wf.time, tf);
    }
}

/* A small sphere grazing from afar (L / r from 2^50 to 2^60): the
   contact lies within rounding of the crossings of two planes, whose
   floating-point order once put it on a face the exact path never
   reaches (normal (0, -1, 0) for (0, 0, 1)). The normal's bound allows any
   direction there, but its side is promised: its dot product with the
   exact normal (the oracle's, tests/oracle/test_sweep3.py's far graze
   family, which found these) is positive. Times to 1e-9. */
static void far_graze_side(void) {
    static const struct {
        double c[3], r, lo[3], hi[3], v[3], n[3], t;
    } cases[] = {
        {{8.89667313847975e+301, 1.3614407657765678e+301, 3.447577934531624e+302}, 5.295367305193114e+284,
         {4.773858662932738e+300, -7.186797647409213e+299, 4.1107302845834693e+300},
         {7.728291998996067e+300, -3.964706590676664e+299, 4.482110031081472e+300},
         {-6.83939398838513e+300, -1.2066902404038969e+300, -2.864751564882197e+301}, {0, 0, 1}, 11.878017193301492},
        {{3723091617.3015623, 4417209470.06098, 344342943.4166103}, 1.2423906699063144e-08,
         {-12708055.812460184, -58189225.29303877, -20703196.01137127},
         {-4962589.698795881, -58189225.29303877, -7817075.591278419},
         {-327.1021724770698, -392.6747184100702, -30.898774771231633}, {0, 1, 0}, 11397216.284956649},
        {{-194351002604.2512, -154135728407.25058, -53158624802.25119}, 5.818091303330935e-07,
         {-4736598947.429678, -5884351606.59193, 4940389988.056107},
         {-4109341870.7472034, -5274403032.719344, 5013468311.260337},
         {52621589077.78121, 41142565542.32457, 16143857853.509129}, {-1, 0, 0}, 3.6033576138597407},
        {{6.3401155735867644e-06, -5.158868945106015e-06, 3.4813159335901826e-06}, 1.6546066839591737e-23,
         {7.435217545801774e-08, 7.962433013249385e-08, -3.2052915289378866e-07},
         {2.3191912051551435e-07, 8.050394413164438e-08, -3.2052915289378866e-07},
         {-8.097012522782587e-11, 6.769509627954678e-11, -4.912982715583164e-11}, {0, -0.9183258331044182, -1},
         77383.64465287353},
        {{1.8139498593758388e-08, -4.069722001008603e-07, 1.0264901445175529e-07}, 2.3973415985210762e-23,
         {-1.2006960653006971e-08, -1.639459588172333e-07, -4.2526209319454304e-08},
         {9.183454193067933e-08, -1.4636098214094624e-07, 3.036329307462724e-08},
         {1.7398739463383163e-08, 2.041341274626661e-07, -1.2194245969984368e-07}, {0, -1, 0}, 1.1905223506935352},
        /* the fast path's near hit (cbx_fast_near_unsure): a face met a
           few ulps from its edge, L / r about 2^50-2^57; the adjacent
           face's normal came back (dot product 0) */
        {{1.9270247572701427, -0.02810423179360394, 0.9448630182524821}, 3.729655473350135e-17,
         {6.555375179759498e-05, 0.0017904441228153972, 0.0010660355860231162},
         {0.0016289806744299857, 0.005349176333993786, 0.002446795188912473},
         {-0.024871972605778097, 0.0003861749202371506, -0.012173990806566393}, {1, 0, 0}, 77.4122666952607152},
        {{3262.1141228170973, 1909.832484387943, 11881.702170001425}, 1.0658141036401503e-13,
         {6.068109700406982, -0.5571114604384988, -14.550546362389557},
         {14.399849702689988, 6.339327405061651, -6.437884960708404},
         {-11573162.269966489, -6805589.366171196, -42363139.849808596}, {1, 0, 0}, 2.80624620769601571e-4},
        {{-19548.5229438597, -30626.818604574997, 72485.2444384806}, 5.684341886080802e-14,
         {32.968175439123456, -61.56970874999358, 4.703072109257164},
         {68.18350661053368, 19.49331655022496, 21.64234508433532},
         {7.648223530744172, 11.941701694177727, -28.303147256593675}, {-1, 0, 0}, 2560.26658224430144},
        /* the walk's answer on an edge met exactly where the +y face begins
           (center (1, 1.75, -0.25) at the contact), L / r = 2^56: the gap's
           components both rounding away, the +x face's normal came back
           (dot product 0; cbx_answer_normal_side) */
        {{0x1.1c37937e08p+53, 0x1.f161421c8ep+53, 0x1.aa535d3d0bfffp+52}, 0.25, {-0.5, -1, -1}, {1, 1.5, 0},
         {-0x1.1c37937e08p+55, -0x1.f161421c8ep+55, -0x1.aa535d3d0cp+54}, {0, 1, 0}, 0.249999999999999975},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        scene s;
        for (int j = 0; j < 3; ++j) {
            s.c[j] = cases[i].c[j];
            s.lo[j] = cases[i].lo[j];
            s.hi[j] = cases[i].hi[j];
            s.v[j] = cases[i].v[j];
        }
        s.r = cases[i].r;
        const cbx_sweep3 w = sweep(&s);
        const double dot = w.normal.x * cases[i].n[0] + w.normal.y * cases[i].n[1] + w.normal.z * cases[i].n[2];
        CHECK_MSG(w.type == CBX_SWEEP_CONTACT && fabs(w.time - cases[i].t) <= 1e-9 * cases[i].t && dot > 0,
                  "far graze %zu: type %d time %.17g (want %.17g) normal (%g, %g, %g)", i, (int)w.type, w.time,
                  cases[i].t, w.normal.x, w.normal.y, w.normal.z);
    }
}

int main(void) {
    far_graze_side();
    far_box_bounds();
    for (int k = 520; k <= 700; k += 60) edge_graze(k);
    point_face();
    perpendicular_cancellation();
    oracle_cases();
    skewed_random();
    CBX_TEST_END();
}
