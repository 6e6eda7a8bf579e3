#!/usr/bin/env python3
"""Frame-by-frame reference for springtool's platform engines, written from the upstream rules.

Each engine below follows its platform's own code as read in the upstream project (the files are
named per function); nothing here reads or calls springtool's Swift. The fixtures it writes are
what Tests/SpringToolEnginesTests/EngineReferenceTests.swift checks every engine against: every
frame's value (to 1e-9 of the travel) and the frame where the engine's own end rule fires.

Cases are random but seeded: springs from response 0.12-1.6 s, damping ratio 0.08-1.8 (and
exactly 1), mass 0.6-2.5; travels in both directions from 0.5 to 800 units and zero travel with a
velocity; start velocities from 0 to flicks of 5000 units/s; 10-200 frames per second, always
including 60 and 120. A case is the spring's exact (m, k, c), from, to, velocity and frame rate.

Output: Tests/Fixtures/engines/<engine>.csv with columns
    case,fps,mass,stiffness,damping,from,to,velocity,frames,end,values
and Tests/Fixtures/engines/duration/<engine>.csv (Reanimated's duration configs) with columns
    case,fps,duration,dampingRatio,mass,from,to,velocity,solved,frames,end,values
where `values` is the frame values joined by spaces (repr, exact), `frames` their count and `end`
the first frame at which the engine's end rule has fired (-1: not within the frames).

Usage: python3 tools/engine_reference.py [--check]
  --check  regenerate in memory and fail if the committed files differ.
"""
import ctypes
import ctypes.util
import math
import random
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests" / "Fixtures" / "engines"
MAX_FRAMES = 1500  # frames written at most (a case that has not ended by then keeps end = -1)
f32 = np.float32


def ms(i, fps):
    """Frame i's time in milliseconds, from the index (i·1000/fps)."""
    return i * 1000.0 / fps


def floor_ms(x):
    """Whole milliseconds of a time that is whole in exact arithmetic (1e-9 tolerance)."""
    return math.floor(x + 1e-9 * max(1.0, x))


def taps(c):
    """The case's retargets [(T seconds, X)] in time order, as a queue."""
    return list(c.get("retargets", []))


def due(pending, i, fps):
    """Removes and returns the retargets whose time has come by frame i: a tap at T reaches the
    first frame with i/fps ≥ T (1e-9 relative slack for the index arithmetic)."""
    t = i / fps
    bound = t + 1e-9 * max(1.0, abs(t))
    out = []
    while pending and pending[0][0] <= bound:
        out.append(pending.pop(0))
    return out


def additive(c, leg):
    """Apple's additive animations: leg(from, travel, velocity) gives (frame0, at) where at(τ) is
    (value, ended) τ > 0 seconds after the leg starts; each retarget adds a leg of the change of
    target from 0 at rest, starting at its tap; the value is the sum, ended when every leg is."""
    first0, first = leg(c["from"], c["to"] - c["from"], c["velocity"])
    legs, target = [], c["to"]
    for T, X in taps(c):
        legs.append((T, leg(0.0, X - target, 0.0)[1]))
        target = X

    def frame(i, t):
        bound = t + 1e-9 * max(1.0, abs(t))
        value, ended = first0 if i == 0 else first(t)
        for T, at in legs:
            if T > bound:
                continue
            if t > T:
                part, part_ended = at(t - T)
                value += part
                ended = ended and part_ended
            else:
                ended = False
        return value, ended
    return frames_of(c, frame)


# ---------------------------------------------------------------------------------------------
# Apple: SwiftUI Spring (reference/apple-springs.md §1), Core Animation (§3.1), interpolatingSpring
# (§2.3), UIKit (§3.3), Animation.spring's integrator (§2.2).

def swiftui_scan(eps, distance):
    """SwiftUI's and Core Animation's 0.1 s settling scan (apple-springs §1.4)."""
    t, first = 0.0, None
    for _ in range(1024):
        if distance(t) < eps:
            if first is None:
                first = t
            elif t - first > 1:
                return first
        else:
            first = None
        t += 0.1
    return 0.0


def swiftui_spring(c):
    """SwiftUI Spring(mass:stiffness:damping:allowOverDamping: true): value(target:initialVelocity:time:)
    at each frame; ends at settlingDuration(target:initialVelocity:epsilon: 0.001). A retarget adds
    an animation (a CustomAnimation that does not merge, as documented): see additive()."""
    m, k, cc = c["mass"], c["stiffness"], c["damping"]
    w0 = math.sqrt(k / m)
    lam = cc / (2 * m)
    om = math.sqrt(abs(k / m - lam * lam))
    om = -om if lam > w0 else om

    def leg(frm, X, v0):
        def value(t):
            if om > 0:
                return X - math.exp(-lam * t) * (X * math.cos(om * t) + (lam * X - v0) * math.sin(om * t) / om)
            if om == 0:
                return X - math.exp(-lam * t) * (X + (lam * X - v0) * t)
            s1, s2 = -lam + abs(om), -lam - abs(om)
            a = (v0 + s2 * X) / (s1 - s2)
            return X + a * math.exp(s1 * t) + (-X - a) * math.exp(s2 * t)

        if lam == 0:
            end = math.inf
        elif om > 0:
            end = max(0.0, math.log((abs(lam * X - v0) + abs(X)) / 0.001) / lam)
        else:
            end = swiftui_scan(0.001, lambda t: abs(value(t) - X))
        return (frm, end <= 0), lambda t: (frm + value(t), t >= end)
    return additive(c, leg)


def ca_unit(w0, z, v0):
    """Core Animation's unit curve: ζ < 1 damped cosine; ζ ≥ 1 critical at ω0 (no overdamping)."""
    if z < 1:
        wd = w0 * math.sqrt(1 - z * z)
        c2 = (z * w0 - v0) / wd
        return lambda t: 1 - math.exp(-z * w0 * t) * (math.cos(wd * t) + c2 * math.sin(wd * t))
    return lambda t: 1 - (1 + (w0 - v0) * t) * math.exp(-w0 * t)


def ca_settle(w0, z, v0, eps=0.001):
    """CASpringAnimation.settlingDuration (apple-springs §3.1, Table A)."""
    if z == 0:
        return math.inf
    if z < 1:
        wd = w0 * math.sqrt(1 - z * z)
        c2 = (z * w0 - v0) / wd
        return math.log((1 + abs(c2)) / eps) / (z * w0)
    unit = ca_unit(w0, z, v0)
    return swiftui_scan(eps, lambda t: abs(1 - unit(t)))


def unit_curve_leg(frm, travel, w0, z, v0n, end):
    """A unit-curve animation from frm over travel, ending at end (None: never): (frame 0, at(τ))."""
    unit = ca_unit(w0, z, v0n)

    def at(t):
        if end is not None and t >= end:
            return frm + travel, True
        return frm + travel * unit(t), False
    first = (frm + travel, True) if end is not None and end <= 0 else (frm, False)
    return first, at


def core_animation(c):
    """CASpringAnimation with the spring's (m, k, c), velocity as a fraction of the travel, run for
    its settlingDuration. (SwiftUI's interpolatingSpring runs the same curve and end, §2.3.) A
    retarget adds an animation of the change of target (additive, as documented): see additive()."""
    m, k, cc = c["mass"], c["stiffness"], c["damping"]
    w0, z = math.sqrt(k / m), cc / (2 * math.sqrt(k * m))

    def leg(frm, travel, v):
        v0n = v / travel if travel != 0 else 0.0
        end = ca_settle(w0, z, v0n)
        return unit_curve_leg(frm, travel, w0, z, v0n, end if math.isfinite(end) else None)
    return additive(c, leg)


def largest_root(f, lo, hi):
    """The largest x in [lo, hi] where f falls through 0: a logarithmic scan down from hi for the
    first positive value, then bisection."""
    n = 6000
    r = (hi / lo) ** (1.0 / n)
    x, prev = hi, hi
    for _ in range(n + 1):
        if f(x) > 0:
            break
        prev, x = x, x / r
    else:
        return None
    a, b = x, prev
    for _ in range(300):
        mid = (a + b) / 2
        if mid <= a or mid >= b:
            break
        if f(mid) > 0:
            a = mid
        else:
            b = mid
    return (a + b) / 2


