// The flag of a country is not an image: it is the pair of Unicode regional
// indicator symbols spelling its ISO 3166-1 alpha-2 code (P + H draws the
// Philippine flag wherever the system font has it, letters elsewhere).
const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji for a two-letter country code; '' for anything that is not one. */
export function flagEmoji(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...Array.from(code, (letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}
