/* The ALS chain walk of engine/almost_locked_sets.py (ChainReach), compiled, with the
 * sets themselves, the pairing of restricted commons and the choice of Death Blossom
 * stems.
 *
 * The walk is AND and OR on sets of candidates, 729 bits each, along a few thousand
 * restricted-common links per layer. In Python each of those is a big-int object
 * made and freed; here it is twelve machine words in place. The inference, the
 * layers and every result are the ones ChainReach computes (the two are compared
 * along real solves in tests/engine/test_als_walk_native.py); the Python class
 * stays the reference and the fallback when this module is not built.
 *
 * States are "ALS j lacks digit x", numbered j * 9 + x - 1 here and j << 4 | x
 * in Python. A candidate (cell, digit) is bit (digit - 1) * 81 + cell.
 */
#include "_bits.h"

#include <stdlib.h>
#include <string.h>

#define NW 12 /* words of a candidate set: 9 * 81 = 729 bits */
#define PLANE 81
#define MAX_LAYERS 16

typedef struct {
    uint64_t w[NW];
} Bits;

/* What one layer added to one state; a state's entries chain back to older layers. */
typedef struct {
    int state;
    int layer;
    int prev;
    Bits bits;
} Entry;

typedef struct {
    PyObject_HEAD
    int n;        /* sets */
    int nstates;  /* n * 9 */
    Bits *known;  /* per state: every candidate forcing it so far */
    Bits *reach_of; /* per set: the candidates whose truth would make it lack a digit */
    int *latest;  /* per state: its newest entry, or -1 */
    Entry *entries;
    int nentries, capacity;
    int *link_start; /* per state (j, y), CSR into link_to: the sets k with common y */
    int *link_to;
    Bits *acc;    /* scratch of one layer, per state */
    int *touched;
    char *flag;
    int front_lo, front_hi; /* the entries of the last layer walked */
    int walked;   /* layers walked: 0 .. walked exist */
    Bits first[MAX_LAYERS];
    Bits seen;
    struct Table *table; /* the sets walked, for the backward search (a reference) */
} Walk;

/* ----- Table: a position's sets in machine words, shared by every search here -------- */

typedef struct Table {
    PyObject_HEAD
    int n;
    uint64_t (*own)[2];      /* each set's cells */
    int *mask;               /* its digits */
    uint64_t (*with)[10][2]; /* per digit, its cells holding it (0 for digits it lacks) */
    uint64_t (*sees)[10][2]; /* per digit, the cells outside it that see all of those */
    int *house;              /* the house it was found in (-1 when made from Python's sets) */
    /* Its restricted commons, paired on first use: pairs a < b in key order
     * (a << 10 | b), their digits, and the pairs in ALS-XZ's order (pair_order). */
    int ncommons;            /* -1 until paired */
    int *common_key;
    int *common_digits;
    int *xz_order;           /* NULL until asked */
    /* Per set, its partners ascending (rows nb_start[a] .. nb_start[a + 1]) and the
     * common digits with each: NULL until asked. */
    int *nb_start, *nb_to, *nb_digits;
} Table;

static PyTypeObject TableType;

