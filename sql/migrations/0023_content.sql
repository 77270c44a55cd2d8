-- Content (issue 15, notices): the announcements behind the notice call (spec
-- sections 2, 3 and 7) and the banners of each group, both per language with
-- English as the fallback. The operator writes them with `panaloctl content`;
-- HTML is sanitised before it is stored here and again when it is served.

-- Announcement types (spec section 7, Notice: types 'B,PL,PU,PR,H'): PL the
-- home marquee ("player"), PU the popup list, PR promotion notices, H home
-- notices. Type B is the banners table below. execution: who sees it (spec
-- section 3): A logged in, B anonymous, F first login; one or more.
CREATE TABLE content_announcements (
  id             bigserial PRIMARY KEY,
  notice_type    text NOT NULL CHECK (notice_type IN ('PL', 'PU', 'PR', 'H')),
  platform       text NOT NULL DEFAULT 'W' CHECK (platform = 'W'),
  execution      text[] NOT NULL
                   CHECK (cardinality(execution) BETWEEN 1 AND 3 AND execution <@ ARRAY['A', 'B', 'F']::text[]),
  -- Set when the item belongs to a promotion: the popup shows a Go button to the reward center.
  promotion_type text CHECK (promotion_type ~ '^[A-Za-z0-9_-]{1,40}$'),
  sort_order     integer NOT NULL DEFAULT 0,
  starts_at      timestamptz,
  ends_at        timestamptz,
  published      boolean NOT NULL DEFAULT false,
  -- Rows `panaloctl content demo` owns (it replaces them on a second run).
  demo_key       text UNIQUE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX content_announcements_live ON content_announcements (notice_type, sort_order, id) WHERE published;

CREATE TABLE content_announcement_texts (
  announcement_id bigint NOT NULL REFERENCES content_announcements (id) ON DELETE CASCADE,
  language        text NOT NULL REFERENCES languages (code),
  title           text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  content_html    text NOT NULL CHECK (octet_length(content_html) <= 65536),
  PRIMARY KEY (announcement_id, language)
);

-- Banners (spec section 3, Banner: groupName, url, linkageType). link_url by
-- linkage_type: internal a path on this site, external an http(s) URL, game a
-- catalogue nodeId, none nothing.
CREATE TABLE content_banners (
  id           bigserial PRIMARY KEY,
  group_name   text NOT NULL CHECK (group_name IN ('w_home', 'w_reg', 'w_leftmenu')),
  linkage_type text NOT NULL CHECK (linkage_type IN ('internal', 'external', 'game', 'none')),
  link_url     text NOT NULL DEFAULT '' CHECK (char_length(link_url) <= 2000),
  sort_order   integer NOT NULL DEFAULT 0,
  starts_at    timestamptz,
  ends_at      timestamptz,
  published    boolean NOT NULL DEFAULT false,
  demo_key     text UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK ((linkage_type = 'none') = (link_url = '')),
  CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX content_banners_live ON content_banners (group_name, sort_order, id) WHERE published;

-- The image and its text (the slide's alternative text and caption) per language.
CREATE TABLE content_banner_texts (
  banner_id bigint NOT NULL REFERENCES content_banners (id) ON DELETE CASCADE,
  language  text NOT NULL REFERENCES languages (code),
  image_url text NOT NULL CHECK (char_length(image_url) BETWEEN 1 AND 2000),
  title     text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  PRIMARY KEY (banner_id, language)
);
