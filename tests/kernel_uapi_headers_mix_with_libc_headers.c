/* weft-cc offers the kernel's UAPI headers (<linux/fs.h>, <asm/ioctls.h>)
   after weft's own, and weft's <netinet/in.h> and <net/if.h> tell the kernel's
   <linux/in6.h> and <linux/if.h> included after them what not to define
   again, as programs mixing both expect: a redefinition is an error. */
// test: cflags -Werror
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>
#include <netinet/in.h>
#include <net/if.h>
#include "check.h"

#if defined(__has_include) && __has_include(<linux/fs.h>) && __has_include(<asm/ioctls.h>)
#define HAVE_KERNEL_HEADERS 1
#include <linux/in6.h>
#include <linux/if.h>
#include <linux/fs.h>
#include <linux/falloc.h>
#include <linux/netlink.h>
#include <linux/if_alg.h>
#include <asm/ioctls.h>
#endif

int main(void)
{
#ifndef HAVE_KERNEL_HEADERS
	t_skip("no Linux kernel headers (linux-libc-dev) for this compiler");
#else
	/* Values fixed by the kernel ABI. */
	CHECK_EQ(BLKGETSIZE64, _IOR(0x12, 114, size_t));
	CHECK_EQ(FALLOC_FL_KEEP_SIZE, 0x01);
	CHECK_EQ(FALLOC_FL_PUNCH_HOLE, 0x02);
	CHECK_EQ(NETLINK_ROUTE, 0);
	CHECK_EQ(sizeof(struct nlmsghdr), 16);
	CHECK_EQ(sizeof(((struct sockaddr_alg *)0)->salg_name), 64);
	/* The libc's definitions, and the kernel's newer flags beside them. */
	CHECK_EQ(IFNAMSIZ, 16);
	CHECK_EQ(IFF_UP, 0x1);
	CHECK_EQ(IFF_LOWER_UP, 1 << 16);
	CHECK_EQ(sizeof(struct in6_addr), 16);
	CHECK_EQ(IPPROTO_IPV6, 41);
	CHECK_EQ(IPV6_FL_A_GET, 0);
	/* <sys/uio.h>'s (through <sys/socket.h>) and <linux/fs.h>'s */
	CHECK_EQ(RWF_NOWAIT, 0x8);
	CHECK_EQ(RWF_APPEND, 0x10);

	/* The kernel's constants work with the library's calls. */
	int p[2];
	CHECK_EQ(pipe(p), 0);
	CHECK_EQ(write(p[1], "abc", 3), 3);
	int n = -1;
	CHECK_EQ(ioctl(p[0], FIONREAD, &n), 0);
	CHECK_EQ(n, 3);
	close(p[0]);
	close(p[1]);

	char path[] = "/tmp/weft-khdr-XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	unlink(path);
	static char buf[65536];
	CHECK_EQ(write(fd, buf, sizeof buf), (long)sizeof buf);
	int r = fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, 0, 4096);
	/* tmpfs, ext4, xfs, btrfs punch holes; others say EOPNOTSUPP. */
	CHECK(r == 0 || errno == EOPNOTSUPP);
	CHECK_EQ(lseek(fd, 0, SEEK_END), (long)sizeof buf);
	close(fd);
#endif
	return 0;
}
