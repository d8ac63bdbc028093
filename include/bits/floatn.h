/* Which interfaces of the _FloatN types (ISO/IEC TS 18661-3, C23 annex X)
   the headers declare: those the compiler has the type for (gcc names
   each with __FLTn_MANT_DIG__; clang 14 and g++ before 13 have none), when
   the program asks for them (_GNU_SOURCE, __STDC_WANT_IEC_60559_TYPES_EXT__
   or C23).  Each type is the format of a standard one: _Float32 float,
   _Float64 and _Float32x double, _Float64x long double; _Float128 is
   long double where that is binary128 (aarch64, riscv64), and has no
   functions elsewhere. */
#ifndef _BITS_FLOATN_H
#define _BITS_FLOATN_H

#if !defined(__cplusplus) && (defined(_GNU_SOURCE) || \
    defined(__STDC_WANT_IEC_60559_TYPES_EXT__) || \
    (defined(__STDC_VERSION__) && __STDC_VERSION__ > 201710L))
#ifdef __FLT32_MANT_DIG__
#define __WEFT_FLOAT32 1
#endif
#ifdef __FLT64_MANT_DIG__
#define __WEFT_FLOAT64 1
#endif
#ifdef __FLT32X_MANT_DIG__
#define __WEFT_FLOAT32X 1
#endif
#if defined(__FLT64X_MANT_DIG__) && __FLT64X_MANT_DIG__ == __LDBL_MANT_DIG__
#define __WEFT_FLOAT64X 1
#endif
#if defined(__FLT128_MANT_DIG__) && __LDBL_MANT_DIG__ == 113
#define __WEFT_FLOAT128 1
#endif
#endif

#endif
