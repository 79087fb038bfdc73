/* The finned and sashimi fish search of engine/techniques/fish.py, compiled.
 *
 * For one digit and one orientation, every group of n base lines whose places reach
 * few enough cover lines outside one third, every choice of cover lines through the
 * fins' third, and the checks of fish._finned_fish. The loops, their order and their
 * pruning are those of fish._finned_search, _groups, _finned_fish and
 * _smaller_fish_inside, which stay the reference and the fallback;
 * tests/engine/test_fish_compiled.py compares the two along real solves.
 */
#include "_bits.h"

static const int THIRDS[3] = {07, 070, 0700};

/* The third (0..2) holding every line of a non-empty set, else -1. */
static int third_of(int m) {
    for (int t = 0; t < 3; t++)
        if (m && !(m & ~THIRDS[t])) return t;
    return -1;
}

/* The fewest lines of m left when one third is set aside. */
static int min_outside(int m) {
    int best = 9;
    for (int t = 0; t < 3; t++) {
        int k = popcount9(m & ~THIRDS[t]);
        if (k < best) best = k;
    }
    return best;
}

/* Whether some of the base lines (two or more) are a fish of their own that reaches
 * every target, or leave a fish in the other base lines (fish._smaller_fish_inside). */
static int smaller_fish_inside(const int *masks, const int *base, int n, int fin_cross,
                               int victims, int reach) {
    for (int part = 1; part < (1 << n) - 1; part++) {
        int size = popcount9(part);
        if (size < 2) continue;
        int uni = 0, rest_union = 0;
        for (int k = 0; k < n; k++) {
            if (part >> k & 1)
                uni |= masks[base[k]];
            else
                rest_union |= masks[base[k]];
        }
        int part_covers = uni & ~fin_cross;
        if (popcount9(part_covers) != size) continue;
        int outside = reach & ~part_covers, hit = 0;
        for (int i = 0; i < 9; i++)
            if (victims >> i & 1 && masks[i] & outside) hit = 1;
        if (!hit) return 1;
        if (n - size >= 2 && popcount9(rest_union & ~fin_cross) == n - size) return 1;
    }
    return 0;
}

/* One finned or sashimi fish, if the choice of covers makes one: appended to out as
 * (base lines, covers, fin cross lines, victim lines, sashimi). 0 done, -1 error. */
static int finned_fish(PyObject *out, const int *masks, int base_set, const int *base, int n,
                       int covers, int fin_cross) {
    int fin_lines = 0;
    for (int k = 0; k < n; k++)
        if (masks[base[k]] & fin_cross) fin_lines |= 1 << base[k];
    int band = third_of(fin_lines);
    if (band < 0) return 0; /* fins in two boxes */
    int box_covers = covers & THIRDS[third_of(fin_cross)];
    int victims = 0;
    for (int i = 0; i < 9; i++)
        if (THIRDS[band] >> i & 1 && !(base_set >> i & 1) && masks[i] & box_covers)
            victims |= 1 << i;
    if (!victims) return 0;
    int sashimi = 0;
    for (int k = 0; k < n; k++) {
        int body = popcount9(masks[base[k]] & covers);
        if (body == 0) return 0; /* a line of fins only: claiming, not a fish */
        if (body == 1) sashimi = 1;
    }
    if (n > 2 && smaller_fish_inside(masks, base, n, fin_cross, victims, box_covers)) return 0;
    return append_new(out, Py_BuildValue("(NiiiO)", int_tuple(base, n), covers, fin_cross, victims,
                                          sashimi ? Py_True : Py_False));
}

/* Every way to take the group's places as covers plus fins in one third. */
static int covers_of_group(PyObject *out, const int *masks, int base_set, const int *base, int n,
                           int uni) {
    if (popcount9(uni) <= n) return 0; /* no fin: a basic fish, or nothing */
    for (int t = 0; t < 3; t++) {
        int stack = THIRDS[t], outside = uni & ~stack;
        int spare = n - popcount9(outside);
        if (spare < 1) continue; /* at least one cover line runs through the fins' third */
        int inside = uni & stack;
        for (int kept = 1; kept <= inside; kept++) {
            if ((kept & inside) != kept || popcount9(kept) != spare || kept == inside) continue;
            if (finned_fish(out, masks, base_set, base, n, outside | kept, inside & ~kept) < 0)
                return -1;
        }
    }
    return 0;
}

/* finned(masks, n): for one digit and orientation (masks[line]: the 9-bit set of cross
 * lines where the digit fits), every finned or sashimi fish of n base lines in the order
 * fish._finned_search finds them: [(base lines, covers, fin cross lines, victim lines,
 * sashimi)]. */
static PyObject *finned(PyObject *module, PyObject *args) {
    PyObject *masks_obj;
    int n;
    if (!PyArg_ParseTuple(args, "O!i", &PyTuple_Type, &masks_obj, &n)) return NULL;
    if (PyTuple_GET_SIZE(masks_obj) != 9 || n < 2 || n > 4) {
        PyErr_SetString(PyExc_ValueError, "nine line masks, fish of two to four lines");
        return NULL;
    }
    int masks[9];
    for (int i = 0; i < 9; i++) {
        long m;
        if (read_small(PyTuple_GET_ITEM(masks_obj, i), &m) < 0) return NULL;
        if (m < 0 || m > 511) {
            PyErr_SetString(PyExc_ValueError, "a line mask is nine bits");
            return NULL;
        }
        masks[i] = (int)m;
    }
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    /* Body (at most n places) plus fins (at most three in one box); a line with one
     * place is a hidden single, not a base line. */
    int lines[9], k = 0;
    for (int i = 0; i < 9; i++) {
        int count = popcount9(masks[i]);
        if (count >= 2 && count <= n + 3) lines[k++] = i;
    }
    int limit = n - 1, base[4];
    for (int a = 0; a + n <= k; a++) {
        base[0] = lines[a];
        for (int b = a + 1; b + n - 1 <= k; b++) {
            int u2 = masks[lines[a]] | masks[lines[b]];
            if (min_outside(u2) > limit) continue;
            base[1] = lines[b];
            if (n == 2) {
                if (covers_of_group(out, masks, 1 << base[0] | 1 << base[1], base, 2, u2) < 0) goto fail;
                continue;
            }
            for (int c = b + 1; c + n - 2 <= k; c++) {
                int u3 = u2 | masks[lines[c]];
                if (min_outside(u3) > limit) continue;
                base[2] = lines[c];
                int set3 = 1 << base[0] | 1 << base[1] | 1 << base[2];
                if (n == 3) {
                    if (covers_of_group(out, masks, set3, base, 3, u3) < 0) goto fail;
                    continue;
                }
                for (int e = c + 1; e < k; e++) {
                    int u4 = u3 | masks[lines[e]];
                    if (min_outside(u4) > limit) continue;
                    base[3] = lines[e];
                    if (covers_of_group(out, masks, set3 | 1 << base[3], base, 4, u4) < 0) goto fail;
                }
            }
        }
    }
    return out;
fail:
    Py_DECREF(out);
    return NULL;
}

static PyMethodDef functions[] = {
    {"finned", finned, METH_VARARGS,
     "Every finned or sashimi fish of one digit and orientation: (base, covers, fins, "
     "victims, sashimi)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "engine.compiled._fish",
    "The finned and sashimi fish search, compiled (see engine/techniques/fish.py).", -1,
    functions,
};

PyMODINIT_FUNC PyInit__fish(void) { return PyModule_Create(&module); }
