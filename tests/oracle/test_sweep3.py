# SPDX-License-Identifier: MIT
"""Judges the 3D sweeps (moving sphere vs moving aabb3/obb3) from outside.

The reference (oracle3.sweep3) is a brute force over all 26 features of the
box with exact rationals for every decision and 60-digit decimals for the
root. Checked: the type (INVALID/OVERLAP/NONE/CONTACT) equals the exact one on
every axis-aligned case; for CONTACT the time is within
64 eps (t + L / (|v| cos)) when the incidence cosine is above 1e-3 (L the
scene's scale) and within 64 sqrt(eps) L / |v| at grazing incidence, the
normal is unit (and near the exact one when well conditioned), the point
lies on the moved box; for OVERLAP the point is inside both shapes.

    python3 test_sweep3.py            # the CI sample (~42,000 checks, ~40 s)
    CBX_ORACLE_SCALE=20 python3 ...   # twenty times more
"""
import math
import os
import random
import sys
from decimal import Decimal as D
from fractions import Fraction as Fr

import cbx
from oracle3 import (EPS, any_magnitude, HUGE, push_far_axis, QUADS, TINY, TRIPLES, FEATURES, Tally, nearest_box_point, next_down, next_up,
                     position, representable, rnd, sweep3)

SCALE = float(os.environ.get("CBX_ORACLE_SCALE", "1"))
rng = random.Random(int(os.environ.get("CBX_ORACLE_SEED", "3004")))
T = Tally()
APIS = {p: cbx.api(p) for p in ("d", "f")}
TYPE = {"overlap": cbx.SWEEP_OVERLAP, "none": cbx.SWEEP_NONE, "contact": cbx.SWEEP_CONTACT}


def call(prec, c, r, lo, hi, sv, bv):
    a = APIS[prec]
    t = a.T
    V = t["Vec3"]
    return a.sweep_sphere_aabb3(t["Sphere"](V(*c), r), V(*sv), t["Aabb3"](V(*lo), V(*hi)), V(*bv))


def norm(v):
    return sum(x * x for x in v).sqrt()


def judge_ref(prec, case, family):
    """judge() and the exact time of the reference sweep (None where the
    case is not representable), so that a family checking more does not
    run the brute force twice."""
    c, r, lo, hi, sv, bv = case
    flat = list(c) + [r] + list(lo) + list(hi) + list(sv) + list(bv)
    if not representable(flat, prec):
        return None, None
    res = call(prec, *case)
    kind, t_ref, _ = sweep3(c, r, lo, hi, sv, bv)
    what = lambda: "%s %s %r: got type %d time %r want %s %s" % (prec, family, case, res.type, res.time, kind, t_ref)
    T.check(res.type == TYPE[kind], what, family)
    if res.type != TYPE[kind]:
        return res, t_ref
    eps = D(EPS[prec])
    L = D(max(abs(x) for x in list(c) + [r] + list(lo) + list(hi)))
    n = math.sqrt(res.normal.x ** 2 + res.normal.y ** 2 + res.normal.z ** 2)
    if kind == "overlap":
        p = [Fr(res.point.x), Fr(res.point.y), Fr(res.point.z)]
        inside_box = all(Fr(lo[i]) <= p[i] <= Fr(hi[i]) for i in range(3))
        inside_ball = sum((p[i] - Fr(c[i])) ** 2 for i in range(3)) <= Fr(r) ** 2
        T.check(res.time == 0 and inside_box and inside_ball and abs(n - 1) < 1e-6,
                lambda: "%s overlap point/normal %r: %r" % (prec, case, (p, n)))
        return res, t_ref
    if kind != "contact":
        return res, t_ref
    T.check(abs(n - 1) < (1e-12 if prec == "d" else 1e-6), lambda: "%s |normal| %r: %r" % (prec, case, n))
    if t_ref == 0:
        T.check(res.time == 0, lambda: "%s touching at start %r: time %r" % (prec, case, res.time))
        return res, t_ref
    top = D(HUGE[prec])
    if t_ref > top:
        # beyond the range: the time saturates at the largest finite value
        T.check(D(res.time) == top, lambda: "%s saturated time %r: %r" % (prec, case, res.time), "sweep time beyond range")
        return res, t_ref
    v = [D(sv[i]) - D(bv[i]) for i in range(3)]
    speed = norm(v)
    p = position(c, sv, bv, t_ref)
    q = nearest_box_point(p, lo, hi)
    gap = [p[i] - q[i] for i in range(3)]
    g = norm(gap)
    cos = abs(sum(gap[i] * v[i] for i in range(3))) / (g * speed) if g > 0 else D(1)
    if cos > D("1e-3"):
        tol = 64 * eps * (t_ref + L / (speed * cos)) + D(TINY[prec])
    else:
        tol = 64 * eps.sqrt() * L / speed
    T.check(abs(D(res.time) - t_ref) <= tol,
            lambda: "%s %s time %r: got %r want %s (tol %s)" % (prec, family, case, res.time, t_ref, tol))
    # whatever the bound below allows (L / r can be huge, the incidence
    # grazing), the normal is on the side the sphere meets the box from:
    # its dot product with the exact offsets at t_ref is positive (where
    # that gap is known well enough in 60 digits: the position's scale
    # is |c| + |v| t)
    if r > 0 and g > D("1e-50") * (L + speed * t_ref):
        T.check(sum(gap[i] * D(x) for i, x in enumerate((res.normal.x, res.normal.y, res.normal.z))) > 0,
                lambda: "%s normal on the wrong side %r: %r" % (prec, case, (res.normal.x, res.normal.y, res.normal.z)),
                "sweep normal side")
    if r > 0 and g > 0 and cos > D("1e-3"):
        nref = [x / g for x in gap]
        nres = [D(res.normal.x), D(res.normal.y), D(res.normal.z)]
        ntol = 256 * eps * L / (D(r) * cos) + D(1e-12 if prec == "d" else 1e-5)
        T.check(norm([nres[i] - nref[i] for i in range(3)]) <= ntol,
                lambda: "%s normal %r: got %r want %r" % (prec, case, nres, nref))
    # the point lies on the box moved by b_vel * time (to the time's accuracy)
    t_got = D(res.time)
    pt = [D(res.point.x), D(res.point.y), D(res.point.z)]
    box_at = [(D(lo[i]) + D(bv[i]) * t_got, D(hi[i]) + D(bv[i]) * t_got) for i in range(3)]
    # a box moved beyond the range: the point saturates at the largest finite value
    box_at = [(min(max(a_, -top), top), min(max(b_, -top), top)) for a_, b_ in box_at]
    ptol = 64 * eps * (L + norm([D(x) for x in bv]) * t_got) + tol * speed + D(TINY[prec])
    outside = norm([max(box_at[i][0] - pt[i], D(0), pt[i] - box_at[i][1]) for i in range(3)])
    T.check(outside <= ptol, lambda: "%s point off the box %r: %r" % (prec, case, pt))
    return res, t_ref


def judge(prec, case, family):
    return judge_ref(prec, case, family)[0]


def judged_contact(prec, case, family):
    """judge(); then the exact time of a CONTACT the library agrees on,
    None where there is none, it is at time 0 or beyond the range."""
    res, t_ref = judge_ref(prec, case, family)
    if res is None or res.type != cbx.SWEEP_CONTACT or t_ref == 0 or t_ref > D(HUGE[prec]):
        return res, None
    return res, t_ref


# --------------------------------------------------------------------------
# families


def R(x, prec):
    return rnd(x, prec)


def random_box(prec, span):
    lo = [R(rng.uniform(-span, span), prec) for _ in range(3)]
    hi = [R(lo[i] + rng.uniform(0, span / 3), prec) for i in range(3)]
    return lo, hi


