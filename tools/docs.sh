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
# SpringToolTesting (not in the umbrella: it imports Testing and XCTest) has a catalog of its own;
# the two archives are merged into one site (/documentation/springtoolkit/, /documentation/springtooltesting/).
touch Sources/SpringToolKit/SpringToolKit.swift Sources/SpringToolTesting/ExpectCurve.swift
rm -f "$graphs"/SpringToolKit*.symbols.json "$graphs"/SpringToolTesting*.symbols.json
for target in SpringToolKit SpringToolTesting; do
  swift build --scratch-path "$scratch" --target "$target" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
done

# convert MODULE: the module's catalog and symbol graphs into $scratch/MODULE.doccarchive, warnings
# as errors, every symbol with an abstract, every parameter, return value and error documented.
convert() {
  local module=$1 lower
  lower=$(tr '[:upper:]' '[:lower:]' <<<"$module")
  local kit="$scratch/$lower-graphs" archive="$scratch/$module.doccarchive"
  rm -rf "$kit" && mkdir -p "$kit"
  cp "$graphs/$module.symbols.json" "$kit"/
  cp "$graphs/$module"@*.symbols.json "$kit"/ 2>/dev/null || true
  rm -rf "$archive"
  docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$kit" --output-dir "$archive" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.springtool.$module" \
    --transform-for-static-hosting --warnings-as-errors --enable-inherited-docs \
    --experimental-documentation-coverage --coverage-summary-level detailed > "$scratch/docc-$lower.log" 2>&1 || {
      cat "$scratch/docc-$lower.log" >&2
      exit 1
    }
  python3 - "$archive" "$module" <<'PY'
import json, sys
archive, module = sys.argv[1], sys.argv[2]
items = json.load(open(archive + "/documentation-coverage.json"))
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
lines = [f"{module}: kind          with an abstract"]
for kind, (have, total) in sorted(kinds.items()):
    lines.append(f"{kind:<22}{have}/{total}")
lines += [f"missing: {m}" for m in missing]
open(archive + "/documentation-coverage.txt", "w").write("\n".join(lines) + "\n")
print("\n".join(lines[:len(kinds) + 1]))
if missing:
    print("\n".join(lines[len(kinds) + 1:]), file=sys.stderr)
    sys.exit(f"{len(missing)} symbols have no abstract")
PY
  if ! python3 tools/doc_parameters.py "$kit/$module.symbols.json" --list > "$scratch/parameters-$lower.txt"; then
    cat "$scratch/parameters-$lower.txt" >&2
    exit 1
  fi
  cat "$scratch/parameters-$lower.txt" >> "$archive/documentation-coverage.txt"
  tail -1 "$scratch/parameters-$lower.txt"
}
convert SpringToolKit
convert SpringToolTesting
merged="$scratch/springtool.doccarchive"
rm -rf "$merged"
docc merge "$scratch/SpringToolKit.doccarchive" "$scratch/SpringToolTesting.doccarchive" --output-path "$merged" \
  --synthesized-landing-page-name springtool > "$scratch/docc-merge.log" 2>&1 || { cat "$scratch/docc-merge.log" >&2; exit 1; }
rm -rf "$out" && mkdir -p "$out"
cp -R "$merged"/. "$out"/
cat "$scratch/SpringToolKit.doccarchive/documentation-coverage.txt" "$scratch/SpringToolTesting.doccarchive/documentation-coverage.txt" \
  > "$out/documentation-coverage.txt"
echo "documentation: $out (open through a web server: python3 -m http.server -d $out)"
