#define _GNU_SOURCE
#include <string.h>
#include <dirent.h>
#include "libc.h"

/* scandir's comparison for names holding version numbers ("a9" before
   "a10"). */
int versionsort(const struct dirent **a, const struct dirent **b)
{
	return strverscmp((*a)->d_name, (*b)->d_name);
}

weak_alias(versionsort, versionsort64);
