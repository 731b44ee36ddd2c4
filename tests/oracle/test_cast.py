# SPDX-License-Identifier: MIT
"""Oracle for the casts: cbx_cast_circle_aabb2/obb2, cbx_cast_sphere_aabb3/obb3
(+ float twins). Contract: circbox.h "Casts", docs/motion.md, spec section 7.

Independent of the library's method (it never calls a sweep): every decision
is taken in exact rationals (fractions.Fraction) on the binary input values.
The squared distance from the path c + t d to the box is a convex piecewise
quadratic in t whose pieces change where a coordinate crosses a slab bound,
so its minimum over any interval is an exact rational (a vertex or an end).
With D2min(a, b) that minimum over [a, b]:

  start separate (D2(0) > r^2), r > 0: hit  <=>  D2min(0, 1) <= r^2   (t0 <= 1)
                                             and D2min(0, inf) < r^2  (crosses: no graze)
  start separate, r = 0: the first contact t0 is the slab entry (rational);
      hit <=> t0 <= 1 and at p(t0), for every face plane p lies on, d points
      strictly inward (a flat axis: d nonzero across it)
  start touching/overlapping, center outside: hit <=> d . (c - q) < 0
  start touching/overlapping, center inside (closed box): hit <=> d . n < 0
      for every nearest face n (outward normals; depths compared exactly)

Checks on the library's answer (axis-aligned boxes exactly):
  - the hit decision; a free path may only turn into a hit "just short of 1"
    when fl(c + d) itself would be closer than r (exactly);
  - hit at fraction 0: center == start, normal == the contact normal;
  - hit from a separate start: the fraction never beyond the true first
    contact (D2min(0, fraction) >= r^2, exact), the returned center never
    closer than r (exact), and within a few ulps of the scale of touching;
    center == fl(c + fraction d) (as the library rounds: double c + f*d,
    float through double);
  - not hit: fraction 1, center fl(c + d), normal and point (0, 0), and the
    center not closer than r when the start was not;
  - invalid input: hit false, NaN everywhere.
Oriented boxes: the same in the box's frame (rotation normalized, 60-digit
decimals), decisions checked only where r - delta and r + delta agree,
delta = 16 eps (|offset|_1 + |half|_1 + r) along the path (circbox.h), and
penetration allowed up to delta.

Families that failed against main when written (2026-11-24), each a
contract violation with a reproducer in the failure message:
  "zero radius entering at a face's edge", "thin walls far away" (r = 0):
      a point crossing a face just inside its edge, or a wall thinner than
      the contact point's rounding, is judged free (the point passes through);
  "first contact near fraction 1": t0 within an ulp of 1 decided on the
      rounded sweep time (t0 = 1 + 8e-17 blocks; t0 = 1 exactly is free);
  "zero radius" / "overlapping start" with a point ON a flat box moving
      across it: free, where the rule for r = 0 says blocked;
  "mixed magnitudes", "long path past a small box": the crossing rule reads the sweep's rounded normal,
      which is meaningless when coordinates cancel (a ball crosses a box
      at full depth), and r = 0 fractions round past t0.
Default run: well under a minute. CAST_LONG=1 (or a number of random scenes
per cast and precision) for the long run; CAST_SEED=n changes the scenes.
"""
import ctypes
import math
import os
import random
import struct
import sys
from decimal import Decimal, getcontext
from fractions import Fraction as Fr

import cbx
from oracle3 import push_far_axis

getcontext().prec = 80
EPS = {"d": 2.0 ** -52, "f": 2.0 ** -23}
HUGE = {"d": 1.7976931348623157e308, "f": 3.4028234663852886e38}
TRUE_MIN = {"d": 2.0 ** -1074, "f": 2.0 ** -149}
LONG = os.environ.get("CAST_LONG", "")
N_RANDOM = (int(LONG) if LONG.isdigit() and int(LONG) > 1 else 40000) if LONG else 1500
K_CLOSE = 64  # "a few ulps of the scale": the returned center's gap to touching

# ---------------------------------------------------------------------------
# ctypes
# ---------------------------------------------------------------------------
_lib = cbx._lib


def _cast_types(t):
    class Cast2(ctypes.Structure):
        _fields_ = [("hit", ctypes.c_bool), ("fraction", t["real"]), ("center", t["Vec2"]),
                    ("normal", t["Vec2"]), ("point", t["Vec2"])]

    class Cast3(ctypes.Structure):
        _fields_ = [("hit", ctypes.c_bool), ("fraction", t["real"]), ("center", t["Vec3"]),
                    ("normal", t["Vec3"]), ("point", t["Vec3"])]
    return Cast2, Cast3


FN = {}
for _p in ("d", "f"):
    _t = cbx.T[_p]
    _c2, _c3 = _cast_types(_t)
    sfx = "f" if _p == "f" else ""
    for name, res, args in (("cbx_cast_circle_aabb2", _c2, ["Circle", "Vec2", "Aabb2"]),
                            ("cbx_cast_circle_obb2", _c2, ["Circle", "Vec2", "Obb2"]),
                            ("cbx_cast_sphere_aabb3", _c3, ["Sphere", "Vec3", "Aabb3"]),
                            ("cbx_cast_sphere_obb3", _c3, ["Sphere", "Vec3", "Obb3"])):
        fn = getattr(_lib, name + sfx)
        fn.restype = res
        fn.argtypes = [_t[a] for a in args]
        FN[(_p, name)] = fn


def vec(t, v):
    return t["Vec2"](*v) if len(v) == 2 else t["Vec3"](*v)


def tup(v, n):
    return (v.x, v.y) if n == 2 else (v.x, v.y, v.z)


def call_aabb(prec, c, r, d, lo, hi):
    t = cbx.T[prec]
    n = len(c)
    if n == 2:
        res = FN[(prec, "cbx_cast_circle_aabb2")](t["Circle"](vec(t, c), r), vec(t, d),
                                                  t["Aabb2"](vec(t, lo), vec(t, hi)))
    else:
        res = FN[(prec, "cbx_cast_sphere_aabb3")](t["Sphere"](vec(t, c), r), vec(t, d),
                                                  t["Aabb3"](vec(t, lo), vec(t, hi)))
    return res.hit, res.fraction, tup(res.center, n), tup(res.normal, n), tup(res.point, n)


def call_obb(prec, c, r, d, center, half, axes):
    """axes: 2D (c, s); 3D three axis vectors."""
    t = cbx.T[prec]
    n = len(c)
    if n == 2:
        res = FN[(prec, "cbx_cast_circle_obb2")](t["Circle"](vec(t, c), r), vec(t, d),
                                                 t["Obb2"](vec(t, center), vec(t, half), t["Rot2"](*axes)))
    else:
        ax = (t["Vec3"] * 3)(*[t["Vec3"](*a) for a in axes])
        res = FN[(prec, "cbx_cast_sphere_obb3")](t["Sphere"](vec(t, c), r), vec(t, d),
                                                 t["Obb3"](vec(t, center), vec(t, half), ax))
    return res.hit, res.fraction, tup(res.center, n), tup(res.normal, n), tup(res.point, n)


# ---------------------------------------------------------------------------
# Rounding helpers
# ---------------------------------------------------------------------------

