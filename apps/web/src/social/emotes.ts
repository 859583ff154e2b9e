/**
 * How each emote of @shaju/protocol/chat looks: a Twemoji picture (emote-icons.gen.ts, made by `npm run art` from
 * @iconify-json/twemoji, CC BY 4.0), drawn as inline SVG so it shows on every system — an emoji character showed as
 * ▯ where the system has no colour-emoji font. The animation is in social.css.
 */
import { createElement } from 'react';
import { EMOTE_ICONS } from './emote-icons.gen.ts';

/**
 * The picture of emote `id` (a question mark for one this client does not know). Decorative by default (its holder
 * names the emote); with `label`, an image of that name.
 */
export function EmoteIcon({ id, label }: { id: string; label?: string }) {
  const body = EMOTE_ICONS[id];
  if (body === undefined) return createElement('span', { className: 'emote-icon unknown', 'aria-hidden': true }, '?');
  return createElement('svg', {
    className: 'emote-icon',
    viewBox: '0 0 36 36',
    width: '1.25em',
    height: '1.25em',
    'data-emote': id,
    ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }),
    // The generated bodies are the pinned package's own SVG, never text from a user.
    dangerouslySetInnerHTML: { __html: body },
  });
}
