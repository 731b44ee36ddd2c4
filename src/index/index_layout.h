/* SPDX-License-Identifier: MIT */
/* The index's memory layout, shared by both dimensions and precisions.

   One block, no pointers (offsets only), in this order:
     header      cbx_ix_header, padded to 64 bytes
     ids         uint32_t[n]: the box number of each item in tree order,
                 padded to 64 bytes
     nodes       every node of every level, bottom-up: level 0 (the leaves,
                 one node per 16 items) first, the root last.
   A node holds the bounds of its 16 children as a structure of arrays:
     lo[axis][16] for each axis, then hi[axis][16] for each axis,
   so that one loop over 16 lanes tests all children of a node at once. A
   leaf's children are items (boxes); the children of node j on level L >= 1
   are nodes 16 j .. 16 j + 15 of level L - 1. Slots beyond the last child,
   and invalid boxes, hold the sentinel lo = +MAX, hi = -MAX: an inverted
   box, which is invalid, so no query meets it and the union of bounds
   ignores it (min and max pass over it). */
#ifndef CBX_INDEX_LAYOUT_H
#define CBX_INDEX_LAYOUT_H

#include <stddef.h>
#include <stdint.h>

#include "circbox.h"

#define CBX_IX_FANOUT 16
#define CBX_IX_FANOUT_LOG2 4
/* n < 2^32 - 1 gives at most 2^28 leaves, then 8 levels in all. */
#define CBX_IX_MAX_LEVELS 10
#define CBX_IX_MAX_N ((uint64_t)UINT32_MAX - 1)
#define CBX_IX_MAGIC 0x43425849u /* "CBXI" */

typedef struct cbx_ix_header {
    uint32_t magic;  /* CBX_IX_MAGIC + 16 * dimension + (1 for float) */
    uint32_t levels; /* 0 for an empty index */
    uint64_t n;      /* boxes built from, invalid ones included */
    uint64_t invalid; /* how many of them are invalid (kept as the sentinel) */
    uint64_t level_start[CBX_IX_MAX_LEVELS + 1]; /* first node of each level; [levels] = node count */
    uint64_t ids_offset, nodes_offset;           /* bytes from the block's start */
} cbx_ix_header;

/* The public opaque types are this header at the start of the block. */
struct cbx_index2 { cbx_ix_header h; };
struct cbx_index2f { cbx_ix_header h; };
struct cbx_index3 { cbx_ix_header h; };
struct cbx_index3f { cbx_ix_header h; };

/* A node to visit: its level and its number within that level. */
typedef struct cbx_ix_entry {
    uint32_t level;
    uint32_t whole; /* a query's node taken whole: every valid item under it is emitted, in order */
    uint64_t node;  /* within its level */
} cbx_ix_entry;

static inline cbx_ix_entry cbx_ix_entry_make(uint32_t level, uint64_t node) {
    cbx_ix_entry e;
    e.level = level;
    e.whole = 0;
    e.node = node;
    return e;
}

/* The 2D Hilbert index of a point on a 2^16 grid per axis, read from the top
   bit down, two bits per axis per step. The curve's state at a level is how
   the cells below are turned: a swap of the axes, a mirror of both, or both;
   these commute, so a state is two bits that compose by XOR. One step of one
   bit: with the state applied to the bits (x, y), the quadrant's digit is
   (3 x) XOR y, and when y is 0 the state takes a swap, plus a mirror when x
   is 1. The table holds two such steps: entry (state << 4 | x2 << 2 | y2),
   x2 and y2 two bits each, gives the new state << 4 | the two digits. */
static const uint8_t cbx_ix_hilbert2_table[64] = {
    0x00, 0x13, 0x24, 0x05, 0x21, 0x22, 0x37, 0x06, 0x3e, 0x3d, 0x28, 0x09, 0x0f, 0x1c, 0x3b, 0x0a,
    0x1a, 0x2b, 0x0c, 0x1f, 0x19, 0x38, 0x2d, 0x2e, 0x16, 0x27, 0x32, 0x31, 0x15, 0x34, 0x03, 0x10,
    0x20, 0x01, 0x1e, 0x2f, 0x33, 0x02, 0x1d, 0x3c, 0x04, 0x17, 0x08, 0x1b, 0x25, 0x26, 0x29, 0x2a,
    0x3a, 0x39, 0x36, 0x35, 0x0b, 0x18, 0x07, 0x14, 0x2c, 0x0d, 0x12, 0x23, 0x3f, 0x0e, 0x11, 0x30,
};

