#!/usr/bin/env python3
"""Independent high-precision reference for springtool's easing curves.

Writes Tests/Fixtures/easing-reference.csv: for cubic Béziers (CSS, Core Animation,
Material, and awkward ones) the exact y at x, found by bisection of x(s) = x at 50 digits,
and dy/dx = y'(s)/x'(s); for the 30 Penner functions the published easings.net formulas
evaluated at 50 digits, with the slope by mpmath's numerical differentiation (independent
of the hand-derived derivatives in Sources/Easing). Values are rounded once to binary64.

    python3 tools/easing_reference.py          # rewrite the fixture
    python3 tools/easing_reference.py --check  # fail if the committed fixture is stale
"""
import sys
from pathlib import Path

import mpmath as mp

mp.mp.dps = 50
ROOT = Path(__file__).resolve().parent.parent

BEZIERS = {
    "ease": (0.25, 0.1, 0.25, 1),
    "ease-in": (0.42, 0, 1, 1),
    "ease-out": (0, 0, 0.58, 1),
    "ease-in-out": (0.42, 0, 0.58, 1),
    "chromium-symmetric": (0.25, 0, 0.75, 1),
    "chromium-overshoot": (0.5, -1, 0.5, 2),
    "chromium-asymmetric": (0.1, 0.2, 0.8, 0.8),
    "motion-test": (0.5, 0.1, 0.31, 0.96),
    "emphasized-decelerate": (0.05, 0.7, 0.1, 1),
    "emphasized-accelerate": (0.3, 0, 0.8, 0.15),
    "standard-decelerate": (0, 0, 0, 1),
    "vertical-middle": (1, 0, 0, 1),
    "steep-start": (0, 1, 1, 0),
    "back-like": (0.68, -0.55, 0.265, 1.55),
}

XS = [0.0, 1e-9, 1e-3, 0.01] + [i / 20 for i in range(1, 20)] + [0.99, 0.999, 1 - 1e-9, 1.0]


def bezier(x1, y1, x2, y2, x):
    x1, y1, x2, y2, x = (mp.mpf(v) for v in (x1, y1, x2, y2, x))

    def bx(s):
        return 3 * (1 - s) ** 2 * s * x1 + 3 * (1 - s) * s ** 2 * x2 + s ** 3

    def by(s):
        return 3 * (1 - s) ** 2 * s * y1 + 3 * (1 - s) * s ** 2 * y2 + s ** 3

    lo, hi = mp.mpf(0), mp.mpf(1)
    for _ in range(200):
        mid = (lo + hi) / 2
        if bx(mid) < x:
            lo = mid
        else:
            hi = mid
    s = mp.mpf(0) if x == 0 else mp.mpf(1) if x == 1 else (lo + hi) / 2
    dxs, dys = mp.diff(bx, s), mp.diff(by, s)
    if abs(dxs) < mp.mpf(10) ** -40 and abs(dys) < mp.mpf(10) ** -40:
        # 0/0 at an end: the limit is the ratio of second derivatives.
        dxs, dys = mp.diff(bx, s, 2), mp.diff(by, s, 2)
    slope = dys / dxs if abs(dxs) >= mp.mpf(10) ** -40 else mp.inf
    return by(s), slope


C1 = mp.mpf("1.70158")
C2 = C1 * mp.mpf("1.525")
C3 = C1 + 1
C4 = 2 * mp.pi / 3
C5 = 2 * mp.pi / mp.mpf("4.5")
N1, D1 = mp.mpf("7.5625"), mp.mpf("2.75")


def bounce_out(x):
    if x < 1 / D1:
        return N1 * x * x
    if x < 2 / D1:
        x -= mp.mpf("1.5") / D1
        return N1 * x * x + mp.mpf("0.75")
    if x < mp.mpf("2.5") / D1:
        x -= mp.mpf("2.25") / D1
        return N1 * x * x + mp.mpf("0.9375")
    x -= mp.mpf("2.625") / D1
    return N1 * x * x + mp.mpf("0.984375")


