#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/ab/run.sh BASE [NEW]: two builds of the library timed side by side
# in one process (ab_driver.c says how, and why).
#   BASE, NEW: a git commit (exported with `git archive` and built), "." for
#   the working tree (NEW's default), or the path of a built libcircbox.a.
# Builds go to build-ab/ (Release, the library alone). The base build's
# symbols are renamed b_cbx_* (objcopy), so that both link into one program.
# Environment: AB_ROUNDS, AB_ONLY (ab_driver.c); AB_CPU pins the run to one
# CPU (taskset), which this machine's benchmarks want.
# Example: bench/ab/run.sh HEAD~1          (the last commit against the tree)
#          AB_ONLY=cast AB_CPU=0 bench/ab/run.sh main .
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/build-ab
base=${1:?usage: bench/ab/run.sh BASE [NEW]}
new=${2:-.}
mkdir -p "$out"

# lib_of REF NAME: builds REF into build-ab/NAME; prints its library's path.
lib_of() {
    case "$1" in
    *.a) echo "$1"; return ;;
    .) src=$root ;;
    *)
        src=$out/$2-src
        rm -rf "$src" && mkdir -p "$src"
        # -m: the files dated now, not at the commit, so that the build
        # directory's objects from a newer base are rebuilt, never reused
        git -C "$root" archive "$1" | tar -x -m -C "$src"
        ;;
    esac
    cmake -S "$src" -B "$out/$2" -DCMAKE_BUILD_TYPE=Release -DCIRCBOX_BUILD_TESTS=OFF -DCIRCBOX_BUILD_BENCH=OFF \
        -DCIRCBOX_BUILD_TOOLS=OFF -DCIRCBOX_BUILD_EXAMPLES=OFF -DCIRCBOX_INSTALL=OFF >/dev/null
    cmake --build "$out/$2" --target circbox -j 2 >/dev/null
    echo "$out/$2/src/libcircbox.a"
}

base_lib=$(lib_of "$base" base)
new_lib=$(lib_of "$new" new)
nm --defined-only -g "$base_lib" | awk '$3 ~ /^cbx_/ { print $3 " b_" $3 }' | sort -u > "$out/rename.txt"
objcopy --redefine-syms="$out/rename.txt" "$base_lib" "$out/libbase_renamed.a"
${CC:-cc} -O2 -std=c11 -I"$root/bench" -I"$root/include" "$root/bench/ab/ab_driver.c" "$new_lib" \
    "$out/libbase_renamed.a" -lm -o "$out/ab"
echo "base: $base ($base_lib), new: $new ($new_lib)"
if [ -n "${AB_CPU:-}" ]; then exec taskset -c "$AB_CPU" "$out/ab"; fi
exec "$out/ab"
