/* The rounds of engine/propagation.py's Tables (forcing chains and nets), compiled.
 *
 * Every assumption at once: a literal's entry is the set of sources (assumed
 * literals, 1458 bits) it follows from, and each round passes what is new across
 * the weak links, the strong links and (nets) the singles of three or more
 * members. In Python each of those sets is a big int made per link per round; here
 * it is a row of words. The rounds, the order the changed literals come out in
 * (which decides which finding forcing explains), the contradictions and the reach
 * are those of Tables' Python rounds, which stay the reference and the fallback
 * (compared in tests/engine/test_tables_compiled.py).
 *
 * Imp(weak_false, pair_partners, big_groups_of, groups, groups_of): an Implications'
 * tables, read once. Core(imp, sources, nets): the tables' state; step() runs a
 * round and gives (changed, bad), changed a Round read like the Python rounds' dict
 * (its values made into ints only when read); core[lit] is the reach of a literal; findings(cover)
 * is what the round shows (forcing._round_findings), with Cover(imp, ranks) the
 * groups Coverage checks, in its order.
 */
#include "_bits.h"

#include <stdlib.h>
#include <string.h>

#define NODES 729
#define LITS (2 * NODES)
#define W 23 /* words of a source set: 1458 bits */

typedef struct {
    uint64_t w[W];
} Set;

static inline int set_any(const Set *s) {
    uint64_t x = 0;
    for (int i = 0; i < W; i++) x |= s->w[i];
    return x != 0;
}

/* A source set: OverflowError for one past 1472 bits (W words). */
static int read_set(PyObject *v, Set *out) { return read_words(v, out->w, W); }

static PyObject *set_int(const Set *s) { return int_from_words(s->w, W); }

/* ----- Imp: the implications, as compressed rows ---------------------------------- */

typedef struct {
    int *start; /* rows + 1 */
    int *to;
    int rows;
} Rows;

static void rows_free(Rows *r) {
    free(r->start);
    free(r->to);
}

/* rows[i] = the ints of seq[i] (each a sequence), each below `limit`. */
static int read_rows(PyObject *seq, Rows *r, int expect, int limit) {
    PyObject *fast = PySequence_Fast(seq, "tables are sequences");
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (expect >= 0 && n != expect) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "a table has one row per node");
        return -1;
    }
    r->rows = (int)n;
    r->start = calloc((size_t)n + 1, sizeof(int));
    int cap = 256, used = 0;
    r->to = malloc((size_t)cap * sizeof(int));
    if (!r->start || !r->to) {
        Py_DECREF(fast);
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *row = PySequence_Fast(PySequence_Fast_GET_ITEM(fast, i), "rows are sequences");
        if (!row) {
            Py_DECREF(fast);
            return -1;
        }
        for (Py_ssize_t k = 0; k < PySequence_Fast_GET_SIZE(row); k++) {
            long x = PyLong_AsLong(PySequence_Fast_GET_ITEM(row, k));
            if (x < 0 || x >= limit) {
                Py_DECREF(row);
                Py_DECREF(fast);
                if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a table names no such item");
                return -1;
            }
            if (used == cap) {
                cap *= 2;
                int *grown = realloc(r->to, (size_t)cap * sizeof(int));
                if (!grown) {
                    Py_DECREF(row);
                    Py_DECREF(fast);
                    PyErr_NoMemory();
                    return -1;
                }
                r->to = grown;
            }
            r->to[used++] = (int)x;
        }
        r->start[i + 1] = used;
        Py_DECREF(row);
    }
    Py_DECREF(fast);
    return 0;
}

typedef struct {
    PyObject_HEAD
    Rows weak_false, pair_partners, big_groups_of, groups, groups_of;
    int ngroups;
} Imp;

