#include "search_impl.h"

hidden struct hsearch_data __htab;