static void Table_dealloc(Table *self) {
    free(self->own);
    free(self->mask);
    free(self->with);
    free(self->sees);
    free(self->house);
    free(self->common_key);
    free(self->common_digits);
    free(self->xz_order);
    free(self->nb_start);
    free(self->nb_to);
    free(self->nb_digits);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int table_alloc(Table *self, Py_ssize_t n) {
    if (n >= 1024) {
        PyErr_SetString(PyExc_ValueError, "more sets than a position has");
        return -1;
    }
    self->n = (int)n;
    self->own = calloc((size_t)n + 1, sizeof *self->own);
    self->mask = calloc((size_t)n + 1, sizeof(int));
    self->with = calloc((size_t)n + 1, sizeof *self->with);
    self->sees = calloc((size_t)n + 1, sizeof *self->sees);
    self->house = malloc(((size_t)n + 1) * sizeof(int));
    self->ncommons = -1;
    if (!self->own || !self->mask || !self->with || !self->sees || !self->house) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

/* Table(cells, digits, cells_with, sees_all): from the Python sets' fields (the sets
 * almost_locked_sets built, when als_sets did not build them). */
static int Table_init(Table *self, PyObject *args, PyObject *kwds) {
    PyObject *cells, *digits, *cells_with, *sees_all;
    if (!PyArg_ParseTuple(args, "O!O!O!O!", &PyList_Type, &cells, &PyList_Type, &digits,
                          &PyList_Type, &cells_with, &PyList_Type, &sees_all))
        return -1;
    if (self->own) {
        PyErr_SetString(PyExc_RuntimeError, "made once");
        return -1;
    }
    Py_ssize_t n = PyList_GET_SIZE(cells);
    if (PyList_GET_SIZE(digits) != n || PyList_GET_SIZE(cells_with) != n ||
        PyList_GET_SIZE(sees_all) != n) {
        PyErr_SetString(PyExc_ValueError, "the lists do not fit");
        return -1;
    }
    if (table_alloc(self, n) < 0) return -1;
    for (Py_ssize_t a = 0; a < n; a++) {
        PyObject *w = PyList_GET_ITEM(cells_with, a), *e = PyList_GET_ITEM(sees_all, a);
        long m = PyLong_AsLong(PyList_GET_ITEM(digits, a));
        if (m == -1 && PyErr_Occurred()) return -1;
        if (!PyTuple_Check(w) || PyTuple_GET_SIZE(w) != 10 || !PyTuple_Check(e) ||
            PyTuple_GET_SIZE(e) != 10) {
            PyErr_SetString(PyExc_TypeError, "per-digit rows are tuples of ten");
            return -1;
        }
        self->mask[a] = (int)m & 511;
        self->house[a] = -1;
        if (read81(PyList_GET_ITEM(cells, a), &self->own[a][0], &self->own[a][1]) < 0) return -1;
        for (int d = 1; d <= 9; d++) {
            if (!(m >> (d - 1) & 1)) continue;
            if (read81(PyTuple_GET_ITEM(w, d), &self->with[a][d][0], &self->with[a][d][1]) < 0 ||
                read81(PyTuple_GET_ITEM(e, d), &self->sees[a][d][0], &self->sees[a][d][1]) < 0)
                return -1;
        }
    }
    return 0;
}

static Py_ssize_t Table_len(Table *self) { return self->n; }

/* The restricted commons of every pair of ALS a < b that share no cell: those d of
 * both where every d of b lies among the cells that see all the d's of a. Paired on
 * first use and kept with the sets. */
static int pair_up(Table *t) {
    if (t->ncommons >= 0) return 0;
    int n = t->n, cap = 256, count = 0;
    int *keys = malloc((size_t)cap * sizeof(int)), *digits = malloc((size_t)cap * sizeof(int));
    if (!keys || !digits) goto nomem;
    for (int a = 0; a < n; a++) {
        const uint64_t own0 = t->own[a][0], own1 = t->own[a][1];
        const int mine = t->mask[a];
        for (int b = a + 1; b < n; b++) {
            int both = mine & t->mask[b];
            if (!both || (own0 & t->own[b][0]) | (own1 & t->own[b][1])) continue;
            int found = 0;
            do {
                int d = __builtin_ctz((unsigned)both) + 1;
                if (!((t->with[b][d][0] & ~t->sees[a][d][0]) | (t->with[b][d][1] & ~t->sees[a][d][1])))
                    found |= 1 << (d - 1);
                both &= both - 1;
            } while (both);
            if (!found) continue;
            if (count == cap) {
                cap *= 2;
                int *k2 = realloc(keys, (size_t)cap * sizeof(int));
                if (!k2) goto nomem;
                keys = k2;
                int *d2 = realloc(digits, (size_t)cap * sizeof(int));
                if (!d2) goto nomem;
                digits = d2;
            }
            keys[count] = a << 10 | b;
            digits[count++] = found;
        }
    }
    t->common_key = keys;
    t->common_digits = digits;
    t->ncommons = count;
    return 0;
nomem:
    free(keys);
    free(digits);
    PyErr_NoMemory();
    return -1;
}

static int set_size(const Table *t, int a) {
    return __builtin_popcountll(t->own[a][0]) + __builtin_popcountll(t->own[a][1]);
}

static int by_size_then_key(const void *x, const void *y) {
    long long a = *(const long long *)x, b = *(const long long *)y;
    return (a > b) - (a < b);
}

/* The pairs (indices into the commons) smallest first, by the two sizes added up,
 * then by key: the order of RccGraph.pairs. */
static int pair_order(Table *t) {
    if (t->xz_order) return 0;
    if (pair_up(t) < 0) return -1;
    int m = t->ncommons;
    long long *keyed = malloc(((size_t)m + 1) * sizeof(long long));
    int *order = malloc(((size_t)m + 1) * sizeof(int));
    if (!keyed || !order) {
        free(keyed);
        free(order);
        PyErr_NoMemory();
        return -1;
    }
    for (int i = 0; i < m; i++) {
        int key = t->common_key[i];
        long long size = set_size(t, key >> 10) + set_size(t, key & 1023);
        keyed[i] = (size << 20 | key) << 20 | i;
    }
    qsort(keyed, (size_t)m, sizeof(long long), by_size_then_key);
    for (int i = 0; i < m; i++) order[i] = (int)(keyed[i] & 0xFFFFF);
    free(keyed);
    t->xz_order = order;
    return 0;
}

/* The neighbour rows: per set, every partner (ascending) with the common digits. */
static int neighbour_rows(Table *t) {
    if (t->nb_start) return 0;
    if (pair_up(t) < 0) return -1;
    int n = t->n, m = t->ncommons;
    int *start = calloc((size_t)n + 2, sizeof(int));
    int *to = malloc((2 * (size_t)m + 1) * sizeof(int));
    int *digits = malloc((2 * (size_t)m + 1) * sizeof(int));
    if (!start || !to || !digits) {
        free(start);
        free(to);
        free(digits);
        PyErr_NoMemory();
        return -1;
    }
    for (int i = 0; i < m; i++) {
        start[(t->common_key[i] >> 10) + 2]++;
        start[(t->common_key[i] & 1023) + 2]++;
    }
    for (int a = 0; a < n; a++) start[a + 2] += start[a + 1];
    /* In key order, each set meets its smaller partners before its larger ones. */
    for (int i = 0; i < m; i++) {
        int a = t->common_key[i] >> 10, b = t->common_key[i] & 1023;
        int at = start[a + 1]++;
        to[at] = b;
        digits[at] = t->common_digits[i];
        at = start[b + 1]++;
        to[at] = a;
        digits[at] = t->common_digits[i];
    }
    t->nb_start = start; /* start[a] .. start[a + 1] now */
    t->nb_to = to;
    t->nb_digits = digits;
    return 0;
}

/* item(i): set i as almost_locked_sets gives it, (cells, digits, house, cells_with,
 * sees_all), the per-digit rows tuples of ten (0 for digits it lacks). */
static PyObject *Table_item(Table *self, PyObject *arg) {
    long a = PyLong_AsLong(arg);
    if (a == -1 && PyErr_Occurred()) return NULL;
    if (a < 0 || a >= self->n) {
        PyErr_SetString(PyExc_IndexError, "no such set");
        return NULL;
    }
    PyObject *with = PyTuple_New(10), *sees = PyTuple_New(10);
    if (!with || !sees) goto fail;
    for (int d = 0; d <= 9; d++) {
        int has = d && self->mask[a] >> (d - 1) & 1;
        PyObject *wv = has ? cells_int(self->with[a][d][0], self->with[a][d][1]) : PyLong_FromLong(0);
        PyObject *sv = has ? cells_int(self->sees[a][d][0], self->sees[a][d][1]) : PyLong_FromLong(0);
        if (!wv || !sv) {
            Py_XDECREF(wv);
            Py_XDECREF(sv);
            goto fail;
        }
        PyTuple_SET_ITEM(with, d, wv);
        PyTuple_SET_ITEM(sees, d, sv);
    }
    return Py_BuildValue("(NiiNN)", cells_int(self->own[a][0], self->own[a][1]), self->mask[a],
                         self->house[a], with, sees);
fail:
    Py_XDECREF(with);
    Py_XDECREF(sees);
    return NULL;
}

static PyMethodDef Table_methods[] = {
    {"item", (PyCFunction)Table_item, METH_O,
     "Set i: (cells, digits, house, cells_with, sees_all)."},
    {NULL, NULL, 0, NULL},
};

static PySequenceMethods Table_sequence = {.sq_length = (lenfunc)Table_len};

static PyTypeObject TableType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "engine.compiled._als_walk.Table",
    .tp_basicsize = sizeof(Table),
    .tp_dealloc = (destructor)Table_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A position's almost locked sets in machine words (len: how many).",
    .tp_as_sequence = &Table_sequence,
    .tp_methods = Table_methods,
    .tp_init = (initproc)Table_init,
    .tp_new = PyType_GenericNew,
};

static inline int bits_any(const Bits *b) {
    uint64_t x = 0;
    for (int i = 0; i < NW; i++) x |= b->w[i];
    return x != 0;
}

static inline int bits_test(const Bits *b, int bit) {
    return (int)(b->w[bit >> 6] >> (bit & 63) & 1);
}

/* dst |= the 81-bit value (lo, hi) placed at bit `at`. */
static void put81(Bits *dst, uint64_t lo, uint64_t hi, int at) {
    uint64_t v[2] = {lo, hi & ((1ULL << 17) - 1)};
    for (int k = 0; k < 2; k++) {
        if (!v[k]) continue;
        int pos = at + 64 * k;
        int word = pos >> 6, shift = pos & 63;
        dst->w[word] |= v[k] << shift;
        if (shift && word + 1 < NW) dst->w[word + 1] |= v[k] >> (64 - shift);
    }
}

/* OUTSIDE[x]: every candidate but digit x's (filled when the module loads). */
static Bits OUTSIDE[10];

static void fill_outside(void) {
    for (int x = 1; x <= 9; x++) {
        Bits *dst = &OUTSIDE[x];
        memset(dst, 0xFF, sizeof(Bits));
        dst->w[NW - 1] &= (1ULL << (729 - 64 * (NW - 1))) - 1;
        int start = (x - 1) * PLANE;
        for (int bit = start; bit < start + PLANE; bit++)
            dst->w[bit >> 6] &= ~(1ULL << (bit & 63));
    }
}

static PyObject *bits_to_int(const Bits *b) { return int_from_words(b->w, NW); }

static int add_entry(Walk *self, int state, int layer, const Bits *bits) {
    if (self->nentries == self->capacity) {
        int capacity = self->capacity ? self->capacity * 2 : 1024;
        Entry *grown = realloc(self->entries, (size_t)capacity * sizeof(Entry));
        if (!grown) {
            PyErr_NoMemory();
            return -1;
        }
        self->entries = grown;
        self->capacity = capacity;
    }
    Entry *e = &self->entries[self->nentries];
    e->state = state;
    e->layer = layer;
    e->prev = self->latest[state];
    e->bits = *bits;
    self->latest[state] = self->nentries++;
    return 0;
}

static void Walk_dealloc(Walk *self) {
    free(self->known);
    free(self->reach_of);
    free(self->latest);
    free(self->entries);
    free(self->link_start);
    free(self->link_to);
    free(self->acc);
    free(self->touched);
    free(self->flag);
    Py_XDECREF((PyObject *)self->table);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Walk(table, positions): the table of the position's sets (with their restricted
 * commons, paired here if not yet), positions[d] the cells where d is a candidate. */
static int Walk_init(Walk *self, PyObject *args, PyObject *kwds) {
    Table *table;
    PyObject *positions;
    if (!PyArg_ParseTuple(args, "O!O!", &TableType, &table, &PyList_Type, &positions)) return -1;
    if (self->known) {
        PyErr_SetString(PyExc_RuntimeError, "a walk is made once");
        return -1;
    }
    if (pair_up(table) < 0) return -1;
    Py_INCREF(table);
    self->table = table;
    int n = table->n;
    if (PyList_GET_SIZE(positions) != 10) {
        PyErr_SetString(PyExc_ValueError, "positions are ten, by digit");
        return -1;
    }
    int nstates = n * 9;
    self->n = n;
    self->nstates = nstates;
    self->known = calloc((size_t)nstates + 1, sizeof(Bits));
    self->reach_of = calloc((size_t)n + 1, sizeof(Bits));
    self->latest = malloc(((size_t)nstates + 1) * sizeof(int));
    self->link_start = calloc((size_t)nstates + 2, sizeof(int));
    self->acc = calloc((size_t)nstates + 1, sizeof(Bits));
    self->touched = malloc(((size_t)nstates + 1) * sizeof(int));
    self->flag = calloc((size_t)nstates + 1, 1);
    if (!self->known || !self->reach_of || !self->latest || !self->link_start || !self->acc ||
        !self->touched || !self->flag) {
        PyErr_NoMemory();
        return -1;
    }
    for (int s = 0; s < nstates; s++) self->latest[s] = -1;

    uint64_t pos_lo[10], pos_hi[10];
    for (int d = 1; d <= 9; d++)
        if (read81(PyList_GET_ITEM(positions, d), &pos_lo[d], &pos_hi[d]) < 0) return -1;

    /* Layer 0: "j lacks z" for every candidate (T, z) that sees all the z's of j. */
    for (int j = 0; j < n; j++) {
        int mask = table->mask[j];
        for (int z = 1; z <= 9; z++) {
            if (!(mask >> (z - 1) & 1)) continue;
            uint64_t lo = table->sees[j][z][0] & pos_lo[z], hi = table->sees[j][z][1] & pos_hi[z];
            if (!lo && !hi) continue;
            Bits start;
            memset(&start, 0, sizeof start);
            put81(&start, lo, hi, (z - 1) * PLANE);
            int s = j * 9 + z - 1;
            self->known[s] = start;
            for (int i = 0; i < NW; i++) self->reach_of[j].w[i] |= start.w[i];
            if (add_entry(self, s, 0, &start) < 0) return -1;
        }
    }
    self->front_lo = 0;
    self->front_hi = self->nentries;

    /* The links, as compressed rows: (j, y) -> every k with restricted common y. */
    int *count = self->link_start + 1;
    int total = 0;
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < table->ncommons; i++) {
            int a = table->common_key[i] >> 10, b = table->common_key[i] & 1023;
            int ds = table->common_digits[i];
            for (int y = 1; y <= 9; y++) {
                if (!(ds >> (y - 1) & 1)) continue;
                if (pass == 0) {
                    count[a * 9 + y - 1]++;
                    count[b * 9 + y - 1]++;
                    total += 2;
                } else {
                    self->link_to[self->touched[a * 9 + y - 1]++] = b;
                    self->link_to[self->touched[b * 9 + y - 1]++] = a;
                }
            }
        }
        if (pass == 0) {
            for (int s = 0; s < nstates; s++) self->link_start[s + 1] += self->link_start[s];
            for (int s = 0; s < nstates; s++) self->touched[s] = self->link_start[s];
            self->link_to = malloc(((size_t)total + 1) * sizeof(int));
            if (!self->link_to) {
                PyErr_NoMemory();
                return -1;
            }
        }
    }
    memset(self->first, 0, sizeof self->first);
    memset(&self->seen, 0, sizeof self->seen);
    self->walked = 0;
    return 0;
}

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* One more layer: what each state of the last one forces across one more common. */
static int walk_layer(Walk *self) {
    int layer = self->walked + 1;
    int ntouched = 0;
    Entry *entries = self->entries;
    int i = self->front_lo;
    while (i < self->front_hi) {
        int j = entries[i].state / 9;
        int end = i;
        while (end < self->front_hi && entries[end].state / 9 == j) end++;
        for (int y = 1; y <= 9; y++) {
            int s = j * 9 + y - 1;
            int lo = self->link_start[s], hi = self->link_start[s + 1];
            if (lo == hi) continue;
            /* "j lacks x" makes j hold its common y, for any x but y. */
            Bits bits;
            memset(&bits, 0, sizeof bits);
            int any = 0;
            for (int e = i; e < end; e++) {
                if (entries[e].state % 9 == y - 1) continue;
                for (int w = 0; w < NW; w++) bits.w[w] |= entries[e].bits.w[w];
                any = 1;
            }
            if (!any || !bits_any(&bits)) continue;
            for (int t = lo; t < hi; t++) {
                int nk = self->link_to[t] * 9 + y - 1;
                Bits *had = &self->known[nk], *acc = &self->acc[nk];
                uint64_t new_any = 0;
                for (int w = 0; w < NW; w++) {
                    uint64_t add = bits.w[w] & ~had->w[w];
                    acc->w[w] |= add;
                    new_any |= add;
                }
                if (new_any && !self->flag[nk]) {
                    self->flag[nk] = 1;
                    self->touched[ntouched++] = nk;
                }
            }
        }
        i = end;
    }
    qsort(self->touched, (size_t)ntouched, sizeof(int), cmp_int);
    Bits hits;
    memset(&hits, 0, sizeof hits);
    int lo = self->nentries;
    for (int t = 0; t < ntouched; t++) {
        int nk = self->touched[t];
        Bits *acc = &self->acc[nk];
        for (int w = 0; w < NW; w++) self->known[nk].w[w] |= acc->w[w];
        const Bits *reach = &self->reach_of[nk / 9], *outside = &OUTSIDE[nk % 9 + 1];
        for (int w = 0; w < NW; w++) hits.w[w] |= acc->w[w] & reach->w[w] & outside->w[w];
        if (add_entry(self, nk, layer, acc) < 0) return -1;
        entries = self->entries;
        memset(acc, 0, sizeof(Bits));
        self->flag[nk] = 0;
    }
    for (int w = 0; w < NW; w++) {
        self->first[layer].w[w] = hits.w[w] & ~self->seen.w[w];
        self->seen.w[w] |= hits.w[w];
    }
    self->front_lo = lo;
    self->front_hi = self->nentries;
    self->walked = layer;
    return 0;
}

