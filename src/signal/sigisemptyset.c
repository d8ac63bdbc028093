#define _GNU_SOURCE
#include <signal.h>

int sigisemptyset(const sigset_t *set)
{
	for (size_t i = 0; i < sizeof set->__bits / sizeof set->__bits[0]; i++)
		if (set->__bits[i])
			return 0;
	return 1;
}
