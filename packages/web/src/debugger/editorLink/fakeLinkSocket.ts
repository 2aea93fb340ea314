import type { EditorToWebMessage, WebToEditorMessage } from "@storyframe/core";
import type { LinkSocket } from "./editorLinkConnection";

/** A websocket for tests: the test opens, fails, closes it and delivers messages; it records what is sent. */
export class FakeLinkSocket implements LinkSocket {
  static created: FakeLinkSocket[] = [];
  readyState = 0;
  readonly sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeLinkSocket.created.push(this);
  }

  static latest(): FakeLinkSocket {
    const socket = FakeLinkSocket.created.at(-1);
    if (!socket) throw new Error("no socket was created");
    return socket;
  }

  send(text: string): void {
    this.sent.push(text);
  }

  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The editor accepted the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }

  /** The connection failed or broke off. */
  fail(): void {
    this.readyState = 3;
    this.onerror?.(new Event("error"));
    this.onclose?.(new CloseEvent("close", { wasClean: false, code: 1006 }));
  }

  /** The editor closed the connection cleanly. */
  closeByEditor(): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent("close", { wasClean: true, code: 1000 }));
  }

  /** The editor sent a message (text as is, anything else as JSON). */
  receive(message: EditorToWebMessage | string | object): void {
    const data = typeof message === "string" ? message : JSON.stringify(message);
    this.onmessage?.(new MessageEvent("message", { data }));
  }

  messages(): WebToEditorMessage[] {
    return this.sent.map((text) => JSON.parse(text) as WebToEditorMessage);
  }

  messagesOf<Type extends WebToEditorMessage["type"]>(type: Type): Extract<WebToEditorMessage, { type: Type }>[] {
    return this.messages().filter(
      (message): message is Extract<WebToEditorMessage, { type: Type }> => message.type === type,
    );
  }
}
