"""A command started with standard input, output or error closed (`<&-`, `>&-`, `2>&-`), or with
standard error on a full disk, says so and exits 1; it neither stops on a trap nor writes what it
prints into a file it opened.

    python3 tests/durability/cli_streams_test.py [--binary .build/debug/reciplease]

Until 2026-12-08, `parse "1 cup sugar" >&- 2>&-` and `search unobtainium 2>/dev/full` stopped with
exit 132, and `parse "1 cup sugar" >&-` said "Invalid argument": the closed number 1 had been taken
by a file the command opened (CLI probe, 2026-12-07). Exits non-zero on any difference.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(binary, arguments, close=(), stderr_path=None, stdin=None):
    def closing():
        for descriptor in close:
            os.close(descriptor)
    error = open(stderr_path, "wb") if stderr_path else subprocess.PIPE
    try:
        done = subprocess.run([binary] + arguments, preexec_fn=closing, stdout=subprocess.PIPE, stderr=error,
                              stdin=stdin if stdin is not None else subprocess.DEVNULL, timeout=120)
    finally:
        if stderr_path:
            error.close()
    return done.returncode, (done.stderr or b"").decode("utf-8", "replace")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "reciplease"))
    binary = parser.parse_args().binary
    problems = []

    def expect(label, got, status, said=None):
        code, error = got
        if code != status or (said is not None and said not in error):
            problems.append(f"{label}: exit {code}, said {error.strip()!r}; expected exit {status}" + (f" and {said!r}" if said else ""))

    expect("parse with standard output closed", run(binary, ["parse", "1 cup sugar"], close=[1]), 1,
           "Error: cannot write to standard output (it is closed)")
    expect("parse with standard output and error closed", run(binary, ["parse", "1 cup sugar"], close=[1, 2]), 1)
    expect("search with standard output closed", run(binary, ["search", "tomato"], close=[1]), 1,
           "cannot write to standard output (it is closed)")
    expect("a refusal with standard error closed", run(binary, ["search", "unobtainium"], close=[2]), 1)
    expect("a refusal with standard error on a full disk",
           run(binary, ["search", "unobtainium"], stderr_path="/dev/full"), 1)
    expect("parse reading a closed standard input", run(binary, ["parse"], close=[0]), 1,
           "cannot read standard input (it is closed)")
    expect("parse reading an empty standard input", run(binary, ["parse"]), 0)
    with tempfile.TemporaryDirectory(prefix="reciplease-streams-") as folder:
        target = os.path.join(folder, "library.jsonl")
        # what the command prints goes nowhere near the file it writes, whatever number that file gets
        expect("generate --output with standard output closed",
               run(binary, ["generate", "--count", "3", "--seed", "1", "--output", target], close=[1]), 0)
        try:
            with open(target) as written:
                lines = written.read().splitlines()
            if len(lines) != 3 or not all(json.loads(line).get("name") for line in lines):
                problems.append(f"generate --output with standard output closed wrote {len(lines)} lines, not 3 recipes")
        except (OSError, ValueError) as failure:
            problems.append(f"generate --output with standard output closed: {failure}")

    for problem in problems:
        print(problem, file=sys.stderr)
    print("cli streams test:", "failed" if problems else "passed (closed input, output and error; error on a full disk)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
