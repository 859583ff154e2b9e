import { describe, expect, test } from 'vitest';
import { conditionsOf, type SeatSpec } from '../src/index.ts';
import { eventsOf, hand, inHand, scenario } from './helpers.ts';

type G = ReturnType<typeof scenario>;

/** 35 damage points with no repeated value and no ♠, ♥ 5 or joker: a 15+ attack kills. */
const NEAR_DEATH = ['♦K', '♥Q', '♣10'];
/** Flips that add 18 (9 + 9) without a forced stop. */
const KILL_FLIPS = ['♦9', '♣9'];

/** `attacker` attacks `target`, flips once more, and stops: with KILL_FLIPS on top, 35 + 18 = 53 kills. */
function kill(g: G, attacker: number, target: number): void {
  g.decide(attacker, { t: 'attack', target });
  g.decide(attacker, { t: 'flip' });
  g.decide(attacker, { t: 'stop' });
}

const near = (identity: string, more: Partial<SeatSpec> = {}): SeatSpec => ({ identity, damage: NEAR_DEATH, ...more });
const dead = (identity: string, deathOrder: number): SeatSpec => ({ identity, dead: { deathOrder } });
const alive = (identity: string): SeatSpec => ({ identity, hand: ['♦3'] });

describe('S-V1 ♥ 嫉妒女', () => {
  test('S-V1 H-A: both players who sat next to the ♥ at the start are dead: the ♥ wins', () => {
    // 红心（嫉妒女）：A、自己的上下家都死亡。
    const g = scenario({
      seats: [{ identity: '♠2' }, dead('♠3', 1), alive('♥5'), near('♠7'), alive('♦9')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 3);
    expect(g.state.result).toEqual({ winners: [2], draw: false, reason: 'victory', why: { 2: ['H-A'] } });
    expect(g.events.map((e) => e.t).slice(-3)).toEqual(['damage', 'death', 'end']);
    expect(g.pending()).toBeNull();
  });

  test('S-V1 H-A: the neighbours are those at the start, not the nearest alive players', () => {
    // seat 3 is dead; when seat 4 dies, seat 2's nearest alive player on that side is gone, but seat 1 lives
    const g = scenario({
      seats: [{ identity: '♠2' }, alive('♠6'), alive('♥5'), dead('♠3', 1), near('♠7'), alive('♦9')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 4);
    expect(g.state.players[4]?.alive).toBe(false);
    expect(g.state.result).toBeNull();
    expect(conditionsOf(g.state, 2)).toEqual([]);
    // the wrap-round neighbours of seat 0 are seats 5 and 1
    const h = scenario({
      seats: [alive('♥5'), dead('♠3', 1), alive('♠6'), { identity: '♠2' }, alive('♦9'), near('♠7')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
      turn: 3,
    });
    kill(h, 3, 5);
    expect(h.state.result?.why).toEqual({ 0: ['H-A'] });
  });

  test('S-V1 H-B: a ♥ still alive when someone else wins joins the winners', () => {
    // B、当别人宣布胜利时自己还活着。
    const g = scenario({
      seats: [{ identity: '♠2' }, near('♦5'), alive('♣7'), alive('♥9'), alive('♥8')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.result).toEqual({
      winners: [0, 3, 4],
      draw: false,
      reason: 'victory',
      why: { 0: ['S-A'], 3: ['H-B'], 4: ['H-B'] },
    });
  });

  test('S-V1 H-B: a dead ♥ does not join the winners', () => {
    const g = scenario({
      seats: [{ identity: '♠2' }, near('♦5'), alive('♣7'), dead('♥9', 1), alive('♠8')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.result?.winners).toEqual([0]);
    expect(g.state.result?.why).toEqual({ 0: ['S-A'] });
  });
});

describe('S-V1 ♦ 拜金女', () => {
  test('S-V1 D-A: a ♦ holding 10 cards after a penalty draw wins at once', () => {
    // 方块（拜金女）：A、拥有至少10张手牌。
    const g = scenario({
      seats: [{ identity: '♦2' }, alive('♠5'), { identity: '♣7' }, alive('♠9')],
      discardTop: '♠4',
      drawTop: ['♠K', '♥10'],
    });
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' }); // ♥10 < ♠K: forced, draw 10
    expect(hand(g.state, 0).length).toBe(10);
    expect(g.state.result).toEqual({ winners: [0], draw: false, reason: 'victory', why: { 0: ['D-A'] } });
    expect(g.events.map((e) => e.t)).toEqual(['attack', 'flip', 'flip', 'damage', 'draw', 'end']);
  });

  test('S-V1 D-A: 9 hand cards are not enough', () => {
    const g = scenario({
      seats: [{ identity: '♦2' }, alive('♠5'), { identity: '♣7' }, alive('♠9')],
      discardTop: '♠4',
      drawTop: ['♠K', '♥9'],
    });
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' });
    expect(hand(g.state, 0).length).toBe(9);
    expect(g.state.result).toBeNull();
    g.expectPending('play', [1]);
  });

  test('S-V1 D-A: a ♠ with 10 hand cards does not win (the condition is the ♦’s)', () => {
    const g = scenario({
      seats: [{ identity: '♠2' }, alive('♠5'), { identity: '♣7' }, alive('♠9')],
      discardTop: '♠4',
      drawTop: ['♠K', '♥J'],
    });
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' });
    expect(hand(g.state, 0).length).toBe(11);
    expect(g.state.result).toBeNull();
  });

  test('S-V1 D-B: a ♦ who is one of the last two alive wins, without acting', () => {
    // B、成为最后2个幸存者中的一个。
    const g = scenario({
      seats: [{ identity: '♠2' }, near('♠5'), dead('♠7', 1), alive('♦9')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.result).toEqual({ winners: [3], draw: false, reason: 'victory', why: { 3: ['D-B'] } });
  });

  test('S-V1 D-B: three alive players are too many', () => {
    const g = scenario({
      seats: [{ identity: '♠2' }, near('♠5'), alive('♠7'), alive('♦9')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.result).toBeNull();
    expect(conditionsOf(g.state, 3)).toEqual([]);
  });
});

describe('S-V1 ♠ 穷困男', () => {
  test('S-V1 S-A: a ♠ who kills a ♦ wins', () => {
    // 黑桃（穷困男）：A、亲自杀死一个拜金女（方块）。
    const g = scenario({
      seats: [{ identity: '♠2' }, near('♦5'), alive('♣7'), alive('♦9')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.result).toEqual({ winners: [0], draw: false, reason: 'victory', why: { 0: ['S-A'] } });
  });

  test('S-V1 S-A: a ♠ who kills a non-♦ does not win; a ♣ who kills a ♦ first does not win S-A', () => {
    const g = scenario({
      seats: [{ identity: '♠2' }, near('♣5'), alive('♣7'), alive('♦9'), alive('♠6')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1); // the ♣ dies first: C-A for the dead ♣, but nothing for the ♠
    expect(g.state.result?.why).toEqual({ 1: ['C-A'] });
    const h = scenario({
      seats: [{ identity: '♣2' }, near('♦5'), alive('♣7'), alive('♦9'), alive('♠6')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(h, 0, 1);
    expect(h.state.result).toBeNull();
  });

  test('S-V1 S-B: when the last hidden identity is revealed, a ♠ wins', () => {
    // B、所有人的职业都公开。（注意：死亡玩家的身份都是公开的）
    const g = scenario({
      seats: [
        { identity: '♠2', revealed: true, hand: ['♣2'] },
        dead('♥5', 1),
        { identity: '♦9', revealed: true },
        { identity: '♣7' },
      ],
      discardTop: '♠4',
    });
    expect(conditionsOf(g.state, 0)).toEqual([]);
    const ev = g.decide(3, { t: 'reveal', order: [] }, { free: true });
    expect(ev.map((e) => e.t)).toEqual(['reveal', 'end']);
    expect(g.state.result).toEqual({ winners: [0], draw: false, reason: 'victory', why: { 0: ['S-B'] } });
  });

  test('S-V1 S-B: the hidden ♠ revealing last wins too; one identity still hidden is not enough', () => {
    const g = scenario({
      seats: [{ identity: '♠2', hand: ['♣2'] }, dead('♥5', 1), { identity: '♦9' }, { identity: '♣7', revealed: true }],
      discardTop: '♠4',
    });
    g.decide(2, { t: 'reveal', order: [] }, { free: true });
    expect(g.state.result).toBeNull();
    g.expectPending('play', [0]);
    g.decide(0, { t: 'reveal', order: [] });
    expect(g.state.result?.why).toEqual({ 0: ['S-B'] });
  });

  test('S-V1 S-B: a dead ♠ wins too when every identity becomes public (S-V2 checks the dead; read literally)', () => {
    const g = scenario({
      seats: [{ identity: '♠2', hand: ['♣2'] }, dead('♠5', 1), { identity: '♦9' }, { identity: '♣7', revealed: true }],
      discardTop: '♠4',
    });
    g.decide(0, { t: 'reveal', order: [] });
    expect(g.state.result).toBeNull();
    g.decide(2, { t: 'reveal', order: [] }, { free: true });
    expect(g.state.result).toEqual({
      winners: [0, 1],
      draw: false,
      reason: 'victory',
      why: { 0: ['S-B'], 1: ['S-B'] },
    });
  });
});

describe('S-V1 ♣ 失恋男', () => {
  test('S-V1 C-A: a ♣ who is the first to die wins, though dead', () => {
    // 梅花（失恋男）：A、自己第一个死亡。
    const g = scenario({
      seats: [{ identity: '♠2' }, near('♣5'), alive('♥7'), alive('♦9'), alive('♠8')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.players[1]?.alive).toBe(false);
    expect(g.state.result).toEqual({
      winners: [1, 2],
      draw: false,
      reason: 'victory',
      why: { 1: ['C-A'], 2: ['H-B'] },
    });
  });

  test('S-V1 C-A: a ♣ who dies second does not win', () => {
    const g = scenario({
      seats: [{ identity: '♠2' }, near('♣5'), dead('♠7', 1), alive('♦9'), alive('♠8')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.players[1]?.deathOrder).toBe(2);
    expect(g.state.result).toBeNull();
  });

  test('S-V1 C-B: a ♣ who kills a player after someone has died wins', () => {
    // B、在有人死亡后，亲自杀死一个人。
    const g = scenario({
      seats: [{ identity: '♣2' }, near('♠5'), dead('♠7', 1), alive('♦9'), alive('♠8')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.result).toEqual({ winners: [0], draw: false, reason: 'victory', why: { 0: ['C-B'] } });
  });

  test('S-V1 C-B: killing the first player to die does not count (product choice 10)', () => {
    const g = scenario({
      seats: [{ identity: '♣2' }, near('♠5'), alive('♠7'), alive('♦9'), alive('♠8')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.players[0]?.kills).toEqual([1]);
    expect(g.state.result).toBeNull();
    g.expectPending('play', [2]);
  });
});

describe('S-V1 王 追星族', () => {
  test('S-V1 J-A: a 王 who dies, not first, wins, though dead', () => {
    // 大小王（追星族）：A、自己死亡而又不是第一个死者。
    const g = scenario({
      seats: [{ identity: '♠2' }, near('joker'), dead('♠7', 1), alive('♦9'), alive('♠8')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.result).toEqual({ winners: [1], draw: false, reason: 'victory', why: { 1: ['J-A'] } });
  });

  test('S-V1 J-A: a 王 who dies first does not win', () => {
    const g = scenario({
      seats: [{ identity: '♠2' }, near('JOKER'), alive('♠7'), alive('♦9'), alive('♠8')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.players[1]).toMatchObject({ alive: false, deathOrder: 1 });
    expect(g.state.result).toBeNull();
  });

  test('S-V1 J-B: a 王 who kills a player whose identity was public wins', () => {
    // B、杀死一个公开身份的人。
    const g = scenario({
      seats: [{ identity: 'JOKER' }, near('♠5', { revealed: true }), alive('♠7'), alive('♦9'), alive('♠8')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.players[1]?.publicAtDeath).toBe(true);
    expect(g.state.result).toEqual({ winners: [0], draw: false, reason: 'victory', why: { 0: ['J-B'] } });
  });

  test('S-V1 J-B: a victim made public only by dying does not count', () => {
    const g = scenario({
      seats: [{ identity: 'JOKER' }, near('♠5'), alive('♠7'), alive('♦9'), alive('♠8')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.players[1]).toMatchObject({ alive: false, revealed: true, publicAtDeath: false });
    expect(g.state.result).toBeNull();
  });

  test('S-V1 J-B: a target who reveals during the attack is public before dying', () => {
    const g = scenario({
      seats: [{ identity: 'JOKER' }, near('♠5'), alive('♠7'), alive('♦9'), alive('♠8')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    g.decide(0, { t: 'attack', target: 1 });
    g.decide(1, { t: 'reveal', order: [] }, { free: true });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' });
    expect(g.state.result?.why).toEqual({ 0: ['J-B'] });
  });
});

describe('S-V1 the only player alive', () => {
  test('S-V1 sole: the last player alive wins', () => {
    // 游戏目标：达成自己的胜利条件或者成为最后唯一的幸存者。
    const g = scenario({
      seats: [{ identity: '♠2' }, near('♠5'), dead('♠7', 1), dead('♠9', 2)],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.result).toEqual({ winners: [0], draw: false, reason: 'victory', why: { 0: ['sole'] } });
  });

  test('S-V1 sole: a ♣ killing the last other player wins by C-B and sole at once', () => {
    const g = scenario({
      seats: [{ identity: '♣2' }, near('♠5'), dead('♠7', 1), dead('♠9', 2)],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.result?.why).toEqual({ 0: ['C-B', 'sole'] });
  });
});

describe('S-V2 the engine declares victories', () => {
  test('S-V2: several winners at once: the killer, a ♥ whose neighbours died, and every ♥ alive', () => {
    // 这个游戏可能会出现多人同时胜利的局面。
    const g = scenario({
      seats: [{ identity: '♠2' }, near('♦5'), alive('♥7'), dead('♥9', 1), alive('joker'), alive('♥8')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.result).toEqual({
      winners: [0, 2, 5],
      draw: false,
      reason: 'victory',
      why: { 0: ['S-A'], 2: ['H-A', 'H-B'], 5: ['H-B'] },
    });
  });

  test('S-V2: dead and alive win together: a 王 dying second and the ♣ who killed it', () => {
    const g = scenario({
      seats: [{ identity: '♣2' }, near('joker'), dead('♠7', 1), alive('♥9'), alive('♦8')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 1);
    expect(g.state.result).toEqual({
      winners: [0, 1, 3],
      draw: false,
      reason: 'victory',
      why: { 0: ['C-B'], 1: ['J-A'], 3: ['H-B'] },
    });
  });

  test('S-V2: a lone ♥ winning by H-A is not also credited H-B (nobody else wins)', () => {
    const g = scenario({
      seats: [{ identity: '♠2' }, dead('♠3', 1), alive('♥5'), near('♠7'), alive('♦9')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 3);
    expect(g.state.result?.why).toEqual({ 2: ['H-A'] });
  });

  test('S-V2: two ♥ alive: one wins by H-A, so the other wins by H-B, and each is alive when the other wins', () => {
    const g = scenario({
      seats: [{ identity: '♠2' }, dead('♠3', 1), alive('♥5'), near('♠7'), alive('♥9')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 3);
    expect(g.state.result?.why).toEqual({ 2: ['H-A', 'H-B'], 4: ['H-B'] });
  });

  test('S-V2: victory is checked before the penalty draw: a winning kill ends the game undrawn (product choice 5)', () => {
    const g = scenario({
      seats: [{ identity: '♠2' }, near('♦5'), alive('♣7'), alive('♦9')],
      discardTop: '♠4',
      drawTop: ['joker', '♣5'],
    });
    g.decide(0, { t: 'attack', target: 1 });
    g.decide(0, { t: 'flip' }); // ♣5 < joker: forced, but 35 + 25 kills the ♦ first
    expect(g.events.map((e) => e.t)).toEqual(['attack', 'flip', 'flip', 'damage', 'death', 'end']);
    expect(hand(g.state, 0)).toEqual([]);
    expect(g.state.result?.why).toEqual({ 0: ['S-A'] });
  });

  test('S-V2: a dead ♥ whose starting neighbours both die later still wins by H-A (read literally)', () => {
    const g = scenario({
      seats: [{ identity: '♠2' }, dead('♠3', 1), dead('♥5', 2), near('♠7'), alive('♦9'), alive('♠8')],
      discardTop: '♠4',
      drawTop: KILL_FLIPS,
    });
    kill(g, 0, 3);
    expect(g.state.result).toEqual({ winners: [2], draw: false, reason: 'victory', why: { 2: ['H-A'] } });
  });

  test('S-V2: after maxTurns turns without a winner the game is a draw; a living ♥ does not win', () => {
    const g = scenario({
      seats: [
        { identity: '♥2', hand: ['♣2', '♣3'] },
        { identity: '♥5', hand: ['♦4', '♦5'] },
        { identity: '♣7', hand: ['♦6'] },
        { identity: '♦9', hand: ['♦7'] },
      ],
      discardTop: '♠K',
      maxTurns: 2,
    });
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♣2') }); // illegal: turn 2 starts
    expect(g.state.turns).toBe(2);
    const ev = g.decide(1, { t: 'play', card: inHand(g.state, 1, '♦4') }); // illegal: turn 3 would start
    expect(ev.map((e) => e.t)).toEqual(['play', 'end']);
    expect(g.state.result).toEqual({ winners: [], draw: true, reason: 'maxTurns', why: {} });
    expect(g.pending()).toBeNull();
    expect(g.legal(2)).toEqual([]);
    expect(eventsOf(g.events, 'turn').map((e) => e.turn)).toEqual([2]);
  });
});
