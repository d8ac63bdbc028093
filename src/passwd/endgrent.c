#include <grp.h>
#include "passwd_impl.h"

void endgrent(void)
{
	__lines_close(&__grent_file);
}
