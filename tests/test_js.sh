#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The npm package (js/): builds circbox.wasm and the package into a scratch
# dir and packs it (js/build.sh), type-checks index.d.ts with tsc
# (typescript from js/package-lock.json, installed with npm ci when missing),
# compiles the native oracle js/test/native.c against the library of $1,
# then runs the package's tests with Node's test runner: every query against
# the native library bit for bit, the loaders, the errors, and the tarball
# installed into a scratch project. Skips (77) only without clang/wasm-ld or
# node/npm (`make deps`; Debian: clang lld nodejs npm).
. tests/package/common.sh "$@"
need clang
need wasm-ld
need node
need npm
lib="$BUILD/src/libcircbox.a"
[ -f "$lib" ] || fail "no $lib (build the library first)"
sh js/build.sh "$WORK/js" >"$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; fail "js/build.sh"; }
cat "$WORK/build.log"
if [ ! -x js/node_modules/typescript/bin/tsc ]; then
    (cd js && npm ci --no-audit --no-fund --loglevel=error) || fail "npm ci in js/ (typescript)"
fi
(cd js && node node_modules/typescript/bin/tsc -p tsconfig.json) || fail "tsc: index.d.ts"
$CC -std=c11 -O1 -ffp-contract=off -Wall -Wextra -Werror -Iinclude -o "$WORK/native" js/test/native.c "$lib" -lm ||
    fail "native oracle build"
CIRCBOX_JS_PACKAGE="$WORK/js/package" CIRCBOX_NATIVE="$WORK/native" CIRCBOX_TSC="$ROOT/js/node_modules/typescript/bin/tsc" \
    node --test js/test/*.test.mjs || fail "node --test js/test/*.test.mjs"
