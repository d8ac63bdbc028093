#include <ctype.h>

/* space, \t \n \v \f \r */
int isspace(int c)
{
	return c == ' ' || (unsigned)c - '\t' < 5;
}
