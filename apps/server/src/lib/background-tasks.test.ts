import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from './background-tasks.ts';

describe('background tasks', () => {
  it('runs after the caller goes on, and drain waits for tasks started by tasks', async () => {
    const tasks = createBackgroundTasks(pino({ level: 'silent' }));
    const order: string[] = [];
    tasks.run('outer', async () => {
      order.push('outer');
      tasks.run('inner', async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push('inner');
      });
    });
    order.push('caller');
    await tasks.drain();
    expect(order).toEqual(['caller', 'outer', 'inner']);
  });

  it('logs a failure instead of throwing it', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
    const tasks = createBackgroundTasks(log);
    tasks.run('boom', async () => {
      throw new Error('smtp down');
    });
    await tasks.drain();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      task: 'boom',
      msg: 'background task failed',
    });
  });
});
