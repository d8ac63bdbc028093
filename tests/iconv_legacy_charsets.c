/* iconv converts the legacy character sets real programs still meet:
   the ISO-8859 family, the Windows and DOS code pages, KOI8, and the
   Japanese, Korean and Chinese multi-byte sets, under glibc's names,
   both ways, with EILSEQ and EINVAL where the input is invalid or cut
   short. */
#include <errno.h>
#include <iconv.h>
#include <stdio.h>
#include <string.h>
#include "check.h"

/* Converts in (n bytes) from "from" to "to"; the result's length in
   *outn, or -1 with errno. */
static long conv(const char *to, const char *from, const char *in, size_t n, char *out,
		 size_t *outn)
{
	iconv_t cd = iconv_open(to, from);
	char *ip = (char *)in, *op = out;
	size_t il = n, ol = 64;
	long r;

	if (cd == (iconv_t)-1) {
		fprintf(stderr, "iconv_open(%s, %s) failed\n", to, from);
		return -2;
	}
	r = (long)iconv(cd, &ip, &il, &op, &ol);
	if (r == -1) {
		int e = errno;
		iconv_close(cd);
		*outn = ip - in;
		errno = e;
		return -1;
	}
	iconv_close(cd);
	*outn = 64 - ol;
	return r;
}

/* utf8 <-> bytes in charset cs, both ways. */
static int both_ways(const char *cs, const char *bytes, const char *utf8)
{
	char out[64];
	size_t n;
	int ok = 1;

	if (conv("UTF-8", cs, bytes, strlen(bytes), out, &n) != 0 || n != strlen(utf8) ||
	    memcmp(out, utf8, n)) {
		fprintf(stderr, "%s -> UTF-8 wrong\n", cs);
		ok = 0;
	}
	if (conv(cs, "UTF-8", utf8, strlen(utf8), out, &n) != 0 || n != strlen(bytes) ||
	    memcmp(out, bytes, n)) {
		fprintf(stderr, "UTF-8 -> %s wrong\n", cs);
		ok = 0;
	}
	return ok;
}

/* Every two-byte code of cs (lead and trail bytes in lo..hi) that reads as
   a character is written back as itself; returns how many read. */
static long round_trip(const char *cs, unsigned lo, unsigned hi)
{
	iconv_t dec = iconv_open("UCS-4LE", cs), enc = iconv_open(cs, "UCS-4LE");
	long good = 0;

	if (dec == (iconv_t)-1 || enc == (iconv_t)-1)
		return -1;
	for (unsigned a = lo; a <= hi; a++)
		for (unsigned b = lo; b <= hi; b++) {
			unsigned char s[2] = { a, b }, back[4];
			unsigned c;
			char *ip = (char *)s, *op = (char *)&c;
			size_t il = 2, ol = 4;
			if (iconv(dec, &ip, &il, &op, &ol) == (size_t)-1)
				continue;
			if (il || ol)
				return -1;
			ip = (char *)&c, il = 4, op = (char *)back, ol = 4;
			if (iconv(enc, &ip, &il, &op, &ol) == (size_t)-1 || ol != 2 ||
			    back[0] != a || back[1] != b) {
				fprintf(stderr, "%s %02x%02x -> U+%04X not written back\n", cs, a, b, c);
				return -1;
			}
			good++;
		}
	iconv_close(dec);
	iconv_close(enc);
	return good;
}

