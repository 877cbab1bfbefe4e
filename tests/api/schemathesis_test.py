"""Schemathesis against a live server: every operation of /api/v1/openapi.json, with a bearer
token, its stateful links followed, checked for 5xx answers, answers the document does not
describe (status, content type, schema) and dropped connections.

    python3 tests/api/schemathesis_test.py .build/debug/reciplease [--max-time 240] [--max-examples 40]

The server runs on a free 127.0.0.1 port with a fresh data folder and no provider keys. Where
the machine allows it (`unshare -rn`), the server and Schemathesis run in a network namespace of
their own with only a loopback, so a generated `{"url": ...}` for the import cannot reach any
other host; elsewhere the import operation is left out and the run says so. Exits non-zero on
any failure, or when the server died or stopped answering.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "support"))
from reciplease_http import call, ready_port, stop_and_check  # noqa: E402

CHECKS = "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"
ISOLATED = "RECIPLEASE_SCHEMATHESIS_ISOLATED"
PASSWORD = "correct horse battery staple"
PROVIDER_VARIABLES = ["SPOONACULAR_API_KEY", "THEMEALDB_API_KEY", "EDAMAM_APP_ID", "EDAMAM_APP_KEY", "DATABASE_URL"]


def isolate_if_possible():
    """Runs this script again inside a user and network namespace with only a loopback."""
    if os.environ.get(ISOLATED) is not None:
        return
    probe = subprocess.run(["unshare", "-rn", "sh", "-c", "ip link set lo up"], capture_output=True) if shutil.which("unshare") and shutil.which("ip") else None
    if probe is None or probe.returncode != 0:
        os.environ[ISOLATED] = "0"
        return
    env = dict(os.environ, **{ISOLATED: "1"})
    command = ["unshare", "-rn", "sh", "-c", 'ip link set lo up && exec "$0" "$@"', sys.executable, os.path.abspath(__file__)] + sys.argv[1:]
    sys.stdout.flush()
    os.execvpe("unshare", command, env)


def alive(base, proc):
    if proc.poll() is not None:
        return False
    try:
        return call(base, "GET", "/readyz", timeout=10)[0] == 200
    except Exception:
        return False


def schemathesis(schema_url, token, report_dir, extra):
    """One run; its exit status and the number of test cases it ran."""
    command = [sys.executable, "-m", "schemathesis.cli", "run", schema_url,
               "--header", f"Authorization: Bearer {token}",
               "--checks", CHECKS,
               "--request-timeout", "30",
               "--suppress-health-check", "all",
               "--report", "junit", "--report-dir", report_dir] + extra
    print("+", " ".join(c if "Bearer" not in c else "Authorization: Bearer ***" for c in command), flush=True)
    run = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    print(run.stdout, flush=True)
    # The summary says "Test cases:" and, on the next line, "526 generated, 526 passed".
    match = re.search(r"Test cases:\s*(\d+) generated", run.stdout)
    return run.returncode, int(match.group(1)) if match else 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary", help="the reciplease executable, e.g. $(swift build --show-bin-path)/reciplease")
    parser.add_argument("--max-time", type=int, default=240, help="seconds for the main run (the sign-out run adds up to 30)")
    parser.add_argument("--max-examples", type=int, default=40, help="cases per operation and phase")
    # One worker: with two, Hypothesis's lambda descriptions (ast.parse in threads) sometimes fail
    # with "AST constructor recursion depth mismatch" under Python 3.11, an error of the tool's own.
    parser.add_argument("--workers", default="1")
    args = parser.parse_args()
    isolate_if_possible()
    isolated = os.environ.get(ISOLATED) == "1"

    data_dir = tempfile.mkdtemp(prefix="reciplease-schemathesis-")
    env = {k: v for k, v in os.environ.items() if k not in PROVIDER_VARIABLES}
    env["RECIPLEASE_DATA"] = data_dir
    # Every case comes from one address: with the sign-in limits as shipped, sign-up and sign-in
    # would be tested only as far as their 429 (the limits have tests of their own).
    env["RECIPLEASE_AUTH_PER_CLIENT_PER_MINUTE"] = "100000"
    env["RECIPLEASE_AUTH_GLOBAL_PER_MINUTE"] = "1000000"
    log = open(os.path.join(data_dir, "server.log"), "w")
    proc = subprocess.Popen([os.path.abspath(args.binary), "serve", "--hostname", "127.0.0.1", "--port", "0", "--data-dir", data_dir],
                            env=env, stdout=log, stderr=subprocess.STDOUT)
    failures = []
    try:
        base = f"http://127.0.0.1:{ready_port(proc, log.name)}"
        credentials = {"username": "schemathesis", "password": PASSWORD}
        call(base, "POST", "/api/v1/users", credentials)
        # Two tokens: the main run leaves out sign-out, which would revoke the token it uses.
        main_token = call(base, "POST", "/api/v1/sessions", credentials)[1]["token"]
        sign_out_token = call(base, "POST", "/api/v1/sessions", credentials)[1]["token"]

        schema_url = base + "/api/v1/openapi.json"
        # The event stream stays open until the client goes: every case would run into the timeout
        # (Swift tests cover it: LiveEventsTests).
        excluded = ["--exclude-operation-id", "signOut", "--exclude-operation-id", "streamEvents"]
        if not isolated:
            print("no network namespace here (unshare -rn): the import operation is left out, "
                  "so that no generated URL is fetched from another host", flush=True)
            excluded += ["--exclude-operation-id", "importDocument"]
        total = 0
        code, cases = schemathesis(schema_url, main_token, os.path.join(data_dir, "main"),
                                   excluded + ["--max-examples", str(args.max_examples), "--max-time", str(args.max_time),
                                               "--workers", args.workers])
        total += cases
        if code != 0:
            failures.append(f"the main run exited with {code}")
        code, cases = schemathesis(schema_url, sign_out_token, os.path.join(data_dir, "sign-out"),
                                   ["--include-operation-id", "signOut", "--phases", "examples,coverage,fuzzing",
                                    "--max-examples", "10", "--max-time", "30"])
        total += cases
        if code != 0:
            failures.append(f"the sign-out run exited with {code}")
        if not alive(base, proc):
            failures.append("the server died or stopped answering")
        print(f"schemathesis: {total} test cases over every operation "
              f"({'in a network namespace' if isolated else 'import left out'}); checks: {CHECKS}")
    except Exception as error:
        failures.append(repr(error))
    finally:
        failures += stop_and_check(proc, log)
    if failures:
        print("FAILED:", "; ".join(failures), "(server log:", log.name + ")")
        with open(log.name) as server_log:
            tail = server_log.read().splitlines()[-40:]
        print("\n".join(tail))
        return 1
    shutil.rmtree(data_dir, ignore_errors=True)
    print("1 passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
