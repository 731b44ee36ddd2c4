# SPDX-License-Identifier: MIT
"""The C library called one row at a time through ctypes: the reference the
vectorized package must equal bit for bit. Loads $CIRCBOX_LIB (the build's
tests/libcircbox_py.so). Every shape is passed as a struct of N reals, which
has the same layout and calling convention as the library's nested structs."""
import ctypes
import os

import numpy as np

LIB_PATH = os.environ.get("CIRCBOX_LIB") or os.path.join(
    os.path.dirname(__file__), "..", "..", "build", "tests", "libcircbox_py.so")


def load():
    if not os.path.exists(LIB_PATH):
        return None
    return ctypes.CDLL(LIB_PATH)


_flat = {}


def flat(real, n):
    key = (real, n)
    if key not in _flat:
        _flat[key] = type(f"Flat{n}", (ctypes.Structure,), {"_fields_": [(f"v{i}", real) for i in range(n)]})
    return _flat[key]


def result(real, dim, kind):
    lead = [("code", ctypes.c_int)] if kind != "cast" else [("code", ctypes.c_bool)]
    vecs = 3 if kind == "cast" else 2
    fields = lead + [("t", real)] + [(f"v{i}", real) for i in range(vecs * dim)]
    return type(f"R{kind}{dim}", (ctypes.Structure,), {"_fields_": fields})


WIDTHS = {"circle_aabb2": (3, 4, 2), "circle_obb2": (3, 6, 2), "sphere_aabb3": (4, 6, 3),
          "sphere_obb3": (4, 15, 3)}


def call(lib, query, pair, single, *rows):
    """One C call; rows are 1-D NumPy arrays in the package's layouts."""
    real = ctypes.c_float if single else ctypes.c_double
    sw, bw, dim = WIDTHS[pair]
    name = f"cbx_{query}_{pair}" + ("f" if single else "")
    fn = getattr(lib, name)
    widths = {"overlap": [sw, bw], "relate": [sw, bw], "contact": [sw, bw],
              "sweep": [sw, dim, bw, dim], "cast": [sw, dim, bw]}[query]
    fn.argtypes = [flat(real, w) for w in widths]
    fn.restype = {"overlap": ctypes.c_bool, "relate": ctypes.c_int}.get(query) or result(real, dim, query)
    args = [flat(real, w)(*[float(x) for x in r]) for w, r in zip(widths, rows)]
    out = fn(*args)
    if query in ("overlap", "relate"):
        return out
    nums = [out.t] + [getattr(out, f"v{i}") for i in range((3 if query == "cast" else 2) * dim)]
    return out.code, np.array(nums, dtype=np.float32 if single else np.float64)
