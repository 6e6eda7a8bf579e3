#!/usr/bin/env python3
"""Re-runs the examples of the README and the DocC articles and writes their output back.

In ```sh blocks, a line starting with "$ " is a command (`swift run springtool …` or
`springtool …`, optionally piped into `head -N` or `tail -N`); the lines after it, up to the next
command or the end of the block, are its output. A command followed by `# output varies` keeps
its text as written. Run it after changing what a command prints, and review the diff:
    swift build && python3 tools/readme_examples.py
The test ReadmeTests checks the README against the binary the same way (it never rewrites it).
Commands run in a scratch directory holding links to curves/ and docs/, with COLUMNS unset.
"""
import os, re, shutil, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = os.path.join(root, ".build", "debug", "springtool")


def run(command, cwd):
    text = command.split(" # ")[0].strip()
    pipe = None
    m = re.search(r"\s*\|\s*(head|tail) -(\d+)\s*$", text)
    if m:
        pipe = (m.group(1), int(m.group(2)))
        text = text[: m.start()]
    if text.startswith("swift run "):
        text = text[len("swift run "):]
    if text.startswith("-c release "):
        text = text[len("-c release "):]
    words = subprocess.run(["bash", "-c", 'for w in ' + text + '; do printf "%s\\0" "$w"; done'],
                           capture_output=True, text=True, check=True).stdout.split("\0")[:-1]
    assert words[0] == "springtool", command
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "NO_COLOR")}
    out = subprocess.run([binary] + words[1:], capture_output=True, text=True, cwd=cwd, env=env)
    lines = out.stdout.splitlines()
    if pipe:
        lines = lines[: pipe[1]] if pipe[0] == "head" else lines[-pipe[1]:]
    return [l.rstrip() for l in lines]


def files():
    """The README, then the umbrella catalog's articles (their examples are run the same way)."""
    catalog = os.path.join(root, "Sources", "SpringToolKit", "SpringToolKit.docc")
    return [os.path.join(root, "README.md")] + sorted(
        os.path.join(catalog, name) for name in os.listdir(catalog) if name.endswith(".md"))


def main():
    for path in files():
        rewrite(path)


def rewrite(path):
    source = open(path, encoding="utf-8").read().split("\n")
    cwd = tempfile.mkdtemp()
    for name in ("curves", "docs"):
        os.symlink(os.path.join(root, name), os.path.join(cwd, name))
    out, i, in_sh = [], 0, False
    while i < len(source):
        line = source[i]
        if line.startswith("```"):
            in_sh = line.strip() == "```sh" if not in_sh else False
            if in_sh:
                shutil.rmtree(cwd)
                cwd = tempfile.mkdtemp()
                for name in ("curves", "docs"):
                    os.symlink(os.path.join(root, name), os.path.join(cwd, name))
            out.append(line)
            i += 1
            continue
        if in_sh and line.startswith("$ ") and "# output varies" not in line:
            out.append(line)
            i += 1
            while i < len(source) and not source[i].startswith("$ ") and not source[i].startswith("```"):
                i += 1
            out.extend(run(line[2:], cwd))
            continue
        out.append(line)
        i += 1
    shutil.rmtree(cwd)
    open(path, "w", encoding="utf-8").write("\n".join(out))


if __name__ == "__main__":
    main()
