#!/usr/bin/env python3
"""How closely springtool's command line follows each platform's retarget rules: every case of
Tests/Fixtures/engines/retarget/*.csv (written by tools/engine_reference.py from the upstream code)
is run through the interface users call,

    springtool sample --engine E --mass M --stiffness K --friction C --from A --to B --velocity V
                      --retarget T:X [--retarget T2:X2] --fps F --duration D --format json
    springtool analyze (the same, less --duration) --format json        -> engine.end

and compared frame by frame. Prints, per engine: the cases, the worst per-frame difference as a
fraction of the largest travel, and how many end times agree.

Usage: python3 tools/retarget_agreement.py [path/to/springtool]   (default .build/debug/springtool)
"""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests" / "Fixtures" / "engines" / "retarget"


def settings(fixture):
    """`android`, `flutter@flutter-clock=exact+…` → the engine and its setting options."""
    engine, _, rest = fixture.partition("@")
    options = []
    for part in filter(None, rest.split("+")):
        key, _, value = part.partition("=")
        options += [f"--{key}"] + ([value] if value else [])
    return engine, options


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build" / "debug" / "springtool")
    print(f"{'engine':34} {'cases':>5} {'worst Δ / travel':>17} {'ends agree':>10}")
    worst_all = 0.0
    for path in sorted(FIXTURES.glob("*.csv")):
        fixture = path.stem
        engine, extra = settings(fixture)
        worst, agree, count = 0.0, 0, 0
        for line in path.read_text().splitlines():
            if line.startswith("#") or line.startswith("case,"):
                continue
            cells = line.split(",")
            fps, m, k, c, frm, to, v = (float(x) for x in cells[1:8])
            taps = [t.split(":") for t in cells[8].split(";")]
            end = int(cells[10])
            values = [float(x) for x in cells[11].split()]
            args = ["--engine", engine, *extra, "--mass", repr(m), "--stiffness", repr(k), "--friction", repr(c),
                    "--from", repr(frm), "--to", repr(to), "--velocity", repr(v), "--fps", repr(fps)]
            for t, x in taps:
                args += ["--retarget", f"{t}:{x}"]
            duration = (len(values) - 1) / fps
            out = subprocess.run([binary, "sample", *args, "--duration", repr(duration), "--format", "json"],
                                 capture_output=True, text=True, check=True).stdout
            samples = [s["value"] for s in json.loads(out)["samples"]]
            scale = max(abs(float(x) - frm) for _, x in taps + [(0, to)])
            worst = max([worst] + [abs(a - b) / scale for a, b in zip(samples, values)])
            out = subprocess.run([binary, "analyze", *args, "--format", "json"], capture_output=True, text=True, check=True).stdout
            got = json.loads(out)["engine"]["end"]
            expected = end / fps if end >= 0 else None
            agree += (got is None and expected is None) or (got is not None and expected is not None and abs(got - expected) < 1e-9)
            count += 1
        worst_all = max(worst_all, worst)
        print(f"{fixture:34} {count:5d} {worst:17.3g} {agree:>5d}/{count}")
    print(f"worst over every engine: {worst_all:.3g} of the travel")


if __name__ == "__main__":
    main()
