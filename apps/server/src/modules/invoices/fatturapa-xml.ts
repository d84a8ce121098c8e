import { quantityToDecimalString } from '@incasso/shared/invoices';
import { centsToDecimalString } from '@incasso/shared/money';
import { toLatin1 } from '@incasso/shared/latin1';
import type { InvoiceRow } from '#server/db/schema/invoices.ts';
import { AppError } from '#server/lib/app-error.ts';
import { creditNoteDay } from './invoices.presenter.ts';
import type { ItalianSeller } from './merchant-fiscal.ts';

// FatturaPA 1.2.2 (the SDI's XML invoice): FPR12 for private customers, FPA12 for public
// administration. Only what an invoice of ours holds is written; the official XSD (in the test
// fixtures) validates every document the tests make.

const escape = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** Which text is being written, to name it when it cannot be. */
type Field = string;

/**
 * Text for the schema's Latin types (Basic Latin and Latin-1), transliterated by the shared
 * `toLatin1` (never '?'), cut to the element's length, escaped. Input validation refuses an
 * invoice's text with no Latin form; the seller's fiscal data are refused here, by field.
 */
function latin(text: string, max: number, field: Field): string {
  const written = toLatin1(text);
  if (written === null || written.trim() === '') throw unwritable(field);
  return escape(written.slice(0, max));
}

/** Text for the schema's Basic Latin types (the invoice number), likewise. */
function basicLatin(text: string, max: number, field: Field): string {
  const written = toLatin1(text)?.normalize('NFKD').replace(/\p{M}/gu, '');
  if (written === undefined || written.trim() === '' || /[^\x20-\x7e]/.test(written)) {
    throw unwritable(field);
  }
  return escape(written.slice(0, max));
}

const unwritable = (field: Field) =>
  new AppError(
    422,
    'fatturapaUnwritable',
    'This text cannot be written in a FatturaPA document (Latin characters only).',
    { [field]: 'unsupportedCharacters' },
  );

/** A code the schema restricts to capitals and digits, checked before it is written. */
function code(value: string | null | undefined, pattern: RegExp, field: Field) {
  if (value === null || value === undefined) return value;
  if (!pattern.test(value)) throw unwritable(field);
  return value;
}

