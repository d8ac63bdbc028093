#define _GNU_SOURCE
#include <signal.h>

int sigandset(sigset_t *dst, const sigset_t *a, const sigset_t *b)
{
	for (size_t i = 0; i < sizeof dst->__bits / sizeof dst->__bits[0]; i++)
		dst->__bits[i] = a->__bits[i] & b->__bits[i];
	return 0;
}
