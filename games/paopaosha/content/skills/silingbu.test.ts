/**
 * 司令部 silingbu (海盗王): once per game (silingbuUses, 1) choose a player: during their next turn you make their
 * decisions (and see their hand while it lasts). Product reading 10: a per-game count only. Before that turn the player
 * still answers for themselves.
 */
import { describe, expect, test } from 'vitest';
import { END, PASS, paopaosha } from '../../src/index.ts';
import { decider, runUntil } from '../../test/control/control-helpers.ts';
import { eventsOf, scenario, use } from '../../test/helpers.ts';
import { skillOptions } from '../../test/skills/skill-helpers.ts';

/** Boss mode, 4 seats, skills on: the 海盗王 at seat 0 (12 HP), 跑跑 1–3 (老皮). */
function boss4(silingbuUses = 1) {
  return scenario({
    seats: [
      { identity: 'guozhu', character: 'haidaowang' },
      { identity: 'qiangdao', hand: ['sha♠7'] },
      { identity: 'qiangdao', hand: ['shan♦2'] },
      { identity: 'qiangdao' },
    ],
    config: { mode: 'boss', characterSkills: true, silingbuUses },
  });
}

const silingbu = (t: number) => ({ t: 'skill' as const, id: 'silingbu', cards: [] as number[], targets: [t] });

describe('司令部 silingbu', () => {
  test('silingbu: offered on every other player in the play phase, once per game', () => {
    const g = boss4();
    expect(skillOptions(g, 0, 'silingbu')).toEqual([silingbu(1), silingbu(2), silingbu(3)]);
    const ev = g.decide(0, silingbu(2));
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'silingbu', targets: [2], cards: [] }]);
    expect(eventsOf(ev, 'control')).toEqual([{ t: 'control', seat: 2, by: 0, via: 'silingbu', turns: 1 }]);
    expect(g.state.seats[0]?.uses.silingbu).toBe(1);
    expect(g.state.seats[2]).toMatchObject({ commandBy: 0, commandTurn: -1 });
    // Used up for the game (not only for this turn).
    g.expectPending('play', [0]);
    expect(skillOptions(g, 0, 'silingbu')).toEqual([]);
    runUntil(g, () => g.state.turns > 1 && g.state.turn === 0 && g.state.ask?.kind === 'play');
    expect(skillOptions(g, 0, 'silingbu')).toEqual([]);
    // With silingbuUses 2 it is offered again (P-G2), the same turn too (product reading 10).
    const g2 = boss4(2);
    g2.decide(0, silingbu(1));
    expect(skillOptions(g2, 0, 'silingbu')).toEqual([silingbu(2), silingbu(3)]);
  });

  test("silingbu: the boss makes the player's decisions during their next turn only, and sees their hand meanwhile", () => {
    const g = boss4();
    g.decide(0, silingbu(2));
    // Before that turn the player answers for itself: a 杀 in seat 1's turn asks seat 2, who decides.
    expect(decider(g, 2)).toBe(2);
    expect(paopaosha.view(g.state, 3).players[2]).toMatchObject({ commandBy: 0, controller: -1 });
    g.decide(0, END);
    g.expectPending('play', [1]);
    use(g, 1, 'sha♠7', [2]);
    g.expectPending('shan', [2]);
    expect(decider(g, 2)).toBe(2);
    expect(paopaosha.view(g.state, 0).controlling).toEqual([]);
    g.decide(2, PASS);
    // Seat 2's turn: every decision is the boss's.
    const from = g.events.length;
    const before = runUntil(g, () => g.state.turn === 2 && g.state.ask !== null);
    expect(before.filter((x) => x.seat === 2).every((x) => x.by === 2)).toBe(true);
    expect(decider(g, 2)).toBe(0);
    const v0 = paopaosha.view(g.state, 0);
    expect(v0.controlling).toEqual([
      { seat: 2, hand: g.state.seats[2]?.hand, asked: true, legal: paopaosha.legal(g.state, 2) },
    ]);
    expect(paopaosha.view(g.state, 2).controlledBy).toBe(0);
    expect(paopaosha.view(g.state, 1).players[2]).toMatchObject({ controller: 0, commandBy: 0 });
    const during = runUntil(g, () => g.state.turn === 3);
    const mine = during.filter((x) => x.seat === 2);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((x) => x.by === 0)).toBe(true);
    // Over with that turn.
    expect(eventsOf(g.events.slice(from), 'controlEnd')).toEqual([
      { t: 'controlEnd', seat: 2, by: 0, via: 'silingbu', reason: 'turns' },
    ]);
    expect(g.state.seats[2]).toMatchObject({ commandBy: -1, commandTurn: -1 });
    expect(decider(g, 2)).toBe(2);
    expect(paopaosha.view(g.state, 0).controlling).toEqual([]);
  });

  test('silingbu: the command ends when the boss dies during the commanded turn', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', character: 'haidaowang', hp: 1 },
        { identity: 'qiangdao', hand: ['sha♠7'] },
        { identity: 'qiangdao' },
        { identity: 'qiangdao' },
      ],
      turn: 0,
      config: { mode: 'boss', characterSkills: true },
    });
    g.decide(0, silingbu(1));
    expect(g.state.seats[1]?.commandBy).toBe(0);
    g.decide(0, END);
    // Seat 1's turn: the boss decides; seat 1 (the boss deciding) 杀s the boss, who cannot stop it and dies.
    g.expectPending('play', [1]);
    expect(decider(g, 1)).toBe(0);
    use(g, 1, 'sha♠7', [0]);
    g.decide(0, PASS);
    g.expectPending('rescue', [1]);
    expect(decider(g, 1)).toBe(0);
    g.decide(1, PASS);
    g.decide(2, PASS);
    g.decide(3, PASS);
    const ev = g.decide(0, PASS);
    expect(eventsOf(ev, 'controlEnd')).toEqual([{ t: 'controlEnd', seat: 1, by: 0, via: 'silingbu', reason: 'death' }]);
    expect(g.state.result).toMatchObject({ winners: [1, 2, 3], reason: 'team' });
  });
});
