#!/usr/bin/env python3
"""Reference values for the tests/math_*_ulp.c tests.

For each function, writes tests/data/math_ref_<name>.h: inputs (random over
the whole domain, log-uniform in magnitude with both signs, plus hard
cases) with the correctly rounded result computed by mpmath at high
precision, and where the exact value lies from that rounded result, in
ulps (-0.5..0.5), so the test measures real errors, not just 0/1/2 ulps.

Usage: tests/tools/gen_math_ref.py [name ...]   (from the source tree root)
Needs python3-mpmath; the tests only read the committed headers.
"""
import math
import random
import struct
import sys

import mpmath as mp
from mpmath import mpf

ND = 1500   # random double cases per function
NF = 600    # random float cases per function


def fbits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def round_to(v, prec, emin, emax):
    """(correctly rounded value as a Python float, (v - rounded)/ulp)."""
    if mp.isnan(v):
        return float("nan"), 0.0
    if mp.isinf(v):
        return float(v), 0.0
    if v == 0:
        return 0.0, 0.0
    s = -1 if v < 0 else 1
    a = abs(v)
    e = int(mp.floor(mp.log(a, 2)))
    # log can be off by one at powers of two
    while mpf(2) ** e > a:
        e -= 1
    while mpf(2) ** (e + 1) <= a:
        e += 1
    e = max(e, emin)
    ulp = mpf(2) ** (e - prec + 1)
    q = a / ulp
    n = int(mp.floor(q))
    f = q - n
    if f > 0.5 or (f == 0.5 and n % 2 == 1):
        n += 1
    corr = float((q - n))
    if n * ulp >= mpf(2) ** emax:
        return s * float("inf"), 0.0
    return s * math.ldexp(n, e - prec + 1), s * corr


def rd(v):
    with mp.workprec(400):
        return round_to(v, 53, -1022, 1024)


def rf(v):
    with mp.workprec(400):
        return round_to(v, 24, -126, 128)


