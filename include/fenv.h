/* <fenv.h>: C17 floating-point environment.  The types and constants
   are the architecture's (bits/fenv.h). */
#ifndef _FENV_H
#define _FENV_H

#include <features.h>
#include <bits/fenv.h>

#ifdef __cplusplus
extern "C" {
#endif

int feclearexcept(int);
int fegetexceptflag(fexcept_t *, int);
int feraiseexcept(int);
int fesetexceptflag(const fexcept_t *, int);
int fetestexcept(int);
int fegetround(void);
int fesetround(int);
int fegetenv(fenv_t *);
int feholdexcept(fenv_t *);
int fesetenv(const fenv_t *);
int feupdateenv(const fenv_t *);

/* C23 (glibc: _GNU_SOURCE, __STDC_WANT_IEC_60559_BFP_EXT__ or C2x) */
#if defined(_GNU_SOURCE) || defined(_ISOC2X_SOURCE) || defined(__STDC_WANT_IEC_60559_BFP_EXT__) || \
    (defined(__STDC_VERSION__) && __STDC_VERSION__ > 201710L)
int fegetmode(femode_t *);
int fesetmode(const femode_t *);
int fesetexcept(int);
int fetestexceptflag(const fexcept_t *, int);
#endif

/* GNU: exceptions that trap (SIGFPE); -1 where the hardware cannot. */
#ifdef _GNU_SOURCE
int feenableexcept(int);
int fedisableexcept(int);
int fegetexcept(void);
#endif

#ifdef __cplusplus
}
#endif

#endif
