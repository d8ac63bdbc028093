/* struct lastlog, the record of /var/log/lastlog (one per uid, at the
   offset uid * sizeof(struct lastlog)): <utmp.h> defines it. */
#include <utmp.h>
