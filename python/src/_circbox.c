/* SPDX-License-Identifier: MIT */
/* circbox._circbox: the array loops behind the Python package. The Python
   side (circbox/__init__.py) checks shapes and dtypes, broadcasts, and
   allocates the outputs; each function here then makes ONE pass over the
   arrays calling the C library, with the GIL released for the whole loop.
   Arguments arrive as 2-D arrays (rows, numbers per shape) with any strides,
   so a broadcast argument (row stride 0) is read in place, never copied. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <numpy/arrayobject.h>

#include <stdlib.h>
#include <string.h>

#include "circbox.h"

typedef struct cbx_arg {
    const char *p;
    npy_intp s0, s1; /* byte strides: per row, per number */
} cbx_arg;

typedef void (*loop_fn)(const cbx_arg *a, void **o, npy_intp n);

enum { PAIR_CIRCLE_AABB2, PAIR_CIRCLE_OBB2, PAIR_SPHERE_AABB3, PAIR_SPHERE_OBB3, PAIR_COUNT };
enum { QUERY_OVERLAP, QUERY_RELATE, QUERY_CONTACT, QUERY_SWEEP, QUERY_CAST, QUERY_COUNT };

/* Numbers per row of each argument: shape, then box (static); shape,
   velocity, box, box velocity (sweep); shape, displacement, box (cast). */
static const int shape_width[PAIR_COUNT] = {3, 3, 4, 4};
static const int box_width[PAIR_COUNT] = {4, 6, 6, 15};
static const int dim_of[PAIR_COUNT] = {2, 2, 3, 3};

static int arg_count(int query)
{
    return query == QUERY_SWEEP ? 4 : query == QUERY_CAST ? 3 : 2;
}

static int arg_width(int pair, int query, int k)
{
    if (k == 0) return shape_width[pair];
    if (query == QUERY_SWEEP) return k == 2 ? box_width[pair] : dim_of[pair];
    if (query == QUERY_CAST) return k == 2 ? box_width[pair] : dim_of[pair];
    return box_width[pair];
}

/* Growable (circle, box) pair lists for the join. */
typedef struct pair_buf {
    npy_int64 *i, *j;
    size_t len, cap;
} pair_buf;

static int pair_buf_append(pair_buf *b, npy_intp row, const uint32_t *idx, size_t count)
{
    if (b->len + count > b->cap) {
        size_t cap = b->cap ? b->cap : 1024;
        while (cap < b->len + count) cap *= 2;
        npy_int64 *ni = realloc(b->i, cap * sizeof *ni);
        if (!ni) return -1;
        b->i = ni;
        npy_int64 *nj = realloc(b->j, cap * sizeof *nj);
        if (!nj) return -1;
        b->j = nj;
        b->cap = cap;
    }
    for (size_t t = 0; t < count; t++) {
        b->i[b->len + t] = (npy_int64)row;
        b->j[b->len + t] = (npy_int64)idx[t];
    }
    b->len += count;
    return 0;
}

/* IX(2, query_circle): the index functions, whose float names put the f
   after the dimension (cbx_index2f_query_circle). */
#define R double
#define F(name) name
#define IX(d, name) cbx_index##d##_##name
#include "kernels.h"
#undef R
#undef F
#undef IX
#define R float
#define F(name) name##f
#define IX(d, name) cbx_index##d##f_##name
#include "kernels.h"
#undef R
#undef F
#undef IX

/* Reads a 2-D argument of the expected dtype and width into a cbx_arg. */
static int take_arg(PyObject *obj, int typenum, npy_intp rows, int width, cbx_arg *out, int k)
{
    if (!PyArray_Check(obj)) {
        PyErr_Format(PyExc_TypeError, "argument %d: expected a NumPy array", k);
        return -1;
    }
    PyArrayObject *arr = (PyArrayObject *)obj;
    if (PyArray_NDIM(arr) != 2 || PyArray_TYPE(arr) != typenum || PyArray_DIM(arr, 0) != rows ||
        PyArray_DIM(arr, 1) != width || !PyArray_ISALIGNED(arr)) {
        PyErr_Format(PyExc_ValueError, "argument %d: expected an aligned (%zd, %d) array of the query's dtype",
                     k, (Py_ssize_t)rows, width);
        return -1;
    }
    out->p = PyArray_BYTES(arr);
    out->s0 = PyArray_STRIDE(arr, 0);
    out->s1 = PyArray_STRIDE(arr, 1);
    return 0;
}

