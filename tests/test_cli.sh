#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The circbox tool as a user meets it: help and version, every error path
# (exit 2, one line on stderr naming the problem, nothing on stdout), batch
# with malformed lines in the middle, a large batch in constant memory, and
# SVG pictures that parse with the expected elements. Answers themselves are
# checked against the library in tests/oracle/test_cli.py.
#   bash tests/test_cli.sh BUILD_DIR          (CBX_CLI_BIG_LINES=N: size of the large batch, default 1000000)
set -uo pipefail
build=${1:-build}
cli="$(cd "$build" 2>/dev/null && pwd)/tools/circbox"
[ -x "$cli" ] || { echo "circbox tool not built (cJSON missing?): skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# ---- help and version ----
for c in "" relate contact sweep batch draw bench demo; do
    out=$("$cli" $c --help 2>&1) && [ -n "$out" ] && [[ $out == *usage* ]] && ok || bad "help for '$c'"
done
[[ $("$cli" --version) =~ ^circbox\ [0-9]+\.[0-9]+\.[0-9]+$ ]] && ok || bad "--version"
"$cli" >/dev/null 2>&1; [ $? = 2 ] && ok || bad "no command: exit 2"

# ---- answers: a few documented ones ----
expect() {  # expect 'json' args...
    local want=$1; shift
    local got; got=$("$cli" "$@" 2>&1)
    [ "$got" = "$want" ] && ok || bad "circbox $*: got '$got', want '$want'"
}
expect '{"relation": "touching"}' relate --circle 3,4,5 --aabb -1,-1,0,0
expect '{"relation": "separate"}' relate --circle 3,4,4.999999999999999 --aabb -1,-1,0,0
expect '{"relation": "touching"}' relate --circle=3,4,5 --aabb=-1,-1,0,0
expect '{"relation": "touching"}' relate --float --circle 3,4,5 --aabb -1,-1,0,0
expect '{"relation": "touching"}' relate --circle 0x3p-997,0x4p-997,0x5p-997 --aabb -0x1p-997,-0x1p-997,0,0
expect '{"relation": "touching"}' relate --circle 2,0,1 --obb 0,0,2,1,90
expect '{"relation": "touching", "distance": 0, "point": [0, 0], "normal": [0.59999999999999998, 0.80000000000000004]}' \
    contact --circle 3,4,5 --aabb -1,-1,0,0
expect '{"relation": "touching", "distance": 0, "point": [0, 0], "normal": [0.600000024, 0.800000012]}' \
    contact --float --circle 3,4,5 --aabb -1,-1,0,0
expect '{"relation": "overlapping", "distance": -0.59999999999999998, "point": [0, 0.5], "normal": [-1, 0]}' \
    contact --circle 0.5,0.5,0.1 --aabb 0,0,2,1
if "$cli" sweep --circle 0,0,1 --aabb 2,2,3,3 >/dev/null 2>&1; then
    expect '{"type": "contact", "time": 4, "point": [0, 1], "normal": [-0, 1]}' \
        sweep --circle -4,2,1 --velocity 1,0 --aabb 0,0,4,1
    expect '{"type": "none", "time": 0, "point": [0, 0], "normal": [0, 0]}' \
        sweep --circle -4,2.0000000000000004,1 --velocity 1,0 --aabb 0,0,4,1
fi

# ---- every error path: exit 2, one stderr line with the named problem, empty stdout ----
err() {  # err 'expected text' args...
    local want=$1; shift
    "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
    local rc=$? lines; lines=$(wc -l <"$tmp/err")
    if [ $rc = 2 ] && [ "$lines" = 1 ] && [ ! -s "$tmp/out" ] && grep -qF -- "$want" "$tmp/err"; then ok
    else bad "circbox $*: rc=$rc, stderr '$(cat "$tmp/err")', stdout '$(cat "$tmp/out")', want '$want'"; fi
}
err "unknown command" frobnicate
err "unknown option" relate --circle 0,0,1 --aabb 0,0,1,1 --bogus
err "option needs a value" relate --circle
err "--circle value 3 ('x'): not a number" relate --circle 1,2,x --aabb 0,0,1,1
err "not a number" relate --circle 1,,2 --aabb 0,0,1,1
err "--circle value 1 (' '): not a number" relate --circle " ,2,3" --aabb 0,0,1,1
err "not a number" relate --circle 1,2,3, --aabb 0,0,1,1
err "not a number" relate --circle "" --aabb 0,0,1,1
err "not a number" relate --circle 1,2,3abc --aabb 0,0,1,1
err "NaN and infinity" relate --circle 1,2,nan --aabb 0,0,1,1
err "NaN and infinity" relate --circle inf,2,3 --aabb 0,0,1,1
err "--circle value 1 ('1e999'): overflows: the number is out of the range of a double" relate --circle 1e999,2,3 --aabb 0,0,1,1
err "overflows" sweep --circle 0,0,1 --aabb 2,2,3,3 --velocity -1e400,0
err "NaN and infinity" contact --circle 1,2,3 --obb 0,0,1,1,nan
err "wrong number of values" relate --circle 1,2 --aabb 0,0,1,1
err "wrong number of values" relate --circle 1,2,3 --aabb 0,0,1
err "wrong number of values" relate --circle 1,2,3 --obb 0,0,1,1
err "wrong number of values" sweep --circle 1,2,3 --aabb 0,0,1,1 --velocity 1
err "wrong number of values" sweep --circle 1,2,3 --aabb 0,0,1,1 --velocity 1,2,3
err "negative radius" relate --circle 1,2,-3 --aabb 0,0,1,1
err "negative radius" relate --circle 1,2,-0x1p-1074 --aabb 0,0,1,1
err "inverted box: min > max" relate --circle 1,2,3 --aabb 2,0,1,1
err "inverted box: min > max" relate --circle 1,2,3 --aabb 0,2,1,1
err "negative half extent" relate --circle 1,2,3 --obb 0,0,-1,1,0
err "missing box" relate --circle 1,2,3
err "missing shape" relate --aabb 0,0,1,1
err "missing shape" contact
err "shape given twice" relate --circle 1,2,3 --circle 1,2,3 --aabb 0,0,1,1
err "shape given twice" relate --circle 1,2,3 --aabb 0,0,1,1 --obb 0,0,1,1,0
err "2D and 3D shapes mixed" relate --sphere 1,2,3,4 --aabb 0,0,1,1
err "does not apply to this command" relate --circle 1,2,3 --aabb 0,0,1,1 --velocity 1,0
err "does not apply to this command" contact --circle 1,2,3 --aabb 0,0,1,1 --box-velocity 1,0
err "does not apply to this command" relate --circle 1,2,3 --aabb 0,0,1,1 -o x.svg
err "too large for float" relate --float --circle 1e300,2,3 --aabb 0,0,1,1
err "unknown option" batch --bogus
err "'$tmp/does-not-exist': no such file" batch "$tmp/does-not-exist"
err "'$tmp/does-not-exist': no such file" index "$tmp/does-not-exist"
printf '0,0,1,1\n' >"$tmp/boxes.csv"
err "'$tmp/no-queries': no such file" index "$tmp/boxes.csv" "$tmp/no-queries" --quiet
err "unknown option" bench --bogus
err "unknown option" demo --bogus
err "draw is 2D only" draw --sphere 0,0,0,1 --aabb3 0,0,0,1,1,1 -o "$tmp/x.svg"
err "negative radius" draw --circle 0,0,-1 --aabb 0,0,1,1 -o "$tmp/x.svg"
if ! "$cli" relate --sphere 0,0,0,1 --aabb3 2,2,2,3,3,3 >/dev/null 2>&1; then
    err "not in this build" relate --sphere 0,0,0,1 --aabb3 2,2,2,3,3,3
else
    err "axes are not orthonormal" relate --sphere 0,0,0,1 --obb3 0,0,0,1,1,1,1,0,0,0,1,0,0,1,0
    err "wrong number of values" relate --sphere 0,0,0,1 --obb3 0,0,0,1,1,1,0,0
    err "inverted box" relate --sphere 0,0,0,1 --aabb3 0,0,2,1,1,1
fi

# ---- batch: malformed and invalid lines in the middle, nothing lost ----
cat >"$tmp/in.jsonl" <<'JSONL'
{"op": "relate", "circle": [3, 4, 5], "aabb": [-1, -1, 0, 0]}
this is not json
{"op": "relate", "circle": [3, 4, -5], "aabb": [-1, -1, 0, 0]}

[1, 2, 3]
{"op": "explode", "circle": [3, 4, 5], "aabb": [-1, -1, 0, 0]}
{"circle": [3, 4, 5], "aabb": [-1, -1, 0, 0]}
{"op": "relate", "circle": [3, 4, "5"], "aabb": [-1, -1, 0, 0]}
{"op": "relate", "circle": [3, 4, 5], "aabb": [-1, -1, 0, 0], "color": "red"}
{"op": "relate", "circle": [3, 4, 5], "aabb": [0, 0, -1, -1]}
{"op": "relate", "circle": [3, 4, 5], "aabb": [-1, -1, 0, 0]} trailing
{"op": "relate", "circle": [3, 4, 5e999], "aabb": [-1, -1, 0, 0]}
{"op": "contact", "circle": [3, 4, 5], "aabb": [-1, -1, 0, 0], "id": "last"}
JSONL
printf '%s' '{"op": "relate", "circle": [0, 0, 1], "obb": [0, 0, 1, 1, 45], "float": true}' >>"$tmp/in.jsonl"  # no final newline
"$cli" batch "$tmp/in.jsonl" >"$tmp/out.jsonl" 2>"$tmp/err"
rc=$?
[ $rc = 1 ] && ok || bad "batch with bad lines: exit $rc, want 1"
python3 - "$tmp/out.jsonl" <<'PY' && ok || bad "batch output"
import json, sys
lines = open(sys.argv[1]).read().splitlines()
got = [json.loads(l) for l in lines]
want_errors = {2: "malformed JSON", 3: "negative radius", 4: "empty line", 5: "not a JSON object", 6: '"op" must be',
               7: 'missing "op"', 8: "must be an array of numbers", 9: "unknown field", 10: "inverted box",
               11: "malformed JSON", 12: "overflows: the number is out of the range of a double"}
assert len(got) == 14, len(got)
assert got[0] == {"relation": "touching"}, got[0]
for n, text in want_errors.items():
    g = got[n - 1]
    assert g.get("line") == n and text in g.get("error", ""), (n, g)
assert got[12]["id"] == "last" and got[12]["relation"] == "touching", got[12]
assert got[13] == {"relation": "overlapping"}, got[13]
PY
grep -q "12 of 14 lines failed" "$tmp/err" 2>/dev/null || grep -q "11 of 14 lines failed" "$tmp/err" && ok || bad "batch summary on stderr: $(cat "$tmp/err")"
echo '{"op": "relate", "circle": [3, 4, 5], "aabb": [-1, -1, 0, 0]}' | "$cli" batch >/dev/null; [ $? = 0 ] && ok || bad "clean batch: exit 0"
: | "$cli" batch >"$tmp/empty"; [ $? = 0 ] && [ ! -s "$tmp/empty" ] && ok || bad "empty batch"
# a line over the buffer is one error line, and the next line is still read
python3 -c 'print("{\"op\": \"relate\", \"id\": \"" + "x" * 200000 + "\"}"); print("{\"op\": \"relate\", \"circle\": [0,0,1], \"aabb\": [0,0,1,1]}")' |
    "$cli" batch >"$tmp/long" 2>/dev/null
[ "$(sed -n 1p "$tmp/long")" = '{"error": "over 65534 bytes: line too long", "line": 1}' ] &&
    [ "$(sed -n 2p "$tmp/long")" = '{"relation": "overlapping"}' ] && ok || bad "long line: $(head -c 200 "$tmp/long")"
# a field given twice is an error, whichever it is (JSON leaves the choice
# of the first or the last to the reader: the line's question is unclear)
printf '%s\n' '{"op": "relate", "op": "sweep", "circle": [3, 4, 5], "aabb": [-1, -1, 0, 0]}' \
    '{"op": "relate", "circle": [3, 4, 5], "aabb": [-1, -1, 0, 0], "float": true, "float": false}' \
    '{"op": "sweep", "circle": [3, 4, 5], "aabb": [-1, -1, 0, 0], "velocity": [1, 0], "velocity": [-1, 0]}' |
    "$cli" batch >"$tmp/dup" 2>/dev/null
[ "$(cat "$tmp/dup")" = '{"error": "\"op\": field given twice", "line": 1}
{"error": "\"float\": field given twice", "line": 2}
{"error": "\"velocity\": field given twice", "line": 3}' ] && ok || bad "fields given twice: $(cat "$tmp/dup")"

# ---- what a new user found: ids exact and kept on error lines, plain messages ----
cat >"$tmp/ids.jsonl" <<'JSONL'
{"op": "relate", "circle": [3, 4, 5], "aabb": [-1, -1, 0, 0], "id": 9007199254740993}
{"id": "a\u00e9\"b", "op": "relate", "circle": [3, 4, -5], "aabb": [-1, -1, 0, 0]}
{"op": "relate", "circle": [1e400, 4, 5], "aabb": [-1, -1, 0, 0], "id": 123456789012345678901234567890}
{"op": "relate", "circle": [3, 4, 5], "aabb": [-1, -1, 0, 0], "float": "yes", "id": 1.50}
{"op": "relate", "circle": [3, 4, 5], "aabb": [-1, -1, 0, 0], "id": {"k": [1, 2.0e0, "}"]}, "x": 1}
{"op": "contact", "circle": [1e308, 1e308, 1], "aabb": [-1e308, -1e308, -1e308, -1e308], "id": -0}
JSONL
"$cli" batch "$tmp/ids.jsonl" >"$tmp/ids.out" 2>/dev/null
want_ids='{"id": 9007199254740993, "relation": "touching"}
{"id": "a\u00e9\"b", "error": "circle radius -5: negative radius", "line": 2}
{"id": 123456789012345678901234567890, "error": "\"circle\" value 1: overflows: the number is out of the range of a double", "line": 3}
{"id": 1.50, "error": "\"float\": must be a boolean (true or false)", "line": 4}
{"id": {"k": [1, 2.0e0, "}"]}, "error": "\"x\": unknown field", "line": 5}
{"id": -0, "relation": "separate", "distance": 1e999, "point": [-1e+308, -1e+308], "normal": [0.70710678118654746, 0.70710678118654746]}'
[ "$(cat "$tmp/ids.out")" = "$want_ids" ] && ok || bad "batch ids and messages: got
$(cat "$tmp/ids.out")"
# an overflowing distance reads back as infinity, a NaN as null: never the same
python3 -c 'import json, math, sys; d = json.loads(sys.stdin.read().splitlines()[-1]); assert math.isinf(d["distance"]), d' \
    <"$tmp/ids.out" && ok || bad "1e999 reads back as infinity"
expect '{"relation": "separate", "distance": 1e999, "point": [-1.6999999999999999e+308, 0], "normal": [1, 0]}' \
    contact --circle 1.7e308,0,1 --aabb -1.7e308,-1,-1.7e308,1
# relate and sweep answer different questions with different words; both helps say so
"$cli" sweep --help | grep -q 'relate' && ok || bad "sweep --help relates its words to relate's"

# ---- a large batch streams in constant memory ----
big=${CBX_CLI_BIG_LINES:-1000000}
gen() {  # gen N: N lines, every 1000th malformed
    awk -v n="$1" 'BEGIN { for (i = 1; i <= n; i++) {
        if (i % 1000 == 0) { print "{broken"; continue }
        x = (i % 97) / 10.0; printf "{\"op\": \"contact\", \"circle\": [%.3f, %.3f, 1.5], \"aabb\": [0, 0, 4, 3]}\n", x, 8 - x } }'
}
rss() {  # rss N: peak resident KiB of a batch of N lines; prints "KiB lines"
    gen "$1" | /usr/bin/time -f "%M" -o "$tmp/time" "$cli" batch 2>/dev/null | wc -l >"$tmp/count"
    echo "$(tail -1 "$tmp/time") $(cat "$tmp/count")"
}
if [ -x /usr/bin/time ]; then
    read -r small_kib small_lines < <(rss 10000)
    read -r big_kib big_lines < <(rss "$big")
    echo "max RSS: $small_kib KiB for 10000 lines, $big_kib KiB for $big lines"
    [ "$big_lines" = "$big" ] && ok || bad "large batch: $big_lines output lines for $big"
    [ "$big_kib" -le $((small_kib + 512)) ] && ok || bad "large batch memory grows: $small_kib -> $big_kib KiB"
