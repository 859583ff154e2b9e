/**
 * 海洋公主 haiyanggongzhu (god card): for the target's next haiyanggongzhuTurns (5) turns the user makes every decision
 * for them — their turns and their responses in other players' turns (product reading 7) — and sees their hand; it ends
 * early if the user dies. A god card: no 无懈可击 window, 盾牌 does not stop it. The rules still ask the target
 * (`pending`, `apply` take the rules seat); `controllerOf` says who decides, and the views say who controls whom.
 */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS, paopaosha, playOf, useOf } from '../../src/index.ts';
import { decider, runUntil } from '../../test/control/control-helpers.ts';
import { eventsOf, noWuxie, passAll, play, scenario, use } from '../../test/helpers.ts';

const PRINCESS = 'haiyanggongzhu';

/** Four seats (no skills): 国主 0 with 海洋公主 and a 杀, 强盗 1 (盾牌, 闪), 小贼 2 (无懈可击), 大臣 3. */
function four() {
  return scenario({
    seats: [
      { identity: 'guozhu', hand: [PRINCESS, 'sha♠7'] },
      { identity: 'qiangdao', hand: ['shan♦2', 'shui♥3'], equip: { armor: 'dunpai' } },
      { identity: 'xiaozei', hand: ['wuxiekeji'] },
      { identity: 'dachen' },
    ],
  });
}

