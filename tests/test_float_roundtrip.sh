#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# No pair of numbers rounded to float and widened back in one vector: gcc 12
# drops both conversions of such a pair (tools/check_float_roundtrip.py says
# how, and looks in the vectorizer's dumps of every library file at -O2 and
# -O3). A float query that did it would certify numbers it does not return.
# Skipped (77) without python3 or gcc.
command -v python3 >/dev/null 2>&1 || exit 77
exec python3 tools/check_float_roundtrip.py
