/*
 * getdate: the templates are the lines of the file $DATEMSK; the first
 * that strptime matches against the whole input (white space around it
 * allowed) gives the fields, and POSIX's rules fill the others from the
 * current local time: a weekday alone is the next such day (today
 * included), a month alone the next such month (its first day), no time
 * the current time, a time without a date today if still to come, else
 * tomorrow.  Fields the template does not name keep the current value,
 * except minutes and seconds after a named hour, which are 0 (glibc).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum { F_SEC = 1, F_MIN = 2, F_HOUR = 4, F_MDAY = 8, F_MON = 16, F_YEAR = 32,
       F_WDAY = 64, F_YDAY = 128, F_ALL = 255 };

/* The fields a template's conversions set. */
static int named(const char *f)
{
	int m = 0;

	for (; *f; f++) {
		if (*f != '%' || !f[1])
			continue;
		f++;
		if (*f == 'E' || *f == 'O')
			f++;
		switch (*f) {
		case 'a': case 'A': case 'u': case 'w': m |= F_WDAY; break;
		case 'b': case 'B': case 'h': case 'm': m |= F_MON; break;
		case 'd': case 'e': m |= F_MDAY; break;
		case 'C': case 'y': case 'Y': case 'G': case 'g': m |= F_YEAR; break;
		case 'H': case 'I': case 'k': case 'l': m |= F_HOUR; break;
		case 'M': m |= F_MIN; break;
		case 'S': m |= F_SEC; break;
		case 'j': m |= F_YDAY; break;
		case 'D': case 'x': case 'F': m |= F_MDAY | F_MON | F_YEAR; break;
		case 'R': m |= F_HOUR | F_MIN; break;
		case 'T': case 'X': case 'r': m |= F_HOUR | F_MIN | F_SEC; break;
		case 'c': case 's': m |= F_ALL; break;
		}
	}
	return m;
}

static int mdays(int year, int mon)
{
	static const unsigned char n[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	long long y = year + 1900LL;

	return n[mon] + (mon == 1 && y % 4 == 0 && (y % 100 != 0 || y % 400 == 0));
}

static int is_space(char c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

/* Reads the whole file into a NUL-terminated buffer; an error number of
   getdate's, or 0. */
static int load(char **out)
{
	const char *name = getenv("DATEMSK");
	struct stat st;
	char *buf;
	size_t len = 0;
	int fd;

	if (!name || !*name)
		return 1;
	if (stat(name, &st))
		return 3;
	if (!S_ISREG(st.st_mode))
		return 4;
	fd = open(name, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 2;
	buf = malloc(st.st_size + 1);
	if (!buf) {
		close(fd);
		return 6;
	}
	for (;;) {
		ssize_t n = read(fd, buf + len, st.st_size - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			free(buf);
			close(fd);
			return 5;
		}
		if (!n || (len += n) == (size_t)st.st_size)
			break;
	}
	close(fd);
	buf[len] = 0;
	*out = buf;
	return 0;
}

/* Converts s with the templates of $DATEMSK into *tm (normalized by
   mktime).  0, or getdate's error number: 1 no DATEMSK, 2 it cannot be
   opened, 3 no status, 4 not a regular file, 5 a read error, 6 no memory,
   7 no template matches, 8 an invalid date. */
int getdate_r(const char *restrict s, struct tm *restrict tm)
{
	struct tm now, t;
	time_t clock = time(0);
	char *buf, *line, *nl, *end;
	int e, have = 0, found = 0;

	e = load(&buf);
	if (e)
		return e;
	localtime_r(&clock, &now);
	for (line = buf; *line; line = nl) {
		nl = strchr(line, '\n');
		if (nl)
			*nl++ = 0;
		else
			nl = line + strlen(line);
		t = now;
		end = strptime(s, line, &t);
		if (!end)
			continue;
		while (is_space(*end))
			end++;
		if (!*end) {
			have = named(line);
			found = 1;
			break;
		}
	}
	free(buf);
	if (!found)
		return 7;
	if (have & (F_HOUR | F_MIN | F_SEC)) {
		if (!(have & F_MIN))
			t.tm_min = 0;
		if (!(have & F_SEC))
			t.tm_sec = 0;
	}
	if (have & F_MDAY && t.tm_mday > mdays(t.tm_year, t.tm_mon))
		return 8;
	if (!(have & (F_MDAY | F_MON | F_YEAR | F_YDAY))) {
		t.tm_year = now.tm_year;
		t.tm_mon = now.tm_mon;
		t.tm_mday = now.tm_mday;
		if (have & F_WDAY)
			t.tm_mday += (t.tm_wday - now.tm_wday + 7) % 7;
		else if (have & (F_HOUR | F_MIN | F_SEC) &&
			 (t.tm_hour < now.tm_hour ||
			  (t.tm_hour == now.tm_hour && (t.tm_min < now.tm_min ||
			   (t.tm_min == now.tm_min && t.tm_sec < now.tm_sec)))))
			t.tm_mday++;
	} else if ((have & (F_MON | F_YEAR | F_MDAY | F_YDAY)) == F_MON) {
		if (t.tm_mon < now.tm_mon)
			t.tm_year++;
		t.tm_mday = 1;
	}
	t.tm_isdst = -1;
	errno = 0;
	if (mktime(&t) == (time_t)-1 && errno)
		return 8;
	*tm = t;
	return 0;
}
