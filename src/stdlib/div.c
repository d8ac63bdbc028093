#include <stdlib.h>

/* C99 division truncates toward zero, which is what div must return. */
div_t div(int num, int den)
{
	return (div_t){ num / den, num % den };
}
