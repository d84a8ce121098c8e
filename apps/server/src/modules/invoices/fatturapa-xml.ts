import { quantityToDecimalString } from '@incasso/shared/invoices';
import { centsToDecimalString } from '@incasso/shared/money';
import type { InvoiceRow } from '#server/db/schema/invoices.ts';
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

/** The schema's Latin types take Basic Latin and Latin-1 only: anything else becomes '?'. */
const latin = (text: string, max: number) =>
  escape(
    // eslint-disable-next-line no-control-regex
    [...text.replace(/[\u0000-\u001f\u007f]/g, ' ')]
      .map((c) => ((c.codePointAt(0) ?? 0) <= 0xff ? c : '?'))
      .join('')
      .slice(0, max),
  );

const el = (name: string, value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${value}</${name}>`;

const amount = (cents: number) => centsToDecimalString(cents);
const rate = (vatRate: number) => `${vatRate}.00`;

/** The transmission's progressive: 5 base-36 characters from the invoice's year and number. */
export function progressivoInvio(row: Pick<InvoiceRow, 'numberYear' | 'progressive'>): string {
  const value = ((row.numberYear ?? 0) % 100) * 100_000 + ((row.progressive ?? 0) % 100_000);
  return value.toString(36).toUpperCase().padStart(5, '0');
}

/** `IT<partita IVA>_<progressive>.xml`, the name the SDI expects. */
export function fatturapaFileName(seller: ItalianSeller, row: InvoiceRow): string {
  return `IT${seller.partitaIva}_${progressivoInvio(row)}.xml`;
}

function recipient(row: InvoiceRow): { format: 'FPA12' | 'FPR12'; code: string } {
  const { customer } = row;
  if (customer.publicAdministration) return { format: 'FPA12', code: customer.sdiCode ?? '' };
  // Foreign customers are reached outside the SDI: the conventional 'XXXXXXX'; Italian ones
  // without a code by PEC or in their tax drawer: '0000000'.
  if (customer.country !== 'IT') return { format: 'FPR12', code: 'XXXXXXX' };
  return { format: 'FPR12', code: customer.sdiCode ?? '0000000' };
}

function sede(
  street: string,
  postalCode: string,
  city: string,
  province: string | null,
  country: string,
) {
  return `<Sede>${el('Indirizzo', latin(street, 60))}${el('CAP', postalCode)}${el(
    'Comune',
    latin(city, 60),
  )}${country === 'IT' ? el('Provincia', province) : ''}${el('Nazione', country)}</Sede>`;
}

function buyer(row: InvoiceRow): string {
  const { customer } = row;
  const vat = customer.vatNumber
    ? `<IdFiscaleIVA>${el('IdPaese', customer.vatNumber.slice(0, 2))}${el(
        'IdCodice',
        customer.vatNumber.slice(2),
      )}</IdFiscaleIVA>`
    : '';
  const fiscalCode = customer.country === 'IT' ? el('CodiceFiscale', customer.fiscalCode) : '';
  // A foreign customer without a VAT number is identified by the conventional code.
  const fallback =
    !vat && !fiscalCode
      ? `<IdFiscaleIVA>${el('IdPaese', customer.country)}${el('IdCodice', '99999999999')}</IdFiscaleIVA>`
      : '';
  // The CAP is 5 digits; a foreign customer's postal code is carried as '00000'.
  const postalCode = customer.country === 'IT' ? customer.postalCode : '00000';
  return `<CessionarioCommittente><DatiAnagrafici>${vat}${fallback}${fiscalCode}<Anagrafica>${el(
    'Denominazione',
    latin(customer.name, 80),
  )}</Anagrafica></DatiAnagrafici>${sede(
    customer.address,
    postalCode,
    customer.city,
    customer.province ?? null,
    customer.country,
  )}</CessionarioCommittente>`;
}

function lines(row: InvoiceRow): string {
  return row.lines
    .map(
      (line, index) =>
        `<DettaglioLinee>${el('NumeroLinea', String(index + 1))}${el(
          'Descrizione',
          latin(line.description, 1000),
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

/** The XML of an issued invoice (`row.number` set) from an Italian seller. */
export function renderFatturaPa(seller: ItalianSeller, row: InvoiceRow): string {
  const { format, code } = recipient(row);
  const pec = row.customer.country === 'IT' && code === '0000000' ? row.customer.pec : undefined;
  const causale = row.notes
    ? (row.notes.match(/[\s\S]{1,200}/g) ?? []).map((part) => el('Causale', latin(part, 200)))
    : [];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<p:FatturaElettronica versione="${format}" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    '<FatturaElettronicaHeader>',
    `<DatiTrasmissione><IdTrasmittente>${el('IdPaese', 'IT')}${el(
      'IdCodice',
      seller.partitaIva,
    )}</IdTrasmittente>${el('ProgressivoInvio', progressivoInvio(row))}${el(
      'FormatoTrasmissione',
      format,
    )}${el('CodiceDestinatario', code)}${el('PECDestinatario', pec && escape(pec))}</DatiTrasmissione>`,
    `<CedentePrestatore><DatiAnagrafici><IdFiscaleIVA>${el('IdPaese', 'IT')}${el(
      'IdCodice',
      seller.partitaIva,
    )}</IdFiscaleIVA><Anagrafica>${el('Denominazione', latin(seller.name, 80))}</Anagrafica>${el(
      // Ordinary regime: the only one Incasso's fiscal data can tell (decision note 046).
      'RegimeFiscale',
      'RF01',
    )}</DatiAnagrafici>${sede(seller.street, seller.postalCode, seller.city, seller.province, 'IT')}</CedentePrestatore>`,
    buyer(row),
    '</FatturaElettronicaHeader>',
    '<FatturaElettronicaBody>',
    `<DatiGenerali><DatiGeneraliDocumento>${el('TipoDocumento', 'TD01')}${el(
      'Divisa',
      row.currency,
    )}${el('Data', row.issueDate)}${el('Numero', latin(row.number ?? '', 20))}${el(
      'ImportoTotaleDocumento',
      amount(row.totalCents),
    )}${causale.join('')}</DatiGeneraliDocumento></DatiGenerali>`,
    `<DatiBeniServizi>${lines(row)}${summary(row)}</DatiBeniServizi>`,
    '</FatturaElettronicaBody>',
    '</p:FatturaElettronica>',
  ].join('\n');
}