def random_scene(prec, span=100.0):
    lo, hi = random_box(prec, span)
    c = [R(rng.uniform(-span, span), prec) for _ in range(3)]
    r = R(rng.uniform(0, span / 6), prec)
    # aim at a random point near the box most of the time
    target = [rng.uniform(lo[i] - r, hi[i] + r) for i in range(3)]
    speed = rng.uniform(0.1, 20)
    sv = [R((target[i] - c[i]) / span * speed + rng.gauss(0, 0.3), prec) for i in range(3)]
    bv = [R(rng.gauss(0, 2), prec) for _ in range(3)] if rng.random() < 0.3 else [0.0] * 3
    if rng.random() < 0.3:
        sv = [R(sv[i] + bv[i], prec) for i in range(3)]
    return c, r, lo, hi, sv, bv


def issue_case():
    return [1.8, 1.8, 3.1], 1.0, [-1.0, -1.0, -3.0], [1.0, 1.0, 3.0], [-0.1, -0.1, -1.0], [0.0, 0.0, 0.0]


def permute_mirror(case, perm, sg):
    c, r, lo, hi, sv, bv = case
    f = lambda v: [sg[j] * v[perm[j]] for j in range(3)]
    lo2 = [sg[j] * (lo[perm[j]] if sg[j] > 0 else hi[perm[j]]) for j in range(3)]
    hi2 = [sg[j] * (hi[perm[j]] if sg[j] > 0 else lo[perm[j]]) for j in range(3)]
    return f(c), r, lo2, hi2, f(sv), f(bv)


def all_symmetries():
    out = []
    for perm in ([0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]):
        for m in range(8):
            out.append((perm, [1 if not (m >> j & 1) else -1 for j in range(3)]))
    return out