static void Imp_dealloc(Imp *self) {
    rows_free(&self->weak_false);
    rows_free(&self->pair_partners);
    rows_free(&self->big_groups_of);
    rows_free(&self->groups);
    rows_free(&self->groups_of);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Imp_init(Imp *self, PyObject *args, PyObject *kwds) {
    PyObject *weak_false, *pair_partners, *big_groups_of, *groups, *groups_of;
    if (!PyArg_ParseTuple(args, "OOOOO", &weak_false, &pair_partners, &big_groups_of, &groups,
                          &groups_of))
        return -1;
    if (self->groups.start) {
        PyErr_SetString(PyExc_RuntimeError, "made once");
        return -1;
    }
    if (read_rows(groups, &self->groups, -1, NODES) < 0) return -1;
    self->ngroups = self->groups.rows;
    if (read_rows(weak_false, &self->weak_false, NODES, LITS) < 0 ||
        read_rows(pair_partners, &self->pair_partners, NODES, NODES) < 0 ||
        read_rows(big_groups_of, &self->big_groups_of, NODES, self->ngroups) < 0 ||
        read_rows(groups_of, &self->groups_of, NODES, self->ngroups) < 0)
        return -1;
    return 0;
}

static PyTypeObject ImpType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "engine.compiled._tables.Imp",
    .tp_basicsize = sizeof(Imp),
    .tp_dealloc = (destructor)Imp_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "An Implications' weak links, strong partners and single groups, for the rounds.",
    .tp_init = (initproc)Imp_init,
    .tp_new = PyType_GenericNew,
};

/* ----- Round: what one round changed, read as a dict ----------------------------- */

/* The changed literals of a round, in the order met, each with what it gained: read
 * like the dict the Python rounds give (items, get, len, iteration, ==), its values
 * made into ints only when read. Most rounds are never read back. */
typedef struct {
    PyObject_HEAD
    int n;
    int *lit;
    Set *bits;
    int *by_lit; /* LITS: the entry of each literal, or -1; made when first looked up */
} Round;

static PyTypeObject RoundType;

static void Round_dealloc(Round *self) {
    free(self->lit);
    free(self->bits);
    free(self->by_lit);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static Round *round_new(const int *lits, const Set *bits, int n) {
    Round *self = (Round *)RoundType.tp_alloc(&RoundType, 0);
    if (!self) return NULL;
    self->n = n;
    self->lit = malloc(((size_t)n + 1) * sizeof(int));
    self->bits = malloc(((size_t)n + 1) * sizeof(Set));
    if (!self->lit || !self->bits) {
        Py_DECREF(self);
        PyErr_NoMemory();
        return NULL;
    }
    memcpy(self->lit, lits, (size_t)n * sizeof(int));
    memcpy(self->bits, bits, (size_t)n * sizeof(Set));
    return self;
}

static int round_find(Round *self, long lit) {
    if (lit < 0 || lit >= LITS) return -1;
    if (!self->by_lit) {
        self->by_lit = malloc(LITS * sizeof(int));
        if (!self->by_lit) {
            PyErr_NoMemory();
            return -2;
        }
        for (int i = 0; i < LITS; i++) self->by_lit[i] = -1;
        for (int i = 0; i < self->n; i++) self->by_lit[self->lit[i]] = i;
    }
    return self->by_lit[lit];
}

static Py_ssize_t Round_len(Round *self) { return self->n; }

/* get(lit, default=None), and round[lit] (KeyError when absent). */
static PyObject *round_lookup(Round *self, PyObject *key, PyObject *missing) {
    if (!PyLong_Check(key)) {
        if (missing) return Py_NewRef(missing);
        PyErr_SetObject(PyExc_KeyError, key);
        return NULL;
    }
    long lit = PyLong_AsLong(key);
    if (lit == -1 && PyErr_Occurred()) return NULL;
    int at = round_find(self, lit);
    if (at == -2) return NULL;
    if (at < 0) {
        if (missing) return Py_NewRef(missing);
        PyErr_SetObject(PyExc_KeyError, key);
        return NULL;
    }
    return set_int(&self->bits[at]);
}

static PyObject *Round_get(Round *self, PyObject *args) {
    PyObject *key, *missing = Py_None;
    if (!PyArg_ParseTuple(args, "O|O", &key, &missing)) return NULL;
    return round_lookup(self, key, missing);
}

static PyObject *Round_subscript(Round *self, PyObject *key) { return round_lookup(self, key, NULL); }

static PyObject *Round_items(Round *self, PyObject *unused) {
    PyObject *out = PyList_New(self->n);
    if (!out) return NULL;
    for (int i = 0; i < self->n; i++) {
        PyObject *item = Py_BuildValue("(iN)", self->lit[i], set_int(&self->bits[i]));
        if (!item) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, item);
    }
    return out;
}

static PyObject *Round_keys(Round *self, PyObject *unused) {
    PyObject *out = PyList_New(self->n);
    if (!out) return NULL;
    for (int i = 0; i < self->n; i++) {
        PyObject *v = PyLong_FromLong(self->lit[i]);
        if (!v) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, v);
    }
    return out;
}

static PyObject *Round_iter(Round *self) {
    PyObject *keys = Round_keys(self, NULL);
    if (!keys) return NULL;
    PyObject *it = PyObject_GetIter(keys);
    Py_DECREF(keys);
    return it;
}

