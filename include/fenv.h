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

#ifdef __cplusplus
}
#endif

#endif
