#define _GNU_SOURCE
#include <ctype.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include "bracket.h"
#include "regex_impl.h"

/*
 * regcomp parses the pattern into a tree, then lays the tree out as a
 * program (regex_impl.h).  A bounded repeat copies its operand, so
 * x{2,4} is x x (x (x)?)?; the total size is capped, which turns a
 * pathological nesting of counts into REG_ESPACE instead of a huge
 * allocation.
 *
 * The parser reads the GNU syntaxes (RE_ bits): regcomp asks for POSIX
 * basic or extended, re_compile_pattern for whatever the program set.
 * Each operator is on, off, or spelt with a backslash.
 */

enum { N_EMPTY, N_CHAR, N_ANY, N_SET, N_ASSERT, N_BREF, N_CAT, N_ALT, N_REPEAT, N_GROUP };
enum { OFF, BARE, BK };
enum { MAX_PROG = 1 << 16, MAX_DEPTH = 256, INF = -1 };

struct node {
	unsigned char type;
	int a, b;        /* children (CAT, ALT; REPEAT and GROUP use a) */
	int arg;         /* CHAR byte, SET index, ASSERT op, BREF/GROUP number */
	int min, max;    /* REPEAT */
};

struct parser {
	const unsigned char *p;
	/* how each operator is spelt: OFF, BARE ("+") or BK ("\\+") */
	int parens, vbar, plusq, braces;
	int indep_anchors;   /* ^ and $ are anchors anywhere */
	int indep_ops;       /* a repeat operator is one anywhere */
	int invalid_ops;     /* ... and an error where nothing precedes it */
	int newline_alt;     /* a newline separates alternatives */
	int dot_nl;          /* '.' matches a newline */
	int hat_nl;          /* [^...], \W and \S do not */
	int gnu_ops;         /* \w \s \b \< \` and the rest */
	int refs;            /* \1 .. \9 */
	int icase;
	int rparen_ord;      /* an unmatched ')' is an ordinary character */
	int interval_ord;    /* so is the '{' of an invalid interval */
	int no_empty_ranges; /* "[b-a]" is an error, not an empty range */
	int utf8;            /* the locale's characters are UTF-8 sequences */
	int dot_null;        /* '.' matches NUL */
	int err;
	int depth;
	int groups;      /* groups opened so far */
	int closed[10];  /* which of groups 1..9 are complete (for \n) */
	int backrefs;
	struct node *n;
	int nn, ncap;
	uint32_t (*sets)[8];
	int nsets, setcap;
};

static int node(struct parser *ps, int type, int a, int b, int arg)
{
	if (ps->err)
		return 0;
	if (ps->nn == ps->ncap) {
		int cap = ps->ncap ? 2 * ps->ncap : 32;
		struct node *n = realloc(ps->n, cap * sizeof *n);
		if (!n) {
			ps->err = REG_ESPACE;
			return 0;
		}
		ps->n = n;
		ps->ncap = cap;
	}
	ps->n[ps->nn] = (struct node){ type, a, b, arg, 0, 0 };
	return ps->nn++;
}

static int new_set(struct parser *ps)
{
	if (ps->nsets == ps->setcap) {
		int cap = ps->setcap ? 2 * ps->setcap : 4;
		uint32_t (*s)[8] = realloc(ps->sets, cap * sizeof *s);
		if (!s) {
			ps->err = REG_ESPACE;
			return -1;
		}
		ps->sets = s;
		ps->setcap = cap;
	}
	memset(ps->sets[ps->nsets], 0, sizeof ps->sets[0]);
	return ps->nsets++;
}

static void set_add(uint32_t *set, int c)
{
	set[c >> 5] |= 1u << (c & 31);
}

/* A one-byte node; under REG_ICASE a letter becomes the set of both
   cases. */
static int char_node(struct parser *ps, int c)
{
	if (ps->icase && tolower(c) != toupper(c)) {
		int s = new_set(ps);
		if (s < 0)
			return 0;
		set_add(ps->sets[s], tolower(c));
		set_add(ps->sets[s], toupper(c));
		return node(ps, N_SET, 0, 0, s);
	}
	return node(ps, N_CHAR, 0, 0, c);
}