static int walk_to(Walk *self, int length) {
    if (length < 0 || length >= MAX_LAYERS) {
        PyErr_SetString(PyExc_ValueError, "no such chain length");
        return -1;
    }
    while (self->walked < length)
        if (walk_layer(self) < 0) return -1;
    return 0;
}

static PyObject *Walk_first(Walk *self, PyObject *arg) {
    long length = PyLong_AsLong(arg);
    if (length == -1 && PyErr_Occurred()) return NULL;
    if (walk_to(self, (int)length) < 0) return NULL;
    return bits_to_int(&self->first[length]);
}

/* known(L): Python's list, state j << 4 | x -> the candidates forcing it within L. */
static PyObject *Walk_known(Walk *self, PyObject *arg) {
    long length = PyLong_AsLong(arg);
    if (length == -1 && PyErr_Occurred()) return NULL;
    if (walk_to(self, (int)length) < 0) return NULL;
    PyObject *out = PyList_New((Py_ssize_t)self->n << 4);
    if (!out) return NULL;
    PyObject *zero = PyLong_FromLong(0);
    for (Py_ssize_t i = 0; i < (Py_ssize_t)self->n << 4; i++) {
        Py_INCREF(zero);
        PyList_SET_ITEM(out, i, zero);
    }
    Py_DECREF(zero);
    for (int s = 0; s < self->nstates; s++) {
        Bits sum;
        memset(&sum, 0, sizeof sum);
        int any = 0;
        for (int e = self->latest[s]; e >= 0; e = self->entries[e].prev) {
            if (self->entries[e].layer > length) continue;
            for (int w = 0; w < NW; w++) sum.w[w] |= self->entries[e].bits.w[w];
            any = 1;
        }
        if (!any) continue;
        PyObject *v = bits_to_int(&sum);
        if (!v) {
            Py_DECREF(out);
            return NULL;
        }
        Py_ssize_t at = (Py_ssize_t)(s / 9) << 4 | (s % 9 + 1);
        Py_DECREF(PyList_GET_ITEM(out, at));
        PyList_SET_ITEM(out, at, v);
    }
    return out;
}

