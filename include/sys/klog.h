/* The kernel log buffer: syslog(2) under the name glibc gives it. */
#ifndef _SYS_KLOG_H
#define _SYS_KLOG_H

#include <features.h>

__WEFT_BEGIN
int klogctl(int type, char *buf, int len);
__WEFT_END

#endif
