#!/usr/bin/env python3
"""Generates weft's libm tables and polynomial coefficients with mpmath.

Writes src/internal/libm_coef.h (coefficients as #defines, no symbols)
and the table sources src/math/__exp_data.c, __log_data.c, __atan_data.c,
__pio2_bits.c, __pio2_bits_big.c.  Run from the source tree root; the outputs are committed,
so building weft never needs mpmath.

Polynomials are Chebyshev least-squares fits (close to minimax) of the
part of each function left after its leading Taylor terms, which stay
exact in the C code.  Each fit is checked on a dense grid and the script
stops if a fit misses its error target.
"""
import sys
import mpmath as mp
from mpmath import mpf

mp.mp.prec = 256


def rd(v, bits=53):
    """v rounded to nearest with a bits-bit significand (no range limits)."""
    v = mpf(v)
    if v == 0:
        return 0.0
    with mp.workprec(bits):
        r = +v
    return float(r)


def hx(v):
    return float(v).hex() if v != 0 else "0x0p+0"


def split(v, bits):
    """v as hi + lo with hi rounded to `bits` significant bits."""
    hi = rd(v, bits)
    lo = rd(mpf(v) - mpf(hi))
    return hi, lo


def fit(f, a, b, deg, var=lambda x: x, target=None, name=""):
    """Coefficients c0..cdeg of a polynomial in t = var(x) fitting f(x) on
    [a, b] (f given as a function of t); returns doubles and the max
    absolute error after rounding the coefficients."""
    ta, tb = var(mpf(a)), var(mpf(b))
    lo_, hi_ = min(ta, tb), max(ta, tb)
    poly, err = mp.chebyfit(f, [lo_, hi_], deg + 1, error=True)
    coefs = [rd(c) for c in reversed(poly)]  # c0 first
    worst = mpf(0)
    for i in range(801):
        t = lo_ + (hi_ - lo_) * i / 800
        p = mpf(0)
        for c in reversed(coefs):
            p = p * t + mpf(c)
        worst = max(worst, abs(p - f(t)))
    print("fit %-8s deg %2d: max error 2^%.1f" % (name, deg, float(mp.log(worst, 2)) if worst else -999))
    if target is not None and worst > target:
        sys.exit("fit %s: error %s above target %s" % (name, mp.nstr(worst, 5), mp.nstr(target, 5)))
    return coefs, worst


out = []


def define(name, v):
    out.append("#define %s %s" % (name, hx(v)))


def defines(prefix, coefs, first=0):
    for i, c in enumerate(coefs):
        define("%s%d" % (prefix, i + first), c)


def series_fn(fn, lead):
    """(fn(x) - lead(x)) / x^k helper with a Taylor fallback near 0."""
    return fn


LN2 = mp.log(2)
N_EXP = 128

# exp: e^r = 1 + r + r^2/2 + r^3 * q(r), |r| <= ln2/256.
R_EXP = LN2 / (2 * N_EXP) * mpf("1.01")


def expq(t):
    if abs(t) < mpf(2) ** -40:
        return mpf(1) / 6 + t / 24 + t * t / 120
    return (mp.exp(t) - 1 - t - t * t / 2) / t ** 3


c, e = fit(expq, -R_EXP, R_EXP, 3, target=mpf(2) ** -48, name="exp")
out.append("/* exp: e^r - 1 = r + r^2/2 + r^3 (EXP_Q0 + ... ), |r| <= ln2/256 */")
defines("EXP_Q", c)
# pow's exp: one term fewer, r^3 q within 2^-62 of e^r (pow's error
# budget is set by its log); r may exceed ln2/256 by 2^-15.4 there.
c, e = fit(expq, -R_EXP, R_EXP, 2, target=mpf(2) ** -36.5, name="pow exp")
out.append("/* pow's exp: the same with one term fewer */")
defines("POWEXP_Q", c)
# ln2/128 split so that k * EXP_LN2_HI is exact for |k| < 2^18.
hi, lo = split(LN2 / N_EXP, 34)
define("EXP_LN2N_HI", hi)
define("EXP_LN2N_LO", lo)
define("EXP_INVLN2N", rd(N_EXP / LN2))