else
    n=$(gen "$big" | "$cli" batch 2>/dev/null | wc -l)
    [ "$n" = "$big" ] && ok || bad "large batch: $n lines"
    echo "/usr/bin/time missing: memory not measured"
fi

# ---- pictures: well-formed SVG with the expected elements ----
svgcheck() {  # svgcheck FILE class...
    python3 - "$@" <<'PY'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
assert root.tag == "{http://www.w3.org/2000/svg}svg", root.tag
classes = {e.get("class") for e in root.iter()}
missing = [c for c in sys.argv[2:] if c not in classes]
assert not missing, missing
texts = " ".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))
assert "caption" in classes and texts.strip(), texts
PY
}
# every legend label ends inside its panel (0.62 em a character is wider
# than DejaVu Sans' average), and the coordinates are drawn as a labelled grid
legendcheck() {  # legendcheck FILE
    python3 - "$1" <<'PY'
import sys, xml.etree.ElementTree as ET
ns = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
for scene in root.iter(ns + "g"):
    if scene.get("class") != "scene":
        continue
    panel = scene.find(ns + "rect")
    right = float(panel.get("x")) + float(panel.get("width"))
    for t in scene.iter(ns + "text"):
        if t.get("class") == "legend":
            end = float(t.get("x")) + 0.62 * float(t.get("font-size")) * len(t.text)
            assert end <= right, (t.text, end, right)
PY
}
"$cli" draw --circle 6,4,1 --obb 0,0,2,1,30 -o "$tmp/static.svg" >"$tmp/ans" &&
    svgcheck "$tmp/static.svg" box rounded-box circle-start contact-point normal caption grid-x grid-y tick && ok || bad "draw contact"
