#ifndef _SYS_SYSINFO_H
#define _SYS_SYSINFO_H

#include <features.h>

#define SI_LOAD_SHIFT 16

/* The kernel's struct sysinfo on 64-bit targets. */
struct sysinfo {
	long uptime;
	unsigned long loads[3];
	unsigned long totalram, freeram, sharedram, bufferram, totalswap, freeswap;
	unsigned short procs, pad;
	unsigned long totalhigh, freehigh;
	unsigned mem_unit;
	char __reserved[256];
};

__WEFT_BEGIN
int sysinfo(struct sysinfo *info);
int get_nprocs(void);
int get_nprocs_conf(void);
long get_phys_pages(void);
long get_avphys_pages(void);
__WEFT_END

#endif
