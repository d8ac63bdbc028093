/* iconv between the Unicode encodings, ASCII and ISO-8859-1: output
   bytes, BOMs written and read, and where each error stops (*inbuf at the
   character that failed): EILSEQ for invalid or unrepresentable input,
   EINVAL for input ending inside a character, E2BIG for a full output. */
#include <errno.h>
#include <iconv.h>
#include <string.h>
#include "check.h"

static char out[256];
static size_t outlen, consumed;
static int err;

/* Converts n bytes of in; returns iconv's result, the output in out,
   outlen bytes, consumed input bytes and errno in err. */
static size_t conv(const char *to, const char *from, const char *in, size_t n, size_t room)
{
	iconv_t cd = iconv_open(to, from);
	char *ip = (char *)in, *op = out;
	size_t il = n, ol = room, r;

	CHECK(cd != (iconv_t)-1);
	memset(out, 0x5a, sizeof out);
	errno = 0;
	r = iconv(cd, &ip, &il, &op, &ol);
	err = errno;
	outlen = op - out;
	consumed = ip - in;
	CHECK_EQ(il, n - consumed);
	CHECK_EQ(ol, room - outlen);
	CHECK_EQ(out[outlen], 0x5a);
	CHECK_EQ(iconv_close(cd), 0);
	return r;
}

#define OUT(s) do { CHECK_EQ(outlen, sizeof(s) - 1); CHECK(!memcmp(out, s, sizeof(s) - 1)); } while (0)

