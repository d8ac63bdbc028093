/* The wide classes, wcwidth and towupper/towlower of C.UTF-8 agree with
   glibc 2.36's on every code point: the expected hashes below, one per
   block of 4096 code points, were printed by this program built against
   glibc ("./prog --print").  In the C locale only ASCII has classes, a
   width or a case. */
#define _GNU_SOURCE
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>
#include "check.h"

#define NBLOCK (0x110000 / 4096)

struct hashes { unsigned cls, width, kase; };

static const struct hashes expect[NBLOCK] = {
#include "data/wctype_hashes.h"
};

static unsigned mix(unsigned h, unsigned v)
{
	for (int i = 0; i < 4; i++)
		h = (h ^ (v >> 8 * i & 0xff)) * 16777619u;
	return h;
}

static const char *const names[] = { "alnum", "alpha", "blank", "cntrl", "digit", "graph",
				     "lower", "print", "punct", "space", "upper", "xdigit" };

static unsigned classes(wint_t c, const wctype_t *t)
{
	unsigned m = 0;
	for (int k = 0; k < 12; k++)
		m |= !!iswctype(c, t[k]) << k;
	return m;
}

int main(int argc, char **argv)
{
	wctype_t t[12];
	int print = argc > 1 && !strcmp(argv[1], "--print");
	unsigned c;

	for (int k = 0; k < 12; k++)
		CHECK((t[k] = wctype(names[k])) != 0);
	CHECK_EQ(wctype("nonsense"), 0);

	/* C locale. */
	for (c = 0x80; c < 0x110000; c++) {
		CHECK_EQ(classes(c, t), 0);
		CHECK_EQ(wcwidth(c), -1);
		CHECK_EQ(towupper(c), c);
		CHECK_EQ(towlower(c), c);
	}
	CHECK(iswalpha('a') && iswupper('A') && iswdigit('7') && iswxdigit('f') && iswspace('\t'));
	CHECK(iswpunct('!') && iswcntrl(0x7f) && iswblank(' ') && !iswprint(0x7f));
	CHECK_EQ(towupper('a'), 'A');
	CHECK_EQ(wcwidth('a'), 1);
	CHECK_EQ(wcwidth(0), 0);
	CHECK_EQ(wcwidth(1), -1);

	CHECK(setlocale(LC_ALL, "C.UTF-8"));
	/* A wctype_t belongs to the LC_CTYPE it was made in (glibc's point
	   into its tables). */
	for (int k = 0; k < 12; k++)
		CHECK((t[k] = wctype(names[k])) != 0);
	for (int b = 0; b < NBLOCK; b++) {
		struct hashes h = { 2166136261u, 2166136261u, 2166136261u };
		for (c = b * 4096u; c < (b + 1) * 4096u; c++) {
			h.cls = mix(h.cls, classes(c, t));
			h.width = mix(h.width, wcwidth(c));
			h.kase = mix(mix(h.kase, towupper(c)), towlower(c));
		}
		if (print) {
			printf("\t{ 0x%08x, 0x%08x, 0x%08x },\n", h.cls, h.width, h.kase);
			continue;
		}
		if (h.cls != expect[b].cls || h.width != expect[b].width || h.kase != expect[b].kase) {
			t_puts(2, "differs from glibc in code points from ");
			t_putnum(2, b * 4096);
			t_puts(2, h.cls != expect[b].cls ? " (classes)\n" :
			       h.width != expect[b].width ? " (wcwidth)\n" : " (case)\n");
			return 1;
		}
	}
	if (print)
		return 0;

	/* A few by name. */
	CHECK(iswalpha(0xe9) && iswlower(0xe9) && iswupper(0xc9));
	CHECK(iswalpha(0x4e00) && iswspace(0x3000) && iswpunct(0xa9));
	CHECK_EQ(towupper(0xdf), 0xdf);
	CHECK_EQ(towupper(0x3c3), 0x3a3);
	CHECK_EQ(towlower(0x130), 'i');
	CHECK_EQ(towctrans(0x101, wctrans("toupper")), 0x100);
	CHECK_EQ(towctrans('Z', wctrans("tolower")), 'z');
	CHECK(wctrans("tofold") == 0);
	CHECK_EQ(wcwidth(0x4e00), 2);
	CHECK_EQ(wcwidth(0x1f600), 2);
	CHECK_EQ(wcwidth(0x301), 0);
	CHECK_EQ(wcwidth(0x200b), 0);
	CHECK_EQ(wcwidth(0xe9), 1);
	CHECK_EQ(wcwidth(0xd800), -1);
	CHECK_EQ(wcwidth(0x110000), -1);
	CHECK_EQ(wcswidth(L"a\x4e00\x301", 3), 3);
	CHECK_EQ(wcswidth(L"a\x4e00\x301", 2), 3);
	CHECK_EQ(wcswidth(L"ab\x7f", 8), -1);
	CHECK_EQ(wcswidth(L"ab\0\x7f", 8), 2);
	return 0;
}
