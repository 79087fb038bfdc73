/* The link graph of engine/links.py and the breadth-first search of
 * engine/techniques/chains.py (_chains), compiled.
 *
 * X-Chains, XY-Chains and nice loops (plain and grouped) walk the link graph from
 * every start at once: each node carries the set of starts that reached it, true
 * or false, and each level passes what is new along one kind of link. In Python
 * each of those sets is a big int made per link; here it is a row of words.
 * Levels, the order nodes are met in, the pairs of ends each level offers and the
 * walk's history are those of chains._chains, which stays the reference and the
 * fallback (compared in tests/engine/test_chains_compiled.py).
 *
 * Graph(conflicts, singles): a link graph's weak links, node by node (node sets of
 * up to 1215 bits), and the single candidates; kept per position and shared by the
 * families, with each node's "partners" (what clashes with what it clashes with)
 * worked out when first asked.
 * Search(graph, strong, starting, same_digit, loops, same_digit_ends, min_links):
 * one family's walk; advance() gives the next level's (level, [(a, b), ...]) or None.
 * build_graph(...): LinkGraph's fields, built as LinkGraph builds them, with the Graph.
 */
#include "_bits.h"

#include <stdlib.h>
#include <string.h>

#define MAX_LINKS 15
#define PLANE 81
#define CANDIDATES 729

/* ----- node sets ----------------------------------------------------------------- */

/* A node set of the graph (at most 32 words): OverflowError past its last word. */
static int read_nodes(PyObject *v, uint64_t *out, int words) { return read_words(v, out, words); }

static inline int test_bit(const uint64_t *s, int bit) { return (int)(s[bit >> 6] >> (bit & 63) & 1); }

/* ----- Graph --------------------------------------------------------------------- */

typedef struct {
    PyObject_HEAD
    int count, words;
    uint64_t *conflicts; /* count rows */
    uint64_t *singles;
    uint64_t *partners; /* count rows, filled when first asked */
    char *partnered;
} Graph;

static void Graph_dealloc(Graph *self) {
    free(self->conflicts);
    free(self->singles);
    free(self->partners);
    free(self->partnered);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Graph_init(Graph *self, PyObject *args, PyObject *kwds) {
    PyObject *conflicts, *singles;
    if (!PyArg_ParseTuple(args, "O!O", &PyList_Type, &conflicts, &singles)) return -1;
    if (self->conflicts) {
        PyErr_SetString(PyExc_RuntimeError, "a graph is made once");
        return -1;
    }
    Py_ssize_t count = PyList_GET_SIZE(conflicts);
    if (count < 1 || count > 32 * 64) {
        PyErr_SetString(PyExc_ValueError, "no graph has that many nodes");
        return -1;
    }
    int words = (int)((count + 63) / 64);
    self->count = (int)count;
    self->words = words;
    self->conflicts = calloc((size_t)count * words, 8);
    self->singles = calloc((size_t)words, 8);
    self->partners = calloc((size_t)count * words, 8);
    self->partnered = calloc((size_t)count, 1);
    if (!self->conflicts || !self->singles || !self->partners || !self->partnered) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t n = 0; n < count; n++)
        if (read_nodes(PyList_GET_ITEM(conflicts, n), self->conflicts + n * words, words) < 0)
            return -1;
    if (read_nodes(singles, self->singles, words) < 0) return -1;
    /* No node past the graph's last may be named, even inside the last word. */
    uint64_t keep = count % 64 ? (1ULL << (count % 64)) - 1 : ~0ULL;
    for (Py_ssize_t n = 0; n < count; n++) {
        uint64_t *row = self->conflicts + n * words;
        if (row[words - 1] & ~keep) {
            PyErr_SetString(PyExc_ValueError, "a node set names a node past the graph");
            return -1;
        }
    }
    if (self->singles[words - 1] & ~keep) {
        PyErr_SetString(PyExc_ValueError, "a node set names a node past the graph");
        return -1;
    }
    return 0;
}

