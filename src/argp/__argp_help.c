#define _GNU_SOURCE
#include <ctype.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "argp_impl.h"

/*
 * The help and usage texts, laid out as GNU programs print them: lines
 * of at most 79 columns, option names from column 2 (long-only ones from
 * column 6), their descriptions from column 29, usage continuation lines
 * indented by 12.  The user may change these with ARGP_HELP_FMT, a
 * comma-separated list of "name=column" and "[no-]flag" items (glibc
 * manual, "Argp User Customization"); unknown items and missing values
 * are reported and skipped, columns are not checked (as in glibc).
 */
struct layout {
	int dup_args, dup_args_note;
	int short_col, long_col, doc_name_col, doc_col, header_col;
	int usage_indent, rmargin;
};

static void read_layout(struct layout *l, const struct argp_state *state)
{
	static const struct {
		const char *name;
		size_t off;
		int is_flag;
	} items[] = {
		{ "dup-args", offsetof(struct layout, dup_args), 1 },
		{ "dup-args-note", offsetof(struct layout, dup_args_note), 1 },
		{ "short-opt-col", offsetof(struct layout, short_col), 0 },
		{ "long-opt-col", offsetof(struct layout, long_col), 0 },
		{ "doc-opt-col", offsetof(struct layout, doc_name_col), 0 },
		{ "opt-doc-col", offsetof(struct layout, doc_col), 0 },
		{ "header-col", offsetof(struct layout, header_col), 0 },
		{ "usage-indent", offsetof(struct layout, usage_indent), 0 },
		{ "rmargin", offsetof(struct layout, rmargin), 0 },
	};
	const char *v = getenv("ARGP_HELP_FMT");

	*l = (struct layout){ 0, 1, 2, 6, 2, 29, 1, 12, 79 };
	while (v && *v) {
		const char *word, *w;
		size_t n, i;
		int on, val = -1, has_val = 0;

		while (isspace((unsigned char)*v) || *v == ',')
			v++;
		if (!*v)
			break;
		for (word = v; isalnum((unsigned char)*v) || *v == '-' || *v == '_'; v++)
			;
		n = v - word;
		while (isspace((unsigned char)*v))
			v++;
		if (*v == '=') {
			has_val = 1;
			for (v++; isspace((unsigned char)*v); v++)
				;
			if (isdigit((unsigned char)*v))
				val = (int)strtol(v, (char **)&v, 10);
		}
		/* "no-" turns a flag off (and is taken off any name). */
		w = word;
		on = 1;
		if (n > 3 && !strncmp(word, "no-", 3)) {
			w += 3;
			n -= 3;
			on = 0;
		}
		for (i = 0; i < sizeof items / sizeof *items; i++)
			if (strlen(items[i].name) == n && !strncmp(items[i].name, w, n))
				break;
		if (i == sizeof items / sizeof *items) {
			if (n)
				argp_failure(state, 0, 0, "%.*s: Unknown ARGP_HELP_FMT parameter", (int)n, w);
		} else if (items[i].is_flag) {
			/* "flag", "no-flag", or "flag=N" (on unless N is 0) */
			*(int *)((char *)l + items[i].off) = has_val && val >= 0 ? val != 0 : on;
		} else if (val < 0) {
			argp_failure(state, 0, 0, "%.*s: ARGP_HELP_FMT parameter requires a value",
				     (int)n, w);
		} else {
			*(int *)((char *)l + items[i].off) = val;
		}
		/* Skip to the next item. */
		while (*v && *v != ',')
			v++;
	}
}

/* A line-filling writer: text goes into the current line, which is cut
   at its last blank when it passes the right margin.  A line begun after
   a newline starts with lmargin blanks, one begun by a cut with wmargin.

   A line of exactly 79 columns is cut too when the text is looked at
   while the line ends there (see cut).  glibc looks at its text when its
   200-byte buffer fills, before each printf that may not fit in it (it
   counts on 150 bytes), when the column is asked and when a margin
   changes; the counters below follow that buffer so the cuts fall where
   glibc's do. */
#define BUF_START 200
#define PRINTF_GUESS 150

struct fmt {
	FILE *out;
	char *line;
	size_t len, cap;
	int lmargin, wmargin;
	size_t margin;		/* the blanks the line began with */
	int begun;
	size_t written;		/* bytes out so far, whole lines */
	size_t mark;		/* written + len when the buffer was last emptied */
	size_t done;		/* bytes in the buffer when it was last looked at */
	size_t fresh;		/* bytes put in since */
	size_t bufsize;
	struct layout L;
};

