#include "locale_impl.h"

/* In .bss: zero is "C" in every category, the state a program starts in. */
hidden struct __locale_struct __locale_global;
hidden __thread struct __locale_struct *__locale_thread;
