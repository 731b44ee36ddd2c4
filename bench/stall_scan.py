#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Candidates for failed store-to-load forwarding in a built library (x86-64).

    python3 bench/stall_scan.py build/src/libcircbox.a [FUNCTION ...]

A load of 16 bytes from the stack that overlaps an earlier, narrower or
offset store to the same bytes cannot take its data from the store buffer:
it waits until those stores have retired. gcc produces this when it builds a
struct in a local with 8-byte stores and copies it out with 16-byte moves
(the 3D sweep's answer paid about 12 ns a query so, docs/performance-log.md,
twelfth session), or when a caller's copy and a callee's read cut a struct
at different places. Two patterns are listed, from `objdump -d`:

- after a call whose first argument was a stack address (a struct returned
  through a hidden pointer): 16-byte loads from the next 128 bytes there,
  within 30 instructions;
- a 16-byte stack load that overlaps, without being covered by, a store
  within the previous 60 instructions of the same function.

Neither follows branches or tracks %rsp moves between pushes and calls, so
spills and slots reused on other paths show up too: a person reads each
candidate in the disassembly (`objdump -d --no-show-raw-insn`) and times a
change with bench/ab before keeping it.
"""
import re
import subprocess
import sys

WIDE = {"movups", "movaps", "movdqa", "movdqu", "movupd", "movapd"}
STACK_LOAD = re.compile(r"(-?0x[0-9a-f]+|)\(%rsp\),%xmm\d+$")
STACK_STORE = re.compile(r"%(\w+),(-?0x[0-9a-f]+|)\(%rsp\)$")


def store_size(op, reg):
    if op in WIDE:
        return 16
    if op in ("movss", "movd") or reg.startswith("e"):
        return 4
    return 8


def functions(path):
    out = subprocess.run(["objdump", "-d", "--no-show-raw-insn", path], capture_output=True, text=True,
                         check=True).stdout
    name, body = None, []
    for line in out.splitlines():
        head = re.match(r"[0-9a-f]+ <(.*)>:", line)
        if head:
            if name:
                yield name, body
            name, body = head.group(1), []
            continue
        ins = re.match(r"\s*([0-9a-f]+):\t(\w+)\s*(.*)$", line)
        if ins and name:
            body.append(ins.groups())
    if name:
        yield name, body


def offset(text):
    return int(text or "0", 16)


def scan(name, body):
    found = []
    rdi = None
    for k, (addr, op, args) in enumerate(body):
        lea = re.match(r"(-?0x[0-9a-f]+|)\(%rsp\),%rdi$", args)
        if op == "lea" and lea:
            rdi = offset(lea.group(1))
            continue
        if op == "call" and rdi is not None:
            for addr2, op2, args2 in body[k + 1:k + 31]:
                if op2 in ("call", "ret"):
                    break
                load = STACK_LOAD.match(args2)
                if load and op2 in WIDE and rdi <= offset(load.group(1)) < rdi + 128:
                    found.append("%s %s: %s %s after the call at %s (a returned struct)" % (name, addr2, op2, args2,
                                                                                           addr))
            rdi = None
        load = STACK_LOAD.match(args)
        if not (load and op in WIDE):
            continue
        at = offset(load.group(1))
        for addr2, op2, args2 in reversed(body[max(0, k - 60):k]):
            store = STACK_STORE.match(args2)
            if not store or op2 in ("lea", "cmp", "test"):
                continue
            where, size = offset(store.group(2)), store_size(op2, store.group(1))
            if where < at + 16 and where + size > at and not (where <= at and where + size >= at + 16):
                found.append("%s %s: %s %s over the %d-byte store at %s" % (name, addr, op, args, size, addr2))
                break
    return found


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip().splitlines()[2].strip())
        return 2
    wanted = set(argv[2:])
    for name, body in functions(argv[1]):
        if wanted and name not in wanted:
            continue
        for line in scan(name, body):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
