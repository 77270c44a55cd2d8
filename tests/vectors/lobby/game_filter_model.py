#!/usr/bin/env python3
"""Writes tests/vectors/lobby/game-filter.json: the catalogue and queries below,
with each query's expected page worked out by this plain Python model of the
rule in shared/include/panalo/lobby/game_filter.hpp (no code shared with the
C++: folding here uses Python's unicodedata directly). Review the diff of the
JSON by hand when this changes; the native and wasm tests only read the JSON.

Run from the repository root:  python3 tests/vectors/lobby/game_filter_model.py
"""
import json
import re
import unicodedata

OUT = "tests/vectors/lobby/game-filter.json"

# id, vendor, category, name (str, or bytes for invalid UTF-8), hot, freeTrial, createdAt, sortOrder
CATALOGUE = [
    (101, "PG", "RNG", "Mahjong Ways", True, True, 1000, 10),
    (102, "PG", "RNG", "Mahjong Ways 2", True, False, 1400, 11),
    (103, "PG", "RNG", "Piñata Wins", False, True, 1200, 30),
    (104, "PT", "RNG", "Café Royale", False, False, 1100, 40),
    (105, "PT", "RNG", "Crème Brûlée Bonanza", False, False, 1500, 41),
    (106, "JDB", "FISH", "Ngọc Rồng Vàng", False, True, 900, 50),
    (107, "JDB", "RNG", "Đại Phát", True, False, 1300, 20),
    (108, "EG2", "RNG", "São Paulo Samba", False, False, 800, 60),
    (109, "EG2", "RNG", "Zürich Gold", False, False, 1600, 60),
    (110, "PG", "RNG", "Fortune Ox", True, True, 700, 5),
    (111, "PG", "RNG", "麻将胡了", False, False, 1700, 70),
    (112, "CQ9", "RNG", "Κρόνος Θησαυρός", False, False, 1800, 80),
    (113, "CQ9", "RNG", "Жар-птица", False, True, 600, 80),
    (114, "FC", "RNG", "Smørrebrød Spins", False, False, 1900, 90),
    (115, "JL", "RNG", "Straße der Könige", False, False, 500, 100),
    (116, "JL", "RNG", "ŁÓDŹ Lucky", False, False, 2000, 100),
    (117, "BGS", "RNG", "Æsir Legends", True, False, 2100, 110),
    (118, "JDB", "FISH", "Ocean King", True, True, 400, 15),
    (119, "CQ9", "FISH", "Fishing God", False, False, 2200, 51),
    (120, "EG2", "LIVE", "Baccarat Live", False, False, 300, 120),
    (121, "PT", "LIVE", "Roulette Élite", True, False, 2300, 121),
    (122, "SV3", "COCKFIGHT", "Sabong Arena", False, False, 2400, 130),
    (123, "IMES", "ESPORTS", "Dota Champions", False, False, 2500, 140),
    (124, "TCG_LOTTO_VN", "ELOTT", "Lô Đề Miền Bắc", False, False, 2600, 150),
    (125, "JL", "BINGO", "Bingo Fiesta", False, True, 2700, 160),
    (126, "JL", "PVP", "Teen Patti", False, False, 2800, 170),
    (127, "FC", "RNG", "ไทย Lucky Star", False, False, 2900, 180),
    (128, "FC", "RNG", "Golden Dragon 🐉", True, False, 3000, 190),
    (129, "BGS", "RNG", "  Spaced \t  Out  ", False, False, 3100, 200),
    (130, "PG", "RNG", "Jose\u0301 Rizal", False, False, 3200, 210),
    (131, "PT", "RNG", "JOSÉ'S FIESTA", False, False, 3200, 211),
    (132, "FC", "RNG", "Ｆｕｌｌ Ｗｉｄｔｈ", False, False, 3300, 220),
    (133, "CQ9", "RNG", "Ἀθῆναι Άγια", False, False, 3400, 230),
    (134, "JDB", "RNG", b"Broken \xff Name", False, False, 3500, 240),
    (135, "JDB", "RNG", b"Cut \xe1\xbb", False, False, 3600, 250),
    (136, "PG", "rng", "Lucky Neko", True, True, 3700, 0),
    (137, "PG", "RNG", "", False, False, 3800, 260),
    (138, "PT", "RNG", "Fortune Ox", False, False, 1000, 5),
]

