// Compares the parts of `icufmt batch` ("parts": true) with Node's
// Intl.*.formatToParts / formatRangeToParts on the same requests
// (Scripts/compare/parts-node.sh runs it). Node carries an ICU of its own,
// so the texts may differ; the shapes (type, value, source, unit of each
// part) are compared where the two texts agree.
//
//   node Scripts/compare/parts-node.mjs ICUFMT [--verbose]

import { spawnSync } from "node:child_process";

const icufmt = process.argv[2];
const verbose = process.argv.includes("--verbose");
if (!icufmt) {
  console.error("usage: node parts-node.mjs ICUFMT [--verbose]");
  process.exit(2);
}

const locales = ["en", "de", "fr", "ar", "hi", "ja", "ru", "he", "th", "zh-Hant", "es", "pt-BR", "sw"];
const cases = []; // { request, intl: () => parts }

function add(request, intl) {
  cases.push({ request: { ...request, parts: true }, intl });
}

for (const locale of locales) {
  // number
  for (const value of ["-1234567.891", "0.5", "1234.5", "-0", "NaN", "-Infinity"]) {
    add({ op: "number", locale, value }, () => new Intl.NumberFormat(locale).formatToParts(value));
  }
  for (const value of ["0.256", "-0.5"]) {
    add({ op: "number", locale, value, style: "percent" }, () =>
      new Intl.NumberFormat(locale, { style: "percent" }).formatToParts(value));
  }
  for (const value of ["1234567", "-987654", "1500"]) {
    add({ op: "number", locale, value, style: "compactShort" }, () =>
      new Intl.NumberFormat(locale, { notation: "compact" }).formatToParts(value));
    add({ op: "number", locale, value, style: "compactLong" }, () =>
      new Intl.NumberFormat(locale, { notation: "compact", compactDisplay: "long" }).formatToParts(value));
  }
  for (const value of ["-0.00012345", "123456"]) {
    add({ op: "number", locale, value, style: "scientific" }, () =>
      new Intl.NumberFormat(locale, { notation: "scientific" }).formatToParts(value));
  }
  // currency
  for (const [currency, display] of [["EUR", "symbol"], ["USD", "narrowSymbol"], ["JPY", "code"], ["CHF", "name"]]) {
    add({ op: "currency", locale, amount: "-1234.5", currency, display }, () =>
      new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: display }).formatToParts("-1234.5"));
  }
  add({ op: "currency", locale, amount: "-3", currency: "USD", accounting: true }, () =>
    new Intl.NumberFormat(locale, { style: "currency", currency: "USD", currencySign: "accounting" }).formatToParts("-3"));
  // unit
  for (const [unit, width] of [["kilometer-per-hour", "short"], ["celsius", "narrow"], ["kilogram", "long"], ["hour", "long"]]) {
    add({ op: "unit", locale, value: "-12.5", unit, width }, () =>
      new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: width }).formatToParts("-12.5"));
  }
  // date
  const instant = "2015-08-07T17:29:32Z";
  for (const [dateStyle, timeStyle] of [["full", undefined], ["long", "medium"], ["medium", "short"], ["short", "short"], [undefined, "long"]]) {
    const request = { op: "date", locale, date: instant, timeZone: "UTC" };
    if (dateStyle) request.dateStyle = dateStyle;
    if (timeStyle) request.timeStyle = timeStyle;
    add(request, () =>
      new Intl.DateTimeFormat(locale, { dateStyle, timeStyle, timeZone: "UTC" }).formatToParts(new Date(instant)));
  }
  // interval
  const intervals = [
    ["yMMMd", { year: "numeric", month: "short", day: "numeric" }, "2015-08-07T17:29:32Z", "2015-08-10T10:00:00Z"],
    ["yMMMd", { year: "numeric", month: "short", day: "numeric" }, "2015-08-07T17:29:32Z", "2016-01-10T10:00:00Z"],
    ["yMMMMd", { year: "numeric", month: "long", day: "numeric" }, "2015-08-07T17:29:32Z", "2015-09-10T10:00:00Z"],
    ["MMMd", { month: "short", day: "numeric" }, "2015-08-07T17:29:32Z", "2015-08-07T18:00:00Z"],
  ];
  for (const [skeleton, options, start, end] of intervals) {
    add({ op: "interval", locale, start, end, skeleton }, () =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).formatRangeToParts(new Date(start), new Date(end)));
  }
  // numberRange
  add({ op: "numberRange", locale, start: 3, end: 5, currency: "EUR" }, () =>
    new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).formatRangeToParts(3, 5));
  add({ op: "numberRange", locale, start: -3, end: 5, unit: "kilometer" }, () =>
    new Intl.NumberFormat(locale, { style: "unit", unit: "kilometer" }).formatRangeToParts(-3, 5));
  add({ op: "numberRange", locale, start: 1234, end: 5678 }, () =>
    new Intl.NumberFormat(locale).formatRangeToParts(1234, 5678));
  add({ op: "numberRange", locale, start: 5, end: 5 }, () => new Intl.NumberFormat(locale).formatRangeToParts(5, 5));
  // list
  for (const [type, ecma] of [["and", "conjunction"], ["or", "disjunction"], ["units", "unit"]]) {
    for (const width of ["long", "narrow"]) {
      add({ op: "list", locale, items: ["A", "B", "C"], type, width }, () =>
        new Intl.ListFormat(locale, { type: ecma, style: width }).formatToParts(["A", "B", "C"]));
    }
  }
  // relative
  for (const [value, unit, numeric, width] of [[-1234, "day", "always", "long"], [3, "hour", "always", "short"], [-1, "day", "auto", "long"], [2, "week", "auto", "narrow"], [1.5, "month", "always", "long"]]) {
    add({ op: "relative", locale, value, unit, numeric, width }, () =>
      new Intl.RelativeTimeFormat(locale, { numeric, style: width }).formatToParts(value, unit));
  }
}

