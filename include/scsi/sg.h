/* The SCSI generic driver (/dev/sg*, and SG_IO on block devices): the
   sg_io_hdr interface of version 3 and the driver's ioctls, laid out as
   the kernel's drivers/scsi/sg.c reads them. */
#ifndef _SCSI_SG_H
#define _SCSI_SG_H

#include <features.h>
#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

typedef struct sg_iovec {
	void *iov_base;
	size_t iov_len;
} sg_iovec_t;

/* One command through SG_IO (or write then read on /dev/sg*). */
typedef struct sg_io_hdr {
	int interface_id;           /* 'S' */
	int dxfer_direction;        /* SG_DXFER_* */
	unsigned char cmd_len;      /* bytes at cmdp */
	unsigned char mx_sb_len;    /* room at sbp */
	unsigned short iovec_count; /* 0: dxferp is the buffer */
	unsigned int dxfer_len;
	void *dxferp;               /* buffer or sg_iovec_t array */
	unsigned char *cmdp;        /* the command block */
	unsigned char *sbp;         /* sense data comes back here */
	unsigned int timeout;       /* milliseconds */
	unsigned int flags;         /* SG_FLAG_* */
	int pack_id;
	void *usr_ptr;
	/* set by the driver */
	unsigned char status;
	unsigned char masked_status;
	unsigned char msg_status;
	unsigned char sb_len_wr;
	unsigned short host_status;
	unsigned short driver_status;
	int resid;
	unsigned int duration;      /* milliseconds */
	unsigned int info;          /* SG_INFO_* */
} sg_io_hdr_t;

#define SG_INTERFACE_ID_ORIG 'S'

#define SG_DXFER_NONE        (-1)
#define SG_DXFER_TO_DEV      (-2)
#define SG_DXFER_FROM_DEV    (-3)
#define SG_DXFER_TO_FROM_DEV (-4)

#define SG_FLAG_DIRECT_IO   1
#define SG_FLAG_LUN_INHIBIT 2
#define SG_FLAG_NO_DXFER    0x10000

#define SG_INFO_OK_MASK        0x1
#define SG_INFO_OK             0x0
#define SG_INFO_CHECK          0x1
#define SG_INFO_DIRECT_IO_MASK 0x6
#define SG_INFO_INDIRECT_IO    0x0
#define SG_INFO_DIRECT_IO      0x2
#define SG_INFO_MIXED_IO       0x4

/* SG_GET_SCSI_ID */
struct sg_scsi_id {
	int host_no;
	int channel;
	int scsi_id;
	int lun;
	int scsi_type;
	short h_cmd_per_lun;
	short d_queue_depth;
	int unused[2];
};

/* SG_GET_REQUEST_TABLE: SG_MAX_QUEUE of these */
typedef struct sg_req_info {
	char req_state;   /* 0 unused, 1 written, 2 ready to read */
	char orphan;
	char sg_io_owned;
	char problem;
	int pack_id;
	void *usr_ptr;
	unsigned int duration;
	int unused;
} sg_req_info_t;

#define SG_EMULATED_HOST      0x2203
#define SG_SET_TRANSFORM      0x2204
#define SG_GET_TRANSFORM      0x2205
#define SG_SET_RESERVED_SIZE  0x2275
#define SG_GET_RESERVED_SIZE  0x2272
#define SG_GET_SCSI_ID        0x2276
#define SG_SET_FORCE_LOW_DMA  0x2279
#define SG_GET_LOW_DMA        0x227a
#define SG_SET_FORCE_PACK_ID  0x227b
#define SG_GET_PACK_ID        0x227c
#define SG_GET_NUM_WAITING    0x227d
#define SG_GET_SG_TABLESIZE   0x227F
#define SG_GET_VERSION_NUM    0x2282
#define SG_SCSI_RESET         0x2284
#define SG_IO                 0x2285
#define SG_GET_REQUEST_TABLE  0x2286
#define SG_SET_KEEP_ORPHAN    0x2287
#define SG_GET_KEEP_ORPHAN    0x2288
#define SG_GET_ACCESS_COUNT   0x2289
#define SG_SET_TIMEOUT        0x2201
#define SG_GET_TIMEOUT        0x2202
#define SG_GET_COMMAND_Q      0x2270
#define SG_SET_COMMAND_Q      0x2271
#define SG_SET_DEBUG          0x227e
#define SG_NEXT_CMD_LEN       0x2283

#define SG_SCSI_RESET_NOTHING 0
#define SG_SCSI_RESET_DEVICE  1
#define SG_SCSI_RESET_BUS     2
#define SG_SCSI_RESET_HOST    3

#define SG_SCATTER_SZ          (8 * 4096)
#define SG_DEFAULT_RETRIES     1
#define SG_DEF_FORCE_LOW_DMA   0
#define SG_DEF_FORCE_PACK_ID   0
#define SG_DEF_KEEP_ORPHAN     0
#define SG_DEF_RESERVED_SIZE   SG_SCATTER_SZ
#define SG_MAX_QUEUE           16
#define SG_BIG_BUFF            SG_DEF_RESERVED_SIZE
#define SG_MAX_SENSE           16

/* The original interface: this header before the command on write(). */
struct sg_header {
	int pack_len;
	int reply_len;
	int pack_id;
	int result;
	unsigned int twelve_byte : 1;
	unsigned int target_status : 5;
	unsigned int host_status : 8;
	unsigned int driver_status : 8;
	unsigned int other_flags : 10;
	unsigned char sense_buffer[SG_MAX_SENSE];
};

#endif
