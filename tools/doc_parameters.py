#!/usr/bin/env python3
"""Checks that every function, initializer and subscript the project declares documents each
parameter (`- Parameter x:` or a `- Parameters:` list), its return value (`- Returns:`, unless it
returns nothing, is an initializer, or its summary already names what it returns: a noun phrase
such as "The settling time of …" or "Whether …") and what it throws (`- Throws:`), reading a
symbol graph.

    tools/doc_parameters.py GRAPH.symbols.json [--list]

Prints one line per symbol with something missing (with --list) and a summary; exits 1 if any.
Symbols that inherit their documentation (protocol requirements' implementations without a
comment of their own) and the members Swift synthesizes are skipped, as DocC shows theirs.
"""
import json, re, sys

FUNCTIONS = {"swift.func", "swift.method", "swift.type.method", "swift.init", "swift.subscript", "swift.type.subscript",
             "swift.func.op"}
SYNTHESIZED = {"==(_:_:)", "!=(_:_:)", "hash(into:)", "init(rawValue:)", "init(from:)", "encode(to:)"}


# A summary that names what is returned starts with one of these words ("The code for …",
# "Whether the text …"); a summary that starts with a verb ("Writes …") needs a Returns section.
NOUN_PHRASE = re.compile(r"^(The|A|An|Whether|Every|Each|Its|One|How|What|Which|When|Where|This|That|These|Frames|Frame)\b")


def summary_names_result(lines):
    """Whether the first line of the comment is a noun phrase (it says what is returned)."""
    first = next((line["text"].strip() for line in lines if line["text"].strip()), "")
    return bool(NOUN_PHRASE.match(first))


def documented(lines):
    """The parameter names, and whether Returns and Throws sections exist."""
    names, returns, throws, in_list = set(), False, False, False
    for line in lines:
        text = line["text"]
        m = re.match(r"\s*- Parameter (\S+?):", text)
        if m:
            names.add(m.group(1)); in_list = False; continue
        if re.match(r"\s*- Parameters:", text):
            in_list = True; continue
        m = re.match(r"\s+- (\S+?):", text)
        if in_list and m:
            names.add(m.group(1)); continue
        if re.match(r"\s*- Returns:", text):
            returns = True; in_list = False
        elif re.match(r"\s*- Throws:", text):
            throws = True; in_list = False
        elif re.match(r"\s*- \S", text) and not text.startswith("  "):
            in_list = False
    return names, returns, throws


def main():
    graph = json.load(open(sys.argv[1]))
    listing = "--list" in sys.argv
    problems, checked = [], 0
    for symbol in graph["symbols"]:
        if symbol["kind"]["identifier"] not in FUNCTIONS or symbol["names"]["title"] in SYNTHESIZED:
            continue
        comment = symbol.get("docComment")
        if comment is None or comment.get("module") == "Swift" or (comment.get("module") and not comment["module"].startswith("SpringTool")):
            continue  # inherited (DocC shows the requirement's or the standard library's)
        checked += 1
        names, returns, throws = documented(comment["lines"])
        signature = symbol.get("functionSignature", {})
        missing = []
        for p in signature.get("parameters", []):
            if p["name"] not in names and p.get("internalName") not in names:
                missing.append("parameter " + p.get("internalName", p["name"]))
        result = "".join(f["spelling"] for f in signature.get("returns", []))
        if result not in ("", "()", "Void") and symbol["kind"]["identifier"] != "swift.init" and not returns \
                and not summary_names_result(comment["lines"]):
            if not symbol["kind"]["identifier"].endswith("subscript"):
                missing.append("returns")
        if any(f["kind"] == "keyword" and f["spelling"] in ("throws", "rethrows") for f in symbol.get("declarationFragments", [])) \
                and not throws:
            missing.append("throws")
        if missing:
            path = ".".join(symbol["pathComponents"])
            problems.append(f"{path}: {', '.join(missing)}")
    if listing:
        print("\n".join(sorted(problems)))
    print(f"{checked - len(problems)} of {checked} functions, initializers and subscripts document every parameter, "
          f"return value and error")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