static PyObject *round_dict(Round *self) {
    PyObject *out = PyDict_New();
    if (!out) return NULL;
    for (int i = 0; i < self->n; i++) {
        PyObject *key = PyLong_FromLong(self->lit[i]), *value = set_int(&self->bits[i]);
        if (set_item_new(out, key, value) < 0) {
            Py_DECREF(out);
            return NULL;
        }
    }
    return out;
}

/* Equal as mappings, as two dicts would be: to another round or to a dict. */
static PyObject *Round_richcompare(PyObject *a, PyObject *b, int op) {
    if ((op != Py_EQ && op != Py_NE) || !PyObject_TypeCheck(a, &RoundType))
        Py_RETURN_NOTIMPLEMENTED;
    if (!PyObject_TypeCheck(b, &RoundType) && !PyDict_Check(b)) Py_RETURN_NOTIMPLEMENTED;
    PyObject *left = round_dict((Round *)a);
    PyObject *right = PyDict_Check(b) ? Py_NewRef(b) : round_dict((Round *)b);
    PyObject *result = left && right ? PyObject_RichCompare(left, right, op) : NULL;
    Py_XDECREF(left);
    Py_XDECREF(right);
    return result;
}

static PyMethodDef Round_methods[] = {
    {"get", (PyCFunction)Round_get, METH_VARARGS, "What a literal gained, or the default."},
    {"items", (PyCFunction)Round_items, METH_NOARGS, "(literal, gained) in the order met."},
    {"keys", (PyCFunction)Round_keys, METH_NOARGS, "The changed literals in the order met."},
    {NULL, NULL, 0, NULL},
};

static PyMappingMethods Round_mapping = {
    .mp_length = (lenfunc)Round_len,
    .mp_subscript = (binaryfunc)Round_subscript,
};

static PyTypeObject RoundType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "engine.compiled._tables.Round",
    .tp_basicsize = sizeof(Round),
    .tp_dealloc = (destructor)Round_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "What one round changed: literal -> new sources, read like a dict.",
    .tp_methods = Round_methods,
    .tp_as_mapping = &Round_mapping,
    .tp_iter = (getiterfunc)Round_iter,
    .tp_richcompare = Round_richcompare,
    .tp_hash = PyObject_HashNotImplemented,
};

/* ----- Core: the tables' state --------------------------------------------------- */

typedef struct {
    PyObject_HEAD
    Imp *imp;
    int nets;
    Set *reach; /* LITS */
    Set contradicted;
    Set last_bad; /* what the last round found contradictory */
    int nfront, front_cap;
    int *front_lit; /* the last round's changed literals, in order */
    Set *front;     /* and what each gained */
    /* scratch of a round, made by the first round run (a copy kept to read has none) */
    int *slot, *order;
    Set *adds;
    char *marked;
} Core;

static PyTypeObject CoreType;