def uikit(c):
    """UIView.animate(withDuration:usingSpringWithDamping:initialSpringVelocity:): the duration for
    which UIKit's ω0 solve (|envelope| = 0.001 at D, largest root) gives this spring's ω0; then the
    unit curve with that ω0, run for D (clamped to 0.01…10 s). ζ > 1 is UIKit's 1. A retarget adds
    an animation of the change of target (UIKit's additive animations since iOS 8): see additive()."""
    m, k, cc = c["mass"], c["stiffness"], c["damping"]
    w, z = math.sqrt(k / m), min(cc / (2 * math.sqrt(k * m)), 1.0)

    def leg(frm, travel, v):
        v0n = v / travel if travel != 0 else 0.0
        if z < 1:
            c2 = (v0n - z * w) / (w * math.sqrt(1 - z * z))
            D = math.log(abs(c2) / 0.001) / (z * w)
        else:
            D = largest_root(lambda d: math.log(abs(-1 + (v0n - w) * d)) - w * d - math.log(0.001), 1e-6 / w, 1e4 / w)
        d = min(max(D, 0.01), 10.0)

        def envelope(x):
            if z < 1:
                c2 = (v0n - z * x) / (x * math.sqrt(1 - z * z))
                return math.log(abs(c2)) - z * x * d - math.log(0.001)
            return math.log(abs(-1 + (v0n - x) * d)) - x * d - math.log(0.001)
        w0 = largest_root(envelope, 1e-4 / d, 1e7 / d)
        return unit_curve_leg(frm, travel, w0, z, v0n, d)
    return additive(c, leg)


def swiftui_animation(c, phase=0.0):
    """Animation.spring(response:dampingFraction:): leapfrog at 1/300 s with F starting at 0,
    k = min((2π/R)², 45000), c = 2√k·ζ; a frame at τ shows the ⌊300(τ − phase)⌋ steps ended by
    then; removed (snapped) once |v| ≤ 0.06, |F| ≤ 0.06 and |target − x| ≤ 1 % of the interval.
    A retarget at T while running merges (FluidSpringAnimation): the steps ended by T pull toward
    the old target, later ones toward the new (offset, velocity, force and step clock carry on);
    after the removal it is a new animation from the value at rest, its step clock from T."""
    m, k, cc = c["mass"], c["stiffness"], c["damping"]
    R = 2 * math.pi / math.sqrt(k / m)
    zeta = cc / (2 * math.sqrt(k * m))
    K = min((2 * math.pi / R) ** 2, 45000.0)
    C = 2 * math.sqrt(K) * zeta
    dt = 1 / 300
    s = {"base": c["from"], "interval": c["to"] - c["from"], "x": 0.0, "v": c["velocity"], "F": 0.0, "n": 0,
         "clock": phase, "removed": False}
    pending = taps(c)

    def steps_to(tau):
        e = tau - s["clock"]
        n = 0 if e <= 0 else math.floor(e * 300 + 1e-9 * max(1.0, e * 300))
        while s["n"] < n:
            half = s["v"] + s["F"] * dt / 2
            s["x"] += half * dt
            s["F"] = K * (s["interval"] - s["x"]) - C * half
            s["v"] = half + s["F"] * dt / 2
            s["n"] += 1

    def frame(i, t):
        if i == 0:
            return c["from"], False
        for T, X in due(pending, i, c["fps"]):
            if s["removed"]:
                s.update(base=s["base"] + s["x"], interval=0.0, x=0.0, v=0.0, F=0.0, n=0, clock=T)
                s["interval"] = X - s["base"]
            else:
                steps_to(T)
                s["interval"] = X - s["base"]
            s["removed"] = False
        if not s["removed"]:
            steps_to(t)
            iv = s["interval"]
            if abs(s["v"]) <= 0.06 and abs(s["F"]) <= 0.06 and (iv == 0 or abs(iv - s["x"]) <= 0.01 * abs(iv)):
                s["removed"] = True
                s["x"] = iv
        return s["base"] + s["x"], s["removed"]
    return frames_of(c, frame)


# ---------------------------------------------------------------------------------------------
# Android: androidx dynamicanimation SpringForce.updateValues / SpringAnimation (peers.md §1).

def android(c):
    """SpringAnimation with SpringForce(stiffness k/m, dampingRatio ζ) in Float, frames handed the
    device clock's whole milliseconds; x0 = value − final in double; Math.pow(Math.E, …); at rest
    when |v| < 46.875 and |x − final| < 0.75 (Float subtraction), then it snaps.
    A retarget is animateToFinalPosition (SpringAnimation.java updateValueAndVelocity): running,
    a pending position the next frame consumes as updateValues(deltaT / 2) toward the old final
    position then deltaT / 2 toward the new (long division); ended, a new start(): the next frame
    only records its time (DynamicAnimation.doAnimationFrame's first frame), then it moves."""
    m, k, cc = c["mass"], c["stiffness"], c["damping"]
    stiffness = f32(k / m)
    zr = f32(cc / (2 * math.sqrt(k * m)))
    w0 = math.sqrt(float(stiffness))
    z = float(zr)
    val_thr = f32(1.0) * f32(0.75)
    vel_thr = float(val_thr) * 62.5
    E = math.e
    st = {"value": f32(c["from"]), "speed": f32(c["velocity"]), "final": f32(c["to"]), "last": None, "done": False,
          "pending": None, "first": False}
    pending = taps(c)

    def update(value, speed, elapsed_ms):
        dt = elapsed_ms / 1000.0
        final = st["final"]
        x0 = float(value) - float(final)
        v0 = float(speed)
        if z > 1:
            gp = -z * w0 + w0 * math.sqrt(z * z - 1)
            gm = -z * w0 - w0 * math.sqrt(z * z - 1)
            A = x0 - (gm * x0 - v0) / (gm - gp)
            B = (gm * x0 - v0) / (gm - gp)
            x = A * E ** (gm * dt) + B * E ** (gp * dt)
            v = A * gm * E ** (gm * dt) + B * gp * E ** (gp * dt)
        elif z == 1:
            A, B = x0, v0 + w0 * x0
            x = (A + B * dt) * E ** (-w0 * dt)
            v = (A + B * dt) * E ** (-w0 * dt) * -w0 + B * E ** (-w0 * dt)
        else:
            wd = w0 * math.sqrt(1 - z * z)
            cos_c, sin_c = x0, (1 / wd) * (z * w0 * x0 + v0)
            x = E ** (-z * w0 * dt) * (cos_c * math.cos(wd * dt) + sin_c * math.sin(wd * dt))
            v = x * -w0 * z + E ** (-z * w0 * dt) * (-wd * cos_c * math.sin(wd * dt) + wd * sin_c * math.cos(wd * dt))
        return f32(x + float(final)), f32(v)

    def frame(i, t):
        now = floor_ms(ms(i, c["fps"]))
        last, st["last"] = st["last"], now
        if i == 0:
            return c["from"], False
        for _, X in due(pending, i, c["fps"]):
            if st["done"]:
                st.update(final=f32(X), done=False, first=True, pending=None)
            else:
                st["pending"] = f32(X)
        if st["first"]:
            st["first"] = False
            return float(st["value"]), False
        if not st["done"]:
            delta = now - last
            if st["pending"] is not None:
                half = delta // 2
                st["value"], st["speed"] = update(st["value"], st["speed"], half)
                st["final"], st["pending"] = st["pending"], None
                st["value"], st["speed"] = update(st["value"], st["speed"], half)
            else:
                st["value"], st["speed"] = update(st["value"], st["speed"], delta)
            if abs(float(st["speed"])) < vel_thr and abs(st["value"] - st["final"]) < val_thr:
                st["value"], st["speed"], st["done"] = st["final"], f32(0), True
        return float(st["value"]), st["done"]
    return frames_of(c, frame)


# ---------------------------------------------------------------------------------------------
# Compose: SpringSimulation.kt, FloatSpringSpec (FloatAnimationSpec.kt), SpringEstimation.kt.