/* A node for a set of the bytes lo..hi. */
static int range_node(struct parser *ps, int lo, int hi)
{
	int s = new_set(ps);
	if (s < 0)
		return 0;
	for (int c = lo; c <= hi; c++)
		set_add(ps->sets[s], c);
	return node(ps, N_SET, 0, 0, s);
}

/* In a UTF-8 locale: any character of two to four bytes, as a lead
   byte and its continuation bytes, so that '.' and "[^x]" take a whole
   character, never part of one. */
static int multibyte_any(struct parser *ps)
{
	static const unsigned char lead[3][2] = { { 0xc2, 0xdf }, { 0xe0, 0xef }, { 0xf0, 0xf4 } };
	int alt = -1;

	for (int k = 0; k < 3; k++) {
		int seq = range_node(ps, lead[k][0], lead[k][1]);
		for (int i = 0; i <= k; i++)
			seq = node(ps, N_CAT, seq, range_node(ps, 0x80, 0xbf), 0);
		alt = alt < 0 ? seq : node(ps, N_ALT, alt, seq, 0);
	}
	return alt;
}

/* In a UTF-8 locale: the single-byte set s (whose bytes above 0x7f are
   dropped) or any multibyte character. */
static int with_multibyte(struct parser *ps, int s)
{
	for (int c = 0x80; c < 256; c++)
		ps->sets[s][c >> 5] &= ~(1u << (c & 31));
	return node(ps, N_ALT, node(ps, N_SET, 0, 0, s), multibyte_any(ps), 0);
}

/* In a UTF-8 locale, the lead byte c (already read) and the
   continuation bytes at ps->p as one atom, so that "é*" repeats the
   whole character; -1 when they do not form a character. */
static int multibyte_char(struct parser *ps, int c)
{
	int more = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : 1;

	if (c < 0xc2 || c > 0xf4)
		return -1;
	for (int i = 0; i < more; i++)
		if (ps->p[i] < 0x80 || ps->p[i] > 0xbf)
			return -1;
	int n = node(ps, N_CHAR, 0, 0, c);
	for (int i = 0; i < more; i++)
		n = node(ps, N_CAT, n, node(ps, N_CHAR, 0, 0, *ps->p++), 0);
	return n;
}

/* \w, \W, \s, \S (GNU): a set by class. */
static int class_node(struct parser *ps, int (*test)(int), int negate)
{
	int s = new_set(ps);
	if (s < 0)
		return 0;
	for (int c = 1; c < 256; c++)
		if (!!test(c) != negate && !(negate && c == '\n' && ps->hat_nl))
			set_add(ps->sets[s], c);
	return node(ps, N_SET, 0, 0, s);
}

static int is_word(int c)
{
	return isalnum(c) || c == '_';
}

/* p is just past '['. */
static int bracket(struct parser *ps)
{
	const char *end = 0;
	int s = new_set(ps), negate = *ps->p == '^';

	if (s < 0)
		return 0;
	for (int c = 1; c < 256; c++) {
		int r = __bracket_match((const char *)ps->p, (unsigned char)c, 1, ps->icase,
					1 + ps->no_empty_ranges, &end);
		if (r < 0) {
			ps->err = r == -2 ? REG_ECTYPE : r == -3 ? REG_ERANGE : REG_EBRACK;
			return 0;
		}
		if (r && !(negate && c == '\n' && ps->hat_nl))
			set_add(ps->sets[s], c);
	}
	/* a negated list of single-byte characters also takes every
	   multibyte one; lists naming multibyte characters stay bytes */
	if (ps->utf8 && negate) {
		const unsigned char *q = ps->p;
		while (q < (const unsigned char *)end && *q < 0x80)
			q++;
		if (q == (const unsigned char *)end) {
			ps->p = q;
			return with_multibyte(ps, s);
		}
	}
	ps->p = (const unsigned char *)end;
	return node(ps, N_SET, 0, 0, s);
}

static int alternation(struct parser *ps);

/* Length of the operator c spelt as style says at p, or 0 if p has
   something else. */
static int token(const unsigned char *p, int style, int c)
{
	if (style == BARE)
		return *p == c;
	if (style == BK)
		return p[0] == '\\' && p[1] == c ? 2 : 0;
	return 0;
}

