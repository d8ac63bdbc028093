#include <errno.h>
#include <fcntl.h>
#include <iconv.h>
#include <langinfo.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "bufput.h"
#include "intl_impl.h"
#include "locale_impl.h"
#include "lock.h"

/*
 * The translations live in GNU message catalogs (.mo files, as msgfmt
 * writes them): dir/LANG/LC_CATEGORY/domain.mo, for each language of
 * $LANGUAGE (or the category's locale name) in turn and each shorter form
 * of it (de_AT.UTF-8@euro ... de).  A catalog is mapped at its first use
 * and kept, as is the knowledge that a file is not there, so a lookup
 * costs string compares and no system call.
 */

struct catalog {
	struct catalog *next;
	const unsigned char *map;    /* null: no such file, or not a catalog */
	size_t size;
	uint32_t n, orig, trans;     /* strings, offsets of the two tables */
	int swap;                    /* written on a machine of the other order */
	const char *plural;          /* the header's plural= expression */
	unsigned long nplurals;
	/* Translations converted to the codeset asked for, each made at its
	   first use; null when the catalog is in that codeset already. */
	iconv_t cd;
	char **conv;
	size_t *convlen;
	char key[];                  /* path, '\0', codeset */
};

static struct catalog *catalogs;

static uint32_t word(const struct catalog *c, size_t off)
{
	uint32_t w;

	memcpy(&w, c->map + off, 4);
	return c->swap ? __builtin_bswap32(w) : w;
}

/* String i of the table at off (originals or translations), with its
   length; null if the catalog places it outside itself. */
static const char *string(const struct catalog *c, uint32_t table, uint32_t i, size_t *len)
{
	uint32_t l = word(c, table + 8 * (size_t)i), o = word(c, table + 8 * (size_t)i + 4);

	if (o >= c->size || l >= c->size - o || c->map[o + l])
		return 0;
	*len = l;
	return (const char *)c->map + o;
}

/* The index of msgid among the originals (sorted, as msgfmt writes
   them), or -1. */