/* The nodes that clash with some candidate this node clashes with (chains._partners). */
static const uint64_t *partners_of(Graph *g, int node) {
    uint64_t *out = g->partners + (size_t)node * g->words;
    if (!g->partnered[node]) {
        const uint64_t *near = g->conflicts + (size_t)node * g->words;
        for (int w = 0; w < g->words; w++) {
            uint64_t rest = near[w] & g->singles[w];
            while (rest) {
                int c = w * 64 + __builtin_ctzll(rest);
                rest &= rest - 1;
                const uint64_t *far = g->conflicts + (size_t)c * g->words;
                for (int k = 0; k < g->words; k++) out[k] |= far[k];
            }
        }
        g->partnered[node] = 1;
    }
    return out;
}

static PyTypeObject GraphType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "engine.compiled._chains.Graph",
    .tp_basicsize = sizeof(Graph),
    .tp_dealloc = (destructor)Graph_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A link graph's weak links and single candidates, for the chain searches.",
    .tp_init = (initproc)Graph_init,
    .tp_new = PyType_GenericNew,
};

/* ----- Search -------------------------------------------------------------------- */

typedef struct {
    int n, cap;
    int *nodes;     /* in the order first met */
    uint64_t *bits; /* n rows: the starts that reached each */
    int *slot;      /* node -> its row, or -1 */
} Level;

typedef struct {
    PyObject_HEAD
    Graph *graph;
    int count, words;
    int *strong_start, *strong_to;
    int *weak_start, *weak_to;
    uint64_t *reach_on, *reach_off;
    Level levels[MAX_LINKS + 1];
    int level, done;
    int loops, same_digit_ends, min_links;
} Search;