def compose_estimate(stiffness, zeta, v0, p0, delta):
    """estimateAnimationDurationMillis (SpringEstimation.kt), in double from Float inputs, with
    IEEE semantics throughout (numpy float64: x/0 is ±inf, ln 0 is −inf, ln of a negative NaN)."""
    if zeta == 0:
        return (2 ** 63 - 1) // 1_000_000
    F = np.float64
    with np.errstate(all="ignore"):
        k, z = F(float(stiffness)), F(float(zeta))
        v0, p0, delta = F(float(v0)), F(float(p0)), F(float(delta))
        c = F(2.0) * z * np.sqrt(k)
        partial = c * c - F(4.0) * k
        root = np.sqrt(-partial) if partial < 0 else np.sqrt(partial)
        if partial < 0:
            r1, i1, r2 = -c * F(0.5), root * F(0.5), -c * F(0.5)
        else:
            r1, i1, r2 = (-c + root) * F(0.5), F(0.0), (-c - root) * F(0.5)
        if p0 == 0 and v0 == 0:
            return 0
        if p0 < 0:
            v0 = -v0
        p0 = abs(p0)

        def newton(t, f, fp):
            d, n = F(np.inf), 0
            while d > 0.001 and n < 100:
                n += 1
                last = t
                t = t - f(t) / fp(t)
                d = abs(last - t)
            return t

        if z > 1:
            c2 = (r1 * p0 - v0) / (r1 - r2)
            c1 = p0 - c2
            t1 = np.log(abs(delta / c1)) / r1
            t2 = np.log(abs(delta / c2)) / r2
            t = t2 if not np.isfinite(t1) else (t1 if not np.isfinite(t2) else max(t1, t2))
            t_inf = np.log((c1 * r1) / (-c2 * r2)) / (r2 - r1)
            if np.isnan(t_inf) or t_inf <= 0:
                sd = -delta
            elif -(c1 * np.exp(r1 * t_inf) + c2 * np.exp(r2 * t_inf)) < delta:
                if c2 > 0 and c1 < 0:
                    t = F(0.0)
                sd = -delta
            else:
                t = np.log(-(c2 * r2 * r2) / (c1 * r1 * r1)) / (r1 - r2)
                sd = delta
            if abs(c1 * r1 * np.exp(r1 * t) + c2 * r2 * np.exp(r2 * t)) < 0.0001:
                seconds = t
            else:
                seconds = newton(t, lambda t: c1 * np.exp(r1 * t) + c2 * np.exp(r2 * t) + sd,
                                 lambda t: c1 * r1 * np.exp(r1 * t) + c2 * r2 * np.exp(r2 * t))
        elif z < 1:
            c1 = p0
            c2 = (v0 - r1 * c1) / i1
            seconds = np.log(delta / np.sqrt(c1 * c1 + c2 * c2)) / r1
        else:
            r = r1
            c1, c2 = p0, v0 - r1 * p0
            t1 = np.log(abs(delta / c1)) / r
            guess = np.log(abs(delta / c2))
            tt = guess
            for _ in range(6):
                tt = guess - np.log(abs(tt / r))
            t2 = tt / r
            t = t2 if not np.isfinite(t1) else (t1 if not np.isfinite(t2) else max(t1, t2))
            t_inf = -(r * c1 + c2) / (r * c2)
            x_inf = c1 * np.exp(r * t_inf) + c2 * t_inf * np.exp(r * t_inf)
            if np.isnan(t_inf) or t_inf <= 0:
                sd = -delta
            elif -x_inf < delta:
                if c2 < 0 and c1 > 0:
                    t = F(0.0)
                sd = -delta
            else:
                t = -(F(2.0) / r) - (c1 / c2)
                sd = delta
            seconds = newton(t, lambda t: (c1 + c2 * t) * np.exp(r * t) + sd,
                             lambda t: (c2 * (r * t + 1) + c1 * r) * np.exp(r * t))
        x = float(seconds * F(1000.0))
    # Kotlin's Double.toLong(): NaN → 0, ±∞ → the Long limits, else toward zero.
    if math.isnan(x):
        return 0
    if x >= 2 ** 63:
        return 2 ** 63 - 1
    if x <= -(2 ** 63):
        return -(2 ** 63)
    return int(x)


def compose(c, threshold=0.01):
    """Animatable.animateTo(target, spring(dampingRatio, stiffness)): FloatSpringSpec is stateless,
    the value at play time (whole milliseconds, truncated) from the start; adjustedDisplacement is
    a Float subtraction; the end is getDurationNanos (the estimate with the stiffness getter,
    displacement and velocity divided by the visibility threshold in Float), then the target.
    A retarget is animateTo again (Animatable.kt runAnimation, SuspendAnimation.kt animate): a new
    animation from the Animatable's value and velocity after the last frame (0 once it ended), its
    play time 0 at the first frame after the call (the value shows again), its end estimated anew."""
    m, k, cc = c["mass"], c["stiffness"], c["damping"]
    stiffness = f32(k / m)
    zr = f32(cc / (2 * math.sqrt(k * m)))
    w0 = math.sqrt(float(stiffness))
    z = float(zr)
    thr = f32(threshold)
    getter = f32(w0 * w0)
    undamped = (2 ** 63 - 1) // 1_000_000
    st = {}

    def start(value, velocity, target, frame):
        end = compose_estimate(getter, zr, velocity / thr, (value - target) / thr, f32(1.0))
        st.update(start=value, vel=velocity, final=target, frame=frame, end=None if end >= undamped else end,
                  value=value, speed=velocity, finished=False)

    def at(play_ms):
        dt = play_ms / 1000.0
        zz = float(zr) * float(zr)
        disp, v0 = float(f32(st["start"] - st["final"])), float(st["vel"])
        if zr > 1:
            gp = -z * w0 + w0 * math.sqrt(zz - 1)
            gm = -z * w0 - w0 * math.sqrt(zz - 1)
            A = disp - (gm * disp - v0) / (gm - gp)
            B = (gm * disp - v0) / (gm - gp)
            x = A * math.exp(gm * dt) + B * math.exp(gp * dt)
            v = A * gm * math.exp(gm * dt) + B * gp * math.exp(gp * dt)
        elif zr == 1:
            A, B = disp, v0 + w0 * disp
            x = (A + B * dt) * math.exp(-w0 * dt)
            v = (A + B * dt) * math.exp(-w0 * dt) * -w0 + B * math.exp(-w0 * dt)
        else:
            wd = w0 * math.sqrt(1 - zz)
            cos_c, sin_c = disp, (1 / wd) * (z * w0 * disp + v0)
            x = math.exp(-z * w0 * dt) * (cos_c * math.cos(wd * dt) + sin_c * math.sin(wd * dt))
            v = x * -w0 * z + math.exp(-z * w0 * dt) * (-wd * cos_c * math.sin(wd * dt) + wd * sin_c * math.cos(wd * dt))
        return f32(x + float(st["final"])), f32(v)

    start(f32(c["from"]), f32(c["velocity"]), f32(c["to"]), 0)
    pending = taps(c)

    def frame(i, t):
        if i == 0:
            return c["from"], st["end"] == 0
        taken = due(pending, i, c["fps"])
        if taken:
            start(st["value"], f32(0) if st["finished"] else st["speed"], f32(taken[-1][1]), i)
        play = floor_ms(ms(i, c["fps"]) - ms(st["frame"], c["fps"]))
        if st["finished"] or (st["end"] is not None and play >= st["end"]):
            st.update(value=st["final"], speed=f32(0), finished=True)
            return float(st["final"]), True
        st["value"], st["speed"] = at(play)
        return float(st["value"]), False
    return frames_of(c, frame)


# ---------------------------------------------------------------------------------------------
# Motion: motion-dom generators/spring.ts, generators/utils/calc-duration.ts, JSAnimation.ts.

def motion_generator(k, cc, m, origin, target, velocity, rest_delta=None):
    """Motion's spring generator (generators/spring.ts) from origin to target: sample(elapsed ms) → (value, done)
    and its duration (calcGeneratorDuration: the first 50 ms multiple where it is done; None from 20000 ms)."""
    z = cc / (2 * math.sqrt(k * m))
    w = math.sqrt(k / m) / 1000
    delta = target - origin
    v0 = -velocity / 1000
    rest_speed, default_delta = (0.01, 0.005) if abs(delta) < 5 else (2.0, 0.5)
    rest_delta = default_delta if rest_delta is None else rest_delta

    def position(t):
        if z < 1:
            wd = w * math.sqrt(1 - z * z)
            a = (v0 + z * w * delta) / wd
            return target - math.exp(-z * w * t) * (a * math.sin(wd * t) + delta * math.cos(wd * t))
        if z == 1:
            return target - math.exp(-w * t) * (delta + (v0 + w * delta) * t)
        wd = w * math.sqrt(z * z - 1)
        cap = min(wd * t, 300)
        return target - math.exp(-z * w * t) * ((v0 + z * w * delta) * math.sinh(cap) + wd * delta * math.cosh(cap)) / wd

    def velocity_at(t):
        if z < 1:
            wd = w * math.sqrt(1 - z * z)
            a = (v0 + z * w * delta) / wd
            per_ms = math.exp(-z * w * t) * ((z * w * a + delta * wd) * math.sin(wd * t) + (z * w * delta - a * wd) * math.cos(wd * t))
        elif z == 1:
            per_ms = math.exp(-w * t) * (w * (v0 + w * delta) * t - v0)
        else:
            wd = w * math.sqrt(z * z - 1)
            p = (v0 + z * w * delta) / wd
            cap = min(wd * t, 300)
            per_ms = math.exp(-z * w * t) * ((z * w * p - delta * wd) * math.sinh(cap) + (z * w * delta - p * wd) * math.cosh(cap))
        return per_ms * 1000

    def nxt(t):
        x = position(t)
        done = abs(velocity_at(t)) <= rest_speed and abs(target - x) <= rest_delta
        return (target if done else x), done

    t = 0
    while not nxt(t)[1] and t < 20000:
        t += 50
    duration = None if t >= 20000 else t

    def sample(elapsed):
        if duration is not None and elapsed >= duration:
            return target, True
        return nxt(elapsed)[0], False
    sample.rest = nxt  # the generator's own next(): the rest test alone
    return sample, duration


