#include "resolv.h"

/* All zero until res_init (options without RES_INIT). */
struct __res_state _res;
