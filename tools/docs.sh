#!/usr/bin/env bash
# Builds the library's documentation site (DocC) into OUTDIR, for static hosting:
#   tools/docs.sh OUTDIR
# Symbol graphs come from a build with -emit-symbol-graph (SpringToolKit's graph carries every
# module it re-exports); `docc convert` runs with warnings as errors; the coverage summary (which
# symbols have an abstract) is written to OUTDIR/documentation-coverage.txt, and the build fails if
# any type, case, property, method or initializer the project declares lacks one (the members
# Swift synthesizes, such as hash(into:) and ==, aside), or if any function, initializer or
# subscript leaves a parameter, its return value or its error undocumented
# (tools/doc_parameters.py). Open it through a web server:
#   python3 -m http.server -d OUTDIR 8000   →   http://localhost:8000/documentation/springtoolkit/
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: tools/docs.sh OUTDIR}"
scratch=.build-docs
graphs="$scratch/symbol-graphs"
mkdir -p "$graphs"
# The umbrella's graph carries every re-exported module's symbols and comments: make sure it is
# emitted afresh (its own source does not change when another module's comments do).
touch Sources/SpringToolKit/SpringToolKit.swift
rm -f "$graphs"/SpringToolKit*.symbols.json
swift build --scratch-path "$scratch" --target SpringToolKit \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
kit="$scratch/kit-graphs"
rm -rf "$kit" && mkdir -p "$kit"
cp "$graphs"/SpringToolKit.symbols.json "$graphs"/SpringToolKit@*.symbols.json "$kit"/
archive="$scratch/SpringToolKit.doccarchive"
rm -rf "$archive"
docc convert Sources/SpringToolKit/SpringToolKit.docc --additional-symbol-graph-dir "$kit" --output-dir "$archive" \
  --fallback-display-name SpringToolKit --fallback-bundle-identifier org.springtool.SpringToolKit \
  --transform-for-static-hosting --warnings-as-errors --enable-inherited-docs \
  --experimental-documentation-coverage --coverage-summary-level detailed > "$scratch/docc.log" 2>&1 || {
    cat "$scratch/docc.log" >&2
    exit 1
  }
rm -rf "$out" && mkdir -p "$out"
cp -R "$archive"/. "$out"/
python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
items = json.load(open(out + "/documentation-coverage.json"))
synthesized = {"==(_:_:)", "!=(_:_:)", "hash(into:)", "hashValue", "init(rawValue:)", "rawValue", "localizedDescription",
               "init(from:)", "encode(to:)", "allCases", "id"}
kinds = {}
missing = []
for item in items:
    kind = item["kind"]["name"]
    if kind in ("CollectionGroup", "Article") or item.get("title") in synthesized or "-Implementations" in item["referencePath"]:
        continue
    kinds.setdefault(kind, [0, 0])
    kinds[kind][1] += 1
    if item.get("hasAbstract"):
        kinds[kind][0] += 1
    else:
        missing.append(kind + " " + item["referencePath"].split("/documentation/")[-1])
lines = ["kind                  with an abstract"]
for kind, (have, total) in sorted(kinds.items()):
    lines.append(f"{kind:<22}{have}/{total}")
lines += [f"missing: {m}" for m in missing]
open(out + "/documentation-coverage.txt", "w").write("\n".join(lines) + "\n")
print("\n".join(lines[:len(kinds) + 1]))
if missing:
    print("\n".join(lines[len(kinds) + 1:]), file=sys.stderr)
    sys.exit(f"{len(missing)} symbols have no abstract")
PY
if ! python3 tools/doc_parameters.py "$kit"/SpringToolKit.symbols.json --list > "$scratch/parameters.txt"; then
  cat "$scratch/parameters.txt" >&2
  exit 1
fi
cat "$scratch/parameters.txt" >> "$out/documentation-coverage.txt"
tail -1 "$scratch/parameters.txt"
echo "documentation: $out (open through a web server: python3 -m http.server -d $out)"
