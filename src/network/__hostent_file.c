#include "resolv.h"

hidden struct __ent_file __hostent_file;
