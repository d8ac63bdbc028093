#ifndef _SYS_FILE_H
#define _SYS_FILE_H

#include <features.h>

#define LOCK_SH 1
#define LOCK_EX 2
#define LOCK_NB 4
#define LOCK_UN 8

__WEFT_BEGIN
int flock(int fd, int operation);
__WEFT_END

#endif
