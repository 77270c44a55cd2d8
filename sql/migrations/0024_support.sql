-- Help center, documents (legal license, installation guide), news, feedback,
-- mirror sites and representatives (issue 15 items 7 and 8). All of it is
-- operator content per language (EN is the fallback) published with
-- `panaloctl support ...`; HTML bodies are sanitised by the server before they
-- are stored here and again when served.

-- One help section per language, device and anchor. The page asks for a
-- language and a device; each anchor is served in the best row it has: the
-- language's own for the device, the language's web row, then the same in EN.
CREATE TABLE help_sections (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lang        text NOT NULL CHECK (lang ~ '^[A-Z]{2,3}$'),
  device      text NOT NULL CHECK (device IN ('web', 'android', 'ios')),
  -- The URL fragment it is reached by: /help#term, /help#android.
  anchor      text NOT NULL CHECK (anchor ~ '^[a-z][a-z0-9-]{0,31}$'),
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body_html   text NOT NULL CHECK (length(body_html) <= 65536),
  sort_order  integer NOT NULL DEFAULT 100,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lang, device, anchor)
);

-- Single documents per language: the legal license popup and the installation guide page.
CREATE TABLE support_documents (
  doc_key     text NOT NULL CHECK (doc_key IN ('license', 'install')),
  lang        text NOT NULL CHECK (lang ~ '^[A-Z]{2,3}$'),
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body_html   text NOT NULL CHECK (length(body_html) <= 65536),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (doc_key, lang)
);

-- News: an article, and its text per language.
CREATE TABLE news_articles (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug          text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  published_at  timestamptz NOT NULL DEFAULT now(),
  visible       boolean NOT NULL DEFAULT true
);
CREATE INDEX news_articles_published ON news_articles (published_at DESC, id DESC) WHERE visible;

CREATE TABLE news_translations (
  article_id  bigint NOT NULL REFERENCES news_articles (id) ON DELETE CASCADE,
  lang        text NOT NULL CHECK (lang ~ '^[A-Z]{2,3}$'),
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 160),
  summary     text NOT NULL CHECK (length(summary) <= 400),
  body_html   text NOT NULL CHECK (length(body_html) <= 65536),
  PRIMARY KEY (article_id, lang)
);

-- A member's feedback and the operator's answer. Plain text: never rendered as HTML.
CREATE TABLE feedback (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id    bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  category     text NOT NULL CHECK (category IN ('suggestion', 'complaint', 'deposit', 'withdrawal', 'games',
                                                 'account', 'other')),
  content      text NOT NULL CHECK (length(content) BETWEEN 1 AND 3000),
  created_at   timestamptz NOT NULL DEFAULT now(),
  answer       text CHECK (answer IS NULL OR length(answer) BETWEEN 1 AND 3000),
  answered_at  timestamptz,
  CHECK ((answer IS NULL) = (answered_at IS NULL))
);
-- The member's list and the rate limit (their feedback of the last hour).
CREATE INDEX feedback_member_created ON feedback (member_id, created_at DESC);
CREATE INDEX feedback_unanswered ON feedback (created_at) WHERE answer IS NULL;

-- Other addresses of this site players can use when one is blocked.
CREATE TABLE mirror_sites (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  url         text NOT NULL UNIQUE CHECK (url ~ '^https?://[^/\s]+' AND length(url) <= 512),
  label       text NOT NULL CHECK (length(label) BETWEEN 1 AND 64),
  sort_order  integer NOT NULL DEFAULT 100,
  enabled     boolean NOT NULL DEFAULT true
);

-- The operator's real representatives: a player checks a contact someone gave
-- them against this list before trusting it. contact_key is the normalised
-- contact (lower case, no leading '@', phone numbers as digits with '+').
CREATE TABLE representatives (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contact_type  text NOT NULL CHECK (contact_type IN ('telegram', 'facebook', 'phone', 'email', 'id')),
  contact_key   text NOT NULL CHECK (length(contact_key) BETWEEN 1 AND 128),
  display_name  text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 64),
  enabled       boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contact_type, contact_key)
);
CREATE INDEX representatives_key ON representatives (contact_key) WHERE enabled;