static int room(struct fmt *f, size_t n)
{
	char *p;

	if (f->len + n <= f->cap)
		return 1;
	p = realloc(f->line, f->len + n + 128);
	if (!p)
		return 0;
	f->line = p;
	f->cap = f->len + n + 128;
	return 1;
}

static void end_line(struct fmt *f, size_t n)
{
	fwrite(f->line, 1, n, f->out);
	fputc('\n', f->out);
	f->written += n + 1;
}

/* Cuts the line while it is longer than limit and has a blank to cut
   at.  Text is cut as it comes once past column 79; a line about to end
   (or to be measured, or to change margins) is cut already at 79, so a
   finished line has at most 78 columns unless a blank followed its 79th
   (glibc's rule). */
static void cut(struct fmt *f, size_t limit)
{
	while (f->len > limit) {
		size_t at = f->len - 1 < (size_t)f->L.rmargin ? f->len - 1 : (size_t)f->L.rmargin, end, rest;
		int found = 0;

		for (; at > f->margin; at--)
			if (f->line[at] == ' ' || f->line[at] == '\t') {
				found = 1;
				break;
			}
		/* A word longer than the line: it stays whole, on a line
		   that ends at the next blank. */
		if (!found)
			for (at = (size_t)f->L.rmargin < f->margin ? f->margin + 1 : (size_t)f->L.rmargin + 1;
			     at < f->len; at++)
				if (f->line[at] == ' ' || f->line[at] == '\t') {
					found = 1;
					break;
				}
		if (!found)
			return;
		for (end = at; end > f->margin && (f->line[end - 1] == ' ' || f->line[end - 1] == '\t'); end--)
			;
		end_line(f, end);
		rest = f->len - at - 1;
		if (!room(f, f->wmargin))
			return;
		memmove(f->line + f->wmargin, f->line + at + 1, rest);
		memset(f->line, ' ', f->wmargin);
		f->len = f->wmargin + rest;
		f->margin = f->wmargin;
	}
}

/* What glibc does when it looks at its buffer. */
static void f_sync(struct fmt *f)
{
	if (f->len >= (size_t)f->L.rmargin)
		cut(f, f->L.rmargin - 1);
	f->done = f->written + f->len - f->mark;
	f->fresh = 0;
}

/* Room for n more bytes in glibc's buffer, or it is emptied (and grown
   if n is more than it holds). */
static void f_room(struct fmt *f, size_t n)
{
	if (f->bufsize - (f->done + f->fresh) >= n)
		return;
	f_sync(f);
	f->mark = f->written + f->len;
	f->done = 0;
	if (f->bufsize < n)
		f->bufsize += n;
}

static void put1(struct fmt *f, int c)
{
	if (c == '\n') {
		if (f->len >= (size_t)f->L.rmargin)
			cut(f, f->L.rmargin - 1);
		end_line(f, f->len);
		f->len = f->margin = 0;
		f->begun = 0;
		return;
	}
	if (!room(f, f->lmargin + 1))
		return;
	if (!f->begun) {
		f->begun = 1;
		memset(f->line, ' ', f->lmargin);
		f->len = f->margin = f->lmargin;
	}
	f->line[f->len++] = (char)c;
	if (f->len > (size_t)f->L.rmargin)
		cut(f, f->L.rmargin);
}

static void f_putc(struct fmt *f, int c)
{
	f_room(f, 1);
	put1(f, c);
	f->fresh++;
}

static void f_write(struct fmt *f, const char *s, size_t n)
{
	f_room(f, n);
	for (size_t i = 0; i < n; i++)
		put1(f, s[i]);
	f->fresh += n;
}

static void f_puts(struct fmt *f, const char *s)
{
	f_write(f, s, strlen(s));
}

__attribute__((__format__(__printf__, 2, 3)))
static void f_printf(struct fmt *f, const char *fmt, ...)
{
	va_list ap;
	char small[256], *p = small;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(small, sizeof small, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n >= sizeof small) {
		p = malloc(n + 1);
		if (!p)
			return;
		va_start(ap, fmt);
		vsnprintf(p, n + 1, fmt, ap);
		va_end(ap);
	}
	/* glibc makes room for a guess first, then for what it needs. */
	f_room(f, PRINTF_GUESS);
	if (f->bufsize - (f->done + f->fresh) <= (size_t)n)
		f_room(f, n + 1);
	for (int i = 0; i < n; i++)
		put1(f, p[i]);
	f->fresh += n;
	if (p != small)
		free(p);
}

