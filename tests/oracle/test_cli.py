# SPDX-License-Identifier: MIT
"""The circbox tool answers exactly what the library answers.

Random queries (circle vs axis-aligned and oriented box; relate, contact and,
when the library has them, sweep; double and float) go through the tool
twice, once as a JSON Lines batch and a sample as single commands, and every
number printed must read back to the library's own result bit for bit (JSON
null where the library gives NaN). Boxes at right angles must come out
exactly axis-aligned. The tool is found next to the library's build
(tools/circbox), or at $CIRCBOX_CLI.

    python3 test_cli.py                  # CI sample (~6,000 batch lines, 120 commands)
    CBX_ORACLE_SCALE=20 python3 ...      # twenty times more
"""
import json
import math
import os
import random
import subprocess
import sys

import cbx

SCALE = float(os.environ.get("CBX_ORACLE_SCALE", "1"))
rng = random.Random(int(os.environ.get("CBX_ORACLE_SEED", "7")))


def find_cli():
    if os.environ.get("CIRCBOX_CLI"):
        return os.environ["CIRCBOX_CLI"]
    lib = os.environ.get("CIRCBOX_LIB", "")
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(lib))), "tools", "circbox")
    return path if os.path.exists(path) else None


CLI = find_cli()
if CLI is None:
    print("circbox tool not built (cJSON missing?): skipped")
    sys.exit(0)

D, F = cbx.api("d"), cbx.api("f")
HAVE_SWEEP = hasattr(D, "sweep_circle_aabb2") and "not in this build" not in subprocess.run(
    [CLI, "sweep", "--circle", "0,0,1", "--aabb", "2,2,3,3"], capture_output=True, text=True).stderr

HAVE_3D = hasattr(D, "relate_sphere_aabb3") and "not in this build" not in subprocess.run(
    [CLI, "relate", "--sphere", "0,0,0,1", "--aabb3", "2,2,2,3,3,3"], capture_output=True, text=True).stderr
HAVE_SWEEP3 = HAVE_3D and hasattr(D, "sweep_sphere_aabb3") and "not in this build" not in subprocess.run(
    [CLI, "sweep", "--sphere", "0,0,0,1", "--aabb3", "2,2,2,3,3,3"], capture_output=True, text=True).stderr

failures, passed = [], 0


def check(ok, what):
    global passed
    if ok:
        passed += 1
    elif len(failures) < 30:
        failures.append(what)


def rotation(deg):
    """The tool's rotation (tools/cli_rotation.c), step for step."""
    a = math.fmod(deg, 360.0)
    if a < 0:
        a += 360.0
    k = round(a / 90.0)  # ties to even, as nearbyint
    r = a - 90.0 * k
    cr, sr = (1.0, 0.0) if r == 0 else (math.cos(r * (math.pi / 180.0)), math.sin(r * (math.pi / 180.0)))
    c, s = [(cr, sr), (-sr, cr), (-cr, -sr), (sr, -cr)][int(k) & 3]
    return c + 0.0, s + 0.0


def euler_axes(yaw, pitch, roll):
    """The tool's Rz(yaw) Ry(pitch) Rx(roll) columns (tools/cli_rotation.c), step for step."""
    cz, sz = rotation(yaw)
    cy, sy = rotation(pitch)
    cx, sx = rotation(roll)
    return [(cz * cy, sz * cy, -sy),
            (cz * sy * sx - sz * cx, sz * sy * sx + cz * cx, cy * sx),
            (cz * sy * cx + sz * sx, sz * sy * cx - cz * sx, cy * cx)]


def number():
    kind = rng.random()
    if kind < 0.5:
        return float(rng.randint(-8, 8)) / rng.choice([1, 2, 4, 8])  # ties and tangencies
    if kind < 0.9:
        return rng.uniform(-6, 6)
    return rng.uniform(-1, 1) * 10.0 ** rng.randint(-300, 300)


def angle():
    return rng.choice([0, 90, -90, 180, 270, 450, rng.uniform(-400, 400)])


def query3():
    op = rng.choice(["relate", "contact", "sweep"] if HAVE_SWEEP3 else ["relate", "contact"])
    q = {"op": op, "sphere": [number(), number(), number(), abs(number())]}
    kind = rng.random()
    if kind < 0.4:
        lo = [number() for _ in range(3)]
        q["aabb3"] = lo + [v + abs(number()) for v in lo]
    elif kind < 0.8:
        q["obb3"] = [number() for _ in range(3)] + [abs(number()) for _ in range(3)] + [angle(), angle(), angle()]
    else:  # the axes given as vectors: a quarter-turn frame, exactly orthonormal
        axes = euler_axes(rng.choice([0, 90, 180, 270]), rng.choice([0, 90, 180, 270]), rng.choice([0, 90, 180, 270]))
        q["obb3"] = [number() for _ in range(3)] + [abs(number()) for _ in range(3)] + [v for a in axes for v in a]
    if op == "sweep":
        q["velocity"] = [number(), number(), number()]
        if rng.random() < 0.5:
            q["box_velocity"] = [number(), number(), number()]
    if rng.random() < 0.3:
        q["float"] = True
    return q


