#include "resolv.h"

hidden struct __ent_file __servent_file;
