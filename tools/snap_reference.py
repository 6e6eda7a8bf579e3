#!/usr/bin/env python3
"""Reference for springtool's snap models, written from the platforms' rules (nothing here reads
or calls springtool's Swift):

- uikit: WWDC18 "Designing Fluid Interfaces": project(initialVelocity:decelerationRate:) =
  x0 + (v/1000)*r/(1 - r) with UIScrollView's .normal r = 0.998; the nearest point (the lower on a
  tie); UISpringTimingParameters' initialVelocity = v/(target - x0).
- flutter: PageScrollPhysics (packages/flutter/lib/src/widgets/page_view.dart @ 819f681) over pages
  of one viewport (points k*viewport): createBallisticSimulation defers to the parent at an end
  moving outward; page = pixels/viewport, -0.5 below -tolerance.velocity, +0.5 above it,
  roundToDouble (half away from zero); tolerance from ScrollPhysics.toleranceFor (scroll_physics.dart
  @ 000a6d6): velocity 1/(0.05*dpr), distance 1/dpr; ScrollSpringSimulation(spring, pixels, target,
  velocity) with ScrollPhysics' spring withDampingRatio(mass 0.5, stiffness 100, ratio 1.1), whose x
  is the end once done, on an AnimationController's ticker (engine_reference.flutter, snap=True).

- android: PagerSnapHelper (recyclerview/.../PagerSnapHelper.java @ 08dbc87) on pages of one width in
  pixels (value * density): RecyclerView reads the velocity as an int px/s and flings only past the
  scaled minimum fling velocity (int)(50*density + 0.5); a fling goes from the start-most page
  (the last page start at or before the position) one on (forward) or stays (back), yielding at the
  first page aligned moving back; LinearSmoothScroller (@ 83ad47a) times it ceil(min(100, ceil(|dx| *
  (100f/dpi))) / .3356) ms with DecelerateInterpolator, started at the frame after the release. A
  slower release snaps to the nearest page with RecyclerView.smoothScrollBy: (int)(((|dx|/width) + 1)
  * 300) ms (at most 2000), quintic interpolator, started at the release. Frames show start +
  Math.round(q * dx) px at whole-millisecond frame times, Float arithmetic, the end once elapsed >=
  duration.
- motion: inertia with modifyTarget (motion-dom animation/generators/inertia.ts @ 1b037b0), modifyTarget
  the nearest point to the ideal x0 + 0.8*v (the lower on a tie): decay_reference.motion_inertia with it.
- reanimated: react-native-redash snapPoint (src/Physics.ts @ 539ed74): the nearest point to x0 + 0.2*v
  (the first in the array, here sorted, on a tie), then withSpring's default GentleSpringConfig (900, 120,
  mass 4; springConfigs.ts) with the velocity in units/s: engine_reference.reanimated.
- react-native: the nearest point to Animated.decay's rest x0 + (v/1000)/(1 - 0.998) (DecayAnimation.js @
  1c4cd4f), then Animated.spring's default fromOrigamiTensionAndFriction(40, 7) (SpringConfig.js:
  (40 - 30)*3.62 + 194, (7 - 8)*3 + 25, mass 1) with the velocity in units/s (SpringAnimation.js times its
  closed form in seconds): engine_reference.react_native.

Output: Tests/Fixtures/snap.csv: engine,fps,dpr,points,from,velocity,target,handed,frames,end,values
(points separated by spaces; handed empty when none; values the frames, empty when none run).
Usage: python3 tools/snap_reference.py [--check]
"""
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import numpy as np  # noqa: E402
from decay_reference import motion_inertia  # noqa: E402
from engine_reference import compose, flutter, floor_ms, ms, react_native, reanimated, write_or_check  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "Tests" / "Fixtures" / "snap.csv"


def uikit(points, x0, v, r=0.998):
    projection = x0 + (v / 1000) * r / (1 - r)
    best = 0
    for i, p in enumerate(points):
        if abs(p - projection) < abs(points[best] - projection):
            best = i
    target = points[best]
    return target, (v / (target - x0) if target != x0 else None)


def nearest(points, x):
    """The point nearest to x, the first (lowest) on a tie."""
    best = 0
    for i, p in enumerate(points):
        if abs(p - x) < abs(points[best] - x):
            best = i
    return points[best]


