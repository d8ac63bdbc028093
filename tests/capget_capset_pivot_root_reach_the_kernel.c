/* capget and capset (declared in <sys/prctl.h>; glibc exports them
   without a declaration) hand the kernel's structures over: a header
   with an unknown version gets the kernel's preferred one back, the version-3 sets read back and set again unchanged.
   pivot_root (<sys/mount.h>, _GNU_SOURCE) reports the kernel's errors. */
#define _GNU_SOURCE
#include <errno.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <unistd.h>
#include "check.h"

#if defined(__has_include) && __has_include(<linux/capability.h>)
#include <linux/capability.h>
#ifdef __GLIBC__
extern int capget(cap_user_header_t header, const cap_user_data_t data);
extern int capset(cap_user_header_t header, cap_user_data_t data);
extern int pivot_root(const char *new_root, const char *put_old);
#endif
#define HAVE_KERNEL_HEADERS 1
#endif

int main(void)
{
#ifndef HAVE_KERNEL_HEADERS
	t_skip("no Linux kernel headers (linux-libc-dev) for this compiler");
#else
	struct __user_cap_header_struct h = { 0x12345678, 0 };
	struct __user_cap_data_struct d[2];

	/* an unknown version is refused, the kernel's written back; with
	   no data (a probe) that is a success */
	CHECK_ERR(capget(&h, d), EINVAL);
	CHECK_EQ(h.version, _LINUX_CAPABILITY_VERSION_3);
	h.version = 0x12345678;
	CHECK_EQ(capget(&h, 0), 0);
	CHECK_EQ(h.version, _LINUX_CAPABILITY_VERSION_3);

	memset(d, 0xff, sizeof d);
	h.version = _LINUX_CAPABILITY_VERSION_3;
	h.pid = 0;
	CHECK_EQ(capget(&h, d), 0);
	/* permitted bounds effective, whoever runs this */
	CHECK_EQ(d[0].effective & ~d[0].permitted, 0);
	CHECK_EQ(d[1].effective & ~d[1].permitted, 0);
	CHECK_EQ(capset(&h, d), 0);
	/* gaining a capability not permitted is refused */
	if (~d[0].permitted & (1u << CAP_SYS_BOOT)) {
		d[0].effective |= 1u << CAP_SYS_BOOT;
		CHECK_ERR(capset(&h, d), EPERM);
	}

	errno = 0;
	CHECK_EQ(pivot_root("/weft-no-such-dir", "/weft-no-such-dir/old"), -1);
	CHECK(errno == ENOENT || errno == EPERM);
#endif
	return 0;
}
