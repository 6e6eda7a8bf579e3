#!/usr/bin/env python3
"""Frame-by-frame reference for springtool's decay models (flings, scroll momentum), written from
the upstream rules; nothing here reads or calls springtool's Swift. A sibling of
engine_reference.py, whose clock helpers and Motion spring generator it shares.

Cases are random but seeded: releases from slow drags (50 units/s) to hard flings (8000 units/s)
both ways, starts from -300 to 300, with and without bounds on the models that take them, at 30,
60, 90, 120 and 144 frames per second.

Output: Tests/Fixtures/engines/decay/<engine>@<model>[+settings].csv with columns
    case,fps,from,velocity,min,max,frames,end,values
(min and max empty when unbounded; end the first frame from which the model's stop rule holds, -1
when it has none or it does not stop within the frames).

Usage: python3 tools/decay_reference.py [--check]
"""
import math
import random
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_reference import MAX_FRAMES, f32, floor_ms, flutter_solution, motion_generator, ms, write_or_check  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests" / "Fixtures" / "engines" / "decay"


def frames_of(c, frame, stop=None):
    """Frames until two past the stop (or, with `stop(value)`, two past the first frame it holds)."""
    values, end, near = [], -1, -1
    for i in range(MAX_FRAMES):
        value, ended = frame(i)
        values.append(float(value))
        if not ended:
            end = -1
        elif end < 0:
            end = i
        if stop is not None and near < 0 and stop(value):
            near = i
        if (end >= 0 and i >= end + 2) or (near >= 0 and i >= near + 2):
            break
    return values, end


def ticker_seconds(i, fps):
    """A Flutter ticker's elapsed time at frame i: whole microseconds, in seconds."""
    us = ms(i, fps) * 1000
    return math.floor(us + 1e-9 * max(1.0, us)) / 1e6


def uikit(c, rate=0.998):
    """UIScrollView's documented deceleration: v = v0·r^(1000t), x = x0 + v0·(r^(1000t) − 1)/(1000 ln r) at exact
    frame times; no stop rule (the frames run until within half a unit of x0 − v0/(1000 ln r))."""
    x0, v0 = c["from"], c["velocity"]
    limit = x0 - v0 / (1000 * math.log(rate))

    def frame(i):
        if i == 0:
            return x0, False
        return x0 + v0 * (math.pow(rate, 1000 * (i / c["fps"])) - 1) / (1000 * math.log(rate)), False
    return frames_of(c, frame, stop=lambda x: abs(x - limit) < 0.5)


def android_fling(c, friction_scalar=1.0, m=1.0):
    """FlingAnimation.java: DragForce.updateValueAndVelocity in Java float arithmetic (float operands, double exp,
    float results), friction −4.2 × scalar; velocity zeroed once |v| < 0.75·m·62.5; ends then or at min/max (the value
    clamped); the first frame records the device clock's whole milliseconds."""
    friction = f32(friction_scalar) * f32(-4.2)
    thr = f32(m) * f32(0.75) * f32(1000.0 / 16.0)
    lo = f32(c["min"]) if c["min"] is not None else f32(-3.4028234663852886e38)
    hi = f32(c["max"]) if c["max"] is not None else f32(3.4028234663852886e38)
    st = {"x": f32(c["from"]), "v": f32(c["velocity"]), "last": 0, "ended": False}

    def frame(i):
        now = floor_ms(ms(i, c["fps"]))
        last, st["last"] = st["last"], now
        if i == 0:
            return c["from"], False
        if st["ended"]:
            return float(st["x"]), True
        dt = f32(now - last)
        old = st["v"]
        v = f32(float(old) * math.exp(float(f32(dt / f32(1000)) * friction)))
        per = f32(old / friction)
        x = f32(float(f32(st["x"] - per)) + float(per) * math.exp(float(f32(friction * dt) / f32(1000))))
        if abs(v) < thr:
            v = f32(0)
        if x < lo:
            x, ended = lo, True
        elif x > hi:
            x, ended = hi, True
        else:
            ended = x >= hi or x <= lo or abs(v) < thr
        st.update(x=x, v=v, ended=ended)
        return float(x), ended
    return frames_of(c, frame)