# exp2: 2^d - 1 = d * p(d), |d| <= 1/256.
def exp2p(t):
    if t == 0:
        return LN2
    return (mp.power(2, t) - 1) / t


c, e = fit(exp2p, -mpf(1) / 256 * mpf("1.01"), mpf(1) / 256 * mpf("1.01"), 4,
           target=mpf(2) ** -52, name="exp2")
out.append("/* exp2: 2^d - 1 = d (EXP2_P0 + d EXP2_P1 + ...), |d| <= 1/256 */")
defines("EXP2_P", c)

# exp10: 10^r - 1 = r * p(r), |r| <= log10(2)/256.
LG2 = mp.log10(2)
R10 = LG2 / 256 * mpf("1.01")


def exp10p(t):
    if t == 0:
        return mp.log(10)
    return (mp.power(10, t) - 1) / t


c, e = fit(exp10p, -R10, R10, 5, target=mpf(2) ** -50, name="exp10")
out.append("/* exp10: 10^r - 1 = r (EXP10_P0 + r EXP10_P1 + ...), |r| <= log10(2)/256 */")
defines("EXP10_P", c)
hi, lo = split(LG2 / N_EXP, 34)
define("EXP10_LG2N_HI", hi)
define("EXP10_LG2N_LO", lo)
define("EXP10_INVLG2N", rd(N_EXP / LG2))

# expm1 near 0: e^x - 1 = x + x^2/2 + x^3 q(x), |x| <= 0.35.
c, e = fit(expq, -mpf("0.36"), mpf("0.36"), 10, target=mpf(2) ** -55, name="expm1")
out.append("/* expm1: e^x - 1 = x + x^2/2 + x^3 (EXPM1_Q0 + ...), |x| <= 0.36 */")
defines("EXPM1_Q", c)

# log: log1p(r) = r - r^2/2 + r^3 q(r), |r| < 2^-7.
R_LOG = mpf(2) ** -7


def logq(t):
    if abs(t) < mpf(2) ** -40:
        return mpf(1) / 3 - t / 4 + t * t / 5
    return (mp.log1p(t) - t + t * t / 2) / t ** 3


c, e = fit(logq, -R_LOG, R_LOG, 5, target=mpf(2) ** -48, name="log")
out.append("/* log: log1p(r) = r - r^2/2 + r^3 (LOG_Q0 + ...), |r| < 2^-7 */")
defines("LOG_Q", c)
# pow needs q within 2^-53.4 (then r^3 q is within 2^-67 of log x, both
# next to 1, where log x ~ r, and elsewhere, where |log x| >= 2^-8);
# the rounding of the first coefficient, 1/3, already costs 2^-55.6.
c, e = fit(logq, -R_LOG, R_LOG, 6, target=mpf(2) ** -54, name="pow log")
out.append("/* pow's log: the same with a tighter error */")
defines("POWLOG_Q", c)
hi, lo = split(LN2, 42)
define("LN2_HI", hi)
define("LN2_LO", lo)
hi, lo = split(1 / LN2, 53)
define("INVLN2_HI", hi)
define("INVLN2_LO", lo)
hi, lo = split(1 / mp.log(10), 53)
define("INVLN10_HI", hi)
define("INVLN10_LO", lo)
hi, lo = split(mp.log(10), 26)
define("LN10_HI", hi)
define("LN10_LO", lo)

# log1p near 0: log1p(x) = x - x^2/2 + x^3 q(x), |x| < 2^-5.
c, e = fit(logq, -mpf(2) ** -5, mpf(2) ** -5, 11, target=mpf(2) ** -50, name="log1p")
out.append("/* log1p: log1p(x) = x - x^2/2 + x^3 (LOG1P_Q0 + ...), |x| < 2^-5 */")
defines("LOG1P_Q", c)

