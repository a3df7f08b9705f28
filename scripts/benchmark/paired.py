#!/usr/bin/env python3
"""Times commands in interleaved rounds and writes hyperfine-shaped JSON.

    paired.py OUT.json RUNS -n NAME 'COMMAND' -n NAME 'COMMAND' ...

Every round runs each command once, in an order that rotates from round to round, so a slow
spell of a shared machine lands on all commands alike instead of on whichever ran then (hyperfine
runs all of one command before the next). One warm-up round comes first. Each command runs
through `sh -c`; the median time of an empty `sh -c ''` is subtracted, as hyperfine subtracts its
shell's start-up. The JSON has, per command, its median, min, max and mean wall-clock seconds and
its mean user and system seconds (of the command and its children, from wait4).
"""

import json
import os
import statistics
import subprocess
import sys
import time


def run(command):
    """Wall seconds, user seconds and system seconds of one run of `command`."""
    start = time.perf_counter()
    process = subprocess.Popen(["sh", "-c", command], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = 0
    return wall, usage.ru_utime, usage.ru_stime


def main():
    out, runs = sys.argv[1], int(sys.argv[2])
    arguments = sys.argv[3:]
    commands = []
    while arguments:
        if arguments[0] != "-n" or len(arguments) < 3:
            sys.exit("usage: paired.py OUT.json RUNS -n NAME COMMAND [-n NAME COMMAND ...]")
        commands.append((arguments[1], arguments[2]))
        arguments = arguments[3:]

    shell = statistics.median(run("")[0] for _ in range(9))
    for _, command in commands:  # warm-up: file caches, page cache of the binaries
        run(command)
    samples = {name: [] for name, _ in commands}
    for round_index in range(runs):
        shift = round_index % len(commands)
        for name, command in commands[shift:] + commands[:shift]:
            samples[name].append(run(command))

    results = []
    for name, command in commands:
        walls = [max(0.0, wall - shell) for wall, _, _ in samples[name]]
        results.append({
            "command": name,
            "shell_command": command,
            "median": statistics.median(walls),
            "min": min(walls),
            "max": max(walls),
            "mean": statistics.mean(walls),
            "user": statistics.mean(user for _, user, _ in samples[name]),
            "system": statistics.mean(system for _, _, system in samples[name]),
            "times": walls,
        })
    with open(out, "w") as handle:
        json.dump({"shell_seconds": shell, "interleaved": True, "results": results}, handle,
                  indent=2)
    for result in results:
        print("%-12s median %.3f s (%.3f–%.3f), user %.3f s, system %.3f s" % (
            result["command"], result["median"], result["min"], result["max"], result["user"],
            result["system"]), file=sys.stderr)


if __name__ == "__main__":
    main()
