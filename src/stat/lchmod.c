#include <fcntl.h>
#include <sys/stat.h>

/* chmod without following a final symbolic link; a link's own mode cannot
   be changed on Linux (EOPNOTSUPP), as in glibc 2.32 and later. */
int lchmod(const char *path, mode_t mode)
{
	return fchmodat(AT_FDCWD, path, mode, AT_SYMLINK_NOFOLLOW);
}
