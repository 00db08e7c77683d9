import { createRequire } from 'node:module';
import {
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { Config } from '../config.js';
import { requestLogSerializers, withoutUrlSecrets } from './log-redaction.js';

/** Where log lines go and what it is; by default the process's stdout. */
export interface LogOutput {
  /** A person watches it: `LOG_FORMAT=auto` then writes readable lines. */
  isTerminal: boolean;
  /** Instead of stdout (tests). */
  destination?: { write(text: string): unknown };
  /** Colour the level; by default when the terminal supports it (NO_COLOR, FORCE_COLOR). */
  colorize?: boolean;
}

const STDOUT: LogOutput = { isTerminal: process.stdout.isTTY === true };

/**
 * In pretty mode a request is one line once its answer has gone, instead of Fastify's two
 * entries ("incoming request", "request completed") and its "Route … not found" (which would
 * also print the address unredacted). Fastify's other entries (its default error handler's,
 * a broken response stream's) stay as they are.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    // The address passes the same redaction as the JSON log's: no token of a reset link,
    // an invitation or a public page reaches the terminal.
    const line = `${request.method} ${withoutUrlSecrets(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    // A 5xx's cause was logged where it happened (envelope plugin: "unhandled error");
    // this line is an error too, so that it stands out next to it.
    if (error) reply.log.error({ err: error }, line);
    else if (reply.statusCode >= 500) reply.log.error(line);
    else reply.log.info(line);
  }
}

/**
 * pino-pretty's formatter called in this process on each entry, not a transport worker:
 * nothing is buffered, so the last lines before `process.exit` are not lost.
 */
function prettyStream(output: LogOutput): FastifyLoggerOptions['stream'] {
  const destination = output.destination ?? process.stdout;
  // Loaded only in pretty mode: a server logging JSON never pays for it.
  const { prettyFactory } = createRequire(import.meta.url)(
    'pino-pretty',
  ) as typeof import('pino-pretty');
  const prettify = prettyFactory({
    ...(output.colorize === undefined ? {} : { colorize: output.colorize }),
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    // The bare time, without pino-pretty's brackets.
    customPrettifiers: { time: (time) => String(time) },
    ignore: 'pid,hostname,reqId',
    messageFormat: '{msg}{if reqId} ({reqId}){end}',
  });
  return {
    write(entry: string) {
      const line = prettify(entry);
      if (line) destination.write(line);
    },
  };
}

/** `auto` is pretty on a terminal and JSON where a machine reads (containers, CI, files). */
export function resolveLogFormat(setting: Config['logFormat'], isTerminal: boolean) {
  if (setting === 'auto') return isTerminal ? 'pretty' : 'json';
  return setting;
}

/** The `logger` (and in pretty mode `logController`) options of the Fastify instance. */
export function loggingOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  output: LogOutput = STDOUT,
) {
  const logger: FastifyLoggerOptions = {
    level: config.logLevel,
    serializers: requestLogSerializers,
  };
  if (resolveLogFormat(config.logFormat, output.isTerminal) === 'json') {
    // Without a destination, pino's own writer to stdout, as before pretty mode existed.
    return { logger: output.destination ? { ...logger, stream: output.destination } : logger };
  }
  return {
    logger: { ...logger, stream: prettyStream(output) },
    logController: new OneLinePerRequest(),
  };
}