/* Output k must be a C-contiguous writable array of the given type and size. */
static void *take_out(PyObject *obj, int typenum, npy_intp count, int k)
{
    if (!PyArray_Check(obj) || PyArray_TYPE((PyArrayObject *)obj) != typenum ||
        !PyArray_IS_C_CONTIGUOUS((PyArrayObject *)obj) || !PyArray_ISWRITEABLE((PyArrayObject *)obj) ||
        PyArray_SIZE((PyArrayObject *)obj) != count) {
        PyErr_Format(PyExc_ValueError, "output %d: wrong type or size", k);
        return NULL;
    }
    return PyArray_DATA((PyArrayObject *)obj);
}

/* The output arrays of each query: (numpy type, numbers per row), where
   type -1 means "the query's real type". */
static int out_layout(int query, int dim, int t, int *typenum, int *width)
{
    static const int counts[QUERY_COUNT] = {1, 1, 4, 4, 5};
    if (t >= counts[query]) return 0;
    *width = 1;
    *typenum = -1;
    if (t == 0) *typenum = (query == QUERY_OVERLAP || query == QUERY_CAST) ? NPY_BOOL : NPY_INT8;
    if (t >= 2) *width = dim;
    return 1;
}

/* _run(pair, query, single, n, args, outs) */
static PyObject *py_run(PyObject *self, PyObject *args)
{
    (void)self;
    int pair, query, single;
    Py_ssize_t n;
    PyObject *ins, *outs;
    if (!PyArg_ParseTuple(args, "iiinO!O!", &pair, &query, &single, &n, &PyTuple_Type, &ins, &PyTuple_Type,
                          &outs))
        return NULL;
    if (pair < 0 || pair >= PAIR_COUNT || query < 0 || query >= QUERY_COUNT || n < 0) {
        PyErr_SetString(PyExc_ValueError, "unknown query");
        return NULL;
    }
    int real = single ? NPY_FLOAT32 : NPY_FLOAT64;
    int na = arg_count(query);
    if (PyTuple_GET_SIZE(ins) != na) {
        PyErr_SetString(PyExc_ValueError, "wrong number of arguments");
        return NULL;
    }
    cbx_arg a[4];
    for (int k = 0; k < na; k++)
        if (take_arg(PyTuple_GET_ITEM(ins, k), real, n, arg_width(pair, query, k), &a[k], k) != 0) return NULL;
    void *o[5];
    int no = 0, typenum, width;
    while (out_layout(query, dim_of[pair], no, &typenum, &width)) {
        if (no >= PyTuple_GET_SIZE(outs)) {
            PyErr_SetString(PyExc_ValueError, "too few outputs");
            return NULL;
        }
        o[no] = take_out(PyTuple_GET_ITEM(outs, no), typenum < 0 ? real : typenum, n * width, no);
        if (!o[no]) return NULL;
        no++;
    }
    loop_fn fn = single ? loop_tablef[pair][query] : loop_table[pair][query];
    Py_BEGIN_ALLOW_THREADS
    fn(a, o, n);
    Py_END_ALLOW_THREADS
    Py_RETURN_NONE;
}

static PyObject *pairs_to_arrays(pair_buf *b)
{
    npy_intp len = (npy_intp)b->len;
    PyObject *i = PyArray_SimpleNew(1, &len, NPY_INT64);
    PyObject *j = PyArray_SimpleNew(1, &len, NPY_INT64);
    if (i && j && len) {
        memcpy(PyArray_DATA((PyArrayObject *)i), b->i, b->len * sizeof(npy_int64));
        memcpy(PyArray_DATA((PyArrayObject *)j), b->j, b->len * sizeof(npy_int64));
    }
    free(b->i);
    free(b->j);
    if (!i || !j) {
        Py_XDECREF(i);
        Py_XDECREF(j);
        return NULL;
    }
    return Py_BuildValue("(NN)", i, j);
}

/* _join(dim, single, n, shapes, columns): columns are the boxes' 4 (2D) or 6
   (3D) contiguous coordinate columns, min first. */
