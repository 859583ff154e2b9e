/**
 * The placeholders each field of an entry's words is given (src/data/words-types.ts documents them for authors): per
 * slot, the names its renderer gives and whether the game's config fields are given too (the renderers with a view
 * have it; the log's do not). `say` (content.ts) takes a slot, so the compiler holds every renderer to its slot's
 * names; the words' test holds every entry's templates to them — a placeholder no renderer gives fails the test.
 */

/** A subject seat's names: `{who}`, its possessive, with capitals, and English agreement (`{s}`, `{has}`, `{is}`). */
const SUBJECT = ['who', 'Who', 'whose', 'Whose', 's', 'has', 'is'] as const;

/** Every slot: its placeholder names and whether the config is given. */
export const SLOTS = {
  /** `ask.<kind>`, `steps.<step>.ask.<kind>`: a question. */
  ask: {
    vars: [
      'n',
      'hp',
      'you',
      'source',
      'Source',
      'target',
      'card',
      'optionCard',
      'poss',
      'whose',
      'toYou',
      'weapon',
      'more',
      'tail',
    ],
    config: true,
  },
  /** `options.<code>`, `steps.<step>.options.<code>`: an option of a `choose` request. */
  option: { vars: ['card', 'place', 'seat', 'count', 'target'], config: true },
  /** `judge`: a judgement's outcomes. */
  judge: { vars: [], config: false },
  /** `discard`: the log's discards. */
  discard: { vars: [...SUBJECT, 'list', 'n'], config: false },
  /** `use`: a menu line of using. */
  use: { vars: ['card', 'as', 'arrow', 'a', 'b', 'weapon', 'notes'], config: true },
  /** `play`, `playAgainst.<kind>`: a menu line of playing. */
  play: { vars: ['card', 'as'], config: true },
  /** `rescue`: a menu line of rescuing. */
  rescue: { vars: ['on', 'card', 'as'], config: true },
  /** `respond`: the log's answer. */
  respond: { vars: [...SUBJECT, 'what'], config: false },
  /** `pass`: a menu line of not answering. */
  pass: { vars: ['source', 'weapon'], config: true },
  /** `targets`: the log's targets of a use. */
  targets: { vars: ['a', 'b'], config: false },
  /** `shanNotes.<kind>`, `useNotes.<kind>`, `manyTargetsNote`, `shanAlternative`: a note or line of equipment. */
  note: { vars: [], config: true },
  /** `notPlayable.<reason>`: why a card is no choice. */
  notPlayable: { vars: [], config: false },
  /** `nullified`: the log's cancellation. */
  nullified: { vars: ['kind', 'target'], config: false },
  /** `immune`: the log's "no effect". */
  immune: { vars: [...SUBJECT, 'kind'], config: false },
  /** `heal`: the log's healing after a use. */
  heal: { vars: [...SUBJECT, 'hp', 'shield'], config: false },
  /** `look`: the log's look at a hand; `lookAll`: at everyone's. */
  look: { vars: [...SUBJECT, 'target', 'theirs', 'hand'], config: false },
  lookAll: { vars: SUBJECT, config: false },
  /** `control`: the log's control. */
  control: { vars: ['by', 's', 'who', 'via', 'turns'], config: false },
  /** `controlled`, `commanded`: the table's line of a controlled seat. */
  controlled: { vars: [...SUBJECT, 'by', 'turns'], config: true },
  /** `harvest`: the table's line of the revealed cards. */
  harvest: { vars: ['cards'], config: true },
  /** `armed`: the table's line of an armed card. */
  armed: { vars: ['card', 'who'], config: true },
  /** `restrict`: the log's limits on a seat. */
  restrict: { vars: ['by', 'byWhose', 'who'], config: false },
  /** `usesLeft`: the table's note of uses left. */
  usesLeft: { vars: ['card', 'left', 'spent'], config: true },
  /** `skips.<phase>`: why a phase is skipped. */
  skip: { vars: ['name'], config: false },
  /** `pair.use`, `pair.play`: the menu lines of a pair; `pair.group`, `pair.groupPlayed`, `pair.first`: its titles. */
  pairUse: { vars: ['pair', 'arrow'], config: true },
  pairPlay: { vars: ['pair'], config: true },
  pairTitle: { vars: [], config: true },
  /** `pair.second`: the second card's title; `pair.target`: the targets' title. */
  pairSecond: { vars: ['card'], config: true },
  pairTarget: { vars: ['pair'], config: true },
  /** `pair.log`: the log. */
  pairLog: { vars: [], config: false },
} as const;

/** The slot of each field of `pair`. */
const PAIR_SLOTS: Readonly<Record<string, Slot>> = {
  use: 'pairUse',
  play: 'pairPlay',
  group: 'pairTitle',
  groupPlayed: 'pairTitle',
  first: 'pairTitle',
  second: 'pairSecond',
  target: 'pairTarget',
  log: 'pairLog',
};

/** A slot's name. */
export type Slot = keyof typeof SLOTS;

/** The slot of an entry's words field, by its path (`ask.choose`, `steps.top.options.keep`, `judge.0`), or null. */
export function slotOf(path: readonly string[]): Slot | null {
  const [head, ...rest] = path;
  if (head === 'steps') return rest[1] === 'ask' ? 'ask' : rest[1] === 'options' ? 'option' : null;
  switch (head) {
    case 'ask':
      return 'ask';
    case 'options':
      return 'option';
    case 'playAgainst':
      return 'play';
    case 'shanNotes':
    case 'useNotes':
    case 'manyTargetsNote':
    case 'shanAlternative':
      return 'note';
    case 'commanded':
      return 'controlled';
    case 'skips':
      return 'skip';
    case 'pair':
      return PAIR_SLOTS[rest[0] ?? ''] ?? null;
    default:
      return head !== undefined && Object.hasOwn(SLOTS, head) ? (head as Slot) : null;
  }
}