grep -q '>0</text>' "$tmp/static.svg" && grep -q '>2</text>' "$tmp/static.svg" && ok || bad "draw: coordinate labels"
grep -q '"relation": "separate"' "$tmp/ans" && ok || bad "draw prints the answer"
if "$cli" sweep --circle 0,0,1 --aabb 2,2,3,3 >/dev/null 2>&1; then
    "$cli" draw --circle -4,2,1 --velocity 1,0 --aabb 0,0,4,1 -o "$tmp/sweep.svg" >/dev/null &&
        svgcheck "$tmp/sweep.svg" box rounded-box circle-start circle-contact velocity contact-point normal caption &&
        ok || bad "draw sweep"
    "$cli" draw --circle 6,1.5,1 --aabb -1,-1,1,1 --box-velocity 2,0 -o - | python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.stdin)' &&
        ok || bad "draw -o -"
    "$cli" draw --circle -4,2.0000000000000004,1 --velocity 1,0 --aabb 0,0,4,1 -o "$tmp/miss.svg" >/dev/null &&
        svgcheck "$tmp/miss.svg" box rounded-box circle-start velocity caption && ok || bad "draw miss"
fi
"$cli" draw --circle 1e300,0,1e299 --aabb -1e300,-1e300,0,0 -o "$tmp/huge.svg" >/dev/null && svgcheck "$tmp/huge.svg" box && ok || bad "draw at 1e300"
"$cli" draw --circle 0,0,0 --aabb 0,0,0,0 -o "$tmp/point.svg" >/dev/null && svgcheck "$tmp/point.svg" box && ok || bad "draw a point"
(cd "$tmp" && "$cli" demo >demo.txt) && svgcheck "$tmp/demo.svg" box rounded-box circle-start caption title && ok || bad "demo.svg"
legendcheck "$tmp/demo.svg" && ok || bad "demo.svg: a legend runs out of its panel"
"$cli" draw --circle 6,1.5,1 --aabb -1,-1,1,1 --box-velocity 2,0 -o "$tmp/moving.svg" >/dev/null &&
    legendcheck "$tmp/moving.svg" && ok || bad "draw: a legend runs out of the picture"
