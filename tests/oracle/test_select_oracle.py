# SPDX-License-Identifier: MIT
"""Oracle for cbx_select_*: exact rational arithmetic (fractions.Fraction)
decides, box by box, whether the circle (sphere) meets the box, and the
library's batch answer must list exactly those indices, ascending, at every
instruction-set level this machine runs (each forced through CBX_SIMD in a
child process, since the level is chosen once per process).

Scenes mix random boxes, faces at exactly the radius and one ulp either side,
corners on or next to the circle/sphere, and invalid boxes (NaN, infinities,
min > max), in 2D and 3D, double and float.
Every other scene is scaled by 2^e, e up to +-1040 (double) or +-140 (float).
Two more per kind are sparse: far boxes but one in 64, a dense stretch in
their middle (the kernels' two ways through a chunk); one has a radius whose
square overflows (2^512, float 2^64) and boxes a few ulps about its circle.
Default: 1500 boxes in the first two scenes of each kind (well under a minute in all).
Long run: CBX_SELECT_ORACLE_BOXES=100000 (or any count)."""
import ctypes
import math
import os
import random
import struct
import subprocess
import sys
from fractions import Fraction

import cbx

LEVELS = ["scalar", "sse2", "avx2", "avx512", "neon"]
N = int(os.environ.get("CBX_SELECT_ORACLE_BOXES", "1500"))


def f32(x):
    return cbx.to_f32(x)


def ulp(x, d, prec):
    """The neighbour of finite x one ulp toward the sign of d."""
    if prec == "d":
        return math.nextafter(x, math.inf if d > 0 else -math.inf)
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    if x == 0:
        return f32(1.4e-45) * (1 if d > 0 else -1)
    bits = bits + 1 if (x > 0) == (d > 0) else bits - 1
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def truth(c, r, lo, hi):
    vals = list(c) + [r] + list(lo) + list(hi)
    if any(math.isnan(v) or math.isinf(v) for v in vals) or r < 0:
        return False
    if any(l > h for l, h in zip(lo, hi)):
        return False
    d2 = Fraction(0)
    for x, l, h in zip(c, lo, hi):
        q = min(max(Fraction(x), Fraction(l)), Fraction(h))
        d2 += (Fraction(x) - q) ** 2
    return d2 <= Fraction(r) ** 2


