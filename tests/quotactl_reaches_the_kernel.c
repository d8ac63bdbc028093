/* quotactl passes its command to the kernel: a device that does not
   exist is ENOENT, a path that is not a block device ENOTBLK; QCMD
   packs the command and type as the kernel reads them. */
#include <sys/quota.h>
#include "check.h"

int main(void)
{
	struct dqblk q;

	CHECK_EQ(QCMD(Q_GETQUOTA, GRPQUOTA), (0x800007 << 8) | 1);
	errno = 0;
	int r = quotactl(QCMD(Q_GETQUOTA, USRQUOTA), "/dev/no-such-disk", 0, (char *)&q);
	if (r == -1 && errno == ENOSYS && t_under_qemu())
		t_skip("qemu-user does not pass quotactl on");
	CHECK_EQ(r, -1);
	CHECK_EQ(errno, ENOENT);
	CHECK_ERR(quotactl(QCMD(Q_GETQUOTA, USRQUOTA), "/dev/null", 0, (char *)&q), ENOTBLK);
	return 0;
}
