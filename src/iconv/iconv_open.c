#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "iconv_impl.h"
#include "locale_impl.h"

/* The names glibc gives these encodings, compared ignoring case. */
static const struct { char name[16]; unsigned char enc; } names[] = {
	{ "UTF-8", __IC_UTF8 }, { "UTF8", __IC_UTF8 },
	{ "UTF-16", __IC_UTF16 }, { "UTF16", __IC_UTF16 },
	{ "UTF-16LE", __IC_UTF16LE }, { "UTF16LE", __IC_UTF16LE },
	{ "UTF-16BE", __IC_UTF16BE }, { "UTF16BE", __IC_UTF16BE },
	{ "UTF-32", __IC_UTF32 }, { "UTF32", __IC_UTF32 },
	{ "UTF-32LE", __IC_UTF32LE }, { "UTF32LE", __IC_UTF32LE },
	{ "UTF-32BE", __IC_UTF32BE }, { "UTF32BE", __IC_UTF32BE },
	/* UCS-2 and WCHAR_T are in the machine's order, UCS-4 big-endian. */
	{ "UCS-2", __IC_UCS2LE }, { "UCS2", __IC_UCS2LE }, { "UCS-2LE", __IC_UCS2LE },
	{ "UNICODELITTLE", __IC_UCS2LE }, { "UCS-2BE", __IC_UCS2BE },
	{ "UNICODEBIG", __IC_UCS2BE },
	{ "UCS-4", __IC_UCS4BE }, { "UCS4", __IC_UCS4BE }, { "UCS-4BE", __IC_UCS4BE },
	{ "UCS-4LE", __IC_UCS4LE }, { "WCHAR_T", __IC_UCS4LE },
	{ "ASCII", __IC_ASCII }, { "US-ASCII", __IC_ASCII }, { "ANSI_X3.4-1968", __IC_ASCII },
	{ "ISO646-US", __IC_ASCII }, { "US", __IC_ASCII },
	{ "ISO-8859-1", __IC_LATIN1 }, { "ISO8859-1", __IC_LATIN1 },
	{ "ISO_8859-1", __IC_LATIN1 }, { "LATIN1", __IC_LATIN1 }, { "L1", __IC_LATIN1 },
	{ "ISO-IR-100", __IC_LATIN1 }, { "CP819", __IC_LATIN1 }, { "IBM819", __IC_LATIN1 },
};

/* The encoding named by s up to its first '/', or -1; *flags gets the
   suffixes ("//TRANSLIT", "//IGNORE", either order, also comma-separated). */
static int lookup(const char *s, unsigned char *flags)
{
	const char *slash = strchr(s, '/');
	size_t len = slash ? (size_t)(slash - s) : strlen(s);
	unsigned i;

	*flags = 0;
	if (!len)
		/* "" is the locale's character set. */
		return __locale_cur_utf8() ? __IC_UTF8 : __IC_ASCII;
	for (; slash && *slash; slash++) {
		if (!strncasecmp(slash, "TRANSLIT", 8))
			*flags |= __IC_TRANSLIT;
		else if (!strncasecmp(slash, "IGNORE", 6))
			*flags |= __IC_IGNORE;
	}
	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strlen(names[i].name) == len && !strncasecmp(s, names[i].name, len))
			return names[i].enc;
	return -1;
}

iconv_t iconv_open(const char *tocode, const char *fromcode)
{
	unsigned char tf, ff;
	int to = lookup(tocode, &tf), from = lookup(fromcode, &ff);
	struct __iconv *cd;

	if (to < 0 || from < 0) {
		errno = EINVAL;
		return (iconv_t)-1;
	}
	if (!(cd = calloc(1, sizeof *cd)))
		return (iconv_t)-1;
	cd->to = to;
	cd->from = from;
	/* The suffixes of fromcode mean nothing, as in glibc. */
	cd->flags = tf;
	return cd;
}