def motion_snap(points, x0, v, fps):
    target = nearest(points, x0 + 0.8 * v)
    if target == x0 and v == 0:
        return target, [], -1
    values, end = motion_inertia({"from": x0, "velocity": v, "fps": fps, "min": None, "max": None},
                                 modify_target=lambda ideal: nearest(points, ideal))
    return target, values, end


def spring_snap(engine, config, target, x0, v, fps):
    if target == x0 and v == 0:
        return target, [], -1
    values, end = engine(dict(config, fps=fps, **{"from": x0, "to": target, "velocity": v}))
    return target, values, end


def reanimated_snap(points, x0, v, fps):
    return spring_snap(reanimated, {"mass": 4.0, "stiffness": 900.0, "damping": 120.0}, nearest(points, x0 + 0.2 * v), x0, v, fps)


def react_native_snap(points, x0, v, fps):
    config = {"mass": 1.0, "stiffness": (40 - 30) * 3.62 + 194, "damping": (7 - 8) * 3.0 + 25}
    return spring_snap(react_native, config, nearest(points, x0 + (v / 1000) / (1 - 0.998)), x0, v, fps)


def dart_round(x):
    return math.floor(x + 0.5) if x >= 0 else -math.floor(-x + 0.5)


def flutter_page(viewport, n, x0, v, dpr, fps):
    lo, hi = 0.0, (n - 1) * viewport
    if (v <= 0 and x0 <= lo) or (v >= 0 and x0 >= hi):
        return (lo if (v <= 0 and x0 <= lo) else hi), None, [], -1
    tol_v, tol_d = 1 / (0.050 * dpr), 1 / dpr
    page = x0 / viewport
    if v < -tol_v:
        page -= 0.5
    elif v > tol_v:
        page += 0.5
    target = dart_round(page) * viewport
    if target == x0:
        return target, v, [], -1
    c = {"mass": 0.5, "stiffness": 100.0, "damping": 1.1 * 2.0 * math.sqrt(0.5 * 100.0), "from": x0, "to": target,
         "velocity": v, "fps": fps}
    values, end = flutter(c, snap=True, distance=tol_d, speed=tol_v)
    return target, v, values, end


def away(x):
    """Whole pixels, halves away from zero (how the model places a value on the pixel grid)."""
    return int(math.copysign(math.floor(abs(x) + 0.5), x))


def java_round(x):
    down = math.floor(x)
    return int(down + 1 if x - down >= 0.5 else down)


def android_pager(width, n, x0, v, density, fps):
    f = np.float32
    points = [k * width for k in range(n)]
    vpx = int(math.trunc(v * density))
    minimum = int(math.floor(50 * density + 0.5))
    if abs(vpx) > minimum:
        start = max([i for i, p in enumerate(points) if p <= x0], default=0)
        forward = vpx > 0
        if start == 0 and not forward and x0 == points[0]:
            return points[0], [], -1
        index = min(start + 1 if forward else start, n - 1)
        dpi = f(away(160 * density))
        scrolling = min(100, int(math.ceil(float(f(abs(away((points[index] - x0) * density))) * (f(100) / dpi)))))
        duration, quintic, delay = int(math.ceil(scrolling / 0.3356)), False, 1
    else:
        index = min(range(n), key=lambda i: (abs(points[i] - x0), i))
        gap = away(width * density)
        dx0 = abs(away((points[index] - x0) * density))
        duration, quintic, delay = min(int((f(dx0) / f(gap) + f(1)) * f(300)), 2000), True, 0
    target = points[index]
    dx = away((target - x0) * density)
    if dx == 0:
        return target, [], -1
    values, end, start_ms = [], -1, 0
    for i in range(2000):
        now = floor_ms(ms(i, fps))
        if i == delay:
            start_ms = now
        if i <= delay:
            values.append(x0)
            continue
        elapsed = now - start_ms
        if elapsed >= duration:
            values.append(target)
            if end < 0:
                end = i
            if i >= end + 2:
                break
            continue
        t = f(elapsed) / f(duration)
        if quintic:
            u = t - f(1)
            q = u * u * u * u * u + f(1)
        else:
            q = f(1) - (f(1) - t) * (f(1) - t)
        values.append(x0 + java_round(f(q * f(dx))) / density)
    return target, values, end


