"""Reads a test file's case table of Swift literals, so that an ICU oracle
(Scripts/icu-versions/oracle-*.py) computes each row's text with the
running ICU (PyICU, or a small C/C++ program where PyICU lacks the API the
library calls) and compares it with the row's expectation for that major.

Question: does every literal of a table hold on the ICU this runs on, and
what does that ICU answer where it does not?

    /usr/bin/python3 Scripts/icu-versions/oracle-duration.py       # ICU 72.1, the host (Debian 12)
    Scripts/icu-versions/debian13.sh python3 Scripts/icu-versions/oracle-duration.py --json .build-debian13/duration.json
                                                                    # ICU 76.1, the Debian 13 root

An oracle prints one line per row that differs from the running major's
expectation (index, ICU's text as a Swift literal, the table's) and exits 1
if any does; with `--json FILE` it also writes every row's text by index.
On the host, `oracle-….py --apply FILE.json --old 72` then turns each plain
literal that FILE's major answers differently into `.icu([72: old, 76:
new])` (the plain literal having been checked on 72 first), and updates an
existing `.icu` entry for that major.

Only literals are read: strings (with `\\u{…}` escapes), numbers, `nil`,
`true`/`false`, `.member`, `.member(…)`, `Name(label: …)`, tuples, arrays
and dictionaries. A table is the array literal (`= [` or `arguments: [`)
that holds or follows ANCHOR (a regular expression).
"""

import json
import re
import sys

ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}


class Node:
    def __init__(self, kind, start, end, value=None, items=None, labels=None, name=None):
        self.kind = kind  # string number ident member call tuple array dict
        self.start, self.end = start, end
        self.value = value
        self.items = items or []
        self.labels = labels or []
        self.name = name

    def __repr__(self):
        return f"Node({self.kind}, {self.value!r}, {self.name!r}, {self.items!r})"

    def item(self, label):
        return self.items[self.labels.index(label)]

    def py(self):
        """The literal as Python: str, int/float text, None, bool, '.member', list, dict, tuple."""
        if self.kind == "string":
            return self.value
        if self.kind == "number":
            return self.value
        if self.kind == "ident":
            return {"nil": None, "true": True, "false": False}.get(self.value, self.value)
        if self.kind == "member":
            return self.value
        if self.kind == "array":
            return [i.py() for i in self.items]
        if self.kind == "dict":
            return {k.py(): v.py() for k, v in self.items}
        if self.kind == "tuple":
            return tuple(i.py() for i in self.items)
        if self.kind == "call":
            return (self.name, tuple(i.py() for i in self.items))
        raise ValueError(self.kind)


