#!/usr/bin/env python3
"""Writes the golden reference curves in curves/ (independent of the Swift code).

Each curve is the exact motion of a damped spring, m x'' + c x' + k (x - to) = 0 with
x(0) = from, x'(0) = velocity, for exact binary64 inputs (m, k, c computed here from the
family's parameters in binary64, the way the platforms do), evaluated with mpmath at
60 digits by tools/closed_form_reference.py and rounded once. The header carries the
parameters, the provenance and the tolerances that `springtool verify` applies:

  tolerance-analytic    max |x - x_ref| / scale for the closed form (and velocity / velocity-scale)
  tolerance-integrator  the same for the integrators with their default settings

scale = max(|to - from|, |v0|/w0) (the amplitude scale); velocity-scale = scale*w0 + |v0|.

Usage: python3 tools/golden_curves.py [--check]   (--check: fail if curves/ is stale)
"""
import math
import sys
from pathlib import Path

import mpmath as mp

sys.path.insert(0, str(Path(__file__).resolve().parent))
from closed_form_reference import displacement  # noqa: E402  (the same 60-digit closed form)

ROOT = Path(__file__).resolve().parent.parent
PI = math.pi


def swiftui(response, zeta, mass=1.0):
    w = 2.0 * PI / response
    return mass, w * w * mass, 4.0 * PI * zeta / response * mass


def bounce_zeta(b):
    return 1 - b if b >= 0 else 1 / (1 + b)


def android(k, zeta, mass=1.0):
    return mass, k, 2 * zeta * math.sqrt(k * mass)


def origami(ot, of):
    tension = 0.0 if ot == 0 else (ot - 30.0) * 3.62 + 194.0
    friction = 0.0 if of == 0 else (of - 8.0) * 3.0 + 25.0
    return 1.0, tension, friction


def last_exit(m, k, c, u0, v0, eps):
    """Rough settle time into eps*|u0| by a float scan (only used to choose a duration)."""
    if c == 0:
        return None
    lam = c / (2 * m)
    w02 = k / m
    slow = lam if lam * lam < w02 else w02 / (lam + math.sqrt(lam * lam - w02))
    scale = abs(u0) if u0 != 0 else abs(v0) / math.sqrt(w02)
    horizon = (math.log(max(abs(u0), abs(v0) / math.sqrt(w02), 1e-300) * 8 / (eps * scale)) + 2) / slow
    steps = 4000
    last = 0.0
    for i in range(steps + 1):
        t = horizon * i / steps
        u, _ = displacement(m, k, c, u0, v0, t)
        if abs(u) > eps * scale:
            last = t
    return last