def motion(c):
    """animate(from, to, { type: "spring", stiffness, damping, mass, velocity }): the generator's
    closed form in milliseconds (overdamped sinh/cosh argument capped at 300), done when the
    analytic velocity is within restSpeed and the distance within restDelta (2 and 0.5, or 0.01
    and 0.005 under 5 units of travel); JSAnimation evaluates it at Math.round(elapsed ms) and
    finishes at calcGeneratorDuration (the first 50 ms multiple where it is done; none from
    20000 ms), holding the target after.
    A retarget is animate(value, X, sameTransition) at the tap (motion-dom value/index.ts start,
    getVelocity, updateAndNotify; JSAnimation.ts stop, play): stopping the running animation ticks
    it at the tap's time (the value updates there); the new animation starts from that value with
    getVelocity() = the last two updates' difference over their time apart (at most 30 ms; 0 when
    the last update is more than 30 ms before the tap); its startTime is the tap."""
    m, k, cc = c["mass"], c["stiffness"], c["damping"]

    def generator(origin, target, velocity):
        return motion_generator(k, cc, m, origin, target, velocity)

    st = {"start": 0.0, "finished": False, "last": (c["from"], 0.0), "prev": (c["from"], 0.0)}
    st["sample"], st["duration"] = generator(c["from"], c["to"], c["velocity"])
    pending = taps(c)

    def update(value, time):
        if time != st["last"][1]:
            st["prev"] = st["last"]
        st["last"] = (value, time)

    def velocity(now):
        (x1, t1), (x0, t0) = st["last"], st["prev"]
        if now - t1 > 30:
            return 0.0
        delta = min(t1 - t0, 30)
        return (x1 - x0) * (1000 / delta) if delta else 0.0

    def frame(i, tt):
        if i == 0:
            return c["from"], st["duration"] == 0
        for T, X in due(pending, i, c["fps"]):
            tap = T * 1000
            if not st["finished"]:
                value, done = st["sample"](math.floor(tap - st["start"] + 0.5))
                update(value, tap)
                st["finished"] = done
            st["sample"], st["duration"] = generator(st["last"][0], X, velocity(tap))
            st.update(start=tap, finished=False)
        if st["finished"]:
            return st["last"][0], True
        now = ms(i, c["fps"])
        value, done = st["sample"](math.floor(now - st["start"] + 0.5))
        update(value, now)
        st["finished"] = done
        return value, done
    return frames_of(c, frame)


# ---------------------------------------------------------------------------------------------
# react-spring: packages/core/src/SpringValue.ts (advance), packages/rafz/src/index.ts (the loop).

def react_spring(c):
    """useSpring({ from, to, config: { tension, friction, mass, velocity } }): rafz gives the first
    update 16.667 ms and later ones the time since the previous, capped at 64 ms; each update runs
    ⌈Δt⌉ substeps of 1 ms semi-implicit Euler in units per ms; before a substep it stops when
    |v| ≤ precision/10 and |to − x| ≤ precision (precision = min(1, 0.001·|travel|), 0.005 for
    zero travel), then shows the target. A retarget is start({to: X}) (SpringValue.ts _animate,
    AnimatedValue.ts reset): nothing when the value equals X; otherwise fromValues become the
    position (precision from there), a running value keeps lastVelocity, a finished one starts
    at rest (a tap's config has no velocity) and rafz starts again (16.667 ms first update)."""
    k, cc, m = c["stiffness"], c["damping"], c["mass"]
    x0 = c["from"]

    def thresholds(frm, to):
        precision = 0.005 if frm == to else min(1, abs(to - frm) * 0.001)
        return precision, precision / 10

    st = {"x": x0, "v": c["velocity"] / 1000, "done": False, "to": c["to"], "loop": 1}
    st["precision"], st["rest_v"] = thresholds(x0, c["to"])
    pending = taps(c)

    def frame(i, t):
        if i == 0:
            return x0, False
        for _, X in due(pending, i, c["fps"]):
            if st["x"] == X:
                continue
            if st["done"]:
                st.update(v=0.0, done=False, loop=i)
            st["to"] = X
            st["precision"], st["rest_v"] = thresholds(st["x"], X)
        if not st["done"]:
            to = st["to"]
            dt = 16.667 if i == st["loop"] else min(64.0, ms(i, c["fps"]) - ms(i - 1, c["fps"]))
            for _ in range(math.ceil(max(dt, 0))):
                if abs(st["v"]) <= st["rest_v"] and abs(to - st["x"]) <= st["precision"]:
                    st["done"] = True
                    break
                a = (-k * 0.000001 * (st["x"] - to) + -cc * 0.001 * st["v"]) / m
                st["v"] = st["v"] + a
                st["x"] = st["x"] + st["v"]
            if st["done"]:
                st["x"], st["v"] = to, 0.0
        return (st["to"] if st["done"] else st["x"]), st["done"]
    return frames_of(c, frame)


# ---------------------------------------------------------------------------------------------
# Rebound: rebound-core Spring.java / BaseSpringSystem.java (Java), rebound-js Spring.js /
# SpringSystem.js (JavaScript).

def rebound(c, js=False):
    """setCurrentValue(from) (which sets the spring at rest there: end = temp position = from,
    v = 0), setEndValue(to), setVelocity(v); the system advances the spring while it is not at
    rest or was not at rest last time. advance: Δt clamped to 64 ms into an accumulator drained by
    1 ms RK4 steps (the first stage's acceleration from the previous temporary position), the
    remainder interpolated; at rest it snaps to the end. Java: thresholds 0.005 (≤), the time
    since the previous frame's timestamp. JavaScript: 0.001, |v| strictly below, the first loop 1 ms long, then ms differences.
    A retarget is setEndValue(X) at the tap (Spring.java): nothing when the end is unchanged and
    at rest; otherwise the end changes and the system drives the spring again; an idle system's
    looper restarts then, its first frame advancing the time since the tap (Java) or 1 ms (JS)."""
    tension, friction = c["stiffness"] / c["mass"], c["damping"] / c["mass"]
    thr = 0.001 if js else 0.005
    s = {"end": c["to"], "x": c["from"], "v": 0.0, "temp": c["from"], "acc": 0.0, "px": 0.0, "pv": 0.0, "was": True}
    # setEndValue returns early when unchanged and at rest; setVelocity activates when it changes.
    active = c["to"] != c["from"] or c["velocity"] != 0
    s["v"] = c["velocity"]

    def at_rest():
        speed_ok = abs(s["v"]) < thr if js else abs(s["v"]) <= thr
        return speed_ok and (abs(s["end"] - s["x"]) <= thr or tension == 0)

    def advance(real_dt):
        rest = at_rest()
        if rest and s["was"]:
            return
        s["acc"] += min(real_dt, 0.064)
        h = 0.001
        end = s["end"]
        x, v, tp = s["x"], s["v"], s["temp"]
        while s["acc"] >= h:
            s["acc"] -= h
            if s["acc"] < h:
                s["px"], s["pv"] = x, v
            av = v
            aa = tension * (end - tp) - friction * v
            tp = x + av * h * 0.5
            tv = v + aa * h * 0.5
            bv = tv
            ba = tension * (end - tp) - friction * tv
            tp = x + bv * h * 0.5
            tv = v + ba * h * 0.5
            cv = tv
            ca = tension * (end - tp) - friction * tv
            tp = x + cv * h
            tv = v + ca * h
            dv = tv
            da = tension * (end - tp) - friction * tv
            dxdt = 1.0 / 6.0 * (av + 2.0 * (bv + cv) + dv)
            dvdt = 1.0 / 6.0 * (aa + 2.0 * (ba + ca) + da)
            x += dxdt * h
            v += dvdt * h
        s["temp"], s["x"], s["v"] = tp, x, v
        if s["acc"] > 0:
            alpha = s["acc"] / h
            s["x"] = s["x"] * alpha + s["px"] * (1 - alpha)
            s["v"] = s["v"] * alpha + s["pv"] * (1 - alpha)
        if at_rest():
            if tension > 0:
                s["x"] = s["end"]
            s["v"] = 0.0
            rest = True
        if s["was"]:
            s["was"] = False
        if rest:
            s["was"] = True

    st = {"active": active}
    pending = taps(c)

    def frame(i, t):
        restarted = None
        if i > 0:
            for T, X in due(pending, i, c["fps"]):
                if s["end"] == X and at_rest():
                    continue
                s["end"] = X
                if not st["active"]:
                    restarted = T
                st["active"] = True
        if i > 0 and st["active"]:
            if js:
                dt = 0.001 if i == 1 or restarted is not None else (ms(i, c["fps"]) - ms(i - 1, c["fps"])) / 1000
            elif restarted is not None:
                dt = i / c["fps"] - restarted
            else:
                # The looper's time since the last frame: a difference of timestamps (at 120 fps
                # not always 1/120 to the last bit, which moves the 1 ms accumulator's boundary).
                dt = i / c["fps"] - (i - 1) / c["fps"]
            if not (not at_rest() or not s["was"]):
                st["active"] = False
            else:
                advance(dt)
        return s["x"], (not st["active"]) or (s["was"] and i > 0)
    return frames_of(c, frame)


