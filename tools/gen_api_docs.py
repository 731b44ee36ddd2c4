#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generates docs/api.md, the API reference, from the public headers.

    python3 tools/gen_api_docs.py [--output docs/api.md]   (or: make api-docs)

The header is the manual (docs/style: "the public header is the manual"): its
opening guide becomes the introduction, its section banners the chapters, and
each declaration is listed with the comment above it. Declarations that follow
one comment without a blank line (the float twin after the double one) are
documented together. tests/test_package_docs.sh checks that every cbx_/CBX_
name declared in include/ appears in the result.
"""
import argparse
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INCLUDE = os.path.join(ROOT, "include")

BANNER = re.compile(r"/\* -{10,} \*/\s*\n/\*\s*(.*?)\s*\*/\s*\n/\* -{10,} \*/")


def headers():
    out = [os.path.join(INCLUDE, "circbox.h")]
    sub = os.path.join(INCLUDE, "circbox")
    out += sorted(os.path.join(sub, f) for f in os.listdir(sub) if f.endswith(".h"))
    return out


def clean_comment(c):
    body = re.sub(r"^/\*\*?|\*/$", "", c.strip()).strip("\n")
    lines = [re.sub(r"^\s*\* ?", "", l) if l.lstrip().startswith("*") else l.strip() for l in body.split("\n")]
    return "\n".join(lines).strip()


def declared_names(decl):
    """The cbx_/CBX_ names a declaration introduces."""
    d = re.sub(r"/\*.*?\*/", "", decl, flags=re.S)
    names = []
    m = re.match(r"\s*#\s*define\s+(\w+)", d)
    if m:
        return [m.group(1)]
    if re.match(r"\s*typedef\s+enum", d):
        names += re.findall(r"\b(CBX_\w+)\s*=", d)
        names.append(re.findall(r"(\w+)\s*;\s*$", d)[0])
        return names
    if re.match(r"\s*typedef", d):
        return [re.findall(r"(\w+)\s*;\s*$", d)[0]]
    m = re.search(r"(cbx_\w+)\s*\(", d)
    return [m.group(1)] if m else []


def split_items(text):
    """(kind, text) items of a header after its opening comment: 'banner',
    'comment', 'decl' (a declaration or #define), 'blank'."""
    items = []
    i, n = 0, len(text)
    while i < n:
        m = BANNER.match(text, i)
        if m:
            items.append(("banner", m.group(1)))
            i = m.end()
            continue
        if text.startswith("/*", i):
            j = text.index("*/", i) + 2
            items.append(("comment", text[i:j]))
            i = j
            continue
        if text[i] == "\n":
            j = i
            while j < n and text[j] in " \t\n":
                j += 1
            if text[i:j].count("\n") >= 2:
                items.append(("blank", ""))
            i = j
            continue
        if text[i] in " \t":
            i += 1
            continue
        m = re.match(r'extern\s+"C"\s*\{|\}\s*(/\*[^\n]*\*/)?\s*\n', text[i:])
        if m:  # the extern "C" braces of the C++ guard
            i += m.end()
            continue
        if text[i] == "#":
            j = text.find("\n", i)
            j = n if j < 0 else j
            while text[j - 1] == "\\":
                j = text.find("\n", j + 1)
            items.append(("decl", text[i:j]))
            i = j
            continue
        # a declaration: up to the ; at brace depth 0 (and a trailing comment on its line)
        depth, j = 0, i
        while j < n:
            if text.startswith("/*", j):
                j = text.index("*/", j) + 2
                continue
            c = text[j]
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
            elif c == ";" and depth <= 0:
                j += 1
                break
            j += 1
        eol = text.find("\n", j)
        eol = n if eol < 0 else eol
        tail = text[j:eol]
        if tail.strip().startswith("/*") and tail.strip().endswith("*/"):
            j = eol
        items.append(("decl", text[i:j]))
        i = j
    return items


def groups(path):
    text = open(path, encoding="utf-8").read()
    text = re.sub(r"^/\* SPDX-License-Identifier: MIT \*/\n", "", text)
    guide = None
    m = re.match(r"\s*(/\*.*?\*/)", text, re.S)
    if m:
        guide = clean_comment(m.group(1))
        text = text[m.end():]
    out = []  # (section, comment, [decls])
    section = None
    pending = None
    current = None
    for kind, body in split_items(text):
        if kind == "banner":
            section, pending, current = body, None, None
        elif kind == "comment":
            pending, current = clean_comment(body), None
        elif kind == "blank":
            current = None
            pending = None
        else:
            if re.match(r"\s*#\s*(if|ifdef|ifndef|endif|else|elif|include|undef|error|pragma)\b", body):
                continue
            if re.match(r'\s*(extern\s+"C"|})', body) or not declared_names(body):
                continue
            if re.match(r"\s*#\s*define\s+\w+_H\s*$", body):
                continue  # include guard
            if current is None:
                current = (section, pending, [])
                out.append(current)
                pending = None
            current[2].append(body.strip())
    return guide, out


def render():
    lines = ["<!-- GENERATED by tools/gen_api_docs.py from include/ (make api-docs): do not edit. -->",
             "# circbox API reference", ""]
    all_groups = []
    guide = None
    intros = {}
    for path in headers():
        g, gs = groups(path)
        rel = os.path.relpath(path, ROOT)
        if path.endswith("circbox.h") and os.path.dirname(path) == INCLUDE:
            guide = g
        if guide is not g and g:
            intros[rel] = g
        for sec, com, decls in gs:
            all_groups.append((rel, sec or rel, com, decls))
    lines += ["Every public type, constant and function, in the order of the headers",
              "(`include/circbox.h`, then `include/circbox/*.h`). Double and float twins",
              "are listed together. The semantics shared by everything (closed shapes,",
              "touching, normals, exactness, invalid input) are in the guide below and",
              "in [guarantees.md](guarantees.md).", ""]
    sections = list(dict.fromkeys(s for _, s, _, _ in all_groups))
    lines.append("## Contents")
    lines.append("")
    lines.append("- [Guide](#guide)")
    for s in sections:
        lines.append("- [%s](#%s)" % (s, re.sub(r"[^a-z0-9 -]", "", s.lower()).replace(" ", "-")))
    lines.append("- [Index](#index)")
    lines.append("")
    lines += ["## Guide", "", "From the comment that opens `include/circbox.h`:", "", "```text", guide or "", "```", ""]
    index = []
    for s in sections:
        lines += ["## %s" % s, ""]
        if s in intros:
            lines += [intros[s], ""]
        for rel, sec, com, decls in all_groups:
            if sec != s:
                continue
            names = []
            for d in decls:
                names += declared_names(d)
            names = list(dict.fromkeys(names))
            index += [(n, names[0]) for n in names]
            lines.append("### " + ", ".join("`%s`" % n for n in names))
            lines.append("")
            if com:
                lines += [com, ""]
            lines.append("```c")
            for d in decls:
                if d.startswith("CBX_API "):
                    # drop the export macro and re-align the continuation lines
                    first, *rest = d[len("CBX_API "):].split("\n")
                    d = "\n".join([first] + [r[8:] if r.startswith(" " * 8) else r for r in rest])
                lines.append(d)
            lines.append("```")
            lines.append("")
    lines += ["## Index", ""]
    for name, anchor_name in sorted(index, key=lambda x: x[0].lower()):
        lines.append("- `%s`" % name)
    lines.append("")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--output", default=os.path.join(ROOT, "docs", "api.md"))
    args = ap.parse_args()
    text = render()
    os.makedirs(os.path.dirname(os.path.abspath(args.output)), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)
    print("gen_api_docs: wrote %s" % args.output)


if __name__ == "__main__":
    main()
