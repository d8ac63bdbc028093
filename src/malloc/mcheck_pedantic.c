#include <mcheck.h>

/* As mcheck: checking cannot be turned on. */
int mcheck_pedantic(void (*abortfunc)(enum mcheck_status))
{
	(void)abortfunc;
	return -1;
}
