#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <time.h>
#include "lock.h"
#include "syscall.h"
#include "time_impl.h"

/*
 * The process's time zone.  Sources, in order:
 *   TZ unset            /etc/localtime (TZif), else UTC
 *   TZ=":name", or a value that is not a valid POSIX TZ string: the TZif
 *                       file name (absolute, or under /usr/share/zoneinfo),
 *                       else UTC
 *   TZ="std offset[dst[offset][,rule,rule]]"  the POSIX rules
 * The state is rebuilt only when the value of TZ differs from the one it was
 * built from.  Everything here runs under one lock.
 *
 * Zone abbreviations handed out in tm_zone and tzname[] point into an
 * append-only pool, so they stay valid after TZ changes (until the pool
 * has filled up and restarted, after many distinct zones).
 */

#define ZONEINFO "/usr/share/zoneinfo/"
#define TZ_SAVE 256
#define POOL_SIZE 2048
#define MAX_TYPES 256

char *tzname[2] = { (char *)"UTC", (char *)"UTC" };
long timezone;
int daylight;

/* A POSIX rule date: Jn (1..365, no leap day), n (0..365), Mm.w.d. */
struct rule {
	char kind;              /* 'J', 'N' or 'M' */
	int n, m, w, d;
	long time;              /* seconds after local midnight */
};

struct posix_tz {
	const char *std, *dst;
	long std_off, dst_off;  /* local time minus UTC, in seconds */
	int has_dst;
	struct rule start, end;
};

LOCK_DEFINE(static, lock, LOCK_LEVEL_STATE);

static struct {
	int valid;
	int tz_set;
	char tz[TZ_SAVE];
	int is_file;
	struct posix_tz p;      /* the zone, or a TZif file's footer */
	int has_footer;
	/* TZif data (the mapping stays until the zone changes) */
	void *map;
	size_t map_len;
	const unsigned char *trans, *idx;
	int width;
	unsigned timecnt, typecnt;
	long type_off[MAX_TYPES];
	unsigned char type_dst[MAX_TYPES];
	const char *type_abbr[MAX_TYPES];
} z;

static char pool[POOL_SIZE];
static size_t pool_used;

/* A stable copy of the n-byte name s. */
static const char *intern(const char *s, size_t n)
{
	size_t i = 0;

	while (i < pool_used) {
		size_t l = strlen(pool + i);
		if (l == n && !memcmp(pool + i, s, n))
			return pool + i;
		i += l + 1;
	}
	if (n + 1 > POOL_SIZE)
		return "???";
	if (pool_used + n + 1 > POOL_SIZE)
		pool_used = 0;
	memcpy(pool + pool_used, s, n);
	pool[pool_used + n] = 0;
	i = pool_used;
	pool_used += n + 1;
	return pool + i;
}

static int is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static int is_alpha(int c)
{
	return (c | 32) >= 'a' && (c | 32) <= 'z';
}

static const char *parse_name(const char *s, const char **name)
{
	const char *b = s;

	if (*s == '<') {
		b = ++s;
		while (is_alpha(*s) || is_digit(*s) || *s == '+' || *s == '-')
			s++;
		if (*s != '>' || s - b < 3)
			return 0;
		*name = intern(b, s - b);
		return s + 1;
	}
	while (is_alpha(*s))
		s++;
	if (s - b < 3)
		return 0;
	*name = intern(b, s - b);
	return s;
}

static const char *parse_num(const char *s, long *v, long max)
{
	long n = 0;

	if (!is_digit(*s))
		return 0;
	while (is_digit(*s)) {
		n = n * 10 + (*s++ - '0');
		if (n > max)
			return 0;
	}
	*v = n;
	return s;
}

