-- The outbox provider's messages hold codes and reset links in plain text; the
-- server deletes those older than PANALO_OUTBOX_MAX_AGE_S on its own (and
-- panaloctl outbox purge on demand). This index keeps that delete from reading
-- the whole table.
CREATE INDEX outbox_messages_created_at_idx ON outbox_messages (created_at);
