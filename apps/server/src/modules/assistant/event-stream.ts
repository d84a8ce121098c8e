import { Readable } from 'node:stream';
import type { AssistantStreamEvent } from '@incasso/shared/assistant';

/** Server-sent events: one `data:` line of JSON per event (the browser reads them with fetch). */
export function eventStream(events: AsyncIterable<AssistantStreamEvent>): Readable {
  return Readable.from(
    (async function* () {
      for await (const event of events) yield `data: ${JSON.stringify(event)}\n\n`;
    })(),
  );
}