grep -q "exact tangency" "$tmp/demo.txt" && grep -q '"relation": "touching"' "$tmp/demo.txt" && ok || bad "demo table"

# ---- bench runs and its JSON parses (BENCH_RUNS=1: a quick pass) ----
BENCH_RUNS=1 "$cli" bench --json | python3 -c 'import json, sys; d = json.load(sys.stdin); assert d["results"], d' && ok || bad "bench --json"

# ---- an independent tester's findings (fifty-first session) ----
# a NUL byte: the line is an error, and never a line of its own after it
{ printf '{}\0'; printf '%65532s' ''; printf '{"op":"relate","circle":[3,4,5],"aabb":[-1,-1,0,0],"id":"PHANTOM"}\n'
  printf '{"op":"relate","circle":[3,4,5],"aabb":[-1,-1,0,0]}\0 junk\n{"op":"relate","circle":[3,4,5],"aabb":[-1,-1,0,0]}\n'; } |
    "$cli" batch >"$tmp/nul.out" 2>/dev/null
[ "$(wc -l <"$tmp/nul.out")" = 3 ] && ! grep -q PHANTOM "$tmp/nul.out" && [ "$(grep -c error "$tmp/nul.out")" = 2 ] &&
    ok || bad "batch: NUL bytes ($(cat "$tmp/nul.out"))"
