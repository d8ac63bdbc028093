#define _GNU_SOURCE
#include <ctype.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include "regex_impl.h"

/*
 * Matching runs all paths through the program in step over the text (a
 * Thompson/Pike machine): each thread is a program position with its
 * capture offsets, at most one thread per position, so the work is
 * bounded by program length times text length, whatever the pattern.
 *
 * POSIX asks for the leftmost match, and of those the longest.  Threads
 * are kept in priority order: those started earlier come first, and new
 * starts are only tried until a match is found.  A match at an earlier
 * start, or a longer one at the same start, replaces the one found so
 * far; threads started after the best match's start are dropped.  Of
 * two threads reaching the same position at once the first is kept:
 * they have the same future, and the first started no later.  Capture
 * offsets of subexpressions are those of the highest-priority path to
 * that longest match (greedy repeats, left alternatives first), which is
 * what POSIX asks in all but contrived cases.
 *
 * Back-references make the language non-regular; a program with them is
 * run by depth-first backtracking instead, which may take exponential
 * time on adversarial patterns (as in every implementation).
 */

struct ctx {
	const struct re_prog *prog;
	const unsigned char *text;  /* the string as the caller gave it */
	long begin, end, stop;      /* struct re_run's */
	long first, last;
	int notbol, noteol, nl;
	int ncap;
};

static int word_at(const struct ctx *c, long i)
{
	if (i < c->begin || i >= c->end)
		return 0;
	return isalnum(c->text[i]) || c->text[i] == '_';
}

/* Whether the zero-width assertion op holds at offset i. */
static int holds(const struct ctx *c, int op, long i)
{
	int nl = c->nl;

	switch (op) {
	case OP_BOL:
		return (i == c->begin && !c->notbol) ||
		       (nl && i > c->begin && c->text[i - 1] == '\n');
	case OP_EOL:
		return (i == c->end && !c->noteol) ||
		       (nl && i < c->end && c->text[i] == '\n');
	case OP_WORDB:
		return word_at(c, i - 1) != word_at(c, i);
	case OP_NWORDB:
		return word_at(c, i - 1) == word_at(c, i);
	case OP_WBEG:
		return !word_at(c, i - 1) && word_at(c, i);
	case OP_WEND:
		return word_at(c, i - 1) && !word_at(c, i);
	case OP_BUFBEG:
		return i == c->begin;
	case OP_BUFEND:
		return i == c->end;
	}
	return 0;
}

/* Whether the instruction consumes text[i]. */
static int takes(const struct ctx *c, const struct re_inst *in, long i)
{
	unsigned ch;

	if (i >= c->stop)
		return 0;
	ch = c->prog->tr ? c->prog->tr[c->text[i]] : c->text[i];
	switch (in->op) {
	case OP_CHAR:
		return ch == (unsigned)in->arg;
	case OP_ANY:
		return ch != 0;
	case OP_SET:
		return c->prog->sets[in->arg][ch >> 5] >> (ch & 31) & 1;
	}
	return 0;
}

/* ---- the Pike machine ---- */

struct list {
	int n;
	int *pc;
	regoff_t *caps;  /* ncap per thread */
};

struct machine {
	struct ctx *c;
	int *mark;       /* generation that last added each program position */
	int gen;
	struct {
		int pc, slot;
		regoff_t old;
	} *stack;
	regoff_t *cur;
};

/* Adds the thread at pc (and what its jumps, splits, saves and
   assertions lead to) to l, in priority order, at offset i. */
static void add(struct machine *m, struct list *l, int pc0, const regoff_t *caps, long i)
{
	const struct re_prog *p = m->c->prog;
	int sp = 0, ncap = m->c->ncap;

	memcpy(m->cur, caps, ncap * sizeof *caps);
	m->stack[sp].pc = pc0;
	m->stack[sp++].slot = -1;
	while (sp) {
		sp--;
		if (m->stack[sp].slot >= 0) {
			m->cur[m->stack[sp].slot] = m->stack[sp].old;
			continue;
		}
		int pc = m->stack[sp].pc;
		if (m->mark[pc] == m->gen)
			continue;
		m->mark[pc] = m->gen;
		const struct re_inst *in = &p->code[pc];
		switch (in->op) {
		case OP_JMP:
			m->stack[sp].pc = in->x;
			m->stack[sp++].slot = -1;
			break;
		case OP_SPLIT:
			m->stack[sp].pc = in->y;
			m->stack[sp++].slot = -1;
			m->stack[sp].pc = in->x;
			m->stack[sp++].slot = -1;
			break;
		case OP_SAVE:
			m->stack[sp].slot = in->arg;
			m->stack[sp++].old = m->cur[in->arg];
			m->cur[in->arg] = (regoff_t)i;
			m->stack[sp].pc = pc + 1;
			m->stack[sp++].slot = -1;
			break;
		case OP_BOL: case OP_EOL: case OP_WORDB: case OP_NWORDB: case OP_WBEG: case OP_WEND:
		case OP_BUFBEG: case OP_BUFEND:
			if (holds(m->c, in->op, i)) {
				m->stack[sp].pc = pc + 1;
				m->stack[sp++].slot = -1;
			}
			break;
		default:
			l->pc[l->n] = pc;
			memcpy(l->caps + (size_t)l->n * ncap, m->cur, ncap * sizeof *m->cur);
			l->n++;
		}
	}
}

