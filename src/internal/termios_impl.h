/* The kernel's struct termios (asm-generic/termbits.h): 19 control
   characters and the speeds only inside c_cflag. */
#ifndef _WEFT_TERMIOS_IMPL_H
#define _WEFT_TERMIOS_IMPL_H

#include <termios.h>

#define KNCCS 19

struct ktermios {
	tcflag_t c_iflag;
	tcflag_t c_oflag;
	tcflag_t c_cflag;
	tcflag_t c_lflag;
	cc_t c_line;
	cc_t c_cc[KNCCS];
};

#endif
