#include <sys/sysinfo.h>
#include "libc.h"

long get_avphys_pages(void)
{
	struct sysinfo si;

	if (sysinfo(&si) < 0)
		return -1;
	return (long)((unsigned long long)si.freeram * si.mem_unit / __libc.page_size);
}
