#ifndef _GRP_H
#define _GRP_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_gid_t
#ifdef _DEFAULT_SOURCE
#define __WEFT_WANT_FILE
#endif
#include <bits/typedefs.h>

struct group {
	char *gr_name;
	char *gr_passwd;
	gid_t gr_gid;
	char **gr_mem;
};

__WEFT_BEGIN
struct group *getgrnam(const char *name);
struct group *getgrgid(gid_t gid);
int getgrnam_r(const char *name, struct group *gr, char *buf, size_t size,
	       struct group **result);
int getgrgid_r(gid_t gid, struct group *gr, char *buf, size_t size,
	       struct group **result);
struct group *getgrent(void);
void setgrent(void);
void endgrent(void);
#ifdef _DEFAULT_SOURCE
int getgrouplist(const char *user, gid_t group, gid_t *groups, int *ngroups);
int setgroups(size_t size, const gid_t *list);
int initgroups(const char *user, gid_t group);
int getgrent_r(struct group *gr, char *buf, size_t size,
	       struct group **result);
struct group *fgetgrent(FILE *f);
int fgetgrent_r(FILE *f, struct group *gr, char *buf, size_t size,
		struct group **result);
int putgrent(const struct group *gr, FILE *f);
#endif
__WEFT_END

#endif
