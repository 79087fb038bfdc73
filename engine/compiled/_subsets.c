/* The searches of engine/techniques/subsets.py, compiled: naked, hidden and locked
 * pairs, triples and quads, house by house in hint order (boxes first).
 *
 * The Python finders read per-house views kept by content and note the houses
 * searched in vain; here every house is searched outright, which costs less than
 * the views. The findings, their order and which are left out (degenerate groups,
 * groups that remove nothing, the same hidden group met in a second house) are those
 * of subsets._naked, _hidden and _locked, which stay the reference and the fallback;
 * tests/engine/test_subsets_compiled.py compares them along real solves.
 */
#include "_houses.h"

#include <stdlib.h>

typedef struct {
    PyObject_HEAD
    HouseList houses;
} Houses;

static void Houses_dealloc(Houses *self) { Py_TYPE(self)->tp_free((PyObject *)self); }

/* Houses(order, cells, boxes): the house indices in hint order, and every house's
 * cells and whether it is a box, by index. */
static int Houses_init(Houses *self, PyObject *args, PyObject *kwds) {
    PyObject *order, *cells, *boxes;
    if (!PyArg_ParseTuple(args, "OOO", &order, &cells, &boxes)) return -1;
    return read_house_list(&self->houses, order, cells, boxes);
}

/* The group of the cells chosen (at[0..n-1] into small) and its cells as a set: its
 * digits when they are n and none has one place in the house (then it is a single
 * with company, which players take as the single), else 0 (subsets._naked_groups). */
static int naked_group(const int *cands, const int *small, const int *at, int n, int single_digits,
                       int *group, uint64_t gmask[2]) {
    int uni = 0;
    gmask[0] = gmask[1] = 0;
    for (int i = 0; i < n; i++) {
        group[i] = small[at[i]];
        uni |= cands[group[i]];
        gmask[group[i] >> 6] |= 1ULL << (group[i] & 63);
    }
    return popcount9(uni) == n && !(uni & single_digits) ? uni : 0;
}

/* One house's cells with candidates (in house order), the digits with one place, and
 * the number of places of each digit. */
typedef struct {
    int empty[9], nempty;
    int single_digits;
    int places[10];
} View;

static void view_of(const HouseList *list, int k, const int *cands, View *v) {
    v->nempty = 0;
    for (int d = 0; d <= 9; d++) v->places[d] = 0;
    for (int i = 0; i < list->size[k]; i++) {
        int c = list->cells[k][i], m = cands[c];
        if (!m) continue;
        v->empty[v->nempty++] = c;
        for (int d = 1; d <= 9; d++)
            if (m >> (d - 1) & 1) v->places[d]++;
    }
    v->single_digits = 0;
    for (int d = 1; d <= 9; d++)
        if (v->places[d] == 1) v->single_digits |= 1 << (d - 1);
}

/* The next n-combination of `count` items (indices ascending), lexicographic. */
static int next_combination(int *at, int n, int count) {
    int i = n - 1;
    while (i >= 0 && at[i] == count - n + i) i--;
    if (i < 0) return 0;
    at[i]++;
    for (int j = i + 1; j < n; j++) at[j] = at[j - 1] + 1;
    return 1;
}

/* (cell, digit) pairs as a tuple of tuples. */
static PyObject *pair_tuple(const int *cells, const int *digits, int count) {
    PyObject *t = PyTuple_New(count);
    if (!t) return NULL;
    for (int i = 0; i < count; i++) {
        PyObject *p = Py_BuildValue("(ii)", cells[i], digits[i]);
        if (!p) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, i, p);
    }
    return t;
}

static int read_args(PyObject *args, int cands[81], int *n) {
    PyObject *cands_list;
    if (!PyArg_ParseTuple(args, "Oi", &cands_list, n)) return -1;
    if (*n < 2 || *n > 4) {
        PyErr_SetString(PyExc_ValueError, "subsets of two to four");
        return -1;
    }
    return read_candidates(cands_list, cands);
}

/* The cells of a view with 2 to n candidates, in house order. */
static int small_cells(const View *v, const int *cands, int n, int *small) {
    int count = 0;
    for (int i = 0; i < v->nempty; i++) {
        int size = popcount9(cands[v->empty[i]]);
        if (size >= 2 && size <= n) small[count++] = v->empty[i];
    }
    return count;
}

/* naked(candidates, n): [(house, cells, digits as a set, eliminations)], as
 * subsets._naked finds them. */
