/* The administrative Linux calls (mount, umount, umount2, chroot,
   sethostname, setdomainname, swapon, swapoff, reboot, klogctl, acct)
   reach the kernel and report its errors: each is given input the kernel
   refuses whatever the privileges (a missing path, an invalid command or
   flag, a name too long), so nothing is ever mounted, renamed or
   rebooted.  Without privileges the answer is EPERM, which is checked too; as root
   a tmpfs is mounted on a scratch directory and unmounted. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/klog.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <sys/swap.h>
#include <unistd.h>
#include "check.h"

/* e is one of the two */
#define CHECK_ERR2(expr, e1, e2) do { errno = 0; long r_ = (long)(expr); \
	CHECK_EQ(r_, -1); if (errno != (e1)) CHECK_EQ(errno, e2); } while (0)

int main(void)
{
	static const char missing[] = "/no/such/weft/path";
	char name[100];
	memset(name, 'a', sizeof name);

	CHECK_ERR2(mount("none", missing, "tmpfs", 0, NULL), ENOENT, EPERM);
	CHECK_ERR2(umount(missing), ENOENT, EPERM);
	CHECK_ERR2(umount2(missing, 0), ENOENT, EPERM);
	CHECK_ERR2(umount2("/", 0x100), EINVAL, EPERM);	/* an unknown flag */
	CHECK_ERR2(chroot(missing), ENOENT, EPERM);
	CHECK_ERR(chroot(""), ENOENT);
	CHECK_ERR2(sethostname(name, sizeof name), EINVAL, EPERM);	/* > 64 */
	CHECK_ERR2(setdomainname(name, sizeof name), EINVAL, EPERM);
	CHECK_ERR2(swapon(missing, 0), ENOENT, EPERM);
	CHECK_ERR2(swapoff(missing), ENOENT, EPERM);
	CHECK_ERR2(reboot(0x7eadbeef), EINVAL, EPERM);	/* not a command */
	CHECK_ERR2(klogctl(99, NULL, 0), EINVAL, EPERM);
	CHECK_ERR2(acct(missing), ENOENT, EPERM);
	if (geteuid() != 0) {
		CHECK_ERR(sethostname("x", 1), EPERM);
		CHECK_ERR(reboot(RB_AUTOBOOT), EPERM);
		return 0;
	}
	/* root: a tmpfs on a scratch directory, mounted and unmounted */
	CHECK_EQ(mkdir("m", 0755), 0);
	if (mount("none", "m", "tmpfs", MS_NOSUID, "size=64k") != 0) {
		CHECK_EQ(errno, EPERM);
		t_skip("root without CAP_SYS_ADMIN: a real mount was not tried");
	}
	int fd = open("m/inside", O_CREAT | O_WRONLY, 0644);
	CHECK(fd >= 0);
	CHECK_ERR(umount("m"), EBUSY);
	close(fd);
	CHECK_EQ(umount2("m", 0), 0);
	CHECK_ERR(access("m/inside", F_OK), ENOENT);
	CHECK_EQ(mount("none", "m", "tmpfs", 0, NULL), 0);
	CHECK_EQ(umount("m"), 0);
	return 0;
}
