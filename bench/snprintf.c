/* snprintf of typical formats: integers, strings, floats. */
#include <stdio.h>
#include "bench.h"

int main(void)
{
	char buf[256];
	volatile int i = 123456789;
	volatile double d = 3.14159265358979;
	const char *volatile s = "weft threads";
	const long long t = 60 * 1000 * 1000;

	BENCH("snprintf_d", t, { int r = snprintf(buf, sizeof buf, "%d", i); b_keep(r); b_clobber(); });
	BENCH("snprintf_mixed", t, { int r = snprintf(buf, sizeof buf, "%s: %5d|%-8x|%c", s, i, i, 'w'); b_keep(r); b_clobber(); });
	BENCH("snprintf_g", t, { int r = snprintf(buf, sizeof buf, "%g", d); b_keep(r); b_clobber(); });
	BENCH("snprintf_.17g", t, { int r = snprintf(buf, sizeof buf, "%.17g", d); b_keep(r); b_clobber(); });
	BENCH("snprintf_f", t, { int r = snprintf(buf, sizeof buf, "%.3f", d * 1e6); b_keep(r); b_clobber(); });
	return 0;
}