static void Search_dealloc(Search *self) {
    Py_XDECREF(self->graph);
    free(self->strong_start);
    free(self->strong_to);
    free(self->weak_start);
    free(self->weak_to);
    free(self->reach_on);
    free(self->reach_off);
    for (int i = 0; i <= MAX_LINKS; i++) {
        free(self->levels[i].nodes);
        free(self->levels[i].bits);
        free(self->levels[i].slot);
    }
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int new_level(Search *self, int i) {
    Level *L = &self->levels[i];
    L->n = 0;
    L->cap = 64;
    L->nodes = malloc((size_t)self->count * sizeof(int));
    L->bits = calloc((size_t)L->cap * self->words, 8);
    L->slot = malloc((size_t)self->count * sizeof(int));
    if (!L->nodes || !L->bits || !L->slot) {
        PyErr_NoMemory();
        return -1;
    }
    for (int n = 0; n < self->count; n++) L->slot[n] = -1;
    return 0;
}

/* The row of `node` in level L, added (empty) if it is not there yet; NULL when out
 * of memory. Rows move when the level grows: a row is used at once, never kept. */
static uint64_t *row_of(Search *self, Level *L, int node) {
    int s = L->slot[node];
    if (s < 0) {
        if (L->n == L->cap) {
            uint64_t *grown = realloc(L->bits, (size_t)L->cap * 2 * self->words * 8);
            if (!grown) {
                PyErr_NoMemory();
                return NULL;
            }
            memset(grown + (size_t)L->cap * self->words, 0, (size_t)L->cap * self->words * 8);
            L->bits = grown;
            L->cap *= 2;
        }
        s = L->slot[node] = L->n++;
        L->nodes[s] = node;
    }
    return L->bits + (size_t)s * self->words;
}

static int Search_init(Search *self, PyObject *args, PyObject *kwds) {
    Graph *graph;
    PyObject *strong;
    int starting, same_digit, loops, same_digit_ends, min_links;
    if (!PyArg_ParseTuple(args, "O!O!ipppi", &GraphType, &graph, &PyList_Type, &strong,
                          &starting, &same_digit, &loops, &same_digit_ends, &min_links))
        return -1;
    if (self->graph) {
        PyErr_SetString(PyExc_RuntimeError, "a search is made once");
        return -1;
    }
    if (PyList_GET_SIZE(strong) != graph->count) {
        PyErr_SetString(PyExc_ValueError, "one strong list per node of the graph");
        return -1;
    }
    Py_INCREF(graph);
    self->graph = graph;
    int count = self->count = graph->count, words = self->words = graph->words;
    self->loops = loops;
    self->same_digit_ends = same_digit_ends;
    self->min_links = min_links;
    self->strong_start = calloc((size_t)count + 1, sizeof(int));
    self->weak_start = calloc((size_t)count + 1, sizeof(int));
    self->reach_on = calloc((size_t)count * words, 8);
    self->reach_off = calloc((size_t)count * words, 8);
    uint64_t *linked = calloc((size_t)words, 8);
    if (!self->strong_start || !self->weak_start || !self->reach_on || !self->reach_off || !linked) {
        free(linked);
        PyErr_NoMemory();
        return -1;
    }
    /* Strong links as given, in their order. */
    int total = 0;
    for (int n = 0; n < count; n++) {
        PyObject *partners = PySequence_Fast(PyList_GET_ITEM(strong, n), "strong links are lists");
        if (!partners) {
            free(linked);
            return -1;
        }
        total += (int)PySequence_Fast_GET_SIZE(partners);
        self->strong_start[n + 1] = total;
        if (PySequence_Fast_GET_SIZE(partners)) linked[n >> 6] |= 1ULL << (n & 63);
        Py_DECREF(partners);
    }
    self->strong_to = malloc(((size_t)total + 1) * sizeof(int));
    if (!self->strong_to) {
        free(linked);
        PyErr_NoMemory();
        return -1;
    }
    for (int n = 0, at = 0; n < count; n++) {
        PyObject *partners = PySequence_Fast(PyList_GET_ITEM(strong, n), "strong links are lists");
        if (!partners) {
            free(linked);
            return -1;
        }
        for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(partners); i++) {
            long m = PyLong_AsLong(PySequence_Fast_GET_ITEM(partners, i));
            if (m < 0 || m >= count) {
                Py_DECREF(partners);
                free(linked);
                if (!PyErr_Occurred())
                    PyErr_SetString(PyExc_ValueError, "a strong link names no node");
                return -1;
            }
            self->strong_to[at++] = (int)m;
        }
        Py_DECREF(partners);
    }
    /* Weak links (chains._weak): only between nodes that have strong ones, ascending;
     * one digit's only, for the families that keep to one digit. */
    int cap = 1024, used = 0;
    self->weak_to = malloc((size_t)cap * sizeof(int));
    if (!self->weak_to) {
        free(linked);
        PyErr_NoMemory();
        return -1;
    }
    for (int n = 0; n < count; n++) {
        self->weak_start[n] = used;
        if (!test_bit(linked, n)) continue;
        const uint64_t *near = graph->conflicts + (size_t)n * words;
        int lo = 0, hi = count;
        if (same_digit) { /* digit_nodes(n // 81 + 1) */
            lo = n / PLANE * PLANE;
            hi = lo + PLANE;
        }
        for (int w = 0; w < words; w++) {
            uint64_t rest = near[w] & linked[w];
            while (rest) {
                int m = w * 64 + __builtin_ctzll(rest);
                rest &= rest - 1;
                if (m < lo || m >= hi) continue;
                if (used == cap) {
                    cap *= 2;
                    int *grown = realloc(self->weak_to, (size_t)cap * sizeof(int));
                    if (!grown) {
                        free(linked);
                        PyErr_NoMemory();
                        return -1;
                    }
                    self->weak_to = grown;
                }
                self->weak_to[used++] = m;
            }
        }
    }
    self->weak_start[count] = used;
    /* Level 0: every node with a strong link whose digit may start, assumed false. */
    if (new_level(self, 0) < 0) {
        free(linked);
        return -1;
    }
    for (int a = 0; a < count; a++) {
        if (!test_bit(linked, a) || !(starting >> (a / PLANE % 9) & 1)) continue;
        uint64_t *row = row_of(self, &self->levels[0], a);
        if (!row) {
            free(linked);
            return -1;
        }
        row[a >> 6] |= 1ULL << (a & 63);
        self->reach_off[(size_t)a * words + (a >> 6)] |= 1ULL << (a & 63);
    }
    free(linked);
    self->level = 0;
    self->done = 0;
    return 0;
}

