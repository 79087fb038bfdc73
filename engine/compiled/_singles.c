/* The scans of engine/techniques/singles.py, compiled: which houses have one open
 * cell left (full house) and which digits have one place left in a house (hidden
 * single). They run at every position of every solve, and at most positions find
 * nothing, so their cost is the scan. The houses are kept per variant in hint order
 * (boxes first) in a Houses object. The order of the findings and which are left
 * out are those of singles.full_house and singles.hidden_single, which stay the
 * reference and the fallback; tests/engine/test_singles_compiled.py compares them.
 */
#include "_houses.h"

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

/* lone_cells(positions): (house, cell) of every house with one open cell (a cell with
 * candidates) left, in hint order: where full_house looks further. */
static PyObject *Houses_lone_cells(Houses *self, PyObject *positions) {
    if (!PyList_Check(positions) || PyList_GET_SIZE(positions) != 10) {
        PyErr_SetString(PyExc_ValueError, "positions are a list of ten, by digit");
        return NULL;
    }
    uint64_t open[2] = {0, 0};
    for (int d = 1; d <= 9; d++) {
        uint64_t w[2];
        if (read_words(PyList_GET_ITEM(positions, d), w, 2) < 0) return NULL;
        open[0] |= w[0];
        open[1] |= w[1];
    }
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    const HouseList *list = &self->houses;
    for (int k = 0; k < list->n; k++) {
        uint64_t lo = open[0] & list->mask[k][0], hi = open[1] & list->mask[k][1];
        if (__builtin_popcountll(lo) + __builtin_popcountll(hi) != 1) continue;
        int cell = lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll(hi);
        if (append_new(out, Py_BuildValue("(ii)", list->index[k], cell)) < 0) {
            Py_DECREF(out);
            return NULL;
        }
    }
    return out;
}

/* hidden(candidates): (house, cell, digit) of every hidden single in hint order, digits
 * ascending in a house, each (cell, digit) once, none where the cell has one candidate
 * (a naked single, which is easier). */
static PyObject *Houses_hidden(Houses *self, PyObject *cands_list) {
    int cands[81];
    if (read_candidates(cands_list, cands) < 0) return NULL;
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    short taken[81] = {0}; /* per cell, the digits (bits) already offered */
    const HouseList *list = &self->houses;
    for (int k = 0; k < list->n; k++) {
        int once = 0, twice = 0;
        for (int i = 0; i < list->size[k]; i++) {
            int m = cands[list->cells[k][i]];
            twice |= once & m;
            once |= m;
        }
        int lone = once & ~twice;
        while (lone) {
            int bit = lone & -lone;
            lone ^= bit;
            int cell = -1;
            for (int i = 0; i < list->size[k]; i++)
                if (cands[list->cells[k][i]] & bit) cell = list->cells[k][i];
            if (taken[cell] & bit || !(cands[cell] & (cands[cell] - 1))) continue;
            taken[cell] |= (short)bit;
            int digit = __builtin_ctz((unsigned)bit) + 1;
            if (append_new(out, Py_BuildValue("(iii)", list->index[k], cell, digit)) < 0) {
                Py_DECREF(out);
                return NULL;
            }
        }
    }
    return out;
}

static PyMethodDef Houses_methods[] = {
    {"lone_cells", (PyCFunction)Houses_lone_cells, METH_O,
     "(house, cell) of every house with one open cell left, in hint order."},
    {"hidden", (PyCFunction)Houses_hidden, METH_O,
     "(house, cell, digit) of every hidden single, in hint order."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject HousesType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "engine.compiled._singles.Houses",
    .tp_basicsize = sizeof(Houses),
    .tp_dealloc = (destructor)Houses_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A variant's houses in hint order, for the singles' scans.",
    .tp_methods = Houses_methods,
    .tp_init = (initproc)Houses_init,
    .tp_new = PyType_GenericNew,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "engine.compiled._singles",
    "The singles' scans, compiled (see engine/techniques/singles.py).", -1, NULL,
};

PyMODINIT_FUNC PyInit__singles(void) {
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
