import './fee-table.css';

/** A fee table's column headings, each also its cells' `data-label` in the stacked phone layout. */
export function FeeTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th scope="col" key={column}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