static PyObject *pair(int a, int b) { return Py_BuildValue("(ii)", a, b); }

/* advance(): walk one more level; (level, pairs of ends it offers) or None at the end. */
static PyObject *Search_advance(Search *self, PyObject *unused) {
    if (self->done || self->level == MAX_LINKS) {
        self->done = 1;
        Py_RETURN_NONE;
    }
    int level = self->level + 1, words = self->words;
    const Level *front = &self->levels[level - 1];
    if (new_level(self, level) < 0) return NULL;
    Level *next = &self->levels[level];
    const int *start = level & 1 ? self->strong_start : self->weak_start;
    const int *to = level & 1 ? self->strong_to : self->weak_to;
    uint64_t *reach = level & 1 ? self->reach_on : self->reach_off;
    for (int i = 0; i < front->n; i++) {
        int j = front->nodes[i];
        const uint64_t *bits = front->bits + (size_t)i * words;
        for (int t = start[j]; t < start[j + 1]; t++) {
            int m = to[t];
            uint64_t *had = reach + (size_t)m * words;
            uint64_t any = 0;
            for (int w = 0; w < words; w++) any |= bits[w] & ~had[w];
            if (!any) continue;
            uint64_t *row = row_of(self, next, m);
            if (!row) return NULL;
            for (int w = 0; w < words; w++) {
                uint64_t fresh = bits[w] & ~had[w];
                had[w] |= fresh;
                row[w] |= fresh;
            }
        }
    }
    self->level = level;
    if (!next->n) {
        self->done = 1;
        Py_RETURN_NONE;
    }
    PyObject *found = PyList_New(0);
    if (!found) return NULL;
    if (level & 1 && level >= self->min_links) {
        Graph *g = self->graph;
        for (int i = 0; i < next->n; i++) {
            int b = next->nodes[i];
            const uint64_t *bits = next->bits + (size_t)i * words;
            if (self->loops && test_bit(bits, b)) { /* a placement loop */
                if (append_new(found, pair(b, b)) < 0) goto fail_pair;
            }
            const uint64_t *wanted = partners_of(g, b);
            const uint64_t *near = g->conflicts + (size_t)b * words;
            int lo = 0, hi = b; /* each pair once: the lower node starts */
            if (!self->loops && self->same_digit_ends && b < CANDIDATES) {
                lo = b / PLANE * PLANE;
                if (hi > lo + PLANE) hi = lo + PLANE;
            }
            for (int w = 0; w < words && w * 64 < hi; w++) {
                uint64_t hits = bits[w] & (wanted[w] | (self->loops ? near[w] : 0));
                while (hits) {
                    int a = w * 64 + __builtin_ctzll(hits);
                    hits &= hits - 1;
                    if (a < lo || a >= hi) continue;
                    if (append_new(found, pair(a, b)) < 0) goto fail_pair;
                }
            }
            continue;
        fail_pair:
            Py_DECREF(found);
            return NULL;
        }
    }
    return Py_BuildValue("(iN)", level, found);
}

/* reached(level, node, start): whether `start` reached `node` at that level (the
 * backward search of chains._path reads the walk's history this way). */
