"""Reads the case rows of a Swift test table (tuples of literals) so that an
oracle computes each row's inputs with ICU, and writes a row's expectation as
an `.icu([72: …, 76: …])` table where the majors' ICUs differ.

A row is a parenthesized tuple at the table's top level; its elements are
string literals (with Swift's escapes), `nil`, `.case` names, numbers,
`.icu([major: literal, …])` tables, or any other expression (kept as its
source text).
"""

import re
import unicodedata


class Element:
    def __init__(self, kind, value, start, end, source):
        self.kind, self.value, self.start, self.end, self.source = kind, value, start, end, source

    def __repr__(self):
        return f"{self.kind}:{self.value!r}"


def _skip_string(text, i):
    """Index after the string literal starting at text[i] == '"' (or '#"')."""
    hashes = 0
    while text[i] == "#":
        hashes += 1
        i += 1
    assert text[i] == '"'
    close = '"' + "#" * hashes
    i += 1
    while True:
        if hashes == 0 and text[i] == "\\":
            i += 2
            continue
        if text.startswith(close, i):
            return i + len(close)
        i += 1


def unescape(literal):
    hashes = len(literal) - len(literal.lstrip("#"))
    body = literal[hashes + 1 : len(literal) - hashes - 1]
    if hashes:
        return body
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c == "\\":
            n = body[i + 1]
            if n == "u":
                j = body.index("}", i)
                out.append(chr(int(body[i + 3 : j], 16)))
                i = j + 1
                continue
            out.append({"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "\\": "\\", "'": "'"}[n])
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


def escape(text, pad=4, marks=True):
    """A Swift string literal for `text`, invisible and format characters and
    nonspacing marks as \\u{…} (marks unpadded, as the tables write them)."""
    out = ['"']
    for c in text:
        cat = unicodedata.category(c)
        if c == '"':
            out.append('\\"')
        elif c == "\\":
            out.append("\\\\")
        elif c == "\n":
            out.append("\\n")
        elif cat in ("Cc", "Cf", "Zl", "Zp") or (cat == "Zs" and c != " "):
            out.append("\\u{" + format(ord(c), "X").rjust(pad, "0") + "}")
        elif marks and cat == "Mn":
            out.append("\\u{" + format(ord(c), "X") + "}")
        else:
            out.append(c)
    out.append('"')
    return "".join(out)


def _matching(text, i):
    """Index of the bracket closing the one at text[i]."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    stack = [pairs[text[i]]]
    i += 1
    while stack:
        c = text[i]
        if c == '"' or (c == "#" and text[i + 1] in '#"'):
            i = _skip_string(text, i)
            continue
        if c == "/" and text.startswith("//", i):
            i = text.index("\n", i)
            continue
        if c in pairs:
            stack.append(pairs[c])
        elif c == stack[-1]:
            stack.pop()
        i += 1
    return i - 1


def _elements(text, start, end):
    """Top-level comma-separated elements of text[start:end]."""
    items, i, item_start = [], start, start
    while i <= end:
        c = text[i] if i < end else ","
        if c == '"' or (c == "#" and text[i + 1] in '#"'):
            i = _skip_string(text, i)
            continue
        if c == "/" and text.startswith("//", i):
            i = text.index("\n", i)
            continue
        if c in "([{":
            i = _matching(text, i) + 1
            continue
        if c == ",":
            raw = text[item_start:i]
            lead = len(raw) - len(raw.lstrip())
            s, e = item_start + lead, item_start + len(raw.rstrip())
            if e > s:
                items.append(_element(text, s, e))
            item_start = i + 1
        i += 1
    return items


def _element(text, s, e):
    src = text[s:e]
    if re.fullmatch(r'#*".*"#*', src, re.S) and _skip_string(text, s) == e:
        return Element("string", unescape(src), s, e, src)
    if src == "nil":
        return Element("nil", None, s, e, src)
    if re.fullmatch(r"\.[A-Za-z_][A-Za-z0-9_]*", src):
        return Element("case", src[1:], s, e, src)
    if re.fullmatch(r"-?[0-9][0-9_.]*", src):
        return Element("number", src, s, e, src)
    m = re.fullmatch(r"\.icu\(\[(.*)\]\)", src, re.S)
    if m:
        table = {}
        for part in _elements(text, s + 6, e - 2):
            major, _, literal = part.source.partition(":")
            table[int(major)] = unescape(literal.strip())
        return Element("icu", table, s, e, src)
    return Element("expr", src, s, e, src)


def rows(text, anchor, end_anchor=None):
    """The rows of the table whose `[` is the first after `anchor`."""
    i = text.index(anchor)
    # the table is the `[` after `=` (past a type annotation's brackets), or
    # after the `{` of a function body
    m = re.compile(r"(=|\{)\s*\[").search(text, i)
    open_ = m.end() - 1
    close = _matching(text, open_)
    out = []
    for el in _elements(text, open_ + 1, close):
        if el.source.startswith("("):
            inner_end = _matching(text, el.start)
            out.append(_elements(text, el.start + 1, inner_end))
    return out


def expectation(element, major):
    """What a row's expectation says for `major`: (known, text)."""
    if element.kind == "icu":
        return (major in element.value, element.value.get(major))
    return (True, element.value)


def style(text):
    """How a file writes escapes: (padding of \\u{…}, whether marks are escaped)."""
    codes = [c for c in re.findall(r"\\u\{([0-9A-Fa-f]+)\}", text)]
    pad = 4 if any(len(c) == 4 and c.startswith("0") for c in codes) else 0
    marks = any(unicodedata.category(chr(int(c, 16))) == "Mn" for c in codes)
    return pad, marks


def rewrite(text, changes, old_major=72):
    """Replaces elements by `.icu` tables: changes is [(element, {major: text})];
    a plain literal's own source becomes the entry of `old_major`; escapes as
    the file writes them."""
    pad, marks = style(text)
    for el, table in sorted(changes, key=lambda c: -c[0].start):
        if el.kind == "icu":
            sources = {m: escape(t, pad, marks) for m, t in el.value.items()}
        else:
            sources = {old_major: el.source}
        sources.update({m: escape(t, pad, marks) for m, t in table.items()})
        entries = ", ".join(f"{m}: {sources[m]}" for m in sorted(sources))
        text = text[: el.start] + f".icu([{entries}])" + text[el.end :]
    return text