/* Per state j * 9 + x - 1, the first layer walked in which the candidate `node`
 * forces it (255: none); malloc'd, or NULL with MemoryError set. */
static unsigned char *first_layers(const Walk *self, int node) {
    unsigned char *since = malloc((size_t)self->nstates + 1);
    if (!since) {
        PyErr_NoMemory();
        return NULL;
    }
    for (int s = 0; s < self->nstates; s++) {
        int best = 255;
        for (int e = self->latest[s]; e >= 0; e = self->entries[e].prev)
            if (self->entries[e].layer < best && bits_test(&self->entries[e].bits, node))
                best = self->entries[e].layer;
        since[s] = (unsigned char)best;
    }
    return since;
}

/* layers_for(node, L): for the backward search from one candidate, the layers 0..L
 * as bytes indexed like Python's states, 1 where the candidate forces the state,
 * and that 1, the bit to test: (layers, 1), as ChainReach.layers_for answers. */
static PyObject *Walk_layers_for(Walk *self, PyObject *args) {
    int node, length;
    if (!PyArg_ParseTuple(args, "ii", &node, &length)) return NULL;
    if (node < 0 || node >= 729) {
        PyErr_SetString(PyExc_ValueError, "no such candidate");
        return NULL;
    }
    if (walk_to(self, length) < 0) return NULL;
    unsigned char *by_state = first_layers(self, node);
    if (!by_state) return NULL;
    Py_ssize_t size = (Py_ssize_t)self->n << 4;
    unsigned char *since = malloc((size_t)size + 1); /* the same, indexed like Python */
    if (!since) {
        free(by_state);
        return PyErr_NoMemory();
    }
    memset(since, 0xFF, (size_t)size + 1);
    for (int s = 0; s < self->nstates; s++) since[(s / 9) << 4 | (s % 9 + 1)] = by_state[s];
    free(by_state);
    PyObject *out = PyList_New(length + 1);
    if (!out) {
        free(since);
        return NULL;
    }
    for (int layer = 0; layer <= length; layer++) {
        PyObject *b = PyBytes_FromStringAndSize(NULL, size);
        if (!b) {
            free(since);
            Py_DECREF(out);
            return NULL;
        }
        char *p = PyBytes_AS_STRING(b);
        for (Py_ssize_t i = 0; i < size; i++) p[i] = since[i] <= layer;
        PyList_SET_ITEM(out, layer, b);
    }
    free(since);
    return Py_BuildValue("(Ni)", out, 1);
}