static PyObject *Search_reached(Search *self, PyObject *args) {
    int level, node, start;
    if (!PyArg_ParseTuple(args, "iii", &level, &node, &start)) return NULL;
    if (level < 0 || level > self->level || node < 0 || node >= self->count || start < 0 ||
        start >= self->count) {
        PyErr_SetString(PyExc_ValueError, "no such level, node or start");
        return NULL;
    }
    const Level *L = &self->levels[level];
    int s = L->slot[node];
    return PyBool_FromLong(s >= 0 && test_bit(L->bits + (size_t)s * self->words, start));
}

static PyMethodDef Search_methods[] = {
    {"advance", (PyCFunction)Search_advance, METH_NOARGS,
     "Walk one more level: (level, [(a, b), ...]) or None when the walk is over."},
    {"reached", (PyCFunction)Search_reached, METH_VARARGS,
     "Whether a start reached a node at a level walked."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject SearchType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "engine.compiled._chains.Search",
    .tp_basicsize = sizeof(Search),
    .tp_dealloc = (destructor)Search_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "One chain family's breadth-first walk, level by level.",
    .tp_methods = Search_methods,
    .tp_init = (initproc)Search_init,
    .tp_new = PyType_GenericNew,
};

/* ----- the link graph itself (links.LinkGraph) ------------------------------------ */

#define MAX_SEGMENTS 160 /* box-line intersections of two cells or more, any variant */

/* A growable list of node numbers, in the order added. */
typedef struct {
    int n, cap;
    int *at;
} NodeList;

static int list_has(const NodeList *l, int x) {
    for (int i = 0; i < l->n; i++)
        if (l->at[i] == x) return 1;
    return 0;
}

static int list_add(NodeList *l, int x) {
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 4;
        int *grown = realloc(l->at, (size_t)cap * sizeof(int));
        if (!grown) {
            PyErr_NoMemory();
            return -1;
        }
        l->at = grown;
        l->cap = cap;
    }
    l->at[l->n++] = x;
    return 0;
}

/* () when empty, else a list: as LinkGraph keeps them. */
static PyObject *list_out(const NodeList *l) {
    if (!l->n) return PyTuple_New(0);
    PyObject *out = PyList_New(l->n);
    if (!out) return NULL;
    for (int i = 0; i < l->n; i++) {
        PyObject *v = PyLong_FromLong(l->at[i]);
        if (!v) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, v);
    }
    return out;
}

static inline int bit81(const uint64_t *s, int c) { return (int)(s[c >> 6] >> (c & 63) & 1); }

static int read_cell_sets(PyObject *seq, uint64_t (*out)[2], Py_ssize_t expect) {
    PyObject *fast = PySequence_Fast(seq, "cell sets are a sequence");
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != expect) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "a list of cell sets has the wrong length");
        return -1;
    }
    for (Py_ssize_t i = 0; i < expect; i++)
        if (read81(PySequence_Fast_GET_ITEM(fast, i), &out[i][0], &out[i][1]) < 0) {
            Py_DECREF(fast);
            return -1;
        }
    Py_DECREF(fast);
    return 0;
}

/* build_graph(candidates, positions, peers, houses, grouped, segments, house_segments):
 * the fields of links.LinkGraph, built as it builds them: (count, singles, conflicts,
 * conjugates, group_conjugates, bivalue, group_digits, group_cells, Graph). houses are
 * the houses' cell sets; segments the box-line intersections of two cells or more and
 * house_segments, per house, the segments inside it (links._layout). */
