import type { ChatConnection, ChatConnectionEvents } from '@nbxt/core/chat/client.ts';
import { CHAT_SOCKET_PATH } from '@nbxt/core/chat/destinations.ts';
import { Client } from '@stomp/stompjs';

/** The chat's connection port over @stomp/stompjs: one STOMP client per `open`; core decides when to reconnect. */
export function stompConnection(url = socketUrl()): ChatConnection {
  let current: { client: Client; events: ChatConnectionEvents } | undefined;
  return {
    open(headers, events) {
      void current?.client.deactivate();
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        events.closed();
      };
      const client = new Client({
        // The identity goes in the connect frame's headers, never in the address (business-modules.md §7).
        webSocketFactory: () => new WebSocket(url, ['v12.stomp']),
        connectHeaders: headers,
        reconnectDelay: 0,
        heartbeatIncoming: 10_000,
        heartbeatOutgoing: 10_000,
        onConnect: () => events.connected(),
        onStompError: close,
        onWebSocketClose: close,
        onWebSocketError: close,
      });
      current = { client, events };
      client.activate();
    },
    subscribe(destination) {
      const events = current?.events;
      current?.client.subscribe(destination, (message) => events?.message(destination, message.body));
    },
    send(destination, body, receipt) {
      if (!current?.client.connected) return;
      const { events } = current;
      current.client.watchForReceipt(receipt, () => events.receipt(receipt));
      current.client.publish({ destination, body, headers: { receipt, 'content-type': 'application/json' } });
    },
    close() {
      void current?.client.deactivate();
      current = undefined;
    },
  };
}

/** ws(s)://<this host>/api/webSocketServer */
function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${CHAT_SOCKET_PATH}`;
}
