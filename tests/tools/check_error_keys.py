#!/usr/bin/env python3
"""Fails when an API error key is written as a string literal outside its header.

Every key the API answers with is a constant in error_keys.hpp (found by name
under the given source folder, wherever the layout puts it). Elsewhere in that
folder, with comments removed, this refuses:
  1. a string literal equal to any key the header defines, in any context;
  2. a string literal as the key argument of DomainError(kind, key, ...) or of
     errorJson(status, key, ...), so a new key cannot skip the header either.

    check_error_keys.py API_SRC_DIR          check the sources; exit 1 on a finding
    check_error_keys.py --self-test          prove the checker finds planted literals

python3 is there wherever the wasm build runs (Debian's emscripten needs it).
"""
import pathlib
import re
import sys
import tempfile

KEY_DEFINITION = re.compile(r'inline\s+constexpr\s+const\s+char\s*\*\s*k\w+\s*=\s*"([^"]+)"\s*;')
# The calls that take an error key, and the position (from 0) of that argument.
KEY_CALLS = {"DomainError": 1, "errorJson": 1}


def strip_comments(source: str) -> str:
    """Blanks // and /* */ comments (keeping newlines for line numbers), not string contents."""
    out, i, n = [], 0, len(source)
    while i < n:
        c = source[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and source[j] != c:
                j += 2 if source[j] == "\\" else 1
            out.append(source[i : j + 1])
            i = j + 1
        elif source.startswith("//", i):
            j = source.find("\n", i)
            i = n if j < 0 else j
        elif source.startswith("/*", i):
            j = source.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * source.count("\n", i, j))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def call_arguments(text: str, open_paren: int):
    """Top-level arguments of the call whose '(' is at open_paren, as (offset, text) pairs."""
    depth, start, args, i = 0, open_paren + 1, [], open_paren
    while i < len(text):
        c = text[i]
        if c == '"':
            i += 1
            while i < len(text) and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                args.append((start, text[start:i]))
                return args
        elif c == "," and depth == 1:
            args.append((start, text[start:i]))
            start = i + 1
        i += 1
    return args


LITERAL_ARGUMENT = re.compile(r'^\s*(?:std::string(?:_view)?\s*\(\s*)?"')
STRING_LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def findings_in(path: pathlib.Path, keys: set) -> list:
    text = strip_comments(path.read_text(encoding="utf-8"))
    line_of = lambda offset: text.count("\n", 0, offset) + 1
    found = []
    for literal in STRING_LITERAL.finditer(text):
        if literal.group(1) in keys:
            found.append(f'{path}:{line_of(literal.start())}: literal error key "{literal.group(1)}"; use error_keys::')
    for name, position in KEY_CALLS.items():
        for call in re.finditer(r"\b" + name + r"\s*\(", text):
            args = call_arguments(text, call.end() - 1)
            if len(args) > position and LITERAL_ARGUMENT.match(args[position][1]):
                offset = args[position][0]
                found.append(f"{path}:{line_of(offset)}: {name} takes a literal key {args[position][1].strip()[:40]}; add it to error_keys.hpp")
    return sorted(set(found))


def check(source_dir: pathlib.Path) -> list:
    headers = list(source_dir.rglob("error_keys.hpp"))
    if len(headers) != 1:
        return [f"expected exactly one error_keys.hpp under {source_dir}, found {len(headers)}"]
    keys = set(KEY_DEFINITION.findall(headers[0].read_text(encoding="utf-8")))
    if len(keys) < 10:
        return [f"{headers[0]}: found only {len(keys)} key definitions; has its form changed?"]
    found = []
    for path in sorted(source_dir.rglob("*")):
        if path.suffix in (".cpp", ".hpp", ".h", ".cc") and path != headers[0]:
            found += findings_in(path, keys)
    return found


def self_test() -> list:
    """Plants each kind of violation (and the legal forms) in a scratch tree."""
    problems = []
    header = "".join(f'inline constexpr const char* kKey{i} = "key_{i}";\n' for i in range(12))
    cases = {  # name: (code, whether the checker must object)
        "literal key in DomainError": ('throw DomainError(ErrorKind::Forbidden, "key_1", "m");', True),
        "new key across lines": ('throw DomainError(ErrorKind::Forbidden,\n   "brand_new_key", "m", {{"a", 1}});', True),
        "std::string literal key": ('throw DomainError(k, std::string("brand_new"), "m");', True),
        "literal key in errorJson": ('return errorJson(404, "not_a_constant", "Not found");', True),
        "known key anywhere": ('const char* x = "key_3";', True),
        "constant is fine": ('throw DomainError(k, error_keys::kKey1, "The key_1 thing failed", {{"captcha", true}});', False),
        "comment is fine": ('// throws DomainError(Forbidden, "key_2")\n/* "key_4" */ int y = 0;', False),
        "escaped quote is fine": ('const char* z = "say \\"key_5\\" twice"; throw DomainError(k, error_keys::kKey5, z);', False),
    }
    with tempfile.TemporaryDirectory() as scratch:
        root = pathlib.Path(scratch)
        (root / "core").mkdir()
        (root / "core" / "error_keys.hpp").write_text(header)
        for name, (code, expected) in cases.items():
            path = root / "case.cpp"
            path.write_text(code + "\n")
            found = check(root)
            if bool(found) != expected:
                problems.append(f"self-test '{name}': expected {'a finding' if expected else 'none'}, got {found}")
    return problems


def main() -> int:
    if sys.argv[1:] == ["--self-test"]:
        problems = self_test()
    elif len(sys.argv) == 2:
        problems = check(pathlib.Path(sys.argv[1]))
    else:
        print(__doc__)
        return 2
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