/* Four steps at a time (4 bits per axis): entry (state << 8 | x4 << 4 | y4)
   gives the new state << 8 | the four digits. 2 KB, built on the stack of
   each build from the table above (two lookups per entry). */
static inline void cbx_ix_hilbert2_widen(uint16_t wide[1024]) {
    for (uint32_t i = 0; i < 1024; ++i) {
        const uint32_t state = (i >> 8) << 4, x = (i >> 4) & 15u, y = i & 15u;
        const uint32_t a = cbx_ix_hilbert2_table[state | (x >> 2) << 2 | (y >> 2)];
        const uint32_t b = cbx_ix_hilbert2_table[(a & 0x30u) | (x & 3u) << 2 | (y & 3u)];
        wide[i] = (uint16_t)((b & 0x30u) << 4 | (a & 15u) << 4 | (b & 15u));
    }
}

/* The index from the four-step table, or from the two-step one when `wide`
   is NULL (small builds, where filling the wide table would dominate). */
static inline uint32_t cbx_ix_hilbert2(const uint16_t *wide, uint32_t x, uint32_t y) {
    uint32_t state = 0, key = 0;
    if (wide == NULL) {
        for (int b = 14; b >= 0; b -= 2) {
            const uint32_t e = cbx_ix_hilbert2_table[state | ((x >> b) & 3u) << 2 | ((y >> b) & 3u)];
            key = key << 4 | (e & 15u);
            state = e & 0x30u;
        }
        return key;
    }
    for (int b = 12; b >= 0; b -= 4) {
        const uint32_t e = wide[state | ((x >> b) & 15u) << 4 | ((y >> b) & 15u)];
        key = key << 8 | (e & 255u);
        state = e & 0x300u;
    }
    return key;
}

/* The first word of an index of dimension dim (2 or 3), float or double. */
static inline uint32_t cbx_ix_magic_of(uint32_t dim, bool single) { return CBX_IX_MAGIC + 16u * dim + (single ? 1u : 0u); }

/* What a block's first word says when it is not the expected kind's magic:
   another kind's (dimension 2 or 3, double or float), a kind's written in
   the other byte order, or nothing of circbox's. */
static inline const char *cbx_ix_magic_wrong(uint32_t magic) {
    const uint32_t swapped = (magic >> 24) | ((magic >> 8) & 0xff00u) | ((magic << 8) & 0xff0000u) | (magic << 24);
    bool other = false, flipped = false;
    for (uint32_t d = 2; d <= 3; ++d) {
        for (uint32_t single = 0; single <= 1; ++single) {
            other = other || magic == cbx_ix_magic_of(d, single != 0);
            flipped = flipped || swapped == cbx_ix_magic_of(d, single != 0);
        }
    }
    if (other) return "an index of another dimension or precision";
    if (flipped) return "an index written in the other byte order";
    return "not a circbox index (its first bytes)";
}

static inline uint64_t cbx_ix_round64(uint64_t x) { return (x + 63u) & ~(uint64_t)63u; }

/* Fills levels and level_start for n items; returns the node count. */
static inline uint64_t cbx_ix_plan(cbx_ix_header *h, uint64_t n) {
    uint64_t count = n, start = 0;
    uint32_t levels = 0;
    for (int i = 0; i <= CBX_IX_MAX_LEVELS; ++i) h->level_start[i] = 0;
    while (count > 0 && levels < CBX_IX_MAX_LEVELS) {
        count = (count + CBX_IX_FANOUT - 1) / CBX_IX_FANOUT; /* nodes on this level */
        start += count;
        h->level_start[++levels] = start;
        if (count == 1) break;
    }
    h->levels = levels;
    h->n = n;
    h->invalid = 0;
    return start;
}

/* Total bytes for n items whose node is `node_bytes` long; 0 when too large. */
static inline size_t cbx_ix_bytes(size_t n, uint64_t node_bytes, cbx_ix_header *h) {
    if ((uint64_t)n > CBX_IX_MAX_N) return 0;
    const uint64_t nodes = cbx_ix_plan(h, (uint64_t)n);
    h->ids_offset = cbx_ix_round64(sizeof(cbx_ix_header));
    h->nodes_offset = h->ids_offset + cbx_ix_round64(4u * (uint64_t)n);
    const uint64_t total = h->nodes_offset + nodes * node_bytes;
    if (total > (uint64_t)SIZE_MAX) return 0;
    return (size_t)total;
}

#endif /* CBX_INDEX_LAYOUT_H */
