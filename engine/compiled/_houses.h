/* A variant's houses in hint order (boxes first), for the compiled scans that go
 * house by house the way the singles and subsets offer their finds. */
#ifndef ENGINE_HOUSES_H
#define ENGINE_HOUSES_H

#include "_bits.h"

#define MAX_HOUSES 64

typedef struct {
    int n;                        /* houses */
    int index[MAX_HOUSES];        /* in hint order: each house's index */
    int size[MAX_HOUSES];         /* in hint order: its cells, ascending */
    int cells[MAX_HOUSES][9];
    uint64_t mask[MAX_HOUSES][2]; /* in hint order: its cells as a set */
    char is_box[MAX_HOUSES];      /* in hint order */
    uint64_t by_index[MAX_HOUSES][2]; /* by house index: its cells as a set */
} HouseList;

/* From the house indices in hint order, every house's cells (tuples, by index) and
 * whether each is a box (a tuple, by index). 0, or -1 with an error set. */
static inline int read_house_list(HouseList *list, PyObject *order, PyObject *cells, PyObject *boxes) {
    if (!PyTuple_Check(order) || !PyTuple_Check(cells) || !PyTuple_Check(boxes)) {
        PyErr_SetString(PyExc_TypeError, "the houses come as tuples");
        return -1;
    }
    Py_ssize_t n = PyTuple_GET_SIZE(order);
    if (n > MAX_HOUSES || PyTuple_GET_SIZE(cells) != n || PyTuple_GET_SIZE(boxes) != n) {
        PyErr_SetString(PyExc_ValueError, "every house once, 64 at most");
        return -1;
    }
    list->n = (int)n;
    for (Py_ssize_t k = 0; k < n; k++) {
        long h;
        if (read_small(PyTuple_GET_ITEM(order, k), &h) < 0) return -1;
        if (h < 0 || h >= n) {
            PyErr_SetString(PyExc_ValueError, "no such house");
            return -1;
        }
        PyObject *house = PyTuple_GET_ITEM(cells, h);
        if (!PyTuple_Check(house) || PyTuple_GET_SIZE(house) > 9) {
            PyErr_SetString(PyExc_ValueError, "a house is a tuple of at most nine cells");
            return -1;
        }
        int truth = PyObject_IsTrue(PyTuple_GET_ITEM(boxes, h));
        if (truth < 0) return -1;
        list->index[k] = (int)h;
        list->is_box[k] = (char)truth;
        list->size[k] = (int)PyTuple_GET_SIZE(house);
        list->mask[k][0] = list->mask[k][1] = 0;
        for (int i = 0; i < list->size[k]; i++) {
            long c;
            if (read_small(PyTuple_GET_ITEM(house, i), &c) < 0) return -1;
            if (c < 0 || c >= 81) {
                PyErr_SetString(PyExc_ValueError, "no such cell");
                return -1;
            }
            list->cells[k][i] = (int)c;
            list->mask[k][c >> 6] |= 1ULL << (c & 63);
        }
        list->by_index[h][0] = list->mask[k][0];
        list->by_index[h][1] = list->mask[k][1];
    }
    return 0;
}

#endif