static void Core_dealloc(Core *self) {
    Py_XDECREF(self->imp);
    free(self->reach);
    free(self->front_lit);
    free(self->front);
    free(self->slot);
    free(self->order);
    free(self->adds);
    free(self->marked);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int core_alloc(Core *self, Imp *imp, int nets) {
    Py_INCREF(imp);
    self->imp = imp;
    self->nets = nets;
    self->reach = calloc(LITS, sizeof(Set));
    self->marked = calloc((size_t)imp->ngroups + 1, 1);
    if (!self->reach || !self->marked) {
        PyErr_NoMemory();
        return -1;
    }
    memset(&self->contradicted, 0, sizeof(Set));
    memset(&self->last_bad, 0, sizeof(Set));
    self->nfront = 0;
    return 0;
}

/* Room for n frontier entries. */
static int ensure_front(Core *self, int n) {
    if (n <= self->front_cap) return 0;
    int cap = n < 64 ? 64 : n;
    int *lits = realloc(self->front_lit, (size_t)cap * sizeof(int));
    if (lits) self->front_lit = lits;
    Set *sets = lits ? realloc(self->front, (size_t)cap * sizeof(Set)) : NULL;
    if (!lits || !sets) {
        PyErr_NoMemory();
        return -1;
    }
    self->front = sets;
    self->front_cap = cap;
    return 0;
}

static int ensure_scratch(Core *self) {
    if (self->adds) return 0;
    self->slot = malloc(LITS * sizeof(int));
    self->order = malloc(LITS * sizeof(int));
    self->adds = malloc(LITS * sizeof(Set));
    if (!self->slot || !self->order || !self->adds) {
        free(self->adds);
        self->adds = NULL;
        PyErr_NoMemory();
        return -1;
    }
    for (int i = 0; i < LITS; i++) self->slot[i] = -1;
    return 0;
}

static Core *core_new(Imp *imp, int nets) {
    Core *self = (Core *)CoreType.tp_alloc(&CoreType, 0);
    if (!self) return NULL;
    if (core_alloc(self, imp, nets) < 0) {
        Py_DECREF(self);
        return NULL;
    }
    return self;
}

/* Core(imp, sources, nets): every source reaches itself, and spreads first. */
static int Core_init(Core *self, PyObject *args, PyObject *kwds) {
    Imp *imp;
    PyObject *sources;
    int nets;
    if (!PyArg_ParseTuple(args, "O!Op", &ImpType, &imp, &sources, &nets)) return -1;
    if (self->imp) {
        PyErr_SetString(PyExc_RuntimeError, "made once");
        return -1;
    }
    Set src;
    if (read_set(sources, &src) < 0 || core_alloc(self, imp, nets) < 0) return -1;
    int count = 0;
    for (int i = 0; i < W; i++) count += __builtin_popcountll(src.w[i]);
    if (ensure_front(self, count) < 0) return -1;
    for (int lit = 0; lit < LITS; lit++) {
        if (!(src.w[lit >> 6] >> (lit & 63) & 1)) continue;
        Set one;
        memset(&one, 0, sizeof one);
        one.w[lit >> 6] = 1ULL << (lit & 63);
        self->reach[lit] = one;
        self->front_lit[self->nfront] = lit;
        self->front[self->nfront++] = one;
    }
    return 0;
}

/* adds[t] |= bits, t first met now if new (the order Python's dict keeps). */
static inline void add(Core *self, int *n, int t, const Set *bits) {
    int s = self->slot[t];
    if (s < 0) {
        s = self->slot[t] = (*n)++;
        self->order[s] = t;
        self->adds[s] = *bits;
        return;
    }
    for (int i = 0; i < W; i++) self->adds[s].w[i] |= bits->w[i];
}

static inline void and3(Set *out, const Set *a, const Set *b) {
    for (int i = 0; i < W; i++) out->w[i] = a->w[i] & b->w[i];
}

static PyObject *Core_step(Core *self, PyObject *unused) {
    if (!self->nfront) Py_RETURN_NONE;
    if (ensure_scratch(self) < 0) return NULL;
    Imp *imp = self->imp;
    Set *reach = self->reach;
    int n = 0;
    for (int f = 0; f < self->nfront; f++) {
        int lit = self->front_lit[f];
        const Set *delta = &self->front[f];
        if (lit < NODES) {
            for (int k = imp->weak_false.start[lit]; k < imp->weak_false.start[lit + 1]; k++)
                add(self, &n, imp->weak_false.to[k], delta);
        } else {
            int node = lit - NODES;
            for (int k = imp->pair_partners.start[node]; k < imp->pair_partners.start[node + 1];
                 k++)
                add(self, &n, imp->pair_partners.to[k], delta);
            if (self->nets)
                for (int k = imp->big_groups_of.start[node];
                     k < imp->big_groups_of.start[node + 1]; k++)
                    self->marked[imp->big_groups_of.to[k]] = 1;
        }
    }
    if (self->nets) {
        /* Each touched group, ascending: what makes every member but one false makes that
         * one true; members last to first, as the Python rounds add them. */
        for (int g = 0; g < imp->ngroups; g++) {
            if (!self->marked[g]) continue;
            self->marked[g] = 0;
            const int *members = imp->groups.to + imp->groups.start[g];
            int size = imp->groups.start[g + 1] - imp->groups.start[g];
            Set both;
            if (size == 3) {
                const Set *a = &reach[members[0] + NODES], *b = &reach[members[1] + NODES],
                          *c = &reach[members[2] + NODES];
                and3(&both, a, b);
                if (set_any(&both)) add(self, &n, members[2], &both);
                and3(&both, a, c);
                if (set_any(&both)) add(self, &n, members[1], &both);
                and3(&both, b, c);
                if (set_any(&both)) add(self, &n, members[0], &both);
                continue;
            }
            if (size == 4) {
                const Set *a = &reach[members[0] + NODES], *b = &reach[members[1] + NODES],
                          *c = &reach[members[2] + NODES], *d = &reach[members[3] + NODES];
                Set ab, cd;
                and3(&ab, a, b);
                and3(&cd, c, d);
                and3(&both, &ab, c);
                if (set_any(&both)) add(self, &n, members[3], &both);
                and3(&both, &ab, d);
                if (set_any(&both)) add(self, &n, members[2], &both);
                and3(&both, a, &cd);
                if (set_any(&both)) add(self, &n, members[1], &both);
                and3(&both, b, &cd);
                if (set_any(&both)) add(self, &n, members[0], &both);
                continue;
            }
            Set prefix[10], suffix;
            if (size > 9) {
                PyErr_SetString(PyExc_ValueError, "a single group has nine members at most");
                return NULL;
            }
            memset(&prefix[0], 0xFF, sizeof(Set));
            for (int i = 0; i < size; i++) and3(&prefix[i + 1], &prefix[i], &reach[members[i] + NODES]);
            memset(&suffix, 0xFF, sizeof(Set));
            for (int i = size - 1; i >= 0; i--) {
                and3(&both, &prefix[i], &suffix);
                if (set_any(&both)) add(self, &n, members[i], &both);
                Set next;
                and3(&next, &suffix, &reach[members[i] + NODES]);
                suffix = next;
            }
        }
    }
    /* What is new to each literal, for sources not yet contradicted. */
    if (ensure_front(self, n) < 0) return NULL;
    int nfront = 0;
    for (int s = 0; s < n; s++) {
        int t = self->order[s];
        self->slot[t] = -1;
        Set bits;
        uint64_t any = 0;
        for (int i = 0; i < W; i++) {
            bits.w[i] = self->adds[s].w[i] & ~self->contradicted.w[i] & ~reach[t].w[i];
            any |= bits.w[i];
        }
        if (!any) continue;
        for (int i = 0; i < W; i++) reach[t].w[i] |= bits.w[i];
        self->front_lit[nfront] = t;
        self->front[nfront++] = bits;
    }
    self->nfront = nfront;
    Round *changed = round_new(self->front_lit, self->front, nfront);
    if (!changed) return NULL;
    /* Contradictions: a literal and its negation both reached, every member of a single
     * group false, or two members true. */
    Set bad;
    memset(&bad, 0, sizeof bad);
    char *on = self->marked; /* reused: 1 = on group, 2 = off group */
    for (int f = 0; f < nfront; f++) {
        int lit = self->front_lit[f];
        int other = lit < NODES ? lit + NODES : lit - NODES;
        for (int i = 0; i < W; i++) bad.w[i] |= reach[lit].w[i] & reach[other].w[i];
        int node = lit < NODES ? lit : lit - NODES;
        char mark = lit < NODES ? 1 : 2;
        for (int k = imp->groups_of.start[node]; k < imp->groups_of.start[node + 1]; k++)
            on[imp->groups_of.to[k]] |= mark;
    }
    for (int g = 0; g < imp->ngroups; g++) {
        if (!on[g]) continue;
        const int *members = imp->groups.to + imp->groups.start[g];
        int size = imp->groups.start[g + 1] - imp->groups.start[g];
        if (on[g] & 2) {
            Set every;
            memset(&every, 0xFF, sizeof every);
            for (int i = 0; i < size; i++) {
                and3(&every, &every, &reach[members[i] + NODES]);
                if (!set_any(&every)) break;
            }
            if (size)
                for (int i = 0; i < W; i++) bad.w[i] |= every.w[i];
        }
        if (on[g] & 1) {
            Set once, twice;
            memset(&once, 0, sizeof once);
            memset(&twice, 0, sizeof twice);
            for (int i = 0; i < size; i++) {
                const Set *s = &reach[members[i]];
                for (int k = 0; k < W; k++) {
                    twice.w[k] |= once.w[k] & s->w[k];
                    once.w[k] |= s->w[k];
                }
            }
            for (int k = 0; k < W; k++) bad.w[k] |= twice.w[k];
        }
        on[g] = 0;
    }
    for (int i = 0; i < W; i++) {
        bad.w[i] &= ~self->contradicted.w[i];
        self->contradicted.w[i] |= bad.w[i];
    }
    self->last_bad = bad;
    PyObject *bad_int = set_int(&bad);
    if (!bad_int) {
        Py_DECREF(changed);
        return NULL;
    }
    return Py_BuildValue("(NN)", (PyObject *)changed, bad_int);
}

/* fork(nets): a copy as the tables stand, to run on (in chain or net mode). */
static PyObject *Core_fork(Core *self, PyObject *arg) {
    int nets = PyObject_IsTrue(arg);
    if (nets < 0) return NULL;
    Core *copy = core_new(self->imp, nets);
    if (!copy) return NULL;
    memcpy(copy->reach, self->reach, LITS * sizeof(Set));
    copy->contradicted = self->contradicted;
    copy->last_bad = self->last_bad;
    if (ensure_front(copy, self->nfront) < 0) {
        Py_DECREF(copy);
        return NULL;
    }
    copy->nfront = self->nfront;
    memcpy(copy->front_lit, self->front_lit, (size_t)self->nfront * sizeof(int));
    memcpy(copy->front, self->front, (size_t)self->nfront * sizeof(Set));
    return (PyObject *)copy;
}

/* masked(imp, sources, lits): new chain tables over `imp` from this reach cut to
 * `sources`, spreading first from `lits` (in order) what they hold then. */
static PyObject *Core_masked(Core *self, PyObject *args) {
    Imp *imp;
    PyObject *sources, *lits;
    if (!PyArg_ParseTuple(args, "O!OO", &ImpType, &imp, &sources, &lits)) return NULL;
    Set src;
    if (read_set(sources, &src) < 0) return NULL;
    PyObject *fast = PySequence_Fast(lits, "literals are a sequence");
    if (!fast) return NULL;
    Core *copy = core_new(imp, 0);
    if (!copy) {
        Py_DECREF(fast);
        return NULL;
    }
    for (int lit = 0; lit < LITS; lit++)
        for (int i = 0; i < W; i++) copy->reach[lit].w[i] = self->reach[lit].w[i] & src.w[i];
    if (ensure_front(copy, (int)PySequence_Fast_GET_SIZE(fast)) < 0) {
        Py_DECREF(fast);
        Py_DECREF(copy);
        return NULL;
    }
    for (Py_ssize_t k = 0; k < PySequence_Fast_GET_SIZE(fast); k++) {
        long lit = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, k));
        if (lit < 0 || lit >= LITS) {
            Py_DECREF(fast);
            Py_DECREF(copy);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "no such literal");
            return NULL;
        }
        if (!set_any(&copy->reach[lit])) continue;
        copy->front_lit[copy->nfront] = (int)lit;
        copy->front[copy->nfront++] = copy->reach[lit];
    }
    Py_DECREF(fast);
    return (PyObject *)copy;
}

