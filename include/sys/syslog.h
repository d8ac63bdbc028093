/* BSD programs include <sys/syslog.h>: the same as <syslog.h>. */
#include <syslog.h>
