#include <errno.h>
#include <string.h>
#include <unistd.h>

/* Configuration strings.  The compilation-environment names answer as
   glibc on LP64; the glibc version names are not ours to answer (EINVAL). */
size_t confstr(int name, char *buf, size_t len)
{
	const char *s;
	size_t n;

	switch (name) {
	case _CS_PATH:
		s = "/bin:/usr/bin";
		break;
	case _CS_V5_WIDTH_RESTRICTED_ENVS:
		s = "XBS5_LP64_OFF64";
		break;
	case _CS_V6_WIDTH_RESTRICTED_ENVS:
		s = "POSIX_V6_LP64_OFF64";
		break;
	case _CS_V7_WIDTH_RESTRICTED_ENVS:
		s = "POSIX_V7_LP64_OFF64";
		break;
	case _CS_V6_ENV:
	case _CS_V7_ENV:
		s = "POSIXLY_CORRECT=1";
		break;
	case _CS_LFS64_CFLAGS:
	case _CS_LFS64_LINTFLAGS:
		s = "-D_LARGEFILE64_SOURCE";
		break;
	case _CS_XBS5_LP64_OFF64_CFLAGS:
	case _CS_XBS5_LP64_OFF64_LDFLAGS:
	case _CS_POSIX_V6_LP64_OFF64_CFLAGS:
	case _CS_POSIX_V6_LP64_OFF64_LDFLAGS:
	case _CS_POSIX_V7_LP64_OFF64_CFLAGS:
	case _CS_POSIX_V7_LP64_OFF64_LDFLAGS:
		s = "-m64";
		break;
	default:
		if ((name >= _CS_LFS_CFLAGS && name <= _CS_LFS64_LINTFLAGS) ||
		    (name >= _CS_XBS5_ILP32_OFF32_CFLAGS && name <= _CS_POSIX_V7_LPBIG_OFFBIG_LINTFLAGS)) {
			s = "";
			break;
		}
		errno = EINVAL;
		return 0;
	}
	n = strlen(s) + 1;
	if (buf && len) {
		size_t c = n < len ? n : len;
		memcpy(buf, s, c - 1);
		buf[c - 1] = 0;
	}
	return n;
}
