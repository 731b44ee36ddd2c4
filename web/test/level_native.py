# SPDX-License-Identifier: MIT
"""Judges level-mode states with the native library (make test-web).

Reads a JSON list of states as window.circboxLevel.state() gives them (the
exact doubles the page's module held: ball [x, y, r], aabbs [[min.x, min.y,
max.x, max.y]], obbs [[center.x, center.y, half.x, half.y, c, s]]) from
stdin; writes a JSON list with, for each state, the boxes the ball overlaps:
an axis-aligned box when cbx_relate_circle_aabb2 says OVERLAPPING (exact), an
oriented box when the contact distance is below minus the margin its rounded
rotation allows, 16 eps (|dx| + |dy| + half.x + half.y + r), the margin the
casts and the mover judge oriented boxes by.
"""
import json
import sys

import cbx

A = cbx.api("d")
T = A.T
EPS = 2.0 ** -52
OVERLAPPING = 2


def overlapped(state):
    x, y, r = state["ball"]
    c = T["Circle"](T["Vec2"](x, y), r)
    out = []
    for k, (x0, y0, x1, y1) in enumerate(state["aabbs"]):
        if A.relate_circle_aabb2(c, T["Aabb2"](T["Vec2"](x0, y0), T["Vec2"](x1, y1))) == OVERLAPPING:
            out.append(["aabb", k])
    for k, (cx, cy, hx, hy, rc, rs) in enumerate(state["obbs"]):
        o = T["Obb2"](T["Vec2"](cx, cy), T["Vec2"](hx, hy), T["Rot2"](rc, rs))
        margin = 16 * EPS * (abs(x - cx) + abs(y - cy) + hx + hy + r)
        if A.contact_circle_obb2(c, o).distance < -margin:
            out.append(["obb", k])
    return out


json.dump([overlapped(s) for s in json.load(sys.stdin)], sys.stdout)
