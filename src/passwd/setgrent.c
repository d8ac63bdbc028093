#include <grp.h>
#include "passwd_impl.h"
#include "syscall.h"

/* Back to the first entry. */
void setgrent(void)
{
	if (__grent_file.fd >= 0) {
		__syscall(SYS_lseek, __grent_file.fd, 0, 0);
		__grent_file.pos = __grent_file.len = 0;
		__grent_file.skipping = 0;
	}
}
