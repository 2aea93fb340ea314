import { type EditorToWebMessage, parseEditorToWebMessage, type WebToEditorMessage } from "@storyframe/core";

/** The editor-extension connection status (platform-shell §4): only OPEN permits disconnecting. */
export type EditorLinkStatus = "CLOSED" | "OPEN" | "ERROR";

/** What the connection needs of a websocket: the browser's `WebSocket`, or a fake in tests. */
export type LinkSocket = {
  readonly readyState: number;
  send(text: string): void;
  close(code?: number): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
};

export type LinkSocketFactory = (url: string) => LinkSocket;

type EditorLinkConnectionOptions = {
  url: string;
  createSocket?: LinkSocketFactory;
  onStatus?: (status: EditorLinkStatus, connecting: boolean) => void;
  onOpen?: () => void;
  onMessage?: (message: EditorToWebMessage) => void;
};

const browserSocket: LinkSocketFactory = (url) => new WebSocket(url);

/**
 * One websocket to the developer's editor. CLOSED until it opens; OPEN while it is; ERROR when it could not
 * connect or broke off. Connecting is allowed from CLOSED and ERROR, disconnecting only from OPEN. A message that
 * is not one of the protocol's is ignored with a console warning.
 */
export class EditorLinkConnection {
  private socket: LinkSocket | null = null;
  private current: EditorLinkStatus = "CLOSED";
  private opening = false;

  constructor(private readonly options: EditorLinkConnectionOptions) {}

  get status(): EditorLinkStatus {
    return this.current;
  }

  /** True between Connect and the socket opening or failing. */
  get connecting(): boolean {
    return this.opening;
  }

  connect(): void {
    if (this.current === "OPEN" || this.opening) return;
    let socket: LinkSocket;
    try {
      socket = (this.options.createSocket ?? browserSocket)(this.options.url);
    } catch (error) {
      console.warn(`The editor link could not connect to ${this.options.url}.`, error);
      this.update("ERROR", false);
      return;
    }
    this.socket = socket;
    this.update(this.current, true);
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.update("OPEN", false);
      this.options.onOpen?.();
    };
    socket.onerror = () => {
      if (this.socket !== socket) return;
      this.update("ERROR", false);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      // A clean close by the editor ends the link; anything else (never opened, broke off) is an error.
      this.update(this.current === "OPEN" && event.wasClean ? "CLOSED" : "ERROR", false);
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const parsed = typeof event.data === "string" ? parseEditorToWebMessage(event.data) : null;
      if (!parsed?.ok) {
        console.warn(`Ignored a message from the editor link: ${parsed ? parsed.problem : "not text"}.`);
        return;
      }
      this.options.onMessage?.(parsed.message);
    };
  }

  /** Closes an OPEN link; does nothing in any other state. */
  disconnect(): void {
    if (this.current !== "OPEN" || !this.socket) return;
    const socket = this.socket;
    this.socket = null;
    socket.close(1000);
    this.update("CLOSED", false);
  }

  /**
   * Lets go of the socket whatever its state, opening included, without telling anyone: the link's owner is
   * going away, so a socket that opens later must neither report nor send.
   */
  close(): void {
    const socket = this.socket;
    this.socket = null;
    this.opening = false;
    socket?.close(1000);
  }

  /** Sends a message while OPEN; false when it could not. */
  send(message: WebToEditorMessage): boolean {
    if (this.current !== "OPEN" || !this.socket) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private update(status: EditorLinkStatus, connecting: boolean): void {
    this.current = status;
    this.opening = connecting;
    this.options.onStatus?.(status, connecting);
  }
}