/* Length of the alternation operator at p, or 0. */
static int alt_token(struct parser *ps, const unsigned char *p)
{
	if (ps->newline_alt && *p == '\n')
		return 1;
	return token(p, ps->vbar, '|');
}

/* Whether the parser stands at the end of a branch (a '|' or the group's
   closing parenthesis or the end of the pattern). */
static int at_branch_end(struct parser *ps)
{
	const unsigned char *p = ps->p;

	return !*p || alt_token(ps, p) || (ps->depth && token(p, ps->parens, ')'));
}

/* "m", "m,", "m,n" then '}' or "\}"; p is past the '{'. */
static int interval(struct parser *ps, int *min, int *max)
{
	long lo = -1, hi;

	if (isdigit(*ps->p))
		for (lo = 0; isdigit(*ps->p) && lo <= RE_DUP_MAX; ps->p++)
			lo = lo * 10 + (*ps->p - '0');
	hi = lo;
	if (*ps->p == ',') {
		ps->p++;
		if (lo < 0)
			lo = 0;   /* "{,n}" is "{0,n}", a GNU form */
		hi = INF;
		if (isdigit(*ps->p))
			for (hi = 0; isdigit(*ps->p) && hi <= RE_DUP_MAX; ps->p++)
				hi = hi * 10 + (*ps->p - '0');
	}
	int close = token(ps->p, ps->braces, '}');
	if (!close)
		return *ps->p ? REG_BADBR : REG_EBRACE;
	ps->p += close;
	if (lo < 0 || lo > RE_DUP_MAX || hi > RE_DUP_MAX || (hi != INF && hi < lo))
		return REG_BADBR;
	*min = (int)lo;
	*max = (int)hi;
	return 0;
}

/* Whether the '{' (or "\{") at p starts no valid interval. */
static int bad_interval(struct parser *ps, const unsigned char *p)
{
	const unsigned char *at = ps->p;
	int min, max, bad;

	ps->p = p + token(p, ps->braces, '{');
	bad = interval(ps, &min, &max) != 0;
	ps->p = at;
	return bad;
}

/* Whether the byte at p, read as an atom, would be a repeat operator. */
static int is_repeat_op(struct parser *ps, const unsigned char *p)
{
	return *p == '*' || token(p, ps->plusq, '+') || token(p, ps->plusq, '?') ||
	       token(p, ps->braces, '{');
}