# ---------------------------------------------------------------------------------------------
# Wave: Sources/Wave/Spring.swift, SpringAnimator.swift, Internal/SpringInterpolatable.swift.

def wave(c):
    """SpringAnimator with Spring(dampingRatio: ζ, response: R, mass: m): k = (2π/R)²·m, c the
    rubber band of 4πζm/R into 0…60 (interval 15, c 0.55); semi-implicit Euler with each frame's
    Δt; the running time starts at the first update; once it reaches settlingDuration
    (−ln 1e-4/(ζ√(k/m)) with ζ as given; ζ ≥ 1: 1.25 × that at 1 − ulp) the value is the target.
    A retarget is animator.target = X (SpringAnimator.swift @ 29c71e5): running, value and velocity
    carry on and startTime becomes the tap's time; after the end (velocity cleared) start() runs
    again from the next update, its running time from there."""
    m, k, cc = c["mass"], c["stiffness"], c["damping"]
    zeta = cc / (2 * math.sqrt(k * m))
    R = 2 * math.pi / math.sqrt(k / m)
    K = (2.0 * math.pi / R) ** 2.0 * m
    raw = 4.0 * math.pi * zeta * m / R
    if raw > 60:
        x = raw - 60
        C = 60 + (1.0 - (1.0 / ((x * 0.55 / 15) + 1.0))) * 15
    elif raw < 0:
        x = -raw
        C = 0 - (1.0 - (1.0 / ((x * 0.55 / 15) + 1.0))) * 15
    else:
        C = raw

    def settle(z):
        if z >= 1:
            return settle(1.0 - sys.float_info.epsilon) * 1.25
        return -1 * (math.log(0.0001) / (z * math.sqrt(K / m)))
    end = settle(zeta)
    fps = c["fps"]
    s = {"x": c["from"], "v": c["velocity"], "done": False, "to": c["to"], "first": 1, "since": None}
    pending = taps(c)

    def frame(i, t):
        if i > 0:
            for T, X in due(pending, i, fps):
                if X == s["to"]:
                    continue
                s["to"] = X
                if s["done"]:
                    s.update(done=False, v=0.0, first=i, since=None)
                elif i > s["first"] or s["since"] is not None:
                    s["since"] = T
        if i > 0 and not s["done"]:
            dt = 1 / fps
            a = (-K * (s["x"] - s["to"]) - C * s["v"]) / m
            s["v"] = s["v"] + a * dt
            s["x"] = s["x"] + s["v"] * dt
            running = i / fps - s["since"] if s["since"] is not None else (i - s["first"]) / fps
            if running >= end:
                s["done"] = True
        return (s["to"] if s["done"] else s["x"]), s["done"]
    return frames_of(c, frame)


# ---------------------------------------------------------------------------------------------
# Flutter: packages/flutter/lib/src/physics/spring_simulation.dart @ 04fbdcf, tolerance.dart,
# utils.dart (nearZero), animation/animation_controller.dart @ 794cc44 (_tick), scheduler/ticker.dart.

def flutter_solution(m, k, cc, d, v, legacy=False):
    """_SpringSolution: the regime by the sign of c² − 4mk; exponentials as math.pow(math.e, …)."""
    cmk = cc * cc - 4 * m * k
    e = math.e
    if cmk > 0:
        r1 = (-cc - math.sqrt(cmk)) / (2.0 * m)
        r2 = (-cc + math.sqrt(cmk)) / (2.0 * m)
        c2 = (v - r1 * d) / (r2 - r1)
        c1 = d - c2
        return (lambda t: c1 * e ** (r1 * t) + c2 * e ** (r2 * t),
                lambda t: c1 * r1 * e ** (r1 * t) + c2 * r2 * e ** (r2 * t))
    if cmk < 0:
        w = math.sqrt(4.0 * m * k - cc * cc) / (2.0 * m)
        r = -(cc / 2.0 * m) if legacy else -(cc / 2.0 / m)
        c1, c2 = d, (v - r * d) / w

        def dx(t):
            p, co, si = e ** (r * t), math.cos(w * t), math.sin(w * t)
            return p * (c2 * w * co - c1 * w * si) + r * p * (c2 * si + c1 * co)
        return (lambda t: e ** (r * t) * (c1 * math.cos(w * t) + c2 * math.sin(w * t))), dx
    r = -cc / (2.0 * m)
    c1, c2 = d, v - r * d

    def dxc(t):
        p = e ** (r * t)
        return r * (c1 + c2 * t) * p + c2 * p
    return (lambda t: (c1 + c2 * t) * e ** (r * t)), dxc


def near_zero(a, eps):
    return (a > -eps and a < eps) or a == 0


def flutter(c, tolerance=0.001, snap=False, exact=False, legacy=False, distance=None, speed=None, bounds=None):
    """AnimationController.unbounded().animateWith(SpringSimulation(SpringDescription(m, k, c),
    from, to, v)): frame 0 is the ticker's first tick (elapsed 0); each tick's elapsed time is
    whole microseconds (Duration) since it; value = to + x(t); the first tick where isDone
    (|x| < 0.001 and |dx| < 0.001, absolute) stops the controller, which keeps that value.
    A retarget is animateWith(SpringSimulation(spring, controller.value, X, controller.velocity))
    (animation_controller.dart animateWith, _startSimulation, velocity; ticker.dart): the last
    tick's value, the old simulation's dx at the last tick's elapsed time (0 once stopped); the
    ticker restarts at the next frame, whose elapsed time is 0."""
    m, k, cc = c["mass"], c["stiffness"], c["damping"]

    def stamp(i):
        if exact:
            return i / c["fps"]
        us = ms(i, c["fps"]) * 1000
        return math.floor(us + 1e-9 * max(1.0, us))

    st = {"stopped": None, "to": c["to"], "start": 0, "value": c["from"], "elapsed": 0.0}
    st["x"], st["dx"] = flutter_solution(m, k, cc, c["from"] - c["to"], c["velocity"], legacy)
    pending = taps(c)

    def frame(i, t):
        taken = due(pending, i, c["fps"]) if i > 0 else []
        if taken:
            velocity = st["dx"](st["elapsed"]) if st["stopped"] is None else 0.0
            X = taken[-1][1]
            st["x"], st["dx"] = flutter_solution(m, k, cc, st["value"] - X, velocity, legacy)
            st.update(to=X, start=i, stopped=None)
        if st["stopped"] is not None:
            return st["stopped"], True
        if exact:
            el = (i - st["start"]) / c["fps"]
        else:
            el = (stamp(i) - stamp(st["start"])) / 1e6
        x, dx = st["x"], st["dx"]
        done = near_zero(x(el), distance or tolerance) and near_zero(dx(el), speed or tolerance)
        value = st["to"] if (done and snap) else st["to"] + x(el)
        if i == 0 and not (done and snap):
            value = c["from"]  # the start as given (end + (start − end) may differ by an ulp)
        if bounds is not None:
            value = min(max(value, bounds[0]), bounds[1])  # a bounded controller's clampDouble
        st["value"], st["elapsed"] = value, el
        if done:
            st["stopped"] = value
        return value, done
    return frames_of(c, frame)


