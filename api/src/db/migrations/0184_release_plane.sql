-- The release plane: what the shell and each remote have published, what shoppers get, and every
-- change of it. Written only by the api's releases module, each change in one transaction that
-- also writes its audit row; the audit row's id is the change id the edges follow.
CREATE TABLE release_versions (
  seq bigserial UNIQUE,
  name text NOT NULL,
  version text NOT NULL,
  built_at timestamptz,
  files integer,
  js_bytes integer,
  js_gzip_bytes integer,
  content_hash text,
  -- The build's contract.json: a remote's needs and exposes, the shell's provides and uses.
  contract jsonb,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (name, version)
);

CREATE TABLE release_state (
  name text PRIMARY KEY,
  current text NOT NULL,
  canary_version text,
  canary_percent integer CHECK (canary_percent BETWEEN 1 AND 99),
  change_id bigint NOT NULL,
  CHECK ((canary_version IS NULL) = (canary_percent IS NULL)),
  FOREIGN KEY (name, current) REFERENCES release_versions (name, version),
  FOREIGN KEY (name, canary_version) REFERENCES release_versions (name, version)
);

-- Also the history of what was current that a rollback walks back through.
CREATE TABLE release_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL,
  action text NOT NULL CHECK (action IN ('release', 'canary-start', 'promote', 'rollback', 'canary-end')),
  from_version text,
  to_version text,
  by text NOT NULL,
  detail text
);
CREATE INDEX release_audit_name_idx ON release_audit (name, id);

-- Who runs the release watcher: one holder across every edge and machine, taken over once expired.
CREATE TABLE release_watch_lease (
  id smallint PRIMARY KEY CHECK (id = 1),
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