class Parser:
    def __init__(self, text, pos):
        self.text, self.pos = text, pos

    def skip(self):
        t = self.text
        while True:
            m = re.compile(r"\s+").match(t, self.pos)
            if m:
                self.pos = m.end()
            if t.startswith("//", self.pos):
                self.pos = t.index("\n", self.pos)
                continue
            if t.startswith("/*", self.pos):
                self.pos = t.index("*/", self.pos) + 2
                continue
            return

    def peek(self, s):
        self.skip()
        return self.text.startswith(s, self.pos)

    def eat(self, s):
        if not self.peek(s):
            raise SyntaxError(f"expected {s!r} at {self.context()}")
        self.pos += len(s)

    def context(self):
        line = self.text.count("\n", 0, self.pos) + 1
        return f"line {line}: {self.text[self.pos:self.pos + 40]!r}"

    def string(self):
        start = self.pos
        self.eat('"')
        out = []
        t = self.text
        while t[self.pos] != '"':
            c = t[self.pos]
            if c == "\\":
                n = t[self.pos + 1]
                if n == "u":
                    end = t.index("}", self.pos)
                    out.append(chr(int(t[self.pos + 3:end], 16)))
                    self.pos = end + 1
                    continue
                if n == "(":
                    raise SyntaxError(f"interpolation at {self.context()}")
                out.append(ESCAPES[n])
                self.pos += 2
                continue
            out.append(c)
            self.pos += 1
        self.pos += 1
        return Node("string", start, self.pos, value="".join(out))

    def sequence(self, close):
        """Comma-separated elements, each maybe `label:`, up to `close`."""
        items, labels = [], []
        while not self.peek(close):
            self.skip()
            m = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\s*:(?!:)").match(self.text, self.pos)
            label = None
            if m:
                label = m.group(1)
                self.pos = m.end()
            items.append(self.expr())
            labels.append(label)
            if not self.peek(","):
                break
            self.eat(",")
        self.eat(close)
        return items, labels

    def expr(self):
        return self.primary()

    def primary(self):
        self.skip()
        t, start = self.text, self.pos
        c = t[self.pos]
        if c == '"':
            return self.string()
        if c == "(":
            self.pos += 1
            items, labels = self.sequence(")")
            return Node("tuple", start, self.pos, items=items, labels=labels)
        if c == "[":
            self.pos += 1
            if self.peek(":"):
                self.eat(":")
                self.eat("]")
                return Node("dict", start, self.pos, items=[])
            if self.peek("]"):
                self.eat("]")
                return Node("array", start, self.pos, items=[])
            first = self.expr()
            if self.peek(":"):
                self.eat(":")
                pairs = [(first, self.expr())]
                while self.peek(","):
                    self.eat(",")
                    if self.peek("]"):
                        break
                    k = self.expr()
                    self.eat(":")
                    pairs.append((k, self.expr()))
                self.eat("]")
                return Node("dict", start, self.pos, items=pairs)
            items = [first]
            while self.peek(","):
                self.eat(",")
                if self.peek("]"):
                    break
                items.append(self.expr())
            self.eat("]")
            return Node("array", start, self.pos, items=items)
        m = re.compile(r"-?[0-9][0-9_]*(\.[0-9_]+)?").match(t, self.pos)
        if m:
            self.pos = m.end()
            return Node("number", start, self.pos, value=m.group(0).replace("_", ""))
        m = re.compile(r"(\.?)([A-Za-z_][A-Za-z0-9_.]*)").match(t, self.pos)
        if m:
            self.pos = m.end()
            name = m.group(0)
            if t.startswith("(", self.pos):
                self.pos += 1
                items, labels = self.sequence(")")
                return Node("call", start, self.pos, items=items, labels=labels, name=name)
            return Node("member" if m.group(1) else "ident", start, self.pos, value=name)
        raise SyntaxError(f"unexpected at {self.context()}")


def table(text, anchor):
    """The rows (Nodes) of the array literal (`= [` or `arguments: [`) that holds or follows `anchor`."""
    m = re.search(anchor, text)
    if not m:
        raise SystemExit(f"no {anchor!r}")
    opening = re.compile(r"(=|arguments:)\s*\[")
    before = [o for o in opening.finditer(text, 0, m.start())]
    if before:
        try:
            node = Parser(text, before[-1].end() - 1).primary()
            if node.end > m.start():
                return node.items
        except (SyntaxError, KeyError, ValueError, IndexError):
            pass
    p = Parser(text, opening.search(text, m.start()).end() - 1)
    node = p.primary()
    assert node.kind == "array", node.kind
    return node.items


def after_equals(anchor):
    """A locator of one literal: the expectation after the first `== ` following `anchor`, as a one-row table."""

    def locate(text, _anchor):
        m = re.search(anchor, text)
        if not m:
            raise SystemExit(f"no {anchor!r}")
        return [Parser(text, text.index("== ", m.end()) + 3).primary()]

    return locate


def expectation(node, major):
    """A row's expectation for `major`: a plain literal, or its `.icu` entry (None when absent)."""
    if node.kind == "string":
        return node.value
    if node.kind == "call" and node.name.endswith(".icu"):
        for k, v in node.items[0].items:
            if int(k.value) == major:
                return v.value
        return None
    raise ValueError(f"not an expectation: {node!r}")


def swift(text, escape=True):
    """A Swift string literal of `text`, escaping what the tables escape (with
    `escape` false, only quotes, backslashes and control characters, for
    files that write invisible characters as they are)."""
    out = []
    for c in text:
        o = ord(c)
        if c == "\\":
            out.append("\\\\")
        elif c == '"':
            out.append('\\"')
        elif c == "\n":
            out.append("\\n")
        elif o < 0x20 or escape and o in (0xA0, 0x202F, 0x2009, 0x200F, 0x200E, 0x200B, 0x200C, 0x200D, 0x061C, 0x2060,
                              0x2007, 0x2002, 0x2003, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067,
                              0x2068, 0x2069, 0xFEFF, 0x00AD):
            out.append("\\u{%04X}" % o if o >= 0x100 else "\\u{%02X}" % o)
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def compile_oracle(source):
    """Compiles a C or C++ oracle next to this file against the running system's ICU; its path."""
    import icu
    import os
    import shutil
    import subprocess
    import tempfile

    here = os.path.dirname(os.path.abspath(__file__))
    cpp = source.endswith(".cpp")
    compiler = (shutil.which("c++") or shutil.which("clang++")) if cpp else (shutil.which("cc") or shutil.which("clang"))
    binary = os.path.join(tempfile.gettempdir(), f"{os.path.splitext(source)[0]}-icu{icu.ICU_VERSION}")
    flags = ["-std=c++17"] if cpp else []
    subprocess.run([compiler, *flags, "-o", binary, os.path.join(here, source), "-licui18n", "-licuuc", "-licudata"],
                   check=True)
    return binary


