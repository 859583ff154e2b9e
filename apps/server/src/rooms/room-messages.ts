/**
 * What a room does with its clients' messages: the one `*` handler gates each (rate, size, zod parse: message-gate.ts)
 * and dispatches it — decisions and 托管 to the game session, seats, ready, bots and start to the lobby, chat to the
 * relay, rematch to room-games.ts. Every refusal is a typed `error` message and changes nothing.
 */
import type { Client } from '@colyseus/core';
import { type AnyClientMessage, CLOSE_CODES } from '@shaju/protocol';
import { decisionArrived } from '../ops/metrics-hooks.ts';
import { RefusedError } from '../refusal.ts';
import { warmForBots } from '../search/think.ts';
import { type ChatMessage, chatSender } from '../social/chat.ts';
import { ctx } from './context.ts';
import { addBot, moveSeat, removeBot, sitDown, unseatPerson } from './lobby-seats.ts';
import { type ClientData, gateMessage, type Refusal, refusalOf } from './message-gate.ts';
import type { RoomCore } from './room-core.ts';
import { rematch, startGame, startRematchIfReady } from './room-games.ts';
import type { LobbySeat } from './state.ts';

/** The room's one message handler: rate limit, size limit, zod parse (message-gate.ts), dispatch; every refusal is typed. */
export function handleMessage(room: RoomCore, client: Client, type: string | number, message: unknown): void {
  const d = client.userData as ClientData | undefined;
  if (!d) return;
  const r = gateMessage(d, type, message, ctx().messagesPerSecond, Date.now());
  if (!r.ok) {
    if (r.refusal) refused(room, client, r.refusal);
    return;
  }
  try {
    dispatch(room, client, d, r.value);
  } catch (e) {
    refused(room, client, refusalOf(r.value, e));
  }
}

function refused(room: RoomCore, client: Client, r: Refusal): void {
  room.refuse(client, r.code, r.message, r.type, r.requestId);
}

function dispatch(room: RoomCore, client: Client, d: ClientData, m: AnyClientMessage): void {
  switch (m.type) {
    case 'decide': {
      if (d.seat === null) throw new RefusedError('not_seated', 'spectators do not decide');
      if (!room.session || room.phase !== 'playing') throw new RefusedError('wrong_phase', 'no game in progress');
      decisionArrived(room.session);
      const refuse = (e: unknown) => refused(room, client, refusalOf(m, e));
      room.session.submit(d.seat, m.msg.requestId, m.msg.decision, m.msg.seat ?? d.seat).catch(refuse);
      return;
    }
    case 'back':
      if (d.seat === null) throw new RefusedError('not_seated', 'you have no seat');
      room.session?.uncover(d.seat);
      return;
    case 'autoplay':
      // 托管: a bot of the room's kind plays the seat until the player takes it back (the same cover as timeouts).
      if (d.seat === null) throw new RefusedError('not_seated', 'you have no seat');
      if (!room.session || room.phase !== 'playing') throw new RefusedError('wrong_phase', 'no game in progress');
      if (m.msg.on) room.session.cover(d.seat, 'auto');
      else room.session.uncover(d.seat);
      return;
    case 'seat': {
      lobbyOnly(room);
      if (d.seat === null) {
        // A spectator sits down.
        sitDown(room.lobby, m.msg.seat, room.nameOf(client), d.tokenHash);
        room.seatClient(client, m.msg.seat);
        if (room.hostHash === null) room.hostHash = d.tokenHash;
      } else {
        if (m.msg.seat === d.seat) return;
        moveSeat(room.lobby, d.seat, m.msg.seat);
        room.bySeat[d.seat] = null;
        room.seatClient(client, m.msg.seat);
      }
      room.syncSeats();
      room.send1(client, 'seated', { seat: m.msg.seat });
      return;
    }
    case 'ready': {
      lobbyOnly(room);
      if (d.seat === null) throw new RefusedError('not_seated', 'take a seat first');
      (room.lobby[d.seat] as LobbySeat).ready = m.msg.ready;
      room.syncSeats();
      startRematchIfReady(room);
      return;
    }
    case 'addBot': {
      lobbyOnly(room);
      hostOnly(room, d);
      addBot(room.lobby, m.msg.seat, m.msg.kind ?? room.settings.botKind, room.served.botKinds);
      if (m.msg.kind) warmForBots(room.served.kit, m.msg.kind);
      room.syncSeats();
      room.updateListing();
      return;
    }
    case 'removeBot': {
      lobbyOnly(room);
      hostOnly(room, d);
      removeBot(room.lobby, m.msg.seat);
      room.syncSeats();
      room.updateListing();
      return;
    }
    case 'unseat':
      lobbyOnly(room);
      hostOnly(room, d);
      unseat(room, m.msg.seat);
      return;
    case 'start':
      lobbyOnly(room);
      hostOnly(room, d);
      startGame(room, client);
      return;
    case 'leave':
      void client.leave(CLOSE_CODES.left);
      return;
    case 'chat':
    case 'phrase':
    case 'emote':
      say(room, client, d, m);
      return;
    case 'rematch':
      rematch(room, d);
      return;
  }
}

/** Relays a chat line to everyone in the room (see social/chat.ts); kept with the game while one is on. */
function say(room: RoomCore, client: Client, d: ClientData, m: ChatMessage): void {
  const name = d.seat === null ? room.nameOf(client) : room.lobby[d.seat]?.name;
  const from = chatSender(d.seat, name, d, seatedFrom(room, d.address));
  const seq = room.session && room.phase !== 'lobby' ? room.session.seq : null;
  const place = { seq, gameId: seq === null ? null : room.gameId, seats: room.lobby.length, storage: ctx().storage };
  const line = room.chat.take(from, m, place, Date.now());
  for (const c of room.clients) c.send('chat', { lines: [line], history: false });
}

/**
 * `unseat`: the person in `seat` watches from now on (their connection stays, told `seated { seat: null }`); a rematch
 * lobby whose other people are all ready starts.
 */
function unseat(room: RoomCore, seat: number): void {
  unseatPerson(room.lobby, seat, room.hostHash);
  const c = room.bySeat[seat];
  room.bySeat[seat] = null;
  room.lost.delete(seat);
  if (c) {
    (c.userData as ClientData).seat = null;
    room.send1(c, 'seated', { seat: null });
  }
  room.syncSeats();
  room.updateListing();
  startRematchIfReady(room);
}

/** People seated in the room now whose connection comes from `address`. */
function seatedFrom(room: RoomCore, address: string): number {
  let n = 0;
  for (const c of room.bySeat) if (c && (c.userData as ClientData | undefined)?.address === address) n++;
  return n;
}

function lobbyOnly(room: RoomCore): void {
  if (room.phase !== 'lobby') throw new RefusedError('wrong_phase', 'only in the lobby');
}

function hostOnly(room: RoomCore, d: ClientData): void {
  if (room.hostHash !== d.tokenHash) throw new RefusedError('not_host', 'only the host may do that');
}