static PyObject *build_graph(PyObject *module, PyObject *args) {
    PyObject *cands_list, *positions, *peers, *houses, *segments_obj, *house_segments;
    int grouped;
    if (!PyArg_ParseTuple(args, "OOOOpOO", &cands_list, &positions, &peers, &houses, &grouped,
                          &segments_obj, &house_segments))
        return NULL;
    int cands[81];
    uint64_t pos[10][2], peer[81][2], house[64][2], segment[MAX_SEGMENTS][2];
    if (read_candidates(cands_list, cands) < 0 || read_cell_sets(positions, pos, 10) < 0 ||
        read_cell_sets(peers, peer, 81) < 0)
        return NULL;
    Py_ssize_t nhouses = PySequence_Size(houses), nseg = PySequence_Size(segments_obj);
    if (nhouses < 0 || nseg < 0) return NULL;
    if (nhouses > 64 || nseg > MAX_SEGMENTS || PySequence_Size(house_segments) != nhouses) {
        PyErr_SetString(PyExc_ValueError, "too many houses or segments, or not one row per house");
        return NULL;
    }
    if (read_cell_sets(houses, house, nhouses) < 0 || read_cell_sets(segments_obj, segment, nseg) < 0)
        return NULL;
    /* Groups: a digit's places in a segment, two or more, where the digit has three. */
    int group_at[10][MAX_SEGMENTS], ngroups = 0, group_digit[9 * MAX_SEGMENTS];
    uint64_t group_cells[9 * MAX_SEGMENTS][2];
    memset(group_at, 0, sizeof group_at);
    if (grouped)
        for (int d = 1; d <= 9; d++) {
            if (__builtin_popcountll(pos[d][0]) + __builtin_popcountll(pos[d][1]) < 3) continue;
            for (int sg = 0; sg < nseg; sg++) {
                uint64_t lo = pos[d][0] & segment[sg][0], hi = pos[d][1] & segment[sg][1];
                if (__builtin_popcountll(lo) + __builtin_popcountll(hi) < 2) continue;
                group_at[d][sg] = CANDIDATES + ngroups;
                group_digit[ngroups] = d;
                group_cells[ngroups][0] = lo;
                group_cells[ngroups][1] = hi;
                ngroups++;
            }
        }
    int count = CANDIDATES + ngroups, words = (count + 63) / 64;
    if (words > 32) {
        PyErr_SetString(PyExc_ValueError, "more groups than any variant makes");
        return NULL;
    }
    uint64_t *conflicts = calloc((size_t)count * words, 8);
    uint64_t singles[32];
    NodeList *conj = calloc((size_t)count, sizeof(NodeList));
    NodeList *gconj = calloc((size_t)count, sizeof(NodeList));
    int bivalue[CANDIDATES];
    PyObject *out = NULL;
    if (!conflicts || !conj || !gconj) {
        PyErr_NoMemory();
        goto done;
    }
    memset(singles, 0, sizeof singles);
    for (int n = 0; n < CANDIDATES; n++) bivalue[n] = -1;
#define SET(row, b) ((row)[(b) >> 6] |= 1ULL << ((b) & 63))
    for (int d = 1; d <= 9; d++)
        for (int c = 0; c < 81; c++)
            if (bit81(pos[d], c)) SET(singles, (d - 1) * PLANE + c);
    /* A candidate's conflicts: its digit in the cells it sees, the cell's other digits. */
    for (int c = 0; c < 81; c++) {
        int mask = cands[c];
        if (!mask) continue;
        for (int d = 1; d <= 9; d++) {
            if (!(mask >> (d - 1) & 1)) continue;
            int node = (d - 1) * PLANE + c;
            uint64_t *row = conflicts + (size_t)node * words;
            for (int x = 0; x < 81; x++)
                if (bit81(pos[d], x) && bit81(peer[c], x)) SET(row, (d - 1) * PLANE + x);
            for (int e = 1; e <= 9; e++)
                if (e != d && mask >> (e - 1) & 1) SET(row, (e - 1) * PLANE + c);
        }
        if (__builtin_popcount((unsigned)mask) == 2) {
            int a = __builtin_ctz((unsigned)mask) + 1, b = 31 - __builtin_clz((unsigned)mask) + 1;
            bivalue[(a - 1) * PLANE + c] = (b - 1) * PLANE + c;
            bivalue[(b - 1) * PLANE + c] = (a - 1) * PLANE + c;
        }
    }
    /* Strong links, house by house. */
    for (Py_ssize_t h = 0; h < nhouses; h++) {
        int inner[MAX_SEGMENTS], ninner = 0;
        if (grouped) {
            PyObject *item = PySequence_GetItem(house_segments, h);
            if (!item) goto done;
            PyObject *row = PySequence_Fast(item, "segments");
            Py_DECREF(item);
            if (!row) goto done;
            for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(row); i++) {
                long sg = PyLong_AsLong(PySequence_Fast_GET_ITEM(row, i));
                if (sg < 0 || sg >= nseg || ninner == MAX_SEGMENTS) {
                    Py_DECREF(row);
                    if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "no such segment");
                    goto done;
                }
                inner[ninner++] = (int)sg;
            }
            Py_DECREF(row);
        }
        for (int d = 1; d <= 9; d++) {
            uint64_t places[2] = {pos[d][0] & house[h][0], pos[d][1] & house[h][1]};
            int n = __builtin_popcountll(places[0]) + __builtin_popcountll(places[1]);
            if (n < 2) continue;
            int shift = (d - 1) * PLANE;
            if (n == 2) {
                int lo = places[0] ? __builtin_ctzll(places[0]) : 64 + __builtin_ctzll(places[1]);
                int hi = places[1] ? 127 - __builtin_clzll(places[1]) : 63 - __builtin_clzll(places[0]);
                int a = lo + shift, b = hi + shift;
                if (list_has(&conj[a], b)) continue; /* the same pair in a second house */
                if (list_add(&conj[a], b) < 0 || list_add(&conj[b], a) < 0) goto done;
                continue;
            }
            for (int i = 0; i < ninner; i++) {
                int g = group_at[d][inner[i]];
                if (!g) continue;
                uint64_t rest[2] = {places[0] & ~group_cells[g - CANDIDATES][0],
                                    places[1] & ~group_cells[g - CANDIDATES][1]};
                int left = __builtin_popcountll(rest[0]) + __builtin_popcountll(rest[1]);
                if (!left) continue; /* every place is in the group: locked, no link */
                int other = 0;
                if (left == 1) {
                    other = (rest[0] ? __builtin_ctzll(rest[0]) : 64 + __builtin_ctzll(rest[1])) + shift;
                } else {
                    for (int k = 0; k < ninner; k++) {
                        int g2 = group_at[d][inner[k]];
                        if (g2 > g && group_cells[g2 - CANDIDATES][0] == rest[0] &&
                            group_cells[g2 - CANDIDATES][1] == rest[1]) {
                            other = g2;
                            break;
                        }
                    }
                    if (!other) continue;
                }
                NodeList *mine = other < CANDIDATES ? &conj[g] : &gconj[g];
                if (list_has(mine, other)) continue;
                if (list_add(mine, other) < 0 || list_add(&gconj[other], g) < 0) goto done;
            }
        }
    }
    /* Weak links of groups: every cell of the other node sees every cell of the group. */
    for (int i = 0; i < ngroups; i++) {
        int g = CANDIDATES + i, d = group_digit[i], shift = (d - 1) * PLANE;
        uint64_t common[2] = {~0ULL, ~0ULL};
        for (int c = 0; c < 81; c++)
            if (bit81(group_cells[i], c)) {
                common[0] &= peer[c][0];
                common[1] &= peer[c][1];
            }
        uint64_t *row = conflicts + (size_t)g * words;
        for (int c = 0; c < 81; c++)
            if (bit81(pos[d], c) && bit81(common, c)) {
                SET(row, shift + c);
                SET(conflicts + (size_t)(shift + c) * words, g);
            }
        for (int j = 0; j < i; j++) {
            if (group_digit[j] != d) continue;
            if (group_cells[j][0] & ~common[0] || group_cells[j][1] & ~common[1]) continue;
            SET(row, CANDIDATES + j);
            SET(conflicts + (size_t)(CANDIDATES + j) * words, g);
        }
    }
