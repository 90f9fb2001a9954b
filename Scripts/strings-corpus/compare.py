#!/usr/bin/env python3
"""Compares `icufmt batch` answers with the reference's (corpus.py):
exact text, localization and fallback, or the same error code.

    compare.py WORK

Prints the share answered exactly, then every class of mismatch with its
count and a few examples; exits 1 below 99 %.
"""
import collections
import json
import sys

work = sys.argv[1]
requests = [json.loads(line) for line in open(f"{work}/requests.jsonl", encoding="utf-8")]
expected = [json.loads(line) for line in open(f"{work}/expected.jsonl", encoding="utf-8")]
answers = [json.loads(line) for line in open(f"{work}/answers.jsonl", encoding="utf-8")]
if len(answers) != len(requests):
    sys.exit(f"{len(answers)} answers for {len(requests)} requests")
exact = 0
by_class = collections.Counter()
mismatches = collections.defaultdict(list)
for request, want, got in zip(requests, expected, answers):
    klass = want.pop("class")
    by_class[klass.split(":")[0]] += 1
    if "error" in want:
        same = got.get("error", {}).get("code") == want["error"]
        shown_got = got.get("error", {}).get("code") or got.get("result")
    else:
        same = got.get("result") == want
        shown_got = got.get("result") or got.get("error")
    if same:
        exact += 1
        continue
    kind = "error" if "error" in want else "text"
    got_kind = "error " + got["error"]["code"] if "error" in got else "text"
    mismatches[f"{klass} (expected {kind}, got {got_kind})"].append((request, want, shown_got))
total = len(requests)
print(f"{exact} of {total} answered exactly ({100 * exact / total:.2f} %); "
      + ", ".join(f"{name} {n}" for name, n in sorted(by_class.items())))
for klass, cases in sorted(mismatches.items(), key=lambda item: -len(item[1])):
    print(f"\n{len(cases)} × {klass}")
    for request, want, got in cases[:3]:
        fields = {k: v for k, v in request.items() if k not in ("id", "op")}
        print(f"  {json.dumps(fields, ensure_ascii=False)}\n    expected {json.dumps(want, ensure_ascii=False)}"
              f"\n    got      {json.dumps(got, ensure_ascii=False)}")
sys.exit(0 if exact * 100 >= 99 * total else 1)
