#include <math.h>

/* The sign of Gamma at the last lgamma, lgammaf or lgammal argument
   (XSI).  Not thread-safe by specification: the _r forms are. */
int signgam;
