/**
 * Social networks by their proper names: the payload's `social_links[].type` is a lower-case
 * key ('instagram', 'x', 'tiktok'…); a page shows the network's own spelling. Brand names are not translated.
 */
const NAMES: Record<string, string> = {
  instagram: 'Instagram',
  x: 'X',
  twitter: 'X',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  telegram: 'Telegram',
  threads: 'Threads',
  pinterest: 'Pinterest',
};

/** The network's proper name; an unknown type is shown with a capital first letter ('mastodon' → 'Mastodon'). */
export function socialName(type: unknown): string {
  const raw = typeof type === 'string' ? type.trim() : '';
  const key = raw.toLowerCase().replace(/[\s_-]+/g, '');
  if (Object.hasOwn(NAMES, key)) return NAMES[key]!;
  return raw ? raw.charAt(0).toLocaleUpperCase('en') + raw.slice(1) : '';
}