# name, query fields (omitted: defaults)
QUERIES = [
    ("all, lobby page 1", {}),
    ("all, lobby page 2", {"pageNo": 2}),
    ("all, lobby page 3 is the last", {"pageNo": 3}),
    ("all, past the end is empty", {"pageNo": 4}),
    ("page size 0 means the default 42", {"pageSize": 0}),
    ("negative page and size", {"pageNo": -5, "pageSize": -1}),
    ("huge page size is cut to 999", {"pageSize": 1000000000}),
    ("odd page size 7, page 3", {"pageSize": 7, "pageNo": 3}),
    ("odd page size 1, page 38", {"pageSize": 1, "pageNo": 38}),
    ("hot", {"selectType": "HOT"}),
    ("hot, lower-case select type", {"selectType": "hot"}),
    ("new, newest first, page 1 of 5", {"selectType": "NEW", "pageSize": 5}),
    ("new, equal createdAt: higher id first", {"selectType": "NEW", "pageSize": 4, "pageNo": 9}),
    ("fav in the order given, duplicate and unknown skipped",
     {"selectType": "FAV", "favouriteIds": [117, 101, 999, 101, 106, -1]}),
    ("fav with no favourites", {"selectType": "FAV"}),
    ("fav ignores recent ids", {"selectType": "FAV", "recentIds": [101, 102]}),
    ("recent, most recent first", {"selectType": "RECENT", "recentIds": [125, 101, 125, 128]}),
    ("recent, page 2 of size 2", {"selectType": "RECENT", "recentIds": [125, 101, 128, 103, 104], "pageSize": 2, "pageNo": 2}),
    ("all ignores favourite ids", {"favouriteIds": [101], "pageSize": 3}),
    ("category FISH", {"category": "FISH"}),
    ("category in lower case", {"category": "fish"}),
    ("category stored in lower case matches upper", {"category": "RNG", "pageSize": 50}),
    ("unknown category matches nothing", {"category": "NOPE"}),
    ("vendor PG", {"vendor": "PG"}),
    ("vendor in lower case", {"vendor": "pt"}),
    ("vendor and category", {"vendor": "JDB", "category": "FISH"}),
    ("unknown vendor", {"vendor": "ZZZ"}),
    ("vendor is not a substring match", {"vendor": "P"}),
    ("name, plain", {"nameSearch": "mahjong"}),
    ("name, trimmed and upper case", {"nameSearch": "  MAHJONG  "}),
    ("name, no accent finds accented", {"nameSearch": "pinata"}),
    ("name, accented finds accented", {"nameSearch": "PIÑATA"}),
    ("name, cafe", {"nameSearch": "cafe"}),
    ("name, creme brulee", {"nameSearch": "creme brulee"}),
    ("name, vietnamese without tones", {"nameSearch": "ngoc rong"}),
    ("name, d with stroke", {"nameSearch": "dai phat"}),
    ("name, capital D with stroke in the search", {"nameSearch": "ĐẠI"}),
    ("name, lo de mien bac", {"nameSearch": "lo de mien"}),
    ("name, sao paulo", {"nameSearch": "sao paulo"}),
    ("name, umlaut", {"nameSearch": "zurich"}),
    ("name, sharp s as ss", {"nameSearch": "strasse"}),
    ("name, sharp s in the search", {"nameSearch": "STRAẞE"}),
    ("name, o with stroke", {"nameSearch": "smorrebrod"}),
    ("name, polish", {"nameSearch": "lodz"}),
    ("name, ae ligature", {"nameSearch": "aesir"}),
    ("name, elite", {"nameSearch": "elite"}),
    ("name, decomposed and precomposed both found", {"nameSearch": "josé"}),
    ("name, jose finds both", {"nameSearch": "jose"}),
    ("name, greek without accents", {"nameSearch": "κρονος"}),
    ("name, greek final sigma", {"nameSearch": "ΘΗΣΑΥΡΟΣ"}),
    ("name, greek polytonic", {"nameSearch": "αθηναι αγια"}),
    ("name, cyrillic upper case", {"nameSearch": "ЖАР"}),
    ("name, cjk", {"nameSearch": "麻将"}),
    ("name, thai", {"nameSearch": "ไทย"}),
    ("name, emoji", {"nameSearch": "🐉"}),
    ("name, fullwidth found by ascii", {"nameSearch": "full width"}),
    ("name, ascii found by fullwidth", {"nameSearch": "ＷＩＤＴＨ"}),
    ("name, inner white space collapses", {"nameSearch": "spaced out"}),
    ("name, no-break space and tab count as space", {"nameSearch": "\u00a0spaced\u3000\tOUT\n"}),
    ("name, only spaces means no name filter", {"nameSearch": "   \t ", "pageSize": 3}),
    ("name, lone combining accent means no name filter", {"nameSearch": "\u0301", "pageSize": 3}),
    ("name, no match", {"nameSearch": "xyzzy"}),
    ("name, digit", {"nameSearch": "2"}),
    ("name, invalid byte finds only invalid bytes", {"nameSearchHex": "ff"}),
    ("name, truncated sequence in the search", {"nameSearchHex": "63757420e1bb"}),
    ("name, fortune ox in two vendors", {"nameSearch": "fortune ox"}),
    ("name, single letter over many", {"nameSearch": "o", "pageSize": 5, "pageNo": 2}),
    ("hot and name", {"selectType": "HOT", "nameSearch": "mahjong ways 2"}),
    ("hot and vendor", {"selectType": "HOT", "vendor": "PG"}),
    ("new and category and name", {"selectType": "NEW", "category": "RNG", "nameSearch": "fortune"}),
    ("fav and vendor", {"selectType": "FAV", "vendor": "JDB", "favouriteIds": [118, 101, 106, 107]}),
    ("recent and name", {"selectType": "RECENT", "nameSearch": "LUCKY", "recentIds": [136, 116, 127, 101]}),
    ("a 10 KB search matches nothing", {"nameSearch": "a" * 10240}),
]

