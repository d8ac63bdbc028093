#include <mntent.h>
#include <stdio.h>
#include <string.h>

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

/* Undoes the octal escapes of a field in place: \040 space, \011 tab,
   \012 newline, \134 (and \\) backslash; any other backslash stays. */
static void unescape(char *s)
{
	char *out = s;

	for (; *s; s++) {
		char c = *s;
		if (c == '\\') {
			if (!strncmp(s + 1, "040", 3))
				c = ' ', s += 3;
			else if (!strncmp(s + 1, "011", 3))
				c = '\t', s += 3;
			else if (!strncmp(s + 1, "012", 3))
				c = '\n', s += 3;
			else if (!strncmp(s + 1, "134", 3))
				c = '\\', s += 3;
			else if (s[1] == '\\')
				s++;
		}
		*out++ = c;
	}
	*out = 0;
}

/* The next blank-separated field of *p, unescaped, or "" when the line
   has no more; *p moves past it and the blanks after it. */
static char *field(char **p)
{
	char *s = *p, *e;

	if (!*s)
		return (char *)"";
	for (e = s; *e && !is_blank(*e); e++)
		;
	if (*e)
		*e++ = 0;
	while (is_blank(*e))
		e++;
	*p = e;
	unescape(s);
	return s;
}

/* A decimal number at *p (0 if there is none). */
static int number(char **p, int *have)
{
	char *s = *p;
	int neg = 0, v = 0, any = 0;

	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	for (; *s >= '0' && *s <= '9'; s++, any = 1)
		v = v * 10 + (*s - '0');
	if (!any)
		return *have = 0;
	*have = 1;
	while (is_blank(*s))
		s++;
	*p = s;
	return neg ? -v : v;
}

/* The next entry of stream, its strings in buf; null at the end of the
   file.  Blank lines and lines starting with '#' are skipped, and a line
   too long for buf is cut to what fits. */
struct mntent *getmntent_r(FILE *__weft_restrict stream, struct mntent *__weft_restrict mnt,
			   char *__weft_restrict buf, int size)
{
	char *p;
	size_t n;
	int have;

	if (size < 2)
		return 0;
	for (;;) {
		if (!fgets(buf, size, stream))
			return 0;
		n = strlen(buf);
		if (n && buf[n - 1] != '\n' && !feof(stream)) {
			/* The rest of an over-long line goes unread. */
			int c;
			while ((c = getc(stream)) != EOF && c != '\n')
				;
		}
		while (n && (buf[n - 1] == '\n' || is_blank(buf[n - 1])))
			buf[--n] = 0;
		for (p = buf; is_blank(*p); p++)
			;
		if (*p && *p != '#')
			break;
	}
	mnt->mnt_fsname = field(&p);
	mnt->mnt_dir = field(&p);
	mnt->mnt_type = field(&p);
	mnt->mnt_opts = field(&p);
	mnt->mnt_freq = number(&p, &have);
	mnt->mnt_passno = have ? number(&p, &have) : 0;
	return mnt;
}
