#include "cancel.h"

weak hidden _Noreturn void __cancel_act(void);

/* A request can only be pending if pthread_cancel, and with it
   __cancel_act, is linked. */
void pthread_testcancel(void)
{
	if (__cancel_due(__self()))
		__cancel_act();
}
