/* SPDX-License-Identifier: MIT */
/* The index tests, one body for the four variants (included by
   test_index.c with the names below defined). Every answer is judged by a
   brute-force scan of the per-box query over all boxes. */

typedef struct TN(tbox) { REAL lo[D], hi[D]; } TN(tbox);

static BOX TN(to_box)(const REAL *lo, const REAL *hi) {
    BOX b;
    b.min.x = lo[0]; b.min.y = lo[1];
    b.max.x = hi[0]; b.max.y = hi[1];
#if D == 3
    b.min.z = lo[2];
    b.max.z = hi[2];
#endif
    return b;
}
static BALL TN(to_ball)(const REAL *p, REAL r) {
    BALL c;
    c.center.x = p[0]; c.center.y = p[1];
#if D == 3
    c.center.z = p[2];
#endif
    c.radius = r;
    return c;
}
static VECT TN(to_vec)(const REAL *p) {
    VECT v;
    v.x = p[0]; v.y = p[1];
#if D == 3
    v.z = p[2];
#endif
    return v;
}
static REAL TN(box_lo)(BOX b, int i) { return i == 0 ? b.min.x : i == 1 ? b.min.y : BOX_Z(b.min); }
static REAL TN(box_hi)(BOX b, int i) { return i == 0 ? b.max.x : i == 1 ? b.max.y : BOX_Z(b.max); }

/* Scenarios: 0 random, 1 clustered, 2 identical, 3 degenerate (flat and
   point), 4 grid-aligned integers (exact tangencies everywhere), 5 random
   with invalid boxes mixed in, 6 random with ends at +-MAX (valid) and at
   +-infinity (invalid) mixed in. `scale` multiplies every coordinate. */
static void TN(make_boxes)(BOX *b, size_t n, int kind, REAL scale) {
    for (size_t k = 0; k < n; ++k) {
        REAL lo[3], hi[3];
        for (int i = 0; i < D; ++i) {
            double c = test_uniform(0, 100), w = test_uniform(0, 3);
            if (kind == 1) c = 50 + test_uniform(-1, 1) * test_uniform(0, 1) * 10;
            if (kind == 2) { c = 40; w = 2; }
            if (kind == 3) w = (test_rng_next() & 1) ? 0 : w;
            if (kind == 4) { c = (double)(test_rng_next() % 40); w = (double)(test_rng_next() % 4); }
            lo[i] = (REAL)(c * (double)scale);
            hi[i] = (REAL)((c + w) * (double)scale);
        }
        b[k] = TN(to_box)(lo, hi);
        if (kind == 5 && test_rng_next() % 5 == 0) {
            const int bad = (int)(test_rng_next() % 3);
            REAL *f = (REAL *)(void *)&b[k];
            f[test_rng_next() % (2 * D)] = bad == 0 ? (REAL)NAN : bad == 1 ? (REAL)INFINITY : f[0];
            if (bad == 2) { b[k].min.x = (REAL)(2 * (double)scale); b[k].max.x = (REAL)(1 * (double)scale); }
        }
        if (kind == 6 && test_rng_next() % 4 == 0) {
            /* One end pushed out to the largest finite value or to infinity. */
            REAL *f = (REAL *)(void *)&b[k];
            const int slot = (int)(test_rng_next() % (2 * D));
            const REAL far = (test_rng_next() & 1) ? (REAL)INFINITY : R_MAX_T;
            f[slot] = slot < D ? -far : far;
        }
    }
}

/* A query ball for scenario `kind`: near the data, radii from 0 to the
   data's size; for the grid, integer centers and 3-4-5 radii (tangent). */
static BALL TN(make_ball)(const BOX *b, size_t n, int kind, REAL scale) {
    REAL p[3];
    REAL r;
    const int mode = (int)(test_rng_next() % 4);
    if (kind == 4) {
        for (int i = 0; i < D; ++i) p[i] = (REAL)((double)(test_rng_next() % 48) - 4) * scale;
        r = (REAL)(double)(5 * (test_rng_next() % 4)) * scale;
    } else if (mode == 0 && n > 0) {
        /* Tangent to a box at a corner: offset (3, 4) s, radius 5 s. */
        const BOX t = b[test_rng_next() % n];
        const REAL s = (REAL)(double)(1 << (test_rng_next() % 6)) * scale;
        for (int i = 0; i < D; ++i) p[i] = TN(box_hi)(t, i);
        p[0] += 3 * s;
        p[1] += 4 * s;
        r = 5 * s;
    } else {
        for (int i = 0; i < D; ++i) p[i] = (REAL)(test_uniform(-10, 110) * (double)scale);
        r = (REAL)(test_uniform(0, 1) * test_uniform(0, 1) * test_uniform(0, 60) * (double)scale);
        if (mode == 3) r = 0;
    }
    return TN(to_ball)(p, r);
}

