/* strtofN, wcstofN, their _l forms and strfromfN convert in the format of
   their _FloatN type: _Float32 as float, _Float64 and _Float32x as double,
   _Float64x as long double (and _Float128 where long double is binary128). */
#define _GNU_SOURCE
#include <float.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>
#include "check.h"

#if !defined(__FLT32_MANT_DIG__) || !defined(__FLT64X_MANT_DIG__) || defined(__cplusplus)
int main(void)
{
	t_puts(2, "the compiler has no _FloatN types\n");
	return T_SKIP_STATUS;
}
#else
int main(void)
{
	locale_t l = newlocale(LC_ALL_MASK, "C", 0);
	char *end, b[64];
	wchar_t *wend;

	CHECK(l != 0);
	CHECK(strtof32("0.1x", &end) == (_Float32)0.1f);
	CHECK_EQ(*end, 'x');
	CHECK((double)strtof32("0.1", 0) != 0.1);
	CHECK(strtof64("0.1", 0) == (_Float64)0.1);
	CHECK(strtof32x("0.1", 0) == (_Float32x)0.1);
	CHECK(strtof64x("0.1", 0) == (_Float64x)0.1L);
	CHECK(strtof64x("0x1.000000000000001p0", 0) > 1 || LDBL_MANT_DIG == 53);
	errno = 0;
	CHECK(isinf(strtof32("1e39", 0)));
	CHECK_EQ(errno, ERANGE);
	errno = 0;
	CHECK(strtof64("1e308", 0) == 1e308);
	CHECK_EQ(errno, 0);
	CHECK(strtof64("nan", 0) != strtof64("nan", 0));

	CHECK(strtof32_l("2.5", &end, l) == 2.5f);
	CHECK(strtof64_l("-0x1p-3", &end, l) == -0.125);
	CHECK(strtof32x_l("3e2", &end, l) == 300.0);
	CHECK(strtof64x_l("0.1", &end, l) == 0.1L);
	CHECK(strtof64x_l("abc", &end, l) == 0);
	CHECK_STR(end, "abc");

	CHECK(wcstof32(L"0.1", &wend) == (_Float32)0.1f);
	CHECK_EQ(*wend, 0);
	CHECK(wcstof64(L"0.1", 0) == (_Float64)0.1);
	CHECK(wcstof32x(L"0.1", 0) == (_Float32x)0.1);
	CHECK(wcstof64x(L"0.1", 0) == (_Float64x)0.1L);
	CHECK(wcstof32_l(L"1.5", 0, l) == 1.5f);
	CHECK(wcstof64_l(L"1.5", 0, l) == 1.5);
	CHECK(wcstof32x_l(L"1.5", 0, l) == 1.5);
	CHECK(wcstof64x_l(L"0.1", 0, l) == 0.1L);

	CHECK_EQ(strfromf32(b, sizeof b, "%.9g", (_Float32)0.1f), 11);
	CHECK_STR(b, "0.100000001");
	CHECK_EQ(strfromf64(b, sizeof b, "%.17g", (_Float64)0.1), 19);
	CHECK_STR(b, "0.10000000000000001");
	CHECK_EQ(strfromf32x(b, sizeof b, "%a", (_Float32x)1.0), 6);
	CHECK_STR(b, "0x1p+0");
	CHECK_GT(strfromf64x(b, sizeof b, "%.21g", (_Float64x)0.1L), 0);
	CHECK(strtold(b, 0) == 0.1L);
	CHECK_EQ(strfromf64(b, 4, "%f", (_Float64)12.5), 9);
	CHECK_STR(b, "12.");
#if defined(__FLT128_MANT_DIG__) && __LDBL_MANT_DIG__ == 113
	CHECK(strtof128("0.1", 0) == (_Float128)0.1L);
	CHECK(strtof128_l("0.1", 0, l) == (_Float128)0.1L);
	CHECK(wcstof128(L"0.1", 0) == (_Float128)0.1L);
	CHECK(wcstof128_l(L"0.1", 0, l) == (_Float128)0.1L);
	CHECK_EQ(strfromf128(b, sizeof b, "%.3f", (_Float128)2.0L), 5);
	CHECK_STR(b, "2.000");
#endif
	freelocale(l);
	return 0;
}
#endif
