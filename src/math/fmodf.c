#include <math.h>

/* The remainder of two floats is a float and fmod is exact, so going
   through double gives it exactly, with the same special cases. */
float fmodf(float x, float y)
{
	return (float)fmod(x, y);
}