static Table *as_table(PyObject *arg, const char *what) {
    if (!PyObject_TypeCheck(arg, &TableType)) {
        PyErr_Format(PyExc_TypeError, "%s reads a Table", what);
        return NULL;
    }
    return (Table *)arg;
}

/* commons(table): the dict of RccGraph, key a << 10 | b (a < b) -> the restricted
 * common digits of every pair of cell-disjoint ALS, in key order. In Python it is
 * carried from the last position and only new sets are paired, which costs more than
 * pairing everything here. */
static PyObject *commons(PyObject *module, PyObject *arg) {
    Table *t = as_table(arg, "commons");
    if (!t || pair_up(t) < 0) return NULL;
    PyObject *out = PyDict_New();
    if (!out) return NULL;
    for (int i = 0; i < t->ncommons; i++) {
        PyObject *key = PyLong_FromLong(t->common_key[i]), *value = PyLong_FromLong(t->common_digits[i]);
        if (set_item_new(out, key, value) < 0) {
            Py_DECREF(out);
            return NULL;
        }
    }
    return out;
}

/* neighbours(table): RccGraph.neighbours, per set i the (j, digits) of every set j it
 * has restricted commons with, smallest j first. */
static PyObject *neighbours(PyObject *module, PyObject *arg) {
    Table *t = as_table(arg, "neighbours");
    if (!t || pair_up(t) < 0) return NULL;
    int n = t->n;
    int *count = calloc((size_t)n + 1, sizeof(int));
    PyObject *out = PyTuple_New(n);
    if (!count || !out) {
        free(count);
        Py_XDECREF(out);
        return count ? NULL : PyErr_NoMemory();
    }
    for (int i = 0; i < t->ncommons; i++) {
        count[t->common_key[i] >> 10]++;
        count[t->common_key[i] & 1023]++;
    }
    for (int a = 0; a < n; a++) {
        PyObject *row = PyTuple_New(count[a]);
        if (!row) goto fail;
        PyTuple_SET_ITEM(out, a, row);
        count[a] = 0; /* now: how many are in */
    }
    /* In key order, each set meets its smaller partners before its larger ones. */
    for (int i = 0; i < t->ncommons; i++) {
        int a = t->common_key[i] >> 10, b = t->common_key[i] & 1023, ds = t->common_digits[i];
        PyObject *to_b = Py_BuildValue("(ii)", b, ds), *to_a = Py_BuildValue("(ii)", a, ds);
        if (!to_b || !to_a) {
            Py_XDECREF(to_b);
            Py_XDECREF(to_a);
            goto fail;
        }
        PyTuple_SET_ITEM(PyTuple_GET_ITEM(out, a), count[a]++, to_b);
        PyTuple_SET_ITEM(PyTuple_GET_ITEM(out, b), count[b]++, to_a);
    }
    free(count);
    return out;
fail:
    free(count);
    Py_DECREF(out);
    return NULL;
}

/* xz(table, positions, start): the next ALS-XZ from the start-th pair on (pairs in
 * RccGraph.pairs' order), as als_xz meets them: None, or (next start, a, b, common,
 * z digits, eliminations sorted by cell then digit). A pair with three commons is
 * passed over (no solvable position has one). Every pair is looked at: a singly
 * linked pair removes only what the chain walk reaches in one common, so where the
 * Python search looks at the doubly linked pairs alone, the others remove nothing. */
static PyObject *xz(PyObject *module, PyObject *args) {
    PyObject *table_obj, *positions;
    int start;
    if (!PyArg_ParseTuple(args, "OO!i", &table_obj, &PyList_Type, &positions, &start)) return NULL;
    Table *t = as_table(table_obj, "xz");
    if (!t) return NULL;
    if (PyList_GET_SIZE(positions) != 10) {
        PyErr_SetString(PyExc_ValueError, "positions are ten, by digit");
        return NULL;
    }
    uint64_t pos[10][2] = {{0, 0}};
    for (int d = 1; d <= 9; d++)
        if (read81(PyList_GET_ITEM(positions, d), &pos[d][0], &pos[d][1]) < 0) return NULL;
    if (pair_order(t) < 0) return NULL;
    for (int k = start < 0 ? 0 : start; k < t->ncommons; k++) {
        int i = t->xz_order[k];
        int a = t->common_key[i] >> 10, b = t->common_key[i] & 1023, common = t->common_digits[i];
        int ncommon = __builtin_popcount((unsigned)common);
        if (ncommon > 2) continue;
        uint64_t gone[10][2];
        memset(gone, 0, sizeof gone);
        int z_digits = 0;
        int zs = t->mask[a] & t->mask[b];
        if (ncommon == 1) zs &= ~common;
        for (int z = 1; z <= 9; z++) {
            if (!(zs >> (z - 1) & 1)) continue;
            uint64_t lo = t->sees[a][z][0] & t->sees[b][z][0] & pos[z][0];
            uint64_t hi = t->sees[a][z][1] & t->sees[b][z][1] & pos[z][1];
            if (lo | hi) {
                z_digits |= 1 << (z - 1);
                gone[z][0] |= lo;
                gone[z][1] |= hi;
            }
        }
        if (ncommon == 2) {
            /* Both sets locked: each loses its other digits wherever all of its own see. */
            int pair[2][2] = {{a, b}, {b, a}};
            for (int p = 0; p < 2; p++) {
                int mine = pair[p][0], other = pair[p][1];
                for (int d = 1; d <= 9; d++) {
                    if (!((t->mask[mine] & ~common) >> (d - 1) & 1)) continue;
                    uint64_t lo = t->sees[mine][d][0] & pos[d][0] & ~t->own[other][0];
                    uint64_t hi = t->sees[mine][d][1] & pos[d][1] & ~t->own[other][1];
                    if (lo | hi) {
                        z_digits |= 1 << (d - 1);
                        gone[d][0] |= lo;
                        gone[d][1] |= hi;
                    }
                }
            }
        }
        if (!z_digits) continue;
        int count = 0;
        for (int d = 1; d <= 9; d++)
            count += __builtin_popcountll(gone[d][0]) + __builtin_popcountll(gone[d][1]);
        PyObject *eliminations = PyTuple_New(count);
        if (!eliminations) return NULL;
        int e = 0;
        for (int c = 0; c < 81; c++)
            for (int d = 1; d <= 9; d++) {
                if (!((c < 64 ? gone[d][0] >> c : gone[d][1] >> (c - 64)) & 1)) continue;
                PyObject *pair_cd = Py_BuildValue("(ii)", c, d);
                if (!pair_cd) {
                    Py_DECREF(eliminations);
                    return NULL;
                }
                PyTuple_SET_ITEM(eliminations, e++, pair_cd);
            }
        return Py_BuildValue("(iiiiiN)", k + 1, a, b, common, z_digits, eliminations);
    }
    Py_RETURN_NONE;
}

