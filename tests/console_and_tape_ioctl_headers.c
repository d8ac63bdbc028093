/* <sys/kd.h> and <sys/vt.h> give the kernel's console and virtual
   terminal ioctls; <sys/mtio.h> the tape driver's structures and
   requests, with the sizes encoded in them matching the structures. */
#include <errno.h>
#include <stddef.h>
#include <sys/ioctl.h>
#include <sys/kd.h>
#include <sys/mtio.h>
#include <sys/vt.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(KDGKBTYPE, 0x4B33);
	CHECK_EQ(KDSETMODE, 0x4B3A);
	CHECK_EQ(KDGETMODE, 0x4B3B);
	CHECK_EQ(KD_TEXT, 0);
	CHECK_EQ(KD_GRAPHICS, 1);
	CHECK_EQ(KB_101, 2);
	CHECK_EQ(VT_OPENQRY, 0x5600);
	CHECK_EQ(VT_GETSTATE, 0x5603);
	CHECK_EQ(VT_ACTIVATE, 0x5606);
	CHECK_EQ(VT_WAITACTIVE, 0x5607);
	CHECK_EQ(VT_DISALLOCATE, 0x5608);
	CHECK_EQ(sizeof(struct vt_stat), 6);

	CHECK_EQ(sizeof(struct mtop), 8);
	CHECK_EQ(offsetof(struct mtop, mt_count), 4);
	CHECK_EQ(sizeof(struct mtget), 5 * sizeof(long) + 8);
	CHECK_EQ(offsetof(struct mtget, mt_fileno), 5 * sizeof(long));
	CHECK_EQ(sizeof(struct mtpos), sizeof(long));
	CHECK_EQ(MTIOCTOP, _IOW('m', 1, struct mtop));
	CHECK_EQ(MTIOCGET, _IOR('m', 2, struct mtget));
	CHECK_EQ(MTIOCPOS, _IOR('m', 3, struct mtpos));
#if defined(__x86_64__) || defined(__aarch64__) || defined(__riscv)
	CHECK_EQ(MTIOCTOP, 0x40086d01);
	CHECK_EQ(MTIOCGET, 0x80306d02);
	CHECK_EQ(MTIOCPOS, 0x80086d03);
#endif
	CHECK_EQ(MTFSF, 1);
	CHECK_EQ(MTREW, 6);
	CHECK_EQ(MTOFFL, 7);
	CHECK_EQ(MTEOM, 12);
	CHECK_EQ(MTSETBLK, 20);
	CHECK_EQ(MTWSM, 27);
	CHECK(GMT_EOF(0x80000000) && GMT_BOT(0x40000000) && GMT_ONLINE(0x01000000));
	CHECK(!GMT_WR_PROT(0x01000000));
	CHECK_EQ(MT_ST_BLKSIZE_MASK, 0xffffff);
	CHECK_EQ(MT_ST_DEF_DRVBUFFER, 0x60300000);
	CHECK_STR(DEFTAPE, "/dev/tape");

	/* The requests reach the kernel, which refuses them on a pipe. */
	int p[2];
	CHECK_EQ(pipe(p), 0);
	struct mtget g;
	CHECK_ERR(ioctl(p[0], MTIOCGET, &g), ENOTTY);
	struct mtop op = { MTNOP, 1 };
	CHECK_ERR(ioctl(p[0], MTIOCTOP, &op), ENOTTY);
	unsigned char kb;
	CHECK_ERR(ioctl(p[0], KDGKBTYPE, &kb), ENOTTY);
	struct vt_stat vs;
	CHECK_ERR(ioctl(p[0], VT_GETSTATE, &vs), ENOTTY);
	close(p[0]);
	close(p[1]);
	return 0;
}