def compose_exponential(c, multiplier=1.0, threshold=0.1):
    """FloatExponentialDecaySpec (FloatDecayAnimationSpec.kt) in Kotlin Float: friction max(1e-4, M)·(−4.2), the value
    (v/f)·exp(f·ms/1000) + (x0 − v/f) at whole-millisecond play times; ends at getDurationNanos (whole ms of
    ln(T/|v|)·1000/f) and shows getTargetValue."""
    with np.errstate(all="ignore"):
        f = max(f32(1e-4), f32(multiplier)) * f32(-4.2)
        thr = max(f32(1e-7), abs(f32(threshold)))
        x0, v0 = f32(c["from"]), f32(c["velocity"])
        lnv = f32(math.log(float(thr / abs(v0)))) if v0 != 0 else f32(math.inf)
        d = f32(lnv * f32(1000)) / f
        duration = -(2 ** 63) if math.isinf(d) else int(math.trunc(float(d)))
        target = x0
        if abs(v0) > thr:
            seconds = math.log(float(abs(thr / v0))) / float(f) * 1000
            target = f32(f32(x0 - f32(v0 / f)) + f32(f32(v0 / f) * f32(math.exp(float(f) * seconds / 1000))))

    def frame(i):
        if i == 0:
            return c["from"], duration <= 0
        play = floor_ms(ms(i, c["fps"]))
        if play >= duration:
            return float(target), True
        t = f32(play)
        value = f32(f32(f32(v0 / f) * f32(math.exp(float(f32(f * t) / f32(1000))))) + f32(x0 - f32(v0 / f)))
        return float(value), False
    return frames_of(c, frame)


def android_spline_table():
    """AndroidFlingSpline's 101 positions (computeSplineInfo, ported from android.widget.Scroller) in Float."""
    one, inflection, start, end = f32(1), f32(0.35), f32(0.5), f32(1.0)
    p1, p2 = start * inflection, one - end * (one - inflection)
    positions = [f32(0)] * 101
    x_min = f32(0)
    for i in range(100):
        alpha = f32(i) / f32(100)
        x_max = one
        while True:
            x = x_min + (x_max - x_min) / f32(2)
            coef = f32(3) * x * (one - x)
            tx = coef * ((one - x) * p1 + x * p2) + x * x * x
            if abs(float(tx - alpha)) < 1e-5:
                break
            if tx > alpha:
                x_max = x
            else:
                x_min = x
        positions[i] = coef * ((one - x) * start + x) + x * x * x
    positions[100] = one
    return positions


SPLINE = android_spline_table()


def android_scroller(c, friction=0.015, density=1.0):
    """OverScroller.fling (core/java/android/widget/OverScroller.java @ 050275c, SplineOverScroller), unbounded: whole
    pixels (start rounded, the velocity an int cast of the float), mPhysicalCoeff = 9.80665f*39.37f*ppi*0.84f with
    ppi = density*160f; l = log(0.35f*|v| / (friction*coeff)); duration (int)(1000*exp(l/(DR-1))); distance
    (int)(friction*coeff*exp(DR/(DR-1)*l)) with the velocity's sign; update() at whole ms since the release: the spline
    (Float) times the distance, Math.round; the first frame past the duration finishes at start + distance."""
    f = f32
    start = int(round_half_away(c["from"] * density))
    v = int(math.trunc(float(f(c["velocity"] * density))))
    ppi = f(density) * f(160)
    coeff = f(9.80665) * f(39.37) * ppi * f(0.84)
    fr = f(friction)
    rate = f(math.log(0.78) / math.log(0.9))
    minus = float(rate) - 1.0
    duration, total = 0, 0.0
    if v != 0:
        ell = math.log(float(f(0.35) * f(abs(v)) / (fr * coeff)))
        duration = int(1000.0 * math.exp(ell / minus))
        total = float(fr * coeff) * math.exp(float(rate) / minus * ell)
    distance = int(math.trunc(total * (1 if v > 0 else -1 if v < 0 else 0)))
    st = {"start": 0.0, "done": False}

    def frame(i):
        now = floor_ms(ms(i, c["fps"]))
        if i == 0:
            st["start"] = now
            return c["from"], False
        if st["done"]:
            return (start + distance) / density, True
        elapsed = now - st["start"]
        if elapsed == 0:
            return start / density, False
        if elapsed > duration:
            st["done"] = True
            return (start + distance) / density, True
        coef = spline_at(f(elapsed) / f(duration))
        moved = float(coef * f(distance))
        return (start + math.floor(moved + 0.5)) / density, False
    return frames_of(c, frame)