# (name, description, family text, (m, k, c), from, to, v0, sampling, integrator tolerance)
# Integrator tolerances are the default settings' contract (1e-9 of the scale), except the
# undamped run over 10^4 periods, where the default rk8pd drifts to ~6e-9: 1e-7 there.
# sampling: ("fps", F) until settled (rounded up to a frame), ("fps", F, T), or ("count", N, T).
CASES = [
    ("reference-0.4-0.8", "SwiftUI response 0.4, dampingFraction 0.8 (the README example; GSL's probe problem)",
     "response=0.4,damping=0.8", swiftui(0.4, 0.8), 0.0, 1.0, 0.0, ("fps", 60), 1e-9),
    ("swiftui-smooth", "SwiftUI .smooth: duration 0.5, bounce 0 (critical)", "preset=smooth",
     swiftui(0.5, bounce_zeta(0.0)), 0.0, 1.0, 0.0, ("fps", 60), 1e-9),
    ("swiftui-snappy", "SwiftUI .snappy: duration 0.5, bounce 0.15", "preset=snappy",
     swiftui(0.5, bounce_zeta(0.15)), 0.0, 1.0, 0.0, ("fps", 60), 1e-9),
    ("swiftui-bouncy", "SwiftUI .bouncy: duration 0.5, bounce 0.3", "preset=bouncy",
     swiftui(0.5, bounce_zeta(0.3)), 0.0, 1.0, 0.0, ("fps", 120), 1e-9),
    ("swiftui-negative-bounce", "SwiftUI duration 0.6, bounce -0.5 (zeta = 2)", "response=0.6,bounce=-0.5",
     swiftui(0.6, bounce_zeta(-0.5)), 0.0, 1.0, 0.0, ("fps", 60), 1e-9),
    ("swiftui-animation-default", "SwiftUI Animation.default: response 0.55, dampingFraction 1", "preset=swiftui-default",
     swiftui(0.55, 1.0), 0.0, 1.0, 0.0, ("fps", 60), 1e-9),
    ("swiftui-interactive", "SwiftUI interactiveSpring: response 0.15, dampingFraction 0.86",
     "preset=interactive-spring", swiftui(0.15, 0.86), 0.0, 1.0, 0.0, ("fps", 240), 1e-9),
    ("core-animation-default", "CASpringAnimation defaults: mass 1, stiffness 100, damping 10",
     "stiffness=100,friction=10,mass=1", (1.0, 100.0, 10.0), 0.0, 1.0, 0.0, ("fps", 60), 1e-9),
    ("uikit-system-spring", "UIKit system spring (keyboard): mass 3, stiffness 1000, damping 500, zeta 4.56",
     "stiffness=1000,friction=500,mass=3", (3.0, 1000.0, 500.0), 0.0, 1.0, 0.0, ("fps", 60), 1e-9),
    ("android-default", "Android SpringForce default: stiffness 1500, dampingRatio 0.5", "stiffness=1500,damping=0.5",
     android(1500.0, 0.5), 0.0, 300.0, 0.0, ("fps", 60), 1e-9),
    ("compose-default", "Compose spring(): stiffness 1500, dampingRatio 1", "stiffness=1500,damping=1",
     android(1500.0, 1.0), 0.0, 300.0, 0.0, ("fps", 60), 1e-9),
    ("compose-low-bouncy", "Compose StiffnessLow, DampingRatioHighBouncy (200, 0.2)", "stiffness=200,damping=0.2",
     android(200.0, 0.2), 0.0, 1.0, 0.0, ("fps", 60), 1e-9),
    ("react-spring-wobbly", "react-spring config.wobbly: tension 180, friction 12", "tension=180,friction=12",
     (1.0, 180.0, 12.0), 0.0, 1.0, 0.0, ("fps", 60), 1e-9),
    ("react-spring-molasses", "react-spring config.molasses: tension 280, friction 120 (overdamped)",
     "tension=280,friction=120", (1.0, 280.0, 120.0), 0.0, 1.0, 0.0, ("fps", 30), 1e-9),
    ("rebound-origami-default", "Rebound default: Origami tension 40, friction 7 (230.2, 22)",
     "origami-tension=40,origami-friction=7", origami(40.0, 7.0), 0.0, 1.0, 0.0, ("fps", 60), 1e-9),
    ("near-critical-below-1e-6", "zeta = 1 - 1e-6 (k 100): the textbook formulas cancel here",
     "stiffness=100,damping=0.999999", android(100.0, 1 - 1e-6), 0.0, 1.0, 0.0, ("fps", 60), 1e-9),
    ("near-critical-above-1e-6", "zeta = 1 + 1e-6 (k 100)", "stiffness=100,damping=1.000001",
     android(100.0, 1 + 1e-6), 0.0, 1.0, 0.0, ("fps", 60), 1e-9),
    ("near-critical-below-1e-9", "zeta = 1 - 1e-9 with a velocity", "stiffness=100,damping=0.999999999",
     android(100.0, 1 - 1e-9), 0.0, 1.0, 3.0, ("fps", 60), 1e-9),
    ("near-critical-above-1e-12", "zeta = 1 + 1e-12", "stiffness=100,damping=1.000000000001",
     android(100.0, 1 + 1e-12), 0.0, 1.0, 0.0, ("fps", 60), 1e-9),
    ("undamped", "zeta = 0: oscillates for ever (5 s at 60 fps)", "response=0.5,damping=0",
     swiftui(0.5, 0.0), 0.0, 1.0, 0.0, ("fps", 60, 5.0), 1e-9),
    ("undamped-long-tail", "zeta = 0 after up to 10^4 periods (200 samples to 5000 s)", "response=0.5,damping=0",
     swiftui(0.5, 0.0), 0.0, 1.0, 2.0, ("count", 200, 5000.0), 1e-7),
    ("barely-damped", "zeta = 1e-4 over 40 s", "response=0.4,damping=0.0001", swiftui(0.4, 1e-4), 0.0, 1.0, 0.0,
     ("fps", 30, 40.0), 1e-9),
    ("stiff-overdamped-50", "zeta = 50: stiff (fast and slow rates 10^4 apart)", "response=0.4,damping=50",
     swiftui(0.4, 50.0), 0.0, 1.0, 0.0, ("fps", 10), 1e-9),
    ("stiff-overdamped-1000", "zeta = 1000: very stiff, settles after ~900 s", "response=0.4,damping=1000",
     swiftui(0.4, 1000.0), 0.0, 1.0, 0.0, ("count", 240), 1e-9),
    ("stiff-overdamped-velocity", "zeta = 200 with a large initial velocity", "response=0.4,damping=200",
     swiftui(0.4, 200.0), 0.0, 1.0, 60.0, ("count", 200), 1e-9),
    ("large-velocity", "underdamped with v0 = 50 (50 travels per second)", "response=0.5,damping=0.6",
     swiftui(0.5, 0.6), 0.0, 1.0, 50.0, ("fps", 60), 1e-9),
    ("opposing-velocity", "starts moving away from the target (v0 = -20)", "response=0.5,damping=0.9",
     swiftui(0.5, 0.9), 0.0, 1.0, -20.0, ("fps", 60), 1e-9),
    ("reverse-direction", "from 1 to 0", "response=0.3,damping=0.5", swiftui(0.3, 0.5), 1.0, 0.0, 0.0,
     ("fps", 60), 1e-9),
    ("negative-values", "from -250 to -400 with v0 = 30", "response=0.6,damping=0.7", swiftui(0.6, 0.7),
     -250.0, -400.0, 30.0, ("fps", 60), 1e-9),
    ("huge-travel", "travel 1e6", "response=0.4,damping=0.8", swiftui(0.4, 0.8), 0.0, 1e6, 0.0, ("fps", 60), 1e-9),
    ("tiny-travel", "travel 1e-6", "response=0.4,damping=0.8", swiftui(0.4, 0.8), 0.0, 1e-6, 0.0, ("fps", 60), 1e-9),
    ("zero-travel-velocity", "starts on its target with v0 = 3", "response=0.5,damping=0.5", swiftui(0.5, 0.5),
     2.0, 2.0, 3.0, ("fps", 60), 1e-9),
    ("heavy-mass", "mass 10, stiffness 10, damping 2 (slow, light damping)", "stiffness=10,friction=2,mass=10",
     (10.0, 10.0, 2.0), 0.0, 1.0, 0.0, ("fps", 30), 1e-9),
    ("light-fast", "mass 0.01, stiffness 1e4 (response 6 ms)", "stiffness=10000,friction=5,mass=0.01",
     (0.01, 1e4, 5.0), 0.0, 1.0, 0.0, ("count", 400), 1e-9),
    ("long-tail-60fps", "zeta 0.3 sampled at 60 fps for 20 responses (values down to 1e-13)",
     "response=0.5,damping=0.3", swiftui(0.5, 0.3), 0.0, 1.0, 0.0, ("fps", 60, 10.0), 1e-9),
]


