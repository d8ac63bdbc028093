#define _GNU_SOURCE
#include <errno.h>
#include <string.h>
#include "pthread_impl.h"

/* Without an affinity attribute: every CPU. */
int pthread_attr_getaffinity_np(const pthread_attr_t *a, size_t size, cpu_set_t *set)
{
	if (!a->_a_affinity) {
		memset(set, 0xff, size);
		return 0;
	}
	if (size < a->_a_affsize) {
		for (size_t i = size; i < a->_a_affsize; i++)
			if (((const unsigned char *)a->_a_affinity)[i])
				return EINVAL;
		memcpy(set, (const void *)a->_a_affinity, size);
		return 0;
	}
	memcpy(set, (const void *)a->_a_affinity, a->_a_affsize);
	memset((char *)set + a->_a_affsize, 0, size - a->_a_affsize);
	return 0;
}
