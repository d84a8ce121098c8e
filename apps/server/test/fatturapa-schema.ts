import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

const fixture = (name: string) => new URL(`./fixtures/fatturapa/${name}`, import.meta.url);

/**
 * Validates a FatturaPA document against the official 1.2.2 XSD (its XML-DSig import mapped to
 * the local copy): the errors xmllint reports, none when valid.
 */
export async function fatturapaErrors(xml: string): Promise<string[]> {
  const [schema, dsig] = await Promise.all([
    readFile(fixture('fatturapa-1.2.2.xsd'), 'utf8'),
    readFile(fixture('xmldsig-core-schema.xsd'), 'utf8'),
  ]);
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [{ fileName: 'fatturapa-1.2.2.xsd', contents: schema }],
    preload: [{ fileName: 'xmldsig-core-schema.xsd', contents: dsig }],
  });
  return result.errors.map((error) => error.rawMessage);
}
