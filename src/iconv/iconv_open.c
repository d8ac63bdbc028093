#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "iconv_impl.h"
#include "locale_impl.h"

/* ISO-8859-n's row of __iconv_sb (there is no ISO-8859-12). */
#define SB(n) (__IC_SB + (n) - 2 - ((n) > 12))

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
	/* The single-byte sets by name; ISO-8859-n, CPn, WINDOWS-n and IBMn
	   are read as numbers (see number() below). */
	{ "LATIN2", SB(2) }, { "L2", SB(2) }, { "LATIN3", SB(3) }, { "L3", SB(3) },
	{ "LATIN4", SB(4) }, { "L4", SB(4) }, { "CYRILLIC", SB(5) }, { "ARABIC", SB(6) },
	{ "GREEK", SB(7) }, { "HEBREW", SB(8) }, { "LATIN5", SB(9) }, { "L5", SB(9) },
	{ "LATIN6", SB(10) }, { "L6", SB(10) }, { "TIS-620", SB(11) }, { "LATIN7", SB(13) },
	{ "L7", SB(13) }, { "LATIN8", SB(14) }, { "L8", SB(14) }, { "LATIN-9", SB(15) },
	{ "LATIN9", SB(15) }, { "LATIN10", SB(16) }, { "L10", SB(16) },
	{ "MS-EE", __IC_SB + 14 }, { "MS-CYRL", __IC_SB + 15 }, { "MS-ANSI", __IC_SB + 16 },
	{ "MS-GREEK", __IC_SB + 17 }, { "MS-TURK", __IC_SB + 18 }, { "MS-HEBR", __IC_SB + 19 },
	{ "MS-ARAB", __IC_SB + 20 }, { "WINBALTRIM", __IC_SB + 21 },
	{ "KOI8-R", __IC_SB + 24 }, { "KOI8R", __IC_SB + 24 }, { "KOI8-U", __IC_SB + 25 },
	{ "KOI8U", __IC_SB + 25 }, { "MACINTOSH", __IC_SB + 29 }, { "MAC", __IC_SB + 29 },
	{ "CSMACINTOSH", __IC_SB + 29 },
	{ "EUC-JP", __IC_EUCJP }, { "EUCJP", __IC_EUCJP }, { "UJIS", __IC_EUCJP },
	{ "SHIFT_JIS", __IC_SJIS }, { "SHIFT-JIS", __IC_SJIS }, { "SJIS", __IC_SJIS },
	{ "MS_KANJI", __IC_SJIS }, { "CSSHIFTJIS", __IC_SJIS },
	{ "WINDOWS-31J", __IC_CP932 }, { "MS932", __IC_CP932 }, { "CSWINDOWS31J", __IC_CP932 },
	{ "ISO-2022-JP", __IC_ISO2022JP }, { "CSISO2022JP", __IC_ISO2022JP },
	{ "ISO2022JP", __IC_ISO2022JP },
	{ "EUC-KR", __IC_EUCKR }, { "EUCKR", __IC_EUCKR }, { "UHC", __IC_UHC },
	{ "EUC-CN", __IC_EUCCN }, { "EUCCN", __IC_EUCCN }, { "GB2312", __IC_EUCCN },
	{ "CSGB2312", __IC_EUCCN }, { "GBK", __IC_GBK }, { "GB18030", __IC_GB18030 },
	{ "BIG5", __IC_BIG5 }, { "BIG-5", __IC_BIG5 }, { "BIG-FIVE", __IC_BIG5 },
	{ "BIGFIVE", __IC_BIG5 }, { "CN-BIG5", __IC_BIG5 }, { "CSBIG5", __IC_BIG5 },
};

/* The numbered sets: ISO-8859-n (also ISO8859-n, ISO_8859-n, ISO8859n),
   CPn and WINDOWS-n, IBMn and n alone; the rows of __iconv_sb. */
static const struct { const char *prefix; unsigned short num; unsigned char enc; } numbered[] = {
	{ "CP", 1250, __IC_SB + 14 }, { "CP", 1251, __IC_SB + 15 }, { "CP", 1252, __IC_SB + 16 },
	{ "CP", 1253, __IC_SB + 17 }, { "CP", 1254, __IC_SB + 18 }, { "CP", 1255, __IC_SB + 19 },
	{ "CP", 1256, __IC_SB + 20 }, { "CP", 1257, __IC_SB + 21 }, { "CP", 1258, __IC_SB + 22 },
	{ "CP", 874, __IC_SB + 23 }, { "IBM", 437, __IC_SB + 26 }, { "IBM", 850, __IC_SB + 27 },
	{ "IBM", 866, __IC_SB + 28 }, { "CP", 949, __IC_UHC }, { "CP", 936, __IC_GBK },
	{ "CP", 932, __IC_CP932 },
};

static int number(const char *s, size_t len)
{
	size_t i = 0;
	unsigned n = 0;
	int w = 0;

	if (len > 3 && !strncasecmp(s, "ISO", 3)) {
		i = 3 + (s[3] == '-' || s[3] == '_');
		if (len < i + 5 || strncmp(s + i, "8859", 4))
			return -1;
		i += 4 + (s[i + 4] == '-');
	} else if (len > 8 && !strncasecmp(s, "WINDOWS-", 8)) {
		i = 8, w = 1;
	} else if (len > 2 && !strncasecmp(s, "CP", 2)) {
		i = 2;
	} else if (len > 3 && !strncasecmp(s, "IBM", 3)) {
		i = 3, w = 2;
	} else {
		w = 2;
	}
	if (i == len || s[i] == '0')
		return -1;
	for (; i < len; i++) {
		if (s[i] < '0' || s[i] > '9' || n > 9999)
			return -1;
		n = n * 10 + (unsigned)(s[i] - '0');
	}
	if (!strncasecmp(s, "ISO", 3))
		return n == 1 ? __IC_LATIN1 : n >= 2 && n <= 16 && n != 12 ? (int)SB(n) : -1;
	for (i = 0; i < sizeof numbered / sizeof numbered[0]; i++)
		if (numbered[i].num == n &&
		    (w == 0 || (w == 1 && numbered[i].prefix[0] == 'C' && n != 949 && n != 932) ||
		     (w == 2 && numbered[i].prefix[0] == 'I')))
			return numbered[i].enc;
	return -1;
}

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
	return number(s, len);
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
	/* Writing a multi-byte set needs its codes sorted by character. */
	if (to >= __IC_SB_END &&
	    !(cd->rev = __iconv_mb_index(to == __IC_ISO2022JP ? __IC_EUCJP : to, &cd->nrev))) {
		free(cd);
		return (iconv_t)-1;
	}
	cd->to = to;
	cd->from = from;
	/* The suffixes of fromcode mean nothing, as in glibc. */
	cd->flags = tf;
	return cd;
}