/* [+-]hh[:mm[:ss]] in seconds; hours up to max_h. */
static const char *parse_hms(const char *s, long *secs, long max_h)
{
	long h, m = 0, sec = 0;
	int neg = 0;

	if (*s == '+' || *s == '-')
		neg = *s++ == '-';
	if (!(s = parse_num(s, &h, max_h)))
		return 0;
	if (*s == ':') {
		if (!(s = parse_num(s + 1, &m, 59)))
			return 0;
		if (*s == ':' && !(s = parse_num(s + 1, &sec, 59)))
			return 0;
	}
	*secs = (h * 3600 + m * 60 + sec) * (neg ? -1 : 1);
	return s;
}

static const char *parse_rule(const char *s, struct rule *r)
{
	long a, b, c;

	if (*s == 'J') {
		if (!(s = parse_num(s + 1, &a, 365)) || a < 1)
			return 0;
		r->kind = 'J';
		r->n = (int)a;
	} else if (*s == 'M') {
		if (!(s = parse_num(s + 1, &a, 12)) || a < 1 || *s != '.' ||
		    !(s = parse_num(s + 1, &b, 5)) || b < 1 || *s != '.' ||
		    !(s = parse_num(s + 1, &c, 6)))
			return 0;
		r->kind = 'M';
		r->m = (int)a;
		r->w = (int)b;
		r->d = (int)c;
	} else {
		if (!(s = parse_num(s, &a, 365)))
			return 0;
		r->kind = 'N';
		r->n = (int)a;
	}
	r->time = 7200;
	if (*s == '/' && !(s = parse_hms(s + 1, &r->time, 167)))
		return 0;
	return s;
}

/* The whole string must be a POSIX TZ value. */
static int parse_posix(const char *s, struct posix_tz *p)
{
	long off;

	if (!(s = parse_name(s, &p->std)) || !(s = parse_hms(s, &off, 24)))
		return -1;
	p->std_off = -off;
	p->has_dst = 0;
	p->dst = p->std;
	p->dst_off = p->std_off;
	if (!*s)
		return 0;
	if (!(s = parse_name(s, &p->dst)))
		return -1;
	p->has_dst = 1;
	p->dst_off = p->std_off + 3600;
	if (*s && *s != ',') {
		if (!(s = parse_hms(s, &off, 24)))
			return -1;
		p->dst_off = -off;
	}
	if (!*s) {
		/* No rules: the current US ones, as glibc. */
		s = ",M3.2.0,M11.1.0";
	}
	if (*s != ',' || !(s = parse_rule(s + 1, &p->start)) ||
	    *s != ',' || !(s = parse_rule(s + 1, &p->end)) || *s)
		return -1;
	return 0;
}

