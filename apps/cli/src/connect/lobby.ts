/**
 * The lobby of `shaju connect`: the seats of the room (names, bots, ready, connected) and a numbered menu to start,
 * get ready, add or remove bots, change seat or leave. The server answers with the room state.
 */
import type { RoomStateShape, SeatStateShape } from '@shaju/protocol';
import { readRules } from '@shaju/runtime';
import { padEnd } from '@shaju/words';
import { plainNumbers } from '../menu-numbers.ts';
import { rulesLine } from '../options.ts';
import { findGame } from '../registry.ts';
import { confirmLeave, menuAnswer, seatQuestion, showMenu } from './menus.ts';
import type { ConnectSession, Question } from './session.ts';

/**
 * Sends a lobby message. The lobby is asked again when the room state answers — any change, or with `until` the one
 * that says the action is done (session.ts `lobbyUntil`) — or a refusal comes; else after `waitMs` (default 1.5 s).
 */
function lobbySend(
  s: ConnectSession,
  type: string,
  payload: unknown,
  until: ((st: RoomStateShape) => boolean) | null = null,
  waitMs = 1500,
): void {
  s.lobbyBusy = true;
  s.lobbyUntil = until;
  s.send(type, payload);
  setTimeout(() => {
    if (s.lobbyBusy) {
      s.lobbyBusy = false;
      s.lobbyUntil = null;
      s.shown = null;
      s.wake();
    }
  }, waitMs).unref?.();
}

/** Asks to sit at `seat` (the room state tells when it is done). */
function sitAt(s: ConnectSession, seat: number): void {
  s.seatWish = seat;
  lobbySend(s, 'seat', { seat });
}

type Action = () => void;

/** The lobby menu's items for this player: start or ready, bots (the host), seats, leave (as 0). */
function lobbyItems(s: ConnectSession): { d: Action; label: string; decline?: boolean }[] {
  const w = s.w;
  const st = s.state();
  const list = s.seats();
  const me = s.mySeat;
  const host = me !== null && st?.hostSeat === me;
  const empty = list.filter((x) => x.kind === 'empty').map((x) => x.index);
  const bots = list.filter((x) => x.kind === 'bot').map((x) => x.index);
  const sit = (): void => {
    s.sub = seatQuestion(s, empty, (seat) => sitAt(s, seat));
  };
  const items: { d: Action; label: string; decline?: boolean }[] = [];
  if (me === null) {
    if (empty.length > 0) items.push({ label: w.sit, d: sit });
  } else {
    // Start: the game's beginning answers it (or a refusal); a busy server may take a while to start it.
    const started = (st: RoomStateShape) => st.phase !== 'lobby';
    if (host) items.push({ label: w.start, d: () => lobbySend(s, 'start', {}, started, 15_000) });
    else {
      const ready = list[me]?.ready === true;
      // Ready: our seat's flag answers it (a second toggle sent on an unrelated patch would undo the first).
      const flipped = (st: RoomStateShape) => st.phase !== 'lobby' || st.seats[me]?.ready === !ready;
      items.push({ label: ready ? w.unready : w.setReady, d: () => lobbySend(s, 'ready', { ready: !ready }, flipped) });
    }
    if (host && empty.length > 0) items.push({ label: w.addBot, d: () => lobbySend(s, 'addBot', {}) });
    if (host && bots.length > 0) {
      items.push({
        label: w.removeBot,
        d: () => {
          if (bots.length === 1) lobbySend(s, 'removeBot', { seat: bots[0] });
          else s.sub = seatQuestion(s, bots, (seat) => lobbySend(s, 'removeBot', { seat }));
        },
      });
    }
    if (empty.length > 0) items.push({ label: w.move, d: sit });
  }
  items.push({ label: w.leave, d: () => (s.sub = confirmLeave(s)), decline: true });
  return items;
}

/** Prints the lobby: the room's line, then one line per seat of `list` (`me`: this player's seat). */
function showLobby(s: ConnectSession, st: RoomStateShape, list: readonly SeatStateShape[], me: number | null): void {
  const { w, k } = s;
  s.write('');
  s.write(k.bold(w.lobby(st.code, s.title(), st.players, st.botKind, st.turnSeconds)));
  const game = findGame(st.game);
  const rules = readRules(st.rules ? JSON.parse(st.rules) : null);
  if (game.ok && rules) s.write(rulesLine(game.entry, rules, s.opts.lang));
  for (const x of list) {
    const who =
      x.kind === 'empty'
        ? k.dim(w.empty)
        : x.kind === 'bot'
          ? `${x.name} · ${w.bot(x.botKind)}`
          : [
              x.name,
              x.index === st.hostSeat ? w.host : null,
              x.index === st.hostSeat ? null : x.ready ? w.ready : w.notReady,
              x.connected ? null : w.offline,
            ]
              .filter((y) => y !== null)
              .join(' · ');
    s.write(`  ${padEnd(w.seat(x.index), 7)} ${who}${x.index === me ? k.bold(`  ${w.you}`) : ''}`);
  }
  if (st.hostSeat !== me && me !== null) s.write(k.dim(w.waitingHost));
}

/** The lobby's question, or null outside the lobby (or while the server has not answered the last action). */
export function lobbyQuestion(s: ConnectSession): Question | null {
  const st = s.state();
  if (st?.phase !== 'lobby' || s.lobbyBusy || !s.welcomed || s.started) return null;
  const items = lobbyItems(s);
  const list = s.seats();
  const me = s.mySeat;
  const sig = JSON.stringify([st.hostSeat, me, list.map((x) => [x.kind, x.name, x.botKind, x.ready, x.connected])]);
  let promptText = '';
  return {
    key: `lobby:${sig}`,
    get prompt() {
      return promptText;
    },
    show() {
      showLobby(s, st, list, me);
      promptText = showMenu(s, plainNumbers(items));
      s.prompt(promptText);
    },
    answer(line) {
      return menuAnswer(s, plainNumbers(items), line, ([item]) => {
        if (item) (item.d as Action)();
      });
    },
  };
}