static int pike(struct ctx *c, regoff_t *best)
{
	const struct re_prog *p = c->prog;
	int n = p->len, ncap = c->ncap, found = 0;
	size_t capsz = (size_t)n * ncap * sizeof(regoff_t);
	/* one block: two lists, marks, the add stack, the working captures */
	size_t size = 2 * (n * sizeof(int) + capsz) + n * sizeof(int) +
		      (size_t)(2 * n + 2) * 16 + 2 * ncap * sizeof(regoff_t);
	char *mem = malloc(size);
	struct list lists[2], *cl = &lists[0], *nl = &lists[1], *t;
	struct machine m = { c, 0, 0, 0, 0 };

	if (!mem)
		return REG_ESPACE;
	char *q = mem;
	for (int k = 0; k < 2; k++) {
		lists[k].n = 0;
		lists[k].pc = (int *)q;
		q += n * sizeof(int);
		lists[k].caps = (regoff_t *)q;
		q += capsz;
	}
	m.mark = (int *)q;
	q += n * sizeof(int);
	m.cur = (regoff_t *)q;
	q += ncap * sizeof(regoff_t);
	regoff_t *seed = (regoff_t *)q;
	q += ncap * sizeof(regoff_t);
	m.stack = (void *)(((uintptr_t)q + 15) & ~(uintptr_t)15);
	memset(m.mark, 0xff, n * sizeof(int));
	for (int k = 0; k < ncap; k++)
		seed[k] = -1;

	m.gen = 0;
	for (long i = c->first;; i++) {
		if (!found && i <= c->last)
			add(&m, cl, 0, seed, i);
		/* no thread alive: done once a match is known or no start is
		   left; else the next offset gets a fresh start */
		if (!cl->n && (found || i >= c->stop || i >= c->last))
			break;
		m.gen++;
		nl->n = 0;
		for (int k = 0; k < cl->n; k++) {
			const struct re_inst *in = &p->code[cl->pc[k]];
			regoff_t *caps = cl->caps + (size_t)k * ncap;
			if (found && caps[0] > best[0])
				continue;
			if (in->op == OP_MATCH) {
				if (!found || caps[0] < best[0] || (caps[0] == best[0] && caps[1] > best[1])) {
					memcpy(best, caps, ncap * sizeof *caps);
					found = 1;
				}
			} else if (takes(c, in, i)) {
				add(&m, nl, cl->pc[k] + 1, caps, i + 1);
			}
		}
		t = cl;
		cl = nl;
		nl = t;
		if (i >= c->stop && !cl->n)
			break;
	}
	free(mem);
	return found ? 0 : REG_NOMATCH;
}

/* ---- backtracking, for back-references ---- */

struct bt {
	struct ctx *c;
	regoff_t *cap, *best;
	long *onpath;  /* offset + 1 at which a position is on the current path */
	int found;
	long budget;   /* recursion depth left */
};

