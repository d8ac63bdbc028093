#!/usr/bin/env python3
"""Reference data for weft's math tests, generated once and committed
(CI has no mpmath):
    python3 tests/tools/gen_math_special.py > tests/data/fma_cases.h
        fma, fmaf and fmal on random and hard operands, the exact x*y+z
        rounded by integer arithmetic (Python's integers are unbounded)
        in each of the four IEEE rounding modes, subnormals, overflow
        and the sign of an exact zero included;
    python3 tests/tools/gen_math_special.py --special > tests/data/special_cases.h
        erf, erfc, tgamma and lgamma at random and chosen arguments, the
        value from mpmath at 200 bits rounded to long double;
    python3 tests/tools/gen_math_special.py --bessel > tests/data/bessel_cases.h
        j0, j1, jn, y0, y1, yn at random arguments and orders;
    python3 tests/tools/gen_math_special.py --ldouble > tests/data/ldouble_cases.h
        the long double elementary functions at random arguments;
    python3 tests/tools/gen_math_special.py --gamma
        the series coefficients in src/math/x86_64/__lgammal_r.c.
"""
import sys
import random
import struct

MODES = ("N", "D", "U", "Z")   # nearest-even, down, up, toward zero


class Fmt:
    def __init__(self, bits, mant, expbits):
        self.bits, self.p, self.eb = bits, mant + 1, expbits
        self.bias = (1 << (expbits - 1)) - 1
        self.emin = 1 - self.bias            # exponent of the least normal
        self.emax = self.bias

    def decode(self, u):
        """(sign, integer significand, exponent) with value m*2^e, or None."""
        s = u >> (self.bits - 1)
        be = (u >> (self.p - 1)) & ((1 << self.eb) - 1)
        f = u & ((1 << (self.p - 1)) - 1)
        if be == (1 << self.eb) - 1:
            return None
        if be == 0:
            return s, f, self.emin - (self.p - 1)
        return s, f | (1 << (self.p - 1)), be - self.bias - (self.p - 1)

    def encode(self, s, m, e):
        """bits of (-1)^s * m * 2^e, m*2^e exactly representable."""
        if m == 0:
            return s << (self.bits - 1)
        while m >= (1 << self.p):
            assert m & 1 == 0
            m >>= 1
            e += 1
        while m < (1 << (self.p - 1)) and e > self.emin - (self.p - 1):
            m <<= 1
            e -= 1
        if m < (1 << (self.p - 1)):
            be = 0
        else:
            be = e + (self.p - 1) + self.bias
            m &= (1 << (self.p - 1)) - 1
        return s << (self.bits - 1) | be << (self.p - 1) | m

    def inf(self, s):
        return s << (self.bits - 1) | ((1 << self.eb) - 1) << (self.p - 1)

    def maxfinite(self, s):
        return self.encode(s, (1 << self.p) - 1, self.emax - (self.p - 1))

    def round(self, s, m, e, mode):
        """Round (-1)^s * m * 2^e (m > 0) to this format: (bits, flags),
        flags a subset of 'oui' (overflow, underflow, inexact)."""
        top = m.bit_length() + e - 1                    # exponent of the leading bit
        q = max(top - (self.p - 1), self.emin - (self.p - 1))   # exponent of the last kept bit
        if e >= q:
            r, exact = m << (e - q), True
            rem_cmp = 0
        else:
            sh = q - e
            r = m >> sh
            rem = m & ((1 << sh) - 1)
            exact = rem == 0
            half = 1 << (sh - 1)
            rem_cmp = (rem > half) - (rem < half)
        if not exact:
            up = {
                "N": rem_cmp > 0 or (rem_cmp == 0 and r & 1),
                "D": s == 1,
                "U": s == 0,
                "Z": False,
            }[mode]
            if up:
                r += 1
        flags = ""
        # Underflow is raised when the result is tiny and inexact; x86
        # detects tininess after rounding (to p bits, exponent unbounded).
        if not exact:
            flags += "i"
            if self._tiny_after(s, m, e, mode):
                flags += "u"
        if r and r.bit_length() + q - 1 > self.emax:
            ovf = self.inf(s) if mode == "N" or (mode == "U" and s == 0) or (mode == "D" and s == 1) \
                else self.maxfinite(s)
            return ovf, "oi"
        return self.encode(s, r, q), flags

    def _tiny_after(self, s, m, e, mode):
        top = m.bit_length() + e - 1
        q = top - (self.p - 1)
        if e >= q:
            r = m << (e - q)
        else:
            sh = q - e
            r = m >> sh
            rem = m & ((1 << sh) - 1)
            half = 1 << (sh - 1)
            cmpv = (rem > half) - (rem < half)
            if rem:
                up = {"N": cmpv > 0 or (cmpv == 0 and r & 1), "D": s == 1,
                      "U": s == 0, "Z": False}[mode]
                if up:
                    r += 1
        # value r * 2^q below 2^emin?
        return r.bit_length() + q - 1 < self.emin


