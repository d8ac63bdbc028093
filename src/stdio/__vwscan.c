/* The wscanf family's engine: __vscan.c compiled for wide formats and
   sources. */
#define WIDE 1
#include "__vscan.c"