# ---------------------------------------------------------------------------------------------
# React Native: Libraries/Animated/animations/SpringAnimation.js @ 1c4cd4f (onUpdate), the native
# drivers ReactAndroid/.../animated/SpringAnimation.java @ 5b51ca0 and NativeAnimation/Drivers/
# RCTSpringAnimation.mm @ 0c3519f (CGFloat operands through sqrtf/expf/sinf/cosf).

_libm = ctypes.CDLL(ctypes.util.find_library("m"))
for _name in ("sqrtf", "expf", "sinf", "cosf"):
    getattr(_libm, _name).restype = ctypes.c_float
    getattr(_libm, _name).argtypes = [ctypes.c_float]


def react_native(c, driver="js", clamping=False, rest_displacement=0.001, rest_speed=0.001):
    """Animated.spring: start() runs onUpdate at once (Δt 0); each later frame reads Date.now()
    (whole ms), caps Δt at 64 ms and adds it to _frameTime; the closed form at _frameTime (ζ ≥ 1:
    the critical formula with ω0); ends when overshooting (clamping) or |v| ≤ 0.001 and
    |to − x| ≤ 0.001, showing toValue. iOS: the display link's exact Δt (same cap) and float
    functions. A retarget (JS driver) is a new Animated.spring(value, {toValue}).start() at the tap
    (SpringAnimation.js start, getInternalState; AnimatedValue.js animate): from the value's last
    position with the old lastVelocity and lastTime and _frameTime 0, onUpdate at once at the
    tap's Date.now(); after the end (the value's animation is gone) from the target at rest, with
    _lastTime = Date.now() at the tap."""
    fl = driver == "ios"
    sq = (lambda x: _libm.sqrtf(x)) if fl else math.sqrt
    ex = (lambda x: _libm.expf(x)) if fl else math.exp
    sn = (lambda x: _libm.sinf(x)) if fl else math.sin
    cs = (lambda x: _libm.cosf(x)) if fl else math.cos
    m, k, cc = c["mass"], c["stiffness"], c["damping"]
    st = {"t": 0.0, "last": None, "ended": False, "from": c["from"], "to": c["to"], "v0": c["velocity"], "x": c["from"], "v": 0.0}

    def state(t):
        to, start = st["to"], st["from"]
        v0 = -st["v0"]
        zeta = cc / (2 * sq(k * m))
        w0 = sq(k / m)
        x0 = to - start
        if zeta < 1:
            w1 = w0 * sq(1.0 - zeta * zeta)
            env = ex(-zeta * w0 * t)
            si, co = sn(w1 * t), cs(w1 * t)
            pos = to - env * ((v0 + zeta * w0 * x0) / w1 * si + x0 * co)
            vel = zeta * w0 * env * (si * (v0 + zeta * w0 * x0) / w1 + x0 * co) - env * (co * (v0 + zeta * w0 * x0) - w1 * x0 * si)
            return pos, vel
        env = ex(-w0 * t)
        return to - env * (x0 + (v0 + w0 * x0) * t), env * (v0 * (t * w0 - 1) + t * x0 * (w0 * w0))

    def update(now, exact=None):
        now = min(now, st["last"] + 64)
        st["t"] += min(0.064, exact) if exact is not None else (now - st["last"]) / 1000
        st["last"] = now
        x, v = state(st["t"])
        to = st["to"]
        over = clamping and (x > to if st["from"] < to else x < to)
        if over or (abs(v) <= rest_speed and abs(to - x) <= rest_displacement):
            st.update(x=to, v=0.0, ended=True)
        else:
            st.update(x=x, v=v)

    pending = taps(c)

    def frame(i, t):
        if i == 0:
            st["last"] = ms(0, c["fps"]) if fl else floor_ms(ms(0, c["fps"]))
            update(st["last"], 0.0 if fl else None)
            if st["ended"]:
                return st["to"], True
            return c["from"], False  # frame 0: the start as given
        for T, X in due(pending, i, c["fps"]):
            tap = floor_ms(T * 1000)
            if st["ended"]:
                st.update(**{"from": st["to"], "v0": 0.0, "last": tap})
            else:
                st.update(**{"from": st["x"], "v0": st["v"]})
            st.update(to=X, t=0.0, ended=False)
            update(tap)
        if not st["ended"]:
            update(ms(i, c["fps"]) if fl else floor_ms(ms(i, c["fps"])), (i / c["fps"] - (i - 1) / c["fps"]) if fl else None)
        return st["x"], st["ended"]
    return frames_of(c, frame)


# ---------------------------------------------------------------------------------------------
# Reanimated 4: src/animation/spring/spring.ts @ 01e4626 (onStart, springOnFrame), springUtils.ts
# @ 0893dd9 (initialCalculations, the two closed forms, getEnergy, isAnimationTerminating),
# valueSetter.ts @ 06dfaa1 (the synchronous first step, the early return at the target).

def bisect_root(lo, hi, func, precision, iterations, oriented):
    """springUtils.ts bisectRoot: Reanimated 4 orients by func(hi) >= func(lo); Reanimated 3 does not."""
    direction = 1 if (not oriented or func(hi) >= func(lo)) else -1
    current = (hi + lo) / 2
    while abs(func(current)) > precision and iterations > 0:
        iterations -= 1
        if func(current) * direction < 0:
            lo = current
        else:
            hi = current
        current = (lo + hi) / 2
    return current


def reanimated4_stiffness(duration_ms, zeta, m, x0, v0, threshold=6e-9):
    """calculateNewStiffnessToMatchDuration (springUtils.ts @ 0893dd9): the energy fraction of the
    critically damped envelope with rate √(k/m)·ζ after 1.5·duration equals the threshold."""
    t = duration_ms * 1.5 / 1000

    def energy(d, v, k):
        return 0.5 * k * d ** 2 + 0.5 * m * v ** 2

    def diff(k):
        w = math.sqrt(k / m) * zeta
        xt = (x0 + (v0 + x0 * w) * t) * math.exp(-w * t)
        vt = (x0 + (v0 + x0 * w) * t) * math.exp(-w * t) * -w + (v0 + x0 * w) * math.exp(-w * t)
        return energy(xt, vt, k) / energy(x0, v0, k) - threshold
    return bisect_root(2.220446049250313e-16, 8e3, diff, threshold * 1e-3, 100, True)


def reanimated3_mass(duration_ms, zeta, k, x0, v0, rest_speed=2.0):
    """calculateNewMassToMatchDuration (Reanimated 3, springUtils.ts @ f443c27), x0 = to − from."""
    def duration_for_mass(mass):
        amplitude = (mass * v0 * v0 + k * x0 * x0) / (math.exp(1 - 0.5 * zeta) * k)
        cc = zeta * 2 * math.sqrt(k * mass)
        return 1000 * ((-2 * mass) / cc) * math.log((rest_speed * 0.01) / amplitude) - duration_ms
    return bisect_root(0.0, 100.0, duration_for_mass, 0.00005, 20, False)


