/** The little logging services need; the server passes its logger, the CLI writes to stderr. */
export type ServiceLog = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};