def tofloat(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def hx(x):
    if math.isnan(x):
        return "NAN"
    if math.isinf(x):
        return "INFINITY" if x > 0 else "-INFINITY"
    return x.hex()


def hxf(x):
    if math.isnan(x) or math.isinf(x):
        return hx(x)
    return x.hex() + "f"


# ---- input generators ----
R = random.Random(12)


def logu(lo, hi):
    """log-uniform magnitude in [2^lo, 2^hi), random sign."""
    m = 2.0 ** R.uniform(lo, hi)
    return m if R.random() < 0.5 else -m


def logu_pos(lo, hi):
    return 2.0 ** R.uniform(lo, hi)


def dbl(x):
    return float(x)


def fl(x):
    return tofloat(x)


def uni(a, b):
    return R.uniform(a, b)


def near(x, k=40):
    """x moved by a few ulps."""
    b = fbits(x)
    return struct.unpack("<d", struct.pack("<Q", b + R.randint(-k, k)))[0]


def subnormals(n):
    return [R.choice([-1, 1]) * R.randint(1, 2 ** 52 - 1) * 2.0 ** -1074 for _ in range(n)]


# each spec: (mpmath function of the input(s), double input list maker,
# float input list maker)
def prec_for(*xs):
    m = max([abs(x) for x in xs if x == x and abs(x) != float("inf")] + [1.0])
    return 160 + max(0, int(math.log2(m)))


def trig_inputs(n, big=1024):
    xs = [logu(-30, big - 1) for _ in range(n // 2)]
    xs += [logu(-30, 3) for _ in range(n // 4)]
    # near multiples of pi/2
    for _ in range(n // 8):
        k = R.randint(1, 2 ** R.randint(1, 40))
        with mp.workprec(200):
            v = float(k * mp.pi / 2)
        xs.append(near(v, 3) * R.choice([-1, 1]))
    xs += [1e22, -1e22, 1.7976931348623157e308, -1.7976931348623157e308,
           5e-324, -0.0, 0.0, 2.0 ** -1022, 6381956970095103 * 2.0 ** 797,
           5.319372648326541e+255, 1e300, 2.0 ** 1023, 3.14159265358979, 1.5707963267948966,
           0.7853981633974483, 2.356194490192345, 1e9, 1e15, 2 ** 52 + 0.5]
    return xs


def float_trig_inputs(n):
    xs = [fl(logu(-20, 127)) for _ in range(n // 2)]
    xs += [fl(logu(-20, 4)) for _ in range(n // 4)]
    for _ in range(n // 4):
        k = R.randint(1, 2 ** R.randint(1, 24))
        with mp.workprec(100):
            v = fl(float(k * mp.pi / 2))
        xs.append(v)
    xs += [fl(3.4028234663852886e38), fl(1e-45), 0.0, -0.0, fl(1.5707964), fl(3.1415927)]
    return xs


SPECS = {}


def spec(name, f, dgen, fgen, arity=1):
    SPECS[name] = (f, dgen, fgen, arity)


# exp family
def exp_d():
    xs = [uni(-745.2, 709.8) for _ in range(ND // 3)]
    xs += [logu(-60, 9) for _ in range(ND // 3)]
    xs += [uni(-745.2, -708.3) for _ in range(ND // 6)]
    xs += [near(709.782712893384), near(-745.1332191019412), near(-708.3964185322641),
           0.0, -0.0, 1.0, -1.0, 2.0 ** -60, -(2.0 ** -60), 5e-324, 0.5, 100.0]
    xs += [float(i) for i in range(-20, 21)]
    return xs


def exp_f():
    xs = [fl(uni(-104, 88.8)) for _ in range(NF // 2)]
    xs += [fl(logu(-30, 7)) for _ in range(NF // 3)]
    xs += [fl(uni(-104, -87)) for _ in range(NF // 6)]
    xs += [fl(88.72283), fl(88.72284), fl(-103.97208), fl(-87.33654), 0.0, 1.0, -1.0]
    return xs


spec("exp", mp.exp, exp_d, exp_f)
spec("exp2", lambda x: mp.power(2, x),
     lambda: [uni(-1076, 1024) for _ in range(ND // 3)] + [logu(-60, 10) for _ in range(ND // 3)]
     + [uni(-1075, -1022) for _ in range(ND // 6)] + [float(i) for i in range(-1076, 1025, 37)]
     + [1023.9999999999999, -1074.0, -1075.0, 0.5, -0.5],
     lambda: [fl(uni(-150, 128)) for _ in range(NF // 2)] + [fl(logu(-30, 7)) for _ in range(NF // 3)]
     + [fl(uni(-150, -126)) for _ in range(NF // 6)] + [float(i) for i in range(-150, 129, 7)])
spec("exp10", lambda x: mp.power(10, x),
     lambda: [uni(-324, 308.3) for _ in range(ND // 3)] + [logu(-60, 8) for _ in range(ND // 3)]
     + [uni(-324, -307) for _ in range(ND // 6)] + [float(i) for i in range(-22, 23)]
     + [308.25471555991671, 308.2547155599168, -323.5],
     lambda: [fl(uni(-46, 38.6)) for _ in range(NF // 2)] + [fl(logu(-30, 5)) for _ in range(NF // 3)]
     + [fl(uni(-46, -37)) for _ in range(NF // 6)] + [float(i) for i in range(-10, 11)])
spec("expm1", mp.expm1,
     lambda: [uni(-50, 709.8) for _ in range(ND // 4)] + [logu(-60, 3) for _ in range(ND // 2)]
     + [logu(-1074, -60) for _ in range(ND // 10)] + [near(709.782712893384), 0.0, -0.0, 5e-324, -40.0, 40.0]
     + [near(0.34657359027997264), near(-0.34657359027997264), near(0.36), near(-0.36)],
     lambda: [fl(uni(-20, 88.8)) for _ in range(NF // 3)] + [fl(logu(-30, 3)) for _ in range(NF // 2)]
     + [fl(logu(-149, -30)) for _ in range(NF // 10)] + [fl(88.72283), 0.0])


# log family
def log_d():
    xs = [logu_pos(-1074, 1024) for _ in range(ND // 3)]
    xs += [1 + logu(-52, -1) for _ in range(ND // 3)]
    xs += [abs(x) for x in subnormals(ND // 12)]
    xs += [2.0 ** i for i in range(-1074, 1024, 41)]
    xs += [near(1.0, 5), near(2.0, 5), near(0.5, 5), 1.0, 1.7976931348623157e308, 5e-324, 0.7071067811865476,
           1.4142135623730951, 10.0, 1e22, 1e-300]
    return xs


def log_f():
    xs = [fl(logu_pos(-149, 128)) for _ in range(NF // 2)]
    xs += [fl(1 + logu(-23, -1)) for _ in range(NF // 3)]
    xs += [fl(R.randint(1, 2 ** 23 - 1) * 2.0 ** -149) for _ in range(NF // 10)]
    xs += [2.0 ** i for i in range(-149, 128, 11)] + [1.0, 10.0, fl(3.4028234663852886e38)]
    return xs


spec("log", mp.log, log_d, log_f)
spec("log2", lambda x: mp.log(x, 2), log_d, log_f)
spec("log10", mp.log10, lambda: log_d() + [10.0 ** i for i in range(-20, 23)],
     lambda: log_f() + [fl(10.0 ** i) for i in range(-10, 11)])
spec("log1p", mp.log1p,
     lambda: [logu_pos(-1074, 1024) for _ in range(ND // 4)] + [logu(-60, -1) for _ in range(ND // 3)]
     + [-logu_pos(-53, 0) for _ in range(ND // 6)] + [-1 + 2.0 ** -R.uniform(1, 53) for _ in range(ND // 10)]
     + [near(2.0 ** -5), near(-(2.0 ** -5)), near(-0.29289321881345254), near(0.41421356237309515), 0.0, -0.0, 5e-324,
        1.7976931348623157e308, -0.9999999999999999],
     lambda: [fl(logu_pos(-149, 128)) for _ in range(NF // 4)] + [fl(logu(-30, -1)) for _ in range(NF // 3)]
     + [fl(-logu_pos(-24, 0)) for _ in range(NF // 6)] + [0.0, fl(-0.99999994)])


# pow
def pow_d():
    cases = []
    for _ in range(ND // 3):
        x = logu_pos(-1074, 1024)
        lx = abs(math.log(x)) or 1e-300
        y = R.choice([-1, 1]) * 2.0 ** R.uniform(-40, math.log2(760 / lx))
        cases.append((x, y))
    for _ in range(ND // 6):  # x near 1, big y
        x = 1 + logu(-52, -4)
        y = R.choice([-1, 1]) * 2.0 ** R.uniform(0, math.log2(740 / abs(math.log(x))))
        cases.append((x, y))
    for _ in range(ND // 6):  # negative x, integer y
        x = -logu_pos(-20, 20)
        y = float(R.randint(-int(700 / max(abs(math.log(-x)), 0.05)), int(700 / max(abs(math.log(-x)), 0.05))))
        cases.append((x, y))
    for _ in range(ND // 12):  # small integers and half-integers
        cases.append((float(R.randint(1, 100)), R.randint(-60, 60) / 2))
    for _ in range(ND // 12):  # near overflow / underflow
        x = logu_pos(-20, 20)
        if abs(math.log(x)) < 0.01:
            continue
        t = R.choice([709.78, -708.3, -744.5, 709.7827, -745.13])
        y = t / math.log(x) * (1 + R.uniform(-1e-12, 1e-12))
        cases.append((x, y))
    for _ in range(ND // 6):  # x next to 1 (table edge 1 + 2^-7 too), |y log x| up to 745
        x = R.choice([1.0, 1.0078125, 0.99609375]) + R.choice([-1, 1]) * 2.0 ** -R.uniform(8, 52)
        if x == 1.0:
            continue
        t = R.choice([R.uniform(-745.13, 709.78), R.uniform(700, 709.78), R.uniform(-745.13, -700)])
        y = t / math.log(x)
        cases.append((R.choice([x, -x]), y) if abs(y) >= 2 ** 53 else (x, y))
    for _ in range(ND // 12):  # negative x, odd integer y, results near the ends of the range
        x = -logu_pos(-12, 12)
        if abs(math.log(-x)) < 1e-3:
            continue
        n = int(R.choice([709.7, -708.3, -744.0]) / math.log(-x))
        cases.append((x, float(n | 1)))
    for _ in range(ND // 24):  # subnormal x
        x = R.randint(1, 2 ** 52 - 1) * 2.0 ** -1074
        cases.append((x, R.choice([-1, 1]) * 2.0 ** -R.uniform(0, 10)))
    # the fast path's edges: |y| at 2^-65 and 2^63, huge even y of
    # negative x, exact results, and inputs next to the range thresholds
    cases += [(3.0, 2.0 ** -65), (3.0, -(2.0 ** -65)), (0.5, 2.0 ** -66), (3.0, 2.0 ** -65 * (1 - 2.0 ** -53)),
              (1 - 2.0 ** -53, -(2.0 ** 62)), (1 + 2.0 ** -52, 2.0 ** 62 * 1.5), (1 - 2.0 ** -53, 2.0 ** 63),
              (-(1 + 2.0 ** -52), 2.0 ** 61), (-(1 - 2.0 ** -53), -(2.0 ** 62) - 2.0 ** 10), (-2.0, -1075.0),
              (-2.0, -1073.0), (0.5, 1074.0), (2.0, 1023.9999999999999), (2.0, -1022.5), (-3.0, 41.0),
              (1.0000000000000002, 2.0 ** 62 * 1.22), (7.0, 0.5), (2.0, 0.5 + 2.0 ** -52)]
    cases += [(2.0, 0.5), (2.0, -1074.0), (2.0, 1023.0), (10.0, 22.0), (-2.0, 3.0), (-0.5, -3.0),
              (1.0000000000000002, 2.0 ** 60), (0.9999999999999999, 2.0 ** 62), (5e-324, -1.0), (5e-324, 0.5),
              (1.7976931348623157e308, -1.0), (1.7976931348623157e308, 0.5), (3.0, 0.3333333333333333)]
    return cases


def pow_f():
    cases = []
    for _ in range(NF // 2):
        x = fl(logu_pos(-149, 128))
        lx = abs(math.log(x)) or 1e-30
        y = fl(R.choice([-1, 1]) * 2.0 ** R.uniform(-20, math.log2(100 / lx)))
        cases.append((x, y))
    for _ in range(NF // 4):
        x = fl(-logu_pos(-10, 10))
        y = float(R.randint(-int(80 / max(abs(math.log(-x)), 0.1)), int(80 / max(abs(math.log(-x)), 0.1))))
        cases.append((x, y))
    for _ in range(NF // 4):
        x = fl(1 + logu(-23, -4))
        y = fl(R.choice([-1, 1]) * 2.0 ** R.uniform(0, math.log2(85 / abs(math.log(x)))))
        cases.append((x, y))
    cases += [(2.0, 0.5), (2.0, -149.0), (2.0, 127.0), (10.0, 10.0), (-2.0, 3.0)]
    return cases


spec("pow", lambda x, y: mp.power(x, y) if x >= 0 or y != int(y) else
     (mp.power(-x, y) * (-1 if int(y) % 2 else 1)), pow_d, pow_f, arity=2)

# trig
spec("sin", mp.sin, lambda: trig_inputs(ND), lambda: float_trig_inputs(NF))
spec("cos", mp.cos, lambda: trig_inputs(ND), lambda: float_trig_inputs(NF))
def tan_d():
    xs = trig_inputs(ND)
    # reduced argument near +-pi/4, where tan's terms after y are a fifth
    # of a result just below 1 (errors over 1 ulp were found there), in
    # both parities of the quadrant
    for _ in range(ND // 5):
        k = R.randint(0, 2 ** R.randint(0, 20))
        with mp.workprec(200):
            v = float(k * mp.pi / 2 + R.choice([-1, 1]) * R.uniform(0.6, 0.7854))
        xs.append(v * R.choice([-1, 1]))
    return xs


spec("tan", mp.tan, tan_d, lambda: float_trig_inputs(NF))


def unit_d():
    xs = [R.uniform(-1, 1) for _ in range(ND // 2)] + [logu(-60, 0) for _ in range(ND // 4)]
    xs += [R.choice([-1, 1]) * (1 - 2.0 ** -R.uniform(1, 53)) for _ in range(ND // 6)]
    xs += [1.0, -1.0, 0.5, -0.5, 0.0, -0.0, 5e-324, 0.9999999999999999, -0.9999999999999999]
    return xs


def unit_f():
    xs = [fl(R.uniform(-1, 1)) for _ in range(NF // 2)] + [fl(logu(-30, 0)) for _ in range(NF // 4)]
    xs += [fl(R.choice([-1, 1]) * (1 - 2.0 ** -R.uniform(1, 24))) for _ in range(NF // 6)]
    return [x for x in xs if abs(x) <= 1] + [1.0, -1.0, 0.5, 0.0]


spec("asin", mp.asin, unit_d, unit_f)
spec("acos", mp.acos, unit_d, unit_f)
spec("atan", mp.atan,
     lambda: [logu(-1074, 1024) for _ in range(ND // 3)] + [logu(-10, 10) for _ in range(ND // 2)]
     + [0.0, -0.0, 1.0, -1.0, 1.7976931348623157e308, 16.0, 0.0625],
     lambda: [fl(logu(-149, 128)) for _ in range(NF // 3)] + [fl(logu(-10, 10)) for _ in range(NF // 2)])


def atan2_d():
    c = [(logu(-1074, 1024), logu(-1074, 1024)) for _ in range(ND // 3)]
    c += [(logu(-10, 10), logu(-10, 10)) for _ in range(ND // 2)]
    for _ in range(ND // 8):
        x = logu(-20, 20)
        c.append((x * 2.0 ** R.uniform(-60, -30), x))
    c += [(1.0, 1.0), (1.0, -1.0), (-1.0, -1.0), (5e-324, 1.7976931348623157e308),
          (1.7976931348623157e308, 5e-324), (1.0, -1.7976931348623157e308)]
    return c


def atan2_f():
    c = [(fl(logu(-149, 128)), fl(logu(-149, 128))) for _ in range(NF // 3)]
    c += [(fl(logu(-10, 10)), fl(logu(-10, 10))) for _ in range(NF // 2)]
    return c


spec("atan2", mp.atan2, atan2_d, atan2_f, arity=2)

# hyperbolic and the rest
spec("sinh", mp.sinh,
     lambda: [logu(-60, 9.48) for _ in range(ND)] + [near(710.4758600739439), 0.0, -0.0, 5e-324],
     lambda: [fl(logu(-30, 6.47)) for _ in range(NF)] + [fl(89.41598)])
spec("cosh", mp.cosh,
     lambda: [logu(-60, 9.48) for _ in range(ND)] + [near(710.4758600739439), 0.0, -0.0],
     lambda: [fl(logu(-30, 6.47)) for _ in range(NF)] + [fl(89.41598)])
spec("tanh", mp.tanh,
     lambda: [logu(-1074, 6) for _ in range(ND)] + [0.0, -0.0, 20.0, 5e-324],
     lambda: [fl(logu(-149, 4)) for _ in range(NF)])
spec("asinh", mp.asinh,
     lambda: [logu(-1074, 1024) for _ in range(ND // 2)] + [logu(-30, 5) for _ in range(ND // 2)]
     + [0.0, -0.0, 1.7976931348623157e308],
     lambda: [fl(logu(-149, 128)) for _ in range(NF // 2)] + [fl(logu(-20, 5)) for _ in range(NF // 2)])
spec("acosh", mp.acosh,
     lambda: [1 + logu_pos(-52, 1024) for _ in range(ND // 2)] + [1 + logu_pos(-52, 3) for _ in range(ND // 2)]
     + [1.0, 1.0000000000000002, 1.7976931348623157e308],
     lambda: [fl(1 + logu_pos(-23, 128)) for _ in range(NF // 2)] + [fl(1 + logu_pos(-23, 3)) for _ in range(NF // 2)]
     + [1.0])
spec("atanh", mp.atanh,
     lambda: [R.choice([-1, 1]) * (1 - 2.0 ** -R.uniform(1, 53)) for _ in range(ND // 3)]
     + [logu(-1074, 0) for _ in range(ND // 2)] + [0.0, -0.0, 0.5, -0.5],
     lambda: [fl(R.choice([-1, 1]) * (1 - 2.0 ** -R.uniform(1, 24))) for _ in range(NF // 3)]
     + [fl(logu(-149, 0)) for _ in range(NF // 2)])
spec("cbrt", mp.cbrt,
     lambda: [logu(-1074, 1024) for _ in range(ND)] + subnormals(50)
     + [float(i ** 3) for i in range(-30, 31)] + [0.0, -0.0, 1.7976931348623157e308],
     lambda: [fl(logu(-149, 128)) for _ in range(NF)] + [float(i ** 3) for i in range(-20, 21)])


def hyp_d():
    c = [(logu(-1074, 1024), logu(-1074, 1024)) for _ in range(ND // 2)]
    for _ in range(ND // 2):
        x = logu(-1074, 1024)
        c.append((x, x * 2.0 ** R.uniform(-60, 60)))
    c += [(3.0, 4.0), (1.7976931348623157e308, 1.7976931348623157e308), (5e-324, 5e-324),
          (2.0 ** -1070, 2.0 ** -1070), (1.0, 2.0 ** -27), (1e308, 1e308)]
    return [(a, b) for a, b in c if abs(a) < 1.8e308 and abs(b) < 1.8e308]


spec("hypot", lambda x, y: mp.sqrt(x * x + y * y), hyp_d,
     lambda: [(fl(logu(-149, 128)), fl(logu(-149, 128))) for _ in range(NF)] + [(3.0, 4.0)], arity=2)


def evalf(f, args, prec):
    with mp.workprec(prec):
        return f(*[mpf(a) for a in args])


def gen(name):
    f, dgen, fgen, arity = SPECS[name]
    R.seed(hash(name) % 100003 if False else sum(map(ord, name)) * 7919)
    dl = dgen()
    fll = fgen()
    if arity == 1:
        dl = [(x,) for x in dl]
        fll = [(x,) for x in fll]
    out = ["/* Generated by tests/tools/gen_math_ref.py (mpmath); do not edit.",
           "   %s: inputs, correctly rounded result, (exact - rounded) in ulps. */" % name]
    sd = "math_ref%d" % arity
    out.append("static const struct %s ref_%s[] = {" % (sd, name))
    seen = set()
    for args in dl:
        args = tuple(float(a) for a in args)
        if args in seen or any(a != a for a in args):
            continue
        seen.add(args)
        v = evalf(f, args, prec_for(*args) + (0 if arity == 1 else 200))
        if isinstance(v, mp.mpc):
            continue
        r, c = rd(v)
        out.append("\t{ %s, %s, %.3f }," % (", ".join(hx(a) for a in args), hx(r), c))
    out.append("};")
    out.append("static const struct %sf ref_%sf[] = {" % (sd, name))
    seen = set()
    for args in fll:
        args = tuple(tofloat(a) for a in args)
        if args in seen or any(a != a or abs(a) == float("inf") for a in args):
            continue
        seen.add(args)
        v = evalf(f, args, prec_for(*args) + (0 if arity == 1 else 100))
        if isinstance(v, mp.mpc):
            continue
        r, c = rf(v)
        out.append("\t{ %s, %s, %.3f }," % (", ".join(hxf(a) for a in args), hxf(r), c))
    out.append("};")
    open("tests/data/math_ref_%s.h" % name, "w").write("\n".join(out) + "\n")


if __name__ == "__main__":
    names = sys.argv[1:] or list(SPECS)
    for n in names:
        gen(n)
        print(n)
