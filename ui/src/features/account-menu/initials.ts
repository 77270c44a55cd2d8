/**
 * What the avatar shows while the server's image loads or when it fails: up to
 * two letters from the display name (first letters of the first two words, else
 * the first two characters), upper-cased; "?" for an empty name.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/u)
    .filter((w) => w !== '');
  if (words.length === 0) return '?';
  const letters = words.length > 1 ? [firstChar(words[0]!), firstChar(words[1]!)] : Array.from(words[0]!).slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}

function firstChar(word: string): string {
  return Array.from(word)[0] ?? '';
}
