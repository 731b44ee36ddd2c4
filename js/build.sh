#!/bin/sh
# SPDX-License-Identifier: MIT
# make js: compiles the library (src/*/*.c; instruction-set kernels in
# subfolders are not wasm code and stay out) and the export layer
# js/wasm/circbox_js.c to one freestanding wasm32 module, refuses a module
# that imports anything, assembles the package in OUT_DIR/package and packs
# it with npm into OUT_DIR/circbox-VERSION.tgz.
#   usage: js/build.sh OUT_DIR
set -eu
out=${1:-build-js}
command -v clang >/dev/null && command -v wasm-ld >/dev/null || {
    echo "make js needs clang and lld (Debian: apt-get install clang lld)" >&2; exit 1; }
command -v node >/dev/null && command -v npm >/dev/null || {
    echo "make js needs node and npm (Debian: apt-get install nodejs npm)" >&2; exit 1; }
pkg=$out/package
rm -rf "$pkg"
mkdir -p "$pkg/src"
clang --target=wasm32 -std=c11 -O2 -nostdlib -ffreestanding -fno-math-errno -ffp-contract=off \
    -mbulk-memory -fvisibility=hidden -Wall -Wextra -Wpedantic -Wconversion -Wshadow -Werror \
    -Iinclude -Isrc -Wl,--no-entry -Wl,--strip-debug \
    -o "$pkg/circbox.wasm" src/*/*.c js/wasm/circbox_js.c
node js/check-wasm.mjs "$pkg/circbox.wasm"
cp js/package.json js/index.js js/node.js js/index.d.ts js/README.md "$pkg/"
cp js/src/*.js "$pkg/src/"
cp LICENSE "$pkg/"
rm -f "$out"/circbox-*.tgz
tgz=$(cd "$pkg" && npm pack --pack-destination .. --loglevel=error) || { echo "npm pack failed" >&2; exit 1; }
tgz=$(echo "$tgz" | tail -n 1)
wasm_gz=$(gzip -9 -c "$pkg/circbox.wasm" | wc -c)
echo "npm package in $out/$tgz: $(wc -c <"$out/$tgz") bytes (gzipped tarball);" \
     "circbox.wasm $(wc -c <"$pkg/circbox.wasm") bytes, $wasm_gz gzipped"