int main(void)
{
	const char *utf8 = "A\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80";   /* A é € 😀 */

	/* From UTF-8 to each encoding. */
	CHECK_EQ(conv("UTF-16LE", "UTF-8", utf8, 10, 64), 0);
	OUT("A\0\xe9\0\xac\x20\x3d\xd8\x00\xde");
	CHECK_EQ(conv("UTF-16BE", "UTF-8", utf8, 10, 64), 0);
	OUT("\0A\0\xe9\x20\xac\xd8\x3d\xde\x00");
	CHECK_EQ(conv("UTF-16", "UTF-8", "A", 1, 64), 0);
	OUT("\xff\xfe" "A\0");
	CHECK_EQ(conv("UTF-32", "UTF-8", "A", 1, 64), 0);
	OUT("\xff\xfe\0\0" "A\0\0\0");
	CHECK_EQ(conv("UTF-32BE", "UTF-8", utf8 + 6, 4, 64), 0);
	OUT("\0\x01\xf6\x00");
	CHECK_EQ(conv("UTF-32LE", "UTF-8", utf8 + 6, 4, 64), 0);
	OUT("\x00\xf6\x01\0");
	CHECK_EQ(conv("UCS-4", "UTF-8", "A", 1, 64), 0);
	OUT("\0\0\0A");
	CHECK_EQ(conv("UCS-2", "UTF-8", utf8, 6, 64), 0);
	OUT("A\0\xe9\0\xac\x20");
	CHECK_EQ(conv("UCS-2BE", "UTF-8", "\xc3\xa9", 2, 64), 0);
	OUT("\0\xe9");
	CHECK_EQ(conv("WCHAR_T", "UTF-8", "\xc3\xa9", 2, 64), 0);
	OUT("\xe9\0\0\0");
	CHECK_EQ(conv("ISO-8859-1", "UTF-8", "a\xc3\xa9", 3, 64), 0);
	OUT("a\xe9");
	CHECK_EQ(conv("US-ASCII", "UTF-8", "plain", 5, 64), 0);
	OUT("plain");

	/* To UTF-8, names in any case. */
	CHECK_EQ(conv("utf8", "latin1", "\xe9\xff", 2, 64), 0);
	OUT("\xc3\xa9\xc3\xbf");
	CHECK_EQ(conv("Utf-8", "L1", "\xe9", 1, 64), 0);
	OUT("\xc3\xa9");
	CHECK_EQ(conv("UTF-8", "iso_8859-1", "\xe9", 1, 64), 0);
	CHECK_EQ(conv("UTF-8", "ANSI_X3.4-1968", "a", 1, 64), 0);
	CHECK_EQ(conv("UTF-8", "UTF-16LE", "\x3d\xd8\x00\xde", 4, 64), 0);
	OUT("\xf0\x9f\x98\x80");
	CHECK_EQ(conv("UTF-8", "UCS-4LE", "A\0\0\0", 4, 64), 0);
	OUT("A");
	CHECK_EQ(conv("UTF-8", "WCHAR_T", "\xac\x20\0\0", 4, 64), 0);
	OUT("\xe2\x82\xac");

	/* BOMs: UTF-16 and UTF-32 take one and follow it, little-endian
	   without; the LE/BE forms and UCS-2 keep it as U+FEFF. */
	CHECK_EQ(conv("UTF-8", "UTF-16", "\xff\xfe" "A\0", 4, 64), 0);
	OUT("A");
	CHECK_EQ(conv("UTF-8", "UTF-16", "\xfe\xff" "\0A", 4, 64), 0);
	OUT("A");
	CHECK_EQ(conv("UTF-8", "UTF-16", "A\0", 2, 64), 0);
	OUT("A");
	CHECK_EQ(conv("UTF-8", "UTF-32", "\0\0\xfe\xff" "\0\0\0A", 8, 64), 0);
	OUT("A");
	CHECK_EQ(conv("UTF-8", "UTF-32", "\xff\xfe\0\0" "A\0\0\0", 8, 64), 0);
	OUT("A");
	CHECK_EQ(conv("UTF-8", "UTF-16LE", "\xff\xfe" "A\0", 4, 64), 0);
	OUT("\xef\xbb\xbf" "A");
	CHECK_EQ(conv("UTF-8", "UCS-2", "\xff\xfe" "A\0", 4, 64), 0);
	OUT("\xef\xbb\xbf" "A");
	CHECK_EQ(conv("UTF-16LE", "UTF-8", "\xef\xbb\xbf" "a", 4, 64), 0);
	OUT("\xff\xfe" "a\0");

	/* Invalid input: EILSEQ at the bad sequence. */
	CHECK_EQ(conv("UTF-16LE", "UTF-8", "ab\xff" "c", 4, 64), (size_t)-1);
	CHECK_EQ(err, EILSEQ);
	CHECK_EQ(consumed, 2);
	OUT("a\0b\0");
	CHECK_EQ(conv("UTF-8", "UTF-8", "a\xc0\x80", 3, 64), (size_t)-1);
	CHECK_EQ(err, EILSEQ);
	CHECK_EQ(consumed, 1);
	CHECK_EQ(conv("UTF-8", "UTF-8", "\xed\xa0\x80", 3, 64), (size_t)-1);
	CHECK_EQ(err, EILSEQ);
	CHECK_EQ(conv("UTF-8", "UTF-8", "\xe0\x80\x80", 3, 64), (size_t)-1);
	CHECK_EQ(err, EILSEQ);
	CHECK_EQ(conv("UTF-8", "UTF-16LE", "\x00\xdc\x00\xd8", 4, 64), (size_t)-1);
	CHECK_EQ(err, EILSEQ);
	CHECK_EQ(consumed, 0);
	CHECK_EQ(conv("UTF-8", "UTF-32LE", "\x00\xd8\0\0", 4, 64), (size_t)-1);
	CHECK_EQ(err, EILSEQ);
	CHECK_EQ(conv("UTF-8", "UTF-32LE", "\0\0\x11\0", 4, 64), (size_t)-1);
	CHECK_EQ(err, EILSEQ);
	CHECK_EQ(conv("UTF-8", "UCS-2LE", "\x00\xd8", 2, 64), (size_t)-1);
	CHECK_EQ(err, EILSEQ);
	CHECK_EQ(conv("UTF-8", "ASCII", "a\xe9", 2, 64), (size_t)-1);
	CHECK_EQ(err, EILSEQ);
	CHECK_EQ(consumed, 1);

	/* Cut short: EINVAL before the partial character. */
	CHECK_EQ(conv("UTF-8", "UTF-8", "a\xe2\x82", 3, 64), (size_t)-1);
	CHECK_EQ(err, EINVAL);
	CHECK_EQ(consumed, 1);
	OUT("a");
	CHECK_EQ(conv("UTF-8", "UTF-16LE", "A\0\x3d\xd8", 4, 64), (size_t)-1);
	CHECK_EQ(err, EINVAL);
	CHECK_EQ(consumed, 2);
	CHECK_EQ(conv("UTF-8", "UTF-32BE", "\0\0", 2, 64), (size_t)-1);
	CHECK_EQ(err, EINVAL);
	CHECK_EQ(consumed, 0);

	/* A full output: E2BIG before the character that does not fit. */
	CHECK_EQ(conv("UTF-8", "UTF-8", "abc", 3, 2), (size_t)-1);
	CHECK_EQ(err, E2BIG);
	CHECK_EQ(consumed, 2);
	OUT("ab");
	CHECK_EQ(conv("UTF-16LE", "UTF-8", "a\xe2\x82\xac", 4, 3), (size_t)-1);
	CHECK_EQ(err, E2BIG);
	CHECK_EQ(consumed, 1);
	OUT("a\0");

	/* A character the target lacks. */
	CHECK_EQ(conv("ISO-8859-1", "UTF-8", "a\xc3\xa9\xe2\x82\xacz", 7, 64), (size_t)-1);
	CHECK_EQ(err, EILSEQ);
	CHECK_EQ(consumed, 3);
	OUT("a\xe9");
	CHECK_EQ(conv("UCS-2LE", "UTF-8", "\xf0\x9f\x98\x80", 4, 64), (size_t)-1);
	CHECK_EQ(err, EILSEQ);
	CHECK_EQ(conv("ASCII//TRANSLIT", "UTF-8", "a\xc3\xa9z", 4, 64), 1);
	OUT("a?z");
	/* //IGNORE drops it (and bad input), converts the rest, and still
	   reports EILSEQ. */
	CHECK_EQ(conv("ASCII//IGNORE", "UTF-8", "a\xc3\xa9z", 4, 64), (size_t)-1);
	CHECK_EQ(err, EILSEQ);
	CHECK_EQ(consumed, 4);
	OUT("az");
	CHECK_EQ(conv("UTF-16LE//IGNORE", "UTF-8", "a\xff" "b", 3, 64), (size_t)-1);
	CHECK_EQ(err, EILSEQ);
	CHECK_EQ(consumed, 3);
	OUT("a\0b\0");

	/* Unknown names. */
	errno = 0;
	CHECK(iconv_open("UTF-8", "no-such-code") == (iconv_t)-1);
	CHECK_EQ(errno, EINVAL);
	errno = 0;
	CHECK(iconv_open("646", "UTF-8") == (iconv_t)-1);
	CHECK_EQ(errno, EINVAL);

	/* A BOM once per state; a reset (NULL input) brings it back. */
	iconv_t cd = iconv_open("UTF-16", "UTF-8");
	char *ip = (char *)"ab", *op = out;
	size_t il = 1, ol = sizeof out;
	CHECK(cd != (iconv_t)-1);
	CHECK_EQ(iconv(cd, &ip, &il, &op, &ol), 0);
	il = 1;
	CHECK_EQ(iconv(cd, &ip, &il, &op, &ol), 0);
	CHECK_EQ(op - out, 6);
	CHECK(!memcmp(out, "\xff\xfe" "a\0b\0", 6));
	CHECK_EQ(iconv(cd, 0, 0, &op, &ol), 0);
	CHECK_EQ(op - out, 6);
	ip = (char *)"c", il = 1;
	CHECK_EQ(iconv(cd, &ip, &il, &op, &ol), 0);
	CHECK(!memcmp(out + 6, "\xff\xfe" "c\0", 4));
	CHECK_EQ(iconv_close(cd), 0);
	return 0;
}
