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


def android_spline_table(times=False):
    """Scroller's spline in Float (computeSplineInfo; SplineOverScroller's static block): for each i/100, bisect
    for x where coef*((1-x)*P1 + x*P2) + x^3 reaches it (x_min carried from one i to the next, as the Java
    declares it outside the loop) and take coef*((1-x)*START_TENSION + x) + x^3 (SPLINE_POSITION); with
    `times`, the other way round (SPLINE_TIME)."""
    one, inflection, start, end = f32(1), f32(0.35), f32(0.5), f32(1.0)
    p1, p2 = start * inflection, one - end * (one - inflection)
    solve, give = ((start, one), (p1, p2)) if times else ((p1, p2), (start, one))
    table = [f32(0)] * 101
    x_min = f32(0)
    for i in range(100):
        alpha = f32(i) / f32(100)
        x_max = one
        while True:
            x = x_min + (x_max - x_min) / f32(2)
            coef = f32(3) * x * (one - x)
            tx = coef * ((one - x) * solve[0] + x * solve[1]) + x * x * x
            if abs(float(tx - alpha)) < 1e-5:
                break
            if tx > alpha:
                x_max = x
            else:
                x_min = x
        table[i] = coef * ((one - x) * give[0] + x * give[1]) + x * x * x
    table[100] = one
    return table


SPLINE = android_spline_table()


SPLINE_TIME = android_spline_table(times=True)


def java_int(x):
    """Java's (int) of a float or double: toward zero, saturating at the int range, NaN as 0."""
    x = float(x)
    if math.isnan(x):
        return 0
    return int(max(-2**31, min(2**31 - 1, math.trunc(x) if math.isfinite(x) else (2**31 - 1 if x > 0 else -2**31))))


def java_imul(a, b):
    """Java's int multiplication (32-bit, wrapping)."""
    p = (a * b) & 0xFFFFFFFF
    return p - 2**32 if p >= 2**31 else p


def fsign(x):
    return f32(1) if x > 0 else f32(-1) if x < 0 else f32(0)


