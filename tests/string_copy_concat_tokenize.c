/* The copying, concatenating, spanning and tokenizing functions of
   <string.h> and <strings.h>: results, return values and the bytes they
   must leave alone. */
#define _GNU_SOURCE
#include <string.h>
#include <strings.h>
#include "check.h"

static int sign(int x)
{
	return (x > 0) - (x < 0);
}

int main(void)
{
	char buf[64], *p, *save;
	const char *volatile six = "abcdef", *volatile bazooka = "bazooka";	/* hides the truncation from -Wstringop-truncation */

	memset(buf, 'x', sizeof buf);
	CHECK(strcpy(buf, "hello") == buf);
	CHECK_STR(buf, "hello");
	CHECK_EQ(buf[6], 'x');
	CHECK(stpcpy(buf, "abc") == buf + 3);
	CHECK(stpcpy(stpcpy(buf, "ab"), "cd") == buf + 4);
	CHECK_STR(buf, "abcd");

	memset(buf, 'x', sizeof buf);
	CHECK(strncpy(buf, "abc", 6) == buf);
	CHECK(!memcmp(buf, "abc\0\0\0x", 7));
	memset(buf, 'x', sizeof buf);
	CHECK(strncpy(buf, six, 3) == buf);
	CHECK(!memcmp(buf, "abcx", 4));
	memset(buf, 'x', sizeof buf);
	CHECK(stpncpy(buf, "abc", 6) == buf + 3);
	CHECK(!memcmp(buf, "abc\0\0\0x", 7));
	CHECK(stpncpy(buf, six, 4) == buf + 4);

	strcpy(buf, "foo");
	CHECK(strcat(buf, "bar") == buf);
	CHECK_STR(buf, "foobar");
	memset(buf + 7, 'x', 10);
	CHECK(strncat(buf, bazooka, 3) == buf);
	CHECK_STR(buf, "foobarbaz");
	CHECK(strncat(buf, "!", 10) == buf);
	CHECK_STR(buf, "foobarbaz!");
	CHECK(strncat(buf, "zzz", 0) == buf);
	CHECK_STR(buf, "foobarbaz!");

	memset(buf, 'x', sizeof buf);
	CHECK(memccpy(buf, "key=value", '=', 9) == buf + 4);
	CHECK(!memcmp(buf, "key=x", 5));
	CHECK(memccpy(buf, "abc", 'z', 3) == 0);
	CHECK(!memcmp(buf, "abc=", 4));

	CHECK_EQ(strspn("aabbcxa", "ab"), 4);
	CHECK_EQ(strspn("aaab", "a"), 3);
	CHECK_EQ(strspn("abc", ""), 0);
	CHECK_EQ(strspn("\xff\xfe" "a", "\xfe\xff"), 2);
	CHECK_EQ(strcspn("hello, world", ", "), 5);
	CHECK_EQ(strcspn("hello", ""), 5);
	CHECK_EQ(strcspn("hello", "o"), 4);
	CHECK_EQ(strcspn("", "abc"), 0);
	p = "hello, world";
	CHECK(strpbrk(p, " ,") == p + 5);
	CHECK(strpbrk(p, "xyz") == 0);

	strcpy(buf, "  one two,,three  ");
	CHECK_STR(strtok(buf, " ,"), "one");
	CHECK_STR(strtok(0, " ,"), "two");
	CHECK_STR(strtok(0, " ,"), "three");
	CHECK(strtok(0, " ,") == 0);
	CHECK(strtok(0, " ,") == 0);
	strcpy(buf, ",,,");
	CHECK(strtok(buf, ",") == 0);

	strcpy(buf, "a:b::c");
	CHECK_STR(strtok_r(buf, ":", &save), "a");
	CHECK_STR(strtok_r(0, ":", &save), "b");
	CHECK_STR(strtok_r(0, ":", &save), "c");
	CHECK(strtok_r(0, ":", &save) == 0);

	strcpy(buf, "a:b::c");
	p = buf;
	CHECK_STR(strsep(&p, ":"), "a");
	CHECK_STR(strsep(&p, ":"), "b");
	CHECK_STR(strsep(&p, ":"), "");
	CHECK_STR(strsep(&p, ":"), "c");
	CHECK(p == 0);
	CHECK(strsep(&p, ":") == 0);

	memset(buf, 'x', sizeof buf);
	CHECK_EQ(strxfrm(buf, "abc", 10), 3);
	CHECK_STR(buf, "abc");
	CHECK_EQ(strxfrm(buf, "abcdef", 3), 6);
	CHECK_EQ(strxfrm(0, "abcdef", 0), 6);
	CHECK_EQ(sign(strcoll("abc", "abd")), -1);
	CHECK_EQ(strcoll("abc", "abc"), 0);

	CHECK_EQ(sign(strcasecmp("Hello", "hELLO")), 0);
	CHECK_EQ(sign(strcasecmp("abc", "ABD")), -1);
	CHECK_EQ(sign(strcasecmp("abc", "AB")), 1);
	CHECK_EQ(sign(strcasecmp("[", "a")), -1);	/* '[' < 'a' after folding */
	CHECK_EQ(sign(strncasecmp("HELLOx", "helloy", 5)), 0);
	CHECK_EQ(sign(strncasecmp("HELLOx", "helloy", 6)), -1);
	CHECK_EQ(strncasecmp("a", "b", 0), 0);

	strcpy(buf, "abcabc");
	CHECK(index(buf, 'b') == buf + 1);
	CHECK(rindex(buf, 'b') == buf + 4);
	CHECK(index(buf, 'z') == 0);

	memset(buf, 'x', sizeof buf);
	bzero(buf + 1, 3);
	CHECK(!memcmp(buf, "x\0\0\0x", 5));
	explicit_bzero(buf, 2);
	CHECK(!memcmp(buf, "\0\0\0\0x", 5));
	strcpy(buf, "123456");
	bcopy(buf, buf + 2, 4);
	CHECK_STR(buf, "121234");
	CHECK_EQ(bcmp("abc", "abc", 3), 0);
	CHECK(bcmp("abc", "abd", 3) != 0);
	CHECK_EQ(bcmp("abc", "xyz", 0), 0);

	CHECK_EQ(ffs(0), 0);
	CHECK_EQ(ffs(1), 1);
	CHECK_EQ(ffs(0x80), 8);
	CHECK_EQ(ffs(-2147483647 - 1), 32);
	CHECK_EQ(ffsl(0), 0);
	CHECK_EQ(ffsl(1L << 40), 41);
	CHECK_EQ(ffsll(0), 0);
	CHECK_EQ(ffsll(1LL << 63), 64);
	CHECK_EQ(ffsll(0x300), 9);
	return 0;
}
