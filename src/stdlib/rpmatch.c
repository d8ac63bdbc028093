#include <stdlib.h>

/* Answer to a yes/no question in the C locale's terms: 1 yes, 0 no,
   -1 neither. */
int rpmatch(const char *response)
{
	if (*response == 'y' || *response == 'Y')
		return 1;
	if (*response == 'n' || *response == 'N')
		return 0;
	return -1;
}
