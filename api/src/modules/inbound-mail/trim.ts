/**
 * The guest's own words in a reply: the text above the quoted message. Mail programs introduce the quote with a line
 * ("On … wrote:", "W dniu … pisze:", "-----Original Message-----", "Od: …"), or quote it line by line with ">"; our
 * own footer starts with "—". A signature after "-- " goes too.
 */
const CUT_AT = [
  /^\s*On\b.*\bwrote:\s*$/i,
  /^\s*W dniu\b.*\bpisze:\s*$/i,
  /^\s*(Dnia|Użytkownik)\b.*(napisał|napisała|pisze)\b.*:\s*$/i,
  /^\s*El\b.*\bescribió:\s*$/i,
  /писала?:\s*$/i,
  /^\s*-{2,}\s*(Original Message|Wiadomość oryginalna|Oryginalna wiadomość)\s*-{2,}\s*$/i,
  /^\s*(From|Od|De|От):\s.+$/i,
  /^\s*—\s*$/,
  /^-- $/,
];

export function trimQuoted(text: string): string {
  const kept: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (CUT_AT.some((pattern) => pattern.test(line))) break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

/** The token of a reply address (reply+<token>@domain, any case), or null when the address is not one of ours. */
export function tokenOfAddress(address: string, domain: string): string | null {
  const match = /^reply\+([a-z2-7]{32})@(.+)$/i.exec(address.trim());
  if (!match || match[2].toLowerCase() !== domain.toLowerCase()) return null;
  return match[1].toLowerCase();
}