static PyObject *Core_moving(Core *self, void *closure) { return PyBool_FromLong(self->nfront > 0); }

static PyObject *Core_imp(Core *self, void *closure) {
    Py_INCREF(self->imp);
    return (PyObject *)self->imp;
}

static PyObject *Core_contradicted(Core *self, void *closure) {
    return set_int(&self->contradicted);
}

static Py_ssize_t Core_len(Core *self) { return LITS; }

static PyObject *Core_item(Core *self, Py_ssize_t lit) {
    if (lit < 0 || lit >= LITS) {
        PyErr_SetString(PyExc_IndexError, "no such literal");
        return NULL;
    }
    return set_int(&self->reach[lit]);
}

/* ----- findings of the last round (forcing._round_findings) ------------------------ */

/* Cover(imp, ranks): the single groups of two or more members that a set of true
 * sources can cover whole, each with its rank: the order Coverage.covered lists them. */
typedef struct {
    PyObject_HEAD
    Imp *imp;
    int *rank; /* per group, -1 when not a cover group */
    int *count; /* scratch: members of each group seen */
} Cover;

static void Cover_dealloc(Cover *self) {
    Py_XDECREF(self->imp);
    free(self->rank);
    free(self->count);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Cover_init(Cover *self, PyObject *args, PyObject *kwds) {
    Imp *imp;
    PyObject *ranks;
    if (!PyArg_ParseTuple(args, "O!O!", &ImpType, &imp, &PyList_Type, &ranks)) return -1;
    if (self->imp) {
        PyErr_SetString(PyExc_RuntimeError, "made once");
        return -1;
    }
    if (PyList_GET_SIZE(ranks) != imp->ngroups) {
        PyErr_SetString(PyExc_ValueError, "one rank per group");
        return -1;
    }
    Py_INCREF(imp);
    self->imp = imp;
    self->rank = malloc(((size_t)imp->ngroups + 1) * sizeof(int));
    self->count = calloc((size_t)imp->ngroups + 1, sizeof(int));
    if (!self->rank || !self->count) {
        PyErr_NoMemory();
        return -1;
    }
    for (int g = 0; g < imp->ngroups; g++) {
        long r = PyLong_AsLong(PyList_GET_ITEM(ranks, g));
        if (r == -1 && PyErr_Occurred()) return -1;
        int size = imp->groups.start[g + 1] - imp->groups.start[g];
        self->rank[g] = size >= 2 ? (int)r : -1;
    }
    return 0;
}

static PyTypeObject CoverType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "engine.compiled._tables.Cover",
    .tp_basicsize = sizeof(Cover),
    .tp_dealloc = (destructor)Cover_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The groups a set of true sources may cover whole, in Coverage's order.",
    .tp_init = (initproc)Cover_init,
    .tp_new = PyType_GenericNew,
};