# sin/cos/tan on |r| <= pi/4 (a little more for rounding of r).
PI = mp.pi
RT = PI / 4 * mpf("1.0001")


def sinq(z):
    if z < mpf(2) ** -60:
        return -mpf(1) / 6 + z / 120
    r = mp.sqrt(z)
    return (mp.sin(r) - r) / (r * z)


def cosq(z):
    if z < mpf(2) ** -60:
        return mpf(1) / 24 - z / 720
    r = mp.sqrt(z)
    return (mp.cos(r) - 1 + z / 2) / (z * z)


def tanq(z):
    if z < mpf(2) ** -60:
        return mpf(1) / 3 + 2 * z / 15
    r = mp.sqrt(z)
    return (mp.tan(r) - r) / (r * z)


c, e = fit(sinq, 0, RT, 6, var=lambda x: x * x, target=mpf(2) ** -53, name="sin")
out.append("/* sin: sin r = r + r^3 (SIN_S0 + z SIN_S1 + ...), z = r^2, |r| <= pi/4 */")
defines("SIN_S", c)
c, e = fit(cosq, 0, RT, 6, var=lambda x: x * x, target=mpf(2) ** -53, name="cos")
out.append("/* cos: cos r = 1 - z/2 + z^2 (COS_C0 + z COS_C1 + ...), z = r^2 */")
defines("COS_C", c)
c, e = fit(tanq, 0, RT, 15, var=lambda x: x * x, target=mpf(2) ** -53, name="tan")
out.append("/* tan: tan r = r + r^3 (TAN_T0 + z TAN_T1 + ...), z = r^2 */")
defines("TAN_T", c)


# tan with its r^3/3 term carried in double-double: tan r = r + r^3/3 +
# r^5 q(z); r^5 q < 0.05 r, so q needs 2^-56 (absolute, q ~ 2/15).
def tan5q(z):
    if z < mpf(2) ** -60:
        return mpf(2) / 15 + 17 * z / 315
    r = mp.sqrt(z)
    return (mp.tan(r) - r - r * z / 3) / (r * z * z)


c, e = fit(tan5q, 0, RT, 14, var=lambda x: x * x, target=mpf(2) ** -56, name="tan5")
out.append("/* tan: tan r = r + r^3/3 + r^5 (TAN_Q0 + z TAN_Q1 + ...), z = r^2, |r| <= pi/4 */")
defines("TAN_Q", c)
hi, lo = split(mpf(1) / 3, 53)
define("THIRD_HI", hi)
define("THIRD_LO", lo)


# -cot r = -1/r + r/3 + r^3 q(z): the odd quadrants of tan; r^3 q is
# below 0.012 of a result of at least 1, so q needs 2^-55.
def cotq(z):
    if z < mpf(2) ** -60:
        return mpf(1) / 45 + 2 * z / 945
    r = mp.sqrt(z)
    return ((1 / r - mp.cot(r)) / r - mpf(1) / 3) / z


c, e = fit(cotq, 0, RT, 8, var=lambda x: x * x, target=mpf(2) ** -56, name="cot")
out.append("/* cot: 1/r - cot r = r/3 + r^3 (COT_Q0 + z COT_Q1 + ...), z = r^2, |r| <= pi/4 */")
defines("COT_Q", c)

# pi/2 in three pieces of 33 bits (k * piece exact for |k| < 2^20) and
# the rounded rest.
P = PI / 2
p1 = rd(P, 33)
p2 = rd(P - mpf(p1), 33)
p3 = rd(P - mpf(p1) - mpf(p2), 33)
p4 = rd(P - mpf(p1) - mpf(p2) - mpf(p3))
define("PIO2_1", p1)
define("PIO2_2", p2)
define("PIO2_3", p3)
define("PIO2_4", p4)
hi, lo = split(P, 53)
define("PIO2_HI", hi)
define("PIO2_LO", lo)
hi, lo = split(PI, 53)
define("PI_HI", hi)
define("PI_LO", lo)
hi, lo = split(P, 26)
define("PIO2_H26", hi)
define("PIO2_L26", lo)
define("INVPIO2", rd(2 / PI))

