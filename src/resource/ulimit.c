#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <sys/resource.h>
#include <ulimit.h>
#include <unistd.h>

/* Units of 512 bytes.  UL_SETFSIZE sets the soft and the hard limit (as
   glibc); a value too large for bytes (or negative) means no limit, which
   UL_GETFSIZE reports as LONG_MAX.  Command 4, glibc's open-file maximum,
   is kept for old programs. */
long ulimit(int cmd, ...)
{
	struct rlimit rl;

	if (cmd == UL_SETFSIZE) {
		va_list ap;
		va_start(ap, cmd);
		unsigned long blocks = (unsigned long)va_arg(ap, long);
		va_end(ap);
		rl.rlim_cur = blocks > RLIM_INFINITY / 512 ? RLIM_INFINITY : blocks * 512;
		rl.rlim_max = rl.rlim_cur;
		if (setrlimit(RLIMIT_FSIZE, &rl))
			return -1;
		cmd = UL_GETFSIZE;
	}
	if (cmd == UL_GETFSIZE) {
		if (getrlimit(RLIMIT_FSIZE, &rl))
			return -1;
		return rl.rlim_cur == RLIM_INFINITY ? LONG_MAX : (long)(rl.rlim_cur / 512);
	}
	if (cmd == 4)
		return sysconf(_SC_OPEN_MAX);
	errno = EINVAL;
	return -1;
}
