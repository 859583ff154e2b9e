/**
 * Colyseus 0.17 reads a global `WebSocket` during reconnection (`WebSocket.OPEN`), which Node 20 lacks: without it the
 * room's reconnect hook runs and then the client is dropped (code 4003). Import this module first in every server
 * entry point, before anything that loads Colyseus (stack.md, "Colyseus 0.17 on Node 20").
 */
import { WebSocket } from 'ws';

const g = globalThis as { WebSocket?: unknown };
if (g.WebSocket === undefined) g.WebSocket = WebSocket;