# strict JSON: cJSON alone took these, and echoed ids that are no JSON
for line in '{"op":"relate","circle":[01,4,5],"aabb":[-1,-1,0,0]}' '{"op":"relate","circle":[3.,4,5],"aabb":[-1,-1,0,0]}' \
    '{"id":"\uZZZZ","op":"relate","circle":[3,4,5],"aabb":[-1,-1,0,0]}' '{"op\u0000x":"relate","circle":[3,4,5],"aabb":[-1,-1,0,0]}' \
    "$(printf '{"id":"a\tb","op":"relate","circle":[3,4,5],"aabb":[-1,-1,0,0]}')" \
    "$(printf '{"id":"\xff","op":"relate","circle":[3,4,5],"aabb":[-1,-1,0,0]}')" '{"op":"relate","circle":[3,4,5],"aabb":[-1,-1,0,0]} x'; do
    got=$(printf '%s\n' "$line" | "$cli" batch 2>/dev/null)
    [[ $got == '{"error": "malformed JSON", "line": 1}' ]] && ok || bad "batch strict JSON: $line -> $got"
done
# every output line is JSON and UTF-8, a long field name cut at a character boundary
printf '{"op":"relate","%s\u00e9":1}\n{"id":[1,{"a":"\xc3\xa9"}],"op":"relate","circle":[3,4,5],"aabb":[-1,-1,0,0]}\r\n' \
    "$(printf 'a%.0s' $(seq 59))" | { "$cli" batch 2>/dev/null; true; } |
    python3 -c 'import json, sys; [json.loads(l) for l in sys.stdin.buffer.read().decode("utf-8").splitlines()]' &&
    ok || bad "batch output lines are UTF-8 JSON"
