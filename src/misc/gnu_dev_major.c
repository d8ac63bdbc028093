#include <sys/sysmacros.h>

/* The function form of major(), for programs that call it by name. */
unsigned int gnu_dev_major(dev_t dev)
{
	return __weft_dev_major(dev);
}