static size_t f_col(struct fmt *f)
{
	f_sync(f);
	return f->begun ? f->len : 0;
}

static void f_margins(struct fmt *f, int lmargin, int wmargin)
{
	f_sync(f);
	f->lmargin = lmargin;
	f->wmargin = wmargin;
}

static void f_indent(struct fmt *f, size_t col)
{
	while (f_col(f) < col)
		f_putc(f, ' ');
}

/* A blank before an item of need columns, or a new line if it would not
   fit: keeps "[-o FILE]" whole. */
static void f_space(struct fmt *f, size_t need)
{
	f_putc(f, f_col(f) + need >= (size_t)f->L.rmargin ? '\n' : ' ');
}

/* The help's option list: one entry per option and its aliases, in
   clusters (a child argp with a header or group) and groups. */
struct cluster {
	const char *header;
	int index, group, depth;
	struct cluster *parent;
	const struct argp *argp;	/* the argp the child belongs to */
};

struct entry {
	const struct argp_option *opt;	/* the option; its aliases follow */
	int num;
	const char *shorts;	/* its short options not taken by an earlier entry */
	int group, ord;
	struct cluster *cl;
	const struct argp *argp;
};

struct hol {
	struct entry *e;
	int n;
	struct cluster *cl;
	int ncl;
	char *sbuf;
	size_t sused;
	unsigned char taken[256];
	const struct argp_state *state;
	const struct entry *prev;
	int sep_groups, dup_arg_hidden;
};

static void tree_size(const struct argp *a, int *nopts, int *nkids)
{
	const struct argp_option *o;
	const struct argp_child *c;

	for (o = a->options; o && !__argp_is_end(o); o++)
		++*nopts;
	for (c = a->children; c && c->argp; c++) {
		++*nkids;
		tree_size(c->argp, nopts, nkids);
	}
}

static void build(struct hol *h, const struct argp *a, struct cluster *cl)
{
	const struct argp_option *o;
	const struct argp_child *c;
	struct entry *cur = 0;
	int group = 0, i;

	for (o = a->options; o && !__argp_is_end(o); o++) {
		if (!cur || !(o->flags & OPTION_ALIAS)) {
			if (cur)
				h->sbuf[h->sused++] = 0;
			cur = &h->e[h->n];
			cur->ord = h->n++;
			cur->opt = o;
			cur->num = 0;
			cur->argp = a;
			cur->cl = cl;
			/* A header without a group opens the next one. */
			if (o->group)
				group = o->group;
			else if (!o->name && !o->key)
				group++;
			cur->group = group;
			cur->shorts = h->sbuf + h->sused;
		}
		cur->num++;
		if (__argp_is_short(o) && !h->taken[o->key]) {
			h->taken[o->key] = 1;
			h->sbuf[h->sused++] = (char)o->key;
		}
	}
	if (cur)
		h->sbuf[h->sused++] = 0;
	for (c = a->children, i = 0; c && c->argp; c++, i++) {
		struct cluster *sub = cl;
		if (c->group || c->header) {
			sub = &h->cl[h->ncl++];
			sub->header = c->header;
			sub->index = i;
			sub->group = c->group;
			sub->parent = cl;
			sub->depth = cl ? cl->depth + 1 : 0;
			sub->argp = a;
		}
		build(h, c->argp, sub);
	}
}

static int visible(const struct argp_option *o)
{
	return !(o->flags & OPTION_HIDDEN);
}

/* The entry's first short option that is shown, or 0. */
static int first_short(const struct entry *e)
{
	const char *s = e->shorts;

	for (int i = 0; i < e->num; i++) {
		const struct argp_option *o = e->opt + i;
		if (__argp_is_short(o) && o->key == (unsigned char)*s) {
			if (visible(o))
				return o->key;
			s++;
		}
	}
	return 0;
}

static const char *first_long(const struct entry *e)
{
	for (int i = 0; i < e->num; i++)
		if (e->opt[i].name && visible(&e->opt[i]))
			return e->opt[i].name;
	return 0;
}

