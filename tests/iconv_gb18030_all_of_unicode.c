/* GB18030 reaches every Unicode character: one byte for ASCII, two for
   GBK's codes (and its 2005 changes), four for the rest of the BMP and
   for the planes above it.  Written and read back as glibc does, with
   EILSEQ for codes outside the set and EINVAL for a code cut short. */
#include <errno.h>
#include <iconv.h>
#include <string.h>
#include "check.h"

/* Writes UCS-4 character c as GB18030 into out; its length, or -1 with
   errno. */
static long put(unsigned c, unsigned char *out)
{
	iconv_t cd = iconv_open("GB18030", "UCS-4LE");
	char *ip = (char *)&c, *op = (char *)out;
	size_t il = 4, ol = 8;
	long r;

	CHECK(cd != (iconv_t)-1);
	r = (long)iconv(cd, &ip, &il, &op, &ol);
	if (r != -1)
		r = 8 - (long)ol;
	iconv_close(cd);
	return r;
}

/* Reads n bytes of GB18030 into *c; the bytes read, or -1 with errno. */
static long get(const char *in, size_t n, unsigned *c)
{
	iconv_t cd = iconv_open("UCS-4LE", "GB18030");
	char *ip = (char *)in, *op = (char *)c;
	size_t il = n, ol = 4;
	long r;

	CHECK(cd != (iconv_t)-1);
	*c = 0;
	r = (long)iconv(cd, &ip, &il, &op, &ol);
	if (r != -1)
		r = (long)(n - il);
	iconv_close(cd);
	return r;
}

static void both_ways(unsigned c, const char *bytes)
{
	unsigned char out[8];
	size_t n = strlen(bytes);
	unsigned back;

	CHECK_EQ(put(c, out), (long)n);
	CHECK(memcmp(out, bytes, n) == 0);
	CHECK_EQ(get(bytes, n, &back), (long)n);
	CHECK_EQ(back, c);
}

static void bad(const char *in, size_t n, int err)
{
	unsigned c;

	errno = 0;
	CHECK_EQ(get(in, n, &c), -1);
	CHECK_EQ(errno, err);
}

int main(void)
{
	unsigned char out[8];
	unsigned c, back, unwritable = 0;

	both_ways('A', "A");
	both_ways(0x4e2d, "\xd6\xd0");            /* GB 2312 */
	both_ways(0x20ac, "\xa2\xe3");            /* euro sign */
	both_ways(0x1e3f, "\xa8\xbc");            /* moved to two bytes in 2005 */
	both_ways(0xe7c7, "\x81\x35\xf4\x37");    /* ... and its old code */
	both_ways(0xe5e5, "\xa3\xa0");
	both_ways(0x80, "\x81\x30\x81\x30");      /* first four-byte code */
	both_ways(0xa5, "\x81\x30\x84\x36");
	both_ways(0xfffe, "\x84\x31\xa4\x38");
	both_ways(0xffff, "\x84\x31\xa4\x39");    /* last of the BMP */
	both_ways(0x10000, "\x90\x30\x81\x30");   /* first above it */
	both_ways(0x1f600, "\x94\x39\xfc\x36");
	both_ways(0x10ffff, "\xe3\x32\x9a\x35");  /* last of Unicode */
	both_ways(0x20087, "\xfe\x51");           /* two bytes above the BMP */

	bad("\x80", 1, EILSEQ);
	bad("\xff", 1, EILSEQ);
	bad("\x81\x7f", 2, EILSEQ);
	bad("\x81\x30\x20", 3, EINVAL);     /* judged when all four are in */
	bad("\x81\x30\x20\x30", 4, EILSEQ);
	bad("\x81\x30\x81\x3a", 4, EILSEQ);
	bad("\x84\x31\xa5\x30", 4, EILSEQ);        /* past the BMP's codes */
	bad("\x85\x30\x81\x30", 4, EILSEQ);
	bad("\xe3\x32\x9a\x36", 4, EILSEQ);        /* past U+10FFFF */
	bad("\x81", 1, EINVAL);
	bad("\x81\x30", 2, EINVAL);
	bad("\x81\x30\x81", 3, EINVAL);

	/* Every character of the BMP is written and read back as itself,
	   but for the 24 private-use characters that GB18030-2005 gave
	   codes of their own (they have none left). */
	for (c = 1; c < 0x10000; c++) {
		long n;
		if (c >= 0xd800 && c < 0xe000)
			continue;
		n = put(c, out);
		if (n < 0) {
			CHECK_EQ(errno, EILSEQ);
			CHECK(c >= 0xe000 && c < 0xf900);
			unwritable++;
			continue;
		}
		CHECK_EQ(get((char *)out, (size_t)n, &back), n);
		CHECK_EQ(back, c);
	}
	CHECK_EQ(unwritable, 24);
	/* and a sample of the planes above */
	for (c = 0x10000; c <= 0x10ffff; c += 0x3fd) {
		CHECK_EQ(put(c, out), 4);
		CHECK_EQ(get((char *)out, 4, &back), 4);
		CHECK_EQ(back, c);
	}
	return 0;
}
