/* The shadow password file, /etc/shadow: one entry per line,
   name:password:lastchange:min:max:warn:inactive:expire:flag, where an
   empty number reads as -1. */
#ifndef _SHADOW_H
#define _SHADOW_H

#include <features.h>
#include <paths.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_FILE
#include <bits/typedefs.h>

#define SHADOW _PATH_SHADOW

struct spwd {
	char *sp_namp;           /* login name */
	char *sp_pwdp;           /* hashed password */
	long sp_lstchg;          /* last change, days since 1970-01-01 */
	long sp_min;             /* days before it may change again */
	long sp_max;             /* days before it must change */
	long sp_warn;            /* days of warning before it expires */
	long sp_inact;           /* days after expiry the account stays usable */
	long sp_expire;          /* account expiry, days since 1970-01-01 */
	unsigned long sp_flag;   /* reserved */
};

__WEFT_BEGIN
void setspent(void);
void endspent(void);
struct spwd *getspent(void);
struct spwd *getspnam(const char *name);
struct spwd *sgetspent(const char *s);
struct spwd *fgetspent(FILE *f);
int putspent(const struct spwd *sp, FILE *f);
int getspent_r(struct spwd *sp, char *buf, size_t size, struct spwd **result);
int getspnam_r(const char *name, struct spwd *sp, char *buf, size_t size,
	       struct spwd **result);
int sgetspent_r(const char *s, struct spwd *sp, char *buf, size_t size,
		struct spwd **result);
int fgetspent_r(FILE *f, struct spwd *sp, char *buf, size_t size,
		struct spwd **result);
int lckpwdf(void);
int ulckpwdf(void);
__WEFT_END

#endif
