/* <scsi/sg.h>: sg_io_hdr_t and the other structures as the kernel's sg
   driver reads them, and its ioctl numbers; <scsi/scsi.h>: the command
   codes and status values (busybox eject sends START STOP UNIT with
   SG_IO). */
#include <errno.h>
#include <stddef.h>
#include <scsi/scsi.h>
#include <scsi/sg.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(offsetof(sg_io_hdr_t, dxfer_direction), 4);
	CHECK_EQ(offsetof(sg_io_hdr_t, cmd_len), 8);
	CHECK_EQ(offsetof(sg_io_hdr_t, mx_sb_len), 9);
	CHECK_EQ(offsetof(sg_io_hdr_t, iovec_count), 10);
	CHECK_EQ(offsetof(sg_io_hdr_t, dxfer_len), 12);
	CHECK_EQ(offsetof(sg_io_hdr_t, dxferp), 16);
	CHECK_EQ(offsetof(sg_io_hdr_t, cmdp), 16 + sizeof(void *));
	CHECK_EQ(offsetof(sg_io_hdr_t, sbp), 16 + 2 * sizeof(void *));
	CHECK_EQ(offsetof(sg_io_hdr_t, timeout), 16 + 3 * sizeof(void *));
	CHECK_EQ(offsetof(sg_io_hdr_t, usr_ptr), 16 + 3 * sizeof(void *) + 12 + (sizeof(void *) == 8 ? 4 : 0));
	CHECK_EQ(offsetof(sg_io_hdr_t, status), offsetof(sg_io_hdr_t, usr_ptr) + sizeof(void *));
	CHECK_EQ(offsetof(sg_io_hdr_t, info), offsetof(sg_io_hdr_t, status) + 16);
	CHECK_EQ(sizeof(sg_io_hdr_t), 88);
	CHECK_EQ(sizeof(sg_iovec_t), 2 * sizeof(void *));
	CHECK_EQ(sizeof(struct sg_scsi_id), 32);
	CHECK_EQ(sizeof(sg_req_info_t), 24);
	CHECK_EQ(sizeof(struct sg_header), 36);

	CHECK_EQ(SG_DXFER_NONE, -1);
	CHECK_EQ(SG_DXFER_TO_DEV, -2);
	CHECK_EQ(SG_DXFER_FROM_DEV, -3);
	CHECK_EQ(SG_DXFER_TO_FROM_DEV, -4);
	CHECK_EQ(SG_IO, 0x2285);
	CHECK_EQ(SG_GET_VERSION_NUM, 0x2282);
	CHECK_EQ(SG_GET_SCSI_ID, 0x2276);
	CHECK_EQ(SG_SCSI_RESET, 0x2284);
	CHECK_EQ(SG_INFO_CHECK, 1);
	CHECK_EQ(SG_MAX_QUEUE, 16);
	CHECK_EQ(SG_MAX_SENSE, 16);

	CHECK_EQ(TEST_UNIT_READY, 0x00);
	CHECK_EQ(INQUIRY, 0x12);
	CHECK_EQ(START_STOP, 0x1b);
	CHECK_EQ(ALLOW_MEDIUM_REMOVAL, 0x1e);
	CHECK_EQ(READ_10, 0x28);
	CHECK_EQ(READ_TOC, 0x43);
	CHECK_EQ(READ_12, 0xa8);
	CHECK_EQ(CHECK_CONDITION, 0x01);
	CHECK_EQ(STATUS_MASK, 0x3e);
	CHECK_EQ(ILLEGAL_REQUEST, 0x05);
	CHECK_EQ(UNIT_ATTENTION, 0x06);
	CHECK_EQ(TYPE_ROM, 0x05);
	CHECK_EQ(TYPE_NO_LUN, 0x7f);
	CHECK_EQ(SCSI_IOCTL_GET_IDLUN, 0x5382);
	/* eject's command: START STOP UNIT with LoEj set */
	unsigned char cmd[6] = { START_STOP, 0, 0, 0, 2, 0 };
	CHECK_EQ(cmd[0], 0x1b);

	/* not a SCSI device: the kernel refuses the request as such
	   (qemu-user refuses ioctls it does not know with ENOSYS first) */
	int p[2], v = 0, e = t_under_qemu() ? ENOSYS : ENOTTY;
	CHECK_EQ(pipe(p), 0);
	CHECK_ERR(ioctl(p[0], SG_GET_VERSION_NUM, &v), e);
	sg_io_hdr_t h = { .interface_id = 'S', .dxfer_direction = SG_DXFER_NONE };
	CHECK_ERR(ioctl(p[0], SG_IO, &h), e);
	close(p[0]);
	close(p[1]);
	return 0;
}