static int atom(struct parser *ps, int branch_start)
{
	int c = *ps->p, n;

	if (token(ps->p, ps->parens, '(')) {
		ps->p += token(ps->p, ps->parens, '(');
		goto group;
	}
	if (!ps->depth && !ps->rparen_ord && token(ps->p, ps->parens, ')')) {
		ps->err = REG_ERPAREN;
		return 0;
	}
	if (ps->interval_ord && token(ps->p, ps->braces, '{') && bad_interval(ps, ps->p)) {
		ps->p += token(ps->p, ps->braces, '{');
		return char_node(ps, '{');
	}
	if (c != '\\' && is_repeat_op(ps, ps->p)) {
		if (ps->invalid_ops) {
			ps->err = REG_BADRPT;
			return 0;
		}
		/* with context-independent operators, "*a" repeats an
		   empty atom (GNU egrep's reading); otherwise a repeat
		   operator with nothing before it is literal */
		if (ps->indep_ops && !token(ps->p, ps->braces, '{'))
			return node(ps, N_EMPTY, 0, 0, 0);
	}
	ps->p++;
	switch (c) {
	case '.':
		if (ps->dot_nl && !ps->dot_null && !ps->utf8)
			return node(ps, N_ANY, 0, 0, 0);
		n = new_set(ps);
		if (n < 0)
			return 0;
		for (c = !ps->dot_null; c < 256; c++)
			if (c != '\n' || ps->dot_nl)
				set_add(ps->sets[n], c);
		if (ps->utf8)
			return with_multibyte(ps, n);
		return node(ps, N_SET, 0, 0, n);
	case '[':
		return bracket(ps);
	case '^':
		if (ps->indep_anchors || branch_start)
			return node(ps, N_ASSERT, 0, 0, OP_BOL);
		break;
	case '$':
		if (ps->indep_anchors || at_branch_end(ps))
			return node(ps, N_ASSERT, 0, 0, OP_EOL);
		break;
	case '\\':
		c = *ps->p++;
		if (c && !ps->gnu_ops && strchr("wWsSbB<>`'", c))
			return char_node(ps, c);
		switch (c) {
		case 0:
			ps->err = REG_EESCAPE;
			return 0;
		case '1': case '2': case '3': case '4': case '5':
		case '6': case '7': case '8': case '9':
			if (!ps->refs)
				break;
			if (!ps->closed[c - '0']) {
				ps->err = REG_ESUBREG;
				return 0;
			}
			ps->backrefs = 1;
			return node(ps, N_BREF, 0, 0, c - '0');
		case 'w': return class_node(ps, is_word, 0);
		case 'W': return class_node(ps, is_word, 1);
		case 's': return class_node(ps, isspace, 0);
		case 'S': return class_node(ps, isspace, 1);
		case 'b': return node(ps, N_ASSERT, 0, 0, OP_WORDB);
		case 'B': return node(ps, N_ASSERT, 0, 0, OP_NWORDB);
		case '<': return node(ps, N_ASSERT, 0, 0, OP_WBEG);
		case '>': return node(ps, N_ASSERT, 0, 0, OP_WEND);
		case '`': return node(ps, N_ASSERT, 0, 0, OP_BUFBEG);
		case '\'': return node(ps, N_ASSERT, 0, 0, OP_BUFEND);
		}
		break;
	default:
		if (ps->utf8 && c >= 0x80 && (n = multibyte_char(ps, c)) >= 0)
			return n;
	}
	return char_node(ps, c);

group:
	n = ++ps->groups;
	if (++ps->depth > MAX_DEPTH) {
		ps->err = REG_ESPACE;
		return 0;
	}
	int inner = alternation(ps);
	ps->depth--;
	if (ps->err)
		return 0;
	int close = token(ps->p, ps->parens, ')');
	if (!close) {
		ps->err = REG_EPAREN;
		return 0;
	}
	ps->p += close;
	if (n < 10)
		ps->closed[n] = 1;
	return node(ps, N_GROUP, inner, 0, n);
}

/* An atom and the repeat operators after it. */
static int repeat(struct parser *ps, int branch_start)
{
	int a = atom(ps, branch_start);

	/* a BRE's '*' right after a leading '^' is an ordinary character,
	   left for the next atom */
	if (!ps->indep_ops && !ps->err && ps->n[a].type == N_ASSERT && ps->n[a].arg == OP_BOL)
		return a;
	while (!ps->err) {
		const unsigned char *p = ps->p;
		int min, max, len;

		if (*p == '*') {
			min = 0, max = INF, len = 1;
		} else if ((len = token(p, ps->plusq, '+'))) {
			min = 1, max = INF;
		} else if ((len = token(p, ps->plusq, '?'))) {
			min = 0, max = 1;
		} else if ((len = token(p, ps->braces, '{'))) {
			if (ps->interval_ord && bad_interval(ps, p))
				break;  /* the next atom takes it literally */
			ps->p += len;
			ps->err = interval(ps, &min, &max);
			if (ps->err)
				return 0;
			len = 0;
		} else {
			break;
		}
		ps->p += len;
		a = node(ps, N_REPEAT, a, 0, 0);
		if (!ps->err) {
			ps->n[a].min = min;
			ps->n[a].max = max;
		}
	}
	return a;
}

static int branch(struct parser *ps)
{
	int n = node(ps, N_EMPTY, 0, 0, 0), start = 1;

	while (!ps->err && !at_branch_end(ps)) {
		/* unmatched ')' in an ERE is an ordinary character */
		int a = repeat(ps, start);
		n = node(ps, N_CAT, n, a, 0);
		start = 0;
	}
	return n;
}

static int alternation(struct parser *ps)
{
	int n = branch(ps);

	while (!ps->err && *ps->p) {
		int len = alt_token(ps, ps->p);
		if (!len)
			break;
		ps->p += len;
		int b = branch(ps);
		n = node(ps, N_ALT, n, b, 0);
	}
	return n;
}

struct emitter {
	struct re_inst *code;
	int len;
	int err;
	const struct node *n;
};

