/* wcschrnul, wcswcs, wcstoq/wcstouq and the _l forms of the wide number
   and time functions give what their plain forms give. */
#define _GNU_SOURCE
#include <locale.h>
#include <limits.h>
#include <time.h>
#include <wchar.h>
#include "check.h"

int main(void)
{
	const wchar_t *s = L"key=value";
	locale_t l = newlocale(LC_ALL_MASK, "C", 0);
	wchar_t *end, buf[64];
	struct tm tm = { .tm_year = 124, .tm_mon = 1, .tm_mday = 29, .tm_hour = 13,
			 .tm_min = 5, .tm_sec = 9, .tm_wday = 4, .tm_yday = 59 };

	CHECK(l != 0);
	CHECK(wcschrnul(s, L'=') == s + 3);
	CHECK(wcschrnul(s, L'#') == s + 9);
	CHECK(wcschrnul(s, 0) == s + 9);
	CHECK(wcswcs(s, L"val") == s + 4);
	CHECK(wcswcs(s, L"vax") == 0);
	CHECK(wcswcs(s, L"") == s);

	CHECK_EQ(wcstoq(L" -0x7fffffffffffffff!", &end, 0), -LLONG_MAX);
	CHECK_EQ(*end, L'!');
	errno = 0;
	CHECK(wcstouq(L"18446744073709551616", &end, 10) == ULLONG_MAX);
	CHECK_EQ(errno, ERANGE);
	CHECK_EQ(wcstol_l(L"0777x", &end, 0, l), 0777);
	CHECK_EQ(*end, L'x');
	CHECK_EQ(wcstoul_l(L"zz", &end, 36, l), 35 * 36 + 35);
	errno = 0;
	CHECK_EQ(wcstoll_l(L"-9223372036854775809", &end, 10, l), LLONG_MIN);
	CHECK_EQ(errno, ERANGE);
	CHECK(wcstoull_l(L"12", &end, 10, l) == 12);
	errno = 0;
	CHECK_EQ(wcstol_l(L"1", &end, 1, l), 0);
	CHECK_EQ(errno, EINVAL);

	CHECK(wcstod_l(L"2.5e3 ", &end, l) == 2500.0);
	CHECK_EQ(*end, L' ');
	CHECK(wcstof_l(L"0x1p-2", &end, l) == 0.25f);
	CHECK(wcstold_l(L"-1.5", &end, l) == -1.5L);
	CHECK(wcstod_l(L"junk", &end, l) == 0.0);
	CHECK(*end == L'j');

	CHECK_EQ(wcsftime_l(buf, 64, L"%Y-%m-%d %H:%M:%S %a", &tm, l), 23);
	CHECK(wcscmp(buf, L"2024-02-29 13:05:09 Thu") == 0);
	CHECK_EQ(wcsftime_l(buf, 5, L"%Y-%m", &tm, l), 0);
	freelocale(l);
	return 0;
}