static PyObject *py_join(PyObject *self, PyObject *args)
{
    (void)self;
    int dim, single;
    Py_ssize_t n;
    PyObject *shapes, *cols;
    if (!PyArg_ParseTuple(args, "iinOO!", &dim, &single, &n, &shapes, &PyTuple_Type, &cols)) return NULL;
    if ((dim != 2 && dim != 3) || PyTuple_GET_SIZE(cols) != 2 * dim) {
        PyErr_SetString(PyExc_ValueError, "bad join dimensions");
        return NULL;
    }
    int real = single ? NPY_FLOAT32 : NPY_FLOAT64;
    cbx_arg a[1];
    if (take_arg(shapes, real, n, dim == 2 ? 3 : 4, &a[0], 0) != 0) return NULL;
    const void *col[6];
    npy_intp m = -1;
    for (int k = 0; k < 2 * dim; k++) {
        PyObject *c = PyTuple_GET_ITEM(cols, k);
        if (!PyArray_Check(c) || PyArray_TYPE((PyArrayObject *)c) != real || PyArray_NDIM((PyArrayObject *)c) != 1 ||
            !PyArray_IS_C_CONTIGUOUS((PyArrayObject *)c) ||
            (m >= 0 && PyArray_DIM((PyArrayObject *)c, 0) != m)) {
            PyErr_SetString(PyExc_ValueError, "box columns: contiguous 1-D arrays of equal length");
            return NULL;
        }
        m = PyArray_DIM((PyArrayObject *)c, 0);
        col[k] = PyArray_DATA((PyArrayObject *)c);
    }
    if (m > (npy_intp)UINT32_MAX) {
        PyErr_SetString(PyExc_ValueError, "at most 2**32 - 1 boxes");
        return NULL;
    }
    pair_buf b = {NULL, NULL, 0, 0};
    uint32_t *scratch = malloc((size_t)(m ? m : 1) * sizeof *scratch);
    if (!scratch) return PyErr_NoMemory();
    npy_intp got;
    Py_BEGIN_ALLOW_THREADS
    if (dim == 2)
        got = single ? join2_loopf(a, n, (const float *const *)col, m, scratch, &b)
                     : join2_loop(a, n, (const double *const *)col, m, scratch, &b);
    else
        got = single ? join3_loopf(a, n, (const float *const *)col, m, scratch, &b)
                     : join3_loop(a, n, (const double *const *)col, m, scratch, &b);
    Py_END_ALLOW_THREADS
    free(scratch);
    if (got < 0) {
        free(b.i);
        free(b.j);
        return PyErr_NoMemory();
    }
    return pairs_to_arrays(&b);
}

static void *index_memory(PyObject *obj, size_t *bytes);

/* _move(dim, single, n, shapes, displacements, aabbs, obbs, index, iterations, outs):
   the mover for circles (dim 2) or spheres (dim 3). aabbs (m, 2 dim) and
   obbs (k, 6 or 15) C-contiguous, read as the library's box arrays; index:
   None, or the memory of an index built over exactly those aabbs (the
   Python side checks its dimension, precision and count). */
