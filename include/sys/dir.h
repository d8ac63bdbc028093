/* The BSD name of <dirent.h>, where a directory entry was a struct
   direct. */
#include <dirent.h>
#define direct dirent
