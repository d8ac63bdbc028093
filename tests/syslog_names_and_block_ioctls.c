/* <syslog.h> with SYSLOG_NAMES gives the name tables syslogd and logger
   use (null-terminated, the values the LOG_* macros have), also through
   <sys/syslog.h>; <sys/mount.h> gives the block-device ioctl numbers of
   the kernel's ABI. */
#define SYSLOG_NAMES
#include <stddef.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/syslog.h>
#include "check.h"

static int lookup(const CODE *t, const char *name)
{
	for (; t->c_name; t++)
		if (!strcmp(t->c_name, name))
			return t->c_val;
	CHECK_EQ(t->c_val, -1);
	return -2;
}

int main(void)
{
	CHECK_EQ(lookup(prioritynames, "emerg"), LOG_EMERG);
	CHECK_EQ(lookup(prioritynames, "panic"), LOG_EMERG);
	CHECK_EQ(lookup(prioritynames, "warning"), LOG_WARNING);
	CHECK_EQ(lookup(prioritynames, "error"), LOG_ERR);
	CHECK_EQ(lookup(prioritynames, "none"), INTERNAL_NOPRI);
	CHECK_EQ(lookup(prioritynames, "loud"), -2);
	CHECK_EQ(sizeof prioritynames / sizeof *prioritynames, 13);
	CHECK_EQ(lookup(facilitynames, "kern"), LOG_KERN);
	CHECK_EQ(lookup(facilitynames, "security"), LOG_AUTH);
	CHECK_EQ(lookup(facilitynames, "local7"), LOG_LOCAL7);
	CHECK_EQ(lookup(facilitynames, "mark"), INTERNAL_MARK);
	CHECK_EQ(INTERNAL_MARK, 24 << 3);
	CHECK_EQ(sizeof facilitynames / sizeof *facilitynames, 23);

	/* _IO(0x12, n): type 0x12 in bits 8-15 */
	CHECK_EQ(BLKROSET, 0x125d);
	CHECK_EQ(BLKRRPART, 0x125f);
	CHECK_EQ(BLKGETSIZE, 0x1260);
	CHECK_EQ(BLKFLSBUF, 0x1261);
	CHECK_EQ(BLKSSZGET, 0x1268);
	CHECK_EQ(BLKBSZGET & 0xffff, 0x1270);
	CHECK_EQ(BLKGETSIZE64 & 0xffff, 0x1272);
	CHECK_EQ((BLKGETSIZE64 >> 16) & 0x3fff, sizeof(size_t));
	return 0;
}