def compose_pager(width, n, x0, v, density, fps):
    """HorizontalPager's PagerDefaults.flingBehavior (Pager.kt @ 032950a, SnapFlingBehavior.kt @ 0708d1d,
    PagerSnapLayoutInfoProvider.kt @ 03b7859) on pages of one width (points k*width), offsets in pixels
    (value*density): searchForSnappingBounds takes the page offsets <= 0 and >= 0 nearest the snap position (a missing
    one is the other); at the last page upper = 0 (and lower = 0 moving forward), at the first lower = 0 (and upper =
    0 moving back). calculateFinalSnappingItem: |v| < 400dp.toPx() (Float) is ClosestItem, else NextItem (v > 0,
    upper) or PreviousItem (lower). ClosestItem reads the drag before the fling, which this harness takes to have
    begun on the page behind the release (in the velocity's direction): beyond snapPositionalThreshold 0.5 of a page
    the bound ahead, else the start page; at rest the closest bound (upper on a tie). atMost(1) makes the approach
    offset max(|proposed| - page, 0) = 0, so the snap is animateWithTarget: spring(stiffness = 400, dampingRatio = 1)
    on Compose's engine (engine_reference.compose, Float visibility 0.01) from 0 to the offset with the velocity
    Float(v*density), each frame coerced to the target (coerceToTarget) and cancelled on the frame it would pass it."""
    f = np.float32
    points = [k * width for k in range(n)]
    behind = [i for i, p in enumerate(points) if p <= x0]
    ahead = [i for i, p in enumerate(points) if p >= x0]
    lower = (behind[-1], points[behind[-1]]) if behind else (ahead[0], points[ahead[0]])
    upper = (ahead[0], points[ahead[0]]) if ahead else lower
    forward = v >= 0
    if x0 >= points[-1]:
        upper = (upper[0], x0)
        if forward:
            lower = (lower[0], x0)
    if x0 <= points[0]:
        lower = (lower[0], x0)
        if not forward:
            upper = (upper[0], x0)
    speed = f(v * density)
    if abs(speed) >= f(400) * f(density):
        target = upper if v > 0 else lower
    elif v == 0:
        target = lower if abs(lower[1] - x0) < abs(upper[1] - x0) else upper
    else:
        start, nxt = (lower, upper) if forward else (upper, lower)
        gap = upper[1] - lower[1]
        target = nxt if gap > 0 and abs(x0 - start[1]) / gap > 0.5 else start
    if target[1] == x0:
        return target[1], float(speed), [], -1
    offset = f((target[1] - x0) * density)
    c = {"mass": 1.0, "stiffness": 400.0, "damping": 2.0 * math.sqrt(400.0), "from": 0.0, "to": float(offset),
         "velocity": float(speed), "fps": fps}
    raw, raw_end = compose(c, threshold=0.01)
    values, end = [], -1
    for i, x in enumerate(raw):
        held = f(0) if offset == 0 else (min(f(x), offset) if offset > 0 else max(f(x), offset))
        if end < 0 and held != f(x):
            end = i
        if end >= 0:
            values.append(x0 + float(offset) / density)
            if i >= end + 2:
                break
            continue
        values.append(x0 + float(f(x)) / density if i > 0 else x0)
        if i == raw_end:
            end = i
    return target[1], float(speed), values, end


