#include <complex.h>

float crealf(float complex z)
{
	return __real__ z;
}
