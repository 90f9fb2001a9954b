-- A mixed workload for `icufmt serve`: dates in several locales, calendars,
-- time zones and layouts, the locale op, and small arrays, each with a
-- different instant so nothing downstream can cache whole answers.
--
--   wrk -t1 -c16 -d20s --latency -s Scripts/load/format-mix.lua http://127.0.0.1:8080
--   ICUFMT_MIX=dates wrk …     # dates only
--
-- At the end it prints how many responses were not 200 or carried an
-- "error" member (both must be 0), and the mix it sent.

local templates = {
  -- {name, weight, body: the first %d is the id, a second one the instant}
  {"date es-ES full/long LA", 3, '{"id":%d,"op":"date","locale":"es-ES","date":%d,"timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}'},
  {"date en-US medium/short NY", 3, '{"id":%d,"op":"date","locale":"en-US","date":%d,"timeZone":"America/New_York","dateStyle":"medium","timeStyle":"short"}'},
  {"date de-DE short Berlin", 2, '{"id":%d,"op":"date","locale":"de-DE","date":%d,"timeZone":"Europe/Berlin","dateStyle":"short","timeStyle":"short"}'},
  {"date zh japanese long", 1, '{"id":%d,"op":"date","locale":"zh","date":%d,"calendar":"japanese","dateStyle":"long"}'},
  {"date ja skeleton Tokyo", 2, '{"id":%d,"op":"date","locale":"ja","date":%d,"skeleton":"yMMMEd","timeZone":"Asia/Tokyo"}'},
  {"date ar-EG full", 1, '{"id":%d,"op":"date","locale":"ar-EG","date":%d,"dateStyle":"full"}'},
  {"date th-TH long (buddhist)", 1, '{"id":%d,"op":"date","locale":"th-TH","date":%d,"dateStyle":"long"}'},
  {"date fr-FR pattern", 1, '{"id":%d,"op":"date","locale":"fr-FR","date":%d,"pattern":"EEEE d MMMM y HH:mm"}'},
  {"locale ar-EG", 1, '{"id":%d,"op":"locale","locale":"ar-EG"}'},
  {"locale iw-IL in en", 1, '{"id":%d,"op":"locale","locale":"iw-IL","displayLocale":"en"}'},
  {"array of 4", 1, '[{"id":%d,"op":"date","locale":"pt-BR","date":%d,"dateStyle":"medium"},{"id":2,"op":"date","locale":"ko","date":0,"dateStyle":"long"},{"id":3,"op":"locale","locale":"hi-IN"},{"id":4,"op":"date","locale":"en-GB","date":86400,"skeleton":"jmm"}]'},
}

-- ICUFMT_MIX=dates leaves out every body with a locale op (that op costs
-- about a millisecond, dates tens of microseconds), to show the HTTP layer's
-- share on cheap requests.
local datesOnly = os.getenv("ICUFMT_MIX") == "dates"
local schedule = {}
for index, t in ipairs(templates) do
  if not (datesOnly and t[3]:find('"op":"locale"', 1, true)) then
    for _ = 1, t[2] do schedule[#schedule + 1] = index end
  end
end

counter = 0
failures = 0  -- globals: done() reads them with thread:get
errors = 0
responses = 0
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  counter = math.random(1, 1000000)
end

function request()
  counter = counter + 1
  local t = templates[schedule[(counter % #schedule) + 1]]
  local instant = 1000000000 + (counter * 7919) % 1000000000
  local body
  if select(2, t[3]:gsub("%%d", "")) == 2 then
    body = string.format(t[3], counter, instant)
  else
    body = string.format(t[3], counter)
  end
  return wrk.format("POST", "/v1/format", {["Content-Type"] = "application/json"}, body)
end

function response(status, headers, body)
  responses = responses + 1
  if status ~= 200 then
    failures = failures + 1
  elseif body:find('"error"', 1, true) then
    errors = errors + 1
  end
end

function done(summary, latency, requests)
  local f, e, r = 0, 0, 0
  for _, thread in ipairs(threads) do
    f = f + thread:get("failures")
    e = e + thread:get("errors")
    r = r + thread:get("responses")
  end
  io.write(string.format("responses checked: %d, non-200: %d, error responses: %d\n", r, f, e))
  io.write(string.format("p50 %.0f us, p90 %.0f us, p99 %.0f us, max %.0f us\n",
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