def query():
    if HAVE_3D and rng.random() < 0.4:
        return query3()
    op = rng.choice(["relate", "contact", "sweep"] if HAVE_SWEEP else ["relate", "contact"])
    q = {"op": op, "circle": [number(), number(), abs(number())]}
    if rng.random() < 0.5:
        x, y = number(), number()
        q["aabb"] = [x, y, x + abs(number()), y + abs(number())]
    else:
        q["obb"] = [number(), number(), abs(number()), abs(number()),
                    angle()]
    if op == "sweep":
        q["velocity"] = [number(), number()]
        if rng.random() < 0.5:
            q["box_velocity"] = [number(), number()]
    if rng.random() < 0.3:
        q["float"] = True
    return q


def library(q):
    """The library's answer for a query, as the tool would print it (numbers as Python floats)."""
    prec = "f" if q.get("float") else "d"
    api, t = (F, cbx.T["f"]) if prec == "f" else (D, cbx.T["d"])
    r = cbx.to_f32 if prec == "f" else float
    if "sphere" in q:
        return library3(q, api, t, r)
    x, y, rad = (r(v) for v in q["circle"])
    c = t["Circle"](t["Vec2"](x, y), rad)
    if "aabb" in q:
        b = q["aabb"]
        box, kind = t["Aabb2"](t["Vec2"](r(b[0]), r(b[1])), t["Vec2"](r(b[2]), r(b[3]))), "aabb2"
    else:
        o = q["obb"]
        cs, sn = rotation(o[4])
        box = t["Obb2"](t["Vec2"](r(o[0]), r(o[1])), t["Vec2"](r(o[2]), r(o[3])), t["Rot2"](r(cs), r(sn)))
        kind = "obb2"
    names = {cbx.SEPARATE: "separate", cbx.TOUCHING: "touching", cbx.OVERLAPPING: "overlapping"}
    if q["op"] == "relate":
        return {"relation": names.get(getattr(api, "relate_circle_" + kind)(c, box), "invalid")}
    if q["op"] == "contact":
        k = getattr(api, "contact_circle_" + kind)(c, box)
        return {"relation": names.get(k.relation, "invalid"), "distance": k.distance,
                "point": [k.point.x, k.point.y], "normal": [k.normal.x, k.normal.y]}
    v = q["velocity"]
    bv = q.get("box_velocity", [0.0, 0.0])
    s = getattr(api, "sweep_circle_" + kind)(c, t["Vec2"](r(v[0]), r(v[1])), box, t["Vec2"](r(bv[0]), r(bv[1])))
    types = {cbx.SWEEP_CONTACT: "contact", cbx.SWEEP_NONE: "none", cbx.SWEEP_OVERLAP: "overlap"}
    return {"type": types.get(s.type, "invalid"), "time": s.time,
            "point": [s.point.x, s.point.y], "normal": [s.normal.x, s.normal.y]}


NAMES = {cbx.SEPARATE: "separate", cbx.TOUCHING: "touching", cbx.OVERLAPPING: "overlapping"}
TYPES = {cbx.SWEEP_CONTACT: "contact", cbx.SWEEP_NONE: "none", cbx.SWEEP_OVERLAP: "overlap"}


def library3(q, api, t, r):
    def vec(v):
        return t["Vec3"](r(v[0]), r(v[1]), r(v[2]))
    sp = q["sphere"]
    s = t["Sphere"](vec(sp), r(sp[3]))
    if "aabb3" in q:
        b = q["aabb3"]
        box, kind = t["Aabb3"](vec(b[:3]), vec(b[3:])), "aabb3"
    else:
        o = q["obb3"]
        axes = euler_axes(*o[6:9]) if len(o) == 9 else [o[6:9], o[9:12], o[12:15]]
        box = t["Obb3"](vec(o[:3]), vec(o[3:6]), (t["Vec3"] * 3)(*[vec(a) for a in axes]))
        kind = "obb3"
    if q["op"] == "relate":
        return {"relation": NAMES.get(getattr(api, "relate_sphere_" + kind)(s, box), "invalid")}
    if q["op"] == "contact":
        k = getattr(api, "contact_sphere_" + kind)(s, box)
        return {"relation": NAMES.get(k.relation, "invalid"), "distance": k.distance,
                "point": [k.point.x, k.point.y, k.point.z], "normal": [k.normal.x, k.normal.y, k.normal.z]}
    bv = q.get("box_velocity", [0.0, 0.0, 0.0])
    w = getattr(api, "sweep_sphere_" + kind)(s, vec(q["velocity"]), box, vec(bv))
    return {"type": TYPES.get(w.type, "invalid"), "time": w.time,
            "point": [w.point.x, w.point.y, w.point.z], "normal": [w.normal.x, w.normal.y, w.normal.z]}