PENNER = {
    "easeInSine": lambda x: 1 - mp.cos(x * mp.pi / 2),
    "easeOutSine": lambda x: mp.sin(x * mp.pi / 2),
    "easeInOutSine": lambda x: -(mp.cos(mp.pi * x) - 1) / 2,
    "easeInQuad": lambda x: x * x,
    "easeOutQuad": lambda x: 1 - (1 - x) * (1 - x),
    "easeInOutQuad": lambda x: 2 * x * x if x < 0.5 else 1 - (-2 * x + 2) ** 2 / 2,
    "easeInCubic": lambda x: x ** 3,
    "easeOutCubic": lambda x: 1 - (1 - x) ** 3,
    "easeInOutCubic": lambda x: 4 * x ** 3 if x < 0.5 else 1 - (-2 * x + 2) ** 3 / 2,
    "easeInQuart": lambda x: x ** 4,
    "easeOutQuart": lambda x: 1 - (1 - x) ** 4,
    "easeInOutQuart": lambda x: 8 * x ** 4 if x < 0.5 else 1 - (-2 * x + 2) ** 4 / 2,
    "easeInQuint": lambda x: x ** 5,
    "easeOutQuint": lambda x: 1 - (1 - x) ** 5,
    "easeInOutQuint": lambda x: 16 * x ** 5 if x < 0.5 else 1 - (-2 * x + 2) ** 5 / 2,
    "easeInExpo": lambda x: 0 if x == 0 else mp.mpf(2) ** (10 * x - 10),
    "easeOutExpo": lambda x: 1 if x == 1 else 1 - mp.mpf(2) ** (-10 * x),
    "easeInOutExpo": lambda x: x if x in (0, 1) else (
        mp.mpf(2) ** (20 * x - 10) / 2 if x < 0.5 else (2 - mp.mpf(2) ** (-20 * x + 10)) / 2),
    "easeInCirc": lambda x: 1 - mp.sqrt(1 - x * x),
    "easeOutCirc": lambda x: mp.sqrt(1 - (x - 1) ** 2),
    "easeInOutCirc": lambda x: (1 - mp.sqrt(1 - (2 * x) ** 2)) / 2 if x < 0.5 else (mp.sqrt(1 - (-2 * x + 2) ** 2) + 1) / 2,
    "easeInBack": lambda x: C3 * x ** 3 - C1 * x ** 2,
    "easeOutBack": lambda x: 1 + C3 * (x - 1) ** 3 + C1 * (x - 1) ** 2,
    "easeInOutBack": lambda x: ((2 * x) ** 2 * ((C2 + 1) * 2 * x - C2)) / 2 if x < 0.5
    else ((2 * x - 2) ** 2 * ((C2 + 1) * (x * 2 - 2) + C2) + 2) / 2,
    "easeInElastic": lambda x: x if x in (0, 1) else -mp.mpf(2) ** (10 * x - 10) * mp.sin((x * 10 - mp.mpf("10.75")) * C4),
    "easeOutElastic": lambda x: x if x in (0, 1) else mp.mpf(2) ** (-10 * x) * mp.sin((x * 10 - mp.mpf("0.75")) * C4) + 1,
    "easeInOutElastic": lambda x: x if x in (0, 1) else (
        -(mp.mpf(2) ** (20 * x - 10) * mp.sin((20 * x - mp.mpf("11.125")) * C5)) / 2 if x < 0.5
        else (mp.mpf(2) ** (-20 * x + 10) * mp.sin((20 * x - mp.mpf("11.125")) * C5)) / 2 + 1),
    "easeInBounce": lambda x: 1 - bounce_out(1 - x),
    "easeOutBounce": lambda x: bounce_out(x),
    "easeInOutBounce": lambda x: (1 - bounce_out(1 - 2 * x)) / 2 if x < 0.5 else (1 + bounce_out(2 * x - 1)) / 2,
}

# Interior points away from the breakpoints (0, 0.5, 1, the bounce arcs), where the
# numerical derivative is well defined.
PENNER_XS = [0.03, 0.1, 0.2, 0.3, 0.37, 0.45, 0.55, 0.63, 0.7, 0.8, 0.9, 0.97]


def build():
    lines = [
        "# Easing reference at 50 digits (tools/easing_reference.py, mpmath " + mp.__version__ + ").",
        "# kind bezier: params x1 y1 x2 y2; y by bisection of x(s) = x; slope = y'(s)/x'(s) (inf when vertical).",
        "# kind penner: the easings.net formula; slope by mpmath numerical differentiation (blank at the ends).",
        "kind,name,params,x,value,slope",
    ]
    for name, p in BEZIERS.items():
        for x in XS:
            y, slope = bezier(*p, x)
            s = "inf" if slope == mp.inf else repr(float(slope))
            lines.append(f"bezier,{name},{' '.join(repr(float(v)) for v in p)},{x!r},{float(y)!r},{s}")
    for name, f in PENNER.items():
        for x in [0.0, 1.0] + PENNER_XS:
            xm = mp.mpf(x)
            y = f(xm)
            slope = "" if x in (0.0, 1.0) else repr(float(mp.diff(f, xm)))
            lines.append(f"penner,{name},,{x!r},{float(y)!r},{slope}")
    return "\n".join(lines) + "\n"


def main():
    path = ROOT / "Tests/Fixtures/easing-reference.csv"
    text = build()
    if "--check" in sys.argv:
        if not path.exists() or path.read_text() != text:
            print(f"stale: {path}")
            sys.exit(1)
        return
    path.write_text(text)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