# atan(t) = t + t^3 q(t^2), |t| <= 1/16.
def atanq(z):
    if z < mpf(2) ** -60:
        return -mpf(1) / 3 + z / 5
    r = mp.sqrt(z)
    return (mp.atan(r) - r) / (r * z)


c, e = fit(atanq, 0, mpf(1) / 16 * mpf("1.001"), 6, var=lambda x: x * x,
           target=mpf(2) ** -53, name="atan")
out.append("/* atan: atan t = t + t^3 (ATAN_A0 + z ATAN_A1 + ...), z = t^2, |t| <= 1/16 */")
defines("ATAN_A", c)

# sinh, tanh near 0: f(x) = x + x^3 q(x^2), |x| <= 1/4.
def sinhq(z):
    if z < mpf(2) ** -60:
        return mpf(1) / 6 + z / 120
    r = mp.sqrt(z)
    return (mp.sinh(r) - r) / (r * z)


def tanhq(z):
    if z < mpf(2) ** -60:
        return -mpf(1) / 3 + 2 * z / 15
    r = mp.sqrt(z)
    return (mp.tanh(r) - r) / (r * z)


c, e = fit(sinhq, 0, mpf("0.2501"), 4, var=lambda x: x * x, target=mpf(2) ** -53, name="sinh")
out.append("/* sinh: sinh x = x + x^3 (SINH_S0 + z SINH_S1 + ...), z = x^2, |x| <= 1/4 */")
defines("SINH_S", c)
c, e = fit(tanhq, 0, mpf("0.2501"), 9, var=lambda x: x * x, target=mpf(2) ** -52, name="tanh")
out.append("/* tanh: tanh x = x + x^3 (TANH_T0 + z TANH_T1 + ...), z = x^2, |x| <= 1/4 */")
defines("TANH_T", c)

# ---- tables ----
hdr = "/* Generated by tools/gen_libm_tables.py (mpmath); do not edit. */\n"

# exp: 2^(j/128) as hi + lo.
lines = [hdr, '#include "libm.h"', "",
         "/* 2^(j/128), j = 0..127, each as hi + lo (lo holds the next 53 bits). */",
         "const double __exp_tab[2 * 128] = {"]
for j in range(N_EXP):
    v = mp.power(2, mpf(j) / N_EXP)
    hi = rd(v)
    lo = rd(v - mpf(hi))
    lines.append("\t%s, %s," % (hx(hi), hx(lo)))
lines.append("};")
open("src/math/__exp_data.c", "w").write("\n".join(lines) + "\n")

# log: the mantissa m in [OFF, 2 OFF), OFF = 0x3fe6a00000000000 as bits,
# split in 128 runs of 2^45 encodings; c ~ 1/m with 8 significant bits
# (so that m*c - 1 is exact), log(1/c) as hi + lo.
OFFBITS = 0x3fe6a00000000000
import struct


def bits2d(b):
    return struct.unpack("<d", struct.pack("<Q", b))[0]


lines = [hdr, '#include "libm.h"', "",
         "/* For each run j of log's reduced mantissa: c (8 significant bits,",
         "   so that m*c - 1 is exact) and -log(c) as hi + lo, hi a multiple of",
         "   2^-42 like e * LN2_HI, so that e * LN2_HI + hi is exact. */",
         "const double __log_tab[3 * 128] = {"]
