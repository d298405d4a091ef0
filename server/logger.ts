import pino, { type Logger } from "pino";

/** Headers and fields that must never reach a log line (secrets, sessions, form contents). */
const REDACT = [
  "req.headers.cookie",
  "req.headers.authorization",
  "req.headers['x-cms-signature']",
  "res.headers['set-cookie']",
  "body",
];

export function createLogger(options: { level: string; pretty: boolean }): Logger {
  return pino({
    level: options.level,
    redact: { paths: REDACT, remove: true },
    ...(options.pretty ? { transport: { target: "pino-pretty", options: { colorize: true } } } : {}),
  });
}