int main(void)
{
	char out[64];
	size_t n;

	/* Single-byte sets, under several of their names. */
	CHECK(both_ways("ISO-8859-15", "\xa4\xbd", "\xe2\x82\xac\xc5\x93"));
	CHECK(both_ways("LATIN-9", "\xa4", "\xe2\x82\xac"));
	CHECK(both_ways("ISO8859-2", "\xa3\xf3" "d\xbc", "\xc5\x81\xc3\xb3" "d\xc5\xba"));
	CHECK(both_ways("ISO_8859-5", "\xb0", "\xd0\x90"));
	CHECK(both_ways("ISO-8859-7", "\xe1", "\xce\xb1"));
	CHECK(both_ways("CP1252", "\x80\x93x\x94", "\xe2\x82\xac\xe2\x80\x9cx\xe2\x80\x9d"));
	CHECK(both_ways("WINDOWS-1251", "\xcf\xf0\xe8", "\xd0\x9f\xd1\x80\xd0\xb8"));
	CHECK(both_ways("KOI8-R", "\xc1\xe1", "\xd0\xb0\xd0\x90"));
	CHECK(both_ways("KOI8-U", "\xa4", "\xd1\x94"));
	CHECK(both_ways("IBM437", "\xb0\x82", "\xe2\x96\x91\xc3\xa9"));
	CHECK(both_ways("CP850", "\x82", "\xc3\xa9"));
	CHECK(both_ways("866", "\x80", "\xd0\x90"));
	CHECK(both_ways("MACINTOSH", "\x8e", "\xc3\xa9"));
	/* A byte with no character, and a character with no byte. */
	errno = 0;
	CHECK(conv("UTF-8", "CP1252", "a\x81", 2, out, &n) == -1 && errno == EILSEQ && n == 1);
	errno = 0;
	CHECK(conv("ISO-8859-15", "UTF-8", "\xc2\xa4", 2, out, &n) == -1 && errno == EILSEQ &&
	      n == 0);
	CHECK(iconv_open("ISO-8859-12", "UTF-8") == (iconv_t)-1 && errno == EINVAL);
	CHECK(iconv_open("CP0", "UTF-8") == (iconv_t)-1 && errno == EINVAL);

	/* Japanese: JIS X 0208, JIS X 0212 and half-width katakana. */
	CHECK(both_ways("EUC-JP", "\xc6\xfc\xcb\xdc\xb8\xec",
			"\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e"));
	CHECK(both_ways("EUCJP", "\x8e\xb1\x8f\xb0\xa1", "\xef\xbd\xb1\xe4\xb8\x82"));
	CHECK(both_ways("SHIFT_JIS", "\x93\xfa\x96\x7b\x8c\xea\xb1",
			"\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e\xef\xbd\xb1"));
	/* Shift_JIS's single bytes are JIS X 0201: 0x5c is the yen sign. */
	CHECK(conv("UTF-8", "SJIS", "\x5c", 1, out, &n) == 0 && n == 2 && !memcmp(out, "\xc2\xa5", 2));
	/* Windows' Shift_JIS: ASCII bytes, its own wave dash, NEC's circled
	   digits, user-defined characters in the private use area. */
	CHECK(both_ways("CP932", "\\\x81\x60\x87\x40\xf0\x40",
			"\\\xef\xbd\x9e\xe2\x91\xa0\xee\x80\x80"));
	CHECK(both_ways("WINDOWS-31J", "\x93\xfa", "\xe6\x97\xa5"));
	/* ISO-2022-JP: escape sequences switch sets; a control byte is ASCII
	   in any set; the writer shifts back to ASCII when flushed. */
	CHECK(conv("UTF-8", "ISO-2022-JP", "a\x1b$B\x30\x21\n\x30\x21\x1b(J\\\x1b(B\\", 17,
		   out, &n) == 0 &&
	      n == 11 && !memcmp(out, "a\xe4\xba\x9c\n\xe4\xba\x9c\xc2\xa5\\", 11));
	errno = 0;
	CHECK(conv("UTF-8", "ISO-2022-JP", "a\x1b$", 3, out, &n) == -1 && errno == EINVAL && n == 1);
	errno = 0;
	CHECK(conv("UTF-8", "ISO-2022-JP", "\x1b$B\x30\x80", 5, out, &n) == -1 && errno == EILSEQ &&
	      n == 3);
	{
		iconv_t cd = iconv_open("ISO-2022-JP", "UTF-8");
		char *ip = "a\xe4\xba\x9c" "b\xe4\xba\x9c", *op = out;
		size_t il = 8, ol = sizeof out;
		CHECK(cd != (iconv_t)-1);
		CHECK_EQ(iconv(cd, &ip, &il, &op, &ol), 0);
		CHECK_EQ(iconv(cd, 0, 0, &op, &ol), 0);
		CHECK(op - out == 18 &&
		      !memcmp(out, "a\x1b$B\x30\x21\x1b(Bb\x1b$B\x30\x21\x1b(B", 18));
		/* No room for the shift back: E2BIG, and it is still owed. */
		ip = "\xe4\xba\x9c", il = 3, op = out, ol = sizeof out;
		CHECK_EQ(iconv(cd, &ip, &il, &op, &ol), 0);
		ol = 2;
		errno = 0;
		CHECK(iconv(cd, 0, 0, &op, &ol) == (size_t)-1 && errno == E2BIG);
		ol = 3;
		CHECK_EQ(iconv(cd, 0, 0, &op, &ol), 0);
		CHECK(op - out == 8 && !memcmp(out + 5, "\x1b(B", 3));
		iconv_close(cd);
	}
	/* Korean: KS X 1001 in EUC-KR, and the rest of Hangul in CP949. */
	CHECK(both_ways("EUC-KR", "\xc7\xd1\xb1\xb9\xbe\xee",
			"\xed\x95\x9c\xea\xb5\xad\xec\x96\xb4"));
	CHECK(both_ways("CP949", "\x81\x41\xc7\xd1", "\xea\xb0\x82\xed\x95\x9c"));
	errno = 0;
	CHECK(conv("EUC-KR", "UTF-8", "\xea\xb0\x82", 3, out, &n) == -1 && errno == EILSEQ);
	/* Chinese: GB 2312, GBK, Big5. */
	CHECK(both_ways("GB2312", "\xd6\xd0\xce\xc4", "\xe4\xb8\xad\xe6\x96\x87"));
	CHECK(both_ways("GBK", "\x81\x40\xd6\xd0", "\xe4\xb8\x82\xe4\xb8\xad"));
	CHECK(both_ways("BIG5", "\xa4\xa4\xa4\xe5", "\xe4\xb8\xad\xe6\x96\x87"));

	/* Cut short: EINVAL, the input left at the start of the character. */
	errno = 0;
	CHECK(conv("UTF-8", "EUC-JP", "a\xc6", 2, out, &n) == -1 && errno == EINVAL && n == 1);
	errno = 0;
	CHECK(conv("UTF-8", "EUC-JP", "\x8f\xb0", 2, out, &n) == -1 && errno == EINVAL && n == 0);
	errno = 0;
	CHECK(conv("UTF-8", "BIG5", "\xa4", 1, out, &n) == -1 && errno == EINVAL && n == 0);
	/* Invalid: EILSEQ. */
	errno = 0;
	CHECK(conv("UTF-8", "SJIS", "\x81\x20", 2, out, &n) == -1 && errno == EILSEQ && n == 0);
	errno = 0;
	CHECK(conv("UTF-8", "GBK", "\xff", 1, out, &n) == -1 && errno == EILSEQ && n == 0);
	/* //TRANSLIT writes '?' for what the set lacks. */
	CHECK(conv("EUC-KR//TRANSLIT", "UTF-8", "a\xe0\xb8\x81", 4, out, &n) >= 1 && n == 2 &&
	      out[0] == 'a' && out[1] == '?');

	/* The whole tables: every code that reads is written back. */
	CHECK(round_trip("EUC-JP", 0xa1, 0xfe) == 6879);
	CHECK_EQ(round_trip("EUC-KR", 0xa1, 0xfe), 8227);
	CHECK_EQ(round_trip("GBK", 0x81, 0xfe), 14228);
	return 0;
}