def sample_times(m, k, c, u0, v0, sampling):
    kind = sampling[0]
    if len(sampling) == 3:
        duration = sampling[2]
    else:
        settle = last_exit(m, k, c, u0, v0, 1e-3)
        duration = settle if settle else 1.0
    if kind == "fps":
        fps = sampling[1]
        frames = max(1, math.ceil(duration * fps - 1e-9))
        return [i / fps for i in range(frames + 1)]
    n = sampling[1]
    duration = math.ceil(duration * 60) / 60 if len(sampling) == 2 else duration
    return [i * duration / (n - 1) for i in range(n)]


def build(case):
    name, description, family, (m, k, c), frm, to, v0, sampling, integrator_tolerance = case
    w0 = math.sqrt(k / m)
    scale = max(abs(to - frm), abs(v0) / w0)
    u0 = mp.mpf(frm) - mp.mpf(to)
    times = sample_times(m, k, c, float(u0), v0, sampling)
    lines = [
        "# springtool: golden curve",
        f"# name: {name}",
        f"# description: {description}",
        f"# family: {family}",
        f"# mass: {m!r}",
        f"# stiffness: {k!r}",
        f"# damping: {c!r}",
        f"# from: {frm!r}",
        f"# to: {to!r}",
        f"# velocity: {v0!r}",
        f"# scale: {scale!r}",
        f"# velocity-scale: {scale * w0 + abs(v0)!r}",
        "# tolerance-analytic: 1e-13",
        f"# tolerance-integrator: {integrator_tolerance!r}",
        f"# generator: tools/golden_curves.py with mpmath {mp.__version__} at 60 digits "
        "(exact closed form of the binary64 inputs, rounded once)",
        "t,value,velocity",
    ]
    for t in times:
        u, v = displacement(m, k, c, u0, v0, t)
        lines.append(f"{t!r},{float(mp.mpf(to) + u)!r},{float(v)!r}")
    return "\n".join(lines) + "\n"


def main():
    check = "--check" in sys.argv
    out_dir = ROOT / "curves"
    out_dir.mkdir(exist_ok=True)
    stale = []
    for case in CASES:
        path = out_dir / f"{case[0]}.csv"
        text = build(case)
        if check:
            if not path.exists() or path.read_text() != text:
                stale.append(path.name)
        else:
            path.write_text(text)
    if check and stale:
        print("stale: " + ", ".join(stale), file=sys.stderr)
        sys.exit(1)
    print(f"{'checked' if check else 'wrote'} {len(CASES)} curves in curves/")


if __name__ == "__main__":
    main()
