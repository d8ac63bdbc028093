/* <sys/fsuid.h>: the file-system ids Linux checks file access against.
   Per thread, as the kernel defines them: unlike setuid, these are not
   applied to every thread (docs/setid.md). */
#ifndef _SYS_FSUID_H
#define _SYS_FSUID_H

#include <features.h>

#define __WEFT_WANT_uid_t
#define __WEFT_WANT_gid_t
#include <bits/typedefs.h>

__WEFT_BEGIN
int setfsuid(uid_t uid);
int setfsgid(gid_t gid);
__WEFT_END

#endif
