/* The types the _FloatN functions are defined with: the _FloatN type when
   the compiler has it (the public headers then declare the function with
   it), else the standard type of the same format, which has the same
   calling convention. */
#ifndef _WEFT_FLOATN_H
#define _WEFT_FLOATN_H

#ifdef __FLT32_MANT_DIG__
__extension__ typedef _Float32 __f32;
#else
typedef float __f32;
#endif
#ifdef __FLT64_MANT_DIG__
__extension__ typedef _Float64 __f64;
#else
typedef double __f64;
#endif
#ifdef __FLT32X_MANT_DIG__
__extension__ typedef _Float32x __f32x;
#else
typedef double __f32x;
#endif
#ifdef __FLT64X_MANT_DIG__
__extension__ typedef _Float64x __f64x;
#else
typedef long double __f64x;
#endif
#if __LDBL_MANT_DIG__ == 113
#ifdef __FLT128_MANT_DIG__
__extension__ typedef _Float128 __f128;
#else
typedef long double __f128;
#endif
#endif

#endif
