#!/bin/sh
# SPDX-License-Identifier: MIT
# make web: compiles the library (src/*/*.c; instruction-set kernels in
# subfolders are not wasm code and stay out) and the export layer
# web/cbx_wasm.c to one freestanding wasm32 module, refuses a module that
# imports anything, and assembles the static page next to it.
#   usage: web/build.sh OUT_DIR [SWEEP]   (SWEEP 0 leaves the sweep exports out)
set -eu
out=${1:-build-web}
sweep=${2:-1}
command -v clang >/dev/null && command -v wasm-ld >/dev/null || {
    echo "make web needs clang and lld (Debian: apt-get install clang lld)" >&2; exit 1; }
command -v node >/dev/null || {
    echo "make web needs node to check the module's import list (Debian: apt-get install nodejs)" >&2; exit 1; }
mkdir -p "$out"
clang --target=wasm32 -std=c11 -O2 -nostdlib -ffreestanding -fno-math-errno -ffp-contract=off \
    -mbulk-memory -fvisibility=hidden -Wall -Wextra -Wpedantic -Wconversion -Wshadow \
    -Iinclude -Isrc -DCBX_WASM_SWEEP="$sweep" -Wl,--no-entry -Wl,--strip-debug \
    -o "$out/circbox.wasm" src/*/*.c web/cbx_wasm.c
node web/check-wasm.mjs "$out/circbox.wasm"
cp web/index.html web/style.css web/app.js web/level.html web/level.js "$out/"
echo "web page in $out/ (make serve to open it)"
