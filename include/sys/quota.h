/* Disk quotas (Linux quotactl): the kernel's commands and structures
   (linux/quota.h and linux/dqblk_xfs.h's common part). */
#ifndef _SYS_QUOTA_H
#define _SYS_QUOTA_H

#include <features.h>
#include <sys/types.h>
#include <stdint.h>

/* Block counts are in 1024-byte quota blocks. */
#define QUOTABLOCK_BITS 10
#define QUOTABLOCK_SIZE (1 << QUOTABLOCK_BITS)
#define dbtob(num) ((num) << QUOTABLOCK_BITS)
#define btodb(num) ((num) >> QUOTABLOCK_BITS)
#define fs_to_dq_blocks(num, blksize) (((num) * (blksize)) / QUOTABLOCK_SIZE)

#define MAX_IQ_TIME  604800   /* a week, in seconds */
#define MAX_DQ_TIME  604800

#define MAXQUOTAS 3
#define USRQUOTA  0
#define GRPQUOTA  1
#define PRJQUOTA  2

#define INITQFNAMES { "user", "group", "project", "undefined" }

/* cmd is QCMD(command, type). */
#define SUBCMDMASK  0x00ff
#define SUBCMDSHIFT 8
#define QCMD(cmd, type) (((cmd) << SUBCMDSHIFT) | ((type) & SUBCMDMASK))

#define Q_SYNC          0x800001  /* write the quota files */
#define Q_QUOTAON       0x800002  /* turn quotas on */
#define Q_QUOTAOFF      0x800003  /* turn them off */
#define Q_GETFMT        0x800004  /* the quota format in use */
#define Q_GETINFO       0x800005  /* grace times and flags: struct dqinfo */
#define Q_SETINFO       0x800006
#define Q_GETQUOTA      0x800007  /* one id's limits and usage: struct dqblk */
#define Q_SETQUOTA      0x800008
#define Q_GETNEXTQUOTA  0x800009  /* the next id with a quota: struct nextdqblk */

#define QFMT_VFS_OLD 1
#define QFMT_VFS_V0  2
#define QFMT_OCFS2   3
#define QFMT_VFS_V1  4

/* Which fields of struct dqblk are valid (dqb_valid). */
#define QIF_BLIMITS 1
#define QIF_SPACE   2
#define QIF_ILIMITS 4
#define QIF_INODES  8
#define QIF_BTIME   16
#define QIF_ITIME   32
#define QIF_LIMITS  (QIF_BLIMITS | QIF_ILIMITS)
#define QIF_USAGE   (QIF_SPACE | QIF_INODES)
#define QIF_TIMES   (QIF_BTIME | QIF_ITIME)
#define QIF_ALL     (QIF_LIMITS | QIF_USAGE | QIF_TIMES)

struct dqblk {
	uint64_t dqb_bhardlimit;   /* quota blocks */
	uint64_t dqb_bsoftlimit;
	uint64_t dqb_curspace;     /* bytes */
	uint64_t dqb_ihardlimit;   /* inodes */
	uint64_t dqb_isoftlimit;
	uint64_t dqb_curinodes;
	uint64_t dqb_btime;        /* when the soft limits turn hard */
	uint64_t dqb_itime;
	uint32_t dqb_valid;        /* QIF_* */
};

struct nextdqblk {
	uint64_t dqb_bhardlimit;
	uint64_t dqb_bsoftlimit;
	uint64_t dqb_curspace;
	uint64_t dqb_ihardlimit;
	uint64_t dqb_isoftlimit;
	uint64_t dqb_curinodes;
	uint64_t dqb_btime;
	uint64_t dqb_itime;
	uint32_t dqb_valid;
	uint32_t dqb_id;           /* the id found */
};

/* Which fields of struct dqinfo are valid (dqi_valid). */
#define IIF_BGRACE 1
#define IIF_IGRACE 2
#define IIF_FLAGS  4
#define IIF_ALL    (IIF_BGRACE | IIF_IGRACE | IIF_FLAGS)

struct dqinfo {
	uint64_t dqi_bgrace;       /* seconds */
	uint64_t dqi_igrace;
	uint32_t dqi_flags;
	uint32_t dqi_valid;        /* IIF_* */
};

__WEFT_BEGIN
int quotactl(int cmd, const char *special, int id, char *addr);
__WEFT_END

#endif
