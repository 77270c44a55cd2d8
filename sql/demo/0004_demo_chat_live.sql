-- Demo chat rooms and live hosts (issue 17 items 3 and 4): a lobby room, four
-- live hosts in every status with a room each, and two words for the
-- profanity filter. Re-runnable: nothing already there is changed.
INSERT INTO chat_rooms (slug, name, sort_order) VALUES ('lobby', 'Lobby', 0)
ON CONFLICT (slug) DO NOTHING;

INSERT INTO chat_rooms (slug, name, sort_order)
SELECT 'host-' || handle, display_name, sort_order
FROM (VALUES ('bea', 'Bea Santos', 10), ('carla', 'Carla Reyes', 20), ('dina', 'Dina Cruz', 30),
             ('ella', 'Ella Bautista', 40)) AS h (handle, display_name, sort_order)
ON CONFLICT (slug) DO NOTHING;

INSERT INTO live_hosts (handle, display_name, status, sort_order, room_id)
SELECT h.handle, h.display_name, h.status, h.sort_order, r.id
FROM (VALUES ('bea', 'Bea Santos', 'online', 10), ('carla', 'Carla Reyes', 'busy', 20),
             ('dina', 'Dina Cruz', 'offline', 30), ('ella', 'Ella Bautista', 'online', 40))
       AS h (handle, display_name, status, sort_order)
JOIN chat_rooms r ON r.slug = 'host-' || h.handle
ON CONFLICT (handle) DO NOTHING;

INSERT INTO chat_banned_words (word) VALUES ('damn'), ('crap') ON CONFLICT (word) DO NOTHING;