const el = (name: string, value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${value}</${name}>`;

const amount = (cents: number) => centsToDecimalString(cents);
const rate = (vatRate: number) => `${vatRate}.00`;

/** The invoice itself (TD01), or the credit note that voided it (TD04). */
export type FatturaPaDocument = 'invoice' | 'creditNote';

// Credit notes count from here, so no credit note's progressive is an invoice's: an invoice's
// is below 10,000,000 (two-digit year × 100,000 + progressive), and 5 base-36 characters hold
// up to 60,466,175.
const CREDIT_NOTE_OFFSET = 10_000_000;

type Numbered = Pick<
  InvoiceRow,
  'numberYear' | 'progressive' | 'creditNoteYear' | 'creditNoteProgressive'
>;

/** The transmission's progressive: 5 base-36 characters from the document's year and number. */
export function progressivoInvio(row: Numbered, document: FatturaPaDocument = 'invoice'): string {
  const [year, progressive, offset] =
    document === 'creditNote'
      ? [row.creditNoteYear, row.creditNoteProgressive, CREDIT_NOTE_OFFSET]
      : [row.numberYear, row.progressive, 0];
  const value = offset + ((year ?? 0) % 100) * 100_000 + ((progressive ?? 0) % 100_000);
  return value.toString(36).toUpperCase().padStart(5, '0');
}

/** `IT<partita IVA>_<progressive>.xml`, the name the SDI expects. */
export function fatturapaFileName(
  seller: ItalianSeller,
  row: InvoiceRow,
  document: FatturaPaDocument = 'invoice',
): string {
  return `IT${seller.partitaIva}_${progressivoInvio(row, document)}.xml`;
}

const CAPITALS = /^[A-Z]{2}$/;
const CAP = /^[0-9]{5}$/;

function recipient(row: InvoiceRow): { format: 'FPA12' | 'FPR12'; code: string } {
  const { customer } = row;
  const sdiCode = code(customer.sdiCode, /^[A-Z0-9]{6,7}$/, 'customer.sdiCode');
  if (customer.publicAdministration) return { format: 'FPA12', code: sdiCode ?? '' };
  // Foreign customers are reached outside the SDI: the conventional 'XXXXXXX'; Italian ones
  // without a code by PEC or in their tax drawer: '0000000'.
  if (customer.country !== 'IT') return { format: 'FPR12', code: 'XXXXXXX' };
  return { format: 'FPR12', code: sdiCode ?? '0000000' };
}

interface Place {
  street: string;
  postalCode: string;
  city: string;
  province?: string | null;
  country: string;
}

/** A `Sede`; `fields` names where each part was typed, for a refusal. */
function sede(place: Place, fields: { street: string; postalCode: string; city: string }) {
  const country = code(place.country, CAPITALS, 'customer.country');
  const province = code(place.province, CAPITALS, 'customer.province');
  return `<Sede>${el('Indirizzo', latin(place.street, 60, fields.street))}${el(
    'CAP',
    code(place.postalCode, CAP, fields.postalCode),
  )}${el('Comune', latin(place.city, 60, fields.city))}${
    country === 'IT' ? el('Provincia', province) : ''
  }${el('Nazione', country)}</Sede>`;
}

function buyer(row: InvoiceRow): string {
  const { customer } = row;
  const vatNumber = code(customer.vatNumber, /^[A-Z]{2}[0-9A-Z+*.]{1,28}$/, 'customer.vatNumber');
  const vat = vatNumber
    ? `<IdFiscaleIVA>${el('IdPaese', vatNumber.slice(0, 2))}${el(
        'IdCodice',
        escape(vatNumber.slice(2)),
      )}</IdFiscaleIVA>`
    : '';
  const fiscalCode =
    customer.country === 'IT'
      ? el('CodiceFiscale', code(customer.fiscalCode, /^[A-Z0-9]{11,16}$/, 'customer.fiscalCode'))
      : '';
  // A foreign customer without a VAT number is identified by the conventional code.
  const fallback =
    !vat && !fiscalCode
      ? `<IdFiscaleIVA>${el('IdPaese', code(customer.country, CAPITALS, 'customer.country'))}${el(
          'IdCodice',
          '99999999999',
        )}</IdFiscaleIVA>`
      : '';
  // The CAP is 5 digits; a foreign customer's postal code is carried as '00000'.
  const postalCode = customer.country === 'IT' ? customer.postalCode : '00000';
  return `<CessionarioCommittente><DatiAnagrafici>${vat}${fallback}${fiscalCode}<Anagrafica>${el(
    'Denominazione',
    latin(customer.name, 80, 'customer.name'),
  )}</Anagrafica></DatiAnagrafici>${sede(
    { ...customer, street: customer.address, postalCode },
    { street: 'customer.address', postalCode: 'customer.postalCode', city: 'customer.city' },
  )}</CessionarioCommittente>`;
}

function lines(row: InvoiceRow): string {
  return row.lines
    .map(
      (line, index) =>
        `<DettaglioLinee>${el('NumeroLinea', String(index + 1))}${el(
          'Descrizione',
          latin(line.description, 1000, `lines.${index}.description`),
        )}${el('Quantita', quantityToDecimalString(line.quantityHundredths))}${el(
          'PrezzoUnitario',
          amount(line.unitPriceCents),
        )}${el('PrezzoTotale', amount(line.netCents))}${el('AliquotaIVA', rate(line.vatRate))}${el(
          'Natura',
          line.natura,
        )}</DettaglioLinee>`,
    )
    .join('');
}

function summary(row: InvoiceRow): string {
  return row.vat
    .map(
      (group) =>
        `<DatiRiepilogo>${el('AliquotaIVA', rate(group.vatRate))}${el('Natura', group.natura)}${el(
          'ImponibileImporto',
          amount(group.taxableCents),
        )}${el('Imposta', amount(group.vatCents))}${
          group.natura ? '' : el('EsigibilitaIVA', 'I')
        }</DatiRiepilogo>`,
    )
    .join('');
}

/** The notes as `Causale` elements of 200 characters each. */
function causali(notes: string): string[] {
  const written = toLatin1(notes);
  if (written === null) throw unwritable('notes');
  return (written.match(/[\s\S]{1,200}/g) ?? [])
    .filter((part) => part.trim() !== '')
    .map((part) => el('Causale', escape(part)));
}

/**
 * `DatiGenerali`: the document's type, date and number; a credit note (TD04) carries the whole
 * invoice again and names the invoice it cancels in `DatiFattureCollegate`.
 */
function generalData(row: InvoiceRow, document: FatturaPaDocument): string {
  const credit = document === 'creditNote';
  const number = credit ? row.creditNoteNumber : row.number;
  const day = credit ? creditNoteDay(row) : row.issueDate;
  const causale = row.notes ? causali(row.notes) : [];
  const linked = credit
    ? `<DatiFattureCollegate>${el('IdDocumento', basicLatin(row.number ?? '', 20, 'numberFormat'))}${el(
        'Data',
        row.issueDate,
      )}</DatiFattureCollegate>`
    : '';
  return `<DatiGenerali><DatiGeneraliDocumento>${el('TipoDocumento', credit ? 'TD04' : 'TD01')}${el(
    'Divisa',
    row.currency,
  )}${el('Data', day)}${el('Numero', basicLatin(number ?? '', 20, 'numberFormat'))}${el(
    'ImportoTotaleDocumento',
    amount(row.totalCents),
  )}${causale.join('')}</DatiGeneraliDocumento>${linked}</DatiGenerali>`;
}

/** The XML of an issued invoice (`row.number` set), or of its credit note, from an Italian seller. */
export function renderFatturaPa(
  seller: ItalianSeller,
  row: InvoiceRow,
  document: FatturaPaDocument = 'invoice',
): string {
  const { format, code: destination } = recipient(row);
  const partitaIva = code(seller.partitaIva, /^[0-9]{11}$/, 'fiscal.vatNumber');
  const pec =
    row.customer.country === 'IT' && destination === '0000000' ? row.customer.pec : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<p:FatturaElettronica versione="${format}" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    '<FatturaElettronicaHeader>',
    `<DatiTrasmissione><IdTrasmittente>${el('IdPaese', 'IT')}${el(
      'IdCodice',
      partitaIva,
    )}</IdTrasmittente>${el('ProgressivoInvio', progressivoInvio(row))}${el(
      'FormatoTrasmissione',
      format,
    )}${el('CodiceDestinatario', destination)}${el('PECDestinatario', pec && escape(pec))}</DatiTrasmissione>`,
    `<CedentePrestatore><DatiAnagrafici><IdFiscaleIVA>${el('IdPaese', 'IT')}${el(
      'IdCodice',
      partitaIva,
    )}</IdFiscaleIVA><Anagrafica>${el(
      'Denominazione',
      latin(seller.name, 80, 'fiscal.companyName'),
    )}</Anagrafica>${el(
      // Ordinary regime: the only one Incasso's fiscal data can tell (decision note 046).
      'RegimeFiscale',
      'RF01',
    )}</DatiAnagrafici>${sede(
      { ...seller, country: 'IT' },
      {
        street: 'fiscal.street',
        postalCode: 'fiscal.postalCode',
        city: 'fiscal.city',
      },
    )}</CedentePrestatore>`,
    buyer(row),
    '</FatturaElettronicaHeader>',
    '<FatturaElettronicaBody>',
    generalData(row, document),
    `<DatiBeniServizi>${lines(row)}${summary(row)}</DatiBeniServizi>`,
    '</FatturaElettronicaBody>',
    '</p:FatturaElettronica>',
  ].join('\n');
}
