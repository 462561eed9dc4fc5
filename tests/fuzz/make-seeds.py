#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Writes seed inputs for the fuzz targets from real inputs in the repository, one directory per
# target under OUT (default build/fuzz/seeds). The committed corpora (corpus/<name>/) were made by
# minimising these seeds plus what libFuzzer found (see README.md). Deterministic: fixed RNG seed.
import copy
import glob
import hashlib
import json
import os
import random
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build/fuzz/seeds"))
rng = random.Random(30)


def compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def write(target, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    directory = os.path.join(OUT, target)
    os.makedirs(directory, exist_ok=True)
    # Named by content, like libFuzzer's own corpus files, so duplicates collapse.
    with open(os.path.join(directory, hashlib.sha1(data).hexdigest()), "wb") as f:
        f.write(data)


def read_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def frames():
    paths = glob.glob(os.path.join(ROOT, "tests/data/transcripts/*.jsonl"))
    paths += glob.glob(os.path.join(ROOT, "../shared/interop/transcripts/*.jsonl"))
    for path in sorted(paths):
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if line and "frame" in (row := json.loads(line)):
                    write("frame", compact(row["frame"]))


def loops():
    for path in sorted(glob.glob(os.path.join(ROOT, "tests/data/loops/*.trace.jsonl"))):
        with open(path, "rb") as f:
            write("looptrace", f.read())
    # The differential rows hold generated traces as arrays of lines; a sample is plenty.
    with open(os.path.join(ROOT, "tests/data/differential/loops.jsonl"), encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    for row in rng.sample(rows, min(150, len(rows))):
        write("looptrace", "\n".join(compact(line) for line in row["trace"]) + "\n")


def cases():
    # The first byte picks the reader in fuzz_cases.cpp: '0' policy case, '1' schema case, '2'
    # policy tools file ('0' = 0x30 = 0 mod 3).
    for path in sorted(glob.glob(os.path.join(ROOT, "tests/data/policy/*.case.json"))):
        with open(path, "rb") as f:
            write("cases", b"0" + f.read())
        case = read_json(path)
        if "tools" in case:
            write("cases", "2" + compact(case["tools"]))
    for path in sorted(glob.glob(os.path.join(ROOT, "tests/data/schema/*.case.json"))):
        with open(path, "rb") as f:
            write("cases", b"1" + f.read())


def c_string(literal):
    if literal.startswith('R"('):
        return literal[3:-2]
    return bytes(literal[1:-1], "utf-8").decode("unicode_escape")


def mutate(value, depth=0):
    """One random edit somewhere in a config tree: set, delete, add a key or a list entry."""
    if isinstance(value, dict) and value and depth < 6 and rng.random() < 0.7:
        key = rng.choice(list(value))
        if isinstance(value[key], (dict, list)) and rng.random() < 0.7:
            mutate(value[key], depth + 1)
        elif rng.random() < 0.5:
            del value[key]
        else:
            value[key] = rng.choice([True, False, 1, "edited", ["x"], {"k": 1}, None])
    elif isinstance(value, dict):
        value["fuzz" + str(rng.randrange(100))] = rng.choice([1, "v", ["a"], {"k": []}])
    elif isinstance(value, list):
        if value and rng.random() < 0.5:
            value.pop(rng.randrange(len(value)))
        else:
            value.append(rng.choice(["added", 1, {"id": "x"}]))


def merges():
    sep = b"\0"
    # The rows of the merge test: row("name", base, mine, theirs, merged[, conflicts]).
    with open(os.path.join(ROOT, "tests/core/config/tst_configmerge.cpp"), encoding="utf-8") as f:
        source = f.read()
    literal = r'(R"\(.*?\)"|"(?:[^"\\]|\\.)*")'
    for match in re.finditer(r"row\(\s*" + r",\s*".join([literal] * 5), source, re.S):
        base, mine, theirs = (c_string(match.group(i)) for i in (2, 3, 4))
        write("configmerge", sep.join(s.encode("utf-8") for s in (base, mine, theirs)))
    # Real configs (JSON5 samples, the lint data) against each other.
    texts = []
    for pattern in ("resources/samples/*.json5", "tests/data/config/samples/*.json5",
                    "tests/data/policy-lint/*.json5"):
        for path in sorted(glob.glob(os.path.join(ROOT, pattern))):
            with open(path, "rb") as f:
                texts.append(f.read())
    for i, base in enumerate(texts):
        write("configmerge", sep.join((base, texts[(i + 1) % len(texts)], texts[(i + 2) % len(texts)])))
    # Policy case configs with an edit on each side.
    configs = [read_json(p)["config"]
               for p in sorted(glob.glob(os.path.join(ROOT, "tests/data/policy/*.case.json")))
               if isinstance(read_json(p).get("config"), dict)]
    for base in rng.sample(configs, min(80, len(configs))):
        mine, theirs = copy.deepcopy(base), copy.deepcopy(base)
        for _ in range(rng.randrange(1, 4)):
            mutate(mine)
        for _ in range(rng.randrange(1, 4)):
            mutate(theirs)
        write("configmerge", sep.join(compact(v).encode("utf-8") for v in (base, mine, theirs)))


frames()
loops()
cases()
merges()
for name in sorted(os.listdir(OUT)):
    print(name, len(os.listdir(os.path.join(OUT, name))))