def f32(x):
    try:
        return struct.unpack("f", struct.pack("f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def rnd(x, prec):
    return x if prec == "d" else f32(x)


def nextafter(x, toward, prec):
    if prec == "d":
        return math.nextafter(x, toward)
    if x == toward:
        return x
    if x == 0:
        return math.copysign(2.0 ** -149, toward - x)
    b = struct.unpack("<i", struct.pack("<f", x))[0]
    b += 1 if (toward > x) == (x > 0) else -1
    return struct.unpack("<f", struct.pack("<i", b))[0]


def ulps(x, k, prec):
    for _ in range(abs(k)):
        x = nextafter(x, math.copysign(math.inf, k), prec)
    return x


def moved(x, v, f, prec):
    """The library's rounded center coordinate x + f v (circbox: two roundings in
    double; float through double then once to float), saturated."""
    if prec == "d":
        try:
            y = x + v * f
        except OverflowError:
            y = math.inf
        return max(min(y, HUGE["d"]), -HUGE["d"])
    y = x + v * f
    return max(min(f32(y), HUGE["f"]), -HUGE["f"])


# ---------------------------------------------------------------------------
# The exact oracle (n-dimensional)
# ---------------------------------------------------------------------------

def d2_at(P, LO, HI):
    s = 0
    for i in range(len(P)):
        if P[i] < LO[i]:
            s += (LO[i] - P[i]) ** 2
        elif P[i] > HI[i]:
            s += (P[i] - HI[i]) ** 2
    return s


def d2_min(C, Dv, LO, HI, a, b):
    """min over t in [a, b] (b None: infinity) of the squared distance from
    C + t Dv to the box, exactly."""
    bps = set()
    for i in range(len(C)):
        if Dv[i] != 0:
            for bound in (LO[i], HI[i]):
                t = (bound - C[i]) / Dv[i]
                if t > a and (b is None or t < b):
                    bps.add(t)
    pts = [a] + sorted(bps)
    ends = pts[1:] + [b]
    best = None
    for t1, t2 in zip(pts, ends):
        mid = t1 + 1 if t2 is None else (t1 + t2) / 2
        A = B = K = 0
        for i in range(len(C)):
            x = C[i] + mid * Dv[i]
            if x < LO[i]:
                e = C[i] - LO[i]
            elif x > HI[i]:
                e = C[i] - HI[i]
            else:
                continue
            A += Dv[i] * Dv[i]
            B += 2 * e * Dv[i]
            K += e * e
        if A == 0:
            v = K
        else:
            tv = -B / (2 * A)
            if tv < t1:
                tv = t1
            if t2 is not None and tv > t2:
                tv = t2
            v = (A * tv + B) * tv + K
        if best is None or v < best:
            best = v
    return best


def slab_entry(C, Dv, LO, HI):
    """First t >= 0 at which C + t Dv lies in the closed box, or None."""
    lo_t, hi_t = Fr(0), None
    for i in range(len(C)):
        if Dv[i] == 0:
            if not (LO[i] <= C[i] <= HI[i]):
                return None
            continue
        ta, tb = (LO[i] - C[i]) / Dv[i], (HI[i] - C[i]) / Dv[i]
        lo_t = max(lo_t, min(ta, tb))
        hi_t = max(ta, tb) if hi_t is None else min(hi_t, max(ta, tb))
    if hi_t is not None and lo_t > hi_t:
        return None
    return lo_t


def point_enters(P, Dv, LO, HI):
    """A point on the box's boundary moving along Dv: strictly inward across
    every face plane it lies on (a flat axis: any motion across)."""
    for i in range(len(P)):
        at_lo, at_hi = P[i] == LO[i], P[i] == HI[i]
        if at_lo and at_hi:
            if Dv[i] == 0:
                return False
        elif at_lo:
            if not Dv[i] > 0:
                return False
        elif at_hi:
            if not Dv[i] < 0:
                return False
    return True


def nearest_faces(C, LO, HI):
    depths = []
    for i in range(len(C)):
        depths.append((C[i] - LO[i], i, -1))
        depths.append((HI[i] - C[i], i, 1))
    m = min(x[0] for x in depths)
    return [(i, s) for (dd, i, s) in depths if dd == m]


def oracle(C, R, Dv, LO, HI):
    """Exact decision. Returns dict: start ('separate'|'touching'|'inside' =
    closer than r or center in the box with r = 0), hit (bool), normal at
    fraction 0 (for start hits), t0 (Fraction, r == 0 separate hits)."""
    n = len(C)
    R2 = R * R
    q = [min(max(C[i], LO[i]), HI[i]) for i in range(n)]
    d2 = sum((C[i] - q[i]) ** 2 for i in range(n))
    out = {"penetrating": d2 < R2}
    if d2 <= R2:
        out["start"] = "touching"
        if q != list(C):
            out["hit"] = sum(Dv[i] * (C[i] - q[i]) for i in range(n)) < 0
            out["n0"] = ("outside", [C[i] - q[i] for i in range(n)])
        elif R == 0 and any(C[i] in (LO[i], HI[i]) for i in range(n)):
            # a point on the boundary: strictly inward across every face
            # plane it lies on; a flat axis: any motion across it
            out["hit"] = point_enters(C, Dv, LO, HI)
            out["n0"] = ("point", nearest_faces(C, LO, HI))
            out["flat_point"] = any(LO[i] == HI[i] for i in range(n))
        else:
            faces = nearest_faces(C, LO, HI)
            out["hit"] = all(Dv[i] * s < 0 for i, s in faces)
            out["n0"] = ("inside", faces)
        return out
    out["start"] = "separate"
    if R == 0:
        t0 = slab_entry(C, Dv, LO, HI)
        if t0 is None or t0 > 1:
            out["hit"] = False
            return out
        P = [C[i] + t0 * Dv[i] for i in range(n)]
        out["hit"] = point_enters(P, Dv, LO, HI)
        out["t0"] = t0
        return out
    m01 = d2_min(C, Dv, LO, HI, Fr(0), Fr(1))
    if m01 > R2:
        out["hit"] = False
        return out
    out["hit"] = d2_min(C, Dv, LO, HI, Fr(0), None) < R2
    return out


# ---------------------------------------------------------------------------
# Checking
# ---------------------------------------------------------------------------

failures = []
stats = {"cases": 0, "hit": 0, "free": 0, "hit0": 0, "hit_short_of_1": 0, "obb": 0, "obb_decided": 0,
         "worst_gap_ratio": 0.0}
families = {}


def fail(msg):
    failures.append(msg)
    if len(failures) <= int(os.environ.get("CAST_SHOW", "40")):
        print("FAIL:", msg)


def dsqrt(q):
    return (Decimal(q.numerator) / Decimal(q.denominator)).sqrt() if q > 0 else Decimal(0)


def isnan_all(res):
    hit, f, c, nn, p = res
    return (not hit) and all(math.isnan(x) for x in (f,) + c + nn + p)


def check_aabb(prec, c, r, d, lo, hi, family, expect=None):
    """One axis-aligned scene (values already representable in prec)."""
    n = len(c)
    vals = list(c) + [r] + list(d) + list(lo) + list(hi)
    if prec == "f" and any(f32(x) != x for x in vals):
        c, d, lo, hi = (tuple(map(f32, v)) for v in (c, d, lo, hi))
        r = f32(r)
        expect = None
        vals = list(c) + [r] + list(d) + list(lo) + list(hi)
    if not all(math.isfinite(x) for x in vals) or r < 0 or any(lo[i] > hi[i] for i in range(n)):
        return None
    stats["cases"] += 1
    families[family] = families.get(family, 0) + 1
    res = call_aabb(prec, c, r, d, lo, hi)
    C, Dv, LO, HI, R = [Fr(x) for x in c], [Fr(x) for x in d], [Fr(x) for x in lo], [Fr(x) for x in hi], Fr(r)
    o = oracle(C, R, Dv, LO, HI)
    tag = "%s %s c=%r r=%r d=%r lo=%r hi=%r" % (family, prec, c, r, d, lo, hi)
    if expect is not None and expect != o["hit"]:
        fail("scene construction: oracle hit=%s, family expects %s: %s" % (o["hit"], expect, tag))
    judge(prec, res, o, c, r, d, C, R, Dv, LO, HI, tag, delta=None)
    return res, o


def judge(prec, res, o, c, r, d, C, R, Dv, LO, HI, tag, delta):
    """delta None: axis-aligned (exact). Otherwise the local frame of an
    oriented box: C, Dv, LO, HI local (Fractions of 80-digit decimals), the
    decision already known to be robust, penetration allowed up to delta.
    Returned numbers are world; `to_local` converts the center."""
    hit, f, cen, nrm, pt = res
    n = len(c)
    eps = EPS[prec]
    R2 = R * R
    scale = max([abs(x) for x in c] + [abs(c[i] + d[i]) for i in range(n)] + [r] +
                [abs(float(x)) for x in LO] + [abs(float(x)) for x in HI])
    if delta is None:
        Cen = [Fr(x) for x in cen] if all(math.isfinite(x) for x in cen) else None
        if Cen is not None and f > 0:
            # axis-aligned: the scale of the axes that bear on the contact.
            # An axis on which the returned center lies deep inside its
            # slab (by more than its own rounding) adds nothing to the
            # distance, so neither its coordinates nor its far bounds may
            # blur the others (a ball at x = -1.5e207 under a floor reaching
            # to -1.4e300 was stopped at 0 for a block at 0.42).
            scale = r
            for i in range(n):
                m = 64 * eps * (abs(c[i]) + abs(d[i]))
                if LO[i] + Fr(m) < Cen[i] < HI[i] - Fr(m):
                    continue
                near = LO[i] if abs(Cen[i] - LO[i]) <= abs(Cen[i] - HI[i]) else HI[i]
                # a subnormal fraction moves the center in steps of
                # TRUE_MIN |d_i|, the smallest fraction's share
                fq = max(f, TRUE_MIN[prec] / eps)
                scale = max(scale, abs(c[i]) + fq * abs(d[i]), abs(float(near)))
    else:
        Cen = delta["to_local"](cen)
        scale = max(scale, float(delta["scale"]))
    if Cen is None:
        fail("center not finite %r: %s" % (cen, tag))
        return
    dist_c = d2_at(Cen, LO, HI)
    tol = Fr(0) if delta is None else delta["delta"]
    # penetration allowed: dist >= r - tol
    def not_closer(dd):
        if tol == 0:
            return dd >= R2
        lim = R - tol
        return lim <= 0 or dd >= lim * lim
    if o["hit"]:
        stats["hit"] += 1
        if not hit:
            fail("free, oracle says hit (start %s): %s -> %r" % (o["start"], tag, res))
            return
        if not (0 <= f <= 1):
            fail("fraction %r outside [0,1]: %s" % (f, tag))
            return
        if abs(math.hypot(*nrm) - 1) > 8 * eps:
            fail("normal not unit %r: %s" % (nrm, tag))
        if o["start"] == "touching":
            stats["hit0"] += 1
            if f != 0 or (delta is None and tuple(cen) != tuple(c)):
                fail("start hit: fraction %r center %r (want 0, start): %s" % (f, cen, tag))
            if delta is None:
                check_normal0(prec, nrm, o, tag)
            return
        # separate start: never beyond the first contact, center checked, close
        if f > 0:
            m = d2_min(C, Dv, LO, HI, Fr(0), Fr(f) if delta is None else Fr(f))
            ok = (m >= R2) if R > 0 else (o["t0"] is None or Fr(f) <= o["t0"])
            if delta is not None:
                ok = not_closer(m)
            if R == 0 and delta is None:
                ok = Fr(f) <= o["t0"]
            if not ok:
                fail("fraction %r beyond the first contact: %s" % (f, tag))
        if not not_closer(dist_c):
            fail("returned center %r closer than r (gap^2 %s < r^2): %s" % (cen, float(dist_c), tag))
        if delta is None:
            want = tuple(moved(c[i], d[i], f, prec) for i in range(n))
            if want != tuple(cen):
                fail("center %r != fl(c + f d) %r: %s" % (cen, want, tag))
        gap = float(dsqrt(dist_c) - Decimal(r))
        bound = K_CLOSE * (eps * scale + TRUE_MIN[prec]) + (float(tol) if tol else 0.0) + 1e-320
        stats["worst_gap_ratio"] = max(stats["worst_gap_ratio"], gap / bound)
        if gap > bound:
            fail("center %r not within a few ulps of touching: gap %.3g > %.3g (fraction %r): %s"
                 % (cen, gap, bound, f, tag))
        # the normal points against the motion (it blocks it)
        if R > 0 and sum(nrm[i] * d[i] for i in range(n)) > 8 * eps * math.hypot(*d):
            fail("hit normal %r does not oppose the motion: %s" % (nrm, tag))
        return
    # the oracle says free
    stats["free"] += 1
    end_exact = tuple(moved(c[i], d[i], 1.0, prec) for i in range(n))
    if hit:
        # allowed only just short of 1, when fl(c + d) itself would be too close
        if o["start"] == "separate" or not o["penetrating"]:
            E = [Fr(x) for x in end_exact] if delta is None else delta["to_local"](end_exact)
            if not not_closer(d2_at(E, LO, HI)) and f < 1 and f >= 1 - 2 ** 20 * eps * max(1.0, scale / max(
                    1e-300, max(abs(x) for x in d))):
                stats["hit_short_of_1"] += 1
                if not not_closer(dist_c):
                    fail("hit short of 1: center %r still too close: %s" % (cen, tag))
                # the face the ball comes against, not the one nearest the
                # rounded end (which lies on or in the box)
                if R > 0 and sum(nrm[i] * d[i] for i in range(n)) > 8 * eps * math.hypot(*d):
                    fail("hit short of 1: normal %r does not oppose the motion: %s" % (nrm, tag))
                return
            if delta is not None and f >= 1 - 64 * eps:
                stats["hit_short_of_1"] += 1
                return
        fail("hit (fraction %r, normal %r), oracle says free (start %s): %s" % (f, nrm, o["start"], tag))
        return
    if f != 1 or any(x != 0 for x in nrm + pt):
        fail("free but fraction %r normal %r point %r: %s" % (f, nrm, pt, tag))
    if delta is None and tuple(cen) != end_exact:
        fail("free: center %r != fl(c + d) %r: %s" % (cen, end_exact, tag))
    if not o["penetrating"] and not not_closer(dist_c):
        fail("free: end center %r closer than r though the start was not: %s" % (cen, tag))


def check_normal0(prec, nrm, o, tag):
    eps = EPS[prec]
    kind, info = o["n0"]
    if kind == "outside":
        L = dsqrt(sum(x * x for x in info))
        want = [float(Decimal(x.numerator) / Decimal(x.denominator) / L) for x in info]
        if max(abs(nrm[i] - want[i]) for i in range(len(nrm))) > 8 * eps:
            fail("start-hit normal %r, contact normal %r: %s" % (nrm, want, tag))
    else:
        ok = any(all(nrm[j] == (s if j == i else 0) for j in range(len(nrm))) for i, s in info)
        if kind == "point" and not ok:
            # a point on a corner/edge may report a cone normal: outward on its planes
            ok = abs(math.hypot(*nrm) - 1) <= 8 * eps
        if not ok:
            fail("start-hit normal %r is not a nearest face's %r: %s" % (nrm, info, tag))


# ---------------------------------------------------------------------------
# Oriented boxes
# ---------------------------------------------------------------------------

def check_obb(prec, c, r, d, center, half, axes, family):
    n = len(c)
    stats["obb"] += 1
    stats["cases"] += 1
    families[family] = families.get(family, 0) + 1
    eps = EPS[prec]
    res = call_obb(prec, c, r, d, center, half, axes)
    tag = "%s %s c=%r r=%r d=%r center=%r half=%r axes=%r" % (family, prec, c, r, d, center, half, axes)
    if n == 2:
        cs, sn = Decimal(axes[0]), Decimal(axes[1])
        m = (cs * cs + sn * sn).sqrt()
        U = [[cs / m, sn / m], [-sn / m, cs / m]]
    else:
        U = []
        for a in axes:
            v = [Decimal(x) for x in a]
            m = sum(x * x for x in v).sqrt()
            U.append([x / m for x in v])
    ctr = [Decimal(x) for x in center]

    def to_local(p):
        if not all(math.isfinite(x) for x in p):
            return None
        off = [Decimal(p[i]) - ctr[i] for i in range(n)]
        return [Fr(sum(U[k][i] * off[i] for i in range(n))) for k in range(n)]

    C = to_local(c)
    Dv = [Fr(sum(U[k][i] * Decimal(d[i]) for i in range(n))) for k in range(n)]
    HI = [Fr(h) for h in half]
    LO = [-h for h in HI]
    off1 = sum(abs(c[i] - center[i]) for i in range(n))
    off2 = sum(abs(c[i] + d[i] - center[i]) for i in range(n))
    sc = max(off1, off2) + sum(half) + r
    delta = Fr(16 * eps * sc)
    R = Fr(r)
    o_mid = oracle(C, R, Dv, LO, HI)
    o_lo = oracle(C, max(R - delta, Fr(0)), Dv, LO, HI)
    o_hi = oracle(C, R + delta, Dv, LO, HI)
    if isnan_all(res):
        fail("valid obb scene answered INVALID: %s" % tag)
        return
    robust = o_lo["hit"] == o_mid["hit"] == o_hi["hit"] and o_lo["start"] == o_mid["start"] == o_hi["start"] \
        and not (r > 0 and R - delta <= 0)
    # the start's penetration must also be clear of the margin for the end checks
    if robust:
        stats["obb_decided"] += 1
        judge(prec, res, o_mid, c, r, d, C, R, Dv, LO, HI, tag,
              delta={"to_local": to_local, "delta": 2 * delta, "scale": sc})
    else:
        # undecided within the margin: still never deeper than the margin when the start was clear
        hit, f, cen, nrm, pt = res
        Cen = to_local(cen)
        if Cen is None:
            fail("obb center not finite: %s" % tag)
            return
        if not o_hi["penetrating"]:
            lim = R - 2 * delta
            if lim > 0 and d2_at(Cen, LO, HI) < lim * lim:
                fail("obb center %r deeper than the margin: %s" % (cen, tag))


# ---------------------------------------------------------------------------
# Scenes
# ---------------------------------------------------------------------------

def cvt(prec):
    return f32 if prec == "f" else float


def rnd_box(rng, n, prec, size=2.0):
    k = cvt(prec)
    ctr = [rng.uniform(-4, 4) for _ in range(n)]
    h = [rng.uniform(0, size) if rng.random() > 0.08 else 0.0 for _ in range(n)]
    lo = tuple(k(ctr[i] - h[i]) for i in range(n))
    hi = tuple(k(ctr[i] + h[i]) for i in range(n))
    return tuple(min(lo[i], hi[i]) for i in range(n)), tuple(max(lo[i], hi[i]) for i in range(n))


def rnd_dir(rng, n):
    while True:
        v = [rng.gauss(0, 1) for _ in range(n)]
        m = math.sqrt(sum(x * x for x in v))
        if m > 1e-3:
            return [x / m for x in v]


def rnd_scene(rng, n, prec):
    k = cvt(prec)
    lo, hi = rnd_box(rng, n, prec)
    r = k(rng.uniform(0, 1.5)) if rng.random() > 0.1 else 0.0
    u = rnd_dir(rng, n)
    dist = rng.uniform(0, 7)
    mid = [(lo[i] + hi[i]) / 2 for i in range(n)]
    c = tuple(k(mid[i] + dist * u[i]) for i in range(n))
    if rng.random() < 0.6:
        tgt = [rng.uniform(lo[i] - r, hi[i] + r) for i in range(n)]
        s = rng.uniform(0.2, 2.5)
        d = tuple(k((tgt[i] - c[i]) * s) for i in range(n))
    else:
        v = rnd_dir(rng, n)
        s = rng.uniform(0, 8)
        d = tuple(k(v[i] * s) for i in range(n))
    return c, r, d, lo, hi


def fam_random(prec, n, rng, count):
    for _ in range(count):
        check_aabb(prec, *rnd_scene(rng, n, prec), family="random %dD" % n)


def fam_grid(prec, n, rng, count):
    """Grid-aligned data (multiples of 1/4): exact touching, slides, ties."""
    def g():
        return rng.randint(-12, 12) / 4
    for _ in range(count):
        a = [g() for _ in range(n)]
        b = [g() for _ in range(n)]
        lo, hi = tuple(min(a[i], b[i]) for i in range(n)), tuple(max(a[i], b[i]) for i in range(n))
        c = tuple(g() for _ in range(n))
        r = rng.randint(0, 6) / 4
        d = tuple(rng.randint(-8, 8) / 4 for _ in range(n))
        check_aabb(prec, c, r, d, lo, hi, family="grid %dD" % n)


def orientations(c, d, lo, hi):
    """All axis permutations and mirrors of a scene (exact)."""
    n = len(c)
    import itertools
    for perm in itertools.permutations(range(n)):
        for signs in itertools.product((1, -1), repeat=n):
            cc = tuple(c[p] * s for p, s in zip(perm, signs))
            dd = tuple(d[p] * s for p, s in zip(perm, signs))
            l2 = tuple(lo[p] if s > 0 else -hi[p] for p, s in zip(perm, signs))
            h2 = tuple(hi[p] if s > 0 else -lo[p] for p, s in zip(perm, signs))
            yield cc, dd, l2, h2


def sample_orient(rng, c, d, lo, hi, k=3):
    allo = list(orientations(c, d, lo, hi))
    return [allo[0]] + rng.sample(allo[1:], min(k, len(allo) - 1))


def fam_touching_starts(prec, n, rng):
    """Starts touching a face / an edge / a corner exactly (Pythagorean
    offsets), moving in, away, along, and tilted by one ulp."""
    lo, hi = (0.0,) * n, (4.0, 1.0, 2.0)[:n]
    cases = []
    # face (top of axis 1)
    r = 1.0
    c = (2.0, 2.0, 1.0)[:n]
    cases.append((c, r, (0.0, 1.0, 0.0)[:n]))
    # corner (3-4-5 in axes 0,1), mid of axis 2
    c = (7.0, 5.0, 1.0)[:n]
    cases.append((c, 5.0, (3.0, 4.0, 0.0)[:n]))
    if n == 3:
        # corner sphere (1,2,2,3)
        cases.append(((5.0, 3.0, 4.0), 3.0, (1.0, 2.0, 2.0)))
    for c, r, nrm in cases:
        ds = []
        for s in (1.0, -1.0, 0.5):
            ds.append(tuple(s * x for x in nrm))  # away, into
        # along: perpendicular to the normal
        if n == 2:
            t = (-nrm[1], nrm[0])
            ds += [t, tuple(-x for x in t)]
        else:
            for t in ((-nrm[1], nrm[0], 0.0), (0.0, -nrm[2], nrm[1]), (nrm[2], 0.0, -nrm[0])):
                if any(t):
                    ds += [t, tuple(-x for x in t)]
        ds.append((0.0,) * n)
        for d in ds:
            for cc, dd, l2, h2 in sample_orient(rng, c, d, lo, hi, 4):
                check_aabb(prec, cc, r, dd, l2, h2, family="touching start %dD" % n)
                # one ulp into / out of tangency on each component
                for i in range(n):
                    for k in (1, -1):
                        d3 = list(dd)
                        d3[i] = ulps(d3[i], k, prec) if d3[i] != 0 else k * (2.0 ** -149 if prec == "f" else 5e-324)
                        check_aabb(prec, cc, r, tuple(d3), l2, h2, family="touching start, tilted 1 ulp %dD" % n)


def fam_resting_scaled(prec, n, rng, count):
    """Starts resting on a tile's corner or beside an edge (Pythagorean
    offsets: 3-4-5 from the corner (4, 1) of [0,4]x[0,1], in 3D from the
    edge x = 4, y = 1 of [0,4]x[0,1]x[0,2], and 2-3-6-7 from its corner
    (4, 1, 2)), the whole scene scaled by 2^e across the range, the center's
    coordinates and r up to two ulps off tangency, moving straight in, away,
    along a tangent, or anywhere: the casts' stage for starts beside an edge
    or a corner (src/motion/cast_start.inc, cbx_cast_fast_beside)."""
    es = [-1000, -700, -300, -60, 0, 60, 300, 700, 1000] if prec == "d" else [-120, -60, -20, 0, 20, 60, 120]
    lo, hi = (0.0,) * n, (4.0, 1.0, 2.0)[:n]
    cases = [((7.0, 5.0, 1.0)[:n], 5.0, (3.0, 4.0, 0.0)[:n])]
    if n == 3:
        cases.append(((6.0, 4.0, 8.0), 7.0, (2.0, 3.0, 6.0)))
    for _ in range(count):
        c, r, off = rng.choice(cases)
        m = 2.0 ** rng.choice(es)
        cc = [ulps(x * m, rng.randint(-2, 2) if rng.random() < 0.7 else 0, prec) for x in c]
        rr = ulps(r * m, rng.randint(-1, 1) if rng.random() < 0.5 else 0, prec)
        kind = rng.random()
        if kind < 0.25:
            d = [-x for x in off]  # straight in
        elif kind < 0.4:
            d = list(off)  # away
        elif kind < 0.6:
            d = [-off[1], off[0]] + ([0.0] if n == 3 else [])  # a tangent
            if rng.random() < 0.5:
                d = [-x for x in d]
        else:
            d = rnd_dir(rng, n)
        s = m * rng.choice([1.0, 0.5, 2.0, 8.0, rng.uniform(1e-3, 8)])
        dd = tuple(rnd(x * s, prec) for x in d)
        check_aabb(prec, tuple(cc), rr, dd, tuple(x * m for x in lo), tuple(x * m for x in hi),
                   family="resting on a corner or an edge, scaled %dD" % n)


def fam_falling_on_tiles(prec, n, rng, count):
    """Balls falling by whole or half units onto a unit tile (grid data, as
    a game's gravity step gives): straight down or slanted, the center over
    the tile, over its edge exactly (a coordinate on the slab's bound that
    does not move), or beside it; the fall often ending exactly on the tile
    (the contact at fraction 1), or an ulp short or past it; scaled by 2^e.
    The face certificate's closed slabs and its exact end
    (src/motion/cast_face.inc)."""
    es = [-300, -40, -8, 0, 8, 40, 300] if prec == "d" else [-40, -8, 0, 8, 40]
    for _ in range(count):
        m = 2.0 ** rng.choice(es)
        r = (rng.randrange(8) + 1) * 0.125
        speed = float(rng.randrange(8) + 1) * rng.choice([1.0, 0.5])
        h = speed if rng.random() < 0.4 else rng.randrange(16) * 0.5 + 0.5
        lo, hi = [0.0] * n, [1.0] * n
        lo[1] = -1.0
        hi[1] = 0.0
        c = [rng.choice([0.0, 1.0, rng.randrange(9) * 0.125, -0.25, 1.25]) for _ in range(n)]
        c[1] = r + h
        d = [0.0] * n
        d[1] = -speed
        if rng.random() < 0.4:
            d[0] = rng.randrange(5) * 0.25 - 0.5
        c = [x * m for x in c]
        d = [x * m for x in d]
        if rng.random() < 0.3:
            c[1] = ulps(c[1], rng.choice([-1, 1]), prec)
        check_aabb(prec, tuple(c), r * m, tuple(d), tuple(x * m for x in lo), tuple(x * m for x in hi),
                   family="falling on a tile %dD" % n)


def fam_overlapping_starts(prec, n, rng, count):
    """Centers inside the box (ties included), and circles overlapping from outside."""
    for _ in range(count):
        lo, hi = rnd_box(rng, n, prec)
        k = cvt(prec)
        if rng.random() < 0.5:
            c = tuple(k(rng.uniform(lo[i], hi[i])) for i in range(n))
        else:
            # ties: equidistant from two faces (grid)
            lo = tuple(float(rng.randint(-4, 0)) for _ in range(n))
            hi = tuple(lo[i] + 2 * rng.randint(1, 3) for i in range(n))
            c = tuple(lo[i] + rng.randint(0, 2 * int(hi[i] - lo[i])) / 2 for i in range(n))
        r = k(rng.uniform(0, 2)) if rng.random() < 0.8 else 0.0
        if rng.random() < 0.3:
            j = rng.randrange(n)
            c = tuple(hi[j] + k(rng.uniform(0, r)) if i == j else c[i] for i in range(n))
        dirs = [tuple(float(rng.randint(-1, 1)) for _ in range(n)) for _ in range(4)]
        dirs += [tuple(k(x * rng.uniform(0.1, 3)) for x in rnd_dir(rng, n))]
        for d in dirs:
            check_aabb(prec, c, r, d, lo, hi, family="overlapping start %dD" % n)


def fam_grazes(prec, n, rng):
    """Separate starts whose path is tangent to a corner arc / edge cylinder /
    corner sphere at exactly r, or slides along a face at exactly r; and
    one ulp either side (radius, start, direction)."""
    lo, hi = (-2.0, -1.0, -1.5)[:n], (2.0, 1.0, 1.5)[:n]
    scenes = []
    for kk in (1.0, 0.25, 4.0):
        # corner arc in axes (0,1): tangency point K + (3,4)k, direction (4,-3)
        K = (2.0, 1.0)
        P = (K[0] + 3 * kk, K[1] + 4 * kk)
        for back in (1.0, 3.0):
            c = (P[0] - back * 4 * kk, P[1] + back * 3 * kk) + ((0.5,) if n == 3 else ())
            d = (8 * kk * back, -6 * kk * back) + ((0.0,) if n == 3 else ())
            scenes.append((c, 5.0 * kk, d, "graze corner arc / edge cylinder"))
        # sliding along the top face (axis 1) at exactly r
        r = 0.75 * kk
        c = (-6.0, 1.0 + r) + ((0.25,) if n == 3 else ())
        d = (12.0, 0.0) + ((0.0,) if n == 3 else ())
        scenes.append((c, r, d, "slide along a face at r"))
    if n == 3:
        # corner sphere: tangent at K + (1,2,2) k, direction perpendicular (2,-2,1)... (1,2,2).(2,1,-2) = 0
        K = (2.0, 1.0, 1.5)
        for kk in (1.0, 0.5):
            P = (K[0] + kk, K[1] + 2 * kk, K[2] + 2 * kk)
            for dv in ((2.0, 1.0, -2.0), (2.0, -2.0, 1.0)):
                c = tuple(P[i] - dv[i] * kk for i in range(3))
                scenes.append((c, 3.0 * kk, tuple(2 * x * kk for x in dv), "graze corner sphere"))
    for c, r, d, name in scenes:
        for cc, dd, l2, h2 in sample_orient(rng, c, d, lo, hi, 5):
            check_aabb(prec, cc, r, dd, l2, h2, family=name + " %dD exact" % n, expect=False)
            for k in (1, -1):
                check_aabb(prec, cc, ulps(r, k, prec), dd, l2, h2, family=name + " %dD r +-1 ulp" % n,
                           expect=(k > 0))
                for i in range(n):
                    c3 = list(cc)
                    c3[i] = ulps(c3[i], k, prec)
                    check_aabb(prec, tuple(c3), r, dd, l2, h2, family=name + " %dD start +-1 ulp" % n)
                    d3 = list(dd)
                    d3[i] = ulps(d3[i], k, prec) if d3[i] != 0 else k * 2.0 ** -40
                    check_aabb(prec, cc, r, tuple(d3), l2, h2, family=name + " %dD direction +-1 ulp" % n)


def fam_edge_end_grazes(prec, rng):
    """3D: paths tangent at exactly r to an edge exactly where it ends, i.e.
    to the edge's cylinder and to its corner's sphere at the same instant,
    the tangent point on the plane that separates the two regions; moving
    along the edge's axis into or out of its slab. A graze (free); the
    radius one ulp larger cuts the box; starts and directions one ulp off
    are judged by the oracle alone."""
    lo, hi = (-2.0, -1.0, -1.5), (2.0, 1.0, 1.5)
    K = (hi[0], lo[1], hi[2])
    for kk in (1.0, 0.25, 3.0):
        T = (K[0] + 3 * kk, K[1], K[2] + 4 * kk)  # K + r (3, 0, 4) / 5, r = 5 kk
        for a, b in ((1.0, 1.0), (0.5, -2.0), (-1.0, 0.75), (2.0, 0.25), (0.0, 1.5)):
            d = (4 * a, b, -3 * a)
            for back in (0.5, 1.0, 3.0):
                c = tuple(T[i] - back * d[i] for i in range(3))
                dd0 = tuple(2 * back * x for x in d)
                for cc, dd, l2, h2 in sample_orient(rng, c, dd0, lo, hi, 4):
                    check_aabb(prec, cc, 5.0 * kk, dd, l2, h2, family="graze where an edge ends 3D exact",
                               expect=False)
                    check_aabb(prec, cc, ulps(5.0 * kk, 1, prec), dd, l2, h2,
                               family="graze where an edge ends 3D r +1 ulp", expect=True)
                    i = rng.randrange(3)
                    for k in (1, -1):
                        c3 = list(cc)
                        c3[i] = ulps(c3[i], k, prec)
                        check_aabb(prec, tuple(c3), 5.0 * kk, dd, l2, h2,
                                   family="graze where an edge ends 3D start +-1 ulp")
                        d3 = list(dd)
                        d3[i] = ulps(d3[i], k, prec) if d3[i] != 0 else k * 2.0 ** -40
                        check_aabb(prec, cc, 5.0 * kk, tuple(d3), l2, h2,
                                   family="graze where an edge ends 3D direction +-1 ulp")
    # Tangent to a corner's sphere at a point 2^-k of the scale off the
    # corner's region (a Pell pair D^2 - 2 a^2 = 1 puts it there exactly):
    # inside the edge's slab the edge is nearer than r (a crossing), on the
    # corner's side a graze. Within rounding of the region's bound.
    if prec == "d":
        D, a = 3, 2
        while D < 2 ** 49:
            D, a = 3 * D + 4 * a, 2 * D + 3 * a
        s = 2.0 ** -50
        for side in (-1, 1):
            c = (a * s - 0.5, side * s, a * s + 0.5)
            for cc, dd, l2, h2 in sample_orient(rng, c, (1.0, 0.0, -1.0), (-1.0, -1.0, -1.0), (0.0, 0.0, 0.0), 6):
                check_aabb(prec, cc, D * s, dd, l2, h2, family="tangent to a corner 2^-50 off its region 3D",
                           expect=(side < 0))


def fam_random_grazes(prec, n, rng, count):
    """Random paths built tangent to a random corner/edge or along a face at r,
    rounded and nudged by a few ulps: decisions at the filter's edge."""
    k = cvt(prec)
    for _ in range(count):
        lo, hi = rnd_box(rng, n, prec)
        r = k(rng.uniform(0.01, 1.5))
        sides = [rng.choice((-1, 0, 1)) for _ in range(n)]
        if not any(sides):
            sides[rng.randrange(n)] = 1
        Kp = [hi[i] if sides[i] > 0 else lo[i] if sides[i] < 0 else rng.uniform(lo[i], hi[i]) for i in range(n)]
        nv = [sides[i] * abs(rng.gauss(0, 1)) for i in range(n)]
        m = math.sqrt(sum(x * x for x in nv))
        nv = [x / m for x in nv]
        P = [Kp[i] + r * nv[i] for i in range(n)]
        t = rnd_dir(rng, n)
        dot = sum(t[i] * nv[i] for i in range(n))
        t = [t[i] - dot * nv[i] for i in range(n)]
        tm = math.sqrt(sum(x * x for x in t)) or 1
        t = [x / tm for x in t]
        back = rng.uniform(0.2, 3)
        L = rng.uniform(0.5, 3) * back
        c = [k(P[i] - back * t[i]) for i in range(n)]
        d = [k(L * t[i]) for i in range(n)]
        j = rng.randrange(n)
        c[j] = ulps(c[j], rng.randint(-3, 3), prec)
        check_aabb(prec, tuple(c), r, tuple(d), lo, hi, family="random near-graze %dD" % n)


def fam_zero_radius(prec, n, rng, count):
    """Points: through flat walls, through a wall's end point, along faces,
    entering a face within a few ulps of its edge (the contact point rounds)."""
    lo, hi = (0.0,) * n, (1.0,) * n
    wall_lo, wall_hi = (0.0, -1.0, -1.0)[:n], (0.0, 1.0, 1.0)[:n]
    base = [((-1.0, 0.0, 0.0)[:n], (2.0, 0.0, 0.0)[:n], wall_lo, wall_hi),
            ((-1.0, 2.0, 0.0)[:n], (2.0, -2.0, 0.0)[:n], wall_lo, wall_hi),
            ((-1.0, 2.0, 0.0)[:n], (2.0, -2.0 + 2 ** -20, 0.0)[:n], wall_lo, wall_hi),
            ((0.0, 2.0, 0.0)[:n], (0.0, -3.0, 0.0)[:n], wall_lo, wall_hi),
            ((2.0, 1.0, 0.5)[:n], (-3.0, 0.0, 0.0)[:n], lo, hi),
            ((2.0, 2.0, 0.5)[:n], (-2.0, -2.0, 0.0)[:n], lo, hi),
            ((2.0, 0.0, 0.5)[:n], (-2.0, 2.0, 0.0)[:n], lo, hi),
            ((2.0, 2.0, 2.0)[:n], (-2.0, -2.0, -2.0)[:n], lo, hi),
            ((0.5, 0.5, 0.5)[:n], (1.0, 0.0, 0.0)[:n], lo, hi),
            ((1.0, 0.5, 0.5)[:n], (-1.0, 0.0, 0.0)[:n], lo, hi),
            ((1.0, 0.5, 0.5)[:n], (1.0, 0.0, 0.0)[:n], lo, hi),
            ((1.0, 1.0, 0.5)[:n], (-1.0, -1.0, 0.0)[:n], lo, hi),
            ((1.0, 1.0, 0.5)[:n], (-1.0, 1.0, 0.0)[:n], lo, hi),
            ((0.0, 0.5, 0.0)[:n], (1.0, 0.0, 0.0)[:n], wall_lo, wall_hi),
            ((0.0, 0.5, 0.0)[:n], (0.0, 1.0, 0.0)[:n], wall_lo, wall_hi)]
    for c, d, l, h in base:
        for cc, dd, l2, h2 in sample_orient(rng, c, d, l, h, 5):
            check_aabb(prec, cc, 0.0, dd, l2, h2, family="zero radius %dD" % n)
            check_aabb(prec, cc, 0.25, dd, l2, h2, family="radius vs flat/unit box %dD" % n)
    # entering the face x = 0 of [0,1]^n within a few ulps of its edge y = 1,
    # moving up (out across y = 1 later): the exact crossing point rounds
    eps = EPS[prec]
    for _ in range(count):
        e = rng.randint(1, 8)
        y_cross = 1.0 - e * eps / 16  # not representable in general: rounds to 1 or 1 - ulp
        dy = rnd(rng.choice((1, 3, 5, 7)) * eps / 8, prec)
        c = (-0.5, rnd(y_cross - 0.5 * dy, prec), 0.5)[:n]
        d = (1.0, dy, 0.0)[:n]
        for cc, dd, l2, h2 in sample_orient(rng, c, d, lo, hi, 2):
            check_aabb(prec, cc, 0.0, dd, l2, h2, family="zero radius entering at a face's edge %dD" % n)


def fam_end_of_step(prec, n, rng, count):
    """First contact within a few ulps of fraction 1, either side (t0 just
    beyond 1 is free; the decision is exact, not on a rounded time), with
    non-dyadic radii and faces."""
    k = cvt(prec)
    eps = EPS[prec]
    for _ in range(count):
        lo, hi = rnd_box(rng, n, prec)
        j = rng.randrange(n)
        r = k(rng.choice((0.0, 0.1, 0.3, 1 / 3, rng.uniform(0, 2))))
        L = k(rng.uniform(0.1, 8))
        t = 1 + rng.randint(-6, 6) * eps * rng.random()
        c = [k(rng.uniform(lo[i], hi[i])) for i in range(n)]
        c[j] = k(lo[j] - r - L * t)
        d = [0.0] * n
        d[j] = L
        if rng.random() < 0.3:
            i2 = (j + 1) % n
            d[i2] = k(rng.uniform(-1e-3, 1e-3))
        for cc, dd, l2, h2 in sample_orient(rng, tuple(c), tuple(d), lo, hi, 1):
            check_aabb(prec, cc, r, dd, l2, h2, family="first contact near fraction 1 %dD" % n)


def fam_end_rounds_onto_box(prec, n, rng, count):
    """A ball one to three ulps beside a box (flat at times), its radius
    below those ulps, moving toward it by half an ulp to a few ulps, so
    that fl(c + d) lands on or in the box though the exact path may stay
    clear: blocked where no position on the way is clear, and then the
    normal must still be the face or corner the ball is against, opposing
    the motion (the static contact at the rounded end, on a flat box, named
    the -x face by its tie rule for a ball on the +x side)."""
    k = cvt(prec)
    for _ in range(count):
        lo, hi = map(list, rnd_box(rng, n, prec, size=rng.choice((2.0, 2.0 ** 20, 2.0 ** 40))))
        j = rng.randrange(n)
        if rng.random() < 0.5:
            hi[j] = lo[j]  # flat
        c = [k(rng.uniform(lo[i], hi[i])) for i in range(n)]
        if rng.random() < 0.3:  # beyond the box's end on another axis: a corner or an edge
            i2 = (j + 1) % n
            c[i2] = ulps(lo[i2], -rng.randint(1, 4), prec)
        c[j] = ulps(hi[j], rng.randint(1, 3), prec)
        u = c[j] - hi[j]
        r = k(u * rng.choice((0.0, 1e-3, 0.1, 0.4)))
        d = [0.0] * n
        d[j] = k(-u * rng.uniform(0.6, 3.0))
        if rng.random() < 0.5:
            i2 = (j + 1) % n
            d[i2] = k(rng.uniform(-4, 4) * u)
        for cc, dd, l2, h2 in sample_orient(rng, tuple(c), tuple(d), tuple(lo), tuple(hi), 2):
            check_aabb(prec, cc, r, dd, l2, h2, family="end rounding onto the box %dD" % n)


def fam_before_sweep(prec, n, rng, count):
    """The cases a cast decides before its sweep (cast_fast.inc,
    cbx_cast_fast_first), at their limits: a path that stops within a few
    ulps of the box grown by r, or moves away from or along its plane at
    exactly r (and one ulp off); a slide at exactly r beside an edge or a
    corner (a ball rolling onto the next tile); two grown slabs entered at
    nearly the same time (the face guess at a corner); a start resting on a
    face, one ulp in or out, moving anywhere; a path aimed at a corner's
    circle, or in 3D an edge's or a corner's reach, through it, tangent to
    it or an ulp off (the blocks decided before the sweep). Grid and
    non-dyadic data."""
    k = cvt(prec)
    for it in range(count):
        grid = rng.random() < 0.5
        if grid:
            lo, hi = tuple(float(rng.randint(-4, 0)) for _ in range(n)), tuple(float(rng.randint(1, 4)) for _ in range(n))
            r = rng.choice((0.25, 0.5, 1.0, 1.5))
        else:
            lo, hi = rnd_box(rng, n, prec)
            r = k(rng.choice((0.1, 1 / 3, rng.uniform(0.01, 2))))
        j = rng.randrange(n)
        c = [k(rng.uniform(lo[i], hi[i])) if not grid else rng.choice((lo[i], hi[i], (lo[i] + hi[i]) / 2))
             for i in range(n)]
        d = [0.0] * n
        kind = it % 6
        if kind == 0:  # stops short of the grown slab by a few ulps, or reaches it
            gap = k(rng.choice((0.5, 1.0, 2.0, 1 / 3, rng.uniform(0.01, 4))))
            c[j] = k(hi[j] + r + gap)
            d[j] = ulps(-k(c[j] - (hi[j] + r)), rng.randint(-4, 4), prec)
            if rng.random() < 0.5:
                i2 = (j + 1) % n
                c[i2] = k(hi[i2] + rng.uniform(-r, 2 * r))
                d[i2] = k(rng.uniform(-1, 1))
        elif kind == 1:  # on the grown plane exactly (or an ulp off), away or along
            c[j] = ulps(k(hi[j] + r), rng.choice((0, 0, 1, -1)), prec)
            d[j] = rng.choice((0.0, k(rng.uniform(0, 2))))
            i2 = (j + 1) % n
            d[i2] = k(rng.uniform(-3, 3))
        elif kind == 2:  # a slide at exactly r beside an edge or a corner
            c[j] = ulps(k(hi[j] + r), rng.choice((0, 0, 1, -1)), prec)
            i2 = (j + 1) % n
            c[i2] = k(hi[i2] + rng.choice((0.0, r / 2, r, 2 * r, rng.uniform(0, 3 * r))))
            d[i2] = -k(rng.uniform(0, 4))
        elif kind == 3:  # two grown slabs entered at nearly the same time
            i2 = (j + 1) % n
            s = k(rng.uniform(0.1, 3))
            c[j] = k(hi[j] + r + s)
            c[i2] = ulps(k(hi[i2] + r + s), rng.randint(-2, 2), prec)
            m = k(rng.uniform(0.5, 3) * s)
            d[j] = -m
            d[i2] = ulps(-m, rng.randint(-2, 2), prec)
        elif kind == 5:  # at a corner (2D) or an edge or corner (3D): the path aimed at its reach
            # (through it, tangent to it, an ulp off)
            i2 = (j + 1) % n
            axes = [j, i2] + ([(j + 2) % 3] if n == 3 and rng.random() < 0.5 else [])
            u = [0.0] * n
            for i in axes:
                u[i] = rng.uniform(0.05, 1.0)
            nu = math.sqrt(sum(x * x for x in u))
            m = rng.choice((0.5, 0.99, 1.0, 1.0, 1.01))
            tgt = [c[i] for i in range(n)]
            for i in axes:
                tgt[i] = k(hi[i] + m * r * u[i] / nu)
            w = [u[i] + (rng.uniform(-0.5, 0.5) if i in axes else 0.0) for i in range(n)]
            far = rng.uniform(1.5, 8) * r
            for i in axes:
                c[i] = k(tgt[i] + far * abs(w[i]) + (r if i == j else 0.0))
            step = rng.choice((0.5, 1.0, 1.0, 1.5, 3.0))
            d = [k((tgt[i] - c[i]) * step) for i in range(n)]
            for i in axes:
                d[i] = ulps(d[i], rng.choice((0, 0, 1, -1)), prec)
        else:  # resting on a face, an ulp in or out, moving anywhere
            c[j] = ulps(k(hi[j] + r), rng.choice((0, 0, 1, -1)), prec)
            d = [k(rng.uniform(-2, 2)) for _ in range(n)]
            if rng.random() < 0.3:
                d[j] = 0.0
        for cc, dd, l2, h2 in sample_orient(rng, tuple(c), tuple(d), lo, hi, 1):
            check_aabb(prec, cc, r, dd, l2, h2, family="decided before the sweep %dD" % n)


def fam_thin_walls_far(prec, n, rng, count):
    """A long displacement through a thin (or flat) wall far from the start:
    one ulp of the fraction is wider than the wall, so a fraction rounded up
    lands beyond it; the exact point c + f d must not pass the first contact."""
    k = cvt(prec)
    for _ in range(count):
        a = k(rng.uniform(-1, 1))
        w = k(rng.choice((1e-3, 1e-5, 1e-6, 1e-9, 1e-12, 0.0)))
        r = rng.choice((0.0, 0.5, 0.25, 0.1))
        far = rng.choice((50.0, 500.0, 5e4))
        c = (k(-far - r), 0.5, 0.5)[:n]
        d = (k(rng.uniform(1.98, 2.02) * far), 0.0, 0.0)[:n]
        lo = (a, 0.0, 0.0)[:n]
        hi = (k(a + w), 1.0, 1.0)[:n]
        if hi[0] < lo[0]:
            continue
        for cc, dd, l2, h2 in sample_orient(rng, c, d, lo, hi, 1):
            check_aabb(prec, cc, r, dd, l2, h2, family="thin walls far away %dD" % n)


def fam_long_path_small_box(prec, n, rng, count):
    """A very long displacement past (or through) a small box near the
    origin, with a small transverse drift: the box is below one ulp of the
    path's coordinates, so the contact's rounded normal says nothing; the
    decision must still be exact (a ball crossing the box at depth r/2 was
    judged free)."""
    k = cvt(prec)
    for _ in range(count):
        e = rng.randint(3, 36 if prec == "f" else 300)
        big = k(10.0 ** e * rng.uniform(1, 2))
        r = k(rng.choice((4.0, 0.5, 1 / 3)))
        lo = (-2.0, -1.0, -1.0)[:n]
        hi = (-1.0, 1.0, 1.0)[:n]
        side = k(rng.uniform(-2, 2) * r)
        c = (side, -big, 0.0)[:n]
        d = (k(rng.choice((0.0, 1e-10, 0.5, 2.0)) * rng.choice((1, -1))), k(2 * big), 0.0)[:n]
        for cc, dd, l2, h2 in sample_orient(rng, c, d, lo, hi, 1):
            check_aabb(prec, cc, r, dd, l2, h2, family="long path past a small box %dD" % n)


def fam_nondyadic(prec, n, rng, count):
    """Falling onto floors at non-dyadic heights (0.1, 1/3): hits whose
    center rounds, so the checked step-back is exercised."""
    k = cvt(prec)
    for _ in range(count):
        top = k(rng.choice((0.1, 1 / 3, 0.7, 2.2, -0.3)) + rng.randint(-3, 3) * 0.1)
        lo = tuple(k(-10.0 - i) for i in range(n))
        hi = tuple(k(10.0 + i) if i != 1 else top for i in range(n))
        lo = tuple(lo[i] if i != 1 else k(top - 1) for i in range(n))
        r = k(rng.choice((0.5, 0.1, 0.3, 1 / 3)))
        c = tuple(k(rng.uniform(-5, 5)) if i != 1 else k(top + r + rng.uniform(0, 2)) for i in range(n))
        d = tuple(k(rng.uniform(-1, 1)) if i != 1 else k(-rng.uniform(0, 4)) for i in range(n))
        check_aabb(prec, c, r, d, lo, hi, family="non-dyadic floors %dD" % n)
        # resting exactly at the returned center, then rolling / pressing / leaving
        res = call_aabb(prec, c, r, d, lo, hi)
        if res[0]:
            for d2 in (tuple(d[i] if i != 1 else 0.0 for i in range(n)), d,
                       tuple(d[i] if i != 1 else -d[i] for i in range(n))):
                check_aabb(prec, res[2], r, d2, lo, hi, family="non-dyadic floors, from the stop %dD" % n)


def fam_scaled(prec, n, rng, count):
    """Whole scenes scaled by 2^k: 1e-300 .. 1e300 (double), 1e-38 .. 1e38 (float)."""
    ks = [-1000, -700, -300, -100, 100, 300, 700, 1000] if prec == "d" else [-120, -60, -20, 20, 60, 120]
    for _ in range(count):
        c, r, d, lo, hi = rnd_scene(rng, n, prec)
        for kk in ks:
            f = 2.0 ** kk
            sc = (tuple(x * f for x in c), r * f, tuple(x * f for x in d), tuple(x * f for x in lo),
                  tuple(x * f for x in hi))
            vals = list(sc[0]) + [sc[1]] + list(sc[2]) + list(sc[3]) + list(sc[4])
            if any(math.isinf(x) for x in vals) or any(abs(sc[0][i]) + abs(sc[2][i]) > HUGE[prec] / 4
                                                     for i in range(n)):
                continue
            if prec == "f" and any(f32(x) != x for x in vals):
                continue
            check_aabb(prec, *sc, family="scaled 2^k %dD" % n)


def fam_mixed(prec, n, rng, count):
    """Every number of its own magnitude (subnormals to near overflow)."""
    lo_e, hi_e = (-1074, 1010) if prec == "d" else (-149, 120)

    def mag():
        u = rng.random()
        if u < 0.15:
            return 0.0
        if u < 0.4:
            return float(rng.randint(-6, 6))
        return rnd(rng.choice((-1, 1)) * rng.uniform(1, 2) * 2.0 ** rng.randint(lo_e, hi_e), prec)
    for _ in range(count):
        c = tuple(mag() for _ in range(n))
        a, b = [mag() for _ in range(n)], [mag() for _ in range(n)]
        lo, hi = tuple(min(a[i], b[i]) for i in range(n)), tuple(max(a[i], b[i]) for i in range(n))
        r = abs(mag())
        if rng.random() < 0.5:
            tgt = [rng.uniform(lo[i], hi[i]) if math.isfinite(hi[i] - lo[i]) else lo[i] for i in range(n)]
            s = 2.0 ** rng.randint(-3, 1)
            d = tuple(rnd((tgt[i] - c[i]) * s, prec) for i in range(n))
        else:
            d = tuple(mag() for _ in range(n))
        if any(not math.isfinite(x) or abs(c[i]) + abs(x) > HUGE[prec] / 4 for i, x in enumerate(d)):
            continue
        check_aabb(prec, c, r, d, lo, hi, family="mixed magnitudes %dD" % n)


def fam_pyth_grazes(prec, n, rng, count):
    """Exact grazes with big Pythagorean triples and quadruples (the tangent
    point K + r n, n = (a, b[, c]) / h, and the direction perpendicular to
    n are exact dyadics, yet the sweep's contact point rounds by about
    sqrt(eps) r): a corner arc, an edge cylinder, a corner sphere, with the
    radius one ulp either side, the whole scene scaled by 2^k over the range
    (the ball rule's fast stage once lost its error bound to underflow at
    2^-518 and blocked such grazes)."""
    ks = ([0, -1000, -700, -600, -560, -540, -530, -525, -520, -518, -516, -510, -500, -400, -300, 300, 500, 700, 900]
          if prec == "d" else [0, -100, -60, -20, 20, 60, 100])
    lo0, hi0 = (-2.0, -1.0, -1.5)[:n], (2.0, 1.0, 1.5)[:n]

    def triple():
        while True:
            m, q = rng.randint(2, 1 << 9), rng.randint(1, 1 << 9)
            if m > q:
                return m * m - q * q, 2 * m * q, m * m + q * q

    def quad():
        while True:
            m, q, u, v = [rng.randint(0, 1 << 6) for _ in range(4)]
            a, b, c = m * m + q * q - u * u - v * v, 2 * (m * v + q * u), 2 * (q * v - m * u)
            if a and b and c:
                return (abs(a), abs(b), abs(c)), m * m + q * q + u * u + v * v
    for _ in range(count):
        kk = 2.0 ** rng.randint(-20, -14)
        if n == 3 and rng.random() < 0.5:
            nv, h = quad()
            w = [rng.randint(-3, 3) for _ in range(3)]
            t = (nv[1] * w[2] - nv[2] * w[1], nv[2] * w[0] - nv[0] * w[2], nv[0] * w[1] - nv[1] * w[0])
            if not any(t):
                continue
            P = tuple(hi0[i] + nv[i] * kk for i in range(3))
        else:
            a, b, h = triple()
            s = rng.choice((1, -1))
            nv, t = (a, b, 0)[:n], (-b * s, a * s, 0)[:n]
            P = tuple(hi0[i] + nv[i] * kk for i in range(2)) + ((rng.uniform(-1, 1),) if n == 3 else ())
        u = rng.randint(1, 64) * 2.0 ** -8 * kk
        L = rng.randint(1, 64) * 2.0 ** -7 * kk
        c = tuple(P[i] - u * t[i] for i in range(n))
        d = tuple(L * t[i] for i in range(n))
        r = float(h * kk)
        for e in rng.sample(ks, 5) + ([rng.randint(-520, -515)] if prec == "d" else []):
            f = 2.0 ** e
            sc = [tuple(x * f for x in c), r * f, tuple(x * f for x in d), tuple(x * f for x in lo0),
                  tuple(x * f for x in hi0)]
            if prec == "f" and any(f32(x) != x for x in list(sc[0]) + [sc[1]] + list(sc[2])):
                continue
            for cc, dd, l2, h2 in sample_orient(rng, sc[0], sc[2], sc[3], sc[4], 1):
                for rr in (sc[1], ulps(sc[1], 1, prec), ulps(sc[1], -1, prec)):
                    check_aabb(prec, cc, rr, dd, l2, h2, family="Pythagorean grazes scaled 2^k %dD" % n)


def fam_skewed_axes(prec, n, rng, count):
    """Random scenes with each axis scaled by its own power of two (2^-900
    .. 2^600 in double), the radius one axis's, a flat box at times: gaps and
    slope terms on one axis far below the rounding of another's coordinates
    (a flushed term once stopped a ball at the wrong slab's entry)."""
    es = (-900, -600, -300, 0, 0, 300, 600) if prec == "d" else (-60, -30, 0, 0, 30, 60)
    for _ in range(count):
        c, r, d, lo, hi = rnd_scene(rng, n, prec)
        f = [2.0 ** rng.choice(es) for _ in range(n)]
        c, d, lo, hi = (tuple(v[i] * f[i] for i in range(n)) for v in (c, d, lo, hi))
        r = r * f[rng.randrange(n)]
        if rng.random() < 0.3:
            j = rng.randrange(n)
            hi = tuple(lo[i] if i == j else hi[i] for i in range(n))
        check_aabb(prec, c, r, d, lo, hi, family="skewed axes %dD" % n)


def fam_far_axis(prec, n, rng, count):
    """Random scenes with one axis made far: its slab reaching to 2^k (k up
    to 1000 in double, 120 in float) on one side or both, the center deep
    inside it or beyond its near bound, at a coordinate of its own size at
    times: the contact is decided on the other axes, or at the near bound,
    and must be as close as there (a cast once stepped back to 0 from a
    block at 0.42, the step sized by a coordinate of -1.5e207 on an axis
    the path stayed deep inside; the 3D sweep reported a corner's face time
    3 units short with a floor reaching to -2.7e16)."""
    top = 1000 if prec == "d" else 120
    for _ in range(count):
        c, r, d, lo, hi = rnd_scene(rng, n, prec)
        c, lo, hi, d = list(c), list(lo), list(hi), list(d)
        push_far_axis(rng, lambda x: rnd(x, prec), top, c, lo, hi, d)
        check_aabb(prec, tuple(c), r, tuple(d), tuple(lo), tuple(hi), family="far axis %dD" % n)


def fam_slow_axis(prec, n, rng, count):
    """A path fast on one axis onto a face (a thin box there, its face at 0
    or a tiny distance), slow on the others (down to 2^-1000 of the fast
    speed and below, or still), which lie inside slabs reaching far (up to
    2^1000): the step back from the contact must stay a few ulps of the
    scale from touching (a cast once counted such an axis, inside its
    slab, as an uncertainty of its distance to the slab's far end, and
    stopped 3.6e-9 short of a face where 4e-16 was the scale's rounding,
    when that axis's speed was exactly 2^-960 of the path's largest, scaled;
    CAST_SEED=8108)."""
    top, low = (1000, 1060) if prec == "d" else (120, 145)
    for _ in range(count):
        L = rng.randrange(n)
        s = rng.choice((-1.0, 1.0))
        c, d, lo, hi = [0.0] * n, [0.0] * n, [0.0] * n, [0.0] * n
        face = 0.0 if rng.random() < 0.3 else 2.0 ** -rng.randint(1, low)
        c[L] = s * rnd(rng.uniform(1, 8), prec)
        near, far = rnd(face, prec), -rnd(rng.uniform(0.25, 4), prec)
        lo[L], hi[L] = (far, near) if s > 0 else (-near, -far)
        k = rng.randint(top - top // 10, top - 4) if rng.random() < 0.7 else rng.randint(top // 2, top - 4)
        d[L] = -s * rnd(rng.uniform(1, 2) * 2.0 ** k, prec)
        for i in range(n):
            if i == L:
                continue
            c[i] = rnd(rng.uniform(-5, 5), prec)
            reach = (lambda: rng.randint(top - top // 5, top - 4)) if rng.random() < 0.6 else (lambda: rng.randint(0, top - 4))
            lo[i] = -rnd(rng.uniform(6, 8) * 2.0 ** reach(), prec)
            hi[i] = rnd(rng.uniform(6, 8) * 2.0 ** reach(), prec)
            u = rng.random()
            if u < 0.35 and prec == "d":
                # a power of two at the 2^-960 boundary of the scaled speeds
                d[i] = rng.choice((-1, 1)) * 2.0 ** (k - 960 + rng.randint(-1, 1))
            else:
                d[i] = 0.0 if u < 0.45 else rnd(rng.choice((-1, 1)) * rng.uniform(1, 8) * (2.0 ** -rng.randint(0, 60) if u < 0.7 else 1), prec)
        r = rnd(min(abs(c[L]) / 2, 2.0 ** -rng.randint(0, low)), prec) if rng.random() < 0.7 else rnd(rng.uniform(0.1, 0.9), prec)
        check_aabb(prec, tuple(c), r, tuple(d), tuple(lo), tuple(hi), family="slow axis in a vast slab %dD" % n)


def fam_obb(prec, n, rng, count):
    k = cvt(prec)
    for j in range(count):
        c, r, d, lo, hi = rnd_scene(rng, n, prec)
        center = tuple(k((lo[i] + hi[i]) / 2) for i in range(n))
        half = tuple(k((hi[i] - lo[i]) / 2) for i in range(n))
        quarter = j % 5 == 0
        if n == 2:
            a = rng.randint(0, 3) * math.pi / 2 if quarter else rng.uniform(0, 2 * math.pi)
            axes = (k(math.cos(a)), k(math.sin(a))) if not quarter else \
                ((1.0, 0.0), (0.0, 1.0), (-1.0, 0.0), (0.0, -1.0))[rng.randint(0, 3)]
        else:
            if quarter:
                import itertools
                perm = rng.choice(list(itertools.permutations(range(3))))
                sg = [rng.choice((1.0, -1.0)) for _ in range(3)]
                axes = tuple(tuple(sg[a] if b == perm[a] else 0.0 for b in range(3)) for a in range(3))
            else:
                q = rnd_dir(rng, 4)
                w, x, y, z = q
                m = [[1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)],
                     [2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)],
                     [2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)]]
                axes = tuple(tuple(k(m[row][col]) for row in range(3)) for col in range(3))
        # half the scenes start on the box's surface (touching) moving in a random direction,
        # or slide along a face at r
        if rng.random() < 0.3 and r > 0:
            face = rng.randrange(n)
            if n == 2:
                ax = [(axes[0], axes[1]), (-axes[1], axes[0])]
            else:
                ax = list(axes)
            u = ax[face]
            along = ax[(face + 1) % n]
            s = rng.uniform(-0.9, 0.9) * half[(face + 1) % n]
            c = tuple(k(center[i] + (half[face] + r) * u[i] + s * along[i]) for i in range(n))
            L = rng.uniform(0.1, 2)
            d = tuple(k(L * along[i]) for i in range(n)) if rng.random() < 0.6 else \
                tuple(k(L * (along[i] - 0.3 * u[i])) for i in range(n))
        check_obb(prec, c, r, d, center, half, axes, family="oriented %dD" % n)


def invalid_checks():
    nan, inf = float("nan"), float("inf")
    for prec in ("d", "f"):
        for n in (2, 3):
            good = ((0.0,) * n, 1.0, (1.0,) + (0.0,) * (n - 1), (2.0,) + (-1.0,) * (n - 1), (3.0,) + (1.0,) * (n - 1))
            c, r, d, lo, hi = good
            bads = []
            for field in range(5):
                for bad in (nan, inf, -inf):
                    parts = [list(c), [r], list(d), list(lo), list(hi)]
                    parts[field][0] = bad
                    bads.append((tuple(parts[0]), parts[1][0], tuple(parts[2]), tuple(parts[3]), tuple(parts[4])))
            bads.append((c, -1.0, d, lo, hi))
            bads.append((c, -0.0 if False else -1e-300 if prec == "d" else -1e-40, d, lo, hi))
            bads.append((c, r, d, hi, lo))
            for s in bads:
                stats["cases"] += 1
                families["invalid"] = families.get("invalid", 0) + 1
                res = call_aabb(prec, *s)
                if not isnan_all(res):
                    fail("invalid aabb %dD %s input %r -> %r" % (n, prec, s, res))
            # oriented: bad rotation, negative half, NaN anywhere
            center, half = (0.0,) * n, (1.0,) * n
            axes_ok = (1.0, 0.0) if n == 2 else ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))
            bad_axes = [(0.0, 0.0), (1.0, 1.0), (nan, 0.0), (0.6, 0.8 + 1e-3)] if n == 2 else \
                [((0.0,) * 3,) * 3, ((1.0, 0.0, 0.0), (1.0, 0.0, 0.0), (0.0, 0.0, 1.0)),
                 ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, nan)),
                 ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.01))]
            cs = ((5.0,) * n, 1.0, (-1.0,) * n)
            for ax in bad_axes:
                res = call_obb(prec, cs[0], cs[1], cs[2], center, half, ax)
                stats["cases"] += 1
                if not isnan_all(res):
                    fail("invalid obb %dD %s axes %r -> %r" % (n, prec, ax, res))
            for bad in ((-1.0,) + (1.0,) * (n - 1), (nan,) + (1.0,) * (n - 1), (inf,) + (1.0,) * (n - 1)):
                res = call_obb(prec, cs[0], cs[1], cs[2], center, bad, axes_ok)
                stats["cases"] += 1
                if not isnan_all(res):
                    fail("invalid obb %dD %s half %r -> %r" % (n, prec, bad, res))
            for bad_c in ((nan,) * n, (inf,) + (0.0,) * (n - 1)):
                for args in ((bad_c, 1.0, cs[2], center), (cs[0], 1.0, bad_c, center), (cs[0], 1.0, cs[2], bad_c),
                             (cs[0], nan, cs[2], center), (cs[0], -1.0, cs[2], center)):
                    res = call_obb(prec, args[0], args[1], args[2], args[3], half, axes_ok)
                    stats["cases"] += 1
                    if not isnan_all(res):
                        fail("invalid obb %dD %s %r -> %r" % (n, prec, args, res))
            # a float-accurate rotation is valid in double (spec: |c^2 + s^2 - 1| <= 1e-6)
            if n == 2:
                a = 0.7
                ax = (f32(math.cos(a)), f32(math.sin(a)))
                res = call_obb(prec, (5.0, 5.0), 1.0, (-1.0, -1.0), center, half, ax)
                stats["cases"] += 1
                if isnan_all(res):
                    fail("float-accurate rotation %r invalid in %s" % (ax, prec))