/* The backward search of als_chains._proper_chain: from an end (a set holding z whose
 * z's all see the cell), set by set to the start, each "j lacks x" at the i-th place
 * forced by the candidate within i commons (since[] <= i), sets pairwise apart. */
typedef struct {
    const Table *t;
    const unsigned char *since; /* per state j * 9 + x - 1: the first layer it is forced in */
    int z;
    int order[MAX_LAYERS + 1], commons[MAX_LAYERS + 1], depth;
} Back;

static int back(Back *b, int k, int y, uint64_t used0, uint64_t used1, int pos) {
    const Table *t = b->t;
    int ybit = 1 << (y - 1);
    for (int r = t->nb_start[k]; r < t->nb_start[k + 1]; r++) {
        if (!(t->nb_digits[r] & ybit)) continue;
        int j = t->nb_to[r];
        if ((t->own[j][0] & used0) | (t->own[j][1] & used1)) continue;
        if (pos == 1) {
            /* The start is the z-free set: its common with the next is not z. */
            if (y != b->z && b->since[j * 9 + b->z - 1] == 0) {
                b->order[b->depth++] = j;
                return 1;
            }
            continue;
        }
        int others = t->mask[j] & ~ybit;
        while (others) {
            int x = __builtin_ctz((unsigned)others) + 1;
            others &= others - 1;
            if (b->since[j * 9 + x - 1] > pos - 1) continue;
            b->order[b->depth] = j;
            b->commons[b->depth++] = x;
            if (back(b, j, x, used0 | t->own[j][0], used1 | t->own[j][1], pos - 1)) return 1;
            b->depth--;
        }
    }
    return 0;
}

/* proper_chain(z, cell, links): ([set indices], [commons]) of a chain of exactly
 * `links` restricted commons whose ends both have all their z's seeing the cell, start
 * first, as _proper_chain finds it; or None. */
static PyObject *Walk_proper_chain(Walk *self, PyObject *args) {
    int z, cell, links;
    if (!PyArg_ParseTuple(args, "iii", &z, &cell, &links)) return NULL;
    if (z < 1 || z > 9 || cell < 0 || cell >= 81 || links < 1 || links >= MAX_LAYERS) {
        PyErr_SetString(PyExc_ValueError, "no such candidate or length");
        return NULL;
    }
    Table *t = self->table;
    if (walk_to(self, links) < 0 || neighbour_rows(t) < 0) return NULL;
    unsigned char *since = first_layers(self, (z - 1) * PLANE + cell);
    if (!since) return NULL;
    Back b = {.t = t, .since = since, .z = z, .depth = 0};
    int found = 0;
    for (int a = 0; a < t->n && !found; a++) {
        if (!(t->mask[a] >> (z - 1) & 1)) continue;
        if (!((cell < 64 ? t->sees[a][z][0] >> cell : t->sees[a][z][1] >> (cell - 64)) & 1)) continue;
        int others = t->mask[a] & ~(1 << (z - 1));
        while (others && !found) {
            int y = __builtin_ctz((unsigned)others) + 1;
            others &= others - 1;
            if (since[a * 9 + y - 1] > links) continue;
            b.order[0] = a;
            b.commons[0] = y;
            b.depth = 1;
            found = back(&b, a, y, t->own[a][0], t->own[a][1], links);
        }
    }
    free(since);
    if (!found) Py_RETURN_NONE;
    /* order: end first, depth sets; commons: end first, depth - 1 of them. */
    PyObject *order = PyList_New(b.depth), *commons_out = PyList_New(b.depth - 1);
    if (!order || !commons_out) {
        Py_XDECREF(order);
        Py_XDECREF(commons_out);
        return NULL;
    }
    for (int i = 0; i < b.depth; i++) {
        PyObject *v = PyLong_FromLong(b.order[b.depth - 1 - i]);
        if (!v) goto fail;
        PyList_SET_ITEM(order, i, v);
    }
    for (int i = 0; i < b.depth - 1; i++) {
        PyObject *v = PyLong_FromLong(b.commons[b.depth - 2 - i]);
        if (!v) goto fail;
        PyList_SET_ITEM(commons_out, i, v);
    }
    return Py_BuildValue("(NN)", order, commons_out);
fail:
    Py_DECREF(order);
    Py_DECREF(commons_out);
    return NULL;
}

