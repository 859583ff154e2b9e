/** How each emote of @shaju/protocol/chat looks: a glyph (the animation is in social.css). */
export const EMOTE_GLYPHS: Readonly<Record<string, string>> = Object.freeze({
  flower: '🌹',
  egg: '🥚',
  tomato: '🍅',
  cheers: '🍻',
  thumb: '👍',
});

/** The glyph of emote `id` ('?' for one this client does not know). */
export function emoteGlyph(id: string): string {
  return EMOTE_GLYPHS[id] ?? '?';
}
