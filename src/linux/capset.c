#include <sys/prctl.h>
#include "syscall.h"

int capset(struct __user_cap_header_struct *hdrp, struct __user_cap_data_struct *datap)
{
	return __syscall_ret(__syscall(SYS_capset, hdrp, datap));
}