def make_scene(rng, dim, prec, n, scaled, sparse=False):
    """sparse: far boxes but one in 64 (which is one of the near families),
    except a dense middle stretch: the kernels' sparse way (no screen, the
    selected boxes checked after each chunk) and their dense way, in turn."""
    rnd = f32 if prec == "f" else (lambda v: v)
    c = [rnd(rng.choice([0.5, -1.25, 3.0, 0.1, 1e-3])) for _ in range(dim)]
    r = rnd(rng.choice([1.0, 2.5, 0.375, 0.0, 0.7]))
    boxes = []
    for i in range(n):
        fam = rng.randrange(4)
        far = False
        if sparse and not (n // 3 <= i < n // 2):
            far = rng.randrange(64) != 0
            fam = 0 if far else rng.randrange(1, 4)
        lo, hi = [], []
        if fam == 0:
            for a in range(dim):
                x = rnd(rng.uniform(-6, 6) + (64 if far and a == 0 else 0))
                lo.append(x)
                hi.append(rnd(x + rng.uniform(0, 3)))
        elif fam == 1:  # a face at distance r (rounded), maybe one ulp off
            ax = rng.randrange(dim)
            for a in range(dim):
                lo.append(rnd(c[a] - rng.uniform(0, 2)))
                hi.append(rnd(c[a] + rng.uniform(0, 2)))
            face = rnd(c[ax] + r)
            step = rng.choice([-1, 0, 1])
            if step:
                face = ulp(face, step, prec)
            lo[ax], hi[ax] = face, rnd(face + rng.uniform(0, 2))
        elif fam == 2:  # a corner near the circle/sphere, box going outward
            v = [rng.gauss(0, 1) for _ in range(dim)]
            m = math.sqrt(sum(x * x for x in v)) or 1.0
            for a in range(dim):
                corner = rnd(c[a] + r * v[a] / m)
                step = rng.choice([-1, 0, 1])
                if step:
                    corner = ulp(corner, step, prec)
                if v[a] >= 0:
                    lo.append(corner)
                    hi.append(rnd(corner + rng.uniform(0, 2)))
                else:
                    hi.append(corner)
                    lo.append(rnd(corner - rng.uniform(0, 2)))
        else:  # invalid or extreme
            for a in range(dim):
                lo.append(rnd(c[a] - rng.uniform(0, 1)))
                hi.append(rnd(c[a] + rng.uniform(0, 1)))
            ax = rng.randrange(dim)
            k = rng.randrange(5)
            if k == 0:
                lo[ax] = math.nan
            elif k == 1:
                hi[ax] = math.inf
            elif k == 2:
                lo[ax] = -math.inf
            elif k == 3:
                lo[ax], hi[ax] = hi[ax] + 1, lo[ax]
            else:
                lo[ax] = hi[ax] = rnd(c[ax] + r)
        boxes.append((lo, hi))
    # Now and then the whole scene moves to the ends of the range (a power of
    # two, so exact until squares underflow or overflow: that is the point).
    if scaled:
        e = rng.choice([-1040, -1000, -520, 500, 1000, 1019] if prec == "d" else [-140, -120, -60, 60, 120, 123])
        k = math.ldexp(1.0, e)
        c = [rnd(x * k) for x in c]
        r = rnd(r * k)
        boxes = [([rnd(x * k) for x in lo], [rnd(x * k) for x in hi]) for lo, hi in boxes]
    return c, r, boxes


def make_overflow_scene(rng, dim, prec, n):
    """A radius whose square overflows (2^512 in double, 2^64 in float) and
    boxes within a few ulps of its circle (sphere), most of them points,
    some flat or small: the kernels' "certainly within" threshold was then
    infinite and took boxes a few ulps beyond the circle (an independent
    tester: 26 to 33 of 3,200 such boxes selected wrongly, at every level)."""
    rnd = f32 if prec == "f" else (lambda v: v)
    r = math.ldexp(1.0, 512 if prec == "d" else 64)
    c = [rnd(rng.uniform(-1, 1) * math.ldexp(r, -rng.randrange(2, 40))) for _ in range(dim)]
    boxes = []
    for _ in range(n):
        v = [rng.gauss(0, 1) for _ in range(dim)]
        m = math.sqrt(sum(x * x for x in v)) or 1.0
        lo, hi = [], []
        for a in range(dim):
            x = rnd(c[a] + r * (v[a] / m))
            for _ in range(rng.randrange(4)):
                x = ulp(x, v[a], prec)
            lo.append(x)
            hi.append(x if rng.random() < 0.7 else rnd(x + math.copysign(math.ldexp(r, -rng.randrange(1, 60)), v[a])))
        boxes.append(([min(a, b) for a, b in zip(lo, hi)], [max(a, b) for a, b in zip(lo, hi)]))
    return c, r, boxes


def run_select(dim, prec, c, r, boxes):
    real = ctypes.c_double if prec == "d" else ctypes.c_float
    t = cbx.T[prec]
    n = len(boxes)
    arrays = []
    for a in range(dim):
        arrays.append((real * n)(*[b[0][a] for b in boxes]))
    for a in range(dim):
        arrays.append((real * n)(*[b[1][a] for b in boxes]))
    out = (ctypes.c_uint32 * max(n, 1))()
    sfx = "f" if prec == "f" else ""
    if dim == 2:
        fn = getattr(cbx._lib, "cbx_select_circle_aabb2" + sfx)
        shape = t["Circle"](t["Vec2"](*c), r)
    else:
        fn = getattr(cbx._lib, "cbx_select_sphere_aabb3" + sfx)
        shape = t["Sphere"](t["Vec3"](*c), r)
    ptr = ctypes.POINTER(real)
    fn.argtypes = [type(shape)] + [ptr] * (2 * dim) + [ctypes.c_size_t, ctypes.POINTER(ctypes.c_uint32)]
    fn.restype = ctypes.c_size_t
    k = fn(shape, *[ctypes.cast(a, ptr) for a in arrays], n, out)
    return list(out[:k])


def child():
    name_fn = cbx._lib.cbx_simd_name
    name_fn.restype = ctypes.c_char_p
    level = name_fn().decode()
    want = os.environ["CBX_SIMD"]
    if level != want:
        print(f"{want}: not available here (runs {level}); skipped")
        return 0
    rng = random.Random(20261121)
    failures = cases = 0

    def check(dim, prec, scene, what):
        c, r, boxes = scene
        want_idx = [i for i, (lo, hi) in enumerate(boxes) if truth(c, r, lo, hi)]
        got = run_select(dim, prec, c, r, boxes)
        if got != want_idx:
            print(f"FAIL {level} {dim}D {prec}{what}: {len(got)} selected, oracle {len(want_idx)}; "
                  f"first differences {sorted(set(got) ^ set(want_idx))[:5]}")
        return len(boxes), got != want_idx

    for dim in (2, 3):
        for prec in ("d", "f"):
            scenes = [(make_scene(rng, dim, prec, N if k < 2 else rng.randrange(0, 50), k % 2 == 1), "")
                      for k in range(8)]
            # Sparse scenes longer than three of the widest kernel's chunks
            # (1,024 boxes: AVX-512 in float), one plain and one scaled.
            scenes += [(make_scene(rng, dim, prec, max(N, 3109), scaled, sparse=True), " sparse")
                       for scaled in (False, True)]
            scenes.append((make_overflow_scene(rng, dim, prec, 800), " r*r overflowing"))
            for scene, what in scenes:
                n, failed = check(dim, prec, scene, what)
                cases += n
                failures += failed
    print(f"{level}: {cases} boxes against the exact oracle, {failures} scenes differ")
    return 1 if failures else 0


def main():
    if os.environ.get("CBX_SELECT_ORACLE_CHILD"):
        return child()
    status = 0
    for level in LEVELS:
        env = dict(os.environ, CBX_SIMD=level, CBX_SELECT_ORACLE_CHILD="1")
        status |= subprocess.run([sys.executable, __file__], env=env).returncode
    return status


if __name__ == "__main__":
    sys.exit(main())
