#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Look for the vector round trip that gcc 12 miscompiles, in the library.

gcc 12.2 vectorizes a pair such as out[0] = (double)(float)x;
out[1] = (double)(float)y; into a conversion of the vector {x, y} to float
and back to double, and then folds the two conversions away, as if float
held every double: out = {x, y}, unrounded. A float query of circbox that
rounds a pair of numbers to float and reads them back as double (a float
center, then certified in double) would then certify numbers it does not
return, silently.

This compiles every src/**/*.c with the library's flags at -O2 and -O3,
with gcc's dumps of the two vectorizer passes (loop, "vect"; straight-line
code, "slp2"), where both conversions are still written out, and lists every
vector conversion to double whose operand is a vector conversion to float.
The fold happens only after those passes, so the dumps show what the
vectorizer built before gcc dropped it. Exit 1 when it finds one (with the
file and the statements), 0 when none, 77 without gcc.

Usage: tools/check_float_roundtrip.py [--cc gcc] [--keep DIR]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# the library's own flags (CMakeLists.txt: circbox_target_defaults), less the warnings
FLAGS = ["-DNDEBUG", "-fno-fast-math", "-fno-finite-math-only", "-fno-associative-math", "-fno-reciprocal-math",
         "-fsigned-zeros", "-ffp-contract=off", "-fno-math-errno", "-std=c11", "-fPIC",
         "-I" + os.path.join(ROOT, "include"), "-I" + os.path.join(ROOT, "src")]
ASSIGN = re.compile(r"^\s*(\S+) = \((vector\(\d+\) (?:float|double))\) (\S+);$")


def sources():
    out = []
    for base, _, files in os.walk(os.path.join(ROOT, "src")):
        out += [os.path.join(base, f) for f in files if f.endswith(".c")]
    return sorted(out)


def round_trips(dump):
    """(float statement, double statement) pairs of one dump file."""
    to_float, found = {}, []
    for line in dump.splitlines():
        m = ASSIGN.match(line)
        if not m:
            continue
        name, ty, operand = m.groups()
        if ty.endswith("float"):
            to_float[name] = line.strip()
        elif operand in to_float:
            found.append((to_float[operand], line.strip()))
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cc", default="gcc")
    ap.add_argument("--keep", help="keep the dumps in this directory")
    args = ap.parse_args()
    if shutil.which(args.cc) is None:
        print(f"{args.cc} not found: skipped")
        return 77
    work = args.keep or tempfile.mkdtemp(prefix="cbx-roundtrip-")
    os.makedirs(work, exist_ok=True)
    bad, files = 0, 0
    try:
        for opt in ("-O2", "-O3"):
            for src in sources():
                rel = os.path.relpath(src, ROOT)
                base = rel.replace("/", "_")
                cmd = [args.cc, opt] + FLAGS + ["-c", src, "-o", os.devnull, "-fdump-tree-vect", "-fdump-tree-slp2",
                                                "-dumpdir", work + "/", "-dumpbase", f"{opt[1:]}_{base}"]
                r = subprocess.run(cmd, capture_output=True, text=True)
                if r.returncode != 0:
                    print(f"{rel} {opt}: the compiler failed:\n{r.stderr}")
                    return 1
                files += 1
            for dump in sorted(os.listdir(work)):
                if not dump.startswith(opt[1:] + "_") or not (dump.endswith("vect") or dump.endswith("slp2")):
                    continue
                with open(os.path.join(work, dump), errors="replace") as f:
                    for a, b in round_trips(f.read()):
                        bad += 1
                        print(f"{dump}: a vector rounded to float and widened back:\n  {a}\n  {b}")
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    print(f"{files} compilations checked, {bad} round trips" + (" (gcc may drop their rounding)" if bad else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