const input = cases.map((c) => JSON.stringify(c.request)).join("\n") + "\n";
const run = spawnSync(icufmt, ["batch"], { input, encoding: "utf8", maxBuffer: 64 << 20 });
if (run.status !== 0) {
  console.error(run.stderr);
  process.exit(1);
}
const lines = run.stdout.split("\n").filter((l) => l.length > 0);

const shape = (parts) => JSON.stringify(parts.map((p) => {
  const o = { type: p.type, value: p.value };
  if (p.source !== undefined) o.source = p.source;
  if (p.unit !== undefined) o.unit = p.unit;
  return o;
}));

let agreedText = 0, agreedShape = 0, errors = 0;
const byOp = {};
cases.forEach((c, i) => {
  const op = c.request.op;
  byOp[op] ??= { cases: 0, text: 0, shape: 0 };
  byOp[op].cases++;
  const response = JSON.parse(lines[i]);
  if (!Array.isArray(response.result)) {
    errors++;
    console.log(`error: ${JSON.stringify(c.request)} → ${lines[i]}`);
    return;
  }
  const ours = response.result;
  const theirs = c.intl();
  const ourText = ours.map((p) => p.value).join("");
  const theirText = theirs.map((p) => p.value).join("");
  if (ourText !== theirText) {
    if (verbose) console.log(`text differs: ${JSON.stringify(c.request)}\n  ours ${JSON.stringify(ourText)}\n  node ${JSON.stringify(theirText)}`);
    return;
  }
  agreedText++;
  byOp[op].text++;
  if (shape(ours) === shape(theirs)) {
    agreedShape++;
    byOp[op].shape++;
  } else {
    console.log(`shape differs: ${JSON.stringify(c.request)}\n  ours ${shape(ours)}\n  node ${shape(theirs)}`);
  }
});

console.log(`ICU of node: ${process.versions.icu}; cases: ${cases.length}; errors: ${errors}`);
for (const [op, n] of Object.entries(byOp)) {
  console.log(`  ${op}: ${n.cases} cases, ${n.text} with the same text, ${n.shape} of them the same parts`);
}
console.log(`same text: ${agreedText}; of those, same parts: ${agreedShape}`);
process.exit(errors === 0 && agreedShape === agreedText ? 0 : 1);
