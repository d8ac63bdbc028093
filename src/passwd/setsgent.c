#include <gshadow.h>
#include "passwd_impl.h"
#include "syscall.h"

/* Back to the first entry. */
void setsgent(void)
{
	if (__sgent_file.fd >= 0) {
		__syscall(SYS_lseek, __sgent_file.fd, 0, 0);
		__sgent_file.pos = __sgent_file.len = 0;
		__sgent_file.skipping = 0;
	}
}
