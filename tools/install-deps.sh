#!/bin/sh
# SPDX-License-Identifier: MIT
# Installs the build and test dependencies that are missing. Quiet when
# nothing is missing. Runs apt-get only as root on Debian/Ubuntu.
need=""
command -v cmake >/dev/null 2>&1 || need="$need cmake"
command -v make >/dev/null 2>&1 || need="$need make"
command -v gcc >/dev/null 2>&1 || need="$need gcc"
command -v clang >/dev/null 2>&1 || need="$need clang"
command -v wasm-ld >/dev/null 2>&1 || need="$need lld"
command -v python3 >/dev/null 2>&1 || need="$need python3"
command -v pkg-config >/dev/null 2>&1 || need="$need pkg-config"
[ -f /usr/include/cjson/cJSON.h ] || need="$need libcjson-dev"
# The Python package and its tests (python/, tests/test_python.sh), the Dask join.
if [ -x /usr/bin/python3 ]; then
    /usr/bin/python3 -c 'import numpy' 2>/dev/null || need="$need python3-numpy"
    /usr/bin/python3 -c 'import pytest' 2>/dev/null || need="$need python3-pytest"
    /usr/bin/python3 -c 'import setuptools' 2>/dev/null || need="$need python3-setuptools"
    /usr/bin/python3 -c 'import dask.dataframe, distributed' 2>/dev/null || need="$need python3-dask python3-distributed"
    ls /usr/include/python3*/Python.h >/dev/null 2>&1 || need="$need python3-dev"
fi
[ -z "$need" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing:$need"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null && apt-get install -y -qq $need >/dev/null || {
        echo "apt-get install failed for:$need" >&2; exit 1; }
else
    echo "missing:$need -- install them with your package manager (Debian: apt-get install$need)" >&2
    exit 1
fi
