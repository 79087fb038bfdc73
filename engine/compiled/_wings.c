/* The WXYZ-Wing search of engine/techniques/wings.py, compiled.
 *
 * Four cells whose candidates lie in one quad of digits, every digit but one
 * restricted (its cells see each other): the unrestricted digit z leaves every
 * cell that sees all the wing's z's. The loops, their order and their pruning are
 * those of wings.wxyz_wing and _wxyz_in, which stay the reference and the fallback;
 * tests/engine/test_wings_compiled.py compares the two along real solves.
 */
#include "_bits.h"

#include <string.h>

typedef struct {
    uint64_t lo, hi;
} Cells;


static int sees(const Cells *peer, int a, int b) {
    return (int)((b < 64 ? peer[a].lo >> b : peer[a].hi >> (b - 64)) & 1);
}

/* wxyz(candidates, peers (a tuple, Variant.peer_mask), positions) -> [(c1, c2, c3, c4, z, z_cells, gone)], in the
 * order wings.wxyz_wing yields its wings. */
static PyObject *wxyz(PyObject *module, PyObject *args) {
    PyObject *cands_list, *peer_list, *positions;
    if (!PyArg_ParseTuple(args, "O!O!O!", &PyList_Type, &cands_list, &PyTuple_Type, &peer_list,
                          &PyList_Type, &positions))
        return NULL;
    if (PyTuple_GET_SIZE(peer_list) != 81 || PyList_GET_SIZE(positions) != 10) {
        PyErr_SetString(PyExc_ValueError, "81 peer sets, 10 digit places");
        return NULL;
    }
    int cands[81];
    Cells peer[81], place[10];
    if (read_candidates(cands_list, cands) < 0) return NULL;
    for (int c = 0; c < 81; c++)
        if (read81(PyTuple_GET_ITEM(peer_list, c), &peer[c].lo, &peer[c].hi) < 0) return NULL;
    for (int d = 1; d <= 9; d++)
        if (read81(PyList_GET_ITEM(positions, d), &place[d].lo, &place[d].hi) < 0) return NULL;

    /* The cells with two to four candidates, ascending, and per candidate set its cells. */
    int cells[81], n = 0, index[81];
    Cells by_mask[512];
    memset(by_mask, 0, sizeof by_mask);
    for (int c = 0; c < 81; c++) {
        int k = popcount9(cands[c]);
        if (k < 2 || k > 4) continue;
        index[c] = n;
        cells[n++] = c;
        if (c < 64)
            by_mask[cands[c]].lo |= 1ULL << c;
        else
            by_mask[cands[c]].hi |= 1ULL << (c - 64);
    }
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    /* apart[i][j]: the digits cells i and j share without seeing each other. */
    int apart[81][81];
    int apart_done = 0;
    for (int quad = 0; quad < 512; quad++) {
        if (popcount9(quad) != 4) continue;
        Cells cellset = {0, 0};
        int uni = 0;
        for (int sub = 0; sub < 512; sub++) {
            if (sub & ~quad || popcount9(sub) < 2) continue;
            if (by_mask[sub].lo || by_mask[sub].hi) {
                cellset.lo |= by_mask[sub].lo;
                cellset.hi |= by_mask[sub].hi;
                uni |= sub;
            }
        }
        if (uni != quad || __builtin_popcountll(cellset.lo) + __builtin_popcountll(cellset.hi) < 4)
            continue;
        if (!apart_done) {
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++)
                    apart[i][j] = sees(peer, cells[i], cells[j]) ? 0 : cands[cells[i]] & cands[cells[j]];
            apart_done = 1;
        }
        int wing[81], w = 0;
        for (int c = 0; c < 81; c++)
            if ((c < 64 ? cellset.lo >> c : cellset.hi >> (c - 64)) & 1) wing[w++] = index[c];
        for (int p = 0; p < w - 3; p++) {
            int i = wing[p], mi = cands[cells[i]];
            for (int q = p + 1; q < w - 2; q++) {
                int j = wing[q], open_ij = apart[i][j];
                if (popcount9(open_ij) > 1) continue;
                int mj = cands[cells[j]], mij = mi | mj;
                for (int r = q + 1; r < w - 1; r++) {
                    int k = wing[r], mk = cands[cells[k]];
                    int open_ijk = open_ij | apart[i][k] | apart[j][k];
                    if (popcount9(mij | mk) < 4 || popcount9(open_ijk) > 1) continue;
                    for (int s = r + 1; s < w; s++) {
                        int m = wing[s];
                        int z_bit = open_ijk | apart[i][m] | apart[j][m] | apart[k][m];
                        if (popcount9(z_bit) != 1) continue;
                        int mm = cands[cells[m]];
                        if (popcount9(mij | mm) < 4 || popcount9(mi | mk | mm) < 4 ||
                            popcount9(mj | mk | mm) < 4)
                            continue;
                        int four[4] = {cells[i], cells[j], cells[k], cells[m]};
                        int z = __builtin_ctz((unsigned)z_bit) + 1;
                        Cells gone = place[z], zc = {0, 0};
                        for (int t = 0; t < 4; t++) {
                            int c = four[t];
                            if (!(cands[c] & z_bit)) continue;
                            if (c < 64)
                                zc.lo |= 1ULL << c;
                            else
                                zc.hi |= 1ULL << (c - 64);
                            gone.lo &= peer[c].lo;
                            gone.hi &= peer[c].hi;
                        }
                        gone.lo &= ~zc.lo;
                        gone.hi &= ~zc.hi;
                        if (!gone.lo && !gone.hi) continue;
                        PyObject *found = Py_BuildValue("(iiiiiNN)", four[0], four[1], four[2],
                                                        four[3], z, cells_int(zc.lo, zc.hi),
                                                        cells_int(gone.lo, gone.hi));
                        if (append_new(out, found) < 0) {
                            Py_DECREF(out);
                            return NULL;
                        }
                    }
                }
            }
        }
    }
    return out;
}

static PyMethodDef functions[] = {
    {"wxyz", wxyz, METH_VARARGS, "Every WXYZ-Wing: (cells..., z, z's cells, cells that lose z)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "engine.compiled._wings",
    "The WXYZ-Wing search, compiled (see engine/techniques/wings.py).", -1, functions,
};

PyMODINIT_FUNC PyInit__wings(void) { return PyModule_Create(&module); }