static PyMethodDef Walk_methods[] = {
    {"first", (PyCFunction)Walk_first, METH_O,
     "The candidates first reached with this many restricted commons, packed."},
    {"known", (PyCFunction)Walk_known, METH_O,
     "Per state j << 4 | x, the packed candidates forcing it within this many commons."},
    {"proper_chain", (PyCFunction)Walk_proper_chain, METH_VARARGS,
     "A chain of exactly L commons removing z from the cell: (sets, commons), or None."},
    {"layers_for", (PyCFunction)Walk_layers_for, METH_VARARGS,
     "For one candidate (node), bytes per layer 0..L: 1 where it forces the state."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject WalkType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "engine.compiled._als_walk.Walk",
    .tp_basicsize = sizeof(Walk),
    .tp_dealloc = (destructor)Walk_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The ALS chain walk of one position, layer by layer on demand.",
    .tp_methods = Walk_methods,
    .tp_init = (initproc)Walk_init,
    .tp_new = PyType_GenericNew,
};

/* blossom_stems(table, positions, candidates): the Death Blossom stems worth a
 * search, as death_blossom meets them (two candidates, then three; cells ascending):
 * a cell with two or three candidates, every one of them held by some petal (an ALS
 * whose copies of it all see the cell), where some z has a candidate that sees all
 * the z's of one petal per stem digit (als_chains._may_remove). Each comes as
 * (cell, petals), petals[d] the indices of the ALS, in order, that are petals for d. */
static PyObject *blossom_stems(PyObject *module, PyObject *args) {
    Table *table;
    PyObject *positions, *cands_list;
    if (!PyArg_ParseTuple(args, "O!O!O", &TableType, &table, &PyList_Type, &positions,
                          &cands_list))
        return NULL;
    Py_ssize_t n = table->n;
    if (PyList_GET_SIZE(positions) != 10) {
        PyErr_SetString(PyExc_ValueError, "positions are ten, by digit");
        return NULL;
    }
    int cands[81];
    uint64_t pos[10][2], stems[2] = {0, 0};
    if (read_candidates(cands_list, cands) < 0) return NULL;
    for (int c = 0; c < 81; c++) {
        int k = __builtin_popcount((unsigned)cands[c]);
        if (k == 2 || k == 3) stems[c >> 6] |= 1ULL << (c & 63);
    }
    for (int d = 1; d <= 9; d++)
        if (read81(PyList_GET_ITEM(positions, d), &pos[d][0], &pos[d][1]) < 0) return NULL;
    /* Per set and digit, the candidates it may remove (sees all its copies), and per
     * stem cell and digit, the petals: for each set, the stems it can serve. */
    int *mask = malloc(((size_t)n + 1) * sizeof(int));
    uint64_t(*reach)[10][2] = malloc(((size_t)n + 1) * sizeof *reach);
    int *petal_count = calloc(81 * 10, sizeof(int));
    int *petal_list = NULL, *petal_start = NULL;
    PyObject *out = NULL;
    if (!mask || !reach || !petal_count) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t a = 0; a < n; a++) {
        int m = mask[a] = table->mask[a];
        for (int d = 1; d <= 9; d++) {
            reach[a][d][0] = reach[a][d][1] = 0;
            if (!(m >> (d - 1) & 1)) continue;
            reach[a][d][0] = table->sees[a][d][0] & pos[d][0];
            reach[a][d][1] = table->sees[a][d][1] & pos[d][1];
            for (int w = 0; w < 2; w++) {
                uint64_t hit = reach[a][d][w] & stems[w];
                while (hit) {
                    int c = w * 64 + __builtin_ctzll(hit);
                    hit &= hit - 1;
                    petal_count[c * 10 + d]++;
                }
            }
        }
    }
    petal_start = malloc((81 * 10 + 1) * sizeof(int));
    int total = 0;
    if (!petal_start) {
        PyErr_NoMemory();
        goto done;
    }
    for (int i = 0; i < 810; i++) {
        petal_start[i] = total;
        total += petal_count[i];
        petal_count[i] = petal_start[i]; /* now the fill cursor */
    }
    petal_start[810] = total;
    petal_list = malloc(((size_t)total + 1) * sizeof(int));
    if (!petal_list) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t a = 0; a < n; a++)
        for (int d = 1; d <= 9; d++)
            for (int w = 0; w < 2; w++) {
                uint64_t hit = reach[a][d][w] & stems[w];
                while (hit) {
                    int c = w * 64 + __builtin_ctzll(hit);
                    hit &= hit - 1;
                    petal_list[petal_count[c * 10 + d]++] = (int)a;
                }
            }
    out = PyList_New(0);
    if (!out) goto done;
    for (int size = 2; size <= 3; size++) {
        for (int stem = 0; stem < 81; stem++) {
            int stem_mask = cands[stem];
            if (__builtin_popcount((unsigned)stem_mask) != size) continue;
            int ok = 1;
            for (int d = 1; d <= 9 && ok; d++)
                if (stem_mask >> (d - 1) & 1 && petal_start[stem * 10 + d] == petal_start[stem * 10 + d + 1])
                    ok = 0;
            if (!ok) continue;
            /* _may_remove: per z, the cells some petal of each stem digit reaches */
            uint64_t targets[10][2];
            int first = 1, alive = 0;
            for (int d = 1; d <= 9 && (first || alive); d++) {
                if (!(stem_mask >> (d - 1) & 1)) continue;
                uint64_t reached[10][2];
                memset(reached, 0, sizeof reached);
                for (int p = petal_start[stem * 10 + d]; p < petal_start[stem * 10 + d + 1]; p++) {
                    int a = petal_list[p], zs = mask[a] & ~stem_mask;
                    for (int z = 1; z <= 9; z++)
                        if (zs >> (z - 1) & 1) {
                            reached[z][0] |= reach[a][z][0];
                            reached[z][1] |= reach[a][z][1];
                        }
                }
                alive = 0;
                for (int z = 1; z <= 9; z++) {
                    if (first) {
                        targets[z][0] = reached[z][0];
                        targets[z][1] = reached[z][1];
                    } else {
                        targets[z][0] &= reached[z][0];
                        targets[z][1] &= reached[z][1];
                    }
                    alive |= (targets[z][0] | targets[z][1]) != 0;
                }
                first = 0;
            }
            if (!alive) continue;
            PyObject *per_digit = PyTuple_New(10);
            if (!per_digit) goto fail;
            for (int d = 0; d <= 9; d++) {
                int lo = d ? petal_start[stem * 10 + d] : 0, hi = d ? petal_start[stem * 10 + d + 1] : 0;
                PyObject *idx = PyTuple_New(hi - lo);
                if (!idx) {
                    Py_DECREF(per_digit);
                    goto fail;
                }
                for (int p = lo; p < hi; p++) {
                    PyObject *v = PyLong_FromLong(petal_list[p]);
                    if (!v) {
                        Py_DECREF(idx);
                        Py_DECREF(per_digit);
                        goto fail;
                    }
                    PyTuple_SET_ITEM(idx, p - lo, v);
                }
                PyTuple_SET_ITEM(per_digit, d, idx);
            }
            if (append_new(out, Py_BuildValue("(iN)", stem, per_digit)) < 0) goto fail;
        }
    }
    goto done;
fail:
    Py_CLEAR(out);
done:
    free(mask);
    free(reach);
    free(petal_count);
    free(petal_start);
    free(petal_list);
    return out;
}

/* als_sets(houses, candidates, peers): every almost locked set of the position, as
 * almost_locked_sets builds them, as a Table (read one set with Table.item): a set
 * lying in two houses under the first; smallest first, then by cells. `houses`: each
 * house's cells. */
