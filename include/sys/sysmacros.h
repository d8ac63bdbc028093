/* Device numbers: the 64-bit dev_t layout glibc and the kernel's stat
   agree on.  Bits 8-19 and 32-63 hold the major number, bits 0-7 and
   20-31 the minor, so that numbers below 4096/256 keep the old 16-bit
   form. */
#ifndef _SYS_SYSMACROS_H
#define _SYS_SYSMACROS_H

#include <features.h>

#define __WEFT_WANT_dev_t
#include <bits/typedefs.h>

static __inline unsigned int __weft_dev_major(dev_t d)
{
	return (unsigned int)(((d >> 8) & 0xfffu) | ((d >> 32) & ~0xfffu));
}

static __inline unsigned int __weft_dev_minor(dev_t d)
{
	return (unsigned int)((d & 0xffu) | ((d >> 12) & ~0xffu));
}

static __inline dev_t __weft_dev_make(unsigned int ma, unsigned int mi)
{
	return ((dev_t)(ma & 0xfffu) << 8) | ((dev_t)(ma & ~0xfffu) << 32) |
	       (dev_t)(mi & 0xffu) | ((dev_t)(mi & ~0xffu) << 12);
}

__WEFT_BEGIN
/* The same as functions, under glibc's names. */
unsigned int gnu_dev_major(dev_t dev);
unsigned int gnu_dev_minor(dev_t dev);
dev_t gnu_dev_makedev(unsigned int major, unsigned int minor);
__WEFT_END

#define major(d)        __weft_dev_major(d)
#define minor(d)        __weft_dev_minor(d)
#define makedev(ma, mi) __weft_dev_make(ma, mi)

#endif