/* Non-negative groups first, in increasing order, then the negative ones
   (-1 last). */
static int group_cmp(int a, int b)
{
	if ((a < 0) == (b < 0))
		return a - b;
	return b - a;
}

static const struct cluster *outermost(const struct cluster *c)
{
	while (c->parent)
		c = c->parent;
	return c;
}

static int cluster_cmp(const struct cluster *a, const struct cluster *b)
{
	int inner = 0, d;

	while (a->depth > b->depth) {
		a = a->parent;
		inner = 1;
	}
	while (b->depth > a->depth) {
		b = b->parent;
		inner = -1;
	}
	while (a->parent != b->parent) {
		a = a->parent;
		b = b->parent;
	}
	/* One inside the other: the outer one's own entries first. */
	if (a == b)
		return inner;
	/* Siblings of one group: the later child first, as glibc has it. */
	d = group_cmp(a->group, b->group);
	return d ? d : b->index - a->index;
}

/* A doc entry sorts by its text less leading blanks and punctuation,
   after the options unless its text starts with '-'. */
static int doc_key(const char **name)
{
	int is_doc;

	while (isspace((unsigned char)**name))
		++*name;
	is_doc = **name != '-';
	while (**name && !isalnum((unsigned char)**name))
		++*name;
	return is_doc;
}

static int entry_cmp(const void *pa, const void *pb)
{
	const struct entry *a = pa, *b = pb;
	int d;

	if (a->cl != b->cl) {
		if (!a->cl)
			return (d = group_cmp(a->group, outermost(b->cl)->group)) ? d : -1;
		if (!b->cl)
			return (d = group_cmp(outermost(a->cl)->group, b->group)) ? d : 1;
		if ((d = cluster_cmp(a->cl, b->cl)))
			return d;
	} else if (a->group != b->group) {
		return group_cmp(a->group, b->group);
	} else {
		int sa = first_short(a), sb = first_short(b);
		const char *la = first_long(a), *lb = first_long(b);
		int da = (a->opt->flags & OPTION_DOC) && la && doc_key(&la);
		int db = (b->opt->flags & OPTION_DOC) && lb && doc_key(&lb);
		int ca, cb;

		if (da != db)
			return da - db;
		/* By first letter (a long name's if no short option), case
		   aside, then lower case first, then a long name before a
		   short option of its letter, then by long name. */
		ca = sa ? sa : la ? (unsigned char)*la : 0;
		cb = sb ? sb : lb ? (unsigned char)*lb : 0;
		if ((d = tolower(ca) - tolower(cb)))
			return d;
		if (ca != cb)
			return cb - ca;
		if (!sa != !sb)
			return sa ? 1 : -1;
		if (la && lb && (d = strcasecmp(la, lb)))
			return d;
	}
	return a->ord - b->ord;
}

static int make_hol(struct hol *h, const struct argp *a, const struct argp_state *state)
{
	int nopts = 0, nkids = 0;

	memset(h, 0, sizeof *h);
	h->state = state;
	tree_size(a, &nopts, &nkids);
	h->e = calloc(nopts + 1, sizeof *h->e);
	h->cl = calloc(nkids + 1, sizeof *h->cl);
	h->sbuf = calloc(2 * nopts + 1, 1);
	if (!h->e || !h->cl || !h->sbuf)
		return 0;
	build(h, a, 0);
	qsort(h->e, h->n, sizeof *h->e, entry_cmp);
	return 1;
}

static void free_hol(struct hol *h)
{
	free(h->e);
	free(h->cl);
	free(h->sbuf);
}

/* A text through argp's help filter, if it has one: the result is text,
   another string to free, or null for nothing. */
static const char *filtered(const struct hol *h, const struct argp *a, int key, const char *text)
{
	if (!a || !a->help_filter)
		return text;
	return a->help_filter(key, text, __argp_input(a, h->state));
}

static void done_with(const char *result, const char *text)
{
	if (result && result != text)
		free((char *)result);
}

/* An entry's option argument: after a short option " ARG" or "[ARG]",
   after a long one "=ARG" or "[=ARG]". */
static void arg_of(struct fmt *f, const struct argp_option *real, int is_long)
{
	if (!real->arg)
		return;
	if (real->flags & OPTION_ARG_OPTIONAL)
		f_printf(f, is_long ? "[=%s]" : "[%s]", real->arg);
	else
		f_printf(f, is_long ? "=%s" : " %s", real->arg);
}

