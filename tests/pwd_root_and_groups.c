/* The root user and group as /etc/passwd and /etc/group say (parsed here
   independently), by name, by id, by enumeration; missing names; ERANGE
   from a buffer too small; members lists; getgrouplist. */
#define _DEFAULT_SOURCE
#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static char file[1 << 16];

/* Reads path and returns the line starting with prefix, split at ':' into
   fields (at most max); the count of fields. */
static int find_line(const char *path, const char *prefix, char **f, int max)
{
	int fd = open(path, O_RDONLY), n = 0;
	ssize_t len = 0, r;
	char *p, *end;

	CHECK(fd >= 0);
	while ((r = read(fd, file + len, sizeof file - 1 - len)) > 0)
		len += r;
	file[len] = 0;
	close(fd);
	for (p = file; *p; p = end + 1) {
		end = strchr(p, '\n');
		if (!end)
			end = p + strlen(p);
		if (!strncmp(p, prefix, strlen(prefix)))
			break;
		if (!*end)
			return 0;
	}
	*end = 0;
	f[n++] = p;
	for (; *p && n < max; p++)
		if (*p == ':') {
			*p = 0;
			f[n++] = p + 1;
		}
	return n;
}

static long num(const char *s)
{
	long v = 0;
	while (*s)
		v = v * 10 + (*s++ - '0');
	return v;
}

static int count_entries(const char *path)
{
	int fd = open(path, O_RDONLY), n = 0;
	char c;

	CHECK(fd >= 0);
	while (read(fd, &c, 1) == 1)
		n += c == '\n';
	close(fd);
	return n;
}

static void same_user(struct passwd *pw, char **f)
{
	CHECK(pw != NULL);
	CHECK_STR(pw->pw_name, f[0]);
	CHECK_STR(pw->pw_passwd, f[1]);
	CHECK_EQ(pw->pw_uid, num(f[2]));
	CHECK_EQ(pw->pw_gid, num(f[3]));
	CHECK_STR(pw->pw_gecos, f[4]);
	CHECK_STR(pw->pw_dir, f[5]);
	CHECK_STR(pw->pw_shell, f[6]);
}

int main(void)
{
	char *f[7], buf[1024], tiny[8];
	struct passwd pw, *res, *p;
	struct group gr, *gres, *g;
	gid_t groups[64];
	int n, seen_root = 0, count = 0;

	CHECK_EQ(find_line("/etc/passwd", "root:", f, 7), 7);
	same_user(getpwnam("root"), f);
	same_user(getpwuid(0), f);
	CHECK_EQ(getpwnam_r("root", &pw, buf, sizeof buf, &res), 0);
	CHECK(res == &pw);
	same_user(&pw, f);
	CHECK(pw.pw_name >= buf && pw.pw_name < buf + sizeof buf);
	res = &pw;
	CHECK_EQ(getpwuid_r(0, &pw, buf, sizeof buf, &res), 0);
	same_user(res, f);
	CHECK_EQ(getpwnam_r("root", &pw, tiny, sizeof tiny, &res), ERANGE);
	CHECK(res == NULL);
	CHECK_EQ(getpwuid_r(0, &pw, tiny, sizeof tiny, &res), ERANGE);

	CHECK(getpwnam("no_such_user_weft") == NULL);
	CHECK(getpwnam("roo") == NULL);         /* a prefix is not a match */
	CHECK(getpwuid(3999999999u) == NULL);
	res = &pw;
	CHECK_EQ(getpwnam_r("no_such_user_weft", &pw, buf, sizeof buf, &res), 0);
	CHECK(res == NULL);

	/* Enumeration sees every line once, in order, and starts over. */
	setpwent();
	while ((p = getpwent())) {
		count++;
		if (!strcmp(p->pw_name, "root")) {
			seen_root++;
			same_user(p, f);
		}
	}
	CHECK_EQ(seen_root, 1);
	CHECK_EQ(count, count_entries("/etc/passwd"));
	setpwent();
	p = getpwent();
	CHECK(p != NULL);
	CHECK_STR(p->pw_name, file);           /* first line's name (file holds it) */
	endpwent();
	p = getpwent();
	CHECK(p != NULL);
	CHECK_STR(p->pw_name, file);
	endpwent();

	/* Groups. */
	CHECK_EQ(find_line("/etc/group", "root:", f, 4), 4);
	g = getgrnam("root");
	CHECK(g != NULL);
	CHECK_STR(g->gr_name, "root");
	CHECK_STR(g->gr_passwd, f[1]);
	CHECK_EQ(g->gr_gid, num(f[2]));
	CHECK(g->gr_mem != NULL);
	CHECK_EQ(getgrgid(0)->gr_gid, 0);
	CHECK_EQ(getgrgid_r(0, &gr, buf, sizeof buf, &gres), 0);
	CHECK(gres == &gr);
	CHECK_STR(gr.gr_name, f[0]);
	CHECK_EQ(getgrnam_r("root", &gr, tiny, sizeof tiny, &gres), ERANGE);
	CHECK(gres == NULL);
	CHECK(getgrnam("no_such_group_weft") == NULL);
	CHECK_EQ(getgrnam_r("no_such_group_weft", &gr, buf, sizeof buf, &gres), 0);
	CHECK(gres == NULL);

	/* Every group's member list matches its line. */
	count = 0;
	setgrent();
	while ((g = getgrent())) {
		char want[1024], got[1024] = "", *q;
		int i;
		count++;
		/* Join the members the library saw; compare with the line. */
		q = got;
		for (i = 0; g->gr_mem[i]; i++) {
			if (i)
				*q++ = ',';
			strcpy(q, g->gr_mem[i]);
			q += strlen(q);
		}
		i = strlen(g->gr_name);
		memcpy(want, g->gr_name, i);
		memcpy(want + i, ":", 2);
		{
			char *ff[4];
			CHECK_EQ(find_line("/etc/group", want, ff, 4), 4);
			CHECK_STR(got, ff[3]);
			CHECK_EQ(g->gr_gid, num(ff[2]));
		}
	}
	endgrent();
	CHECK_EQ(count, count_entries("/etc/group"));

	/* getgrouplist: the given group first, and a short array reports the
	   full count. */
	n = 64;
	CHECK(getgrouplist("root", 4242, groups, &n) >= 1);
	CHECK_EQ(groups[0], 4242);
	n = 0;
	CHECK_EQ(getgrouplist("root", 4242, groups, &n), -1);
	CHECK(n >= 1);
	return 0;
}