maxr = mpf(0)
for j in range(128):
    b0 = OFFBITS + (j << 45)
    b1 = b0 + (1 << 45) - 1
    m0, m1 = mpf(bits2d(b0)), mpf(bits2d(b1))
    if m0 <= 1 < m1 * (1 + mpf(2) ** -7) and (m0 >= 1 or m1 < 1):
        pass
    if (m0 >= 1 and m0 < 1 + mpf(2) ** -7) or (m1 < 1 and m1 >= 1 - mpf(2) ** -8):
        cc = mpf(1)
    else:
        cc = mpf(rd(2 / (m0 + m1), 8))
    r0, r1 = m0 * cc - 1, m1 * cc - 1
    maxr = max(maxr, abs(r0), abs(r1))
    # exactness of m*c - 1: the product's last bit times 2^53 must exceed |r|
    lsbm = mpf(2) ** (mp.floor(mp.log(m0, 2)) - 52)
    ec = int(mp.floor(mp.log(cc, 2)))
    lsbc = mpf(2) ** (ec - 7)
    assert max(abs(r0), abs(r1)) < lsbm * lsbc * 2 ** 53, j
    lc = -mp.log(cc)
    # hi on the 2^-42 grid of e * LN2_HI, so that their sum is exact
    hi = float(mp.nint(lc * 2 ** 42) / 2 ** 42)
    lo = rd(lc - mpf(hi))
    lines.append("\t%s, %s, %s," % (hx(rd(cc)), hx(hi), hx(lo)))
lines.append("};")
assert maxr < mpf(2) ** -7, maxr
open("src/math/__log_data.c", "w").write("\n".join(lines) + "\n")

# atan: for x in [2^-4, 2^4), c = midpoint of x's run of 16 per binade;
# atan(c) as hi + lo.
lines = [hdr, '#include "libm.h"', "",
         "/* atan(c) as hi + lo for c = 2^e (1 + (i + 1/2)/16), e = -4..3, i = 0..15. */",
         "const double __atan_tab[2 * 128] = {"]
for e in range(-4, 4):
    for i in range(16):
        cc = mpf(2) ** e * (1 + (mpf(i) + mpf(1) / 2) / 16)
        v = mp.atan(cc)
        hi = rd(v)
        lines.append("\t%s, %s," % (hx(hi), hx(rd(v - mpf(hi)))))
lines.append("};")
open("src/math/__atan_data.c", "w").write("\n".join(lines) + "\n")

# 2/pi, most significant word first (the integer part is 0), computed
# once: __pio2_bits holds the first NW words, which the double reduction
# reads; __pio2_bits_big the words after them, up to what the long double
# reduction of large arguments (__rem_pio2_big) reads for the largest
# exponent, 16383, plus its 7-word window (its comment has the count).
NW = 20
NWBIG = 262
with mp.workprec(64 * NWBIG + 64):
    v = 2 / mp.pi
    words = []
    for i in range(NWBIG):
        v *= mpf(2) ** 64
        w = int(mp.floor(v))
        words.append(w)
        v -= w


def pio2_table(include, comment, name, ws):
    out = [hdr, '#include "%s"' % include, ""] + comment
    out.append("const uint64_t %s[%d] = {" % (name, len(ws)))
    for i in range(0, len(ws), 2):
        out.append("\t" + " ".join("0x%016xu," % w for w in ws[i:i + 2]))
    out.append("};")
    return out


lines = pio2_table("libm.h",
                   ["/* Bits of 2/pi after the binary point, 64 per word, most significant",
                    "   first: bit i (from 1) of 2/pi is bit 63 - (i - 1) % 64 of word (i - 1) / 64. */"],
                   "__pio2_bits", words[:NW])
open("src/math/__pio2_bits.c", "w").write("\n".join(lines) + "\n")
lines = pio2_table("libm_ext.h",
                   ["/* Words %d to %d of the bits of 2/pi, going on where __pio2_bits" % (NW, NWBIG - 1),
                    "   stops, as far as the largest long double exponent needs. */"],
                   "__pio2_bits_big", words[NW:])
open("src/math/__pio2_bits_big.c", "w").write("\n".join(lines) + "\n")

open("src/internal/libm_coef.h", "w").write(
    "/* Generated by tools/gen_libm_tables.py (mpmath); do not edit.\n"
    "   Polynomial coefficients and split constants of src/math. */\n"
    "#ifndef _WEFT_LIBM_COEF_H\n#define _WEFT_LIBM_COEF_H\n\n"
    + "\n".join(out) + "\n\n#endif\n")
print("ok")
