/**
 * Rule options in real Chromium: Alice creates a room with the form's preset picker (a preset other than the default
 * when the game has one, else the default) and one option changed in the advanced panel; Bob joins by code and sees
 * the preset and the changed option in the lobby; both play the game to the end; the replay page names the preset and
 * the option. The game and the option are read from the catalogue (a game with a `beginner` preset, else the first game
 * with a second preset, else the first game; a limit option if there is one, set low so that the test ends in good time).
 */
import type { IntOption, OptionCatalogue, Preset } from '@shaju/engine';
import { GAMES, kitOf } from '@shaju/games/loaded';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { joinWithCode, lobbyCode, openHome, overrideRoomOptions, playRandomly, prng, startGame } from './flows.ts';
import { artifact, type Harness, startHarness, withServerReport } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A person: a page in a browser context of its own (harness.ts `person`), at desktop size. */
const person = (): Promise<Page> => h.person();

/** The game, preset and option of this test, and the option's new value. */
function choose(): { game: string; cat: OptionCatalogue; preset: Preset; option: IntOption; value: number } {
  // The case first: a game with a `beginner` preset; else any game with a second preset; else the first game.
  const withBeginner = GAMES.find((m) => kitOf(m.id).options.presets.some((p) => p.id === 'beginner'));
  const withPreset = withBeginner ?? GAMES.find((m) => kitOf(m.id).options.presets.length > 1);
  const game = (withPreset ?? GAMES[0])?.id ?? '';
  const cat = kitOf(game).options;
  const preset = (cat.presets.find((p) => p.id === 'beginner') ?? cat.presets[1] ?? cat.presets[0]) as Preset;
  const ints = cat.options.filter(
    (o): o is IntOption => o.type === 'int' && o.max > o.min && preset.values[o.id] === undefined,
  );
  const option = ints.find((o) => /^max/.test(o.id) && o.min <= 100 && o.default > 100) ?? (ints[0] as IntOption);
  // A turn or round limit is set low, so the two random clickers finish the game (a draw at the limit) in good time.
  const value =
    /^max/.test(option.id) && option.default > 100
      ? Math.max(option.min, 4)
      : option.default < option.max
        ? option.default + 1
        : option.default - 1;
  return { game, cat, preset, option, value };
}

test('a room made with a preset and a changed option shows them to a second player, and the replay names them', async () => {
  const { game, preset, option, value } = choose();
  const [a, b] = [await person(), await person()];
  await overrideRoomOptions(a, { timer: { botDelayMs: 10, minResponseMs: 0 } });
  await openHome(a, h.server.url, 'Alice');
  await a.getByTestId('game').selectOption(game);
  await a.getByTestId('players').fill('5');
  await a.getByTestId('bots').fill('3');
  await a.getByTestId('rules-fields').waitFor();
  await a.getByTestId('preset').selectOption(preset.id);
  await expect(a.getByTestId('preset-description').textContent()).resolves.toBe(preset.description.zh);
  await a.getByTestId('advanced').locator('summary').first().click();
  // The groups fold; the filter finds the option by its id (and opens its group).
  await a.getByTestId('rules-filter').fill(option.id);
  const row = a.getByTestId(`option-${option.id}`);
  await row.locator('input').fill(String(value));
  await row.locator('input').blur();
  await expect(row.getAttribute('data-changed')).resolves.toBe('true');
  await a.screenshot({ path: artifact('rules-form.png'), fullPage: true });
  await a.getByTestId('create').click();
  const code = await lobbyCode(a);

  await openHome(b, h.server.url, 'Bob');
  await joinWithCode(b, code);
  for (const p of [a, b]) {
    await p.getByTestId(`rules-change-${option.id}`).waitFor();
    await expect(p.getByTestId('rules-preset').textContent()).resolves.toBe(preset.title.zh);
    await expect(p.getByTestId(`rules-change-${option.id}`).textContent()).resolves.toContain(
      `${option.label.zh}: ${value}`,
    );
  }
  await b.screenshot({ path: artifact('rules-lobby.png') });
  await b.getByTestId('ready').click();
  await startGame(a);
  let failed = false;
  const robot = (p: Page, n: number) =>
    playRandomly(p, { rng: prng(40 + n), timeoutMs: 200_000, stop: () => failed }).catch((e: unknown) => {
      failed = true;
      throw e;
    });
  await withServerReport(h.server, Promise.all([robot(a, 0), robot(b, 1)]));
  for (const p of [a, b]) await p.getByTestId('result').waitFor();

  const record = (await (await fetch(`${h.server.url}/api/games/${code}`)).json()) as { rules?: unknown };
  expect(record.rules).toEqual({
    preset: preset.id,
    presetVersion: preset.version,
    options: expect.objectContaining({ [option.id]: value }),
  });
  await a.goto(`${h.server.url}/replay/${code}`);
  await a.getByTestId('replay').waitFor();
  await a.getByTestId(`rules-change-${option.id}`).waitFor();
  await expect(a.getByTestId('rules-preset').textContent()).resolves.toBe(preset.title.zh);
  await expect(a.getByTestId('rules-summary').textContent()).resolves.toContain(`${preset.id}@${preset.version}`);
  await a.screenshot({ path: artifact('rules-replay.png') });
});
