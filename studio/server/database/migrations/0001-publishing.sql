-- The publishing service's first schema: staff and their sessions, pages with their immutable versions
-- and workflow, activities, signed releases and the append-only audit log.

CREATE TABLE staff (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL UNIQUE,
  display_name text NOT NULL,
  password_hash text NOT NULL,
  roles jsonb NOT NULL,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL
);

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id),
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);

CREATE TABLE activities (
  code text PRIMARY KEY,
  name text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  page_path text,
  registered_by integer NOT NULL REFERENCES staff (id),
  registered_at timestamptz NOT NULL,
  CHECK (starts_at < ends_at)
);

CREATE TABLE pages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  route_path text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('campaign', 'info')),
  title text NOT NULL,
  page_code text UNIQUE,
  activity_code text REFERENCES activities (code),
  created_by integer NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL
);

-- A version is its content: named by the SHA-256 of its canonical JSON, never changed.
CREATE TABLE versions (
  hash text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  page_id integer NOT NULL REFERENCES pages (id),
  content jsonb NOT NULL,
  author_id integer NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL
);

-- Where each page is in review and publishing: the version under work, the live one and their times.
CREATE TABLE workflows (
  page_id integer PRIMARY KEY REFERENCES pages (id),
  state text NOT NULL,
  candidate_version text REFERENCES versions (hash),
  live_version text REFERENCES versions (hash),
  live_to timestamptz,
  valid_from timestamptz,
  valid_to timestamptz,
  publish_at timestamptz,
  review_comment text,
  updated_at timestamptz NOT NULL
);

-- Every time a version went live on a route: a rollback goes back to one of them.
CREATE TABLE live_history (
  page_id integer NOT NULL REFERENCES pages (id),
  version text NOT NULL REFERENCES versions (hash),
  at timestamptz NOT NULL
);

CREATE TABLE releases (
  sequence integer PRIMARY KEY,
  manifest text NOT NULL,
  signature text NOT NULL,
  key_id text NOT NULL,
  released_by integer REFERENCES staff (id),
  released_at timestamptz NOT NULL
);

CREATE TABLE audit_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_id integer REFERENCES staff (id),
  actor_name text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  version text,
  difference jsonb,
  detail jsonb
);

-- The audit log is append-only: the database itself refuses to change or remove an entry.
CREATE FUNCTION refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_change();
