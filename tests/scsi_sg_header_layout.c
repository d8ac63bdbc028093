/* <scsi/sg.h>: sg_io_hdr_t and the other structures as the kernel's sg
   driver reads them, and its ioctl numbers (busybox eject sends a SCSI
   command with SG_IO). */
#include <errno.h>
#include <stddef.h>
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

	/* not a SCSI device: the kernel refuses the request as such */
	int p[2], v = 0;
	CHECK_EQ(pipe(p), 0);
	CHECK_ERR(ioctl(p[0], SG_GET_VERSION_NUM, &v), ENOTTY);
	sg_io_hdr_t h = { .interface_id = 'S', .dxfer_direction = SG_DXFER_NONE };
	CHECK_ERR(ioctl(p[0], SG_IO, &h), ENOTTY);
	close(p[0]);
	close(p[1]);
	return 0;
}
