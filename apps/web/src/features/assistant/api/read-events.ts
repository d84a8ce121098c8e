import { AssistantStreamEventSchema, type AssistantStreamEvent } from '@incasso/shared/assistant';

/**
 * The events of a `text/event-stream` body as they arrive: blocks end with a blank line, and
 * each `data:` line holds one JSON event. A line that is not a known event is skipped.
 */
export async function* readEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<AssistantStreamEvent> {
  const reader = body.getReader();
  // Streaming decode: a character split across two chunks is joined, not mangled.
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of block.split('\n')) {
        if (!line.startsWith('data:')) continue;
        const parsed = AssistantStreamEventSchema.safeParse(
          JSON.parse(line.slice('data:'.length).trim()),
        );
        if (parsed.success) yield parsed.data;
      }
      end = buffer.indexOf('\n\n');
    }
  }
}
