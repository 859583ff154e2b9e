/**
 * Terminal fixes: a risky menu choice asks first (杀机四伏's "flip again", S-A3's penalty draw), so a "1" typed out
 * of habit does not take it; `simulate` writes bot kinds and win conditions in words, never as raw ids; `simulate
 * --by character` lists the characters the bots never choose, with 0 appearances and a note.
 */
import { kitOf } from '@shaju/games/loaded';
import type { ServerMessage } from '@shaju/protocol';
import type { Decider } from '@shaju/runtime';
import { FLIP, type ShajisifuState, shajisifu } from '@shaju/shajisifu';
import { renderMenu } from '@shaju/shajisifu/words';
import pc from 'picocolors';
import { describe, expect, test } from 'vitest';
import { lateAnswer } from '../src/connect/link.ts';
import { msg } from '../src/i18n.ts';
import { scriptedPrompter } from '../src/io.ts';
import { Asker } from '../src/play-ask.ts';
import { GAMES } from '../src/registry.ts';
import { formatSimulation, runSimulation } from '../src/simulate.ts';
import type { GameEntry, MenuItem } from '../src/types.ts';

/** A 杀机四伏 game played by random bots up to an attack with at least one card flipped and the attacker asked. */
function flipping(): ShajisifuState {
  for (let seed = 1; seed < 200; seed++) {
    const s = shajisifu.setup(shajisifu.validateConfig({ players: 4 }), seed);
    const bots: Decider[] = [0, 1, 2, 3].map((i) => kitOf('shajisifu').makeBot('random', seed * 7 + i));
    for (let n = 0; n < 2000 && !s.result; n++) {
      if (s.step === 'flip' && s.flips.length > 0) return s;
      const p = shajisifu.pending(s);
      if (!p) break;
      const seat = p.seats[0] as number;
      const d = (bots[seat] as Decider).decide({
        seat,
        kind: p.kind,
        legal: () => shajisifu.legal(s, seat),
        view: () => shajisifu.view(s, seat),
      } as never);
      shajisifu.apply(s, seat, d);
    }
  }
  throw new Error('no flip found');
}

function asker(answers: string[]) {
  const out: string[] = [];
  const a = new Asker(
    scriptedPrompter(answers, (t) => out.push(t)),
    (l) => out.push(l),
    msg('zh').play,
    pc.createColors(false),
    () => [],
  );
  return { a, out };
}

describe('杀机四伏: flipping again asks first', () => {
  test('the menu marks "flip again" with a question; the first flip and the stop have none', () => {
    const s = flipping();
    const v = shajisifu.view(s, s.turn);
    const menu = renderMenu(v.legal, v, { lang: 'zh' });
    const flip = menu.find((i) => i.d === FLIP || (i.d as { t: string }).t === 'flip');
    expect(flip?.confirm).toMatch(/确定继续翻牌吗？.*罚摸.*\(y\/N\)/);
    const stop = menu[menu.length - 1];
    expect(stop?.decline).toBe(true);
    expect(stop?.confirm).toBeUndefined();
  });

  test('"1" then Enter (or n) goes back to the menu; "1" then y flips; 0 stops at once', async () => {
    const items: MenuItem[] = [
      { d: 'flip', label: '继续翻牌', confirm: '确定继续翻牌吗？(y/N) ' },
      { d: 'stop', label: '停止翻牌', decline: true },
    ];
    const back = asker(['1', '', '1', 'n', '0']);
    expect(await back.a.menu(items)).toBe('stop');
    expect(back.out.filter((l) => l.includes('继续翻牌')).length).toBeGreaterThanOrEqual(3);
    const yes = asker(['1', 'y']);
    expect(await yes.a.menu(items)).toBe('flip');
  });
});

describe('simulate in words', () => {
  test('no raw ids in the Chinese report: bot kinds and win conditions are named', () => {
    for (const id of ['paopaosha', 'shajisifu']) {
      const entry = GAMES[id] as GameEntry;
      const r = runSimulation({
        entry,
        games: 12,
        minPlayers: 5,
        maxPlayers: 5,
        bots: ['heuristic', 'random'],
        seed: 3,
      });
      const text = formatSimulation(r, entry, { lang: 'zh' }).join('\n');
      for (const raw of ['heuristic', 'random', 'qiangdao', 'guozhu', 'xiaozei', 'dachen', 'sole']) {
        expect(text).not.toMatch(new RegExp(`\\b${raw}\\b`));
      }
      expect(text).toContain('聪明');
    }
  });

  test('--by character lists the characters the bots never chose, with 0 appearances and a note', () => {
    const entry = GAMES.paopaosha as GameEntry;
    const r = runSimulation({
      entry,
      games: 40,
      minPlayers: 5,
      maxPlayers: 5,
      bots: ['heuristic'],
      seed: 2,
      by: 'character',
    });
    const unplayed = r.stats.unplayed as string[] | undefined;
    expect(unplayed?.length).toBeGreaterThan(0);
    const text = formatSimulation(r, entry, { lang: 'zh' }).join('\n');
    expect(text).toContain(`出场 0 的 ${unplayed?.length} 个人物：机器人从不选择它们`);
    const en = formatSimulation(r, entry, { lang: 'en' }).join('\n');
    expect(en).toContain('characters with 0 appearances: the bots never choose them');
  });
});

describe('connect: an answer that crosses the end of its request is said as late, not as a refusal', () => {
  const error = (type: string, code: string) => ({ type, code, message: 'x' }) as ServerMessage<'error'>;
  test('stale is late (the request moved on); game_over and wrong_phase are late (the game ended)', () => {
    expect(lateAnswer(error('decide', 'stale'))).toBe('moved');
    expect(lateAnswer(error('decide', 'game_over'))).toBe('over');
    expect(lateAnswer(error('decide', 'wrong_phase'))).toBe('over');
  });
  test('any other refusal stays a refusal, and so does a late lobby message', () => {
    expect(lateAnswer(error('decide', 'illegal'))).toBeNull();
    expect(lateAnswer(error('decide', 'not_pending'))).toBeNull();
    expect(lateAnswer(error('start', 'wrong_phase'))).toBeNull();
  });
});
