/* gettext and friends read GNU message catalogs: dir/LANG/LC_MESSAGES/
   domain.mo for each language of $LANGUAGE, the plural form the
   catalog's rule picks, translations converted to the locale's codeset,
   catalogs of either byte order; "C" and broken catalogs give the
   msgid back, and errno is kept. */
#include <errno.h>
#include <libintl.h>
#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "check.h"

extern int _nl_msg_cat_cntr;

struct entry {
	const char *id, *str;
	size_t idlen, strlen;   /* with the inner '\0's of plural entries */
};

static void put32(FILE *f, uint32_t v, int swap)
{
	if (swap)
		v = __builtin_bswap32(v);
	fwrite(&v, 4, 1, f);
}

/* Writes a catalog of e[0..n) (sorted by id) as msgfmt would, in the
   machine's byte order or the other one; truncated to cut bytes if
   cut is not 0. */
static void write_mo(const char *path, const struct entry *e, int n, int swap, long cut)
{
	FILE *f = fopen(path, "wb");
	uint32_t off = 28 + 16 * n;

	CHECK(f != 0);
	put32(f, 0x950412de, swap);
	put32(f, 0, swap);
	put32(f, n, swap);
	put32(f, 28, swap);
	put32(f, 28 + 8 * n, swap);
	put32(f, 0, swap);
	put32(f, 0, swap);
	for (int i = 0; i < n; i++) {
		put32(f, e[i].idlen, swap);
		put32(f, off, swap);
		off += e[i].idlen + 1;
	}
	for (int i = 0; i < n; i++) {
		put32(f, e[i].strlen, swap);
		put32(f, off, swap);
		off += e[i].strlen + 1;
	}
	for (int i = 0; i < n; i++)
		fwrite(e[i].id, e[i].idlen + 1, 1, f);
	for (int i = 0; i < n; i++)
		fwrite(e[i].str, e[i].strlen + 1, 1, f);
	CHECK_EQ(fclose(f), 0);
	if (cut)
		CHECK_EQ(truncate(path, cut), 0);
}

/* glibc keeps the translations it found until a catalog is loaded or
   the locale changes: after changing $LANGUAGE, a program says so by
   counting up _nl_msg_cat_cntr, as GNU gettext's manual tells it to. */
static void language(const char *l)
{
	CHECK_EQ(setenv("LANGUAGE", l, 1), 0);
	++_nl_msg_cat_cntr;
}

#define E(id, str) { id, str, sizeof id - 1, sizeof str - 1 }

static const struct entry polish[] = {
	E("", "Content-Type: text/plain; charset=UTF-8\n"
	      "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && "
	      "(n%100<10 || n%100>=20) ? 1 : 2);\n"),
	E("file\0files", "plik\0pliki\0plik\xc3\xb3w"),
	E("hello", "witaj"),
};

static const struct entry latin[] = {
	E("", "Content-Type: text/plain; charset=ISO-8859-1\n"),
	E("cafe", "caf\xe9"),
};

