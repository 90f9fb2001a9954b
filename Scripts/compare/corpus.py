#!/usr/bin/env python3
"""Request lines for comparing `icufmt batch` before and after a change
(Scripts/compare/run.sh): every request literal in the tests, the request
fuzz corpus, the examples of Docs/Protocol.md, mutations of each request object
(fields dropped, retyped, nulled, unknown fields and ops, odd ids), one
request per op and per error code, and lines at and over the limits,
garbage and blank lines.

    corpus.py REPO OUT [DOC.md ...]   # writes OUT, one request per line (bytes)

The example requests are read from REPO/Docs/Protocol.md, and from any
further Markdown files named after OUT or in the environment variable
ICUFMT_PROTOCOL_EXAMPLES (paths separated by the OS path separator):
every line of theirs that starts with `{` and holds `"op"`.
"""
import glob
import json
import os
import random
import re
import sys

root, out = sys.argv[1], sys.argv[2]
example_docs = [os.path.join(root, 'Docs/Protocol.md')] + sys.argv[3:]
example_docs += [p for p in os.environ.get('ICUFMT_PROTOCOL_EXAMPLES', '').split(os.pathsep) if p]
lines = []


def add(line):
    lines.append(line.encode() if isinstance(line, str) else line)


# 1. Raw string literals #"…"# in the tests (without interpolation) and the
#    lines of """ blocks.
raw = re.compile(r'#"(.*?)"#')
for path in sorted(glob.glob(os.path.join(root, 'Tests/**/*.swift'), recursive=True)):
    text = open(path, encoding='utf-8').read()
    for match in raw.finditer(text):
        literal = match.group(1)
        if '\\#(' not in literal and '"op"' in literal:
            add(literal)
    for block in re.findall(r'"""\n(.*?)"""', text, re.S):
        for line in block.split('\n'):
            line = line.strip()
            if line.startswith('{') or line.startswith('['):
                add(line)

# 2. The request fuzz corpus, byte for byte.
for path in sorted(glob.glob(os.path.join(root, 'Fuzz/Corpus/FuzzRequest/*'))):
    for piece in open(path, 'rb').read().split(b'\n'):
        add(piece)

# 3. The protocol's examples (Docs/Protocol.md, and any other documents given).
for doc in example_docs:
    if not os.path.exists(doc):
        sys.exit('corpus.py: no such file: %s' % doc)
    for line in open(doc, encoding='utf-8'):
        line = line.strip()
        if line.startswith('{') and '"op"' in line:
            add(line)


# 4. Mutations of every request object read so far. Numbers keep their text.
class Number:
    def __init__(self, text):
        self.text = text


def parse(line):
    return json.loads(line, object_pairs_hook=lambda pairs: ('object', pairs), parse_float=Number, parse_int=Number)


def encode(value):
    if isinstance(value, Number):
        return value.text
    if isinstance(value, tuple) and value[0] == 'object':
        return '{' + ','.join(json.dumps(k, ensure_ascii=False) + ':' + encode(v) for k, v in value[1]) + '}'
    if isinstance(value, list):
        return '[' + ','.join(encode(v) for v in value) + ']'
    return json.dumps(value, ensure_ascii=False)


def value(x):
    if isinstance(x, bool) or x is None:
        return x
    if isinstance(x, (int, float)):
        return Number(str(x))
    if isinstance(x, dict):
        return ('object', list(x.items()))
    return x


objects, seen = [], set()
for line in list(lines):
    try:
        parsed = parse(line)
    except Exception:
        continue
    if isinstance(parsed, tuple) and parsed[0] == 'object' and encode(parsed) not in seen:
        seen.add(encode(parsed))
        objects.append(parsed[1])

replacements = [None, True, 7, -1, 1.5, "x", "", [], {}, ["a"], "full", "UTC", "de", "en_US!",
                Number("99999999999999999999999")]
for members in objects:
    without_op = [(k, v) for k, v in members if k != 'op']
    for i, (key, _) in enumerate(members):
        add(encode(('object', members[:i] + members[i + 1:])))
        for replacement in replacements:
            changed = list(members)
            changed[i] = (key, value(replacement))
            add(encode(('object', changed)))
    add(encode(('object', members + [('zzz', Number('1'))])))
    add(encode(('object', members + [('dateStlye', 'full')])))
    for op in ['frobnicate', 'Date', 'sort\u212aey']:  # unknown, wrong case, a Kelvin sign
        add(encode(('object', without_op + [('op', op)])))
    add(encode(('object', [('id', ('object', [('k', Number('1.50'))]))] + [(k, v) for k, v in members if k != 'id'])))

