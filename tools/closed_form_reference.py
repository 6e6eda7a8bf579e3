#!/usr/bin/env python3
"""Independent high-precision reference for the damped spring (mpmath, 60 digits).

Writes Tests/Fixtures/closed-form-reference.csv and Tests/Fixtures/settling-reference.csv.
Nothing here reads or calls the Swift code: it is the ground truth the Swift closed
form, the sampler and the settle finder are tested against.

Physics: m x'' + c x' + k (x - to) = 0, x(0) = from, x'(0) = v0. Inputs are exact
binary64 numbers (written with repr, which reads back exactly); everything after that
is computed at 60 significant digits:

    u = x - to, lam = c/(2m), w0^2 = k/m, D = lam^2 - w0^2
    D < 0:  u = e^(-lam t) [u0 cos(wd t) + (v0 + lam u0) sin(wd t)/wd],  wd = sqrt(-D)
    D = 0:  u = e^(-lam t) [u0 + (v0 + lam u0) t]
    D > 0:  u = e^(-lam t) [u0 cosh(mu t) + (v0 + lam u0) sinh(mu t)/mu],  mu = sqrt(D)

The settling reference (last exit from |u| <= eps * S, S = |to - from| or |v0|/w0)
is found by scanning u on a fine grid and bisecting the last crossing to 1e-30 s,
with no use of the analytic extremum structure the Swift code relies on.

Usage: python3 tools/closed_form_reference.py [--check]
  --check  regenerate in memory and fail if the committed files differ.
"""
import math
import sys
from pathlib import Path

import mpmath as mp

mp.mp.dps = 60
ROOT = Path(__file__).resolve().parent.parent
PI = math.pi  # the binary64 pi the families use, as Swift's Double.pi


def swiftui(response, zeta, mass=1.0):
    """k, c as Spring(response:dampingRatio:mass:) computes them in binary64."""
    w = 2.0 * PI / response
    return mass, w * w * mass, 4.0 * PI * zeta / response * mass


def android(stiffness, zeta, mass=1.0):
    return mass, stiffness, 2 * zeta * math.sqrt(stiffness * mass)


def displacement(m, k, c, u0, v0, t):
    """(u, u') at time t, exact for the given inputs."""
    m, k, c, u0, v0, t = (mp.mpf(x) for x in (m, k, c, u0, v0, t))
    lam = c / (2 * m)
    w02 = k / m
    d = lam * lam - w02
    e = mp.exp(-lam * t)
    b = v0 + lam * u0
    if d < 0:
        wd = mp.sqrt(-d)
        cs, sn = mp.cos(wd * t), mp.sin(wd * t)
        u = e * (u0 * cs + b * sn / wd)
        v = e * (v0 * cs - (lam * v0 + w02 * u0) * sn / wd)
    elif d == 0:
        u = e * (u0 + b * t)
        v = e * (v0 - lam * b * t)
    else:
        mu = mp.sqrt(d)
        ch, sh = mp.cosh(mu * t), mp.sinh(mu * t)
        u = e * (u0 * ch + b * sh / mu)
        v = e * (v0 * ch - (lam * v0 + w02 * u0) * sh / mu)
    return u, v


def cases():
    """(name, (m, k, c), from, to, v0) across regimes, families and edge cases."""
    out = []
    add = lambda name, spring, frm=0.0, to=1.0, v0=0.0: out.append((name, spring, frm, to, v0))
    add("reference-0.4-0.8", swiftui(0.4, 0.8))
    add("undamped", swiftui(0.4, 0.0))
    add("undamped-velocity", swiftui(0.5, 0.0), 0.0, 1.0, 7.0)
    add("barely-damped-1e-6", swiftui(0.4, 1e-6))
    add("underdamped-0.3-v5", swiftui(0.5, 0.3), 0.0, 1.0, 5.0)
    add("critical-swiftui", swiftui(0.5, 1.0))
    add("critical-velocity", swiftui(0.5, 1.0), 0.0, 1.0, -3.0)
    for sign, label in ((-1, "below"), (1, "above")):
        for exponent in (3, 6, 9, 12):
            zeta = 1.0 + sign * 10.0 ** -exponent
            add(f"near-critical-{label}-1e-{exponent}", android(100.0, zeta))
    add("near-critical-above-1e-9-velocity", android(100.0, 1.0 + 1e-9), 0.0, 1.0, 25.0)
    add("overdamped-2", swiftui(0.5, 2.0))
    add("overdamped-10", swiftui(0.5, 10.0))
    add("stiff-overdamped-50", swiftui(0.4, 50.0))
    add("stiff-overdamped-1000", swiftui(0.4, 1000.0))
    add("stiff-overdamped-1000-velocity", swiftui(0.4, 1000.0), 0.0, 1.0, 40.0)
    add("travel-1e-6", swiftui(0.4, 0.8), 0.0, 1e-6)
    add("travel-1e6", swiftui(0.4, 0.8), 0.0, 1e6)
    add("reverse", swiftui(0.3, 0.5), 1.0, 0.0)
    add("negative-values", swiftui(0.6, 0.7), -250.0, -400.0, 30.0)
    add("large-velocity", swiftui(0.5, 0.6), 0.0, 1.0, 100.0)
    add("opposing-velocity", swiftui(0.5, 0.9), 0.0, 1.0, -50.0)
    add("zero-travel-velocity", swiftui(0.5, 0.5), 2.0, 2.0, 3.0)
    add("uikit-system-mass-3", (3.0, 1000.0, 500.0))
    add("core-animation-default", (1.0, 100.0, 10.0))
    add("heavy-slow", (1e3, 1e-1, 2.0), 0.0, 10.0)
    add("light-fast", (1e-3, 1e6, 10.0), 0.0, 1.0, 0.5)
    add("huge-stiffness", (1.0, 1e8, 1e4))
    return out