static PyObject *Houses_naked(Houses *self, PyObject *args) {
    int cands[81], n;
    if (read_args(args, cands, &n) < 0) return NULL;
    const HouseList *list = &self->houses;
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    for (int k = 0; k < list->n; k++) {
        View v;
        view_of(list, k, cands, &v);
        int small[9];
        int nsmall = small_cells(&v, cands, n, small);
        if (v.nempty <= n || nsmall < n) continue;
        int at[4];
        for (int i = 0; i < n; i++) at[i] = i;
        do {
            int group[4];
            uint64_t gmask[2];
            int uni = naked_group(cands, small, at, n, v.single_digits, group, gmask);
            if (!uni) continue;
            int ec[81], ed[81], ne = 0;
            for (int i = 0; i < v.nempty; i++) {
                int c = v.empty[i];
                if (gmask[c >> 6] >> (c & 63) & 1) continue;
                int hit = cands[c] & uni;
                for (int d = 1; d <= 9; d++)
                    if (hit >> (d - 1) & 1) {
                        ec[ne] = c;
                        ed[ne++] = d;
                    }
            }
            if (!ne) continue;
            if (append_new(out, Py_BuildValue("(iNiN)", list->index[k], int_tuple(group, n), uni,
                                          pair_tuple(ec, ed, ne))) < 0)
                goto fail;
        } while (next_combination(at, n, nsmall));
    }
    return out;
fail:
    Py_DECREF(out);
    return NULL;
}

/* hidden(candidates, n): [(house, digits, cells, eliminations)], as subsets._hidden
 * finds them: the same cells locked on the same digits offered once, in the first
 * house met. */
static PyObject *Houses_hidden(Houses *self, PyObject *args) {
    int cands[81], n;
    if (read_args(args, cands, &n) < 0) return NULL;
    const HouseList *list = &self->houses;
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    /* What was offered: cell sets (two words) with their digit sets; at most one
     * per house and choice of n of nine digits. */
    size_t most = (size_t)list->n * 126 + 1;
    uint64_t(*seen_cells)[2] = malloc(most * sizeof *seen_cells);
    int *seen_digits = malloc(most * sizeof(int)), nseen = 0;
    if (!seen_cells || !seen_digits) {
        PyErr_NoMemory();
        goto fail;
    }
    for (int k = 0; k < list->n; k++) {
        View v;
        view_of(list, k, cands, &v);
        if (v.nempty <= n) continue;
        int open[9], nopen = 0;
        for (int d = 1; d <= 9; d++)
            if (v.places[d] >= 2 && v.places[d] <= n) open[nopen++] = d;
        if (nopen < n) continue;
        int at[4];
        for (int i = 0; i < n; i++) at[i] = i;
        do {
            int mask = 0, digits[4];
            for (int i = 0; i < n; i++) {
                digits[i] = open[at[i]];
                mask |= 1 << (digits[i] - 1);
            }
            int group[9], ngroup = 0, naked_single = 0;
            uint64_t where[2] = {0, 0};
            for (int i = 0; i < list->size[k]; i++) {
                int c = list->cells[k][i];
                if (!(cands[c] & mask)) continue;
                group[ngroup++] = c;
                where[c >> 6] |= 1ULL << (c & 63);
                if (popcount9(cands[c]) == 1) naked_single = 1;
            }
            if (ngroup != n || naked_single) continue; /* a naked single with company */
            int ec[36], ed[36], ne = 0;
            for (int i = 0; i < ngroup; i++) {
                int rest = cands[group[i]] & ~mask;
                for (int d = 1; d <= 9; d++)
                    if (rest >> (d - 1) & 1) {
                        ec[ne] = group[i];
                        ed[ne++] = d;
                    }
            }
            if (!ne) continue;
            int met = 0;
            for (int s = 0; s < nseen && !met; s++)
                met = seen_digits[s] == mask && seen_cells[s][0] == where[0] &&
                      seen_cells[s][1] == where[1];
            if (met) continue;
            seen_cells[nseen][0] = where[0];
            seen_cells[nseen][1] = where[1];
            seen_digits[nseen++] = mask;
            if (append_new(out, Py_BuildValue("(iNNN)", list->index[k], int_tuple(digits, n),
                                          int_tuple(group, ngroup), pair_tuple(ec, ed, ne))) < 0)
                goto fail;
        } while (next_combination(at, n, nopen));
    }
    free(seen_cells);
    free(seen_digits);
    return out;
fail:
    free(seen_cells);
    free(seen_digits);
    Py_DECREF(out);
    return NULL;
}