def fdiv(a, b):
    """Float division with IEEE results for a zero divisor (numpy would warn)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        return f32(a) / f32(b)


class OverScrollerAxis:
    """One SplineOverScroller in fling mode (OverScroller.java @ 050275c), field for field: ints for positions,
    velocity and durations, float for the physics, double for the spline's duration and distance."""
    SPLINE, CUBIC, BALLISTIC = 0, 1, 2
    GRAVITY = f32(2000.0)

    def __init__(self, friction, density):
        self.friction = f32(friction)
        self.coeff = f32(9.80665) * f32(39.37) * (f32(density) * f32(160.0)) * f32(0.84)
        self.rate = f32(math.log(0.78) / math.log(0.9))
        self.finished, self.state = True, self.SPLINE
        self.start = self.current = self.final = self.velocity = 0
        self.curr_velocity = self.deceleration = f32(0)
        self.start_time = self.duration = self.spline_duration = self.spline_distance = self.over = 0

    def get_deceleration(self, velocity):
        return -self.GRAVITY if velocity > 0 else self.GRAVITY

    def spline_deceleration(self, velocity):
        return math.log(float(f32(0.35) * f32(abs(velocity)) / (self.friction * self.coeff)))

    def spline_fling_distance(self, velocity):
        minus = float(self.rate) - 1.0
        return float(self.friction * self.coeff) * math.exp(float(self.rate) / minus * self.spline_deceleration(velocity))

    def spline_fling_duration(self, velocity):
        minus = float(self.rate) - 1.0
        return java_int(1000.0 * math.exp(self.spline_deceleration(velocity) / minus))

    def adjust_duration(self, start, old_final, new_final):
        old_distance, new_distance = old_final - start, new_final - start
        x = abs(f32(new_distance) / f32(old_distance))
        index = java_int(f32(100) * x)
        if index < 100:
            x_inf, x_sup = f32(index) / f32(100), f32(index + 1) / f32(100)
            t_inf, t_sup = SPLINE_TIME[index], SPLINE_TIME[index + 1]
            time_coef = t_inf + (x - x_inf) / (x_sup - x_inf) * (t_sup - t_inf)
            self.duration = java_int(f32(self.duration) * time_coef)

    def start_springback(self, start, end, velocity):
        self.finished, self.state = False, self.CUBIC
        self.current = self.start = start
        self.final = end
        delta = start - end
        self.deceleration = self.get_deceleration(delta)
        self.velocity = -delta
        self.over = abs(delta)
        self.duration = java_int(1000.0 * math.sqrt(-2.0 * delta / float(self.deceleration)))

    def fling(self, start, velocity, lo, hi, over, now):
        self.over, self.finished = over, False
        self.curr_velocity, self.velocity = f32(velocity), velocity
        self.duration = self.spline_duration = 0
        self.start_time = now
        self.current = self.start = start
        if start > hi or start < lo:
            self.start_after_edge(start, lo, hi, velocity)
            return
        self.state = self.SPLINE
        total = 0.0
        if velocity != 0:
            self.duration = self.spline_duration = self.spline_fling_duration(velocity)
            total = self.spline_fling_distance(velocity)
        self.spline_distance = java_int(total * float(fsign(velocity)))
        self.final = start + self.spline_distance
        if self.final < lo:
            self.adjust_duration(self.start, self.final, lo)
            self.final = lo
        if self.final > hi:
            self.adjust_duration(self.start, self.final, hi)
            self.final = hi

    def fit_on_bounce_curve(self, start, end, velocity):
        to_apex = fdiv(f32(-velocity), self.deceleration)
        squared = f32(velocity) * f32(velocity)
        apex = squared / f32(2.0) / abs(self.deceleration)
        edge = f32(abs(end - start))
        total = f32(math.sqrt(2.0 * float(apex + edge) / float(abs(self.deceleration))))
        self.start_time -= java_int(f32(1000.0) * (total - to_apex))
        self.current = self.start = end
        self.velocity = java_int(-self.deceleration * total)

    def on_edge_reached(self):
        squared = f32(self.velocity) * f32(self.velocity)
        distance = fdiv(squared, f32(2.0) * abs(self.deceleration))
        sign = fsign(self.velocity)
        if distance > f32(self.over):
            self.deceleration = fdiv(-sign * squared, f32(2.0) * f32(self.over))
            distance = f32(self.over)
        self.over = java_int(distance)
        self.state = self.BALLISTIC
        self.final = self.start + java_int(distance if self.velocity > 0 else -distance)
        self.duration = -java_int(fdiv(f32(1000.0) * f32(self.velocity), self.deceleration))

    def start_after_edge(self, start, lo, hi, velocity):
        if lo < start < hi:
            self.finished = True
            return
        positive = start > hi
        edge = hi if positive else lo
        over_distance = start - edge
        if java_imul(over_distance, velocity) >= 0:
            self.deceleration = self.get_deceleration(start - edge if velocity == 0 else velocity)
            self.fit_on_bounce_curve(start, edge, velocity)
            self.on_edge_reached()
        elif self.spline_fling_distance(velocity) > abs(over_distance):
            self.fling(start, velocity, lo if positive else start, start if positive else hi, self.over, self.start_time)
        else:
            self.start_springback(start, edge, velocity)

    def continue_when_finished(self, now):
        if self.state == self.SPLINE:
            if self.duration < self.spline_duration:
                self.current = self.start = self.final
                self.velocity = java_int(self.curr_velocity)
                self.deceleration = self.get_deceleration(self.velocity)
                self.start_time += self.duration
                self.on_edge_reached()
            else:
                return False
        elif self.state == self.BALLISTIC:
            self.start_time += self.duration
            self.start_springback(self.final, self.start, 0)
        else:
            return False
        self.update(now)
        return True

    def update(self, now):
        current_time = now - self.start_time
        if current_time == 0:
            return self.duration > 0
        if current_time > self.duration:
            return False
        if self.state == self.SPLINE:
            t = f32(current_time) / f32(self.spline_duration)
            index = java_int(f32(100) * t)
            distance_coef, velocity_coef = f32(1), f32(0)
            if index < 100:
                t_inf, t_sup = f32(index) / f32(100), f32(index + 1) / f32(100)
                velocity_coef = (SPLINE[index + 1] - SPLINE[index]) / (t_sup - t_inf)
                distance_coef = SPLINE[index] + (t - t_inf) * velocity_coef
            distance = distance_coef * f32(self.spline_distance)
            self.curr_velocity = velocity_coef * f32(self.spline_distance) / f32(self.spline_duration) * f32(1000.0)
        elif self.state == self.BALLISTIC:
            t = f32(current_time) / f32(1000.0)
            self.curr_velocity = f32(self.velocity) + self.deceleration * t
            distance = f32(self.velocity) * t + self.deceleration * t * t / f32(2.0)
        else:
            t = f32(current_time) / f32(self.duration)
            t2 = t * t
            sign = fsign(self.velocity)
            distance = sign * f32(self.over) * (f32(3.0) * t2 - f32(2.0) * t * t2)
            self.curr_velocity = sign * f32(self.over) * f32(6.0) * (-t + t2)
        self.current = self.start + math.floor(float(distance) + 0.5)
        return True

    def compute_scroll_offset(self, now):
        if self.finished:
            return
        if not self.update(now):
            if not self.continue_when_finished(now):
                self.current = self.final
                self.finished = True