def spline_at(t):
    """Android's fling spline at play fraction t, in Float: SPLINE between its 101 samples, linear in between, 1 from
    the last sample on (OverScroller.SplineOverScroller.update and Compose's AndroidFlingSpline alike)."""
    index = int(f32(100) * t)
    if index >= 100:
        return f32(1)
    t_inf, t_sup = f32(index) / f32(100), f32(index + 1) / f32(100)
    slope = (SPLINE[index + 1] - SPLINE[index]) / (t_sup - t_inf)
    return SPLINE[index] + (t - t_inf) * slope


def round_half_away(x):
    return math.copysign(math.floor(abs(x) + 0.5), x)


def compose_spline(c, density=1.0, scroll_friction=0.015):
    """splineBasedDecay (SplineBasedFloatDecayAnimationSpec, FlingCalculator, AndroidFlingSpline) in Float: the
    friction 0.015 × 9.80665·39.37·density·160·0.84; l = ln(0.35·|v|/friction); distance friction·exp(DR/(DR − 1)·l)
    (DR = ln 0.78/ln 0.9); duration 1e9·exp(l/(DR − 1)) ns; the value x0 + distance·spline(play/duration) at whole-
    nanosecond play times; at the duration the target x0 + distance."""
    magic = f32(9.80665) * f32(39.37) * f32(density) * f32(160) * f32(0.84)
    friction = f32(scroll_friction) * magic
    rate = math.log(0.78) / math.log(0.9)
    x0, v0 = f32(c["from"]), f32(c["velocity"])
    with np.errstate(all="ignore"):
        ell = math.log(float(f32(0.35) * abs(v0)) / float(friction)) if v0 != 0 else -math.inf
        distance = f32(float(friction) * math.exp(rate / (rate - 1.0) * ell)) * np.sign(v0)
        duration = int(1e9 * math.exp(ell / (rate - 1.0)))

    def frame(i):
        if i == 0:
            return c["from"], duration <= 0
        ns = math.floor(ms(i, c["fps"]) * 1e6 + 1e-9 * max(1.0, ms(i, c["fps"]) * 1e6))
        if ns >= duration:
            return float(x0 + distance), True
        return float(x0 + distance * spline_at(f32(ns) / f32(duration))), False
    return frames_of(c, frame)


def flutter_clamping(c, friction=0.015):
    """ClampingScrollSimulation (scroll_simulation.dart): ref = friction·(9.80665·39.37·160·0.84)/0.35, T = DR·0.35·
    (|v|/ref)^(1/(DR − 1)), distance v·T/DR, x = x0 + distance·(1 − (1 − clamp(t/T))^DR); done at t ≥ T; the ticker's
    whole microseconds."""
    rate = math.log(0.78) / math.log(0.9)
    reference = friction * (9.80665 * 39.37 * 160.0 * 0.84) / 0.35
    v = c["velocity"]
    duration = rate * 0.35 * math.pow(abs(v) / reference, 1 / (rate - 1.0))
    distance = v * duration / rate
    st = {"stopped": None}

    def frame(i):
        if st["stopped"] is not None:
            return st["stopped"], True
        time = ticker_seconds(i, c["fps"])
        ratio = time / duration if duration != 0 else math.nan
        t = 1.0 if math.isnan(ratio) else min(max(ratio, 0.0), 1.0)
        done = time >= duration
        value = c["from"] if i == 0 and not done else c["from"] + distance * (1.0 - math.pow(1.0 - t, rate))
        if done:
            st["stopped"] = value
        return value, done
    return frames_of(c, frame)


