#!/usr/bin/env python3
"""Writes docs/schemas/COMMAND.schema.json: the vocabulary of every command's JSON output, one
JSON Schema (draft 2020-12) per command. The names here are the project's names for its
concepts (settlingTime, peakOvershoot, percentOfTravel, …): a command that wants to say the
same thing uses the same key. JSONSchemaTests validates every command's output against these
files with a reader that refuses duplicate keys. After changing the vocabulary on purpose:
    python3 tools/json_schemas.py
"""
import json, os

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def t(spec):
    """A type from a short spec: n number, i integer, s string, b boolean, a trailing ? adds null."""
    if isinstance(spec, dict):
        return spec
    nullable = spec.endswith("?")
    base = {"n": "number", "i": "integer", "s": "string", "b": "boolean"}[spec.rstrip("?")]
    return {"type": [base, "null"] if nullable else base}


def obj(properties, required=None, extra=None):
    """An object with these properties (all required unless `required` says which)."""
    out = {"type": "object", "properties": {k: t(v) for k, v in properties.items()},
           "required": list(properties) if required is None else required}
    out["additionalProperties"] = extra if extra is not None else False
    return out


def array(items):
    return {"type": "array", "items": items}


def ref(name):
    return {"$ref": "#/$defs/" + name}


extremum = obj({"time": "n", "value": "n", "distance": "n", "percentOfTravel": "n?"})
nullable_extremum = {"anyOf": [ref("extremum"), {"type": "null"}]}
numbers = {"type": "object", "additionalProperties": {"type": "number"}}
metadata = {"type": "object", "additionalProperties": {"type": ["string", "number"]}}
samples = array(obj({"t": "n", "value": "n", "velocity": "n"}, required=["t", "value"]))
platform_code = obj({"platform": "s", "parameters": numbers, "snippet": "s", "notes": array({"type": "string"})})

# A scene's state change, track by track (scenes --scene, analyze --scene).
scene_tracks = obj({
    "scene": "s", "source": "s", "trigger": "s", "reverse": "b", "ios": "i",
    "assumptions": numbers, "notes": array({"type": "string"}),
    "tracks": array(obj({"key": "s", "view": "s", "property": {"enum": ["x", "y", "width", "height", "rotation", "scale", "opacity",
                                                                        "color", "text"]},
                         "from": "n", "to": "n", "fromLabel": "s?", "toLabel": "s?", "unit": "s", "animation": "s", "code": "s",
                         "reason": "s", "end": "n", "overshoot": "n",
                         # a colour's distance past its end colour per component, linear extended sRGB (r, g, b; r1… for a gradient)
                         "colorOvershoot": numbers})),
})

