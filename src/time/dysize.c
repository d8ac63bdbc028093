#include <time.h>

/* Days in the Gregorian year. */
int dysize(int year)
{
	return (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 366 : 365;
}