static int is_leap(long long y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

/* Seconds from local midnight of 1 January of year to the rule's moment. */
static long long rule_secs(const struct rule *r, long long year)
{
	long long day;

	if (r->kind == 'J') {
		day = r->n - 1 + (is_leap(year) && r->n >= 60);
	} else if (r->kind == 'N') {
		day = r->n;
	} else {
		long long first = __days_from_civil(year, r->m - 1, 1);
		long long jan1 = __days_from_civil(year, 0, 1);
		static const char mdays[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
		int len = mdays[r->m - 1] + (r->m == 2 && is_leap(year));
		int wday = (int)(((first % 7) + 11) % 7);
		int mday = 1 + (r->d - wday + 7) % 7 + (r->w - 1) * 7;

		while (mday > len)
			mday -= 7;
		day = first - jan1 + mday - 1;
	}
	return day * 86400 + r->time;
}

static long long year_of(long long t)
{
	struct tm tm;

	if (__secs_to_tm(t, &tm))
		return t < 0 ? -2147481748LL : 2147485547LL;
	return tm.tm_year + 1900LL;
}

/* Whether DST is in effect at UTC time t under the POSIX rules p. */
static int posix_isdst(const struct posix_tz *p, long long t)
{
	long long year, y0, start, end;

	if (!p->has_dst)
		return 0;
	year = year_of(t + p->std_off);
	y0 = __days_from_civil(year, 0, 1) * 86400;
	/* The start happens in standard time, the end in daylight time. */
	start = y0 + rule_secs(&p->start, year) - p->std_off;
	end = y0 + rule_secs(&p->end, year) - p->dst_off;
	if (start < end)
		return t >= start && t < end;
	return !(t >= end && t < start);
}

static long long trans_at(unsigned i)
{
	const unsigned char *b = z.trans + (size_t)i * z.width;
	unsigned long long v = 0;

	for (int k = 0; k < z.width; k++)
		v = v << 8 | b[k];
	if (z.width == 4)
		return (int32_t)(uint32_t)v;
	return (long long)v;
}

static uint32_t be32(const unsigned char *b)
{
	return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
}

/* Offset, isdst and name in effect at UTC time t. */
static void zone_at(long long t, long *off, int *isdst, const char **name)
{
	unsigned type = 0;

	if (z.is_file && !(z.has_footer && (!z.timecnt || t >= trans_at(z.timecnt - 1)))) {
		if (z.timecnt && t >= trans_at(0)) {
			unsigned lo = 0, hi = z.timecnt;   /* trans(lo) <= t < trans(hi) */
			while (hi - lo > 1) {
				unsigned mid = lo + (hi - lo) / 2;
				if (trans_at(mid) <= t)
					lo = mid;
				else
					hi = mid;
			}
			type = z.idx[lo];
		}
		*off = z.type_off[type];
		*isdst = z.type_dst[type];
		*name = z.type_abbr[type];
		return;
	}
	*isdst = posix_isdst(&z.p, t);
	*off = *isdst ? z.p.dst_off : z.p.std_off;
	*name = *isdst ? z.p.dst : z.p.std;
}

static void unload(void)
{
	if (z.map)
		__syscall(SYS_munmap, z.map, z.map_len);
	z.map = 0;
	z.is_file = 0;
	z.has_footer = 0;
}

/* Reads a TZif file (RFC 8536): the 64-bit block when the version has
   one, and the footer TZ string for times after the last transition. */
static int load_file(const char *name)
{
	char path[TZ_SAVE + sizeof ZONEINFO];
	const unsigned char *b, *p, *end;
	size_t n = strlen(name), len;
	long fd, r;
	unsigned cnt[6];
	int width = 4;

	if (!n || n >= TZ_SAVE)
		return -1;
	if (__libc.secure && strstr(name, ".."))
		return -1;
	if (name[0] == '/') {
		memcpy(path, name, n + 1);
	} else {
		memcpy(path, ZONEINFO, sizeof ZONEINFO - 1);
		memcpy(path + sizeof ZONEINFO - 1, name, n + 1);
	}
#ifdef SYS_open
	fd = __syscall(SYS_open, path, O_RDONLY | O_CLOEXEC);
#else
	fd = __syscall(SYS_openat, AT_FDCWD, path, O_RDONLY | O_CLOEXEC);
#endif
	if (fd < 0)
		return -1;
	r = __syscall(SYS_lseek, fd, 0, SEEK_END);
	if (r < 44 || r > (64L << 20)) {
		__syscall(SYS_close, fd);
		return -1;
	}
	len = (size_t)r;
	r = __syscall(SYS_mmap, 0, len, PROT_READ, MAP_PRIVATE, fd, 0);
	__syscall(SYS_close, fd);
	if ((unsigned long)r > -4096UL)
		return -1;
	b = (const unsigned char *)r;
	end = b + len;
	z.map = (void *)r;
	z.map_len = len;
	if (memcmp(b, "TZif", 4))
		goto bad;
	p = b;
	for (int pass = 0;; pass++) {
		size_t need;
		if (end - p < 44)
			goto bad;
		for (int i = 0; i < 6; i++)
			cnt[i] = be32(p + 20 + 4 * i);
		/* isutcnt isstdcnt leapcnt timecnt typecnt charcnt */
		need = (size_t)cnt[3] * width + cnt[3] + cnt[4] * 6 + cnt[5] +
		       (size_t)cnt[2] * (width + 4) + cnt[1] + cnt[0];
		if ((size_t)(end - p - 44) < need || !cnt[4] || cnt[4] > MAX_TYPES)
			goto bad;
		if (pass == 0 && b[4] >= '2') {
			p += 44 + need;
			width = 8;
			continue;
		}
		break;
	}
	p += 44;
	z.width = width;
	z.timecnt = cnt[3];
	z.typecnt = cnt[4];
	z.trans = p;
	z.idx = p + (size_t)cnt[3] * width;
	{
		const unsigned char *types = z.idx + cnt[3];
		const char *chars = (const char *)types + cnt[4] * 6;
		for (unsigned i = 0; i < cnt[3]; i++)
			if (z.idx[i] >= cnt[4])
				goto bad;
		for (unsigned i = 0; i < cnt[4]; i++) {
			const unsigned char *t = types + i * 6;
			unsigned ai = t[5];
			size_t l = 0;
			if (ai >= cnt[5])
				goto bad;
			while (ai + l < cnt[5] && chars[ai + l])
				l++;
			z.type_off[i] = (int32_t)be32(t);
			z.type_dst[i] = t[4] != 0;
			z.type_abbr[i] = intern(chars + ai, l);
		}
		p = (const unsigned char *)chars + cnt[5] + (size_t)cnt[2] * (width + 4) + cnt[1] + cnt[0];
	}
	/* The footer: "\n" TZ "\n", version 2 and later. */
	if (width == 8 && p < end && *p == '\n') {
		const unsigned char *q = ++p;
		char spec[TZ_SAVE];
		while (q < end && *q != '\n')
			q++;
		if (q < end && q > p && (size_t)(q - p) < sizeof spec) {
			memcpy(spec, p, q - p);
			spec[q - p] = 0;
			if (!parse_posix(spec, &z.p))
				z.has_footer = 1;
		}
	}
	z.is_file = 1;
	return 0;
bad:
	unload();
	return -1;
}

static void set_utc(void)
{
	z.p.std = z.p.dst = intern("UTC", 3);
	z.p.std_off = z.p.dst_off = 0;
	z.p.has_dst = 0;
}

/* tzname, timezone and daylight for the zone just loaded.  From a file:
   each kind's latest type in the table, then the footer's names. */
static void set_globals(void)
{
	const char *name[2] = { 0, 0 };
	long std_off = 0;
	int dl = 0;

	if (z.is_file) {
		for (unsigned i = 0; i < z.typecnt; i++)
			dl |= z.type_dst[i];
		name[0] = z.type_abbr[0];
		std_off = z.type_off[0];
		for (unsigned i = 0; i < z.timecnt; i++) {
			unsigned t = z.idx[i];
			name[z.type_dst[t]] = z.type_abbr[t];
			if (!z.type_dst[t])
				std_off = z.type_off[t];
		}
	}
	if (!z.is_file || z.has_footer) {
		name[0] = z.p.std;
		std_off = z.p.std_off;
		if (z.p.has_dst) {
			name[1] = z.p.dst;
			dl = 1;
		}
	}
	if (!name[1])
		name[1] = name[0];
	tzname[0] = (char *)name[0];
	tzname[1] = (char *)name[1];
	timezone = -std_off;
	daylight = dl;
}

static void update(void)
{
	const char *tz = getenv("TZ");
	int set = tz != 0;

	if (z.valid && set == z.tz_set && (!set || !strcmp(tz, z.tz)))
		return;
	unload();
	z.valid = 1;
	z.tz_set = set;
	z.tz[0] = 0;
	if (!set) {
		if (load_file("/etc/localtime"))
			set_utc();
	} else if (strlen(tz) >= TZ_SAVE) {
		z.tz[0] = 0;
		z.tz_set = 0;
		z.valid = 0;   /* never matches: re-checked (and rejected) each time */
		set_utc();
	} else {
		memcpy(z.tz, tz, strlen(tz) + 1);
		if (tz[0] == ':') {
			if (load_file(tz + 1))
				set_utc();
		} else if (!tz[0]) {
			set_utc();
		} else if (parse_posix(tz, &z.p)) {
			if (load_file(tz))
				set_utc();
		}
	}
	set_globals();
}

hidden void __tz_update(void)
{
	__lock(&lock);
	update();
	__unlock(&lock);
}

static int fill(long long t, struct tm *tm)
{
	long off;
	int isdst;
	const char *name;

	zone_at(t, &off, &isdst, &name);
	if (__secs_to_tm(t + off, tm))
		return -1;
	tm->tm_isdst = isdst;
	tm->tm_gmtoff = off;
	tm->tm_zone = name;
	return 0;
}

hidden int __tz_localtime(long long t, struct tm *tm)
{
	int r;

	__lock(&lock);
	update();
	r = fill(t, tm);
	__unlock(&lock);
	return r;
}

/* An offset of the wanted kind (isdst) in effect near UTC time t, to
   reinterpret fields whose tm_isdst disagrees with the zone. */
static int other_offset(long long t, int isdst, long *off)
{
	if (!z.is_file || (z.has_footer && (!z.timecnt || t >= trans_at(z.timecnt - 1)))) {
		if (!z.p.has_dst)
			return -1;
		*off = isdst ? z.p.dst_off : z.p.std_off;
		return 0;
	}
	/* The closest transition into a type of that kind, earlier first. */
	{
		unsigned i = 0;
		while (i < z.timecnt && trans_at(i) <= t)
			i++;
		for (unsigned k = i; k-- > 0;)
			if (z.type_dst[z.idx[k]] == isdst) {
				*off = z.type_off[z.idx[k]];
				return 0;
			}
		for (unsigned k = i; k < z.timecnt; k++)
			if (z.type_dst[z.idx[k]] == isdst) {
				*off = z.type_off[z.idx[k]];
				return 0;
			}
		if (z.type_dst[0] == isdst) {
			*off = z.type_off[0];
			return 0;
		}
	}
	return -1;
}

/*
 * Local fields to UTC.  With L the fields read as if they were UTC, a
 * solution is a t with t + offset(t) = L.  The offsets in effect within a
 * day either side of L give the candidates (a zone changes its offset at
 * most once in two days): two solutions in an overlap (the clocks went
 * back), none in a gap (they went forward).  tm_isdst chooses between two,
 * and picks the offset to apply in a gap (else the one before the gap, so
 * the time lands after it); a tm_isdst that matches no solution shifts by
 * the difference between the zone's standard and daylight offsets.
 */
static long long solve(long long L, int want)
{
	long oa, ob, oc, off;
	int da, db, d;
	const char *name;
	long long ta, tb;
	int va, vb;

	zone_at(L - 93600, &oa, &da, &name);
	zone_at(L + 93600, &ob, &db, &name);
	ta = L - oa;
	tb = L - ob;
	zone_at(ta, &oc, &d, &name);
	va = oc == oa;
	da = d;
	zone_at(tb, &oc, &d, &name);
	vb = oc == ob;
	db = d;
	if (va && vb && ta != tb) {
		if (want >= 0 && db == want && da != want)
			return tb;
		return ta < tb ? ta : tb;
	}
	if (va || vb) {
		long long t = va ? ta : tb;
		int dt = va ? da : db;
		if (want >= 0 && dt != want && !other_offset(t, want, &off))
			return L - off;
		return t;
	}
	/* A gap: ta and tb both land on the far side of it. */
	if (want >= 0 && !other_offset(L - oa, want, &off))
		return L - off;
	return ta;
}

hidden long long __tz_mktime(struct tm *tm, int *err)
{
	long long L = __tm_to_secs(tm), t;
	struct tm r;

	__lock(&lock);
	update();
	t = solve(L, tm->tm_isdst);
	*err = fill(t, &r);
	__unlock(&lock);
	if (!*err)
		*tm = r;
	return t;
}
