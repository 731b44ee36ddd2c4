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
    uint64_t node; /* within its level */
} cbx_ix_entry;

static inline cbx_ix_entry cbx_ix_entry_make(uint32_t level, uint64_t node) {
    cbx_ix_entry e;
    e.level = level;
    e.node = node;
    return e;
}

/* Index of the lowest set bit of m (m != 0). */
static inline int cbx_ix_ctz(uint32_t m) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctz(m);
#else
    int k = 0;
    while (!(m & 1u)) {
        m >>= 1;
        ++k;
    }
    return k;
#endif
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