static PyObject *py_move(PyObject *self, PyObject *args)
{
    (void)self;
    int dim, single, iterations;
    Py_ssize_t n;
    PyObject *shapes, *disp, *aabbs, *obbs, *index, *outs;
    if (!PyArg_ParseTuple(args, "iinOOOOOiO!", &dim, &single, &n, &shapes, &disp, &aabbs, &obbs, &index,
                          &iterations, &PyTuple_Type, &outs))
        return NULL;
    if (dim != 2 && dim != 3) {
        PyErr_SetString(PyExc_ValueError, "dim: 2 or 3");
        return NULL;
    }
    int real = single ? NPY_FLOAT32 : NPY_FLOAT64;
    cbx_arg a[2];
    if (take_arg(shapes, real, n, dim + 1, &a[0], 0) != 0 || take_arg(disp, real, n, dim, &a[1], 1) != 0)
        return NULL;
    PyObject *world[2] = {aabbs, obbs};
    const int wwidth[2] = {2 * dim, dim == 2 ? 6 : 15};
    npy_intp wcount[2];
    const void *wdata[2];
    for (int k = 0; k < 2; k++) {
        PyArrayObject *w = (PyArrayObject *)world[k];
        if (!PyArray_Check(world[k]) || PyArray_TYPE(w) != real || PyArray_NDIM(w) != 2 ||
            PyArray_DIM(w, 1) != wwidth[k] || !PyArray_IS_C_CONTIGUOUS(w)) {
            PyErr_Format(PyExc_ValueError, "world boxes: C-contiguous (m, %d) and (k, %d) arrays", wwidth[0],
                         wwidth[1]);
            return NULL;
        }
        wcount[k] = PyArray_DIM(w, 0);
        wdata[k] = wcount[k] ? PyArray_DATA(w) : NULL;
    }
    const void *ix = NULL;
    size_t ix_bytes = 0;
    if (index != Py_None && !(ix = index_memory(index, &ix_bytes))) return NULL;
    if (PyTuple_GET_SIZE(outs) != 3) {
        PyErr_SetString(PyExc_ValueError, "three outputs");
        return NULL;
    }
    void *o[3];
    if (!(o[0] = take_out(PyTuple_GET_ITEM(outs, 0), real, dim * n, 0)) ||
        !(o[1] = take_out(PyTuple_GET_ITEM(outs, 1), real, dim * n, 1)) ||
        !(o[2] = take_out(PyTuple_GET_ITEM(outs, 2), NPY_INT32, n, 2)))
        return NULL;
    const size_t na = (size_t)wcount[0], no = (size_t)wcount[1];
    Py_BEGIN_ALLOW_THREADS
    if (dim == 2 && single) {
        cbx_world2f w = {(const cbx_aabb2f *)wdata[0], na, (const cbx_obb2f *)wdata[1], no};
        move2_loopf(a, o, n, w, ix, iterations);
    } else if (dim == 2) {
        cbx_world2 w = {(const cbx_aabb2 *)wdata[0], na, (const cbx_obb2 *)wdata[1], no};
        move2_loop(a, o, n, w, ix, iterations);
    } else if (single) {
        cbx_world3f w = {(const cbx_aabb3f *)wdata[0], na, (const cbx_obb3f *)wdata[1], no};
        move3_loopf(a, o, n, w, ix, iterations);
    } else {
        cbx_world3 w = {(const cbx_aabb3 *)wdata[0], na, (const cbx_obb3 *)wdata[1], no};
        move3_loop(a, o, n, w, ix, iterations);
    }
    Py_END_ALLOW_THREADS
    Py_RETURN_NONE;
}

/* ---- The index ----------------------------------------------------------- */

/* The index's memory: a writable (build) or readable C-contiguous NumPy array. */
static void *index_memory(PyObject *obj, size_t *bytes)
{
    if (!PyArray_Check(obj) || !PyArray_IS_C_CONTIGUOUS((PyArrayObject *)obj) ||
        ((uintptr_t)PyArray_DATA((PyArrayObject *)obj)) % CBX_INDEX_ALIGN != 0) {
        PyErr_SetString(PyExc_ValueError, "index memory: an aligned C-contiguous array");
        return NULL;
    }
    *bytes = (size_t)PyArray_NBYTES((PyArrayObject *)obj);
    return PyArray_DATA((PyArrayObject *)obj);
}

static PyObject *py_index_bytes(PyObject *self, PyObject *args)
{
    (void)self;
    int dim, single;
    Py_ssize_t n;
    if (!PyArg_ParseTuple(args, "iin", &dim, &single, &n)) return NULL;
    size_t b = dim == 2 ? (single ? cbx_index2f_bytes((size_t)n) : cbx_index2_bytes((size_t)n))
                        : (single ? cbx_index3f_bytes((size_t)n) : cbx_index3_bytes((size_t)n));
    return PyLong_FromSize_t(b);
}

/* _index_build(dim, single, boxes (n, 2 dim) C-contiguous, memory) -> bool */
static PyObject *py_index_build(PyObject *self, PyObject *args)
{
    (void)self;
    int dim, single;
    PyObject *boxes, *mem;
    if (!PyArg_ParseTuple(args, "iiOO", &dim, &single, &boxes, &mem)) return NULL;
    int real = single ? NPY_FLOAT32 : NPY_FLOAT64;
    if (!PyArray_Check(boxes) || PyArray_TYPE((PyArrayObject *)boxes) != real ||
        PyArray_NDIM((PyArrayObject *)boxes) != 2 || PyArray_DIM((PyArrayObject *)boxes, 1) != 2 * dim ||
        !PyArray_IS_C_CONTIGUOUS((PyArrayObject *)boxes)) {
        PyErr_SetString(PyExc_ValueError, "boxes: C-contiguous (n, 2 * dim) array of the index's dtype");
        return NULL;
    }
    size_t bytes;
    void *memory = index_memory(mem, &bytes);
    if (!memory) return NULL;
    const void *b = PyArray_DATA((PyArrayObject *)boxes);
    size_t n = (size_t)PyArray_DIM((PyArrayObject *)boxes, 0);
    const void *ix;
    Py_BEGIN_ALLOW_THREADS
    if (dim == 2)
        ix = single ? (const void *)cbx_index2f_build(memory, bytes, b, n) : (const void *)cbx_index2_build(memory, bytes, b, n);
    else
        ix = single ? (const void *)cbx_index3f_build(memory, bytes, b, n) : (const void *)cbx_index3_build(memory, bytes, b, n);
    Py_END_ALLOW_THREADS
    return PyBool_FromLong(ix != NULL);
}

