-- Field events: what happens to each remote version in shoppers' browsers, counted per minute (page
-- views, load failures, timeouts, render crashes, uncaught errors). Counts only: no shopper, no
-- message, no address ever reaches this table. Rows older than 14 days are deleted by the api.
CREATE TABLE client_event_counts (
  minute timestamptz NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  kind text NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (remote, version, kind, minute)
);
CREATE INDEX client_event_counts_minute_idx ON client_event_counts (minute);
