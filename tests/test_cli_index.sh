#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# circbox index: answers equal an exact brute force in Python integers
# (integer boxes and centers, squared radii compared exactly: tangencies
# everywhere), 2D and 3D, double and --float; CSV and JSON lines; bad lines.
#   bash tests/test_cli_index.sh BUILD_DIR
set -uo pipefail
build=${1:-build}
cli="$(cd "$build" 2>/dev/null && pwd)/tools/circbox"
[ -x "$cli" ] || { echo "circbox tool not built (cJSON missing?): skipped"; exit 77; }
py=/usr/bin/python3
[ -x "$py" ] || { echo "no /usr/bin/python3: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for dim in 2 3; do
    "$py" - "$dim" "$tmp" <<'PY'
import json, random, sys
dim, tmp = int(sys.argv[1]), sys.argv[2]
rnd = random.Random(7 + dim)
boxes = []
with open(f"{tmp}/boxes{dim}.txt", "w") as f:
    for i in range(3000):
        lo = [rnd.randrange(0, 60) for _ in range(dim)]
        hi = [l + rnd.randrange(0, 4) for l in lo]
        boxes.append((lo, hi))
        if i % 3 == 0:
            f.write(json.dumps({"aabb" if dim == 2 else "aabb3": lo + hi}) + "\n")
        else:
            f.write(",".join(map(str, lo + hi)) + "\n")
        if i % 500 == 0:
            f.write("# a comment\n\n")
want = []
with open(f"{tmp}/queries{dim}.txt", "w") as f:
    for q in range(300):
        c = [rnd.randrange(-5, 65) for _ in range(dim)]
        r = rnd.choice([0, 1, 5, 10, 13, 25])
        f.write((json.dumps({"circle" if dim == 2 else "sphere": c + [r]}) if q % 2 else " ".join(map(str, c + [r]))) + "\n")
        hits = []
        for i, (lo, hi) in enumerate(boxes):
            d2 = sum((ci - min(max(ci, l), h)) ** 2 for ci, l, h in zip(c, lo, hi))
            if d2 <= r * r:
                hits.append(i)
        want.append({"count": len(hits), "boxes": hits})
with open(f"{tmp}/want{dim}.txt", "w") as f:
    for w in want:
        f.write(json.dumps(w) + "\n")
PY
    for prec in "" --float; do
        "$cli" index "$tmp/boxes$dim.txt" "$tmp/queries$dim.txt" $prec --quiet > "$tmp/got.txt" 2>"$tmp/err.txt"
        if ! "$py" -c 'import json,sys; a=[json.loads(l) for l in open(sys.argv[1])]; b=[json.loads(l) for l in open(sys.argv[2])]; sys.exit(a!=b)' "$tmp/got.txt" "$tmp/want$dim.txt"; then
            echo "FAIL: ${dim}D $prec differs from brute force"; status=1
        fi
    done
done
# Bad lines: a query with the wrong count answers an error line, exit 1; a bad box file exits 2.
printf '0,0,1,1\n' > "$tmp/b.txt"
out=$(printf '1,1\n0,0,1\n' | "$cli" index "$tmp/b.txt" --quiet); rc=$?
[ $rc = 1 ] && [[ $out == *error*count\":\ 1* ]] || { echo "FAIL: bad query line ($rc: $out)"; status=1; }
printf '0,0,1\n' > "$tmp/bad.txt"
"$cli" index "$tmp/bad.txt" </dev/null >/dev/null 2>&1; [ $? = 2 ] || { echo "FAIL: bad box file"; status=1; }
# Each bad query line answers an error naming what is wrong, and the lines
# after it are answered (the number rules of the other commands: an
# overflow is an error, not an infinite and so invalid circle that meets
# nothing; an empty value is not 0; a long line is not two lines).
check_line() { # input, words the answer must contain
    local got
    got=$(printf '%s\n2,2,0\n' "$1" | "$cli" index "$tmp/b.txt" --quiet ${3:-} | head -1)
    local next
    next=$(printf '%s\n0,0,0\n' "$1" | "$cli" index "$tmp/b.txt" --quiet ${3:-} | tail -1)
    [[ $got == *"$2"* ]] || { echo "FAIL: '${1:0:60}' answered $got, want $2"; status=1; }
    [[ $next == '{"count": 1, "boxes": [0]}' ]] || { echo "FAIL: the line after '${1:0:60}' answered $next"; status=1; }
}
check_line '1e400,0,1' 'value 1: overflows'
check_line '[0,0,1e999]' 'value 3: overflows'
check_line '1,,1' 'value 2 (empty)'
check_line ',1,1,1' 'value 1 (empty)'
check_line '1,1,1,' 'value 4 (empty)'
check_line '1,2,3x' "value 3 ('3x')"
check_line '{"circle": [1,1,1], "r": 2}' 'unknown field'
check_line '{"sphere": [1,1,1,1]}' 'needs 3 numbers'
check_line '{"circle": [1,1]}' 'want 3 numbers, got 2'
check_line '{"circle": [1,"a",1]}' 'value 2: not a number'
check_line '1e39,0,1' 'too large for float' --float
check_line "$(printf '%5000s' '')1,1,1" 'line too long'
got=$(printf 'nan,0,1\n+inf,0,1\n0x1p-1,0x1p-1,0\n' | "$cli" index "$tmp/b.txt" --quiet | tr '\n' ' ')
[[ $got == '{"count": 0, "boxes": []} {"count": 0, "boxes": []} {"count": 1, "boxes": [0]} ' ]] ||
    { echo "FAIL: NaN, infinity and hex floats as written: $got"; status=1; }
printf '0,0,1,1\n0,0,1,1e999\n' > "$tmp/bad.txt"
err=$("$cli" index "$tmp/bad.txt" </dev/null 2>&1 >/dev/null); rc=$?
[ $rc = 2 ] && [[ $err == *"bad.txt:2: value 4: overflows"* ]] || { echo "FAIL: box overflow ($rc: $err)"; status=1; }
printf '{"aabb": [0,0,0,1,1,1]}\n' > "$tmp/bad.txt"
err=$("$cli" index "$tmp/bad.txt" </dev/null 2>&1 >/dev/null); rc=$?
[ $rc = 2 ] && [[ $err == *'bad.txt:1: "aabb" (want 4 numbers, got 6)'* ]] || { echo "FAIL: box field ($rc: $err)"; status=1; }
for bad in abc -5 3x; do
    "$cli" index "$tmp/b.txt" --limit $bad </dev/null >/dev/null 2>&1; [ $? = 2 ] || { echo "FAIL: --limit $bad"; status=1; }
done
# an independent tester's findings (fifty-first session): no line is
# skipped unanswered, none swallows the next, strict JSON, read errors
printf '0,0,1,1\n' >"$tmp/one.txt"
got=$(printf '0.5,0.5,0\0\n9,9,0\n[]\n[] x\n\rjunk\n[1,2,3]]\n[0,0,1]inf\n0.5,0.5,0\r\n' |
      "$cli" index "$tmp/one.txt" --quiet | tr '\n' '|')
[[ $got == '{"error": "line 1: a NUL byte in the line: not a number"}|{"count": 0, "boxes": []}|{"error": "line 3: no numbers: wrong number of values"}|{"error": "line 4: malformed JSON"}|'* ]] &&
    [ "$(printf '%s' "$got" | tr '|' '\n' | wc -l)" = 8 ] && [[ $got == *'|{"count": 1, "boxes": [0]}|' ]] ||
    { echo "FAIL: index lines: $got"; status=1; }
printf '0,0,1,1\n[]\n5,5,6,6\n' >"$tmp/gap.txt"
err=$("$cli" index "$tmp/gap.txt" </dev/null 2>&1 >/dev/null); rc=$?
[ $rc = 2 ] && [[ $err == *"gap.txt:2: no numbers"* ]] || { echo "FAIL: [] in a box file ($rc: $err)"; status=1; }
for what in "index $tmp" "index $tmp/one.txt $tmp"; do
    # shellcheck disable=SC2086
    echo 0,0,1 | "$cli" $what --quiet >/dev/null 2>&1; [ $? = 2 ] || { echo "FAIL: $what: a read error"; status=1; }
done
"$cli" index "$tmp/one.txt" --quiet <&- >/dev/null 2>&1; [ $? = 2 ] || { echo "FAIL: closed stdin"; status=1; }
echo 0,0,1 | "$cli" index "$tmp/one.txt" --quiet >/dev/full 2>/dev/null; [ $? = 2 ] || { echo "FAIL: /dev/full"; status=1; }
# a read error's reason, and the box file's bytes quoted visibly: ESC, CR,
# bytes that are no UTF-8 and a byte order mark (an independent tester,
# 2026-12-08: raw on stderr, the BOM invisible)
err=$("$cli" index "$tmp" </dev/null 2>&1); [[ $err == *"(Is a directory)"* ]] || { echo "FAIL: directory: $err"; status=1; }
printf '\033[31mRED\n' >"$tmp/esc.txt"; printf '\357\273\2770,0,1,1\n' >"$tmp/bom.txt"
printf '0,0,1,1\r2,2,3,3\r' >"$tmp/cr.txt"; printf '0,0,1,1\n\377\376,1,1,1\n' >"$tmp/utf.txt"
for f in "esc:1: value 1 ('\x1b[31mRED')" "bom:1: value 1 ('\ufeff0')" "cr:1: value 4 ('1\x0d2')" "utf:2: value 1 ('\xff\xfe')"; do
    err=$("$cli" index "$tmp/${f%%:*}.txt" </dev/null 2>&1)
    [[ $err == *"${f%%:*}.txt:${f#*:}: not a number" ]] || { echo "FAIL: quoted bytes: $f: $err"; status=1; }
done
[[ $("$cli" index "$tmp/one.txt" --limit=3 </dev/null 2>&1) == *"'--limit=3'"* ]] || { echo "FAIL: option named"; status=1; }
"$cli" index --help | grep -q usage || { echo "FAIL: help"; status=1; }
[ $status = 0 ] && echo "circbox index: all answers equal brute force"
exit $status