class Fmt80(Fmt):
    """x87 extended: 64-bit significand with an explicit integer bit;
    an encoding is se << 64 | m."""

    def __init__(self):
        Fmt.__init__(self, 80, 63, 15)
        self.p = 64

    def decode(self, u):
        s, be, m = u >> 79, (u >> 64) & 0x7fff, u & ((1 << 64) - 1)
        if be == 0x7fff:
            return None
        return s, m, max(be, 1) - self.bias - 63

    def encode(self, s, m, e):
        if m == 0:
            return s << 79
        while m >= (1 << 64):
            assert m & 1 == 0
            m >>= 1
            e += 1
        while m < (1 << 63) and e > self.emin - 63:
            m <<= 1
            e -= 1
        be = 0 if m < (1 << 63) else e + 63 + self.bias
        return s << 79 | be << 64 | m

    def inf(self, s):
        return s << 79 | 0x7fff << 64 | 1 << 63


F64 = Fmt(64, 52, 11)
F80 = Fmt80()
F32 = Fmt(32, 23, 8)


def exact_fma(fmt, ux, uy, uz):
    a, b, c = fmt.decode(ux), fmt.decode(uy), fmt.decode(uz)
    sp = a[0] ^ b[0]
    mp, ep = a[1] * b[1], a[2] + b[2]
    sz, mz, ez = c
    e = min(ep, ez)
    v = (-1) ** sp * (mp << (ep - e)) + (-1) ** sz * (mz << (ez - e))
    return v, e


def fma_ref(fmt, ux, uy, uz, mode):
    v, e = exact_fma(fmt, ux, uy, uz)
    if v == 0:
        a, b, c = fmt.decode(ux), fmt.decode(uy), fmt.decode(uz)
        sp = a[0] ^ b[0]
        prod_zero = a[1] == 0 or b[1] == 0
        if prod_zero and c[1] == 0:
            s = sp & c[0] if mode != "D" else sp | c[0]
        else:
            s = 1 if mode == "D" else 0
        return s << (fmt.bits - 1), ""
    s = 1 if v < 0 else 0
    return fmt.round(s, abs(v), e, mode)


def rnd_bits(fmt, rng, elo, ehi):
    s = rng.getrandbits(1)
    if fmt is F80:
        be = rng.randint(elo, ehi)
        return s << 79 | be << 64 | (1 << 63 if be else 0) | rng.getrandbits(63)
    be = rng.randint(elo, ehi)
    return s << (fmt.bits - 1) | be << (fmt.p - 1) | rng.getrandbits(fmt.p - 1)


