/* Reading and steering the kernel clock's NTP discipline (Linux). */
#ifndef _SYS_TIMEX_H
#define _SYS_TIMEX_H

#include <features.h>
#include <sys/time.h>

#define __WEFT_WANT_clockid_t
#include <bits/typedefs.h>

/* The kernel's struct timex (linux/timex.h): on 64-bit archs every long
   is the kernel's 64-bit field, so it is passed as is. */
struct timex {
	unsigned int modes;	/* ADJ_* bits: what to set; 0 only reads */
	long offset;		/* time offset (us, ns with STA_NANO) */
	long freq;		/* frequency offset, 16.16 ppm */
	long maxerror;		/* maximum error (us) */
	long esterror;		/* estimated error (us) */
	int status;		/* STA_* bits */
	long constant;		/* PLL time constant */
	long precision;		/* clock precision (us), read only */
	long tolerance;		/* maximum frequency error, read only */
	struct timeval time;	/* current time (tv_usec in ns with STA_NANO) */
	long tick;		/* us between clock ticks */
	long ppsfreq;		/* the PPS fields are read only */
	long jitter;
	int shift;
	long stabil;
	long jitcnt;
	long calcnt;
	long errcnt;
	long stbcnt;
	int tai;		/* TAI - UTC offset (s) */
	int :32; int :32; int :32; int :32;
	int :32; int :32; int :32; int :32;
	int :32; int :32; int :32;
};

#define ADJ_OFFSET            0x0001
#define ADJ_FREQUENCY         0x0002
#define ADJ_MAXERROR          0x0004
#define ADJ_ESTERROR          0x0008
#define ADJ_STATUS            0x0010
#define ADJ_TIMECONST         0x0020
#define ADJ_TAI               0x0080
#define ADJ_SETOFFSET         0x0100
#define ADJ_MICRO             0x1000
#define ADJ_NANO              0x2000
#define ADJ_TICK              0x4000
#define ADJ_OFFSET_SINGLESHOT 0x8001
#define ADJ_OFFSET_SS_READ    0xa001

/* the older names of the same bits */
#define MOD_OFFSET    ADJ_OFFSET
#define MOD_FREQUENCY ADJ_FREQUENCY
#define MOD_MAXERROR  ADJ_MAXERROR
#define MOD_ESTERROR  ADJ_ESTERROR
#define MOD_STATUS    ADJ_STATUS
#define MOD_TIMECONST ADJ_TIMECONST
#define MOD_CLKB      ADJ_TICK
#define MOD_CLKA      ADJ_OFFSET_SINGLESHOT
#define MOD_TAI       ADJ_TAI
#define MOD_MICRO     ADJ_MICRO
#define MOD_NANO      ADJ_NANO

#define STA_PLL       0x0001
#define STA_PPSFREQ   0x0002
#define STA_PPSTIME   0x0004
#define STA_FLL       0x0008
#define STA_INS       0x0010
#define STA_DEL       0x0020
#define STA_UNSYNC    0x0040
#define STA_FREQHOLD  0x0080
#define STA_PPSSIGNAL 0x0100
#define STA_PPSJITTER 0x0200
#define STA_PPSWANDER 0x0400
#define STA_PPSERROR  0x0800
#define STA_CLOCKERR  0x1000
#define STA_NANO      0x2000
#define STA_MODE      0x4000
#define STA_CLK       0x8000
/* the bits only the kernel sets */
#define STA_RONLY (STA_PPSSIGNAL | STA_PPSJITTER | STA_PPSWANDER | \
		   STA_PPSERROR | STA_CLOCKERR | STA_NANO | STA_MODE | STA_CLK)

/* clock states: what adjtimex and ntp_gettime return */
#define TIME_OK    0
#define TIME_INS   1
#define TIME_DEL   2
#define TIME_OOP   3
#define TIME_WAIT  4
#define TIME_ERROR 5
#define TIME_BAD   TIME_ERROR

#define MAXTC   6
#define NTP_API 4

struct ntptimeval {
	struct timeval time;	/* tv_usec in ns with STA_NANO */
	long maxerror;
	long esterror;
	long tai;
	long __reserved[4];
};

__WEFT_BEGIN
int adjtimex(struct timex *tx);
int ntp_adjtime(struct timex *tx);
int ntp_gettime(struct ntptimeval *ntv);
int ntp_gettimex(struct ntptimeval *ntv);
int clock_adjtime(clockid_t clock, struct timex *tx);
__WEFT_END

#endif