def render():
    rng = random.Random(0x5A9)
    lines = ["# Snaps (tools/snap_reference.py; do not edit)", "engine,fps,dpr,points,from,velocity,target,handed,frames,end,values"]
    for n in range(60):
        fps = [60.0, 120.0, 30.0, 90.0, 144.0][n % 5]
        v = round(math.copysign(math.exp(rng.uniform(math.log(1), math.log(6000))), rng.choice([-1, 1])), 3)
        if n % 3 == 2:
            width = round(rng.uniform(200, 500), 3)
            pages = rng.randint(2, 6)
            density = rng.choice([1.0, 2.0, 3.0, 2.625])
            x0 = round(rng.uniform(0, pages - 1) * width, 3)
            if n % 4 == 1:
                v = round(rng.uniform(-60, 60), 3)  # about the minimum fling velocity
            points = [k * width for k in range(pages)]
            target, values, end = android_pager(width, pages, x0, v, density, fps)
            lines.append(",".join(["android", repr(fps), repr(density), " ".join(repr(p) for p in points), repr(x0), repr(v), repr(target),
                                   "", str(len(values)), str(end), " ".join(repr(x) for x in values)]))
        elif n % 3 == 0:
            points = sorted({round(rng.uniform(-800, 800), 3) for _ in range(rng.randint(1, 6))})
            x0 = round(rng.uniform(-900, 900), 3)
            target, handed = uikit(points, x0, v)
            lines.append(",".join(["uikit", repr(fps), "1.0", " ".join(repr(p) for p in points), repr(x0), repr(v), repr(target),
                                   "" if handed is None else repr(handed), "0", "-1", ""]))
        else:
            viewport = round(rng.uniform(200, 500), 3)
            pages = rng.randint(2, 6)
            dpr = rng.choice([1.0, 2.0, 3.0, 2.75])
            x0 = round(rng.uniform(-0.2, pages - 0.8) * viewport, 3)
            if n % 7 == 1:
                v = round(rng.uniform(-15, 15), 3)  # below the tolerance at some ratios
            points = [k * viewport for k in range(pages)]
            target, handed, values, end = flutter_page(viewport, pages, x0, v, dpr, fps)
            lines.append(",".join(["flutter", repr(fps), repr(dpr), " ".join(repr(p) for p in points), repr(x0), repr(v), repr(target),
                                   "" if handed is None else repr(handed), str(len(values)), str(end),
                                   " ".join(repr(x) for x in values)]))
    # Compose's pager, on its own seed (the rows above keep theirs): every fifth release below the fling velocity, every
    # seventh exactly on a page or at an end, hard flings on narrow pages that would pass the page.
    rng = random.Random(0xC0A)
    for n in range(24):
        fps = [60.0, 120.0, 30.0, 90.0, 144.0][n % 5]
        width = round(rng.uniform(120, 500), 3)
        pages = rng.randint(2, 6)
        density = rng.choice([1.0, 2.0, 3.0, 2.625])
        x0 = round(rng.uniform(0, pages - 1) * width, 3)
        v = round(math.copysign(math.exp(rng.uniform(math.log(400), math.log(12000))), rng.choice([-1, 1])), 3)
        if n % 5 == 1:
            v = round(rng.uniform(-399, 399), 3)
        if n % 7 == 3:
            x0 = rng.choice([0.0, (pages - 1) * width, rng.randint(0, pages - 1) * width])
        if n == 23:
            v = 0.0
        points = [k * width for k in range(pages)]
        target, handed, values, end = compose_pager(width, pages, x0, v, density, fps)
        lines.append(",".join(["compose", repr(fps), repr(density), " ".join(repr(p) for p in points), repr(x0), repr(v), repr(target),
                               repr(handed), str(len(values)), str(end), " ".join(repr(x) for x in values)]))
    # Motion, Reanimated and React Native (no platform snap helper: each is the app's own use of the platform's
    # pieces), on their own seed: every sixth release at rest, every ninth exactly on its point, one tie each.
    rng = random.Random(0x3E5)
    makers = {"motion": motion_snap, "reanimated": reanimated_snap, "react-native": react_native_snap}
    for n in range(36):
        engine = ["motion", "reanimated", "react-native"][n % 3]
        fps = [60.0, 120.0, 30.0, 90.0, 144.0][n % 5]
        points = sorted({round(rng.uniform(-800, 800), 3) for _ in range(rng.randint(1, 6))})
        x0 = round(rng.uniform(-900, 900), 3)
        v = round(math.copysign(math.exp(rng.uniform(math.log(1), math.log(6000))), rng.choice([-1, 1])), 3)
        if n % 6 == 4:
            v = 0.0
        if n % 9 == 7:
            x0, v = rng.choice(points), 0.0
        if n == 33:
            points, x0, v = [0.0, 100.0], 10.0, 50.0  # motion: 10 + 0.8·50 = 50, a tie
        if n == 34:
            points, x0, v = [0.0, 100.0], 40.0, 50.0  # reanimated: 40 + 0.2·50 = 50, a tie
        target, values, end = makers[engine](points, x0, v, fps)
        lines.append(",".join([engine, repr(fps), "1.0", " ".join(repr(p) for p in points), repr(x0), repr(v), repr(target),
                               repr(v), str(len(values)), str(end), " ".join(repr(x) for x in values)]))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    write_or_check([(OUT, render, "snap")], "--check" in sys.argv)