# a line of exactly 65,534 bytes ending in CRLF is not too long
{ printf '{"op":"relate","circle":[3,4,5],"aabb":[-1,-1,0,0]}'; printf '%65483s\r\n' ''; } | "$cli" batch 2>/dev/null |
    grep -q touching && ok || bad "batch: 65,534 bytes and CRLF"
# write errors: exit 2 and one line, for every command
for args in "relate --circle 3,4,5 --aabb -1,-1,0,0" "--version" "--help" "demo -o $tmp/d.svg" \
    "draw --circle 0,0,1 --aabb 2,2,3,3 -o $tmp/d2.svg"; do
    # shellcheck disable=SC2086
    e=$("$cli" $args 2>&1 >/dev/full); rc=$?
    [ $rc = 2 ] && [[ $e == *"cannot write the output"* ]] && ok || bad "circbox $args >/dev/full: $rc '$e'"
    e=$("$cli" $args 2>&1 >&-); rc=$?
    [ $rc = 2 ] && [ -n "$e" ] && ok || bad "circbox $args >&-: $rc '$e'"
done
# a negative angle is the mirror of its magnitude, exactly
a=$("$cli" contact --circle 0,0,0 --obb 0,0,1,1,1e-10) b=$("$cli" contact --circle 0,0,0 --obb 0,0,1,1,-1e-10)
[ "${a//-/}" = "${b//-/}" ] && [ "$a" != "$b" ] && ok || bad "negative angles: $a / $b"
expect "$("$cli" relate --circle 0,0,1 --obb 0,0,2,1,0.1)" relate --circle 0,0,1 --obb 0,0,2,1,-359.9
# any length of number: an exact 135-character decimal
expect '{"relation": "touching"}' relate --circle 0,0,1 --aabb "1.$(printf '0%.0s' $(seq 130))0000,-1,2,1"
# the picture never draws NaN (a relative velocity that overflows)
"$cli" draw --circle 0,0,1 --aabb 2,2,3,3 --velocity -1e308,1e308 --box-velocity 1e308,-1e308 -o "$tmp/ov.svg" >/dev/null &&
    ! grep -qi nan "$tmp/ov.svg" && grep -q 'class="velocity"' "$tmp/ov.svg" && ok || bad "draw: overflowing velocity"
