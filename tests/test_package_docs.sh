#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# docs/api.md documents the whole API: every cbx_/CBX_ name that the code of
# include/circbox.h and include/circbox/*.h mentions (types, functions, enum
# constants, macros) appears in it. Also reports (without failing) when
# docs/api.md is older than the headers: regenerate it with `make api-docs`.
. tests/package/common.sh "$@"
need python3
python3 - "$WORK" <<'PY' || exit 1
import glob, re, sys
names = set()
for path in ["include/circbox.h"] + sorted(glob.glob("include/circbox/*.h")):
    code = re.sub(r"/\*.*?\*/|//[^\n]*", "", open(path).read(), flags=re.S)
    names |= set(re.findall(r"\b(?:cbx|CBX)_\w+", code))
doc = open("docs/api.md").read()
documented = set(re.findall(r"\b(?:cbx|CBX)_\w+", doc))
missing = sorted(names - documented)
if missing:
    print("FAIL: not in docs/api.md:", " ".join(missing))
    print("run `make api-docs` (python3 tools/gen_api_docs.py) and commit docs/api.md")
    sys.exit(1)
print("docs/api.md: all %d cbx_/CBX_ names of include/ documented" % len(names))
PY
python3 tools/gen_api_docs.py --output "$WORK/api.md" >/dev/null
cmp -s "$WORK/api.md" docs/api.md || echo "note: docs/api.md differs from the headers' current text; run make api-docs"
echo "docs: ok"
