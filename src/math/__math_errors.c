#include "libm.h"

/* One file for all the error results: whichever math function a program
   uses pulls them in together, and they are tiny. */

double __math_invalid(double x)
{
	double r = (x - x) / (x - x);
	if (!isnan(x))
		errno = EDOM;
	return r;
}

double __math_divzero(uint32_t sign)
{
	double r = (sign ? -1.0 : 1.0) / 0.0;
	errno = ERANGE;
	return r;
}

double __math_oflow(uint32_t sign)
{
	volatile double big = 0x1p769;
	double r = (sign ? -big : big) * big;
	errno = ERANGE;
	return r;
}

double __math_uflow(uint32_t sign)
{
	volatile double tiny = 0x1p-767;
	double r = (sign ? -tiny : tiny) * tiny;
	errno = ERANGE;
	return r;
}

float __math_invalidf(float x)
{
	float r = (x - x) / (x - x);
	if (!isnan(x))
		errno = EDOM;
	return r;
}

float __math_divzerof(uint32_t sign)
{
	float r = (sign ? -1.0f : 1.0f) / 0.0f;
	errno = ERANGE;
	return r;
}

float __math_oflowf(uint32_t sign)
{
	volatile float big = 0x1p97f;
	float r = (sign ? -big : big) * big;
	errno = ERANGE;
	return r;
}

float __math_uflowf(uint32_t sign)
{
	volatile float tiny = 0x1p-95f;
	float r = (sign ? -tiny : tiny) * tiny;
	errno = ERANGE;
	return r;
}
