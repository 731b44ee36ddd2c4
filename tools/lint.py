#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""`make lint`: static analysis of the library sources, and the warning-free
build on both compilers.

  1. clang-tidy on every library source (configuration: .clang-tidy; every
     warning is an error).
  2. cppcheck on every library source (options below, suppressions in
     .cppcheck-suppressions). Most sources are template bodies that
     src/template.h includes twice through a computed #include, which
     cppcheck does not follow: each gets a wrapper with that include spelled
     out (cppcheck_unit).
  3. The whole project (library, tests, benchmarks, tools) built with
     -DCIRCBOX_WERROR=ON by gcc and by clang: -Wall -Wextra -Wpedantic
     -Wconversion -Wshadow must stay clean on both.

Usage: tools/lint.py [BUILD_DIR]   (default build-lint). Exits non-zero on
any finding. Needs clang-tidy and cppcheck (installed with apt-get when
missing and running as root on Debian).
"""
import json
import os
import shlex
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build-lint"))
JOBS = os.environ.get("JOBS", "2")

# cppcheck: the checks that find bugs (warning, performance, portability) and
# style (which includes real ones: redundant conditions, shadowing, constness).
# unusedStructMember: every public struct is visible in each unit, most
# unused there; missingIncludeSystem: system headers are not read (the core
# uses only stddef/stdint/stdbool/float); unusedFunction needs the whole
# program and is not enabled.
CPPCHECK = ["cppcheck", "--enable=warning,style,performance,portability", "--std=c11",
            "--quiet", "--error-exitcode=1", "--inline-suppr",
            "--suppress=unusedStructMember", "--suppress=missingIncludeSystem",
            "--suppressions-list=" + os.path.join(ROOT, ".cppcheck-suppressions")]


def run(cmd, **kw):
    print("+ " + " ".join(shlex.quote(c) for c in cmd), flush=True)
    return subprocess.run(cmd, cwd=kw.pop("cwd", ROOT), **kw)


def ensure_tools():
    need = [t for t in ("clang-tidy", "cppcheck", "clang", "gcc", "cmake") if not shutil.which(t)]
    if not need:
        return
    pkgs = ["clang-tidy" if t == "clang-tidy" else t for t in need]
    if os.geteuid() == 0 and shutil.which("apt-get"):
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "install", "-y", "-qq"] + pkgs, env=env, check=True,
                       stdout=subprocess.DEVNULL)
    else:
        sys.exit("lint: missing " + " ".join(need) + " (Debian: apt-get install " + " ".join(pkgs) + ")")


def configure(name, cc, extra):
    d = os.path.join(BUILD, name)
    r = run(["cmake", "-S", ROOT, "-B", d, "-DCMAKE_C_COMPILER=" + cc,
             "-DCMAKE_BUILD_TYPE=Release"] + extra, stdout=subprocess.DEVNULL)
    if r.returncode:
        sys.exit("lint: configure " + name + " failed")
    return d


def library_commands(d):
    with open(os.path.join(d, "compile_commands.json")) as f:
        db = json.load(f)
    src = os.path.join(ROOT, "src") + os.sep
    seen, out = set(), []
    for e in db:
        path = os.path.normpath(os.path.join(e["directory"], e["file"]))
        if path.startswith(src) and path not in seen:
            seen.add(path)
            out.append((path, e))
    return sorted(out, key=lambda pe: pe[0])


def cppcheck_unit(path, dst_dir):
    """The file cppcheck should read for a library source. A template source
    (one body compiled twice through src/template.h's computed #include,
    which cppcheck does not follow) gets a wrapper: template.h's text with
    that include spelled out, so both precision passes are checked with the
    real file and line numbers. Other sources are read as they are."""
    with open(path) as f:
        text = f.read()
    if "CBX_TEMPLATE_BODY" not in text:
        return path
    with open(os.path.join(ROOT, "src", "template.h")) as f:
        tmpl = f.read()
    body = '#include "%s"' % path
    wrapper = ('#define CBX_TEMPLATE_BODY "%s"\n' % os.path.relpath(path, os.path.join(ROOT, "src")) +
               tmpl.replace("#include CBX_TEMPLATE_BODY", body))
    dst = os.path.join(dst_dir, os.path.relpath(path, ROOT).replace(os.sep, "_"))
    with open(dst, "w") as f:
        f.write(wrapper)
    return dst


def main():
    ensure_tools()
    failed = []

    tidy = configure("tidy", "clang", ["-DCMAKE_EXPORT_COMPILE_COMMANDS=ON",
                                       "-DCIRCBOX_BUILD_TESTS=OFF", "-DCIRCBOX_BUILD_BENCH=OFF",
                                       "-DCIRCBOX_BUILD_TOOLS=OFF"])
    sources = library_commands(tidy)
    if not sources:
        sys.exit("lint: no library sources in compile_commands.json")

    if run(["clang-tidy", "-p", tidy, "--quiet"] + [p for p, _ in sources]).returncode:
        failed.append("clang-tidy")

    pp = os.path.join(BUILD, "cppcheck")
    os.makedirs(pp, exist_ok=True)
    units = [cppcheck_unit(path, pp) for path, _ in sources]
    incs = ["-I" + os.path.join(ROOT, "include"), "-I" + os.path.join(ROOT, "src")]
    if run(CPPCHECK + incs + units).returncode:
        failed.append("cppcheck")

    for cc in ("gcc", "clang"):
        # -lm: the test programs call libm (nextafter, hypotl) without
        # linking it; gcc folds those calls away, clang does not.
        d = configure("werror-" + cc, cc, ["-DCIRCBOX_WERROR=ON", "-DCMAKE_C_STANDARD_LIBRARIES=-lm"])
        if run(["cmake", "--build", d, "-j", JOBS]).returncode:
            failed.append("warnings as errors with " + cc)

    if failed:
        sys.exit("lint: FAILED: " + ", ".join(failed))
    print("lint: clean (clang-tidy, cppcheck on %d sources; -Werror builds with gcc and clang)"
          % len(sources))


if __name__ == "__main__":
    main()
