#include "wctype_impl.h"

wctype_t wctype(const char *name)
{
	return __wc_class(name);
}