/* _index_check(dim, single, memory) -> None when memory holds an index of that
   kind, else the reason (str) cbx_index*_check names */
static PyObject *py_index_check(PyObject *self, PyObject *args)
{
    (void)self;
    int dim, single;
    PyObject *mem;
    if (!PyArg_ParseTuple(args, "iiO", &dim, &single, &mem)) return NULL;
    size_t bytes;
    void *memory = index_memory(mem, &bytes);
    if (!memory) return NULL;
    const char *why = NULL;
    Py_BEGIN_ALLOW_THREADS
    if (dim == 2)
        (void)(single ? (const void *)cbx_index2f_check(memory, bytes, &why) : (const void *)cbx_index2_check(memory, bytes, &why));
    else
        (void)(single ? (const void *)cbx_index3f_check(memory, bytes, &why) : (const void *)cbx_index3_check(memory, bytes, &why));
    Py_END_ALLOW_THREADS
    if (why == NULL) Py_RETURN_NONE;
    return PyUnicode_FromString(why);
}

/* _index_join(dim, single, memory, shapes (n, dim + 1) C-contiguous) -> (i, j) */
static PyObject *py_index_join(PyObject *self, PyObject *args)
{
    (void)self;
    int dim, single;
    PyObject *mem, *shapes;
    if (!PyArg_ParseTuple(args, "iiOO", &dim, &single, &mem, &shapes)) return NULL;
    int real = single ? NPY_FLOAT32 : NPY_FLOAT64;
    if (!PyArray_Check(shapes) || PyArray_TYPE((PyArrayObject *)shapes) != real ||
        PyArray_NDIM((PyArrayObject *)shapes) != 2 || PyArray_DIM((PyArrayObject *)shapes, 1) != dim + 1 ||
        !PyArray_IS_C_CONTIGUOUS((PyArrayObject *)shapes)) {
        PyErr_SetString(PyExc_ValueError, "shapes: C-contiguous (n, dim + 1) array of the index's dtype");
        return NULL;
    }
    size_t bytes;
    const void *ix = index_memory(mem, &bytes);
    if (!ix) return NULL;
    const void *s = PyArray_DATA((PyArrayObject *)shapes);
    size_t n = (size_t)PyArray_DIM((PyArrayObject *)shapes, 0);
    pair_buf b = {NULL, NULL, 0, 0};
    npy_intp got;
    Py_BEGIN_ALLOW_THREADS
    if (dim == 2)
        got = single ? index2_join_loopf(ix, s, n, &b) : index2_join_loop(ix, s, n, &b);
    else
        got = single ? index3_join_loopf(ix, s, n, &b) : index3_join_loop(ix, s, n, &b);
    Py_END_ALLOW_THREADS
    if (got < 0) {
        free(b.i);
        free(b.j);
        return PyErr_NoMemory();
    }
    return pairs_to_arrays(&b);
}