SELECT = ["ALL", "NEW", "FAV", "HOT", "RECENT"]


def decode_per_byte(data):
    """Code points of UTF-8 bytes; each byte that starts no valid sequence is one U+FFFD."""
    out, i = [], 0
    while i < len(data):
        for length in (1, 2, 3, 4):
            chunk = data[i:i + length]
            try:
                text = chunk.decode("utf-8")
            except UnicodeDecodeError:
                continue
            if len(text) == 1:
                out.append(text)
                i += length
                break
        else:
            out.append("\ufffd")
            i += 1
    return out


def fold_char(c):
    cp = ord(c)
    if 0x0300 <= cp <= 0x036F or cp in (0x00AD, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF):
        return ""
    if 0xFF01 <= cp <= 0xFF5E and c.isalnum():
        return unicodedata.normalize("NFKC", c).lower()
    script = unicodedata.name(c, "").split(" ")[0]
    if script == "CYRILLIC":
        return c.lower()
    if script in ("LATIN", "GREEK"):
        if c == "ß" or c == "ẞ":
            return "ss"
        special = {"ø": "o", "Ø": "o", "đ": "d", "Đ": "d", "ł": "l", "Ł": "l", "æ": "ae", "Æ": "ae",
                   "œ": "oe", "Œ": "oe", "ς": "σ"}
        if c in special:
            return special[c]
        base = "".join(x for x in unicodedata.normalize("NFKD", c) if not unicodedata.combining(x))
        return base.lower()
    return c.lower() if cp < 0x80 else c


def fold(raw):
    chars = decode_per_byte(raw if isinstance(raw, bytes) else raw.encode("utf-8"))
    out = ""
    for c in chars:
        if c.isspace() or ord(c) < 0x20 or ord(c) == 0x7F:
            out += " "
        else:
            out += fold_char(c)
    return re.sub(" +", " ", out).strip(" ")


def expected(query):
    select = query.get("selectType", "ALL").upper()
    page_no = query.get("pageNo", 1)
    page_size = query.get("pageSize", 18)
    page_size = 42 if page_size < 1 else min(page_size, 999)
    page_no = max(page_no, 1)
    needle = fold(bytes.fromhex(query["nameSearchHex"]) if "nameSearchHex" in query else query.get("nameSearch", ""))
    games = {g[0]: g for g in CATALOGUE}

    def keep(g):
        if query.get("category") and g[2].upper() != query["category"].upper():
            return False
        if query.get("vendor") and g[1].upper() != query["vendor"].upper():
            return False
        if select == "HOT" and not g[4]:
            return False
        return not needle or needle in fold(g[3])

    if select in ("ALL", "HOT"):
        ordered = sorted(CATALOGUE, key=lambda g: (g[7], g[0]))
    elif select == "NEW":
        ordered = sorted(CATALOGUE, key=lambda g: (-g[6], -g[0]))
    else:
        ids = query.get("favouriteIds" if select == "FAV" else "recentIds", [])
        seen, ordered = set(), []
        for i in ids:
            if i in games and i not in seen:
                seen.add(i)
                ordered.append(games[i])
    matches = [g[0] for g in ordered if keep(g)]
    total_pages = (len(matches) + page_size - 1) // page_size
    start = (page_no - 1) * page_size
    return {"ids": matches[start:start + page_size], "totalItems": len(matches), "totalPages": total_pages,
            "pageNo": page_no, "pageSize": page_size}


def main():
    games = []
    for gid, vendor, category, name, hot, trial, created, order in CATALOGUE:
        game = {"id": gid, "vendorCode": vendor, "category": category}
        if isinstance(name, bytes):
            game["nameHex"] = name.hex()
        else:
            game["name"] = name
        game.update({"hot": hot, "freeTrial": trial, "createdAt": created, "sortOrder": order})
        games.append(game)
    cases = []
    for name, query in QUERIES:
        cases.append({"name": name, "query": query, "expect": expected(query)})
    doc = {
        "description": "Lobby filtering (shared/include/panalo/lobby/game_filter.hpp): one catalogue, queries with their expected pages. "
                       "Expected pages come from the plain Python model in game_filter_model.py (unicodedata, no code shared with the C++), "
                       "reviewed by hand. nameHex/nameSearchHex carry bytes that are not valid UTF-8. Native GoogleTest and the wasm vitest read this file.",
        "catalogue": games,
        "cases": cases,
    }
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("{\n")
        out.write(f'  "description": {json.dumps(doc["description"], ensure_ascii=False)},\n')
        out.write('  "catalogue": [\n')
        out.write(",\n".join("    " + json.dumps(g, ensure_ascii=False) for g in games))
        out.write("\n  ],\n  \"cases\": [\n")
        out.write(",\n".join("    " + json.dumps(c, ensure_ascii=False) for c in cases))
        out.write("\n  ]\n}\n")


if __name__ == "__main__":
    main()
