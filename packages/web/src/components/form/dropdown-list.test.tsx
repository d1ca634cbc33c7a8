import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent, within } from '../../testing/test-utils';
import { DropdownList } from './dropdown-list';

const items = [
  { value: 'tan', label: 'Dr Tan Ah Kow' },
  { value: 'lim', label: 'Dr Lim Bee Leng', disabled: true },
  { value: 'ng', label: 'Dr Ng Siew Mei' },
];

describe('DropdownList', () => {
  it('shows a row reading exactly "Loading ..." while loading, and no items', () => {
    render(<DropdownList id="l" aria-label="Doctors" items={items} loading onSelect={vi.fn()} />);
    const rows = screen.getAllByRole('option');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(/^Loading \.\.\.$/);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
  });

  it("shows each item's label, or the custom item template", () => {
    const { rerender } = render(
      <DropdownList id="l" aria-label="Doctors" items={items} onSelect={vi.fn()} />,
    );
    expect(screen.getAllByRole('option').map((row) => row.textContent)).toEqual([
      'Dr Tan Ah Kow',
      'Dr Lim Bee Leng',
      'Dr Ng Siew Mei',
    ]);

    rerender(
      <DropdownList
        id="l"
        aria-label="Doctors"
        items={items}
        onSelect={vi.fn()}
        renderItem={(item) => <em>{`${item.label} (${item.value.toUpperCase()})`}</em>}
      />,
    );
    expect(screen.getByText('Dr Ng Siew Mei (NG)').tagName).toBe('EM');
  });

  it('puts a checkmark on the row of the current value only', () => {
    render(
      <DropdownList id="l" aria-label="Doctors" items={items} value="ng" onSelect={vi.fn()} />,
    );
    const current = screen.getByRole('option', { name: 'Dr Ng Siew Mei' });
    expect(within(current).getByText('✓')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText('✓')).toHaveLength(1);
  });

  it('shows no checkmark while a search query is active', () => {
    render(
      <DropdownList
        id="l"
        aria-label="Doctors"
        items={items}
        value="ng"
        query="Ng"
        onSelect={vi.fn()}
      />,
    );
    expect(screen.queryByText('✓')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Dr Ng Siew Mei' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });

  it('does not report a disabled item on click or Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<DropdownList id="l" aria-label="Doctors" items={items} onSelect={onSelect} />);
    const disabled = screen.getByRole('option', { name: 'Dr Lim Bee Leng' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');

    await user.click(disabled);
    // The arrows step over the disabled row, so Enter lands on the next enabled one.
    screen.getByRole('listbox').focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-activedescendant', 'l-option-2');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('reports the enabled item that is clicked', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<DropdownList id="l" aria-label="Doctors" items={items} onSelect={onSelect} />);
    await user.click(screen.getByRole('option', { name: 'Dr Ng Siew Mei' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(items[2]);
  });

  it('reports the item chosen with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<DropdownList id="l" aria-label="Doctors" items={items} onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('listbox')).toHaveFocus();
    await user.keyboard('{End}{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(items[0]);
  });

  it('jumps to the row starting with the letters typed, spaces included, and chooses it with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<DropdownList id="l" aria-label="Doctors" items={items} onSelect={onSelect} />);
    await user.tab();
    await user.keyboard('dr n');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-activedescendant', 'l-option-2');
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(items[2]);
  });

  it('says so when there is nothing to choose', () => {
    render(<DropdownList id="l" aria-label="Doctors" items={[]} onSelect={vi.fn()} />);
    expect(screen.getByRole('option')).toHaveTextContent('No options');
  });
});