def sample_times(m, k, c):
    """t = 0, a fine early grid, and long times up to 10^4 responses."""
    response = 2 * math.pi * math.sqrt(m / k)
    ts = [0.0, 1e-9 * response, 1e-3 * response]
    ts += [response * i / 16 for i in range(1, 33)]
    ts += [response * f for f in (3.3, 7.7, 10.0, 31.4, 100.0, 333.3, 1000.0, 3141.5, 10000.0)]
    return ts


def settle_time(m, k, c, u0, v0, epsilon):
    """Last exit from |u| <= eps*S by scan and bisection; None if it never settles."""
    w0 = math.sqrt(k / m)
    scale = abs(u0) if u0 != 0 else abs(v0) / w0
    band = mp.mpf(epsilon) * mp.mpf(scale)
    if c == 0:
        return None
    lam = c / (2 * m)
    zeta = c / (2 * math.sqrt(k * m))
    amplitude = max(abs(u0), abs(v0) / w0) * (1 + abs(v0) / (w0 * scale) if scale else 1) * 4
    # Upper bound: slowest decay rate of the envelope, generous factor.
    slow = lam if zeta < 1 else (k / m) / (lam + math.sqrt(max(lam * lam - k / m, 0)))
    upper = (math.log(max(amplitude, 1e-300) / float(band)) + 5) / slow
    if zeta < 1:
        wd = w0 * math.sqrt(1 - zeta * zeta)
        step = min(math.pi / wd / 40, upper / 4000)
    else:
        step = upper / 20000
    n = int(upper / step) + 1
    last = None
    prev_t = 0.0
    for i in range(n + 1):
        t = i * step
        u, _ = displacement(m, k, c, u0, v0, t)
        if abs(u) > band:
            last = i
        prev_t = t
    if last is None:
        return 0.0
    lo, hi = mp.mpf(last * step), mp.mpf((last + 1) * step)
    for _ in range(120):
        mid = (lo + hi) / 2
        u, _ = displacement(m, k, c, u0, v0, mid)
        if abs(u) > band:
            lo = mid
        else:
            hi = mid
    return hi


def build_closed_form():
    lines = [
        "# Exact damped-spring motion at 60 digits (tools/closed_form_reference.py, mpmath "
        + mp.__version__ + ").",
        "# Inputs are exact binary64 values; value/velocity/displacement are the exact results rounded once.",
        "# scale = max(|to-from|, |v0|/w0) is the amplitude scale the tolerance is relative to.",
        "case,mass,stiffness,damping,from,to,velocity,t,displacement,value,velocity_t,scale",
    ]
    for name, (m, k, c), frm, to, v0 in cases():
        u0 = mp.mpf(frm) - mp.mpf(to)
        w0 = math.sqrt(k / m)
        scale = max(abs(frm - to), abs(v0) / w0)
        for t in sample_times(m, k, c):
            u, v = displacement(m, k, c, u0, v0, t)
            x = mp.mpf(to) + u
            lines.append(",".join([name] + [repr(float(q)) for q in (m, k, c, frm, to, v0, t, u, x, v, scale)]))
    return "\n".join(lines) + "\n"


