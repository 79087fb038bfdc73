/* The Sue de Coq patterns of one box and one line, compiled: _pair_patterns of
 * engine/techniques/sue_de_coq.py, the same loops in the same order, which stays
 * the reference and the fallback (compared in tests/engine/test_sue_de_coq_compiled.py).
 */
#include "_bits.h"

#include <string.h>

typedef struct {
    uint64_t lo, hi;
} Cells;

static int has(Cells s, int c) { return (int)((c < 64 ? s.lo >> c : s.hi >> (c - 64)) & 1); }
static void add(Cells *s, int c) {
    if (c < 64)
        s->lo |= 1ULL << c;
    else
        s->hi |= 1ULL << (c - 64);
}

/* Groups of cells each holding a digit of `digits`, as _subsets lists them. */
typedef struct {
    Cells cells;
    int digits, size, k;
} Group;

static int subsets(const int *cells, int count, const int *cands, int digits, Group *out) {
    int useful[9], m = 0;
    for (int i = 0; i < count; i++)
        if (cands[cells[i]] & digits) useful[m++] = cells[i];
    int unions[512];
    Cells sets[512];
    unions[0] = 0;
    sets[0].lo = sets[0].hi = 0;
    int n = 0;
    for (int mask = 1; mask < 1 << m; mask++) {
        int low = mask & -mask, rest = mask ^ low, i = __builtin_ctz((unsigned)mask);
        unions[mask] = unions[rest] | cands[useful[i]];
        sets[mask] = sets[rest];
        add(&sets[mask], useful[i]);
        int size = popcount9(mask), k = size - popcount9(unions[mask] & ~digits);
        if (k >= 1) {
            out[n].cells = sets[mask];
            out[n].digits = unions[mask];
            out[n].size = size;
            out[n].k = k;
            n++;
        }
    }
    return n;
}

static PyObject *cell_tuple(Cells s) {
    int cells[81], n = 0;
    for (int c = 0; c < 81; c++)
        if (has(s, c)) cells[n++] = c;
    return int_tuple(cells, n);
}

/* pair_patterns(candidates, b, box_cells, n, line_cells) -> the patterns of box b and
 * line n (their cell sets as 81-bit ints), as tuples
 * (cells in all, b, n, core, line part, box part, eliminations). */
static PyObject *pair_patterns(PyObject *module, PyObject *args) {
    PyObject *cands_list, *box_obj, *line_obj;
    int b, n;
    if (!PyArg_ParseTuple(args, "O!iOiO", &PyList_Type, &cands_list, &b, &box_obj, &n, &line_obj))
        return NULL;
    int cands[81];
    Cells empty = {0, 0}, box, line;
    if (read_candidates(cands_list, cands) < 0) return NULL;
    for (int c = 0; c < 81; c++)
        if (cands[c]) add(&empty, c);
    if (read81(box_obj, &box.lo, &box.hi) < 0 || read81(line_obj, &line.lo, &line.hi) < 0)
        return NULL;
    Cells box_empty = {box.lo & empty.lo, box.hi & empty.hi};
    Cells line_empty = {line.lo & empty.lo, line.hi & empty.hi};
    int inter[81], ni = 0, line_rest[81], nl = 0, box_rest[81], nb = 0;
    for (int c = 0; c < 81; c++) {
        if (has(box_empty, c) && has(line, c)) inter[ni++] = c;
        if (has(line_empty, c) && !has(box, c)) line_rest[nl++] = c;
        if (has(box_empty, c) && !has(line, c)) box_rest[nb++] = c;
    }
    if (ni > 9 || nl > 9 || nb > 9) {
        PyErr_SetString(PyExc_ValueError, "a house has nine cells");
        return NULL;
    }
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    Group line_groups[512], box_groups[512];
    for (int size = 2; size <= 3; size++) {
        /* combinations(inter, size), in order */
        int pick[3];
        for (int i = 0; i < size; i++) pick[i] = i;
        if (ni < size) continue;
        for (;;) {
            int digits = 0;
            Cells core = {0, 0};
            for (int i = 0; i < size; i++) {
                digits |= cands[inter[pick[i]]];
                add(&core, inter[pick[i]]);
            }
            int extra = popcount9(digits) - size;
            if (extra >= 2) {
                int all = subsets(line_rest, nl, cands, digits, line_groups), kept = 0;
                for (int g = 0; g < all; g++)
                    if (line_groups[g].k < extra) line_groups[kept++] = line_groups[g];
                int nbox = kept ? subsets(box_rest, nb, cands, digits, box_groups) : 0;
                for (int lg = 0; lg < kept; lg++) {
                    const Group *L = &line_groups[lg];
                    int forbidden = L->digits & digits;
                    for (int bg = 0; bg < nbox; bg++) {
                        const Group *B = &box_groups[bg];
                        if (L->k + B->k != extra || B->digits & forbidden) continue;
                        int shared = L->digits & B->digits;
                        int line_loses = ((digits | L->digits) & ~B->digits) | shared;
                        int box_loses = ((digits | B->digits) & ~L->digits) | shared;
                        Cells in_line = {line_empty.lo & ~core.lo & ~L->cells.lo,
                                         line_empty.hi & ~core.hi & ~L->cells.hi};
                        Cells in_box = {box_empty.lo & ~core.lo & ~B->cells.lo,
                                        box_empty.hi & ~core.hi & ~B->cells.hi};
                        int gone[81 * 9][2], ng = 0;
                        for (int c = 0; c < 81; c++) {
                            int ds = (has(in_line, c) ? cands[c] & line_loses : 0) |
                                     (has(in_box, c) ? cands[c] & box_loses : 0);
                            for (int d = 1; d <= 9; d++)
                                if (ds >> (d - 1) & 1) {
                                    gone[ng][0] = c;
                                    gone[ng][1] = d;
                                    ng++;
                                }
                        }
                        if (!ng) continue;
                        PyObject *elims = PyTuple_New(ng);
                        if (!elims) goto fail;
                        for (int e = 0; e < ng; e++) {
                            PyObject *pair = Py_BuildValue("(ii)", gone[e][0], gone[e][1]);
                            if (!pair) {
                                Py_DECREF(elims);
                                goto fail;
                            }
                            PyTuple_SET_ITEM(elims, e, pair);
                        }
                        PyObject *pattern = Py_BuildValue(
                            "(iiiNNNN)", size + L->size + B->size, b, n, cell_tuple(core),
                            cell_tuple(L->cells), cell_tuple(B->cells), elims);
                        if (append_new(out, pattern) < 0) goto fail;
                    }
                }
            }
            int i = size - 1;
            while (i >= 0 && pick[i] == ni - size + i) i--;
            if (i < 0) break;
            pick[i]++;
            for (int j = i + 1; j < size; j++) pick[j] = pick[j - 1] + 1;
        }
    }
    return out;
fail:
    Py_DECREF(out);
    return NULL;
}

static PyMethodDef functions[] = {
    {"pair_patterns", pair_patterns, METH_VARARGS,
     "The Sue de Coq patterns of one box and one line crossing it."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "engine.compiled._sue_de_coq",
    "Sue de Coq's per box-and-line search, compiled (see engine/techniques/sue_de_coq.py).", -1,
    functions,
};

PyMODINIT_FUNC PyInit__sue_de_coq(void) { return PyModule_Create(&module); }