def react_native(c, deceleration=0.998):
    """DecayAnimation.js (JS driver): start reads Date.now(); each frame's update (from frame 1) shows
    x0 + (v/(1−d))·(1 − exp(−(1−d)·(now − start))) with v per ms; ends when it moved < 0.1 from the last update."""
    x0, v = c["from"], c["velocity"] / 1000
    st = {"last": x0, "ended": False, "shown": x0}

    def frame(i):
        now = floor_ms(ms(i, c["fps"]))
        if i == 0:
            return x0, False
        if st["ended"]:
            return st["shown"], True
        k = 1 - deceleration
        value = x0 + (v / k) * (1 - math.exp(-k * now))
        st["ended"] = abs(st["last"] - value) < 0.1
        st["last"] = st["shown"] = value
        return value, st["ended"]
    return frames_of(c, frame)


def friction_simulation(x0, v, drag=0.135, constant=0.0):
    """FrictionSimulation (since flutter/flutter#108298) as functions x, dx, finalX, timeAtX: the constant deceleration
    takes the velocity's sign; _finalTime is 10 Newton steps from 0 on dx (df = v·drag^t·ln(drag) − c), past which x
    is finalX and dx 0; x = x0 + v·drag^t/ln(drag) − v/ln(drag) − (c/2)·t², dx = v·drag^t − c·t."""
    lg = math.log(drag)
    cd = constant * (0.0 if v == 0 else math.copysign(1.0, v))
    st = {"final": math.inf}

    def dx(t):
        return 0.0 if t > st["final"] else v * math.pow(drag, t) - cd * t

    def x(t):
        if t > st["final"]:
            return final_x()
        return x0 + v * math.pow(drag, t) / lg - v / lg - ((cd / 2) * t * t)

    def final_x():
        return x0 - v / lg if cd == 0 else x(st["final"])

    def newton(target, f, df):
        guess = 0.0
        for _ in range(10):
            slope = df(guess)
            guess = guess - (f(guess) - target) / slope if slope != 0 else math.nan
        return guess

    st["final"] = newton(0.0, dx, lambda t: (v * math.pow(drag, t) * lg) - cd)

    def time_at(target):
        if target == x0:
            return 0.0
        if v == 0.0 or ((target < x0 or target > final_x()) if v > 0 else (target > x0 or target < final_x())):
            return math.inf
        return newton(target, x, dx)
    return x, dx, final_x, time_at


def flutter_friction(c, drag=0.135, speed=0.001, distance=0.001, constant=0.0):
    """FrictionSimulation (friction_simulation.dart since flutter/flutter#108298, macOS physics; see
    friction_simulation) run by a controller: done when |dx| < 0.001 (bounded: or within 0.001 of a bound, x
    clamped); the ticker's elapsed whole microseconds; the controller keeps the value where it stops."""
    x0 = c["from"]
    lo = -math.inf if c["min"] is None else c["min"]
    hi = math.inf if c["max"] is None else c["max"]
    fx, fdx, _, _ = friction_simulation(x0, c["velocity"], drag=drag, constant=constant)
    st = {"stopped": None}

    def frame(i):
        if st["stopped"] is not None:
            return st["stopped"], True
        t = ticker_seconds(i, c["fps"])
        x = min(max(fx(t), lo), hi)
        done = abs(fdx(t)) < speed
        if c["min"] is not None or c["max"] is not None:
            done = done or abs(x - lo) < distance or abs(x - hi) < distance
        value = x0 if i == 0 else x
        if done:
            st["stopped"] = value
        return value, done
    return frames_of(c, frame)


