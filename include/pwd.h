#ifndef _PWD_H
#define _PWD_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_uid_t
#define __WEFT_WANT_gid_t
#ifdef _DEFAULT_SOURCE
#define __WEFT_WANT_FILE
#endif
#include <bits/typedefs.h>

struct passwd {
	char *pw_name;
	char *pw_passwd;
	uid_t pw_uid;
	gid_t pw_gid;
	char *pw_gecos;
	char *pw_dir;
	char *pw_shell;
};

__WEFT_BEGIN
struct passwd *getpwnam(const char *name);
struct passwd *getpwuid(uid_t uid);
int getpwnam_r(const char *name, struct passwd *pw, char *buf, size_t size,
	       struct passwd **result);
int getpwuid_r(uid_t uid, struct passwd *pw, char *buf, size_t size,
	       struct passwd **result);
struct passwd *getpwent(void);
void setpwent(void);
void endpwent(void);
#ifdef _DEFAULT_SOURCE
int getpwent_r(struct passwd *pw, char *buf, size_t size,
	       struct passwd **result);
struct passwd *fgetpwent(FILE *f);
int fgetpwent_r(FILE *f, struct passwd *pw, char *buf, size_t size,
		struct passwd **result);
int putpwent(const struct passwd *pw, FILE *f);
#endif
__WEFT_END

#endif
