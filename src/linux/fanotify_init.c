#include <sys/fanotify.h>
#include "syscall.h"

int fanotify_init(unsigned int flags, unsigned int event_f_flags)
{
	return __syscall_ret(__syscall(SYS_fanotify_init, flags, event_f_flags));
}
