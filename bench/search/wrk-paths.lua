-- The wrk script of bench/search and bench/gateway (harness.ts): cycles through the paths in
-- the file named after `--` (one per line), each request saying it takes gzip as browsers do,
-- and prints the run's figures as one JSON line when it ends.
local threads = 0
local requests = {}
local at = 0

function setup(thread)
  -- Threads start at different places in the list, as autocannon's connections share one.
  thread:set("start", threads * 7919)
  threads = threads + 1
end

function init(args)
  wrk.headers["Accept-Encoding"] = "gzip, deflate, br"
  for line in io.lines(args[1]) do
    -- Built once here: building a request in request() costs the client more than the server.
    if line ~= "" then requests[#requests + 1] = wrk.format("GET", line) end
  end
  at = (start or 0) % #requests
end

function request()
  at = at % #requests + 1
  return requests[at]
end

function done(summary, latency)
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d,' ..
    '"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    latency.max, summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.status, summary.errors.timeout))
end
