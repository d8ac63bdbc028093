#include <sys/sysmacros.h>

/* The function form of makedev(), for programs that call it by name. */
dev_t gnu_dev_makedev(unsigned int major, unsigned int minor)
{
	return __weft_dev_make(major, minor);
}
