/* Shared by the engine's C modules: reading Python's cell sets (81-bit ints) into
 * machine words and writing words back as ints. */
#ifndef ENGINE_BITS_H
#define ENGINE_BITS_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

/* An 81-bit cell set as two words, low 64 cells first. */
static inline int read81(PyObject *v, uint64_t *lo, uint64_t *hi) {
    unsigned char buf[16];
    if (!PyLong_Check(v)) {
        PyErr_SetString(PyExc_TypeError, "cell sets must be ints");
        return -1;
    }
#if PY_VERSION_HEX >= 0x030D0000
    Py_ssize_t need = PyLong_AsNativeBytes(v, buf, 16,
                                           Py_ASNATIVEBYTES_LITTLE_ENDIAN |
                                               Py_ASNATIVEBYTES_UNSIGNED_BUFFER |
                                               Py_ASNATIVEBYTES_REJECT_NEGATIVE);
    if (need < 0) return -1;
    if (need > 16) {
        PyErr_SetString(PyExc_OverflowError, "a cell set has 81 bits");
        return -1;
    }
#else
    /* Raises OverflowError for a negative int or one past 128 bits. */
    if (_PyLong_AsByteArray((PyLongObject *)v, buf, 16, 1, 0) < 0) return -1;
#endif
    uint64_t a = 0, b = 0;
    for (int i = 7; i >= 0; i--) {
        a = a << 8 | buf[i];
        b = b << 8 | buf[i + 8];
    }
    *lo = a;
    *hi = b;
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