def region_feature_cases(prec):
    """Start in each of the 26 outer regions (and inside), aim at each of the 26
    features: at its rounded surface, short of it, and beyond it."""
    lo, hi = [-1.0, -2.0, -3.0], [1.0, 2.0, 3.0]
    r = 0.5
    starts = []
    for code in range(27):
        starts.append([(-6.0, 0.25, 7.0)[code // 3 ** i % 3] * (1 + 0.5 * i) for i in range(3)])
    out = []
    for s in starts:
        for f in FEATURES:
            for reach in (0.5, 1.0, 1.5):
                # a point of the feature, pushed out along the feature's normal by reach * r
                base = [(lo[i] if f[i] < 0 else hi[i]) if f[i] else rng.uniform(lo[i], hi[i]) for i in range(3)]
                nrm = [float(x) for x in f]
                nn = math.sqrt(sum(x * x for x in nrm))
                tgt = [base[i] + reach * r * nrm[i] / nn for i in range(3)]
                sv = [R((tgt[i] - s[i]) / 4, prec) for i in range(3)]
                out.append((s, r, lo, hi, sv, [0.0] * 3))
    return out


def edge_tangent(prec, k, axial=0):
    """Paths tangent to an edge cylinder: in the plane across the edge the path's
    direction (a, b) and offset (b, -a) * s / c make the distance exactly r = s.
    With `axial` = m, the path also runs along the edge 2^m times faster than
    it moves across (nearly parallel to the edge: it enters the edge's slab
    while still closing in on the cylinder), reaching the edge's middle at the
    tangent time."""
    a, b, cc = rng.choice(TRIPLES)
    s = 2.0 ** k
    lo = [-1.0 * s, -2.0 * s, -3.0 * s]
    hi = [1.0 * s, 2.0 * s, 3.0 * s]
    free = rng.randrange(3)
    i, j = [x for x in range(3) if x != free]
    si, sj = rng.choice((-1, 1)), rng.choice((-1, 1))
    E = {i: hi[i] if si > 0 else lo[i], j: hi[j] if sj > 0 else lo[j]}
    # outward normal (si*b, sj*a)/c at the tangent point, direction (-si*a, sj*b)/c perpendicular
    r = cc * s
    P = {i: E[i] + si * b * s, j: E[j] + sj * a * s}
    steps = rng.choice([1, 2, 5])
    c = [0.0] * 3
    v = [0.0] * 3
    c[i], c[j] = P[i] + si * a * s * steps, P[j] - sj * b * s * steps
    v[i], v[j] = -si * a * s, sj * b * s
    c[free] = rng.choice([0.0, 0.5, -1.0]) * s
    if axial:
        v[free] = rng.choice((-1, 1)) * 2.0 ** axial * s
        c[free] = c[free] - v[free] * steps
    return [(c, r, lo, hi, v, [0.0] * 3), (c, next_up(r, prec), lo, hi, v, [0.0] * 3),
            (c, next_down(r, prec), lo, hi, v, [0.0] * 3)]


def corner_tangent(prec, k):
    """Paths tangent to a corner sphere at corner + r n, n = (a, b, c)/d from a
    Pythagorean quadruple, direction perpendicular to n (integer components)."""
    a, b, cq, d = rng.choice(QUADS)
    s = 2.0 ** k
    lo = [-1.0 * s, -1.0 * s, -2.0 * s]
    hi = [2.0 * s, 1.0 * s, 1.0 * s]
    sg = [rng.choice((-1, 1)) for _ in range(3)]
    corner = [hi[i] if sg[i] > 0 else lo[i] for i in range(3)]
    nv = [sg[0] * a, sg[1] * b, sg[2] * cq]
    perp = rng.choice([(nv[1], -nv[0], 0), (nv[2], 0, -nv[0]), (0, nv[2], -nv[1])])
    P = [corner[i] + nv[i] * s for i in range(3)]
    steps = rng.choice([1, 2, 3])
    c = [P[i] - perp[i] * s * steps for i in range(3)]
    v = [perp[i] * s for i in range(3)]
    r = d * s
    return [(c, r, lo, hi, v, [0.0] * 3), (c, next_up(r, prec), lo, hi, v, [0.0] * 3),
            (c, next_down(r, prec), lo, hi, v, [0.0] * 3)]


def face_slide(prec, k):
    """Sliding parallel to a face plane at exactly r (touching all along), and one
    ulp off either way; starting beside the face or already above it."""
    s = 2.0 ** k
    lo = [-1.0 * s, -2.0 * s, -3.0 * s]
    hi = [1.0 * s, 2.0 * s, 3.0 * s]
    ax = rng.randrange(3)
    o = [x for x in range(3) if x != ax]
    r = rng.choice([0.5, 1.0, 2.0]) * s
    side = rng.choice((-1, 1))
    c = [0.0] * 3
    c[ax] = hi[ax] + r if side > 0 else lo[ax] - r
    c[o[0]] = rng.choice([-10.0, 0.0, 5.0]) * s
    c[o[1]] = rng.choice([-0.5, 0.0, 1.0]) * s
    v = [0.0] * 3
    v[o[0]] = rng.choice([1.0, -1.0, 0.5]) * s
    out = [(c, r, lo, hi, v, [0.0] * 3)]
    for f in (next_up, next_down):
        c2 = list(c)
        c2[ax] = f(c[ax], prec)
        out.append((c2, r, lo, hi, v, [0.0] * 3))
    return out


def degenerate(prec):
    c, r, lo, hi, sv, bv = random_scene(prec, 10.0)
    pick = rng.randrange(4)
    if pick == 0:
        r = 0.0
    elif pick == 1:
        hi = list(lo)
    elif pick == 2:
        hi[rng.randrange(3)] = lo[0] if False else hi[0] * 0 + lo[rng.randrange(3)] if False else hi[0]
        hi = [max(lo[i], hi[i]) for i in range(3)]
        ax = rng.randrange(3)
        hi[ax] = lo[ax]
    else:
        sv = list(bv)  # no relative motion
    return [(c, r, lo, hi, sv, bv)]


def scaled(prec, case, kp, kv):
    c, r, lo, hi, sv, bv = case
    sp, svv = 2.0 ** kp, 2.0 ** kv
    return ([x * sp for x in c], r * sp, [x * sp for x in lo], [x * sp for x in hi],
            [x * svv for x in sv], [x * svv for x in bv])


def mixed_magnitudes(prec):
    """Every coordinate, the radius and every velocity component of its own
    magnitude: gaps far below the scene's size, velocities that cancel,
    contact times beyond the range or below the smallest subnormal."""
    c = [any_magnitude(rng, prec) for _ in range(3)]
    a = [any_magnitude(rng, prec) for _ in range(3)]
    b = [any_magnitude(rng, prec) for _ in range(3)]
    lo, hi = [min(a[i], b[i]) for i in range(3)], [max(a[i], b[i]) for i in range(3)]
    r = abs(any_magnitude(rng, prec))
    bv = [any_magnitude(rng, prec) for _ in range(3)]
    sv = [any_magnitude(rng, prec) for _ in range(3)]
    if rng.random() < 0.3:
        sv = [R(bv[i] + rng.choice((0.0, 1.0, -2.0)), prec) for i in range(3)]
    if rng.random() < 0.5:
        # aim at the box: the velocity from the center toward a point of it
        tgt = [rng.uniform(lo[i], hi[i]) if math.isfinite(hi[i] - lo[i]) else lo[i] for i in range(3)]
        k = rng.randint(-40, 40) if prec == "d" else rng.randint(-10, 10)
        sv = [R(((tgt[i] - c[i]) * 2.0 ** k) + bv[i], prec) for i in range(3)]
    return c, r, lo, hi, sv, bv


def far_graze(prec):
    """A small sphere grazing a corner, an edge or a face of a box from far
    away (sometimes near an edge's end, a face near its edge): r from 1 to
    2^-58 of the scene (2^-26 in float), the path's component along the contact normal 1 to 2^-60 of
    its speed, starting 2^-3 to 2^8 of the scene away; scenes at 2^-60 to
    2^60 and near 2^1000. L / r beyond 2^50 leaves the normal's bound no
    force: the side of the normal is what is checked (found wrong in the
    3D sweep's walk, 2026-12-06: the crossings of the edge's two planes
    within an ulp of each other, the floating-point order took one face
    for the other; and in the fast path's near hit, a face met a few ulps
    from its edge took the adjacent face's normal, found by a second
    independent oracle)."""
    if prec == "d":
        S = 2.0 ** rng.randint(-60, 60) if rng.random() < 0.5 else 2.0 ** 1000 * rng.uniform(0.5, 1)
    else:
        S = 2.0 ** rng.randint(-30, 30)
    lo = [R(S * rng.uniform(-1, 1), prec) for _ in range(3)]
    hi = [R(lo[i] + S * rng.uniform(0, 0.5) * (rng.random() < 0.9), prec) for i in range(3)]
    kr = rng.randint(0, 55) if prec == "d" else rng.randint(0, 22)
    if rng.random() < 0.7:  # where the scene's rounding exceeds r (most failures lay there)
        kr = rng.randint(46, 58) if prec == "d" else rng.randint(18, 26)
    r = R(S * 2.0 ** -kr * rng.uniform(1, 2), prec)
    side = [rng.choice((-1, 1)) for _ in range(3)]
    free = rng.choice((0, 1, 1, 2, 2))  # a corner, an edge or a face (met near its edge)
    for i in rng.sample(range(3), free):
        side[i] = 0
    n = [rng.uniform(0.05, 1) * side[i] for i in range(3)]
    nn = math.sqrt(sum(x * x for x in n))
    n = [x / nn for x in n]
    P = [(hi[i] if side[i] > 0 else lo[i]) + r * n[i] for i in range(3)]
    for i in range(3):
        if side[i] == 0 and rng.random() < 0.5:  # near an end of the edge
            P[i] = rng.choice((lo[i], hi[i])) + rng.choice((-1, 1)) * r * rng.uniform(0, 2) * rng.random() ** 4
        elif side[i] == 0:
            P[i] = lo[i] + (hi[i] - lo[i]) * rng.random()
    t = [rng.gauss(0, 1) for _ in range(3)]
    dot = sum(t[i] * n[i] for i in range(3))
    t = [t[i] - dot * n[i] for i in range(3)]
    tn = math.sqrt(sum(x * x for x in t)) or 1.0
    e = 2.0 ** -rng.uniform(0, 60) * rng.choice((1, 1, 1, -1))
    d = [t[i] / tn - e * n[i] for i in range(3)]
    far = S * 2.0 ** rng.uniform(-3, 8)
    c = [R(P[i] - d[i] * far, prec) for i in range(3)]
    speed = 2.0 ** rng.randint(-20, 20) * S
    v = [R(d[i] * speed, prec) for i in range(3)]
    return c, r, lo, hi, v, [0.0] * 3


def edge_line(prec):
    """A path aimed at a point of an edge's line (or a few ulps off it),
    from between the edge's two faces, by a sphere far smaller than the
    rounding of the scene's coordinates (r 2^-48 to 2^-58 of them in
    double, 2^-14 to 2^-26 in float): which face it meets first, or the
    edge, is decided below the rounding of the path's point (the fast
    path's near hit once took the adjacent face: a normal at 90 degrees
    to the exact one, found by an independent oracle, 2026-12-06)."""
    S = 2.0 ** (rng.randint(-20, 40) if prec == "d" else rng.randint(-10, 20))
    lo = [R(S * rng.uniform(-1, 1), prec) for _ in range(3)]
    hi = [R(lo[i] + S * rng.uniform(0.01, 1), prec) for i in range(3)]
    free = rng.randrange(3)
    side = [rng.choice((-1, 1)) if i != free else 0 for i in range(3)]
    E = [(hi[i] if side[i] > 0 else lo[i]) if side[i] else R(rng.uniform(lo[i], hi[i]), prec) for i in range(3)]
    for i in range(3):
        for _ in range(rng.choice((0, 0, 1, 3))):
            E[i] = rng.choice((next_up, next_down))(E[i], prec)
    d = [-side[i] * rng.uniform(0.05, 1) if side[i] else rng.uniform(-1, 1) for i in range(3)]
    far = S * 2.0 ** rng.uniform(0, 8)
    c = [R(E[i] - d[i] * far, prec) for i in range(3)]
    speed = S * 2.0 ** rng.randint(-10, 10)
    v = [R(d[i] * speed, prec) for i in range(3)]
    k = rng.randint(48, 58) if prec == "d" else rng.randint(14, 26)
    r = R(S * 2.0 ** -k * rng.uniform(1, 2), prec)
    return c, r, lo, hi, v, [0.0] * 3


def face_any_scale(prec):
    """A sphere moving straight at a face of a box of size 6, the face's
    coordinate, the gap, the radius and the speed each of any magnitude; the
    time must be accurate at the scale of the gap, radius and speed, not of
    the scene: |t - t*| <= 64 eps (t* + max(|c - e|, r) / v) (plus the
    smallest subnormal), with the point on the face itself."""
    e = abs(any_magnitude(rng, prec))
    r = abs(any_magnitude(rng, prec))
    gap = abs(any_magnitude(rng, prec)) or 1.0
    cx = R(-(gap + r) + e, prec)
    v = abs(any_magnitude(rng, prec)) or 1.0
    case = ([cx, 0.5, -0.25], r, [e, -1.0, -1.0], [max(e, 6.0), 1.0, 1.0], [v, 0.0, 0.0], [0.0] * 3)
    if not representable(list(case[0]) + [r, e, v], prec):
        return
    res, t_ref = judge_ref(prec, case, "sweep face at any scale")
    if res is None or res.type != cbx.SWEEP_CONTACT:
        return
    top = D(HUGE[prec])
    if t_ref > top:
        return
    d = abs(D(cx) - D(e))
    tol = 64 * D(EPS[prec]) * (t_ref + max(d, D(r)) / D(v)) + D(TINY[prec])
    T.check(abs(D(res.time) - t_ref) <= tol and res.point.x == e and res.normal.x == -1,
            lambda: "%s face at any scale %r: time %r want %s (tol %s), point %r normal %r"
            % (prec, case, res.time, t_ref, tol, res.point.x, res.normal.x))


def incidence(c, lo, hi, sv, bv, t_ref):
    """At the exact contact time t_ref: the relative speed, the cosine
    between the relative velocity and the contact normal (1 where the
    gap vanishes) and the center's position."""
    v = [D(sv[i]) - D(bv[i]) for i in range(3)]
    p = position(c, sv, bv, t_ref)
    q = nearest_box_point(p, lo, hi)
    gap = [p[i] - q[i] for i in range(3)]
    g, speed = norm(gap), norm(v)
    cos = abs(sum(gap[i] * v[i] for i in range(3))) / (g * speed) if g > 0 else D(1)
    return speed, cos, p


def far_axis(prec):
    """A random scene with one axis made far (its slab reaching to 2^k, k up
    to 1000 in double, 120 in float, on one side or both; the center deep
    inside it at times, at a coordinate of its own size, moving along it):
    the time must be accurate at the scale of the axes that bear on the
    contact, not of the far one: |t - t*| <= 64 eps (t* + L' / (|v| cos)),
    L' the largest of r and, over the axes whose coordinate at t* is not
    deeper than r inside its slab, |c_i| + |v_i| t* and the nearer bound.
    (A floor reaching to -2.7e16 let a corner's face time 0.3149 stand for
    an edge met at 0.3698; a center at 2.1e36 moving along its slab got
    7.5e14 for 0.1143.)"""
    c, r, lo, hi, sv, bv = random_scene(prec)
    push_far_axis(rng, lambda x: R(x, prec), 1000 if prec == "d" else 120, c, lo, hi, sv)
    case = (c, r, lo, hi, sv, bv)
    res, t_ref = judged_contact(prec, case, "sweep far axis")
    if t_ref is None:
        return
    v = [D(sv[i]) - D(bv[i]) for i in range(3)]
    speed, cos, p = incidence(c, lo, hi, sv, bv, t_ref)
    if not cos > D("1e-3"):
        return
    L = D(r)
    for i in range(3):
        lo_t, hi_t = D(lo[i]) + D(bv[i]) * t_ref, D(hi[i]) + D(bv[i]) * t_ref
        if p[i] - lo_t > D(r) and hi_t - p[i] > D(r):
            continue
        near = lo_t if abs(p[i] - lo_t) <= abs(p[i] - hi_t) else hi_t
        L = max(L, abs(D(c[i])) + abs(v[i]) * t_ref, abs(near))
    tol = 64 * D(EPS[prec]) * (t_ref + L / (speed * cos)) + D(TINY[prec])
    T.check(abs(D(res.time) - t_ref) <= tol,
            lambda: "%s far axis %r: time %r want %s (tol %s)" % (prec, case, res.time, t_ref, tol),
            "sweep far axis, local scale")


def near_tangent_start(prec):
    """A start a few ulps outside an edge's or a corner's tangency (the
    center at the box point plus an integer offset (a, b) s or (a, b, c) s
    whose length is exactly r, then one coordinate nudged outward by 1-3
    ulps, or by 2^-50..2^-20 of the offset: the root then falls before the
    end of the bracket the fast path would put around it), moving in at a
    cosine of at least 0.3, with a random component
    along the box: the first contact is a few ulps of the scene's scale
    away, and the time must be good to 16 eps (t* + L / (|v| cos)), the
    2D sweep's and docs/guarantees.md's bound, not only 3D's 64. (The fast
    path's early hit reported the end of its certified sliver, 20-80 times
    the contact time, ahead of the feature's own root whenever the rounded
    offsets made the root 0 or negative; a center nudged off 0 to 1e-323,
    its contact at 1e-325, got 3.8e-14.)"""
    s = 2.0 ** rng.randint(-40, 40) if rng.random() < 0.5 else 1.0
    lo = [float(rng.randint(-8, 0)) * s for _ in range(3)]
    hi = [lo[i] + float(rng.randint(1, 8)) * s for i in range(3)]
    if rng.random() < 0.5:
        a, b, n = rng.choice(TRIPLES)
        off = [a, b, 0]
        rng.shuffle(off)
    else:
        a, b, cq, n = rng.choice(QUADS)
        off = [a, b, cq]
        rng.shuffle(off)
    m = 2.0 ** rng.randint(-3, 2) * s
    sg = [rng.choice((-1, 1)) for _ in range(3)]
    c = [0.0] * 3
    for i in range(3):
        if off[i] == 0:
            c[i] = lo[i] + (hi[i] - lo[i]) * rng.choice((0.0, 0.25, 0.5, 1.0))
        else:
            c[i] = (hi[i] + off[i] * m) if sg[i] > 0 else (lo[i] - off[i] * m)
    r = n * m
    i = rng.choice([k for k in range(3) if off[k] != 0])
    if rng.random() < 0.25:  # the contact coordinate at 0: its ulps are subnormal
        lo[i], hi[i], c[i] = lo[i] - c[i], hi[i] - c[i], 0.0
    if rng.random() < 0.5:
        for _ in range(rng.randint(1, 3)):
            c[i] = next_up(c[i], prec) if sg[i] > 0 else next_down(c[i], prec)
    else:  # farther out, by 2^-50..2^-20 of the offset (thousands of ulps)
        c[i] = R(c[i] + sg[i] * off[i] * m * 2.0 ** -rng.randint(20, 50 if prec == "d" else 23), prec)
    # inward along the offset, plus a random tangential part
    sp = 2.0 ** rng.randint(-4, 4) * s
    v = [R(-sg[k] * off[k] * sp / n + rng.choice((0.0, 0.25, -0.5, 1.0)) * sp, prec) for k in range(3)]
    case = ([R(x, prec) for x in c], R(r, prec), [R(x, prec) for x in lo], [R(x, prec) for x in hi], v, [0.0] * 3)
    judge_near_start(prec, case, "near-tangent start")


def judge_near_start(prec, case, name):
    """judged_contact() for a start a few ulps off tangency: a separate
    start never gets time 0 (a float contact sooner than 2^-149 rounds to
    0 as any float does: include/circbox.h), and a contact at a cosine
    above 0.3 has its time within 16 eps (t* + L / (|v| cos)), the 2D
    sweep's bound, not only 3D's 64."""
    res, t_ref = judged_contact(prec, case, "sweep " + name)
    if t_ref is None:
        return
    if prec == "d" or t_ref >= D(2.0 ** -149):
        T.check(res.time > 0, lambda: "%s %s %r: time 0 for a separate start (exact %s)"
                % (prec, name, case, t_ref), "sweep %s, time above 0" % name)
    c, r, lo, hi, sv, bv = case
    speed, cos, _ = incidence(c, lo, hi, sv, bv, t_ref)
    if not cos > D("0.3"):
        return
    L = D(max(abs(x) for x in list(c) + [r] + list(lo) + list(hi)))
    tol = 16 * D(EPS[prec]) * (t_ref + L / (speed * cos)) + D(TINY[prec])
    T.check(abs(D(res.time) - t_ref) <= tol,
            lambda: "%s %s %r: time %r want %s (tol %s)" % (prec, name, case, res.time, t_ref, tol),
            "sweep %s, 16 eps" % name)


def off_grid_start(prec):
    """A start a few ulps off an edge or a corner on off-grid (decimal)
    data, as bench_workloads.h's `ulp~corner`: bounds and r with three
    decimals, the center at the feature plus r times a random direction
    out of it (rounded, then one outward coordinate nudged by 0-3 ulps),
    moving in any direction: away (NONE), along, or into the box (a
    contact a few ulps of the scene's scale away, good to 16 eps as in
    judge_near_start). The fast path decides such starts by the
    distance's slope at time 0 and a contact within a sliver (its
    feature's quadratic cannot certify a root: its constant term is all
    rounding), with the gap value of the three-fold sum
    (cbx_dist2_value_near)."""
    lo = [round(rng.uniform(-20, 20), 3) for _ in range(3)]
    hi = [round(lo[i] + rng.uniform(0.1, 10), 3) for i in range(3)]
    r = round(rng.uniform(0.05, 6), 3)
    axes = [0, 1, 2] if rng.random() < 0.5 else rng.sample([0, 1, 2], 2)
    sg = [rng.choice((-1, 1)) for _ in range(3)]
    u = [abs(rng.gauss(0, 1)) + 1e-3 if k in axes else 0.0 for k in range(3)]
    nu = math.sqrt(sum(x * x for x in u))
    c = [0.0] * 3
    for k in range(3):
        if k in axes:
            c[k] = (hi[k] + r * u[k] / nu) if sg[k] > 0 else (lo[k] - r * u[k] / nu)
        else:
            c[k] = lo[k] + (hi[k] - lo[k]) * rng.random()
    c = [R(x, prec) for x in c]
    k = rng.choice(axes)
    for _ in range(rng.randint(0, 3)):
        c[k] = next_up(c[k], prec) if sg[k] > 0 else next_down(c[k], prec)
    sp = 2.0 ** rng.randint(-3, 3)
    v = [R(rng.uniform(-sp, sp), prec) for _ in range(3)]
    case = (c, R(r, prec), [R(x, prec) for x in lo], [R(x, prec) for x in hi], v, [0.0] * 3)
    judge_near_start(prec, case, "off-grid start")


def spread_corner_start(prec):
    """A start beside a corner or an edge at exactly r on one axis (the
    approach axis) and off the box's slab on the others by offsets far
    below r (2^10..2^60 below, the second one up to 2^180 below in
    double, 2^100 in float): |d|^2 - r^2 is the small offsets'
    squares among squares near r^2, which rounding loses (a sphere of
    radius 2^58 at (-2^26, -2^58, -2^-119) moving (0, 2^-19, 0) toward
    [0, 1]^3 got time 2^-278 for 4096, and 0 in float: an independent
    oracle's finding, 2026-12-06; in double that time lies within the
    bound, which L / |v| makes vacuous, so the float twin's time 0 is
    what this family catches). Moving in along the approach axis, at
    times with a small tangential part; mirrored and permuted. A separate
    start never gets time 0, and the time is within 16 eps (t* + L /
    (|v| cos)) (judge_near_start)."""
    k = rng.randint(-20, 60)
    r = float(rng.randint(8, 15)) * 2.0 ** k
    w = 2.0 ** rng.randint(-4, 4)
    d1 = float(rng.randint(1, 15)) * 2.0 ** (k - rng.randint(10, 60))
    far = 180 if prec == "d" else 100  # float: every offset a normal float
    d2 = float(rng.randint(1, 15)) * 2.0 ** (k - rng.randint(10, far)) if rng.random() < 0.7 else None
    c = [-r, -d1, -d2 if d2 is not None else w / 2]
    sp = 2.0 ** rng.randint(-20, 20)
    tang = rng.choice((0.0, 0.0, 2.0 ** -rng.randint(2, 30)))
    v = [sp, tang * sp * rng.choice((-1, 1)), 0.0]
    case = (c, r, [0.0] * 3, [w] * 3, v, [0.0] * 3)
    perm = [0, 1, 2]
    rng.shuffle(perm)
    case = permute_mirror(case, perm, [rng.choice((-1, 1)) for _ in range(3)])
    judge_near_start(prec, case, "spread-offset corner start")


def run(prec):
    judge(prec, issue_case(), "issue case")
    for perm, sg in all_symmetries():
        judge(prec, permute_mirror(issue_case(), perm, sg), "issue case symmetries")
    res = call(prec, *issue_case())
    T.check(abs(res.time - 0.9289321881345254) < (1e-15 if prec == "d" else 1e-6)
            and abs(res.point.x - 1) < 1e-6 and abs(res.point.y - 1) < 1e-6,
            lambda: "%s issue case: %r %r" % (prec, res.time, (res.point.x, res.point.y, res.point.z)))
    n_rand = int(1500 * SCALE)
    for i in range(n_rand):
        case = random_scene(prec)
        got = judge(prec, case, "sweep random")
        if i % 5 == 0 and got is not None:
            perm = [0, 1, 2]
            rng.shuffle(perm)
            sg = [rng.choice((-1, 1)) for _ in range(3)]
            other = call(prec, *permute_mirror(case, perm, sg))
            same = other.type == got.type and (got.type != cbx.SWEEP_CONTACT or
                                               abs(other.time - got.time) <= 1e-9 * (1 + abs(got.time)))
            T.check(same, lambda: "%s metamorphic %r" % (prec, case), "sweep metamorphic")
    cases = region_feature_cases(prec)
    for case in rng.sample(cases, int(min(len(cases), 700 * SCALE))):
        judge(prec, case, "sweep region x feature")
    kmax, kmin = (900, -900) if prec == "d" else (60, -60)
    for _ in range(int(250 * SCALE)):
        k = rng.choice([0, 0, rng.randint(-20, 20), rng.randint(kmin, kmax)])
        for case in edge_tangent(prec, k):
            judge(prec, case, "sweep edge tangent")
        for case in edge_tangent(prec, rng.randint(-20, 20), rng.randint(4, 40 if prec == "d" else 16)):
            judge(prec, case, "sweep edge tangent, axial")
        for case in corner_tangent(prec, k):
            judge(prec, case, "sweep corner tangent")
        for case in face_slide(prec, k):
            judge(prec, case, "sweep face slide")
    for _ in range(int(150 * SCALE)):
        for case in degenerate(prec):
            judge(prec, case, "sweep degenerate")
        kp = rng.choice([rng.randint(-30, 30), rng.randint(kmin, kmax)])
        kv = rng.choice([0, rng.randint(-30, 30), rng.randint(kmin, kmax)])
        judge(prec, scaled(prec, random_scene(prec), kp, kv), "sweep scaled 2^k")
    for _ in range(int(400 * SCALE)):
        judge(prec, far_graze(prec), "sweep far graze")
        judge(prec, edge_line(prec), "sweep edge line")
    for _ in range(int(400 * SCALE)):
        judge(prec, mixed_magnitudes(prec), "sweep mixed magnitudes")
        face_any_scale(prec)
        for _ in range(6):  # a defect here showed about once in a thousand
            far_axis(prec)
        near_tangent_start(prec)
        off_grid_start(prec)
        spread_corner_start(prec)


# --------------------------------------------------------------------------
# families aimed at the fast path (src/sweep/sweep3_fast.c): its exact 1D
# decisions (a gap of exactly r), its certified face, edge and corner roots
# and misses; each beside the same data one bit off, which it must not
# certify wrongly.


def one_bit_more(case, prec):
    """The case with one input nudged by an ulp, or with one more low bit
    (x + ulp(x) * 2^m, so grid data gets a bit the grid lacks)."""
    c, r, lo, hi, sv, bv = [list(x) if isinstance(x, (list, tuple)) else x for x in case]
    which = rng.randrange(5)
    f = rng.choice((next_up, next_down))
    if which == 0:
        r = f(r, prec) if r > 0 else r
    else:
        arr = (c, lo, hi, sv)[which - 1]
        i = rng.randrange(3)
        arr[i] = f(arr[i], prec)
        if which in (2, 3) and lo[i] > hi[i]:
            lo[i], hi[i] = hi[i], lo[i]
    return c, r, lo, hi, sv, bv


def rolling_floor(prec, k):
    """A ball on a flush floor of tiles (top at z = h) at exactly z = h + r,
    rolling along x (and sometimes y), queried against the tile under it or
    a neighbour; h and r few-bit or random, all scaled by 2^k."""
    s = 2.0 ** k
    t = rng.randrange(-4, 5)
    h = rng.choice([0.0, 1.0, -3.0, 0.5])
    lo = [t * s, 0.0, (h - 1) * s]
    hi = [(t + 1) * s, 4.0 * s, h * s]
    r = R(rng.choice([0.25, 0.5, 0.375, rng.uniform(0.05, 0.6)]) * s, prec)
    cz = R(hi[2] + r, prec)
    c = [R((t + rng.uniform(-2, 3)) * s, prec), R(rng.choice([rng.uniform(0, 4), 0.0, 4.0, -0.5, 4.5]) * s, prec), cz]
    v = [R(rng.uniform(-1, 1) * s, prec), R(rng.choice([0.0, 0.0, rng.uniform(-0.3, 0.3)]) * s, prec), 0.0]
    if rng.random() < 0.2:
        v[2] = R(rng.uniform(-1, 1) * s, prec)
    perm = [0, 1, 2]
    rng.shuffle(perm)
    sg = [rng.choice((-1, 1)) for _ in range(3)]
    case = permute_mirror((c, r, lo, hi, v, [0.0] * 3), perm, sg)
    return [case, one_bit_more(case, prec)]


def floor_beside_tile(prec, k):
    """The game trace's commonest hard case: a ball on a floor at z = h + r
    (or a few ulps above, where the mover left it), sinking under gravity,
    beside a tile's edge or corner (gaps below r on x or y, or a center
    exactly in line with the tile's side and not moving across it), moving
    along the floor, away from the tile, or straight down; scaled 2^k."""
    s = 2.0 ** k
    lo = [float(rng.randint(-4, 3)) * s, float(rng.randint(-4, 3)) * s, -1.0 * s]
    hi = [lo[0] + rng.randint(1, 2) * s, lo[1] + rng.randint(1, 2) * s, 0.0]
    r = R(rng.choice([0.25, 0.375, 0.5, rng.uniform(0.1, 0.6)]) * s, prec)
    cz = R(hi[2] + r, prec)
    for _ in range(rng.choice([0, 0, 1, 2, 5])):
        cz = next_up(cz, prec)
    c = [0.0, 0.0, cz]
    v = [0.0, 0.0, R(-rng.choice([0.002725, rng.uniform(1e-4, 1e-2)]) * s, prec)]
    for i in range(2):
        m = rng.randrange(5)
        if m == 0:
            c[i] = lo[i]
        elif m == 1:
            c[i] = hi[i]
        elif m == 2:
            c[i] = R(lo[i] - rng.uniform(0, 1) * r, prec)
        elif m == 3:
            c[i] = R(hi[i] + rng.uniform(0, 1) * r, prec)
        else:
            c[i] = R(rng.uniform(lo[i], hi[i]), prec)
        v[i] = 0.0 if rng.random() < 0.4 else R(rng.uniform(-0.1, 0.1) * s, prec)
    case = (c, r, lo, hi, v, [0.0] * 3)
    return [case, one_bit_more(case, prec)]


def tile_and_ball_above(prec, k):
    """A floor tile [2, 3] x [-1, 1] x [-1, 0] scaled 2^k, a radius, and a
    ball's height 1-8 ulps above r over the tile's top: (s, lo, hi, r, cz)."""
    s = 2.0 ** k
    lo, hi = [2.0 * s, -1.0 * s, -1.0 * s], [3.0 * s, 1.0 * s, 0.0]
    r = R(rng.choice([0.125, 0.25, 0.375, 0.5, 1.0]) * s, prec)
    cz = R(hi[2] + r, prec)
    for _ in range(rng.randint(1, 8)):
        cz = next_up(cz, prec)
    return s, lo, hi, r, cz


def floor_seam(prec, k):
    """A ball on a floor of tiles a few ulps above r, its center a few ulps
    across a tile's border on x, moving along the floor and sinking under
    gravity: it meets the tile's top at a time near 1e-13 with x within an
    ulp or two of the border (the fast path's slow-approach sliver, the
    exact walk before 2026-12-05); scaled 2^k."""
    s, lo, hi, r, cz = tile_and_ball_above(prec, k)
    cx = lo[0] if rng.random() < 0.5 else hi[0]
    for _ in range(rng.randint(0, 8)):
        cx = next_up(cx, prec) if rng.random() < 0.5 else next_down(cx, prec)
    c = [cx, R(rng.uniform(-0.9, 0.9) * s, prec), cz]
    v = [R(rng.uniform(-0.1, 0.1) * s, prec), R(rng.uniform(-0.1, 0.1) * s, prec),
         R(-rng.uniform(0.001, 0.01) * s, prec)]
    case = (c, r, lo, hi, v, [0.0] * 3)
    return [case, one_bit_more(case, prec)]


def beside_side(prec, k):
    """A ball a few ulps within r of a tile's side (x still), a few ulps
    beyond r above its top, sinking slowly while it rolls along y: it would
    meet the tile's top edge only after leaving the tile's reach on y (the
    fast path's wall miss, NONE), or, rolling slowly, meets it (the wall
    hit); scaled 2^k."""
    s, lo, hi, r, cz = tile_and_ball_above(prec, k)
    below = rng.random() < 0.5
    cx = R(lo[0] - r, prec) if below else R(hi[0] + r, prec)
    for _ in range(rng.randint(1, 8)):
        cx = next_up(cx, prec) if below else next_down(cx, prec)
    vy = R(rng.choice([-1, 1]) * rng.choice([rng.uniform(0.05, 0.5), rng.uniform(1e-6, 1e-3)]) * s, prec)
    c = [cx, R(rng.uniform(-0.9, 0.9) * s, prec), cz]
    v = [0.0, vy, R(-rng.uniform(1e-4, 1e-2) * s, prec)]
    case = (c, r, lo, hi, v, [0.0] * 3)
    return [case, one_bit_more(case, prec)]


def resting(prec, k):
    """Touching at the start (on a face, an edge via a Pythagorean triple, a
    corner via a quadruple), moving anywhere; and one bit off."""
    s = 2.0 ** k
    lo, hi = [-1.0 * s, -2.0 * s, -1.0 * s], [1.0 * s, 2.0 * s, 3.0 * s]
    kind = rng.randrange(3)
    if kind == 0:
        r = rng.choice([0.5, 1.0, 0.75]) * s
        c = [rng.choice([0.0, 1.0, -1.0, 0.25]) * s, rng.choice([0.0, 2.0, 1.5]) * s, hi[2] + r]
    elif kind == 1:
        a, b, cc = rng.choice(TRIPLES[:3])
        q = 2.0 ** -rng.randint(0, 4)
        r = cc * q * s
        c = [hi[0] + a * q * s, rng.choice([0.0, 2.0, -2.0]) * s, hi[2] + b * q * s]
    else:
        a, b, cq, d = rng.choice(QUADS[:3])
        q = 2.0 ** -rng.randint(0, 4)
        r = d * q * s
        c = [hi[0] + a * q * s, hi[1] + b * q * s, hi[2] + cq * q * s]
    v = [R(rng.choice([0.0, rng.uniform(-1, 1), 1.0, -0.5]) * s, prec) for _ in range(3)]
    case = (c, r, lo, hi, v, [0.0] * 3)
    return [case, one_bit_more(case, prec)]


def grid_scene(prec, k):
    """Integer boxes, half-integer centers, radii and velocities (every
    difference and product exact), box velocity sometimes too; scaled 2^k."""
    s = 2.0 ** k
    lo = [float(rng.randint(-6, 6)) for _ in range(3)]
    hi = [lo[i] + rng.randint(0, 4) for i in range(3)]
    c = [0.5 * rng.randint(int(2 * lo[i]) - 8, int(2 * hi[i]) + 8) for i in range(3)]
    r = 0.5 * rng.randint(0, 5)
    sv = [0.5 * rng.randint(-4, 4) for _ in range(3)]
    bv = [0.5 * rng.randint(-2, 2) for _ in range(3)] if rng.random() < 0.2 else [0.0] * 3
    case = ([x * s for x in c], r * s, [x * s for x in lo], [x * s for x in hi], [x * s for x in sv],
            [x * s for x in bv])
    return [case, one_bit_more(case, prec)]


def grid_graze(prec, k):
    """Grid data tangent to an edge: the path touches the edge's cylinder
    at time T (halves) at an offset (3, 4, 5) u from the edge, moving
    perpendicular to it and along the edge by quarters, the touching point
    sometimes at the edge's end (the box's corner): the discriminant is
    exactly 0. And grid data through an edge of the grown box at T,
    entering one axis's grown slab as it leaves another's: a miss whose
    slab times tie exactly. And grid data meeting an edge head-on at T
    exactly where its third coordinate reaches the edge's end: a root that
    is a double on a region's boundary. Box velocity sometimes; scaled
    2^k."""
    s = 2.0 ** k
    lo = [float(rng.randint(-4, 2)) for _ in range(3)]
    hi = [lo[i] + rng.randint(1, 4) for i in range(3)]
    j, kk, m = rng.sample(range(3), 3)
    sg = [rng.choice((-1, 1)) for _ in range(3)]
    T = 0.5 * rng.randint(1, 4)
    bound = lambda i: hi[i] if sg[i] > 0 else lo[i]
    kind = rng.randrange(3)
    if kind == 2:
        u = 0.25 * rng.randint(1, 4)
        r = 5 * u
        w = 0.25 * rng.randint(1, 4)
        p = [0.0] * 3
        p[j], p[kk], p[m] = bound(j) + sg[j] * 3 * u, bound(kk) + sg[kk] * 4 * u, bound(m)
        v = [0.0] * 3
        v[j], v[kk], v[m] = -3 * sg[j] * w, -4 * sg[kk] * w, 0.25 * rng.randint(-4, 4)
        family = "fast: edge met at its end on the grid"
    elif kind == 0:
        u = 0.25 * rng.randint(1, 4)
        r = 5 * u
        w = 0.25 * rng.randint(1, 4) * rng.choice((-1, 1))
        p = [0.0] * 3
        p[j], p[kk] = bound(j) + sg[j] * 3 * u, bound(kk) + sg[kk] * 4 * u
        p[m] = lo[m] + (hi[m] - lo[m]) * rng.choice((0.0, 0.25, 0.5, 1.0))
        v = [0.0] * 3
        v[j], v[kk], v[m] = 4 * sg[kk] * w, -3 * sg[j] * w, 0.25 * rng.randint(-4, 4)
        family = "fast: edge graze on the grid"
    else:
        r = 0.25 * rng.randint(1, 4)
        p = [0.0] * 3
        p[j], p[kk] = bound(j) + sg[j] * r, bound(kk) + sg[kk] * r
        p[m] = lo[m] + (hi[m] - lo[m]) * rng.choice((0.0, 0.25, 0.5, 1.0))
        v = [0.0] * 3
        v[j], v[kk], v[m] = -sg[j] * 0.5 * rng.randint(1, 4), sg[kk] * 0.5 * rng.randint(1, 4), 0.25 * rng.randint(-4, 4)
        family = "fast: grown box tie on the grid"
    c = [p[i] - v[i] * T for i in range(3)]
    bv = [0.5 * rng.randint(-2, 2) for _ in range(3)] if rng.random() < 0.2 else [0.0] * 3
    sv = [v[i] + bv[i] for i in range(3)]
    case = ([x * s for x in c], r * s, [x * s for x in lo], [x * s for x in hi], [x * s for x in sv],
            [x * s for x in bv])
    return family, [case, one_bit_more(case, prec)]


def feature_head_on(prec, k):
    """A path reaching an edge's or a corner's rounded surface exactly at an
    integer time: the contact point corner + r n, n from a Pythagorean
    triple/quadruple, the path arriving from outside with integer velocity
    (the first contact may still be elsewhere: the oracle judges)."""
    s = 2.0 ** k
    lo, hi = [-2.0 * s, -1.0 * s, -1.0 * s], [1.0 * s, 2.0 * s, 1.0 * s]
    sg = [rng.choice((-1, 1)) for _ in range(3)]
    corner = [hi[i] if sg[i] > 0 else lo[i] for i in range(3)]
    if rng.random() < 0.5:
        a, b, cq, d = rng.choice(QUADS[:4])
        n = [sg[0] * a, sg[1] * b, sg[2] * cq]
        P = [corner[i] + n[i] * s for i in range(3)]
    else:
        a, b, d = rng.choice(TRIPLES[:3])
        n = [sg[0] * a, sg[1] * b, 0]
        P = [corner[0] + n[0] * s, corner[1] + n[1] * s, rng.choice([0.0, 0.5, -0.5]) * s]
    r = d * s
    # inward-moving velocity: against the normal, plus some tangential part
    v = [-n[i] + rng.randint(-2, 2) for i in range(3)]
    if sum(v[i] * n[i] for i in range(3)) >= 0:
        v = [-x for x in n]
    T0 = rng.choice([1, 2, 3])
    c = [P[i] - v[i] * s * T0 for i in range(3)]
    case = (c, r, lo, hi, [x * s for x in v], [0.0] * 3)
    return [case, one_bit_more(case, prec)]


def skewed_axes(prec):
    """Each axis scaled by its own power of two (2^-600 .. 2^600, the
    velocity by another): random scenes, edge tangencies (the edge's own
    axis scaled apart from its plane, which keeps the tangency exact) and
    corner tangencies, every check of judge() (type, time bound, normal,
    point). The small axes lie up to 2^1500 below the large ones: where the
    walk's copy scaled to the largest magnitude would lose them (once a
    grazing edge contact got time 768 for 1024), the piece of the first
    contact is found in exact arithmetic."""
    es = (-600, -300, -60, 0, 0, 60, 300, 600) if prec == "d" else (-60, -30, 0, 0, 30, 60)

    def skew(case, e, r):
        c, _, lo, hi, sv, bv = case
        f = [2.0 ** x for x in e]
        fv = 2.0 ** (rng.choice(es) // 2)
        return ([c[i] * f[i] for i in range(3)], r, [lo[i] * f[i] for i in range(3)], [hi[i] * f[i] for i in range(3)],
                [sv[i] * f[i] * fv for i in range(3)], [bv[i] * f[i] * fv for i in range(3)])

    def judge_finite(case, family):
        flat = list(case[0]) + [case[1]] + list(case[2]) + list(case[3]) + list(case[4]) + list(case[5])
        if all(math.isfinite(x) for x in flat):
            judge(prec, case, family)
    for case in edge_tangent(prec, 0, axial=rng.choice((0, 0, 3, 10))):
        ep, ef = rng.choice(es), rng.choice(es)
        for fa in range(3):
            e = [ep] * 3
            e[fa] = ef
            judge_finite(skew(case, e, case[1] * 2.0 ** ep), "skewed axes: edge tangent")
    case = random_scene(prec, 10.0)
    e = [rng.choice(es) for _ in range(3)]
    judge_finite(skew(case, e, case[1] * 2.0 ** rng.choice(e)), "skewed axes: random")
    for case in corner_tangent(prec, 0):
        e = [rng.choice(es) for _ in range(3)]
        judge_finite(skew(case, e, case[1] * 2.0 ** rng.choice(e)), "skewed axes: corner tangent")


def run_fast(prec):
    kmax, kmin = (1000, -1000) if prec == "d" else (60, -60)
    for it in range(int(300 * SCALE)):
        k = rng.choice([0, 0, rng.randint(-8, 8), rng.randint(kmin, kmax)])
        for case in rolling_floor(prec, k):
            judge(prec, case, "fast: rolling at exactly r")
        for case in resting(prec, k):
            judge(prec, case, "fast: resting (touching start)")
        for case in floor_beside_tile(prec, k):
            judge(prec, case, "fast: on a floor beside a tile")
        for case in floor_seam(prec, k):
            judge(prec, case, "fast: sinking onto a tile's seam")
        for case in beside_side(prec, k):
            judge(prec, case, "fast: beside a tile's side, rolling past it")
        for case in grid_scene(prec, k):
            judge(prec, case, "fast: grid data")
        for case in feature_head_on(prec, k):
            judge(prec, case, "fast: edge/corner head-on")
        family, cases = grid_graze(prec, k)
        for case in cases:
            judge(prec, case, family)
        judge(prec, one_bit_more(random_scene(prec), prec), "fast: random, one bit off")
        if it % 4 == 0:
            skewed_axes(prec)


def run_obb(prec):
    """Oriented boxes: the decision right beyond the margin, time close."""
    from test_static3 import gram_schmidt_dec, rotation
    a = APIS[prec]
    t = a.T
    V = t["Vec3"]
    eps = EPS[prec]
    for _ in range(int(300 * SCALE)):
        c, r, lo, hi, sv, bv = random_scene(prec, 20.0)
        axes = rotation(prec)
        u = gram_schmidt_dec(axes)
        h = [R((hi[i] - lo[i]) / 2, prec) for i in range(3)]
        o = [R((hi[i] + lo[i]) / 2, prec) for i in range(3)]
        # reference in the box frame, Decimal: minimum distance along the path
        d = [D(c[j]) - D(o[j]) for j in range(3)]
        vv = [D(sv[j]) - D(bv[j]) for j in range(3)]
        lc = [sum(u[k][j] * d[j] for j in range(3)) for k in range(3)]
        lv = [sum(u[k][j] * vv[j] for j in range(3)) for k in range(3)]
        # exact sweep on the Decimal-rounded local problem (as Fractions)
        lcf = [float(x) for x in lc]
        lvf = [float(x) for x in lv]
        kind, t_ref, _ = sweep3(lcf, r, [-x for x in h], h, lvf, [0.0] * 3)
        # margin: how far the closest approach is from r (sampled finely around it)
        res = a.sweep_sphere_obb3(t["Sphere"](V(*c), r), V(*sv),
                                  t["Obb3"](V(*o), V(*h), (V * 3)(*[V(*ax) for ax in axes])), V(*bv))
        # the decision is only promised beyond the margin: check with a shrunk/grown radius
        L = float(sum(abs(x) for x in d)) + sum(h) + r
        m = 64 * eps * L * (1 + float(norm(vv)))
        if r > m:
            k_in, t_in, _ = sweep3(lcf, r - m, [-x for x in h], h, lvf, [0.0] * 3)
            k_out, t_out, _ = sweep3(lcf, r + m, [-x for x in h], h, lvf, [0.0] * 3)
            if k_in == k_out:
                T.check(res.type == TYPE[kind], lambda: "%s obb3 sweep type %r" % (prec, (c, r, o, h, axes, sv, bv)),
                        "obb3 sweep beyond margin")
                if kind == "contact" and t_ref > 0:
                    # The time to 1e-6 relative, or (where the frame's
                    # rounding, at float's precision for float, moves it
                    # more: a slanted approach) between the exact times of
                    # the radius grown and shrunk by the same margin.
                    tol = D(1e-6) * (1 + t_ref)
                    rt = D(res.time)
                    T.check(abs(rt - t_ref) <= tol or
                            (k_in == "contact" and D(t_out) - tol <= rt <= D(t_in) + tol),
                            lambda: "%s obb3 time %r vs %s (r -+ margin: %s, %s)" % (prec, res.time, t_ref, t_in, t_out))


def permuted_offsets_round(prec):
    """Axes a signed permutation, the box's center and half extent with low
    bits that cancel at one face (center + half on a coarse grid), the
    sphere's coordinates coarse, sliding along that face at exactly r (and
    an ulp either side) or moving anywhere: the offset center - box center
    rounds, the bounds do not, and the type must be exact (the sweep takes
    such a box as the axis-aligned one it is, src/shape/obb_aligned.inc).
    Scenes from subnormal to 2^1020 (cbx.scene_exponent)."""
    from test_static3 import permuted_obb3
    a = APIS[prec]
    t = a.T
    V = t["Vec3"]
    S = 2.0 ** cbx.scene_exponent(rng, prec)
    ax = rng.randrange(3)
    face = R(rng.randint(-16, 16) * (S / 16), prec)
    o, h = [0.0] * 3, [0.0] * 3
    h[ax] = R(rng.uniform(0.01, 1) * S, prec)  # many low bits
    o[ax] = R(face - h[ax], prec)
    for i in range(3):
        if i != ax:
            o[i] = R(rng.uniform(-1, 1) * S, prec)
            h[i] = R(rng.randint(1, 16) * (S / 16), prec) if rng.random() < 0.5 else R(rng.uniform(0, 1) * S, prec)
    if not representable(o + h + [face], prec) or max(abs(x) for x in o + h + [face]) > HUGE[prec] / 4:
        return
    lo = [R(o[i] - h[i], prec) for i in range(3)]
    hi = [R(o[i] + h[i], prec) for i in range(3)]
    if any(Fr(lo[i]) != Fr(o[i]) - Fr(h[i]) or Fr(hi[i]) != Fr(o[i]) + Fr(h[i]) for i in range(3)):
        return
    r = R(rng.randint(0, 64) * (S * 2.0 ** -rng.randint(0, 26 if prec == "d" else 12)), prec)
    c = [0.0] * 3
    c[ax] = R(face + r, prec)
    if not representable([r, c[ax]], prec) or Fr(c[ax]) != Fr(face) + Fr(r):
        return
    c[ax] = rng.choice((c[ax], c[ax], next_up(c[ax], prec), next_down(c[ax], prec)))
    along = rng.choice([i for i in range(3) if i != ax])
    speed = R(rng.randint(1, 16) * (S / 16), prec)
    v = [0.0] * 3
    for i in range(3):
        if i == ax:
            continue
        if i == along:
            c[i] = R(o[i] + rng.choice((-1, 1)) * (h[i] + rng.randint(1, 64) * (S / 16)), prec)
            v[i] = -speed if c[i] > o[i] else speed
        else:
            c[i] = R(o[i] + rng.uniform(-1.25, 1.25) * h[i], prec)
    if rng.random() < 0.4:
        v = [R(x + rng.uniform(-1, 1) * speed, prec) for x in v]
    if not representable(c + v + [speed], prec) or max(abs(x) for x in c + v) > HUGE[prec] / 4:
        return
    kind, _, _ = sweep3(c, r, lo, hi, v, [0.0] * 3)
    res = a.sweep_sphere_obb3(t["Sphere"](V(*c), r), V(*v), permuted_obb3(t, o, h), V(0.0, 0.0, 0.0))
    T.check(res.type == TYPE[kind], lambda: "%s obb3 permutation sweep, offsets rounding c=%r r=%r v=%r o=%r h=%r: "
            "got %d want %s" % (prec, c, r, v, o, h, res.type, kind), "obb3 permutation sweep, offsets rounding")


def run_invalid(prec):
    nan, inf = float("nan"), float("inf")
    good = issue_case()
    flat = list(good[0]) + [good[1]] + list(good[2]) + list(good[3]) + list(good[4]) + list(good[5])
    for i in range(len(flat)):
        for bad in (nan, inf, -inf):
            v = list(flat)
            v[i] = bad
            res = call(prec, v[0:3], v[3], v[4:7], v[7:10], v[10:13], v[13:16])
            T.check(res.type == cbx.SWEEP_INVALID and math.isnan(res.time) and math.isnan(res.point.x)
                    and math.isnan(res.normal.z), "%s invalid sweep %r" % (prec, v), "sweep invalid")
    for lo, hi, r in (([1.0, 0, 0], [0.0, 1, 1], 1.0), ([0.0, 0, 0], [1.0, 1, 1], -1.0)):
        res = call(prec, [5.0, 0, 0], r, lo, hi, [-1.0, 0, 0], [0.0] * 3)
        T.check(res.type == cbx.SWEEP_INVALID and math.isnan(res.time), "%s invalid shape" % prec, "sweep invalid")
    a = APIS[prec]
    t = a.T
    V = t["Vec3"]
    bad_axes = [[1.0, 0.1, 0], [0, 1.0, 0], [0, 0, 1.0]]
    res = a.sweep_sphere_obb3(t["Sphere"](V(5, 0, 0), 1), V(-1, 0, 0),
                              t["Obb3"](V(0, 0, 0), V(1, 1, 1), (V * 3)(*[V(*x) for x in bad_axes])), V(0, 0, 0))
    T.check(res.type == cbx.SWEEP_INVALID and math.isnan(res.point.y), "%s invalid obb3 sweep" % prec, "sweep invalid")


def main():
    for prec in ("d", "f"):
        run(prec)
        run_fast(prec)
        run_obb(prec)
        for _ in range(int(1000 * SCALE)):
            permuted_offsets_round(prec)
        run_invalid(prec)
    return T.report()


if __name__ == "__main__":
    sys.exit(main())
