#include <pwd.h>
#include "passwd_impl.h"

void endpwent(void)
{
	__lines_close(&__pwent_file);
}