static void header(struct hol *h, struct fmt *f, const char *text, const struct argp *a)
{
	const char *t = filtered(h, a, ARGP_KEY_HELP_HEADER, text);

	if (!t)
		return;
	if (*t) {
		if (h->prev)
			f_putc(f, '\n');
		f_indent(f, f->L.header_col);
		f_margins(f, f->L.header_col, f->L.header_col);
		f_puts(f, t);
		f_margins(f, 0, f->wmargin);
		f_putc(f, '\n');
	}
	h->sep_groups = 1;
	done_with(t, text);
}

static int inside(const struct cluster *c, const struct cluster *outer)
{
	while (c && c != outer)
		c = c->parent;
	return c != 0;
}

/* Before each option name of an entry: for the first, the blank line
   between groups and the cluster's header when the cluster starts; for
   the others, a comma. */
static void name_sep(struct hol *h, struct fmt *f, const struct entry *e, int *first, size_t col)
{
	if (*first) {
		const struct entry *pe = h->prev;
		const struct cluster *cl = e->cl;

		if (h->sep_groups && pe && e->group != pe->group)
			f_putc(f, '\n');
		if (cl && cl->header && *cl->header &&
		    (!pe || (pe->cl != cl && !inside(pe->cl, cl)))) {
			int wm = f->wmargin;
			header(h, f, cl->header, cl->argp);
			f_margins(f, f->lmargin, wm);
		}
		*first = 0;
	} else {
		f_puts(f, ", ");
	}
	f_indent(f, col);
}

static void print_entry(struct hol *h, struct fmt *f, const struct entry *e)
{
	const struct argp_option *real = e->opt, *o;
	const char *s = e->shorts, *doc;
	int first = 1, has_long = 0, i;
	int lm = f->lmargin, wm = f->wmargin;

	/* A doc entry's names are text, not long options. */
	for (i = 0; i < e->num; i++)
		if (e->opt[i].name && visible(&e->opt[i]) && !(real->flags & OPTION_DOC))
			has_long = 1;
	f_margins(f, f->lmargin, f->L.short_col);
	for (i = 0, o = e->opt; i < e->num; i++, o++) {
		if (!__argp_is_short(o) || o->key != (unsigned char)*s)
			continue;
		s++;
		if (!visible(o))
			continue;
		name_sep(h, f, e, &first, f->L.short_col);
		f_putc(f, '-');
		f_putc(f, o->key);
		/* With a long name the argument is shown there only, and a
		   note at the end says it applies to the short one too. */
		if (!has_long || f->L.dup_args)
			arg_of(f, real, 0);
		else if (real->arg)
			h->dup_arg_hidden = 1;
	}
	f_margins(f, f->lmargin, real->flags & OPTION_DOC ? f->L.doc_name_col : f->L.long_col);
	for (i = 0, o = e->opt; i < e->num; i++, o++) {
		if (!o->name || !*o->name || !visible(o))
			continue;
		if (real->flags & OPTION_DOC) {
			name_sep(h, f, e, &first, f->L.doc_name_col);
			f_puts(f, o->name);
		} else {
			name_sep(h, f, e, &first, f->L.long_col);
			f_printf(f, "--%s", o->name);
			arg_of(f, real, 1);
		}
	}
	f_margins(f, 0, f->wmargin);
	if (first) {
		/* Nothing shown: a group header, or an entry all hidden. */
		if (__argp_is_short(real) || real->name)
			goto out;
		header(h, f, real->doc, e->argp);
	} else {
		doc = filtered(h, e->argp, real->key, real->doc);
		if (doc && *doc) {
			size_t col = f_col(f);
			f_margins(f, f->L.doc_col, f->L.doc_col);
			if (col > (size_t)f->L.doc_col + 3)
				f_putc(f, '\n');
			else if (col >= (size_t)f->L.doc_col)
				f_puts(f, "   ");
			else
				f_indent(f, f->L.doc_col);
			f_puts(f, doc);
		}
		done_with(doc, real->doc);
		f_margins(f, 0, f->wmargin);
		f_putc(f, '\n');
	}
	h->prev = e;
out:
	f_margins(f, lm, wm);
}

