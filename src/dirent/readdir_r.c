#include <errno.h>
#include <string.h>
#include "dirent_impl.h"
#include "lock.h"
#include "libc.h"

/* Copies the next entry into the caller's record under the stream's lock;
   returns an error number, with *result null at the end. */
int readdir_r(DIR *__weft_restrict d, struct dirent *__weft_restrict entry,
	      struct dirent **__weft_restrict result)
{
	int saved = errno, e;
	struct dirent *de;

	__lock(&d->lock);
	errno = 0;
	de = readdir(d);
	e = errno;
	errno = saved;
	if (de)
		memcpy(entry, de, de->d_reclen < sizeof *entry ? de->d_reclen : sizeof *entry);
	__unlock(&d->lock);
	if (e)
		return e;
	*result = de ? entry : 0;
	return 0;
}

weak_alias(readdir_r, readdir64_r);
