/* The C23 width macros of <limits.h> and <stdint.h> (given with
   _GNU_SOURCE, as glibc) equal the types' bit counts; __fsword_t is the
   type of struct statfs's words. */
#define _GNU_SOURCE
#include <limits.h>
#include <stdint.h>
#include <stddef.h>
#include <signal.h>
#include <wchar.h>
#include <sys/statfs.h>
#include "check.h"

#define BITS(t) ((int)(sizeof(t) * CHAR_BIT))

int main(void)
{
	CHECK_EQ(CHAR_WIDTH, 8);
	CHECK_EQ(SCHAR_WIDTH, 8);
	CHECK_EQ(UCHAR_WIDTH, 8);
	CHECK_EQ(SHRT_WIDTH, BITS(short));
	CHECK_EQ(USHRT_WIDTH, BITS(short));
	CHECK_EQ(INT_WIDTH, BITS(int));
	CHECK_EQ(UINT_WIDTH, BITS(int));
	CHECK_EQ(LONG_WIDTH, BITS(long));
	CHECK_EQ(ULONG_WIDTH, BITS(long));
	CHECK_EQ(LLONG_WIDTH, BITS(long long));
	CHECK_EQ(ULLONG_WIDTH, BITS(long long));
	CHECK_EQ(INT8_WIDTH, 8);
	CHECK_EQ(UINT16_WIDTH, 16);
	CHECK_EQ(INT32_WIDTH, 32);
	CHECK_EQ(UINT64_WIDTH, 64);
	CHECK_EQ(INT_LEAST8_WIDTH, BITS(int_least8_t));
	CHECK_EQ(UINT_LEAST32_WIDTH, BITS(uint_least32_t));
	CHECK_EQ(INT_FAST8_WIDTH, BITS(int_fast8_t));
	CHECK_EQ(INT_FAST16_WIDTH, BITS(int_fast16_t));
	CHECK_EQ(UINT_FAST32_WIDTH, BITS(uint_fast32_t));
	CHECK_EQ(INT_FAST64_WIDTH, BITS(int_fast64_t));
	CHECK_EQ(INTPTR_WIDTH, BITS(intptr_t));
	CHECK_EQ(UINTMAX_WIDTH, BITS(uintmax_t));
	CHECK_EQ(PTRDIFF_WIDTH, BITS(ptrdiff_t));
	CHECK_EQ(SIZE_WIDTH, BITS(size_t));
	CHECK_EQ(SIG_ATOMIC_WIDTH, BITS(sig_atomic_t));
	CHECK_EQ(WCHAR_WIDTH, BITS(wchar_t));
	CHECK_EQ(WINT_WIDTH, BITS(wint_t));
	struct statfs sf;
	__fsword_t w = 0;
	CHECK_EQ(sizeof w, sizeof sf.f_type);
	CHECK_EQ(sizeof w, sizeof sf.f_bsize);
	return 0;
}
