#include <stdlib.h>

/* As seed48: X from seed16v, the X it replaces kept in buf->__old_x. */
int seed48_r(unsigned short seed16v[3], struct drand48_data *buf)
{
	for (int i = 0; i < 3; i++) {
		buf->__old_x[i] = buf->__x[i];
		buf->__x[i] = seed16v[i];
	}
	buf->__a = 0x5deece66dULL;
	buf->__c = 0xb;
	buf->__init = 1;
	return 0;
}
