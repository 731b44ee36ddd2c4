#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generates the single-header edition of circbox (dist/circbox.h).

    python3 tools/amalgamate.py [--output dist/circbox.h]

The result is stb style: it always declares the API; in the one translation
unit that defines CIRCBOX_IMPLEMENTATION before including it, it also defines
every function. Never edit the output: change the sources and run
`make single-header` again.

How the sources become one file
- Public part: include/circbox.h with its local includes inlined, then any
  other include/circbox/*.h it does not include itself.
- Implementation part, in this order:
  1. the internal headers that carry an include guard (real.h, exact.h,
     internal.h, ...), hoisted to the front once, in dependency order;
  2. the plain sources (no template), e.g. exact.c;
  3. template.h's double-pass macros, then the BODY of every templated source
     (the text between `#else` and the last `#endif`), then template.h's
     float-pass macros and every body again. Files without include guard
     (predicates.inc, frame.inc) are inlined once per pass, at first use, as
     the per-file compilation does; one that contains the word
     CBX_AMALGAMATE_EVERY_INCLUDE (index_core.inc) at every include.
- Internal functions and variables (not declared CBX_API in include/) become
  `static` (CBX_PRIVATE), so the implementation adds only the public cbx_
  symbols to the user's object file.
- One translation unit now holds what used to be many: a file-local name
  (static function, typedef, struct tag) defined by two sources is renamed in
  the later one; macros a source defines are #undef'd after it; the short
  internal macro names (VEC2, R_EPS, ...) are renamed CBXI_* and everything
  the implementation defines is #undef'd at its end, so nothing leaks into the
  user's code.
- The sources are the layers' files, src/<layer>/*.c; the per-instruction-set
  kernels one folder deeper (src/batch/simd/, compiled with their own flags)
  are left out: see the SIMD note in the generated banner.

Only the Python standard library is used.
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INCLUDE = os.path.join(ROOT, "include")
SRC = os.path.join(ROOT, "src")

LOCAL_INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
DEFINE = re.compile(r"^\s*#\s*define\s+(\w+)")
# Leading comments and blank lines: a comment is matched up to its own first
# `*/` only (a lazy `.*?` under re.S would backtrack across code into a later
# comment and take an `#ifndef X / #define X` deep in a file for a guard).
LEADING = r"\A(?:\s|/\*(?:[^*]|\*(?!/))*\*/|//[^\n]*\n)*"
GUARD = re.compile(LEADING + r"#\s*ifndef\s+(\w+)\s*\n\s*#\s*define\s+\1\b")
TEMPLATE_START = re.compile(LEADING + r"#\s*ifndef\s+CBX_TEMPLATE_BODY\b")


# An unguarded file that says this (src/index/index_core.inc) is inlined at
# every include, not once per pass: it is a template instantiated per dimension.
EVERY_INCLUDE = "CBX_AMALGAMATE_EVERY_INCLUDE"


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def rel(path):
    return os.path.relpath(path, ROOT)


def has_guard(text):
    return GUARD.match(text) is not None


# ---------------------------------------------------------------------------
# A small C lexer: enough to find file-scope declarations and the
# preprocessor structure, skipping comments, strings and character constants.
# ---------------------------------------------------------------------------