typedef struct {
    uint64_t lo, hi;
    int digits, house, size;
} Found;

static int found_order(const void *x, const void *y) {
    const Found *a = x, *b = y;
    if (a->size != b->size) return a->size < b->size ? -1 : 1;
    if (a->hi != b->hi) return a->hi < b->hi ? -1 : 1;
    if (a->lo != b->lo) return a->lo < b->lo ? -1 : 1;
    return a->house < b->house ? -1 : a->house > b->house; /* the first house first */
}

static PyObject *als_sets(PyObject *module, PyObject *args) {
    PyObject *houses, *cands_list, *peer_list;
    if (!PyArg_ParseTuple(args, "O!O!O!", &PyList_Type, &houses, &PyList_Type, &cands_list,
                          &PyTuple_Type, &peer_list))
        return NULL;
    if (PyTuple_GET_SIZE(peer_list) != 81 || PyList_GET_SIZE(houses) > 64) {
        PyErr_SetString(PyExc_ValueError, "81 peer sets, 64 houses at most");
        return NULL;
    }
    int cands[81];
    uint64_t peer[81][2];
    if (read_candidates(cands_list, cands) < 0) return NULL;
    for (int c = 0; c < 81; c++)
        if (read81(PyTuple_GET_ITEM(peer_list, c), &peer[c][0], &peer[c][1]) < 0) return NULL;
    int cap = 1024, n = 0;
    Found *found = malloc((size_t)cap * sizeof(Found));
    if (!found) return PyErr_NoMemory();
    for (Py_ssize_t h = 0; h < PyList_GET_SIZE(houses); h++) {
        PyObject *cells_obj = PySequence_Fast(PyList_GET_ITEM(houses, h), "a house's cells");
        if (!cells_obj) {
            free(found);
            return NULL;
        }
        int cells[9], m = 0;
        for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(cells_obj); i++) {
            long c = PyLong_AsLong(PySequence_Fast_GET_ITEM(cells_obj, i));
            if (c < 0 || c >= 81 || m == 9) {
                Py_DECREF(cells_obj);
                free(found);
                if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a house is nine cells");
                return NULL;
            }
            if (cands[c]) cells[m++] = (int)c;
        }
        Py_DECREF(cells_obj);
        int unions[512];
        uint64_t lo[512], hi[512];
        unions[0] = 0;
        lo[0] = hi[0] = 0;
        for (int mask = 1; mask < 1 << m; mask++) {
            int i = __builtin_ctz((unsigned)mask), rest = mask & (mask - 1), c = cells[i];
            unions[mask] = unions[rest] | cands[c];
            lo[mask] = lo[rest] | (c < 64 ? 1ULL << c : 0);
            hi[mask] = hi[rest] | (c >= 64 ? 1ULL << (c - 64) : 0);
            int size = __builtin_popcount((unsigned)mask);
            if (__builtin_popcount((unsigned)unions[mask]) != size + 1) continue;
            if (n == cap) {
                cap *= 2;
                Found *grown = realloc(found, (size_t)cap * sizeof(Found));
                if (!grown) {
                    free(found);
                    return PyErr_NoMemory();
                }
                found = grown;
            }
            found[n].lo = lo[mask];
            found[n].hi = hi[mask];
            found[n].digits = unions[mask];
            found[n].house = (int)h;
            found[n].size = size;
            n++;
        }
    }
    qsort(found, (size_t)n, sizeof(Found), found_order);
    Table *table = (Table *)TableType.tp_alloc(&TableType, 0);
    if (!table || table_alloc(table, n < 1023 ? n : 1023) < 0) {
        Py_XDECREF(table);
        free(found);
        return NULL;
    }
    int kept = 0;
    for (int k = 0; k < n; k++) {
        if (k && found[k].lo == found[k - 1].lo && found[k].hi == found[k - 1].hi) continue;
        const Found *f = &found[k];
        if (kept == 1023) {
            PyErr_SetString(PyExc_ValueError, "more sets than a position has");
            free(found);
            Py_DECREF(table);
            return NULL;
        }
        table->own[kept][0] = f->lo;
        table->own[kept][1] = f->hi;
        table->mask[kept] = f->digits;
        table->house[kept] = f->house;
        int members[9], size = 0;
        for (uint64_t rest = f->lo; rest; rest &= rest - 1) members[size++] = __builtin_ctzll(rest);
        for (uint64_t rest = f->hi; rest; rest &= rest - 1) members[size++] = 64 + __builtin_ctzll(rest);
        for (int d = 1; d <= 9; d++) {
            if (!(f->digits >> (d - 1) & 1)) continue;
            uint64_t wl = 0, wh = 0, sl = ~0ULL, sh = (1ULL << 17) - 1;
            for (int i = 0; i < size; i++) {
                int c = members[i];
                if (!(cands[c] >> (d - 1) & 1)) continue;
                if (c < 64)
                    wl |= 1ULL << c;
                else
                    wh |= 1ULL << (c - 64);
                sl &= peer[c][0];
                sh &= peer[c][1];
            }
            table->with[kept][d][0] = wl;
            table->with[kept][d][1] = wh;
            table->sees[kept][d][0] = sl & ~f->lo;
            table->sees[kept][d][1] = sh & ~f->hi;
        }
        kept++;
    }
    table->n = kept;
    free(found);
    return (PyObject *)table;
}

static PyMethodDef module_functions[] = {
    {"als_sets", als_sets, METH_VARARGS, "Every almost locked set of a position, smallest first."},
    {"blossom_stems", blossom_stems, METH_VARARGS,
     "The Death Blossom stems worth a search, with their petals by digit."},
    {"commons", commons, METH_O,
     "Every pair of cell-disjoint ALS with their restricted common digits."},
    {"neighbours", neighbours, METH_O, "Per set, the (set, common digits) it is paired with."},
    {"xz", xz, METH_VARARGS, "The next ALS-XZ from a pair on, in RccGraph.pairs' order."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "engine.compiled._als_walk",
    "The ALS chain walk, compiled (see engine/almost_locked_sets.py).", -1, module_functions,
};

PyMODINIT_FUNC PyInit__als_walk(void) {
    fill_outside();
    if (PyType_Ready(&WalkType) < 0 || PyType_Ready(&TableType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&WalkType);
    Py_INCREF(&TableType);
    if (PyModule_AddObject(m, "Walk", (PyObject *)&WalkType) < 0 ||
        PyModule_AddObject(m, "Table", (PyObject *)&TableType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