def reanimated(c, threshold=6e-9, clamping=False, reduce_motion=False, clamp=None, version=4, duration=None,
               rest_displacement=0.01, rest_speed=2.0):
    """withSpring(to, {stiffness, damping, mass, velocity}): each frame restarts the closed form
    from (current − to, velocity) over min(now − last, 64) ms; ζ ≥ 1 uses the critical formula
    with ω0; ends when the energy ratio ≤ 6e-9 (or, clamping, outside [from, to]) and shows to.
    A duration config (c["duration"] in ms, c["dampingRatio"], c["mass"]) solves its stiffness
    (Reanimated 4) or its mass at stiffness 100 (Reanimated 3) first; c["solved"] records it.
    version=3: Reanimated 3 (spring.ts @ b0b11b6): rest when |v| < 2 and |to − x| < 0.01, overshoot
    clamping past the target, a duration config stops at its duration; its critical velocity formula.
    A retarget (Reanimated 4, and 3 with its own rest rule) is sv.value = withSpring(X, config) at a frame (valueSetter.ts,
    spring.ts onStart): the same target while running continues (isTriggeredTwice); a value equal
    to X stops there; otherwise the new animation starts from the value with the old velocity plus
    the config's (0 for a tap), lastTimestamp the old one's (the frame's own after the end), the
    stiffness of a duration config solved anew, startValue and getEnergy(x0, config.velocity)
    from the new start; then its synchronous first step at the frame's timestamp."""
    frm = c["from"]
    st = {"x": frm, "v": c["velocity"], "last": 0.0, "start": 0.0, "ended": False}

    def leg(start, to, velocity):
        """The spring withSpring(to, config) runs from start with velocity: k, m, ζ, ω0, ω1, startValue."""
        if "duration" in c:
            zeta, m = c["dampingRatio"], c["mass"]
            if version == 4:
                k = reanimated4_stiffness(c["duration"], zeta, m, start - to, velocity, threshold)
                c.setdefault("solved", k)
            else:
                k = 100.0
                m = reanimated3_mass(c["duration"], zeta, k, to - start, velocity, rest_speed)
                c.setdefault("solved", m)
        else:
            k, cc, m = c["stiffness"], c["damping"], c["mass"]
            zeta = cc / (2 * math.sqrt(k * m))
        w0 = math.sqrt(k / m)
        w1 = w0 * math.sqrt(1 - zeta ** 2) if zeta <= 1 else float("nan")
        sv = start - to
        if clamp is not None and sv != 0:
            # scaleZetaToMatchClamps: ζ raised so the first two extrema stay inside; ω1 kept.
            first, second = (clamp[0], clamp[1]) if sv <= 0 else (clamp[1], clamp[0])
            cands = []
            if second is not None:
                cands.append(abs(math.log(abs((second - to) / sv)) / math.pi))
            if first is not None:
                cands.append(abs(math.log(abs((first - to) / sv)) / (2 * math.pi)))
            zeta = max(cands + [zeta])
        st.update(k=k, m=m, zeta=zeta, w0=w0, w1=w1, to=to, sv=sv, frm=start)

    def energy(d, v):
        return 0.5 * st["k"] * d ** 2 + 0.5 * st["m"] * v ** 2

    leg(frm, c["to"], c["velocity"])
    st["e0"] = energy(st["sv"], c["velocity"])
    if "duration" in c and version == 3:
        duration = c["duration"]

    def step(now):
        to, zeta, w0, w1 = st["to"], st["zeta"], st["w0"], st["w1"]
        dt = min(now - st["last"], 64) / 1000
        st["last"] = now
        x0, v0 = st["x"] - to, st["v"]
        if zeta < 1 and version == 3:
            x3, v3 = to - st["x"], -st["v"]
            s1, c1 = math.sin(w1 * dt), math.cos(w1 * dt)
            env = math.exp(-zeta * w0 * dt)
            frag = env * (s1 * ((v3 + zeta * w0 * x3) / w1) + x3 * c1)
            st["x"], st["v"] = to - frag, zeta * w0 * frag - env * (c1 * (v3 + zeta * w0 * x3) - w1 * x3 * s1)
        elif zeta < 1:
            s1, c1 = math.sin(w1 * dt), math.cos(w1 * dt)
            env = math.exp(-zeta * w0 * dt)
            frag = env * (s1 * ((v0 + zeta * w0 * x0) / w1) + x0 * c1)
            st["x"], st["v"] = to + frag, -zeta * w0 * frag + env * (c1 * (v0 + zeta * w0 * x0) - w1 * x0 * s1)
        elif version == 3:
            # Reanimated 3's signs: x0' = to − current, v0' = −velocity.
            x3, v3 = to - st["x"], -st["v"]
            env = math.exp(-w0 * dt)
            st["x"] = to - env * (x3 + (v3 + w0 * x3) * dt)
            st["v"] = env * (v3 * (dt * w0 - 1) + dt * x3 * w0 * w0)
        else:
            env = math.exp(-w0 * dt)
            st["x"] = to + env * (x0 + (v0 + w0 * x0) * dt)
            st["v"] = env * -w0 * (x0 + (v0 + w0 * x0) * dt) + env * (v0 + w0 * x0)
        done = False
        x, sv = st["x"], st["sv"]
        if version == 3:
            overshooting = clamping and ((x > to and st["frm"] < to) or (x < to and st["frm"] > to))
            done = duration is None and (overshooting or (abs(st["v"]) < rest_speed and abs(to - x) < rest_displacement))
        elif clamping:
            left = to if sv >= 0 else to + sv
            right = left + abs(sv)
            done = x < left or x > right
        if not done and version == 4:
            done = st["e0"] == 0 or energy(to - x, st["v"]) / st["e0"] <= threshold
        if done:
            st.update(x=to, v=0.0, ended=True)

    def assign(X, now):
        if reduce_motion:
            st.update(x=X, v=0.0, ended=True)
        elif not st["ended"] and X == st["to"]:
            step(now)
        elif st["x"] == X:
            st.update(v=0.0, ended=True)
        else:
            inherited = 0.0 if st["ended"] else st["v"]
            if st["ended"]:
                st["last"] = now
            leg(st["x"], X, inherited)
            st["e0"] = energy(st["sv"], 0.0)
            st.update(v=inherited, start=now, ended=False)
            step(now)

    pending = taps(c)

    def frame(i, t):
        now = ms(i, c["fps"])
        if i > 0:
            taken = due(pending, i, c["fps"])
            for _, X in taken:
                assign(X, now)
            if taken:
                return st["x"], st["ended"]
        if st["ended"]:
            return st["x"], True
        if i == 0 and frm == c["to"]:
            st["ended"] = True
            return frm, True
        if i == 0 and reduce_motion:
            st.update(x=c["to"], ended=True)
            return c["to"], True
        if i == 0:
            st["last"] = st["start"] = now
        if duration is not None and now - st["start"] >= duration:
            st.update(x=st["to"], v=0.0, ended=True)
            return st["to"], True
        step(now)
        if st["ended"]:
            return st["to"], True
        return (frm if i == 0 else st["x"]), False  # frame 0: the start as given
    return frames_of(c, frame)


# ---------------------------------------------------------------------------------------------

def frames_of(c, frame):
    """Frames 0… until two past the end after the last retarget (or MAX_FRAMES): values and the
    end frame (the first frame from which the end rule holds to the last frame; -1: none)."""
    values, end = [], -1
    taps_ = c.get("retargets", [])
    last_tap = taps_[-1][0] if taps_ else 0.0
    for i in range(MAX_FRAMES):
        value, ended = frame(i, i / c["fps"])
        values.append(float(value))
        if not ended:
            end = -1
        elif end < 0:
            end = i
        if end >= 0 and i >= end + 2 and end / c["fps"] >= last_tap - 1e-9 * max(1.0, last_tap):
            break
    return values, end


ENGINES = {
    "swiftui-spring": swiftui_spring, "swiftui-animation": swiftui_animation,
    "interpolating-spring": core_animation, "core-animation": core_animation, "uikit": uikit, "android": android,
    "compose": compose, "motion": motion, "react-spring": react_spring, "rebound": rebound,
    "rebound-js": lambda c: rebound(c, js=True), "wave": wave, "flutter": flutter,
    # Engine settings: the fixture's name is the engine, then @key=value+… (a flag alone).
    "flutter@snap-to-end": lambda c: flutter(c, snap=True),
    "flutter@flutter-clock=exact": lambda c: flutter(c, exact=True),
    "flutter@flutter-legacy-mass": lambda c: flutter(c, legacy=True),
    "flutter@rest-displacement=0.5+rest-speed=5": lambda c: flutter(c, tolerance=None, distance=0.5, speed=5.0),
    "react-native": react_native,
    "react-native@rn-driver=ios": lambda c: react_native(c, driver="ios"),
    "react-native@overshoot-clamping": lambda c: react_native(c, clamping=True),
    "react-native@rest-displacement=0.5+rest-speed=5": lambda c: react_native(c, rest_displacement=0.5, rest_speed=5.0),
    "reanimated": reanimated,
    "reanimated@overshoot-clamping": lambda c: reanimated(c, clamping=True),
    "reanimated@energy-threshold=1e-05": lambda c: reanimated(c, threshold=1e-5),
    "reanimated@reduce-motion": lambda c: reanimated(c, reduce_motion=True),
    "flutter@flutter-bounds=-100:100": lambda c: flutter(c, bounds=(-100.0, 100.0)),
    "reanimated@clamp=-100:100": lambda c: reanimated(c, clamp=(-100.0, 100.0)),
    "reanimated@reanimated-version=3": lambda c: reanimated(c, version=3),
    "reanimated@reanimated-version=3+overshoot-clamping": lambda c: reanimated(c, version=3, clamping=True),
}

# Reanimated's duration configs ({duration, dampingRatio, mass}): the spring is solved from the start.
DURATION_ENGINES = {
    "reanimated": reanimated,
    "reanimated@reanimated-version=3": lambda c: reanimated(c, version=3),
    "reanimated@energy-threshold=1e-05": lambda c: reanimated(c, threshold=1e-5),
}


