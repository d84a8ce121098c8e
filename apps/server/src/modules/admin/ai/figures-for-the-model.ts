// Ids, times and network details say nothing the summary needs, and a model would be tempted
// to turn a timestamp into a date: a number the grounding check would rightly refuse.
const LEFT_OUT = new Set([
  'id',
  'paymentId',
  'at',
  'createdAt',
  'paidAt',
  'renewalDate',
  'ip',
  'device',
]);

/** The figures as the model sees them: the same JSON without what it must not write about. */
export function figuresForTheModel(figures: unknown): unknown {
  if (Array.isArray(figures)) return figures.map(figuresForTheModel);
  if (figures && typeof figures === 'object') {
    return Object.fromEntries(
      Object.entries(figures)
        .filter(([key]) => !LEFT_OUT.has(key))
        .map(([key, value]) => [key, figuresForTheModel(value)]),
    );
  }
  return figures;
}