def flutter_bouncing(c, speed=0.001, distance=0.001, constant=0.0, spring=None):
    """BouncingScrollSimulation (scroll_simulation.dart @ 095d6b9): inside the extents a FrictionSimulation(0.135, x, v,
    constantDeceleration); when its limit lies past an extent, at timeAtX(extent) a ScrollSpringSimulation(spring, extent,
    extent, min(dx, 5000)) takes over (time measured from then); released past an extent, that spring from the release
    at once. ScrollPhysics' spring withDampingRatio(mass 0.5, stiffness 100, ratio 1.1); the ScrollSpringSimulation is
    its end once done; both parts take the tolerance; the ticker's whole microseconds; the controller keeps the value.
    `spring`: (mass, stiffness, damping ratio) of a ScrollPhysics subclass's spring, SpringDescription.withDampingRatio's
    damping 2·ratio·sqrt(mass·stiffness)."""
    x0, v = c["from"], c["velocity"]
    lead = -math.inf if c["min"] is None else c["min"]
    trail = math.inf if c["max"] is None else c["max"]
    m, k, ratio = spring if spring is not None else (0.5, 100.0, 1.1)
    cc = ratio * 2.0 * math.sqrt(m * k)
    fx, fdx, final_x, time_at = friction_simulation(x0, v, constant=constant)
    spring_time, spring = math.inf, None
    if x0 < lead:
        spring_time, spring = -math.inf, (lead, flutter_solution(m, k, cc, x0 - lead, v))
    elif x0 > trail:
        spring_time, spring = -math.inf, (trail, flutter_solution(m, k, cc, x0 - trail, v))
    elif v > 0 and final_x() > trail:
        spring_time = time_at(trail)
        spring = (trail, flutter_solution(m, k, cc, 0.0, min(fdx(spring_time), 5000.0)))
    elif v < 0 and final_x() < lead:
        spring_time = time_at(lead)
        spring = (lead, flutter_solution(m, k, cc, 0.0, min(fdx(spring_time), 5000.0)))
    st = {"stopped": None}

    def near_zero(a, eps):
        return (-eps < a < eps) or a == 0

    def frame(i):
        if st["stopped"] is not None:
            return st["stopped"], True
        t = ticker_seconds(i, c["fps"])
        if spring is not None and t > spring_time:
            local = t - (spring_time if math.isfinite(spring_time) else 0.0)
            end, (sx, sdx) = spring
            done = near_zero(sx(local), distance) and near_zero(sdx(local), speed)
            value = end if done else end + sx(local)
        else:
            value = fx(t)
            done = abs(fdx(t)) < speed
        if i == 0:
            value = x0
        if done:
            st["stopped"] = value
        return value, done
    return frames_of(c, frame)


def motion_inertia(c, power=0.8, tau=325.0, rest_delta=0.5, stiffness=500.0, damping=10.0):
    """inertia.ts: target = x0 + power·v; value target − power·v·exp(−t/τ) at Math.round(elapsed ms), done within
    restDelta (then the target); past a bound (min/max) a spring (bounceStiffness, bounceDamping, mass 1, restDelta)
    toward the nearest bound, its velocity the generator's over the last 5 ms, from that frame."""
    x0 = c["from"]
    amplitude = power * c["velocity"]
    target = x0 + amplitude
    lo, hi = c["min"], c["max"]
    st = {"spring": None, "finished": None}

    def latest(t):
        return target + -amplitude * math.exp(-t / tau)

    def catch(t, value):
        if not ((lo is not None and value < lo) or (hi is not None and value > hi)):
            return
        if lo is None:
            bound = hi
        elif hi is None:
            bound = lo
        else:
            bound = lo if abs(lo - value) < abs(hi - value) else hi
        prev = max(t - 5, 0)
        speed = (value - latest(prev)) * (1000 / (t - prev)) if t - prev != 0 else 0.0
        sample, _ = motion_generator(stiffness, damping, 1.0, value, bound, speed, rest_delta=rest_delta)
        st["spring"] = (t, sample.rest)

    catch(0, x0)

    def frame(i):
        if st["finished"] is not None:
            return st["finished"], True
        t = math.floor(ms(i, c["fps"]) + 0.5)
        if st["spring"] is None:
            delta = -amplitude * math.exp(-t / tau)
            done = abs(delta) <= rest_delta
            value = target if done else target + delta
            catch(t, value)
            if st["spring"] is None:
                if done:
                    st["finished"] = target
                return (x0 if i == 0 and not done else value), done
        start, nxt = st["spring"]
        value, done = nxt(t - start)
        if done:
            st["finished"] = value
        return value, done
    return frames_of(c, frame)