static int emit(struct emitter *e, int op, int arg)
{
	if (e->len >= MAX_PROG) {
		e->err = REG_ESPACE;
		return 0;
	}
	e->code[e->len] = (struct re_inst){ (unsigned char)op, arg, 0, 0 };
	return e->len++;
}

static void gen(struct emitter *e, int i, int depth)
{
	const struct node *n = &e->n[i];
	int l1, l2;

	if (e->err)
		return;
	if (depth > 4 * MAX_DEPTH) {
		e->err = REG_ESPACE;
		return;
	}
	switch (n->type) {
	case N_EMPTY:
		break;
	case N_CHAR:
		emit(e, OP_CHAR, n->arg);
		break;
	case N_ANY:
		emit(e, OP_ANY, 0);
		break;
	case N_SET:
		emit(e, OP_SET, n->arg);
		break;
	case N_ASSERT:
		emit(e, n->arg, 0);
		break;
	case N_BREF:
		emit(e, OP_BREF, n->arg);
		break;
	case N_CAT:
		gen(e, n->a, depth + 1);
		gen(e, n->b, depth + 1);
		break;
	case N_GROUP:
		emit(e, OP_SAVE, 2 * n->arg);
		gen(e, n->a, depth + 1);
		emit(e, OP_SAVE, 2 * n->arg + 1);
		break;
	case N_ALT:
		l1 = emit(e, OP_SPLIT, 0);
		gen(e, n->a, depth + 1);
		l2 = emit(e, OP_JMP, 0);
		if (e->err)
			return;
		e->code[l1].x = l1 + 1;
		e->code[l1].y = e->len;
		gen(e, n->b, depth + 1);
		e->code[l2].x = e->len;
		break;
	case N_REPEAT:
		for (int k = 0; k < n->min && !e->err; k++)
			gen(e, n->a, depth + 1);
		if (n->max == INF) {
			/* split B, out; B: body; split B, out.  The loop test
			   comes after the body, so a body that can match empty
			   still runs once: (a*)* against "b" sets group 1 to
			   the empty string before "b", as POSIX and glibc do */
			l1 = emit(e, OP_SPLIT, 0);
			gen(e, n->a, depth + 1);
			l2 = emit(e, OP_SPLIT, 0);
			if (e->err)
				return;
			e->code[l1].x = l1 + 1;
			e->code[l1].y = e->len;
			e->code[l2].x = l1 + 1;
			e->code[l2].y = e->len;
		} else {
			/* each optional copy: split body, end */
			int first = e->len;
			for (int k = n->min; k < n->max && !e->err; k++) {
				emit(e, OP_SPLIT, 0);
				gen(e, n->a, depth + 1);
			}
			if (e->err)
				return;
			for (int at = first; at < e->len; at++)
				if (e->code[at].op == OP_SPLIT && !e->code[at].x && !e->code[at].y) {
					e->code[at].x = at + 1;
					e->code[at].y = e->len;
				}
		}
		break;
	}
}

static int style(unsigned long syntax, unsigned long bare_bit)
{
	return syntax & bare_bit ? BARE : BK;
}

/* With a translate table, the program's bytes become their images, so
   that a text byte matches when its image does. */
static void translate(struct parser *ps, const unsigned char *tr)
{
	for (int k = 0; k < ps->nn; k++)
		if (ps->n[k].type == N_CHAR)
			ps->n[k].arg = tr[ps->n[k].arg];
	for (int k = 0; k < ps->nsets; k++) {
		uint32_t image[8] = { 0 };
		for (int c = 0; c < 256; c++)
			if (ps->sets[k][c >> 5] >> (c & 31) & 1)
				set_add(image, tr[c]);
		memcpy(ps->sets[k], image, sizeof image);
	}
}

