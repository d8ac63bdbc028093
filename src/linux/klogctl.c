#define _GNU_SOURCE
#include <sys/klog.h>
#include "syscall.h"

int klogctl(int type, char *buf, int len)
{
	return __syscall_ret(__syscall(SYS_syslog, type, buf, len));
}