def settling_cases():
    """Springs that take the settling solver's other paths: the discriminant a rounding below and
    above 0 (a damped period of ages, whose first extremum is far past the crossing), a sweep's
    points (SwiftUI response and damping, mass 1) under- and overdamped, with velocities."""
    def swiftui(r, z):
        k = (2 * math.pi / r) ** 2
        return (1.0, k, 2 * z * math.sqrt(k))
    out = []
    for v0 in (0.0, 2.0, -0.7):
        out.append(("near-critical-below-v%s" % v0, (1.0, 1.0, 2 * (1 - 2.0 ** -52)), 0.0, 1.0, v0))
        out.append(("near-critical-above-v%s" % v0, (1.0, 1.0, 2 * (1 + 2.0 ** -52)), 0.0, 1.0, v0))
    # A small velocity the way it travels, a rounding from critical (SwiftUI's smooth, bounce 0):
    # the first turning point's phase is within an ulp of π, half a (near-infinite) period on.
    smooth = (1.0, (2 * math.pi / 0.5) ** 2, 4 * math.pi / 0.5)
    for v0 in (1e-7, 1e-12):
        out.append(("smooth-slow-toward-v%s" % v0, smooth, 0.0, 1.0, v0))
    out.append(("near-critical-below-slow-toward", (1.0, 1.0, 2 * (1 - 2.0 ** -52)), 0.0, 1.0, 1e-9))
    out.append(("smooth-far-toward", smooth, 0.0, 1e8, 4.5))
    for r, z, v0 in ((0.3931438127090301, 0.4816053511705686, 0.0), (0.05, 0.05, 0.0), (0.7, 0.02, 3.0),
                     (0.6, 0.95, -1.0), (0.35, 1.5, 0.0), (0.35, 1.5, -4.0), (42.815083612040134, 1.0, 0.0),
                     (0.2, 7.0, 1.0)):
        out.append(("sweep-r%s-z%s-v%s" % (r, z, v0), swiftui(r, z), 0.0, 1.0, v0))
    return out


def tiny_band_cases():
    """Bands far below the travel (eps down to 1e-300) on springs a rounding from critical, with
    start velocities: the tail is hundreds of decay times long, where a root search that starts
    far from the crossing crawls (Newton moves 1/|s1| a step on an exponential)."""
    return [
        ("tiny-band-critical-a", (1.2410472370219297, 2.5246653391348164, 3.5401878272303255),
         29.392125393821573, 1.0, 39.91320326945763),
        ("tiny-band-critical-b", (1.637746132576699, 366.82199554701685, 49.020827347966566),
         -50.59124540073483, 0.0, -570.8018549444025),
        ("tiny-band-slow", (6.2517975697017825, 0.0033114494366110864, 0.28776748393232093),
         28.43818116818423, 1.0, -143.35135845724074),
        ("tiny-band-bouncy", (1.0, 246.74011002723395, 25.132741228718345), 0.0, 1.0, 0.0),
    ]


def build_settling():
    lines = [
        "# Exact last exit from the band |x - to| <= eps*S (tools/closed_form_reference.py, mpmath "
        + mp.__version__ + ").",
        "# Found by a fine scan of the 60-digit closed form and bisection of the last crossing.",
        "case,mass,stiffness,damping,from,to,velocity,epsilon,settle",
    ]
    for name, (m, k, c), frm, to, v0 in cases() + settling_cases():
        if c == 0 or "barely" in name or "1000" in name or "huge" in name or "heavy" in name:
            continue  # undamped never settles; very long tails take too long to scan here
        for eps in (1e-3, 1e-2):
            t = settle_time(m, k, c, frm - to, v0, eps)
            lines.append(",".join([name] + [repr(float(q)) for q in (m, k, c, frm, to, v0, eps, t)]))
    for name, (m, k, c), frm, to, v0 in tiny_band_cases():
        for eps in (1e-100, 1e-300):
            t = settle_time(m, k, c, frm - to, v0, eps)
            lines.append(",".join([name] + [repr(float(q)) for q in (m, k, c, frm, to, v0, eps, t)]))
    return "\n".join(lines) + "\n"


def main():
    check = "--check" in sys.argv
    outputs = {
        ROOT / "Tests/Fixtures/closed-form-reference.csv": build_closed_form(),
        ROOT / "Tests/Fixtures/settling-reference.csv": build_settling(),
    }
    stale = []
    for path, text in outputs.items():
        if check:
            if not path.exists() or path.read_text() != text:
                stale.append(str(path))
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
            print(f"wrote {path.relative_to(ROOT)} ({text.count(chr(10))} lines)")
    if stale:
        print("stale: " + ", ".join(stale), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
