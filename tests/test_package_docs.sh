#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# docs/api.md documents the whole API: every cbx_/CBX_ name that the code of
# include/circbox.h and include/circbox/*.h mentions (types, functions, enum
# constants, macros) appears in it, and the file is what `make api-docs`
# generates from the headers now (a header comment changed without it had
# left the file stale).
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
if ! cmp -s "$WORK/api.md" docs/api.md; then
    echo "FAIL: docs/api.md differs from the headers' current text (it is generated): run make api-docs and commit it"
    diff "$WORK/api.md" docs/api.md | head -20
    exit 1
fi
echo "docs: ok"

# The C examples of the user docs (README.md, docs/*.md) compile as C11 and
# as C++11, warnings as errors: no compound literals, initializers valid in
# both. A block with `int main(` is a whole program: it is also linked with
# the library and run. Other blocks are fragments: an HTML comment just
# before the block, `<!-- example context: DECLARATIONS -->`, declares the
# names they use; blocks with a function definition, #include or only
# prototypes go at file scope, the rest in a function body. A fragment
# without context that does not compile as C either is listed as such and
# not judged; one that compiles as C must compile as C++. Listings with
# "..." are skipped. docs/api.md is generated from include/'s comments and
# is left to the header tests.
need "$CXX"
LIB="$BUILD/src/libcircbox.a"
python3 - "$WORK" "$CC" "$CXX" "$LIB" <<'PY' || exit 1
import glob, os, re, subprocess, sys
work, cc, cxx, lib = sys.argv[1:5]
warn = ["-Wall", "-Wextra", "-pedantic", "-Werror", "-Wno-unused-variable", "-Wno-unused-but-set-variable",
        "-Wno-unused-function", "-Wno-unused-parameter"]
langs = [("c", [cc, "-std=c11"]), ("cpp", [cxx, "-std=c++11", "-x", "c++"])]
prelude = "#include <circbox.h>\n#include <stdlib.h>\n"
failed, counts = [], {"program": 0, "fragment": 0, "skipped": 0, "listing": 0}
files = ["README.md"] + sorted(f for f in glob.glob("docs/*.md") if not f.endswith("/api.md"))
literal = re.compile(r"\((?:const\s+)?(?:struct\s+)?cbx_\w+\)\s*\{")
for path in files:
    text = open(path).read()
    for k, m in enumerate(re.finditer(r"(?:<!-- example context:(.*?)-->\n)?```c\n(.*?)```", text, re.S)):
        context, code = (m.group(1) or "").strip(), m.group(2)
        where = "%s, C block %d (line %d)" % (path, k + 1, text.count("\n", 0, m.start(2)) + 1)
        if literal.search(code):
            failed.append(where + ": a compound literal (not C++)")
            continue
        if "..." in code:
            counts["listing"] += 1
            continue
        bare = re.sub(r"/\*.*?\*/|//[^\n]*", "", code, flags=re.S)
        program = "int main(" in code
        file_scope = program or "#include" in code or re.search(r"^\w[^;]*\)\s*\{", bare, re.M) or \
            all(re.fullmatch(r"[\w\s\*]+\([^;]*\)\s*", st) for st in bare.split(";") if st.strip())
        src = prelude + (context + "\n" if context else "") + \
            (code if file_scope else "void circbox_doc_example(void) {\n" + code + "}\n")
        results = {}
        for ext, cmd in langs:
            name = os.path.join(work, "doc_%d.%s" % (len(failed) + sum(counts.values()), ext))
            open(name, "w").write(src)
            link = program and os.path.exists(lib)
            args = cmd + warn + ["-Iinclude", name, "-x", "none"] + \
                ([lib, "-lm", "-o", name + ".out"] if link else ["-c", "-o", name + ".o"])
            r = subprocess.run(args, capture_output=True, text=True, errors="replace")
            if r.returncode == 0 and link:
                r = subprocess.run([name + ".out"], capture_output=True, text=True, errors="replace")
            results[ext] = r
        if not context and not program and results["c"].returncode != 0:
            counts["skipped"] += 1
            print("note: %s is a fragment without an example context: not compiled" % where)
            continue
        for ext, r in results.items():
            if r.returncode != 0:
                failed.append("%s as %s:\n%s" % (where, "C++" if ext == "cpp" else "C", (r.stderr or r.stdout)[-1500:]))
        counts["program" if program else "fragment"] += 1
print("doc examples: %(program)d programs and %(fragment)d fragments compiled as C and C++, "
      "%(listing)d listings and %(skipped)d fragments without context left out" % counts)
for f in failed:
    print("FAIL:", f)
sys.exit(1 if failed else 0)
PY
echo "doc examples: ok"
