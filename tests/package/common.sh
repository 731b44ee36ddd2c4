# SPDX-License-Identifier: MIT
# Sourced by tests/test_package_*.sh: $1 is the build dir, the working
# directory is the source root. Everything is built under a fresh /tmp dir
# that is removed on exit. Exit 77 marks a test skipped.
set -eu
ROOT=$(pwd)
BUILD=$(cd "${1:?usage: $0 BUILD_DIR}" && pwd)
WORK=$(mktemp -d /tmp/circbox-pkg.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
CC=${CC:-cc}
CXX=${CXX:-c++}
STRICT="-Wall -Wextra -Wpedantic -Wconversion -Wshadow -Werror"

skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*" >&2; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || skip "$1 not found"; }

# Installs the library of $BUILD into $1 (a prefix); needs the install rules.
install_to() {
    grep -q '^CIRCBOX_INSTALL:BOOL=ON' "$BUILD/CMakeCache.txt" ||
        skip "the build dir was configured with CIRCBOX_INSTALL=OFF"
    cmake --install "$BUILD" --prefix "$1" >/dev/null
}

# Configures, builds and runs tests/package as a consumer with the given
# cmake arguments; the consumer's build dir is $WORK/consumer-$NAME.
consumer_cmake() {
    name=$1
    shift
    cmake -S "$ROOT/tests/package" -B "$WORK/consumer-$name" -DCMAKE_BUILD_TYPE=Release "$@" \
        >"$WORK/consumer-$name.log" 2>&1 || { cat "$WORK/consumer-$name.log"; fail "$name: configure"; }
    cmake --build "$WORK/consumer-$name" -j 2 >>"$WORK/consumer-$name.log" 2>&1 ||
        { cat "$WORK/consumer-$name.log"; fail "$name: build"; }
    "$WORK/consumer-$name/consumer" || fail "$name: consumer"
    "$WORK/consumer-$name/consumer_cxx" || fail "$name: consumer_cxx"
}

# The public functions: every name followed by ( in a CBX_API declaration of
# include/, one per line, sorted.
public_functions() {
    cat "$ROOT"/include/circbox.h "$ROOT"/include/circbox/*.h | tr '\n' ' ' | sed 's/;/;\n/g' |
        grep 'CBX_API' | grep -o 'cbx_[a-z0-9_]*[[:space:]]*(' | tr -d ' (' | sort -u
}
