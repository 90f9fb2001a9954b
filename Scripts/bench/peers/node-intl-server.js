// Peer for the HTTP comparison: what a user might run instead of `icufmt serve`.
// Node's own http server, JSON bodies, Intl formatters cached by their options
// (the usual Node practice). Answers the requests of http-compare.sh, alone or in a JSON array:
//   {"id":1,"op":"date","locale":..,"date":ISO,"timeZone":..,"dateStyle":..,"timeStyle":..}
//   {"id":2,"op":"currency","locale":..,"amount":"1234.5","currency":"EUR"}
// usage: node node-intl-server.js PORT   (Scripts/bench/peers/http-compare.sh starts it)
// Answers with the Intl of Node 20 (its own ICU and CLDR): the strings may differ from ICU 72's; the work is the same.
const http = require('http');
const cache = new Map();
function fmt(key, make) { let f = cache.get(key); if (!f) { f = make(); cache.set(key, f); } return f; }
function format(r) {
  if (r.op === 'date') {
    const key = `d|${r.locale}|${r.timeZone}|${r.dateStyle}|${r.timeStyle}`;
    const f = fmt(key, () => new Intl.DateTimeFormat(r.locale, { timeZone: r.timeZone, dateStyle: r.dateStyle, timeStyle: r.timeStyle }));
    return f.format(new Date(r.date));
  }
  if (r.op === 'currency') {
    const key = `c|${r.locale}|${r.currency}`;
    const f = fmt(key, () => new Intl.NumberFormat(r.locale, { style: 'currency', currency: r.currency }));
    return f.format(r.amount); // Node 20: a decimal string is formatted exactly (Intl.NumberFormat v3)
  }
  throw new Error('unknown op');
}
http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/healthz') { res.writeHead(200, { 'content-type': 'text/plain' }); res.end('ok\n'); return; }
  const chunks = [];
  req.on('data', c => chunks.push(c));
  req.on('end', () => {
    let body;
    try {
      const r = JSON.parse(Buffer.concat(chunks));
      const one = q => { try { return { id: q.id, result: format(q) }; } catch (e) { return { id: q.id, error: { code: 'invalidRequest', message: String(e.message) } }; } };
      body = JSON.stringify(Array.isArray(r) ? r.map(one) : one(r));
    }
    catch (e) { body = JSON.stringify({ error: { code: 'invalidRequest', message: String(e.message) } }); }
    res.writeHead(200, { 'content-type': 'application/json' }); res.end(body);
  });
}).listen(Number(process.argv[2] || 8090), '127.0.0.1');
