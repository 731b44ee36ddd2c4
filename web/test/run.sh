#!/bin/sh
# SPDX-License-Identifier: MIT
# make test-web: installs what the browser tests need when it is missing
# (Debian's chromium, as root; playwright-core from web/package-lock.json),
# builds the native library for the comparison, then drives the page in
# headless Chromium. Screenshots land in test-artifacts/web/.
#   usage: web/test/run.sh BUILD_DIR WEB_DIR
set -eu
build=${1:-build}
webdir=${2:-build-web}
chromium=${CHROMIUM:-/usr/bin/chromium}

if [ ! -x "$chromium" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "installing chromium (apt-get)"
        export DEBIAN_FRONTEND=noninteractive
        apt-get install -y -qq chromium >/dev/null 2>&1 ||
            { apt-get update -qq >/dev/null && apt-get install -y -qq chromium >/dev/null; }
    else
        echo "make test-web needs Chromium at $chromium (Debian: apt-get install chromium; or set CHROMIUM=)" >&2
        exit 1
    fi
fi
command -v npm >/dev/null || { echo "make test-web needs node and npm (Debian: apt-get install nodejs npm)" >&2; exit 1; }
if [ ! -f web/node_modules/playwright-core/package.json ]; then
    echo "installing playwright-core (npm ci)"
    (cd web && npm ci --no-audit --no-fund --loglevel=error)
fi

# the native library, for ctypes (only the one target: cheap when build/ is current)
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target circbox_py -j 2 >/dev/null
lib=$(find "$build" -name 'libcircbox_py.so' -o -name 'libcircbox_py.dylib' | head -n 1)
[ -n "$lib" ] || { echo "no libcircbox_py in $build" >&2; exit 1; }

mkdir -p test-artifacts/web
log=test-artifacts/web/e2e.log
set +e
CIRCBOX_LIB=$(cd "$(dirname "$lib")" && pwd)/$(basename "$lib") WEB_DIR="$webdir" CHROMIUM="$chromium" \
    ARTIFACTS=test-artifacts/web node --test --test-reporter=spec web/test/e2e.test.mjs 2>&1 | tee "$log"
set -e
pass=$(sed -n 's/^ℹ pass \([0-9]*\)$/\1/p' "$log")
fail=$(sed -n 's/^ℹ fail \([0-9]*\)$/\1/p' "$log")
echo "${pass:-0} passed, ${fail:-?} failed (screenshots in test-artifacts/web/)"
[ "${fail:-1}" = 0 ] && [ "${pass:-0}" -gt 0 ]
