#include <sys/socket.h>
#include <sys/stat.h>

/* 1 when fd's file type (S_IFMT bits) is fdtype, 0 when not, -1 with
   errno when fd is not open. */
int isfdtype(int fd, int fdtype)
{
	struct stat st;

	if (fstat(fd, &st))
		return -1;
	return (st.st_mode & S_IFMT) == (unsigned)fdtype;
}