int __regex_compile(regex_t *preg, const char *pattern, unsigned long syntax,
		    const unsigned char *tr)
{
	int limited = !!(syntax & RE_LIMITED_OPS);
	struct parser ps = {
		.p = (const unsigned char *)pattern,
		.parens = style(syntax, RE_NO_BK_PARENS),
		.vbar = limited ? OFF : style(syntax, RE_NO_BK_VBAR),
		.plusq = limited ? OFF : syntax & RE_BK_PLUS_QM ? BK : BARE,
		.braces = syntax & RE_INTERVALS ? style(syntax, RE_NO_BK_BRACES) : OFF,
		.indep_anchors = !!(syntax & RE_CONTEXT_INDEP_ANCHORS),
		.indep_ops = !!(syntax & RE_CONTEXT_INDEP_OPS),
		.invalid_ops = !!(syntax & RE_CONTEXT_INVALID_OPS),
		.newline_alt = !!(syntax & RE_NEWLINE_ALT),
		.dot_nl = !!(syntax & RE_DOT_NEWLINE),
		.hat_nl = !!(syntax & RE_HAT_LISTS_NOT_NEWLINE),
		.gnu_ops = !(syntax & RE_NO_GNU_OPS),
		.refs = !(syntax & RE_NO_BK_REFS),
		.icase = !!(syntax & RE_ICASE),
		.dot_null = !(syntax & RE_DOT_NOT_NULL),
		.rparen_ord = !!(syntax & RE_UNMATCHED_RIGHT_PAREN_ORD),
		.interval_ord = !!(syntax & RE_INVALID_INTERVAL_ORD),
		.no_empty_ranges = !!(syntax & RE_NO_EMPTY_RANGES),
		.utf8 = MB_CUR_MAX > 1,
	};
	struct emitter e = { 0 };
	struct re_prog *prog;
	int root = alternation(&ps);

	if (!ps.err && *ps.p)
		ps.err = REG_EPAREN;
	prog = ps.err ? 0 : calloc(1, sizeof *prog);
	if (!ps.err && !prog)
		ps.err = REG_ESPACE;
	if (!ps.err && tr) {
		prog->tr = malloc(256);
		if (!prog->tr)
			ps.err = REG_ESPACE;
		else
			memcpy(prog->tr, tr, 256);
		translate(&ps, tr);
	}
	if (!ps.err) {
		e.code = malloc(MAX_PROG * sizeof *e.code);
		e.n = ps.n;
		if (!e.code)
			ps.err = REG_ESPACE;
	}
	if (!ps.err) {
		emit(&e, OP_SAVE, 0);
		gen(&e, root, 0);
		emit(&e, OP_SAVE, 1);
		emit(&e, OP_MATCH, 0);
		ps.err = e.err;
	}
	free(ps.n);
	if (ps.err) {
		free(e.code);
		free(ps.sets);
		if (prog)
			free(prog->tr);
		free(prog);
		return ps.err;
	}
	struct re_inst *shrunk = realloc(e.code, e.len * sizeof *e.code);
	prog->code = shrunk ? shrunk : e.code;
	prog->len = e.len;
	prog->sets = ps.sets;
	prog->nsets = ps.nsets;
	prog->nsub = ps.groups;
	prog->icase = ps.icase;
	prog->backrefs = ps.backrefs;
	preg->buffer = prog;
	preg->allocated = preg->used = sizeof *prog;
	preg->syntax = syntax;
	preg->re_nsub = ps.groups;
	preg->fastmap_accurate = 0;
	return 0;
}

/* Compiles pattern into *preg.  Returns 0 or a REG_ error; on error
   nothing needs freeing.  Thread-safe. */
int regcomp(regex_t *restrict preg, const char *restrict pattern, int cflags)
{
	unsigned long syntax = cflags & REG_EXTENDED ? RE_SYNTAX_POSIX_EXTENDED
						     : RE_SYNTAX_POSIX_BASIC;
	int r;

	if (cflags & REG_ICASE)
		syntax |= RE_ICASE;
	if (cflags & REG_NEWLINE)
		syntax = (syntax & ~RE_DOT_NEWLINE) | RE_HAT_LISTS_NOT_NEWLINE;
	if (cflags & REG_NOSUB)
		syntax |= RE_NO_SUB;
	r = __regex_compile(preg, pattern, syntax, 0);
	if (r)
		return r;
	preg->fastmap = 0;
	preg->translate = 0;
	preg->can_be_null = 0;
	preg->regs_allocated = REGS_UNALLOCATED;
	preg->no_sub = !!(cflags & REG_NOSUB);
	preg->not_bol = preg->not_eol = 0;
	preg->newline_anchor = !!(cflags & REG_NEWLINE);
	return 0;
}