/* locked(candidates, n): [(box, cells, digits as a set, houses cleared, eliminations)],
 * as subsets._locked finds them: a naked subset of a box whose cells share a line,
 * removing digits from both the box and the line. */
static PyObject *Houses_locked(Houses *self, PyObject *args) {
    int cands[81], n;
    if (read_args(args, cands, &n) < 0) return NULL;
    const HouseList *list = &self->houses;
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    for (int k = 0; k < list->n && list->is_box[k]; k++) {
        View v;
        view_of(list, k, cands, &v);
        int small[9];
        int nsmall = small_cells(&v, cands, n, small);
        if (nsmall < n) continue;
        int h = list->index[k];
        int at[4];
        for (int i = 0; i < n; i++) at[i] = i;
        do {
            int group[4];
            uint64_t gmask[2];
            int uni = naked_group(cands, small, at, n, v.single_digits, group, gmask);
            if (!uni) continue;
            /* The other houses holding every cell of the group, ascending. */
            int cleared[MAX_HOUSES], ncleared = 0;
            cleared[ncleared++] = h;
            for (int b = 0; b < list->n; b++) {
                if (b == h) continue;
                if ((gmask[0] & ~list->by_index[b][0]) | (gmask[1] & ~list->by_index[b][1])) continue;
                cleared[ncleared++] = b;
            }
            if (ncleared == 1) continue;
            /* Every (cell, digit) lost in the cleared houses, ascending. */
            uint64_t hit[10][2];
            for (int d = 0; d <= 9; d++) hit[d][0] = hit[d][1] = 0;
            for (int j = 0; j < ncleared; j++) {
                int b = cleared[j];
                for (int half = 0; half < 2; half++) {
                    uint64_t cells = list->by_index[b][half] & ~gmask[half];
                    while (cells) {
                        int c = half * 64 + __builtin_ctzll(cells);
                        cells &= cells - 1;
                        int lost = cands[c] & uni;
                        for (int d = 1; d <= 9; d++)
                            if (lost >> (d - 1) & 1) hit[d][c >> 6] |= 1ULL << (c & 63);
                    }
                }
            }
            int ec[81 * 4], ed[81 * 4], ne = 0, in_line = 0;
            const uint64_t *box = list->by_index[h];
            for (int c = 0; c < 81; c++)
                for (int d = 1; d <= 9; d++) {
                    if (!(hit[d][c >> 6] >> (c & 63) & 1)) continue;
                    ec[ne] = c;
                    ed[ne++] = d;
                    if (!(box[c >> 6] >> (c & 63) & 1)) in_line++;
                }
            if (!in_line || in_line == ne) continue; /* only one house loses anything */
            if (append_new(out, Py_BuildValue("(iNiNN)", h, int_tuple(group, n), uni,
                                          int_tuple(cleared, ncleared), pair_tuple(ec, ed, ne))) < 0)
                goto fail;
        } while (next_combination(at, n, nsmall));
    }
    return out;
fail:
    Py_DECREF(out);
    return NULL;
}

static PyMethodDef Houses_methods[] = {
    {"naked", (PyCFunction)Houses_naked, METH_VARARGS,
     "Every naked subset of n: (house, cells, digits, eliminations)."},
    {"hidden", (PyCFunction)Houses_hidden, METH_VARARGS,
     "Every hidden subset of n: (house, digits, cells, eliminations)."},
    {"locked", (PyCFunction)Houses_locked, METH_VARARGS,
     "Every locked subset of n: (box, cells, digits, houses cleared, eliminations)."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject HousesType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "engine.compiled._subsets.Houses",
    .tp_basicsize = sizeof(Houses),
    .tp_dealloc = (destructor)Houses_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A variant's houses in hint order, for the subset searches.",
    .tp_methods = Houses_methods,
    .tp_init = (initproc)Houses_init,
    .tp_new = PyType_GenericNew,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "engine.compiled._subsets",
    "The subset searches, compiled (see engine/techniques/subsets.py).", -1, NULL,
};

PyMODINIT_FUNC PyInit__subsets(void) {
    if (PyType_Ready(&HousesType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&HousesType);
    if (PyModule_AddObject(m, "Houses", (PyObject *)&HousesType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
