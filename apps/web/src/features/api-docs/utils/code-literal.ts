// JSON values written as JavaScript or Python source, for the code samples.

export interface Dialect {
  indent: string;
  /** How a string, and so an object key that is not a plain name, is written. */
  text: (value: string) => string;
  bareKeys: boolean;
  words: { true: string; false: string; null: string };
}

export const JS: Dialect = {
  indent: '  ',
  text: (value) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`,
  bareKeys: true,
  words: { true: 'true', false: 'false', null: 'null' },
};

export const PYTHON: Dialect = {
  indent: '    ',
  text: (value) => JSON.stringify(value),
  bareKeys: false,
  words: { true: 'True', false: 'False', null: 'None' },
};

/** A JSON value as a literal of the sample's language, one entry a line, trailing commas. */
export function literal(value: unknown, dialect: Dialect, level = 0): string {
  const pad = dialect.indent.repeat(level + 1);
  const end = dialect.indent.repeat(level);
  if (value === null || value === undefined) return dialect.words.null;
  if (typeof value === 'boolean') return dialect.words[value ? 'true' : 'false'];
  if (typeof value === 'string') return dialect.text(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => `${pad}${literal(item, dialect, level + 1)},`);
    return `[\n${items.join('\n')}\n${end}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const key = (name: string) =>
      dialect.bareKeys && /^[A-Za-z_$][\w$]*$/.test(name) ? name : dialect.text(name);
    const lines = entries.map(
      ([name, item]) => `${pad}${key(name)}: ${literal(item, dialect, level + 1)},`,
    );
    return `{\n${lines.join('\n')}\n${end}}`;
  }
  return JSON.stringify(value);
}