def reanimated(c, deceleration=0.998, velocity_factor=1.0, rubber_band=False, factor=0.6, eps=1.0):
    """withDecay (decay.ts, rigidDecay.ts, rubberBandDecay.ts, utils.native.ts; valueSetter.ts): a value of exactly
    0 never starts (valueSetter compares it with the animation's initial current, 0); onStart and the first onFrame
    run at frame 0's timestamp; each onFrame takes v = velocity·exp(−(1 − d)·(now − start)·0.1) from the animation's
    last velocity (so the factors compound), Δt = min(max(now − last, 0), 64) ms, current += v·factor·Δt/1000. Rigid:
    past the clamp side the release heads for, the clamp ends it; else |v| < 1 ends it. Rubber band (clamp needed):
    v −= (current − nearest clamp)·rubberBandFactor while outside; once outside by more than 0.1 and back within
    0.1, the value snaps to the clamp and ends; |v| < 1 ends it first (before the step) if never outside."""
    x0, v0 = c["from"], c["velocity"]
    lo = -math.inf if c["min"] is None else c["min"]
    hi = math.inf if c["max"] is None else c["max"]
    st = {"current": x0, "velocity": v0, "last": 0.0, "start": 0.0, "done": x0 == 0, "spring": False}

    def rigid(now):
        dt = min(max(now - st["last"], 0), 64)
        v = st["velocity"] * math.exp(-(1 - deceleration) * (now - st["start"]) * 0.1)
        st["current"] = st["current"] + (v * velocity_factor * dt) / 1000
        st["velocity"], st["last"] = v, now
        if c["min"] is not None or c["max"] is not None:
            if v0 < 0 and st["current"] <= lo:
                st["current"] = lo
                return True
            if v0 > 0 and st["current"] >= hi:
                st["current"] = hi
                return True
        return abs(v) < eps

    def banded(now):
        current = st["current"]
        dt = min(max(now - st["last"], 0), 64)
        index_hi = not (abs(current - lo) < abs(current - hi))
        edge = hi if index_hi else lo
        derivative = current - edge if (current < lo or current > hi) else 0.0
        v = st["velocity"] * math.exp(-(1 - deceleration) * (now - st["start"]) * 0.1) - derivative * factor
        if abs(derivative) > 0.1:
            st["spring"] = True
        elif st["spring"]:
            st["current"] = edge
            return True
        elif abs(v) < eps:
            return True
        st["current"] = current + (v * velocity_factor * dt) / 1000
        st["velocity"], st["last"] = v, now
        return False

    def frame(i):
        now = ms(i, c["fps"])
        if st["done"]:
            return st["current"], True
        if i == 0:
            st["last"] = st["start"] = now
        st["done"] = banded(now) if rubber_band else rigid(now)
        return st["current"], st["done"]
    return frames_of(c, frame)