static long find(const struct catalog *c, const char *msgid)
{
	uint32_t lo = 0, hi = c->n;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		size_t len;
		const char *s = string(c, c->orig, mid, &len);
		int d;
		if (!s)
			return -1;
		d = strcmp(msgid, s);
		if (!d)
			return mid;
		if (d < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return -1;
}

/* The plural expression: C's operators on unsigned long n, as GNU
   gettext reads them.  Each level returns its value; a syntax error
   sets *bad. */
struct expr {
	const char *s;
	unsigned long n;
	int bad;
};

static unsigned long cond(struct expr *e);

static void blank(struct expr *e)
{
	while (*e->s == ' ' || *e->s == '\t')
		e->s++;
}

static int take(struct expr *e, const char *op)
{
	size_t len = strlen(op);

	blank(e);
	if (strncmp(e->s, op, len))
		return 0;
	/* "<" is not the start of "<=", nor "!" of "!=", nor "=" alone. */
	if (len == 1 && (*op == '<' || *op == '>' || *op == '!') && e->s[1] == '=')
		return 0;
	e->s += len;
	return 1;
}

static unsigned long primary(struct expr *e)
{
	unsigned long v = 0;

	blank(e);
	if (take(e, "!"))
		return !primary(e);
	if (*e->s == 'n') {
		e->s++;
		return e->n;
	}
	if (*e->s >= '0' && *e->s <= '9') {
		while (*e->s >= '0' && *e->s <= '9')
			v = v * 10 + (unsigned long)(*e->s++ - '0');
		return v;
	}
	if (take(e, "(")) {
		v = cond(e);
		if (!take(e, ")"))
			e->bad = 1;
		return v;
	}
	e->bad = 1;
	return 0;
}

static unsigned long product(struct expr *e)
{
	unsigned long v = primary(e), w;

	for (;;) {
		if (take(e, "*")) {
			v *= primary(e);
		} else if (take(e, "/") || take(e, "%")) {
			int mod = e->s[-1] == '%';
			/* Division by zero: no plural form, the first is used. */
			if (!(w = primary(e)))
				e->bad = 1;
			else
				v = mod ? v % w : v / w;
		} else {
			return v;
		}
	}
}

static unsigned long sum(struct expr *e)
{
	unsigned long v = product(e);

	for (;;) {
		if (take(e, "+"))
			v += product(e);
		else if (take(e, "-"))
			v -= product(e);
		else
			return v;
	}
}

static unsigned long relation(struct expr *e)
{
	unsigned long v = sum(e);

	for (;;) {
		if (take(e, "<="))
			v = v <= sum(e);
		else if (take(e, ">="))
			v = v >= sum(e);
		else if (take(e, "<"))
			v = v < sum(e);
		else if (take(e, ">"))
			v = v > sum(e);
		else
			return v;
	}
}

static unsigned long equality(struct expr *e)
{
	unsigned long v = relation(e);

	for (;;) {
		if (take(e, "=="))
			v = v == relation(e);
		else if (take(e, "!="))
			v = v != relation(e);
		else
			return v;
	}
}

static unsigned long conj(struct expr *e)
{
	unsigned long v = equality(e);

	while (take(e, "&&"))
		v = equality(e) && v;
	return v;
}

static unsigned long disj(struct expr *e)
{
	unsigned long v = conj(e);

	while (take(e, "||"))
		v = conj(e) || v;
	return v;
}

static unsigned long cond(struct expr *e)
{
	unsigned long v = disj(e), a, b;

	if (!take(e, "?"))
		return v;
	a = cond(e);
	if (!take(e, ":"))
		e->bad = 1;
	b = cond(e);
	return v ? a : b;
}

/* Which plural form n takes in catalog c: the header's rule, or
   English's (n != 1) without one. */
static unsigned long form(const struct catalog *c, unsigned long n)
{
	struct expr e = { c->plural, n, 0 };
	unsigned long v;

	if (!c->plural)
		return n != 1;
	v = cond(&e);
	blank(&e);
	if (e.bad || (*e.s && *e.s != ';' && *e.s != '\n'))
		return n != 1;
	return v < c->nplurals ? v : 0;
}

/* The value of "name" in the header's line that starts with field, up to
   the end of that value; null if absent. */
static const char *header_value(const char *h, const char *field, const char *name, size_t *len)
{
	size_t fl = strlen(field), nl = strlen(name);

	for (const char *line = h; *line; ) {
		const char *end = strchr(line, '\n');
		if (!end)
			end = line + strlen(line);
		if (!strncmp(line, field, fl))
			for (const char *p = line + fl; p + nl <= end; p++)
				if (!strncmp(p, name, nl) && (p == line + fl || p[-1] == ' ' || p[-1] == ';')) {
					p += nl;
					*len = strcspn(p, "; \n");
					if (p + *len > end)
						*len = end - p;
					return p;
				}
		line = *end ? end + 1 : end;
	}
	return 0;
}

/* Whether two codeset names are the same ("UTF-8", "utf8"). */
static int same_codeset(const char *a, size_t alen, const char *b)
{
	const char *ae = a + alen;

	for (;;) {
		while (a < ae && (*a == '-' || *a == '_'))
			a++;
		while (*b == '-' || *b == '_')
			b++;
		if (a == ae || !*b)
			return a == ae && !*b;
		if ((*a | 0x20) != (*b | 0x20))
			return 0;
		a++, b++;
	}
}

/* Maps the catalog at path (kept for good, found or not); null only
   without memory.  Under the lock. */
static struct catalog *load(const char *path, const char *codeset)
{
	size_t plen = strlen(path) + 1, clen = strlen(codeset) + 1, hlen, len;
	struct catalog *c;
	const char *h, *v;
	struct stat st;
	uint32_t magic;
	void *map;
	long i;
	int fd;

	for (c = catalogs; c; c = c->next)
		if (!strcmp(c->key, path) && !strcmp(c->key + plen, codeset))
			return c;
	if (!(c = calloc(1, sizeof *c + plen + clen)))
		return 0;
	memcpy(c->key, path, plen);
	memcpy(c->key + plen, codeset, clen);
	c->cd = (iconv_t)-1;
	c->next = catalogs;
	catalogs = c;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return c;
	map = fstat(fd, &st) || st.st_size < 28 || (uint64_t)st.st_size > UINT32_MAX ? MAP_FAILED :
	      mmap(0, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	close(fd);
	if (map == MAP_FAILED)
		return c;
	c->map = map;
	c->size = st.st_size;
	memcpy(&magic, c->map, 4);
	c->swap = magic == 0xde120495;
	c->n = word(c, 8);
	c->orig = word(c, 12);
	c->trans = word(c, 16);
	/* Major revisions 0 and 1 have this layout; both tables must lie
	   inside the file. */
	if ((magic != 0x950412de && !c->swap) || word(c, 4) >> 16 > 1 ||
	    c->orig > c->size || c->trans > c->size ||
	    c->n > (c->size - c->orig) / 8 || c->n > (c->size - c->trans) / 8) {
		munmap(map, c->size);
		c->map = 0;
		return c;
	}
	_nl_msg_cat_cntr++;
	/* The header is the translation of "". */
	if ((i = find(c, "")) < 0 || !(h = string(c, c->trans, i, &hlen)))
		return c;
	if ((v = header_value(h, "Plural-Forms:", "nplurals=", &len)))
		c->nplurals = strtoul(v, 0, 10);
	if ((v = header_value(h, "Plural-Forms:", "plural=", &len)) && c->nplurals)
		c->plural = v;
	if ((v = header_value(h, "Content-Type:", "charset=", &len)) && !same_codeset(v, len, codeset)) {
		char from[64], to[80];
		if (len < sizeof from && clen + 10 < sizeof to) {
			memcpy(from, v, len);
			from[len] = 0;
			memcpy(to, codeset, clen - 1);
			memcpy(to + clen - 1, "//TRANSLIT", 11);
			c->cd = iconv_open(to, from);
		}
		if (c->cd != (iconv_t)-1 &&
		    (!(c->conv = calloc(c->n, sizeof *c->conv)) ||
		     !(c->convlen = calloc(c->n, sizeof *c->convlen)))) {
			free(c->conv);
			c->conv = 0;
			iconv_close(c->cd);
			c->cd = (iconv_t)-1;
		}
	}
	return c;
}

/* Translation i of c in the codeset asked for, with its length; null if
   it cannot be had. */
static const char *translation(struct catalog *c, long i, size_t *len)
{
	const char *t = string(c, c->trans, i, len);
	char *out, *in, *o;
	size_t il, ol, cap;

	if (!t || c->cd == (iconv_t)-1)
		return t;
	if (c->conv[i]) {
		*len = c->convlen[i];
		return c->conv[i];
	}
	/* Every character of the translation, its inner '\0's too. */
	cap = 4 * *len + 16;
	if (!(out = malloc(cap)))
		return 0;
	in = (char *)t, il = *len + 1, o = out, ol = cap;
	iconv(c->cd, 0, 0, 0, 0);
	if (iconv(c->cd, &in, &il, &o, &ol) == (size_t)-1 || iconv(c->cd, 0, 0, &o, &ol) == (size_t)-1) {
		free(out);
		return 0;
	}
	c->conv[i] = out;
	*len = c->convlen[i] = o - out - 1;
	return out;
}

/* A language name's shorter forms, most specific first: with and
   without the modifier, territory and codeset (the codeset also as
   lower-case letters and digits alone, "utf8"). */
static int variant(const char *lang, int k, char *out, size_t size)
{
	size_t ll = strcspn(lang, "_.@"), tl = 0, cl = 0, ml = 0;
	const char *t = lang + ll, *cs, *m;
	char norm[32];
	size_t nl = 0;

	if (*t == '_')
		tl = strcspn(t, ".@");
	cs = t + tl;
	if (*cs == '.')
		cl = strcspn(cs, "@");
	m = cs + cl;
	if (*m == '@')
		ml = strlen(m);
	for (size_t i = 1; i < cl && nl < sizeof norm - 1; i++)
		if ((cs[i] | 0x20) >= 'a' && (cs[i] | 0x20) <= 'z')
			norm[nl++] = cs[i] | 0x20;
		else if (cs[i] >= '0' && cs[i] <= '9')
			norm[nl++] = cs[i];
	/* k's bits, highest first: modifier, territory, codeset, normalized
	   codeset; the two codeset bits never both. */
	for (; k >= 0; k--) {
		int mod = k >> 3 & 1, ter = k >> 2 & 1, c = k >> 1 & 1, nc = k & 1;
		if ((c && nc) || (mod && !ml) || (ter && !tl) || (c && !cl) || (nc && !cl) ||
		    (nc && nl == cl - 1 && !memcmp(norm, cs + 1, nl)))
			continue;
		const char *part[] = { lang, t, ".", norm, cs, m };
		size_t len[] = { ll, ter ? tl : 0, nc, nc ? nl : 0, c ? cl : 0, mod ? ml : 0 }, pos = 0;
		for (int j = 0; j < 6; j++)
			pos = __buf_put(out, size, pos, part[j], len[j]);
		if (pos < size)
			return k;
	}
	return -1;
}

char *dcngettext(const char *domain, const char *msgid1, const char *msgid2, unsigned long n,
		 int category)
{
	const char *fallback = msgid2 && n != 1 ? msgid2 : msgid1, *r = 0, *env, *name;
	char langs[256], codeset[40], path[512], lang[128];
	int e = errno;

	if (!msgid1 || category < 0 || category > LC_IDENTIFICATION || category == LC_ALL)
		return (char *)fallback;
	/* "C" reads no catalog, whatever $LANGUAGE says (as GNU gettext). */
	name = nl_langinfo(_NL_LOCALE_NAME(category));
	if (!name || !strcmp(name, "C") || !strcmp(name, "POSIX"))
		return (char *)fallback;
	env = getenv("LANGUAGE");
	if (!env || !*env)
		env = name;
	if (strlen(env) >= sizeof langs || strlen(nl_langinfo(CODESET)) >= sizeof codeset)
		return (char *)fallback;
	strcpy(langs, env);
	strcpy(codeset, nl_langinfo(CODESET));

	__lock(&__intl_lock);
	{
		const char *d = domain && *domain ? domain : __intl_domain;
		struct __intl_binding *b = __intl_binding(d, 0);
		const char *dir = b && b->dir ? b->dir : "/usr/share/locale";
		const char *cs = b && b->codeset ? b->codeset : codeset;

		for (char *l = langs, *next; !r && *l; l = next) {
			size_t ll = strcspn(l, ":");
			next = l + ll + (l[ll] == ':');
			if (!ll || ll >= sizeof lang)
				continue;
			memcpy(lang, l, ll);
			lang[ll] = 0;
			if (!strcmp(lang, "C") || !strcmp(lang, "POSIX"))
				break;
			for (int k = 15; !r && (k = variant(lang, k, path, sizeof path)) >= 0; k--) {
				const char *cat = __locale_cat_names[category];
				size_t vl = strlen(path), pos = 0;
				struct catalog *c;
				long i;
				size_t len;
				char v[128];
				if (vl >= sizeof v)
					continue;
				memcpy(v, path, vl + 1);
				/* dir/LANG/LC_CATEGORY/domain.mo */
				const char *part[] = { dir, "/", v, "/", cat, "/", d, ".mo" };
				for (int j = 0; j < 8; j++)
					pos = __buf_put(path, sizeof path, pos, part[j], strlen(part[j]));
				if (pos >= sizeof path || !(c = load(path, cs)) || !c->map || (i = find(c, msgid1)) < 0 ||
				    !(r = translation(c, i, &len)))
					continue;
				if (!*r) {
					r = 0;
					continue;
				}
				if (msgid2) {
					/* The forms follow each other, each ended by '\0'. */
					const char *end = r + len, *first = r;
					for (unsigned long f = form(c, n); f && r < end; f--)
						r += strlen(r) + 1;
					if (r >= end)
						r = first;
				}
			}
		}
	}
	__unlock(&__intl_lock);
	errno = e;
	return (char *)(r ? r : fallback);
}