describe('海洋公主 haiyanggongzhu', () => {
  test('offered on every other player; no 无懈可击 window and 盾牌 does not stop it; the card is discarded', () => {
    const g = four();
    const card = deckCard(PRINCESS);
    expect(g.legal(0).filter((d) => d.t === 'use' && d.as === PRINCESS)).toEqual([
      useOf(card, PRINCESS, [1]),
      useOf(card, PRINCESS, [2]),
      useOf(card, PRINCESS, [3]),
    ]);
    const ev = use(g, 0, PRINCESS, [1]);
    // Straight back to seat 0's play phase: nobody was asked for 无懈可击, seat 1's 盾牌 did nothing.
    g.expectPending('play', [0]);
    expect(eventsOf(ev, 'immune')).toEqual([]);
    expect(eventsOf(ev, 'control')).toEqual([{ t: 'control', seat: 1, by: 0, via: PRINCESS, turns: 5 }]);
    expect(g.state.seats[1]).toMatchObject({ controller: 0, controlTurns: 5 });
    expect(g.state.discard.at(-1)).toBe(card);
    expect(g.state.table).toEqual([]);
  });

  test("the target's requests are answered by the controller, who sees the target's hand; the target is told", () => {
    const g = four();
    use(g, 0, PRINCESS, [1]);
    expect(decider(g, 1)).toBe(0);
    expect(decider(g, 2)).toBe(2);
    // The controller's view: seat 1's hand (and nobody else's sees it).
    const v0 = paopaosha.view(g.state, 0);
    expect(v0.controlling).toEqual([{ seat: 1, hand: g.state.seats[1]?.hand, asked: false, legal: [] }]);
    expect(paopaosha.view(g.state, 2).controlling).toEqual([]);
    expect(paopaosha.view(g.state, null).controlling).toEqual([]);
    // The controlled player's own view names the controller; everyone sees who controls whom (both are public).
    const v1 = paopaosha.view(g.state, 1);
    expect(v1.controlledBy).toBe(0);
    expect(paopaosha.view(g.state, 3).players[1]).toMatchObject({ controller: 0, controlTurns: 5 });
    expect(paopaosha.view(g.state, 3).players[0]).toMatchObject({ controller: -1, controlTurns: 0 });
    expect(v0.controlledBy).toBe(-1);

    // A response in the controller's own turn: seat 1 is asked for a 闪, and seat 0 decides it.
    use(g, 0, 'sha♠7', [1]);
    g.expectPending('shan', [1]);
    expect(decider(g, 1)).toBe(0);
    const shan = deckCard('shan♦2');
    const asController = paopaosha.view(g.state, 0);
    expect(asController.ask?.you).toBe(false);
    expect(asController.controlling).toEqual([
      { seat: 1, hand: g.state.seats[1]?.hand, asked: true, legal: [playOf(shan, 'shan'), PASS] },
    ]);
    const asTarget = paopaosha.view(g.state, 1);
    expect(asTarget.ask?.you).toBe(false);
    expect(asTarget.legal).toEqual([]);
    expect(asTarget.hand).toEqual(g.state.seats[1]?.hand);
    // `apply` still takes the rules seat: the controller's choice is seat 1's decision.
    play(g, 1, 'shan♦2');
    expect(g.state.seats[1]?.hp).toBe(4);
    g.expectPending('play', [0]);
  });

  test("lasts for the target's next 5 turns, in their turns and others' (product reading 7), then ends", () => {
    const g = four();
    use(g, 0, PRINCESS, [1]);
    const from = g.events.length;
    const seen = runUntil(g, () => g.state.seats[1]?.controller === -1);
    const turns = eventsOf(g.events.slice(from), 'turn').filter((e) => e.seat === 1);
    expect(turns.length).toBe(5);
    // Every decision of seat 1 meanwhile (its play phases, its discards…) was the controller's.
    const mine = seen.filter((x) => x.seat === 1);
    expect(mine.length).toBeGreaterThanOrEqual(5);
    expect(mine.every((x) => x.by === 0)).toBe(true);
    expect(mine.filter((x) => x.kind === 'play').length).toBe(5);
    // It ended at the end of seat 1's 5th turn.
    expect(eventsOf(g.events.slice(from), 'controlEnd')).toEqual([
      { t: 'controlEnd', seat: 1, by: 0, via: PRINCESS, reason: 'turns' },
    ]);
    expect(g.state.seats[1]).toMatchObject({ controller: -1, controlTurns: 0 });
    expect(g.state.turn).toBe(2);
    // Seat 1's 6th turn is its own again.
    runUntil(g, () => g.state.turn === 1 && g.state.ask?.kind === 'play');
    expect(decider(g, 1)).toBe(1);
    expect(paopaosha.view(g.state, 0).controlling).toEqual([]);
    expect(paopaosha.view(g.state, 1).controlledBy).toBe(-1);
  });

  test('ends early when the controller dies: the next request of the target is its own again', () => {
    // Five seats (no skills): 强盗 2 at 1 HP takes control of 强盗 3, then loses a 单挑 against 小贼 4 and dies.
    const g = scenario({
      seats: [
        { identity: 'guozhu' },
        { identity: 'dachen' },
        { identity: 'qiangdao', hp: 1, hand: [PRINCESS, 'dantiao'] },
        { identity: 'qiangdao', hand: ['shui♥3'] },
        { identity: 'xiaozei', hand: ['sha♠7'] },
      ],
      turn: 2,
    });
    use(g, 2, PRINCESS, [3]);
    expect(decider(g, 3)).toBe(2);
    use(g, 2, 'dantiao', [4]);
    noWuxie(g, 'dantiao', [0, 1, 2, 3, 4]);
    play(g, 4, 'sha♠7');
    g.expectPending('sha', [2]);
    g.decide(2, PASS);
    // Seat 2 is dying: rescue is asked from seat 2 on; seat 3's answer is still seat 2's to make.
    g.expectPending('rescue', [2]);
    g.decide(2, PASS);
    g.expectPending('rescue', [3]);
    expect(decider(g, 3)).toBe(2);
    expect(paopaosha.view(g.state, 2).controlling.map((c) => [c.seat, c.asked])).toEqual([[3, true]]);
    g.decide(3, PASS);
    const ev = passAll(g);
    g.decide(0, PASS);
    const last = g.decide(1, PASS);
    const all = [...ev, ...last];
    expect(eventsOf(all, 'death').map((e) => e.seat)).toEqual([2]);
    expect(eventsOf(all, 'controlEnd')).toEqual([{ t: 'controlEnd', seat: 3, by: 2, via: PRINCESS, reason: 'death' }]);
    expect(g.state.seats[3]).toMatchObject({ controller: -1, controlTurns: 0 });
    // Seat 2's turn ended with its death; seat 3 plays its own turn.
    g.expectPending('play', [3]);
    expect(decider(g, 3)).toBe(3);
    expect(paopaosha.view(g.state, 3).controlledBy).toBe(-1);
    expect(g.state.result).toBeNull();
  });

  test('control chains, and the newer control wins: a controlled seat that takes control of its controller is freed', () => {
    // Seat 1's turn; seat 0 controls seat 1 (3 turns left) and seat 1 controls seat 2: seat 0 decides for both.
    const g = scenario({
      seats: [
        { identity: 'guozhu' },
        { identity: 'qiangdao', hand: [PRINCESS] },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
      turn: 1,
    });
    const seats = g.state.seats as { controller: number; controlTurns: number }[];
    Object.assign(seats[1] as object, { controller: 0, controlTurns: 3 });
    Object.assign(seats[2] as object, { controller: 1, controlTurns: 2 });
    expect([decider(g, 0), decider(g, 1), decider(g, 2), decider(g, 3)]).toEqual([0, 0, 0, 3]);
    expect(paopaosha.view(g.state, 0).controlling.map((c) => c.seat)).toEqual([1, 2]);
    expect(paopaosha.view(g.state, 1).controlling).toEqual([]);
    // Seat 0, deciding for seat 1, uses seat 1's 海洋公主 on seat 0: seat 1 now controls seat 0, and seat 0's control
    // of seat 1 ends (it would loop otherwise).
    const ev = use(g, 1, PRINCESS, [0]);
    expect(eventsOf(ev, 'controlEnd')).toEqual([
      { t: 'controlEnd', seat: 1, by: 0, via: PRINCESS, reason: 'replaced' },
    ]);
    expect(eventsOf(ev, 'control')).toEqual([{ t: 'control', seat: 0, by: 1, via: PRINCESS, turns: 5 }]);
    expect([decider(g, 0), decider(g, 1), decider(g, 2), decider(g, 3)]).toEqual([1, 1, 1, 3]);
    expect(paopaosha.view(g.state, 1).controlling.map((c) => c.seat)).toEqual([0, 2]);
  });
});
