#include <shadow.h>
#include "passwd_impl.h"

void endspent(void)
{
	__lines_close(&__spent_file);
}