static void option_help(struct hol *h, struct fmt *f)
{
	static const char note[] = "Mandatory or optional arguments to long options are also "
				   "mandatory or optional for any corresponding short options.";
	const struct argp *root = h->state ? h->state->root_argp : 0;
	const char *t;

	for (int i = 0; i < h->n; i++)
		print_entry(h, f, &h->e[i]);
	if (!h->dup_arg_hidden || !f->L.dup_args_note)
		return;
	t = filtered(h, root, ARGP_KEY_HELP_DUP_ARGS_NOTE, note);
	if (t && *t) {
		f_putc(f, '\n');
		f_puts(f, t);
		f_putc(f, '\n');
	}
	done_with(t, note);
}

/* Usage: the short options without argument in one bracket, then those
   with one, then every long option. */
static void option_usage(struct hol *h, struct fmt *f)
{
	char *flags, *p;
	const struct argp_option *o, *real;
	const char *arg, *s;
	int i, k, fl;

	p = flags = malloc(2 * h->n + 1 + 256);
	if (!flags)
		return;
	for (i = 0; i < h->n; i++) {
		real = h->e[i].opt;
		for (k = 0, o = real, s = h->e[i].shorts; k < h->e[i].num; k++, o++) {
			if (!__argp_is_short(o) || o->key != (unsigned char)*s)
				continue;
			s++;
			if (visible(o) && !o->arg && !real->arg &&
			    !((o->flags | real->flags) & OPTION_NO_USAGE))
				*p++ = (char)o->key;
		}
	}
	*p = 0;
	if (*flags)
		f_printf(f, " [-%s]", flags);
	free(flags);
	for (i = 0; i < h->n; i++) {
		real = h->e[i].opt;
		for (k = 0, o = real, s = h->e[i].shorts; k < h->e[i].num; k++, o++) {
			if (!__argp_is_short(o) || o->key != (unsigned char)*s)
				continue;
			s++;
			arg = o->arg ? o->arg : real->arg;
			fl = o->flags | real->flags;
			if (!visible(o) || !arg || (fl & OPTION_NO_USAGE))
				continue;
			if (fl & OPTION_ARG_OPTIONAL) {
				f_printf(f, " [-%c[%s]]", o->key, arg);
			} else {
				f_space(f, 6 + strlen(arg));
				f_printf(f, "[-%c %s]", o->key, arg);
			}
		}
	}
	for (i = 0; i < h->n; i++) {
		real = h->e[i].opt;
		for (k = 0, o = real; k < h->e[i].num; k++, o++) {
			if (!o->name || !visible(o))
				continue;
			arg = o->arg ? o->arg : real->arg;
			fl = o->flags | real->flags;
			if (fl & OPTION_NO_USAGE)
				continue;
			if (!arg)
				f_printf(f, " [--%s]", o->name);
			else if (fl & OPTION_ARG_OPTIONAL)
				f_printf(f, " [--%s[=%s]]", o->name, arg);
			else
				f_printf(f, " [--%s=%s]", o->name, arg);
		}
	}
}

static int arg_levels(const struct argp *a)
{
	const struct argp_child *c;
	int n = a->args_doc && strchr(a->args_doc, '\n');

	for (c = a->children; c && c->argp; c++)
		n += arg_levels(c->argp);
	return n;
}

/* The non-option arguments of the usage line.  An args_doc of several
   lines gives several usage lines: each such argp has a counter in
   levels saying which line is shown, and the counters advance like an
   odometer, children before parents.  Returns whether another usage
   line is due. */
static int args_usage(struct hol *h, struct fmt *f, const struct argp *a, char **levels,
		      int advance)
{
	const struct argp_child *c;
	char *mine = *levels;
	const char *t = filtered(h, a, ARGP_KEY_HELP_ARGS_DOC, a->args_doc), *cp, *nl = 0;
	int several = 0, more_here = 0;

	if (t) {
		cp = t;
		nl = strchrnul(cp, '\n');
		if (*nl) {
			several = 1;
			for (int i = 0; i < *mine; i++) {
				cp = nl + 1;
				nl = strchrnul(cp, '\n');
			}
			++*levels;
		}
		f_space(f, 1 + (nl - cp));
		f_write(f, cp, nl - cp);
		more_here = *nl != 0;
	}
	done_with(t, a->args_doc);
	for (c = a->children; c && c->argp; c++)
		advance = !args_usage(h, f, c->argp, levels, advance);
	if (advance && several) {
		if (more_here) {
			++*mine;
			advance = 0;
		} else {
			*mine = 0;
		}
	}
	return !advance;
}

