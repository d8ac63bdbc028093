#include <sys/sysmacros.h>

/* The function form of minor(), for programs that call it by name. */
unsigned int gnu_dev_minor(dev_t dev)
{
	return __weft_dev_minor(dev);
}
