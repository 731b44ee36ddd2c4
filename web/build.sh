#!/bin/sh
# SPDX-License-Identifier: MIT
# make web: builds the npm package (js/build.sh: circbox.wasm and its ES
# modules, packed with npm pack) and assembles the static page next to it:
# the page imports the package from circbox/, unpacked from the tarball
# exactly as npm would install it.
#   usage: web/build.sh OUT_DIR [JS_OUT_DIR]
set -eu
out=${1:-build-web}
js=${2:-build-js}
sh js/build.sh "$js"
tgz=$(ls "$js"/circbox-*.tgz)
mkdir -p "$out"
rm -rf "$out/circbox" "$out/circbox.wasm"
mkdir -p "$out/circbox"
tar -xzf "$tgz" -C "$out/circbox" --strip-components=1
cp web/index.html web/style.css web/app.js web/level.html web/level.js web/pixel-ratio.js web/serve-hint.js "$out/"
echo "web page in $out/ with the package from $tgz (make serve to open it)"