def android_scroller(c, friction=0.015, density=1.0):
    """OverScroller.fling(startX, 0, velocityX, 0, minX, maxX, 0, 0) (core/java/android/widget/OverScroller.java
    @ 050275c) as a scrolling view runs it: whole pixels (start and bounds rounded, the velocity an int cast of the
    float; unbounded: the int range), computeScrollOffset() at whole ms since the release; the frame on which it
    finishes is the end."""
    start = int(round_half_away(c["from"] * density))
    v = int(math.trunc(float(f32(c["velocity"] * density))))
    lo = -2**31 if c["min"] is None else int(round_half_away(c["min"] * density))
    hi = 2**31 - 1 if c["max"] is None else int(round_half_away(c["max"] * density))
    axis = OverScrollerAxis(friction, density)
    st = {"start": 0}

    def frame(i):
        now = floor_ms(ms(i, c["fps"]))
        if i == 0:
            st["start"] = now
            axis.fling(start, v, lo, hi, 0, 0)
            return c["from"], False
        axis.compute_scroll_offset(now - st["start"])
        return axis.current / density, axis.finished
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


def motion_inertia(c, power=0.8, tau=325.0, rest_delta=0.5, stiffness=500.0, damping=10.0, modify_target=None):
    """inertia.ts: target = x0 + power·v, or modifyTarget(that) with the amplitude target − x0 where it differs; value target − power·v·exp(−t/τ) at Math.round(elapsed ms), done within
    restDelta (then the target); past a bound (min/max) a spring (bounceStiffness, bounceDamping, mass 1, restDelta)
    toward the nearest bound, its velocity the generator's over the last 5 ms, from that frame."""
    x0 = c["from"]
    amplitude = power * c["velocity"]
    ideal = x0 + amplitude
    target = ideal if modify_target is None else modify_target(ideal)
    if target != ideal:
        amplitude = target - x0
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
    "android@scroller": android_scroller, "android@scroller+density=2.75": lambda c: android_scroller(c, density=2.75),
    "android@scroller+scroll-friction=0.03": lambda c: android_scroller(c, friction=0.03), "android@fling+fling-friction=2.5": lambda c: android_fling(c, friction_scalar=2.5),
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
BOUNDED = {"android@fling", "android@scroller", "flutter@friction", "motion@inertia", "reanimated@decay"}
# Always bounded, every fifth release past its bound: the models whose bound is an overscroll.
# OverScroller's fixture at another friction starts every fifth release past a bound (a list overscrolled by a drag).
OVERSCROLL = {"flutter@bouncing", "android@scroller+scroll-friction=0.03"}


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
    for c in cases(sum(ord(ch) for ch in name), name.split("+")[0] in BOUNDED, "+rubber-band" in name or name.split("+")[0] in OVERSCROLL or name in OVERSCROLL):
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