def mask_comments_and_strings(text):
    """The text with every comment, string and char literal replaced by spaces
    (newlines kept), so that offsets stay valid."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
        else:
            i += 1
            continue
        for k in range(i, j):
            if out[k] != "\n":
                out[k] = " "
        i = j
    return "".join(out)


def mask_preprocessor(masked):
    """Blanks preprocessor lines (with their continuations) in masked text."""
    lines = masked.split("\n")
    cont = False
    for idx, line in enumerate(lines):
        if cont or line.lstrip().startswith("#"):
            cont = line.rstrip().endswith("\\")
            lines[idx] = " " * len(line)
        else:
            cont = False
    return "\n".join(lines)


def file_scope_statements(text):
    """Yields (start, head) for every file-scope declaration or definition:
    start is the offset of its first token, head its text up to the first
    `{` or `;` at depth 0, comments and preprocessor lines blanked."""
    code = mask_preprocessor(mask_comments_and_strings(text))
    depth = 0
    start = None
    head_end = None
    i, n = 0, len(code)
    while i < n:
        c = code[i]
        if depth == 0 and start is None and (c.isalpha() or c == "_"):
            start, head_end = i, None
        if c == "{":
            if depth == 0 and start is not None and head_end is None:
                head_end = i
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0 and start is not None:
                head = code[start:head_end]
                # A function body ends the definition; a struct, union, enum
                # or initializer goes on to its `;`.
                if not re.search(r"\b(struct|union|enum|typedef)\b|=", head):
                    yield start, head
                    start = None
        elif c == ";" and depth == 0 and start is not None:
            yield start, code[start:(head_end if head_end is not None else i)]
            start = None
        i += 1


def head_tokens(head):
    """Identifiers of a declaration head, CBX_F(name) read as name."""
    head = re.sub(r"CBX_F\s*\(\s*(\w+)\s*\)", r"\1", head)
    return head, re.findall(r"[A-Za-z_]\w*", head)


def declared_name(head):
    """(kind, name) of a file-scope declaration head: kind is 'function',
    'variable', 'typedef' or 'tag' (a struct/union/enum definition alone)."""
    flat, toks = head_tokens(head)
    if not toks:
        return None, None
    if toks[0] == "typedef":
        return "typedef", toks[-1]
    m = re.search(r"([A-Za-z_]\w*)\s*\(", flat)
    if m and not re.match(r"\s*\(\s*\*", flat[m.end() - 1:]):
        return "function", m.group(1)
    if toks[0] in ("struct", "union", "enum") and len(toks) >= 2 and "=" not in flat and \
            re.match(r"\s*(struct|union|enum)\s+\w+\s*$", flat):
        return "tag", toks[1]
    lhs = flat.split("=")[0]
    ids = re.findall(r"[A-Za-z_]\w*", lhs)
    return "variable", ids[-1] if ids else None


def public_functions():
    """Names of the functions declared CBX_API in include/."""
    names = set()
    for path in public_headers():
        text = mask_comments_and_strings(read(path))
        for decl in text.split(";"):
            if "CBX_API" in decl:
                m = re.search(r"([A-Za-z_]\w*)\s*\([^()]*(\([^()]*\)[^()]*)*\)\s*$", decl.strip())
                if m:
                    names.add(m.group(1))
    return names


def public_headers():
    heads = [os.path.join(INCLUDE, "circbox.h")]
    sub = os.path.join(INCLUDE, "circbox")
    heads += sorted(os.path.join(sub, f) for f in os.listdir(sub) if f.endswith(".h"))
    return heads


# ---------------------------------------------------------------------------
# Public part
# ---------------------------------------------------------------------------

def inline_public(path, seen, out):
    seen.add(os.path.abspath(path))
    out.append("/* ---- %s ---- */\n" % rel(path))
    for line in read(path).splitlines(keepends=True):
        m = LOCAL_INCLUDE.match(line)
        if m:
            target = os.path.abspath(os.path.join(INCLUDE, m.group(1)))
            if not os.path.exists(target):
                target = os.path.abspath(os.path.join(os.path.dirname(path), m.group(1)))
            if target not in seen:
                inline_public(target, seen, out)
            continue
        if line.startswith("/* SPDX-License-Identifier"):
            continue
        out.append(line)


# ---------------------------------------------------------------------------
# Implementation part
# ---------------------------------------------------------------------------

class Amalgamation:
    def __init__(self):
        self.public = public_functions()
        self.hoisted = []        # texts of the guarded internal headers, in order
        self.hoisted_seen = set()
        self.pass_seen = set()   # unguarded files already inlined in this pass
        self.local_names = {}    # file-local name -> the source that owns it
        self.notes = []
        self.guards = set()          # include guards of the hoisted headers
        self.externs = set()         # names some source declares extern
        for d, _, files in os.walk(SRC):
            for f in files:
                if f.endswith((".c", ".h", ".inc")):
                    text = read(os.path.join(d, f))
                    for _, head in file_scope_statements(text):
                        kind, name = declared_name(head)
                        if name and "extern" in head_tokens(head)[1]:
                            self.externs.add(name)

    def is_public(self, name):
        return name in self.public or (name + "f") in self.public

    def privatize(self, text):
        """Makes every internal non-static file-scope function or variable
        static, and returns (text, names of its statics/typedefs/tags)."""
        inserts = []
        names = []
        for start, head in file_scope_statements(text):
            kind, name = declared_name(head)
            if name is None:
                continue
            _, toks = head_tokens(head)
            if kind in ("typedef", "tag"):
                names.append(name)
                continue
            if "extern" in toks:
                self.externs.add(name)
                continue
            if "static" in toks:
                names.append(name)
                continue
            # Only plain cbx_ identifiers: a macro that expands to a
            # definition is left as written, and so is a variable that some
            # header declares extern (it must keep external linkage).
            if self.is_public(name) or not name.startswith("cbx_") or name in self.externs:
                continue
            # Not a file-local name: other sources use it through a header,
            # so it must never be renamed, only made static.
            inserts.append(start)
        for start in reversed(inserts):
            text = text[:start] + "CBX_PRIVATE " + text[start:]
        return text, names

    def resolve(self, name, from_dir):
        for d in (from_dir, SRC, INCLUDE):
            p = os.path.abspath(os.path.join(d, name))
            if os.path.exists(p):
                return p
        sys.exit("amalgamate: cannot find \"%s\" (included from %s)" % (name, rel(from_dir)))

    def expand(self, text, from_dir):
        """Inlines the local includes of text (a source's own code)."""
        out = []
        masked = mask_comments_and_strings(text).splitlines()
        for line, code in zip(text.splitlines(keepends=True), masked):
            m = LOCAL_INCLUDE.match(line)
            if not m or not re.match(r"\s*#\s*include\b", code):
                out.append(line)  # not an include, or one inside a comment
                continue
            path = self.resolve(m.group(1), from_dir)
            if path.startswith(INCLUDE + os.sep):
                continue  # public: already declared above
            body = read(path)
            if has_guard(body):
                self.hoist(path, body)
            elif path not in self.pass_seen or EVERY_INCLUDE in body:
                self.pass_seen.add(path)
                body, _ = self.privatize(body)
                out.append("/* ---- %s ---- */\n" % rel(path))
                out.append(self.expand(body, os.path.dirname(path)))
        return "".join(out)

    def hoist(self, path, body):
        if path in self.hoisted_seen:
            return
        self.hoisted_seen.add(path)
        self.guards.add(GUARD.match(body).group(1))
        saved = self.pass_seen
        self.pass_seen = set()
        body, names = self.privatize(body)
        for n in names:
            self.local_names.setdefault(n, rel(path))
        text = self.expand(body, os.path.dirname(path))
        self.pass_seen = saved
        self.hoisted.append("/* ---- %s ---- */\n%s" % (rel(path), text))

    def own_text(self, path, text):
        """A source's own code made ready to share one translation unit:
        internal symbols static, clashing file-local names renamed."""
        text, names = self.privatize(text)
        tag = re.sub(r"\W", "_", os.path.splitext(os.path.basename(path))[0])
        for name in dict.fromkeys(names):
            owner = self.local_names.get(name)
            if owner is None:
                self.local_names[name] = rel(path)
            elif owner != rel(path):
                new = "%s_%s" % (name, tag)
                text = re.sub(r"\b%s\b" % re.escape(name), new, text)
                self.notes.append("%s: %s renamed %s (also defined in %s)" % (rel(path), name, new, owner))
                self.local_names[new] = rel(path)
        return text

    @staticmethod
    def undef_own_macros(text):
        names = list(dict.fromkeys(m.group(1) for m in map(DEFINE.match, text.splitlines()) if m))
        return "".join("#undef %s\n" % n for n in names)


# The library is built with -fno-math-errno, so __builtin_sqrt is one
# instruction. The user's file may keep math errno on (the default), and then
# gcc and clang add a call to libm's sqrt for negative arguments, which a C
# program must link with -lm. Where the square-root instruction is reachable
# without libm (x86-64 through SSE2, AArch64 through fsqrt), use it directly:
# it is the same correctly rounded IEEE operation, so every result is the
# library's, bit for bit.
#
# Under clang's -ffast-math the square roots get the fast-math flags of the
# command line even inside float_control(precise) (clang 14), and LLVM then
# replaces them by a reciprocal-square-root estimate: the answers change.
# The instruction written as inline assembly is out of the optimizer's reach.
SQRT_OVERRIDE = """/* ---- single header: sqrt without libm (see tools/amalgamate.py) ---- */
#if defined(__clang__) && defined(__FAST_MATH__) && defined(__SSE2__)
static inline double cbx_sh_sqrt(double x) {
    __asm__("sqrtsd %1, %0" : "=x"(x) : "x"(x));
    return x;
}
static inline float cbx_sh_sqrtf(float x) {
    __asm__("sqrtss %1, %0" : "=x"(x) : "x"(x));
    return x;
}
#undef CBX_SQRT
#undef CBX_SQRTF
#define CBX_SQRT(x) cbx_sh_sqrt(x)
#define CBX_SQRTF(x) cbx_sh_sqrtf(x)
#elif (defined(__GNUC__) || defined(__clang__)) && \\
    (!defined(__NO_MATH_ERRNO__) || (defined(__clang__) && defined(__FAST_MATH__))) && \\
    (defined(__SSE2__) || defined(__aarch64__))
#if defined(__SSE2__)
#include <emmintrin.h>
static inline double cbx_sh_sqrt(double x) { return _mm_cvtsd_f64(_mm_sqrt_sd(_mm_set_sd(x), _mm_set_sd(x))); }
static inline float cbx_sh_sqrtf(float x) { return _mm_cvtss_f32(_mm_sqrt_ss(_mm_set_ss(x))); }
#else
static inline double cbx_sh_sqrt(double x) {
    double r;
    __asm__("fsqrt %d0, %d1" : "=w"(r) : "w"(x));
    return r;
}
static inline float cbx_sh_sqrtf(float x) {
    float r;
    __asm__("fsqrt %s0, %s1" : "=w"(r) : "w"(x));
    return r;
}
#endif
#undef CBX_SQRT
#undef CBX_SQRTF
#define CBX_SQRT(x) cbx_sh_sqrt(x)
#define CBX_SQRTF(x) cbx_sh_sqrtf(x)
#endif
"""


def split_template_source(path, text):
    """A templated source cut in three: `pre`, its code before its
    `#include "template.h"`; `body`, the template body between the #else that
    answers the leading `#ifndef CBX_TEMPLATE_BODY` and the matching #endif;
    `post`, its code after the template.h include (it may use what the body
    defined, in both precisions)."""
    lines = text.splitlines(keepends=True)
    code = mask_comments_and_strings(text).splitlines(keepends=True)
    depth, first, include, els, end = 0, None, None, None, None
    for i, line in enumerate(code):
        d = line.strip()
        if re.match(r"#\s*(if|ifdef|ifndef)\b", d):
            depth += 1
            if first is None:
                first = i
        elif re.match(r"#\s*else\b", d) and depth == 1 and els is None:
            els = i
        elif re.match(r"#\s*endif\b", d):
            depth -= 1
            if depth == 0:
                end = i
                break
        elif depth == 1 and els is None and re.match(r'#\s*include\s+"template\.h"', lines[i].strip()):
            include = i
    if None in (first, include, els, end):
        sys.exit("amalgamate: %s: not the template layout of src/template.h" % rel(path))
    head = [l for l in lines[first + 1:include] if not re.match(r"\s*#\s*define\s+CBX_TEMPLATE_BODY\b", l)]
    return "".join(head), "".join(lines[els + 1:end]), "".join(lines[include + 1:els])


def split_template_h():
    """template.h cut at its `#include CBX_TEMPLATE_BODY` lines: the text before
    the double pass, between the passes, and after the float pass."""
    text = read(os.path.join(SRC, "template.h"))
    parts = re.split(r"^\s*#\s*include\s+CBX_TEMPLATE_BODY\s*$\n?", text, flags=re.M)
    if len(parts) != 3:
        sys.exit("amalgamate: src/template.h must include CBX_TEMPLATE_BODY exactly twice")
    return parts


def implementation(am):
    # The layers' sources, src/<layer>/*.c (the instruction-set kernels one
    # folder deeper, src/batch/simd/, are left out: see the SIMD note).
    sources = sorted(os.path.join(layer, f) for layer in os.listdir(SRC) if os.path.isdir(os.path.join(SRC, layer))
                     for f in os.listdir(os.path.join(SRC, layer)) if f.endswith(".c"))
    plain, templated = [], []
    for f in sources:
        path = os.path.join(SRC, f)
        text = read(path)
        if TEMPLATE_START.match(text):
            templated.append((path, text))
        else:
            plain.append((path, text))

    body = []
    for path, text in plain:
        own = am.own_text(path, text)
        body.append("/* ---- %s ---- */\n" % rel(path))
        body.append(am.expand(own, SRC))
        body.append(am.undef_own_macros(own))

    parts = [(path, split_template_source(path, am.own_text(path, text))) for path, text in templated]
    am.pass_seen = set()
    for path, (pre, _, _) in parts:
        if pre.strip():
            body.append("/* ---- %s (before the template) ---- */\n" % rel(path))
            body.append(am.expand(pre, SRC))
    before, between, after = split_template_h()
    for i, prelude in enumerate((before, between)):
        am.pass_seen = set()
        body.append("/* ---- src/template.h: %s pass ---- */\n" % ("double", "float")[i])
        body.append(am.expand(prelude, SRC))
        for path, (_, own, _) in parts:
            body.append("/* ---- %s (%s) ---- */\n" % (rel(path), ("double", "float")[i]))
            body.append(am.expand(own, SRC))
            body.append(am.undef_own_macros(own))
    body.append(am.expand(after, SRC))
    am.pass_seen = set()
    for path, (pre, _, post) in parts:
        if post.strip():
            body.append("/* ---- %s (after the template) ---- */\n" % rel(path))
            body.append(am.expand(post, SRC))
        body.append(am.undef_own_macros(pre + post))
    return "".join(am.hoisted) + SQRT_OVERRIDE + "".join(body)


def strip_spdx(text):
    return re.sub(r"^/\* SPDX-License-Identifier: MIT \*/\n", "", text, flags=re.M)


def rename_internal_macros(text):
    """Short internal macro names get the CBXI_ prefix; returns the text and
    every macro name the implementation defines (for the final #undef)."""
    defined = list(dict.fromkeys(m.group(1) for m in map(DEFINE.match, text.splitlines()) if m))
    short = [n for n in defined if not n.lower().startswith("cbx")]
    if short:
        pattern = re.compile(r"\b(%s)\b" % "|".join(map(re.escape, short)))
        text = pattern.sub(lambda m: "CBXI_" + m.group(1), text)
    renamed = ["CBXI_" + n if n in short else n for n in defined]
    return text, renamed


HEX_FLOAT = re.compile(r"\b0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)[pP][+-]?[0-9]+([fFlL]?)")


def decimal_hex_floats(text):
    """Hexadecimal floating literals (C99, but C++ only from C++17) rewritten
    as the shortest decimal that reads back as the same double. For an f
    literal the value is a float, so that decimal, within half a double ulp
    of it, also rounds to it as a float: the value never changes."""
    code = mask_comments_and_strings(text)
    out, last = [], 0
    for m in HEX_FLOAT.finditer(code):
        suffix = m.group(1)
        if suffix in ("l", "L"):
            continue
        value = float.fromhex(m.group(0)[:len(m.group(0)) - len(suffix)])
        lit = repr(value)
        if "." not in lit and "e" not in lit and "inf" not in lit:
            lit += ".0"
        out.append(text[last:m.start()])
        out.append(lit + suffix)
        last = m.end()
    out.append(text[last:])
    return "".join(out)


def version():
    text = read(os.path.join(INCLUDE, "circbox", "base.h"))
    return re.search(r'#define CBX_VERSION_STRING "([^"]+)"', text).group(1)


BANNER = """\
/* SPDX-License-Identifier: MIT */
/*
 * circbox %(version)s, single-header edition.
 *
 * GENERATED by tools/amalgamate.py from include/ and src/ (`make
 * single-header`): do not edit; change the sources and regenerate.
 *
 * USE
 *   In exactly one C or C++ file:
 *       #define CIRCBOX_IMPLEMENTATION
 *       #include "circbox.h"
 *   Everywhere else, include it without the define. It compiles as C11 or
 *   later and as C++11 or later (the API is extern "C"; the implementation
 *   compiles as C++ too), cleanly under -Wall -Wextra -Wpedantic -Wconversion
 *   -Wshadow. The implementation adds only the public cbx_ functions to
 *   your object file; everything else in it is static, except internal
 *   constant tables that a source declares extern (named cbx_*).
 *
 * BUILD NOTES
 *   - Floating-point contraction (a*b+c fused into one FMA) would break the
 *     proven error bounds. The implementation turns it off for its own code
 *     (#pragma STDC FP_CONTRACT OFF under clang; #pragma GCC optimize under
 *     gcc, which also turns off SLP vectorization: gcc 12 fuses an
 *     add/subtract pair into vfmaddsub even with -ffp-contract=off), so the
 *     answers stay the library's bit for bit under -march=native too. With
 *     another compiler, build that file with contraction off (MSVC:
 *     /fp:precise, the default).
 *   - -ffast-math: the implementation keeps IEEE arithmetic under clang
 *     (pragmas), so NaN input stays INVALID. gcc cannot undo
 *     -ffinite-math-only (part of -ffast-math and -Ofast) by pragma, so
 *     there the implementation refuses to build with a message: compile
 *     the file that defines CIRCBOX_IMPLEMENTATION with -fno-fast-math;
 *     the rest of the program may keep it. CBX_ALLOW_FAST_MATH overrides
 *     the refusal (and accepts wrong answers on NaN). docs/hardening.md.
 *   - No libm needed on x86-64 and AArch64: sqrt is the machine's square
 *     root instruction (SSE2 / fsqrt), correctly rounded like the library's.
 *     Elsewhere gcc and clang keep a fallback call to libm's sqrt unless the
 *     file is built with -fno-math-errno: link C programs with -lm there.
 *   - Speed: the library builds its sources at -O3 (CMake), which the hot
 *     paths are written for. Compile the file that defines
 *     CIRCBOX_IMPLEMENTATION at -O3 too (gcc: with -fno-tree-vectorize
 *     beside it, which the library gives its 3D static queries) for the
 *     library's speed. At -O2 (gcc 12) most static queries run as fast,
 *     but float 2D overlap and relate take 1.4x, 3D overlap a few ulps off
 *     a corner 1.5x, and the 3D casts 1.1-1.4x their time
 *     (docs/performance-log.md, thirty-seventh session).
 *   - SIMD: the batch queries (cbx_select_*) run the portable scalar kernel
 *     in this edition, and cbx_simd_name() returns "scalar". Their answers
 *     are the same as the library's (each is exactly cbx_overlap_*); link the
 *     library (CMake or pkg-config) for the AVX2/AVX-512/NEON kernels chosen
 *     at run time.
 *
 * Everything else (the guide to conventions, exactness and invalid input)
 * is in the comment that opens include/circbox.h, reproduced below.
 */
"""


def generate():
    am = Amalgamation()
    out = [BANNER % {"version": version()}]

    public = []
    seen = set()
    for path in public_headers():
        if os.path.abspath(path) not in seen:
            inline_public(path, seen, public)
    out.append(decimal_hex_floats("".join(public)))

    impl = decimal_hex_floats(strip_spdx(implementation(am)))
    impl, macros = rename_internal_macros(impl)
    guards = am.guards
    out.append("""
/* ======================================================================== */
/* Implementation                                                           */
/* ======================================================================== */
#if defined(CIRCBOX_IMPLEMENTATION) && !defined(CIRCBOX_IMPLEMENTATION_DONE)
#define CIRCBOX_IMPLEMENTATION_DONE

/* Built as one translation unit inside the user's: sources can tell. The
   per-instruction-set batch kernels need their own compiler flags, so this
   edition holds the portable scalar batch kernel alone (src/batch/select.h).
   The SSE2 pairs of the other queries need no flag on x86-64 and stay: the
   edition once defined CBX_NO_SIMD here, which took them out too, and its 3D
   and float queries ran 2-5x slower than the library's (float 2D contact
   5.7 -> 29.7 ns, 3D overlap 4.8 -> 9.4; docs/performance-log.md,
   thirty-seventh session). */
#define CBX_SINGLE_HEADER 1

/* Internal functions are static; some serve only other editions (tests,
   SIMD kernels), so unused ones must not warn. */
#if defined(__GNUC__) || defined(__clang__)
#define CBX_PRIVATE static __attribute__((unused))
#else
#define CBX_PRIVATE static
#endif

/* Warnings outside the project's set (-Wall -Wextra -Wpedantic -Wconversion
   -Wshadow) that the implementation's intentional code would raise in a
   stricter user's file: exact float comparisons, float-to-double promotion
   in the float twins, #if on feature macros left undefined. */
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wundef"
#pragma GCC diagnostic ignored "-Wdouble-promotion"
#pragma GCC diagnostic ignored "-Wfloat-equal"
#endif

/* What no pragma undoes refuses to build, rather than build a library that
   calls NaN valid (tests/test_fast_math.sh checks both sides):
   - gcc folds part of the code while parsing it with the command line's
     -ffinite-math-only (part of -ffast-math and -Ofast), whatever the
     optimize pragma says (a < b ? a : b becomes a MIN that drops NaN);
   - clang, beyond x86-64 and AArch64 (where the square root is written as
     the instruction), would turn square roots into estimates under
     -ffast-math;
   - other compilers are not known to honour any of this (MSVC /fp:fast).
   Compile the one file that defines CIRCBOX_IMPLEMENTATION without those
   flags (gcc/clang: add -fno-fast-math after them; MSVC: /fp:precise), the
   rest of the program may keep them; or link the library built by CMake,
   whose target options undo them. CBX_ALLOW_FAST_MATH builds it anyway.
   Tested before the pragmas below: gcc's optimize pragma redefines
   __FINITE_MATH_ONLY__ in C (not in C++) without undoing the folding. */
#if !defined(CBX_ALLOW_FAST_MATH)
#if defined(__clang__)
/* float_control(precise) is honoured only on x86 (clang 14 ignores it on
   AArch64, with a warning: an independent tester found 2.4 % of relate
   wrong and NaN boxes overlapping under -ffast-math there); elsewhere the
   flags that announce themselves refuse, as for gcc, and those that do
   not (-fno-honor-nans) are the user's to avoid (docs/hardening.md). */
#if !(defined(__x86_64__) || defined(__i386__)) && \
    (defined(__FAST_MATH__) || (defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__))
#error "circbox: the implementation cannot keep IEEE arithmetic under clang -ffast-math on this target: compile the file that defines CIRCBOX_IMPLEMENTATION with -fno-fast-math (or define CBX_ALLOW_FAST_MATH to accept wrong answers)"
#endif
#elif defined(__GNUC__)
#if defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__
#error "circbox: gcc cannot undo -ffinite-math-only (part of -ffast-math and -Ofast) for the implementation, which would then accept NaN input: compile the file that defines CIRCBOX_IMPLEMENTATION with -fno-fast-math after your flags (or define CBX_ALLOW_FAST_MATH to accept wrong answers)"
#endif
#elif defined(__FAST_MATH__) || (defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__) || defined(_M_FP_FAST)
#error "circbox: compile the file that defines CIRCBOX_IMPLEMENTATION without fast floating-point math (e.g. /fp:precise), or define CBX_ALLOW_FAST_MATH to accept wrong answers"
#endif
#endif

/* Exact rounding of every operation, as the library's -ffp-contract=off.
   gcc 12's SLP vectorizer forms vfmaddsub even with contraction off when FMA
   is enabled (-mfma, -march=native), so it is turned off here as well.
   IEEE semantics whatever the user's flags: under -ffast-math (-Ofast,
   -ffinite-math-only) the compiler may assume no NaN or infinity, reorder
   sums and use reciprocals, and validation and the exact predicates would
   silently stop working. clang: float_control(precise) restores NaN,
   infinity, signed zeros and the order of operations; gcc: the optimize
   pragma turns off each part of -ffast-math that changes results (not
   "no-fast-math" itself, which there also turns math errno back on, and
   with it a libm call in every sqrt). Verified with gcc 12 and clang 14, C
   and C++: tests/test_fast_math.sh. What a pragma cannot undo is below. */
#if defined(__clang__)
#if defined(__x86_64__) || defined(__i386__)
#pragma float_control(precise, on, push)
#endif
#pragma STDC FP_CONTRACT OFF
/* The SIMD intrinsics that round (add, sub, mul, div) are inline functions
   of <immintrin.h> whose bodies are plain vector arithmetic, given the
   floating-point options in force where that header was parsed: before
   this point (the user's own #include <immintrin.h> ahead of this file, or
   the inline part above under clang's fast-math variants that announce no
   macro, such as -ffast-math -fhonor-infinities) they carried the user's
   reassociation into the exact stages (an independent tester: 186 of
   14,000 wrong answers). Spelled here, inside float_control(precise),
   they are exact; #undef'd at the end of the implementation. */
#if defined(__SSE2__)
#include <immintrin.h> /* declared first: the shadows below must follow its definitions */
#define _mm_add_pd(a, b) ((__m128d)((__v2df)(a) + (__v2df)(b)))
#define _mm_sub_pd(a, b) ((__m128d)((__v2df)(a) - (__v2df)(b)))
#define _mm_mul_pd(a, b) ((__m128d)((__v2df)(a) * (__v2df)(b)))
#define _mm_div_pd(a, b) ((__m128d)((__v2df)(a) / (__v2df)(b)))
#define _mm_add_ps(a, b) ((__m128)((__v4sf)(a) + (__v4sf)(b)))
#define _mm_sub_ps(a, b) ((__m128)((__v4sf)(a) - (__v4sf)(b)))
#define _mm_mul_ps(a, b) ((__m128)((__v4sf)(a) * (__v4sf)(b)))
#define _mm_sub_sd(a, b) (__extension__({ __m128d cbx_sh_a_ = (a); cbx_sh_a_[0] -= ((__m128d)(b))[0]; cbx_sh_a_; }))
#define _mm256_add_pd(a, b) ((__m256d)((__v4df)(a) + (__v4df)(b)))
#define _mm256_sub_pd(a, b) ((__m256d)((__v4df)(a) - (__v4df)(b)))
#define _mm256_mul_pd(a, b) ((__m256d)((__v4df)(a) * (__v4df)(b)))
#define _mm256_add_ps(a, b) ((__m256)((__v8sf)(a) + (__v8sf)(b)))
#define _mm256_sub_ps(a, b) ((__m256)((__v8sf)(a) - (__v8sf)(b)))
#define _mm256_mul_ps(a, b) ((__m256)((__v8sf)(a) * (__v8sf)(b)))
#define _mm512_add_pd(a, b) ((__m512d)((__v8df)(a) + (__v8df)(b)))
#define _mm512_sub_pd(a, b) ((__m512d)((__v8df)(a) - (__v8df)(b)))
#define _mm512_mul_pd(a, b) ((__m512d)((__v8df)(a) * (__v8df)(b)))
#define _mm512_add_ps(a, b) ((__m512)((__v16sf)(a) + (__v16sf)(b)))
#define _mm512_sub_ps(a, b) ((__m512)((__v16sf)(a) - (__v16sf)(b)))
#define _mm512_mul_ps(a, b) ((__m512)((__v16sf)(a) * (__v16sf)(b)))
#define CBX_SH_SHADOWED_INTRINSICS 1
#endif
#elif defined(__GNUC__)
#pragma GCC push_options
#pragma GCC optimize("no-finite-math-only", "no-associative-math", "no-reciprocal-math", "signed-zeros", \
                     "no-unsafe-math-optimizations", "fp-contract=off", "no-tree-slp-vectorize")
#endif


""")
    out.append(impl)
    out.append("""
#if defined(CBX_SH_SHADOWED_INTRINSICS)
#undef _mm_add_pd
#undef _mm_sub_pd
#undef _mm_mul_pd
#undef _mm_div_pd
#undef _mm_add_ps
#undef _mm_sub_ps
#undef _mm_mul_ps
#undef _mm_sub_sd
#undef _mm256_add_pd
#undef _mm256_sub_pd
#undef _mm256_mul_pd
#undef _mm256_add_ps
#undef _mm256_sub_ps
#undef _mm256_mul_ps
#undef _mm512_add_pd
#undef _mm512_sub_pd
#undef _mm512_mul_pd
#undef _mm512_add_ps
#undef _mm512_sub_ps
#undef _mm512_mul_ps
#undef CBX_SH_SHADOWED_INTRINSICS
#endif
#if defined(__clang__)
#if defined(__x86_64__) || defined(__i386__)
#pragma float_control(pop)
#endif
#elif defined(__GNUC__)
#pragma GCC pop_options
#endif
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic pop
#endif

/* Nothing of the implementation's internal macros leaks into the user's code. */
""")
    out.append("".join("#undef %s\n" % m for m in macros if m not in guards))
    out.append("#undef CBX_PRIVATE\n#undef CBX_SINGLE_HEADER\n")
    out.append("#endif /* CIRCBOX_IMPLEMENTATION */\n")
    return "".join(out), am.notes


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--output", default=os.path.join(ROOT, "dist", "circbox.h"))
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    text, notes = generate()
    os.makedirs(os.path.dirname(os.path.abspath(args.output)), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)
    if args.verbose:
        for n in notes:
            print("amalgamate: " + n)
    print("amalgamate: wrote %s (%d lines)" % (args.output, text.count("\n")))


if __name__ == "__main__":
    main()
