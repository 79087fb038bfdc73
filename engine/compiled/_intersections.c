/* The locked candidates search of engine/techniques/intersections.py, compiled.
 *
 * A digit whose places in one house all lie in another house leaves the rest of the
 * other. The houses meeting in two cells or more are kept per variant in a Meeting
 * (machine words, made once); each search reads the position's nine digit planes.
 * The loops and their order are those of intersections._locked, which stays the
 * reference and the fallback; tests/engine/test_intersections_compiled.py compares
 * the two along real solves of every variant.
 */
#include "_bits.h"

#include <stdlib.h>

typedef struct {
    uint64_t lo, hi;
} Cells;

typedef struct {
    PyObject_HEAD
    int n;          /* houses */
    Cells *mask;    /* each house's cells */
    char *is_box;
    int *start;     /* per house, its rows start[a] .. start[a + 1] into other */
    int *other;     /* the houses it meets in two cells or more, ascending */
} Meeting;

static void Meeting_dealloc(Meeting *self) {
    free(self->mask);
    free(self->is_box);
    free(self->start);
    free(self->other);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Meeting(masks, boxes): each house's cells (81-bit ints) and whether it is a box. */
static int Meeting_init(Meeting *self, PyObject *args, PyObject *kwds) {
    PyObject *masks, *boxes;
    if (!PyArg_ParseTuple(args, "O!O!", &PyTuple_Type, &masks, &PyTuple_Type, &boxes)) return -1;
    if (self->mask) {
        PyErr_SetString(PyExc_RuntimeError, "made once");
        return -1;
    }
    Py_ssize_t n = PyTuple_GET_SIZE(masks);
    if (PyTuple_GET_SIZE(boxes) != n || n > 64) {
        PyErr_SetString(PyExc_ValueError, "a mask and a box flag per house, 64 houses at most");
        return -1;
    }
    self->n = (int)n;
    self->mask = calloc((size_t)n + 1, sizeof(Cells));
    self->is_box = calloc((size_t)n + 1, 1);
    self->start = calloc((size_t)n + 2, sizeof(int));
    self->other = malloc(((size_t)n * (size_t)n + 1) * sizeof(int));
    if (!self->mask || !self->is_box || !self->start || !self->other) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t a = 0; a < n; a++) {
        if (read81(PyTuple_GET_ITEM(masks, a), &self->mask[a].lo, &self->mask[a].hi) < 0) return -1;
        int truth = PyObject_IsTrue(PyTuple_GET_ITEM(boxes, a));
        if (truth < 0) return -1;
        self->is_box[a] = (char)truth;
    }
    int k = 0;
    for (int a = 0; a < n; a++) {
        self->start[a] = k;
        for (int b = 0; b < n; b++) {
            if (b == a) continue;
            int shared = __builtin_popcountll(self->mask[a].lo & self->mask[b].lo) +
                         __builtin_popcountll(self->mask[a].hi & self->mask[b].hi);
            if (shared >= 2) self->other[k++] = b;
        }
    }
    self->start[n] = k;
    return 0;
}

/* locked(positions, from_box): every locked candidates finding, boxes as the base
 * (pointing) or the other houses (claiming), as intersections._locked meets them:
 * [(base house, cover house, digit, its places in the base, the cells losing it)]. */
static PyObject *Meeting_locked(Meeting *self, PyObject *args) {
    PyObject *positions;
    int from_box;
    if (!PyArg_ParseTuple(args, "O!p", &PyList_Type, &positions, &from_box)) return NULL;
    if (PyList_GET_SIZE(positions) != 10) {
        PyErr_SetString(PyExc_ValueError, "positions are ten, by digit");
        return NULL;
    }
    Cells plane[10];
    for (int d = 1; d <= 9; d++)
        if (read81(PyList_GET_ITEM(positions, d), &plane[d].lo, &plane[d].hi) < 0) return NULL;
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    for (int a = 0; a < self->n; a++) {
        if (self->is_box[a] != from_box) continue;
        Cells base = self->mask[a];
        for (int d = 1; d <= 9; d++) {
            Cells inside = {plane[d].lo & base.lo, plane[d].hi & base.hi};
            if (__builtin_popcountll(inside.lo) + __builtin_popcountll(inside.hi) < 2)
                continue; /* fewer than two places */
            for (int r = self->start[a]; r < self->start[a + 1]; r++) {
                int b = self->other[r];
                Cells cover = self->mask[b];
                if ((inside.lo & ~cover.lo) | (inside.hi & ~cover.hi)) continue;
                Cells gone = {plane[d].lo & cover.lo & ~base.lo, plane[d].hi & cover.hi & ~base.hi};
                if (!gone.lo && !gone.hi) continue;
                PyObject *found = Py_BuildValue("(iiiNN)", a, b, d, cells_int(inside.lo, inside.hi),
                                                cells_int(gone.lo, gone.hi));
                if (append_new(out, found) < 0) {
                    Py_DECREF(out);
                    return NULL;
                }
            }
        }
    }
    return out;
}

static PyMethodDef Meeting_methods[] = {
    {"locked", (PyCFunction)Meeting_locked, METH_VARARGS,
     "Every locked candidates finding: (base, cover, digit, places, cells losing it)."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject MeetingType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "engine.compiled._intersections.Meeting",
    .tp_basicsize = sizeof(Meeting),
    .tp_dealloc = (destructor)Meeting_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A variant's houses and which meet in two cells or more.",
    .tp_methods = Meeting_methods,
    .tp_init = (initproc)Meeting_init,
    .tp_new = PyType_GenericNew,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "engine.compiled._intersections",
    "The locked candidates search, compiled (see engine/techniques/intersections.py).", -1,
    NULL,
};

PyMODINIT_FUNC PyInit__intersections(void) {
    if (PyType_Ready(&MeetingType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&MeetingType);
    if (PyModule_AddObject(m, "Meeting", (PyObject *)&MeetingType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