def main():
    seed = int(os.environ.get("CAST_SEED", "20261124"))
    rng = random.Random(seed)
    invalid_checks()
    for prec in ("d", "f"):
        for n in (2, 3):
            m = N_RANDOM if n == 2 else N_RANDOM * 2 // 3
            fam_random(prec, n, rng, m)
            fam_grid(prec, n, rng, m)
            fam_touching_starts(prec, n, rng)
            fam_resting_scaled(prec, n, rng, m // 4)
            fam_falling_on_tiles(prec, n, rng, m // 4)
            fam_overlapping_starts(prec, n, rng, m // 8)
            fam_grazes(prec, n, rng)
            if n == 3:
                fam_edge_end_grazes(prec, rng)
            fam_random_grazes(prec, n, rng, m // 2)
            fam_zero_radius(prec, n, rng, m // 10)
            fam_nondyadic(prec, n, rng, m // 4)
            fam_end_of_step(prec, n, rng, m // 4)
            fam_end_rounds_onto_box(prec, n, rng, m // 4)
            fam_before_sweep(prec, n, rng, m // 2)
            fam_thin_walls_far(prec, n, rng, m // 4)
            fam_long_path_small_box(prec, n, rng, m // 10)
            fam_scaled(prec, n, rng, m // 20)
            fam_mixed(prec, n, rng, m // 3)
            fam_pyth_grazes(prec, n, rng, m // 20)
            fam_skewed_axes(prec, n, rng, m // 2)
            fam_far_axis(prec, n, rng, m // 2)
            fam_slow_axis(prec, n, rng, m // 4)
            fam_obb(prec, n, rng, m)
    print("families:")
    for k, v in sorted(families.items()):
        print("  %6d  %s" % (v, k))
    print("stats:", stats)
    if failures:
        import re
        kinds = {}
        for f in failures:
            k = re.sub(r"[-+]?\d[\d.e+-]*", "#", f.split(" c=")[0].split(" input ")[0])
            kinds[k] = kinds.get(k, 0) + 1
        print("failures by kind:")
        for k, v in sorted(kinds.items(), key=lambda x: -x[1]):
            print("  %6d  %s" % (v, k))
        print("%d failures" % len(failures))
        return 1
    print("all %d cast cases agree with the oracle" % stats["cases"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