#undef SET
    /* Out, as Python values. */
    {
        PyObject *conflict_list = PyList_New(count), *conj_list = PyList_New(count),
                 *gconj_list = PyList_New(count), *bivalue_list = PyList_New(CANDIDATES),
                 *digits_list = PyList_New(ngroups), *cells_list = PyList_New(ngroups);
        PyObject *singles_int = int_from_words(singles, words);
        if (!conflict_list || !conj_list || !gconj_list || !bivalue_list || !digits_list ||
            !cells_list || !singles_int)
            goto out_fail;
        for (int n = 0; n < count; n++) {
            PyObject *v = int_from_words(conflicts + (size_t)n * words, words);
            PyObject *c = list_out(&conj[n]), *gc = list_out(&gconj[n]);
            if (!v || !c || !gc) {
                Py_XDECREF(v);
                Py_XDECREF(c);
                Py_XDECREF(gc);
                goto out_fail;
            }
            PyList_SET_ITEM(conflict_list, n, v);
            PyList_SET_ITEM(conj_list, n, c);
            PyList_SET_ITEM(gconj_list, n, gc);
        }
        for (int n = 0; n < CANDIDATES; n++) {
            PyObject *v = PyLong_FromLong(bivalue[n]);
            if (!v) goto out_fail;
            PyList_SET_ITEM(bivalue_list, n, v);
        }
        for (int i = 0; i < ngroups; i++) {
            PyObject *d = PyLong_FromLong(group_digit[i]);
            PyObject *cells = int_from_words(group_cells[i], 2);
            if (!d || !cells) {
                Py_XDECREF(d);
                Py_XDECREF(cells);
                goto out_fail;
            }
            PyList_SET_ITEM(digits_list, i, d);
            PyList_SET_ITEM(cells_list, i, cells);
        }
        Graph *graph = (Graph *)GraphType.tp_alloc(&GraphType, 0);
        if (!graph) goto out_fail;
        graph->count = count;
        graph->words = words;
        graph->conflicts = conflicts;
        conflicts = NULL; /* the graph owns the rows now */
        graph->singles = calloc((size_t)words, 8);
        graph->partners = calloc((size_t)count * words, 8);
        graph->partnered = calloc((size_t)count, 1);
        if (!graph->singles || !graph->partners || !graph->partnered) {
            Py_DECREF(graph);
            PyErr_NoMemory();
            goto out_fail;
        }
        memcpy(graph->singles, singles, (size_t)words * 8);
        out = Py_BuildValue("(iNNNNNNNN)", count, singles_int, conflict_list, conj_list, gconj_list,
                            bivalue_list, digits_list, cells_list, (PyObject *)graph);
        goto done;
    out_fail:
        Py_XDECREF(conflict_list);
        Py_XDECREF(conj_list);
        Py_XDECREF(gconj_list);
        Py_XDECREF(bivalue_list);
        Py_XDECREF(digits_list);
        Py_XDECREF(cells_list);
        Py_XDECREF(singles_int);
    }
done:
    free(conflicts);
    if (conj)
        for (int n = 0; n < count; n++) free(conj[n].at);
    if (gconj)
        for (int n = 0; n < count; n++) free(gconj[n].at);
    free(conj);
    free(gconj);
    return out;
}

static PyMethodDef functions[] = {
    {"build_graph", build_graph, METH_VARARGS, "The fields of a position's links.LinkGraph."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "engine.compiled._chains",
    "The link graph and the chain searches' breadth-first walk, compiled "
    "(see engine/links.py and engine/techniques/chains.py).",
    -1, functions,
};

PyMODINIT_FUNC PyInit__chains(void) {
    if (PyType_Ready(&GraphType) < 0 || PyType_Ready(&SearchType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&GraphType);
    Py_INCREF(&SearchType);
    if (PyModule_AddObject(m, "Graph", (PyObject *)&GraphType) < 0 ||
        PyModule_AddObject(m, "Search", (PyObject *)&SearchType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
