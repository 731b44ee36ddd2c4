#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The core builds freestanding for wasm32 with no libc: every library source
# compiles with clang --target=wasm32 -nostdlib -ffreestanding, warning-free,
# and links into a module with no undefined symbol (so no import).
set -euo pipefail
command -v clang >/dev/null && command -v wasm-ld >/dev/null || { echo "clang/wasm-ld missing: skipped"; exit 77; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
srcs=(src/*/*.c)
clang --target=wasm32 -std=c11 -O2 -nostdlib -ffreestanding -fno-math-errno -ffp-contract=off \
    -mbulk-memory -Wall -Wextra -Wpedantic -Wconversion -Wshadow -Werror \
    -Iinclude -Isrc -Wl,--no-entry -Wl,--export-dynamic -o "$out/circbox.wasm" "${srcs[@]}"
# every cbx_ function defined so far must be exported, and nothing imported
if command -v node >/dev/null; then
    node -e '
const m = new WebAssembly.Module(require("fs").readFileSync(process.argv[1]));
const imp = WebAssembly.Module.imports(m), exp = WebAssembly.Module.exports(m).map(e => e.name);
if (imp.length) { console.error("imports:", JSON.stringify(imp)); process.exit(1); }
if (!exp.includes("cbx_relate_circle_aabb2") || !exp.includes("cbx_overlap_circle_obb2f")) {
  console.error("missing exports:", exp.join(" ")); process.exit(1); }
console.log("wasm32 module: " + exp.filter(n => n.startsWith("cbx_")).length + " cbx_ exports, 0 imports");
' "$out/circbox.wasm"
fi
echo "1 passed, 0 failed"
