#include <mqueue.h>
#include <unistd.h>

/* A queue descriptor is a file descriptor.  Closing it also drops any
   notification this process registered through it. */
int mq_close(mqd_t mq)
{
	return close(mq);
}