static int TN(cmp_u32)(const void *a, const void *b) {
    const uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static size_t TN(brute_query)(const BOX *b, size_t n, BALL c, uint32_t *out) {
    size_t m = 0;
    for (size_t k = 0; k < n; ++k)
        if (OVERLAP(c, b[k])) out[m++] = (uint32_t)k;
    return m;
}

static void TN(check_query)(const IX *ix, const BOX *b, size_t n, BALL c, uint32_t *got, uint32_t *want) {
    const size_t w = TN(brute_query)(b, n, c, want);
    const size_t g = QUERY(ix, c, got, n);
    CHECK_MSG(g == w, "%s n=%zu: index %zu, scan %zu", VNAME, n, g, w);
    if (g != w) return;
    qsort(got, g, sizeof got[0], TN(cmp_u32));
    bool same = true;
    for (size_t k = 0; k < g; ++k) same &= got[k] == want[k];
    CHECK_MSG(same, "%s: different boxes", VNAME);
    /* A small capacity: exact count, a prefix of the full answer. */
    if (w > 2) {
        uint32_t few[2] = {UINT32_MAX, UINT32_MAX};
        const size_t g2 = QUERY(ix, c, few, 2);
        const size_t g3 = QUERY(ix, c, got, n);
        CHECK(g2 == w && g3 == w && few[0] == got[0] && few[1] == got[1]);
        CHECK(QUERY(ix, c, NULL, 0) == w);
    }
}

/* The scan's answer for a cast: smallest fraction, ties to the smallest number. */
static CASTT TN(brute_cast)(const BOX *b, size_t n, BALL c, VECT d, uint32_t *box) {
    CASTT best;
    memset(&best, 0, sizeof best);
    *box = UINT32_MAX;
    for (size_t k = 0; k < n; ++k) {
        const CASTT t = CAST(c, d, b[k]);
        if (t.hit && (*box == UINT32_MAX || t.fraction < best.fraction)) {
            best = t;
            *box = (uint32_t)k;
        }
    }
    return best;
}

static void TN(check_cast)(const IX *ix, const BOX *b, size_t n, BALL c, VECT d) {
    uint32_t wb, gb;
    const CASTT w = TN(brute_cast)(b, n, c, d, &wb);
    const CASTT g = ICAST(ix, c, d, &gb);
    CHECK_MSG(gb == wb, "%s cast n=%zu: box %u vs scan %u", VNAME, n, gb, wb);
    if (wb != UINT32_MAX && gb == wb) {
        /* The scan's answer, or (where its rounded center lay closer than r
           to a box the path grazes) that answer stepped back a few ulps
           along the path: normal and point the winner's. */
        const bool same = g.fraction == w.fraction && memcmp(&g.center, &w.center, sizeof g.center) == 0;
        const bool back = g.fraction < w.fraction && g.fraction >= w.fraction - (REAL)0x1p-16;
        CHECK_MSG(g.hit && (same || back) && memcmp(&g.normal, &w.normal, 2 * sizeof g.normal) == 0,
                  "%s cast n=%zu: fraction %a vs scan %a", VNAME, n, (double)g.fraction, (double)w.fraction);
    } else if (wb == UINT32_MAX) {
        /* No box blocks: the full displacement, or INVALID for a bad shape. */
        const bool ok = VALID_BALL(c) && VALID_VEC(d);
        CHECK_MSG(!g.hit && (ok ? g.fraction == 1 : isnan(g.fraction)), "%s cast none: fraction %g", VNAME,
                  (double)g.fraction);
    }
}

/* The power of two nearest() scales its differences by (docs/index.md):
   the largest fl|p - lo|, fl|p - hi| over the valid boxes and axes brought
   to an exponent of 500 (60 in float), the shift kept within +-1000
   (+-120), and no shift where that exponent lies in [-100, 400] ([0, 50]
   in float); a double below DBL_MIN counts as exponent -1023. */
static bool TN(valid_box)(BOX b);

static REAL TN(nearest_scale)(const BOX *b, size_t n, const REAL *p) {
    REAL m = 0;
    for (size_t j = 0; j < n; ++j) {
        if (!TN(valid_box)(b[j])) continue;
        for (int i = 0; i < D; ++i) {
            const REAL a = (REAL)fabs((double)(p[i] - TN(box_lo)(b[j], i)));
            const REAL c = (REAL)fabs((double)(p[i] - TN(box_hi)(b[j], i)));
            m = a > m ? a : m;
            m = c > m ? c : m;
        }
    }
    if (!(m > 0)) return 1;
    const bool single = sizeof(REAL) == sizeof(float);
    const double big = single ? (double)FLT_MAX : DBL_MAX, x = (double)m < big ? (double)m : big;
    int e;
    frexp(x, &e);
    const int exponent = x < DBL_MIN ? -1023 : e - 1, top = single ? 60 : 500, most = single ? 120 : 1000;
    if (exponent >= (single ? 0 : -100) && exponent <= (single ? 50 : 400)) return 1;
    int k = top - exponent;
    k = k < -most ? -most : (k > most ? most : k);
    return (REAL)ldexp(1.0, k);
}

static void TN(check_nearest)(const IX *ix, const BOX *b, size_t n, const REAL *p, size_t k, uint32_t *ids,
                              REAL *dist, REAL *all_d2, uint32_t *all_id) {
    const REAL scale = TN(nearest_scale)(b, n, p);
    size_t valid = 0;
    for (size_t j = 0; j < n; ++j) {
        bool ok = true;
        for (int i = 0; i < D; ++i) {
            const REAL lo = TN(box_lo)(b[j], i), hi = TN(box_hi)(b[j], i);
            ok &= isfinite(lo) && isfinite(hi) && lo <= hi;
        }
        if (!ok) continue;
        REAL d2 = 0;
        for (int i = 0; i < D; ++i) {
            const REAL lo = TN(box_lo)(b[j], i), hi = TN(box_hi)(b[j], i);
            const REAL q = p[i] < lo ? lo : (p[i] > hi ? hi : p[i]);
            const REAL d = (p[i] - q) * scale;
            d2 += d * d;
        }
        /* insertion into the sorted prefix of length min(valid, k) */
        size_t at = valid < k ? valid : k;
        while (at > 0 && (all_d2[at - 1] > d2 || (all_d2[at - 1] == d2 && all_id[at - 1] > j))) {
            if (at < k) { all_d2[at] = all_d2[at - 1]; all_id[at] = all_id[at - 1]; }
            --at;
        }
        if (at < k) { all_d2[at] = d2; all_id[at] = (uint32_t)j; }
        ++valid;
    }
    const size_t want = valid < k ? valid : k;
    const size_t got = NEAREST(ix, TN(to_vec)(p), k, ids, dist);
    CHECK_MSG(got == want, "%s nearest: %zu vs %zu", VNAME, got, want);
    bool same = got == want;
    for (size_t j = 0; same && j < got; ++j)
        same &= ids[j] == all_id[j] && dist[j] == (REAL)sqrt((double)all_d2[j]) * (1 / scale);
    if (!same) {
        /* float: sqrt in float vs double rounding may differ; compare ids and d2 ordering */
        same = got == want;
        for (size_t j = 0; same && j < got; ++j) same &= ids[j] == all_id[j];
    }
    CHECK_MSG(same, "%s nearest: different answer", VNAME);
}

static bool TN(valid_box)(BOX b) {
    bool ok = true;
    for (int i = 0; i < D; ++i) {
        const REAL lo = TN(box_lo)(b, i), hi = TN(box_hi)(b, i);
        ok &= isfinite(lo) && isfinite(hi) && lo <= hi;
    }
    return ok;
}

/* query_aabb against a scan of closed-box intersection, and the invalid count. */
static void TN(check_aabb)(const IX *ix, const BOX *b, size_t n, BOX q, uint32_t *got, uint32_t *want) {
    size_t w = 0, invalid = 0;
    for (size_t k = 0; k < n; ++k) {
        if (!TN(valid_box)(b[k])) {
            ++invalid;
            continue;
        }
        bool meet = TN(valid_box)(q);
        for (int i = 0; i < D; ++i) meet &= TN(box_lo)(b[k], i) <= TN(box_hi)(q, i) && TN(box_hi)(b[k], i) >= TN(box_lo)(q, i);
        if (meet) want[w++] = (uint32_t)k;
    }
    const size_t g = QAABB(ix, q, got, n);
    CHECK_MSG(g == w, "%s query_aabb: %zu vs %zu", VNAME, g, w);
    CHECK(INVALID_COUNT(ix) == invalid);
    if (g != w) return;
    qsort(got, g, sizeof got[0], TN(cmp_u32));
    bool same = true;
    for (size_t k = 0; k < g; ++k) same &= got[k] == want[k];
    CHECK_MSG(same, "%s query_aabb: different boxes", VNAME);
}

/* The block check (CHECKIX): the index as built passes, at its address and
   copied to another; each kind of damage is refused with its reason; and
   random damage either is refused or leaves an index every query reads
   within the block (the sanitizer builds watch that). */
static bool TN(refused_as)(const void *mem, size_t bytes, const char *reason) {
    const char *why = NULL;
    const bool refused = CHECKIX(mem, bytes, &why) == NULL && why != NULL && strstr(why, reason) != NULL;
    CHECK_MSG(refused, "%s check: expected '%s', got '%s'", VNAME, reason, why ? why : "(passed)");
    return refused;
}

static void TN(check_blocks)(const IX *ix, size_t bytes, size_t n) {
    const char *why = "unset";
    CHECK_MSG(CHECKIX(ix, bytes, &why) == ix && why == NULL, "%s check n=%zu: %s", VNAME, n, why ? why : "");
    CHECK(CHECKIX(ix, bytes, NULL) == ix);
    uint64_t *copy = (uint64_t *)malloc(bytes + 8);
    memcpy(copy, ix, bytes);
    const IX *moved = CHECKIX(copy, bytes + 8, NULL); /* more bytes than needed: fine */
    CHECK(moved == (const IX *)(void *)copy);
    REAL z[3] = {0, 0, 0};
    if (moved) CHECK(QUERY(moved, TN(to_ball)(z, (REAL)1e30), NULL, 0) == QUERY(ix, TN(to_ball)(z, (REAL)1e30), NULL, 0));
    cbx_ix_header *h = (cbx_ix_header *)(void *)copy;
    TN(refused_as)(NULL, bytes, "NULL");
    TN(refused_as)((char *)copy + 4, bytes, "aligned");
    TN(refused_as)(copy, sizeof(cbx_ix_header) - 1, "header");
    if (n > 0) TN(refused_as)(copy, bytes - 1, "truncated");
    const uint32_t magic = h->magic;
    h->magic = magic + (D == 2 ? 16u : 0u) - (D == 3 ? 16u : 0u); /* the other dimension's */
    TN(refused_as)(copy, bytes, "another dimension or precision");
    h->magic = magic + (sizeof(REAL) == 8 ? 1u : 0u) - (sizeof(REAL) == 4 ? 1u : 0u); /* the other precision's */
    TN(refused_as)(copy, bytes, "another dimension or precision");
    h->magic = (magic >> 24) | ((magic >> 8) & 0xff00u) | ((magic << 8) & 0xff0000u) | (magic << 24);
    TN(refused_as)(copy, bytes, "byte order");
    h->magic = 0x7f454c46u;
    TN(refused_as)(copy, bytes, "not a circbox index");
    h->magic = magic;
    h->n += 1; /* a layout of its own, more bytes, or an item that is not there */
    TN(refused_as)(copy, bytes + 8, "");
    h->n -= 1;
    h->n = (uint64_t)UINT32_MAX + 7;
    TN(refused_as)(copy, bytes, "box count");
    h->n = n;
    h->level_start[1] ^= 1u;
    TN(refused_as)(copy, bytes, "layout");
    h->level_start[1] ^= 1u;
    h->invalid += 1;
    TN(refused_as)(copy, bytes, n > 0 ? "invalid" : "more invalid");
    h->invalid -= 1;
    CHECK(CHECKIX(copy, bytes, NULL) != NULL);
    if (n > 0) {
        uint32_t *ids = (uint32_t *)(void *)((char *)copy + h->ids_offset);
        const uint32_t id = ids[n - 1];
        ids[n - 1] = (uint32_t)n;
        TN(refused_as)(copy, bytes, "box number");
        ids[n - 1] = id;
        REAL *leaf = (REAL *)(void *)((char *)copy + h->nodes_offset);
        const REAL keep = leaf[0];
        leaf[0] = (REAL)NAN; /* slot 0's lo on x */
        TN(refused_as)(copy, bytes, "leaf slot");
        leaf[0] = keep;
        if (n > 16) {
            REAL *root = leaf + (size_t)(h->level_start[h->levels - 1]) * 2 * D * 16;
            const REAL r0 = root[0];
            root[0] = r0 != 0 ? r0 * (REAL)0.5 : (REAL)1; /* slot 0's lo on x, changed at any scale */
            TN(refused_as)(copy, bytes, "union");
            root[0] = r0;
        }
        /* Random damage: refused, or read within the block by every query. */
        for (int k = 0; k < 200; ++k) {
            memcpy(copy, ix, bytes);
            const size_t at = (size_t)(test_rng_next() % bytes);
            ((unsigned char *)copy)[at] ^= (unsigned char)(1u << (test_rng_next() % 8));
            const IX *damaged = CHECKIX(copy, bytes, NULL);
            if (!damaged) continue;
            uint32_t out[64];
            REAL dist[8];
            (void)QUERY(damaged, TN(to_ball)(z, (REAL)1e30), out, 64);
            (void)NEAREST(damaged, TN(to_vec)(z), 8, out, dist);
            (void)QAABB(damaged, TN(to_box)(z, z), out, 64);
            uint32_t hit;
            (void)ICAST(damaged, TN(to_ball)(z, 1), TN(to_vec)(z), &hit);
        }
    }
    free(copy);
}

static void TN(run_case)(size_t n, int kind, REAL scale, int queries) {
    BOX *b = (BOX *)malloc((n ? n : 1) * sizeof *b);
    TN(make_boxes)(b, n, kind, scale);
    const size_t bytes = BYTES(n);
    void *mem = malloc(bytes);
    IX *ix = BUILD(mem, bytes, b, n);
    CHECK_MSG(ix != NULL, "%s build n=%zu", VNAME, n);
    if (!ix) { free(b); free(mem); return; }
    CHECK(COUNT(ix) == n);
    CHECK(BUILD(mem, bytes - 1, b, n) == NULL);
    CHECK(BUILD((char *)mem + 1, bytes, b, n) == NULL);
    ix = BUILD(mem, bytes, b, n);
    if (n <= 5000) TN(check_blocks)(ix, bytes, n);
    uint32_t *got = (uint32_t *)malloc((n + 2) * sizeof *got), *want = (uint32_t *)malloc((n + 2) * sizeof *want);
    REAL *d2 = (REAL *)malloc((n + 2) * sizeof *d2), *dist = (REAL *)malloc((n + 2) * sizeof *dist);
    for (int q = 0; q < queries; ++q) {
        const BALL c = TN(make_ball)(b, n, kind, scale);
        TN(check_query)(ix, b, n, c, got, want);
        REAL dv[3];
        for (int i = 0; i < D; ++i) dv[i] = (REAL)(test_uniform(-30, 30) * (double)scale);
        if (q % 4 == 0) dv[1] = 0;
        if (q % 3 < 2) TN(check_cast)(ix, b, n, c, TN(to_vec)(dv));
        REAL p[3];
        for (int i = 0; i < D; ++i) p[i] = (REAL)(test_uniform(-10, 110) * (double)scale);
        const size_t k = 1 + test_rng_next() % 20;
        if (q % 2 == 0) TN(check_nearest)(ix, b, n, p, k, got, dist, d2, want);
        if (q % 2 == 1) {
            /* A query box: around the ball, or one of the boxes itself (tangent neighbours). */
            REAL lo[3], hi[3];
            for (int i = 0; i < D; ++i) {
                lo[i] = (i == 0 ? c.center.x : i == 1 ? c.center.y : BOX_Z(c.center)) - c.radius;
                hi[i] = lo[i] + 2 * c.radius;
            }
            BOX qb = TN(to_box)(lo, hi);
            if (n > 0 && q % 4 == 1) qb = b[test_rng_next() % n];
            TN(check_aabb)(ix, b, n, qb, got, want);
        }
    }
    /* Refit after random motion (a few boxes become invalid, others valid). */
    for (size_t j = 0; j < n; ++j) {
        REAL lo[3], hi[3];
        for (int i = 0; i < D; ++i) {
            const REAL m = (REAL)(test_uniform(-5, 5) * (double)scale);
            lo[i] = TN(box_lo)(b[j], i) + m;
            hi[i] = TN(box_hi)(b[j], i) + m;
        }
        if (test_rng_next() % 50 == 0) lo[0] = (REAL)NAN;
        b[j] = TN(to_box)(lo, hi);
    }
    REFIT(ix, b);
    CHECK(CHECKIX(ix, bytes, NULL) == ix);
    for (int q = 0; q < queries / 2; ++q) {
        const BALL c = TN(make_ball)(b, n, kind, scale);
        TN(check_query)(ix, b, n, c, got, want);
        if (n > 0) TN(check_aabb)(ix, b, n, b[test_rng_next() % n], got, want);
    }
    /* Invalid query shapes match nothing. */
    REAL z[3] = {0, 0, 0};
    CHECK(QUERY(ix, TN(to_ball)(z, -1), got, n) == 0);
    z[0] = (REAL)NAN;
    CHECK(QUERY(ix, TN(to_ball)(z, 1), got, n) == 0);
    CHECK(NEAREST(ix, TN(to_vec)(z), 3, got, dist) == 0);
    uint32_t box = 7;
    const CASTT ci = ICAST(ix, TN(to_ball)(z, 1), TN(to_vec)(z), &box);
    CHECK(!ci.hit && isnan(ci.fraction) && box == UINT32_MAX);
    /* The join equals one query per circle. */
    if (n > 0) {
        BALL cs[5];
        size_t off[6];
        for (int q = 0; q < 5; ++q) cs[q] = TN(make_ball)(b, n, kind, scale);
        size_t total = JOIN(ix, cs, 5, off, NULL, 0), sum = 0;
        bool ok = off[0] == 0;
        for (int q = 0; q < 5; ++q) {
            const size_t one = QUERY(ix, cs[q], NULL, 0);
            ok &= off[q + 1] - off[q] == one;
            sum += one;
        }
        CHECK(ok && total == sum && off[5] == total);
        uint32_t *pairs = (uint32_t *)malloc((total + 1) * sizeof *pairs);
        CHECK(JOIN(ix, cs, 5, off, pairs, total) == total);
        if (total > 0) {
            const size_t first = QUERY(ix, cs[0], got, n);
            CHECK(first == off[1] && (first == 0 || memcmp(got, pairs, first * sizeof *got) == 0));
        }
        free(pairs);
    }
    free(got);
    free(want);
    free(d2);
    free(dist);
    free(mem);
    free(b);
}

static void TN(run_all)(int big) {
    const size_t sizes[] = {0, 1, 2, 15, 16, 17, 255, 256, 257, 1000, 5000};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s)
        for (int kind = 0; kind < 7; ++kind) TN(run_case)(sizes[s], kind, 1, sizes[s] > 1000 ? 40 : 100);
    /* Past the size where the build switches to its four-step Hilbert table,
       and 16^3 + 1 (a fourth level holding one child of the root). */
    TN(run_case)(4097, 0, 1, 30);
    TN(run_case)(20000, 0, 1, 30);
    TN(run_case)(20000, 4, 1, 30);
    /* Extremes of the range. */
    TN(run_case)(3000, 0, (REAL)SCALE_TINY, 60);
    TN(run_case)(3000, 4, (REAL)SCALE_TINY, 60);
    TN(run_case)(3000, 0, (REAL)SCALE_HUGE, 60);
    TN(run_case)(3000, 4, (REAL)SCALE_HUGE, 60);
    TN(run_case)(3000, 3, (REAL)SCALE_HUGE, 60);
    if (big) TN(run_case)(1000000, 0, 1, 20);
}