for runs in abc 0 -5 16; do
    BENCH_RUNS=$runs "$cli" bench --json >/dev/null 2>&1; [ $? = 2 ] && ok || bad "BENCH_RUNS=$runs accepted"
done
[[ $("$cli" demo -o 2>&1) == *"needs a value"* ]] && ok || bad "demo -o without a value"
# the reason of a read or write error (an independent tester: "input/output
# error" alone), and JSON nested beyond cJSON's 1000 levels named as such,
# not "malformed" (2026-12-08)
e=$("$cli" batch "$tmp" 2>&1 >/dev/null); rc=$?
[ $rc = 2 ] && [[ $e == *"reading the input (Is a directory)"* ]] && ok || bad "batch of a directory: $rc '$e'"
e=$(seq 1 20000 | sed 's/.*/{"op":"relate","circle":[0,0,1],"aabb":[0,0,1,1]}/' | "$cli" batch 2>&1 >/dev/full); rc=$?
[ $rc = 2 ] && [[ $e == *"cannot write the output (No space left on device)"* ]] && ok || bad "batch >/dev/full: $rc '$e'"
deep() { python3 -c "import sys; n = int(sys.argv[1]); print('{\"id\": ' + '[' * n + ']' * n + ', \"op\": \"relate\", \"circle\": [3, 4, 5], \"aabb\": [-1, -1, 0, 0]}')" "$1"; }
deep 999 | "$cli" batch | grep -q touching && ok || bad "batch: 999 levels"
[[ $(deep 1000 | "$cli" batch 2>/dev/null) == '{"error": "nested deeper than the parser'"'"'s 1000 levels", "line": 1}' ]] &&
    ok || bad "batch: 1000 levels: $(deep 1000 | "$cli" batch 2>/dev/null | cut -c1-80)"
# what a terminal would act on or hide, quoted from the input on stderr, is
# written as escapes (ESC turned a tester's terminal red)
e=$("$cli" relate --circle 0,0,1 --aabb "0,0,$(printf '\033')[31m,1" 2>&1)
[[ $e == *"('\x1b[31m')"* ]] && ok || bad "an escape byte quoted raw: $(printf '%s' "$e" | od -c | head -2)"

echo "$pass passed, $fail failed"
[ $fail = 0 ]