static int append3(PyObject *list, int a, int b, int c) {
    return append_new(list, Py_BuildValue("(iii)", a, b, c));
}

static int same_members(const Imp *imp, int g, int h) {
    int a = imp->groups.start[g], n = imp->groups.start[g + 1] - a;
    int b = imp->groups.start[h];
    if (imp->groups.start[h + 1] - b != n) return 0;
    return !memcmp(imp->groups.to + a, imp->groups.to + b, (size_t)n * sizeof(int));
}

/* findings(cover): what the last round shows, as forcing._round_findings lists it:
 * (0, source, 0) per contradicted source, (1, x, literal) where x and not-x both lead
 * to a literal, (2, literal, group) where every member of a cell or house leads to it. */
static PyObject *Core_findings(Core *self, PyObject *arg) {
    if (!PyObject_TypeCheck(arg, &CoverType) || ((Cover *)arg)->imp != self->imp) {
        PyErr_SetString(PyExc_TypeError, "a Cover of these tables' implications");
        return NULL;
    }
    Cover *cover = (Cover *)arg;
    Imp *imp = self->imp;
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    for (int i = 0; i < W; i++)
        for (uint64_t bits = self->last_bad.w[i]; bits; bits &= bits - 1)
            if (append3(out, 0, i * 64 + __builtin_ctzll(bits), 0) < 0) goto fail;
    int covered[512], touched[4096];
    for (int f = 0; f < self->nfront; f++) {
        int lit = self->front_lit[f], node = lit % NODES;
        const Set *s = &self->reach[lit], *delta = &self->front[f];
        /* digit forcing: both x and not-x lead here, one of them newly */
        Set both;
        uint64_t any = 0;
        for (int i = 0; i < 12; i++) { /* the result is a set of true sources: < 729 */
            /* (s >> 729) & (delta | delta >> 729), 729 = 11 * 64 + 25 */
            uint64_t hi_s = s->w[i + 11] >> 25, hi_d = delta->w[i + 11] >> 25;
            if (i + 12 < W) {
                hi_s |= s->w[i + 12] << 39;
                hi_d |= delta->w[i + 12] << 39;
            }
            both.w[i] = hi_s & (delta->w[i] | hi_d) & s->w[i];
            any |= both.w[i];
        }
        if (any) {
            both.w[node >> 6] &= ~(1ULL << (node & 63));
            for (int i = 0; i < 12; i++)
                for (uint64_t bits = both.w[i]; bits; bits &= bits - 1)
                    if (append3(out, 1, i * 64 + __builtin_ctzll(bits), lit) < 0) goto fail;
        }
        /* cell and house forcing: every member of a group leads here, one newly */
        uint64_t new_on = 0;
        Set on;
        int ons = 0;
        for (int i = 0; i < 12; i++) {
            uint64_t keep = i < 11 ? ~0ULL : (1ULL << 25) - 1;
            new_on |= delta->w[i] & keep;
            on.w[i] = s->w[i] & keep;
        }
        if (!new_on) continue;
        for (int i = 0; i < 12 && ons < 2; i++) ons += __builtin_popcountll(on.w[i]);
        if (ons < 2) continue;
        /* Only a group with a new member can be new: look from the new true sources
         * (a few) at their groups, and keep those whose members all lead here. */
        int ntouched = 0, ncovered = 0;
        for (int i = 0; i < 12; i++) {
            uint64_t bits = delta->w[i] & on.w[i];
            while (bits) {
                int n = i * 64 + __builtin_ctzll(bits);
                bits &= bits - 1;
                for (int k = imp->groups_of.start[n]; k < imp->groups_of.start[n + 1]; k++) {
                    int g = imp->groups_of.to[k];
                    if (cover->rank[g] < 0 || cover->count[g]) continue;
                    cover->count[g] = 1;
                    if (ntouched < 4096) touched[ntouched++] = g;
                    int all = 1;
                    for (int m = imp->groups.start[g]; m < imp->groups.start[g + 1] && all; m++) {
                        int x = imp->groups.to[m];
                        all = (int)(on.w[x >> 6] >> (x & 63) & 1);
                    }
                    if (all && ncovered < 512) covered[ncovered++] = g;
                }
            }
        }
        for (int t = 0; t < ntouched; t++) cover->count[touched[t]] = 0;
        /* in Coverage's order */
        for (int i = 1; i < ncovered; i++)
            for (int j = i; j > 0 && cover->rank[covered[j - 1]] > cover->rank[covered[j]]; j--) {
                int tmp = covered[j];
                covered[j] = covered[j - 1];
                covered[j - 1] = tmp;
            }
        int done[512], ndone = 0;
        for (int c = 0; c < ncovered; c++) {
            int g = covered[c];
            const int *members = imp->groups.to + imp->groups.start[g];
            int size = imp->groups.start[g + 1] - imp->groups.start[g], fresh = 0, mine = 0;
            for (int m = 0; m < size; m++) {
                fresh |= (int)(delta->w[members[m] >> 6] >> (members[m] & 63) & 1);
                mine |= members[m] == node;
            }
            if (!fresh || mine) continue;
            int seen = 0;
            for (int d = 0; d < ndone && !seen; d++) seen = same_members(imp, done[d], g);
            if (seen) continue;
            done[ndone++] = g;
            if (append3(out, 2, lit, g) < 0) goto fail;
        }
    }
    return out;
fail:
    Py_DECREF(out);
    return NULL;
}

