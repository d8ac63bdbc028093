#include <complex.h>

float cargf(float complex z)
{
	return (float)cargl(z);
}
