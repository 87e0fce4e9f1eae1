-- Field events judged by distinct browsers: one row per browser, remote, version, kind and minute,
-- so a browser counts once as viewing a version and once as failing, whatever counts it sends.
-- `browser` is the random id the edge signed for that browser: no shopper, account or address.
-- Pages the edge served per remote version and minute cap what the browsers' reports can claim.
-- Rows older than 14 days are deleted by the api. The old per-kind counts could be inflated by any
-- caller and are dropped.
CREATE TABLE client_event_browsers (
  minute timestamptz NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  kind text NOT NULL,
  browser text NOT NULL,
  PRIMARY KEY (remote, version, kind, minute, browser)
);
CREATE INDEX client_event_browsers_minute_idx ON client_event_browsers (minute);

CREATE TABLE edge_served_pages (
  minute timestamptz NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  pages integer NOT NULL CHECK (pages > 0),
  PRIMARY KEY (remote, version, minute)
);
CREATE INDEX edge_served_pages_minute_idx ON edge_served_pages (minute);

DROP TABLE client_event_counts;
