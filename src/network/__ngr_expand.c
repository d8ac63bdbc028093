#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "netgroup_impl.h"

/* Files larger than this are not read: a netgroup file is small. */
#define MAX_FILE (1 << 20)
/* Nested groups followed at most this deep (and loops stop). */
#define MAX_DEPTH 32

hidden struct __ngr_list __ngr_current;
hidden int __ngr_pos;

/* The whole file, NUL-terminated, with comments blanked and each
   backslash-newline turned into spaces: one logical line per line. */
static char *load(void)
{
	int fd = open("/etc/netgroup", O_RDONLY | O_CLOEXEC);
	size_t len = 0, cap = 4096;
	char *buf, *p;
	ssize_t n;

	if (fd < 0)
		return 0;
	buf = malloc(cap);
	while (buf) {
		if (len + 1 >= cap) {
			char *b = cap < MAX_FILE ? realloc(buf, cap * 2) : 0;
			if (!b) {
				free(buf);
				buf = 0;
				break;
			}
			buf = b;
			cap *= 2;
		}
		n = read(fd, buf + len, cap - 1 - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		len += n;
	}
	close(fd);
	if (!buf)
		return 0;
	buf[len] = 0;
	for (p = buf; *p; p++) {
		if (p[0] == '\\' && p[1] == '\n') {
			p[0] = p[1] = ' ';
		} else if (*p == '#') {
			while (*p && *p != '\n')
				*p++ = ' ';
			if (!*p)
				break;
		}
	}
	return buf;
}

static int is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* A field of a triple, whitespace trimmed: a copy, or null when empty. */
static int field(const char *s, const char *e, char **out)
{
	while (s < e && is_space(*s))
		s++;
	while (e > s && is_space(e[-1]))
		e--;
	*out = 0;
	if (s == e)
		return 0;
	if (!(*out = malloc(e - s + 1)))
		return -1;
	memcpy(*out, s, e - s);
	(*out)[e - s] = 0;
	return 0;
}

static int add(struct __ngr_list *l, const char *s, const char *e)
{
	struct __ngr_triple t = { { 0, 0, 0 } };
	const char *c1 = memchr(s, ',', e - s), *c2 = c1 ? memchr(c1 + 1, ',', e - c1 - 1) : 0;

	if (!c2)
		return 0;  /* not a triple: ignored */
	if (field(s, c1, &t.f[0]) || field(c1 + 1, c2, &t.f[1]) || field(c2 + 1, e, &t.f[2]))
		goto oom;
	if (l->n == l->cap) {
		int cap = l->cap ? l->cap * 2 : 16;
		struct __ngr_triple *n = realloc(l->t, cap * sizeof *n);
		if (!n)
			goto oom;
		l->t = n;
		l->cap = cap;
	}
	l->t[l->n++] = t;
	return 0;
oom:
	for (int i = 0; i < 3; i++)
		free(t.f[i]);
	return -1;
}

/* The line that defines name, after its name; null if none. */
static const char *find(const char *file, const char *name, size_t nl)
{
	const char *p = file;

	while (*p) {
		while (is_space(*p))
			p++;
		if (!strncmp(p, name, nl) && (is_space(p[nl]) || p[nl] == '\n' || !p[nl]))
			return p + nl;
		p += strcspn(p, "\n");
		if (*p)
			p++;
	}
	return 0;
}

static int expand(const char *file, const char *name, size_t nl, struct __ngr_list *l,
		  const char **seen, size_t *seen_len, int depth)
{
	const char *p = find(file, name, nl), *e;

	if (!p)
		return 0;
	seen[depth] = name;
	seen_len[depth] = nl;
	for (;;) {
		while (is_space(*p))
			p++;
		if (!*p || *p == '\n')
			return 1;
		if (*p == '(') {
			e = p + 1 + strcspn(p + 1, ")\n");
			if (*e != ')')
				return 1;  /* an unclosed triple ends the line */
			if (add(l, p + 1, e) < 0)
				return -1;
			p = e + 1;
			continue;
		}
		e = p;
		while (*e && *e != '\n' && !is_space(*e))
			e++;
		if (depth + 1 < MAX_DEPTH) {
			int i, loop = 0;
			for (i = 0; i <= depth; i++)
				loop |= seen_len[i] == (size_t)(e - p) && !strncmp(seen[i], p, e - p);
			if (!loop && expand(file, p, e - p, l, seen, seen_len, depth + 1) < 0)
				return -1;
		}
		p = e;
	}
}

hidden int __ngr_expand(const char *group, struct __ngr_list *l)
{
	const char *seen[MAX_DEPTH];
	size_t seen_len[MAX_DEPTH];
	char *file;
	int r;

	if (!group || !*group)
		return 0;
	if (!(file = load()))
		return errno == ENOMEM ? -1 : 0;
	r = expand(file, group, strlen(group), l, seen, seen_len, 0);
	free(file);
	return r;
}

hidden void __ngr_free(struct __ngr_list *l)
{
	for (int i = 0; i < l->n; i++)
		for (int j = 0; j < 3; j++)
			free(l->t[i].f[j]);
	free(l->t);
	l->t = 0;
	l->n = l->cap = 0;
}
