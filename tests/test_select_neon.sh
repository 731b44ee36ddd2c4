#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The NEON batch kernels: cross-compiled for AArch64 and run under qemu-user,
# forcing every level like tests/test_select.c does on the host. Skipped (77)
# when the cross compiler (Debian: gcc-aarch64-linux-gnu) or qemu-aarch64
# (Debian: qemu-user) is missing. Usage: tests/test_select_neon.sh BUILD_DIR
set -euo pipefail
build="${1:?build dir}"
command -v aarch64-linux-gnu-gcc >/dev/null 2>&1 || { echo "no aarch64-linux-gnu-gcc: skipped"; exit 77; }
command -v qemu-aarch64 >/dev/null 2>&1 || { echo "no qemu-aarch64: skipped"; exit 77; }
sysroot=/usr/aarch64-linux-gnu
[ -d "$sysroot/lib" ] || { echo "no $sysroot: skipped"; exit 77; }

dir="$build/aarch64"
mkdir -p "$dir"
cat > "$dir/toolchain.cmake" <<TC
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
TC
cmake -S . -B "$dir" -DCMAKE_TOOLCHAIN_FILE="$dir/toolchain.cmake" -DCMAKE_BUILD_TYPE=Release \
  -DCIRCBOX_WERROR=ON -DCIRCBOX_BUILD_BENCH=OFF -DCIRCBOX_BUILD_TOOLS=OFF -DCIRCBOX_INSTALL=OFF >/dev/null
cmake --build "$dir" -j 2 --target test_select >/dev/null
out=$(qemu-aarch64 -L "$sysroot" "$dir/tests/test_select")
echo "$out"
grep -q "^level neon  : same as scalar" <<<"$out"