# 5. One request per op and per error code.
for line in r'''
{"id":1,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}
{"id":2,"op":"number","locale":"hi-IN","value":"1234567.891","maximumFractionDigits":2}
{"id":3,"op":"number","locale":"en","value":0.5,"style":"percent"}
{"id":4,"op":"currency","locale":"de-DE","amount":"12345678901234567.89","currency":"EUR"}
{"id":5,"op":"currency","locale":"en","amount":"-5","currency":"USD","accounting":true}
{"id":6,"op":"currency","locale":"en","amount":"5","currency":"XQQ"}
{"id":7,"op":"unit","locale":"en-US","value":"1.8","unit":"meter","usage":"person-height"}
{"id":8,"op":"unit","locale":"en","value":"1","unit":"furlong-per-fortnight-x"}
{"id":9,"op":"plural","locale":"en","value":"1.0"}
{"id":10,"op":"plural","locale":"en","value":"3","type":"ordinal"}
{"id":11,"op":"compare","locale":"sv","a":"ä","b":"z"}
{"id":12,"op":"sort","locale":"de","strings":["zebra","Äpfel","chico","cuna","apfel"]}
{"id":13,"op":"sortKey","locale":"en","text":"abc","strength":"primary"}
{"id":14,"op":"message","locale":"ru","pattern":"{count, plural, one {# день} few {# дня} many {# дней} other {# дня}}","args":{"count":5}}
{"id":15,"op":"message","locale":"en","pattern":"{d, date, long}","args":{"d":"2015-08-07T17:29:32Z"},"timeZone":"Asia/Tokyo"}
{"id":16,"op":"message","locale":"en","pattern":"{a","args":{}}
{"id":17,"op":"case","locale":"tr","text":"istanbul","mode":"upper"}
{"id":18,"op":"locale","locale":"ar-EG"}
{"id":19,"op":"negotiate","requested":"de-CH, de;q=0.9, en;q=0.5","supported":["en","de","fr"],"default":"en"}
{"id":20,"op":"negotiate","requested":["fr-CA"],"supported":["en","fr"],"default":"en"}
{"id":21,"op":"date","locale":"en","date":0,"dateStyle":"full","calendar":"mayan"}
{"id":22,"op":"date","locale":"en","date":0,"dateStyle":"full","timeZone":"Mars/Base"}
{"id":23,"op":"date","locale":"en","date":0,"skeleton":"yyyy-MM"}
{"id":24,"op":"number","locale":"en","value":"abc"}
{"id":25,"op":"number","locale":"en","value":"1","minimumFractionDigits":3,"maximumFractionDigits":2}
{"id":26,"op":7}
{"op":"date"}
{}
{"id":null}
{"id":1,"op":"locale","locale":"en","id":2}
'''.strip().split('\n'):
    add(line)

# 6. Limits, garbage and whitespace.
s64 = 'a' * 65536
add('{"id":1,"op":"case","locale":"tr","mode":"upper","text":"%s"}' % s64)
add('{"id":1,"op":"case","locale":"tr","mode":"upper","text":"%sa"}' % s64)
add('{"id":1,"op":"locale","locale":"en","%sa":1}' % s64)
add('{"id":1,"op":"case","locale":"tr","mode":"upper","text":"%s"}' % ('\\u4e2d' * 21846))
add('{"id":1,"op":"sort","locale":"sv","strings":[%s]}' % ','.join(['"a"'] * 100001))
add('{"id":1,"op":"sort","locale":"sv","strings":[%s]}' % ','.join('"s%d"' % ((i * 7919) % 100000) for i in range(100000)))
add('{"id":1,"op":"locale","locale":"en","x":[[%s],"%sa"]}' % (','.join(['0'] * 100001), s64))
add('{"id":1,"op":"locale","locale":"en","x":["%sa",[%s]]}' % (s64, ','.join(['0'] * 100001)))
add('{"id":1,"op":"number","locale":"en","value":"1%s"}' % ('2' * 100))
add('{"id":1,"op":"number","locale":"en","value":1%s}' % ('2' * 100))
add('{"id":1,"op":"date","locale":"en-%s","date":0,"dateStyle":"full"}' % ('x' * 155))
add('{"id":1,"op":"locale","locale":"en","x":"%s"}' % ('a' * 1048576))
add('{"id":1,"op":"locale","locale":"en","x":"%s"}' % ('a' * (1048576 - 40)))
add('[' * 100000 + ']' * 100000)
add('{"id":1,"op":"locale","locale":"en","x":' + '[' * 63 + ']' * 63 + '}')
add('{"id":1,"op":"locale","locale":"en","x":' + '[' * 64 + ']' * 64 + '}')
add(b'\xef\xbb\xbf{"op":"locale","locale":"en"}')
add(b'{"op":"locale","locale":"\xc0\xaf"}')
add(b'\xff\xfe\x00{')
add(b'{"id":1,"op":"locale","locale":"en"}\r')
add(b'')
add(b'   \t\r')
add(b'\x00\x01\x02')
for line in ['not json', '[1,2]', '42', '"text"', 'null', '{', '{}}', '{"id":1,"op":"locale","locale":"en",}',
             '{"id":1,"op":"locale","locale":"\\ud800"}']:
    add(line)
rng = random.Random(42)
for _ in range(3000):
    add(bytes(rng.randrange(256) for _ in range(rng.randrange(64))))

with open(out, 'wb') as f:
    for line in lines:
        f.write(line.replace(b'\n', b' ') + b'\n')
print(len(lines), 'request lines', file=sys.stderr)
