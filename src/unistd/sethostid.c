#include <fcntl.h>
#include <stdint.h>
#include <unistd.h>

/* Stores the id in /etc/hostid, where gethostid finds it. */
int sethostid(long id)
{
	int32_t v = (int32_t)id;
	int fd = open("/etc/hostid", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	ssize_t n;

	if (fd < 0)
		return -1;
	n = write(fd, &v, sizeof v);
	if (close(fd) < 0 || n != sizeof v)
		return -1;
	return 0;
}
