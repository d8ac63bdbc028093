#include "resolv.h"

hidden struct __ent_file __protoent_file;