int main(void)
{
	char dir[] = "/tmp/weft-gettext-XXXXXX", path[256];
	int before = _nl_msg_cat_cntr;

	CHECK(mkdtemp(dir) != 0);
	snprintf(path, sizeof path, "%s/pl", dir);
	CHECK_EQ(mkdir(path, 0700), 0);
	snprintf(path, sizeof path, "%s/pl/LC_MESSAGES", dir);
	CHECK_EQ(mkdir(path, 0700), 0);
	snprintf(path, sizeof path, "%s/pl/LC_MESSAGES/test.mo", dir);
	write_mo(path, polish, 3, 0, 0);
	snprintf(path, sizeof path, "%s/pl/LC_MESSAGES/swapped.mo", dir);
	write_mo(path, polish, 3, 1, 0);
	snprintf(path, sizeof path, "%s/pl/LC_MESSAGES/broken.mo", dir);
	write_mo(path, polish, 3, 0, 60);
	snprintf(path, sizeof path, "%s/pl/LC_MESSAGES/latin.mo", dir);
	write_mo(path, latin, 2, 0, 0);

	CHECK_STR(textdomain(0), "messages");
	CHECK(bindtextdomain(0, dir) == 0);
	CHECK(bindtextdomain("", dir) == 0);
	CHECK_STR(bindtextdomain("test", dir), dir);
	CHECK_STR(bindtextdomain("test", 0), dir);
	bindtextdomain("swapped", dir);
	bindtextdomain("broken", dir);
	bindtextdomain("latin", dir);
	CHECK(bind_textdomain_codeset("test", 0) == 0);

	/* In the C locale, nothing is translated, whatever $LANGUAGE says. */
	CHECK_EQ(setenv("LANGUAGE", "pl", 1), 0);
	CHECK(setlocale(LC_ALL, "C") != 0);
	CHECK_STR(dgettext("test", "hello"), "hello");

	CHECK(setlocale(LC_ALL, "C.UTF-8") != 0);
	errno = 1234;
	CHECK_STR(dgettext("test", "hello"), "witaj");
	CHECK_EQ(errno, 1234);
	CHECK_GT(_nl_msg_cat_cntr, before);
	CHECK_STR(dgettext("test", "not translated"), "not translated");
	CHECK_STR(gettext("hello"), "hello");
	CHECK_STR(textdomain("test"), "test");
	CHECK_STR(gettext("hello"), "witaj");
	CHECK_STR(dcgettext(0, "hello", LC_MESSAGES), "witaj");
	CHECK_STR(dcgettext(0, "hello", LC_ALL), "hello");

	/* Polish plurals: 1 plik, 2-4 pliki, 5-21 plików, 22-24 pliki. */
	static const struct { unsigned long n; const char *s; } forms[] = {
		{ 0, "plik\xc3\xb3w" }, { 1, "plik" }, { 2, "pliki" }, { 4, "pliki" },
		{ 5, "plik\xc3\xb3w" }, { 12, "plik\xc3\xb3w" }, { 21, "plik\xc3\xb3w" },
		{ 22, "pliki" }, { 112, "plik\xc3\xb3w" }, { 1004, "pliki" },
	};
	for (unsigned i = 0; i < sizeof forms / sizeof forms[0]; i++)
		CHECK_STR(ngettext("file", "files", forms[i].n), forms[i].s);
	CHECK_STR(dngettext("test", "dir", "dirs", 1), "dir");
	CHECK_STR(dngettext("test", "dir", "dirs", 3), "dirs");
	CHECK_STR(dcngettext("test", "file", "files", 3, LC_MESSAGES), "pliki");

	/* Languages are tried in order; unknown ones are passed over, and
	   "C" in the list stops the search. */
	language("xx_YY:pl_PL.UTF-8@euro");
	CHECK_STR(gettext("hello"), "witaj");
	language("C:pl");
	CHECK_STR(gettext("hello"), "hello");
	language("pl");

	/* The other byte order reads the same; a cut-short catalog is not
	   read at all. */
	CHECK_STR(dgettext("swapped", "hello"), "witaj");
	CHECK_STR(dngettext("swapped", "file", "files", 5), "plik\xc3\xb3w");
	CHECK_STR(dgettext("broken", "hello"), "hello");

	/* Latin-1 catalog, UTF-8 locale: converted; asked for in Latin-1:
	   the catalog's bytes. */
	CHECK_STR(dgettext("latin", "cafe"), "caf\xc3\xa9");
	CHECK_STR(bind_textdomain_codeset("latin", "ISO-8859-1"), "ISO-8859-1");
	CHECK_STR(dgettext("latin", "cafe"), "caf\xe9");

	CHECK_STR(textdomain(""), "messages");
	CHECK_STR(gettext("hello"), "hello");
	CHECK_EQ(t_sh("rm -rf /tmp/weft-gettext-*"), 0);
	return 0;
}
