# SPDX-License-Identifier: MIT
"""Joins of a Dask DataFrame of circles against a table of boxes.

    import circbox.dask
    pairs = circbox.dask.join_circles(circles_ddf, boxes)   # lazy Dask DataFrame
    pairs.compute()                                          # columns: circle, box

The boxes (an (m, 4) array: min x, min y, max x, max y) are indexed ONCE
on the client (circbox.Index, the library's packed R-tree: one block of
bytes with no pointers), put into the graph as a single task, and so shipped
once to each worker that needs them; every partition of circles is then
joined there in one C call (GIL released). method="scan" uses the SIMD batch
select over every box instead (circbox.BoxColumns): no index to build,
cost proportional to circles x boxes. The result is the single-machine
``circbox.join_circle_aabb2`` exactly: the same pairs, circle-major, boxes
ascending, with the circle given by its DataFrame index label.

``join_spheres`` does the same in 3D (spheres x, y, z, r against (m, 6)
boxes).

The same code runs on a real cluster: create a ``distributed.Client`` for it
before calling ``.compute()`` (docs/scale.md). Needs Debian's python3-dask and
python3-distributed (dask.dataframe and pandas).
"""
import numpy as np
import pandas as pd

import circbox

__all__ = ["join_circles", "join_circles_local", "join_spheres", "join_spheres_local"]


def _meta(label):
    return pd.DataFrame({label: pd.Series([], dtype=np.int64), "box": pd.Series([], dtype=np.int64)})


def _shapes_of(frame, coords, r, radius):
    """The (n, dim + 1) shape array of one partition: the coordinate columns and
    the radius column, or a constant radius: in the coordinates' precision
    where it holds the radius exactly, else in float64 (a radius of 0.1 beside
    float32 coordinates is not rounded to float32 on the way). Every column
    is converted by circbox's own exact rule, naming the column where a value
    would round (an int64 column beyond 2**53 beside float ones is refused,
    not rounded as numpy.column_stack would)."""
    names = [f"column {c!r}" for c in list(coords) + ([r] if radius is None else [])]
    cols = [circbox._as_real_array(n, frame[c].to_numpy()) for n, c in zip(names, list(coords) + [r])]
    if radius is not None:
        # by the package's exact rule too: a string or a bool is refused, and
        # so is an integer float64 cannot hold (2**53 + 1 had been rounded)
        rad = circbox._as_real_array("radius", radius)
        if rad.ndim != 0:
            raise ValueError(f"radius: expected one number (a constant radius), got shape {rad.shape}")
        rad = circbox._exactly("radius", rad, np.float64)
        dtype = np.result_type(cols[0].dtype, np.float32)
        if np.asarray(rad, dtype=dtype) != rad:
            dtype = np.float64
        names.append("radius")
        cols.append(np.full(len(frame), rad, dtype=dtype))
    single = all(c.dtype.kind == "f" and c.dtype.itemsize <= 4 for c in cols)
    real = np.float32 if single else np.float64
    return np.column_stack([circbox._exactly(n, c, real) for n, c in zip(names, cols)])


def _join_partition(frame, boxes, coords, r, radius, label):
    shapes = _shapes_of(frame, coords, r, radius)
    i, j = boxes.join(shapes)
    return pd.DataFrame({label: _labels(frame, label)[i], "box": j})


def _labels(frame, label):
    """The frame's index labels as int64, or an error naming them: the
    result's column is int64, and a float, string or date label, or an
    unsigned one beyond 2**63 - 1, had been truncated or wrapped into it
    (an independent tester's finding: 7.9 read 7, 2**63 read -2**63)."""
    labels = frame.index.to_numpy()
    if labels.dtype.kind not in "iu":
        raise TypeError(f"{label}s: the frame's index labels must be integers (the result's {label!r} column is "
                        f"int64), got dtype {labels.dtype}")
    if labels.dtype.kind == "u" and labels.size and int(labels.max()) > np.iinfo(np.int64).max:
        raise ValueError(f"{label}s: the index label {int(labels.max())} is beyond int64")
    return labels.astype(np.int64, copy=False)


def _prepare(boxes, single, method):
    if isinstance(boxes, (circbox.Index, circbox.BoxColumns)):
        return boxes
    if method == "index":
        return circbox.Index(boxes, single)
    if method == "scan":
        return circbox.BoxColumns(boxes, single)
    raise ValueError(f"method: 'index' or 'scan', got {method!r}")


def _prepared(boxes, single, method, dim):
    prepared = _prepare(boxes, single, method)
    if prepared.dim != dim:
        raise ValueError(f"boxes: expected {dim}D boxes (shape (m, {2 * dim})), got {prepared.dim}D")
    return prepared


def _join(shapes, prepared, coords, r, radius, label):
    import dask

    shipped = dask.delayed(prepared, pure=True)
    return shapes.map_partitions(_join_partition, shipped, coords, r, radius, label, meta=_meta(label),
                                 align_dataframes=False)


def join_circles(circles, boxes, x="x", y="y", r="r", radius=None, single=None, method="index"):
    """Every overlapping (circle, box) pair, touching included, as a lazy Dask
    DataFrame with int64 columns ``circle`` (the circle row's index label; the
    index must be integer) and ``box`` (row of ``boxes``).

    circles: a Dask DataFrame with columns x, y, r (names configurable), or
    points with a constant ``radius``. boxes: an (m, 4) array, or a prepared
    circbox.Index / circbox.BoxColumns. single: run in float32 (default: when
    the boxes are float32). method: "index" (default) or "scan"; both give
    the same pairs. Nothing is rounded on the way: in float32, circles that
    float32 cannot hold exactly raise ValueError with the index (its
    queries run in float32) and run in float64 with the scan."""
    return _join(circles, _prepared(boxes, single, method, 2), (x, y), r, radius, "circle")


def join_circles_local(frame, boxes, x="x", y="y", r="r", radius=None, single=None, method="index"):
    """The same join on one pandas DataFrame, in this process (the reference)."""
    prepared = _prepared(boxes, single, method, 2)
    return _join_partition(frame, prepared, (x, y), r, radius, "circle").reset_index(drop=True)


def join_spheres(spheres, boxes, x="x", y="y", z="z", r="r", radius=None, single=None, method="index"):
    """The 3D join: every overlapping (sphere, box) pair as a lazy Dask DataFrame
    with int64 columns ``sphere`` (index label) and ``box``. spheres: columns
    x, y, z, r (or points with a constant ``radius``); boxes: an (m, 6) array
    (min x, min y, min z, max x, max y, max z) or a prepared 3D circbox.Index /
    circbox.BoxColumns. Equals ``circbox.join_sphere_aabb3`` exactly."""
    return _join(spheres, _prepared(boxes, single, method, 3), (x, y, z), r, radius, "sphere")


def join_spheres_local(frame, boxes, x="x", y="y", z="z", r="r", radius=None, single=None, method="index"):
    """The same 3D join on one pandas DataFrame, in this process (the reference)."""
    prepared = _prepared(boxes, single, method, 3)
    return _join_partition(frame, prepared, (x, y, z), r, radius, "sphere").reset_index(drop=True)
