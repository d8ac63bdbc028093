#include <pwd.h>
#include "passwd_impl.h"
#include "syscall.h"

/* Back to the first entry. */
void setpwent(void)
{
	if (__pwent_file.fd >= 0) {
		__syscall(SYS_lseek, __pwent_file.fd, 0, 0);
		__pwent_file.pos = __pwent_file.len = 0;
		__pwent_file.skipping = 0;
	}
}
