"""What the table oracles share: finding the test file, comparing a row with
ICU's answer for the running major, and writing the differing rows."""

import os
import sys

import icu_c
import swift_table

REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def test_path(argv, relative):
    """The test file: the first argument that is not an option, or the checkout's."""
    args = [a for a in argv[1:] if not a.startswith("--")]
    return args[0] if args else os.path.join(REPO, relative)


def compare(changes, label, expected, answer):
    """Records a row whose expectation for the running major is not ICU's answer."""
    known, text = swift_table.expectation(expected, icu_c.MAJOR)
    if known and text == answer:
        return
    shown = "(none)" if not known else repr(text)
    print(f"ICU {icu_c.ICU_VERSION} differs: {label}: expected {shown}, ICU {answer!r}")
    changes.append((expected, {icu_c.MAJOR: answer}))


def finish(argv, path, text, changes):
    print(f"ICU {icu_c.ICU_VERSION}: {len(changes)} rows differ")
    if "--write" in argv and changes:
        with open(path, "w", encoding="utf-8") as f:
            f.write(swift_table.rewrite(text, changes))
        print(f"wrote {path}")