def cases(fmt, rng, n):
    emax_b = (1 << fmt.eb) - 2
    out = []
    mid = fmt.bias
    for i in range(n):
        kind = i % 8
        if kind == 0:      # anywhere
            x, y, z = (rnd_bits(fmt, rng, 0, emax_b) for _ in range(3))
        elif kind == 1:    # ordinary magnitudes, z near x*y: cancellation
            x = rnd_bits(fmt, rng, mid - 3, mid + 3)
            y = rnd_bits(fmt, rng, mid - 3, mid + 3)
            a, b = fmt.decode(x), fmt.decode(y)
            v = a[1] * b[1]
            e = a[2] + b[2]
            sh = v.bit_length() - fmt.p
            z = fmt.encode(1 - (a[0] ^ b[0]), v >> sh, e + sh)
            z ^= rng.getrandbits(2)
        elif kind == 2:    # subnormal results
            lo = 1
            x = rnd_bits(fmt, rng, lo, mid // 2 + 2)
            y = rnd_bits(fmt, rng, lo, mid // 2 + 2)
            z = rnd_bits(fmt, rng, 0, 3)
        elif kind == 3:    # near overflow
            x = rnd_bits(fmt, rng, emax_b - mid // 2 - 2, emax_b)
            y = rnd_bits(fmt, rng, mid + mid // 2 - 2, mid + mid // 2 + 2)
            z = rnd_bits(fmt, rng, emax_b - 3, emax_b)
        elif kind == 4:    # z tiny beside x*y: sticky bits only
            x = rnd_bits(fmt, rng, mid - 10, mid + 10)
            y = rnd_bits(fmt, rng, mid - 10, mid + 10)
            z = rnd_bits(fmt, rng, mid - 3 * fmt.p, mid - fmt.p)
        elif kind == 5:    # halfway cases: x*y exactly between two values
            x = fmt.encode(0, (1 << (fmt.p - 1)) | rng.getrandbits(fmt.p // 2 - 1) << 1 | 1, -(fmt.p - 1))
            y = fmt.encode(rng.getrandbits(1), 1 << (fmt.p - 1) | 1 << (fmt.p // 2), -(fmt.p - 1))
            z = rnd_bits(fmt, rng, mid - 2 * fmt.p, mid + 1)
        elif kind == 6:    # zeros and exact cancellations
            x = rnd_bits(fmt, rng, mid - 5, mid + 5)
            y = rng.getrandbits(1) << (fmt.bits - 1) if rng.random() < 0.3 else \
                fmt.encode(rng.getrandbits(1), 1, 0)
            a, b = fmt.decode(x), fmt.decode(y)
            z = fmt.encode(1 - (a[0] ^ b[0]), a[1] * b[1], a[2] + b[2]) if b[1] else \
                rng.getrandbits(1) << (fmt.bits - 1)
        else:              # large exponent gaps either way
            x = rnd_bits(fmt, rng, mid - 40, mid + 40)
            y = rnd_bits(fmt, rng, mid - 40, mid + 40)
            z = rnd_bits(fmt, rng, 1, emax_b)
        out.append((x, y, z))
    return out


def main():
    rng = random.Random(20261201)
    print("/* Generated by tests/tools/gen_math_special.py: do not edit. */")
    print("/* x, y, z, then fma(x, y, z) rounded to nearest, down, up, toward")
    print("   zero, each followed by its flags: 1 overflow, 2 underflow, 4 inexact */")
    for name, fmt, n, w in (("fma_cases", F64, 3000, 16), ("fmaf_cases", F32, 3000, 8)):
        ty = "uint64_t" if fmt is F64 else "uint32_t"
        suf = "ull" if fmt is F64 else "u"
        print("static const %s %s[][11] = {" % (ty, name))
        for x, y, z in cases(fmt, rng, n):
            row = ["0x%0*x%s" % (w, v, suf) for v in (x, y, z)]
            for mode in MODES:
                r, fl = fma_ref(fmt, x, y, z, mode)
                f = ("o" in fl) * 1 | ("u" in fl) * 2 | ("i" in fl) * 4
                row += ["0x%0*x%s" % (w, r, suf), str(f)]
            print("\t{ " + ", ".join(row) + " },")
        print("};")
    # long double: each value as { sign-exponent, significand }; the flags
    # omit underflow (x87 tininess at the boundary is not modelled here)
    print("struct ld_bits { uint16_t se; uint64_t m; };")
    print("static const struct { struct ld_bits v[7]; int flags[4]; } fmal_cases[] = {")
    for x, y, z in cases(F80, rng, 3000):
        vals, fls = [x, y, z], []
        for mode in MODES:
            r, fl = fma_ref(F80, x, y, z, mode)
            vals.append(r)
            fls.append(str(("o" in fl) * 1 | ("i" in fl) * 4))
        print("\t{ { " + ", ".join("{ 0x%04x, 0x%016xull }" % (v >> 64, v & ((1 << 64) - 1))
                                   for v in vals) + " }, { " + ", ".join(fls) + " } },")
    print("};")


def hexld(v):
    """v as a C long double constant (64-bit significand, nearest)."""
    from mpmath import mp, frexp, nint
    if v == 0:
        return "0.0L"
    neg = v < 0
    m, e = frexp(abs(v))
    M, E = int(nint(m * 2 ** 64)), e - 64
    if M == 2 ** 64:
        M, E = M >> 1, E + 1
    return ("-" if neg else "") + "0x%xp%dL" % (M, E)


def gamma_coefficients():
    from mpmath import mp, zeta, euler, bernoulli, pi, log
    mp.prec = 200

    def arr(name, vals, comment):
        print("/* %s */" % comment)
        print("static const long double %s[%d] = {" % (name, len(vals)))
        for i in range(0, len(vals), 3):
            print("\t" + ", ".join(vals[i:i + 3]) + ",")
        print("};")
    arr("AT1", [hexld(zeta(k) / k * (-1) ** k) for k in range(2, 72)],
        "(-1)^k zeta(k)/k, k = 2..71: lgamma(1+t) = -gamma*t + sum of these times t^k")
    arr("AT2", [hexld((zeta(k) - 1) / k * (-1) ** k) for k in range(2, 42)],
        "(-1)^k (zeta(k)-1)/k, k = 2..41: lgamma(2+t) = (1-gamma)*t + sum of these times t^k")
    arr("STIRLING", [hexld(bernoulli(2 * k) / (2 * k * (2 * k - 1))) for k in range(1, 12)],
        "B(2k) / (2k(2k-1)), k = 1..11: the Stirling series in 1/z")
    print("static const long double EULER = %s, ONE_MINUS_EULER = %s;" % (hexld(euler), hexld(1 - euler)))
    print("static const long double HALF_LOG_2PI = %s, PI = %s, LOG_PI = %s;" %
          (hexld(log(2 * pi) / 2), hexld(pi), hexld(log(pi))))


def special():
    import mpmath
    from mpmath import mp, mpf
    mp.prec = 200
    rng = random.Random(12)

    def lgam(x):
        return mpmath.re(mpmath.loggamma(x))
    fns = {
        "erf": (mpmath.erf, [(-6, 6), (-1e-3, 1e-3), (-2, 2), (1e-300, 1e-290)]),
        "erfc": (mpmath.erfc, [(-6, 27), (0.5, 3), (20, 26.5), (-1, 1)]),
        "tgamma": (mpmath.gamma, [(0.001, 171), (0, 3), (-30, -0.001), (1e-10, 1e-8)]),
        "lgamma": (lgam, [(0.001, 10), (0.9, 1.1), (1.9, 2.1), (10, 1e10), (-30, -0.001)]),
    }

    def ok(name, x):
        if name in ("tgamma", "lgamma") and x <= 0 and x == int(x):
            return False
        if name == "lgamma" and x < 0:
            # away from the zeros of lgamma on the negative axis, where
            # every implementation loses relative accuracy
            return abs(lgam(mpf(x))) > 0.25
        return True
    for name, (f, ranges) in fns.items():
        for ty, conv in (("double", float), ("float", None)):
            print("static const struct { %s x; long double want; } %s_cases[] = {" %
                  (ty, name + ("f" if ty == "float" else "")))
            n = tries = 0
            while n < 600 and tries < 20000:
                tries += 1
                lo, hi = ranges[tries % len(ranges)]
                x = rng.uniform(lo, hi)
                if ty == "float":
                    if name == "tgamma" and x > 35:
                        x = x / 5
                    x = struct.unpack("f", struct.pack("f", x))[0]
                if not ok(name, x):
                    continue
                v = f(mpf(x))
                if ty == "double" and (abs(v) > 1.7e308 or (v != 0 and abs(v) < 2.3e-308)):
                    continue
                if ty == "float" and (abs(v) > 3.4e38 or (v != 0 and abs(v) < 1.2e-38)):
                    continue
                print("\t{ %s, %s }," % (float.hex(x) + ("f" if ty == "float" else ""), hexld(v)))
                n += 1
            print("};")
    # long double arguments: the full 64-bit significand
    for name, lo, hi in (("erfl", -6, 6), ("erfcl", -3, 40), ("tgammal", 0.01, 60), ("lgammal", 0.01, 1000)):
        f = fns[name[:-1]][0]
        print("static const struct { long double x; long double want; } %s_cases[] = {" % name)
        for i in range(600):
            x = mpf(rng.uniform(lo, hi)) + mpf(rng.getrandbits(11)) * mpf(2) ** -64
            xs = hexld(x)
            xv = mpf(int(xs.split("p")[0].lstrip("-")[2:], 16)) * mpf(2) ** int(xs.split("p")[1][:-1])
            if xs.startswith("-"):
                xv = -xv
            print("\t{ %s, %s }," % (xs, hexld(f(xv))))
        print("};")


def bessel():
    import mpmath
    from mpmath import mp, mpf
    mp.prec = 150
    rng = random.Random(7)
    print("/* Generated by tests/tools/gen_math_special.py --bessel: do not edit. */")
    print("/* kind 0: J, 1: Y; order; x; the value rounded to long double */")
    print("static const struct { int kind, n; double x; long double want; } bessel_cases[] = {")
    for i in range(1500):
        kind = i % 2
        n = rng.choice([0, 1, 0, 1, rng.randint(2, 30)])
        r = i % 5
        x = rng.uniform(0, 30) if r < 2 else rng.uniform(25, 1000) if r < 4 else rng.uniform(1e-6, 1e-2)
        v = mpmath.besselj(n, x) if kind == 0 else mpmath.bessely(n, x)
        if v == 0 or abs(v) > 1e300 or abs(v) < 1e-300:
            continue
        print("\t{ %d, %d, %s, %s }," % (kind, n, float.hex(x), hexld(v)))
    print("};")


def ldouble():
    import mpmath
    from mpmath import mp, mpf
    mp.prec = 160
    rng = random.Random(99)
    fns = [
        ("expl", mpmath.exp, -11000, 11000), ("expl", mpmath.exp, -2, 2),
        ("exp2l", lambda x: mpf(2) ** x, -16000, 16000), ("exp10l", lambda x: mpf(10) ** x, -4900, 4900),
        ("expm1l", mpmath.expm1, -3, 3), ("logl", mpmath.log, 1e-300, 1e300), ("logl", mpmath.log, 0.5, 2),
        ("log2l", lambda x: mpmath.log(x, 2), 0.1, 10), ("log10l", mpmath.log10, 1e-30, 1e30),
        ("log1pl", mpmath.log1p, -0.9, 5), ("sinl", mpmath.sin, -1e6, 1e6), ("sinl", mpmath.sin, -4, 4),
        ("cosl", mpmath.cos, -1e6, 1e6), ("tanl", mpmath.tan, -10, 10), ("atanl", mpmath.atan, -10, 10),
        ("asinl", mpmath.asin, -1, 1), ("acosl", mpmath.acos, -1, 1), ("sinhl", mpmath.sinh, -30, 30),
        ("coshl", mpmath.cosh, -30, 30), ("tanhl", mpmath.tanh, -5, 5), ("asinhl", mpmath.asinh, -1e5, 1e5),
        ("acoshl", mpmath.acosh, 1, 100), ("atanhl", mpmath.atanh, -1, 1), ("cbrtl", lambda x: mpmath.sign(x) * mpmath.cbrt(abs(x)), -1e30, 1e30),
    ]
    print("/* Generated by tests/tools/gen_math_special.py --ldouble: do not edit. */")
    print("static const struct { int fn; long double x, want; } ld_cases[] = {")
    for i in range(len(fns) * 150):
        k = i % len(fns)
        name, f, lo, hi = fns[k]
        x = mpf(rng.uniform(lo, hi)) * (1 + mpf(rng.getrandbits(11)) * mpf(2) ** -60)
        xs = hexld(x)
        xv = mpf(int(xs.split("p")[0].lstrip("-")[2:], 16)) * mpf(2) ** int(xs.split("p")[1][:-1])
        if xs.startswith("-"):
            xv = -xv
        if name in ("asinl", "acosl", "atanhl") and abs(xv) >= 1:
            continue
        print("\t{ %d, %s, %s }," % (k, xs, hexld(f(xv))))
    print("};")
    print("#define LD_FUNCTIONS " + ", ".join(n for n, _, _, _ in fns))


if __name__ == "__main__":
    if "--ldouble" in sys.argv:
        ldouble()
    elif "--bessel" in sys.argv:
        bessel()
    elif "--gamma" in sys.argv:
        gamma_coefficients()
    elif "--special" in sys.argv:
        print("/* Generated by tests/tools/gen_math_special.py --special: do not edit. */")
        special()
    else:
        main()
