#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include "msfilter.h"

/* The kernel reads at least the whole struct, even for an empty list,
   and takes the option's length as an int. */
hidden void *__msfilter_alloc(size_t whole, size_t each, uint32_t n, socklen_t *size)
{
	if (n > (INT32_MAX - whole) / each) {
		errno = ENOMEM;
		return 0;
	}
	*size = whole - each + n * each;
	if (*size < whole)
		*size = whole;
	return calloc(1, *size);
}
