#define _GNU_SOURCE
#include <string.h>

static int is_digit(unsigned char c)
{
	return (unsigned)c - '0' < 10;
}

/* Digits from p on, up to the first non-digit. */
static size_t digits_from(const unsigned char *p)
{
	size_t n = 0;

	while (is_digit(p[n]))
		n++;
	return n;
}

/*
 * Version order: text compares byte by byte, numbers inside it by value.
 * Everything is decided at the first byte where the strings differ, by what
 * the run of digits the two strings share up to there looks like:
 *  - no shared digits: two numbers starting there that do not start with
 *    0 compare by length, then by that first differing digit; anything
 *    else by the bytes;
 *  - shared digits starting with 1-9 (an integer): a longer digit run is
 *    the larger number, so a digit beats a non-digit and two digits
 *    compare by how many digits follow, then by value;
 *  - shared digits that are all zeros: a run of leading zeros reads as a
 *    fraction, so the string whose run goes on with a digit is the smaller
 *    ("000" < "00" < "0"); otherwise by the bytes;
 *  - shared digits starting with 0 and not all zeros: by the bytes.
 */
int strverscmp(const char *s1, const char *s2)
{
	const unsigned char *a = (const unsigned char *)s1, *b = (const unsigned char *)s2;
	size_t i = 0, start, k;
	int da, db, diff;

	while (a[i] == b[i]) {
		if (!a[i])
			return 0;
		i++;
	}
	diff = a[i] - b[i];
	da = is_digit(a[i]);
	db = is_digit(b[i]);

	/* The shared digits just before the difference: a[start..i). */
	start = i;
	while (start > 0 && is_digit(a[start - 1]))
		start--;

	if (start == i) {
		if (da && db && a[i] != '0' && b[i] != '0')
			goto by_length;
		return diff;
	}
	if (a[start] != '0') {
		if (da && db)
			goto by_length;
		if (da != db)
			return da ? 1 : -1;
		return diff;
	}
	for (k = start; k < i && a[k] == '0'; k++)
		;
	if (k == i && da != db)
		return da ? -1 : 1;
	return diff;

by_length:
	{
		size_t la = digits_from(a + i), lb = digits_from(b + i);
		if (la != lb)
			return la > lb ? 1 : -1;
		return diff;
	}
}