MODELS = {
    "uikit@scroll-view": uikit, "uikit@scroll-view+deceleration-rate=0.99": lambda c: uikit(c, rate=0.99),
    "android@fling": android_fling,
    "android@scroller": android_scroller, "android@scroller+density=2.75": lambda c: android_scroller(c, density=2.75), "android@fling+fling-friction=2.5": lambda c: android_fling(c, friction_scalar=2.5),
    "compose@exponential": compose_exponential,
    "compose@spline": compose_spline, "compose@spline+density=2.75": lambda c: compose_spline(c, density=2.75),
    "compose@exponential+friction-multiplier=0.5+velocity-threshold=5": lambda c: compose_exponential(c, 0.5, 5.0),
    "react-native@decay": react_native, "react-native@decay+deceleration-rate=0.99": lambda c: react_native(c, 0.99),
    "flutter@clamping": flutter_clamping, "flutter@clamping+scroll-friction=0.03": lambda c: flutter_clamping(c, 0.03),
    "flutter@friction": flutter_friction, "flutter@friction+drag=0.02": lambda c: flutter_friction(c, drag=0.02),
    "flutter@friction+constant-deceleration=1400": lambda c: flutter_friction(c, constant=1400.0),
    "flutter@bouncing": flutter_bouncing,
    "flutter@bouncing+constant-deceleration=1400": lambda c: flutter_bouncing(c, constant=1400.0),
    "flutter@bouncing+stiffness=300+damping=0.4+mass=1": lambda c: flutter_bouncing(c, spring=(1.0, 300.0, 0.4)),
    "motion@inertia": motion_inertia, "motion@inertia+power=0.5+time-constant=200": lambda c: motion_inertia(c, 0.5, 200.0),
    "reanimated@decay": reanimated, "reanimated@decay+deceleration-rate=0.99+velocity-factor=2": lambda c: reanimated(c, 0.99, 2.0),
    "reanimated@decay+rubber-band": lambda c: reanimated(c, rubber_band=True),
    "reanimated@decay+rubber-band+rubber-band-factor=0.3": lambda c: reanimated(c, rubber_band=True, factor=0.3),
}
BOUNDED = {"android@fling", "flutter@friction", "motion@inertia", "reanimated@decay"}
# Always bounded, every fifth release past its bound: the models whose bound is an overscroll.
OVERSCROLL = {"flutter@bouncing"}


def cases(seed, bounded, always=False):
    """30 releases: speeds 50-8000 units/s both ways (log-uniform), starts -300..300, every frame rate; with bounds
    (one side or both, one of them within reach) in every third case where the model takes them, or in every case
    (`always`, a rubber band, which needs them) with every fifth release made past its bound (an overscrolled list)."""
    rng = random.Random(seed)
    rates = [60, 120, 30, 90, 144]
    out = []
    for n in range(30):
        x0 = round(rng.uniform(-300, 300), 3)
        v = round(math.copysign(math.exp(rng.uniform(math.log(50), math.log(8000))), rng.choice([-1, 1])), 3)
        lo = hi = None
        if always or (bounded and n % 3 == 2):
            reach = abs(v) * rng.uniform(0.05, 0.3)
            if v > 0:
                hi = round(x0 + reach, 3)
                lo = round(x0 - 500, 3) if n % 2 else None
            else:
                lo = round(x0 - reach, 3)
                hi = round(x0 + 500, 3) if n % 2 else None
            if always and n % 5 == 4:
                x0 = round((hi + rng.uniform(1, 60)) if hi is not None else (lo - rng.uniform(1, 60)), 3)
        out.append({"case": n, "fps": float(rates[n % len(rates)]), "from": x0, "velocity": v, "min": lo, "max": hi})
    return out


def render(name):
    lines = ["# Decays of " + name + " (tools/decay_reference.py; do not edit)", "case,fps,from,velocity,min,max,frames,end,values"]
    for c in cases(sum(ord(ch) for ch in name), name.split("+")[0] in BOUNDED, "+rubber-band" in name or name.split("+")[0] in OVERSCROLL):
        values, end = MODELS[name](c)
        bound = lambda b: "" if b is None else repr(b)  # noqa: E731
        lines.append(",".join([str(c["case"]), repr(c["fps"]), repr(c["from"]), repr(c["velocity"]), bound(c["min"]), bound(c["max"]),
                               str(len(values)), str(end), " ".join(repr(v) for v in values)]))
    return "\n".join(lines) + "\n"


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    write_or_check([(OUT / f"{name}.csv", lambda n=name: render(n), name) for name in MODELS], "--check" in sys.argv)


if __name__ == "__main__":
    main()
