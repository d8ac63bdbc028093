#include <shadow.h>
#include "passwd_impl.h"
#include "syscall.h"

/* Back to the first entry. */
void setspent(void)
{
	if (__spent_file.fd >= 0) {
		__syscall(SYS_lseek, __spent_file.fd, 0, 0);
		__spent_file.pos = __spent_file.len = 0;
		__spent_file.skipping = 0;
	}
}
