import { describe, expect, it } from 'vitest';
import { LineChunks } from '../src/log-destination';
import { createLogger, lazyRequestLogger } from '../src/logger';

describe('log lines in chunks', () => {
  it('hands lines on in order, once a chunk is full or when asked, each line whole', () => {
    const written: string[] = [];
    const chunks = new LineChunks({ write: (text) => written.push(text) }, 10);
    chunks.write('one\n');
    chunks.write('two\n');
    expect(written).toEqual([]);
    chunks.write('three\n');
    expect(written).toEqual(['one\ntwo\nthree\n']);
    chunks.write('four\n');
    chunks.handOn();
    chunks.handOn();
    expect(written).toEqual(['one\ntwo\nthree\n', 'four\n']);
  });

  it("carries pino's lines, redacted", () => {
    const written: string[] = [];
    const logger = createLogger('info', new LineChunks({ write: (text) => written.push(text) }, 1));
    logger.info({ token: 'tok-secret' }, 'signed in');
    expect(written).toHaveLength(1);
    expect(written[0]).toContain('"msg":"signed in"');
    expect(written[0]).not.toContain('tok-secret');
  });
});

describe("a request's logger", () => {
  it('makes its child logger only when it logs, with the bindings it was given', () => {
    const written: string[] = [];
    const parent = createLogger(
      'debug',
      new LineChunks({ write: (text) => written.push(text) }, 1),
    );
    let made = 0;
    const counting = Object.assign(Object.create(parent) as typeof parent, {
      child: (bindings: Record<string, unknown>, options?: object) => {
        made++;
        return parent.child(bindings, options);
      },
    });
    const log = lazyRequestLogger(counting, { reqId: 'req-7' }, {});
    expect(log.level).toBe('debug');
    expect(made).toBe(0);
    log.debug({ field: 'x' }, 'refused');
    log.info('again');
    expect(made).toBe(1);
    expect(written[0]).toMatch(/"reqId":"req-7".*"field":"x".*"msg":"refused"/);
    expect(written[1]).toMatch(/"reqId":"req-7".*"msg":"again"/);
  });
});
