# SPDX-License-Identifier: MIT
"""Throughput of the Python package against the C library on the same data.

    /usr/bin/python3 python/bench/bench_arrays.py [BUILD_DIR] [N] [RUNS]

Generates N rows (default 1,000,000) of random circles/boxes/velocities, times
each vectorized query (median of RUNS calls, inputs already in the right dtype
and layout), then compiles bench/baseline.c against BUILD_DIR/src/libcircbox.a
(same flags as the library) and times the same queries over the same rows in
a plain C loop. Prints ns/query for both and the ratio C time / Python time
(1.0 = as fast as C; the target is >= 0.5). Interleave runs on a busy machine.
"""
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

import circbox as cb

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def median_time(fn, runs):
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return sorted(times)[runs // 2]


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build")
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    rng = np.random.default_rng(1)
    circles = np.column_stack([rng.uniform(-10, 10, (n, 2)), rng.uniform(0.1, 2, n)])
    lo = rng.uniform(-10, 10, (n, 2))
    boxes = np.concatenate([lo, lo + rng.uniform(0, 4, (n, 2))], axis=1)
    vel = rng.uniform(-5, 5, (n, 2))
    spheres = np.column_stack([rng.uniform(-10, 10, (n, 3)), rng.uniform(0.1, 2, n)])
    q = rng.normal(size=(n, 4))
    q /= np.linalg.norm(q, axis=1, keepdims=True)
    w, x, y, z = q.T
    axes = np.stack([1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y),
                     2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x),
                     2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)], axis=1)
    obb3 = np.concatenate([rng.uniform(-10, 10, (n, 3)), rng.uniform(0, 3, (n, 3)), axes], axis=1)
    cf, bf = circles.astype(np.float32), boxes.astype(np.float32)
    py = {
        "overlap_circle_aabb2": lambda: cb.overlap_circle_aabb2(circles, boxes),
        "relate_circle_aabb2": lambda: cb.relate_circle_aabb2(circles, boxes),
        "relate_circle_aabb2f": lambda: cb.relate_circle_aabb2(cf, bf),
        "contact_circle_aabb2": lambda: cb.contact_circle_aabb2(circles, boxes),
        "sweep_circle_aabb2": lambda: cb.sweep_circle_aabb2(circles, vel, boxes),
        "cast_circle_aabb2": lambda: cb.cast_circle_aabb2(circles, vel, boxes),
        "relate_sphere_obb3": lambda: cb.relate_sphere_obb3(spheres, obb3),
    }
    with tempfile.TemporaryDirectory() as tmp:
        for name, arr in (("circles", circles), ("boxes", boxes), ("vel", vel), ("spheres", spheres),
                          ("obb3", obb3), ("circlesf", cf), ("boxesf", bf)):
            arr.tofile(os.path.join(tmp, name))
        exe = os.path.join(tmp, "baseline")
        lib = os.path.join(build, "src", "libcircbox.a")
        subprocess.run(["cc", "-O2", "-std=c11", "-ffp-contract=off", "-I", os.path.join(ROOT, "include"),
                        os.path.join(HERE, "baseline.c"), lib, "-o", exe], check=True)
        c_ns = {}
        for line in subprocess.run([exe, tmp, str(n), str(runs)], check=True, capture_output=True,
                                   text=True).stdout.split("\n"):
            if line:
                k, v = line.split()
                c_ns[k] = float(v)
    print(f"{n} rows, median of {runs}; batch ISA {cb.simd_name()}")
    print(f"{'query':24s} {'C ns/q':>8s} {'Python ns/q':>12s} {'ratio':>6s}")
    for name, fn in py.items():
        p_ns = 1e9 * median_time(fn, runs) / n
        print(f"{name:24s} {c_ns[name]:8.2f} {p_ns:12.2f} {c_ns[name] / p_ns:6.2f}")


if __name__ == "__main__":
    main()
