#include <stdlib.h>
#include "iconv_impl.h"

int iconv_close(iconv_t cd)
{
	free(cd);
	return 0;
}