static void try(struct bt *b, int pc, long i)
{
	const struct re_prog *p = b->c->prog;

	for (;;) {
		const struct re_inst *in = &p->code[pc];
		if (in->op == OP_SPLIT || in->op == OP_JMP || in->op == OP_SAVE) {
			/* no second visit of a position without progress: an
			   empty loop ends there */
			if (b->onpath[pc] == i + 1)
				return;
		}
		switch (in->op) {
		case OP_MATCH:
			if (!b->found || i > b->best[1]) {
				memcpy(b->best, b->cap, b->c->ncap * sizeof *b->cap);
				b->best[1] = (regoff_t)i;
				b->found = 1;
			}
			return;
		case OP_JMP:
			pc = in->x;
			continue;
		case OP_SPLIT: {
			long saved = b->onpath[pc];
			if (--b->budget <= 0)
				return;
			b->onpath[pc] = i + 1;
			try(b, in->x, i);
			try(b, in->y, i);
			b->onpath[pc] = saved;
			b->budget++;
			return;
		}
		case OP_SAVE: {
			regoff_t old = b->cap[in->arg];
			long saved = b->onpath[pc];
			if (--b->budget <= 0)
				return;
			b->onpath[pc] = i + 1;
			b->cap[in->arg] = (regoff_t)i;
			try(b, pc + 1, i);
			b->cap[in->arg] = old;
			b->onpath[pc] = saved;
			b->budget++;
			return;
		}
		case OP_BREF: {
			regoff_t s = b->cap[2 * in->arg], e = b->cap[2 * in->arg + 1];
			if (s < 0 || e < s || i + (e - s) > b->c->stop)
				return;
			for (long k = 0; k < e - s; k++) {
				int x = b->c->text[s + k], y = b->c->text[i + k];
				if (p->tr)
					x = p->tr[x], y = p->tr[y];
				if (x != y && (!p->icase || tolower(x) != tolower(y)))
					return;
			}
			i += e - s;
			pc++;
			continue;
		}
		case OP_BOL: case OP_EOL: case OP_WORDB: case OP_NWORDB: case OP_WBEG: case OP_WEND:
		case OP_BUFBEG: case OP_BUFEND:
			if (!holds(b->c, in->op, i))
				return;
			pc++;
			continue;
		default:
			if (!takes(b->c, in, i))
				return;
			i++;
			pc++;
		}
	}
}

static int backtrack(struct ctx *c, regoff_t *best)
{
	struct bt b = { c, 0, best, 0, 0, 0 };

	b.cap = malloc(c->ncap * sizeof *b.cap);
	b.onpath = calloc(c->prog->len, sizeof *b.onpath);
	if (!b.cap || !b.onpath) {
		free(b.cap);
		free(b.onpath);
		return REG_ESPACE;
	}
	for (long i = c->first; i <= c->last && !b.found; i++) {
		for (int k = 0; k < c->ncap; k++)
			b.cap[k] = -1;
		/* depth, not time: deep enough for long texts, shallow enough
		   for any thread's stack */
		b.budget = 8000;
		try(&b, 0, i);
	}
	free(b.cap);
	free(b.onpath);
	return b.found ? 0 : REG_NOMATCH;
}

int __regex_run(const struct re_prog *p, const struct re_run *run, regoff_t *caps)
{
	struct ctx c = {
		p, run->text, run->begin, run->end, run->stop, run->first, run->last,
		run->notbol, run->noteol, run->nl_anchor, 2 * (p->nsub + 1),
	};

	if (c.first < c.begin)
		c.first = c.begin;
	if (c.last > c.stop)
		c.last = c.stop;
	if (c.first > c.last)
		return REG_NOMATCH;
	return p->backrefs ? backtrack(&c, caps) : pike(&c, caps);
}

/* Matches string against the compiled preg: 0 with pmatch[0..nmatch)
   filled (unless REG_NOSUB), REG_NOMATCH, or REG_ESPACE.  Thread-safe
   (preg is only read); not async-signal-safe (it allocates). */
int regexec(const regex_t *restrict preg, const char *restrict string, size_t nmatch,
	    regmatch_t pmatch[restrict], int eflags)
{
	const struct re_prog *p = preg->buffer;
	struct re_run run = {
		.text = (const unsigned char *)string,
		.notbol = !!(eflags & REG_NOTBOL),
		.noteol = !!(eflags & REG_NOTEOL),
		.nl_anchor = preg->newline_anchor,
	};
	int ncap = 2 * (p->nsub + 1);
	regoff_t small[20], *best = small;
	int r;

	if (eflags & REG_STARTEND) {
		run.begin = pmatch[0].rm_so;
		run.end = pmatch[0].rm_eo;
	} else {
		run.end = (long)strlen(string);
	}
	run.stop = run.end;
	run.first = run.begin;
	run.last = run.end;
	if (ncap > 20 && !(best = malloc(ncap * sizeof *best)))
		return REG_ESPACE;
	r = __regex_run(p, &run, best);
	if (!r && !preg->no_sub) {
		for (size_t k = 0; k < nmatch; k++) {
			if (k <= (size_t)p->nsub && best[2 * k] >= 0 && best[2 * k + 1] >= 0) {
				pmatch[k].rm_so = best[2 * k];
				pmatch[k].rm_eo = best[2 * k + 1];
			} else {
				pmatch[k].rm_so = pmatch[k].rm_eo = -1;
			}
		}
	}
	if (best != small)
		free(best);
	return r;
}
