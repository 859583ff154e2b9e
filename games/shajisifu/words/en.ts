/**
 * 杀机四伏's words in English: the same messages as `zh.ts` (whose type, `Messages`, this catalogue must satisfy), with
 * English verb agreement (`you play` / `seat 3 plays`) and capitals.
 */
import { stripMarks } from '@shaju/words';
import { conditionWords, identityNames } from './entries.ts';
import type { Messages } from './zh.ts';

const ucfirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** Whether a seat's name is the viewer's (`you`), its seat mark aside (@shaju/words `markSeat`). */
const isYou = (who: string): boolean => stripMarks(who) === 'you';

/** The English catalogue. */
/** Small counts in words (the same-value count of a death, S-D1). */
const EN_COUNT: Readonly<Record<number, string>> = {
  2: 'two',
  3: 'three',
  4: 'four',
  5: 'five',
  6: 'six',
  7: 'seven',
  8: 'eight',
  9: 'nine',
  10: 'ten',
};

export const en: Messages = {
  capital: ucfirst,
  rankFirst: true,
  you: 'you',
  seat: (n) => `seat ${n}`,
  possessive: (_name, self, seat) => (self ? 'your' : `seat ${seat}'s`),
  listSep: ', ',
  clauseSep: '; ',
  identities: identityNames('en'),
  identityCard: (name, card, note) => `${name} (${card}${note ? `, ${note}` : ''})`,
  conditions: conditionWords('en', 'label'),
  conditionsYou: conditionWords('en', 'you'),
  table: {
    header: (turns, turn, top, topLong, draw, discard) =>
      `Turn ${turns} · ${turn === null ? 'game over' : `${ucfirst(turn)} to act`} · discard top ${top}${topLong ? ` (${topLong})` : ''} · draw pile ${draw} · discard pile ${discard}`,
    seatCell: (n) => String(n),
    cols: ['Seat', 'State', 'Hand', 'Damage', 'Identity', 'Notes'],
    alive: 'alive',
    dead: 'dead',
    unknown: '?',
    hidden: 'hidden',
    deathNote: (order, killer) => `death #${order}${killer === null ? ', no killer' : `, killed by ${killer}`}`,
    kills: (list) => `killed ${list}`,
    repeated: (v, n) => `${v}s ×${n}`,
    attack: (a, t, flips, sum) => `Attack in progress: ${a} → ${t}, flipped ${flips} (${sum} damage if it stops now)`,
    claim: (from, card) => `碰 window: ${from} played ${card}; waiting for the others to claim or pass`,
    hand: (n, cards) => `Your hand (${n}): ${cards}`,
    lastHand: (seat, cards) => `${seat.charAt(0).toUpperCase()}${seat.slice(1)}: last hand ${cards}`,
    identity: (id, card, shown, immune) =>
      `Your identity: ${id} (identity card ${card}, ${shown ? 'public' : 'hidden'}). ${shown ? 'You are immune to' : 'Once revealed you are immune to'} damage cards that are ${immune}.`,
    immuneSuitRank: (suit, rank) => `${suit} or ${rank}`,
    immuneJoker: 'jokers',
    condA: 'Win condition A: ',
    condB: 'Win condition B: ',
    condAny: 'Any identity: be the only player left alive',
    condOff: ' (off in this game)',
    neighbours: (l, r) => ` (${l}, ${r})`,
    aliveShort: 'alive',
    deadShort: 'dead',
    progress: (s) => ` — ${s}`,
    handProgress: (n) => `you hold ${n}`,
  },
  events: {
    deal: (id, hand) => `your identity card: ${id}; hand: ${hand}`,
    start: (top, first) => `start: ${top} turned up on the discard pile, ${first} to act first`,
    plays: (who) => `${who} ${isYou(who) ? 'play' : 'plays'} `,
    play: (card, legal) => `${card}${legal ? ' (legal)' : ' (illegal, turn over)'}`,
    playSep: ', ',
    stop: (who) => (isYou(who) ? ', stop' : ', stops'),
    stopAlone: (who) => `${who} ${isYou(who) ? 'stop' : 'stops'} playing`,
    selfHeal: (who, card) => ` and ${isYou(who) ? 'heal' : 'heals'} (removes ${card})`,
    heal: (who, whose, card) => `${who} ${isYou(who) ? 'heal' : 'heals'}: removes ${whose} ${card}`,
    healSelfAlone: (who, card) => `${who} ${isYou(who) ? 'heal yourself' : 'heals themself'}: removes ${card}`,
    pong: (who, from, card) =>
      `${who} ${isYou(who) ? 'claim' : 'claims'} 碰! plays ${card} (${from} turn is cut short)`,
    pongAfterIllegal: (who, card) => `${who} ${isYou(who) ? 'claim' : 'claims'} 碰! plays ${card}`,
    attack: (who, target) => `${who} ${isYou(who) ? 'attack' : 'attacks'} ${target}: flips`,
    flipMore: (who) => `${who} ${isYou(who) ? 'flip' : 'flips'}`,
    damage: (sum) => ` → ${sum} damage`,
    noDamage: ' → nothing left to flip, no damage',
    immune: (who, cards) => ` (${who} ${isYou(who) ? 'are' : 'is'} immune: ${cards} discarded)`,
    attackOf: (who) => `${who} ${isYou(who) ? 'stop' : 'stops'} flipping`,
    forced: ', forced to stop',
    penalty: (n) => `: penalty draw of ${n}`,
    noPenalty: ' (the game is over: no penalty draw)',
    noPenaltyAlone: (who) =>
      `${who} ${isYou(who) ? 'were' : 'was'} forced to stop flipping, but the game is over: no penalty draw`,
    penaltyCards: (cards) => ` (${cards})`,
    draw: (who, n, penalty) => `${who} ${isYou(who) ? 'draw' : 'draws'} ${n}${penalty ? ' as a penalty' : ''}`,
    death: (who, cause, killer, id, limit, count) =>
      `✝ ${who} ${isYou(who) ? 'die' : 'dies'} (${cause === 'total' ? `damage reached ${limit}` : `${EN_COUNT[count] ?? count} damage cards of one value`})${killer === null ? '' : `, killed by ${killer}`}; identity: ${id}`,
    reshuffle: (n) => `(draw pile empty: ${n} discarded cards shuffled into a new draw pile)`,
    reveal: (who, id, cards) =>
      `${who} ${isYou(who) ? 'reveal' : 'reveals'} ${isYou(who) ? 'your' : 'their'} identity: ${id}${cards === null ? '' : `, discarding ${cards}`}`,
    end: 'Game over.',
  },
  labels: {
    play: (card, legal) => `Play ${card}${legal ? ' (legal)' : ' (illegal: ends your turn)'}`,
    stopFlipping: (target, sum) => `Stop flipping (${sum} damage to ${target}, no penalty)`,
    stopPlaying: (hurt) => `Stop playing${hurt ? ' (then you may heal yourself)' : ''}`,
    flip: 'Flip',
    flipAgain: (need) => `Flip again (next card must be ≥ ${need}, else forced stop and penalty draw)`,
    flipAgainConfirm: (need) =>
      `Really flip again? A next card below ${need} forces you to stop and draw as many cards as its value. (y/N) `,
    damageInfo: (n) => `damage ${n}`,
    attack: (who, info) => `Attack ${who}${info.length > 0 ? ` (${info.join(', ')})` : ''}`,
    healSelf: (card) => `Heal yourself: remove ${card}`,
    heal: (_own, _target, possessive, card) => `Heal ${possessive} ${card}`,
    noPong: 'Pass (no 碰)',
    pongWindow: '碰',
    noHeal: 'Do not heal, end your turn',
    pong: (card) => `碰: claim with ${card}`,
    revealNothing: 'Reveal your identity (no damage card to discard)',
    revealOne: (cards) => `Reveal your identity (discard ${cards})`,
    revealMany: (cards, top) => `Reveal your identity (discard ${cards}, ${top} on top)`,
  },
  offer: {
    dropped: (cards) => `your ${cards} discarded`,
    blocked: (cards, n) => `the flipped ${cards} no longer ${n === 1 ? 'hurts' : 'hurt'}`,
    effect: (effects) => (effects.length > 0 ? ` (if you reveal: ${effects.join('; ')})` : ''),
    question: (who, flips, sum, damage, immune, effect) =>
      `${ucfirst(who)} is attacking you: flipped ${flips} (${sum} points). Your damage is ${damage}, ${damage + sum} if these land now.\nReveal your identity now? You would be immune to damage cards that are ${immune}${effect}.`,
  },
  result: {
    unfinished: (turns) => `The game was not finished (stopped at turn ${turns}).`,
    draw: (maxTurns) => `Draw: nobody won within ${maxTurns} turns; there is no winner.`,
    drawLastAlive:
      'Draw: one player is left alive, but this game has the “only survivor” win condition off; no winner.',
    over: (turns) => `Game over (turn ${turns}). Winners:`,
    youWon: 'You won!',
    youLost: 'You did not win.',
    identitiesAll: 'Every identity:',
    identitiesKnown: 'Known identities:',
    alive: 'alive',
    deathNo: (n, killer) => `death #${n}${killer ? `, killed by ${killer}` : ''}`,
    killed: (list) => `; killed ${list}`,
    youMark: ' (you)',
    hidden: 'hidden',
  },
  help: [
    '杀机四伏 Shaji Sifu, rules in short (full rules: docs/rules/shajisifu.md)',
    '· With hand cards you must play: a card of the top card’s suit or rank, a joker, or anything on a joker is a',
    '  legal play, after which you may play on or stop; an illegal play is allowed but ends your turn at once.',
    '  Stopping (or emptying your hand with a legal play) lets you heal yourself once.',
    '· With no hand cards at the start of your turn: attack another alive player, or heal any alive player.',
    '· Attack: flip draw-pile cards one by one, choosing after each to go on or stop; a card lower than the one',
    '  before forces you to stop and draw as many cards as its value. All flipped cards become the target’s damage.',
    '  A=1, J=11, Q=12, K=13, joker=20.',
    '· A player dies at 50+ total damage or three damage cards of one value; the attacker killed them.',
    '  (These are the seed’s numbers; a room may change them with options, see npx shaju options shajisifu; the',
    '  table shows the numbers of the game.)',
    '· Identity (suit of your identity card): ♥ Jealous Woman, ♦ Gold-digger, ♠ Poor Man, ♣ Heartbroken Man,',
    '  王 Fan; two win conditions each; the only survivor wins too.',
    '· Reveal at any time: damage cards matching your identity card’s suit or rank are discarded, and you are',
    '  immune to them from then on (a 王 identity: to jokers).',
    '· Victory is checked after each attack’s damage, penalty draw and reveal; several players can win; living',
    '  Jealous Women always win along.',
    'Keys: type an option number and Enter; h shows this help; q quits (the game record is still saved).',
  ],
};