schemas = {
    "sample": obj({"metadata": metadata, "samples": samples}),
    "convert": {"anyOf": [
        obj({"family": "s", "mass": "n", "stiffness": "n", "dampingCoefficient": "n", "dampingRatio": "n", "response": "n",
             "duration": "n", "bounce": "n", "tension": "n", "friction": "n", "unitMassStiffness": "n",
             "unitMassDampingCoefficient": "n", "origamiTension": "n", "origamiFriction": "n", "bounciness": "n?", "speed": "n?",
             "reanimatedDuration": "n?", "reanimatedDampingRatio": "n?", "visualDuration": "n?", "motionBounce": "n?", "naturalFrequency": "n",
             "dampedFrequency": "n?", "decayRate": "n", "regime": {"enum": ["undamped", "underdamped", "critical", "overdamped"]},
             "settlingTime": "n?"}),
        ref("platformCode")]},
    "presets": {"anyOf": [
        array(obj({"name": "s", "aliases": "s", "platform": "s", "api": "s", "parameters": "s", "stiffness": "n",
                   "dampingCoefficient": "n", "dampingRatio": "n", "response": "n", "source": "s"})),
        array(obj({"name": "s", "aliases": "s", "curve": "s", "source": "s"})),
        array(obj({"name": "s", "ms": "n", "seconds": "n", "source": "s"}))]},
    # One schema with and without --retarget/--easing: the summary is the analysis's motion, band,
    # settling time and peak overshoot, in the same words.
    "scenes": {"anyOf": [
        array(obj({"scene": "s", "aliases": "s", "source": "s", "animates": "s", "assumes": "s"})),
        ref("sceneTracks")]},
    "analyze": {"anyOf": [ref("sceneTracks"),
        # analyze --decay: one model, or every model for the same release.
        obj({"decay": obj({"model": "s", "from": "n", "velocity": "n", "rest": "n", "distance": "n", "time99": "n?",
                           "peakVelocity": "n", "projection": "n"}, required=["model", "rest", "distance"]),
             "engine": obj({"name": "s", "end": "n?", "notes": array({"type": "string"})})}),
        obj({"decays": array(obj({"model": "s", "rest": "n", "distance": "n", "end": "n?", "time99": "n?", "peakVelocity": "n",
                                   "notes": array({"type": "string"})}))}),
        # analyze --decay --distance: the release each model needs (null where none reaches it, with the reason).
        obj({"from": "n", "distance": "n",
             "reach": array(obj({"model": "s", "velocity": "n?", "rest": "n?", "reason": {"type": ["string", "null"]}}))}),
        obj({
        "spring": obj({"family": "s", "given": numbers, "mass": "n", "stiffness": "n", "dampingCoefficient": "n",
                       "dampingRatio": "n", "response": "n", "regime": "s"}),
        "motion": obj({"from": "n", "to": "n", "velocity": "n", "restsAt": "n", "retargets": "i"}, required=["from"]),
        "epsilon": "n", "band": "n",
        "settling": {"type": "object", "additionalProperties": {"type": ["number", "null"]}},
        "settlingDefinitions": {"type": "object", "additionalProperties": {"type": "string"}},
        "settlingTime": "n?", "settlingRule": "s",
        "peakOvershoot": nullable_extremum, "deepestUndershoot": nullable_extremum,
        "bandCrossings": "i", "period": "n?", "halfwayTime": "n?", "ninetyPercentTime": "n?",
        # One spring on an engine: its deviation from the exact spring; a retargeted motion: its legs.
        "engine": {"anyOf": [
            obj({"name": "s", "end": "n?", "overshoot": "n", "maxDeviation": "n", "maxDeviationTime": "n",
                 "maxDeviationPercentOfTravel": "n?", "notes": array({"type": "string"})}),
            obj({"name": "s", "end": "n?", "notes": array({"type": "string"}),
                 "legs": array(obj({"start": "n", "target": "n", "end": "n?", "overshoot": "n", "overshootTime": "n?"}))})]},
    }, required=["motion", "peakOvershoot"])]},
    # Two curves; or a scene of several values, each spring track compared in its own unit.
    "compare": {"anyOf": [obj({"a": "s", "b": "s", "samples": "i", "maxValueDifference": "n", "maxValueDifferenceTime": "n",
                    "maxValueDifferencePercentOfTravel": "n?", "rmsValueDifference": "n", "maxVelocityDifference": "n?",
                    "maxVelocityDifferenceTime": "n?", "settlingTimeA": "n?", "settlingTimeB": "n?",
                    "settlingTimeDifference": "n?", "settlingRuleA": "s", "settlingRuleB": "s", "overshootA": "n",
                    "overshootB": "n", "interpolated": "b", "tolerance": "n", "withinTolerance": "b",
                    "notes": array({"type": "string"})},
                   required=["a", "b", "samples", "maxValueDifference"]),
        obj({"scene": "s", "a": "s", "b": "s", "tolerance": "n", "withinTolerance": "b",
             "tracks": array(obj({"key": "s", "view": "s", "property": "s", "unit": "s", "from": "n", "to": "n",
                                  "settlingTimeA": "n?", "settlingTimeB": "n?", "overshootA": "n", "overshootB": "n",
                                  "maxValueDifference": "n", "maxValueDifferenceTime": "n", "rmsValueDifference": "n",
                                  "samples": "i"})),
             "notCompared": array(obj({"key": "s", "why": "s"}))},
            required=["scene", "a", "b", "tracks", "notCompared"])]},
    # The data a preview page plays: the stage (a scene's views, or a dot), each row's frames by track.
    "preview": obj({"title": "s", "duration": "n",
                    "stage": obj({"kind": {"enum": ["scene", "dot"]}, "width": "n", "height": "n", "views": array(obj({
                        "id": "s", "shape": {"enum": ["rect", "capsule", "circle", "text", "arrow"]}, "radius": "n", "text": "s",
                        "textTo": "s?", "size": "n", "x": "n", "y": "n", "width": "n", "height": "n",
                        "fill": array({"type": "string"}), "fillTo": {"anyOf": [array({"type": "string"}), {"type": "null"}]},
                        "opacity": "n", "pivot": {"anyOf": [array({"type": "number"}), {"type": "null"}]},
                        "bindings": array(obj({"property": "s", "track": "s", "offset": "n"}))},
                        required=["id", "shape", "x", "y", "width", "height", "fill", "fillTo", "opacity", "pivot", "bindings"]))},
                        required=["kind"]),
                    "curve": "s?", "tracks": array({"type": "string"}),
                    # Where each component comes to rest and the scale its settling band is a fraction of.
                    "rests": {"type": "object", "additionalProperties": obj({"value": "n", "bandScale": "n"})},
                    # A fling among snap points: the points and each platform's pick.
                    "snaps": obj({"points": array({"type": "number"}), "picks": array(obj({"engine": "s", "target": "n", "reason": "s"}))}),
                    "rows": array(obj({"label": "s", "hold": "b", "end": "n?", "notes": array({"type": "string"}), "t": array({"type": "number"}),
                                       "components": {"type": "object", "additionalProperties": array({"type": "number"})}})),
                    "finger": obj({"t": array({"type": "number"}), "x": array({"type": "number"})})},
                   required=["title", "duration", "stage", "rows"]),
    "verify": array(obj({"file": "s", "computedBy": "s", "samples": "i?", "worstValueError": "n?",
                         "worstVelocityError": "n?", "tolerance": "n?", "result": "s"}, required=["file", "result"])),
    # snap: each platform's pick, the velocity it hands the spring, the spring's end and overshoot, its frames.
    "snap": obj({"points": array({"type": "number"}), "from": "n", "velocity": "n",
                 "snaps": array(obj({"engine": "s", "target": "n", "index": "i", "reason": "s", "handedVelocity": "n?", "unit": "s",
                                     "spring": "s", "end": "n?", "overshoot": "n?", "rule": "s", "handoff": "s", "source": "s",
                                     "samples": array(obj({"t": "n", "value": "n", "velocity": "n"}))}))}),
    # rubber-band: each offset's shown overscroll per platform, and where each rule comes from.
    "rubber-band": obj({"dimension": "n", "events": "i",
                        "models": array(obj({"engine": "s", "api": "s", "rule": "s", "source": "s"})),
                        "rows": array({"type": "object", "required": ["offset"], "properties": {"offset": {"type": "number"}},
                                       "additionalProperties": {"type": "number"}})}),
    "drag": obj({"isOn": "b", "startedOn": "b", "policy": "s", "recognition": "s", "reason": "s", "releaseVelocityRule": "s",
                 "tap": "s", "travel": "n", "releaseTime": "n?", "recognitionTime": "n?", "releaseOffset": "n?",
                 "fingerVelocity": "n?", "knobReleaseVelocity": "n?", "projectedOffset": "n?", "settlingTime": "n?",
                 "settlingTimeAfterRelease": "n?", "settlingDefinition": "s", "overshoot": "n?", "overshootPercent": "n?",
                 "overshootTime": "n?", "pastTrack": "n?", "edgeClearance": "n?",
                 "trajectory": array(obj({"t": "n", "position": "n", "velocity": "n", "phase": "s"}))},
                required=["isOn", "startedOn", "policy", "reason"]),
    "morph": obj({"settlingTime": "n?",
                  "components": array(obj({"component": "s", "from": "n", "to": "n", "settlingTime": "n?", "overshoot": "n",
                                           "overshootPercent": "n?", "min": "n", "max": "n", "closestToBounds": "n?",
                                           "valueAtT": "n", "progressAtT": "n?"},
                                          required=["component", "from", "to", "settlingTime", "overshoot"])),
                  "frames": array({"type": "object", "required": ["t"], "additionalProperties": {"type": ["number", "string"]}})},
                 required=["components", "frames"]),
    "fit": obj({"source": "s", "response": "n", "dampingRatio": "n", "bounce": "n", "stiffness": "n", "dampingCoefficient": "n",
                "settlingTime": "n?", "swiftui": "s", "rmsError": "n", "maxError": "n", "maxErrorTime": "n"}),
    "tune": obj({"response": "n", "dampingRatio": "n", "bounce": "n", "mass": "n", "stiffness": "n", "dampingCoefficient": "n",
                 "targets": numbers, "achieved": {"type": "object", "additionalProperties": {"type": ["number", "null"]}},
                 "overshootPercent": "n", "settlingDefinition": "s"}),
    "export": {"anyOf": [
        ref("platformCode"),
        obj({"source": "s", "duration": "n", "easing": "s", "css": "s", "stops": "i", "maxError": "n", "bound": "n"}),
        obj({"source": "s", "duration": "n", "css": "s", "maxError": "n"}),
        obj({"metadata": metadata, "samples": samples})]},
    "sweep": obj({"metadata": metadata, "rows": array({"type": "object", "additionalProperties": {"type": ["number", "null"]}})}),
    # match: a reference spring, each platform's best config (its springtool arguments) with the error measured on its engine.
    "match": obj({
        "reference": obj({"spring": obj({"family": "s", "preset": "s",
                                          "canonical": obj({"mass": "n", "stiffness": "n", "dampingCoefficient": "n",
                                                            "dampingRatio": "n", "response": "n"})},
                                         required=["family", "canonical"], extra={"type": "number"}), "from": "n", "to": "n", "velocity": "n", "framesPerSecond": "n",
                          "epsilon": "n", "end": "n?", "window": "n", "curve": "s?"}),
        "platforms": array(obj({"engine": "s", "arguments": array({"type": "string"}), "spelling": "s", "config": numbers,
                                "maxError": "n", "maxErrorTime": "n", "end": "n?",
                                "exact": {"anyOf": [obj({"arguments": array({"type": "string"}), "spelling": "s", "config": numbers,
                                                         "maxError": "n", "maxErrorTime": "n", "end": "n?"}), {"type": "null"}]},
                                "notes": array(obj({"key": "s", "text": "s"}))})),
        "web": array(obj({"kind": {"enum": ["css-linear", "css-keyframes-eased", "stand-in"]}, "css": "s", "duration": "n", "bound": "n?", "stops": "i?",
                          "maxError": "n", "maxErrorTime": "n", "end": "n?"})),
    }),
    # lint: what a motion asks of a viewer, measure by measure, and the guidelines each measure relates to (no score).
    "lint": obj({
        "viewport": obj({"width": "n", "height": "n"}), "largeAreaPercent": "n", "epsilon": "n", "framesPerSecond": "n",
        "motions": array(obj({"motion": "s", "kind": {"enum": ["position", "size", "scale", "rotation", "opacity", "colour", "text"]},
                              "axis": {"enum": ["width", "height", None]}, "unit": "s", "from": "n", "to": "n", "engine": "s",
                              "motionAnimation": "b", "end": "n?", "endRule": "s", "overshoot": "n", "overshootPercent": "n?",
                              "overshootTime": "n?", "swings": "i", "window": "n", "peakSpeed": "n", "peakSpeedTime": "n",
                              "peakDisplacement": "n", "viewportSharePercent": "n?", "largeArea": "b?",
                              "reducedMotion": obj({"removedOn": array({"type": "string"}), "playsOn": array({"type": "string"})})})),
        "skipped": array(obj({"motion": "s", "why": "s"})),
        "guidelines": array(obj({"id": "s", "title": "s", "says": "s", "source": "s", "measures": array({"type": "string"})})),
    }),
    "engines": array(obj({"engine": "s", "reproduces": "s", "upstream": "s", "files": "s", "version": "s", "frameClock": "s",
                          "endRule": "s", "velocity": "s", "retarget": "s", "reducedMotion": "s"})),
    "backends": array(obj({"backend": "s", "available": "b", "version": "s", "methods": "s", "description": "s"})),
    "bench": array(obj({"suite": "s", "case": "s", "springtool": "n?", "reference": "n?", "unit": "s", "ratio": "n?",
                        "target": "n?", "met": "b?", "referenceIs": "s"})),
}


def main():
    out = os.path.join(root, "docs", "schemas")
    os.makedirs(out, exist_ok=True)
    for command, schema in schemas.items():
        document = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": f"springtool/{command}.schema.json",
                    "title": f"springtool {command} --format json"}
        document.update(schema)
        document["$defs"] = {"extremum": extremum, "platformCode": platform_code, "sceneTracks": scene_tracks}
        with open(os.path.join(out, f"{command}.schema.json"), "w", encoding="utf-8") as f:
            json.dump(document, f, indent=2, ensure_ascii=False)
            f.write("\n")
    print(f"{len(schemas)} schemas in docs/schemas")


if __name__ == "__main__":
    main()
