#include <sys/ipc.h>
#include <sys/stat.h>

/* The key mixes the file's identity with proj_id, bit for bit as glibc
   does, so both libraries find the same objects: inode bits 0-15, device
   bits 16-23 and proj_id bits 24-31. */
key_t ftok(const char *path, int proj_id)
{
	struct stat st;

	if (stat(path, &st) < 0)
		return -1;
	return (key_t)((st.st_ino & 0xffff) | ((st.st_dev & 0xff) << 16) |
		       ((unsigned)(proj_id & 0xff) << 24));
}
