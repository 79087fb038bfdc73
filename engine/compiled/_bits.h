/* Shared by the engine's C modules: reading Python's cell sets (81-bit ints) into
 * machine words and writing words back as ints. */
#ifndef ENGINE_BITS_H
#define ENGINE_BITS_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

/* A non-negative int into `words` words, low word first (at most 32); OverflowError
 * for a negative int or one past the words, TypeError for anything but an int. */
static inline int read_words(PyObject *v, uint64_t *out, int words) {
    unsigned char buf[8 * 32];
    if (!PyLong_Check(v)) {
        PyErr_SetString(PyExc_TypeError, "sets of cells, nodes or sources must be ints");
        return -1;
    }
#if PY_VERSION_HEX >= 0x030D0000
    Py_ssize_t need = PyLong_AsNativeBytes(v, buf, (Py_ssize_t)words * 8,
                                           Py_ASNATIVEBYTES_LITTLE_ENDIAN |
                                               Py_ASNATIVEBYTES_UNSIGNED_BUFFER |
                                               Py_ASNATIVEBYTES_REJECT_NEGATIVE);
    if (need < 0) return -1;
    if (need > (Py_ssize_t)words * 8) {
        PyErr_SetString(PyExc_OverflowError, "a set names a member past its last");
        return -1;
    }
#else
    if (_PyLong_AsByteArray((PyLongObject *)v, buf, (size_t)words * 8, 1, 0) < 0) return -1;
#endif
    for (int i = 0; i < words; i++) {
        uint64_t w = 0;
        for (int k = 7; k >= 0; k--) w = w << 8 | buf[i * 8 + k];
        out[i] = w;
    }
    return 0;
}

/* An 81-bit cell set as two words, low 64 cells first. */
static inline int read81(PyObject *v, uint64_t *lo, uint64_t *hi) {
    uint64_t w[2];
    if (read_words(v, w, 2) < 0) return -1;
    *lo = w[0];
    *hi = w[1];
    return 0;
}

/* A non-negative int from `count` words, low word first. */
static inline PyObject *int_from_words(const uint64_t *w, int count) {
    unsigned char buf[8 * 32];
    if (count > 32) {
        PyErr_SetString(PyExc_OverflowError, "too many words");
        return NULL;
    }
    for (int i = 0; i < count; i++)
        for (int k = 0; k < 8; k++) buf[i * 8 + k] = (unsigned char)(w[i] >> (8 * k));
#if PY_VERSION_HEX >= 0x030D0000
    return PyLong_FromUnsignedNativeBytes(buf, (size_t)count * 8, Py_ASNATIVEBYTES_LITTLE_ENDIAN);
#else
    return _PyLong_FromByteArray(buf, (size_t)count * 8, 1, 0);
#endif
}

/* An 81-bit cell set from its two words, low 64 cells first. */
static inline PyObject *cells_int(uint64_t lo, uint64_t hi) {
    uint64_t w[2] = {lo, hi};
    return int_from_words(w, 2);
}

/* The digits in a nine-bit digit set. */
static inline int popcount9(int m) { return __builtin_popcount((unsigned)m & 511u); }

/* A tuple of small ints. */
static inline PyObject *int_tuple(const int *values, int count) {
    PyObject *t = PyTuple_New(count);
    if (!t) return NULL;
    for (int i = 0; i < count; i++) {
        PyObject *v = PyLong_FromLong(values[i]);
        if (!v) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, i, v);
    }
    return t;
}

/* Appends a new reference to `list` and lets it go: -1, with the error set, when the
 * item could not be made (NULL) or appended. */
static inline int append_new(PyObject *list, PyObject *item) {
    if (!item) return -1;
    int bad = PyList_Append(list, item);
    Py_DECREF(item);
    return bad;
}

/* Sets dict[key] = value from two new references and lets both go: -1, with the error
 * set, when either could not be made (NULL) or the item could not be set. */
static inline int set_item_new(PyObject *dict, PyObject *key, PyObject *value) {
    int bad = !key || !value || PyDict_SetItem(dict, key, value) < 0;
    Py_XDECREF(key);
    Py_XDECREF(value);
    return bad ? -1 : 0;
}

/* A small int (a digit set, an index) read from a list or tuple item. */
static inline int read_small(PyObject *v, long *out) {
    long x = PyLong_AsLong(v);
    if (x == -1 && PyErr_Occurred()) return -1;
    *out = x;
    return 0;
}

/* A position's candidates, cell by cell (a list of 81 nine-bit sets), into `cands`. */
static inline int read_candidates(PyObject *list, int cands[81]) {
    if (!PyList_Check(list) || PyList_GET_SIZE(list) != 81) {
        PyErr_SetString(PyExc_ValueError, "the candidates are a list of 81 digit sets");
        return -1;
    }
    for (int c = 0; c < 81; c++) {
        long m;
        if (read_small(PyList_GET_ITEM(list, c), &m) < 0) return -1;
        if (m < 0 || m > 511) {
            PyErr_SetString(PyExc_ValueError, "a candidate set is nine bits");
            return -1;
        }
        cands[c] = (int)m;
    }
    return 0;
}

#endif
