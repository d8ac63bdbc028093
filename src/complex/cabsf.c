#include <complex.h>

float cabsf(float complex z)
{
	return (float)cabsl(z);
}
