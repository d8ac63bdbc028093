#include "dirent_impl.h"

long telldir(DIR *d)
{
	return d->tell;
}
