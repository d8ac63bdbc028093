/* Setting a file's access and modification times in whole seconds
   (obsolescent; utimensat is the modern call). */
#ifndef _UTIME_H
#define _UTIME_H

#include <features.h>

#define __WEFT_WANT_time_t
#include <bits/typedefs.h>

struct utimbuf {
	time_t actime;
	time_t modtime;
};

__WEFT_BEGIN
int utime(const char *path, const struct utimbuf *times);
__WEFT_END

#endif
