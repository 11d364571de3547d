import pino from 'pino';

/** The longest a log line waits before it is written. */
const FLUSH_MS = 1000;
/**
 * Bytes gathered before a write: ~150 request lines. Each write is an asynchronous fs.write
 * (a trip through libuv's thread pool): at 4 KB they cost ~4% of an authenticated read's CPU.
 */
const BATCH_BYTES = 32 * 1024;
/**
 * Characters of lines joined before they are handed on: a whole batch (~150 request lines).
 * pino's destination measures the byte length of its pending buffer on each chunk, flattening
 * it when chunks were appended to it: one chunk per batch leaves nothing to flatten, and the
 * batch goes to fs.write as the single flat string the join made.
 */
const CHUNK_CHARS = BATCH_BYTES;

interface Sink {
  write(text: string): unknown;
}

/**
 * Log lines handed on in chunks of about `chunkChars` characters instead of one by one.
 * Why: pino's asynchronous destination measures the byte length of its whole pending buffer on
 * every write, which flattens that buffer (up to BATCH_BYTES) into a new string each time:
 * given each request line, that copy was most of an authenticated read's garbage. Given a
 * chunk, it happens once per chunk.
 */
export class LineChunks implements pino.DestinationStream {
  private lines: string[] = [];
  private chars = 0;

  constructor(
    private readonly sink: Sink,
    private readonly chunkChars = CHUNK_CHARS,
  ) {}

  write(line: string): void {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= this.chunkChars) this.handOn();
  }

  /** Hands the lines gathered so far to the sink. */
  handOn(): void {
    if (this.lines.length === 0) return;
    this.sink.write(this.lines.join(''));
    this.lines = [];
    this.chars = 0;
  }
}

/**
 * stdout (or the file descriptor `fd`), written asynchronously in batches of BATCH_BYTES or
 * every FLUSH_MS: a request never
 * waits for a write (a slow pipe to a log collector no longer stalls the server), and one
 * write per batch costs less CPU than a synchronous write per line. What is left is written
 * when the process exits: the chunk being gathered goes to pino's destination first (these
 * listeners come before pino's own), which pino then writes out.
 */
export function batchedStdout(fd = 1): pino.DestinationStream {
  const destination = pino.destination({
    dest: fd,
    sync: false,
    minLength: BATCH_BYTES,
    maxWrite: 2 * BATCH_BYTES,
  });
  const chunks = new LineChunks(destination);
  setInterval(() => {
    chunks.handOn();
    destination.flush();
  }, FLUSH_MS).unref();
  process.prependListener('beforeExit', () => chunks.handOn());
  process.prependListener('exit', () => chunks.handOn());
  return chunks;
}
