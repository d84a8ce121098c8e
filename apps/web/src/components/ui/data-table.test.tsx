import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './data-table';

type Row = { id: string; name: string; total: string; status: string };
const rows: Row[] = [
  { id: '1', name: 'Bottega Rossi', total: '1.200,50 €', status: 'Pagata' },
  { id: '2', name: 'Caffè Verdi', total: '9,00 €', status: 'Inviata' },
];
const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Cliente', cell: (row) => row.name, isPrimary: true },
  { key: 'total', header: 'Totale', cell: (row) => row.total, align: 'end' },
  { key: 'status', header: 'Stato', cell: (row) => row.status, hideOnCard: true },
];

describe('data table', () => {
  it('is a table with column headers, and a list of cards that keep them as labels', () => {
    render(
      <DataTable
        label="Fatture"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        cardAside={(row) => row.status}
      />,
    );
    const table = screen.getByRole('table', { name: 'Fatture' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cliente', 'Totale', 'Stato']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // On a phone the table is hidden by CSS and the cards shown: one per row.
    expect(table.parentElement).toHaveClass('hidden', 'md:block');
    const cards = within(screen.getByRole('list', { name: 'Fatture' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first] = cards as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Bottega Rossi');
    expect(within(first).getByText('Totale').tagName).toBe('DT');
    expect(within(first).getByText('1.200,50 €').tagName).toBe('DD');
    // The status is the card's aside, not repeated as a labelled row.
    expect(within(first).queryByText('Stato')).not.toBeInTheDocument();
    expect(first).toHaveTextContent('Pagata');
  });
});