def same(tool, lib, is_float):
    """Equal bit for bit after reading the tool's text back (null = NaN)."""
    if isinstance(lib, list):
        return isinstance(tool, list) and len(tool) == len(lib) and all(same(a, b, is_float) for a, b in zip(tool, lib))
    if isinstance(lib, float):
        if math.isnan(lib):
            return tool is None
        if tool is None or isinstance(tool, str):
            return False
        v = cbx.to_f32(float(tool)) if is_float else float(tool)
        return v == lib and math.copysign(1, v) == math.copysign(1, lib)
    return tool == lib


def compare(tool, q, where):
    lib = library(q)
    ok = set(tool) == set(lib) and all(same(tool[k], lib[k], q.get("float", False)) for k in lib)
    check(ok, f"{where}: {json.dumps(q)}\n  tool {json.dumps(tool)}\n  lib  {json.dumps(lib)}")


def command_line(q):
    args = [CLI, q["op"]]
    for key, opt in [("circle", "--circle"), ("aabb", "--aabb"), ("obb", "--obb"), ("sphere", "--sphere"),
                     ("aabb3", "--aabb3"), ("obb3", "--obb3"),
                     ("velocity", "--velocity"), ("box_velocity", "--box-velocity")]:
        if key in q:
            args += [opt, ",".join(repr(v) for v in q[key])]
    if q.get("float"):
        args.append("--float")
    return args


def main():
    n_batch, n_cmd = int(6000 * SCALE), int(120 * SCALE)
    queries = [query() for _ in range(n_batch)]
    # float queries whose numbers overflow float are errors, not answers: keep them finite
    for q in queries:
        if q.get("float"):
            for key in ("circle", "aabb", "obb", "sphere", "aabb3", "obb3", "velocity", "box_velocity"):
                if key in q:
                    q[key] = [max(-1e30, min(1e30, v)) for v in q[key]]
    text = "".join(json.dumps(dict(q, id=i)) + "\n" for i, q in enumerate(queries))
    run = subprocess.run([CLI, "batch"], input=text, capture_output=True, text=True)
    lines = run.stdout.splitlines()
    check(len(lines) == len(queries), f"batch: {len(lines)} output lines for {len(queries)} inputs")
    outs = [json.loads(line, parse_int=float) for line in lines]
    failed_lines = 0
    for i, (out, q) in enumerate(zip(outs, queries)):
        if "error" in out:
            # the tool refuses only what the library calls invalid
            failed_lines += 1
            lib = library(q)
            check("invalid" in (lib.get("relation"), lib.get("type")), f"batch line {i + 1}: {out} for {json.dumps(q)}")
            continue
        check(out.pop("id") == i, f"batch line {i + 1}: id not echoed")
        compare(out, q, f"batch line {i + 1}")
    check(run.returncode == (1 if failed_lines else 0), f"batch exit status {run.returncode}")
    for i, q in enumerate(queries[:n_cmd]):
        r = subprocess.run(command_line(q), capture_output=True, text=True)
        if i < len(outs) and "error" in outs[i]:
            check(r.returncode == 2 and r.stdout == "", f"command {command_line(q)} answered a line batch refused")
            continue
        check(r.returncode == 0 and r.stderr == "", f"command {command_line(q)}: status {r.returncode} {r.stderr}")
        compare(json.loads(r.stdout, parse_int=float), q, "command")
    # Right angles are exact: the oriented box equals the axis-aligned one.
    for deg in (90, -90, 180, 270, 450, 720, -180, 3600):
        for circle in ("2,0,1", "1.5,2.5,0.5", "3,4,5", "0.25,0.5,0.125"):
            got = subprocess.run([CLI, "contact", "--circle", circle, "--obb", f"0,0,2,1,{deg}"],
                                 capture_output=True, text=True).stdout
            odd = (deg // 90) % 2
            hx, hy = (1, 2) if odd else (2, 1)
            want = subprocess.run([CLI, "contact", "--circle", circle, "--aabb", f"{-hx},{-hy},{hx},{hy}"],
                                  capture_output=True, text=True).stdout
            # equal values (a rotated box may carry a negative zero where the aabb has +0)
            check(got != "" and json.loads(got) == json.loads(want), f"obb at {deg} degrees vs aabb: {got!r} {want!r}")
    print(f"tool vs library: {n_batch} batch lines ({failed_lines} rejected as invalid), {n_cmd} commands, "
          f"sweeps {'on' if HAVE_SWEEP else 'not in this build'}, 3D {'on' if HAVE_3D else 'not in this build'}, "
          f"3D sweeps {'on' if HAVE_SWEEP3 else 'not in this build'}")
    for f in failures:
        print("FAIL", f)
    print(f"{passed} passed, {len(failures)} failed")
    return 1 if failures else 0


sys.exit(main())
