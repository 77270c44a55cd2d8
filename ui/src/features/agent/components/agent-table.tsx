import type { ReactNode } from 'react';

export type AgentColumn<Row> = {
  key: string;
  /** The header, and on a phone the label before each value. */
  label: string;
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
};

type Props<Row> = {
  /** Names the table for assistive tech (a visually hidden caption) and its scrolling frame. */
  caption: string;
  columns: readonly AgentColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A totals row under the body: its label in the first column, values by column key. */
  totals?: { label: string; cells: Readonly<Record<string, ReactNode>> };
};

/**
 * A report table of the agent center. Wide screens get a table that scrolls
 * sideways inside its frame when it must; at phone width (pages.css) each row
 * becomes a card of "label: value" lines, the labels taken from data-label.
 * The roles are spelled out because browsers drop a table's semantics once CSS
 * changes its display, and the cards must still read as rows and cells.
 */
export function AgentTable<Row>({ caption, columns, rows, rowKey, totals }: Props<Row>) {
  const numeric = (column: AgentColumn<Row>) => (column.numeric ? 'agent-table__num' : undefined);
  return (
    <div className="agent-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="agent-table" role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader" className={numeric(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) => (
                <td key={column.key} role="cell" data-label={column.label} className={numeric(column)}>
                  {/* One box per value: the phone layout sets it beside its label. */}
                  <span className="agent-table__value">{column.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot role="rowgroup">
            <tr role="row" className="agent-table__totals">
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row" role="rowheader">
                    {totals.label}
                  </th>
                ) : (
                  <td key={column.key} role="cell" data-label={column.label} className={numeric(column)}>
                    <span className="agent-table__value">{totals.cells[column.key] ?? ''}</span>
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
