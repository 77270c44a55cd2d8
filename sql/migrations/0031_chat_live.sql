-- Issue 17 items 3 and 4: the chat room popup and the live hosts.
--
-- Chat messages are stored as the plain text the member typed (trimmed,
-- validated, profanity masked): never HTML. The API answers JSON strings and the
-- UI renders them as text, so "<script>" is shown, never run; escaping it here
-- would double-escape in the UI and corrupt what people wrote.
--
-- Every stored message and every deletion publishes a real-time event on the
-- room's stream ('room:<room id>', 0030_realtime.sql) in the same transaction.

CREATE TABLE chat_rooms (
  id         bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The operator's handle for it (panaloctl chat rooms ...).
  slug       text        NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  name       text        NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  sort_order integer     NOT NULL DEFAULT 0,
  -- Closed rooms keep their history for the operator but nobody reads or writes them.
  closed_at  timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_messages (
  id             bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  room_id        bigint      NOT NULL REFERENCES chat_rooms (id),
  member_id      bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  body           text        NOT NULL CHECK (char_length(body) BETWEEN 1 AND 500),
  created_at     timestamptz NOT NULL DEFAULT now(),
  -- An operator's deletion hides it from the history; the row stays for audit.
  deleted_at     timestamptz,
  deleted_reason text
);
-- History pages: a room's visible messages newest first, "before id".
CREATE INDEX chat_messages_room_idx ON chat_messages (room_id, id DESC) WHERE deleted_at IS NULL;
-- The per-member rate limit looks at the member's latest messages.
CREATE INDEX chat_messages_member_idx ON chat_messages (member_id, created_at DESC);

-- One mute per member, for every room, until a time (the operator's reason kept).
CREATE TABLE chat_mutes (
  member_id  bigint      PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  until      timestamptz NOT NULL,
  reason     text        NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The profanity filter's words (panaloctl chat words add|remove|list), lower case.
CREATE TABLE chat_banned_words (
  word       text        PRIMARY KEY CHECK (word = lower(word) AND char_length(word) BETWEEN 1 AND 40
                                            AND word !~ '[[:space:][:cntrl:]]'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Live hosts (spec section 7, Live: model list, launch chat -> chatUrl): each
-- has a chat room of their own.
CREATE TABLE live_hosts (
  id           bigint  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  handle       text    NOT NULL UNIQUE CHECK (handle ~ '^[a-z0-9][a-z0-9-]{0,29}$'),
  display_name text    NOT NULL CHECK (char_length(display_name) BETWEEN 1 AND 40),
  -- https:// or a path on this site; NULL: the UI shows initials.
  avatar_url   text    CHECK (avatar_url ~ '^(https://[^[:space:]"<>]+|/[^/[:space:]"<>][^[:space:]"<>]*)$'),
  status       text    NOT NULL DEFAULT 'offline' CHECK (status IN ('online', 'busy', 'offline')),
  sort_order   integer NOT NULL DEFAULT 0,
  room_id      bigint  NOT NULL UNIQUE REFERENCES chat_rooms (id)
);
