#include <netdb.h>
#include <string.h>
#include <sys/uio.h>

/* One write, so that the line is not split among other threads' output. */
void herror(const char *s)
{
	const char *msg = hstrerror(h_errno);
	struct iovec v[4] = {
		{ (void *)(s ? s : ""), s ? strlen(s) : 0 },
		{ (void *)": ", s && *s ? 2 : 0 },
		{ (void *)msg, strlen(msg) },
		{ (void *)"\n", 1 },
	};

	writev(2, v, 4);
}
