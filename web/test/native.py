# SPDX-License-Identifier: MIT
"""The native library's answers for scenes the web page used (make test-web).

Reads a JSON list of scenes, exactly as the page exposes them in
#readout[data-scene], from stdin; calls the native library through the ctypes
binding tests/oracle/cbx.py ($CIRCBOX_LIB); writes a JSON list of answers in the
page's shape. Every double is written as its repr (a string), which names it
exactly; "sweep" is null when the library has no sweep yet.
"""
import json
import sys

import cbx

A = cbx.api("d")
T = A.T


def vec(v):
    return T["Vec2"](v["x"], v["y"])


def num(x):
    return repr(float(x))


def pt(p):
    return {"x": num(p.x), "y": num(p.y)}


def answer(q):
    c = T["Circle"](vec(q["circle"]["center"]), q["circle"]["radius"])
    b = q["box"]
    if q["kind"] == "obb2":
        box = T["Obb2"](vec(b["center"]), vec(b["half"]), T["Rot2"](b["rot"]["c"], b["rot"]["s"]))
    else:
        box = T["Aabb2"](vec(b["min"]), vec(b["max"]))
    kind = q["kind"]
    k = getattr(A, "contact_circle_" + kind)(c, box)
    out = {
        "relation": getattr(A, "relate_circle_" + kind)(c, box),
        "overlap": bool(getattr(A, "overlap_circle_" + kind)(c, box)),
        "contact": {"relation": k.relation, "distance": num(k.distance), "point": pt(k.point),
                    "normal": pt(k.normal)},
        "sweep": None,
    }
    sweep = getattr(A, "sweep_circle_" + kind, None)
    if sweep is not None:
        s = sweep(c, vec(q["c_vel"]), box, vec(q["b_vel"]))
        out["sweep"] = {"type": s.type, "time": num(s.time), "point": pt(s.point), "normal": pt(s.normal)}
    return out


json.dump([answer(q) for q in json.load(sys.stdin)], sys.stdout)