/* _index_cast(dim, single, memory, n, shapes, displacements, outs[6]) */
static PyObject *py_index_cast(PyObject *self, PyObject *args)
{
    (void)self;
    int dim, single;
    Py_ssize_t n;
    PyObject *mem, *shapes, *disp, *outs;
    if (!PyArg_ParseTuple(args, "iiOnOOO!", &dim, &single, &mem, &n, &shapes, &disp, &PyTuple_Type, &outs))
        return NULL;
    int real = single ? NPY_FLOAT32 : NPY_FLOAT64;
    cbx_arg a[2];
    if (take_arg(shapes, real, n, dim + 1, &a[0], 0) != 0 || take_arg(disp, real, n, dim, &a[1], 1) != 0)
        return NULL;
    size_t bytes;
    const void *ix = index_memory(mem, &bytes);
    if (!ix) return NULL;
    if (PyTuple_GET_SIZE(outs) != 6) {
        PyErr_SetString(PyExc_ValueError, "six outputs");
        return NULL;
    }
    void *o[6];
    const int types[6] = {NPY_BOOL, real, real, real, real, NPY_INT64};
    const npy_intp sizes[6] = {n, n, dim * n, dim * n, dim * n, n};
    for (int t = 0; t < 6; t++)
        if (!(o[t] = take_out(PyTuple_GET_ITEM(outs, t), types[t], sizes[t], t))) return NULL;
    Py_BEGIN_ALLOW_THREADS
    if (dim == 2) {
        if (single) index2_cast_loopf(ix, a, o, n); else index2_cast_loop(ix, a, o, n);
    } else {
        if (single) index3_cast_loopf(ix, a, o, n); else index3_cast_loop(ix, a, o, n);
    }
    Py_END_ALLOW_THREADS
    Py_RETURN_NONE;
}

/* _index_nearest(dim, single, memory, n, points, k, idx (n*k int64), dist (n*k real)) */
static PyObject *py_index_nearest(PyObject *self, PyObject *args)
{
    (void)self;
    int dim, single;
    Py_ssize_t n, k;
    PyObject *mem, *points, *idx_o, *dist_o;
    if (!PyArg_ParseTuple(args, "iiOnOnOO", &dim, &single, &mem, &n, &points, &k, &idx_o, &dist_o)) return NULL;
    int real = single ? NPY_FLOAT32 : NPY_FLOAT64;
    cbx_arg a[1];
    if (k < 1 || take_arg(points, real, n, dim, &a[0], 0) != 0) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "k must be at least 1");
        return NULL;
    }
    size_t bytes;
    const void *ix = index_memory(mem, &bytes);
    if (!ix) return NULL;
    npy_int64 *idx = take_out(idx_o, NPY_INT64, n * k, 0);
    void *dist = idx ? take_out(dist_o, real, n * k, 1) : NULL;
    if (!dist) return NULL;
    uint32_t *scratch = malloc((size_t)k * sizeof *scratch);
    if (!scratch) return PyErr_NoMemory();
    Py_BEGIN_ALLOW_THREADS
    if (dim == 2) {
        if (single) index2_nearest_loopf(ix, a, n, (size_t)k, scratch, idx, dist);
        else index2_nearest_loop(ix, a, n, (size_t)k, scratch, idx, dist);
    } else {
        if (single) index3_nearest_loopf(ix, a, n, (size_t)k, scratch, idx, dist);
        else index3_nearest_loop(ix, a, n, (size_t)k, scratch, idx, dist);
    }
    Py_END_ALLOW_THREADS
    free(scratch);
    Py_RETURN_NONE;
}

static PyObject *py_simd_name(PyObject *self, PyObject *noargs)
{
    (void)self;
    (void)noargs;
    return PyUnicode_FromString(cbx_simd_name());
}

static PyMethodDef methods[] = {
    {"_run", py_run, METH_VARARGS, "One query over prepared 2-D arrays (internal)."},
    {"_join", py_join, METH_VARARGS, "Every overlapping (shape, box) pair (internal)."},
    {"_move", py_move, METH_VARARGS, "The mover over prepared arrays (internal)."},
    {"_index_bytes", py_index_bytes, METH_VARARGS, "Bytes of an index (internal)."},
    {"_index_check", py_index_check, METH_VARARGS, "Why a block is not an index, or None (internal)."},
    {"_index_build", py_index_build, METH_VARARGS, "Builds an index in given memory (internal)."},
    {"_index_join", py_index_join, METH_VARARGS, "Index join (internal)."},
    {"_index_cast", py_index_cast, METH_VARARGS, "Index cast (internal)."},
    {"_index_nearest", py_index_nearest, METH_VARARGS, "Index k nearest (internal)."},
    {"simd_name", py_simd_name, METH_NOARGS, "Instruction set the batch queries use on this CPU."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_circbox", "circbox array loops (internal).", -1,
                                    methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__circbox(void)
{
    import_array();
    return PyModule_Create(&module);
}
