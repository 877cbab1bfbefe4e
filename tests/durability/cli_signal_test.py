"""A command stopped while it writes its --output file leaves the file that was there and no part
file: SIGINT (Ctrl-C), SIGTERM (kill) and SIGHUP (a closed terminal) stop `generate` mid-write.

    python3 tests/durability/cli_signal_test.py [--binary .build/debug/reciplease]

A 62 MB hidden `.NAME.XXXXXXXX.part` file stayed beside an interrupted export until 2026-12-07
(CLI probe). Exits non-zero when a part file stays or the old file changed.
"""
import argparse
import glob
import os
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def stop_mid_write(binary, folder, name):
    target = os.path.join(folder, "library.jsonl")
    with open(target, "w") as old:
        old.write("old\n")
    process = subprocess.Popen([binary, "generate", "--count", "200000", "--seed", "1", "--output", target],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 120
    sent = False
    while process.poll() is None and time.time() < deadline:
        parts = glob.glob(os.path.join(folder, ".library.jsonl.*.part"))
        if parts and os.path.getsize(parts[0]) > 256 * 1024:
            process.send_signal(getattr(signal, name))
            sent = True
            break
        time.sleep(0.005)
    status = process.wait(timeout=60)
    problems = []
    if not sent:
        problems.append(f"{name}: the part file never passed 256 KB (exit {status})")
    left = glob.glob(os.path.join(folder, ".*.part"))
    if left:
        problems.append(f"{name}: part file left: {left}")
    with open(target) as kept:
        if kept.read() != "old\n":
            problems.append(f"{name}: the old file changed")
    if sent and status != -getattr(signal, name):
        problems.append(f"{name}: exit {status}, not stopped by the signal")
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "reciplease"))
    args = parser.parse_args()
    problems = []
    for name in ["SIGINT", "SIGTERM", "SIGHUP"]:
        with tempfile.TemporaryDirectory(prefix="reciplease-signal-") as folder:
            problems += stop_mid_write(args.binary, folder, name)
    for problem in problems:
        print(problem, file=sys.stderr)
    print("cli signal test:", "failed" if problems else "passed (SIGINT, SIGTERM, SIGHUP)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
