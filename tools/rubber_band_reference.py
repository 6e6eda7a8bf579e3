#!/usr/bin/env python3
"""Reference for springtool's drag rubber bands, written from the platforms' rules (nothing here
reads or calls springtool's Swift):

- uikit: WWDC18 "Designing Fluid Interfaces": (1 - 1/(x*c/d + 1))*d, c = 0.55.
- flutter: BouncingScrollPhysics.applyPhysicsToUserOffset and _applyFriction
  (packages/flutter/lib/src/widgets/scroll_physics.dart @ 000a6d6), ScrollDecelerationRate.normal:
  each pointer event's delta passes whole while the position is in range, else is scaled by
  frictionFactor(overscroll/viewport) = 0.52*(1 - f)^2, a delta beyond overscroll/gamma moving the
  overscroll plus the rest in full. The drag past the edge is `events` equal deltas from the edge,
  run through the physics as ScrollPositionWithSingleContext.applyUserOffset does (setPixels(pixels -
  physics(delta))), with pixels starting at minScrollExtent 0 and the finger pulling down.
- motion: applyConstraints (framer-motion gestures/drag/utils/constraints.ts @ 1b037b0):
  mixNumber(edge, point, elastic) = edge + (point - edge)*elastic, defaultElastic 0.35.

Output: Tests/Fixtures/rubber-band.csv: dimension,offset,events,uikit,flutter,motion.
Usage: python3 tools/rubber_band_reference.py [--check]
"""
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_reference import write_or_check  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "Tests" / "Fixtures" / "rubber-band.csv"


def uikit(x, d, c=0.55):
    return math.copysign((1.0 - (1.0 / ((abs(x) * c / d) + 1.0))) * d, x)


def flutter(x, viewport, events):
    """A Flutter scroll position at its leading edge (pixels 0 = minScrollExtent), the finger moving
    |x| over `events` equal deltas; returns how far the content shows past the edge."""
    pixels, lo, hi = 0.0, 0.0, 1e9  # a long list at its top
    delta = abs(x) / events

    def physics(offset):
        out_of_range = pixels < lo or pixels > hi
        if not out_of_range:
            return offset
        past_start = max(lo - pixels, 0.0)
        past_end = max(pixels - hi, 0.0)
        past = max(past_start, past_end)
        easing = (past_start > 0.0 and offset < 0.0) or (past_end > 0.0 and offset > 0.0)
        fraction = (past - abs(offset)) / viewport if easing else past / viewport
        gamma = (1 - fraction) ** 2 * 0.52
        direction = math.copysign(1.0, offset)
        total, absolute = 0.0, abs(offset)
        if past > 0:
            to_limit = past / gamma
            if absolute < to_limit:
                return direction * absolute * gamma
            total += past
            absolute -= to_limit
        return direction * (total + absolute)

    if delta == 0:
        return 0.0
    for _ in range(events):
        pixels = pixels - physics(delta)  # applyUserOffset: the finger pulls down, pixels go below 0
    return math.copysign(lo - pixels, x)


def motion(x, elastic=0.35):
    edge = 0.0
    return edge + (x - edge) * elastic


def render():
    rng = random.Random(0x5B)
    lines = ["# Drag rubber bands (tools/rubber_band_reference.py; do not edit)", "dimension,offset,events,uikit,flutter,motion"]
    for n in range(60):
        d = round(math.exp(rng.uniform(math.log(40), math.log(1200))), 3)
        x = round(math.copysign(math.exp(rng.uniform(math.log(0.5), math.log(3 * d))), rng.choice([-1, 1])), 3)
        events = rng.choice([1, 2, 5, 30, 60, 240])
        lines.append(",".join(repr(v) for v in [d, x]) + f",{events}," + ",".join(repr(v) for v in [uikit(x, d), flutter(x, d, events), motion(x)]))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    write_or_check([(OUT, render, "rubber-band")], "--check" in sys.argv)