def batch(binary, lines):
    """The oracle binary's answer to each input line (one output line per input line)."""
    import subprocess

    out = subprocess.run([binary], input="".join(line + "\n" for line in lines), capture_output=True, text=True,
                         check=True).stdout
    texts = out.split("\n")[:-1]
    assert len(texts) == len(lines), (len(texts), len(lines))
    return texts


def tagged(path, tag):
    """The JSON file of one of an oracle's tables: FILE.json, or FILE.TAG.json."""
    return path if tag is None else re.sub(r"(\.json)?$", f".{tag}.json", path, count=1)


def run(path, anchor, expected_of, compute, argv=None, compute_all=None, tag=None, escape=True, locate=None):
    """The oracle's main: every row computed, compared with the running major's expectation."""
    import icu

    argv = sys.argv[1:] if argv is None else argv
    root = "."
    if "--apply" in argv:  # on the host: rewrite the file from another major's texts
        data = json.load(open(tagged(argv[argv.index("--apply") + 1], tag), encoding="utf-8"))
        n = apply(path, anchor, expected_of, data["major"], int(argv[argv.index("--old") + 1]), data["texts"],
                  escape, locate)
        print(f"{path}{' ' + tag if tag else ''}: {n} rows given ICU {data['major']} entries")
        return 0
    out_json = None
    if "--root" in argv:
        root = argv[argv.index("--root") + 1]
    if "--json" in argv:
        out_json = tagged(argv[argv.index("--json") + 1], tag)
    icu.Locale.setDefault(icu.Locale("root"))
    major = int(icu.ICU_VERSION.split(".")[0])
    text = open(f"{root}/{path}", encoding="utf-8").read()
    rows = (locate or table)(text, anchor)
    texts, bad = {}, 0
    answers = compute_all(rows) if compute_all else None
    for i, row in enumerate(rows):
        if answers is not None:
            got = answers[i]
        else:
            try:
                got = compute(row)
            except Exception as e:  # an oracle failure is a row to look at, not a crash
                got = f"<error {e}>"
        texts[i] = got
        want = expectation(expected_of(row), major)
        if got != want:
            bad += 1
            print(f"{i}: ICU {icu.ICU_VERSION} says {swift(got)}; the table has "
                  f"{swift(want) if want is not None else 'no entry'}")
    print(f"{path}{' ' + tag if tag else ''}: {len(rows)} rows, {bad} differ from ICU {icu.ICU_VERSION}")
    if out_json:
        with open(out_json, "w", encoding="utf-8") as f:
            json.dump({"major": major, "icu": icu.ICU_VERSION, "texts": texts}, f, ensure_ascii=False, indent=0)
    return bad


def apply(path, anchor, expected_of, major, old_major, texts, escape=True, locate=None):
    """Rewrites each plain literal that `major` answers differently as `.icu([old: …, new: …])`."""
    text = open(path, encoding="utf-8").read()
    rows = (locate or table)(text, anchor)
    edits = []
    for i, row in enumerate(rows):
        node = expected_of(row)
        new = texts[str(i)]
        if node.kind == "string":
            if node.value != new:
                body = f"{old_major}: {swift(node.value, escape)}, {major}: {swift(new, escape)}"
                edits.append((node.start, node.end, f".icu([{body}])"))
        elif node.kind == "call" and node.name.endswith(".icu"):
            entries = {int(k.value): v.value for k, v in node.items[0].items}
            if entries.get(major) != new:
                entries[major] = new
                body = ", ".join(f"{k}: {swift(v, escape)}" for k, v in sorted(entries.items()))
                edits.append((node.start, node.end, f"{node.name}([{body}])"))
    for start, end, repl in sorted(edits, reverse=True):
        text = text[:start] + repl + text[end:]
    open(path, "w", encoding="utf-8").write(text)
    return len(edits)