/* Two cores are equal when every literal has the same reach (as two lists would be). */
static PyObject *Core_richcompare(PyObject *a, PyObject *b, int op) {
    if ((op != Py_EQ && op != Py_NE) || !PyObject_TypeCheck(b, &CoreType) ||
        !PyObject_TypeCheck(a, &CoreType))
        Py_RETURN_NOTIMPLEMENTED;
    int same = !memcmp(((Core *)a)->reach, ((Core *)b)->reach, LITS * sizeof(Set));
    return PyBool_FromLong(op == Py_EQ ? same : !same);
}

static PyMethodDef Core_methods[] = {
    {"step", (PyCFunction)Core_step, METH_NOARGS,
     "Run one round: (changed, a Round: literal -> new sources; newly contradicted sources),"
     " or None."},
    {"fork", (PyCFunction)Core_fork, METH_O, "A copy as the tables stand (nets: a bool)."},
    {"findings", (PyCFunction)Core_findings, METH_O,
     "What the last round shows: contradictions, digit, cell and house forcing."},
    {"masked", (PyCFunction)Core_masked, METH_VARARGS,
     "New chain tables over other implications from this reach cut to some sources."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Core_getset[] = {
    {"moving", (getter)Core_moving, NULL, "Whether a round would change anything.", NULL},
    {"imp", (getter)Core_imp, NULL, "The implications the rounds run on (an Imp).", NULL},
    {"contradicted", (getter)Core_contradicted, NULL, "The sources found contradictory.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PySequenceMethods Core_sequence = {
    .sq_length = (lenfunc)Core_len,
    .sq_item = (ssizeargfunc)Core_item,
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "engine.compiled._tables.Core",
    .tp_basicsize = sizeof(Core),
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The state of forcing's tables: each literal's sources; core[lit] reads one.",
    .tp_methods = Core_methods,
    .tp_getset = Core_getset,
    .tp_as_sequence = &Core_sequence,
    .tp_richcompare = Core_richcompare,
    .tp_hash = PyObject_HashNotImplemented,
    .tp_init = (initproc)Core_init,
    .tp_new = PyType_GenericNew,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "engine.compiled._tables",
    "The rounds of forcing's tables, compiled (see engine/propagation.py).", -1, NULL,
};

PyMODINIT_FUNC PyInit__tables(void) {
    if (PyType_Ready(&ImpType) < 0 || PyType_Ready(&CoreType) < 0 ||
        PyType_Ready(&CoverType) < 0 || PyType_Ready(&RoundType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&ImpType);
    Py_INCREF(&CoreType);
    Py_INCREF(&CoverType);
    if (PyModule_AddObject(m, "Imp", (PyObject *)&ImpType) < 0 ||
        PyModule_AddObject(m, "Core", (PyObject *)&CoreType) < 0 ||
        PyModule_AddObject(m, "Cover", (PyObject *)&CoverType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
