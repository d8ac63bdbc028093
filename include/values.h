/* The old System V names for the limits of the arithmetic types; new
   code uses <limits.h> and <float.h>. */
#ifndef _VALUES_H
#define _VALUES_H

#include <limits.h>
#include <float.h>

#define BITSPERBYTE CHAR_BIT
#define BITS(type)  (BITSPERBYTE * (int)sizeof(type))
#define CHARBITS    BITS(char)
#define SHORTBITS   BITS(short)
#define INTBITS     BITS(int)
#define LONGBITS    BITS(long)
#define PTRBITS     BITS(char *)
#define DOUBLEBITS  BITS(double)
#define FLOATBITS   BITS(float)

#define MINSHORT SHRT_MIN
#define MININT   INT_MIN
#define MINLONG  LONG_MIN
#define MAXSHORT SHRT_MAX
#define MAXINT   INT_MAX
#define MAXLONG  LONG_MAX

/* the sign bit alone */
#define HIBITS ((short)(1 << (SHORTBITS - 1)))
#define HIBITI (1U << (INTBITS - 1))
#define HIBITL (1UL << (LONGBITS - 1))

#define MAXDOUBLE DBL_MAX
#define MAXFLOAT  3.40282346638528859812e+38F	/* as <math.h> */
#define MINDOUBLE DBL_MIN
#define MINFLOAT  FLT_MIN
#define DMINEXP   DBL_MIN_EXP
#define FMINEXP   FLT_MIN_EXP
#define DMAXEXP   DBL_MAX_EXP
#define FMAXEXP   FLT_MAX_EXP
/* significant bits, the hidden one included */
#define DSIGNIF   DBL_MANT_DIG
#define FSIGNIF   FLT_MANT_DIG

#endif
