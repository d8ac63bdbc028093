#include <string.h>
#include <dirent.h>
#include "libc.h"

/* Only the C locale exists, where strcoll orders like strcmp. */
int alphasort(const struct dirent **a, const struct dirent **b)
{
	return strcmp((*a)->d_name, (*b)->d_name);
}

weak_alias(alphasort, alphasort64);
