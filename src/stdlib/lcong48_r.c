#include <stdlib.h>

/* As lcong48: X in param[0..2], the multiplier in [3..5] (low word
   first), the addend in [6]. */
int lcong48_r(unsigned short param[7], struct drand48_data *buf)
{
	buf->__x[0] = param[0];
	buf->__x[1] = param[1];
	buf->__x[2] = param[2];
	buf->__a = (unsigned long long)param[5] << 32 |
		   (unsigned long long)param[4] << 16 | param[3];
	buf->__c = param[6];
	buf->__init = 1;
	return 0;
}
