/* Extended attributes of files (Linux). */
#ifndef _SYS_XATTR_H
#define _SYS_XATTR_H

#include <features.h>
#include <sys/types.h>

/* setxattr flags: fail if the attribute exists, or if it does not.  The
   kernel's <linux/xattr.h> leaves them to us when it sees this. */
#define __UAPI_DEF_XATTR 0
#define XATTR_CREATE  1
#define XATTR_REPLACE 2

__WEFT_BEGIN
int setxattr(const char *path, const char *name, const void *value,
	     size_t size, int flags);
int lsetxattr(const char *path, const char *name, const void *value,
	      size_t size, int flags);
int fsetxattr(int fd, const char *name, const void *value, size_t size,
	      int flags);
ssize_t getxattr(const char *path, const char *name, void *value,
		 size_t size);
ssize_t lgetxattr(const char *path, const char *name, void *value,
		  size_t size);
ssize_t fgetxattr(int fd, const char *name, void *value, size_t size);
ssize_t listxattr(const char *path, char *list, size_t size);
ssize_t llistxattr(const char *path, char *list, size_t size);
ssize_t flistxattr(int fd, char *list, size_t size);
int removexattr(const char *path, const char *name);
int lremovexattr(const char *path, const char *name);
int fremovexattr(int fd, const char *name);
__WEFT_END

#endif