/* A doc text before (post 0) or after the options: the argp's and its
   children's, or only the first found when first_only. */
static int doc_text(struct hol *h, struct fmt *f, const struct argp *a, int post,
		    int blank_before, int first_only)
{
	const struct argp_child *c;
	const char *in = 0, *vt, *t;
	char *copy = 0;
	size_t limit = 0;
	int any = 0;

	if (a->doc) {
		vt = strchr(a->doc, '\v');
		in = post ? (vt ? vt + 1 : 0) : a->doc;
		limit = !post && vt ? (size_t)(vt - a->doc) : 0;
	}
	if (a->help_filter && limit)
		in = copy = strndup(in, limit);
	t = filtered(h, a, post ? ARGP_KEY_HELP_POST_DOC : ARGP_KEY_HELP_PRE_DOC, in);
	if (t) {
		if (blank_before)
			f_putc(f, '\n');
		if (t == in && limit && !copy)
			f_write(f, t, limit);
		else
			f_puts(f, t);
		if (f_col(f) > (size_t)f->lmargin)
			f_putc(f, '\n');
		any = 1;
	}
	done_with(t, in);
	free(copy);
	if (post && a->help_filter) {
		t = a->help_filter(ARGP_KEY_HELP_EXTRA, 0, __argp_input(a, h->state));
		if (t) {
			if (any || blank_before)
				f_putc(f, '\n');
			f_puts(f, t);
			free((char *)t);
			if (f_col(f) > (size_t)f->lmargin)
				f_putc(f, '\n');
			any = 1;
		}
	}
	for (c = a->children; c && c->argp && !(first_only && any); c++)
		any |= doc_text(h, f, c->argp, post, any || blank_before, first_only);
	return any;
}

hidden void __argp_help(const struct argp *argp, const struct argp_state *state,
			FILE *stream, unsigned flags, const char *name)
{
	static const struct argp empty;
	struct fmt f = { 0 };
	struct hol h;
	int any = 0, first = 1, more, n;
	char *levels = 0, *lp;

	if (!stream)
		return;
	if (!argp)
		argp = &empty;
	f.out = stream;
	f.bufsize = BUF_START;
	read_layout(&f.L, state);
	flockfile(stream);
	if (!make_hol(&h, argp, state))
		goto out;
	if (flags & (ARGP_HELP_USAGE | ARGP_HELP_SHORT_USAGE)) {
		n = arg_levels(argp);
		levels = calloc(n + 1, 1);
		if (!levels)
			goto out;
		do {
			int lm = f.lmargin, wm = f.wmargin;
			f_margins(&f, f.lmargin, f.L.usage_indent);
			f_printf(&f, "%s %s", first ? "Usage:" : "  or: ", name);
			f_margins(&f, f.L.usage_indent, f.wmargin);
			if (flags & ARGP_HELP_SHORT_USAGE) {
				if (h.n)
					f_puts(&f, " [OPTION...]");
			} else {
				option_usage(&h, &f);
				flags |= ARGP_HELP_SHORT_USAGE;
			}
			lp = levels;
			more = args_usage(&h, &f, argp, &lp, 1);
			f_margins(&f, lm, wm);
			f_putc(&f, '\n');
			any = 1;
			first = 0;
		} while (more);
	}
	if (flags & ARGP_HELP_PRE_DOC)
		any |= doc_text(&h, &f, argp, 0, 0, 1);
	if (flags & ARGP_HELP_SEE) {
		f_printf(&f, "Try `%s --help' or `%s --usage' for more information.\n", name, name);
		any = 1;
	}
	if ((flags & ARGP_HELP_LONG) && h.n) {
		if (any)
			f_putc(&f, '\n');
		option_help(&h, &f);
		any = 1;
	}
	if (flags & ARGP_HELP_POST_DOC)
		any |= doc_text(&h, &f, argp, 1, any, 0);
	if ((flags & ARGP_HELP_BUG_ADDR) && argp_program_bug_address) {
		if (any)
			f_putc(&f, '\n');
		f_printf(&f, "Report bugs to %s.\n", argp_program_bug_address);
	}
out:
	f_sync(&f);
	if (f.len)
		fwrite(f.line, 1, f.len, stream);
	free(f.line);
	free(levels);
	free_hol(&h);
	funlockfile(stream);
}
