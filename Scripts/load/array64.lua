-- POSTs one array of 64 copies of the request in BODY (an environment
-- variable), so that formatting, not HTTP, is most of each exchange.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local one = os.getenv("BODY")
local items = {}
for i = 1, 64 do items[i] = one end
wrk.body = "[" .. table.concat(items, ",") .. "]"
