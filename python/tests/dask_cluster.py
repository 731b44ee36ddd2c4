# SPDX-License-Identifier: MIT
"""The Dask join on a distributed.LocalCluster (two worker processes on the
loopback address) equals the single-machine join exactly; prints the cost.

    /usr/bin/python3 python/tests/dask_cluster.py [N_CIRCLES] [N_BOXES] [PARTITIONS] [index|scan] [2|3]

The last argument 3 joins spheres against 3D boxes (join_spheres) instead.

Run as a file (the cluster spawns processes, which need the __main__ guard).
Exit 0 when equal; prints pairs, seconds and seconds per million pairs.
"""
import sys
import time

import numpy as np
import pandas as pd


def data(n, m, seed=7):
    rng = np.random.default_rng(seed)
    # Integer-grid data: many exact tangencies, which must agree everywhere.
    df = pd.DataFrame({"x": rng.integers(0, 1000, n).astype(float), "y": rng.integers(0, 1000, n).astype(float),
                       "r": rng.integers(0, 6, n).astype(float)})
    df.index = pd.RangeIndex(10, 10 + 3 * n, 3)  # labels that are not positions
    lo = rng.integers(0, 1000, (m, 2))
    boxes = np.concatenate([lo, lo + rng.integers(0, 20, (m, 2))], axis=1).astype(float)
    return df, boxes


def data3(n, m, seed=7):
    """As data(), in 3D: integer spheres x, y, z, r and boxes (m, 6)."""
    rng = np.random.default_rng(seed)
    df = pd.DataFrame({c: rng.integers(0, 300, n).astype(float) for c in "xyz"})
    df["r"] = rng.integers(0, 6, n).astype(float)
    df.index = pd.RangeIndex(10, 10 + 3 * n, 3)
    lo = rng.integers(0, 300, (m, 3))
    boxes = np.concatenate([lo, lo + rng.integers(0, 20, (m, 3))], axis=1).astype(float)
    return df, boxes


def main():
    import dask.dataframe as dd
    from distributed import Client, LocalCluster

    import circbox.dask

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    m = int(sys.argv[2]) if len(sys.argv) > 2 else 5_000
    parts = int(sys.argv[3]) if len(sys.argv) > 3 else 8
    method = sys.argv[4] if len(sys.argv) > 4 else "index"
    dim = int(sys.argv[5]) if len(sys.argv) > 5 else 2
    df, boxes = data(n, m) if dim == 2 else data3(n, m)
    join = circbox.dask.join_circles if dim == 2 else circbox.dask.join_spheres
    join_local = circbox.dask.join_circles_local if dim == 2 else circbox.dask.join_spheres_local
    local = []
    for _ in range(3):
        t0 = time.perf_counter()
        ref = join_local(df, boxes, method=method)
        local.append(time.perf_counter() - t0)
    local_s = sorted(local)[1]
    with LocalCluster(n_workers=2, threads_per_worker=1, host="127.0.0.1", dashboard_address=None,
                      processes=True) as cluster, Client(cluster) as client:
        ddf = dd.from_pandas(df, npartitions=parts)
        pairs = join(ddf, boxes, method=method)
        # Warm the workers (imports) on other data: a different graph, so no
        # result of it can be reused by the timed run.
        join(dd.from_pandas(df.head(1000), npartitions=2), boxes[:10]).compute()
        t0 = time.perf_counter()
        got = pairs.compute().reset_index(drop=True)
        cluster_s = time.perf_counter() - t0
        workers = len(client.scheduler_info()["workers"])
    equal = got.equals(ref)
    ref_scan = join_local(df, boxes, method="scan")
    equal = equal and ref.equals(ref_scan)
    print(f"{dim}D, method {method}: shapes {n}, boxes {m}, partitions {parts}, workers {workers}: pairs {len(ref)}, equal {equal}")
    print(f"single machine (one call): {local_s:.3f} s = {1e6 * local_s / max(len(ref), 1):.3f} s per million pairs")
    print(f"LocalCluster (2 workers):  {cluster_s:.3f} s = {1e6 * cluster_s / max(len(ref), 1):.3f} s per million pairs")
    return 0 if equal and workers == 2 and len(ref) > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
