#include <sys/sysinfo.h>
#include "libc.h"

long get_phys_pages(void)
{
	struct sysinfo si;

	if (sysinfo(&si) < 0)
		return -1;
	return (long)((unsigned long long)si.totalram * si.mem_unit / __libc.page_size);
}
