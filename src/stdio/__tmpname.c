#include "stdio_impl.h"
#include "syscall.h"

/* Writes 6 random letters/digits at p (from getrandom, else the clock
   and the address of a stack variable). */
hidden void __tmpname(char *p)
{
	static const char set[] =
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
	unsigned char r[6];
	long ts[2] = { 0, 0 };

	if (__syscall(SYS_getrandom, r, sizeof r, 1 /* GRND_NONBLOCK */) != sizeof r) {
		unsigned long x;
		__syscall(SYS_clock_gettime, 1, ts);
		x = ts[0] * 1000000007UL ^ ts[1] ^ (unsigned long)r;
		for (int i = 0; i < 6; i++) {
			x = x * 6364136223846793005UL + 1442695040888963407UL;
			r[i] = x >> 56;
		}
	}
	for (int i = 0; i < 6; i++)
		p[i] = set[r[i] % 62];
}