def cases(seed):
    """34 cases: random springs and motions, with zero travel, flicks, ζ = 1 and every frame rate."""
    rng = random.Random(seed)
    rates = [10, 24, 30, 50, 60, 60, 60, 90, 120, 120, 144, 165, 200]
    out = []
    for n in range(34):
        response = math.exp(rng.uniform(math.log(0.12), math.log(1.6)))
        zeta = 1.0 if n % 9 == 4 else rng.uniform(0.08, 1.8)
        mass = rng.choice([1.0, 1.0, 1.0, 0.6, 2.5])
        k = (2 * math.pi / response) ** 2 * mass
        cc = 4 * math.pi * zeta * mass / response
        x0 = round(rng.uniform(-300, 300), 3)
        if n % 11 == 7:
            travel = 0.0
        else:
            travel = math.copysign(math.exp(rng.uniform(math.log(0.5), math.log(800))), rng.choice([-1, 1]))
        to = round(x0 + travel, 3)
        kind = n % 5
        if travel == 0 or kind == 3:
            v = rng.choice([-1, 1]) * rng.uniform(1000, 5000)
        elif kind in (1, 4):
            v = rng.uniform(-3, 3) * abs(to - x0)
        else:
            v = 0.0
        fps = rates[n % len(rates)] if n < len(rates) else rng.choice(rates)
        out.append({"case": n, "fps": float(fps), "mass": mass, "stiffness": k, "damping": cc, "from": x0, "to": to,
                    "velocity": float(round(v, 3))})
    return out


def duration_cases(seed):
    """34 duration configs: 0.15-1.5 s (whole ms), ζ 0.3-1.6 and exactly 1, mass 4 (the default) or
    1 or 2.5, with the motions of cases()."""
    rng = random.Random(seed)
    out = []
    for c in cases(seed):
        seconds = round(math.exp(rng.uniform(math.log(0.15), math.log(1.5))), 3)
        zeta = 1.0 if c["case"] % 9 == 4 else round(rng.uniform(0.3, 1.6), 3)
        mass = rng.choice([4.0, 4.0, 4.0, 1.0, 2.5])
        d = {key: c[key] for key in ("case", "fps", "from", "to", "velocity")}
        d.update({"seconds": seconds, "duration": seconds * 1000, "dampingRatio": zeta, "mass": mass})
        out.append(d)
    return out


def render_duration(engine):
    seed = sum(ord(ch) for ch in engine) + 1
    lines = ["# Reanimated duration configs on the " + engine + " engine (tools/engine_reference.py; do not edit); solved is "
             + "Reanimated 4's stiffness or Reanimated 3's mass",
             "case,fps,duration,dampingRatio,mass,from,to,velocity,solved,frames,end,values"]
    for c in duration_cases(seed):
        values, end = DURATION_ENGINES[engine](c)
        lines.append(",".join([str(c["case"]), repr(c["fps"]), repr(c["seconds"]), repr(c["dampingRatio"]), repr(c["mass"]),
                               repr(c["from"]), repr(c["to"]), repr(c["velocity"]), repr(c["solved"]), str(len(values)),
                               str(end), " ".join(repr(v) for v in values)]))
    return "\n".join(lines) + "\n"


def render(engine):
    seed = sum(ord(ch) for ch in engine)
    lines = ["# Frame-by-frame reference for the " + engine + " engine (tools/engine_reference.py; do not edit)",
             "case,fps,mass,stiffness,damping,from,to,velocity,frames,end,values"]
    for c in cases(seed):
        values, end = ENGINES[engine](c)
        lines.append(",".join([str(c["case"]), repr(c["fps"]), repr(c["mass"]), repr(c["stiffness"]), repr(c["damping"]),
                               repr(c["from"]), repr(c["to"]), repr(c["velocity"]), str(len(values)), str(end),
                               " ".join(repr(v) for v in values)]))
    return "\n".join(lines) + "\n"


RETARGET_ENGINES = ["swiftui-spring", "swiftui-animation", "interpolating-spring", "core-animation", "uikit", "android",
                    "compose", "motion", "react-spring", "rebound", "rebound-js", "wave", "flutter", "react-native",
                    "reanimated", "flutter@snap-to-end", "flutter@flutter-clock=exact", "react-native@overshoot-clamping",
                    "reanimated@overshoot-clamping", "reanimated@reanimated-version=3",
                    "reanimated@reanimated-version=3+overshoot-clamping"]


def retarget_cases(seed):
    """30 cases of a second (and third) tap: springs of response 0.12-0.8 s, ζ 0.15-1.6 (and
    exactly 1), masses 0.6-2.5; travels both ways; start velocities; 30-144 fps (always 60 and 120).
    Taps early (a tenth to half of the settling estimate) and late (after it), back to the start,
    further on and elsewhere; on the frame grid (T = k/fps) in even cases, between frames in odd."""
    rng = random.Random(seed)
    rates = [60, 120, 30, 90, 144, 60, 120]
    out = []
    for n in range(30):
        response = math.exp(rng.uniform(math.log(0.12), math.log(0.8)))
        zeta = 1.0 if n % 7 == 3 else rng.uniform(0.15, 1.6)
        mass = rng.choice([1.0, 1.0, 0.6, 2.5])
        k = (2 * math.pi / response) ** 2 * mass
        cc = 4 * math.pi * zeta * mass / response
        w0 = 2 * math.pi / response
        x0 = round(rng.uniform(-300, 300), 3)
        travel = math.copysign(math.exp(rng.uniform(math.log(2), math.log(600))), rng.choice([-1, 1]))
        to = round(x0 + travel, 3)
        v = round(rng.uniform(-2, 2) * abs(to - x0), 3) if n % 3 == 1 else 0.0
        fps = float(rates[n % len(rates)])
        settle = min((4 / (zeta * w0)) if zeta < 1 else 6 * zeta / w0, 3.0)
        early = settle * rng.uniform(0.1, 0.5)
        late = settle * rng.uniform(1.6, 2.4) + 0.2
        further = round(to + travel * rng.uniform(0.2, 1.0), 3)
        elsewhere = round(rng.uniform(-300, 300), 3)
        kind = n % 6
        if kind == 0:
            taps_ = [(early, x0)]
        elif kind == 1:
            taps_ = [(early, further)]
        elif kind == 2:
            taps_ = [(early, further), (early + settle * rng.uniform(0.1, 0.4), x0)]
        elif kind == 3:
            taps_ = [(late, elsewhere)]
        elif kind == 4:
            taps_ = [(early, elsewhere)]
        else:
            taps_ = [(early, x0), (early + late, to)]
        if n % 2 == 0:
            taps_ = [(max(1, round(T * fps)) / fps, X) for T, X in taps_]
        else:
            taps_ = [(round(T, 6), X) for T, X in taps_]
        out.append({"case": n, "fps": fps, "mass": mass, "stiffness": k, "damping": cc, "from": x0, "to": to, "velocity": v,
                    "retargets": taps_})
    return out


def render_retarget(engine):
    seed = sum(ord(ch) for ch in engine) + 7
    lines = ["# Retargets on the " + engine + " engine (tools/engine_reference.py; do not edit); retargets are T:X joined by ';'",
             "case,fps,mass,stiffness,damping,from,to,velocity,retargets,frames,end,values"]
    for c in retarget_cases(seed):
        values, end = ENGINES[engine](c)
        taps_ = ";".join(repr(T) + ":" + repr(X) for T, X in c["retargets"])
        lines.append(",".join([str(c["case"]), repr(c["fps"]), repr(c["mass"]), repr(c["stiffness"]), repr(c["damping"]),
                               repr(c["from"]), repr(c["to"]), repr(c["velocity"]), taps_, str(len(values)), str(end),
                               " ".join(repr(v) for v in values)]))
    return "\n".join(lines) + "\n"


def write_or_check(files, check):
    """Writes each (path, make text, name), or with `check` fails naming the files that differ."""
    bad = []
    for path, make, name in files:
        text = make()
        if check:
            if not path.exists() or path.read_text() != text:
                bad.append(name)
        else:
            path.write_text(text)
    if bad:
        print("stale:", ", ".join(bad))
        sys.exit(1)


def main():
    check = "--check" in sys.argv
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "duration").mkdir(exist_ok=True)
    (OUT / "retarget").mkdir(exist_ok=True)
    files = [(OUT / f"{e}.csv", render, e) for e in ENGINES] + [(OUT / "duration" / f"{e}.csv", render_duration, e)
                                                                  for e in DURATION_ENGINES]
    files += [(OUT / "retarget" / f"{e}.csv", render_retarget, e) for e in RETARGET_ENGINES]
    write_or_check([(path, lambda r=renderer, e=engine: r(e), engine) for path, renderer, engine in files], check)


if __name__ == "__main__":
    main()
